/* tokenizer.c — lexical analysis of one BASIC line (see tokenizer.h). */
#include "tokenizer.h"

#include <ctype.h>
#include <string.h>

void variable_name(int slot, int is_string, char *name) {
    int n = 0;
    name[n++] = (char)('A' + slot / 11);
    if (slot % 11 != 0) name[n++] = (char)('0' + slot % 11 - 1);
    if (is_string) name[n++] = '$';
    name[n] = '\0';
}

static Token *push(TokenList *out, TokenKind kind, int id, const char *text, int len) {
    Token *t = &out->tok[out->count++];
    t->kind = kind;
    t->id = id;
    t->text = text;
    t->len = len;
    t->quote = 0;
    t->num = num_from_int(0);
    return t;
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
        size_t j = i + 1;
        if (j < n && (s[j] == '+' || s[j] == '-')) j++;
        if (j < n && isdigit((unsigned char)s[j])) {
            while (j < n && isdigit((unsigned char)s[j]))
                j++;
            i = j;
        }
    }
    return i;
}

/* Takes the upper-cased word w (len chars, letters/digits, maybe a final $);
 * returns how many characters form the longest keyword at its start, 0 if
 * none, and sets *kw. */
static int longest_keyword_prefix(const char *w, int len, int *kw) {
    for (int l = len; l >= 2; l--) {
        int k = keyword_lookup(w, l);
        if (k >= 0) {
            *kw = k;
            return l;
        }
    }
    return 0;
}

Hp71Error tokenize_line(const char *text, size_t len, TokenList *out) {
    out->count = 0;
    if (len > TOKENIZER_MAX_LINE) return HP71_E_LINE_TOO_LONG;
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
            Token *t = push(out, TOK_NUMBER, 0, text + i, (int)l);
            Hp71Error e = num_parse(text + i, l, &t->num);
            if (e == HP71_E_SYNTAX) return e;
            i += l;
            continue;
        }
        if (c == '"' || c == '\'') {
            size_t j = i + 1;
            while (j < len && text[j] != (char)c)
                j++;
            if (j >= len) return HP71_E_SYNTAX;
            Token *t = push(out, TOK_STRING, 0, text + i + 1, (int)(j - i - 1));
            t->quote = (char)c;
            i = j + 1;
            continue;
        }
        if (c == '!') {
            push(out, TOK_REMARK, '!', text + i + 1, (int)(len - i - 1));
            i = len;
            continue;
        }
        if (isalpha(c)) {
            char w[64];
            int wl = 0;
            size_t j = i;
            while (j < len && isalnum((unsigned char)text[j]) && wl < 62)
                w[wl++] = (char)toupper((unsigned char)text[j++]);
            if (j < len && text[j] == '$') w[wl++] = '$', j++;
            int k = keyword_lookup(w, wl);
            bool is_string = w[wl - 1] == '$';
            int name_len = is_string ? wl - 1 : wl;
            if (k < 0 && (name_len == 1 || (name_len == 2 && isdigit((unsigned char)w[1])))) {
                int slot = variable_slot(w[0], name_len == 2 ? w[1] - '0' : -1);
                push(out, is_string ? TOK_STR_VAR : TOK_NUM_VAR, slot, text + i, (int)(j - i));
                i = j;
                continue;
            }
            if (k < 0) {
                int l = longest_keyword_prefix(w, wl, &k);
                if (l == 0) return HP71_E_SYNTAX;
                j = i + (size_t)l;
            }
            push(out, TOK_KEYWORD, k, text + i, (int)(j - i));
            i = j;
            if (k == KW_REM) {
                push(out, TOK_REMARK, 'R', text + i, (int)(len - i));
                i = len;
            } else if ((k == KW_SUB &&
                        !(out->count >= 2 && out->tok[out->count - 2].kind == TOK_KEYWORD &&
                          out->tok[out->count - 2].id == KW_END)) ||
                       k == KW_CALL) {
                while (i < len && (text[i] == ' ' || text[i] == '\t'))
                    i++;
                size_t n = i;
                while (n < len && isalnum((unsigned char)text[n]))
                    n++;
                if (n == i || n - i > 8 || !isalpha((unsigned char)text[i])) return HP71_E_SYNTAX;
                Token *t = push(out, TOK_NAME, 0, text + i, (int)(n - i));
                for (size_t c = 0; c < n - i; c++)
                    t->name[c] = (char)toupper((unsigned char)text[i + c]);
                t->name[n - i] = '\0';
                i = n;
            } else if (k == KW_DATA) {
                while (i < len && (text[i] == ' ' || text[i] == '\t'))
                    i++;
                size_t n = i;
                char quote = 0;
                while (n < len && (quote || text[n] != '@')) {
                    if (!quote && (text[n] == '"' || text[n] == '\''))
                        quote = text[n];
                    else if (quote && text[n] == quote)
                        quote = 0;
                    n++;
                }
                if (quote) return HP71_E_SYNTAX;
                size_t e = n;
                while (e > i && (text[e - 1] == ' ' || text[e - 1] == '\t'))
                    e--;
                push(out, TOK_DATA, 0, text + i, (int)(e - i));
                i = n;
            }
            continue;
        }
        int p = c;
        size_t l = 1;
        if (c == '<' && i + 1 < len && text[i + 1] == '=')
            p = PUNCT_LE, l = 2;
        else if (c == '>' && i + 1 < len && text[i + 1] == '=')
            p = PUNCT_GE, l = 2;
        else if (c == '<' && i + 1 < len && text[i + 1] == '>')
            p = PUNCT_NE, l = 2;
        else if (c == '=' && i + 1 < len && text[i + 1] == '<')
            p = PUNCT_LE, l = 2;
        else if (c == '=' && i + 1 < len && text[i + 1] == '>')
            p = PUNCT_GE, l = 2;
        else if (!strchr("+-*/^&=#<>(),;@[]%", c))
            return HP71_E_SYNTAX;
        push(out, TOK_PUNCT, p, text + i, (int)l);
        i += l;
    }
    push(out, TOK_END, 0, text + len, 0);
    return HP71_E_NONE;
}
