#!/usr/bin/env python3
"""Independent oracle for the queens golden tests.

Enumerates the N-queens solutions in the order the seed listing's
backtracking finds them (row by row, columns ascending) and counts nodes the
way the listing does (one per square tried). The counts are checked against
the reference table (../shared/hp71/reference.md section 8) before anything
is printed. Usage: queens.py N  -> the display lines of RUN with reply N.
"""
import sys

REFERENCE = {4: (2, 60), 5: (10, 220), 8: (92, 15720), 9: (352, 72378)}


def solve(n):
    sols, nodes, cols = [], 0, []

    def place(row):
        nonlocal nodes
        if row == n:
            sols.append(list(cols))
            return
        for c in range(1, n + 1):
            nodes += 1
            if all(b != c and abs(b - c) != row - t for t, b in enumerate(cols)):
                cols.append(c)
                place(row + 1)
                cols.pop()

    place(0)
    return sols, nodes


def main():
    n = int(sys.argv[1])
    sols, nodes = solve(n)
    if n in REFERENCE:
        assert (len(sols), nodes) == REFERENCE[n], (len(sols), nodes)
    print(f"Board size 1-9: {n}")
    print("Working...")
    for i, s in enumerate(sols, 1):
        print("Found " + "".join(map(str, s)) + f" ({i})")
    print(f"SOLUT:{len(sols)}, NODES:{nodes}")


main()
