/* fastfn.c — transcendental functions in long double, decided only when
 * they round as the decimal path does (see fastfn.h). */
#include "fastfn.h"

#include <float.h>
#include <math.h>
#include <stdint.h>

/* Errors are counted relative to the value, in units of LDBL_EPSILON (2^-63
 * with the x87's 64-bit significand, 2^-52 where long double is double). */
#define EPS LDBL_EPSILON
/* The C library's error in one function, in those units: glibc documents a
 * few units of the last place for long double; this allows far more. */
#define LIBRARY_ERROR 64.0L
/* The same for sinl, cosl and tanl where a wide margin costs too many
 * decimal fallbacks (the ROM's cosine, cut at 15 digits: a step this near a
 * digit goes to mathfn.c): glibc documents 2 units for x86's long double
 * tanl, 1 for sinl and cosl; this allows four times that. The fast and
 * slow builds agree on 30,000 random SIN, COS and TAN (stop 112). */
#define TRIG_ERROR 8.0L

/* The exact powers of ten of a long double (5^27 fits 63 bits). */
static const long double tens[28] = {1e0L,  1e1L,  1e2L,  1e3L,  1e4L,  1e5L,  1e6L,
                                     1e7L,  1e8L,  1e9L,  1e10L, 1e11L, 1e12L, 1e13L,
                                     1e14L, 1e15L, 1e16L, 1e17L, 1e18L, 1e19L, 1e20L,
                                     1e21L, 1e22L, 1e23L, 1e24L, 1e25L, 1e26L, 1e27L};

static const long double ln10 = 2.30258509299404568401799145468436420760L;
static const long double pi_over_180 = 0.0174532925199432957692369076848861271344L;
/* 90 degrees in radians as the ROM's reductions take it (mathfn.c's
 * ROM_RIGHT_ANGLE) */
static const long double rom_right_angle = 1.57079632679490L;
static const long double degrees_per_radian = 57.2957795130823208767981548141051703324L;

/* v times 10^n; adds the roundings' relative error (EPS units) to *err. */
static long double scale10(long double v, int n, long double *err) {
    for (; n > 27; n -= 27, *err += 0.5L)
        v *= tens[27];
    for (; n < -27; n += 27, *err += 0.5L)
        v /= tens[27];
    if (n != 0) *err += 0.5L;
    return n > 0 ? v * tens[n] : n < 0 ? v / tens[-n] : v;
}

/* a's value (finite, nonzero, exponent within +-27) in *x, with its relative
 * error in *err (EPS units): one rounding at most. False for a larger
 * exponent. */
static bool to_binary(Num a, long double *x, long double *err) {
    if (a.e > 27 || a.e < -27) return false;
    *err = 0;
    *x = scale10((long double)a.m, a.e, err); /* the coefficient is exact: below 2^40 */
    return true;
}

/* v (above 0, within err EPS units) scaled to n whole digits (n 12 or 15):
 * *s in [10^(n-1), 10^n) and *e its error, *x the exponent of v's first
 * digit, from a guess of it that may be one off. False when v does not
 * scale there. */
static bool to_digits(long double v, int n, int *x, long double err, long double *s,
                      long double *e) {
    long double low = tens[n - 1], high = tens[n];
    *e = err;
    *s = scale10(v, n - 1 - *x, e);
    if (*s >= high || *s < low) {
        *x += *s >= high ? 1 : -1;
        *e = err;
        *s = scale10(v, n - 1 - *x, e);
        if (*s >= high || *s < low) return false;
    }
    return true;
}

/* Rounds y, within err (EPS units, relative) of the true value, to 12
 * digits in mode. True with *r when the true value and y round alike and
 * the true value is not itself a 12-digit number (the decimal path may then
 * find it exact); false when err reaches a boundary or the result lies
 * beyond 1E+-300. */
