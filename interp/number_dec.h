/*
 * number_dec.h — the bridge between Num and decNumber, for the modules that
 * compute in decNumber with extra digits (mathfn.c, and number.c's x^y). Not for other users:
 * everything else works on Num through number.h.
 */
#ifndef HP71_NUMBER_DEC_H
#define HP71_NUMBER_DEC_H

#define DECNUMDIGITS 700 /* room for argument reduction of huge angles */
#include <decNumber.h>

#include "number.h"

/* Sets c for working with digits digits (a wide exponent range, rounding
 * half to even, no traps): intermediate results, rounded to 12 digits
 * once at the end. */
void number_wide_context(decContext *c, int digits);

/* Converts a Num to a decNumber (exactly). */
void number_to_dec(Num a, decNumber *d);
/* Converts a decNumber with at most 12 digits and the status of the
 * operation that made it into a Num and an HP-71B condition. */
Hp71Error number_from_dec(const decNumber *d, uint32_t status, Num *r);
/* Rounds a wide decNumber once to 12 digits in the given mode; returns the
 * Num and Overflow/Underflow warnings. */
Hp71Error number_round_dec(const decNumber *wide, Num *r, NumRound mode);
/* Moves a wide result that lost a tiny term, far below what the 12-digit
 * rounding sees, one unit of its 45th digit in direction dir (+1 up, -1
 * down): only OPTION ROUND ZERO, POS or NEG then notice it. */
void number_nudge(decNumber *z, int dir);
/* The natural logarithm of a finite x > 0, rounded into c's digits (up to
 * 50): with the fast paths on and x of at most 40 digits, by a series near
 * a tabled point (ten times faster), else by decNumberLn. Both give the
 * same 12-digit roundings. Exact for x = 1. */
void number_ln(const decNumber *x, decNumber *out, decContext *c);
/* The ROM's logarithm of an x in [1,10) as LN and LOG10 show it, as learnt
 * from LN, from large powers and from its times (bench/timing/fn_ln_*: it
 * takes the reciprocal apart into factors): -ln(1 - c), c being 1 - 1/x cut
 * to 15 digits, less .08 of a unit of the 15th digit, cut to 15 digits; ln 1
 * is 0. On 465 large powers and LOG10s recorded on the ROM, its value for
 * 445 (ln x less .35 of a unit, the rule before: 391); on 256 more x^y, 249
 * (218). x^y takes the factors apart one by one instead (number.c's
 * ln_digits, since stop 84: 286 of 297 bases pinned by large powers, this
 * rule 217), which a recorded LOG10 near a tie does not follow. Takes a
 * finite x in [1,10); sets *out. */
void number_ln15_low(const decNumber *x, decNumber *out);
/* The ROM's ln 10, 15 digits (4.3E-15 above the true value): its
 * logarithms add e times it for x = m 10^e, and LOG10 divides by it. */
#define NUMBER_ROM_LN10 "2.30258509299405"
/* The ROM's natural logarithm of a finite x > 0 before its rounding to 12
 * digits, as LN shows it: in [1,10) number_ln15_low; in [.1,1) ln x; else,
 * with x = m 10^e and m in [.1,1), ln m cut to 15 digits and to 15
 * decimals (an m near 1 keeps 15 decimals: 999999999999^5) plus e times
 * NUMBER_ROM_LN10, the sum kept whole (LN(9.187E-27) is -59.9520080696,
 * the true value rounds to ...0695; mathfn rounds a tie at 12 digits away
 * from 0). Sets *out. */
void number_ln_rom(const decNumber *x, decNumber *out);
/* The ROM's e^x before its rounding to 12 digits, as its results show it
 * (learnt from 113,000 EXPs of random arguments recorded in every OPTION
 * ROUND mode, 28 of them not matched; docs/fidelity.md): |x| less n ln 10
 * (n whole) cut to 15 decimals, taken apart by the factors 1 + 10^-j (j 0
 * to 7) while it holds their logarithms, the remainder r taken as 1 + r,
 * the factors multiplied back and the product cut to 15 digits; for an x
 * below -0.1 the reciprocal of e^|x|, cut to 15 digits, and for an x from
 * -0.1 to 0 e^(x + ln 10) over 10. A cut that lost digits leaves the value
 * a little above its 15 digits (OPTION ROUND POS and NEG see it). For an x
 * below 1E-7 in magnitude (whose rounding leans as mathfn's lost_term
 * says) or of 1200 and more (far beyond the REALs), e^x rounded into c's
 * digits. Takes an x not NaN; sets *out (and c's status, for those). */
void number_exp_rom(const decNumber *x, decNumber *out, decContext *c);
/* q = a / k for 0 < k < 10^6, rounded to c's digits: with the fast paths
 * on, by short division of a's units (a series' terms divide by small
 * whole numbers), else by decNumberDivide. The two may differ in the
 * last of c's digits. */
void number_div_small(decNumber *q, const decNumber *a, uint32_t k, decContext *c);

#endif
