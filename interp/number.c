/*
 * number.c — the out-of-line (decNumber) half of HP-71B REAL arithmetic.
 * See number.h for the representation, the fast path and the exceptions.
 */
#include "number.h"
#include "number_dec.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

const int64_t num_pow10[19] = {1LL,
                               10LL,
                               100LL,
                               1000LL,
                               10000LL,
                               100000LL,
                               1000000LL,
                               10000000LL,
                               100000000LL,
                               1000000000LL,
                               10000000000LL,
                               100000000000LL,
                               1000000000000LL,
                               10000000000000LL,
                               100000000000000LL,
                               1000000000000000LL,
                               10000000000000000LL,
                               100000000000000000LL,
                               1000000000000000000LL};

/* decNumber keeps DECDPUN decimal digits in each coefficient unit. */
static const uint64_t unit_scale = DECDPUN == 3 ? 1000 : DECDPUN == 2 ? 100 : 10;

static int count_digits(uint64_t u) {
    int n = 1;
    while (n < 19 && u >= (uint64_t)num_pow10[n])
        n++;
    return n;
}

/* A decNumber context with the HP-71B REAL format: 12 digits, exponent
 * -499..499 (so denormals reach 1E-510), in the OPTION ROUND mode. */
static const enum rounding rounding_of[] = {DEC_ROUND_HALF_EVEN, DEC_ROUND_DOWN, DEC_ROUND_CEILING,
                                            DEC_ROUND_FLOOR};

static void context_real(decContext *c, int digits, NumRound mode) {
    decContextDefault(c, DEC_INIT_BASE);
    c->digits = digits;
    c->emax = 499;
    c->emin = NUM_EMIN;
    c->round = rounding_of[mode];
    c->traps = 0;
    c->clamp = 0;
}

void number_wide_context(decContext *c, int digits) {
    decContextDefault(c, DEC_INIT_BASE);
    c->digits = digits;
    c->emax = 999999;
    c->emin = -999999;
    c->round = DEC_ROUND_HALF_EVEN;
    c->traps = 0;
}

/* The canonical Num of m × 10^e (|m| < 10^18, already rounded to 12
 * significant digits). Kept whole and out of line: gcc's partial inlining
 * of it into the 128-bit path (once num_exact called it too) made a REAL
 * + - * / loop 18 % slower for the same instruction count. */
__attribute__((noinline)) static Num canonical(int64_t m, int32_t e) {
    if (m == 0) return num_from_int(0);
    while (m % 10 == 0 && e < 0) {
        m /= 10;
        e++;
    }
    uint64_t u = (uint64_t)(m < 0 ? -m : m);
    if (e >= 0 && count_digits(u) + e <= NUM_DIGITS) return num_from_int(m * num_pow10[e]);
    while (m % 10 == 0) {
        m /= 10;
        e++;
    }
    return (Num){m, e, NUM_FINITE};
}

/* ---- the 128-bit path ----
 * Finite operands whose exact result (or, for a quotient, its first 25
 * digits and whether anything is left) fits in 128 bits, and whose rounded
 * result is a normal REAL well inside the range: rounded here to 12 digits
 * in the OPTION ROUND mode, as decNumber would. Anything else (a zero
 * result and its sign, Inf, NaN, overflow, underflow and denormals) is left
 * to decNumber. The build with fast_paths off never takes this path. */
__extension__ typedef unsigned __int128 U128;
__extension__ typedef __int128 I128;

#define E19 10000000000000000000ULL
static const U128 pow10_u128[39] = {1ULL,
                                    10ULL,
                                    100ULL,
                                    1000ULL,
                                    10000ULL,
                                    100000ULL,
                                    1000000ULL,
                                    10000000ULL,
                                    100000000ULL,
                                    1000000000ULL,
                                    10000000000ULL,
                                    100000000000ULL,
                                    1000000000000ULL,
                                    10000000000000ULL,
                                    100000000000000ULL,
                                    1000000000000000ULL,
                                    10000000000000000ULL,
                                    100000000000000000ULL,
                                    1000000000000000000ULL,
                                    E19,
                                    (U128)E19 * 10ULL,
                                    (U128)E19 * 100ULL,
                                    (U128)E19 * 1000ULL,
                                    (U128)E19 * 10000ULL,
                                    (U128)E19 * 100000ULL,
                                    (U128)E19 * 1000000ULL,
                                    (U128)E19 * 10000000ULL,
                                    (U128)E19 * 100000000ULL,
                                    (U128)E19 * 1000000000ULL,
                                    (U128)E19 * 10000000000ULL,
                                    (U128)E19 * 100000000000ULL,
                                    (U128)E19 * 1000000000000ULL,
                                    (U128)E19 * 10000000000000ULL,
                                    (U128)E19 * 100000000000000ULL,
                                    (U128)E19 * 1000000000000000ULL,
                                    (U128)E19 * 10000000000000000ULL,
                                    (U128)E19 * 100000000000000000ULL,
                                    (U128)E19 * 1000000000000000000ULL,
                                    (U128)E19 *E19};
#undef E19

/* The decimal digits of c (1 for 0); c < 10^38. */
static int digits_u128(U128 c) {
    uint64_t hi = (uint64_t)(c >> 64), lo = (uint64_t)c;
    int bits = hi ? 128 - __builtin_clzll(hi) : lo ? 64 - __builtin_clzll(lo) : 1;
    int t = (bits * 1233) >> 12; /* about bits × log10(2): c < 10^(t+1) */
    return c >= pow10_u128[t] ? t + 1 : t;
}

/* Rounds (-1)^neg × (c + a remainder below its last unit, nonzero when
 * sticky) × 10^e, c > 0 with at most 38 digits and more than 12 when
 * sticky, to 12 digits in mode. Returns false, *r untouched, when the
 * result's leading digit is not within 10^-490..10^490. */
static bool round_u128(bool neg, U128 c, int e, bool sticky, NumRound mode, Num *r,
                       Hp71Error *err) {
    int drop = digits_u128(c) - NUM_DIGITS;
    uint64_t q = (uint64_t)c;
    bool inexact = sticky;
    if (drop > 0) {
        U128 unit = pow10_u128[drop], rem = c % unit;
        q = (uint64_t)(c / unit);
        e += drop;
        if (rem != 0 || sticky) {
            inexact = true;
            bool up;
            switch (mode) {
            case NUM_ROUND_NEAR: {
                U128 half = unit / 2;
                up = rem > half || (rem == half && (sticky || (q & 1)));
                break;
            }
            case NUM_ROUND_ZERO: up = false; break;
            case NUM_ROUND_POS: up = !neg; break;
            default: up = neg; break;
            }
            if (up && ++q == (uint64_t)NUM_INT_LIMIT) {
                q /= 10;
                e++;
            }
        }
    }
    int leading = e + digits_u128(q) - 1;
    if (leading < -490 || leading > 490) return false;
    *r = canonical(neg ? -(int64_t)q : (int64_t)q, e);
    *err = inexact ? HP71_E_INEXACT : HP71_E_NONE;
    return true;
}

/* a + b for finite a and b, when the sum is not zero (its sign is
 * decNumber's to give) and its rounding is a normal number. */
static bool add_u128(Num a, Num b, NumRound mode, Num *r, Hp71Error *err) {
    if (a.m == 0 || b.m == 0) { /* exact: the other operand, unless both are 0 */
        Num x = a.m == 0 ? b : a;
        if (x.m == 0) return false;
        return round_u128(x.m < 0, (U128)(x.m < 0 ? -x.m : x.m), x.e, false, mode, r, err);
    }
    if (a.e < b.e) {
        Num t = a;
        a = b;
        b = t;
    }
    I128 c;
    int e;
    int shift = a.e - b.e;
    if (shift <= 26) {
        c = (I128)a.m * (I128)pow10_u128[shift] + b.m;
        e = b.e;
    } else {
        /* b is below a hundredth of a unit of a's 13th digit: a unit of
           a's 27th digit, with b's sign, rounds the same way in every mode */
        c = (I128)a.m * (I128)pow10_u128[26] + (b.m < 0 ? -1 : 1);
        e = a.e - 26;
    }
    if (c == 0) return false;
    bool neg = c < 0;
    return round_u128(neg, (U128)(neg ? -c : c), e, false, mode, r, err);
}

