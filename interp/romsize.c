/*
 * romsize.c — the RAM the HP-71B's tokenized form of a line takes (see
 * romsize.h). A walk over the tokens with the little context the sizes
 * depend on: the statement's keyword, what each parenthesis opened, and
 * whether a number is a line reference.
 */
#include "romsize.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* Nibbles of the ROM's tokens and of the extras it keeps (ROM 2CDCC). */
enum {
    SIZE_KEYWORD = 2,         /* most keywords: one byte */
    SIZE_LONG_KEYWORD = 6,    /* a keyword of the ROM's own keyword extensions */
    SIZE_LETTER = 2,          /* a variable's letter */
    SIZE_DIGIT = 2,           /* its digit (A1) */
    SIZE_DOLLAR = 2,          /* a string variable's '$' */
    SIZE_SUBSCRIPT = 3,       /* an element or a substring: A(1), A$[2] */
    SIZE_BOUNDS = 2,          /* a declaration's bounds: DIM A(10) */
    SIZE_DIGIT_CONST = 2,     /* a one-digit whole constant */
    SIZE_WHOLE_CONST = 2,     /* a whole constant of 2 to 12 digits: this and a nibble a digit */
    SIZE_REAL_CONST = 5,      /* any other constant: this and a nibble a digit */
    SIZE_STRING = 4,          /* a string literal: this and a byte a character */
    SIZE_LINE_REF = 11,       /* GOTO 100, RUN 100: the line's number and where it is */
    SIZE_FIRST_LINE_ARG = 6,  /* LIST 100, PLIST, RENUMBER: the first line number */
    SIZE_LINE_ARG = 4,        /* each one after it (LIST 10,20; LIST FOO,10) */
    SIZE_RUN_FILE = 2,        /* RUN FOO, RUN A$, RUN 'FOO': RUN's file takes this more */
    SIZE_PORT_DEVICE = 2,     /* FOO:PORT(1): a port's number after a file's name, this more */
    SIZE_PCRD = 6,            /* FOO:PCRD: the card reader's other name (no keyword) */
    SIZE_CHAIN_FILE = 6,      /* CHAIN FOO, CHAIN "FOO", CHAIN A$: CHAIN's file, this more */
    SIZE_MERGE_FILE = 4,      /* MERGE FOO, MERGE FOO,10,20: MERGE's file, this more */
    SIZE_ASSIGN_FILE = 4,     /* ASSIGN #1 TO FOO, TO "FOO", TO *: ASSIGN's file, this more */
    SIZE_CREATE_FILE = 2,     /* CREATE TEXT FOO, CREATE DATA "FOO",10: CREATE's file, this more */
    SIZE_TRANSFORM_FILE = 6,  /* TRANSFORM FOO INTO TEXT: TRANSFORM's file, this more */
    SIZE_FILE_TYPE = 6,       /* CREATE's and TRANSFORM's TEXT, DATA, SDATA or BASIC */
    SIZE_OPERATOR = 2,        /* + * / ^ & and a sign; an assignment's = */
    SIZE_MINUS = 4,           /* a subtraction */
    SIZE_RELATION = 3,        /* = <> < <= > >= # ? */
    SIZE_SEPARATOR = 2,       /* a list's , or ; */
    SIZE_CHANNEL = 2,         /* PRINT #1, READ #1, RESTORE #1: the '#' (not TIMER's, ASSIGN's) */
    SIZE_AT = 4,              /* @ between statements */
    SIZE_TEXT = 2,            /* a remark's, DATA's or IMAGE's text: this and a byte a character */
    SIZE_CLAUSE = 4,          /* THEN or ELSE before a statement, ELSE */
    SIZE_PROMPT = 2,          /* INPUT's prompt */
    SIZE_FN = 1,              /* FNA: FN, the name and this */
    SIZE_DEF_FN = 5,          /* DEF FNA: and this */
    SIZE_PARAMETERS = 4,      /* DEF FNA(X): the parentheses */
    SIZE_DEF_LENGTH = 4,      /* DEF FNA$[80]: the brackets, and the number as typed */
    SIZE_LABEL_REF = 6,       /* GOTO 'NAME': this and a byte a character */
    SIZE_BARE_LABEL_REF = 4,  /* GOTO NAME: this and a byte a character */
    SIZE_NAME = 4,            /* CALL NAME: this and a byte a character */
    SIZE_SUB = 10,            /* SUB NAME: this more */
    SIZE_SUB_REMARK = 2,      /* SUB NAME ! X: a remark after SUB's name, this more */
    SIZE_SUB_PARAMETERS = 2,  /* SUB NAME(A,B): the parentheses (a comma 2) */
    SIZE_ARGUMENTS = 4,       /* CALL NAME(A,B): the parentheses (a comma 2) */
    SIZE_CALLED_STRING = 2,   /* CALL A$: the mark of a name held by a string */
    SIZE_CALL_IN = 2,         /* CALL S IN F: IN, then F as a file statement's file */
    SIZE_END_BLOCK = 3,       /* END SUB, END DEF: this more */
    SIZE_EMPTY_ARGUMENTS = 2, /* PI(), FNA() */
    SIZE_LABEL = 11,          /* 'NAME': or NAME: (alike): this and a byte a character */
    SIZE_LABEL_END = 4,       /* labels that end the line: this less */
};

/* Keywords stored in more than one byte: the statements and words of the
 * ROM's keyword extensions take SIZE_LONG_KEYWORD, their functions one
 * nibble more (measured on ROM 2CDCC, each keyword in a line of its own). */
