#!/usr/bin/env python3
"""The differential tester: random sessions on the real ROM and on hp71.

Generates random sessions from the language hp71 implements (numbers of every
magnitude and the special values, every operator and function, every display
mode and trap setting, keyboard lines; and short programs: loops,
subroutines, user functions, INPUT with scripted replies, TRACE), runs each
on the genuine HP-71B ROM (../shared/oracle, needs HP71_ROM) and on hp71,
and compares what the display shows. Each disagreement is shrunk to its
smallest session (whole lines first, then the parts of a line) and saved as
a model case in tests/model/differential/, its expected output recorded
from the ROM. The seeds are fixed: the same --seed and --count generate the
same sessions, so a run can be repeated.

Run by hand, not in CI (it needs the ROM):
    HP71_ROM=/tmp/HP71B.ROM tests/differential/difftest.py --area calc --count 20000
    HP71_ROM=/tmp/HP71B.ROM tests/differential/difftest.py --area program --count 10000
    HP71_ROM=/tmp/HP71B.ROM tests/differential/difftest.py --area statements --count 5000
    HP71_ROM=/tmp/HP71B.ROM tests/differential/difftest.py --area mixed --count 5000
    HP71_ROM=/tmp/HP71B.ROM tests/differential/difftest.py --area edit --count 5000
    HP71_ROM=/tmp/HP71B.ROM tests/differential/difftest.py --area io --count 5000
    HP71_ROM=/tmp/HP71B.ROM tests/differential/difftest.py --area using --count 5000
    HP71_ROM=/tmp/HP71B.ROM tests/differential/difftest.py --area strings --count 5000
    HP71_ROM=/tmp/HP71B.ROM tests/differential/difftest.py --area flow --count 5000
    HP71_ROM=/tmp/HP71B.ROM tests/differential/difftest.py --area memory --count 5000
    HP71_ROM=/tmp/HP71B.ROM tests/differential/difftest.py --area files --count 5000
    HP71_ROM=/tmp/HP71B.ROM tests/differential/difftest.py --area listing --count 5000
    HP71_ROM=/tmp/HP71B.ROM tests/differential/difftest.py --area mutate --count 5000
    HP71_ROM=/tmp/HP71B.ROM tests/differential/difftest.py --area scope --count 5000
    HP71_ROM=/tmp/HP71B.ROM tests/differential/difftest.py --area display --count 5000
    HP71_ROM=/tmp/HP71B.ROM tests/differential/difftest.py --area arrays --count 5000
    HP71_ROM=/tmp/HP71B.ROM tests/differential/difftest.py --area trace --count 5000
    HP71_ROM=/tmp/HP71B.ROM tests/differential/difftest.py --area stat --count 5000
    HP71_ROM=/tmp/HP71B.ROM tests/differential/difftest.py --area data --count 5000
    HP71_ROM=/tmp/HP71B.ROM tests/differential/difftest.py --area renumber --count 5000
    HP71_ROM=/tmp/HP71B.ROM tests/differential/difftest.py --area lcd --count 5000
    HP71_ROM=/tmp/HP71B.ROM tests/differential/difftest.py --area typo --count 5000
It prints the number of sessions, of agreements and of disagreements, and
the cases it saved.
"""
import argparse
import concurrent.futures as futures
import os
import random
import re
import subprocess
import sys
from itertools import zip_longest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SHARED = os.path.join(os.path.dirname(ROOT), "shared")


# ---- generation ------------------------------------------------------------

NUMBERS_SMALL = ["0", "1", "2", "3", "5", "7", "10", "12", "100", "255", "99999", "100000"]
NUMBERS_REAL = [".5", "1.5", "2.5", "-3.25", ".1", ".001", "1E-5", "1.23456789012",
                "123456789012", "999999999999", "1E12", "1.5E15", "1E100", "1E-100",
                "9.99999999999E499", "1E-499", "3.14159", "2.718281828", "1E11", "1234.5678",
                "0.000123", "12345678.9", "6.02E23", "1.6E-19", "4.99999999999",
                "5.00000000001", ".999999999999", "1E-11", "1.5E-11", "1E-12"]
SPECIAL = ["INF", "-INF", "MAXREAL", "EPS", "PI", "MINREAL", "NAN"]
UNARY = ["ABS", "IP", "FP", "INT", "SGN", "SQR", "CEIL", "FLOOR", "EXP", "LN", "LOG", "LOG10",
         "LGT", "SIN", "COS", "TAN", "ASIN", "ACOS", "ATN", "DEG", "RAD", "FACT", "EXPM1", "LOGP1"]
BINARY_FN = ["MOD", "RMD", "RED", "MAX", "MIN", "ANGLE"]
OPS = ["+", "-", "*", "/", "^", " DIV ", "%", "=", "#", "<", ">", "<=", ">=", "<>", "?",
       " AND ", " OR ", " EXOR "]
MODES = ["STD", "FIX 0", "FIX 2", "FIX 5", "FIX 11", "SCI 0", "SCI 3", "SCI 11", "ENG 0",
         "ENG 2", "ENG 5"]
TRAPS = ["DEFAULT ON", "DEFAULT OFF", "DEFAULT EXTEND", "TRAP(IVL,2)", "TRAP(DVZ,0)",
         "TRAP(OVF,2)", "TRAP(UNF,0)", "TRAP(INX,0)"]
STRINGS = ['"A"', '"HELLO"', '""', '"12"', '"a b"', '"3E2"', '"X"']
VARS = ["A", "B", "X", "Y", "Z1"]


def number(r):
    k = r.random()
    if k < 0.35:
        return r.choice(NUMBERS_SMALL)
    if k < 0.75:
        return r.choice(NUMBERS_REAL)
    if k < 0.85:
        return r.choice(SPECIAL)
    # a random decimal of random magnitude
    digits = "".join(r.choice("0123456789") for _ in range(r.randint(1, 14)))
    text = digits[:1] + "." + digits[1:] if len(digits) > 1 and r.random() < 0.6 else digits
    if r.random() < 0.5:
        text += "E" + str(r.randint(-520, 520))
    return text


def numeric(r, depth, names):
    k = r.random()
    if depth <= 0 or k < 0.3:
        if names and r.random() < 0.3:
            return r.choice(names)
        return number(r)
    if k < 0.55:
        a, b = numeric(r, depth - 1, names), numeric(r, depth - 1, names)
        op = r.choice(OPS)
        if op == "^" and b[:1] in "-+":  # a signed exponent is an entry error
            b = "(" + b + ")"
        return f"{a}{op}{b}"
    if k < 0.75:
        return f"{r.choice(UNARY)}({numeric(r, depth - 1, names)})"
    if k < 0.82:
        return f"{r.choice(BINARY_FN)}({numeric(r, depth - 1, names)},{numeric(r, depth - 1, names)})"
    if k < 0.88:
        return f"-{numeric(r, depth - 1, names)}"
    if k < 0.92:
        return f"NOT {numeric(r, depth - 1, names)}"
    if k < 0.96:
        return f"({numeric(r, depth - 1, names)})"
    s = string(r, depth - 1, [])
    return r.choice([f"LEN({s})", f"NUM({s})", f"VAL(\"{number(r)}\")", f"POS({s},{s})"])


def string(r, depth, names):
    k = r.random()
    if depth <= 0 or k < 0.4:
        return r.choice(STRINGS + [n + "$" for n in names])
    if k < 0.6:
        return f"{string(r, depth - 1, names)}&{string(r, depth - 1, names)}"
    if k < 0.75:
        return f"STR$({numeric(r, depth - 1, [])})"
    if k < 0.85:
        return f"CHR$({r.randint(32, 126)})"
    if k < 0.92:
        return f"UPRC$({string(r, depth - 1, names)})"
    return f"{r.choice(STRINGS)}[{r.randint(0, 3)},{r.randint(0, 4)}]"


def calc_line(r, names):
    k = r.random()
    if k < 0.45:
        e = numeric(r, r.randint(0, 3), names)
        return e if not re.fullmatch(r"\d+", e) else "+" + e
    if k < 0.55:
        return r.choice(MODES)
    if k < 0.62:
        return r.choice(TRAPS)
    if k < 0.72:
        v = r.choice(VARS)
        names.append(v)
        return f"{v}={numeric(r, 2, names)}"
    if k < 0.8:
        items = [r.choice([numeric(r, 1, names), string(r, 1, [])]) for _ in range(r.randint(1, 4))]
        seps = [r.choice([";", ","]) for _ in items]
        line = "DISP " + "".join(i + s for i, s in zip(items, seps))
        return line[:-1] if r.random() < 0.7 else line
    if k < 0.86:
        return string(r, 2, [])
    if k < 0.9:
        v = r.choice(["I", "J"])
        names.append(v)
        return f"{r.choice(['INTEGER', 'SHORT'])} {v} @ {v}={numeric(r, 1, [])} @ {v}"
    if k < 0.93:
        return r.choice(["OPTION ROUND ZERO", "OPTION ROUND POS", "OPTION ROUND NEG",
                         "RADIANS", "DEGREES"])
    if k < 0.96:
        return r.choice(["ERRN", "ERRM$", "RES"])
    return numeric(r, 1, names) + r.choice([";", ",", ";" + number(r)])


def calc_session(r):
    names = []
    lines = [calc_line(r, names) for _ in range(r.randint(1, 6))]
    return [l for l in lines if len(l) <= 90]


def program_session(r):
    """A short program that always ends: loops are bounded, jumps go forward."""
    lines, replies = [], []
    n = 10
    body = r.randint(3, 9)
    names = []
    if r.random() < 0.25:
        lines.append(f"{n} TRACE {r.choice(['FLOW', 'VARS'])}")
        n += 10
    if r.random() < 0.3:
        lines.append(f"{n} DEF FNA(X)={numeric(r, 1, ['X'])}")
        names.append("FNA(2)")
        n += 10
    for _ in range(body):
        k = r.random()
        if k < 0.25:
            v = r.choice(VARS)
            names.append(v)
            lines.append(f"{n} {v}={numeric(r, 2, names)}")
        elif k < 0.4:
            items = [numeric(r, 1, names) for _ in range(r.randint(1, 3))]
            lines.append(f"{n} DISP " + ";".join(items))
        elif k < 0.5:
            lines.append(f"{n} FOR I={r.randint(0, 2)} TO {r.randint(0, 4)} @ DISP I; @ NEXT I @ DISP")
        elif k < 0.57:
            lines.append(f"{n} IF {numeric(r, 1, names)} THEN DISP \"T\" ELSE DISP \"F\"")
        elif k < 0.62:
            lines.append(f"{n} GOSUB {n + 1000} @ DISP \"BACK\"")
            lines.append(f"{n + 1000} DISP \"SUB\" @ RETURN")
        elif k < 0.68:
            lines.append(f"{n} INPUT \"V? \";V @ DISP V*2")
            replies.append(r.choice([number(r), numeric(r, 1, []), "2+", "1,2", ""]))
            if replies[-1] in ("2+", "1,2", ""):
                replies.append("3")
        elif k < 0.73:
            lines.append(f"{n} ON ERROR GOTO {n + 5} @ X={numeric(r, 2, names)} @ DISP X")
            lines.append(f"{n + 5} DISP ERRN;ERRL")
        elif k < 0.78:
            lines.append(f"{n} DIM A(3) @ A({r.randint(0, 4)})={numeric(r, 1, names)} @ DISP A(1)")
        elif k < 0.83:
            lines.append(f"{n} A$={string(r, 2, [])} @ DISP A$;LEN(A$)")
        elif k < 0.88:
            lines.append(f"{n} {r.choice(MODES + TRAPS)}")
        elif k < 0.9:
            lines.append(f"{n} DATA {number(r)},{r.choice(STRINGS)} @ READ X,B$ @ DISP X;B$")
        elif k < 0.915:
            lines.append(f"{n} ON {r.randint(0, 3)} GOSUB {n + 2000},{n + 2001} @ DISP \"ON\"")
            lines.append(f"{n + 2000} DISP 1 @ RETURN")
            lines.append(f"{n + 2001} DISP 2 @ POP @ RETURN")
        elif k < 0.93:
            lines.append(f"{n} CALL S{n}({numeric(r, 1, names)},Q) @ DISP Q")
            lines.append(f"{n + 3000} SUB S{n}(P,R) @ R={numeric(r, 1, ['P'])} @ END SUB")
        elif k < 0.945:
            lines.append(f"{n} DIM C(2,2) @ C({r.randint(0, 3)},{r.randint(0, 2)})="
                         f"{numeric(r, 1, names)} @ DISP C(1,1);C(2,2)")
        elif k < 0.96:
            lines.append(f"{n} A$={string(r, 2, [])} @ DISP POS(A$,{r.choice(STRINGS)});"
                         f"A$[{r.randint(0, 3)}];VAL(\"{number(r)}\")")
        elif k < 0.97:
            lines.append(f"{n} DATA {numeric(r, 1, [])},{r.choice(STRINGS)} @ RESTORE {n} @ "
                         f"READ X @ DISP X")
        elif k < 0.98:
            lines.append(f"{n} {r.choice(['INTEGER', 'SHORT', 'REAL'])} K @ K={numeric(r, 1, names)}"
                         " @ DISP K")
        else:
            lines.append(f"{n} DISP {numeric(r, 2, names)}")
        n += 10
    if r.random() < 0.3:
        lines.append(f"{n} END")
    session = [l for l in lines if len(l) <= 90]
    session.append("RUN")
    session += replies
    if r.random() < 0.5:
        session.append(r.choice(VARS + ["ERRN", "ERRL"]))
    if r.random() < 0.3:
        session.append("LIST")
    return session


