/*
 * number.c — the out-of-line (decNumber) half of HP-71B REAL arithmetic.
 * See number.h for the representation and the fast path.
 */
#include "number.h"
#include "number_dec.h"

#include <string.h>

static const int64_t pow10_table[19] = {1LL,
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
    while (n < 19 && u >= (uint64_t)pow10_table[n])
        n++;
    return n;
}

/* A decNumber context with the HP-71B REAL format: 12 digits, exponent
 * -499..499 (so gradual underflow reaches 1E-510), ties to even. */
static const enum rounding rounding_of[] = {DEC_ROUND_HALF_EVEN, DEC_ROUND_DOWN, DEC_ROUND_CEILING,
                                            DEC_ROUND_FLOOR};

static void context_real(decContext *c, int digits) {
    decContextDefault(c, DEC_INIT_BASE);
    c->digits = digits;
    c->emax = 499;
    c->emin = -499;
    c->round = DEC_ROUND_HALF_EVEN;
    c->traps = 0;
    c->clamp = 0;
}

static Num canonical(int64_t m, int32_t e) {
    if (m == 0) return num_from_int(0);
    for (int pass = 0; pass < 2; pass++) {
        uint64_t u = (uint64_t)(m < 0 ? -m : m);
        if (e >= 0 && count_digits(u) + e <= NUM_DIGITS) return num_from_int(m * pow10_table[e]);
        if (pass == 0)
            while (m % 10 == 0) {
                m /= 10;
                e++;
            }
    }
    return (Num){m, e, NUM_FINITE};
}

Num num_max_real(int sign) {
    return (Num){sign < 0 ? -999999999999LL : 999999999999LL, 488, NUM_FINITE};
}

