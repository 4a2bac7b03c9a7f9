/* Unit tests of mathfn.c: the transcendental and two-argument functions,
 * their exact cases and the exceptions they report. The expected values
 * were shown by the HP-71B ROM (tests/model/functions/). */
#include <criterion/criterion.h>
#include <string.h>

#include "format.h"
#include "mathfn.h"
#include "numbers.h"

/* ANGLE(x,y) in the angle mode, shown in STD; the exception it reported. */
static Hp71Error angle_shows(const char *x, const char *y, AngleMode mode, const char *want) {
    Num r;
    Hp71Error e = mathfn_angle(N(x), N(y), mode, NUM_ROUND_NEAR, &r);
    char buf[FORMAT_MAX];
    format_number(r, (DisplayFormat){DISPLAY_STD, 0}, buf);
    cr_assert_str_eq(buf, want, "ANGLE(%s,%s)", x, y);
    return e;
}

Test(mathfn, angle_quadrants_in_degrees) {
    angle_shows("1", "1", ANGLE_DEGREES, "45");
    angle_shows("-1", "-1", ANGLE_DEGREES, "-135");
    angle_shows("3", "4", ANGLE_DEGREES, "53.1301023542");
    angle_shows("-1", "0", ANGLE_DEGREES, "180");
    angle_shows("0", "-1", ANGLE_DEGREES, "-90");
}

Test(mathfn, angle_signed_zeros) {
    angle_shows("1", "-0", ANGLE_DEGREES, "-0");
    angle_shows("-1", "-0", ANGLE_DEGREES, "-180");
    angle_shows("-0", "0", ANGLE_DEGREES, "0");
    angle_shows("-0", "-0", ANGLE_DEGREES, "-0");
}

Test(mathfn, angle_radians_and_underflow) {
    angle_shows("-1", "1E-12", ANGLE_RADIANS, "3.14159265359");
    Num r; /* below the REAL range: the caller's trap decides (the ROM: WRN:Underflow, 0) */
    cr_assert_eq(mathfn_angle(N("2"), N("1E-499"), ANGLE_RADIANS, NUM_ROUND_NEAR, &r),
                 HP71_E_UNDERFLOW);
    cr_assert_eq(angle_shows("1", "1E-499", ANGLE_RADIANS, "1.E-499"), HP71_E_INEXACT);
}

Test(mathfn, angle_infinities) {
    Num r;
    cr_assert_eq(mathfn_angle(num_inf(1), num_inf(1), ANGLE_DEGREES, NUM_ROUND_NEAR, &r),
                 HP71_E_IVL_ARG);
    cr_assert(num_is_nan(r));
    cr_assert_eq(mathfn_angle(num_inf(-1), N("-1"), ANGLE_DEGREES, NUM_ROUND_NEAR, &r),
                 HP71_E_NONE);
    cr_assert_eq(num_cmp(r, N("-180")), 0);
    cr_assert_eq(mathfn_angle(N("1"), num_inf(1), ANGLE_DEGREES, NUM_ROUND_NEAR, &r), HP71_E_NONE);
    cr_assert_eq(num_cmp(r, N("90")), 0);
}

Test(mathfn, angle_signaling_nan) {
    Num r;
    cr_assert_eq(mathfn_angle(num_signaling_nan(), N("1"), ANGLE_DEGREES, NUM_ROUND_NEAR, &r),
                 HP71_E_SIGNALED_OP);
    cr_assert(num_is_nan(r));
}