/* a × b for finite nonzero a and b. */
static bool mul_u128(Num a, Num b, NumRound mode, Num *r, Hp71Error *err) {
    if (a.m == 0 || b.m == 0) return false;
    uint64_t x = (uint64_t)(a.m < 0 ? -a.m : a.m), y = (uint64_t)(b.m < 0 ? -b.m : b.m);
    return round_u128((a.m < 0) != (b.m < 0), (U128)x * y, a.e + b.e, false, mode, r, err);
}

/* a ÷ b for finite nonzero a and b: 25 digits of the quotient and whether
 * a remainder is left. */
static bool div_u128(Num a, Num b, NumRound mode, Num *r, Hp71Error *err) {
    if (a.m == 0 || b.m == 0) return false;
    uint64_t x = (uint64_t)(a.m < 0 ? -a.m : a.m), y = (uint64_t)(b.m < 0 ? -b.m : b.m);
    U128 n = (U128)x * pow10_u128[25];
    U128 q = n / y;
    return round_u128((a.m < 0) != (b.m < 0), q, a.e - b.e - 25, q * y != n, mode, r, err);
}

/* The square root of a finite a > 0: the integer root of a's coefficient
 * scaled to 25 or 26 digits (an even power of ten) has 13 digits; whether
 * it was exact decides the rounding (a root is never halfway). */
static bool sqr_u128(Num a, NumRound mode, Num *r, Hp71Error *err) {
    U128 m = (U128)a.m;
    int scale = 25 - digits_u128(m);
    if ((a.e - scale) % 2 != 0) scale++;
    U128 n = m * pow10_u128[scale];
    uint64_t root = (uint64_t)sqrt((double)n); /* within a few units of the root */
    while ((U128)root * root > n)
        root--;
    while ((U128)(root + 1) * (root + 1) <= n)
        root++;
    return round_u128(false, root, (a.e - scale) / 2, (U128)root * root != n, mode, r, err);
}

Hp71Error num_add_128(Num a, Num b, Num *r, NumRound mode) {
    Hp71Error e;
    if (HP71_FAST_PATHS && (a.k | b.k) == 0 && add_u128(a, b, mode, r, &e)) return e;
    return num_add_slow(a, b, r, mode);
}

Hp71Error num_sub_128(Num a, Num b, Num *r, NumRound mode) {
    Hp71Error e;
    if (HP71_FAST_PATHS && (a.k | b.k) == 0 && add_u128(a, (Num){-b.m, b.e, 0}, mode, r, &e))
        return e;
    return num_sub_slow(a, b, r, mode);
}

Hp71Error num_mul_128(Num a, Num b, Num *r, NumRound mode) {
    Hp71Error e;
    if (HP71_FAST_PATHS && (a.k | b.k) == 0 && mul_u128(a, b, mode, r, &e)) return e;
    return num_mul_slow(a, b, r, mode);
}

int num_cmp_128(Num a, Num b) {
    if (HP71_FAST_PATHS && (a.k | b.k) == 0) { /* finite, neither -0 */
        if ((a.m < 0) != (b.m < 0) || a.m == 0 || b.m == 0) return (a.m > b.m) - (a.m < b.m);
        uint64_t x = (uint64_t)(a.m < 0 ? -a.m : a.m), y = (uint64_t)(b.m < 0 ? -b.m : b.m);
        int lx = a.e + digits_u128(x), ly = b.e + digits_u128(y);
        int c;
        if (lx != ly)
            c = lx < ly ? -1 : 1;
        else if (a.e >= b.e) /* the same leading digit: align (at most 11 places) */
            c = ((U128)x * pow10_u128[a.e - b.e] > y) - ((U128)x * pow10_u128[a.e - b.e] < y);
        else
            c = (x > (U128)y * pow10_u128[b.e - a.e]) - (x < (U128)y * pow10_u128[b.e - a.e]);
        return a.m < 0 ? -c : c;
    }
    return num_cmp_slow(a, b);
}

Num num_max_real(int sign) {
    return (Num){sign < 0 ? -999999999999LL : 999999999999LL, 488, NUM_FINITE};
}

Num num_min_real(void) {
    return (Num){1, NUM_ETINY, NUM_FINITE};
}

void number_to_dec(Num a, decNumber *d) {
    decNumberZero(d);
    switch (num_kind(a)) {
    case NUM_NAN: d->bits = num_is_snan(a) ? DECSNAN : DECNAN; return;
    case NUM_INF: d->bits = (uint8_t)(DECINF | (a.m < 0 ? DECNEG : 0)); return;
    default: break;
    }
    /* fill the coefficient units directly (DECDPUN digits each) */
    uint64_t u = (uint64_t)(a.m < 0 ? -a.m : a.m);
    int units = 0;
    do {
        d->lsu[units++] = (decNumberUnit)(u % unit_scale);
        u /= unit_scale;
    } while (u != 0);
    uint64_t top = d->lsu[units - 1];
    d->digits = (units - 1) * DECDPUN + count_digits(top);
    d->exponent = a.m == 0 ? 0 : a.e;
    if (num_is_negative(a)) d->bits |= DECNEG;
}

/* The exception of a decNumber operation's status (not its invalid ones,
 * which the callers name). */
static Hp71Error status_event(uint32_t status) {
    if (status & DEC_Overflow) return HP71_E_OVERFLOW;
    if (status & (DEC_Subnormal | DEC_Underflow))
        return (status & DEC_Inexact) ? HP71_E_UNDERFLOW : HP71_E_UNDERFLOW_EXACT;
    if (status & DEC_Inexact) return HP71_E_INEXACT;
    return HP71_E_NONE;
}

/* True when v rounded to 12 digits in mode, as if the exponent had no
 * lower bound, lies below 1E-499 in magnitude: tininess after rounding
 * (IEEE 754), as the ROM finds an underflow: 9.99999999999E-500 and
 * .999999999999*1E-499 underflow (to 0, or to the denormal 1.E-499 under
 * DEFAULT EXTEND), 9.999999999995E-500 rounds to 1.E-499 and does not. */
static bool tiny_after_rounding(const decNumber *v, NumRound mode) {
    decContext c;
    number_wide_context(&c, NUM_DIGITS);
    c.round = rounding_of[mode];
    decNumber z;
    decNumberPlus(&z, v, &c);
    return !decNumberIsZero(&z) && z.exponent + z.digits - 1 < NUM_EMIN;
}

/* number_from_dec for a d rounded into the REAL format (its denormals
 * keep fewer digits) from a value that is tiny (tiny_after_rounding) or
 * not: an underflow d's status tells is none when the value was not. */
static Hp71Error real_from_dec(const decNumber *d, uint32_t status, bool tiny, Num *r) {
    bool neg = decNumberIsNegative(d);
    if (decNumberIsNaN(d)) {
        *r = decNumberIsSNaN(d) ? num_signaling_nan() : num_nan();
        return status & DEC_Invalid_operation ? HP71_E_IVL_ARG : HP71_E_NONE;
    }
    if (decNumberIsInfinite(d)) {
        *r = num_inf(neg ? -1 : 1);
        return status_event(status);
    }
    if (decNumberIsZero(d)) {
        *r = num_zero(neg);
        return status_event(status);
    }
    if (!tiny) status &= ~(uint32_t)(DEC_Subnormal | DEC_Underflow);
    int64_t m = 0;
    for (int i = (d->digits + DECDPUN - 1) / DECDPUN - 1; i >= 0; i--)
        m = m * (int64_t)unit_scale + d->lsu[i];
    *r = canonical(neg ? -m : m, d->exponent);
    return status_event(status);
}

Hp71Error number_from_dec(const decNumber *d, uint32_t status, Num *r) {
    return real_from_dec(d, status, d->exponent + d->digits - 1 < NUM_EMIN, r);
}

/* The underflow of a result z rounded into the REAL format from the value
 * v (wide or exact), its status: whether v was tiny (tiny_after_rounding). */
static bool tiny_result(const decNumber *z, uint32_t status, const decNumber *v, NumRound mode) {
    if (!(status & (DEC_Subnormal | DEC_Underflow))) return false;
    return z->exponent + z->digits - 1 < NUM_EMIN || tiny_after_rounding(v, mode);
}

