/* mathfn.c — transcendental functions on decNumber (see mathfn.h). */
#include "mathfn.h"

#include <string.h>

#include "fastfn.h"
#include "number_dec.h"

#define WORK 40 /* working digits */

/* PI to 71 digits, for the working widths (up to 60 digits). */
static const char pi_text[] =
    "3.14159265358979323846264338327950288419716939937510582097494459230781";

/* PI as the ROM reduces radians with it: 31 decimals, exactly (SIN(1E100)
 * is .946986581933, where the true value is -.372376123661;
 * tests/model/functions/huge_radians). */
static const char pi_rom_text[] = "3.1415926535897932384626433832795";

static void constant(decNumber *d, const char *text, int digits) {
    decContext c;
    number_wide_context(&c, digits);
    decNumberFromString(d, text, &c);
}

static void pi_digits(decNumber *d, int digits) {
    constant(d, pi_text, digits);
}

static void from_int(decNumber *d, int v) {
    decNumberFromInt32(d, v);
}

/* True when a and b are equal (the series has converged). */
static bool same(const decNumber *a, const decNumber *b) {
    decContext c;
    number_wide_context(&c, WORK + 10);
    decNumber d;
    decNumberCompare(&d, a, b, &c);
    return decNumberIsZero(&d);
}

/* True when a > b. */
static bool greater(const decNumber *a, const decNumber *b) {
    decContext c;
    number_wide_context(&c, WORK + 10);
    decNumber d;
    decNumberCompare(&d, a, b, &c);
    return !decNumberIsZero(&d) && !decNumberIsNegative(&d);
}

/* sin(x) and cos(x) by Taylor series, for |x| <= pi/4, at WORK digits. */
static void sin_cos_series(const decNumber *x, decNumber *sin_out, decNumber *cos_out) {
    decContext c;
    number_wide_context(&c, WORK + 5);
    decNumber x2, term, t, s, co;
    decNumberMultiply(&x2, x, x, &c);
    /* sin */
    decNumberCopy(&term, x);
    decNumberCopy(&s, x);
    for (int n = 1; n < 60; n++) {
        decNumberMultiply(&t, &term, &x2, &c);
        number_div_small(&term, &t, (uint32_t)((2 * n) * (2 * n + 1)), &c);
        decNumberMinus(&term, &term, &c);
        decNumberAdd(&t, &s, &term, &c);
        bool done = same(&t, &s);
        decNumberCopy(&s, &t);
        if (done) break;
    }
    /* cos */
    from_int(&term, 1);
    from_int(&co, 1);
    for (int n = 1; n < 60; n++) {
        decNumberMultiply(&t, &term, &x2, &c);
        number_div_small(&term, &t, (uint32_t)((2 * n - 1) * (2 * n)), &c);
        decNumberMinus(&term, &term, &c);
        decNumberAdd(&t, &co, &term, &c);
        bool done = same(&t, &co);
        decNumberCopy(&co, &t);
        if (done) break;
    }
    decNumberCopy(sin_out, &s);
    decNumberCopy(cos_out, &co);
}

/* Reduces radians x to r in [-pi/4, pi/4] and the quadrant q (0..3) with
 * x = r + q*pi/2 (mod 2 pi), exactly, as the ROM does with its PI of 31
 * decimals (true to the last digit up to about 1E20, its own beyond). */
static void reduce_radians(const decNumber *x, decNumber *r, int *q) {
    int digits = WORK + 10;
    int adjusted = x->exponent + x->digits;
    if (adjusted > 0) digits += adjusted;
    if (digits > 600) digits = 600;
    decContext c;
    number_wide_context(&c, digits);
    decNumber pi, half_pi, n, t, four, rem;
    constant(&pi, pi_rom_text, digits);
    from_int(&t, 2);
    decNumberDivide(&half_pi, &pi, &t, &c);
    decNumberDivide(&t, x, &half_pi, &c);
    decContext ci = c;
    ci.round = DEC_ROUND_HALF_EVEN;
    decNumberToIntegralValue(&n, &t, &ci);
    decNumberMultiply(&t, &n, &half_pi, &c);
    decNumberSubtract(r, x, &t, &c);
    from_int(&four, 4);
    decNumberRemainder(&rem, &n, &four, &c);
    int32_t qv = decNumberToInt32(&rem, &c);
    *q = (int)((qv % 4 + 4) % 4);
}

/* The value of quadrant q (0..3) from a reduced angle's sine s and cosine
 * co: s, co, -s, -co. */
static void quadrant_value(const decNumber *s, const decNumber *co, int q, decNumber *out,
                           decContext *c) {
    const decNumber *v = q % 2 == 0 ? s : co;
    if (q < 2)
        decNumberCopy(out, v);
    else
        decNumberMinus(out, v, c);
}

/* The cosine of an angle r of at most 45 degrees as the ROM works it out
 * from its tangent t = |s/co| (numbers/cos_by_tan: its COS, and SIN beyond
 * 45 degrees, lie above the true value next to a tie): 1/SQR(1+t^2), t,
 * 1+t^2 and the root cut to 15 digits, the quotient rounded up to 15. */
static void cos_by_tan(const decNumber *s, const decNumber *co, decNumber *out) {
    decContext c, cut;
    number_wide_context(&c, WORK + 5);
    number_wide_context(&cut, 15);
    cut.round = DEC_ROUND_DOWN;
    decNumber t, u, one;
    from_int(&one, 1);
    decNumberDivide(&t, s, co, &c);
    decNumberAbs(&t, &t, &cut);
    decNumberMultiply(&u, &t, &t, &c);
    decNumberAdd(&u, &one, &u, &cut);
    /* (decNumber's square root rounds half even whatever the context says:
       taken wide, then cut) */
    decNumberSquareRoot(&t, &u, &c);
    decNumberPlus(&t, &t, &cut);
    cut.round = DEC_ROUND_UP;
    decNumberDivide(out, &one, &t, &cut);
}

/* The sine and cosine of the angle r + q 90 degrees (|r| at most 45), from
 * one series, the reduced angle's cosine as the ROM's (cos_by_tan) when
 * rom_cos is true (SIN and COS; TAN takes the true ones). */