SEEDS = ["0", "1", "7", ".5", "-3", "123456", "1E12", "2.5E-3", "-.25", "99999999999"]


def ended_program(lines, tail, n):
    """The session that enters lines, then tail (the subprograms after the
    END at line n), drops the lines too long to type, and runs it."""
    return [l for l in lines + [f"{n} END"] + tail if len(l) <= 90] + ["RUN"]


def statements_session(r):
    """A short program of the statements the program area leaves out: RND
    after RANDOMIZE, the calendar, loops with STEP and backward jumps, labels,
    multi-line functions, string arrays, IMAGE, STOP/PAUSE and CONT, PRINT.
    Every loop is bounded, so the program always ends."""
    lines, tail, conts = [], [], 0
    n = 10
    names = []
    for _ in range(r.randint(3, 8)):
        k = r.random()
        if k < 0.1:
            lines.append(f"{n} RANDOMIZE {r.choice(SEEDS)} @ DISP RND;RND")
        elif k < 0.16:
            lines.append(f"{n} FOR I={number(r) if r.random() < 0.3 else r.randint(-2, 2)} "
                         f"TO {r.randint(-3, 4)} STEP {r.choice(['1', '-1', '.5', '2', '-.75', '1.5'])}"
                         " @ DISP I; @ NEXT I @ DISP")
        elif k < 0.22:
            lines.append(f"{n} K=0")
            lines.append(f"{n + 1} K=K+1 @ DISP K; @ IF K<{r.randint(1, 4)} THEN {n + 1}")
        elif k < 0.27:
            lines.append(f"{n} GOTO 'L{n}'")
            lines.append(f"{n + 1} DISP \"SKIPPED\"")
            lines.append(f"{n + 2} 'L{n}': DISP \"AT L{n}\"")
        elif k < 0.33:
            f = "FN" + "BCDEFGHIJ"[n // 10 % 9]  # one letter: FNM40 is Excess Chars
            lines.append(f"{n} DISP {f}({numeric(r, 1, [])})")
            tail += [f"{n + 4000} DEF {f}(X)", f"{n + 4001} {f}={numeric(r, 1, ['X'])}",
                     f"{n + 4002} END DEF"]
        elif k < 0.38:
            lines.append(f"{n} DIM S$(2)[{r.randint(1, 6)}] @ S$({r.randint(0, 3)})={string(r, 1, [])}"
                         " @ DISP S$(1);LEN(S$(2))")
        elif k < 0.44:
            img = r.choice(["3D.DD", "K", "5A", "SD.3DE", "\"X=\",4D", "2X,K", "DDDZ.D", "M3D",
                            "(2D),X,A", "3(D)", "**D.DD", "S3D.2D"])
            lines.append(f"{n} DISP USING \"{img}\";{numeric(r, 1, names)}")
        elif k < 0.5:
            lines.append(f"{n} PRINT {numeric(r, 1, names)};TAB({r.randint(1, 20)});"
                         f"{string(r, 1, [])}")
        elif k < 0.55:
            lines.append(f"{n} {r.choice(['STOP', 'PAUSE'])} @ DISP \"ON\"")
            conts += 1
        elif k < 0.6:
            lines.append(f"{n} SETDATE \"{r.choice(['2001/02/03', '99/12/31', '2000/02/29', '84/01/01'])}\""
                         " @ DISP DATE$;DATE")
        elif k < 0.66:
            v = r.choice(VARS)
            names.append(v)
            lines.append(f"{n} {v}={numeric(r, 2, names)} @ DISP {v}")
        elif k < 0.71:
            lines.append(f"{n} ON ERROR GOTO {n + 5} @ {r.choice(['GOTO 9999', 'GOSUB 9998', 'RETURN', 'NEXT Z', 'READ Q', 'RESTORE 9997'])}")
            lines.append(f"{n + 5} DISP ERRN;ERRL @ OFF ERROR")
        elif k < 0.76:
            lines.append(f"{n} INTEGER M(3) @ M({r.randint(0, 3)})={numeric(r, 1, names)} @ DISP M(1);M(2)")
        elif k < 0.81:
            lines.append(f"{n} IF {numeric(r, 1, names)} THEN {n + 2} ELSE {n + 3}")
            lines.append(f"{n + 1} DISP \"NEVER\"")
            lines.append(f"{n + 2} DISP \"THEN\"")
            lines.append(f"{n + 3} DISP \"ELSE\"")
        elif k < 0.86:
            a = r.choice(STRINGS)
            lines.append(f"{n} A$={string(r, 2, [])} @ DISP NUM(A$&\"A\");A$&{a};POS(A$&{a},{a})")
        elif k < 0.9:
            lines.append(f"{n} TRACE {r.choice(['FLOW', 'VARS'])} @ X=X+1 @ TRACE OFF")
        elif k < 0.94:
            lines.append(f"{n} DISP {r.choice(['STR$', 'VAL'])}({r.choice(['STR$', ''])}({numeric(r, 1, names)}))")
        else:
            lines.append(f"{n} DISP {numeric(r, 2, names)},{string(r, 1, [])}")
        n += 10
    session = ended_program(lines, tail, n)
    session += ["CONT"] * conts
    if r.random() < 0.4:
        session.append("LIST")
    return session


def mixed_session(r):
    """A short program of the rest: statistics, flags, HTD and DTH$, CLASS and
    EXPONENT, substring assignment, string comparison, READ into arrays,
    RESTORE to a label, CALL with arrays, SUB locals, nested GOSUB, LINPUT,
    VAL of an expression, display modes with STR$, ERRM$, then RENUMBER,
    DELETE or LIST at the keyboard. Bounded, so it always ends."""
    lines, tail, replies, after = [], [], [], []
    n = 10
    names = []
    for _ in range(r.randint(3, 8)):
        k = r.random()
        if k < 0.08:
            xs = [number(r) if r.random() < 0.3 else str(r.randint(-9, 99)) for _ in range(3)]
            lines.append(f"{n} STAT S(2) @ CLSTAT @ ADD {xs[0]},{xs[1]} @ ADD {xs[2]},1"
                         f" @ DISP MEAN;SDEV;TOTAL;CORR(1,2);PREDV(2)")
        elif k < 0.13 and r.random() < 0.5:
            f = r.choice(["0", "1", "63", "-1", "-9", "64", "2.5"])
            lines.append(f"{n} SFLAG {f} @ DISP FLAG({f}) @ CFLAG {f} @ DISP FLAG({f},1);FLAG({f})")
        elif k < 0.13:  # the flags in RAM: PEEK$ and POKE (system -1..-32 and user flags)
            f = r.choice(["0", "5", "63", "-1", "-10", "-14", "-17", "-26", "-32"])
            at = r.choice([0x2F6D9, 0x2F6E9]) + r.randint(0, 7)
            room = 0x2F6E1 - at if at < 0x2F6E1 else 0x2F6F9 - at
            data = "".join(r.choice("0123456789ABCDEFabcdef") for _ in range(r.randint(0, room)))
            if r.random() < 0.1:
                data += r.choice(["G", " ", "."])
            peek = r.randint(0x2F6D9, 0x2F6F8)  # (past 2F6F8 the nibbles are not modelled)
            lines.append(f"{n} S$=PEEK$(\"2F6D9\",8) @ F$=PEEK$(\"2F6E9\",16) @ SFLAG {f} "
                         f"@ DISP PEEK$(\"{peek:X}\",{r.randint(0, min(6, 0x2F6F9 - peek))})")
            lines.append(f"{n + 5} POKE \"{at:X}\",\"{data}\" @ DISP FLAG({f});PEEK$(\"2F6D9\",32)")
            lines.append(f"{n + 7} POKE \"2F6E9\",F$ @ POKE \"2F6D9\",S$")
        elif k < 0.19:
            lines.append(f"{n} DISP HTD(\"{r.choice(['FF', '0', '7FFFF', 'A0', '1G', 'FFFFF', ''])}\");"
                         f"DTH$({r.choice(['255', '0', '-1', '1048575', '2.5', '1048576'])})")
        elif k < 0.24:
            v = numeric(r, 1, names)
            lines.append(f"{n} DISP CLASS({v});EXPONENT({v})")
        elif k < 0.31:
            lines.append(f"{n} A$=\"ABCDEF\" @ A${r.choice(['[2,3]', '[5]', '[0,2]', '[3,2]', '[7]', '[2,9]'])}"
                         f"={r.choice(STRINGS)} @ DISP A$;LEN(A$)")
        elif k < 0.37:
            a, b = r.choice(STRINGS), r.choice(STRINGS)
            lines.append(f"{n} DISP {a}<{b};{a}={b};{a}>={b};{a}#{b}")
        elif k < 0.44:
            lines.append(f"{n} DIM R(3) @ READ R(1),R(2) @ DISP R(1)+R(2) @ RESTORE 'D{n}'")
            tail.append(f"{n + 5000} 'D{n}': DATA {number(r)},{r.randint(0, 9)},{number(r)}")
        elif k < 0.5:
            lines.append(f"{n} DIM Q(2) @ Q(1)={r.randint(0, 9)} @ CALL T{n}(Q) @ DISP Q(1);Q(2)")
            tail.append(f"{n + 6000} SUB T{n}(W()) @ W(2)=W(1)*{r.randint(2, 5)} @ DIM L(1)"
                        f" @ L(1)=9 @ END SUB")
        elif k < 0.55:
            lines.append(f"{n} GOSUB {n + 7000} @ DISP \"R\"")
            tail += [f"{n + 7000} DISP \"A\" @ GOSUB {n + 7001} @ RETURN",
                     f"{n + 7001} DISP \"B\" @ RETURN"]
        elif k < 0.6:
            lines.append(f"{n} LINPUT \"L? \";L$ @ DISP L$;LEN(L$)")
            replies.append(r.choice(["ABC", "1,2", "", " X ", "\"Q\""]))
        elif k < 0.66:
            lines.append(f"{n} DISP VAL(\"{r.choice(['2+3', '1E3', '-4*2', 'PI', '', 'A', '1,2', '3/0'])}\")")
        elif k < 0.72:
            m = r.choice(MODES)
            lines.append(f"{n} {m} @ DISP STR$({number(r)});{number(r)} @ STD")
        elif k < 0.77:
            lines.append(f"{n} ON ERROR GOTO {n + 5} @ X={numeric(r, 2, names)}")
            lines.append(f"{n + 5} DISP ERRM$ @ OFF ERROR")
        elif k < 0.82:
            v = r.choice(VARS)
            names.append(v)
            lines.append(f"{n} {v}={numeric(r, 2, names)} @ DISP {v};RES")
        elif k < 0.87:
            lines.append(f"{n} OPTION BASE {r.randint(0, 1)} @ DIM M2(2,1) @ M2(1,1)=5 @ DISP M2(1,1);M2(2,0)")
        elif k < 0.92:
            lines.append(f"{n} DIM B$[{r.randint(1, 5)}] @ B$={string(r, 2, [])} @ DISP B$")
        else:
            lines.append(f"{n} DISP {numeric(r, 2, names)};{string(r, 1, [])}")
        n += 10
    session = ended_program(lines, tail, n)
    session += replies
    k = r.random()
    if k < 0.25:
        session += [f"RENUMBER {r.choice(['100,10', '1,1', '', '5'])}", "LIST"]
    elif k < 0.4:
        session += [f"DELETE {r.choice(['10', '20,40', '30,', '9999'])}", "LIST"]
    elif k < 0.6:
        session.append("LIST")
    return session


def edit_session(r):
    """Program editing at the keyboard: lines entered, replaced and deleted,
    LIST with ranges, RENUMBER with arguments, DELETE ranges, RUN from a line,
    CONT after STOP or an error, GOTO at the keyboard, DESTROY, variables
    kept after a run, FETCH and AUTO, and typing errors in lines (kept out
    of the program)."""
    session = []
    numbers = sorted(r.sample(range(1, 120), r.randint(2, 7)))
    for n in numbers:
        k = r.random()
        if k < 0.3:
            session.append(f"{n} DISP {numeric(r, 1, [])}")
        elif k < 0.45:
            session.append(f"{n} X=X+{r.randint(1, 9)} @ DISP X")
        elif k < 0.55:
            session.append(f"{n} STOP")
        elif k < 0.65:
            session.append(f"{n} {r.choice(['DISP (', 'X=', 'GOTO', 'FOR I=1', 'DISP 1 2', 'IF THEN 1'])}")
        elif k < 0.75:
            session.append(f"{n} ! {r.choice(['NOTE', 'a b', ''])}")
        elif k < 0.85:
            session.append(f"{n} GOSUB {r.choice(numbers)} @ DISP \"G\"")
        else:
            session.append(f"{n} {r.choice(['BEEP 0', 'WAIT 0', 'X=1/0', 'DIM A(2)', 'END'])}")
    for _ in range(r.randint(2, 7)):
        k = r.random()
        if k < 0.15:
            a = r.choice(numbers)
            session.append(f"LIST {r.choice([str(a), f'{a},{a + 20}', f',{a}', f'{a},', ''])}")
        elif k < 0.27:
            session.append(f"RENUMBER {r.choice(['', '100', '100,5', '10,10,20', '5,1,1,50', '10,0', '1,1,200'])}")
        elif k < 0.37:
            a = r.choice(numbers)
            session.append(f"DELETE {r.choice([str(a), f'{a},{a + 30}', f'{a},', '200', 'ALL'])}")
        elif k < 0.55:
            session.append(r.choice(["RUN", f"RUN {r.choice(numbers)}", "RUN 200"]))
            session.append(r.choice(["CONT", "X", "ERRN", "ERRL"]))
        elif k < 0.65:
            session.append(f"{r.choice(numbers)} DISP \"NEW\"")
        elif k < 0.72:
            session.append(f"{r.choice(numbers)}")
        elif k < 0.8:
            session.append(r.choice(["GOTO 10", f"GOTO {r.choice(numbers)}", "CONT 10"]))
        elif k < 0.87:
            session.append(r.choice(["DESTROY X", "DESTROY ALL", "X=5", "X"]))
        elif k < 0.94:
            a = r.choice(numbers)
            session.append(r.choice(["FETCH", f"FETCH {a}", f"FETCH {a + 1}", "FETCH 0", "AUTO",
                                     f"AUTO {a}", f"AUTO {a},5", "AUTO 0", "EDIT"]))
        else:
            session.append("LIST")
    session.append("LIST")
    return session


REPLIES = ["1", "-2.5", "1,2", "1,2,3", "", "A", "\"Q\"", "2+3", "1E600", "X", "PI*2", "1,",
           ",2", " 7 ", "3@4", "1E", ".", "-", "1 2", "HELLO,WORLD", "\"A,B\",C"]


def io_session(r):
    """INPUT and its relatives with scripted replies, and the calendar: one to
    three variables of both kinds, prompts, a default reply, LINPUT, bad
    replies answered again, SETTIME (and ADJUST) and SETDATE forms, TIME$ and DATE$."""
    lines, replies = [], []
    n = 10
    for _ in range(r.randint(2, 5)):
        k = r.random()
        if k < 0.45:
            vars_ = r.sample(["A", "B", "C$", "D$", "E(1)", "F$[2,3]"], r.randint(1, 3))
            prompt = r.choice(["", '"V? ";', '"";', '"A,B";', '"N: ";'])
            lines.append(f"{n} DIM E(2),F$[8] @ INPUT {prompt}{','.join(vars_)} @ DISP "
                         + ";".join(vars_))
            replies += [r.choice(REPLIES) for _ in range(r.randint(1, 2))] + ["9,\"Z\",8"]
        elif k < 0.55:
            lines.append(f"{n} INPUT \"V? \",\"{r.choice(['12', 'A', '1,2', ''])}\";V @ DISP V")
            replies += [r.choice(["", "3", "4"]), "5"]
        elif k < 0.65:
            lines.append(f"{n} LINPUT \"L? \";L$ @ DISP L$;LEN(L$)")
            replies.append(r.choice(REPLIES))
        elif k < 0.8:
            t = r.choice(["\"10:20:30\"", "3600", "86399", "\"23:59:59\"", "-1", "86400", "\"1:2\"",
                          "\"25:00:00\"", "0", "45296.5"])
            a = r.choice(["", "", " @ ADJUST 600", " @ ADJUST \"-01:30:00\"", " @ ADJUST \" 00:99:99\"",
                          " @ ADJUST -86400.5", " @ ADJUST \"1:00:00\"", " @ ADJUST 360000",
                          " @ ADJABS 600", " @ ADJABS \"-01:30:00\"", " @ ADJABS -359999"])
            # EXACT's AF: the first EXACT sets the reference; moves well away from a
            # whole quotient (the clocks' elapsed times differ by a few hundredths);
            # AF(0) after it, as the ROM's clock moves by itself under an AF
            e = r.choice(["", "", "", " @ EXACT @ WAIT 1050 @ ADJUST 100 @ EXACT @ DISP AF(0)",
                          " @ RESET CLOCK @ EXACT @ WAIT 1050 @ ADJUST 1799 @ EXACT @ DISP AF(0)",
                          " @ EXACT @ WAIT 57 @ ADJABS 5 @ ADJUST 5 @ EXACT @ DISP AF(0)"])
            lines.append(f"{n} SETTIME {t}{a} @ DISP TIME$[1,5];IP(TIME/60){e}")
        elif k < 0.92:
            d = r.choice(["\"2001/02/03\"", "\"99/12/31\"", "\"2000/02/29\"", "\"1999/02/29\"",
                          "84001", "00366", "\"5/6/7\"", "99365", "\"2099/12/31\"", "\"1900/01/01\""])
            lines.append(f"{n} SETDATE {d} @ DISP DATE$;DATE")
        else:
            # (not the seconds of TIME: hp71's clock keeps the real machine's pace, not
            # the oracle's, docs/timing.md)
            lines.append(f"{n} DISP {r.choice(['DATE$[4,5]', 'LEN(TIME$)', 'VAL(DATE$[1,2])'])}")
        n += 10
    session = [l for l in lines + [f"{n} END"] if len(l) <= 90] + ["RUN"] + replies
    return session + r.choice([[], ["ERRN"], ["A;B"]])


IMAGE_SYMBOLS = ["D", "Z", "*", "S", "M", ".", "R", "C", "P", "E", "X", "'$'", "2X", "'AB'",
                 "3D", "2Z", "2*", "4D", "DD", "D.D", "1D", "1."]


def image_number(r):
    x = number(r) if r.random() < 0.7 else r.choice(["-0", "-.5", "9.995", ".005", "-.0004", "99.5"])
    return "-" + x if r.random() < 0.4 and not x.startswith("-") else x


def using_session(r):
    """DISP USING and PRINT USING with random images: number fields made of
    random symbols (digits, radix, signs, separators, exponent, X and
    literals inside them, repeat counts), K, H, B and ^ fields, string
    fields, literals (now and then with no comma before the next field),
    line ends, groups and '#', fed numbers of every kind (Inf and NaN too)
    and strings, sometimes more values than the image has fields."""
    lines = []
    for _ in range(r.randint(2, 6)):
        items, kinds = [], []
        for _ in range(r.randint(1, 3)):
            k = r.random()
            if k < 0.65:
                items.append("".join(r.choice(IMAGE_SYMBOLS) for _ in range(r.randint(1, 7))))
                kinds.append("n")
            elif k < 0.8:
                items.append(r.choice(["A", "3A", "K", "2A", "10A", "A2A"]))
                kinds.append("s")
            elif k < 0.85:
                items.append(r.choice(["K", "B", "b", "H", "^", "1K"]))
                kinds.append("n")
            else:
                items.append(r.choice(["X", "3X", "/", "@", "'HI'", "2/"]))
        image = items[0] if items else ""
        for it in items[1:]:  # a literal or X now and then written against the next item
            image += ("" if image[-1] in "'X" and r.random() < 0.3 else ",") + it
        if r.random() < 0.15:
            image = f"{r.randint(2, 3)}({image})"
        if r.random() < 0.1:
            image = "#," + image
        values = [image_number(r) if k == "n" else r.choice(STRINGS)
                  for k in kinds * r.choice([1, 1, 1, 2])]
        line = f'{r.choice(["DISP", "PRINT"])} USING "{image}"' + (";" + ",".join(values) if values else "")
        if len(line) <= 90:
            lines.append(line)
    return lines



TEXTS = ['"ABC"', '""', '"a b c"', '"HELLO WORLD"', '" 12 "', '"1E3"', '"-4.5"', '"X,Y"',
         '"AAA"', '"@#$"', '"0"', '"abcDEF"', '"1 2"', '"1E"', '"."', '"--1"', '"1D2"', '"INF"',
         '"PI"', '"2+3"', '"#"', '"Z"']
INDICES = ["0", "1", "2", "3", "5", "9", "-1", "1.5", "2.5", "99", "1E5", "A", "LEN(A$)",
           "LEN(A$)+1"]


def text(r, depth):
    """A string expression over A$ and B$ (both set first by strings_session)."""
    k = r.random()
    if depth <= 0 or k < 0.3:
        return r.choice(TEXTS + ["A$", "B$"])
    if k < 0.45:
        return f"{text(r, depth - 1)}&{text(r, depth - 1)}"
    if k < 0.6:
        v = r.choice(["A$", "B$"])
        if r.random() < 0.5:
            return f"{v}[{r.choice(INDICES)}]"
        return f"{v}[{r.choice(INDICES)},{r.choice(INDICES)}]"
    if k < 0.7:
        return f"CHR$({r.choice(['0', '31', '32', '65', '97', '126', '127', '128', '255', '256', '-1', '65.5', 'A'])})"
    if k < 0.8:
        return f"STR$({r.choice(NUMBERS_REAL + SPECIAL + ['A', '-A'])})"
    if k < 0.9:
        return f"UPRC$({text(r, depth - 1)})"
    return r.choice(["DTH$(A)", "VER$[1,4]", "ERRM$", "KEY$"])


def strings_session(r):
    """String work: substrings with odd indices (0, past the end, reversed,
    fractions), substring assignment, CHR$ and NUM over the character set,
    POS with a start, VAL and STR$ of odd texts, comparisons, DIM lengths
    that cut, and the errors of each (String Ovfl, Invalid Arg ...). Typed
    at the keyboard and run in a program."""
    lines = [f"A$={r.choice(TEXTS)}", f"B$={r.choice(TEXTS)}", f"A={r.choice(['1', '2', '255', '-3', '4.5'])}"]
    for _ in range(r.randint(2, 7)):
        k = r.random()
        if k < 0.3:
            lines.append(text(r, 2))
        elif k < 0.42:
            lines.append(f"LEN({text(r, 2)})")
        elif k < 0.52:
            start = f",{r.choice(INDICES)}" if r.random() < 0.5 else ""
            lines.append(f"POS({text(r, 1)},{text(r, 1)}{start})")
        elif k < 0.6:
            lines.append(f"NUM({text(r, 1)})")
        elif k < 0.68:
            lines.append(f"VAL({text(r, 1)})")
        elif k < 0.78:
            v = r.choice(["A$", "B$"])
            ix = r.choice(INDICES)
            sub = f"[{ix}]" if r.random() < 0.5 else f"[{ix},{r.choice(INDICES)}]"
            lines.append(f"{v}{sub}={text(r, 1)} @ DISP {v};LEN({v})")
        elif k < 0.86:
            lines.append(f"DISP {text(r, 1)}{r.choice(['<', '>', '=', '#', '<=', '>=', '?'])}{text(r, 1)}")
        elif k < 0.92:
            lines.append(f"DIM C$[{r.choice(['1', '3', '0', '5'])}] @ C$={text(r, 1)} @ DISP C$;LEN(C$)")
        else:
            lines.append(f"A$={text(r, 2)} @ DISP A$")
    lines = [l for l in lines if len(l) <= 90]
    if r.random() < 0.5:
        return lines
    # the same lines in a program, an expression shown by DISP (an error stops the run)
    statement = re.compile(r"^(DIM|DISP|A=|[AB]\$(\[[^]]*\])?=)")
    prog = [f"{10 * (i + 1)} {l if statement.match(l) else 'DISP ' + l}" for i, l in enumerate(lines)]
    return [l for l in prog if len(l) <= 90] + ["RUN", "ERRN"]


def flow_session(r):
    """Control flow and its errors: nested FOR loops (the same variable
    twice, NEXT of the outer, a jump out and back in, a body that changes the
    variable or the limit), GOSUB and RETURN from inside loops, POP,
    functions that fail, ON ERROR in a subroutine and a subprogram, errors
    inside user functions and subprograms (ERRL, ERRN), CONT after the
    error, and RETURN or NEXT with nothing to return to. Bounded."""
    lines, tail = [], []
    n = 10
    for _ in range(r.randint(2, 6)):
        k = r.random()
        if k < 0.15:
            lo, hi = r.randint(-1, 2), r.randint(0, 3)
            body = r.choice(["DISP I;J;", "IF J=2 THEN NEXT I", "I=I+1", "J=9",
                             "DISP I; @ NEXT I", "GOTO " + str(n + 1)])
            lines.append(f"{n} FOR I={lo} TO {hi} @ FOR J=1 TO 2 @ {body} @ NEXT J @ NEXT I @ DISP \"E\";I;J")
            lines.append(f"{n + 1} DISP \"OUT\";I;J")
        elif k < 0.25:
            lines.append(f"{n} FOR I=1 TO 3 @ GOSUB {n + 8000} @ NEXT I @ DISP I")
            tail.append(f"{n + 8000} DISP I; @ {r.choice(['RETURN', 'IF I=2 THEN POP', 'NEXT I', 'I=I+1 @ RETURN'])}")
            tail.append(f"{n + 8001} RETURN")
        elif k < 0.37:
            f = "FN" + "BCDEFGHJK"[n // 10 % 9]
            lines.append(f"{n} ON ERROR GOTO {n + 5} @ DISP {f}({r.choice(['0', '1', '-1', '2', '1E499'])})")
            lines.append(f"{n + 5} DISP ERRN;ERRL;ERRM$ @ OFF ERROR")
            tail += [f"{n + 9000} DEF {f}(X)", f"{n + 9001} {f}={numeric(r, 1, ['X'])}",
                     f"{n + 9002} END DEF"]
        elif k < 0.5:
            lines.append(f"{n} CALL U{n}({r.choice(['0', '1', '2', '-1'])}) @ DISP \"C\";ERRN")
            body = r.choice(["DISP 1/X", "DISP SQR(X)", "ON ERROR GOTO {0} @ DISP LN(X)",
                             "DISP X @ GOSUB {0}", "X=X/0 @ DISP X"]).format(n + 9501)
            tail += [f"{n + 9500} SUB U{n}(X) @ {body}", f"{n + 9501} DISP \"H\";ERRN;ERRL",
                     f"{n + 9502} END SUB"]
        elif k < 0.6:
            lines.append(f"{n} {r.choice(['RETURN', 'NEXT K', 'POP', 'END DEF', 'END SUB'])} @ DISP \"X\"")
        elif k < 0.7:
            lines.append(f"{n} X={numeric(r, 1, [])} @ {r.choice(['STOP', 'PAUSE'])} @ DISP X")
        elif k < 0.8:
            lines.append(f"{n} ON {r.choice(['0', '1', '2', '3', '1.5', '-1', '2.5'])} GOTO {n + 1},{n + 2}")
            lines.append(f"{n + 1} DISP \"ONE\" @ GOTO {n + 3}")
            lines.append(f"{n + 2} DISP \"TWO\"")
            lines.append(f"{n + 3} DISP \"ON\"")
        elif k < 0.9:
            lines.append(f"{n} K=0 @ ON ERROR GOTO {n + 1}")
            lines.append(f"{n + 1} K=K+1 @ IF K<3 THEN DISP K;{numeric(r, 1, ['K'])}")
            lines.append(f"{n + 2} OFF ERROR @ DISP \"K\";K")
        else:
            a, b, c = r.choice([("1", "2", ".3"), (".1", "1.05", ".1"), ("1E12", "1E12+2", "1"),
                                ("-2", "-1", ".25"), ("1", "-1", "-.5"), ("0", "1", "1E11"),
                                ("1", "1.05", ".01"), ("1E11", "1E12", "1E11"), ("2", "1", "1")])
            lines.append(f"{n} FOR X={a} TO {b} STEP {c} @ DISP X; @ NEXT X @ DISP")
        n += 10
    session = ended_program(lines, tail, n)
    k = r.random()
    if k < 0.3:
        session += ["CONT", "CONT"]
    elif k < 0.5:
        session += ["ERRN", "ERRL"]
    return session



def memory_session(r):
    """MEM after what takes the HP-71B's RAM: the other areas' program lines
    (entered, some replaced or deleted), variables of each type and size
    (simple, arrays of one and two dimensions, strings and string arrays with
    their lengths), a run, DESTROY, FREE PORT and CLAIM PORT, and the typed
    lines the command stack keeps. Only programs that need no reply are run."""
    gen = r.choice([program_session, statements_session, mixed_session, flow_session])
    prog = [l for l in gen(r) if l[:1].isdigit()]
    session = prog + ["MEM"]
    numbers = [l.split()[0] for l in prog]
    runnable = not any(w in " ".join(prog) for w in ("INPUT", "STOP", "PAUSE"))
    for _ in range(r.randint(2, 7)):
        k = r.random()
        if k < 0.25:
            kind = r.choice(["DIM", "REAL", "SHORT", "INTEGER"])
            dims = r.choice(["", f"({r.randint(0, 30)})", f"({r.randint(0, 6)},{r.randint(0, 6)})"])
            session.append(f"{kind} {r.choice(['A', 'B', 'C1', 'Z'])}{dims} @ MEM")
        elif k < 0.4:
            length = r.choice(["", f"[{r.randint(1, 40)}]"])
            dims = r.choice(["", f"({r.randint(0, 9)})"])
            session.append(f"DIM {r.choice(['A', 'S', 'T2'])}${dims}{length} @ MEM")
        elif k < 0.5:
            session.append(f"{r.choice(['A', 'X', 'Q5'])}$=\"{'X' * r.randint(0, 30)}\" @ MEM")
        elif k < 0.6 and numbers:
            session.append(f"{r.choice(numbers)} {r.choice(['DISP 1', 'X=X+1', 'REM ' + 'A' * r.randint(0, 20), ''])}")
            session.append("MEM")
        elif k < 0.68 and numbers:
            session.append(f"DELETE {r.choice(numbers)}")
            session.append("MEM")
        elif k < 0.78:
            session.append(r.choice(["DESTROY ALL", "DESTROY A", "DESTROY A,B", "DESTROY A$"]) + " @ MEM")
        elif k < 0.86 and runnable:
            session += ["RUN", "MEM"]
        elif k < 0.9:
            session.append(f"{r.choice(['X', 'Y'])}={r.randint(0, 999)} @ MEM")
        elif k < 0.93:
            session.append(r.choice([f"DEF KEY \"{r.choice(['A', 'B', 'fQ', '#38'])}\",\"{'Z' * r.randint(0, 12)}\"{r.choice(['', ';', ':'])}",
                                     f"DEF KEY \"{r.choice(['A', 'B'])}\"", "STAT S(2) @ ADD 1,2",
                                     "OPTION BASE 1 @ DIM V(5)", "SHORT W(3,3)", "DESTROY ALL"]) + " @ MEM")
        elif k < 0.96:
            # a suspended run: its loops, calls and returns hold RAM
            session += [r.choice(["9000 FOR I=1 TO 2 @ GOSUB 9010 @ NEXT I @ END",
                                  "9000 GOSUB 9010 @ END", "9000 CALL Q9(1) @ END",
                                  "9000 DEF FNQ(Z)=Z+FNR(Z)"]),
                        "9010 PAUSE @ RETURN", "9020 SUB Q9(Z) @ PAUSE @ END SUB",
                        "RUN 9000", "MEM", r.choice(["CONT", "MEM", "9030 REM", "X=1"]), "MEM"]
        elif k < 0.98:
            # port 0's modules made independent RAM and given back
            session += [r.choice(["FREE PORT(0)", "FREE PORT(.01)", "FREE PORT(.03)",
                                  "CLAIM PORT(0)", "CLAIM PORT(.01)", "SHOW PORT",
                                  "ASSIGN #1 TO *", "ASSIGN #1 TO X:PORT(0)"]),
                        r.choice(["MEM", "MEM(0)", "MEM(.01)", "CONT"])]
        else:
            session.append("MEM(0)" if r.random() < 0.3 else "MEM")
    return [l for l in session if len(l) <= 90]



def scope_session(r):
    """Whose variables a statement sees and changes inside user functions
    and subprograms: globals and parameters of the same names, DESTROY,
    declarations (DIM, INTEGER, REAL), READ and RESTORE, OPTION BASE, FOR
    loops of the caller's variable, TRACE VARS, ON ERROR in the callee, a
    function that calls a function, string parameters; then what the
    caller sees after, and what a typed line sees while the run is paused
    or suspended by an error in the callee. Bounded."""
    names = ["X", "Y", "A", "B$", "Z"]
    stmts = ["DESTROY {v}", "DESTROY X,Y", "DESTROY ALL", "DIM A(3)", "INTEGER Y", "REAL Z",
             "X=X+1", "Y=7", "A=A*2", "B$=B$&\"Q\"", "DISP X;Y;A;B$", "READ Z @ DISP Z",
             "RESTORE @ READ Y", "FOR X=1 TO 2 @ NEXT X", "TRACE VARS @ Y=3 @ TRACE OFF",
             "ON ERROR GOTO {h} @ Z=1/0 @ DISP Z", "DISP FNI(Y)", "PAUSE", "Z=SQR(-1)",
             "OPTION BASE 1", "DIM B$[2] @ B$=\"LONG\"", "GOSUB {g}"]

    def body(at):
        out = []
        for _ in range(r.randint(1, 3)):
            st = r.choice(stmts).format(v=r.choice(names), h=at + 90, g=at + 80)
            out.append(st)
        return " @ ".join(out)

    lines = ["10 X=1 @ Y=2 @ A=3 @ B$=\"G\" @ Z=4",
             "20 DATA 11,12,13"]
    tail = ["1000 DEF FNI(Q)=Q*10"]
    n = 30
    for _ in range(r.randint(1, 3)):
        kind = r.random()
        at = (1100 if kind < 0.45 else 2000) + n * 10  # the functions before the subprograms
        if kind < 0.45:
            params = r.choice(["X", "Y", "Q", "X,Y", "B$", "Q,B$"])
            args = ",".join("\"S\"" if p.endswith("$") else r.choice(["5", "X", "Y+1", "A"])
                            for p in params.split(","))
            f = "FN" + "CDEFGHJK"[n // 10 % 8]
            lines.append(f"{n} DISP \"R\";{f}({args}) @ DISP X;Y;A;B$;Z")
            tail += [f"{at} DEF {f}({params})", f"{at + 1} {body(at)}", f"{at + 2} {f}=X+Y",
                     f"{at + 3} END DEF", f"{at + 80} DISP \"G\";X @ RETURN",
                     f"{at + 90} DISP \"H\";ERRN @ {f}=-1 @ GOTO {at + 3}"]
        elif kind < 0.8:
            params = r.choice(["X", "Y,A", "Q", "B$", "C()", "X,B$"])
            args = ",".join({"B$": r.choice(["B$", "(B$)", "\"S\""]), "C()": "C()"}.get(
                p, r.choice(["X", "(X)", "Y", "5", "A"])) for p in params.split(","))
            if "C()" in params:
                lines.append(f"{n} DIM C(2)")
                n += 1
            lines.append(f"{n} CALL S{n}({args}) @ DISP X;Y;A;B$;Z")
            tail += [f"{at} SUB S{n}({params})", f"{at + 1} {body(at)}", f"{at + 2} DISP \"S\";X;Y",
                     f"{at + 3} END SUB", f"{at + 80} DISP \"G\";X @ RETURN",
                     f"{at + 90} DISP \"H\";ERRN @ GOTO {at + 3}"]
        else:
            lines.append(f"{n} {body(1000 + n)}")
            lines.append(f"{n + 1} DISP X;Y;A;B$;Z")
            tail += [f"{1000 + n + 80} DISP \"G\" @ RETURN", f"{1000 + n + 90} DISP \"H\" @ END"]
        n += 10
    session = ended_program(lines, tail, n)
    for _ in range(r.randint(0, 3)):
        session.append(r.choice(["X", "Y", "A", "B$", "Z", "CONT", "DESTROY X @ X",
                                 "DESTROY ALL @ X", "X=9", "CONT", "END"]))
    return session


def display_session(r):
    """DISP and PRINT lists as the LCD and the printer line show them: items
    of both kinds and every length, the separators (',' and ';', a list
    ending in one, then the next list or an INPUT prompt), TAB forward and
    back, WIDTH and PWIDTH of odd sizes, ENDLINE, WINDOW, numbers in each
    display mode, long strings, a line left open before an error. Bounded."""
    def item():
        k = r.random()
        if k < 0.3:
            return numeric(r, 1, [])
        if k < 0.55:
            return r.choice(STRINGS + ['"' + "ABCDEFGHIJ" * r.randint(1, 4) + '"', "A$", "A$[3]"])
        if k < 0.75:
            return f"TAB({r.choice(['0', '1', '5', '12', '21', '22', '23', '30', '-1', '96', '97', '2.5'])})"
        if k < 0.85:
            return f"SPACE$({r.randint(0, 25)})"
        return f"STR$({number(r)})"

    def dlist():
        items = [item() for _ in range(r.randint(1, 5))]
        text = items[0]
        for it in items[1:]:
            text += r.choice([";", ",", ";", ","]) + it
        return text + r.choice(["", "", ";", ","])

    lines = ['10 A$="HELLO WORLD"']
    n = 20
    for _ in range(r.randint(2, 7)):
        k = r.random()
        if k < 0.4:
            lines.append(f"{n} DISP {dlist()}")
        elif k < 0.6:
            lines.append(f"{n} PRINT {dlist()}")
        elif k < 0.7:
            lines.append(f"{n} WIDTH {r.choice(['1', '5', '22', '23', '40', '80', '96', '255', '0', 'INF'])}")
        elif k < 0.77:
            lines.append(f"{n} PWIDTH {r.choice(['1', '8', '24', '80', 'INF', '0'])}")
        elif k < 0.82:
            ending = r.choice(['""', '"*"', '"<>"', 'CHR$(13)&CHR$(10)'])
            lines.append(f"{n} ENDLINE {ending}")
        elif k < 0.87:
            lines.append(f"{n} {r.choice(MODES)} @ DISP {numeric(r, 1, [])},{number(r)}")
        elif k < 0.92:
            lines.append(f"{n} DISP {dlist()} @ INPUT \"Q? \";Q @ DISP Q")
        elif k < 0.96:
            lines.append(f"{n} DISP {dlist()} @ X=SQR(-1)")
        else:
            lines.append(f"{n} DISP {dlist()} @ PAUSE")
        n += 10
    session = ended_program(lines, [], n) + ["7", "8"]
    if r.random() < 0.4:
        session.append(f"DISP {dlist()}")
    if r.random() < 0.3:
        session += ["CONT"]
    return session


def arrays_session(r):
    """Arrays and labels: DIM, REAL, SHORT and INTEGER arrays of one and two
    dimensions under OPTION BASE 0 and 1, declared again larger, smaller or
    of another type (what the elements keep), elements outside the bounds,
    arrays made by a store without DIM, string arrays, READ into elements,
    an array passed to a SUB and changed there, DESTROY of an array; GOTO,
    GOSUB, RESTORE and ON n GOTO to labels, labels that are missing or
    twice, a label in a subprogram. Bounded."""
    lines, tail = [], []
    n = 10
    for _ in range(r.randint(2, 6)):
        k = r.random()
        a = r.choice(["A", "B", "M"])
        if k < 0.12:
            lines.append(f"{n} OPTION BASE {r.randint(0, 1)}")
        elif k < 0.32:
            t = r.choice(["DIM", "REAL", "SHORT", "INTEGER"])
            dims = r.choice([f"{r.randint(0, 4)}", f"{r.randint(0, 3)},{r.randint(0, 2)}", "1.5", "-1", "0"])
            lines.append(f"{n} {t} {a}({dims}) @ {a}({r.randint(0, 4)})={number(r)} @ DISP {a}({r.randint(0, 4)})")
        elif k < 0.42:
            lines.append(f"{n} DIM {a}(3) @ {a}(2)=7.5 @ {r.choice(['DIM', 'INTEGER', 'SHORT'])} "
                         f"{a}({r.choice(['1', '2', '5', '2,2'])}) @ DISP {a}(1);{a}(2)")
        elif k < 0.5:
            lines.append(f"{n} {a}({r.randint(0, 12)})={r.randint(-5, 99)} @ DISP {a}({r.randint(0, 11)})")
        elif k < 0.58:
            lines.append(f"{n} DIM S$({r.randint(0, 3)})[{r.randint(1, 6)}] @ "
                         f"S$({r.randint(0, 3)})={r.choice(STRINGS)}&\"XYZ\" @ DISP S$(1);S$(2)[2]")
        elif k < 0.64:
            lines.append(f"{n} DIM R(2) @ READ R(1),R(2),Q @ DISP R(1);R(2);Q")
            third = r.choice(['7', '"S"', '1E3'])
            tail.append(f"{n + 5000} DATA {number(r)},{r.randint(0, 9)},{third}")
        elif k < 0.72:
            lines.append(f"{n} DIM P(3) @ P(1)=1 @ CALL W{n}(P(),P(1)) @ DISP P(1);P(2);P(3)")
            tail.append(f"{n + 6000} SUB W{n}(V(),E) @ V(2)=E+1 @ E=9 @ "
                        f"{r.choice(['DIM V(5)', 'V(3)=V(1)', 'DESTROY V', 'REDIM', 'V(4)=1'])} @ END SUB")
        elif k < 0.78:
            lines.append(f"{n} DESTROY {a} @ DISP {a}")
        elif k < 0.86:
            target = r.choice([f"'L{n}'", f'"L{n}"', f"'l{n}'", "'NOPE'"])
            kw = r.choice(["GOTO", "GOSUB"])
            lines.append(f"{n} {kw} {target} @ DISP \"BACK\"")
            lines.append(f"{n + 1} DISP \"SKIP\"")
            lines.append(f"{n + 2} 'L{n}': DISP \"AT\" @ {'RETURN' if kw == 'GOSUB' else 'DISP 0'}")
        elif k < 0.92:
            lines.append(f"{n} ON {r.choice(['1', '2', '3', '0'])} GOTO 'P{n}','Q{n}'")
            lines.append(f"{n + 1} 'P{n}': DISP \"P\"")
            lines.append(f"{n + 2} 'Q{n}': DISP \"Q\"")
        else:
            lines.append(f"{n} RESTORE 'D{n}' @ READ X @ DISP X")
            tail.append(f"{n + 7000} 'D{n}': DATA {number(r)}")
            if r.random() < 0.3:
                tail.append(f"{n + 7001} 'D{n}': DATA 5")
        n += 10
    session = ended_program(lines, tail, n)
    if r.random() < 0.4:
        session.append(r.choice(["A(1)", "B(0,0)", "M(2)", "LIST", "S$(1)"]))
    return session


def trace_session(r):
    """TRACE FLOW and TRACE VARS (one, the other, both, set and cleared in
    the program or typed) over what a program does: assignments of every
    kind of variable (simple, element, string, substring, INTEGER), FOR and
    NEXT, GOTO, GOSUB and RETURN, IF with THEN and ELSE lines, ON GOTO,
    user functions of one and more lines, CALL and END SUB, READ, INPUT,
    ON ERROR jumps, STOP and CONT, RUN n. Bounded."""
    lines, tail, replies = [], [], []
    n = 10
    mode = r.choice(["TRACE FLOW", "TRACE VARS", "TRACE FLOW @ TRACE VARS", "TRACE VARS @ TRACE FLOW"])
    if r.random() < 0.7:
        lines.append(f"{n} {mode}")
        n += 10
    for _ in range(r.randint(2, 6)):
        k = r.random()
        if k < 0.14:
            v = r.choice(["A", "B(2)", "C$", "C$[2,3]", "I1", "K"])
            val = '"XY"' if "$" in v else numeric(r, 1, [])
            pre = "DIM B(3) @ " if v.startswith("B") else "INTEGER K @ " if v == "K" else ""
            lines.append(f"{n} {pre}{v}={val}")
        elif k < 0.24:
            lines.append(f"{n} FOR J={r.randint(0, 2)} TO {r.randint(1, 3)} @ S=S+J @ NEXT J")
        elif k < 0.32:
            lines.append(f"{n} GOSUB {n + 8000} @ A=A+1")
            tail.append(f"{n + 8000} X=X+1 @ RETURN")
        elif k < 0.42:
            lines.append(f"{n} IF {numeric(r, 1, ['A'])} THEN {n + 2} ELSE {n + 3}")
            lines.append(f"{n + 1} DISP \"N\"")
            lines.append(f"{n + 2} Y=1")
            lines.append(f"{n + 3} Y=Y+2")
        elif k < 0.5:
            lines.append(f"{n} ON {r.choice(['1', '2', '3'])} GOTO {n + 1},{n + 2}")
            lines.append(f"{n + 1} Z=1")
            lines.append(f"{n + 2} Z=Z+1")
        elif k < 0.58:
            f = "FN" + "BCDEFGHJK"[n // 10 % 9]
            if r.random() < 0.5:
                lines.append(f"{n} DEF {f}(X)=X*2 @ W={f}(3)")
            else:
                lines.append(f"{n} W={f}(3)+1")
                tail += [f"{n + 9000} DEF {f}(X)", f"{n + 9001} {f}=X*2 @ V=X",
                         f"{n + 9002} END DEF"]
        elif k < 0.66:
            lines.append(f"{n} CALL T{n}(A,(B)) @ DISP A")
            tail += [f"{n + 9500} SUB T{n}(P,Q) @ P=P+Q", f"{n + 9501} END SUB"]
        elif k < 0.72:
            lines.append(f"{n} READ R,R$ @ DATA 4,\"D\"")
        elif k < 0.78:
            lines.append(f"{n} INPUT \"V? \";U,U$")
            replies.append(r.choice(["1,A", "2,\"B\"", "3"]))
            if replies[-1] == "3":
                replies.append("4,Q")
        elif k < 0.84:
            lines.append(f"{n} ON ERROR GOTO {n + 5} @ E=1/0 @ E=SQR(-1)")
            lines.append(f"{n + 5} E=ERRN @ OFF ERROR")
        elif k < 0.9:
            lines.append(f"{n} {r.choice(['TRACE OFF', 'TRACE FLOW', 'TRACE VARS', 'STOP', 'PAUSE'])}")
        else:
            lines.append(f"{n} DISP A;B$;")
        n += 10
    session = ended_program(lines, tail, n) + replies
    for _ in range(r.randint(0, 3)):
        session.append(r.choice(["CONT", "A=5", "TRACE OFF", "TRACE FLOW", "TRACE VARS", "RUN 20",
                                 "GOTO 20", "X=X+1", "DISP FNB(1)"]))
    return session


def stat_session(r):
    """The statistics: STAT arrays of one to four columns, ADD and DROP of
    data of every magnitude (whole, fractional, negative, 12 digits, near
    each other), CLSTAT, then MEAN, SDEV, TOTAL, CORR, PREDV and LR of
    columns in and out of range, with display modes. Typed, as a user at the
    keyboard."""
    cols = r.randint(1, 4)
    session = [f"STAT S({cols})" if r.random() < 0.9 else f"DIM S(3,{cols}) @ STAT S"]
    if r.random() < 0.3:
        session.append("CLSTAT")
    pool = [str(r.randint(-9, 99)), number(r), r.choice(["1E12", "123456789012", "1.00000000001", ".5",
                                                           "-2.5", "0", "1E-7", "999999999999"])]
    for _ in range(r.randint(1, 7)):
        data = ",".join(r.choice(pool) if r.random() < 0.7 else str(r.randint(0, 9))
                        for _ in range(r.randint(1, cols + (r.random() < 0.1))))
        session.append(f"{r.choice(['ADD', 'ADD', 'ADD', 'DROP'])} {data}")
    for _ in range(r.randint(2, 6)):
        c = r.randint(0, cols + 1)
        d = r.randint(1, cols)
        session.append(r.choice([f"MEAN({c})" if r.random() < 0.5 else "MEAN", f"SDEV({c})" if r.random() < 0.5 else "SDEV",
                                 f"TOTAL({c})", f"CORR({c},{d})", f"PREDV({r.choice(pool)})",
                                 f"PREDV({r.choice(pool)},{c},{d})", f"LR {c},{d}", f"LR {c},{d},A,B @ DISP A;B",
                                 r.choice(MODES), "S(1,1)", "S(0,1)"]))
    return session


def data_session(r):
    """DATA, READ and RESTORE: items of every form (numbers, expressions,
    quoted and unquoted strings with blanks and commas, empty items, a
    trailing comma), READ into numbers, strings, elements and substrings,
    a mismatch of kinds, running out of data, RESTORE (and ON n RESTORE) to a line with and
    without DATA, to a missing line and to a label, DATA in a subprogram
    read there and after, READ of a whole array. Bounded."""
    items = ["1", "-2.5", "1E3", "PI", "2+3", "A", '"Q"', '"A,B"', "HELLO", " X Y ", "", '""', "1E600",
             "'S'", "3 4", "-", "NAN", "INF"]
    lines, tail = [], []
    n = 10
    for _ in range(r.randint(2, 4)):
        lines.append(f"{n} DATA " + ",".join(r.choice(items) for _ in range(r.randint(1, 4)))
                     + r.choice(["", "", ","]))
        n += 10
    for _ in range(r.randint(2, 5)):
        k = r.random()
        if k < 0.45:
            targets = ",".join(r.choice(["X", "Y", "A$", "B$", "C(1)", "A$[2]", "D$"]) for _ in range(r.randint(1, 3)))
            lines.append(f"{n} DIM C(2),D$[3] @ READ {targets} @ DISP {targets}")
        elif k < 0.58:
            lines.append(f"{n} RESTORE {r.choice(['', '10', '20', '25', '9999', chr(39) + 'L' + chr(39), '30'])} @ READ X @ DISP X")
        elif k < 0.65:  # ON n RESTORE, a label in the list too (the ROM's fault after it)
            targets = ",".join(r.choice(["10", "20", "30", "25", chr(39) + "L" + chr(39)]) for _ in range(r.randint(1, 3)))
            lines.append(f"{n} ON {r.choice(['1', '2', '3', '0', '2.5', 'X+1'])} RESTORE {targets} @ READ X @ DISP X")
        elif k < 0.75:
            lines.append(f"{n} ON ERROR GOTO {n + 5} @ READ X,X,X,X,X,X @ DISP X")
            lines.append(f"{n + 5} DISP ERRN;ERRL @ OFF ERROR")
        elif k < 0.85:
            lines.append(f"{n} CALL R{n} @ READ X @ DISP X")
            tail += [f"{n + 5000} SUB R{n} @ READ Z @ DISP Z @ RESTORE", f"{n + 5001} DATA 77,88",
                     f"{n + 5002} END SUB"]
        elif k < 0.92:
            lines.append(f"{n} DIM E(2) @ READ E @ DISP E(0);E(1);E(2)")
        else:
            lines.append(f"{n} 'L': DATA 5,\"LB\" @ READ X @ DISP X")
        n += 10
    session = ended_program(lines, tail, n)
    if r.random() < 0.3:
        session += [r.choice(["READ X", "RESTORE", "X", "A$", "LIST 10,30"])]
    return session


def files_session(r):
    """DATA files: CREATE DATA of any records and record length, ASSIGN #
    to a file made or new, PRINT # of numbers of every magnitude and strings
    short and long (cut into parts), serially and into a record given,
    READ # into numbers and strings (a mismatch of kinds), RESTORE #, End
    of File and Record Ovfl, CAT and CAT$ of the files, MEM, PURGE, channels
    closed, and the same in a program ended by END or an error. Typed, or
    in a short program. Avoids what shows the RAM's bytes (ADDR$, PEEK$)."""
    names = ["D", "E", "F2"]
    strs = ['""', '"A"', '"AB"', '"ABCDE"', '"ABCDEFGHIJ"', '"ABCDEFGHIJKLMNOPQRSTU"', "A$"]
    nums = ["1", "-2.5", "1E-300", "123456789012", "0", "-0", "INF", "NAN", "MAXREAL", "X", "I*I"]
    out = [f'A$="{"".join(r.choice("ABCXYZ") for _ in range(r.randint(0, 30)))}" @ X={number(r)}']
    for _ in range(r.randint(4, 14)):
        f = r.choice(names)
        c = r.choice(["1", "1", "2", "3"])
        k = r.random()
        if k < 0.12:
            out.append(f"CREATE DATA {f},{r.randint(0, 5)}" + (f",{r.choice([1, 3, 4, 8, 10, 16, 0, 256])}"
                                                                if r.random() < 0.8 else ""))
        elif k < 0.22:
            out.append(f"ASSIGN #{c} TO {r.choice([f, f, '*'])}")
        elif k < 0.45:
            rec = f",{r.randint(0, 4)}" if r.random() < 0.35 else ""
            items = ",".join(r.choice(strs + nums) for _ in range(r.randint(1, 4)))
            out.append(f"PRINT #{c}{rec};{items}" if rec == "" or r.random() < 0.9 else f"PRINT #{c}{rec}")
        elif k < 0.65:
            rec = f",{r.randint(0, 4)}" if r.random() < 0.35 else ""
            targets = ",".join(r.choice(["Y", "Z", "B$", "C$"]) for _ in range(r.randint(1, 3)))
            out.append(f"READ #{c}{rec};{targets} @ DISP {targets}")
        elif k < 0.75:
            out.append(f"RESTORE #{c}" + (f",{r.randint(0, 4)}" if r.random() < 0.3 else ""))
        elif k < 0.85:
            out.append(r.choice([f"CAT {f}", f"CAT$({r.randint(1, 4)})", "MEM", "ERRN"]))
        elif k < 0.9:
            out.append(r.choice([f"PURGE {f}", "ASSIGN #1 TO *", "END"]))
        else:
            body = f"PRINT #{c};I,A$" if r.random() < 0.5 else f"READ #{c};Y @ DISP Y"
            out += [f"10 FOR I=1 TO {r.randint(1, 6)} @ {body} @ NEXT I", "RUN"]
    return out


def textfiles_session(r):
    """TEXT files and TRANSFORM: CREATE TEXT of no bytes or some, ASSIGN #,
    PRINT # of strings (program lines among them) and numbers in any
    display mode, READ # into strings and numbers (lines that are
    expressions and lines that are not), RESTORE # and READ # of a line
    number, PRINT # of one, CAT and CAT$, MEM; program lines that do not
    enter (TRANSFORM's remarks) and with leading blanks; TRANSFORM of the workfile,
    of a named BASIC file and of the TEXT files into TEXT, BASIC, DATA, to
    a new name or not; RUN and LIST of what they became; ASSIGN # to a
    BASIC file too; SECURE and UNSECURE of them. Typed."""
    names = ["T", "U", "FOO"]
    lines = ['"10 DISP 1"', '"20 X=X+1 @ DISP X"', '"30 disp  3"', '"5 BEEP"', '"A"', '""',
             '"2+3"', '"PI"', '"X"', '"1,2"', "X", "-1.5", "1/3", "1E20",
             # lines that do not enter: TRANSFORM makes them remarks
             '"40 X=+"', '"50 DISP ("', '"60 X+1"', '" 70 DISP 7"', '"80 Y=1E999"', '"90 X=1 2"']
    out = [f"X={r.randint(1, 9)}", "10 DISP 1", f"20 X=X+{r.randint(1, 9)} @ DISP X"]
    if r.random() < 0.3:  # a TEXT file of numbered lines, some that do not enter, made BASIC
        body = ["DISP N", "X=+", "DISP (", "X+1", "N=N+1", "Y=1E999", "X=1 2", "GOTO", "1+",
                "FOO BAR", "A$=B$ AND 1", "IF 1 THEN X=+", "DISP 1 @ X=+", "X", "DIM A(", "Z=N*2"]
        numbers = sorted(r.sample(range(1, 400), r.randint(1, 7)))
        text = [f'"{" " * r.choice([0, 0, 0, 1, 3])}{n} {r.choice(body)}"' for n in numbers]
        if r.random() < 0.3:  # a line without a number: TRANSFORM stops there
            text.insert(r.randint(0, len(text)),
                        r.choice(['""', '"TITLE"', '"DISP 2"', '"! NOTE"', '" "', '"@"']))
        while len(",".join(text)) > 84:  # (a typed line holds 95 characters)
            text.pop()
        out += ["CREATE TEXT Q", "ASSIGN #3 TO Q", f"PRINT #3;{','.join(text)}", "ASSIGN #3 TO *",
                r.choice(["TRANSFORM Q INTO BASIC", "TRANSFORM Q INTO BASIC R"]), "ERRN",
                r.choice(["LIST Q", "LIST R", "CAT Q"]), r.choice(["RUN Q", "RUN R", "CAT R"])]
    for _ in range(r.randint(5, 16)):
        f = r.choice(names)
        c = r.choice(["1", "1", "2"])
        k = r.random()
        if k < 0.12:
            out.append(f"CREATE TEXT {f}" + (f",{r.randint(0, 9)}" if r.random() < 0.3 else ""))
        elif k < 0.22:
            out.append(f"ASSIGN #{c} TO {r.choice([f, f, '*'])}")
        elif k < 0.4:
            items = ",".join(r.choice(lines) for _ in range(r.randint(1, 4)))
            mode = r.choice(["", "", "FIX 2 @ ", "SCI 3 @ "])
            out.append(f"{mode}PRINT #{c};{items} @ STD")
        elif k < 0.55:
            rec = f",{r.randint(0, 4)}" if r.random() < 0.3 else ""
            targets = ",".join(r.choice(["Y", "B$", "C$"]) for _ in range(r.randint(1, 3)))
            out.append(f"READ #{c}{rec};{targets} @ DISP {targets}")
        elif k < 0.62:
            out.append(f"RESTORE #{c}" + (f",{r.randint(0, 4)}" if r.random() < 0.4 else ""))
        elif k < 0.8:
            src = r.choice(["", f"{f} ", "FOO ", "WORKFILE "])
            to = f" {r.choice(names + ['V'])}" if r.random() < 0.3 else ""
            out.append(f"TRANSFORM {src}INTO {r.choice(['TEXT', 'BASIC', 'TEXT', 'DATA'])}{to}")
        elif k < 0.9:
            out.append(r.choice([f"CAT {f}", f"CAT$({r.randint(0, 4)})", "MEM", "LIST",
                                 f"RUN {f}", f"LIST {f}", "RUN", "CAT WORKFILE"]))
        else:
            out.append(r.choice([f"PURGE {f}", "NAME FOO", "EDIT FOO", "EDIT", "30 DISP 3",
                                 "ASSIGN #1 TO *", f"SECURE {f}", f"UNSECURE {f}"]))
    return out


def basicfiles_session(r):
    """BASIC files beside the current one: EDIT of a file new or made
    (and EDIT alone, back to the workfile), program lines entered in each,
    NAME, RUN and LIST of another file, CAT and CAT$ of them all, PURGE of
    the current file, of another and PURGE ALL, CREATE DATA beside them,
    RENAME, COPY and MERGE of them, CHAIN of one there is, MEM, CALL of
    a subprogram or a file another file holds, or in a file named (IN),
    (typed or in a program,
    with a PAUSE and CONT in it), and variables kept across the files.
    Typed, as a user at the keyboard; no ASSIGN # to a BASIC file (not
    emulated)."""
    names = ["FOO", "BAR", "LIB"]
    out = [f"X={r.randint(1, 9)}"]
    for _ in range(r.randint(5, 16)):
        f = r.choice(names)
        k = r.random()
        if k < 0.18:
            out.append(r.choice([f"EDIT {f}", f"EDIT {f}", "EDIT", f'EDIT "{f}"']))
        elif k < 0.38:
            n = r.choice([10, 20, 30])
            out.append(r.choice([f'{n} DISP "{f}{n}";X', f"{n} X=X+{n}", f"{n} SUB S{n} @ DISP {n}",
                                 f"{n} REM {'A' * r.randint(0, 20)}", f"{n}"]))
        elif k < 0.46:
            out.append(r.choice([f"NAME {f}", "NAME W", f"NAME {f}:MAIN"]))
        elif k < 0.56:
            out.append(r.choice([f"RUN {f}", f"LIST {f}", f"PLIST {f}", "LIST", "RUN"]))
        elif k < 0.72:
            out.append(r.choice([f"CAT {f}", "CAT", f"CAT$({r.randint(0, 5)})", "MEM"]))
        elif k < 0.84:
            out.append(r.choice([f"PURGE {f}", "PURGE", f"PURGE {f}", "PURGE ALL"]))
        elif k < 0.9:
            out.append(r.choice([f"CREATE DATA {f},1", "CREATE DATA D,1", "PURGE D",
                                 f"RENAME {f} TO {r.choice(names + ['D', 'E'])}",
                                 f"COPY {f} TO {r.choice(names + ['E'])}", f"COPY TO {f}",
                                 f"RENAME TO {f}", f"COPY {f}", "COPY D TO E", "RENAME D TO E",
                                 f"MERGE {f}", f"MERGE {f},{r.choice([10, 20, 30])}",
                                 f"MERGE {f},{r.choice([10, 20])},{r.choice([20, 40])}",
                                 "MERGE D"]))
        elif k < 0.95:
            out.append(r.choice(["X", "DELETE ALL", "FETCH", "40 DEF FNA(Y)=Y*2"]))
        elif k < 0.97:  # CALL of a subprogram another file may hold
            n, m = r.choice([10, 20, 30]), r.choice([10, 20, 30])
            out.append(r.choice([f"CALL S{n}", f"CALL S{n}(X) @ DISP X", f"CALL {f}", "CONT",
                                 f"CALL S{n} IN {f}", f'CALL S{n}(X) IN "{f.lower()}" @ DISP X',
                                 f"{n} CALL S{m} IN {f} @ DISP {n}",
                                 f'{n} CALL S{m} @ DISP "B{n}"', f"{n} CALL S{m}(X) @ DISP X",
                                 f"{n} SUB S{n}(A) @ DISP A @ A=A+{n} @ END SUB",
                                 f"{n} SUB S{n} @ PAUSE @ DISP {n} @ END SUB"]))
        else:  # CHAIN of a file there is (of none hp71 keeps the program the ROM purges)
            g = r.choice([n for n in names if n != f])
            out += [f"EDIT {f}", f"EDIT {g}"]
            out += r.choice([[f"CHAIN {f}"], [f'CHAIN "{f.lower()}"'],
                             [f"{r.choice([10, 20, 30])} CHAIN {f}", "RUN"]])
        if r.random() < 0.15 and out[-1][0].isalpha():  # a typed line goes on after it
            out[-1] += " @ " + r.choice(["DISP X", "DISP FNA(2)", "X=X+1 @ DISP X", "CAT",
                                         f"EDIT {r.choice(names)}", "PURGE"])
    return out


def renumber_session(r):
    """RENUMBER (with and without arguments, of part of the program) and
    DELETE over programs whose lines refer to lines in every way a
    statement can: GOTO, GOSUB, IF THEN and ELSE lines, ON GOTO and ON
    GOSUB lists, RESTORE, ON ERROR GOTO, ON TIMER GOSUB, PRINT USING and
    DISP USING an IMAGE line, RUN and LIST of a line, references to lines
    that do not exist; then LIST, and the program run. Bounded."""
    nums = sorted(r.sample(range(1, 300), r.randint(4, 9)))
    lines = []
    for i, n in enumerate(nums):
        t = r.choice(nums + [nums[-1] + 5, 9999])
        u = r.choice(nums)
        later = [m for m in nums if m > n] or [9999]
        f = r.choice(later)
        k = r.random()
        if k < 0.12:
            lines.append(f"{n} GOTO {f}")
        elif k < 0.22:
            lines.append(f"{n} IF X THEN {t} ELSE {f}")
        elif k < 0.3:
            lines.append(f"{n} ON X+1 GOTO {f},{t},{u}")
        elif k < 0.38:
            lines.append(f"{n} RESTORE {u} @ ON ERROR GOTO {f}")
        elif k < 0.44:
            lines.append(f"{n} DATA 1,2")
        elif k < 0.52:
            lines.append(f"{n} IMAGE 3D.D,X,K")
        elif k < 0.6:
            lines.append(f"{n} PRINT USING {u};1.5,\"A\" @ DISP USING {t};2")
        elif k < 0.66:
            lines.append(f"{n} ON TIMER #1,9 GOSUB {u} @ OFF TIMER #1")
        elif k < 0.72:
            lines.append(f"{n} IF X=5 THEN RUN {u} ELSE X=5")
        elif k < 0.78:
            lines.append(f"{n} GOSUB {f} @ ON X GOSUB {f},{f}")
        elif k < 0.84:
            lines.append(f"{n} RETURN")
        elif k < 0.9:
            lines.append(f"{n} LIST {u},{t} @ DISP \"L\"")
        else:
            lines.append(f"{n} X=X+1 @ DISP X")
    session = [l for l in lines if len(l) <= 90]
    for _ in range(r.randint(1, 3)):
        a, b = sorted(r.sample(nums, 2))
        session.append(r.choice(["RENUMBER", "RENUMBER 100", "RENUMBER 1000,100", "RENUMBER 5,1",
                                 f"RENUMBER 50,10,{a}", f"RENUMBER 500,10,{a},{b}", f"RENUMBER 1,1,{a},{b}",
                                 f"DELETE {a}", f"DELETE {a},{b}", "RENUMBER 10,0", "RENUMBER 99990"]))
        session.append("LIST")
    if r.random() < 0.5:
        session += ["RUN", "X"]
    return session


def lcd_session(r):
    """The LCD's columns: GDISP of strings of every length (empty, odd,
    longer than the 132 columns), GDISP$ and its substrings after DISP of
    text, of characters 128 and up and of CHARSET's own, CHARSET and
    CHARSET$, WINDOW of every form, CONTRAST, and what DISP shows after
    GDISP. Typed, as a user at the keyboard."""
    def hexstr():
        return "".join(r.choice("0123456789ABCDEF") for _ in range(r.choice([0, 1, 2, 6, 12, 30, 270])))
    session = []
    for _ in range(r.randint(3, 8)):
        k = r.random()
        if k < 0.2:
            session.append(f"GDISP \"{hexstr()}\"")
        elif k < 0.32:
            a = r.randint(0, 140)
            session.append(r.choice([f"GDISP$[{a},{a + r.randint(0, 12)}]", "LEN(GDISP$)", "GDISP$[1,8]"]))
        elif k < 0.44:
            session.append(f"DISP \"{r.choice(['HELLO', 'A', 'XYZ123', 'ABCDEFGHIJKLMNOPQRSTUVW'])}\"&CHR$({r.randint(0, 255)}) @ DISP GDISP$[1,12]")
        elif k < 0.54:
            session.append(f"CHARSET \"{hexstr()}\"")
        elif k < 0.6:
            session.append(r.choice(["CHARSET$", "LEN(CHARSET$)", "CHARSET \"\""]))
        elif k < 0.7:
            session.append(r.choice(["WINDOW 1", "WINDOW 5,10", "WINDOW 3", "WINDOW 1,22", "WINDOW 0",
                                     "WINDOW 23", "WINDOW 10,5", "WINDOW 2.5,7"]))
        elif k < 0.76:
            session.append(f"CONTRAST {r.choice(['0', '9', '15', '16', '-1', '7.5'])}")
        elif k < 0.88:
            session.append(f"DISP CHR$({r.randint(128, 255)})&\"AB\" @ DISP GDISP$[1,18]")
        else:
            session.append(r.choice(["DISP \"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789\"", "X=1", "GDISP$"]))
    return session


def perturbed(r, line):
    """line with its case and blanks changed outside quotes, as people type
    listings: letters in lower case, blanks taken out or doubled."""
    out, quote = [], None
    for c in line:
        if quote:
            out.append(c)
            if c == quote:
                quote = None
            continue
        if c in "\"'":
            quote = c
            out.append(c)
        elif c == " ":
            out.append(r.choice(["", " ", " ", "  "]))
        elif c.isalpha() and r.random() < 0.4:
            out.append(c.lower())
        else:
            out.append(c)
    return "".join(out)


def listing_session(r):
    """Program lines of the other areas typed with their case and blanks
    changed, then LIST (whole, a range, one line), RENUMBER and LIST again:
    what the ROM keeps of a line and how it writes it back."""
    gen = r.choice([program_session, statements_session, mixed_session, flow_session])
    lines = [l for l in gen(r) if l[:1].isdigit()]
    typed = []
    for l in lines:
        number, _, rest = l.partition(" ")
        typed.append(number + r.choice([" ", "", "  "]) + perturbed(r, rest))
    session = [l for l in typed if len(l) <= 90] + ["LIST"]
    if lines and r.random() < 0.5:
        a = r.choice(lines).split()[0]
        session.append(r.choice([f"LIST {a}", f"LIST {a},9999", f"LIST ,{a}"]))
    if r.random() < 0.3:
        session += ["RENUMBER", "LIST"]
    return session


# the model suite's sessions, the seeds of the mutate area
MODEL = os.path.join(ROOT, "tests", "model")
FAMILIES = [["STD", "FIX 2", "SCI 3", "ENG 2", "FIX 0", "SCI 11"], ["SIN", "COS", "TAN", "ATN"],
            ["GOTO", "GOSUB"], ["INTEGER", "SHORT", "REAL"], ["DISP", "PRINT"],
            ["STOP", "PAUSE", "END"], ["RADIANS", "DEGREES"], ["FLOW", "VARS"],
            ["AND", "OR", "EXOR"], ["IP", "FP", "INT", "ABS", "SGN"], ["MAX", "MIN", "MOD", "RMD"],
            ["LEN", "NUM"], ["INPUT", "LINPUT"], ["DELETE", "LIST", "RENUMBER"], ["CFLAG", "SFLAG"]]
NUMBER_TOKEN = re.compile(r"(?<![A-Z0-9$.])\d+(\.\d*)?(E[-+]?\d+)?")


def model_sessions():
    known = set()
    with open(os.path.join(MODEL, "known-differences")) as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                known.add(line.split()[0])
    found = []
    for folder, _, files in os.walk(MODEL):
        for name in files:
            rel = os.path.relpath(os.path.join(folder, name[:-3]), MODEL)
            # (not timers/: when a timer fires depends on the emulated time
            # to the cycle, which hp71's cost model does not claim)
            if name.endswith(".in") and rel not in known and not rel.startswith("timers"):
                found.append(os.path.join(folder, name))
    return sorted(found)


def mutated(r, line):
    """line with one of its numbers, or one keyword of a family, changed
    (outside quotes); line itself when it has neither."""
    parts = re.split(r'("[^"]*"?)', line)
    spots = []
    for i, part in enumerate(parts):
        if i % 2:
            continue
        spots += [(i, m.start(), m.end(), None) for m in NUMBER_TOKEN.finditer(part)
                  if not (i == 0 and m.start() == 0 and r.random() < 0.8)]
        for family in FAMILIES:
            for word in family:
                for m in re.finditer(r"(?<![A-Z$])" + re.escape(word) + r"(?![A-Z$])", part):
                    spots.append((i, m.start(), m.end(), family))
    if not spots:
        return line
    i, a, b, family = r.choice(spots)
    word = r.choice(family) if family else r.choice([number(r), str(r.randint(0, 12))])
    parts[i] = parts[i][:a] + word + parts[i][b:]
    return "".join(parts)


def mutate_session(r, sessions):
    """A model-suite session (any topic, not one known to differ) changed a
    little: a number or a keyword swapped for one of its family, a line
    dropped, repeated or followed by a calculator line, a keyboard
    command or a few lines of another session. The suite's own sessions
    probe the ROM's edges; their neighbours probe what the suite left
    out."""
    with open(r.choice(sessions), errors="replace") as f:
        lines = f.read().splitlines()
    for _ in range(r.randint(1, 3)):
        if not lines:
            break
        k, i = r.random(), r.randrange(len(lines))
        if k < 0.5:
            lines[i] = mutated(r, lines[i])
        elif k < 0.6:
            del lines[i]
        elif k < 0.68:
            lines.insert(i, lines[i])
        elif k < 0.76:
            with open(r.choice(sessions), errors="replace") as f:
                other = f.read().splitlines()
            if other:
                j = r.randrange(len(other))
                lines[i + 1:i + 1] = other[j:j + r.randint(1, 3)]
        elif k < 0.9:
            lines.insert(i + 1, calc_line(r, []))
        else:
            lines.insert(i + 1, r.choice(["RUN", "CONT", "LIST", "MEM", "ERRN", "ERRL", "TRACE OFF"]))
    return [l for l in lines if len(l) <= 90]


TYPO_CHARS = "@,;:()[]\"'#&!$=<>+-*/^.E 0123456789ABXYZ"


def typo(r, line):
    """line with one slip of the fingers: a character dropped, doubled,
    swapped with the next, or replaced by or preceded with another
    (quotes, separators, operators, digits, letters), inside quotes too."""
    if not line:
        return line
    i = r.randrange(len(line))
    k = r.random()
    if k < 0.25:
        return line[:i] + line[i + 1:]
    if k < 0.4:
        return line[:i] + line[i] + line[i:]
    if k < 0.55 and i + 1 < len(line):
        return line[:i] + line[i + 1] + line[i] + line[i + 2:]
    if k < 0.8:
        return line[:i] + r.choice(TYPO_CHARS) + line[i + 1:]
    return line[:i] + r.choice(TYPO_CHARS) + line[i:]


def typo_session(r, sessions):
    """A model-suite session, or a short program of the other areas, with
    one to three typing slips in its lines (typo above), then LIST when it
    held program lines: how the ROM
    classifies a mistyped line at entry (Syntax, Invalid Expr, Excess
    Chars, ...), what it keeps of a line it enters, and what the slip
    does when it runs, as a new user's typing would."""
    if r.random() < 0.5:
        with open(r.choice(sessions), errors="replace") as f:
            lines = f.read().splitlines()
    else:  # (a short program of the other areas, as listings are typed)
        lines = r.choice([program_session, statements_session, mixed_session, flow_session,
                          io_session, strings_session])(r)
    for _ in range(r.randint(1, 3)):
        if not lines:
            break
        i = r.randrange(len(lines))
        lines[i] = typo(r, lines[i])
    if any(l[:1].isdigit() for l in lines) and r.random() < 0.5:
        lines.append("LIST")
    return [l for l in lines if len(l) <= 90]


def edge_session(r, hp71):
    """A program of the other areas run at the end of the RAM: entered, then
    an array typed (DIM Z9(n)) leaves it 0 to 300 bytes free, as hp71's MEM
    counts them (the ROM's, where they agree), a simple variable sometimes
    more to move the odd nibble; then RUN and MEM. What each thing a run
    makes (variables, loops, calls, strings, pending values) wants free, and
    what an Insufficient Memory leaves."""
    gen = r.choice([program_session, statements_session, mixed_session, flow_session,
                    strings_session, scope_session, arrays_session, data_session])
    prog = [l for l in gen(r) if l[:1].isdigit()]
    if any(w in " ".join(prog) for w in ("INPUT", "PAUSE", "KEY$")):
        return prog + ["MEM"]
    head = prog + (["I=1"] if r.random() < 0.5 else [])
    p = subprocess.run([hp71, "--clock=virtual"], input="\n".join(head + ["MEM"]) + "\n",
                       capture_output=True, text=True, errors="replace", timeout=20)
    shown = norm(p.stdout)
    try:
        free = int(shown[-1])
    except (ValueError, IndexError):
        return head + ["MEM"]
    left = r.randint(0, 300)
    n = (2 * (free - left) - 19) // 16 - 1
    if n < 0:
        return head + ["MEM"]
    return head + [f"DIM Z9({n})", "MEM", "RUN", "MEM"]


# ---- running -----------------------------------------------------------------

def norm(text):
    lines = [l.rstrip() for l in text.splitlines()]
    return [l for l in lines if l]


# the oracle's complaint when a typed reply went into an INPUT edit line that
# already held text (a default reply, a bad reply kept for correcting): the
# display differs from what was typed, as on the real machine, and is still
# the ROM's (scripts/record-model takes such sessions too)
EDIT_LINE_HELD = re.compile(r"^hp71-oracle: entry \d+: typed \[.*\] but display shows \[.*\]$")


def run_rom(args, lines):
    p = subprocess.run([args.oracle, "--max-seconds", str(args.rom_seconds)], input="\n".join(lines) + "\n",
                       capture_output=True, text=True, errors="replace",
                       env={"HP71_ROM": args.rom})
    rc = p.returncode
    if rc == 1 and all(EDIT_LINE_HELD.match(l) or l.startswith("hp71-oracle: cpu_cycles")
                       for l in p.stderr.splitlines() if l):
        rc = 0
    return rc, norm(p.stdout)


def run_hp71(args, lines):
    try:
        p = subprocess.run([args.hp71, "--clock=virtual"], input="\n".join(lines) + "\n",
                           capture_output=True, text=True, errors="replace", timeout=20)
        return norm(p.stdout)
    except subprocess.TimeoutExpired:
        return ["<timeout>"]


def differs(args, lines):
    rc, rom = run_rom(args, lines)
    if rc != 0:
        return None  # the oracle could not type or finish it: not a test
    return rom != run_hp71(args, lines)


def shrink(args, lines):
    """Delta debugging: the smallest session that still disagrees."""
    changed = True
    while changed:
        changed = False
        i = 0
        while i < len(lines):
            trial = lines[:i] + lines[i + 1:]
            if trial and differs(args, trial):
                lines = trial
                changed = True
            else:
                i += 1
        # within lines: drop '@'-separated statements
        for i, line in enumerate(lines):
            parts = line.split(" @ ")
            if len(parts) > 1:
                for j in range(len(parts)):
                    rest = parts[:j] + parts[j + 1:]
                    trial = lines[:i] + [" @ ".join(rest)] + lines[i + 1:]
                    if differs(args, trial):
                        lines = trial
                        changed = True
                        break
    return lines


def check(args, item):
    index, seed = item
    r = random.Random(seed)
    lines = {"calc": calc_session, "program": program_session,
             "statements": statements_session, "mixed": mixed_session,
             "edit": edit_session, "io": io_session, "using": using_session,
             "strings": strings_session, "flow": flow_session,
             "memory": memory_session, "listing": listing_session, "scope": scope_session,
             "display": display_session, "arrays": arrays_session, "trace": trace_session,
             "stat": stat_session, "data": data_session, "renumber": renumber_session,
             "lcd": lcd_session, "files": files_session,
             "basicfiles": basicfiles_session, "textfiles": textfiles_session,
             "mutate": lambda r: mutate_session(r, args.sessions),
             "typo": lambda r: typo_session(r, args.sessions),
             "edge": lambda r: edge_session(r, args.hp71)}[args.area](r)
    rc, rom = run_rom(args, lines)
    if rc != 0:
        return index, seed, lines, None, rom, []
    mine = run_hp71(args, lines)
    return index, seed, lines, rom != mine, rom, mine


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--area", choices=["calc", "program", "statements", "mixed", "edit", "io", "using",
                                       "strings", "flow", "memory", "listing", "mutate",
                                       "scope", "display", "arrays", "trace", "stat", "data",
                                       "renumber", "lcd", "files", "basicfiles", "textfiles", "typo",
                                       "edge"],
                    default="calc")
    ap.add_argument("--seed", type=int, default=71)
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--hp71", default=os.path.join(ROOT, "build", "hp71"))
    ap.add_argument("--oracle", default=os.environ.get("HP71_ORACLE", "/tmp/hp71-oracle"))
    ap.add_argument("--rom", default=os.environ.get("HP71_ROM", ""))
    ap.add_argument("--save", type=int, default=20, help="most disagreements to shrink and save")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--show", action="store_true", help="print each disagreement")
    ap.add_argument("--rom-seconds", type=int, default=None,
                    help="the oracle's limit for one session in emulated seconds (600; 300 for mutate, whose sessions may not end: a typed line takes about 4)")
    args = ap.parse_args()
    if args.rom_seconds is None:
        args.rom_seconds = 300 if args.area in ("mutate", "typo") else 600
    args.sessions = model_sessions() if args.area in ("mutate", "typo") else []
    if not args.rom or not os.path.exists(args.rom):
        sys.exit("difftest: HP71_ROM does not name the ROM image (tests/model/README.md)")
    if not os.path.exists(args.oracle):
        subprocess.run([os.path.join(SHARED, "oracle", "build.sh"), args.oracle], check=True)
    base = random.Random(args.seed)
    seeds = [(i, base.randrange(1 << 60)) for i in range(args.count)]
    agree = disagree = skipped = 0
    found = []
    with futures.ThreadPoolExecutor(args.jobs) as pool:
        for index, seed, lines, d, rom, mine in pool.map(lambda it: check(args, it), seeds):
            if d is None:
                skipped += 1
            elif d:
                disagree += 1
                found.append((seed, lines))
                if args.show:
                    print(f"--- seed {seed}:\n  " + "\n  ".join(lines))
                    for a, b in zip_longest(rom, mine, fillvalue=""):
                        print(f"  {'  ' if a == b else '! '}{a:40s} | {b}")
            else:
                agree += 1
    saved = []
    folder = os.path.join(ROOT, "tests", "model", "differential")
    for seed, lines in found[:args.save]:
        small = shrink(args, lines)
        os.makedirs(folder, exist_ok=True)
        name = os.path.join(folder, f"{args.area}_{seed % 10**8:08d}")
        with open(name + ".in", "w") as f:
            f.write("\n".join(small) + "\n")
        # the expectation exactly as the oracle prints it, by the one recorder
        subprocess.run([os.path.join(ROOT, "scripts", "record-model"), name + ".in"], check=True,
                       env=dict(os.environ, HP71_ROM=args.rom))
        saved.append(name)
        print(f"saved {os.path.relpath(name, ROOT)}: " + " | ".join(small))
    print(f"difftest {args.area}: {args.count} sessions, {agree} agree, {disagree} disagree, "
          f"{skipped} not runnable on the oracle; {len(saved)} saved")
    return 1 if disagree else 0


if __name__ == "__main__":
    sys.exit(main())
