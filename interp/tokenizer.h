/*
 * tokenizer.h — turns the text of one BASIC line into tokens, as the ROM
 * scans it.
 *
 * This module owns lexical rules. At each position a keyword is tried
 * first, the longest that matches (keywords.h), so "IFX>1THEN" is IF X > 1
 * THEN and "TOTAL" is a function; otherwise a letter starts a variable: the
 * letter, an optional digit and an optional '$' ("AB" is the two variables
 * A B, which the parser then finds in excess). Secondary words (FLOW, NEAR,
 * EXTEND, TEXT ...) count only right after their primary. Strings are
 * quoted with " or '; numeric literals keep the text they were typed with
 * (LIST writes their style from it); '!' and REM start remarks that run to
 * the end of the line; '@' separates statements. The words after SUB and
 * CALL are subprogram names, and the items after DATA are kept as typed for
 * the compiler to split. It does not know statement syntax; that is the
 * compiler's. Tokens point into the caller's text, which must outlive them.
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
    TOK_DATA,    /* the items of a DATA statement as typed, to the end of the line */
    TOK_BAD,     /* a character no token starts with, or a string without its end quote */
} TokenKind;

/* Relational operators: a run of the characters < = > # ? is one operator,
 * true for the union of what its characters stand for (the ROM: "=<" is
 * "<=", "><" is "<>", "=#" is "<=>?"). A single character keeps its own
 * id; a longer run is PUNCT_REL plus its CMP_* outcome mask (chunk.h). */
enum { PUNCT_REL = 256 };

typedef struct Token {
    TokenKind kind;
    int id;
    const char *text;
    int len;
    int pos; /* offset of the token in the line (characters) */
    char quote;
    Num num;
    Hp71Error warn; /* TOK_NUMBER: Overflow (value MAXREAL) or Underflow (value 0);
                       Invalid Expr: refused (TokenList's *_refused) */
    char name[12];  /* TOK_NAME: the name, upper case */
} Token;

/* The longest line (characters) tokenize_line accepts; longer is Line Too
 * Long. A typed line first goes through the HP-71B's own line buffer: it
 * holds LINE_INPUT_MAX characters, and every key typed past them
 * overwrites the last (the ROM: a 100-character line keeps its first 94
 * characters and its last). */
#define TOKENIZER_MAX_LINE   4096
#define LINE_INPUT_MAX       95
#define TOKENIZER_MAX_TOKENS 1024

typedef struct TokenList {
    Token tok[TOKENIZER_MAX_TOKENS];
    int count;
    int error_pos; /* after a compile error: the offset in the line where it was found */
    int parsed;    /* compiled as VAL's text: the tokens its expression took (the rest unread) */
    /* a literal beyond the range (it warns either way): overflow_to_inf
       makes it Inf instead of MAXREAL (TRAP(OVF,2)), keep_denormals keeps
       its denormal value instead of 0 (TRAP(UNF,2)); set by the caller */
    bool overflow_to_inf, keep_denormals;
    /* under TRAP(OVF,0) or TRAP(UNF,0) the ROM refuses such a literal: its
       token's warn is then Invalid Expr, which the compiler raises */
    bool overflow_refused, underflow_refused;
    /* read as TRANSFORM reads a TEXT file's line: a statement that starts
       with a variable or FN is an assignment, else Syntax (the ROM takes no
       expression to show there: X+1 alone; set by the caller) */
    bool transform;
    const KeywordIndex *keywords; /* the keyword index to search (NULL: the plain search) */
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
 * HP71_E_NONE, or Line Too Long. A literal beyond the REAL range becomes
 * MAXREAL (Overflow) or 0 (Underflow), as the ROM stores it; the token's
 * warn says so and the caller reports it. A character no token starts with
 * is a TOK_BAD token: the parser decides what error it makes. */
Hp71Error tokenize_line(const char *text, size_t len, TokenList *out);

/* Takes a DATA token d; writes its text as the ROM keeps it, the blanks
 * next to a comma outside quotes dropped, to kept (TOKENIZER_MAX_LINE
 * bytes); returns its length. */
int tokens_data_kept(const Token *d, char *kept);

/* The longest name (a label, a file, a subprogram): 8 characters (ROM). */
#define TOKENS_NAME_MAX 8

/* Takes text[0..len); returns whether it is a name as the ROM writes one
 * unquoted (a label, a file, a subprogram): a letter, then letters and
 * digits, TOKENS_NAME_MAX at most. */
bool tokens_is_name(const char *text, int len);

/* Takes token k of t; returns how many letters and digits were typed from
 * it on, whatever tokens they were read as (FDISP: F and DISP); 0 when k
 * has no text. */
int tokens_typed_run(const TokenList *t, const Token *k);

/* Takes the index of a '(' or '[' token of t; returns the index after its
 * matching ')' or ']' (the two nest: A(B$[1,2])), or that of the line's end
 * when it has none. */
int tokens_after_group(const TokenList *t, int i);

#endif
