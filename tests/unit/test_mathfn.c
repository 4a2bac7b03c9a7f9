/* Unit tests of mathfn.c: the transcendental and two-argument functions,
 * their exact cases and the exceptions they report. The expected values
 * were shown by the HP-71B ROM (tests/model/functions/). */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "format.h"
#include "mathfn.h"
#include "number_dec.h"
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

/* The ROM's logarithm from the true one z (of x): for LN of an x in [1,10)
 * .35 of a unit of the 15th digit less, cut to 15 digits; below .1 and from
 * 10 up, with x = m 10^e and m in [.1,1), ln m cut to 15 digits plus e times
 * 2.30258509299405 (recorded from the ROM: docs/fidelity.md); for LOGP1 a
 * millionth of that unit less (a halfway value goes down). */
static void rom_logarithm(decNumber *z, const decNumber *x, bool p1, decContext *c) {
    if (decNumberIsZero(z)) return;
    decNumber t;
    if (p1) {
        if (decNumberIsNegative(z)) return;
        decNumberFromString(&t, "1E-18", c);
        decNumberMultiply(&t, &t, z, c);
        decNumberSubtract(z, z, &t, c);
        return;
    }
    int e = x->exponent + x->digits;
    if (e != 1 && e != 0) {
        decContext cut;
        number_wide_context(&cut, 15);
        cut.round = DEC_ROUND_DOWN;
        decNumber m, k;
        decNumberCopy(&m, x);
        m.exponent -= e;
        decNumberLn(z, &m, c);
        decNumberPlus(z, z, &cut);
        decNumberFromString(&t, "2.30258509299405", c);
        decNumberFromInt32(&k, e);
        decNumberMultiply(&t, &t, &k, c);
        decNumberAdd(z, z, &t, c);
        return;
    }
    if (e != 1) return;
    decContext cut;
    number_wide_context(&cut, 15);
    cut.round = DEC_ROUND_DOWN;
    decNumberFromInt32(&t, 35);
    t.exponent = z->exponent + z->digits - 1 - 16;
    decNumberSubtract(z, z, &t, c);
    decNumberPlus(z, z, &cut);
}

/* LN and LOGP1 against decNumber's own logarithm at the same digits, made
 * the ROM's (rom_logarithm), and one rounding to 12 (what the build
 * without fast paths does), on random arguments: anywhere in the range,
 * near 1 and just around the points where the series changes its
 * reduction. */
static Num random_log_argument(unsigned *seed) {
    static const char *const near[] = {"1", ".75", "1.5", "3", "6", "8", "10", ".1"};
    int64_t m = ((int64_t)rand_r(seed) << 31 | rand_r(seed)) % 1000000000000LL + 1;
    Num r;
    switch (rand_r(seed) % 4) {
    case 0: (void)num_make(m, rand_r(seed) % 1000 - 510, &r); break;
    case 1: (void)num_make(m, -(rand_r(seed) % 12) - (rand_r(seed) % 3), &r); break;
    default: { /* a point, nudged by a few units of its 12th digit */
        Num p = N(near[rand_r(seed) % 8]), d;
        (void)num_make(rand_r(seed) % 2001 - 1000, -11 - rand_r(seed) % 3, &d);
        (void)num_add(p, d, &r, NUM_ROUND_NEAR);
        if (!num_is_finite(r) || num_is_negative(r) || num_is_zero(r)) r = p;
    }
    }
    return r;
}

Test(mathfn, logarithms_agree_with_decnumber) {
    unsigned seed = 1984;
    for (int i = 0; i < 4000; i++) {
        Num a = random_log_argument(&seed);
        bool p1 = i % 4 == 3; /* LOGP1 of a - 1 */
        Num arg = a;
        if (p1) (void)num_sub(a, num_from_int(1), &arg, NUM_ROUND_NEAR);
        NumRound mode = (NumRound)(rand_r(&seed) % 4);
        decContext c, w;
        number_wide_context(&c, 45);
        number_wide_context(&w, 1200);
        decNumber x, z, one;
        number_to_dec(arg, &x);
        if (p1) {
            decNumberFromInt32(&one, 1);
            decNumberAdd(&x, &x, &one, &w);
        }
        if (decNumberIsNegative(&x) || decNumberIsZero(&x) || decNumberIsInfinite(&x) ||
            (p1 && num_is_finite(arg) && arg.e < -20 && arg.m != 0))
            continue; /* LOGP1's own tiny series; not a logarithm */
        decNumberLn(&z, &x, &c);
        rom_logarithm(&z, &x, p1, &c);
        int e = x.exponent + x.digits;
        if (!p1 && e != 0 && e != 1 && mode == NUM_ROUND_NEAR) {
            /* the sum has 15 digits or so: the ROM rounds a tie at 12 away from
               0, so a tie moves a 30th digit outward before the rounding */
            decContext up, even;
            number_wide_context(&up, 12);
            up.round = DEC_ROUND_HALF_UP;
            number_wide_context(&even, 12);
            even.round = DEC_ROUND_HALF_EVEN;
            decNumber a, b, d;
            decNumberPlus(&a, &z, &up);
            decNumberPlus(&b, &z, &even);
            decNumberCompare(&d, &a, &b, &c);
            if (!decNumberIsZero(&d)) {
                decNumberFromInt32(&d, decNumberIsNegative(&z) ? -1 : 1);
                d.exponent = z.exponent + z.digits - 30;
                decNumberAdd(&z, &z, &d, &c);
            }
        }
        Num want, got;
        Hp71Error ew = number_round_dec(&z, &want, mode);
        Hp71Error eg = mathfn_unary(p1 ? KW_LOGP1 : KW_LN, arg, ANGLE_DEGREES, mode, &got);
        cr_assert(eg == ew && got.m == want.m && got.e == want.e && got.k == want.k,
                  "%s(%lldE%d) mode %d: %lldE%d (%d), decNumber %lldE%d (%d)", p1 ? "LOGP1" : "LN",
                  (long long)arg.m, arg.e, mode, (long long)got.m, got.e, eg, (long long)want.m,
                  want.e, ew);
    }
}

