/* lister.c — canonical text of a tokenized line (see lister.h). */
#include "lister.h"

#include <ctype.h>
#include <string.h>

#include "format.h"

typedef struct Out {
    char *s;
    size_t n, cap;
    bool full;
} Out;

static void put(Out *o, const char *text, size_t len) {
    if (o->n + len + 1 > o->cap) {
        o->full = true;
        return;
    }
    memcpy(o->s + o->n, text, len);
    o->n += len;
    o->s[o->n] = '\0';
}

/* A blank before a word, unless the previous character is a blank or a
 * symbol that the word attaches to ('=', '(', ...). */
static void space_before_word(Out *o) {
    if (o->n == 0) return;
    char last = o->s[o->n - 1];
    if (isalnum((unsigned char)last) || last == '$' || last == ')' || last == '"' || last == '\'' ||
        last == '.' || last == ']')
        put(o, " ", 1);
}

size_t lister_line(const TokenList *t, char *out, size_t cap) {
    Out o = {out, 0, cap, false};
    out[0] = '\0';
    char buf[160];
    for (int i = 0; i < t->count; i++) {
        const Token *k = &t->tok[i];
        switch (k->kind) {
        case TOK_END: break;
        case TOK_NUMBER: {
            size_t l = format_list_literal(k->text, (size_t)k->len, buf);
            put(&o, buf, l);
            break;
        }
        case TOK_STRING:
            put(&o, &k->quote, 1);
            put(&o, k->text, (size_t)k->len);
            put(&o, &k->quote, 1);
            break;
        case TOK_NUM_VAR:
        case TOK_STR_VAR:
            variable_name(k->id, k->kind == TOK_STR_VAR, buf);
            put(&o, buf, strlen(buf));
            break;
        case TOK_KEYWORD: {
            const char *w = keyword_text((Keyword)k->id);
            KeywordKind kind = keyword_kind((Keyword)k->id);
            if (kind == KIND_NUM_FUNC || kind == KIND_STR_FUNC) {
                put(&o, w, strlen(w));
            } else {
                space_before_word(&o);
                put(&o, w, strlen(w));
                if (k->id != KW_REM) put(&o, " ", 1);
            }
            break;
        }
        case TOK_PUNCT:
            if (k->id == '@') {
                space_before_word(&o);
                put(&o, "@ ", 2);
            } else if (k->id == PUNCT_LE) {
                put(&o, "<=", 2);
            } else if (k->id == PUNCT_GE) {
                put(&o, ">=", 2);
            } else if (k->id == PUNCT_NE) {
                put(&o, "<>", 2);
            } else {
                char ch = (char)k->id;
                put(&o, &ch, 1);
            }
            break;
        case TOK_NAME: put(&o, k->name, strlen(k->name)); break;
        case TOK_DATA: put(&o, k->text, (size_t)k->len); break;
        case TOK_REMARK:
            if (k->id == '!') {
                if (o.n > 0 && o.s[o.n - 1] != ' ') put(&o, " ", 1);
                put(&o, "!", 1);
            }
            put(&o, k->text, (size_t)k->len);
            break;
        }
    }
    /* a remark keeps its trailing text; elsewhere drop the last blank */
    bool ends_in_remark = t->count >= 2 && t->tok[t->count - 2].kind == TOK_REMARK;
    if (!ends_in_remark)
        while (o.n > 0 && o.s[o.n - 1] == ' ')
            o.s[--o.n] = '\0';
    return o.full ? 0 : o.n;
}
