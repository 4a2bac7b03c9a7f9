/* libFuzzer harness: the tokenizer and the compiler on one line. Any input
 * must be rejected with an HP-71B error or accepted; an accepted line's
 * listing (when within the tokenizer's limit) must tokenize and compile to
 * the same listing again. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "compiler.h"

static TokenList toks, again;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > TOKENIZER_MAX_LINE + 16) return 0;
    static char listed[TOKENIZER_MAX_LINE * 2], relisted[TOKENIZER_MAX_LINE * 2];
    Chunk c = {0};
    if (tokenize_line((const char *)data, size, &toks) == HP71_E_NONE &&
        compiler_line(&toks, COMPILE_PROGRAM, &c, listed, sizeof listed, NULL) == HP71_E_NONE) {
        size_t n = strlen(listed);
        /* the listing adds blanks: past the tokenizer's limit it cannot be
           read back, but no line the keyboard accepts (96 characters at
           most) comes near that */
        if (n <= TOKENIZER_MAX_LINE) {
            Chunk d = {0};
            if (tokenize_line(listed, n, &again) != HP71_E_NONE) abort();
            if (compiler_line(&again, COMPILE_PROGRAM, &d, relisted, sizeof relisted, NULL) !=
                HP71_E_NONE)
                abort();
            if (strcmp(listed, relisted) != 0) abort();
            chunk_free(&d);
        }
    }
    chunk_free(&c);
    Chunk k = {0};
    if (tokenize_line((const char *)data, size, &toks) == HP71_E_NONE)
        (void)compiler_line(&toks, COMPILE_KEYBOARD, &k, NULL, 0, NULL);
    chunk_free(&k);
    return 0;
}
