/*
 * number.h — HP-71B REAL arithmetic: 12-digit decimal numbers, IEEE style.
 *
 * This module owns the Num value type and every arithmetic operation on it.
 * A Num is coefficient × 10^exponent with at most 12 coefficient digits and
 * the HP-71B exponent range (largest 9.99999999999E499; denormals down to
 * 1E-510, MINREAL), plus the IEEE specials the machine has: signed zero,
 * ±Inf, and NaN, quiet or signaling (the NAN keyword). Values are kept
 * canonical, so two equal numbers have equal fields: an integer below
 * 10^12 always has exponent 0 and kind 0 — the "exact fast path" form.
 * Operations on two such integers whose result stays below 10^12 are done
 * inline with native integers; other finite operands whose result is a
 * normal number go out of line to 128-bit integers; everything else
 * (Inf, NaN, signed zeros, overflow, underflow) to decNumber with a
 * 12-digit context. All paths give the same result; tests/unit/test_number.c
 * and fuzz_decimal check that on random operands in every rounding mode.
 *
 * Operations return the IEEE result (±Inf for an overflow or a division by
 * zero, NaN for an invalid operation, a denormal or ±0 for an underflow)
 * and the exception they raised, as a message of errors.h: HP71_E_NONE,
 * INEXACT (the result was rounded), UNDERFLOW / UNDERFLOW_EXACT, OVERFLOW,
 * DIV_ZERO, ZERO_DIV_ZERO, INF_MINUS_INF, SIGNALED_OP ... The caller hands
 * the exception to the trap module (traps.h), which decides, by the
 * machine's TRAP settings, between an error, a warning with a default
 * result, and nothing. Rounding operations take the OPTION ROUND mode.
 */
#ifndef HP71_NUMBER_H
#define HP71_NUMBER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "errors.h"

/* Build option fast_paths (meson): 0 sends every operation through the
 * decNumber path and the VM through its plain switch, to check that the fast
 * paths change nothing. */
#ifndef HP71_FAST_PATHS
#define HP71_FAST_PATHS 1
#endif

/* The kind of a Num (k & 3), and the flags beside it in k. */
enum { NUM_FINITE = 0, NUM_INF = 1, NUM_NAN = 2 };
enum {
    NUM_SIGNALING = 4,     /* with NUM_NAN: a signaling NaN (NAN); operations signal */
    NUM_NEGATIVE_ZERO = 8, /* with NUM_FINITE and m 0: -0 */
    NUM_NEGATIVE_NAN = 16, /* with NUM_NAN: a negative one (-NAN); only CLASS shows it */
};

/* OPTION ROUND: how inexact results are rounded (NEAR is ties to even). */
typedef enum NumRound { NUM_ROUND_NEAR, NUM_ROUND_ZERO, NUM_ROUND_POS, NUM_ROUND_NEG } NumRound;

/* Largest magnitude of an integer kept in fast-path form (exclusive). */
#define NUM_INT_LIMIT 1000000000000LL
/* The powers of ten 10^0 .. 10^18. */
extern const int64_t num_pow10[19];
/* Significant digits of an HP-71B REAL. */
#define NUM_DIGITS 12
/* The exponent of the smallest normal REAL (1E-499) and of MINREAL. */
#define NUM_EMIN  (-499)
#define NUM_ETINY (-510)

typedef struct Num {
    int64_t m; /* signed coefficient, |m| < 10^12; for Inf, the sign (+1/-1); NaN 0 */
    int32_t e; /* exponent of the last coefficient digit */
    int32_t k; /* NUM_FINITE, NUM_INF or NUM_NAN, with NUM_SIGNALING / NUM_NEGATIVE_ZERO */
} Num;

/* Takes an integer with |v| < 10^12; returns it as a Num (no rounding). */
static inline Num num_from_int(int64_t v) {
    return (Num){v, 0, NUM_FINITE};
}

static inline int num_kind(Num a) {
    return a.k & 3;
}
static inline bool num_is_nan(Num a) {
    return (a.k & 3) == NUM_NAN;
}
static inline bool num_is_snan(Num a) {
    return (a.k & ~NUM_NEGATIVE_NAN) == (NUM_NAN | NUM_SIGNALING);
}
static inline bool num_is_inf(Num a) {
    return (a.k & 3) == NUM_INF;
}
static inline bool num_is_finite(Num a) {
    return (a.k & 3) == NUM_FINITE;
}
/* The exception of an operation on a and b, one of them a NaN: Signaled
 * Op for a signaling one, SIGNALED_OP_TWICE for two (the ROM: NAN+NAN
 * warns twice), none for quiet ones. */
