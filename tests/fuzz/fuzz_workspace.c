/* libFuzzer harness: continuous memory. The input is typed in and run (as
 * fuzz_program does); the machine's workspace image must restore into a
 * fresh machine whose own image is the same, byte for byte. The input is
 * also restored as an image itself: anything but a sound image is refused,
 * and nothing may crash, leak or hang. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_host.h"
#include "interp.h"
#include "workspace.h"

static bool input(void *ctx, const char *prompt, const HostInner *inner, const char *edit,
                  size_t cursor, char *reply, size_t cap) {
    (void)inner;
    (void)edit, (void)cursor, (void)prompt;
    int *replies = ctx;
    if ((*replies)++ > 20) return false;
    snprintf(reply, cap, "%d", *replies);
    return true;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    int replies = 0;
    Host h = {.ctx = &replies,
              .display = fuzz_display_none,
              .input = input,
              .now = fuzz_now_still,
              .wait = fuzz_wait_none};
    const char *text = (const char *)data;
    WorkspaceCounts n;

    Interp *raw = interp_new(&h, 1 << 20); /* the input as an image */
    workspace_restore(raw, text, size, &n);
    interp_free(raw);
    /* and as the records of an image with a sound checksum, so that the
       records themselves meet the fuzzer */
    char *sealed = malloc(size + 64);
    if (!sealed) return 0;
    memcpy(sealed, "HP71 WORKSPACE 1\n", 17);
    memcpy(sealed + 17, text, size);
    size_t body = 17 + size;
    if (size && text[size - 1] != '\n') sealed[body++] = '\n';
    uint64_t hash = 14695981039346656037ULL;
    for (size_t k = 0; k < body; k++) {
        hash ^= (unsigned char)sealed[k];
        hash *= 1099511628211ULL;
    }
    body += (size_t)snprintf(sealed + body, 64, "END %016llx\n", (unsigned long long)hash);
    raw = interp_new(&h, 1 << 20);
    workspace_restore(raw, sealed, body, &n);
    interp_free(raw);
    free(sealed);

    Interp *I = interp_new(&h, 1 << 20);
    interp_set_step_limit(I, 2000);
    fuzz_type_lines(I, text, size, 64);
    size_t len, len2;
    char *image = workspace_save(I, &len);
    Interp *J = interp_new(&h, 1 << 20);
    const char *why = workspace_restore(J, image, len, &n);
    if (why) {
        fprintf(stderr, "a saved workspace was refused: %s\n%s", why, image);
        abort();
    }
    char *again = workspace_save(J, &len2);
    if (len2 != len || memcmp(image, again, len) != 0) {
        fprintf(stderr, "the restored workspace differs:\n%s---\n%s", image, again);
        abort();
    }
    free(image);
    free(again);
    interp_free(I);
    interp_free(J);
    return 0;
}