static void trig_quadrant(const decNumber *r, int q, bool rom_cos, decNumber *sin_out,
                          decNumber *cos_out) {
    decNumber s, co, rom_co;
    decContext c;
    number_wide_context(&c, WORK + 5);
    sin_cos_series(r, &s, &co);
    /* (a cosine within 1E-10 of 1 keeps its true value: the ROM's there
       leans as lost_term says, tests/model/rounding/cos_small_*) */
    decNumberCopy(&rom_co, &co);
    if (rom_cos) {
        decNumber gap, one, near;
        from_int(&one, 1);
        decNumberSubtract(&gap, &one, &co, &c);
        decNumberFromString(&near, "1E-10", &c);
        if (greater(&gap, &near)) cos_by_tan(&s, &co, &rom_co);
    }
    quadrant_value(&s, &rom_co, q, sin_out, &c);
    quadrant_value(&s, &rom_co, (q + 1) % 4, cos_out, &c);
}

/* Converts an angle at WORK digits: to radians (x * pi / 180) or to
 * degrees (x * 180 / pi). */
static void convert_angle(const decNumber *x, decNumber *out, bool to_radians) {
    decContext c;
    number_wide_context(&c, WORK + 5);
    decNumber pi, t, k;
    pi_digits(&pi, WORK + 5);
    from_int(&k, 180);
    decNumberMultiply(&t, x, to_radians ? &pi : &k, &c);
    decNumberDivide(out, &t, to_radians ? &k : &pi, &c);
}

static void degrees_to_radians(const decNumber *d, decNumber *r) {
    convert_angle(d, r, true);
}

static void radians_to_degrees(const decNumber *r, decNumber *d) {
    convert_angle(r, d, false);
}

/* Rounds a function's wide result (WORK digits) to 12 digits in the OPTION
 * ROUND mode, once: EXPM1(1E-11) is 1.00000000001E-11 (the digits past a 5
 * count) and ATN(1.5E15) under OPTION ROUND ZERO is 89.9999999999. */
static Hp71Error round_result(const decNumber *wide, Num *r, NumRound mode) {
    return number_round_dec(wide, r, mode);
}

/* SIN, COS or TAN. In degrees the angle is reduced exactly: multiples of 90
 * give exact results. */
static Hp71Error trig(Keyword kw, const decNumber *x, AngleMode angle, decNumber *out) {
    decContext c;
    number_wide_context(&c, WORK + 5);
    decNumber r, s, co;
    int q;
    if (angle == ANGLE_DEGREES) {
        decContext exact;
        number_wide_context(&exact, 700);
        decNumber ninety, n, t, four, rem;
        from_int(&ninety, 90);
        decNumberDivide(&t, x, &ninety, &exact);
        decNumberToIntegralValue(&n, &t, &exact);
        decNumberMultiply(&t, &n, &ninety, &exact);
        decNumberSubtract(&r, x, &t, &exact); /* exact: |r| <= 45 */
        from_int(&four, 4);
        decNumberRemainder(&rem, &n, &four, &exact);
        int n4 = decNumberToInt32(&rem, &exact); /* n modulo 4, with n's sign */
        q = (n4 % 4 + 4) % 4;
        if (decNumberIsZero(&r)) {
            int sv = (q == 1) ? 1 : (q == 3) ? -1 : 0;
            int cv = (q == 0) ? 1 : (q == 2) ? -1 : 0;
            if (kw == KW_TAN && cv == 0) return HP71_E_TAN_INF;
            int v = kw == KW_SIN ? sv : kw == KW_COS ? cv : 0;
            from_int(out, v);
            if (v == 0) { /* the sign of an exact zero, as the ROM gives it */
                bool xneg = decNumberIsNegative(x), negative;
                int an = n4 < 0 ? -n4 : n4;
                if (kw == KW_SIN)
                    negative = xneg != (an == 2); /* SIN(180) -0, SIN(-180) 0 */
                else if (kw == KW_COS)
                    negative = an == 3; /* COS(270) and COS(-270) -0 */
                else
                    negative = xneg; /* TAN(-180) -0 */
                if (negative) out->bits |= DECNEG;
            }
            return HP71_E_NONE;
        }
        decNumber rr;
        degrees_to_radians(&r, &rr);
        decNumberCopy(&r, &rr);
    } else {
        if (decNumberIsZero(x)) { /* SIN(-0) and TAN(-0) are -0 */
            if (kw == KW_COS)
                from_int(out, 1);
            else
                decNumberCopy(out, x);
            return HP71_E_NONE;
        }
        reduce_radians(x, &r, &q);
    }
    trig_quadrant(&r, q, kw != KW_TAN, &s, &co);
    if (kw == KW_SIN)
        decNumberCopy(out, &s);
    else if (kw == KW_COS)
        decNumberCopy(out, &co);
    else
        decNumberDivide(out, &s, &co, &c);
    return HP71_E_NONE;
}

/* atan(i/8) for i = 0..8 to 62 digits (facts: computed with Python's
 * decimal module at 90 digits; atan(1) agrees with PI/4). */
static const char *const atan_eighths[9] = {
    "0",
    "0.12435499454676143503135484916387102557317019176980408991511412",
    "0.24497866312686415417208248121127581091414409838118406712737591",
    "0.35877067027057222039592006392646049977697565588091577964039887",
    "0.46364760900080611621425623146121440202853705428612026381093309",
    "0.55859931534356243597150821640166127034644758253401480613363604",
    "0.64350110879328438680280922871732263804151059111531238286560612",
    "0.71882999962162450541701415152590465395141912001831708554277968",
    "0.78539816339744830961566084581987572104929234984377645524373615",
};

/* atan(t) = t - t^3/3 + t^5/5 - ... at c's digits, for a small t, until
 * a term no longer changes the sum. */
static void atan_series(const decNumber *t, decNumber *sum, decContext *c) {
    decNumber x2, term, u, next;
    decNumberMultiply(&x2, t, t, c);
    decNumberCopy(&term, t);
    decNumberCopy(sum, t);
    for (int n = 1; n < 200 && !decNumberIsZero(&term); n++) {
        decNumberMultiply(&u, &term, &x2, c);
        decNumberMinus(&term, &u, c);
        number_div_small(&u, &term, (uint32_t)(2 * n + 1), c);
        decNumberAdd(&next, sum, &u, c);
        bool done = same(&next, sum);
        decNumberCopy(sum, &next);
        if (done) break;
    }
}

/* atan(y) for 0 <= y <= 1 at c's digits: y = (y - i/8 near it) rotated
 * back to atan(i/8) + atan((y - i/8)/(1 + y i/8)), whose series falls by
 * more than 2 digits a term. */
