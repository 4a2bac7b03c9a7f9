/* libFuzzer harness: text evaluated at run time. The input is used as the
 * argument of VAL (typed and in a program) and as INPUT replies, with user
 * functions defined (one-line, multi-line with PAUSE, string-valued) so
 * that evaluated text can call them. Nothing may crash, leak or hang. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_host.h"
#include "interp.h"

typedef struct Fake {
    const char *reply;
    size_t reply_len;
    int replies;
} Fake;

static void display(void *ctx, const char *text, size_t len, int kind) {
    (void)ctx, (void)text, (void)len, (void)kind;
}
static bool input(void *ctx, const char *prompt, const HostInner *inner, const char *edit,
                  size_t cursor, char *reply, size_t cap) {
    (void)inner;
    (void)edit, (void)cursor;
    (void)prompt;
    Fake *f = ctx;
    if (f->replies++ > 3) return false;
    size_t n = f->reply_len < cap - 1 ? f->reply_len : cap - 1;
    memcpy(reply, f->reply, n);
    reply[n] = '\0';
    return true;
}

static void enter(Interp *I, const char *text) {
    interp_enter(I, text, strlen(text));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 200) return 0;
    char text[256];
    size_t n = 0;
    for (size_t i = 0; i < size && n < 90; i++) /* a string literal cannot hold '"' */
        if (data[i] != '"' && data[i] != '\n' && data[i] != '\r') text[n++] = (char)data[i];
    text[n] = '\0';
    Fake f = {.reply = text, .reply_len = n};
    Host h = {.ctx = &f,
              .display = display,
              .input = input,
              .now = fuzz_now_still,
              .wait = fuzz_wait_none};
    Interp *I = interp_new(&h, 1 << 20);
    interp_set_step_limit(I, 2000);
    enter(I, "10 DEF FNA(X)=X*2");
    enter(I, "20 DEF FNB(X)");
    enter(I, "30 IF X>0 THEN PAUSE");
    enter(I, "40 FNB=VAL(A$)+FNA(X)");
    enter(I, "50 END DEF");
    enter(I, "60 DEF FNC$(S$)=S$&\"!\"");
    enter(I, "70 INPUT V");
    enter(I, "80 DISP VAL(A$),FNB(1)");
    char line[160];
    snprintf(line, sizeof line, "A$=\"%s\"", text);
    enter(I, line);
    enter(I, "VAL(A$)");
    enter(I, "RUN");
    enter(I, "CONT");
    enter(I, "FNB(2)");
    enter(I, "CONT");
    interp_free(I);
    return 0;
}
