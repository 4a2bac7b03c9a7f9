/* libFuzzer harness: the tokenizer and the compiler on one line. Any input
 * must be rejected with an HP-71B error or accepted; an accepted line's
 * listing (for a line of at most 96 characters, as any entered line is) must
 * tokenize and compile to the same listing again. */
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
        /* the listing adds blanks and parentheses ((1<2)<3): the property
           holds for the lines that can be entered, 95 characters at most
           (LINE_INPUT_MAX, at the keyboard and in loaded files); a longer
           line's listing can outgrow the tokenizer or the nesting limit */
        if (size <= LINE_INPUT_MAX && n <= TOKENIZER_MAX_LINE) {
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