static inline Hp71Error num_nan_exception(Num a, Num b) {
    return num_is_snan(a) && num_is_snan(b)   ? HP71_E_SIGNALED_OP_TWICE
           : num_is_snan(a) || num_is_snan(b) ? HP71_E_SIGNALED_OP
                                              : HP71_E_NONE;
}
/* True when a is zero, of either sign. */
static inline bool num_is_zero(Num a) {
    return (a.k & 3) == NUM_FINITE && a.m == 0;
}
/* True when a is a power of ten of either sign (1, 1000, .01, -10); false
 * for 0, Inf and NaN. */
static inline bool num_is_power_of_ten(Num a) {
    if ((a.k & 3) != NUM_FINITE || a.m == 0) return false;
    int64_t m = a.m < 0 ? -a.m : a.m;
    while (m % 10 == 0)
        m /= 10;
    return m == 1;
}
/* True when a's sign is minus: negative numbers, -0, -Inf (never NaN). */
static inline bool num_is_negative(Num a) {
    return a.m < 0 || a.k == NUM_NEGATIVE_ZERO;
}

static inline Num num_inf(int sign) {
    return (Num){sign < 0 ? -1 : 1, 0, NUM_INF};
}
static inline Num num_nan(void) {
    return (Num){0, 0, NUM_NAN};
}
static inline Num num_signaling_nan(void) {
    return (Num){0, 0, NUM_NAN | NUM_SIGNALING};
}
/* +0 or -0. */
static inline Num num_zero(bool negative) {
    return (Num){0, 0, negative ? NUM_NEGATIVE_ZERO : NUM_FINITE};
}

_Static_assert(sizeof(Num) == 16 && offsetof(Num, k) == offsetof(Num, e) + 4,
               "a Num's exponent and kind make one 64-bit word");
/* A Num's exponent and kind read as one word: 0 exactly for an integer in
 * fast-path form (one load and one test, where the two fields take four). */
static inline uint64_t num_tag(Num a) {
    uint64_t t;
    memcpy(&t, (const unsigned char *)&a + offsetof(Num, e), sizeof t);
    return t;
}

/* True when both operands are integers in fast-path form. */
static inline bool num_both_int(Num a, Num b) {
    return HP71_FAST_PATHS && (num_tag(a) | num_tag(b)) == 0;
}

/* True when a is a finite integer below 10^12 in magnitude (not -0). */
static inline bool num_is_small_int(Num a) {
    return num_tag(a) == 0;
}

/* The factors 1 + 10^-j, j 0 to NUM_EXP_FACTORS - 1, the ROM's e^x takes
 * its argument apart into. */
#define NUM_EXP_FACTORS 8
/* How the ROM's e^x takes |x| apart (number_exp_rom; the cost model's terms
 * of EXP and x^y): |x| = n ln 10 + the sum of q[j] ln(1 + 10^-j) + a rest
 * below 10^-7, the rest after n ln 10 cut to 15 decimals and each factor's
 * logarithm subtracted while it can be. Takes x; sets *n and q and returns
 * true, or false for an x not finite or of 10^4 or more in magnitude (no
 * EXP of it is finite). Raises nothing. */
bool num_exp_factors(Num x, int *n, int q[NUM_EXP_FACTORS]);
/* num_exp_factors of y ln |x| as the ROM's x^y works it out (num_pow: its
 * 15-digit ln |x|, the product cut), so that a power whose logarithm is a
 * whole number of one factor's (2^3, 1.1^2) sees the product fall just
 * below it, as the ROM's times show. Takes x and y; sets *n and q and
 * returns true, or false for x 0 or not finite, y not finite, or a
 * |y ln x| of 10^4 or more. Raises nothing. */
bool num_pow_exp_factors(Num x, Num y, int *n, int q[NUM_EXP_FACTORS]);

/* The out-of-line halves of +, -, ×, ÷ and compare. num_*_128: finite
 * operands whose rounded result is a normal number well inside the range,
 * by 128-bit integers, rounded as decNumber rounds (the rest goes on to the
 * slow path); num_*_slow: decNumber always, the reference that
 * tests/unit/test_number.c and fuzz_decimal compare the fast paths with. */
