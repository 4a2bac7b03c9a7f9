/* Unit tests of the BASIC files module (basicfiles.c): finding, adding and
 * removing the files kept beside the current one, the RAM they take and
 * the subprograms they hold (the sizes are the ROM's:
 * tests/model/memory/basic_file_*). */
#include <criterion/criterion.h>
#include <string.h>

#include "basicfiles.h"

static BasicFiles b;

static void setup(void) {
    memset(&b, 0, sizeof b);
}

static void teardown(void) {
    basic_free(&b);
}

/* Puts line number, text, taking rom nibbles, into file i. */
static void put(int i, int number, const char *text, int rom) {
    Chunk code = {0};
    program_put(&b.file[i].program, number, text, &code, rom);
    chunk_free(&code);
}

TestSuite(basicfiles, .init = setup, .fini = teardown);

Test(basicfiles, files_are_found_by_name_and_removed) {
    cr_assert_eq(basic_add(&b, "", 3, 10957, 61), 0);
    cr_assert_eq(basic_add(&b, "LIB", 4, 10957, 62), 1);
    cr_assert_eq(basic_find(&b, ""), 0); /* the workfile */
    cr_assert_eq(basic_find(&b, "LIB"), 1);
    cr_assert_eq(basic_find(&b, "LI"), -1);
    cr_assert_eq(b.file[1].serial, 4);
    cr_assert_eq(b.file[1].made_minute, 62);
    basic_remove(&b, 0);
    cr_assert_eq(b.count, 1);
    cr_assert_eq(basic_find(&b, "LIB"), 0);
    cr_assert_eq(basic_find(&b, ""), -1);
}

Test(basicfiles, ram_counts_each_file_and_its_lines) {
    cr_assert_eq(basic_ram(&b), 0);
    basic_add(&b, "A", 1, 0, 0);
    cr_assert_eq(basic_ram(&b), BASIC_RAM_FILE);
    cr_assert_eq(BASIC_RAM_FILE, 49); /* (memory/basic_file_sizes: 16941 then 16874 free) */
    put(0, 10, "DISP 1", 19);
    put(0, 20, "DISP 2", 19);
    basic_add(&b, "B", 2, 0, 0);
    cr_assert_eq(basic_ram(&b), 2 * BASIC_RAM_FILE + 38);
    basic_remove(&b, 0);
    cr_assert_eq(basic_ram(&b), BASIC_RAM_FILE);
}

Test(basicfiles, subprograms_held_are_found_by_name) {
    basic_add(&b, "LIB", 1, 0, 0);
    put(0, 10, "SUB S1(A) @ DISP A", 40);
    put(0, 20, "DISP \"X\" @ SUB S22", 40);
    put(0, 30, "REM SUB S3", 20);
    cr_assert(basic_has_sub(&b, 0, "S1"));
    cr_assert(basic_has_sub(&b, 0, "S22"));
    cr_assert_not(basic_has_sub(&b, 0, "LIB")); /* (the file's own name is no SUB's) */
    cr_assert_not(basic_has_sub(&b, 0, "S2"));  /* (S22 is another name) */
    cr_assert_not(basic_has_sub(&b, 0, "S3"));  /* (a remark) */
}

Test(basicfiles, copied_lines_own_their_string_constants) {
    /* COPY of a BASIC file: each line's code is copied, the words that
       pointed at the source's string constants pointing at the copy's */
    basic_add(&b, "A", 1, 0, 0);
    basic_add(&b, "B", 2, 0, 0);
    Chunk code = {0};
    StrConst *s = chunk_string(&code, "HELLO", 5);
    chunk_emit(&code, OP_PUSH_STR);
    chunk_emit(&code, (Word)(intptr_t)s);
    chunk_emit(&code, 7); /* (a word that is no pointer stays) */
    program_put(&b.file[0].program, 10, "DISP \"HELLO\"", &code, 30);
    chunk_free(&code);
    program_copy_lines(&b.file[1].program, &b.file[0].program, PROGRAM_MIN_LINE, PROGRAM_MAX_LINE);
    const ProgramLine *from = &b.file[0].program.lines[0], *to = &b.file[1].program.lines[0];
    cr_assert_eq(b.file[1].program.count, 1);
    cr_assert_str_eq(to->text, from->text);
    cr_assert_eq(to->rom, 30);
    cr_assert_eq(b.file[1].program.ram, 30);
    cr_assert_eq(to->code.len, 3);
    cr_assert_eq(to->code.nstrs, 1);
    const StrConst *copy = (const StrConst *)(intptr_t)to->code.code[1];
    cr_assert_eq(copy, to->code.strs[0]);
    cr_assert_neq(copy, from->code.strs[0]);
    cr_assert_str_eq(copy->s, "HELLO");
    cr_assert_eq(to->code.code[2], 7);
    basic_remove(&b, 0); /* the copy outlives its source */
    basic_release(&b);
    cr_assert_str_eq(((const StrConst *)(intptr_t)b.file[0].program.lines[0].code.code[1])->s,
                     "HELLO");
}

Test(basicfiles, lines_copied_in_a_range_replace_their_numbers) {
    /* MERGE LIB,15,25: only line 20 comes, over the one of its number */
    basic_add(&b, "LIB", 1, 0, 0);
    basic_add(&b, "", 2, 0, 0);
    put(0, 10, "DISP 10", 20);
    put(0, 20, "DISP 20", 20);
    put(0, 30, "DISP 30", 20);
    put(1, 20, "REM", 12);
    program_copy_lines(&b.file[1].program, &b.file[0].program, 15, 25);
    cr_assert_eq(b.file[1].program.count, 1);
    cr_assert_str_eq(b.file[1].program.lines[0].text, "DISP 20");
    cr_assert_eq(b.file[1].program.ram, 20);
    cr_assert_eq(b.file[0].program.count, 3); /* (the file merged stays) */
}
