/* format.c — STD/FIX/SCI/ENG number text and LIST's constant style. */
#include "format.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

/* Appends the exponent part "E<x>" in the display style (no '+', no padding). */
static size_t put_exponent(char *out, size_t n, int x) {
    return n + (size_t)sprintf(out + n, "E%d", x);
}

/* Rounds the digit string d (count *nd, first digit at exponent *x) to keep
 * significant digits, half away from zero. keep may be <= 0: the value then
 * rounds to zero or to one unit in the first kept position. Returns false
 * when the result is zero. */
static bool round_half_up(char *d, int *nd, int *x, int keep) {
    if (keep >= *nd) return true;
    if (keep < 0) return false;
    bool up = d[keep] >= '5';
    *nd = keep;
    d[keep] = '\0';
    if (!up) {
        if (keep == 0) return false;
        return true;
    }
    int i = keep - 1;
    while (i >= 0 && d[i] == '9') {
        d[i] = '0';
        i--;
    }
    if (i >= 0) {
        d[i]++;
    } else {
        memmove(d + 1, d, (size_t)*nd + 1);
        d[0] = '1';
        (*nd)++;
        (*x)++;
        if (*nd > keep && keep > 0) {
            (*nd)--;
            d[*nd] = '\0';
        }
    }
    /* strip trailing zeros so callers can pad as they need */
    while (*nd > 1 && d[*nd - 1] == '0')
        d[--(*nd)] = '\0';
    return true;
}

/* Writes digits d (nd of them) as d.ddd with exactly frac digits after the
 * point (frac < 0: as many as there are), then the exponent. */
static size_t put_scientific(char *out, size_t n, const char *d, int nd, int frac, int x) {
    out[n++] = d[0];
    out[n++] = '.';
    int want = frac < 0 ? nd - 1 : frac;
    for (int i = 1; i <= want; i++)
        out[n++] = (i < nd) ? d[i] : '0';
    return put_exponent(out, n, x);
}

static size_t format_std(const char *d, int nd, int x, char *out, size_t n) {
    if (x >= 0 && x < NUM_DIGITS) {
        for (int i = 0; i <= x; i++)
            out[n++] = (i < nd) ? d[i] : '0';
        if (nd > x + 1) {
            out[n++] = '.';
            for (int i = x + 1; i < nd; i++)
                out[n++] = d[i];
        }
    } else if (x < 0 && (-x - 1) + nd <= NUM_DIGITS) {
        out[n++] = '.';
        for (int i = 0; i < -x - 1; i++)
            out[n++] = '0';
        for (int i = 0; i < nd; i++)
            out[n++] = d[i];
    } else {
        n = put_scientific(out, n, d, nd, -1, x);
    }
    return n;
}

static size_t format_sci(char *d, int nd, int x, int digits, bool eng, char *out, size_t n) {
    if (!round_half_up(d, &nd, &x, digits + 1)) {
        strcpy(d, "0");
        nd = 1;
        x = 0;
    }
    if (!eng) return put_scientific(out, n, d, nd, digits, x);
    int x3 = (x >= 0) ? (x / 3) * 3 : -(((-x) + 2) / 3) * 3;
    int lead = x - x3 + 1; /* digits before the point: 1..3 */
    int total = digits + 1 > lead ? digits + 1 : lead;
    for (int i = 0; i < lead; i++)
        out[n++] = (i < nd) ? d[i] : '0';
    out[n++] = '.';
    for (int i = lead; i < total; i++)
        out[n++] = (i < nd) ? d[i] : '0';
    return put_exponent(out, n, x3);
}

static size_t format_fix(char *d, int nd, int x, int digits, char *out, size_t n) {
    if (x >= NUM_DIGITS) return format_sci(d, nd, x, digits, false, out, n);
    int frac = digits;
    if (x >= 0 && x + 1 + frac > NUM_DIGITS) frac = NUM_DIGITS - (x + 1);
    bool nonzero = round_half_up(d, &nd, &x, x + 1 + frac);
    if (!nonzero) {
        out[n++] = '0';
        x = 0;
        nd = 0;
    } else if (x >= NUM_DIGITS) {
        return format_sci(d, nd, x, digits, false, out, n);
    }
    if (nonzero && x >= 0)
        for (int i = 0; i <= x; i++)
            out[n++] = (i < nd) ? d[i] : '0';
    out[n++] = '.'; /* FIX always shows the point: FIX 0 writes "5." */
    if (frac > 0) {
        for (int i = 1; i <= frac; i++) {
            int pos = x + i; /* index of this decimal in d */
            out[n++] = (nonzero && pos >= 0 && pos < nd) ? d[pos] : '0';
        }
    }
    return n;
}

