/* tokenizer.c — lexical analysis of one BASIC line (see tokenizer.h). */
#include "tokenizer.h"

#include "chunk.h"

#include <ctype.h>
#include <string.h>

void variable_name(int slot, int is_string, char *name) {
    int n = 0;
    name[n++] = (char)('A' + slot / 11);
    if (slot % 11 != 0) name[n++] = (char)('0' + slot % 11 - 1);
    if (is_string) name[n++] = '$';
    name[n] = '\0';
}

static Token *push(TokenList *out, TokenKind kind, int id, const char *line, const char *text,
                   int len) {
    Token *t = &out->tok[out->count++];
    t->kind = kind;
    t->id = id;
    t->text = text;
    t->len = len;
    t->pos = (int)(text - line);
    t->quote = 0;
    t->num = num_from_int(0);
    t->warn = HP71_E_NONE;
    return t;
}

/* The comparison outcomes (CMP_*) relational character c stands for. */
static int relation_outcomes(char c) {
    switch (c) {
    case '<': return CMP_LT;
    case '=': return CMP_EQ;
    case '>': return CMP_GT;
    case '?': return CMP_UNORDERED;
    default: return CMP_LT | CMP_GT | CMP_UNORDERED; /* '#' */
    }
}

/* True for a character of a relational operator (<, =, >, #, ?). */
/* GO TO or GO SUB at offset at of text (len characters): G and O, one
 * blank or more, then TO or SUB, in any case. Returns KW_GOTO or KW_GOSUB
 * and sets *end past the word, or returns -1. */
static int go_to_or_sub(const char *text, size_t len, size_t at, size_t *end) {
    if (at + 2 >= len || toupper((unsigned char)text[at]) != 'G' ||
        toupper((unsigned char)text[at + 1]) != 'O' || text[at + 2] != ' ')
        return -1;
    if (at > 0 && isalnum((unsigned char)text[at - 1])) return -1; /* (ALGO TO: not GO) */
    size_t j = at + 2;
    while (j < len && text[j] == ' ')
        j++;
    if (j + 2 <= len && strncasecmp(text + j, "TO", 2) == 0) {
        *end = j + 2;
        return KW_GOTO;
    }
    if (j + 3 <= len && strncasecmp(text + j, "SUB", 3) == 0) {
        *end = j + 3;
        return KW_GOSUB;
    }
    return -1;
}

/* Where the run of letters and digits around offset at of text starts. */
static size_t word_start(const char *text, size_t at) {
    while (at > 0 && isalnum((unsigned char)text[at - 1]))
        at--;
    return at;
}

/* How many of the tokens in out so far come before the word around offset
 * at of text (its letters may have been read as several tokens already). */
static int tokens_before_word(const TokenList *out, const char *text, size_t at) {
    int n = out->count, start = (int)word_start(text, at);
    while (n > 0 && out->tok[n - 1].pos >= start)
        n--;
    return n;
}

/* The token before the word around offset at of text (NULL at the line's
 * start): GOTO in GOTO SDATA, where S was read already. */
static const Token *token_before_word(const TokenList *out, const char *text, size_t at) {
    int n = tokens_before_word(out, text, at);
    return n > 0 ? &out->tok[n - 1] : NULL;
}

/* True when token t, the one before a word, puts the word where a file's
 * name goes: after a statement that names a file first (RUN, CHAIN, MERGE,
 * LIST, PLIST, COPY, PURGE, CAT, EDIT, NAME, SECURE, UNSECURE, PRIVATE,
 * RENAME, TRANSFORM), after TO, or after CREATE's type (n: t's index in
 * out). There REM, DATA, IMAGE, SUB and CALL are a name, nothing after them
 * swallowed (RUN REM,10; COPY DATA TO X; COPY CALL TO X: the ROM). */