Hp71Error number_round_dec(const decNumber *wide, Num *r, NumRound mode) {
    decNumber z;
    decContext c;
    context_real(&c, NUM_DIGITS, mode);
    decNumberPlus(&z, wide, &c);
    if (decNumberIsZero(&z) && decNumberIsNegative(wide)) z.bits |= DECNEG; /* -0 stays */
    /* a wide result only reaches infinity by overflowing its own range */
    if (decNumberIsInfinite(wide)) c.status |= DEC_Overflow | DEC_Inexact;
    return real_from_dec(&z, c.status, tiny_result(&z, c.status, wide, mode), r);
}

/* NaN operands: the result is a quiet NaN, *e their exception
 * (num_nan_exception). Returns true when a or b was a NaN. */
static bool nan_operands(Num a, Num b, Num *r, Hp71Error *e) {
    if (!num_is_nan(a) && !num_is_nan(b)) return false;
    *r = num_nan();
    *e = num_nan_exception(a, b);
    return true;
}

typedef decNumber *(*DecBinary)(decNumber *, const decNumber *, const decNumber *, decContext *);

static Hp71Error binary_slow(DecBinary op, Num a, Num b, Num *r, NumRound mode) {
    decNumber x, y, z;
    decContext c;
    context_real(&c, NUM_DIGITS, mode);
    number_to_dec(a, &x);
    number_to_dec(b, &y);
    op(&z, &x, &y, &c);
    bool tiny = false;
    if (c.status & (DEC_Subnormal | DEC_Underflow)) { /* tiny before its denormal rounding? */
        decContext w;
        number_wide_context(&w, 50);
        decNumber v;
        op(&v, &x, &y, &w);
        tiny = tiny_result(&z, c.status, &v, mode);
    }
    return real_from_dec(&z, c.status, tiny, r);
}

Hp71Error num_add_slow(Num a, Num b, Num *r, NumRound mode) {
    Hp71Error e;
    if (nan_operands(a, b, r, &e)) return e;
    if (num_is_inf(a) && num_is_inf(b) && a.m != b.m) {
        *r = num_nan();
        return HP71_E_INF_MINUS_INF;
    }
    return binary_slow(decNumberAdd, a, b, r, mode);
}

Hp71Error num_sub_slow(Num a, Num b, Num *r, NumRound mode) {
    Hp71Error e;
    if (nan_operands(a, b, r, &e)) return e;
    if (num_is_inf(a) && num_is_inf(b) && a.m == b.m) {
        *r = num_nan();
        return HP71_E_INF_MINUS_INF;
    }
    return binary_slow(decNumberSubtract, a, b, r, mode);
}

Hp71Error num_mul_slow(Num a, Num b, Num *r, NumRound mode) {
    Hp71Error e;
    if (nan_operands(a, b, r, &e)) return e;
    if ((num_is_inf(a) && num_is_zero(b)) || (num_is_zero(a) && num_is_inf(b))) {
        *r = num_nan();
        return HP71_E_INF_TIMES_ZERO;
    }
    return binary_slow(decNumberMultiply, a, b, r, mode);
}

int num_cmp_slow(Num a, Num b) {
    if (num_is_nan(a) || num_is_nan(b)) return 2;
    decNumber x, y, z;
    decContext c;
    context_real(&c, NUM_DIGITS, NUM_ROUND_NEAR);
    number_to_dec(a, &x);
    number_to_dec(b, &y);
    decNumberCompare(&z, &x, &y, &c);
    if (decNumberIsZero(&z)) return 0;
    return decNumberIsNegative(&z) ? -1 : 1;
}

Hp71Error num_div(Num a, Num b, Num *r, NumRound mode) {
    if (num_both_int(a, b) && b.m != 0 && a.m % b.m == 0 && (a.m != 0 || b.m > 0)) {
        *r = num_from_int(a.m / b.m);
        return HP71_E_NONE;
    }
    Hp71Error e;
    if (HP71_FAST_PATHS && (a.k | b.k) == 0 && div_u128(a, b, mode, r, &e)) return e;
    return num_div_slow(a, b, r, mode);
}

Hp71Error num_div_slow(Num a, Num b, Num *r, NumRound mode) {
    Hp71Error e;
    if (nan_operands(a, b, r, &e)) return e;
    bool neg = num_is_negative(a) != num_is_negative(b);
    if (num_is_zero(b) && num_is_finite(a)) {
        if (num_is_zero(a)) {
            *r = num_nan();
            return HP71_E_ZERO_DIV_ZERO;
        }
        *r = num_inf(neg ? -1 : 1);
        return HP71_E_DIV_ZERO;
    }
    if (num_is_inf(a) && num_is_inf(b)) {
        *r = num_nan();
        return HP71_E_INF_DIV_INF;
    }
    if (num_is_inf(a)) { /* Inf/x, Inf/0: Inf, exactly */
        *r = num_inf(neg ? -1 : 1);
        return HP71_E_NONE;
    }
    return binary_slow(decNumberDivide, a, b, r, mode);
}

/* True when a is a finite whole number (of any size). */
static bool is_integer(Num a) {
    return num_is_finite(a) && (a.m == 0 || a.e >= 0);
}

/* True when a is a whole number with an odd last digit. */
static bool is_odd_integer(Num a) {
    return num_is_finite(a) && a.e == 0 && (a.m % 2 != 0);
}

void number_div_small(decNumber *q, const decNumber *a, uint32_t k, decContext *c) {
    if (!HP71_FAST_PATHS || decNumberIsSpecial(a) || decNumberIsZero(a) || k == 0 || k >= 1000000) {
        decNumber d;
        decNumberFromUInt32(&d, k);
        decNumberDivide(q, a, &d, c);
        return;
    }
    /* short division, unit by unit from the most significant, with enough
       units of zeros after a's last for the quotient to have c's digits and
       more (k takes at most 6 from the front) */
    int units = (a->digits + DECDPUN - 1) / DECDPUN;
    int extra = (c->digits + 12 - units * DECDPUN + DECDPUN - 1) / DECDPUN;
    if (extra < 2) extra = 2;
    int total = units + extra;
    if (total > DECNUMUNITS) {
        decNumber d;
        decNumberFromUInt32(&d, k);
        decNumberDivide(q, a, &d, c);
        return;
    }
    decNumberUnit out[DECNUMUNITS];
    uint64_t r = 0;
    for (int i = total - 1; i >= 0; i--) {
        r = r * (uint64_t)unit_scale + (i >= extra ? a->lsu[i - extra] : 0);
        out[i] = (decNumberUnit)(r / k);
        r %= k;
    }
    int top = total - 1;
    while (top > 0 && out[top] == 0)
        top--;
    uint8_t bits = a->bits;
    int32_t exponent = a->exponent - extra * DECDPUN;
    memcpy(q->lsu, out, (size_t)(top + 1) * sizeof out[0]);
    q->digits = top * DECDPUN + count_digits(out[top]);
    q->exponent = exponent;
    q->bits = bits;
    decNumberPlus(q, q, c); /* to the context's digits */
}

/* True when a < b (both finite). */
static bool dec_less(const decNumber *a, const decNumber *b) {
    decContext c;
    number_wide_context(&c, 60);
    decNumber d;
    decNumberCompare(&d, a, b, &c);
    return decNumberIsNegative(&d);
}

/* Natural logarithms to 60 digits (facts: computed with Python's decimal
 * module at 70 digits): ln 2, ln 10, and ln(1 + i/16) for i = -4..8. */
static const char ln2_text[] = "0.693147180559945309417232121458176568075500134360255254120680";
static const char ln10_text[] = "2.30258509299404568401799145468436420760110148862877297603333";
static const char *const ln_sixteenths[13] = {
    "-0.287682072451780927439219005993827431503509710897761056506666",
    "-0.207639364778244501615441044267387667496732592680813900063675",
    "-0.133531392624522623146343620931349974589415673498904573902650",
    "-0.0645385211375711716729239156839929281289086253497538428353778",
    "0",
    "0.0606246218164348425806061320404202632862024751447237708145177",
    "0.117783035656383454538794109470521705068480712564733141107349",
    "0.171850256926659222340098946055147264935378723858107802055240",
    "0.223143551314209755766295090309834503374601085548007213671288",
    "0.271933715483641758831669494532999161982574749963589623711364",
    "0.318453731118534615810247213590599595595206450856651412856528",
    "0.362905493689368453137824345977489846140379777399414725515915",
    "0.405465108108164381978013115464349136571990423462494197614014",
};