Hp71Error num_add_128(Num a, Num b, Num *r, NumRound mode);
Hp71Error num_sub_128(Num a, Num b, Num *r, NumRound mode);
Hp71Error num_mul_128(Num a, Num b, Num *r, NumRound mode);
int num_cmp_128(Num a, Num b);
Hp71Error num_add_slow(Num a, Num b, Num *r, NumRound mode);
Hp71Error num_sub_slow(Num a, Num b, Num *r, NumRound mode);
Hp71Error num_mul_slow(Num a, Num b, Num *r, NumRound mode);
int num_cmp_slow(Num a, Num b);
Hp71Error num_div_slow(Num a, Num b, Num *r, NumRound mode);

/* a + b. Exceptions: Inexact, Overflow, Underflow, Inf-Inf, Signaled Op. */
static inline Hp71Error num_add(Num a, Num b, Num *r, NumRound mode) {
    if (num_both_int(a, b)) {
        int64_t s = a.m + b.m;
        if (s > -NUM_INT_LIMIT && s < NUM_INT_LIMIT) {
            /* an exact zero of opposite signs is -0 under OPTION ROUND NEG
               (IEEE, the ROM), but 0+0 stays 0 */
            *r = s == 0 && mode == NUM_ROUND_NEG && a.m != 0 ? num_zero(true) : num_from_int(s);
            return HP71_E_NONE;
        }
    }
    return num_add_128(a, b, r, mode);
}

/* a - b. Exceptions as num_add. */
static inline Hp71Error num_sub(Num a, Num b, Num *r, NumRound mode) {
    if (num_both_int(a, b)) {
        int64_t s = a.m - b.m;
        if (s > -NUM_INT_LIMIT && s < NUM_INT_LIMIT) {
            *r = s == 0 && mode == NUM_ROUND_NEG ? num_zero(true) : num_from_int(s); /* 0-0 too */
            return HP71_E_NONE;
        }
    }
    return num_sub_128(a, b, r, mode);
}

/* a × b. Exceptions: Inexact, Overflow, Underflow, Inf*0, Signaled Op. */
static inline Hp71Error num_mul(Num a, Num b, Num *r, NumRound mode) {
    if (num_both_int(a, b)) {
        int64_t p;
        if (!__builtin_mul_overflow(a.m, b.m, &p) && p > -NUM_INT_LIMIT && p < NUM_INT_LIMIT &&
            (p != 0 || (a.m >= 0 && b.m >= 0))) { /* 0 × -5 is -0: the slow path */
            *r = num_from_int(p);
            return HP71_E_NONE;
        }
    }
    return num_mul_128(a, b, r, mode);
}

/* Compares a and b: returns -1, 0 or 1; 2 when either is NaN (unordered).
 * -0 equals 0. Signals nothing: the caller decides what an unordered or a
 * signaling operand raises. */
static inline int num_cmp(Num a, Num b) {
    if (num_both_int(a, b)) return (a.m > b.m) - (a.m < b.m);
    return num_cmp_128(a, b);
}

/* a ÷ b. Exceptions: Inexact, Overflow, Underflow, /Zero (±Inf), 0/0,
 * Inf/Inf, Signaled Op. */
Hp71Error num_div(Num a, Num b, Num *r, NumRound mode);
/* The powers the ROM gives exactly, without its logarithms (number.c:
 * 1 to any power, -1 to a whole one, and 2, 4, .5, .25 and .0625 of either
 * sign to a power whose value is 2, 4, .5 or .25): takes finite nonzero a
 * and b (a negative only with a whole b); sets *r and returns true for one
 * of these. */
bool num_pow_exact(Num a, Num b, Num *r);
/* a ^ b. Exceptions: Inexact, Overflow, Underflow, 0^neg (±Inf), 0^0 and
 * Inf^0 (1), 1^Inf, Neg^Non-int, Signaled Op. */
Hp71Error num_pow(Num a, Num b, Num *r, NumRound mode);
/* SQR: square root, correctly rounded. Exceptions: Inexact, SQR(neg),
 * Signaled Op. SQR(-0) is -0. */
Hp71Error num_sqr(Num a, Num *r, NumRound mode);
/* num_sqr by decNumber always (the reference for its 128-bit path). */
Hp71Error num_sqr_slow(Num a, Num *r, NumRound mode);
/* The sum of the digits of the square root of a finite a > 0 to 15 digits,
 * cut: the digits the ROM's square root works out one by one, each unit a
 * subtraction (its times: bench/timing/fn_sqr_*); 0 for any other a. */