static int keyword_size(int kw) {
    switch (kw) {
    case KW_RANDOMIZE:
    case KW_STD:
    case KW_FIX:
    case KW_SCI:
    case KW_ENG:
    case KW_POP:
    case KW_SETTIME:
    case KW_SETDATE:
    case KW_ADJUST:
    case KW_ADJABS:
    case KW_DEFAULT:
    case KW_DROP:
    case KW_CLSTAT:
    case KW_PROTECT:
    case KW_UNPROTECT:
    case KW_LOCK:
    case KW_CONTRAST:
    case KW_GDISP:
    case KW_WINDOW:
    case KW_CHARSET:
    case KW_POKE:
    case KW_PUT:
    case KW_WIDTH:
    case KW_PWIDTH:
    case KW_ENDLINE:
    case KW_LC:
    case KW_RESET:
    case KW_EXACT:
    case KW_RENUMBER:
    case KW_BYE:
    case KW_PLIST:
    case KW_STARTUP:
    case KW_PRIVATE:
    case KW_SECURE:
    case KW_UNSECURE:
    case KW_RENAME:
    case KW_FLOW:
    case KW_VARS:
    case KW_ROUND:
    case KW_NEAR:
    case KW_ZERO:
    case KW_NEG:
    case KW_EXTEND:
    case KW_TEXT:
    case KW_CLOCK: return SIZE_LONG_KEYWORD;
    case KW_SQRT:
    case KW_FLOOR:
    case KW_LGT:
    case KW_ASN:
    case KW_ACS:
    case KW_ATN:
    case KW_EXPM1:
    case KW_LOGP1:
    case KW_RED:
    case KW_ANGLE:
    case KW_TRAP:
    case KW_FLAG:
    case KW_POS:
    case KW_NAN:
    case KW_MINREAL:
    case KW_MEM:
    case KW_HTD:
    case KW_CLASS:
    case KW_EXPONENT:
    case KW_MEAN:
    case KW_KEYDOWN:
    case KW_AF:
    case KW_SDEV:
    case KW_TOTAL:
    case KW_CORR:
    case KW_ERRM_S:
    case KW_VER_S:
    case KW_DTH_S:
    case KW_ADDR_S:
    case KW_PEEK_S:
    case KW_CHARSET_S:
    case KW_DISP_S:
    case KW_GDISP_S:
    case KW_KEYDEF_S:
    case KW_CAT_S: return SIZE_LONG_KEYWORD + 1;
    default: return SIZE_KEYWORD;
    }
}

bool romsize_extension_function(int kw) {
    return keyword_size(kw) == SIZE_LONG_KEYWORD + 1;
}

/* A constant as it was typed: its digits from the first significant one
 * (trailing zeros typed are kept), rounded to 12 when longer (a carry out
 * leaves the one digit 1). Whole when the decimal point falls right after
 * the last digit (1., 0.5E1, 120): SIZE_DIGIT_CONST for one digit, else
 * SIZE_WHOLE_CONST and a nibble a digit; otherwise real (1.0, 12E3):
 * SIZE_REAL_CONST and a nibble a digit. Zero is a one-digit constant. */
static int constant_size(const Token *k) {
    /* beyond the range (Overflow, Underflow at entry), kept as MAXREAL, INF
       or 0 (not a denormal TRAP(UNF,2) keeps): a one-digit constant's size,
       however many digits were typed (the ROM: 10 DISP 1.2345E600 takes what
       10 DISP 1 takes, memory/out_of_range_constant_sizes) */
    if (k->warn == HP71_E_OVERFLOW || (k->warn == HP71_E_UNDERFLOW && num_is_zero(k->num)))
        return SIZE_DIGIT_CONST;
    if (k->warn == HP71_E_UNDERFLOW) { /* a denormal kept (TRAP(UNF,2)): as it lists,
                                          0.000001E-499, a nibble a digit of 0.000001 */
        char digits[13];
        int x;
        bool negative;
        num_digits(k->num, digits, &x, &negative);
        return SIZE_REAL_CONST + 1 + (NUM_EMIN - 1 - x) + (int)strlen(digits);
    }
    char d[13];      /* the first 13 significant digits */
    int n = 0;       /* significant digits typed */
    long before = 0; /* of them, before the point; less the zeros after it when none */
    bool dot = false;
    int i = 0;
    for (; i < k->len && k->text[i] != 'E' && k->text[i] != 'e'; i++) {
        char c = k->text[i];
        if (c == '.') {
            dot = true;
        } else if (isdigit((unsigned char)c)) {
            if (n == 0 && c == '0') { /* a leading zero: .05 has its digit after one */
                if (dot) before--;
                continue;
            }
            if (n < 13) d[n] = c;
            n++;
            if (!dot) before++;
        }
    }
    if (n == 0) return SIZE_DIGIT_CONST; /* zero */
    long exponent =
        i < k->len ? num_literal_exponent(k->text + i + 1, (size_t)(k->len - i - 1)) : 0;
    if (n > 12) { /* rounded to 12 digits; a carry out leaves the digit 1 */
        bool up = d[12] >= '5';
        n = 12;
        for (int j = 11; up && j >= 0; j--) {
            up = d[j] == '9';
            d[j] = up ? '0' : (char)(d[j] + 1);
        }
        if (up) {
            n = 1;
            before++;
        }
    }
    if (before + exponent == n) return n == 1 ? SIZE_DIGIT_CONST : SIZE_WHOLE_CONST + n;
    return SIZE_REAL_CONST + n;
}

static int variable_size(const Token *k) {
    int n = SIZE_LETTER;
    if (k->len >= 2 && isdigit((unsigned char)k->text[1])) n += SIZE_DIGIT;
    if (k->kind == TOK_STR_VAR) n += SIZE_DOLLAR;
    return n;
}

/* Whether an operand comes next after k: a '+' there is a sign. */
static bool operand_expected(const Token *k) {
    if (k->kind == TOK_PUNCT) return k->id != ')' && k->id != ']';
    if (k->kind == TOK_KEYWORD)
        return keyword_kind(k->id) != KIND_NUM_FUNC && keyword_kind(k->id) != KIND_STR_FUNC;
    return false;
}

static bool punct(const Token *k, int ch) {
    return k->kind == TOK_PUNCT && k->id == ch;
}