/* ln(x) for a finite x > 0 of at most 40 digits, to about 52 digits, rounded
 * into c's: x = m·10^k·2^j (x itself when it lies in [0.75, 1.5), which
 * keeps the digits of a logarithm near 0), m near c = 1 + i/16, and
 * ln(m/c) = 2 atanh((m - c)/(m + c)) by its series, whose terms fall by
 * 3 digits at least. Exact for x = 1. decNumberLn gives the same 12-digit
 * roundings about ten times slower (tests/unit/test_mathfn.c). */
static void ln_series(const decNumber *x, decNumber *out, decContext *result) {
    decContext c;
    number_wide_context(&c, 58);
    decNumber m, t, u, s, s2, sum, k;
    decNumberCopy(&m, x);
    int ten = 0, two = 0;
    decNumberFromString(&t, "0.75", &c);
    decNumberFromString(&u, "1.5", &c);
    if (dec_less(&m, &t) || !dec_less(&m, &u)) { /* outside [0.75, 1.5) */
        ten = m.exponent + m.digits - 1;         /* m in [1, 10) */
        m.exponent -= ten;
        static const char *const bounds[3] = {"1.5", "3", "6"};
        for (two = 0; two < 3; two++) { /* below 1.5, 3, 6: 0, 1, 2 halvings; else 3 */
            decNumberFromString(&t, bounds[two], &c);
            if (dec_less(&m, &t)) break;
        }
        decNumberFromInt32(&t, 1 << two);
        decNumberDivide(&m, &m, &t, &c); /* exact: at most 3 more digits */
    }
    /* i: the nearest sixteenth */
    decNumberFromInt32(&t, 16);
    decNumberMultiply(&u, &m, &t, &c);
    decContext ci = c;
    ci.round = DEC_ROUND_HALF_EVEN;
    decNumberToIntegralValue(&u, &u, &ci);
    int i = decNumberToInt32(&u, &c) - 16;
    if (i < -4) i = -4;
    if (i > 8) i = 8;
    decNumberFromInt32(&u, 16 + i);
    decNumberDivide(&u, &u, &t, &c); /* c_i, exact */
    decNumberSubtract(&s, &m, &u, &c);
    decNumberAdd(&t, &m, &u, &c);
    decNumberDivide(&s, &s, &t, &c);
    decNumberCopy(&sum, &s);
    if (!decNumberIsZero(&s)) {
        decNumberMultiply(&s2, &s, &s, &c);
        decNumberCopy(&t, &s);
        for (int n = 1; n < 40; n++) {
            decNumberMultiply(&t, &t, &s2, &c);
            number_div_small(&u, &t, (uint32_t)(2 * n + 1), &c);
            decNumberAdd(&sum, &sum, &u, &c);
            if (u.exponent + u.digits < sum.exponent + sum.digits - 56) break;
        }
        decNumberAdd(&sum, &sum, &sum, &c);
    }
    if (i != 0) {
        decNumberFromString(&t, ln_sixteenths[i + 4], &c);
        decNumberAdd(&sum, &sum, &t, &c);
    }
    if (two != 0) {
        decNumberFromString(&t, ln2_text, &c);
        decNumberFromInt32(&k, two);
        decNumberMultiply(&t, &t, &k, &c);
        decNumberAdd(&sum, &sum, &t, &c);
    }
    if (ten != 0) {
        decNumberFromString(&t, ln10_text, &c);
        decNumberFromInt32(&k, ten);
        decNumberMultiply(&t, &t, &k, &c);
        decNumberAdd(&sum, &sum, &t, &c);
    }
    decNumberPlus(out, &sum, result);
}

void number_ln(const decNumber *x, decNumber *out, decContext *c) {
    if (HP71_FAST_PATHS && x->digits <= 40)
        ln_series(x, out, c);
    else
        decNumberLn(out, x, c);
}

void number_nudge(decNumber *z, int dir) {
    decContext c;
    number_wide_context(&c, 52);
    decNumber t;
    decNumberFromInt32(&t, dir);
    t.exponent = z->exponent + z->digits - 1 - 45;
    decNumberAdd(z, z, &t, &c);
}

/* The powers the ROM gives exactly, without Inexact (probed under
 * TRAP(INX,0) and OPTION ROUND, docs/fidelity.md): 1 to any power, -1 to a
 * whole one, and 2, 4, .5, .25 and .0625 (of either sign) to a power whose
 * value is 2, 4, .5 or .25 (2^-1, 4^.5, .0625^.25; not 16^.25, 2^3 or 3^1,
 * which go through its logarithms: 3^1 under OPTION ROUND NEG is
 * 2.99999999999). Powers of ten are exact elsewhere. Takes finite nonzero
 * a and b (a negative only with a whole b); sets *r and returns true for
 * one of these. */
bool num_pow_exact(Num a, Num b, Num *r) {
    Num one = num_from_int(1), abs_a = num_abs(a);
    bool odd = b.e == 0 && b.k == 0 && (b.m % 2 != 0);
    if (num_cmp(abs_a, one) == 0) {
        *r = num_from_int(num_is_negative(a) && odd ? -1 : 1);
        return true;
    }
    /* |a| = 2^k, the results 2^j (each a power of two as mantissa and
       exponent: 2, 4, .5 = 5E-1, .25 = 25E-2) */
    static const struct {
        int64_t m;
        int e, k;
    } twos[] = {{2, 0, 1}, {4, 0, 2}, {5, -1, -1}, {25, -2, -2}, {625, -4, -4}};
    static const int results = 4; /* twos[0..3] are 2^j for j = 1, 2, -1, -2 */
    for (size_t i = 0; i < sizeof twos / sizeof *twos; i++) {
        Num base;
        (void)num_make(twos[i].m, twos[i].e, &base);
        if (num_cmp(abs_a, base) != 0) continue;
        for (int n = 0; n < results; n++) {
            Num y; /* j / k, exactly */
            (void)num_div(num_from_int(twos[n].k), num_from_int(twos[i].k), &y, NUM_ROUND_NEAR);
            if (num_cmp(b, y) != 0) continue;
            Num v;
            (void)num_make(twos[n].m, twos[n].e, &v);
            *r = num_is_negative(a) && odd ? num_neg(v) : v;
            return true;
        }
    }
    return false;
}

/* |x| in units of 10^-scale, its coefficient's first 36 digits scaled (the
   rest cut). Takes a finite x whose value in those units fits a U128. */
static U128 dec_to_units(const decNumber *x, int scale) {
    uint8_t bcd[DECNUMDIGITS];
    decNumberGetBCD(x, bcd);
    U128 u = 0;
    for (int i = 0; i < x->digits && i < 36; i++)
        u = u * 10 + bcd[i];
    int shift = scale + x->exponent + (x->digits > 36 ? x->digits - 36 : 0);
    return shift >= 0 ? u * pow10_u128[shift] : u / pow10_u128[-shift];
}

/* Sets *out to u 10^e, exactly when c has u's digits. */
static void dec_from_units(U128 u, int e, decNumber *out, decContext *c) {
    char text[64];
    const U128 e19 = pow10_u128[19];
    if (u >= e19)
        snprintf(text, sizeof text, "%llu%019lluE%d", (unsigned long long)(u / e19),
                 (unsigned long long)(u % e19), e);
    else
        snprintf(text, sizeof text, "%lluE%d", (unsigned long long)u, e);
    decNumberFromString(out, text, c);
}

/* ln(1 + 10^-j), j 0 to 7, cut to 15 digits, in units of 10^-35: the
   constants of the ROM's logarithm as x^y takes it (ln_apart) */
static const U128 ln_factor_cut[NUM_EXP_FACTORS] = {
    (U128)693147180559945u * 10000000000000000000u * 10u,
    (U128)953101798043248u * 10000000000000000000u,
    (U128)995033085316808u * 1000000000000000000u,
    (U128)999500333083533u * 100000000000000000u,
    (U128)999950003333083u * 10000000000000000u,
    (U128)999995000033333u * 1000000000000000u,
    (U128)999999500000333u * 100000000000000u,
    (U128)999999950000003u * 10000000000000u,
};

