#!/usr/bin/env python3
"""The fast paths against the slow ones, on random sessions.

hp71's normal build takes fast paths (exact integer arithmetic, fused
opcodes, inline element access); the build made with -Dfast_paths=false
takes none. Both must show exactly the same thing. This runs the
differential tester's random sessions (tests/differential/difftest.py:
calculations in every display mode, trap setting and OPTION ROUND, and short
programs) on both builds and prints each session where they differ. It needs
no ROM, so scripts/test runs it with a fixed seed.

    tests/differential/builds.py --fast build/hp71 --slow build-plain/hp71 --count 300

Exits 1 when any session differs.
"""
import argparse
import concurrent.futures as futures
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import difftest  # noqa: E402  (the session generators)


def shown(binary, lines):
    try:
        p = subprocess.run([binary, "--clock=virtual", "--max-steps", "20000"], input="\n".join(lines) + "\n",
                           capture_output=True, text=True, errors="replace", timeout=20)
        return difftest.norm(p.stdout)
    except subprocess.TimeoutExpired:
        return ["<timeout>"]


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--fast", required=True)
    ap.add_argument("--slow", required=True)
    ap.add_argument("--seed", type=int, default=71)
    ap.add_argument("--count", type=int, default=300, help="sessions of each area")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    base = random.Random(args.seed)
    sessions = []
    for area, make in (("calc", difftest.calc_session), ("program", difftest.program_session)):
        for _ in range(args.count):
            sessions.append((area, make(random.Random(base.randrange(1 << 60)))))

    def compare(item):
        area, lines = item
        return area, lines, shown(args.fast, lines), shown(args.slow, lines)

    differ = 0
    with futures.ThreadPoolExecutor(args.jobs) as pool:
        for area, lines, fast, slow in pool.map(compare, sessions):
            if fast != slow:
                differ += 1
                print(f"--- {area} session:\n  " + "\n  ".join(lines))
                print("  fast: " + " | ".join(fast) + "\n  slow: " + " | ".join(slow))
    print(f"builds: {len(sessions)} sessions, {differ} where the fast and slow builds differ")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