static void atan_unit(const decNumber *y, decNumber *out, decContext *c) {
    decNumber t, u, ci, term, sum, next;
    decNumberFromInt32(&t, 8);
    decNumberMultiply(&u, y, &t, c);
    decContext ci_ctx = *c;
    ci_ctx.round = DEC_ROUND_HALF_EVEN;
    decNumberToIntegralValue(&u, &u, &ci_ctx);
    int i = decNumberToInt32(&u, c);
    decNumberCopy(&term, y);
    if (i > 0) {
        decNumberFromInt32(&u, i);
        decNumberDivide(&ci, &u, &t, c); /* i/8, exact */
        decNumberSubtract(&u, y, &ci, c);
        decNumberMultiply(&t, y, &ci, c);
        decNumberFromInt32(&next, 1);
        decNumberAdd(&t, &t, &next, c);
        decNumberDivide(&term, &u, &t, c);
    }
    atan_series(&term, &sum, c);
    if (i > 0) {
        constant(&t, atan_eighths[i], c->digits);
        decNumberAdd(&sum, &sum, &t, c);
    }
    decNumberCopy(out, &sum);
}

/* atan(y) for 0 <= y <= 1 at c's digits, as the build without fast paths
 * computes it: two halvings, atan(y) = 2 atan(y / (1 + sqrt(1 + y^2))),
 * then the series. */
static void atan_unit_halving(const decNumber *y, decNumber *out, decContext *c) {
    decNumber one, ax, t, u, sum, k;
    from_int(&one, 1);
    decNumberCopy(&ax, y);
    for (int i = 0; i < 2; i++) {
        decNumberMultiply(&t, &ax, &ax, c);
        decNumberAdd(&u, &t, &one, c);
        decNumberSquareRoot(&t, &u, c);
        decNumberAdd(&u, &t, &one, c);
        decNumberDivide(&ax, &ax, &u, c);
    }
    atan_series(&ax, &sum, c);
    from_int(&k, 4);
    decNumberMultiply(out, &sum, &k, c);
}

/* 90 degrees in radians as the ROM's reductions take it: 15 digits, 3.4E-15
 * above pi/2 (atan_far, ACOS in radians). */
#define ROM_RIGHT_ANGLE "1.57079632679490"

/* out = the angle t (not negative) with the sign of x. */
static void with_sign_of(const decNumber *x, const decNumber *t, decNumber *out) {
    decContext c;
    number_wide_context(&c, WORK + 8);
    if (decNumberIsNegative(x))
        decNumberMinus(out, t, &c);
    else
        decNumberCopy(out, t);
}

/* atan(x) in radians at WORK digits. */
static void atan_radians(const decNumber *x, decNumber *out) {
    decContext c;
    number_wide_context(&c, WORK + 8);
    decNumber one, ax, t, u, pi, two;
    from_int(&one, 1);
    from_int(&two, 2);
    decNumberAbs(&ax, x, &c);
    bool invert = greater(&ax, &one);
    if (invert) {
        decNumberDivide(&t, &one, &ax, &c);
        decNumberCopy(&ax, &t);
    }
    if (HP71_FAST_PATHS)
        atan_unit(&ax, &t, &c);
    else
        atan_unit_halving(&ax, &t, &c);
    if (invert) {
        pi_digits(&pi, WORK + 8);
        decNumberDivide(&u, &pi, &two, &c);
        decNumberSubtract(&t, &u, &t, &c);
    }
    with_sign_of(x, &t, out);
}

/* ATN in radians of an x of 2 or more in size (x at its 12 digits), as the
 * ROM works it: 90 degrees in radians at 15 digits (1.57079632679490, 3.4E-15
 * above pi/2) less the angle of 1/|x|, with x's sign, so that a true value
 * up to 3.4E-15 below a 12-digit tie rounds up (numbers/atn_far_leans_up:
 * ATN(1469.99992223) is 1.57011605476, its true value 1.5701160547549999...;
 * from x of 1 to 2 the ROM's value is nearer the true one). */
static void atan_far(const decNumber *x, decNumber *out) {
    decContext c;
    number_wide_context(&c, WORK + 8);
    decNumber one, ax, inv, t, right;
    from_int(&one, 1);
    decNumberAbs(&ax, x, &c);
    decNumberDivide(&inv, &one, &ax, &c);
    atan_radians(&inv, &t);
    decNumberFromString(&right, ROM_RIGHT_ANGLE, &c);
    /* (below 90 degrees even where the angle of 1/|x| is below the wide
       digits: cut at 15 digits, ATN(1E100) in degrees is 89.9999999999994) */
    c.round = DEC_ROUND_DOWN;
    decNumberSubtract(&t, &right, &t, &c);
    with_sign_of(x, &t, out);
}

/* ATN in degrees of an x beyond 1 in size, as the ROM's last digits next
 * to a tie show (numbers/atn_degrees_steep_leans_down): its angle in radians
 * (atan_far's from 2 up), cut to 15 digits, over PI/180 at 15 digits
 * (.0174532925199433), with x's sign: a little below the true value. */
static void atan_degrees_steep(const decNumber *x, decNumber *out) {
    decContext c, cut;
    number_wide_context(&c, WORK + 8);
    number_wide_context(&cut, 15);
    cut.round = DEC_ROUND_DOWN;
    decNumber ax, two, rad, per;
    from_int(&two, 2);
    decNumberAbs(&ax, x, &c);
    if (greater(&two, &ax))
        atan_radians(&ax, &rad);
    else
        atan_far(&ax, &rad);
    decNumberPlus(&rad, &rad, &cut);
    decNumberFromString(&per, ".0174532925199433", &c);
    decNumberDivide(&rad, &rad, &per, &c);
    with_sign_of(x, &rad, out);
}

/* Whether |x| (finite) lies beyond n (above 0), or at it when at is true. */
static bool size_beyond(const decNumber *x, int n, bool at) {
    decContext c;
    number_wide_context(&c, WORK + 8);
    decNumber ax, bound;
    from_int(&bound, n);
    decNumberAbs(&ax, x, &c);
    return greater(&ax, &bound) || (at && same(&ax, &bound));
}

/* Whether ATN of x (finite) in degrees is atan_degrees_steep's. */
static bool atan_is_steep_degrees(const decNumber *x, AngleMode angle) {
    return angle == ANGLE_DEGREES && size_beyond(x, 1, false);
}

/* Whether ATN of x (finite) in radians is atan_far's. */
static bool atan_is_far(const decNumber *x, AngleMode angle) {
    return angle == ANGLE_RADIANS && size_beyond(x, 2, true);
}

