/*
 * lister.h — decompiles a tokenized line into the canonical text LIST shows.
 *
 * This module owns the listing style: keywords upper-case and spelled as in
 * keywords.h, one blank around statement keywords, operator words and '@',
 * none around symbols and function names, numeric constants in the HP-71B
 * LIST style (format_list_literal), strings with their own quote character,
 * remarks verbatim. Listing a listed line gives the same text again.
 */
#ifndef HP71_LISTER_H
#define HP71_LISTER_H

#include <stddef.h>

#include "tokenizer.h"

/* Takes the tokens of a line; writes its canonical text (no line number,
 * NUL-terminated) into out, which holds cap characters; returns the length
 * in characters, or 0 when it does not fit. */
size_t lister_line(const TokenList *t, char *out, size_t cap);

#endif