static bool file_name_place(const TokenList *out, int n) {
    const Token *t = &out->tok[n];
    if (t->kind != TOK_KEYWORD) return false;
    switch (t->id) {
    case KW_RUN:
    case KW_CHAIN:
    case KW_MERGE:
    case KW_LIST:
    case KW_PLIST:
    case KW_COPY:
    case KW_PURGE:
    case KW_CAT:
    case KW_EDIT:
    case KW_NAME:
    case KW_SECURE:
    case KW_UNSECURE:
    case KW_PRIVATE:
    case KW_RENAME:
    case KW_TRANSFORM:
    case KW_TO: return true;
    case KW_DATA:
    case KW_TEXT:
    case KW_SDATA:
    case KW_LIF1:
        return n > 0 && out->tok[n - 1].kind == TOK_KEYWORD && out->tok[n - 1].id == KW_CREATE;
    default: return false;
    }
}

/* True when the tokens in out so far end inside the list of an ON ...
 * GOTO, GOSUB or RESTORE statement (ON X GOTO 10,XDATA and ON X GOSUB
 * 10,REM: a label there). */
static bool in_on_list(const TokenList *out) {
    for (int n = out->count; n > 0; n--) {
        const Token *t = &out->tok[n - 1];
        if (t->kind == TOK_PUNCT && t->id == '@') return false;
        if (t->kind == TOK_KEYWORD &&
            (t->id == KW_GOTO || t->id == KW_GOSUB || t->id == KW_RESTORE)) {
            for (int m = n - 1; m > 0; m--) {
                const Token *o = &out->tok[m - 1];
                if (o->kind == TOK_PUNCT && o->id == '@') return false;
                if (o->kind == TOK_KEYWORD && o->id == KW_ON) return true;
            }
            return false;
        }
    }
    return false;
}

/* True when the letters and digits around offset at of text (len
 * characters) make a label's name at a statement's start: a letter first,
 * at most TOKENS_NAME_MAX of them, a ':' right after, and before them the
 * line's start, its number or '@' (tokens in out so far). The ROM reads such
 * a word whole, REM, DATA or IMAGE in it too (SDATA: DISP 1, REM: ...). */
static bool label_word_at(const TokenList *out, const char *text, size_t len, size_t at) {
    size_t s = word_start(text, at), e = at;
    while (e < len && isalnum((unsigned char)text[e]))
        e++;
    if (!isalpha((unsigned char)text[s]) || e - s > TOKENS_NAME_MAX || e >= len || text[e] != ':')
        return false;
    int n = tokens_before_word(out, text, at);
    if (n == 0) return true;
    const Token *b = &out->tok[n - 1];
    return (n == 1 && b->kind == TOK_NUMBER) || (b->kind == TOK_PUNCT && b->id == '@');
}

static bool is_relation_char(char c) {
    return c == '<' || c == '=' || c == '>' || c == '#' || c == '?';
}

/* True for a punctuation character that is a token of its own. */
static bool is_punct_char(char c) {
    switch (c) {
    case '+':
    case '-':
    case '*':
    case '/':
    case '^':
    case '&':
    case '=':
    case '#':
    case '<':
    case '>':
    case '(':
    case ')':
    case ',':
    case ';':
    case '@':
    case '[':
    case ']':
    case '%':
    case '?':
    case ':': return true;
    default: return false;
    }
}

/* Scans a numeric literal at s; returns its length (0 if none). */
static size_t scan_number(const char *s, size_t n) {
    size_t i = 0, digits = 0;
    while (i < n && isdigit((unsigned char)s[i]))
        i++, digits++;
    if (i < n && s[i] == '.') {
        i++;
        while (i < n && isdigit((unsigned char)s[i]))
            i++, digits++;
    }
    if (digits == 0) return 0;
    if (i < n && (s[i] == 'E' || s[i] == 'e')) {
        bool minus;
        size_t j = i + 1 + num_exponent_signs(s + i + 1, n - i - 1, &minus);
        if (j < n && isdigit((unsigned char)s[j])) {
            while (j < n && isdigit((unsigned char)s[j]))
                j++;
            i = j;
        }
    }
    return i;
}