static bool relation(const Token *k) {
    return k->kind == TOK_PUNCT && (k->id == '=' || k->id == '<' || k->id == '>' || k->id == '#' ||
                                    k->id == '?' || k->id >= PUNCT_REL);
}

static bool declares(int stmt) {
    return stmt == KW_DIM || stmt == KW_INTEGER || stmt == KW_REAL || stmt == KW_SHORT ||
           stmt == KW_STAT;
}

/* What a parenthesis opened: whether its commas are stored. */
enum { OPEN_FREE, OPEN_LIST, OPEN_SUBSCRIPT };

/* The walk's state. */
typedef struct Walk {
    const TokenList *t;
    int i;              /* the token being sized */
    int n;              /* nibbles so far */
    int stmt;           /* the statement's keyword; STMT_NONE before it, STMT_LET an assignment */
    bool start;         /* at the start of a statement or of an INPUT list */
    bool targets;       /* numbers and labels are line references (GOTO, GOSUB ... lists) */
    bool string_target; /* in a target that is a string expression (GOTO A$&"X") */
    bool stored;        /* the assignment's = is past */
    bool def_fn;        /* DEF's function name is past */
    bool def_key;       /* a DEF KEY statement */
    bool empty;         /* nothing in the statement yet (the ROM stores DISP for an empty one) */
    int line_args;      /* LIST's, PLIST's or RENUMBER's arguments so far (its file's too) */
    int commas;         /* the statement's commas outside parentheses so far */
    char open[64];      /* what each open parenthesis opened */
    int depth;
    int stop; /* the tokens sized are those before this one (0: all) */
} Walk;

enum { STMT_NONE = -1, STMT_LET = -2, STMT_DISP = -3 };

static const Token *at(const Walk *w, int ahead) {
    int j = w->i + ahead;
    return &w->t->tok[j < w->t->count ? j : w->t->count - 1];
}

static void open_paren(Walk *w, int kind) {
    if (w->depth < (int)sizeof w->open) w->open[w->depth] = (char)kind;
    w->depth++;
}

static void new_statement(Walk *w) {
    w->empty = true;
    w->stmt = STMT_NONE;
    w->def_fn = false;
    w->def_key = false;
    w->start = true;
    w->stored = false;
    w->targets = false;
    w->string_target = false;
    w->line_args = 0;
    w->commas = 0;
    w->depth = 0;
}

/* Statements whose numbers are line numbers, stored as such: LIST 10,20,
 * PLIST 10, RENUMBER 100,10,1,50. */
static bool lists_lines(int stmt) {
    return stmt == KW_LIST || stmt == KW_PLIST || stmt == KW_RENUMBER;
}

/* RUN's line or label, after its file's comma (RUN ,100; RUN FOO,'L'): a
 * line reference, as GOTO's. */
static bool run_target(const Walk *w) {
    return w->stmt == KW_RUN && w->depth == 0 && w->i > 0 && punct(&w->t->tok[w->i - 1], ',');
}

/* At the start of a target of GOTO, GOSUB, RESTORE (and their ON lists):
 * a string expression there (GOTO A$, GOSUB "A"&B$, GOTO FNA$(1)) is sized
 * as one, and the mark that it names a label takes SIZE_CALLED_STRING. */
static bool string_target_starts(Walk *w, const Token *k) {
    if (!((w->targets && w->depth == 0) || run_target(w)) || w->string_target) return false;
    /* ('A' alone is a label; 'A'&B$ and 'A'[1] an expression, as "A"&B$) */
    const Token *next = k + 1 < w->t->tok + w->t->count ? k + 1 : k;
    bool starts =
        k->kind == TOK_STR_VAR ||
        (k->kind == TOK_STRING && (k->quote != '\'' || punct(next, '&') || punct(next, '['))) ||
        (k->kind == TOK_KEYWORD && (keyword_kind(k->id) == KIND_STR_FUNC || k->id == KW_FN)) ||
        punct(k, '(');
    if (!starts) return false;
    w->string_target = true;
    w->n += SIZE_CALLED_STRING;
    return true;
}

/* True where a label may go: a target of GOTO, GOSUB, RESTORE, THEN or
 * ELSE (and their ON lists), RUN's after its file's comma. */
static bool label_place(const Walk *w) {
    return !w->string_target && ((w->targets && w->depth == 0) || run_target(w));
}

/* GOTO NAME, RUN ,NAME (k its first token): the label to the list's next
 * item, the walk past it. */
static bool label_ref(Walk *w, const Token *k) {
    if (!label_place(w)) return false;
    const TokenList *t = w->t;
    int j = w->i;
    while (j + 1 < t->count && t->tok[j + 1].kind != TOK_END && t->tok[j + 1].kind != TOK_REMARK &&
           !punct(&t->tok[j + 1], '@') && !punct(&t->tok[j + 1], ',') &&
           !(t->tok[j + 1].kind == TOK_KEYWORD && t->tok[j + 1].id == KW_ELSE))
        j++;
    w->n += SIZE_BARE_LABEL_REF + 2 * (t->tok[j].pos + t->tok[j].len - k->pos);
    w->i = j;
    return true;
}

/* A statement that starts with an expression: the ROM stores DISP. */
static void implied_disp(Walk *w) {
    if (w->stmt == STMT_NONE) {
        w->stmt = STMT_DISP;
        w->n += SIZE_KEYWORD;
    }
}

/* Whether the statement w's variable opens (at w->i) assigns: its target
 * (the variable, a subscript, one substring) is followed by '=' and the
 * value by the statement's end. Else the ROM displays it (the compiler's
 * is_assignment): a comparison after a substring of a substring
 * (A$[1][2]="X") or a list after the value (A=1,2, A=B;C). */