/* The IEEE result of a function whose value lies beyond the REALs, as the
 * rounding mode makes it (the ROM, also under DEFAULT EXTEND: FACT(400) and
 * EXP(1E10) are MAXREAL toward zero or down, EXP(-1E10) MINREAL up): past
 * MAXREAL (e Overflow) ±Inf, or ±MAXREAL where the mode rounds toward
 * zero; below MINREAL (e Underflow, *r a zero) ±0, or ±MINREAL where it
 * rounds away from zero. negative: the value's sign. Returns e. */
static Hp71Error beyond_the_reals(Hp71Error e, bool negative, NumRound mode, Num *r) {
    bool toward_zero = mode == NUM_ROUND_ZERO || mode == (negative ? NUM_ROUND_POS : NUM_ROUND_NEG);
    bool away = mode == (negative ? NUM_ROUND_NEG : NUM_ROUND_POS);
    if (e == HP71_E_OVERFLOW && num_is_inf(*r) && toward_zero) *r = num_max_real(negative ? -1 : 1);
    if (e == HP71_E_UNDERFLOW && num_is_zero(*r) && away) {
        *r = num_min_real();
        if (negative) r->m = -r->m;
    }
    return e;
}

/* FACT(x) = x!, exact, for a whole number x >= 0 (the ROM takes no other).
 * Exceptions: Invalid Arg (a trap), Overflow. */
static Hp71Error factorial(Num a, NumRound mode, Num *r) {
    if (num_is_nan(a)) {
        *r = num_nan();
        return num_is_snan(a) ? HP71_E_SIGNALED_OP : HP71_E_NONE;
    }
    if (num_is_inf(a) && a.m > 0) {
        *r = a;
        return HP71_E_NONE;
    }
    if (!num_is_finite(a) || (num_is_negative(a) && !num_is_zero(a)) || (a.e < 0 && a.m != 0)) {
        *r = num_nan();
        return HP71_E_IVL_ARG;
    }
    if (a.e > 0 || a.m > 300) {
        *r = num_inf(1);
        return beyond_the_reals(HP71_E_OVERFLOW, false, mode, r);
    }
    decContext c;
    number_wide_context(&c, 700);
    decNumber f, k, t;
    from_int(&f, 1);
    for (int i = 2; i <= a.m; i++) {
        from_int(&k, i);
        decNumberMultiply(&t, &f, &k, &c);
        decNumberCopy(&f, &t);
    }
    return number_round_dec(&f, r, mode);
}

/* pi/2 at WORK digits, with the sign of negative. */
static void half_pi(decNumber *out, bool negative) {
    decContext c;
    number_wide_context(&c, WORK + 5);
    decNumber pi, two;
    pi_digits(&pi, WORK + 5);
    from_int(&two, 2);
    decNumberDivide(out, &pi, &two, &c);
    if (negative) decNumberMinus(out, out, &c);
}

/* An angle in radians, as the angle mode wants it. */
static void angle_out(const decNumber *rad, AngleMode angle, decNumber *z) {
    if (angle == ANGLE_DEGREES)
        radians_to_degrees(rad, z);
    else
        decNumberCopy(z, rad);
}

/* pi at WORK digits, with the sign of negative. */
static void whole_pi(decNumber *out, bool negative) {
    decContext c;
    number_wide_context(&c, WORK + 5);
    pi_digits(out, WORK + 5);
    if (negative) decNumberMinus(out, out, &c);
}

/* True when z is within 3E-15 of x, relatively (x nonzero). */
static bool within_3e15(const decNumber *z, const decNumber *x) {
    decContext c;
    number_wide_context(&c, WORK + 10);
    decNumber d, limit, k;
    decNumberSubtract(&d, z, x, &c);
    decNumberAbs(&d, &d, &c);
    decNumberAbs(&limit, x, &c);
    decNumberFromString(&k, "3E-15", &c);
    decNumberMultiply(&limit, &limit, &k, &c);
    return greater(&limit, &d);
}

Hp71Error mathfn_angle(Num x, Num y, AngleMode angle, NumRound mode, Num *r) {
    if (num_is_nan(x) || num_is_nan(y)) {
        *r = num_nan();
        return num_nan_exception(x, y);
    }
    bool y_negative = num_is_negative(y);
    decNumber rad, z;
    int lean = 0;       /* a last term lost beside 90 or 180 degrees: its direction */
    bool steep = false; /* rad holds degrees already (atan_degrees_steep) */
    if (num_is_inf(x) && num_is_inf(y)) {
        *r = num_nan();
        return HP71_E_IVL_ARG;
    }
    if (num_is_zero(y) || (num_is_inf(x) && !num_is_negative(x))) {
        if (!num_is_negative(x) || num_is_zero(x)) { /* on the positive x axis */
            *r = num_zero(y_negative);
            return HP71_E_NONE;
        }
        whole_pi(&rad, y_negative);
    } else if (num_is_zero(x) || num_is_inf(y)) {
        half_pi(&rad, y_negative);
    } else if (num_is_inf(x)) { /* -Inf, y finite and not zero */
        whole_pi(&rad, y_negative);
    } else {
        decContext c;
        number_wide_context(&c, WORK + 5);
        decNumber dx, dy, q;
        number_to_dec(x, &dx);
        number_to_dec(y, &dy);
        decNumberDivide(&q, &dy, &dx, &c);
        /* (the right half plane: the ROM's ATN of y/x, numbers/angle_far_leans_up) */
        steep = atan_is_steep_degrees(&q, angle);
        if (steep)
            atan_degrees_steep(&q, &rad); /* (in degrees already) */
        else if (!num_is_negative(x) && atan_is_far(&q, angle))
            atan_far(&q, &rad);
        else
            atan_radians(&q, &rad);
        /* in radians near the positive x axis, within 3E-15 of y/x: y/x and a
           little more in magnitude, as ATN (ANGLE(1,1E-10) under ROUND POS is
           1.00000000001E-10) */
        bool near_axis = !num_is_negative(x) && angle == ANGLE_RADIANS && within_3e15(&rad, &q);
        if (near_axis) decNumberCopy(&rad, &q);
        if (num_is_negative(x) && steep) { /* the left half plane: turn by 180 */
            decNumber half;
            from_int(&half, y_negative ? -180 : 180);
            decNumberAdd(&rad, &rad, &half, &c);
        } else if (num_is_negative(x)) { /* the left half plane: turn by pi */
            decNumber pi;
            whole_pi(&pi, y_negative);
            decNumberAdd(&rad, &rad, &pi, &c);
        }
        /* far from the diagonals the angle's last term is lost beside 90 or
           180 degrees: ANGLE(1,1E100) falls short of 90, as on the ROM
           under OPTION ROUND ZERO */
        int far = q.exponent + q.digits - 1;
        int s = decNumberIsNegative(&q) ? -1 : 1;
        if (near_axis)
            lean = s;
        else if (far > 30)
            lean = -s;
        else if (far < -30 && num_is_negative(x))
            lean = s;
    }
    if (steep)
        decNumberCopy(&z, &rad);
    else
        angle_out(&rad, angle, &z);
    if (lean) number_nudge(&z, lean);
    Hp71Error e = round_result(&z, r, mode);
    /* off the axes, the angle is exact only on the diagonals in degrees
       (ANGLE(-2,2) is 135); a 180 or 90 from a far point is not (the ROM) */
    if (e == HP71_E_NONE && num_is_finite(x) && num_is_finite(y) && !num_is_zero(x) &&
        !num_is_zero(y) && (angle == ANGLE_RADIANS || num_cmp(num_abs(x), num_abs(y)) != 0))
        e = HP71_E_INEXACT;
    /* an angle below the REAL range is never exact (the ROM: WRN:Underflow
       even under DEFAULT EXTEND, where an exact denormal is silent) */
    return e == HP71_E_UNDERFLOW_EXACT ? HP71_E_UNDERFLOW : e;
}