/* -ln(1 - w) as the ROM's logarithm works it out digit by digit (learnt
   from large powers: docs/fidelity.md): 1 - w taken up to 1 by the factors
   1 + 10^-j, j 0 to 7, each while the product stays at most 1, the product
   kept as its complement w, each factor's part (1 - w) 10^-j cut to 17
   decimals; the factors' logarithms cut to 15 digits added up, and the
   rest w as ln 1/(1 - w), w + w^2/2; the sum cut to 15 digits. Takes a w
   from 0 to .9 of at most 35 decimals; sets *out. */
static void ln_apart(const decNumber *w, decNumber *out) {
    decContext c, cut;
    number_wide_context(&c, 60);
    number_wide_context(&cut, 15);
    cut.round = DEC_ROUND_DOWN;
    /* ln 1 (a w of more than 35 decimals cannot come from a 12-digit x) */
    if (decNumberIsZero(w) || w->exponent < -35 || w->digits > 35) {
        decNumberZero(out);
        return;
    }
    U128 wu = dec_to_units(w, 35);
    /* 1 - w taken up to 1 by the factors 1 + 10^-j: each takes 1 - w
       times 10^-j, cut to 17 decimals, from w while w stays at least 0,
       adding up their logarithms */
    const U128 one35 = pow10_u128[35], d17 = pow10_u128[18];
    U128 sum = 0;
    for (int j = 0; j < NUM_EXP_FACTORS; j++)
        for (;;) {
            U128 step = (one35 - wu) / pow10_u128[j] / d17 * d17;
            if (step > wu) break;
            wu -= step;
            sum += ln_factor_cut[j];
        }
    /* and the rest as ln 1/(1 - w): w + w^2/2; cut to 15 digits */
    decNumber total, rest, half;
    dec_from_units(wu, -35, &rest, &c); /* w */
    decNumberMultiply(&half, &rest, &rest, &c);
    decNumberFromString(&total, "0.5", &c);
    decNumberMultiply(&half, &half, &total, &c);
    decNumberAdd(&rest, &rest, &half, &c);
    dec_from_units(sum, -35, &total, &c);
    decNumberAdd(out, &rest, &total, &c);
    decNumberPlus(out, out, &cut);
}

/* The complement of x's reciprocal, 1 - 1/x, cut to 15 digits, as the
   ROM's logarithm of an x in [1,10) starts. Takes a finite x in [1,10);
   sets *w. */
static void reciprocal_complement(const decNumber *x, decNumber *w) {
    decContext c, cut;
    number_wide_context(&c, 40);
    number_wide_context(&cut, 15);
    cut.round = DEC_ROUND_DOWN;
    decNumber one;
    decNumberFromInt32(&one, 1);
    decNumberDivide(w, &one, x, &c);
    decNumberSubtract(w, &one, w, &c);
    decNumberPlus(w, w, &cut);
}

/* ln x for x in [1,10) as the ROM's x^y takes it: ln_apart of 1 - 1/x cut
   to 15 digits (its reciprocal taken up to 1). Takes a finite x in [1,10);
   sets *out. */
static void ln_digits(const decNumber *x, decNumber *out) {
    decNumber w;
    reciprocal_complement(x, &w);
    ln_apart(&w, out);
}

void number_ln15_low(const decNumber *x, decNumber *out) {
    decContext c, cut;
    number_wide_context(&c, 40);
    number_wide_context(&cut, 15);
    cut.round = DEC_ROUND_DOWN;
    decNumber one, r;
    decNumberFromInt32(&one, 1);
    reciprocal_complement(x, &r);
    decNumberSubtract(&r, &one, &r, &c);
    number_ln(&r, out, &c);
    decNumberMinus(out, out, &c);
    if (decNumberIsZero(out)) return; /* ln 1 */
    decNumber u, t;
    decNumberPlus(&u, out, &cut);
    decNumberFromInt32(&t, 8);
    t.exponent = u.exponent + u.digits - 1 - 14 - 2; /* .08 of the 15th digit */
    decNumberSubtract(out, out, &t, &c);
    decNumberPlus(out, out, &cut);
}

void number_ln_rom(const decNumber *x, decNumber *out) {
    int e = x->exponent + x->digits; /* x = m 10^e with m in [.1,1) */
    if (e == 1) {
        number_ln15_low(x, out);
        return;
    }
    decContext c, cut;
    number_wide_context(&c, 40);
    if (e == 0) { /* LN shows ln m rounded, x^y takes it cut (rom_ln15) */
        number_ln(x, out, &c);
        return;
    }
    number_wide_context(&cut, 15);
    cut.round = DEC_ROUND_DOWN;
    decNumber m, t, k;
    decNumberCopy(&m, x);
    m.exponent -= e;
    number_ln(&m, out, &c);
    decNumberPlus(out, out, &cut);
    /* and to 15 decimals: an m near 1 loses its ln's last digits (the ROM:
       999999999999^5 is 9.99999999995E59, with them ...994E59) */
    decContext down = c;
    down.round = DEC_ROUND_DOWN;
    decNumber decimals;
    decNumberFromInt32(&decimals, 1);
    decimals.exponent = -15;
    decNumberQuantize(out, out, &decimals, &down);
    decNumberFromString(&t, NUMBER_ROM_LN10, &c);
    decNumberFromInt32(&k, e);
    decNumberMultiply(&t, &t, &k, &c);
    decNumberAdd(out, out, &t, &c);
}

/* ln 10 and ln(1 + 10^-j), j 0 to 7, in units of 10^-30 (hi 10^15 + lo):
   the constants of the ROM's e^x as number_exp_rom takes its argument apart */
#define EXP_K(hi, lo) ((U128)(hi)*1000000000000000u + (lo))
static const U128 exp_ln10 = EXP_K(2302585092994045u, 684017991454684u);
static const U128 exp_factor_ln[NUM_EXP_FACTORS] = {
    EXP_K(693147180559945u, 309417232121458u), EXP_K(95310179804324u, 860043952123281u),
    EXP_K(9950330853168u, 82848215357544u),    EXP_K(999500333083u, 533166809398921u),
    EXP_K(99995000333u, 308335333166681u),     EXP_K(9999950000u, 333330833353333u),
    EXP_K(999999500u, 333333083334u),          EXP_K(99999995u, 333333308u),
};
_Static_assert(sizeof exp_factor_ln / sizeof *exp_factor_ln == NUM_EXP_FACTORS,
               "a constant for each factor");

/* The rest of |x| (in units of 10^-30) after n ln 10, cut to 15 decimals:
   n the whole number of ln 10s in it, or -1 for below_one (x from -0.1 up
   to 0, whose e^x the ROM takes as e^(x + ln 10) over 10). */
static U128 exp_reduce(U128 ax, bool below_one, int *n) {
    *n = below_one ? -1 : (int)(ax / exp_ln10);
    U128 r = below_one ? exp_ln10 - ax : ax - (U128)*n * exp_ln10;
    return r - r % pow10_u128[15];
}

/* Subtracts from *r each ln(1 + 10^-j), j 0 to 7, while it can: q[j] times. */
static void exp_apart(U128 *r, int q[NUM_EXP_FACTORS]) {
    for (int j = 0; j < NUM_EXP_FACTORS; j++)
        for (q[j] = 0; *r >= exp_factor_ln[j]; q[j]++)
            *r -= exp_factor_ln[j];
}

bool num_exp_factors(Num x, int *n, int q[NUM_EXP_FACTORS]) {
    uint64_t m = (uint64_t)(x.m < 0 ? -x.m : x.m);
    if (num_kind(x) != NUM_FINITE || x.e >= 4 ||
        (4 - x.e <= 18 && m >= (uint64_t)num_pow10[4 - x.e]))
        return false; /* (|x| of 10^4 or more) */
    U128 ax = x.e >= -30   ? (U128)m * pow10_u128[30 + x.e]
              : x.e >= -68 ? (U128)m / pow10_u128[-30 - x.e]
                           : 0; /* (10^38 and more: beyond a U128, and m's digits) */
    U128 r = exp_reduce(ax, false, n);
    exp_apart(&r, q);
    return true;
}

static void rom_ln15(const decNumber *x, decNumber *out);
static void rom_pow_product(decNumber *l, const decNumber *y);

