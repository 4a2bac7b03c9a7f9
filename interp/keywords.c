/* keywords.c — lookups into the keyword list of keywords.h. */
#include "keywords.h"

#include <string.h>

static const struct {
    const char *text;
    KeywordKind kind;
    const char *signature;
} keyword_table[KW_COUNT] = {
#define HP71_X_ROW(name, text, kind, signature) {text, kind, signature},
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

int keyword_lookup(const char *word, int len) {
    for (int k = 0; k < KW_COUNT; k++) {
        const char *t = keyword_table[k].text;
        if ((int)strlen(t) == len && memcmp(t, word, (size_t)len) == 0) return k;
    }
    return -1;
}
