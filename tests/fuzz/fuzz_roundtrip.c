/* libFuzzer harness: SAVE then LOAD gives back the same program. The input's
 * lines that start with a digit are entered as a file's lines (whatever is
 * accepted is the program), the
 * program is listed, saved to an in-memory file, loaded back and listed
 * again: both listings must be equal, and the LOAD must succeed. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_host.h"
#include "interp.h"

typedef struct Fake {
    char *listing; /* captured display */
    size_t len, cap;
    char *file; /* the one file */
    size_t file_len;
} Fake;

static void display(void *ctx, const char *text, size_t len, int kind) {
    (void)kind;
    Fake *f = ctx;
    if (f->len + len + 2 > f->cap) {
        f->cap = (f->len + len + 2) * 2;
        f->listing = realloc(f->listing, f->cap);
        if (!f->listing) abort();
    }
    memcpy(f->listing + f->len, text, len);
    f->len += len;
    f->listing[f->len++] = '\n';
}
static char *read_file(void *ctx, const char *path, size_t *len, bool *missing, const char **why) {
    (void)path;
    Fake *f = ctx;
    *missing = !f->file;
    *why = "no such file";
    if (!f->file) return NULL;
    char *copy = malloc(f->file_len + 1);
    memcpy(copy, f->file, f->file_len);
    copy[f->file_len] = '\0';
    *len = f->file_len;
    return copy;
}
static const char *write_file(void *ctx, const char *path, const char *data, size_t len) {
    (void)path;
    Fake *f = ctx;
    free(f->file);
    f->file = malloc(len + 1);
    memcpy(f->file, data, len);
    f->file_len = len;
    return NULL;
}

static void enter(Interp *I, const char *text) {
    interp_enter(I, text, strlen(text));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    Fake f = {0};
    Host h = {.ctx = &f,
              .display = display,
              .input = fuzz_input_none,
              .now = fuzz_now_still,
              .wait = fuzz_wait_none,
              .read_file = read_file,
              .write_file = write_file};
    Interp *I = interp_new(&h, 1 << 20);
    interp_set_step_limit(I, 2000); /* (nothing runs the program: a safety net) */
    /* the input's lines that start with a digit, loaded as a file's are
       (interp_load_text: each line checked for the characters a listing
       has); typed, a line that is no program line could run the program,
       whose USER ON and DEF KEY would then change the keys of the LIST,
       SAVE and LOAD typed below (as they would the ROM's) */
    const char *text = (const char *)data;
    char *program = malloc(size + 1);
    if (!program) abort();
    size_t plen = 0;
    for (size_t i = 0; i < size;) {
        size_t j = i;
        while (j < size && text[j] != '\n')
            j++;
        if (j > i && text[i] >= '1' && text[i] <= '9') {
            memcpy(program + plen, text + i, j - i);
            plen += j - i;
            program[plen++] = '\n';
        }
        i = j + 1;
    }
    (void)interp_load_text(I, "fuzz", program, plen);
    free(program);
    f.len = 0;
    enter(I, "LIST");
    size_t first_len = f.len;
    char *first = malloc(first_len + 1);
    memcpy(first, f.listing ? f.listing : "", first_len);
    enter(I, "SAVE \"P\"");
    f.len = 0;
    enter(I, "DELETE ALL");
    enter(I, "LOAD \"P\"");
    size_t load_messages = f.len;
    enter(I, "LIST");
    if (load_messages != 0 || f.len != first_len ||
        (first_len && memcmp(first, f.listing, first_len) != 0)) {
        fprintf(stderr, "round trip changed the program:\n%.*s\n---\n%.*s\n", (int)first_len, first,
                (int)f.len, f.listing);
        abort();
    }
    free(first);
    free(f.listing);
    free(f.file);
    interp_free(I);
    return 0;
}