bool num_pow_exp_factors(Num a, Num b, int *n, int q[NUM_EXP_FACTORS]) {
    if (num_kind(a) != NUM_FINITE || num_kind(b) != NUM_FINITE || a.m == 0) return false;
    decNumber x, y, l;
    number_to_dec(num_abs(a), &x);
    number_to_dec(b, &y);
    rom_ln15(&x, &l);
    rom_pow_product(&l, &y);
    /* ln 1, or a product below the units of 10^-30 the factors are taken in
       (2^1E-300: none of them) */
    if (decNumberIsZero(&l) || l.exponent + l.digits <= -30) {
        *n = 0;
        memset(q, 0, NUM_EXP_FACTORS * sizeof *q);
        return true;
    }
    if (l.exponent + l.digits > 4) return false; /* (|y ln x| of 10^4 or more) */
    decContext c;
    number_wide_context(&c, 40);
    decNumberAbs(&l, &l, &c);
    U128 r = exp_reduce(dec_to_units(&l, 30), false, n);
    exp_apart(&r, q);
    return true;
}

void number_exp_rom(const decNumber *x, decNumber *out, decContext *c) {
    decNumber mag, edge;
    decNumberAbs(&mag, x, c);
    decNumberFromString(&edge, "1E-7", c);
    bool tiny = decNumberIsNegative(decNumberCompare(&edge, &mag, &edge, c));
    decNumberFromInt32(&edge, 1200);
    if (tiny || !decNumberIsNegative(decNumberCompare(&edge, &mag, &edge, c))) {
        decNumberExp(out, x, c); /* (a tiny x's rounding leans: mathfn's lost_term) */
        return;
    }
    U128 ax = dec_to_units(x, 30); /* |x| in units of 10^-30 */
    bool neg = decNumberIsNegative(x), below_one = neg && ax < pow10_u128[29];
    int n, q[NUM_EXP_FACTORS];
    U128 r = exp_reduce(ax, below_one, &n);
    exp_apart(&r, q);
    U128 p = pow10_u128[30] + r; /* e^r as 1 + r */
    bool lost = false;
    for (int j = NUM_EXP_FACTORS - 1; j >= 0; j--)
        for (int k = 0; k < q[j]; k++) {
            U128 step = pow10_u128[j];
            lost = lost || p % step != 0;
            p += p / step;
        }
    /* the product cut to 15 digits (p from 10^30 up to 10^31) */
    U128 cut = pow10_u128[16];
    lost = lost || p % cut != 0;
    uint64_t m = (uint64_t)(p / cut);
    int e = n - 14;
    if (neg && !below_one) { /* the reciprocal, cut to 15 digits */
        U128 one = pow10_u128[29];
        lost = lost || one % m != 0;
        m = (uint64_t)(one / m);
        e = -n - 15;
    }
    decContext wide;
    number_wide_context(&wide, 50);
    dec_from_units(m, e, out, &wide);
    if (lost) number_nudge(out, 1); /* the digits cut show under OPTION ROUND */
}

/* The ROM's 15-digit ln x as x^y uses it (learnt from large powers, each
   base's logarithm fitted on 16 to 90 exponents; docs/fidelity.md): for x
   in [1,10) its reciprocal taken apart digit by digit (ln_digits: 286 of
   297 bases fitted); otherwise, with x = m 10^e
   and m in [.1,1), ln m cut to 15 digits and 15 decimals plus e times the
   ROM's ln 10 (number_ln_rom), the sum rounded to 15 digits below 10 and cut from 10
   up. Takes a finite x > 0; sets *out. */
static void rom_ln15(const decNumber *x, decNumber *out) {
    if (x->exponent + x->digits == 1) {
        ln_digits(x, out);
        return;
    }
    number_ln_rom(x, out);
    decContext c, cut, near;
    number_wide_context(&c, 40);
    number_wide_context(&cut, 15);
    cut.round = DEC_ROUND_DOWN;
    number_wide_context(&near, 15);
    near.round = DEC_ROUND_HALF_UP;
    if (x->exponent + x->digits == 0) decNumberPlus(out, out, &cut); /* ln m, cut */
    decNumber ten, k;
    decNumberFromInt32(&ten, 10);
    decNumberCompareTotalMag(&k, out, &ten, &c);
    decNumberPlus(out, out, decNumberIsNegative(&k) ? &near : &cut);
}

/* y ln x as the ROM's x^y takes it: *l (ln x) times y, the product of
   their 15 and 12 digits cut to 14 decimals of the product of their
   mantissas (learnt from large powers: docs/fidelity.md; 1.802^1535.86 is
   cut at 10^-12, 1.802^737.84 at 10^-13). Takes finite l and y; sets *l. */
static void rom_pow_product(decNumber *l, const decNumber *y) {
    decContext c;
    number_wide_context(&c, 40); /* the whole product: 15 digits by 12 */
    int place = (l->exponent + l->digits - 1) + (y->exponent + y->digits - 1) - 14;
    decNumberMultiply(l, l, y, &c);
    decNumber unit;
    decNumberFromInt32(&unit, 1);
    unit.exponent = place;
    c.round = DEC_ROUND_DOWN;
    decNumberQuantize(l, l, &unit, &c);
}

/* e^l for a tiny l (1E-13 to 1E-7 in magnitude) as the ROM's x^y takes
   it: e^|l| cut to 15 digits, and for a negative l its reciprocal (learnt
   from powers of bases next to 1: numbers/pow_near_one_*; 1.00000000081^2.5
   is 1.00000000202 on the ROM, true 1.000000002025000001..., and
   .999999999997^.5 is .999999999999, true .9999999999984999...). Takes a
   finite l; sets *out and returns true, or returns false for another l. */
static bool rom_exp_tiny(const decNumber *l, decNumber *out) {
    int e = l->exponent + l->digits; /* |l| in [10^(e-1), 10^e) */
    if (decNumberIsZero(l) || e > -7 || e < -13) return false;
    decContext c, cut;
    number_wide_context(&c, 40);
    number_wide_context(&cut, 15);
    cut.round = DEC_ROUND_DOWN;
    decNumber mag;
    decNumberAbs(&mag, l, &c);
    decNumberExp(out, &mag, &c);
    decNumberPlus(out, out, &cut);
    if (decNumberIsNegative(l)) {
        decNumber one;
        decNumberFromInt32(&one, 1);
        decNumberDivide(out, &one, out, &c);
    } else {
        number_nudge(out, -1); /* (a 15-digit tie goes down) */
    }
    return true;
}