static bool decide(long double y, long double err, NumRound mode, Num *r) {
    if (!isfinite(y) || y == 0) return false;
    bool neg = signbit(y);
    long double v = fabsl(y);
    int x = (int)floorl(log10l(v)); /* the first digit's exponent, or one off */
    if (x < -300 || x > 300) return false;
    long double e, s;
    if (!to_digits(v, 12, &x, err, &s, &e)) return false;
    long double slack = s * (e + 2) * EPS, whole = floorl(s), part = s - whole;
    if (part <= slack || 1 - part <= slack) return false;
    bool up;
    if (mode == NUM_ROUND_NEAR) {
        if (fabsl(part - 0.5L) <= slack) return false;
        up = part > 0.5L;
    } else {
        up = mode == NUM_ROUND_POS ? !neg : mode == NUM_ROUND_NEG ? neg : false;
    }
    int64_t m = (int64_t)whole + up;
    if (m == NUM_INT_LIMIT) {
        m /= 10;
        x++;
    }
    *r = num_exact(neg ? -m : m, x - 11);
    return true;
}

/* v's whole part (0 <= v < 2^62): 2^63 added and taken away leaves v
 * rounded to a whole number, without floorl's change of the rounding mode. */
static long double whole_of(long double v) {
    long double f = (v + 0x1p63L) - 0x1p63L;
    return f > v ? f - 1 : f;
}

/* v (above 0, within err EPS units of its true value) cut to 15 digits, or
 * rounded up to 15 when up is true (mathfn.c's cos_by_tan): false when the
 * true value lies too near a 15-digit number to tell, or where long double
 * has no more digits than double (valgrind). */
static bool digits15(long double v, bool up, long double err, long double *out) {
    volatile long double one = 1;
    if (one + EPS == one || !(v > 1e-27L && v < 10)) return false;
    int x = 0;                          /* the first digit's exponent (v below 10 here) */
    while (x > -27 && v * tens[-x] < 1) /* (tens holds 10^27 at most) */
        x--;
    long double e, s;
    if (!to_digits(v, 15, &x, err, &s, &e)) return false;
    long double whole = whole_of(s), part = s - whole, slack = s * (e + 2) * EPS;
    if (part <= slack || 1 - part <= slack) return false;
    long double back = 0;
    *out = scale10(whole + (up ? 1 : 0), x - 14, &back);
    return true;
}

/* The ROM's cosine of a reduced angle (at most pi/4) whose tangent is t
 * (not negative, within err EPS units): 1/SQR(1+t^2), each step at 15
 * digits as mathfn.c's cos_by_tan. False when a step is too near a digit
 * to tell. */
static bool rom_cosine(long double t, long double err, long double *c) {
    long double t15, u15, q15;
    return digits15(t, false, err, &t15) && digits15(1 + t15 * t15, false, 4, &u15) &&
           digits15(sqrtl(u15), false, 4, &q15) && digits15(1 / q15, true, 4, c);
}

/* SIN, COS or TAN of a in degrees: the angle reduced exactly in integers to
 * r + 90n with |r| <= 45 (as the decimal path), r in radians within 2 units.
 * False for a multiple of 90 (exact results) and for an a whose decimals do
 * not fit the integers. Sets *y and its error *err. */
static bool trig_degrees(Keyword kw, Num a, long double *y, long double *err) {
    if (a.e > 0 || a.e < -16) return false;
    int64_t unit = num_pow10[-a.e], ninety = 90 * unit; /* below 2^63 */
    int64_t n = a.m / ninety, rem = a.m % ninety;
    if (rem > ninety / 2) {
        rem -= ninety;
        n++;
    } else if (rem < -ninety / 2) {
        rem += ninety;
        n--;
    }
    if (rem == 0) return false;
    long double rad = (long double)rem / (long double)unit * pi_over_180; /* 1.5 units */
    long double s = sinl(rad), c = cosl(rad);
    int q = (int)(((n % 4) + 4) % 4);
    /* SIN and COS taking the reduced angle's cosine: the ROM's (mathfn.c),
       but within 1E-10 of 1 */
    if (kw != KW_TAN && (kw == KW_COS) == (q % 2 == 0) && c < 1 - 1e-10L) {
        /* (rad within 1.5 units: tan's condition at most 2 below pi/4) */
        long double rc;
        if (!rom_cosine(fabsl(tanl(rad)), TRIG_ERROR + 2 * 1.6L + 1, &rc)) return false;
        *y = q == 0 || q == 1 ? rc : -rc;
        *err = 2;
        return true;
    }
    long double sin_a = q == 0 ? s : q == 1 ? c : q == 2 ? -s : -c;
    long double cos_a = q == 0 ? c : q == 1 ? -s : q == 2 ? -c : s;
    /* |r| <= pi/4: sin, cos, tan and cot of r have condition at most pi/2 */
    *y = kw == KW_SIN ? sin_a : kw == KW_COS ? cos_a : sin_a / cos_a;
    *err = (kw == KW_TAN ? 2 * LIBRARY_ERROR + 0.5L : LIBRARY_ERROR) + 1.5L * 1.6L;
    return true;
}

