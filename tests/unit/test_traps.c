/* Unit tests of traps.c: what each trap value makes of an exception. The
 * expected displays were checked on the real ROM (tests/model/traps). */
#include <criterion/criterion.h>
#include <string.h>

#include "fake_host.h"

static FakeHost f;

static void check(const char *const *lines, const char *want) {
    Interp *I = fake_interp(&f);
    fake_enter_all(I, lines);
    cr_assert_str_eq(f.out, want);
    interp_free(I);
}

Test(traps, division_by_zero_by_trap_value) {
    const char *dflt[] = {"1/0", NULL};
    check(dflt, "WRN:/Zero\n 9.99999999999E499\n");
    const char *off[] = {"DEFAULT OFF", "1/0", NULL};
    check(off, "ERR:/Zero\n");
    const char *ext[] = {"DEFAULT EXTEND", "-1/0", NULL};
    check(ext, "WRN:/Zero\n-Inf\n");
}

Test(traps, invalid_operation_is_an_error_unless_2) {
    const char *dflt[] = {"0/0", "TRAP(IVL,2)", "0/0", NULL};
    check(dflt, "ERR:0/0\n 1\nWRN:0/0\n NaN\n");
}

Test(traps, underflow_exact_denormal_is_silent_only_in_2) {
    const char *lines[] = {"1E-499/10", "TRAP(UNF,2)", "1E-499/10", "1E-499/3", NULL};
    check(lines, "WRN:Underflow\n 0\n 1\n 0.1E-499\nWRN:Underflow\n 0.33333333333E-499\n");
}

Test(traps, zero_to_the_zero_warns_unless_0) {
    const char *lines[] = {"0^0", "TRAP(IVL,0)", "0^0", NULL};
    check(lines, "WRN:0^0\n 1\n 1\nERR:0^0\n");
}

Test(traps, exceptions_set_their_flags) {
    const char *lines[] = {"CFLAG -4", "X=1/3",    "FLAG(-4)", "X=1E499*10",
                           "FLAG(-6)", "CFLAG -6", "FLAG(-6)", NULL};
    check(lines, " 1\nWRN:Overflow\n 1\n 0\n");
}

Test(traps, inexact_trap_0_is_an_error) {
    const char *lines[] = {"TRAP(INX,0)", "1/4", "1/3", "ERRN", NULL};
    check(lines, " 1\n .25\nERR:Inexact\n 21\n");
}

Test(traps, signaling_nan_and_unordered_comparisons) {
    const char *lines[] = {"NAN+1", "TRAP(IVL,2)", "Y=0/0", "Y<1", "Y#1", "Y?1", NULL};
    check(lines, "ERR:Signaled Op\n 1\nWRN:0/0\nWRN:Unordered\n 0\n 1\n 1\n");
}