/* The direction of the term a function's wide result lost, as the ROM
 * rounds it under OPTION ROUND ZERO, POS and NEG (tests/model/rounding/
 * directed_tiny_*, directed_small_x_*): f(x) = x + tiny for SIN, TAN, ASIN,
 * ATN, EXPM1 and LOGP1 of a small x, once f(x) is within 3E-15 of x (for
 * EXPM1 and LOGP1: an x below 1E-14, their term x/2 of x; the
 * ROM's remainder has x's sign, also where the true one has not:
 * SIN(1E-10) under ROUND POS is 1.00000000001E-10, LOGP1(5E-15) under
 * ROUND NEG 5.E-15; ATN(9E-8) leans, ATN(1E-7), 3.3E-15 from x, does not),
 * and *z is then x; SIN and COS within 1E-14 of 1 or -1 (not exactly) are
 * 1 or -1 and a little more in magnitude, *z then 1 or -1 (COS(1E-7) and
 * SIN(1.5707963) under ROUND POS are 1.00000000001, COS(3.14159265) under
 * ROUND NEG -1.00000000001; COS(2E-7), 2E-14 from 1, rounds its true value;
 * exactly 1 is a tiny x's, which leans, or a multiple of 90 degrees', which
 * does not: COS(360) is 1 exactly); EXP(x) is 1 and a little of x's sign; ACOS of a
 * tiny x and ATN of a huge one fall short of 90 degrees. 0 when nothing was
 * lost. */
static int lost_term(Keyword kw, Num a, const decNumber *x, decNumber *z) {
    if (!num_is_finite(a) || num_is_zero(a)) return 0;
    int s = num_is_negative(a) ? -1 : 1;
    decNumber one, right;
    from_int(&one, 1);
    if (kw == KW_SIN || kw == KW_COS) {
        decContext c;
        number_wide_context(&c, WORK + 10);
        decNumber gap, near;
        decNumberAbs(&gap, z, &c);
        decNumberSubtract(&gap, &one, &gap, &c);
        decNumberFromString(&near, "1E-14", &c);
        /* exactly 1 only for a tiny x, or a multiple of 90 degrees (exact) */
        bool leans = decNumberIsZero(&gap) ? num_cmp(num_abs(a), num_from_int(1)) < 0
                                           : !decNumberIsNegative(&gap) && greater(&near, &gap);
        if (leans) {
            int sign = decNumberIsNegative(z) ? -1 : 1;
            from_int(z, sign);
            return sign;
        }
    }
    switch (kw) {
    case KW_SIN:
    case KW_TAN:
    case KW_ASIN:
    case KW_ATN:
    case KW_ATAN:
    case KW_EXPM1:
    case KW_LOGP1:
        /* (EXPM1 and LOGP1, whose term is x/2 of x: for an x below 1E-14;
           LOGP1(9.99999999999E-15) under ROUND ZERO is x, of 1E-14 not) */
        if (kw == KW_EXPM1 || kw == KW_LOGP1 ? num_cmp(num_abs(a), (Num){1, -14, NUM_FINITE}) < 0
                                             : within_3e15(z, x)) {
            decNumberCopy(z, x);
            return s;
        }
        if (kw == KW_ATN || kw == KW_ATAN) { /* a huge x: +-90 degrees exactly */
            from_int(&right, 90 * s);
            if (same(z, &right)) return -s;
        }
        return 0;
    case KW_EXP: return same(z, &one) ? s : 0;
    case KW_ACOS: from_int(&right, 90); return same(z, &right) ? -s : 0;
    default: return 0;
    }
}

/* CLASS: 1 zero, 2 denormal, 3 other finite, 4 Inf, 5 NaN, 6 signaling
 * NaN; negative for a negative value (CLASS(-0) is -1, CLASS(-NAN) -6). */
static int number_class(Num a) {
    int c;
    if (num_is_snan(a))
        c = 6;
    else if (num_is_nan(a))
        c = 5;
    else if (num_is_inf(a))
        c = 4;
    else if (num_is_zero(a))
        c = 1;
    else
        c = num_cmp(num_abs(a), (Num){1, -499, NUM_FINITE}) < 0 ? 2 : 3;
    return num_is_negative(a) || (a.k & NUM_NEGATIVE_NAN) ? -c : c;
}

/* ASN and ACS are the ROM's other names of ASIN and ACOS. */
static Keyword long_name(Keyword kw) {
    return kw == KW_ASN ? KW_ASIN : kw == KW_ACS ? KW_ACOS : kw;
}

Hp71Error mathfn_unary(Keyword kw, Num a, AngleMode angle, NumRound mode, Num *r) {
    kw = long_name(kw);
    if (HP71_FAST_PATHS && fastfn_unary(kw, a, angle, mode, r)) return HP71_E_INEXACT;
    return mathfn_unary_decimal(kw, a, angle, mode, r);
}

