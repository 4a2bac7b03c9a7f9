/*
 * number.h — HP-71B REAL arithmetic: 12-digit decimal numbers.
 *
 * This module owns the Num value type and every arithmetic operation on it.
 * A Num is coefficient × 10^exponent with at most 12 coefficient digits and
 * the HP-71B exponent range (largest 9.99999999999E499; gradual underflow
 * down to 1E-510), plus Inf and NaN. Values are kept canonical, so two equal
 * numbers have equal fields: an integer below 10^12 always has exponent 0 —
 * that is the "exact fast path" form. Operations on two such integers whose
 * result stays below 10^12 are done inline with native integers; everything
 * else goes out of line to decNumber with a 12-digit, round-half-even
 * context (the HP-71B's IEEE-854 draft behaviour). Both paths give the same
 * result; tests/unit/test_number.c checks that on random operands.
 *
 * Rounding operations take the OPTION ROUND mode (the fast path is exact and
 * needs none). Operations return an Hp71Error: HP71_E_NONE, a warning (Overflow,
 * Underflow; the result is then the HP-71B default value) or an error
 * (the result is then unspecified). The caller decides how to report it.
 */
#ifndef HP71_NUMBER_H
#define HP71_NUMBER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "errors.h"

/* Build option fast_paths (meson): 0 sends every operation through the
 * decNumber path and the VM through its plain switch, to check that the fast
 * paths change nothing. */
#ifndef HP71_FAST_PATHS
#define HP71_FAST_PATHS 1
#endif

enum { NUM_FINITE = 0, NUM_INF = 1, NUM_NAN = 2 };

/* OPTION ROUND: how inexact results are rounded (NEAR is ties to even). */
typedef enum NumRound { NUM_ROUND_NEAR, NUM_ROUND_ZERO, NUM_ROUND_POS, NUM_ROUND_NEG } NumRound;

/* Largest magnitude of an integer kept in fast-path form (exclusive). */
#define NUM_INT_LIMIT 1000000000000LL
/* Significant digits of an HP-71B REAL. */
#define NUM_DIGITS 12

typedef struct Num {
    int64_t m; /* signed coefficient, |m| < 10^12; for Inf, the sign (+1/-1) */
    int32_t e; /* exponent of the last coefficient digit */
    int32_t k; /* NUM_FINITE, NUM_INF or NUM_NAN */
} Num;

/* Takes an integer with |v| < 10^12; returns it as a Num (no rounding). */
static inline Num num_from_int(int64_t v) {
    return (Num){v, 0, NUM_FINITE};
}

/* True when both operands are integers in fast-path form. */
static inline bool num_both_int(Num a, Num b) {
    return HP71_FAST_PATHS && (a.e | b.e | a.k | b.k) == 0;
}

/* True when a is a finite integer below 10^12 in magnitude. */
static inline bool num_is_small_int(Num a) {
    return (a.e | a.k) == 0;
}

Hp71Error num_add_slow(Num a, Num b, Num *r, NumRound mode);
Hp71Error num_sub_slow(Num a, Num b, Num *r, NumRound mode);
Hp71Error num_mul_slow(Num a, Num b, Num *r, NumRound mode);
int num_cmp_slow(Num a, Num b);
Hp71Error num_div_slow(Num a, Num b, Num *r, NumRound mode);

/* a + b, rounded to 12 digits. Warnings: Overflow. */
static inline Hp71Error num_add(Num a, Num b, Num *r, NumRound mode) {
    if (num_both_int(a, b)) {
        int64_t s = a.m + b.m;
        if (s > -NUM_INT_LIMIT && s < NUM_INT_LIMIT) {
            *r = num_from_int(s);
            return HP71_E_NONE;
        }
    }
    return num_add_slow(a, b, r, mode);
}

