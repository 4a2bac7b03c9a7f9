/*
 * tokenizer.h — turns the text of one BASIC line into tokens.
 *
 * This module owns lexical rules: keywords are recognised case-insensitively
 * (and written back upper-case by the lister), variables are a letter with an
 * optional digit and an optional '$', strings are quoted with " or ', numeric
 * literals keep the text they were typed with (LIST shows it back), '!' and
 * REM start remarks that run to the end of the line, '@' separates
 * statements. The words after SUB and CALL are subprogram names, and the
 * items after DATA are kept as typed for the compiler to split. It does not
 * know statement syntax otherwise; that is the compiler's.
 * Tokens point into the caller's text, which must outlive them.
 */
#ifndef HP71_TOKENIZER_H
#define HP71_TOKENIZER_H

#include <stddef.h>

#include "errors.h"
#include "keywords.h"
#include "number.h"

typedef enum TokenKind {
    TOK_END,     /* end of line */
    TOK_NUMBER,  /* numeric literal: text/len as typed, value in num */
    TOK_STRING,  /* string literal: text/len is the contents, quote the delimiter */
    TOK_NUM_VAR, /* numeric variable: id is its slot (see variable_slot) */
    TOK_STR_VAR, /* string variable: id is its slot */
    TOK_KEYWORD, /* id is a Keyword */
    TOK_PUNCT,   /* id is a character, or one of the PUNCT_* codes below */
    TOK_REMARK,  /* text/len is the remark after '!' or REM; id is '!' or 'R' */
    TOK_NAME,    /* a subprogram name after SUB or CALL: text/len, upper-cased in name */
    TOK_DATA,    /* the items of a DATA statement as typed, up to '@' or the end */
} TokenKind;

enum { PUNCT_LE = 256, PUNCT_GE, PUNCT_NE };

typedef struct Token {
    TokenKind kind;
    int id;
    const char *text;
    int len;
    char quote;
    Num num;
    char name[12]; /* TOK_NAME: the name, upper case */
} Token;

/* The longest line (characters) tokenize_line accepts; longer is Line Too
 * Long. The keyboard and file loading apply the HP-71B's own, shorter limit
 * (LINE_INPUT_MAX, the 96-character line buffer) before this. */
#define TOKENIZER_MAX_LINE   4096
#define LINE_INPUT_MAX       96
#define TOKENIZER_MAX_TOKENS 1024

typedef struct TokenList {
    Token tok[TOKENIZER_MAX_TOKENS];
    int count;
} TokenList;

/* Slot numbers of variables: letter A..Z with an optional digit 0..9. */
#define VARIABLE_SLOTS (26 * 11)

/* Takes a letter and an optional digit (-1 for none); returns the slot. */
static inline int variable_slot(char letter, int digit) {
    return (letter - 'A') * 11 + (digit < 0 ? 0 : digit + 1);
}

/* Takes a slot and a string flag; writes the variable's name ("F$", "A1")
 * into name (at least 4 chars). */
void variable_name(int slot, int is_string, char *name);

/* Takes the text of a line (without its line number) and its length in
 * characters; fills out with its tokens, ending with TOK_END. Returns
 * HP71_E_NONE, or Syntax (unterminated string, unknown word or character),
 * Line Too Long. Literals that overflow give their rounded value and the
 * warning is not reported here. */
Hp71Error tokenize_line(const char *text, size_t len, TokenList *out);

#endif
