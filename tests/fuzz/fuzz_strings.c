/* libFuzzer harness: string operations on large values with a small memory
 * budget. The first two bytes choose the sizes of two strings (up to about
 * 64 KiB against a 128 KiB budget); the rest are lines typed and run.
 * Nothing may crash, leak, hang or exceed the budget. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_host.h"
#include "interp.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 2) return 0;
    Host h = {.display = fuzz_display_none,
              .input = fuzz_input_none,
              .now = fuzz_now_still,
              .wait = fuzz_wait_none};
    Interp *I = interp_new(&h, 1 << 17);
    interp_set_step_limit(I, 500);
    char line[160];
    int a = data[0] * 256, b = data[1] * 128;
    snprintf(line, sizeof line, "DIM A$[%d],B$[%d] @ A$[%d]=\"X\" @ B$[%d]=\"YZ\"", a + 1, b + 2,
             a + 1, b + 1);
    interp_enter(I, line, strlen(line));
    const char *text = (const char *)data + 2;
    size -= 2;
    int lines = 0;
    for (size_t i = 0; i < size && lines < 32;) {
        size_t j = i;
        while (j < size && text[j] != '\n')
            j++;
        interp_enter(I, text + i, j - i);
        lines++;
        i = j + 1;
    }
    interp_run(I);
    interp_free(I);
    return 0;
}
