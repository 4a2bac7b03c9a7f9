/* Unit tests of string variables: maximum lengths and String Ovfl. */
#include <criterion/criterion.h>
#include <string.h>

#include "fake_host.h"
#include "variables.h"

static FakeHost f;

Test(strings, undimensioned_string_holds_32_characters) {
    Interp *I = fake_interp(&f);
    const char *ok[] = {"A$=\"12345678901234567890123456789012\"", "LEN(A$)", NULL};
    cr_assert(fake_enter_all(I, ok));
    cr_assert_str_eq(f.out, " 32\n");
    fake_clear(&f);
    cr_assert(!fake_enter(I, "A$=A$&\"X\""));
    cr_assert_str_eq(f.out, "ERR:String Ovfl\n");
    interp_free(I);
}

Test(strings, dim_sets_another_maximum) {
    Interp *I = fake_interp(&f);
    const char *lines[] = {"DIM B$[40]", "B$=\"1234567890123456789012345678901234567890\"",
                           "LEN(B$)",    "DIM C$[2]",
                           "C$=\"AB\"",  "C$",
                           NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_str_eq(f.out, " 40\nAB\n");
    fake_clear(&f);
    cr_assert(!fake_enter(I, "C$=\"ABC\""));
    cr_assert_str_eq(f.out, "ERR:String Ovfl\n");
    interp_free(I);
}

Test(strings, in_a_program_the_error_names_the_line) {
    Interp *I = fake_interp(&f);
    const char *lines[] = {"10 A$=\"\"", "20 A$=A$&\"0123456789\" @ GOTO 20", "RUN", NULL};
    cr_assert(!fake_enter_all(I, lines));
    cr_assert_str_eq(f.out, "ERR L20:String Ovfl\n");
    fake_clear(&f);
    cr_assert(fake_enter(I, "LEN(A$)"));
    cr_assert_str_eq(f.out, " 30\n");
    interp_free(I);
}

Test(strings, comparison_and_concatenation) {
    Interp *I = fake_interp(&f);
    const char *lines[] = {"\"AB\"<\"B\"", "\"AB\"=\"AB\"", "\"AB\"&\"CD\"", "\"B\"<\"AB\"", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_str_eq(f.out, " 1\n 1\nABCD\n 0\n");
    interp_free(I);
}

/* POS is linear: a 32,768-character pattern in a string of the longest
 * length DIM allows (65,535; about 10^9 comparisons when it compared at every
 * position) answers at once. */
Test(strings, pos_of_a_long_pattern_is_linear, .timeout = 5) {
    Interp *I = fake_interp(&f);
    interp_set_ram(I, 200000); /* plug-in RAM: the plain machine's 16955 bytes hold neither */
    const char *lines[] = {"DIM A$[32768],C$[65535]", "A$[32768]=\"Y\"", "C$[65535]=\"Y\"",
                           "POS(C$,A$)", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_str_eq(f.out, " 32768\n");
    interp_free(I);
}

/* Temporary strings are charged to the budget: a concatenation that would
 * outgrow it is Insufficient Memory (before: unbounded host memory), sizes
 * beyond STRBUF_MAX or negative are refused, and the memory comes back
 * after the statement. */
Test(strings, temporaries_are_charged_and_given_back) {
    VarMemory mem = {.used = 0, .budget = 1000};
    StrBuf b = {0};
    cr_assert_eq(strbuf_reserve(&b, 2000, &mem), HP71_E_INSUFFICIENT_MEMORY);
    cr_assert_eq(strbuf_reserve(&b, (int64_t)STRBUF_MAX + 1, NULL), HP71_E_INSUFFICIENT_MEMORY);
    cr_assert_eq(strbuf_reserve(&b, -1, NULL), HP71_E_INSUFFICIENT_MEMORY);
    cr_assert_eq(strbuf_set(&b, "ABC", 3, &mem), HP71_E_NONE);
    cr_assert(mem.used > 0 && mem.used <= 1000);
    strbuf_free(&b, &mem);
    cr_assert_eq(mem.used, 0);
}
