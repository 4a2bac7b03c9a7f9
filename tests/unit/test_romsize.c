/*
 * test_romsize.c — the ROM's sizes of tokenized lines (romsize.c) against
 * sizes measured on ROM 2CDCC. Each line of tests/unit/data/romsize.tsv
 * was entered twice as a program line and read with MEM once the command
 * stack had let go of it (five other lines typed since); the two readings
 * agreed.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compiler.h"
#include "romsize.h"
#include "tokenizer.h"

static TokenList tokens;

/* The nibbles romsize gives the line body (header included); -1 when the
 * line does not compile. */
static int size_of(const char *body) {
    if (tokenize_line(body, strlen(body), &tokens)) return -1;
    Chunk c = {0};
    char text[TOKENIZER_MAX_LINE * 2];
    Hp71Error e = compiler_line(&tokens, COMPILE_PROGRAM, &c, text, sizeof text, NULL);
    chunk_free(&c);
    if (e) return -1;
    return ROMSIZE_LINE_HEADER + romsize_tokens(&tokens);
}

Test(romsize, each_kind_of_token) {
    cr_expect_eq(size_of("A=1"), 14);    /* A, 1, the store */
    cr_expect_eq(size_of("A=12"), 16);   /* a whole constant: 2 and a nibble a digit */
    cr_expect_eq(size_of("A=1.5"), 19);  /* a real one: 5 and a nibble a digit */
    cr_expect_eq(size_of("A=1E10"), 18); /* as typed: one digit */
    cr_expect_eq(size_of("A=10000000000"), 25);
    cr_expect_eq(size_of("A=B-C"), 20);     /* a subtraction takes 4 */
    cr_expect_eq(size_of("A=B<C"), 19);     /* a relation 3 */
    cr_expect_eq(size_of("A=ATN(B)"), 21);  /* a function of the ROM's extensions: 7 */
    cr_expect_eq(size_of("GOTO 1000"), 21); /* a line reference: 11 */
    cr_expect_eq(size_of("IF A THEN B=1 ELSE C=2"), 40);
    cr_expect_eq(size_of("DISP \"AB\""), 18);
    cr_expect_eq(size_of("REM ABC"), 18);
    cr_expect_eq(size_of("DATA  1 ,  2"), 18); /* DATA's items without their blanks */
    cr_expect_eq(size_of("CAT FOO"), 18);      /* a file's name, its characters */
}

Test(romsize, measured_on_the_rom) {
    FILE *f = fopen(HP71_SOURCE_ROOT "/tests/unit/data/romsize.tsv", "r");
    cr_assert_not_null(f);
    char line[512];
    int checked = 0;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#') continue;
        line[strcspn(line, "\n")] = '\0';
        char *tab = strchr(line, '\t');
        cr_assert_not_null(tab, "%s", line);
        int want = atoi(line);
        cr_expect_eq(size_of(tab + 1), want, "%s: %d nibbles on the ROM", tab + 1, want);
        checked++;
    }
    fclose(f);
    cr_expect_gt(checked, 1000);
}