/* a - b, rounded to 12 digits. Warnings: Overflow. */
static inline Hp71Error num_sub(Num a, Num b, Num *r, NumRound mode) {
    if (num_both_int(a, b)) {
        int64_t s = a.m - b.m;
        if (s > -NUM_INT_LIMIT && s < NUM_INT_LIMIT) {
            *r = num_from_int(s);
            return HP71_E_NONE;
        }
    }
    return num_sub_slow(a, b, r, mode);
}

/* a × b, rounded to 12 digits. Warnings: Overflow, Underflow. */
static inline Hp71Error num_mul(Num a, Num b, Num *r, NumRound mode) {
    if (num_both_int(a, b)) {
        int64_t p;
        if (!__builtin_mul_overflow(a.m, b.m, &p) && p > -NUM_INT_LIMIT && p < NUM_INT_LIMIT) {
            *r = num_from_int(p);
            return HP71_E_NONE;
        }
    }
    return num_mul_slow(a, b, r, mode);
}

/* Compares a and b: returns -1, 0 or 1; 2 when either is NaN (unordered). */
static inline int num_cmp(Num a, Num b) {
    if (num_both_int(a, b)) return (a.m > b.m) - (a.m < b.m);
    return num_cmp_slow(a, b);
}

/* a ÷ b. Errors: 0/0 (7), Division by Zero (8). Warnings: Overflow, Underflow. */
Hp71Error num_div(Num a, Num b, Num *r, NumRound mode);
/* a ^ b. Errors: 0^Neg, Neg^NonInt, 1^Inf. Warnings: Overflow, Underflow.
 * 0^0 is 1. */
Hp71Error num_pow(Num a, Num b, Num *r, NumRound mode);
/* -a (exact). */
Num num_neg(Num a);
/* |a| (exact). */
Num num_abs(Num a);
/* SGN: -1, 0 or 1. */
Num num_sgn(Num a);
/* IP: integer part, truncated toward zero (exact). */
Num num_ip(Num a);
/* FP: fractional part a - IP(a) (exact). */
Num num_fp(Num a);
/* INT: greatest integer not above a (exact unless beyond 12 digits). */
Num num_int(Num a);
/* SQR: square root, correctly rounded. Error: SQR(Neg) (10). */
Hp71Error num_sqr(Num a, Num *r, NumRound mode);

/* Rounds a to n significant digits (n = 5 for SHORT), ties to even. */
Num num_round_digits(Num a, int n);
/* Rounds a to the nearest integer, ties to even (INTEGER store). */
Num num_round_int(Num a);

/* True when a is zero. */
static inline bool num_is_zero(Num a) {
    return a.k == NUM_FINITE && a.m == 0;
}

/* Converts a (expected integer-valued) to a C integer, clamping to ±limit;
 * sets *exact false when a was not an integer or was clamped. */
int64_t num_to_int64(Num a, int64_t limit, bool *exact);

/* Takes text (a numeric literal: digits, optional '.', optional E[sign]digits,
 * no sign) and its length in characters; rounds to 12 digits. Returns
 * HP71_E_NONE, HP71_E_OVERFLOW (value set to ±9.99999999999E499) or
 * HP71_E_UNDERFLOW (value 0); HP71_E_SYNTAX when text is not a literal. */
Hp71Error num_parse(const char *text, size_t len, Num *r);

/* Takes a and returns its digits without trailing zeros (most significant
 * first, as ASCII, NUL-terminated, at most 12), the decimal exponent x of
 * the first digit (a = d.ddd × 10^x) and the sign. Zero gives "0", x = 0. */
void num_digits(Num a, char digits[13], int *x, bool *negative);

/* The largest REAL, 9.99999999999E499, with the given sign (+1 or -1). */
Num num_max_real(int sign);
/* Builds the canonical Num for coefficient m (any size below 10^18) times
 * 10^e, rounding to 12 digits, ties to even. Returns Overflow/Underflow
 * warnings as the arithmetic does. */
Hp71Error num_make(int64_t m, int e, Num *r);

#endif