size_t format_number(Num a, DisplayFormat f, char *out) {
    size_t n = 0;
    if (a.k == NUM_NAN) return (size_t)sprintf(out, "NaN");
    if (a.k == NUM_INF) return (size_t)sprintf(out, a.m < 0 ? "-Inf" : "Inf");
    char d[16];
    int x;
    bool neg;
    num_digits(a, d, &x, &neg);
    int nd = (int)strlen(d);
    if (neg) out[n++] = '-';
    if (num_is_zero(a) && f.mode == DISPLAY_STD) {
        out[n++] = '0';
    } else {
        switch (f.mode) {
        case DISPLAY_STD: n = format_std(d, nd, x, out, n); break;
        case DISPLAY_FIX: n = format_fix(d, nd, x, f.digits, out, n); break;
        case DISPLAY_SCI: n = format_sci(d, nd, x, f.digits, false, out, n); break;
        case DISPLAY_ENG: n = format_sci(d, nd, x, f.digits, true, out, n); break;
        }
    }
    out[n] = '\0';
    return n;
}

size_t format_list_literal(const char *typed, size_t len, char *out) {
    char sig[64];
    int ns = 0, before_point = 0, exp = 0;
    bool seen_point = false, has_exp = false;
    size_t i = 0;
    for (; i < len && typed[i] != 'E' && typed[i] != 'e'; i++) {
        char ch = typed[i];
        if (ch == '.') {
            seen_point = true;
        } else if (ns == 0 && ch == '0') {
            if (seen_point) before_point--; /* leading zeros only move the point */
        } else if (ns < 60) {
            sig[ns++] = ch;
            if (!seen_point) before_point++;
        } else if (!seen_point) {
            before_point++; /* digits beyond what we keep still count */
        }
    }
    if (i < len) {
        has_exp = true;
        int sign = 1;
        i++;
        if (i < len && (typed[i] == '+' || typed[i] == '-')) sign = typed[i++] == '-' ? -1 : 1;
        /* beyond any REAL's exponent the digits no longer matter: saturate */
        for (; i < len; i++)
            exp = exp < 100000 ? exp * 10 + (typed[i] - '0') : 100000;
        exp *= sign;
    }
    size_t n = 0;
    int lead = 0; /* sig holds no leading zeros */
    int nsig = ns;
    while (nsig > 0 && sig[lead + nsig - 1] == '0' && nsig > NUM_DIGITS)
        nsig--;
    if (!has_exp && nsig <= NUM_DIGITS) {
        /* leading zeros of the integer part are dropped, the rest as typed */
        size_t j = 0;
        while (j + 1 < len && typed[j] == '0' && typed[j + 1] != '.')
            j++;
        if (j < len && typed[j] == '0' && j + 1 < len && typed[j + 1] == '.') j++;
        if (len - j == 1 && typed[j] == '.') j--; /* "0." stays a number */
        memcpy(out, typed + j, len - j);
        out[len - j] = '\0';
        return len - j;
    }
    if (lead == ns) return (size_t)sprintf(out, "0");
    const char *s = sig + lead;
    char rounded[16];
    if (nsig > NUM_DIGITS) {
        /* more digits than a REAL holds: LIST shows the stored, rounded value */
        Num v;
        bool neg;
        int vx;
        if (num_parse(typed, len, &v) != HP71_E_NONE) return (size_t)sprintf(out, "0");
        num_digits(v, rounded, &vx, &neg);
        s = rounded;
        nsig = (int)strlen(rounded);
        lead = 0;
        before_point = vx + 1;
        exp = 0;
    }
    int x = before_point - lead - 1 + exp;
    if (x >= -10 && x <= 11) {
        if (x >= 0) {
            for (int k = 0; k <= x; k++)
                out[n++] = (k < nsig) ? s[k] : '0';
            if (nsig > x + 1) {
                out[n++] = '.';
                for (int k = x + 1; k < nsig; k++)
                    out[n++] = s[k];
            }
        } else {
            out[n++] = '.';
            for (int k = 0; k < -x - 1; k++)
                out[n++] = '0';
            for (int k = 0; k < nsig; k++)
                out[n++] = s[k];
        }
        out[n] = '\0';
        return n;
    }
    out[n++] = s[0];
    out[n++] = '.';
    for (int k = 1; k < nsig; k++)
        out[n++] = s[k];
    n += (size_t)sprintf(out + n, "E%c%d", x < 0 ? '-' : '+', x < 0 ? -x : x);
    return n;
}
