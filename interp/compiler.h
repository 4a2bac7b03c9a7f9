/*
 * compiler.h — checks the syntax of a tokenized line and compiles it.
 *
 * This module owns statement and expression syntax: it parses the tokens of
 * one line (statements separated by '@', IF ... THEN ... ELSE, expressions
 * with HP-71B operator precedence) and emits chunk.h code for it, with
 * variable slots resolved and line numbers left as fixups for the linker.
 * A line that does not parse is rejected here, when it is entered, as on the
 * real machine. Keyboard commands (RUN, LIST ...) are not compiled; the
 * interpreter handles them.
 */
#ifndef HP71_COMPILER_H
#define HP71_COMPILER_H

#include "chunk.h"
#include "errors.h"
#include "tokenizer.h"

typedef enum CompileMode {
    COMPILE_PROGRAM,  /* a numbered program line */
    COMPILE_KEYBOARD, /* a line typed without a number: statements, or an
                         expression whose value is displayed; ends with
                         OP_END_KEYBOARD */
    COMPILE_REPLY,    /* one numeric INPUT reply: a numeric expression,
                         left on the stack, then OP_END_KEYBOARD */
} CompileMode;

/* Where a line refers to line numbers (GOTO 110, THEN 50, RESTORE 10 ...):
 * the token indices, for RENUMBER to rewrite. */
#define LINE_REFS_MAX 256
typedef struct LineRefs {
    int index[LINE_REFS_MAX];
    int count;
} LineRefs;

/* Takes the tokens of a line, the index of its first token to compile and a
 * mode; appends the code to out (which the caller has reset) and, when refs
 * is not NULL, records there the tokens that are line numbers. Returns
 * HP71_E_NONE, or Syntax / Data Type (string where a number is needed or the
 * reverse); out is then incomplete and must be discarded. */
Hp71Error compiler_line(const TokenList *t, int first, CompileMode mode, Chunk *out,
                        LineRefs *refs);

#endif
