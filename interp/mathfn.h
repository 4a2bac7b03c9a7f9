/*
 * mathfn.h — the HP-71B's transcendental and special functions.
 *
 * This module owns EXP, LN/LOG, LOG10/LGT, SIN, COS, TAN, ASIN, ACOS, ATN,
 * DEG, RAD, FACT, MOD, RMD, RED and DIV. Each is computed in decNumber with
 * 40 working digits and rounded once to 12 digits (or, for most arguments of
 * the common functions, in long double by fastfn.c where that provably
 * gives the same digits), so results are correct to 12 digits, but where
 * the ROM is not: radians are reduced exactly with
 * the ROM's PI of 31 decimals (its own values for huge angles), and small
 * results lean under OPTION ROUND as the ROM's do. In DEGREES, angles are
 * first reduced exactly in decimal, so SIN(180) is 0 and COS(60) is .5
 * exactly, as on the real machine.
 */
#ifndef HP71_MATHFN_H
#define HP71_MATHFN_H

#include "keywords.h"
#include "number.h"

typedef enum AngleMode { ANGLE_DEGREES, ANGLE_RADIANS } AngleMode;

/* Applies the one-argument function kw (EXP, LN, LOG, LOG10, LGT, SIN, COS,
 * TAN, ASIN or ASN, ACOS or ACS, ATN, ATAN, DEG, RAD, FACT) to a. Errors: LOG(0), LOG(Neg),
 * Invalid Arg (ASIN/ACOS beyond ±1, TAN of an odd multiple of 90 degrees,
 * FACT of a negative whole number). FACT(x) is Gamma(x+1) for fractions. Warnings: Overflow,
 * Underflow. CLASS (1 zero, 2 denormal, 3 finite, 4 Inf, 5 NaN, 6 signaling
 * NaN, negative when a is) and EXPONENT (the first digit's exponent; Inf for
 * ±Inf; EXPONENT(0), a /Zero-class exception, for zero). ATN in radians of
 * an |a| of 2 or more is 1.57079632679490 less the angle of 1/|a|, in
 * degrees beyond 1 those radians cut to 15 digits over .0174532925199433
 * (the ROM's last digit next to a tie); SIN and COS take the reduced
 * angle's cosine as the ROM works it from its tangent (1/SQR(1+t^2) at 15
 * digits); ASIN is that ATN of x/SQR(1-x^2),
 * ACOS in radians 1.57079632679490 less it; elsewhere the true value,
 * rounded. */
Hp71Error mathfn_unary(Keyword kw, Num a, AngleMode angle, NumRound mode, Num *r);
/* mathfn_unary in decNumber only, without fastfn.c's binary fast path: the
 * reference the unit tests hold the fast path to. */
Hp71Error mathfn_unary_decimal(Keyword kw, Num a, AngleMode angle, NumRound mode, Num *r);

/* The % operator: a*b/100 for finite a and b, the product exact and the
 * result rounded once (the ROM: 3%MAXREAL is 3.E498, no Overflow). Returns
 * HP71_E_NOT_EMULATED, leaving r alone, when a or b is not finite: the
 * caller then multiplies and divides as usual. Exceptions: Inexact,
 * Overflow, Underflow. */
Hp71Error mathfn_percent(Num a, Num b, NumRound mode, Num *r);

/* Applies the two-argument function kw (MOD, RMD, RED) or the DIV operator
 * (kw = KW_DIV) to a and b. MOD(x,y) = x-y*FLOOR(x/y), RMD = x-y*IP(x/y),
 * RED = x-y*n with n the integer nearest x/y (ties to even), DIV = IP(x/y).
 * Errors: Division by Zero (DIV by 0), Invalid Arg (MOD/RMD/RED by 0). */
Hp71Error mathfn_binary(Keyword kw, Num a, Num b, NumRound mode, Num *r);

/* ANGLE(x,y): the polar angle of the point (x,y), in the angle mode, from
 * -180 (exclusive) to 180 degrees or the same in radians (atan2(y,x)). As
 * the ROM: a zero y gives y itself when x >= 0 (ANGLE(1,-0) is -0, and
 * ANGLE(-0,0) is 0) and +-180 by y's sign when x < 0; a zero x gives +-90;
 * Inf operands give the limits; for x > 0, ATN's of y/x, and in degrees
 * for x < 0 and |y| > |x| that turned by 180
 * (mathfn_unary). Exceptions: Invalid Arg (both infinite, a
 * trap), Signaled Op, Underflow (a result below the REAL range). */
Hp71Error mathfn_angle(Num x, Num y, AngleMode angle, NumRound mode, Num *r);

/* PI rounded to 12 digits. */
Num mathfn_pi(void);

#endif
