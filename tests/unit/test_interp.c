/* Unit tests of the interpreter as a whole, through a fake host with a
 * virtual clock and scripted INPUT replies. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fake_host.h"

static FakeHost f;

static Interp *load_queens(void) {
    Interp *I = fake_interp(&f);
    FILE *q = fopen(HP71_SOURCE_ROOT "/programs/queens.bas", "r");
    cr_assert_not_null(q);
    char line[256];
    while (fgets(line, sizeof line, q))
        cr_assert_null(interp_load_line(I, line, strlen(line)));
    fclose(q);
    return I;
}

Test(interp, queens_4x4) {
    Interp *I = load_queens();
    const char *replies[] = {"4"};
    f.replies = replies;
    f.nreplies = 1;
    cr_assert(interp_enter(I, "RUN", 3));
    cr_assert_str_eq(f.out, "Board size 1-9: 4\nWorking...\nFound 2413 (1)\nFound 3142 (2)\n"
                            "SOLUT:2, NODES:60\n");
    interp_free(I);
}

Test(interp, variables_survive_the_run) {
    Interp *I = load_queens();
    const char *replies[] = {"5"};
    f.replies = replies;
    f.nreplies = 1;
    cr_assert(interp_enter(I, "RUN", 3));
    fake_clear(&f);
    const char *lines[] = {"F$", "N", "F", "W", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_str_eq(f.out, "Found 53142 (10)\n220\n10\n0\n");
    interp_free(I);
}

Test(interp, reply_is_an_expression_and_bad_replies_ask_again) {
    Interp *I = load_queens();
    const char *replies[] = {"2+", "0", "2*2"};
    f.replies = replies;
    f.nreplies = 3;
    cr_assert(interp_enter(I, "RUN", 3));
    cr_assert_str_eq(f.out, "Board size 1-9: 2+\nERR:Syntax\nBoard size 1-9: 0\n"
                            "Board size 1-9: 2*2\nWorking...\nFound 2413 (1)\nFound 3142 (2)\n"
                            "SOLUT:2, NODES:60\n");
    interp_free(I);
}

Test(interp, syntax_error_leaves_the_program_untouched) {
    Interp *I = load_queens();
    cr_assert(!interp_enter(I, "150 IF B(T)=C OR THEN 110", 25));
    cr_assert_str_eq(f.out, "ERR:Syntax\n");
    fake_clear(&f);
    cr_assert(interp_enter(I, "LIST 150", 8));
    cr_assert_str_eq(f.out, "150 IF B(T)=C OR ABS(B(T)-C)=R-T THEN 110 ELSE 140\n");
    interp_free(I);
}

Test(interp, midnight_correction) {
    Interp *I = fake_interp(&f);
    const char *lines[] = {"10 SETTIME \"23:59:59\"",
                           "20 W=TIME",
                           "30 WAIT 2",
                           "40 W=TIME-W @ IF W<0 THEN W=W+86400",
                           "50 DISP W",
                           "RUN",
                           "TIME$",
                           NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_str_eq(f.out, " 2 \n00:00:01\n");
    interp_free(I);
}

Test(interp, integer_store_rounds_and_checks_range) {
    Interp *I = fake_interp(&f);
    const char *lines[] = {"INTEGER I", "I=2.6", "I", "SHORT S", "S=1/3", "S", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_str_eq(f.out, "3\n.33333\n");
    fake_clear(&f);
    cr_assert(interp_enter(I, "I=100000", 8));
    cr_assert_str_eq(f.out, "WRN:Overflow\n");
    fake_clear(&f);
    cr_assert(interp_enter(I, "I", 1));
    cr_assert_str_eq(f.out, "99999\n");
    interp_free(I);
}

Test(interp, disp_lists) {
    Interp *I = fake_interp(&f);
    const char *lines[] = {"DISP \"X=\";3", "DISP -2;5", "10 DISP 1;", "20 DISP 2",
                           "30 DISP",       "RUN",       NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_str_eq(f.out, "X= 3 \n-2  5 \n 1  2 \n\n");
    interp_free(I);
}

Test(interp, stop_and_cont) {
    Interp *I = fake_interp(&f);
    const char *lines[] = {"10 DISP 1 @ STOP", "20 DISP 2", "RUN", "CONT", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_str_eq(f.out, " 1 \n 2 \n");
    interp_free(I);
}

Test(interp, errors_set_errn_and_errl) {
    Interp *I = fake_interp(&f);
    const char *lines[] = {"10 X=1/0", "RUN", NULL};
    cr_assert(!fake_enter_all(I, lines));
    cr_assert_str_eq(f.out, "ERR L10:Division by Zero\n");
    fake_clear(&f);
    const char *after[] = {"ERRN", "ERRL", NULL};
    cr_assert(fake_enter_all(I, after));
    cr_assert_str_eq(f.out, "8\n10\n");
    interp_free(I);
}

/* Found by fuzz_program: a typed line of digits only, in a buffer with no
 * terminator, was read one character past its end. */
Test(interp, digits_only_line_is_read_within_its_length) {
    Interp *I = fake_interp(&f);
    char *line = malloc(3);
    memcpy(line, "123", 3);
    cr_assert(interp_enter(I, line, 3));
    memcpy(line, "12E", 3);
    cr_assert(!interp_enter(I, line, 3));
    free(line);
    interp_free(I);
}