static bool assigns(const Walk *w) {
    int depth = 0;
    char last = 0; /* the target's last group: '(' its subscripts, '[' its substring */
    bool after_equals = false;
    for (int j = w->i + 1; j < w->t->count; j++) {
        const Token *e = &w->t->tok[j];
        if (e->kind == TOK_END || (depth == 0 && punct(e, '@'))) break;
        if (e->kind == TOK_KEYWORD && e->id == KW_ELSE && depth == 0) break;
        if (punct(e, '(') || punct(e, '[')) {
            if (depth == 0 && !after_equals) {
                if (last == '[' || (last == '(' && punct(e, '('))) return false;
                last = punct(e, '(') ? '(' : '[';
            }
            depth++;
        } else if (punct(e, ')') || punct(e, ']')) {
            depth--;
        } else if (depth == 0 && !after_equals) {
            if (!punct(e, '=')) return false;
            after_equals = true;
        } else if (depth == 0 && (punct(e, ',') || punct(e, ';'))) {
            return false;
        }
    }
    return after_equals;
}

/* A variable, with its subscripts or substring. A statement it opens is
 * an assignment when an '=' follows (A=1), else a DISP (A alone). */
static void variable(Walk *w, const Token *k) {
    if (w->stmt == STMT_NONE) {
        if (assigns(w))
            w->stmt = STMT_LET;
        else
            implied_disp(w);
    }
    w->n += variable_size(k);
    if (punct(at(w, 1), '(') || punct(at(w, 1), '[')) {
        w->n += declares(w->stmt) ? SIZE_BOUNDS : SIZE_SUBSCRIPT;
        w->i++;
        open_paren(w, OPEN_SUBSCRIPT);
    }
}

/* The index of the last token from i on (t's) that starts before listing
 * position end: the tokens of letters typed as one (tokens_typed_run). */
static int last_before(const TokenList *t, int i, int end) {
    while (i + 1 < t->count && t->tok[i + 1].kind != TOK_END && t->tok[i + 1].pos < end)
        i++;
    return i;
}

/* True when keyword token k, the walk's token at i, typed with letters,
 * stands alone up to the next item (the end, '@', ',' or ELSE), whatever
 * tokens its letters were read as. */
static bool keyword_alone(const Walk *w, int i, const Token *k) {
    if (k->kind != TOK_KEYWORD || !k->text || !isalpha((unsigned char)k->text[0])) return false;
    const TokenList *t = w->t;
    int j = last_before(t, i, k->pos + tokens_typed_run(t, k));
    const Token *e = &t->tok[j + 1 < t->count ? j + 1 : t->count - 1];
    return e->kind == TOK_END || e->kind == TOK_REMARK || punct(e, '@') || punct(e, ',') ||
           (e->kind == TOK_KEYWORD && e->id == KW_ELSE);
}

/* True when keyword token k, the walk's token at i, is a label's name
 * (GOTO PI, THEN RAD): a numeric function's name, or CONT, which no
 * program runs, alone (keyword_alone). */
static bool label_keyword(const Walk *w, int i, const Token *k) {
    return keyword_alone(w, i, k) &&
           (k->id == KW_CONT || keyword_kind((Keyword)k->id) == KIND_NUM_FUNC);
}

/* A word of the syntax or a statement's keyword alone where a label goes
 * (GOTO ALL, ON X GOSUB KEYS, GOTO DISP: k at token i), which the ROM lists
 * in quotes (GOTO 'ALL') and stores as a bare label; not CONT, FN or a
 * function's name (label_keyword's). */
static bool quoted_label_keyword(const Walk *w, int i, const Token *k) {
    /* (ELSE is a label only right after GOTO, GOSUB or RESTORE: after THEN's
       line it is the ELSE clause) */
    const Token *before = i > 0 ? &w->t->tok[i - 1] : k;
    if (k->id == KW_ELSE &&
        !(before->kind == TOK_KEYWORD &&
          (before->id == KW_GOTO || before->id == KW_GOSUB || before->id == KW_RESTORE)))
        return false;
    return keyword_alone(w, i, k) && k->id != KW_CONT && k->id != KW_FN &&
           keyword_kind((Keyword)k->id) != KIND_NUM_FUNC &&
           keyword_kind((Keyword)k->id) != KIND_STR_FUNC;
}

/* THEN NAME, ELSE NAME: a variable alone after THEN or ELSE is a label, as
 * is a function's name alone (THEN PI, THEN RAD), whatever tokens its
 * letters were read as. */
static bool bare_label(const Walk *w) {
    const Token *v = at(w, 1), *e = at(w, 2);
    /* (after THEN a statement's keyword starts a statement, THEN DISP, but
       for SHOW, CLAIM and FREE without their PORT) */
    bool statement = v->kind == TOK_KEYWORD &&
                     (keyword_kind((Keyword)v->id) == KIND_STATEMENT ||
                      keyword_kind((Keyword)v->id) == KIND_COMMAND) &&
                     !((v->id == KW_SHOW || v->id == KW_CLAIM || v->id == KW_FREE) &&
                       !(e->kind == TOK_KEYWORD && e->id == KW_PORT));
    if (label_keyword(w, w->i + 1, v) || (!statement && quoted_label_keyword(w, w->i + 1, v)))
        return true;
    if (v->kind != TOK_NUM_VAR && v->kind != TOK_STR_VAR) return false;
    /* (a keyword inside the word is the label's too: THEN XDATA) */
    if (e->kind == TOK_KEYWORD && e->text && v->text &&
        e->pos < v->pos + tokens_typed_run(w->t, v)) {
        int j = last_before(w->t, w->i + 1, v->pos + tokens_typed_run(w->t, v));
        e = &w->t->tok[j + 1 < w->t->count ? j + 1 : w->t->count - 1];
    }
    return e->kind == TOK_END || e->kind == TOK_REMARK || punct(e, '@') ||
           (e->kind == TOK_KEYWORD && e->id == KW_ELSE) || e->kind == TOK_NUM_VAR ||
           e->kind == TOK_STR_VAR;
}

