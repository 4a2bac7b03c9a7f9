/* mathfn.c — transcendental functions on decNumber (see mathfn.h). */
#include "mathfn.h"

#include <string.h>

#include "number_dec.h"

#define WORK 40 /* working digits */

/* PI to 640 digits: enough to reduce any angle up to 1E499 radians exactly. */
static const char pi_text[] =
    "3."
    "1415926535897932384626433832795028841971693993751058209749445923078164062862089986280348253421"
    "1706798214808651328230664709384460955058223172535940812848111745028410270193852110555964462294"
    "8954930381964428810975665933446128475648233786783165271201909145648566923460348610454326648213"
    "3936072602491412737245870066063155881748815209209628292540917153643678925903600113305305488204"
    "6652138414695194151160943305727036575959195309218611738193261179310511854807446237996274956735"
    "1885752724891227938183011949129833673362440656643086021394946395224737190702179860943702770539"
    "2171762931767523846748184676694051320005681271452635608277857713427577896091";

static void context_wide(decContext *c, int digits) {
    decContextDefault(c, DEC_INIT_BASE);
    c->digits = digits;
    c->emax = 999999;
    c->emin = -999999;
    c->round = DEC_ROUND_HALF_EVEN;
    c->traps = 0;
}

static void constant(decNumber *d, const char *text, int digits) {
    decContext c;
    context_wide(&c, digits);
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
    context_wide(&c, WORK + 10);
    decNumber d;
    decNumberCompare(&d, a, b, &c);
    return decNumberIsZero(&d);
}

/* True when a > b. */
static bool greater(const decNumber *a, const decNumber *b) {
    decContext c;
    context_wide(&c, WORK + 10);
    decNumber d;
    decNumberCompare(&d, a, b, &c);
    return !decNumberIsZero(&d) && !decNumberIsNegative(&d);
}