bool fastfn_unary(Keyword kw, Num a, AngleMode angle_mode, NumRound mode, Num *r) {
    if (!num_is_finite(a) || a.m == 0) return false;
    long double x, in, y, err;
    if (!to_binary(a, &x, &in)) return false;
    long double ax = fabsl(x);
    bool degrees = angle_mode == ANGLE_DEGREES, angle = false; /* angle: y is one, in radians */
    long double model_dev = 0; /* (ASIN, ACOS: the ROM's value's distance from the true one) */
    switch (kw) {
    case KW_EXP:
        if (ax > 690) return false; /* results up to 1E299 */
        y = expl(x);
        err = LIBRARY_ERROR + ax * in;
        /* from 1E-7 up the ROM's own e^x (number_exp_rom), within 1.5E-14
           of the true value: a result that near a boundary is mathfn's */
        if (ax >= 1e-7L) err += 2.5e-14L / EPS;
        break;
    case KW_EXPM1: /* a small x leans under OPTION ROUND (mathfn.c) */
        if (ax < 1e-5L || ax > 690) return false;
        y = expm1l(x);
        err = LIBRARY_ERROR + (ax + 1) * in;
        break;
    case KW_LN:
    case KW_LOG:
    case KW_LOG10:
    case KW_LGT:
    case KW_LOGP1: {
        if (kw == KW_LOGP1) {
            if (x <= -1 || ax < 1e-5L) return false; /* a small x leans */
            y = log1pl(x);
            err = LIBRARY_ERROR + fabsl(x / ((1 + x) * y)) * in;
        } else if (x < 0) {
            return false;
        } else if (x > 0.5L && x < 2) { /* ln(1+d), d = x-1 exact in integers */
            int64_t d = a.m - num_pow10[-a.e];
            if (d == 0) return false; /* LN(1) is 0 exactly */
            long double dx = 0;
            y = log1pl(scale10((long double)d, a.e, &dx));
            err = LIBRARY_ERROR + 2 * dx; /* log1p's condition is below 2 here */
        } else {
            y = logl(x);
            err = LIBRARY_ERROR + in / fabsl(y);
        }
        if (kw == KW_LOG10 || kw == KW_LGT) {
            /* from 1 up to 10 the ROM's logarithm over its ln 10 (mathfn.c):
               up to 2.5E-14 short; elsewhere its LN as below, cut to 15 digits,
               over its ln 10: a result that near a boundary is mathfn's */
            long double e = floorl(log10l(x)) + 1;
            err += 1 + (x >= 1 && x < 10 ? 2.5e-14L
                                         : 1.3e-14L + (4.4e-15L * fabsl(e) + 1e-15L) / fabsl(y)) /
                           EPS;
            y /= ln10;
        } else if (kw != KW_LOGP1 && x >= 1 && x < 10) {
            /* the ROM's value falls up to 2.1E-14 short (number_ln15_low: its
               reciprocal's complement cut, .08 of a unit and its own cut to
               15 digits): a result that near a boundary is mathfn's */
            err += 2.1e-14L / EPS;
        } else if (kw != KW_LOGP1) {
            /* ln m cut to 15 digits and 15 decimals and e times the ROM's ln 10, 4.3E-15
               above it (number_ln_rom): near a boundary, mathfn's */
            long double e = floorl(log10l(x)) + 1;
            err += (1.1e-14L + (4.4e-15L * fabsl(e) + 1e-15L) / fabsl(y)) / EPS;
        }
        break;
    }
    case KW_SIN:
    case KW_COS:
    case KW_TAN:
        if (degrees) {
            if (!trig_degrees(kw, a, &y, &err)) return false;
        } else {
            /* beyond 1E5 the ROM's PI of 31 decimals shows; small angles lean */
            if (ax < 1e-4L || ax > 1e5L) return false;
            long double s = sinl(x), c = cosl(x);
            /* the angle's absolute error: its conversion, and the ROM's PI
               reducing it (n * 3E-32 for n multiples of PI/2) */
            long double da = ax * (in * EPS + 1e-31L), dy;
            /* SIN and COS taking the reduced angle's cosine (|cos| the larger
               of the two for COS, |sin| for SIN): the ROM's (mathfn.c), but
               within 1E-10 of 1; near pi/4, mathfn's */
            if (kw != KW_TAN) {
                long double big = kw == KW_COS ? fabsl(c) : fabsl(s);
                long double small = kw == KW_COS ? fabsl(s) : fabsl(c);
                if (fabsl(big - small) < 1e-6L * big) return false;
                if (big > small && big < 1 - 1e-10L) {
                    /* the reduced angle's tangent; the angle's absolute error
                       (its conversion, the ROM's PI) moves it by da(1+t^2)/t */
                    long double t = small / big, rc;
                    long double terr = 2 * TRIG_ERROR + 1 + da * (1 + t * t) / t / EPS;
                    if (!rom_cosine(t, terr, &rc)) return false;
                    y = copysignl(rc, kw == KW_COS ? c : s);
                    err = 2;
                    break;
                }
            }
            if (kw == KW_SIN) {
                y = s;
                dy = da * fabsl(c);
            } else if (kw == KW_COS) {
                y = c;
                dy = da * fabsl(s);
            } else {
                y = s / c;
                dy = da * (1 + y * y);
            }
            if (y == 0) return false;
            err = (kw == KW_TAN ? 2 * LIBRARY_ERROR + 0.5L : LIBRARY_ERROR) + dy / fabsl(y) / EPS;
        }
        /* SIN and COS next to 1 lean under OPTION ROUND (mathfn.c) */
        if (kw != KW_TAN && fabsl(y) > 1 - 1e-10L) return false;
        break;
    case KW_ASIN:
    case KW_ACOS:
        if (ax >= 1 || (kw == KW_ASIN && ax < 1e-4L)) return false;
        y = kw == KW_ASIN ? asinl(x) : acosl(x);
        /* the condition x / (sqrt(1-x^2) f(x)), 1-x^2 as (1-|x|)(1+|x|) */
        err = LIBRARY_ERROR + 2 * ax / (sqrtl((1 - ax) * (1 + ax)) * fabsl(y)) * in + 1;
        /* how far the ROM's value (mathfn.c: its ATN's reductions, ACOS from
           90 degrees at 15 digits) may lie from the true one, in radians: a
           result that near a boundary is mathfn's */
        if (degrees)
            model_dev = kw == KW_ASIN && ax > 0.7L ? 1.6e-14L : 0;
        else
            model_dev = (ax > 0.89L ? 3.5e-15L : 0) + (kw == KW_ACOS ? 3.5e-15L : 0);
        angle = true;
        break;
    case KW_ATN:
    case KW_ATAN: /* small x leans; a huge one is 90 degrees, short */
        if (ax < 1e-4L || ax > 1e8L) return false;
        if (degrees && ax > 1) {
            /* the radians cut to 15 digits over PI/180 at 15 digits
               (mathfn.c): a cut this near a digit's change is mathfn's */
            long double rad = ax >= 2 ? rom_right_angle - atanl(1 / ax) : atanl(ax), cut;
            if (!digits15(rad, false, LIBRARY_ERROR + in + 4, &cut)) return false;
            y = copysignl(cut / 0.0174532925199433L, x);
            err = LIBRARY_ERROR + in + 4;
            break; /* (in degrees already) */
        }
        if (!degrees && ax >= 2) { /* the right angle less atan(1/|x|) (mathfn.c) */
            y = copysignl(rom_right_angle - atanl(1 / ax), x);
            err = LIBRARY_ERROR + in + 2;
        } else {
            y = atanl(x);
            err = LIBRARY_ERROR + in; /* atan's condition is below 1 */
        }
        angle = true;
        break;
    default: return false;
    }
    if (angle && degrees) {
        y *= degrees_per_radian;
        err += 1;
    }
    if (model_dev > 0) err += model_dev * (degrees ? degrees_per_radian : 1) / fabsl(y) / EPS;
    return decide(y, err, mode, r);
}