Hp71Error num_pow(Num a, Num b, Num *r, NumRound mode) {
    Hp71Error e;
    if (nan_operands(a, b, r, &e)) return e;
    if (num_is_zero(b)) { /* x^0 */
        *r = num_from_int(1);
        if (num_is_zero(a)) return HP71_E_ZERO_ZERO_POWER;
        return num_is_inf(a) ? HP71_E_INF_ZERO_POWER : HP71_E_NONE;
    }
    bool b_neg = num_is_negative(b);
    /* the sign of an odd integer power of a negative base */
    bool odd_neg = num_is_negative(a) && is_odd_integer(b);
    if (num_is_zero(a)) {
        /* the ROM: -0 keeps its sign but for an even whole exponent
           ((-0)^.5 is -0, (-0)^-.5 is -Inf) */
        bool even = !num_is_finite(b) || (num_cmp(num_ip(b), b) == 0 && !is_odd_integer(b));
        bool zero_neg = num_is_negative(a) && !even;
        if (b_neg) {
            *r = num_inf(zero_neg ? -1 : 1);
            return HP71_E_ZERO_NEG_POWER;
        }
        *r = num_zero(zero_neg);
        return HP71_E_NONE;
    }
    if (num_is_inf(a)) {
        if (num_is_negative(a) && num_is_finite(b) && num_cmp(num_ip(b), b) != 0) {
            *r = num_nan(); /* the ROM: (-INF)^.5 is Neg^Non-int */
            return HP71_E_NEG_NONINT_POWER;
        }
        *r = b_neg ? num_zero(odd_neg) : num_inf(odd_neg ? -1 : 1);
        return HP71_E_NONE;
    }
    Num abs_a = num_abs(a);
    int vs_one = num_cmp(abs_a, num_from_int(1));
    if (num_is_inf(b)) {
        if (vs_one == 0) {
            *r = num_nan();
            return HP71_E_ONE_POWER_INF;
        }
        *r = (vs_one > 0) != b_neg ? num_inf(1) : num_zero(false);
        return HP71_E_NONE;
    }
    if (num_is_negative(a) && !is_integer(b)) {
        *r = num_nan();
        return HP71_E_NEG_NONINT_POWER;
    }
    if (num_pow_exact(a, b, r)) return HP71_E_NONE;
    /* a whole power of a whole number below 10^12 under OPTION ROUND NEAR:
       the logarithms below round to the exact value (their error stays far
       below half a unit of the 12th digit), so it is computed directly,
       Inexact as theirs (powers of ten are exact, below); the directed
       modes see the logarithms' error */
    if (mode == NUM_ROUND_NEAR && (a.e | b.e | a.k | b.k) == 0 && b.m >= 0 && b.m < 64 &&
        !num_is_power_of_ten(a)) { /* a power of ten: exact below */
        int64_t p = 1;
        bool fits = true;
        for (int64_t i = 0; i < b.m && fits; i++)
            fits = !__builtin_mul_overflow(p, a.m, &p) && p > -NUM_INT_LIMIT && p < NUM_INT_LIMIT;
        if (fits) {
            *r = num_from_int(p);
            return HP71_E_INEXACT;
        }
    }
    /* through logarithms, as the ROM: e^(y ln x) with the ROM's 15-digit
       ln x (rom_ln15) and the product cut (rom_pow_product: 15 digits,
       13 or 12 decimals from 100 up: docs/fidelity.md), e^ at 40 digits, one
       rounding to 12. The ROM's last digit for a large result follows
       (3^255 is 4.63361507922E121, 2 units below the true value; see
       docs/fidelity.md) */
    decNumber x, y, z, l;
    decContext c, cut;
    number_wide_context(&c, 40);
    number_wide_context(&cut, 15);
    cut.round = DEC_ROUND_DOWN;
    number_to_dec(abs_a, &x);
    number_to_dec(b, &y);
    bool whole = num_cmp(num_ip(b), b) == 0;
    /* a power of ten to a whole power: exact (10^500 overflows); to another,
       through the logarithms as any base (10^(13/5) is 398.107170554 on the
       ROM, true 398.1071705534973; 1E100^1.2 is 1.E120), Inexact (100^.5) */
    bool ten = num_is_power_of_ten(abs_a);
    if (ten && whole) {
        c.status = 0;
        decNumberPower(&z, &x, &y, &c);
    } else {
        rom_ln15(&x, &l);
        rom_pow_product(&l, &y);
        c.status = 0;
        if (mode != NUM_ROUND_NEAR || !rom_exp_tiny(&l, &z)) number_exp_rom(&l, &z, &c);
    }
    if (odd_neg) decNumberMinus(&z, &z, &c);
    if (decNumberIsNaN(&z)) {
        *r = num_nan();
        return HP71_E_IVL_ARG;
    }
    if (decNumberIsZero(&z) && (c.status & DEC_Underflow)) {
        *r = num_zero(odd_neg);
        return HP71_E_UNDERFLOW;
    }
    /* x^y for a tiny y is 1 and a little more or less, beyond the wide
       digits: the ROM calls it inexact (TRAP(INX,0) makes 415E-266^1E-499
       an error) and OPTION ROUND POS shows 99999^1E-499 as 1.00000000001 */
    decNumber one, d;
    decNumberFromInt32(&one, 1);
    decNumberCompare(&d, &z, &one, &c);
    bool lost = (c.status & DEC_Inexact) && decNumberIsZero(&d);
    if (lost) number_nudge(&z, b_neg == (vs_one > 0) ? -1 : 1); /* y ln|x|'s sign */
    Hp71Error rounded = number_round_dec(&z, r, mode);
    return rounded == HP71_E_NONE && (lost || (ten && !whole)) ? HP71_E_INEXACT : rounded;
}

Num num_neg(Num a) {
    switch (num_kind(a)) {
    case NUM_NAN: a.k ^= NUM_NEGATIVE_NAN; return a; /* (the ROM: CLASS(-NAN) is -6) */
    case NUM_INF: return num_inf(a.m < 0 ? 1 : -1);
    default:
        if (a.m == 0) return num_zero(a.k != NUM_NEGATIVE_ZERO);
        a.m = -a.m;
        return a;
    }
}

Num num_sgn(Num a) {
    if (num_is_nan(a) || num_is_zero(a)) return a;
    return num_from_int(a.m < 0 ? -1 : 1);
}

Num num_ip(Num a) {
    if (!num_is_finite(a) || a.e >= 0) return a;
    if (-a.e > 18) return num_zero(a.m < 0);
    int64_t q = a.m / num_pow10[-a.e];
    return q == 0 ? num_zero(a.m < 0) : canonical(q, 0);
}

Num num_fp(Num a) {
    if (num_is_nan(a)) return a;
    if (a.e >= 0 || a.m == 0 || num_is_inf(a))
        return num_zero(num_is_negative(a)); /* FP(-INF) -0 */
    if (-a.e > 18) return a;
    int64_t f = a.m % num_pow10[-a.e];
    return f == 0 ? num_zero(a.m < 0) : canonical(f, a.e);
}

Num num_int(Num a) {
    Num ip = num_ip(a);
    if (num_is_finite(a) && a.m < 0 && a.e < 0 && num_cmp(ip, a) != 0) {
        Num r;
        (void)num_sub(ip, num_from_int(1), &r, NUM_ROUND_NEAR);
        return r;
    }
    return ip;
}

Hp71Error num_sqr(Num a, Num *r, NumRound mode) {
    Hp71Error e;
    if (nan_operands(a, num_zero(false), r, &e)) return e;
    if (num_is_zero(a)) {
        *r = a; /* SQR(-0) is -0 */
        return HP71_E_NONE;
    }
    if (num_is_negative(a)) {
        *r = num_nan();
        return HP71_E_SQR_NEG;
    }
    if (num_is_inf(a)) {
        *r = a;
        return HP71_E_NONE;
    }
    Hp71Error e128;
    if (HP71_FAST_PATHS && a.k == 0 && sqr_u128(a, mode, r, &e128)) return e128;
    return num_sqr_slow(a, r, mode);
}

Hp71Error num_sqr_slow(Num a, Num *r, NumRound mode) {
    Hp71Error e;
    if (nan_operands(a, num_zero(false), r, &e)) return e;
    if (num_is_zero(a) || num_is_negative(a) || num_is_inf(a)) return num_sqr(a, r, mode);
    /* decNumber's square root always rounds to nearest: take 40 digits
       (a root that is not exact stays far more than 10^-30 from any 12-digit
       value) and round those once in the OPTION ROUND mode */
    decNumber x, z;
    decContext c;
    decContextDefault(&c, DEC_INIT_BASE);
    c.digits = 40;
    c.emax = 999;
    c.emin = -999;
    c.traps = 0;
    number_to_dec(a, &x);
    decNumberSquareRoot(&z, &x, &c);
    return number_round_dec(&z, r, mode);
}

uint64_t num_long_divide(uint64_t a, uint64_t b, int places, uint64_t *rem) {
    uint64_t q = a / b, r = a % b;
    for (int i = 0; i < places; i++) {
        r *= 10;
        q = q * 10 + r / b;
        r %= b;
    }
    if (rem) *rem = r;
    return q;
}

/* The digits of v, and their sum. */
static int digits_of(uint64_t v, int *sum) {
    int n = 0;
    for (*sum = 0; v; v /= 10, n++)
        *sum += (int)(v % 10);
    return n;
}

/* The 15 significant digits they cut to (whole numbers as the run loop
   works them out: a finite coefficient is below 10^12). */
enum { CUT_DIGITS = 15 };

int num_root_digit_sum(Num a) {
    if (!num_is_finite(a) || a.m <= 0) return 0;
    /* a = m 10^e: sqrt(m 10^t) 10^((e-t)/2), t of e's parity bringing m
       10^t to 29 or 30 digits, so that its whole root has the 15 */
    int sum, d = digits_of((uint64_t)a.m, &sum);
    int t = 29 - d + ((a.e - (29 - d)) & 1);
    U128 n = (U128)(uint64_t)a.m * pow10_u128[t];
    U128 r = (U128)sqrtl((long double)n);
    while (r * r > n)
        r--;
    while ((r + 1) * (r + 1) <= n)
        r++;
    (void)digits_of((uint64_t)r, &sum);
    return sum;
}