/* True when keyword k takes secondary words right after it. */
static bool has_secondaries(const TokenList *out) {
    if (out->count == 0) return false;
    const Token *p = &out->tok[out->count - 1];
    if (p->kind != TOK_KEYWORD) return false;
    switch (p->id) {
    case KW_TRACE:
    case KW_RESET: /* RESET CLOCK */
    case KW_ROUND:
    case KW_DEFAULT:
    case KW_CREATE:
    case KW_INTO: return true;
    default: return false;
    }
}

/* The word at s (n characters available), upper-cased into w (letters,
 * digits, '$'); returns its length (at most cap - 1). */
static int upper_word(const char *s, size_t n, char *w, int cap) {
    int k = 0;
    for (; (size_t)k < n && k < cap - 1; k++) { /* ASCII only: no locale lookups */
        char c = s[k];
        if (c >= 'a' && c <= 'z')
            c = (char)(c - 'a' + 'A');
        else if (!((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '$'))
            break;
        w[k] = c;
    }
    w[k] = '\0';
    return k;
}

Hp71Error tokenize_line(const char *text, size_t len, TokenList *out) {
    out->count = 0;
    if (len > TOKENIZER_MAX_LINE) return HP71_E_LINE_TOO_LONG;
    /* no key types NUL, and a line holding one could not be listed whole */
    if (memchr(text, '\0', len)) return HP71_E_SYNTAX;
    size_t i = 0;
    while (i < len) {
        /* room for a keyword, the name or DATA text it may bring, and the end */
        if (out->count >= TOKENIZER_MAX_TOKENS - 3) return HP71_E_LINE_TOO_LONG;
        unsigned char c = (unsigned char)text[i];
        if (c == ' ' || c == '\t') {
            i++;
            continue;
        }
        if (isdigit(c) || (c == '.' && i + 1 < len && isdigit((unsigned char)text[i + 1]))) {
            size_t l = scan_number(text + i, len - i);
            Token *t = push(out, TOK_NUMBER, 0, text, text + i, (int)l);
            Hp71Error e = num_parse(text + i, l, &t->num);
            if ((e == HP71_E_OVERFLOW && out->overflow_refused) ||
                ((e == HP71_E_UNDERFLOW || e == HP71_E_UNDERFLOW_EXACT) &&
                 out->underflow_refused)) {
                t->warn = HP71_E_INVALID_EXPR; /* the compiler refuses it */
                i += l;
                continue;
            }
            /* beyond the range a literal becomes MAXREAL or 0, with a warning */
            if (e == HP71_E_OVERFLOW) {
                t->num = out->overflow_to_inf ? num_inf(1) : num_max_real(1);
                t->warn = HP71_E_OVERFLOW;
            } else if (e == HP71_E_UNDERFLOW || e == HP71_E_UNDERFLOW_EXACT) {
                if (!out->keep_denormals) t->num = num_from_int(0);
                t->warn = HP71_E_UNDERFLOW;
            }
            i += l;
            continue;
        }
        if (c == '"' || c == '\'') {
            size_t j = i + 1;
            while (j < len && text[j] != (char)c)
                j++;
            if (j >= len) { /* no end quote */
                push(out, TOK_BAD, c, text, text + i, (int)(len - i));
                i = len;
                continue;
            }
            Token *t = push(out, TOK_STRING, 0, text, text + i + 1, (int)(j - i - 1));
            t->quote = (char)c;
            t->pos = (int)i; /* the string starts at its quote */
            i = j + 1;
            continue;
        }
        if (c == '!') {
            Token *t = push(out, TOK_REMARK, '!', text, text + i + 1, (int)(len - i - 1));
            t->pos = (int)i; /* the remark starts at its '!' (an INPUT reply's cursor) */
            i = len;
            continue;
        }
        if (isalpha(c)) {
            /* GO TO and GO SUB, one blank or more between: GOTO and GOSUB,
               listed so (the ROM; GO TOX is GOTO 'X') */
            size_t end;
            int go = go_to_or_sub(text, len, i, &end);
            if (go >= 0) {
                push(out, TOK_KEYWORD, go, text, text + i, (int)(end - i));
                i = end;
                continue;
            }
            char w[24];
            int wl = upper_word(text + i, len - i, w, sizeof w);
            int matched = 0, k = -1;
            if (has_secondaries(out)) k = keyword_find(out->keywords, w, wl, true, &matched);
            if (k < 0) k = keyword_find(out->keywords, w, wl, false, &matched);
            /* FN is a keyword only before a function's name */
            if (k == KW_FN && !(matched < wl && isalpha((unsigned char)w[matched]))) k = -1;
            if (k < 0) { /* a variable: a letter, an optional digit, an optional '$' */
                size_t j = i + 1;
                int digit = -1;
                if (j < len && isdigit((unsigned char)text[j])) digit = text[j++] - '0';
                bool is_string = j < len && text[j] == '$';
                if (is_string) j++;
                push(out, is_string ? TOK_STR_VAR : TOK_NUM_VAR,
                     variable_slot((char)toupper(c), digit), text, text + i, (int)(j - i));
                i = j;
                continue;
            }
            /* right after GOTO, GOSUB or RESTORE, or a comma of an ON list, a
               word is a label's name, even one that starts with REM, DATA or
               IMAGE (GOTO REMX @ DISP 1, ON X GOSUB 10,REM); so is one that a
               ':' ends at a statement's start (GETDATA:, REM:) */
            const Token *before = token_before_word(out, text, i);
            bool inside = word_start(text, i) < i; /* (XDATA: the word began before) */
            bool target =
                (before && before->kind == TOK_KEYWORD &&
                 (before->id == KW_GOTO || before->id == KW_GOSUB || before->id == KW_RESTORE ||
                  (inside && (before->id == KW_THEN || before->id == KW_ELSE)))) ||
                (before && before->kind == TOK_PUNCT && before->id == ',' && in_on_list(out)) ||
                label_word_at(out, text, len, i) ||
                /* (where a file's name goes, right after the word before,
                   blanks or none: RUN REM,10, RUNDATA,10, COPY IMAGE TO X) */
                (out->count > 0 && file_name_place(out, out->count - 1));
            push(out, TOK_KEYWORD, k, text, text + i, matched);
            i += (size_t)matched;
            if (target) {
                /* (nothing swallowed) */
            } else if (k == KW_REM) {
                push(out, TOK_REMARK, 'R', text, text + i, (int)(len - i));
                i = len;
            } else if ((k == KW_SUB &&
                        !(out->count >= 2 && out->tok[out->count - 2].kind == TOK_KEYWORD &&
                          out->tok[out->count - 2].id == KW_END)) ||
                       k == KW_CALL) {
                size_t s = i;
                while (s < len && (text[s] == ' ' || text[s] == '\t'))
                    s++;
                size_t n = s;
                while (n < len && isalnum((unsigned char)text[n]) && n - s < 8)
                    n++;
                /* (CALL A$, CALL A1$: a string variable, the name it holds;
                   CALL AB$: the name AB, then a '$' in excess; CALL ELSE,
                   CALL ELSEX: a CALL alone before ELSE, where SUB ELSE and SUB
                   ELSEX name one: the ROM) */
                bool call_else =
                    k == KW_CALL && n - s >= 4 && strncasecmp(text + s, "ELSE", 4) == 0;
                bool string_variable =
                    k == KW_CALL && n < len && text[n] == '$' &&
                    (n - s == 1 || (n - s == 2 && isdigit((unsigned char)text[s + 1])));
                if (n > s && isalpha((unsigned char)text[s]) && !call_else && !string_variable) {
                    Token *t = push(out, TOK_NAME, 0, text, text + s, (int)(n - s));
                    for (size_t q = 0; q < n - s; q++)
                        t->name[q] = (char)toupper((unsigned char)text[s + q]);
                    t->name[n - s] = '\0';
                    i = n;
                }
            } else if (k == KW_IMAGE) {
                /* the ROM keeps an IMAGE's text as typed, to the end of the
                   line ('@' is a symbol of the image), trailing blanks too */
                push(out, TOK_DATA, 0, text, text + i, (int)(len - i));
                i = len;
            } else if (k == KW_DATA &&
                       !(out->count >= 2 && out->tok[out->count - 2].kind == TOK_KEYWORD &&
                         out->tok[out->count - 2].id == KW_CREATE)) {
                /* (CREATE DATA's arguments are expressions: the ROM lists
                   CREATE DATA X,1E5 as CREATE DATA X,100000) */
                /* the ROM: DATA's items run to the end of the line, '@'
                   included (DATA 1 @ DISP 2 holds the item "1 @ DISP 2") */
                while (i < len && (text[i] == ' ' || text[i] == '\t'))
                    i++;
                size_t n = i;
                char quote = 0;
                while (n < len) {
                    if (!quote && (text[n] == '"' || text[n] == '\''))
                        quote = text[n];
                    else if (quote && text[n] == quote)
                        quote = 0;
                    n++;
                }
                size_t e = n;
                while (e > i && (text[e - 1] == ' ' || text[e - 1] == '\t'))
                    e--;
                push(out, TOK_DATA, quote, text, text + i, (int)(e - i));
                i = n;
            }
            continue;
        }
        if (c == '\\') { /* the ROM takes a backslash for DIV (LIST shows DIV) */
            push(out, TOK_KEYWORD, KW_DIV, text, text + i, 1);
            i++;
            continue;
        }
        int p = c;
        size_t l = 1;
        char d = i + 1 < len ? text[i + 1] : '\0';
        if (is_relation_char((char)c) && is_relation_char(d)) {
            int mask = 0;
            for (l = 0; i + l < len && is_relation_char(text[i + l]); l++)
                mask |= relation_outcomes(text[i + l]);
            p = PUNCT_REL + mask;
        } else if (!is_punct_char((char)c)) {
            push(out, TOK_BAD, c, text, text + i, 1);
            i++;
            continue;
        }
        push(out, TOK_PUNCT, p, text, text + i, (int)l);
        i += l;
    }
    push(out, TOK_END, 0, text, text + len, 0);
    return HP71_E_NONE;
}

bool tokens_is_name(const char *text, int len) {
    if (len < 1 || len > TOKENS_NAME_MAX || !isalpha((unsigned char)text[0])) return false;
    for (int i = 1; i < len; i++)
        if (!isalnum((unsigned char)text[i])) return false;
    return true;
}

int tokens_typed_run(const TokenList *t, const Token *k) {
    if (!k->text) return 0;
    /* the line's text ends where its last token, TOK_END, is (no terminator);
       measured from the token's text, which a string's or a remark's pos
       (at its quote or '!') is not */
    int room = (int)(t->tok[t->count - 1].text - k->text), n = 0;
    while (n < room && isalnum((unsigned char)k->text[n]))
        n++;
    return n;
}

int tokens_after_group(const TokenList *t, int i) {
    int depth = 0;
    for (; i < t->count && t->tok[i].kind != TOK_END; i++) {
        if (t->tok[i].kind != TOK_PUNCT) continue;
        if (t->tok[i].id == '(' || t->tok[i].id == '[') depth++;
        if ((t->tok[i].id == ')' || t->tok[i].id == ']') && --depth == 0) return i + 1;
    }
    return i;
}

int tokens_data_kept(const Token *d, char *kept) {
    int n = 0;
    char quote = 0;
    for (int i = 0; i < d->len; i++) {
        char ch = d->text[i];
        if (quote) {
            if (ch == quote) quote = 0;
        } else if (ch == '"' || ch == '\'') {
            quote = ch;
        } else if (ch == ',') {
            while (n > 0 && (kept[n - 1] == ' ' || kept[n - 1] == '\t'))
                n--;
            while (i + 1 < d->len && (d->text[i + 1] == ' ' || d->text[i + 1] == '\t'))
                i++;
        }
        kept[n++] = ch;
    }
    return n;
}
