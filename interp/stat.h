/*
 * stat.h — the HP-71B's statistics: STAT, ADD, DROP, CLSTAT, LR and the
 * functions MEAN, SDEV, TOTAL, CORR and PREDV.
 *
 * This module owns the statistics array as the ROM keeps it (a REAL array
 * named by STAT: the count n, then for each variable j its sum and the sums
 * of products of deviations from the means S(1,j) .. S(j,j)), its updates by
 * ADD and DROP in 12-digit arithmetic, the results, and the ROM's errors
 * (Invalid Stat Array, Invalid Stat Op, Invalid Statistic, Invalid Arg;
 * the VM hands those of the functions and LR to the IVL trap, as the ROM
 * does). The VM finds the
 * array and hands its elements over; every rule was checked on the ROM
 * (tests/model/statistics).
 */
#ifndef HP71_STAT_H
#define HP71_STAT_H

#include <stdbool.h>

#include "errors.h"
#include "number.h"

#define STAT_MAX_VARS 15 /* STAT A(n): n from 0 to 15 */

/* Elements a statistics array of vars variables holds (n included). */
int stat_size(int vars);

/* The variables a statistics array of size elements serves, or -1 when no
 * number of variables makes that size. */
int stat_vars_of(int size);

/* Takes an exception of the statistics' arithmetic (Inf*0, Signaled Op,
 * Overflow ...) and the IEEE result; returns the value to go on with (the
 * trap's default), or does not return (an error). */
typedef Num StatTrap(void *ctx, Hp71Error e, Num r);

/* ADD (sign 1) or DROP (sign -1): takes the array's elements (s, stat_size
 * of vars), count values x (missing ones are 0) and the rounding mode;
 * updates s. As the ROM, each operation's exception goes to trap as it
 * happens (a signaling value, Inf-Inf, Inf*0 when the first value is
 * infinite), then each element's rounding to 12 digits (an Overflow warns
 * once per element and stores the trap's default); an error from the
 * trap leaves s as it was, but for one in an ADD's sums (the ROM stores the
 * moments and the count first); an element that is a signaling NaN (the
 * count, a sum, a moment as it is reached) is Signaled Op to trap. Errors:
 * Invalid Stat Op (more values than variables, or a DROP from an empty
 * array, after its values' Signaled Op and Inf*0 went to trap); Invalid
 * Statistic (a count below 0, a DROP's below 1 but not 0: nothing stored,
 * after the values and a DROP's sums signalled, and for a count of -Inf
 * the products' Inf*0 and the first deviation's Inf-Inf). */
Hp71Error stat_update(Num *s, int vars, const Num *x, int count, int sign, NumRound mode,
                      StatTrap *trap, void *ctx);

/* The count s[0] (the array's elements) as MEAN, SDEV, LR and PREDV check
 * it before anything of theirs: Signaled Op for a signaling NaN, Invalid
 * Statistic below 0 (-1, -Inf: an element stored into); else 0. */
Hp71Error stat_count_check(const Num *s);

/* The functions: kw one of MEAN, SDEV, TOTAL (args[0]: the variable) and
 * CORR (args: two variables); sets *out (an infinite result is itself, no
 * exception). Errors: Invalid Arg (a variable out of 1..vars), Signaled Op
 * (a signaling one, or an element it reads: the count, the sum, the
 * spreads, the co-moment), Invalid Stat Op (too few values, no spread),
 * Invalid Statistic (a negative spread, left by DROPs of values never
 * added; a count below 0, for SDEV from 0 to 1; CORR does not look at the
 * count); the exceptions Inf/Inf (CORR of infinite moments, MEAN and SDEV
 * of infinite ones over an infinite count, *out NaN), Underflow and
 * Overflow (the result beyond the REAL range, *out as rounded), Inexact (a
 * step or the result's rounding inexact, *out made) for the caller's trap. */
typedef enum StatFunction { STAT_MEAN, STAT_SDEV, STAT_TOTAL, STAT_CORR } StatFunction;
Hp71Error stat_function(const Num *s, int vars, StatFunction f, const Num *args, NumRound mode,
                        Num *out);

/* LR y,x: the intercept *b and slope *m of variable y on variable x (0
 * is the count, as y only).
 * Errors: Invalid Arg (a NaN too), Signaled Op (an element it reads, or
 * the count), Invalid Statistic (a count below 0, then x's spread
 * negative), Invalid Stat Op (no values, or x without spread); Inf/Inf
 * (the slope of infinite moments, the intercept of an infinite difference
 * over an infinite count), Inf*0 and Inf-Inf (the intercept); Overflow (a result
 * beyond the range, made infinite: the caller's trap decides); Inexact (a
 * step or a result's rounding inexact, *b and *m made). A result below
 * the range is made a denormal, its Underflow (or exact underflow) in
 * under[0] for the slope, under[1] for the intercept (else 0), for the
 * caller's trap (the ROM: LR's slope of 1E-499 over 6 warns). */
Hp71Error stat_linear_regression(const Num *s, int vars, Num y, Num x, NumRound mode, Num *b,
                                 Num *m, Hp71Error under[2]);

/* PREDV(at) for the regression of variable y on x that LR last named,
 * from the array as it is now: the intercept + slope at, in 15 digits, the
 * sum's digits past them dropped (the ROM); sets *out and
 * returns an exception of the arithmetic (Overflow, Inf-Inf, Inf*0 ...) or
 * 0. Errors: as LR's. */
Hp71Error stat_predict(const Num *s, int vars, Num y, Num x, Num at, NumRound mode, Num *out);

#endif