void number_to_dec(Num a, decNumber *d) {
    decNumberZero(d);
    if (a.k == NUM_NAN) {
        d->bits = DECNAN;
        return;
    }
    if (a.k == NUM_INF) {
        d->bits = (uint8_t)(DECINF | (a.m < 0 ? DECNEG : 0));
        return;
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
    d->exponent = a.e;
    if (a.m < 0) d->bits |= DECNEG;
}

/* Turns a decNumber result (already rounded to at most 12 digits) and the
 * context status into a Num and an HP-71B condition. */
Hp71Error number_from_dec(const decNumber *d, uint32_t status, Num *r) {
    bool neg = decNumberIsNegative(d);
    if (status & DEC_Division_by_zero) return HP71_E_DIV_ZERO;
    if (decNumberIsNaN(d)) {
        *r = (Num){0, 0, NUM_NAN};
        return (status & DEC_Invalid_operation) ? HP71_E_INVALID_ARG : HP71_E_NONE;
    }
    if (decNumberIsInfinite(d)) {
        if (status & DEC_Overflow) {
            *r = num_max_real(neg ? -1 : 1);
            return HP71_E_OVERFLOW;
        }
        *r = (Num){neg ? -1 : 1, 0, NUM_INF};
        return HP71_E_NONE;
    }
    if (decNumberIsZero(d)) {
        *r = num_from_int(0);
        return (status & DEC_Underflow) ? HP71_E_UNDERFLOW : HP71_E_NONE;
    }
    int64_t m = 0;
    for (int i = (d->digits + DECDPUN - 1) / DECDPUN - 1; i >= 0; i--)
        m = m * (int64_t)unit_scale + d->lsu[i];
    *r = canonical(neg ? -m : m, d->exponent);
    return HP71_E_NONE;
}

typedef decNumber *(*DecBinary)(decNumber *, const decNumber *, const decNumber *, decContext *);

static Hp71Error binary_slow(DecBinary op, Num a, Num b, Num *r, NumRound mode) {
    decNumber x, y, z;
    decContext c;
    context_real(&c, NUM_DIGITS);
    c.round = rounding_of[mode];
    number_to_dec(a, &x);
    number_to_dec(b, &y);
    op(&z, &x, &y, &c);
    return number_from_dec(&z, c.status, r);
}

Hp71Error num_add_slow(Num a, Num b, Num *r, NumRound mode) {
    return binary_slow(decNumberAdd, a, b, r, mode);
}
Hp71Error num_sub_slow(Num a, Num b, Num *r, NumRound mode) {
    return binary_slow(decNumberSubtract, a, b, r, mode);
}
Hp71Error num_mul_slow(Num a, Num b, Num *r, NumRound mode) {
    return binary_slow(decNumberMultiply, a, b, r, mode);
}

int num_cmp_slow(Num a, Num b) {
    if (a.k == NUM_NAN || b.k == NUM_NAN) return 2;
    decNumber x, y, z;
    decContext c;
    context_real(&c, NUM_DIGITS);
    number_to_dec(a, &x);
    number_to_dec(b, &y);
    decNumberCompare(&z, &x, &y, &c);
    if (decNumberIsZero(&z)) return 0;
    return decNumberIsNegative(&z) ? -1 : 1;
}

Hp71Error num_div(Num a, Num b, Num *r, NumRound mode) {
    if (num_is_zero(b) && a.k == NUM_FINITE)
        return num_is_zero(a) ? HP71_E_ZERO_DIV_ZERO : HP71_E_DIV_ZERO;
    if (num_both_int(a, b) && a.m % b.m == 0) {
        *r = num_from_int(a.m / b.m);
        return HP71_E_NONE;
    }
    return num_div_slow(a, b, r, mode);
}

Hp71Error num_div_slow(Num a, Num b, Num *r, NumRound mode) {
    return binary_slow(decNumberDivide, a, b, r, mode);
}

static bool is_integer(Num a) {
    if (a.k != NUM_FINITE) return false;
    return a.e >= 0;
}

Hp71Error num_pow(Num a, Num b, Num *r, NumRound mode) {
    if (a.k == NUM_NAN || b.k == NUM_NAN) {
        *r = (Num){0, 0, NUM_NAN};
        return HP71_E_NONE;
    }
    if (num_is_zero(a)) {
        int s = num_cmp(b, num_from_int(0));
        (void)mode;
        if (s < 0) return HP71_E_ZERO_NEG_POWER;
        *r = num_from_int(s == 0 ? 1 : 0);
        return HP71_E_NONE;
    }
    if (num_both_int(a, b) && b.m >= 0 && b.m < 64) {
        int64_t p = 1;
        bool fits = true;
        for (int64_t i = 0; i < b.m && fits; i++)
            fits = !__builtin_mul_overflow(p, a.m, &p) && p > -NUM_INT_LIMIT && p < NUM_INT_LIMIT;
        if (fits) {
            *r = num_from_int(p);
            return HP71_E_NONE;
        }
    }
    if (b.k == NUM_INF && a.k == NUM_FINITE && (a.m == 1 || a.m == -1) && a.e == 0)
        return HP71_E_ONE_POWER_INF;
    if (a.k == NUM_FINITE && a.m < 0 && b.k == NUM_FINITE && !is_integer(b))
        return HP71_E_NEG_NONINT_POWER;
    /* 40 working digits, then one rounding to 12 */
    decNumber x, y, z;
    decContext c;
    context_real(&c, 40);
    c.emax = 999999;
    c.emin = -999999;
    number_to_dec(a, &x);
    number_to_dec(b, &y);
    decNumberPower(&z, &x, &y, &c);
    if (c.status & DEC_Invalid_operation) return HP71_E_INVALID_ARG;
    return number_round_dec(&z, r, mode);
}

Num num_neg(Num a) {
    if (a.k == NUM_NAN) return a;
    a.m = -a.m;
    return a;
}

Num num_abs(Num a) {
    if (a.m < 0) a.m = -a.m;
    return a;
}

Num num_sgn(Num a) {
    if (a.k == NUM_NAN) return a;
    return num_from_int((a.m > 0) - (a.m < 0));
}

Num num_ip(Num a) {
    if (a.k != NUM_FINITE || a.e >= 0) return a;
    if (-a.e > 18) return num_from_int(0);
    return canonical(a.m / pow10_table[-a.e], 0);
}

Num num_fp(Num a) {
    if (a.k != NUM_FINITE) return (Num){0, 0, NUM_NAN};
    if (a.e >= 0) return num_from_int(0);
    if (-a.e > 18) return a;
    return canonical(a.m % pow10_table[-a.e], a.e);
}

Num num_int(Num a) {
    Num ip = num_ip(a);
    if (a.k == NUM_FINITE && a.m < 0 && a.e < 0) {
        Num r;
        (void)num_sub(ip, num_from_int(1), &r, NUM_ROUND_NEAR);
        return r;
    }
    return ip;
}

Hp71Error num_sqr(Num a, Num *r, NumRound mode) {
    if (a.k == NUM_NAN) {
        *r = a;
        return HP71_E_NONE;
    }
    if (a.m < 0) return HP71_E_SQR_NEG;
    decNumber x, z;
    decContext c;
    context_real(&c, NUM_DIGITS);
    c.round = rounding_of[mode];
    number_to_dec(a, &x);
    decNumberSquareRoot(&z, &x, &c);
    return number_from_dec(&z, c.status, r);
}

Num num_round_digits(Num a, int n) {
    if (a.k != NUM_FINITE) return a;
    uint64_t u = (uint64_t)(a.m < 0 ? -a.m : a.m);
    if (count_digits(u) <= n) return a;
    decNumber x, z;
    decContext c;
    Num r;
    context_real(&c, n);
    number_to_dec(a, &x);
    decNumberPlus(&z, &x, &c);
    if (number_from_dec(&z, c.status, &r) == HP71_E_OVERFLOW) r = num_max_real(a.m < 0 ? -1 : 1);
    return r;
}

Num num_round_int(Num a) {
    if (a.k != NUM_FINITE || a.e >= 0) return a;
    if (-a.e > 18) return num_from_int(0);
    int64_t div = pow10_table[-a.e];
    int64_t q = a.m / div, rem = a.m % div;
    int64_t arem = rem < 0 ? -rem : rem;
    int64_t half = div / 2;
    if (arem > half || (arem == half && (q % 2 != 0))) q += (a.m < 0) ? -1 : 1;
    return canonical(q, 0);
}

int64_t num_to_int64(Num a, int64_t limit, bool *exact) {
    *exact = true;
    if (a.k == NUM_NAN) {
        *exact = false;
        return 0;
    }
    if (a.k == NUM_INF || a.e > 0) {
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

Hp71Error num_parse(const char *text, size_t len, Num *r) {
    char buf[128];
    if (len == 0 || len >= sizeof buf) return HP71_E_SYNTAX;
    memcpy(buf, text, len);
    buf[len] = '\0';
    if (!((buf[0] >= '0' && buf[0] <= '9') || buf[0] == '.')) return HP71_E_SYNTAX; /* no sign */
    for (size_t i = 0; i < len; i++) {
        char ch = buf[i];
        if (!((ch >= '0' && ch <= '9') || ch == '.' || ch == 'E' || ch == 'e' || ch == '+' ||
              ch == '-'))
            return HP71_E_SYNTAX;
    }
    decNumber z;
    decContext c;
    context_real(&c, NUM_DIGITS);
    decNumberFromString(&z, buf, &c);
    if (c.status & DEC_Conversion_syntax) return HP71_E_SYNTAX;
    return number_from_dec(&z, c.status, r);
}

Hp71Error num_make(int64_t m, int e, Num *r) {
    decNumber z;
    decContext c;
    Num wide = {m, e, NUM_FINITE};
    context_real(&c, NUM_DIGITS);
    decNumber x;
    number_to_dec(wide, &x);
    decNumberPlus(&z, &x, &c);
    return number_from_dec(&z, c.status, r);
}

void num_digits(Num a, char digits[13], int *x, bool *negative) {
    *negative = a.m < 0;
    if (a.k != NUM_FINITE || a.m == 0) {
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

Hp71Error number_round_dec(const decNumber *wide, Num *r, NumRound mode) {
    decNumber z;
    decContext c;
    context_real(&c, NUM_DIGITS);
    c.round = rounding_of[mode];
    decNumberPlus(&z, wide, &c);
    return number_from_dec(&z, c.status, r);
}
