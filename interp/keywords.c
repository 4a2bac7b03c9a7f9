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

bool keyword_outside_expressions(Keyword k) {
    /* each probed on the ROM as X=2*word and X=word+1 */
    static const Keyword words[] = {
        KW_ADJABS,  KW_ADJUST,   KW_ASSIGN,   KW_BYE,     KW_CHAIN,     KW_CHARSET,   KW_CLAIM,
        KW_CLSTAT,  KW_CONT,     KW_CONTRAST, KW_CREATE,  KW_DROP,      KW_ENG,       KW_EXACT,
        KW_FIX,     KW_FREE,     KW_GDISP,    KW_LC,      KW_LOCK,      KW_MERGE,     KW_PLIST,
        KW_POKE,    KW_POP,      KW_PRIVATE,  KW_PROTECT, KW_PUT,       KW_PWIDTH,    KW_RANDOMIZE,
        KW_RENAME,  KW_RENUMBER, KW_RESET,    KW_ROUND,   KW_SCI,       KW_SECURE,    KW_SETDATE,
        KW_SETTIME, KW_SHOW,     KW_STARTUP,  KW_STD,     KW_TRANSFORM, KW_UNPROTECT, KW_UNSECURE,
        KW_WIDTH,   KW_WINDOW,
    };
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (words[i] == k) return true;
    return false;
}

bool keyword_emulated(Keyword k) {
    return keyword_table[k].emulated;
}

void keyword_index_init(KeywordIndex *x) {
    /* counting sort by (secondary, first character), longer keywords first
       within each: the first that matches is the longest */
    uint16_t count[2][129] = {{0}};
    int longest = 0;
    for (int k = 0; k < KW_COUNT; k++) {
        unsigned char c = (unsigned char)keyword_table[k].text[0];
        count[keyword_table[k].kind == KIND_SECONDARY][c < 128 ? c : 128]++;
        x->len[k] = (uint8_t)strlen(keyword_table[k].text);
        if (x->len[k] > longest) longest = x->len[k];
    }
    int at = 0;
    for (int s = 0; s < 2; s++)
        for (int c = 0; c < 129; c++) {
            x->start[s][c] = (uint16_t)at;
            at += count[s][c];
        }
    int filled[2][129] = {{0}};
    /* longest first (from the longest keyword's length, not from 255: this
       loop was a third of a start-up's instructions) */
    for (int n = longest; n > 0; n--)
        for (int k = 0; k < KW_COUNT; k++) {
            if (x->len[k] != n) continue;
            unsigned char c = (unsigned char)keyword_table[k].text[0];
            int s = keyword_table[k].kind == KIND_SECONDARY, b = c < 128 ? c : 128;
            x->ids[x->start[s][b] + filled[s][b]++] = (uint16_t)k;
        }
}

int keyword_find(const KeywordIndex *x, const char *text, int len, bool secondary, int *matched) {
    unsigned char c = (unsigned char)text[0];
    if (!x || len < 1 || c >= 128) return keyword_match(text, len, secondary, matched);
    int s = secondary;
    for (int i = x->start[s][c], end = x->start[s][c + 1]; i < end; i++) {
        int k = x->ids[i], n = x->len[k];
        if (n <= len && memcmp(keyword_table[k].text, text, (size_t)n) == 0) {
            *matched = n;
            return k;
        }
    }
    *matched = 0;
    return -1;
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
