#!/usr/bin/env python3
"""Independent oracle for the queens golden tests.

Modes: queens.py N (the seed listing), --brute N (programs/brute8.bas),
--backtrack N (programs/backtrack.bas), --sequence N (programs/sequence.bas),
--check-board (reads a randwalk.bas display from stdin and checks that its
board is 8 non-attacking queens with every other square marked 1).


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


def symmetry_classes(sols, n):
    seen = set()
    for s in sols:
        images = []
        for k in range(8):
            p = list(s)
            if k >= 4:
                t = [0] * n
                for i, c in enumerate(p):
                    t[c - 1] = i + 1
                p = t
            if k % 2 == 1:
                p = [n + 1 - c for c in p]
            if (k // 2) % 2 == 1:
                p = p[::-1]
            images.append("".join(map(str, p)))
        seen.add(min(images))
    return len(seen)


def check_board(lines):
    rows = [l.split() for l in lines if l and l[0] in "19"]
    assert len(rows) == 8 and all(len(r) == 8 for r in rows), rows
    queens = [(i, j) for i in range(8) for j in range(8) if rows[i][j] == "9"]
    assert len(queens) == 8, queens
    for a in range(8):
        for b in range(a + 1, 8):
            (i, j), (k, l) = queens[a], queens[b]
            assert i != k and j != l and abs(i - k) != abs(j - l), (queens[a], queens[b])
    assert all(v in "19" for r in rows for v in r)


def main():
    if sys.argv[1] == "--check-board":
        check_board(sys.stdin.read().splitlines())
        print("board ok")
        return
    if sys.argv[1].startswith("--"):
        mode, n = sys.argv[1], int(sys.argv[2])
        sols, _ = solve(n)
        print(f"Board size: {n}")
        if mode == "--brute":
            for s in sols:
                print("".join(map(str, s)))
            print(f"Done {len(sols)} winning boards")
        elif mode == "--backtrack":
            for k, s in enumerate(sols, 1):
                print(f"Solution #{k}: " + " ".join(map(str, s)))
                for c in s:
                    print(" ".join("Q" if j == c else "." for j in range(1, n + 1)))
            print(f"Solutions: {len(sols)} ")
            print(f"Essentially different: {symmetry_classes(sols, n)} ")
        elif mode == "--sequence":
            last = "".join(chr(64 + c) for c in sols[-1]) if sols else ""
            print(f"Iterative: {len(sols)} solutions, last {last}")
            print(f"Recursive: {len(sols)} solutions, last {last}")
        return
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
