/* fake_host.c — see fake_host.h. */
#include "fake_host.h"

#include <stdio.h>
#include <string.h>

static void fake_display(void *ctx, const char *text, size_t len, int kind) {
    (void)kind;
    FakeHost *f = ctx;
    if (f->outlen + len + 2 > sizeof f->out) return;
    memcpy(f->out + f->outlen, text, len);
    f->outlen += len;
    f->out[f->outlen++] = '\n';
    f->out[f->outlen] = '\0';
}

static bool fake_input(void *ctx, const char *prompt, char *reply, size_t cap) {
    FakeHost *f = ctx;
    if (f->next_reply >= f->nreplies) return false;
    const char *r = f->replies[f->next_reply++];
    snprintf(reply, cap, "%s", r);
    char line[512];
    int n = snprintf(line, sizeof line, "%s%s", prompt, r);
    fake_display(ctx, line, (size_t)n, 0);
    return true;
}

static int64_t fake_now(void *ctx) {
    return ((FakeHost *)ctx)->now;
}

static void fake_wait(void *ctx, double seconds) {
    ((FakeHost *)ctx)->now += (int64_t)(seconds * 100 + 0.5);
}

Interp *fake_interp(FakeHost *f) {
    memset(f, 0, sizeof *f);
    Host h = {.ctx = f,
              .display = fake_display,
              .input = fake_input,
              .now = fake_now,
              .wait = fake_wait,
              .beep = NULL,
              .attn = &f->attn};
    return interp_new(&h, 1 << 24);
}

bool fake_enter_all(Interp *I, const char *const *lines) {
    bool ok = true;
    for (int i = 0; lines[i]; i++)
        ok = interp_enter(I, lines[i], strlen(lines[i])) && ok;
    return ok;
}

void fake_clear(FakeHost *f) {
    f->outlen = 0;
    f->out[0] = '\0';
}