Hp71Error mathfn_unary_decimal(Keyword kw, Num a, AngleMode angle, NumRound mode, Num *r) {
    kw = long_name(kw);
    if (kw == KW_FACT) return factorial(a, mode, r);
    if (kw == KW_CLASS) { /* never signals, even for a signaling NaN */
        *r = num_from_int(number_class(a));
        return HP71_E_NONE;
    }
    if (kw == KW_EXPONENT && !num_is_nan(a)) { /* the exponent of the first digit */
        if (num_is_inf(a)) {
            *r = num_inf(1);
            return HP71_E_NONE;
        }
        if (num_is_zero(a)) {
            *r = num_inf(-1);
            return HP71_E_EXPONENT_ZERO;
        }
        char digits[13];
        int x;
        bool negative;
        num_digits(a, digits, &x, &negative);
        *r = num_from_int(x);
        return HP71_E_NONE;
    }
    if (num_is_nan(a)) {
        *r = num_nan();
        return num_is_snan(a) ? HP71_E_SIGNALED_OP : HP71_E_NONE;
    }
    bool neg = num_is_negative(a);
    decContext c;
    number_wide_context(&c, WORK + 5);
    decNumber x, z, one;
    number_to_dec(a, &x);
    from_int(&one, 1);
    if (num_is_zero(a) &&
        (kw == KW_ASIN || kw == KW_ATN || kw == KW_ATAN || kw == KW_LOGP1 || kw == KW_EXPM1)) {
        *r = a; /* odd functions keep the sign of zero: ATN(-0) is -0 */
        return HP71_E_NONE;
    }
    switch (kw) {
    case KW_EXP:
    case KW_EXPM1:
        if (num_is_inf(a)) {
            *r = neg ? (kw == KW_EXP ? num_zero(false) : num_from_int(-1)) : a;
            return HP71_E_NONE;
        }
        if (kw == KW_EXP)
            number_exp_rom(&x, &z, &c); /* the ROM's own e^x */
        else
            decNumberExp(&z, &x, &c);
        if (kw == KW_EXPM1) {
            /* e^x - 1 without cancellation: enough digits beyond the first */
            decContext w;
            number_wide_context(&w, WORK + 5 + (a.e < 0 ? -a.e : 0));
            decNumberExp(&z, &x, &w);
            decNumberSubtract(&z, &z, &one, &w);
        }
        break;
    case KW_LN:
    case KW_LOG:
    case KW_LOG10:
    case KW_LGT:
    case KW_LOGP1: {
        decNumber arg;
        if (kw == KW_LOGP1) {
            decContext w;
            number_wide_context(&w, 1200);
            decNumberAdd(&arg, &x, &one, &w);
        } else {
            decNumberCopy(&arg, &x);
        }
        if (decNumberIsZero(&arg)) {
            *r = num_inf(-1);
            return HP71_E_LOG_ZERO;
        }
        if (decNumberIsNegative(&arg)) {
            *r = num_nan();
            return HP71_E_LOG_NEG;
        }
        if (decNumberIsInfinite(&arg)) {
            *r = num_inf(1);
            return HP71_E_NONE;
        }
        /* LOGP1 of a tiny x: its series, and its own shortfall below */
        bool tiny_logp1 = kw == KW_LOGP1 && num_is_finite(a) && a.e < -20;
        if ((kw == KW_LOG10 || kw == KW_LGT) && arg.exponent + arg.digits == 1) {
            /* in [1,10) the ROM's own logarithm over its 15-digit ln 10: LOG10 of
               6.1728394506 is .790484981547 (true .79048498154750...) */
            decNumber ln10;
            number_ln15_low(&arg, &z);
            decNumberFromString(&ln10, NUMBER_ROM_LN10, &c);
            decNumberDivide(&z, &z, &ln10, &c);
        } else if (kw == KW_LOG10 || kw == KW_LGT) {
            /* elsewhere the ROM's LN (number_ln_rom) cut to 15 digits, over its
               15-digit ln 10: LGT(36278.33554) is 4.55964735329 (true
               4.5596473532950109...), LGT(.9741668014) -1.13666748201E-2 (true
               -1.1366674820150005...E-2); a power of ten's is exact */
            decContext cut;
            number_wide_context(&cut, 15);
            cut.round = DEC_ROUND_DOWN;
            decNumber ln10, power;
            decNumberReduce(&power, &arg, &c);
            if (power.digits == 1 && power.lsu[0] == 1) { /* 10^n: n exactly */
                decNumberFromInt32(&z, power.exponent);
                break;
            }
            number_ln_rom(&arg, &z);
            decNumberPlus(&z, &z, &cut);
            decNumberFromString(&ln10, NUMBER_ROM_LN10, &c);
            decNumberDivide(&z, &z, &ln10, &c);
        } else if (tiny_logp1) {
            decContext w; /* ln(1+x) = x - x^2/2 + ... for tiny x */
            number_wide_context(&w, WORK + 5);
            decNumber x2, two;
            from_int(&two, 2);
            decNumberMultiply(&x2, &x, &x, &w);
            decNumberDivide(&x2, &x2, &two, &w);
            decNumberSubtract(&z, &x, &x2, &w);
        } else if (kw != KW_LOGP1) {
            /* the ROM's own logarithm: in [1,10) a little short (LN(1.00000000003)
               is 2.99999999995E-11, true 2.999999999955...E-11), elsewhere with its
               15-digit ln 10 (number_ln_rom) */
            number_ln_rom(&arg, &z);
            int e = arg.exponent + arg.digits;
            if (e != 0 && e != 1 && mode == NUM_ROUND_NEAR) /* its sum's tie: away from 0 */
                number_nudge(&z, decNumberIsNegative(&z) ? -1 : 1);
        } else {
            number_ln(&arg, &z, &c);
        }
        if (kw == KW_LOGP1 && !decNumberIsNegative(&z) && !decNumberIsZero(&z)) {
            /* the ROM's logarithm falls a little short of the true one: a
               result exactly halfway between two REALs goes down
               (LOGP1(1E-12) is 9.99999999999E-13, its true value
               9.9999999999950...03E-13); a millionth of the 15th digit
               (LOGP1(6E-11) under OPTION ROUND NEG is 5.99999999981E-11),
               but of x - x^2/2 for a tiny x 5E-25 of it, which a result
               1E-24 of it below a tie does not cross (LOGP1(9.99999999999E-13)
               is x). (Within 3E-23 of a tie the ROM goes either way: not
               modelled) */
            decNumber bit;
            decNumberFromString(&bit, tiny_logp1 ? "5E-25" : "1E-18", &c);
            decNumberMultiply(&bit, &bit, &z, &c);
            decNumberSubtract(&z, &z, &bit, &c);
        }
        break;
    }
    case KW_SIN:
    case KW_COS:
    case KW_TAN: {
        if (num_is_inf(a)) {
            *r = num_nan();
            return HP71_E_IVL_ARG;
        }
        Hp71Error e = trig(kw, &x, angle, &z);
        if (e == HP71_E_TAN_INF) {
            *r = num_inf(neg ? -1 : 1);
            return e;
        }
        break;
    }
    case KW_ASIN:
    case KW_ACOS: {
        decNumber ax;
        decNumberAbs(&ax, &x, &c);
        if (num_is_inf(a) || greater(&ax, &one)) {
            *r = num_nan();
            return HP71_E_IVL_ARG;
        }
        decNumber rad;
        bool in_degrees = false; /* rad holds degrees already */
        if (same(&ax, &one)) {   /* ±1: ±pi/2 */
            half_pi(&rad, decNumberIsNegative(&x));
        } else {
            /* ATN(x/SQR((1-x)(1+x))); for a small x as the ROM takes it,
               each step cut to 15 digits: ASIN(1E-7) is then ATN(1E-7), a
               little below 1E-7 (OPTION ROUND POS: 1E-7), where ASIN(5E-8)'s
               and ASIN(1.05244506512E-7)'s quotients are above x
               (tests/model/rounding/directed_small_*, directed_asin_*) */
            decNumber plus, d, s;
            decContext cut;
            number_wide_context(&cut, 15);
            cut.round = DEC_ROUND_DOWN;
            bool small = num_cmp(num_abs(a), (Num){2, -7, NUM_FINITE}) < 0;
            decContext *k = kw == KW_ASIN && small ? &cut : &c;
            decNumberSubtract(&d, &one, &x, k);
            decNumberAdd(&plus, &one, &x, k);
            decNumberMultiply(&d, &d, &plus, k);
            /* (decNumber's square root rounds half even whatever the
               context says: taken wide, then cut) */
            decNumberSquareRoot(&s, &d, &c);
            decNumberPlus(&s, &s, k);
            decNumberDivide(&d, &x, &s, k);
            /* the ROM's ATN of that quotient (numbers/asin_acos_by_atn):
               beyond 2 in radians its own reduction, and for ASIN beyond 1
               in degrees (ACOS in degrees near 1 is nearer the true value) */
            in_degrees = kw == KW_ASIN && atan_is_steep_degrees(&d, angle);
            if (in_degrees)
                atan_degrees_steep(&d, &rad);
            else if (atan_is_far(&d, angle))
                atan_far(&d, &rad);
            else
                atan_radians(&d, &rad);
        }
        if (kw == KW_ACOS && angle == ANGLE_DEGREES) {
            /* 90 less ASIN in degrees: ACOS(.5) is 60 exactly, as ASIN(.5)
               is 30 (the ROM: no Inexact) */
            decNumber deg, ninety;
            if (in_degrees)
                decNumberCopy(&deg, &rad);
            else
                angle_out(&rad, angle, &deg);
            from_int(&ninety, 90);
            decNumberSubtract(&z, &ninety, &deg, &c);
            break;
        }
        if (kw == KW_ACOS) {
            decNumber hp;
            /* 90 degrees in radians at 15 digits less ASIN, as atan_far */
            decNumberFromString(&hp, ROM_RIGHT_ANGLE, &c);
            decNumberSubtract(&rad, &hp, &rad, &c);
        }
        if (in_degrees)
            decNumberCopy(&z, &rad);
        else
            angle_out(&rad, angle, &z);
        break;
    }
    case KW_ATN:
    case KW_ATAN: {
        decNumber rad;
        if (!num_is_inf(a) && atan_is_steep_degrees(&x, angle)) {
            atan_degrees_steep(&x, &z); /* (in degrees already) */
            break;
        }
        if (num_is_inf(a))
            half_pi(&rad, a.m < 0);
        else if (atan_is_far(&x, angle))
            atan_far(&x, &rad);
        else
            atan_radians(&x, &rad);
        angle_out(&rad, angle, &z);
        break;
    }
    case KW_DEG:
    case KW_RAD:
        if (num_is_inf(a)) {
            *r = a;
            return HP71_E_NONE;
        }
        if (kw == KW_DEG)
            radians_to_degrees(&x, &z);
        else
            degrees_to_radians(&x, &z);
        break;
    default: return HP71_E_SYNTAX;
    }
    if (decNumberIsNaN(&z)) {
        *r = num_nan();
        return HP71_E_IVL_ARG;
    }
    int lost = lost_term(kw, a, &x, &z);
    if (lost) number_nudge(&z, lost);
    if (decNumberIsZero(&z) && (c.status & DEC_Underflow)) { /* beyond even the wide range */
        *r = num_zero(false);
        return beyond_the_reals(HP71_E_UNDERFLOW, decNumberIsNegative(&z), mode, r);
    }
    Hp71Error e = round_result(&z, r, mode);
    if (num_is_inf(*r)) e = beyond_the_reals(e, num_is_negative(*r), mode, r);
    /* f(x) = x + O(x^2) or x + O(x^3): for a tiny x the wide digits may
       hold x itself, but the value is never exactly x (the ROM: Inexact) */
    if ((e == HP71_E_NONE || e == HP71_E_UNDERFLOW_EXACT) && num_is_finite(a) && !num_is_zero(a) &&
        num_cmp(*r, a) == 0 &&
        (kw == KW_SIN || kw == KW_TAN || kw == KW_ASIN || kw == KW_ATN || kw == KW_ATAN ||
         kw == KW_LOGP1 || kw == KW_EXPM1)) {
        /* an inexact denormal is an underflow (EXPM1(MINREAL)) */
        Num smallest_normal;
        (void)num_make(1, -499, &smallest_normal);
        e = num_cmp(num_abs(*r), smallest_normal) < 0 ? HP71_E_UNDERFLOW : HP71_E_INEXACT;
    }
    /* atan(x) is a rational number of degrees only for x = 0 or +-1: a
       huge x's 90 lies beyond the wide digits, but is inexact (the ROM) */
    if (e == HP71_E_NONE && (kw == KW_ATN || kw == KW_ATAN) && num_is_finite(a) &&
        num_cmp(num_abs(a), num_from_int(1)) != 0)
        e = HP71_E_INEXACT;
    /* likewise e^x = 1 + x + ...: EXP(EPS) is 1, inexactly; and e^x is
       never 0: EXPM1(-1000) is -1, inexactly */
    if (e == HP71_E_NONE && kw == KW_EXP && num_is_finite(a) && !num_is_zero(a) &&
        num_cmp(*r, num_from_int(1)) == 0)
        e = HP71_E_INEXACT;
    if (e == HP71_E_NONE && kw == KW_EXPM1 && num_is_finite(a) &&
        num_cmp(*r, num_from_int(-1)) == 0) {
        e = HP71_E_INEXACT;
        /* above -1 by what the wide digits lost: toward zero or up, the
           largest number below 1 in size (the ROM: -.999999999999) */
        if (mode == NUM_ROUND_ZERO || mode == NUM_ROUND_POS) (void)num_make(-999999999999, -12, r);
    }
    return e;
}

