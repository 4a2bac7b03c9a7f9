/*
 * fuzz_host.h — what the libFuzzer harnesses share: host callbacks for a
 * machine whose clock stands still, whose waits pass at once, whose display
 * goes nowhere and whose INPUT gets no reply; and the typing of an input's
 * lines at the keyboard. A harness takes what fits and writes its own for
 * the rest (scripted replies, captured display, files).
 */
#ifndef HP71_FUZZ_HOST_H
#define HP71_FUZZ_HOST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "interp.h"

static inline void fuzz_display_none(void *ctx, const char *text, size_t len, int kind) {
    (void)ctx, (void)text, (void)len, (void)kind;
}
static inline bool fuzz_input_none(void *ctx, const char *prompt, const HostInner *inner,
                                   const char *edit, size_t cursor, char *reply, size_t cap) {
    (void)ctx, (void)prompt, (void)inner, (void)edit, (void)cursor;
    (void)reply, (void)cap;
    return false;
}
static inline int64_t fuzz_now_still(void *ctx) {
    (void)ctx;
    return 0;
}
static inline void fuzz_wait_none(void *ctx, double s) {
    (void)ctx, (void)s;
}

/* Types the lines of text (size bytes, '\n' between them) at I's keyboard,
 * at most max of them, stopping when the machine wants to exit. */
static inline void fuzz_type_lines(Interp *I, const char *text, size_t size, int max) {
    size_t i = 0;
    for (int typed = 0; i < size && typed < max && !interp_wants_exit(I); typed++) {
        size_t j = i;
        while (j < size && text[j] != '\n')
            j++;
        interp_enter(I, text + i, j - i);
        i = j + 1;
    }
}

#endif