/* number_div_small, the short division the series use, against
 * decNumberDivide: the same value to the context's digits but for its last
 * (the short division truncates before rounding). */
Test(mathfn, short_division_agrees_with_decnumber) {
    unsigned seed = 7;
    for (int i = 0; i < 20000; i++) {
        decContext c, w;
        number_wide_context(&c, 45 + rand_r(&seed) % 20);
        number_wide_context(&w, 100);
        char text[80];
        int n = i % 3 == 0 /* short: a few digits, as the first terms of a series */
                    ? snprintf(text, sizeof text, "%s%uE%d", rand_r(&seed) % 2 ? "-" : "",
                               (unsigned)rand_r(&seed) % 1000 + 1, rand_r(&seed) % 20 - 10)
                    : snprintf(text, sizeof text, "%s%u%u%u%uE%d", rand_r(&seed) % 2 ? "-" : "",
                               (unsigned)rand_r(&seed), (unsigned)rand_r(&seed),
                               (unsigned)rand_r(&seed), (unsigned)rand_r(&seed),
                               rand_r(&seed) % 200 - 100);
        cr_assert(n > 0);
        decNumber a, q, want, k, d;
        decNumberFromString(&a, text, &c);
        uint32_t divisor = 1 + (uint32_t)rand_r(&seed) % (i % 2 ? 999999 : 3000);
        number_div_small(&q, &a, divisor, &c);
        decNumberFromUInt32(&k, divisor);
        decNumberDivide(&want, &a, &k, &c);
        /* |q - want| at most one unit of want's last digit */
        decNumberSubtract(&d, &q, &want, &w);
        decNumberAbs(&d, &d, &w);
        cr_assert(decNumberIsZero(&d) || d.exponent + d.digits <= want.exponent + 1, "%s / %u",
                  text, divisor);
        cr_assert_eq(decNumberIsNegative(&q), decNumberIsNegative(&want));
    }
}

/* EXP of x in the rounding mode, shown in STD. */
static void shows(Keyword kw, const char *x, NumRound mode, const char *want) {
    Num r;
    (void)mathfn_unary(kw, N(x), ANGLE_DEGREES, mode, &r);
    char buf[FORMAT_MAX];
    format_number(r, (DisplayFormat){DISPLAY_STD, 0}, buf);
    cr_assert_str_eq(buf, want, "function %d of %s in mode %d", (int)kw, x, (int)mode);
}

static void exp_shows(const char *x, NumRound mode, const char *want) {
    shows(KW_EXP, x, mode, want);
}

/* EXP follows the ROM's own e^x (number_exp_rom), not the true value
   rounded: each of these the ROM showed (tests/model/numbers/exp_rom_digits*),
   and each true value rounds the other way. */
Test(mathfn, exp_shows_the_roms_last_digit) {
    exp_shows("0.0206838250989", NUM_ROUND_NEAR, "1.02089921789"); /* true ...7895004 */
    exp_shows("-25.3693133", NUM_ROUND_NEAR, "9.59946930224E-12"); /* its reciprocal high */
    exp_shows("-559.575234925", NUM_ROUND_NEAR, "9.54032703764E-244");
    exp_shows("1.94970076539", NUM_ROUND_POS, "7.02658466865");
    exp_shows("1.34987796664", NUM_ROUND_POS, "3.85695482482");
}

/* LGT beyond [1,10) is the ROM's LN cut to 15 digits over its 15-digit ln 10
   (tests/model/numbers/lgt_beyond_one_to_ten): each true value rounds the
   other way; a power of ten's is exact in every mode. */
Test(mathfn, lgt_shows_the_roms_last_digit) {
    shows(KW_LGT, "36278.33554", NUM_ROUND_NEAR, "4.55964735329"); /* true ...3295011 */
    shows(KW_LOG10, ".9741668014", NUM_ROUND_NEAR, "-1.13666748201E-2");
    shows(KW_LGT, "8.403513566E100", NUM_ROUND_NEAR, "100.924460905");
    for (int mode = 0; mode < 4; mode++) {
        shows(KW_LGT, "1000", (NumRound)mode, "3");
        shows(KW_LGT, "1E-100", (NumRound)mode, "-100");
    }
}

