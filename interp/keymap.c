/* keymap.c — DEF KEY's assignments (see keymap.h). */
#include "keymap.h"

int keymap_slot(const char *name, int64_t len) {
    if (len == 1) {
        unsigned char c = (unsigned char)name[0];
        if (c < ' ' || c > '~' || c == '\\' || c == '_' || c == '`' || c == '|' || c == '~')
            return -1;
        return c - ' ';
    }
    if (len < 2 || len > 8 || name[0] != '#') return -1;
    int code = 0;
    for (int64_t i = 1; i < len; i++) {
        if (name[i] < '0' || name[i] > '9') return -1;
        code = code * 10 + (name[i] - '0');
    }
    return code >= 1 && code <= KEYMAP_CODES ? KEYMAP_CHARS + code - 1 : -1;
}

Hp71Error keymap_define(Keymap *k, int slot, char kind, const char *text, int64_t len,
                        VarMemory *mem) {
    if (!kind) {
        strbuf_free(&k->def[slot], mem);
        k->kind[slot] = 0;
        return HP71_E_NONE;
    }
    Hp71Error e = strbuf_set(&k->def[slot], text, len, mem);
    if (!e) k->kind[slot] = kind;
    return e;
}

const char *keymap_text(const Keymap *k, int slot, char *kind, int64_t *len) {
    *kind = k->kind[slot];
    if (!*kind) {
        *len = 0;
        return "";
    }
    *len = k->def[slot].len;
    return k->def[slot].s ? k->def[slot].s : "";
}

void keymap_free(Keymap *k, VarMemory *mem) {
    for (int i = 0; i < KEYMAP_KEYS; i++)
        keymap_define(k, i, 0, NULL, 0, mem);
}
