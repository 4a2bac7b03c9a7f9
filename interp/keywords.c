/* keywords.c — lookups into the keyword list of keywords.h. */
#include "keywords.h"

#include <string.h>

static const struct {
    const char *text;
    KeywordKind kind;
    const char *signature;
    bool emulated;
} keyword_table[KW_COUNT] = {
#define HP71_X_ROW(name, text, kind, signature, emulated) {text, kind, signature, emulated},
    HP71_KEYWORDS(HP71_X_ROW)
#undef HP71_X_ROW
};

const char *keyword_text(Keyword k) {
    return keyword_table[k].text;
}

KeywordKind keyword_kind(Keyword k) {
    return keyword_table[k].kind;
}

const char *keyword_signature(Keyword k) {
    return keyword_table[k].signature;
}

bool keyword_emulated(Keyword k) {
    return keyword_table[k].emulated;
}

int keyword_match(const char *text, int len, bool secondary, int *matched) {
    int best = -1, best_len = 0;
    for (int k = 0; k < KW_COUNT; k++) {
        const char *t = keyword_table[k].text;
        if (t[0] != text[0] || (keyword_table[k].kind == KIND_SECONDARY) != secondary) continue;
        int n = (int)strlen(t);
        if (n > best_len && n <= len && memcmp(t, text, (size_t)n) == 0) {
            best = k;
            best_len = n;
        }
    }
    *matched = best_len;
    return best;
}

int keyword_lookup(const char *word, int len) {
    int n;
    int k = keyword_match(word, len, false, &n);
    return n == len ? k : -1;
}
