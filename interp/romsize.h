/*
 * romsize.h — the RAM the HP-71B's tokenized form of a line takes.
 *
 * This module owns the sizes, in nibbles, of the ROM's stored tokens: a
 * program line's header, keywords, variables, constants by the form they
 * were typed in, string literals, line references, labels, remarks and DATA
 * text, and the extra nibbles the ROM keeps for IF ... THEN ... ELSE, '@' and
 * an INPUT prompt. The sizes were measured on ROM 2CDCC with MEM (each line
 * entered twice and read after the command stack had let go of it;
 * tests/unit/data/romsize.tsv holds the measurements). hp71 does not store
 * the ROM's tokens; it only counts them, for MEM, CAT's LEN and the RAM a
 * program leaves for its variables and its run.
 */
#ifndef HP71_ROMSIZE_H
#define HP71_ROMSIZE_H

#include "tokenizer.h"

/* A program line's header and end: its number (4), its length (2) and the
 * end-of-line token (2), in nibbles. */
#define ROMSIZE_LINE_HEADER 8

/* Takes the tokens of a line as it was typed (tokenize_line, without its
 * line number; the line compiled without error); returns the nibbles the
 * ROM stores for them, without ROMSIZE_LINE_HEADER. Raises nothing: a
 * construct whose size was not measured counts as its nearest measured
 * kind. */
int romsize_tokens(const TokenList *t);
/* The same for the tokens before token stop (the expression VAL reads
 * at the start of its text, TokenList.parsed: the ROM sizes no more). */
int romsize_tokens_to(const TokenList *t, int stop);

/* True for a function of the ROM's own keyword extensions (ATN, SQRT,
 * FLOOR, EXPM1, ANGLE, FLAG, MEAN, VER$ ...: stored in more than a byte),
 * false for the other keywords (SIN, SQR, INT ...). */
bool romsize_extension_function(int kw);

#endif