int num_root_digit_sum(Num a);
/* Likewise of the quotient a / b to 15 digits, cut, for finite a and b not
 * 0 (the ROM's division: bench/timing/div_*); 0 for any others. */
int num_quotient_digit_sum(Num a, Num b);
/* Long division: takes a, b > 0 and places; returns a 10^places / b cut to
 * a whole number (the caller keeps it below 2^64; b below 10^18), and sets
 * *rem, when not NULL, to what remains. */
uint64_t num_long_divide(uint64_t a, uint64_t b, int places, uint64_t *rem);
/* -a (exact; -0 from 0). */
Num num_neg(Num a);
/* |a| (exact). */
static inline Num num_abs(Num a) {
    if (num_is_nan(a)) {
        a.k &= ~NUM_NEGATIVE_NAN;
        return a;
    }
    if (a.m < 0) a.m = -a.m;
    if (a.k == NUM_NEGATIVE_ZERO) a.k = NUM_FINITE;
    return a;
}
/* SGN: -1, 1, ±0 (the zero itself), NaN for NaN. */
Num num_sgn(Num a);
/* IP: integer part, truncated toward zero (exact). */
Num num_ip(Num a);
/* FP: fractional part a - IP(a) (exact; ±0 for ±Inf, as the ROM). */
Num num_fp(Num a);
/* INT: greatest integer not above a (exact unless beyond 12 digits). */
Num num_int(Num a);

/* Rounds a to n significant digits (5 for SHORT) in mode (ties to even when
 * NEAR); returns Overflow or Underflow (the result then ±Inf or ±0) when the
 * rounded value leaves the range of a SHORT (exponent -499..499, no
 * denormals), Inexact when digits were dropped. */
Hp71Error num_round_digits(Num a, int n, NumRound mode, Num *r);
/* Rounds a to the nearest integer, ties away from zero (INTEGER store). */
Num num_round_int(Num a);

/* Converts a (expected integer-valued) to a C integer, clamping to ±limit;
 * sets *exact false when a was not an integer or was clamped. */
int64_t num_to_int64(Num a, int64_t limit, bool *exact);

/* Takes text (a numeric literal: digits, optional '.', optional E[sign]digits,
 * no sign) and its length in characters; rounds to 12 digits. Returns
 * HP71_E_NONE, INEXACT, OVERFLOW (value ±Inf) or UNDERFLOW(_EXACT) (value
 * rounded as a denormal); HP71_E_SYNTAX when text is not a literal. */
Hp71Error num_parse(const char *text, size_t len, Num *r);

/* Takes the text after a numeric literal's E (n characters); returns how
 * many signs start it: any number of them make one sign (the ROM: 1E--2 is
 * 1E2), *minus when that sign is '-'. */
static inline size_t num_exponent_signs(const char *s, size_t n, bool *minus) {
    size_t i = 0;
    *minus = false;
    for (; i < n && (s[i] == '+' || s[i] == '-'); i++)
        *minus ^= s[i] == '-';
    return i;
}

/* Takes the text after a numeric literal's E (n characters): its signs
 * (num_exponent_signs), then its digits. Returns the exponent, saturated
 * at ±100000 (beyond any REAL's). */
static inline long num_literal_exponent(const char *s, size_t n) {
    bool minus;
    size_t i = num_exponent_signs(s, n, &minus);
    long x = 0;
    for (; i < n && s[i] >= '0' && s[i] <= '9'; i++)
        x = x < 100000 ? x * 10 + (s[i] - '0') : 100000;
    return minus ? -x : x;
}

/* Takes a finite a and returns its digits without trailing zeros (most
 * significant first, as ASCII, NUL-terminated, at most 12), the decimal
 * exponent x of the first digit (a = d.ddd × 10^x) and the sign. Zero gives
 * "0", x = 0. */
void num_digits(Num a, char digits[13], int *x, bool *negative);

/* The largest REAL, 9.99999999999E499, with the given sign (+1 or -1). */
Num num_max_real(int sign);
/* MINREAL, the smallest denormal: 1E-510. */
Num num_min_real(void);
/* The canonical Num for coefficient m (|m| < 10^12) times 10^e, e within
 * the normal range: exactly that value (no rounding, no exception). */
Num num_exact(int64_t m, int32_t e);
/* Builds the canonical Num for coefficient m (any size below 10^18) times
 * 10^e, rounding to 12 digits, ties to even. Returns the exceptions the
 * arithmetic does. */
Hp71Error num_make(int64_t m, int e, Num *r);

#endif