Hp71Error mathfn_percent(Num a, Num b, NumRound mode, Num *r) {
    if (!num_is_finite(a) || !num_is_finite(b)) return HP71_E_NOT_EMULATED;
    decNumber x, y, z;
    decContext c;
    number_wide_context(&c, 2 * NUM_DIGITS);
    number_to_dec(a, &x);
    number_to_dec(b, &y);
    decNumberMultiply(&z, &x, &y, &c); /* exact: 24 digits hold it */
    if (!decNumberIsZero(&z)) z.exponent -= 2;
    return number_round_dec(&z, r, mode); /* once: 5.E498%... has no tie */
}

/* |x| mod |y| for a quotient too long for decNumber: x = mx·10^d·10^ey and
 * y = my·10^ey (d > 0). Returns r with the remainder r·10^ey exactly, 0 <= r
 * < my; *odd: whether the integer quotient is odd (for RED's ties). */
__extension__ typedef unsigned __int128 Wide128; /* products of two numbers below 2^41 */

static uint64_t huge_remainder(uint64_t mx, int64_t d, uint64_t my, bool *odd) {
    Wide128 m2 = 2 * (Wide128)my, p = 1, base = 10 % m2;
    for (int64_t k = d; k > 0; k >>= 1) { /* 10^d mod 2·my */
        if (k & 1) p = p * base % m2;
        base = base * base % m2;
    }
    Wide128 s = (mx % m2) * p % m2; /* X mod 2Y */
    *odd = s >= my;
    return (uint64_t)(s % my);
}

