/* libFuzzer harness: decimal arithmetic against decNumber as the oracle.
 * Two operands are built from the input; hp71's add, subtract, multiply,
 * divide and compare (inline fast path or out-of-line slow path, whichever
 * applies) must equal decNumber's own 12-digit results computed from the
 * operands' text, in the rounding mode the input picks, with the same
 * Inexact flag. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "format.h"
#include "number_dec.h"

static void dec_of(Num a, decNumber *d) {
    char text[64];
    snprintf(text, sizeof text, "%lldE%d", (long long)a.m, a.e);
    decContext c;
    decContextDefault(&c, DEC_INIT_BASE);
    c.digits = 40;
    c.traps = 0;
    decNumberFromString(d, text, &c);
}

static Num operand(const uint8_t *p) {
    int64_t m = 0;
    memcpy(&m, p, 8);
    int e = (int8_t)p[8];
    m %= 1000000000000LL; /* 12 digits */
    if (p[9] & 1) e = 0;  /* exercise the integer fast path often */
    Num r;
    (void)num_make(m, e * 4, &r);
    return r;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 21) return 0;
    Num a = operand(data), b = operand(data + 10);
    /* an exponent beyond the range makes an Inf operand: decNumber's text
       of it would be the finite digits */
    if (!num_is_finite(a) || !num_is_finite(b)) return 0;
    int op = data[20] % 5;
    static const enum rounding dec_mode[] = {DEC_ROUND_HALF_EVEN, DEC_ROUND_DOWN, DEC_ROUND_CEILING,
                                             DEC_ROUND_FLOOR};
    NumRound mode = (NumRound)(data[20] / 5 % 4);
    decNumber x, y, z;
    dec_of(a, &x);
    dec_of(b, &y);
    decContext c;
    decContextDefault(&c, DEC_INIT_BASE);
    c.digits = 12;
    c.emax = 499;
    c.emin = -499;
    c.round = dec_mode[mode];
    c.traps = 0;
    Num r;
    Hp71Error e;
    switch (op) {
    case 0:
        e = num_add(a, b, &r, mode);
        decNumberAdd(&z, &x, &y, &c);
        break;
    case 1:
        e = num_sub(a, b, &r, mode);
        decNumberSubtract(&z, &x, &y, &c);
        break;
    case 2:
        e = num_mul(a, b, &r, mode);
        decNumberMultiply(&z, &x, &y, &c);
        break;
    case 3:
        if (num_is_zero(b)) return 0;
        e = num_div(a, b, &r, mode);
        decNumberDivide(&z, &x, &y, &c);
        break;
    default: {
        int got = num_cmp(a, b);
        decNumberCompare(&z, &x, &y, &c);
        int want = decNumberIsZero(&z) ? 0 : decNumberIsNegative(&z) ? -1 : 1;
        if (got != want) abort();
        return 0;
    }
    }
    if (e == HP71_E_OVERFLOW || e == HP71_E_UNDERFLOW || e == HP71_E_UNDERFLOW_EXACT) return 0;
    if (e != HP71_E_NONE && e != HP71_E_INEXACT) abort(); /* INX: rounded, still the result */
    if ((e == HP71_E_INEXACT) != ((c.status & DEC_Inexact) != 0)) abort();
    Num want;
    dec_of((Num){0, 0, 0}, &x);
    char text[80];
    decNumberToString(&z, text);
    if (num_parse(text[0] == '-' ? text + 1 : text, strlen(text) - (text[0] == '-'), &want) !=
        HP71_E_NONE)
        return 0;
    if (text[0] == '-') want = num_neg(want);
    if (num_cmp(r, want) != 0 || r.m != want.m || r.e != want.e) abort();
    return 0;
}