/* THEN A$&"B", ELSE (A$), THEN FNA$: a string expression after THEN or
 * ELSE that is no assignment (THEN A$[2]="X") names a label to go to, as
 * the compiler reads it (computed_branch). */
static bool computed_branch(const Walk *w) {
    const TokenList *t = w->t;
    const Token *k = at(w, 1), *n = at(w, 2);
    switch (k->kind) {
    case TOK_STRING: return punct(n, '&') || punct(n, '[');
    case TOK_KEYWORD:
        return keyword_kind((Keyword)k->id) == KIND_STR_FUNC ||
               (k->id == KW_FN && n->kind == TOK_STR_VAR &&
                !punct(at(w, 3), '=')); /* (THEN FNA$="B" assigns) */
    case TOK_PUNCT: return k->id == '(';
    case TOK_STR_VAR: break;
    default: return false;
    }
    int i = w->i + 2; /* past A$(n)[m,n]: an '=' there assigns */
    for (bool first = true; i < t->count; first = false) {
        char open = punct(&t->tok[i], '[') ? '[' : first && punct(&t->tok[i], '(') ? '(' : 0;
        if (!open) break;
        int depth = 0;
        for (; i < t->count && t->tok[i].kind != TOK_END; i++) {
            if (punct(&t->tok[i], '(') || punct(&t->tok[i], '['))
                depth++;
            else if ((punct(&t->tok[i], ')') || punct(&t->tok[i], ']')) && --depth == 0)
                break;
        }
        i++;
    }
    return !(i < t->count && punct(&t->tok[i], '='));
}

/* Statements whose first argument may be a file's name: a bare name is
 * stored as its characters (CAT FOO, PURGE PI). */
static bool names_file(int stmt) {
    switch (stmt) {
    case KW_CAT:
    case KW_PURGE:
    case KW_RUN:
    case KW_LIST:
    case KW_PLIST:
    case KW_NAME:
    case KW_CHAIN:
    case KW_MERGE:
    case KW_COPY:
    case KW_ASSIGN:    /* (after its TO) */
    case KW_CREATE:    /* (after its type) */
    case KW_TRANSFORM: /* (first, or after its type) */
    case KW_PRIVATE:
    case KW_SECURE:
    case KW_UNSECURE:
    case KW_EDIT:
    case KW_RENAME: /* (both: RENAME FOO TO BAR) */
    case KW_CALL: /* (after its IN: call_in) */ return true;
    default: return false;
    }
}

/* CREATE and TRANSFORM, whose file's type (TEXT, DATA, SDATA, BASIC) takes
 * SIZE_FILE_TYPE and may have the file after it. */
static bool files_typed(int stmt) {
    return stmt == KW_CREATE || stmt == KW_TRANSFORM;
}

/* True when keyword kw in statement stmt is its file's type (files_typed). */
static bool file_type(int stmt, int kw) {
    return files_typed(stmt) &&
           (kw == KW_TEXT || kw == KW_DATA || kw == KW_SDATA || kw == KW_BASIC);
}

/* Statements whose arguments' commas are not stored. */
static bool free_commas(int stmt) {
    return stmt == KW_DEF || stmt == KW_BEEP || stmt == KW_ADD || stmt == KW_DROP ||
           stmt == KW_WINDOW || stmt == KW_LR || stmt == KW_DELAY || stmt == KW_SFLAG ||
           stmt == KW_CFLAG;
}

/* CALL S IN F: IN, not a keyword but typed as its letters (I and N as
 * tokens), takes SIZE_CALL_IN, and F is sized as a file statement's file
 * (IN X, IN "X", IN A$, IN ("X") as IN "X": ROM 2CDCC). True past the two
 * letters when k starts IN there. */
static bool call_in(Walk *w, const Token *k) {
    const Token *n = at(w, 1);
    if (w->stmt != KW_CALL || w->depth != 0 || k->kind != TOK_NUM_VAR || k->len != 1 ||
        toupper((unsigned char)k->text[0]) != 'I' || n->kind != TOK_NUM_VAR || n->len != 1 ||
        toupper((unsigned char)n->text[0]) != 'N' || n->pos != k->pos + 1)
        return false;
    w->i++;
    w->n += SIZE_CALL_IN;
    w->start = true;
    return true;
}

/* CAT FOO, PURGE PI2: a file's bare name, stored as its characters. */
static bool file_name(Walk *w, const Token *k) {
    if (!w->start || !names_file(w->stmt) || k->kind == TOK_STR_VAR ||
        (k->kind == TOK_KEYWORD &&
         (k->id == KW_ALL || k->id == KW_INTO || keyword_kind(k->id) == KIND_STR_FUNC ||
          (k->id == KW_FN && at(w, 1)->kind == TOK_STR_VAR)))) /* PURGE STR$(1), FNA$ */
        return false;
    const TokenList *t = w->t;
    const Token *next = at(w, 1);
    /* COPY TO X, RENAME TO Y: the workfile's, TO the keyword (COPY TO:MAIN: a
       file TO) */
    if ((w->stmt == KW_COPY || w->stmt == KW_RENAME) && k->kind == TOK_KEYWORD && k->id == KW_TO &&
        !(punct(next, ':') && next->pos == k->pos + k->len))
        return false;
    /* CAT KEYS, COPY CARD, RENAME A TO KEYS: the word, a keyword (KEYS1 and
       CARD:MAIN are names) */
    if (k->kind == TOK_KEYWORD && (k->id == KW_KEYS || k->id == KW_CARD) &&
        !(next->pos == k->pos + k->len && (next->kind == TOK_NUM_VAR || next->kind == TOK_KEYWORD ||
                                           next->kind == TOK_NUMBER || punct(next, ':'))))
        return false;
    int j = w->i;
    while (j + 1 < t->count && t->tok[j + 1].pos == t->tok[j].pos + t->tok[j].len &&
           (t->tok[j + 1].kind == TOK_NUM_VAR || t->tok[j + 1].kind == TOK_KEYWORD ||
            t->tok[j + 1].kind == TOK_NUMBER ||
            t->tok[j + 1].kind == TOK_DATA || /* CAT SDATA1: DATA's text, the name's rest */
            (t->tok[j + 1].kind == TOK_REMARK && t->tok[j + 1].id == 'R'))) /* RUN REM1 */
        j++;
    w->n += SIZE_TEXT + 2 * (t->tok[j].pos + t->tok[j].len - k->pos);
    w->i = j;
    w->start = false;
    return true;
}

