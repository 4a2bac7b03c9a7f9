"""REAL + - * / in a loop in Python's decimal module at 12 digits, the loop
of real.bas. Input: the number of iterations."""
from decimal import Decimal, getcontext

getcontext().prec = 12
n = int(input())
a, b, c, d = Decimal("1.5"), Decimal(0), Decimal("1.00001"), Decimal("3.3")
for i in range(n):
    b = b + a * c
    b = b - a / d
print(b)
