/*
 * format.h — how the HP-71B writes numbers as text.
 *
 * This module owns the display modes (STD, FIX n, SCI n, ENG n) and every
 * number-to-text conversion: the text STR$ returns and DISP shows, and the
 * style LIST uses to decompile numeric constants typed in a program line.
 * It knows nothing about the display device; callers add the sign position
 * and trailing blank DISP puts around numbers.
 */
#ifndef HP71_FORMAT_H
#define HP71_FORMAT_H

#include <stddef.h>

#include "number.h"

typedef enum DisplayMode { DISPLAY_STD, DISPLAY_FIX, DISPLAY_SCI, DISPLAY_ENG } DisplayMode;

typedef struct DisplayFormat {
    DisplayMode mode;
    int digits; /* n of FIX/SCI/ENG n, 0..11 (12 set by flags); unused for STD */
} DisplayFormat;

/* Longest text format_number can write, NUL included (characters). */
#define FORMAT_MAX 48

/* Takes a number and a display mode; writes into out (FORMAT_MAX chars) the
 * text the HP-71B shows for it with no surrounding blanks — which is what
 * STR$ returns — and returns its length in characters. STD: up to 12
 * significant digits, no trailing zeros, no leading "0" (".5"), scientific
 * ("1.E12", "1.23456789012E-2") when the digits do not fit in 12 positions.
 * FIX/SCI/ENG round half away from zero; FIX falls back to SCI beyond 12
 * digits. Inf and NaN show as "Inf", "-Inf", "NaN". */
size_t format_number(Num a, DisplayFormat f, char *out);

/* Takes a numeric literal as typed (len characters, no sign) and writes the
 * form LIST decompiles it to (leading zeros dropped, typed trailing zeros
 * kept; with an exponent: fixed notation when the first digit's exponent is
 * -10..11 and, below 1, at most 15 digits after the point, else
 * "d.dddE+xx"); returns its length. out must hold len + 32. */
size_t format_list_literal(const char *typed, size_t len, char *out);

#endif