/* PCRD after a file's ':', whatever tokens its letters were read as:
 * SIZE_PCRD nibbles (ROM 2CDCC), the walk past it. */
static bool pcrd_device(Walk *w, const Token *k) {
    const TokenList *t = w->t;
    if ((k->kind != TOK_NUM_VAR && k->kind != TOK_KEYWORD) || !k->text || w->i == 0 ||
        !punct(&t->tok[w->i - 1], ':') || tokens_typed_run(t, k) < 4 ||
        strncasecmp(k->text, "PCRD", 4) != 0)
        return false;
    w->n += SIZE_PCRD;
    w->i = last_before(t, w->i, k->pos + 4);
    w->start = false;
    return true;
}

/* NAME: at the start of a statement, whatever tokens its letters and
 * digits were read as: returns the index of its ':', -1 if none. */
static int bare_label_colon(const Walk *w, const Token *k) {
    if ((k->kind != TOK_NUM_VAR && k->kind != TOK_KEYWORD) || !k->text ||
        !isalpha((unsigned char)k->text[0]))
        return -1;
    int n = tokens_typed_run(w->t, k);
    for (int j = w->i + 1; j < w->t->count && w->t->tok[j].pos <= k->pos + n; j++)
        if (w->t->tok[j].pos == k->pos + n) return punct(&w->t->tok[j], ':') ? j : -1;
    return -1;
}

/* After a label: labels that end the line take less; one before '@' is
 * followed by a DISP the ROM stores (and lists). */
static void after_label(Walk *w) {
    const Token *next = at(w, 1);
    if (next->kind == TOK_END) w->n -= SIZE_LABEL_END;
    if (punct(next, '@')) implied_disp(w);
}

static int walk(Walk w);

/* CREATE DATA's arguments, which the tokenizer read as DATA's text (token
 * k; TRANSFORM INTO DATA's file too, statement stmt): the ROM stores them
 * as after TEXT, tokens (CREATE DATA X,10 as CREATE TEXT X,10); their
 * nibbles. */
static int create_data_size(const Token *k, int stmt) {
    int n = SIZE_TEXT + 2 * k->len; /* (as DATA's text, should it not tokenize) */
    TokenList *list = calloc(1, sizeof *list);
    if (list && tokenize_line(k->text, (size_t)k->len, list) == HP71_E_NONE) {
        Walk w = {.t = list};
        new_statement(&w);
        w.stmt = stmt; /* its file first */
        n = walk(w);
    }
    free(list);
    return n;
}

int romsize_tokens(const TokenList *t) {
    Walk w = {.t = t};
    new_statement(&w);
    return walk(w);
}

int romsize_tokens_to(const TokenList *t, int stop) {
    Walk w = {.t = t, .stop = stop}; /* (walk sizes them all for 0) */
    new_statement(&w);
    return walk(w);
}

