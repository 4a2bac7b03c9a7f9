/* fake_host.c — see fake_host.h. */
#include "fake_host.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void fake_display(void *ctx, const char *text, size_t len, int kind) {
    (void)kind;
    FakeHost *f = ctx;
    while (len > 0 && text[len - 1] == ' ') /* the LCD shows no trailing blanks */
        len--;
    if (f->outlen + len + 2 > sizeof f->out) return;
    memcpy(f->out + f->outlen, text, len);
    f->outlen += len;
    f->out[f->outlen++] = '\n';
    f->out[f->outlen] = '\0';
}

static bool fake_input(void *ctx, const char *prompt, const HostInner *inner, const char *edit,
                       size_t cursor, char *reply, size_t cap) {
    FakeHost *f = ctx;
    if (f->next_reply >= f->nreplies) return false;
    if (!f->replies[f->next_reply]) { /* NULL: the ATTN key instead of a reply */
        f->next_reply++;
        f->attn = 1;
        return false;
    }
    const char *typed = f->replies[f->next_reply++];
    if (f->typist) interp_reply_keys(f->typist, typed, strlen(typed));
    host_overwrite(edit, cursor, typed, reply, cap);
    char line[512];
    size_t n = host_echo(prompt, strlen(prompt), reply, inner, line, sizeof line);
    fake_display(ctx, line, n, 0);
    return true;
}

static int64_t fake_now(void *ctx) {
    return ((FakeHost *)ctx)->now;
}

static void fake_wait(void *ctx, double seconds) {
    ((FakeHost *)ctx)->now += (int64_t)(seconds * 100 + 0.5);
}

static char *fake_read_file(void *ctx, const char *path, size_t *len, bool *missing,
                            const char **why) {
    (void)path;
    FakeHost *f = ctx;
    *missing = f->file == NULL;
    *why = "No such file or directory";
    if (!f->file) return NULL;
    char *copy = malloc(f->file_len + 1);
    memcpy(copy, f->file, f->file_len + 1);
    *len = f->file_len;
    return copy;
}

static const char *fake_write_file(void *ctx, const char *path, const char *data, size_t len) {
    (void)path;
    FakeHost *f = ctx;
    free(f->file);
    f->file = malloc(len + 1);
    memcpy(f->file, data, len);
    f->file[len] = '\0';
    f->file_len = len;
    return NULL;
}

void fake_free(FakeHost *f, Interp *I) {
    interp_free(I);
    free(f->file);
    f->file = NULL;
}

Interp *fake_interp(FakeHost *f) {
    memset(f, 0, sizeof *f);
    Host h = {.ctx = f,
              .display = fake_display,
              .input = fake_input,
              .now = fake_now,
              .wait = fake_wait,
              .beep = NULL,
              .read_file = fake_read_file,
              .write_file = fake_write_file,
              .attn = &f->attn};
    return interp_new(&h, 1 << 24);
}

bool fake_enter(Interp *I, const char *line) {
    return interp_enter(I, line, strlen(line));
}

bool fake_enter_all(Interp *I, const char *const *lines) {
    bool ok = true;
    for (int i = 0; lines[i]; i++)
        ok = fake_enter(I, lines[i]) && ok;
    return ok;
}

void fake_clear(FakeHost *f) {
    f->outlen = 0;
    f->out[0] = '\0';
}
