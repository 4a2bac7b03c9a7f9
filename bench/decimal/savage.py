"""The Savage benchmark in Python's decimal module at 12 digits, the loop of
savage.bas. decimal has sqrt, ln and exp; tan and atan are series here at
3 extra digits, as the module's documentation does for sin and cos.
Input: the number of iterations."""
from decimal import Decimal, getcontext, localcontext

getcontext().prec = 12


def sin_cos(x):
    with localcontext() as ctx:
        ctx.prec += 3
        x = +x
        s, c, ts, tc, i, x2 = x, Decimal(1), x, Decimal(1), 1, x * x
        while True:
            tc = -tc * x2 / ((2 * i - 1) * (2 * i))
            ts = -ts * x2 / ((2 * i) * (2 * i + 1))
            ns, nc = s + ts, c + tc
            if ns == s and nc == c:
                break
            s, c, i = ns, nc, i + 1
    return +s, +c


def tan(x):
    s, c = sin_cos(x)
    return s / c


def atan(x):
    with localcontext() as ctx:
        ctx.prec += 3
        x, k = +x, 0
        while abs(x) > Decimal("0.2"):  # halve the angle until the series is quick
            x, k = x / (1 + (1 + x * x).sqrt()), k + 1
        s, t, x2, n = x, x, x * x, 1
        while True:
            t = -t * x2
            ns = s + t / (2 * n + 1)
            if ns == s:
                break
            s, n = ns, n + 1
        r = s * (2 ** k)
    return +r


n = int(input())
a = Decimal(1)
for i in range(n):
    a = tan(atan((a * a).sqrt().ln().exp())) + 1
print(a)