int num_quotient_digit_sum(Num a, Num b) {
    if (!num_is_finite(a) || !num_is_finite(b) || a.m == 0 || b.m == 0) return 0;
    uint64_t x = (uint64_t)(a.m < 0 ? -a.m : a.m), y = (uint64_t)(b.m < 0 ? -b.m : b.m);
    /* the places after the point that bring x/y to 15 digits: those its
       whole part lacks, or beyond the zeros that lead its fraction */
    int sum, whole = digits_of(x / y, &sum), places = CUT_DIGITS - whole;
    if (!whole) {
        int dy = digits_of(y, &sum), dx = digits_of(x, &sum);
        int zeros = dy - dx - (x * num_pow10[dy - dx] >= y ? 1 : 0);
        places = CUT_DIGITS + zeros;
    }
    (void)digits_of(num_long_divide(x, y, places, NULL), &sum);
    return sum;
}

Hp71Error num_round_digits(Num a, int n, NumRound mode, Num *r) {
    *r = a;
    if (!num_is_finite(a) || a.m == 0) return HP71_E_NONE;
    decNumber x, z;
    decContext c;
    context_real(&c, n, mode);
    number_to_dec(a, &x);
    decNumberPlus(&z, &x, &c);
    Hp71Error e = number_from_dec(&z, c.status, r);
    /* a denormal keeps the digits down to n-1 places below 1E-499 (SHORT:
       0.0175E-499), Underflow only when some were dropped (the ROM) */
    if (e == HP71_E_UNDERFLOW_EXACT) return HP71_E_NONE;
    if (e == HP71_E_UNDERFLOW && !decNumberIsZero(&z) && !decNumberIsSubnormal(&z, &c))
        return HP71_E_INEXACT; /* rounded up to 1E-499: no underflow */
    return e; /* Overflow, Underflow, or Inexact when digits were dropped (the ROM) */
}

Num num_round_int(Num a) {
    if (!num_is_finite(a) || a.e >= 0) return a;
    if (-a.e > 18) return num_zero(a.m < 0);
    int64_t div = num_pow10[-a.e];
    int64_t q = a.m / div, rem = a.m % div;
    int64_t arem = rem < 0 ? -rem : rem;
    if (arem * 2 >= div) q += (a.m < 0) ? -1 : 1; /* ties away from zero */
    return q == 0 ? num_zero(a.m < 0) : canonical(q, 0);
}

int64_t num_to_int64(Num a, int64_t limit, bool *exact) {
    *exact = true;
    if (num_is_nan(a)) {
        *exact = false;
        return 0;
    }
    if (num_is_inf(a) || a.e > 0) {
        *exact = false;
        return a.m < 0 ? -limit : limit;
    }
    if (a.e < 0) *exact = false;
    int64_t v = num_ip(a).m;
    if (v > limit) {
        *exact = false;
        return limit;
    }
    if (v < -limit) {
        *exact = false;
        return -limit;
    }
    return v;
}

static Hp71Error parse_literal(const char *text, size_t len, char *buf, Num *r);

Hp71Error num_parse(const char *text, size_t len, Num *r) {
    if (len == 0) return HP71_E_SYNTAX;
    if (HP71_FAST_PATHS && len <= NUM_DIGITS) { /* the common literal: 12 digits or fewer */
        int64_t m = 0;
        size_t i = 0;
        while (i < len && text[i] >= '0' && text[i] <= '9')
            m = m * 10 + (text[i++] - '0');
        if (i == len) {
            *r = num_from_int(m);
            return HP71_E_NONE;
        }
    }
    /* (a file's line may hold a literal longer than a typed line's 96) */
    char small[128], *buf = len + 8 <= sizeof small ? small : malloc(len + 8);
    if (!buf) return HP71_E_INSUFFICIENT_MEMORY;
    Hp71Error e = parse_literal(text, len, buf, r);
    if (buf != small) free(buf);
    return e;
}

/* num_parse's work on a literal not of the fast path, in buf (len + 8
 * bytes). */
static Hp71Error parse_literal(const char *text, size_t len, char *buf, Num *r) {
    /* the exponent's signs make one, as on the ROM (1E--2 is 1E2, 1E+-2 1E-2),
       its digits saturated as num_literal_exponent's (beyond any REAL's) */
    size_t k = 0, i = 0;
    while (i < len && text[i] != 'E' && text[i] != 'e')
        buf[k++] = text[i++];
    if (i < len) {
        bool minus;
        buf[k++] = text[i++];
        size_t signs = num_exponent_signs(text + i, len - i, &minus);
        if (signs > 0) buf[k++] = minus ? '-' : '+';
        i += signs;
        size_t digits = len - i, run = 0; /* (text is a slice: no NUL after it) */
        while (run < digits && text[i + run] >= '0' && text[i + run] <= '9')
            run++;
        if (digits > 0 && run == digits && labs(num_literal_exponent(text + i, digits)) >= 100000)
            for (const char *d = "100000"; *d; d++)
                buf[k++] = *d;
        else
            for (; i < len; i++)
                buf[k++] = text[i];
    }
    buf[k] = '\0';
    len = k;
    if (!((buf[0] >= '0' && buf[0] <= '9') || buf[0] == '.')) return HP71_E_SYNTAX; /* no sign */
    for (size_t i = 0; i < len; i++) {
        char ch = buf[i];
        if (!((ch >= '0' && ch <= '9') || ch == '.' || ch == 'E' || ch == 'e' || ch == '+' ||
              ch == '-'))
            return HP71_E_SYNTAX;
    }
    /* read to 12 digits first, then (a denormal) to the digits it keeps,
       each time half to even: the ROM reads .9355056363651E-499 as
       .93550563636E-499, 9.999999999949E-500 as 1.E-499 */
    decNumber z, v;
    decContext c, w;
    number_wide_context(&w, NUM_DIGITS);
    decNumberFromString(&v, buf, &w);
    if (w.status & DEC_Conversion_syntax) return HP71_E_SYNTAX;
    context_real(&c, NUM_DIGITS, NUM_ROUND_NEAR);
    decNumberPlus(&z, &v, &c);
    c.status |= w.status; /* (its Overflow, Underflow, Inexact) */
    if (decNumberIsZero(&z)) {
        /* the ROM: a zero literal overflows when the exponent of its last
           digit is above 500 (0E501, 0.0E502, not 0.00E502) and underflows
           below -498 (0E-499) */
        const char *x = strpbrk(buf, "Ee"), *point = strchr(buf, '.');
        long field = x ? strtol(x + 1, NULL, 10) : 0; /* saturates on huge fields */
        long fraction = point ? (long)((x ? x : buf + len) - point - 1) : 0;
        long last = field > LONG_MIN + 200 ? field - fraction : field;
        if (last > 500 || last < -498) {
            *r = last > 0 ? num_inf(1) : num_zero(false);
            return last > 0 ? HP71_E_OVERFLOW : HP71_E_UNDERFLOW;
        }
    }
    return real_from_dec(&z, c.status, tiny_result(&z, c.status, &v, NUM_ROUND_NEAR), r);
}

Num num_exact(int64_t m, int32_t e) {
    return canonical(m, e);
}

Hp71Error num_make(int64_t m, int e, Num *r) {
    decNumber z;
    decContext c;
    Num wide = {m, e, NUM_FINITE};
    context_real(&c, NUM_DIGITS, NUM_ROUND_NEAR);
    decNumber x;
    number_to_dec(wide, &x);
    decNumberPlus(&z, &x, &c);
    return real_from_dec(&z, c.status, tiny_result(&z, c.status, &x, NUM_ROUND_NEAR), r);
}

void num_digits(Num a, char digits[13], int *x, bool *negative) {
    *negative = num_is_negative(a);
    if (!num_is_finite(a) || a.m == 0) {
        strcpy(digits, "0");
        *x = 0;
        return;
    }
    uint64_t u = (uint64_t)(a.m < 0 ? -a.m : a.m);
    char tmp[24];
    int n = 0;
    while (u != 0) {
        tmp[n++] = (char)('0' + u % 10);
        u /= 10;
    }
    *x = n - 1 + a.e;
    int skip = 0;
    while (skip < n - 1 && tmp[skip] == '0')
        skip++;
    int k = 0;
    for (int i = n - 1; i >= skip && k < 12; i--)
        digits[k++] = tmp[i];
    digits[k] = '\0';
}
