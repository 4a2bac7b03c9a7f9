/* Unit tests of string variables: maximum lengths and String Ovfl. */
#include <criterion/criterion.h>
#include <string.h>

#include "fake_host.h"

static FakeHost f;

Test(strings, undimensioned_string_holds_32_characters) {
    Interp *I = fake_interp(&f);
    const char *ok[] = {"A$=\"12345678901234567890123456789012\"", "LEN(A$)", NULL};
    cr_assert(fake_enter_all(I, ok));
    cr_assert_str_eq(f.out, "32\n");
    fake_clear(&f);
    cr_assert(!interp_enter(I, "A$=A$&\"X\"", 9));
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
    cr_assert_str_eq(f.out, "40\nAB\n");
    fake_clear(&f);
    cr_assert(!interp_enter(I, "C$=\"ABC\"", 8));
    cr_assert_str_eq(f.out, "ERR:String Ovfl\n");
    interp_free(I);
}

Test(strings, in_a_program_the_error_names_the_line) {
    Interp *I = fake_interp(&f);
    const char *lines[] = {"10 A$=\"\"", "20 A$=A$&\"0123456789\" @ GOTO 20", "RUN", NULL};
    cr_assert(!fake_enter_all(I, lines));
    cr_assert_str_eq(f.out, "ERR L20:String Ovfl\n");
    fake_clear(&f);
    cr_assert(interp_enter(I, "LEN(A$)", 7));
    cr_assert_str_eq(f.out, "30\n");
    interp_free(I);
}

Test(strings, comparison_and_concatenation) {
    Interp *I = fake_interp(&f);
    const char *lines[] = {"\"AB\"<\"B\"", "\"AB\"=\"AB\"", "\"AB\"&\"CD\"", "\"B\"<\"AB\"", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_str_eq(f.out, "1\n1\nABCD\n0\n");
    interp_free(I);
}