/* ATN(x) in the angle mode, by mathfn_unary (the fast path where the build
 * has it) and by the decimal path alone, both shown in STD as want. */
static void atn_shows(const char *x, AngleMode mode, NumRound round, const char *want) {
    Num r, d;
    (void)mathfn_unary(KW_ATN, N(x), mode, round, &r);
    (void)mathfn_unary_decimal(KW_ATN, N(x), mode, round, &d);
    char buf[FORMAT_MAX], dbuf[FORMAT_MAX];
    format_number(r, (DisplayFormat){DISPLAY_STD, 0}, buf);
    format_number(d, (DisplayFormat){DISPLAY_STD, 0}, dbuf);
    cr_assert_str_eq(buf, want, "ATN(%s)", x);
    cr_assert_str_eq(dbuf, want, "ATN(%s), decimal", x);
}

/* ATN in radians of an x of 2 or more in size, and ANGLE in the right half
 * plane of such a slope: 1.57079632679490 less the angle of 1/|x| (the ROM,
 * tests/model/numbers/atn_far_leans_up, angle_far_leans_up); true values
 * just below a 12-digit tie, which the ROM rounds up. Both the decimal path
 * and mathfn_unary (the fast path where the build has it) are checked. */
Test(mathfn, atn_far_in_radians) {
    atn_shows("1469.99992223", ANGLE_RADIANS, NUM_ROUND_NEAR, "1.57011605476"); /* true ...754999 */
    atn_shows("-1469.99992223", ANGLE_RADIANS, NUM_ROUND_NEAR, "-1.57011605476");
    atn_shows("5.5668816154", ANGLE_RADIANS, NUM_ROUND_NEAR, "1.39305813586");
    atn_shows("16.6871472363", ANGLE_RADIANS, NUM_ROUND_NEAR, "1.51094154741");
    angle_shows("1", "5.5668816154", ANGLE_RADIANS, "1.39305813586");
    angle_shows("1", "-16.6871472363", ANGLE_RADIANS, "-1.51094154741");
    /* below 2 the true value, rounded */
    angle_shows("1", "1", ANGLE_RADIANS, ".785398163397");
}

/* ATN in degrees of an x beyond 1 in size: the radians cut to 15 digits
 * over PI/180 at 15 digits (tests/model/numbers/atn_degrees_steep_leans_down):
 * true values just above a tie, which the ROM rounds down; ATN(1E100) under
 * ROUND ZERO stays below 90; ATN(1) is 45 exactly. */
Test(mathfn, atn_steep_in_degrees) {
    atn_shows("2061.07689216", ANGLE_DEGREES, NUM_ROUND_NEAR, "89.9722010493");
    atn_shows("-2061.07689216", ANGLE_DEGREES, NUM_ROUND_NEAR, "-89.9722010493");
    atn_shows("89.5827378711", ANGLE_DEGREES, NUM_ROUND_NEAR, "89.3604415182");
    atn_shows("1", ANGLE_DEGREES, NUM_ROUND_NEAR, "45");
    atn_shows("1E100", ANGLE_DEGREES, NUM_ROUND_ZERO, "89.9999999999");
    angle_shows("1", "960.224721411", ANGLE_DEGREES, "89.9403308855");
}

/* SIN and COS take the reduced angle's cosine as the ROM works it from its
 * tangent (tests/model/numbers/cos_by_tan: true values just below a tie,
 * which the ROM rounds up); both paths. */
Test(mathfn, cos_by_tan) {
    static const char *const cases[][4] = {
        {"COS", "28.3738465", "D", ".879865586873"},
        {"SIN", "88.69501717", "D", ".999740632498"},
        {"COS", ".2050110355", "R", ".979058737995"},
        {"COS", "60", "D", ".5"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        Keyword kw = cases[i][0][0] == 'C' ? KW_COS : KW_SIN;
        AngleMode mode = cases[i][2][0] == 'D' ? ANGLE_DEGREES : ANGLE_RADIANS;
        Num r, d;
        (void)mathfn_unary(kw, N(cases[i][1]), mode, NUM_ROUND_NEAR, &r);
        (void)mathfn_unary_decimal(kw, N(cases[i][1]), mode, NUM_ROUND_NEAR, &d);
        char buf[FORMAT_MAX], dbuf[FORMAT_MAX];
        format_number(r, (DisplayFormat){DISPLAY_STD, 0}, buf);
        format_number(d, (DisplayFormat){DISPLAY_STD, 0}, dbuf);
        cr_assert_str_eq(buf, cases[i][3], "%s(%s)", cases[i][0], cases[i][1]);
        cr_assert_str_eq(dbuf, cases[i][3], "%s(%s), decimal", cases[i][0], cases[i][1]);
    }
}
