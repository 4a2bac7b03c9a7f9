/* libFuzzer harness: a whole program typed in and run, with an instruction
 * budget, a small memory budget, a virtual clock and scripted INPUT
 * replies. Nothing may crash, leak or hang. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_host.h"
#include "interp.h"

typedef struct Fake {
    int64_t now;
    int replies;
    size_t shown;
} Fake;

static void display(void *ctx, const char *text, size_t len, int kind) {
    (void)kind;
    (void)text;
    ((Fake *)ctx)->shown += len;
}
static bool input(void *ctx, const char *prompt, const HostInner *inner, const char *edit,
                  size_t cursor, char *reply, size_t cap) {
    (void)inner;
    (void)edit, (void)cursor;
    (void)prompt;
    Fake *f = ctx;
    if (f->replies++ > 20) return false;
    snprintf(reply, cap, "%d", f->replies);
    return true;
}
static int64_t now(void *ctx) {
    return ((Fake *)ctx)->now;
}
static void wait(void *ctx, double s) {
    ((Fake *)ctx)->now += (int64_t)(s * 100);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    Fake f = {0};
    Host h = {.ctx = &f, .display = display, .input = input, .now = now, .wait = wait};
    Interp *I = interp_new(&h, 1 << 20);
    interp_set_step_limit(I, 2000);
    const char *text = (const char *)data;
    fuzz_type_lines(I, text, size, 64);
    interp_run(I);
    interp_free(I);
    return 0;
}