/* MOD, RMD or RED of a and b (finite, b nonzero) whose quotient has more
 * digits than decNumber holds: the ROM gives the exact remainder (MOD of
 * MAXREAL by 2.06E-342 is 9.2E-343). */
static Hp71Error huge_quotient_remainder(Keyword kw, Num a, Num b, Num *r) {
    uint64_t mx = (uint64_t)(a.m < 0 ? -a.m : a.m), my = (uint64_t)(b.m < 0 ? -b.m : b.m);
    bool odd, xneg = num_is_negative(a), yneg = num_is_negative(b);
    int64_t rem = (int64_t)huge_remainder(mx, (int64_t)a.e - b.e, my, &odd);
    bool neg = xneg;    /* RMD: the dividend's sign */
    if (kw == KW_MOD) { /* the divisor's sign */
        if (rem != 0 && xneg != yneg) rem = (int64_t)my - rem;
        neg = yneg;
    } else if (kw == KW_RED) { /* to the nearest multiple, ties to an even quotient */
        if (2 * (uint64_t)rem > my || (2 * (uint64_t)rem == my && odd)) rem -= (int64_t)my;
    }
    if (rem == 0) {
        *r = num_zero(neg);
        return HP71_E_NONE;
    }
    return num_make(neg ? -rem : rem, b.e, r);
}

Hp71Error mathfn_binary(Keyword kw, Num a, Num b, NumRound mode, Num *r) {
    if (num_is_nan(a) || num_is_nan(b)) {
        *r = num_nan();
        return num_nan_exception(a, b);
    }
    if (num_is_zero(b)) {
        if (kw != KW_DIV) {
            *r = num_nan();
            return HP71_E_IVL_ARG;
        }
        if (num_is_inf(a)) { /* the ROM: INF DIV 0 is Inf, exactly */
            *r = num_inf(num_is_negative(a) != num_is_negative(b) ? -1 : 1);
            return HP71_E_NONE;
        }
        if (num_is_zero(a)) {
            *r = num_nan();
            return HP71_E_ZERO_DIV_ZERO;
        }
        *r = num_inf(num_is_negative(a) != num_is_negative(b) ? -1 : 1);
        return HP71_E_DIV_ZERO;
    }
    if (num_is_inf(a) || num_is_inf(b)) {
        if (kw == KW_DIV) return num_div(a, b, r, mode);
        if (num_is_inf(a)) {
            *r = num_nan();
            return HP71_E_IVL_ARG;
        }
        /* x RMD Inf is x; x MOD Inf too, unless the signs differ: then
           x + Inf, as the ROM */
        if (kw == KW_MOD && !num_is_zero(a) && num_is_negative(a) != num_is_negative(b))
            *r = b;
        else
            *r = a;
        return HP71_E_NONE;
    }
    decContext c;
    number_wide_context(&c, 700);
    decNumber x, y, z, t;
    number_to_dec(a, &x);
    number_to_dec(b, &y);
    switch (kw) {
    case KW_DIV: decNumberDivideInteger(&z, &x, &y, &c); break;
    case KW_RMD: decNumberRemainder(&z, &x, &y, &c); break;
    case KW_RED: decNumberRemainderNear(&z, &x, &y, &c); break;
    case KW_MOD:
        decNumberRemainder(&z, &x, &y, &c);
        if (!decNumberIsZero(&z) && decNumberIsNegative(&z) != decNumberIsNegative(&y)) {
            decNumberAdd(&t, &z, &y, &c);
            decNumberCopy(&z, &t);
        } else if (decNumberIsZero(&z) && !decNumberIsZero(&x)) {
            z.bits = (uint8_t)((z.bits & ~DECNEG) | (y.bits & DECNEG)); /* the divisor's sign */
        }
        break;
    default: return HP71_E_SYNTAX;
    }
    if (c.status & DEC_Division_impossible) {
        /* the integer quotient has more digits than decNumber can hold */
        if (kw == KW_DIV) { /* a quotient of 700 digits is far beyond MAXREAL */
            *r = num_inf(num_is_negative(a) != num_is_negative(b) ? -1 : 1);
            return HP71_E_OVERFLOW;
        }
        return huge_quotient_remainder(kw, a, b, r);
    }
    if (decNumberIsNaN(&z)) {
        *r = num_nan();
        return HP71_E_IVL_ARG;
    }
    return number_round_dec(&z, r, mode);
}

/* PI rounded to 12 digits. */
Num mathfn_pi(void) {
    decNumber p;
    Num r;
    pi_digits(&p, WORK);
    (void)number_round_dec(&p, &r, NUM_ROUND_NEAR);
    return r;
}