/* The nibbles of w's tokens from the first, w set up for it. */
static int walk(Walk w) {
    const TokenList *t = w.t;
    int stop = w.stop > 0 && w.stop < t->count ? w.stop : t->count;
    for (w.i = 0; w.i < stop; w.i++) {
        const Token *k = &t->tok[w.i], *after = at(&w, 1);
        if (k->kind != TOK_END && !punct(k, '@') && !(k->kind == TOK_KEYWORD && k->id == KW_ELSE))
            w.empty = false;
        else if (w.empty) /* @ 2, X=1 @, THEN X @ ELSE: a DISP, listed (1 DISP @ DISP 2) */
            implied_disp(&w);
        w.empty = w.empty && k->kind == TOK_END;
        int colon = w.start && w.stmt == STMT_NONE ? bare_label_colon(&w, k) : -1;
        if (colon >= 0) { /* NAME: */
            w.n += SIZE_LABEL + 2 * (t->tok[colon].pos - k->pos);
            w.i = colon;
            after_label(&w);
            continue;
        }
        switch (k->kind) {
        case TOK_END: return w.n;
        case TOK_NUMBER:
            implied_disp(&w);
            if (w.depth == 0 && lists_lines(w.stmt))
                w.n += w.line_args++ ? SIZE_LINE_ARG : SIZE_FIRST_LINE_ARG;
            else
                w.n += (w.targets || w.stmt == KW_RUN) && w.depth == 0 && !w.string_target
                           ? SIZE_LINE_REF
                           : constant_size(k);
            w.start = false;
            break;
        case TOK_STRING:
            if (w.start && w.stmt == STMT_NONE && punct(after, ':')) { /* 'NAME': */
                w.n += SIZE_LABEL + 2 * k->len;
                w.i++;
                after_label(&w);
                break;
            }
            string_target_starts(&w, k);
            if (((w.targets && w.depth == 0 && !w.string_target) || run_target(&w)) &&
                k->quote == '\'') { /* GOTO 'NAME', RUN ,'NAME' */
                w.n += SIZE_LABEL_REF + 2 * k->len;
                break;
            }
            implied_disp(&w);
            w.n += SIZE_STRING + 2 * k->len;
            if ((w.stmt == KW_INPUT || w.stmt == KW_LINPUT) && w.start && punct(after, ';'))
                w.n += SIZE_PROMPT;
            w.start = false;
            break;
        case TOK_NUM_VAR:
        case TOK_STR_VAR:
            if (call_in(&w, k) || pcrd_device(&w, k) || file_name(&w, k)) break;
            string_target_starts(&w, k);
            if (label_ref(&w, k)) break;
            variable(&w, k);
            w.start = false;
            break;
        case TOK_KEYWORD:
            if (pcrd_device(&w, k) || file_name(&w, k)) break;
            if (label_place(&w) &&
                (label_keyword(&w, w.i, k) ||      /* GOTO PI */
                 quoted_label_keyword(&w, w.i, k)) /* GOTO 'ALL' */
                && label_ref(&w, k))
                break;
            string_target_starts(&w, k);
            if (k->id == KW_FN) {
                if (w.stmt == STMT_NONE) { /* FNA=1 in its definition; FNA=1,2 a DISP */
                    Walk name = w;
                    name.i++;
                    if (assigns(&name))
                        w.stmt = STMT_LET;
                    else
                        implied_disp(&w);
                }
                w.n += SIZE_KEYWORD;
                if (after->kind == TOK_NUM_VAR || after->kind == TOK_STR_VAR) {
                    w.n += variable_size(after) + SIZE_FN;
                    w.i++;
                    bool defined = w.stmt == KW_DEF && !w.def_fn;
                    if (defined) {
                        w.n += SIZE_DEF_FN;
                        w.def_fn = true;
                    }
                    if (defined && punct(at(&w, 1), '[') && at(&w, 2)->kind == TOK_NUMBER &&
                        punct(at(&w, 3), ']')) { /* DEF FNA$[80]: its result's length */
                        w.n += SIZE_DEF_LENGTH + constant_size(at(&w, 2));
                        w.i += 3;
                    }
                    if (punct(at(&w, 1), '(') && punct(at(&w, 2), ')')) { /* FNA() */
                        w.i += 2;
                        w.n += SIZE_EMPTY_ARGUMENTS; /* as PI()'s */
                    } else if (punct(at(&w, 1), '(')) {
                        w.i++;
                        if (defined) w.n += SIZE_PARAMETERS;
                        open_paren(&w, OPEN_FREE);
                    }
                }
                w.start = false;
                break;
            }
            if (keyword_kind(k->id) == KIND_NUM_FUNC || keyword_kind(k->id) == KIND_STR_FUNC ||
                k->id == KW_NOT)
                implied_disp(&w);
            if (k->id == KW_KEY && w.stmt == KW_DEF) { /* DEF KEY is one keyword (2); its
                                                         comma and ending take 2 each */
                w.def_key = true;
                break;
            }
            w.n += k->id == KW_ANGLE && !punct(after, '(') ? SIZE_LONG_KEYWORD
                   : file_type(w.stmt, k->id)              ? SIZE_FILE_TYPE
                                                           : keyword_size(k->id);
            if (k->id == KW_PORT && punct(after, '(') && w.i > 0 && punct(&t->tok[w.i - 1], ':'))
                w.n += SIZE_PORT_DEVICE;
            if (w.stmt == STMT_NONE) w.stmt = k->id;
            /* (COPY FOO TO BAR; ASSIGN's file is after its TO, CREATE's after
               its type, CALL's after its IN: ASSIGN #1 TO FOO, CREATE TEXT FOO) */
            w.start = k->id == KW_INPUT || k->id == KW_LINPUT ||
                      (names_file(k->id) && k->id != KW_ASSIGN && k->id != KW_CREATE &&
                       k->id != KW_CALL) ||
                      (k->id == KW_TO &&
                       (w.stmt == KW_COPY || w.stmt == KW_ASSIGN || w.stmt == KW_RENAME)) ||
                      file_type(w.stmt, k->id); /* (DATA's file: its text, TOK_DATA) */
            switch (k->id) {
            case KW_CHAIN: w.n += SIZE_CHAIN_FILE; break;
            case KW_ASSIGN: w.n += SIZE_ASSIGN_FILE; break;
            case KW_CREATE: w.n += SIZE_CREATE_FILE; break;
            case KW_TRANSFORM: w.n += SIZE_TRANSFORM_FILE; break;
            case KW_MERGE: w.n += SIZE_MERGE_FILE; break;
            case KW_GOTO:
            case KW_GOSUB:
            case KW_RESTORE: w.targets = !punct(after, '#'); break; /* RESTORE #1,2: numbers */
            case KW_RUN: /* a file, not a line: RUN FOO, RUN A$, RUN 'FOO' */
                if (after->kind != TOK_NUMBER && after->kind != TOK_END &&
                    after->kind != TOK_REMARK && !punct(after, ',') && !punct(after, '@'))
                    w.n += SIZE_RUN_FILE;
                break;
            case KW_USING: /* DISP USING 100 */
                /* USING "3D";5 alone: the DISP the ROM stores before it */
                if (w.stmt == KW_USING) w.n += SIZE_KEYWORD;
                if (after->kind == TOK_NUMBER) {
                    w.n += SIZE_LINE_REF;
                    w.i++;
                }
                break;
            case KW_SUB:
                if (w.stmt == KW_END)
                    w.n += SIZE_END_BLOCK;
                else
                    w.n += SIZE_SUB;
                break;
            case KW_DEF:
                if (w.stmt == KW_END) w.n += SIZE_END_BLOCK;
                break;
            case KW_CALL: /* CALL A$(1), CALL "S": the name's string, then the arguments */
                if (after->kind != TOK_STRING && after->kind != TOK_STR_VAR) break;
                w.n +=
                    SIZE_CALLED_STRING + (after->kind == TOK_STRING ? SIZE_STRING + 2 * after->len
                                                                    : variable_size(after));
                w.i++;
                if (punct(at(&w, 1), '(')) {
                    w.i++;
                    w.n += SIZE_ARGUMENTS;
                    open_paren(&w, OPEN_LIST);
                }
                break;
            case KW_THEN:
            case KW_ELSE:
                w.string_target = false;
                if (k->id == KW_ELSE) w.n += SIZE_CLAUSE;
                /* a label in either quotes (IF A THEN "X" goes to 'X': the ROM) */
                if (after->kind == TOK_NUMBER || after->kind == TOK_STRING || bare_label(&w) ||
                    computed_branch(&w)) {
                    w.targets = true;
                } else if (after->kind == TOK_REMARK) { /* THEN ! X: no statement there */
                    new_statement(&w);
                } else {
                    w.n += SIZE_CLAUSE;
                    new_statement(&w);
                }
                break;
            default: break;
            }
            if (w.targets && w.depth == 0 && punct(after, '(') &&
                (k->id == KW_GOTO || k->id == KW_GOSUB || k->id == KW_RESTORE || k->id == KW_THEN ||
                 k->id == KW_ELSE))
                break; /* GOTO (A$): a target, its parentheses not stored (the ROM) */
            if (punct(after, '#') && keyword_kind(k->id) != KIND_NUM_FUNC &&
                keyword_kind(k->id) != KIND_STR_FUNC) {
                w.i++; /* TIMER #1, ASSIGN #1: stored in the keyword's (EPS#5 is a relation) */
                if (k->id == KW_PRINT || k->id == KW_READ || k->id == KW_RESTORE)
                    w.n += SIZE_CHANNEL;
            } else if (punct(after, '(')) {
                w.i++;
                if (punct(at(&w, 1), ')')) { /* PI() */
                    w.n += SIZE_EMPTY_ARGUMENTS;
                    w.i++;
                } else {
                    /* a function's arguments; after a statement's keyword a
                       group, whose commas are stored (DISP (1,2), the ROM) */
                    bool statement = keyword_kind(k->id) == KIND_STATEMENT ||
                                     keyword_kind(k->id) == KIND_COMMAND;
                    open_paren(&w, statement ? OPEN_LIST : OPEN_FREE);
                }
            }
            break;
        case TOK_NAME: /* CALL S, SUB S: the name, then its arguments or parameters */
            w.n += SIZE_NAME + 2 * k->len;
            if (punct(after, '(')) {
                w.i++;
                w.n += w.stmt == KW_CALL ? SIZE_ARGUMENTS : SIZE_SUB_PARAMETERS;
                open_paren(&w, OPEN_LIST);
            }
            w.start = false;
            break;
        case TOK_PUNCT:
            w.start = false;
            if (k->id == '[') { /* a substring of a result: STR$(X)[2], FNA$[2] */
                w.n += SIZE_SUBSCRIPT;
                open_paren(&w, OPEN_SUBSCRIPT);
            } else if (k->id == '(') { /* a group: (1,2) stores its commas (the ROM) */
                string_target_starts(&w, k);
                implied_disp(&w);
                open_paren(&w, OPEN_LIST);
            } else if (k->id == ')' || k->id == ']') {
                if (w.depth > 0) w.depth--;
                if (w.depth < (int)sizeof w.open && w.open[w.depth] == OPEN_SUBSCRIPT &&
                    punct(after, '[')) { /* A$(1)[2] */
                    w.n += declares(w.stmt) ? SIZE_BOUNDS : SIZE_SUBSCRIPT;
                    w.i++;
                    open_paren(&w, OPEN_SUBSCRIPT);
                }
            } else if (k->id == ',') {
                /* (LR's commas before its variables are stored: LR 1,2,A,B) */
                bool listed =
                    w.depth == 0
                        ? !free_commas(w.stmt) || w.def_key || (w.stmt == KW_LR && w.commas > 0)
                        : w.depth <= (int)sizeof w.open && w.open[w.depth - 1] == OPEN_LIST;
                if (w.depth == 0) w.commas++;
                if (listed) w.n += SIZE_SEPARATOR;
                if (w.depth == 0) w.string_target = false; /* ON X GOTO A$,20 */
                if (w.depth == 0 && lists_lines(w.stmt) && !w.line_args)
                    w.line_args = 1; /* LIST FOO,10: the file was the first */
            } else if (k->id == ';' || (k->id == ':' && w.def_key)) {
                w.n += SIZE_SEPARATOR;
            } else if (k->id == '@') {
                w.n += SIZE_AT;
                new_statement(&w);
            } else if (relation(k)) {
                if (k->id == '=' && !w.stored && w.depth == 0 &&
                    (w.stmt == STMT_LET || w.stmt == KW_LET || w.stmt == KW_FOR ||
                     w.stmt == KW_DEF)) {
                    w.n += SIZE_OPERATOR;
                    w.stored = true;
                } else {
                    w.n += SIZE_RELATION;
                }
            } else if (k->id != ':') {
                bool sign = w.i == 0 || operand_expected(&t->tok[w.i - 1]);
                if (!(sign && k->id == '+')) { /* a unary plus is not stored */
                    implied_disp(&w);
                    w.n += k->id == '-' && !sign ? SIZE_MINUS : SIZE_OPERATOR;
                }
            }
            break;
        case TOK_REMARK: { /* its text but the blank after ! or REM (the listing's) */
            int len = k->len, s = len > 0 && k->text[0] == ' ';
            w.n += (k->id == '!' ? SIZE_KEYWORD : 0) + SIZE_TEXT + 2 * (len - s);
            if (w.stmt == KW_SUB) w.n += SIZE_SUB_REMARK;
            break;
        }
        case TOK_DATA: /* DATA's items; IMAGE's text as typed, after a blank */
            if (w.stmt == KW_CREATE || w.stmt == KW_TRANSFORM) {
                w.n += create_data_size(k, w.stmt);
            } else if (w.stmt == KW_DATA) {
                char kept[TOKENIZER_MAX_LINE];
                w.n += SIZE_TEXT + 2 * tokens_data_kept(k, kept);
            } else
                w.n += SIZE_TEXT + 2 * (k->len - (k->len > 0 && k->text[0] == ' '));
            break;
        case TOK_BAD: w.n += SIZE_KEYWORD; break;
        }
    }
    return w.n;
}