/* sin(x) and cos(x) by Taylor series, for |x| <= pi/4, at WORK digits. */
static void sin_cos_series(const decNumber *x, decNumber *sin_out, decNumber *cos_out) {
    decContext c;
    context_wide(&c, WORK + 5);
    decNumber x2, term, k, t, s, co;
    decNumberMultiply(&x2, x, x, &c);
    /* sin */
    decNumberCopy(&term, x);
    decNumberCopy(&s, x);
    for (int n = 1; n < 60; n++) {
        from_int(&k, (2 * n) * (2 * n + 1));
        decNumberMultiply(&t, &term, &x2, &c);
        decNumberDivide(&term, &t, &k, &c);
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
        from_int(&k, (2 * n - 1) * (2 * n));
        decNumberMultiply(&t, &term, &x2, &c);
        decNumberDivide(&term, &t, &k, &c);
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
 * x = r + q*pi/2 (mod 2 pi). */
static void reduce_radians(const decNumber *x, decNumber *r, int *q) {
    int digits = WORK + 10;
    int adjusted = x->exponent + x->digits;
    if (adjusted > 0) digits += adjusted;
    if (digits > 680) digits = 680;
    decContext c;
    context_wide(&c, digits);
    decNumber pi, half_pi, n, t, four, rem;
    pi_digits(&pi, digits);
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

/* sin or cos (want_cos) of a reduced angle r in quadrant q. */
static void trig_quadrant(const decNumber *r, int q, bool want_cos, decNumber *out) {
    decNumber s, co;
    decContext c;
    context_wide(&c, WORK + 5);
    sin_cos_series(r, &s, &co);
    if (want_cos) q = (q + 1) % 4;
    switch (q) {
    case 0: decNumberCopy(out, &s); break;
    case 1: decNumberCopy(out, &co); break;
    case 2: decNumberMinus(out, &s, &c); break;
    default: decNumberMinus(out, &co, &c); break;
    }
}

/* Converts an angle at WORK digits: to radians (x * pi / 180) or to
 * degrees (x * 180 / pi). */
static void convert_angle(const decNumber *x, decNumber *out, bool to_radians) {
    decContext c;
    context_wide(&c, WORK + 5);
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

/* SIN, COS or TAN. In degrees the angle is reduced exactly: multiples of 90
 * give exact results. */
static Hp71Error trig(Keyword kw, const decNumber *x, AngleMode angle, decNumber *out) {
    decContext c;
    context_wide(&c, WORK + 5);
    decNumber r, s, co;
    int q;
    if (angle == ANGLE_DEGREES) {
        decContext exact;
        context_wide(&exact, 700);
        decNumber ninety, n, t, four, rem;
        from_int(&ninety, 90);
        decNumberDivide(&t, x, &ninety, &exact);
        decNumberToIntegralValue(&n, &t, &exact);
        decNumberMultiply(&t, &n, &ninety, &exact);
        decNumberSubtract(&r, x, &t, &exact); /* exact: |r| <= 45 */
        from_int(&four, 4);
        decNumberRemainder(&rem, &n, &four, &exact);
        q = (int)((decNumberToInt32(&rem, &exact) % 4 + 4) % 4);
        if (decNumberIsZero(&r)) {
            int sv = (q == 1) ? 1 : (q == 3) ? -1 : 0;
            int cv = (q == 0) ? 1 : (q == 2) ? -1 : 0;
            if (kw == KW_TAN && cv == 0) return HP71_E_INVALID_ARG;
            from_int(out, kw == KW_SIN ? sv : kw == KW_COS ? cv : 0);
            return HP71_E_NONE;
        }
        decNumber rr;
        degrees_to_radians(&r, &rr);
        decNumberCopy(&r, &rr);
    } else {
        reduce_radians(x, &r, &q);
    }
    trig_quadrant(&r, q, false, &s);
    trig_quadrant(&r, q, true, &co);
    if (kw == KW_SIN)
        decNumberCopy(out, &s);
    else if (kw == KW_COS)
        decNumberCopy(out, &co);
    else
        decNumberDivide(out, &s, &co, &c);
    return HP71_E_NONE;
}

/* atan(x) in radians at WORK digits. */
static void atan_radians(const decNumber *x, decNumber *out) {
    decContext c;
    context_wide(&c, WORK + 8);
    decNumber one, ax, t, u, pi, two;
    from_int(&one, 1);
    from_int(&two, 2);
    decNumberAbs(&ax, x, &c);
    bool invert = greater(&ax, &one);
    if (invert) {
        decNumberDivide(&t, &one, &ax, &c);
        decNumberCopy(&ax, &t);
    }
    /* two halvings: atan(y) = 2 atan(y / (1 + sqrt(1 + y^2))) */
    for (int i = 0; i < 2; i++) {
        decNumberMultiply(&t, &ax, &ax, &c);
        decNumberAdd(&u, &t, &one, &c);
        decNumberSquareRoot(&t, &u, &c);
        decNumberAdd(&u, &t, &one, &c);
        decNumberDivide(&ax, &ax, &u, &c);
    }
    decNumber x2, term, sum, k, next;
    decNumberMultiply(&x2, &ax, &ax, &c);
    decNumberCopy(&term, &ax);
    decNumberCopy(&sum, &ax);
    for (int n = 1; n < 200; n++) {
        decNumberMultiply(&t, &term, &x2, &c);
        decNumberMinus(&term, &t, &c);
        from_int(&k, 2 * n + 1);
        decNumberDivide(&t, &term, &k, &c);
        decNumberAdd(&next, &sum, &t, &c);
        bool done = same(&next, &sum);
        decNumberCopy(&sum, &next);
        if (done) break;
    }
    from_int(&k, 4);
    decNumberMultiply(&t, &sum, &k, &c);
    if (invert) {
        pi_digits(&pi, WORK + 8);
        decNumberDivide(&u, &pi, &two, &c);
        decNumberSubtract(&t, &u, &t, &c);
    }
    if (decNumberIsNegative(x))
        decNumberMinus(out, &t, &c);
    else
        decNumberCopy(out, &t);
}

Num mathfn_pi(void) {
    decNumber p;
    Num r;
    pi_digits(&p, WORK);
    (void)number_round_dec(&p, &r, NUM_ROUND_NEAR);
    return r;
}

/* Bernoulli numbers B2..B30 for Stirling's series. */
static const char *const bernoulli[][2] = {
    {"1", "6"},
    {"-1", "30"},
    {"1", "42"},
    {"-1", "30"},
    {"5", "66"},
    {"-691", "2730"},
    {"7", "6"},
    {"-3617", "510"},
    {"43867", "798"},
    {"-174611", "330"},
    {"854513", "138"},
    {"-236364091", "2730"},
    {"8553103", "6"},
    {"-23749461029", "870"},
    {"8615841276005", "14322"},
};

/* ln Gamma(z) for z >= 30 by Stirling's series, at WORK digits. */
static void ln_gamma_large(const decNumber *z, decNumber *out) {
    decContext c;
    context_wide(&c, WORK + 8);
    decNumber half, t, u, lnz, sum, two_pi, zpow, z2, num, den, k;
    constant(&half, "0.5", WORK);
    decNumberLn(&lnz, z, &c);
    decNumberSubtract(&t, z, &half, &c);
    decNumberMultiply(&sum, &t, &lnz, &c);
    decNumberSubtract(&sum, &sum, z, &c);
    pi_digits(&two_pi, WORK + 8);
    decNumberAdd(&two_pi, &two_pi, &two_pi, &c);
    decNumberLn(&t, &two_pi, &c);
    decNumberMultiply(&t, &t, &half, &c);
    decNumberAdd(&sum, &sum, &t, &c);
    decNumberCopy(&zpow, z); /* z^(2k-1) */
    decNumberMultiply(&z2, z, z, &c);
    for (int i = 0; i < (int)(sizeof bernoulli / sizeof *bernoulli); i++) {
        int n = 2 * (i + 1);
        constant(&num, bernoulli[i][0], WORK);
        constant(&den, bernoulli[i][1], WORK);
        from_int(&k, n * (n - 1));
        decNumberMultiply(&den, &den, &k, &c);
        decNumberMultiply(&den, &den, &zpow, &c);
        decNumberDivide(&u, &num, &den, &c);
        decNumberAdd(&sum, &sum, &u, &c);
        decNumberMultiply(&zpow, &zpow, &z2, &c);
    }
    decNumberCopy(out, &sum);
}

/* FACT(x) = Gamma(x+1): exact for whole numbers; otherwise Stirling's
 * series after raising the argument to 30 or more. Errors: Invalid Arg at
 * the poles (negative whole numbers). Warning: Overflow. */
static Hp71Error factorial(Num a, NumRound mode, Num *r) {
    if (a.k != NUM_FINITE) return HP71_E_INVALID_ARG;
    if (a.e >= 0 && a.m < 0) return HP71_E_INVALID_ARG;
    decContext c;
    context_wide(&c, WORK);
    decNumber f, k, t;
    if (a.e >= 0) { /* a whole number: the exact product */
        if (a.e > 0 || a.m > 300) {
            *r = num_max_real(1);
            return HP71_E_OVERFLOW;
        }
        from_int(&f, 1);
        for (int i = 2; i <= a.m; i++) {
            from_int(&k, i);
            decNumberMultiply(&t, &f, &k, &c);
            decNumberCopy(&f, &t);
        }
        return number_round_dec(&f, r, mode);
    }
    if (num_cmp(a, num_from_int(1000)) > 0) {
        *r = num_max_real(1);
        return HP71_E_OVERFLOW;
    }
    if (num_cmp(a, num_from_int(-1000)) < 0) {
        *r = num_from_int(0); /* Gamma vanishes towards -infinity between its poles */
        return HP71_E_UNDERFLOW;
    }
    context_wide(&c, WORK + 8);
    decNumber z, product, one, thirty, lg;
    number_to_dec(a, &z);
    from_int(&one, 1);
    from_int(&thirty, 30);
    decNumberAdd(&z, &z, &one, &c); /* Gamma(x+1) */
    decNumberCopy(&product, &one);
    /* Gamma(z) = Gamma(z+n) / (z (z+1) ... (z+n-1)), with z+n >= 30 */
    for (int n = 0; n < 2100 && !greater(&z, &thirty); n++) {
        decNumberMultiply(&product, &product, &z, &c);
        decNumberAdd(&z, &z, &one, &c);
    }
    ln_gamma_large(&z, &lg);
    decNumberExp(&f, &lg, &c);
    decNumberDivide(&f, &f, &product, &c);
    return number_round_dec(&f, r, mode);
}

Hp71Error mathfn_unary(Keyword kw, Num a, AngleMode angle, NumRound mode, Num *r) {
    if (kw == KW_FACT) return factorial(a, mode, r);
    if (a.k == NUM_NAN) {
        *r = a;
        return HP71_E_NONE;
    }
    decContext c;
    context_wide(&c, WORK + 5);
    decNumber x, z, one;
    number_to_dec(a, &x);
    from_int(&one, 1);
    switch (kw) {
    case KW_EXP: decNumberExp(&z, &x, &c); break;
    case KW_LN:
    case KW_LOG:
    case KW_LOG10:
    case KW_LGT:
        if (decNumberIsZero(&x)) return HP71_E_LOG_ZERO;
        if (decNumberIsNegative(&x)) return HP71_E_LOG_NEG;
        if (kw == KW_LOG10 || kw == KW_LGT)
            decNumberLog10(&z, &x, &c);
        else
            decNumberLn(&z, &x, &c);
        break;
    case KW_SIN:
    case KW_COS:
    case KW_TAN: {
        if (a.k == NUM_INF) return HP71_E_INVALID_ARG;
        Hp71Error e = trig(kw, &x, angle, &z);
        if (e) return e;
        break;
    }
    case KW_ASIN:
    case KW_ACOS: {
        decNumber ax;
        decNumberAbs(&ax, &x, &c);
        if (greater(&ax, &one)) return HP71_E_INVALID_ARG;
        decNumber rad;
        if (same(&ax, &one)) { /* ±1: ±pi/2 */
            decNumber pi, two;
            pi_digits(&pi, WORK + 5);
            from_int(&two, 2);
            decNumberDivide(&rad, &pi, &two, &c);
            if (decNumberIsNegative(&x)) decNumberMinus(&rad, &rad, &c);
        } else {
            decNumber x2, d, s;
            decNumberMultiply(&x2, &x, &x, &c);
            decNumberSubtract(&d, &one, &x2, &c);
            decNumberSquareRoot(&s, &d, &c);
            decNumberDivide(&d, &x, &s, &c);
            atan_radians(&d, &rad);
        }
        if (kw == KW_ACOS) {
            decNumber pi, two, hp;
            pi_digits(&pi, WORK + 5);
            from_int(&two, 2);
            decNumberDivide(&hp, &pi, &two, &c);
            decNumberSubtract(&rad, &hp, &rad, &c);
        }
        if (angle == ANGLE_DEGREES)
            radians_to_degrees(&rad, &z);
        else
            decNumberCopy(&z, &rad);
        break;
    }
    case KW_ATN:
    case KW_ATAN: {
        decNumber rad;
        if (a.k == NUM_INF) {
            decNumber pi, two;
            pi_digits(&pi, WORK + 5);
            from_int(&two, 2);
            decNumberDivide(&rad, &pi, &two, &c);
            if (a.m < 0) decNumberMinus(&rad, &rad, &c);
        } else {
            atan_radians(&x, &rad);
        }
        if (angle == ANGLE_DEGREES)
            radians_to_degrees(&rad, &z);
        else
            decNumberCopy(&z, &rad);
        break;
    }
    case KW_DEG: radians_to_degrees(&x, &z); break;
    case KW_RAD: degrees_to_radians(&x, &z); break;
    default: return HP71_E_SYNTAX;
    }
    if (decNumberIsNaN(&z)) return HP71_E_INVALID_ARG;
    return number_round_dec(&z, r, mode);
}

Hp71Error mathfn_binary(Keyword kw, Num a, Num b, NumRound mode, Num *r) {
    if (a.k == NUM_NAN || b.k == NUM_NAN) {
        *r = (Num){0, 0, NUM_NAN};
        return HP71_E_NONE;
    }
    if (num_is_zero(b)) return kw == KW_DIV ? HP71_E_DIV_ZERO : HP71_E_INVALID_ARG;
    decContext c;
    context_wide(&c, 700);
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
        }
        break;
    default: return HP71_E_SYNTAX;
    }
    if (c.status & DEC_Division_impossible) {
        /* the integer quotient has more digits than decNumber can hold: the
           remainder is below one unit of x, as exact as x's digits allow */
        if (kw == KW_DIV) return number_round_dec(&x, r, mode);
        *r = num_from_int(0);
        return HP71_E_NONE;
    }
    if (decNumberIsNaN(&z)) return HP71_E_INVALID_ARG;
    return number_round_dec(&z, r, mode);
}
