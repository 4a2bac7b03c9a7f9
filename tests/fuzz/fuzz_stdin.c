/* libFuzzer harness: the bytes of standard input in batch mode. The input is
 * what a pipe would give hp71 (any bytes: NUL, CR, CRLF, control
 * characters, INPUT replies running out), read by the command's own line
 * reader and typed at the prompt. Nothing may crash, leak or hang. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/session.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size == 0 || size > 4096) return 0;
    FILE *saved = stdin;
    stdin = fmemopen((void *)data, size, "rb");
    if (!stdin) {
        stdin = saved;
        return 0;
    }
    Options o;
    options_default(&o);
    o.clock = HP71_CLOCK_FROZEN;
    o.memory = 1 << 20;
    o.step_limit = 2000;
    Buffer shown = {0};
    Term t = {.o = &o, .capture = &shown};
    FILE *err = stderr; /* notices go to the capture; keep stderr quiet */
    session_run(&t);
    stderr = err;
    free(shown.s);
    fclose(stdin);
    stdin = saved;
    return 0;
}
