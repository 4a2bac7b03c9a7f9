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
    if (x3 < NUM_EMIN) x3 = NUM_EMIN; /* ENG shows no exponent below -499 */
    int lead = x - x3 + 1;            /* digits before the point: 1..3 */
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
    char saved[16];
    int saved_nd = nd, saved_x = x;
    memcpy(saved, d, (size_t)nd + 1);
    /* 12 digits in all at most: fewer decimals for a large integer part */
    int frac = digits;
    if (x >= 0 && x + 1 + frac > NUM_DIGITS) frac = NUM_DIGITS - (x + 1);
    bool nonzero = round_half_up(d, &nd, &x, x + 1 + frac);
    if (!nonzero) /* rounds to zero in FIX: scientific instead */
        return format_sci(saved, saved_nd, saved_x, digits, false, out, n);
    if (x >= NUM_DIGITS) return format_sci(d, nd, x, digits, false, out, n);
    if (x >= 0 && x + 1 + frac > NUM_DIGITS) frac = NUM_DIGITS - (x + 1); /* carried */
    if (x >= 0) {
        for (int i = 0; i <= x; i++)
            out[n++] = (i < nd) ? d[i] : '0';
    } else {
        out[n++] = '0'; /* FIX shows the leading zero: 0.50 */
    }
    out[n++] = '.'; /* FIX always shows the point: FIX 0 writes "5." */
    for (int i = 1; i <= frac; i++) {
        int pos = x + i; /* index of this decimal in d */
        out[n++] = (pos >= 0 && pos < nd) ? d[pos] : '0';
    }
    return n;
}

/* A denormal (below 1E-499) as the ROM shows it: its value in units of
 * 1E-499, "0.ddd", then "E-499"; digits < 0 gives every significant digit. */
static size_t format_denormal(Num a, int digits, char *out, size_t n) {
    char d[16];
    int x;
    bool neg;
    num_digits(a, d, &x, &neg);
    int nd = (int)strlen(d);
    int lead = -(x - NUM_EMIN) - 1; /* zeros after the point before the first digit */
    char frac[32];
    int nf = 0;
    char whole = '0';
    for (int i = 0; i < lead; i++)
        frac[nf++] = '0';
    for (int i = 0; i < nd; i++)
        frac[nf++] = d[i];
    if (digits >= 0) {
        if (nf > digits) { /* round half away from zero to the shown decimals */
            bool up = frac[digits] >= '5';
            nf = digits;
            for (int i = nf - 1; up && i >= 0; i--) {
                up = frac[i] == '9';
                frac[i] = up ? '0' : (char)(frac[i] + 1);
            }
            /* a carry out of the decimals shows as a unit, the exponent
               kept (the ROM: .99999999999E-499 under FIX 5 is 1.00000E-499) */
            whole = up ? '1' : '0';
        }
        while (nf < digits)
            frac[nf++] = '0';
    }
    out[n++] = whole;
    out[n++] = '.';
    memcpy(out + n, frac, (size_t)nf);
    n += (size_t)nf;
    return n + (size_t)sprintf(out + n, "E%d", NUM_EMIN);
}

size_t format_number(Num a, DisplayFormat f, char *out) {
    size_t n = 0;
    if (num_is_nan(a)) return (size_t)sprintf(out, "NaN");
    if (num_is_inf(a)) return (size_t)sprintf(out, a.m < 0 ? "-Inf" : "Inf");
    char d[16];
    int x;
    bool neg;
    num_digits(a, d, &x, &neg);
    int nd = (int)strlen(d);
    if (neg) out[n++] = '-';
    if (a.m != 0 && x < NUM_EMIN) {
        n = format_denormal(a, f.mode == DISPLAY_STD ? -1 : f.digits, out, n);
    } else if (a.m == 0 && f.mode == DISPLAY_STD) {
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
    /* the significant digits as typed (leading zeros dropped, trailing kept)
       and the exponent of the first one */
    char sig[16];
    int ns = 0, x = 0, total = 0;
    bool point = false, any = false;
    int before = 0; /* digits before the point, after the leading zeros */
    int zeros_after_point = 0;
    size_t i = 0;
    for (; i < len && typed[i] != 'E' && typed[i] != 'e'; i++) {
        char ch = typed[i];
        if (ch == '.') {
            point = true;
        } else if (!any && ch == '0') {
            if (point) zeros_after_point++;
        } else {
            any = true;
            total++;
            if (ns < NUM_DIGITS) sig[ns++] = ch;
            if (!point) before++;
        }
    }
    if (!any) return (size_t)sprintf(out, "0"); /* a zero lists as 0 */
    int exp = i < len ? (int)num_literal_exponent(typed + i + 1, len - i - 1) : 0;
    x = (before > 0 ? before - 1 : -zeros_after_point - 1) + exp;
    sig[ns] = '\0';
    if (total > NUM_DIGITS) {
        /* more digits than a REAL holds: the first 12 as typed, rounded as
           the stored value is; all 12 shown (3.8796973330959 lists as
           3.87969733310) unless the carry reached the first digit
           (999999999999.5 lists as 1.E+12) */
        Num v;
        bool neg;
        char rounded[16];
        int rx;
        Hp71Error e = num_parse(typed, len, &v);
        if (e != HP71_E_NONE && e != HP71_E_INEXACT) return (size_t)sprintf(out, "0");
        num_digits(v, rounded, &rx, &neg);
        if (rx != x || strncmp(rounded, sig, strlen(rounded)) != 0) { /* rounded up */
            memcpy(sig, rounded, strlen(rounded) + 1);
            ns = (int)strlen(sig);
            if (rx == x)
                while (ns < NUM_DIGITS)
                    sig[ns++] = '0';
            sig[ns] = '\0';
            x = rx;
        }
    }
    size_t n = 0;
    /* fixed notation (the ROM: at most 10 zeros after the point, and at
       most 15 digits after it in all: .000012345678901, 1.23456789012E-5) */
    if (x >= -10 && x <= 11 && (x >= 0 || -x - 1 + ns <= 15)) {
        if (x >= 0) {
            for (int k = 0; k <= x; k++)
                out[n++] = (k < ns) ? sig[k] : '0';
            if (ns > x + 1) {
                out[n++] = '.';
                for (int k = x + 1; k < ns; k++)
                    out[n++] = sig[k];
            }
        } else {
            out[n++] = '.';
            for (int k = 0; k < -x - 1; k++)
                out[n++] = '0';
            for (int k = 0; k < ns; k++)
                out[n++] = sig[k];
        }
        out[n] = '\0';
        return n;
    }
    out[n++] = sig[0];
    out[n++] = '.';
    for (int k = 1; k < ns; k++)
        out[n++] = sig[k];
    n += (size_t)sprintf(out + n, "E%c%d", x < 0 ? '-' : '+', x < 0 ? -x : x);
    return n;
}
