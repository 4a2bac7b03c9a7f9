/*
 * fastfn.h — binary fast paths for the transcendental functions.
 *
 * This module owns computing EXP, EXPM1, LN/LOG, LGT/LOG10, LOGP1, SIN, COS,
 * TAN, ASIN, ACOS and ATN/ATAN of a 12-digit REAL in the host's long double
 * (the C library's functions), and deciding the 12-digit result only when a
 * bound on every error on the way (the argument's conversion, the library's
 * error, the function's conditioning, the conversion back) keeps the binary
 * value clear of the rounding boundaries of the OPTION ROUND mode. The result
 * is then the one mathfn.c's decimal path gives, 40 times faster. It declines
 * whatever it cannot decide that way: exact results (LN(1), SIN(30) in
 * degrees, ATN(1)), values too near a boundary, ill-conditioned arguments
 * (radians near a multiple of PI, ASIN near 1), the regions where the ROM's
 * own behaviour shows (small arguments whose tiny term leans under OPTION
 * ROUND, huge radians reduced with the ROM's PI, SIN and COS next to 1), and
 * results near the ends of the REAL range. mathfn.c then computes in
 * decNumber. The build with fast_paths off never takes this path.
 */
#ifndef HP71_FASTFN_H
#define HP71_FASTFN_H

#include <stdbool.h>

#include "keywords.h"
#include "mathfn.h"
#include "number.h"

/* Applies the one-argument function kw to a in the angle mode, rounded in
 * mode. Returns true with the 12-digit result in *r, which is inexact
 * (HP71_E_INEXACT is the exception, nothing else), or false, leaving *r
 * alone, when the result is not decided here. Raises nothing itself. */
bool fastfn_unary(Keyword kw, Num a, AngleMode angle, NumRound mode, Num *r);

#endif
