/* libFuzzer harness: the number parser and formatter. A literal that parses
 * must format in every display mode; its STD text must parse back to the
 * same value; LIST's constant style must parse back to the same value too. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "format.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 100) return 0;
    Num a, b;
    if (num_parse((const char *)data, size, &a) == HP71_E_SYNTAX) return 0;
    char buf[FORMAT_MAX], listed[200];
    for (int mode = DISPLAY_STD; mode <= DISPLAY_ENG; mode++)
        for (int d = 0; d <= 11; d++) {
            size_t n = format_number(a, (DisplayFormat){(DisplayMode)mode, d}, buf);
            if (n == 0 || n >= FORMAT_MAX || strlen(buf) != n) abort();
        }
    size_t n = format_number(a, (DisplayFormat){DISPLAY_STD, 0}, buf);
    if (a.k == NUM_FINITE) {
        const char *t = buf[0] == '-' ? buf + 1 : buf;
        /* a denormal's text (0.00000000001E-499) parses back with its
           Underflow event, to the same value */
        Hp71Error e = num_parse(t, strlen(t), &b);
        if (e != HP71_E_NONE && e != HP71_E_UNDERFLOW && e != HP71_E_UNDERFLOW_EXACT) abort();
        if (buf[0] == '-') b = num_neg(b);
        if (num_cmp(a, b) != 0) abort();
        size_t l = format_list_literal((const char *)data, size, listed);
        if (l > 0 && num_parse(listed, l, &b) != HP71_E_SYNTAX) {
            /* LIST keeps at most 12 significant digits: compare rounded */
            if (num_cmp(a, b) != 0 && size < 14) abort();
        }
    }
    (void)n;
    return 0;
}
