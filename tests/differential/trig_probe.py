#!/usr/bin/env python3
"""Which way the ROM rounds SIN, COS and TAN next to a tie.

The known differences numbers/trig_last_digit_residue and
numbers/trig_radians_last_digit_residue are cases where the ROM's 12-digit
result is not the true value rounded: its own 15-digit arithmetic lands on
the other side of a tie. This probe measures that residue so that a model
of the ROM's algorithm can be tested against many cases at once: it picks
random 12-digit arguments in radians whose true SIN, COS or TAN lies within
--near of a unit of the 12th digit from a tie (where the direction of the
ROM's error shows), runs them on the oracle and counts, per function, the
results rounded above and below the true value. With --save it writes the
arguments and the ROM's results (function, argument, result per line) for a
model to be fitted on.

Run by hand (it needs the ROM, and mpmath for the true values: the Debian
package python3-mpmath):
    HP71_ROM=/tmp/HP71B.ROM tests/differential/trig_probe.py --low 1e-4 --high 0.785

Measured on ROM 2CDCC (docs/fidelity.md): COS is rounded above the true
value only, TAN below but for a few tiny arguments, SIN both ways.
"""
import argparse
import math
import os
import random
import subprocess
import sys
from decimal import Decimal, localcontext, ROUND_HALF_EVEN

try:
    import mpmath
except ImportError:
    sys.exit("trig_probe: needs mpmath (apt-get install python3-mpmath)")

FUNCTIONS = ("sin", "cos", "tan")


def rounded(value, digits=12):
    with localcontext() as c:
        c.prec, c.rounding = digits, ROUND_HALF_EVEN
        return +value


def true_value(fn, x):
    return Decimal(mpmath.nstr(getattr(mpmath, fn)(mpmath.mpf(str(x))), 40, strip_zeros=False))


def tie_distance(v):
    """How far v is from a tie of its 12th digit, in units of that digit."""
    return abs((v.scaleb(11 - v.adjusted()) % 1) - Decimal("0.5"))


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--low", type=float, default=1e-4, help="smallest argument (radians)")
    ap.add_argument("--high", type=float, default=0.785, help="largest argument (radians)")
    ap.add_argument("--count", type=int, default=500, help="arguments per function")
    ap.add_argument("--near", type=float, default=0.03, help="largest distance from a tie")
    ap.add_argument("--seed", type=int, default=71)
    ap.add_argument("--oracle", default="/tmp/hp71-oracle")
    ap.add_argument("--save", help="file for the arguments and the ROM's results")
    args = ap.parse_args()
    if not os.environ.get("HP71_ROM"):
        sys.exit("trig_probe: set HP71_ROM to the ROM image (../shared/oracle/README.md)")
    mpmath.mp.dps = 50
    rng = random.Random(args.seed)
    picked = {fn: [] for fn in FUNCTIONS}
    near = Decimal(repr(args.near))
    while min(len(v) for v in picked.values()) < args.count:
        x = rounded(Decimal(repr(10 ** rng.uniform(math.log10(args.low), math.log10(args.high)))))
        for fn in FUNCTIONS:
            if len(picked[fn]) < args.count and tie_distance(true_value(fn, x)) < near:
                picked[fn].append(x)
    cases = [(fn, x) for fn in FUNCTIONS for x in picked[fn]]
    session = "RADIANS\n" + "".join(f"{fn.upper()}({x})\n" for fn, x in cases)
    shown = subprocess.run([args.oracle, "--max-seconds", "100000000"], input=session,
                           capture_output=True, text=True, check=True).stdout.split()
    if len(shown) != len(cases):
        sys.exit(f"trig_probe: the oracle showed {len(shown)} lines for {len(cases)} cases")
    counts = {fn: [0, 0] for fn in FUNCTIONS}
    for (fn, x), rom in zip(cases, shown):
        truth = true_value(fn, x)
        if rounded(truth) != Decimal(rom):
            counts[fn][Decimal(rom) < truth] += 1
    for fn in FUNCTIONS:
        above, below = counts[fn]
        print(f"{fn.upper()}: {args.count} arguments from {args.low:g} to {args.high:g} within "
              f"{args.near:g} of a tie: rounded above the true value {above}, below {below}")
    if args.save:
        with open(args.save, "w") as f:
            f.writelines(f"{fn} {x} {rom}\n" for (fn, x), rom in zip(cases, shown))


if __name__ == "__main__":
    main()
