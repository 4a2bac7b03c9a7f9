/* keymap.c — DEF KEY's assignments (see keymap.h). */
#include "keymap.h"

#include <stdio.h>
#include <string.h>

/* The HP-71B's keys by code, 1 to 168, as the ROM names them (FETCH KEY
 * "#n" shows each): the character a key types, f and the key for its
 * f-shifted use, the lower case letters and g and the key for g-shifted
 * ones; "" for a code with no such name (shown as #n). Read from the ROM. */
static const char *const key_names[KEYMAP_CODES] = {
    "Q",  "W",  "E",  "R",  "T",  "Y",  "U",  "I",  /* 1-8 */
    "O",  "P",  "7",  "8",  "9",  "/",  "A",  "S",  /* 9-16 */
    "D",  "F",  "G",  "H",  "J",  "K",  "L",  "=",  /* 17-24 */
    "4",  "5",  "6",  "*",  "Z",  "X",  "C",  "V",  /* 25-32 */
    "B",  "N",  "M",  "(",  ")",  "",   "1",  "2",  /* 33-40 */
    "3",  "-",  "",   "",   "",   "",   "",   "",   /* 41-48 */
    " ",  "",   "",   "",   "0",  ".",  ",",  "+",  /* 49-56 */
    "fQ", "fW", "fE", "fR", "fT", "fY", "fU", "fI", /* 57-64 */
    "fO", "fP", "f7", "f8", "f9", "f/", "fA", "fS", /* 65-72 */
    "fD", "fF", "fG", "fH", "fJ", "fK", "fL", "f=", /* 73-80 */
    "f4", "f5", "f6", "f*", "fZ", "fX", "fC", "fV", /* 81-88 */
    "fB", "fN", "fM", "f(", "f)", "",   "f1", "f2", /* 89-96 */
    "f3", "f-", "",   "",   "",   "",   "",   "",   /* 97-104 */
    "f ", "",   "",   "",   "f0", "f.", "f,", "f+", /* 105-112 */
    "q",  "w",  "e",  "r",  "t",  "y",  "u",  "i",  /* 113-120 */
    "o",  "p",  "'",  "{",  "}",  "^",  "a",  "s",  /* 121-128 */
    "d",  "f",  "g",  "h",  "j",  "k",  "l",  ";",  /* 129-136 */
    "$",  "%",  "&",  ":",  "z",  "x",  "c",  "v",  /* 137-144 */
    "b",  "n",  "m",  "[",  "]",  "",   "!",  "\"", /* 145-152 */
    "#",  "@",  "",   "",   "",   "",   "",   "",   /* 153-160 */
    "g ", "",   "",   "",   "g0", "<",  ">",  "?",  /* 161-168 */
};

/* What the f-shifted keys, codes 57 to 112, type into the edit line (read
 * from the ROM: PUT "#57" @ PUT "X" left at the prompt shows >IF X); #99
 * types nothing (the ROM then takes no more typing: not modelled); NULL for
 * a key that acts instead of typing. */
static const char *const f_typed[56] = {
    "IF ",     " THEN ", " ELSE ",  "FOR ",   " TO ",  "NEXT ", "DEF ",  "KEY ",   /* 57-64 */
    "ADD ",    "LR ",    "PREDV(",  "MEAN",   "SDEV",  "SQR(",  "CALL ", "GOSUB ", /* 65-72 */
    "RETURN ", "GOTO ",  "INPUT ",  "PRINT ", "DISP ", "DIM ",  "BEEP ", "FACT(",  /* 73-80 */
    "SIN(",    "COS(",   "TAN(",    "EXP(",   "EDIT ", "CAT ",  "NAME ", "PURGE ", /* 81-88 */
    "FETCH ",  "LIST ",  "DELETE ", "AUTO ",  "COPY ", "RES",   "ASIN(", "ACOS(",  /* 89-96 */
    "ATAN(",   "LOG(",   "",        NULL,     NULL,    NULL,    NULL,    NULL,     /* 97-104 */
    NULL,      NULL,     NULL,      NULL,     NULL,    NULL,    NULL,    NULL,     /* 105-112 */
};

const char *keymap_typed(int slot) {
    if (slot >= 56 && slot < 112) return f_typed[slot - 56];
    const char *name = key_names[slot];
    return name[0] && !name[1] ? name : NULL;
}

int keymap_slot(const char *name, int64_t len) {
    int code = 0;
    if (len >= 2 && len <= 8 && name[0] == '#') {
        for (int64_t i = 1; i < len; i++) {
            if (name[i] < '0' || name[i] > '9') return -1;
            code = code * 10 + (name[i] - '0');
        }
    } else if (len == 1 || len == 2) {
        /* a character; or f or g (either case) and a character: that
           character's key (its unshifted use) shifted so ("g1" and "g!"
           are "!", "fa" is "fA") */
        char c = name[len - 1];
        for (int k = 0; k < KEYMAP_CODES && !code; k++)
            if (c != '\0' && key_names[k][0] == c && key_names[k][1] == '\0') code = k + 1;
        if (len == 2 && code) {
            char shift = name[0];
            int base = (code - 1) % 56 + 1;
            code = shift == 'f' || shift == 'F'   ? base + 56
                   : shift == 'g' || shift == 'G' ? base + 112
                                                  : 0;
        }
    }
    /* three codes are other names of a key (the ROM: #52 is #38); six are no key */
    if (code == 52 || code == 108 || code == 164) code -= 14;
    if (code < 1 || code > KEYMAP_CODES || code == 44 || code == 45 || code == 100 || code == 101 ||
        code == 156 || code == 157)
        return -1;
    return code - 1;
}

size_t keymap_name(int slot, char *out) {
    if (key_names[slot][0]) return (size_t)sprintf(out, "%s", key_names[slot]);
    return (size_t)sprintf(out, "#%d", slot + 1);
}

Hp71Error keymap_define(Keymap *k, int slot, char kind, const char *text, int64_t len,
                        VarMemory *mem) {
    if (!kind) {
        strbuf_free(&k->def[slot], mem);
        k->kind[slot] = 0;
        return HP71_E_NONE;
    }
    Hp71Error e = strbuf_set(&k->def[slot], text, len, mem);
    if (!e) {
        k->kind[slot] = kind;
        k->file = true;
    }
    return e;
}

/* Nibbles one assignment of len characters takes in the keys file. */
static int64_t key_ram(int64_t len) {
    return KEYMAP_RAM_KEY + 2 * len;
}

int64_t keymap_ram(const Keymap *k) {
    if (!k->file) return 0;
    int64_t n = KEYMAP_RAM_FILE;
    for (int i = 0; i < KEYMAP_KEYS; i++)
        if (k->kind[i]) n += key_ram(k->def[i].len);
    return n;
}

int64_t keymap_ram_growth(const Keymap *k, int slot, int64_t len) {
    return (k->file ? 0 : KEYMAP_RAM_FILE) + key_ram(len) -
           (k->kind[slot] ? key_ram(k->def[slot].len) : 0);
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

const char *keymap_of_char(const Keymap *k, char c, char *kind, int64_t *len) {
    int slot = keymap_slot(&c, 1);
    if (slot < 0) return NULL;
    const char *text = keymap_text(k, slot, kind, len);
    return *kind ? text : NULL;
}

void keymap_free(Keymap *k, VarMemory *mem) {
    for (int i = 0; i < KEYMAP_KEYS; i++)
        keymap_define(k, i, 0, NULL, 0, mem);
    k->file = false;
}
