/* Unit tests of fastfn.c: whenever the long double fast path decides a
 * function's result, it is the decimal path's (mathfn_unary_decimal), digit
 * for digit and with the same exception; it declines the exact results and
 * the ROM's own regions; and it decides most ordinary arguments. */
#include <criterion/criterion.h>
#include <stdlib.h>

#include "fastfn.h"
#include "mathfn.h"
#include "numbers.h"

static const Keyword functions[] = {KW_EXP, KW_EXPM1, KW_LN,  KW_LOG,  KW_LOG10, KW_LGT, KW_LOGP1,
                                    KW_SIN, KW_COS,   KW_TAN, KW_ASIN, KW_ACOS,  KW_ATN};
#define FUNCTIONS (int)(sizeof functions / sizeof functions[0])

static int64_t random_digits(unsigned *seed, int digits) {
    int64_t m = 0;
    for (int i = 0; i < digits; i++)
        m = m * 10 + rand_r(seed) % 10;
    return m;
}

/* An argument for kw: twelve random digits at a magnitude the function
 * takes; short decimals (the exact results live there); points next to 1,
 * to multiples of 90 degrees and of PI/2, nudged by a few units. */
static Num random_argument(Keyword kw, unsigned *seed) {
    int shape = rand_r(seed) % 4, exponent;
    bool unit = kw == KW_ASIN || kw == KW_ACOS;
    Num r;
    switch (shape) {
    case 0: /* a short decimal */
        (void)num_make(random_digits(seed, 1 + rand_r(seed) % 4), -(rand_r(seed) % 4), &r);
        break;
    case 1: { /* next to a point */
        static const char *const points[] = {
            "1", "90", "180", "45", "1.57079632679", "3.14159265359", ".5", "10", "360", "1E-5"};
        Num p = N(points[rand_r(seed) % 10]), d;
        (void)num_make(rand_r(seed) % 2001 - 1000, -11 - rand_r(seed) % 4, &d);
        (void)num_add(p, d, &r, NUM_ROUND_NEAR);
        break;
    }
    default:
        exponent = unit                             ? -rand_r(seed) % 14
                   : kw == KW_EXP || kw == KW_EXPM1 ? rand_r(seed) % 20 - 16
                                                    : rand_r(seed) % 60 - 35;
        (void)num_make(random_digits(seed, 12), exponent - 11, &r);
        break;
    }
    if (rand_r(seed) % 2 && !(kw == KW_LN || kw == KW_LOG || kw == KW_LOG10 || kw == KW_LGT))
        r = num_neg(r);
    return r;
}

/* The fast path's result is the decimal path's, in every mode and angle
 * mode; most ordinary arguments are decided. */
Test(fastfn, decided_results_are_the_decimal_paths) {
    unsigned seed = 71;
    int decided = 0, tried = 0;
    for (int f = 0; f < FUNCTIONS; f++) {
        Keyword kw = functions[f];
        for (int i = 0; i < 4000; i++) {
            Num a = random_argument(kw, &seed);
            NumRound mode = (NumRound)(rand_r(&seed) % 4);
            AngleMode angle = rand_r(&seed) % 2 ? ANGLE_DEGREES : ANGLE_RADIANS;
            Num fast, slow;
            tried++;
            if (!fastfn_unary(kw, a, angle, mode, &fast)) continue;
            decided++;
            Hp71Error e = mathfn_unary_decimal(kw, a, angle, mode, &slow);
            cr_assert_eq(e, HP71_E_INEXACT,
                         "function %d of %lldE%d, mode %d angle %d: exception %d", kw,
                         (long long)a.m, a.e, mode, angle, e);
            cr_assert(fast.m == slow.m && fast.e == slow.e && fast.k == slow.k,
                      "function %d of %lldE%d, mode %d angle %d: fast %lldE%d, decimal %lldE%d", kw,
                      (long long)a.m, a.e, mode, angle, (long long)fast.m, fast.e,
                      (long long)slow.m, slow.e);
        }
    }
    cr_assert_gt(decided, tried / 2, "only %d of %d decided", decided, tried);
}

/* Exact results, and where the ROM's own behaviour shows, go to the decimal
 * path. */
Test(fastfn, declines_exact_results_and_the_roms_regions) {
    static const struct {
        Keyword kw;
        const char *x;
        AngleMode angle;
    } cases[] = {
        {KW_LN, "1", ANGLE_DEGREES},
        {KW_LGT, "100", ANGLE_DEGREES},
        {KW_LOG10, "1E-7", ANGLE_DEGREES},
        {KW_SIN, "30", ANGLE_DEGREES},
        {KW_COS, "60", ANGLE_DEGREES},
        {KW_TAN, "45", ANGLE_DEGREES},
        {KW_SIN, "180", ANGLE_DEGREES},
        {KW_ATN, "1", ANGLE_DEGREES},
        {KW_ASIN, ".5", ANGLE_DEGREES},
        {KW_ACOS, ".5", ANGLE_DEGREES},
        {KW_ACOS, "-.5", ANGLE_DEGREES},
        {KW_SIN, "1E-6", ANGLE_RADIANS},
        {KW_COS, "1E-6", ANGLE_RADIANS},
        {KW_SIN, "1.5707963", ANGLE_RADIANS},
        {KW_EXPM1, "1E-7", ANGLE_RADIANS},
        {KW_LOGP1, "-1E-7", ANGLE_RADIANS},
        {KW_ATN, "1E12", ANGLE_DEGREES},
        {KW_SIN, "1E20", ANGLE_RADIANS},
        {KW_EXP, "1000", ANGLE_RADIANS},
        {KW_EXP, "1E-20", ANGLE_RADIANS},
        {KW_SIN, "3.14159265359", ANGLE_RADIANS},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        Num r;
        for (int mode = 0; mode < 4; mode++)
            cr_assert(!fastfn_unary(cases[i].kw, N(cases[i].x), cases[i].angle, (NumRound)mode, &r),
                      "function %d of %s decided", cases[i].kw, cases[i].x);
    }
}

/* Ordinary values are decided, and right (the true values rounded to 12
 * digits). */
Test(fastfn, decides_ordinary_values) {
    static const struct {
        Keyword kw;
        const char *x;
        AngleMode angle;
        const char *want;
    } cases[] = {
        {KW_EXP, "1", ANGLE_DEGREES, "2.71828182846"},
        {KW_LN, "2", ANGLE_DEGREES, ".69314718056"},
        {KW_LGT, "2", ANGLE_DEGREES, ".301029995664"},
        {KW_SIN, "1", ANGLE_RADIANS, ".841470984808"},
        {KW_TAN, "89", ANGLE_DEGREES, "57.2899616308"},
        {KW_ATN, "2", ANGLE_DEGREES, "63.4349488229"},
        {KW_ACOS, "-.3", ANGLE_RADIANS, "1.87548898081"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        Num r;
        cr_assert(fastfn_unary(cases[i].kw, N(cases[i].x), cases[i].angle, NUM_ROUND_NEAR, &r),
                  "function %d of %s not decided", cases[i].kw, cases[i].x);
        cr_assert_eq(num_cmp(r, N(cases[i].want)), 0, "function %d of %s", cases[i].kw, cases[i].x);
    }
}
