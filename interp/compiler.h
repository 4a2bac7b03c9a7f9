/*
 * compiler.h — checks the syntax of a tokenized line, compiles it, and
 * writes its listing.
 *
 * This module owns statement and expression syntax. It parses the tokens of
 * one line (labels, statements separated by '@', IF ... THEN ... ELSE,
 * expressions with the HP-71B's operator precedence) and emits chunk.h code
 * for it, with variable slots resolved and line numbers and labels left as
 * fixups for the linker. A line that does not parse is rejected here, when
 * it is entered, with the message the ROM gives (Invalid Expr, Excess
 * Chars, Syntax, Invalid Var, Missing Parm, Invalid Parm, ) Expected,
 * Illegal Context). It also writes the line as the ROM's LIST decompiles it:
 * keywords upper case with their blanks, expressions with only the
 * parentheses precedence needs ("X=(1)+(2*3)" lists as "X=1+2*3"),
 * constants in LIST's style, an expression statement as DISP. Keyboard
 * commands (RUN, LIST ...) are not compiled; the interpreter handles them.
 */
#ifndef HP71_COMPILER_H
#define HP71_COMPILER_H

#include <stddef.h>

#include "chunk.h"
#include "errors.h"
#include "tokenizer.h"

typedef enum CompileMode {
    COMPILE_PROGRAM,      /* a numbered program line */
    COMPILE_KEYBOARD,     /* a line typed without a number: statements, or
                             expressions whose values are displayed; ends with
                             OP_END_KEYBOARD */
    COMPILE_REPLY,        /* one numeric INPUT reply: a numeric expression, left
                             on the stack, then OP_END_KEYBOARD */
    COMPILE_VAL,          /* VAL's text: as a reply, but the longest expression
                             at its start ("12AB" is 12, the ROM) */
    COMPILE_STRING_REPLY, /* one string INPUT reply, when it is all a string
                             expression: left on the string stack, then
                             OP_END_KEYBOARD; else Data Type or Excess Chars */
} CompileMode;

/* RENUMBER: maps each line number a line refers to (GOTO 110, THEN 50,
 * RESTORE 10 ...) to the number its listing should show. */
typedef struct LineMap {
    int (*map)(void *ctx, int line);
    void *ctx;
} LineMap;

/* Takes the tokens of a line and a mode; appends the code to out (which the
 * caller has reset) and writes the listing (no line number, NUL-terminated)
 * into text, which holds cap characters (text may be NULL); line numbers in
 * the listing go through renumber when it is not NULL. Returns HP71_E_NONE,
 * or the ROM's entry error for the line (out is then incomplete and must be
 * discarded; t->error_pos is where in the line it was found), or Line Too
 * Long when the listing does not fit. */
Hp71Error compiler_line(TokenList *t, CompileMode mode, Chunk *out, char *text, size_t cap,
                        const LineMap *renumber);

/* Reads tokens [from, to) of t as an expression, as the ROM reads a THEN or
 * ELSE part refused where it stands (IF 1 THEN -)5E506), and takes the
 * offset in the line where that reading stopped: the token it failed at, or
 * the first it did not take (INT_MAX when the range is empty or to is not
 * a token of t). t is left as it was; nothing is compiled. */
int compiler_expression_end(TokenList *t, int from, int to);

#endif
