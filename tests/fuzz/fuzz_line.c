/* libFuzzer harness: the tokenizer, the compiler and the lister on one line.
 * Any input must be rejected with an HP-71B error or accepted; an accepted
 * line's listing (when within the tokenizer's limit) must tokenize, compile
 * and list to the same text again. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "compiler.h"
#include "lister.h"

static TokenList toks, again;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > TOKENIZER_MAX_LINE + 16) return 0;
    Chunk c = {0};
    if (tokenize_line((const char *)data, size, &toks) == HP71_E_NONE &&
        compiler_line(&toks, 0, COMPILE_PROGRAM, &c, NULL) == HP71_E_NONE) {
        static char listed[TOKENIZER_MAX_LINE * 2], relisted[TOKENIZER_MAX_LINE * 2];
        size_t n = lister_line(&toks, listed, sizeof listed);
        /* the listing adds blanks: past the tokenizer's limit it cannot be
           read back, but no line the keyboard or a file accepts (96
           characters at most) comes near that */
        if (n > 0 && n <= TOKENIZER_MAX_LINE) {
            Chunk d = {0};
            if (tokenize_line(listed, n, &again) != HP71_E_NONE) abort();
            if (compiler_line(&again, 0, COMPILE_PROGRAM, &d, NULL) != HP71_E_NONE) abort();
            lister_line(&again, relisted, sizeof relisted);
            if (strcmp(listed, relisted) != 0) abort();
            chunk_free(&d);
        }
    }
    chunk_free(&c);
    chunk_reset(&c);
    Chunk k = {0};
    if (tokenize_line((const char *)data, size, &toks) == HP71_E_NONE)
        (void)compiler_line(&toks, 0, COMPILE_KEYBOARD, &k, NULL);
    chunk_free(&k);
    return 0;
}
