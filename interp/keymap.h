/*
 * keymap.h — the user key assignments: DEF KEY and KEYDEF$.
 *
 * This module owns what DEF KEY assigns to each key: a key is named by the
 * character it types ("A", "a", "+", " "; not \ _ ` | ~), by f or g and the
 * key for a shifted use ("fQ"), or by its code ("#1" to "#168"), as the ROM
 * takes them, each key one slot whatever its name; an assignment is a text and how
 * the key ends it (typed as is, ';' or ':' after the text in DEF KEY). In
 * USER mode each character of a typed line or INPUT reply stands for the key
 * that types it, and an assigned key types its assignment instead
 * (keymap_of_char; interp.c applies it). Not kept in the workspace.
 */
#ifndef HP71_KEYMAP_H
#define HP71_KEYMAP_H

#include <stdint.h>

#include "errors.h"
#include "variables.h"

#define KEYMAP_CODES     168 /* #1 to #168 */
#define KEYMAP_UNSHIFTED 56  /* #1 to #56: the keys themselves; then f and g of each */
#define KEYMAP_KEYS      KEYMAP_CODES
#define KEYMAP_NAME      8  /* bytes a key's name takes, with its NUL */
#define KEYMAP_ENDLINE   37 /* the slot of ENDLINE (#38) */

/* How an assignment ends: its first character in KEYDEF$. */
enum { KEYMAP_TYPED = ' ', KEYMAP_SEMICOLON = ';', KEYMAP_COLON = ':' };

typedef struct Keymap {
    StrBuf def[KEYMAP_KEYS]; /* the assignment's text, after its kind */
    char kind[KEYMAP_KEYS];  /* 0: unassigned, else KEYMAP_* */
    bool file;               /* the keys file exists: a key was assigned once */
    /* when the keys file was made (CAT KEYS shows it): days since
       1970-01-01 and minutes into that day, of the emulated clock */
    int64_t made_day, made_minute;
} Keymap;

/* Nibbles of the HP-71B's RAM the assignments take (ROM 2CDCC, measured with
 * MEM): none before the first, then the keys file's 37, and 5 and 2 a
 * character of its text each (the file stays when the last goes). */
#define KEYMAP_RAM_FILE 37
#define KEYMAP_RAM_KEY  5
int64_t keymap_ram(const Keymap *k);
/* The nibbles more (or fewer, below 0) keymap_ram gives once slot holds an
 * assignment of len characters. */
int64_t keymap_ram_growth(const Keymap *k, int slot, int64_t len);

/* Takes a key name (len characters); returns its slot (the key's code less
 * 1), or -1 when it names no key (the ROM's Invalid Arg): as the ROM names
 * keys, the character a key types ("8" is #12, "a" is #127), f or g and the
 * key for a shifted use ("fQ" is #57, "g0" #165), or # and a code 1..168 in
 * digits ("#012" is "#12"; #52, #108 and #164 are #38, #94 and #150; #44,
 * #45, #100, #101, #156 and #157 are no key). */
int keymap_slot(const char *name, int64_t len);

/* The ROM's name of the key in slot (as FETCH KEY shows it: "8", "fQ",
 * "#38") into out (KEYMAP_NAME bytes); its length. */
size_t keymap_name(int slot, char *out);

/* The text the key in slot types into the edit line at the prompt: its
 * character ("A", "q"), an f-shifted key's keyword ("IF ", " THEN ", "SIN(";
 * "" for #99, which types nothing), or NULL for a key that does something
 * else (ENDLINE, the cursor keys, the other shifted keys). */
const char *keymap_typed(int slot);

/* Assigns text (len characters) ending as kind (KEYMAP_*) to slot, or
 * unassigns it (kind 0). Error: Insufficient Memory (charged to mem). */
Hp71Error keymap_define(Keymap *k, int slot, char kind, const char *text, int64_t len,
                        VarMemory *mem);

/* Takes a slot; returns its assignment's text, and sets *len to its length
 * and *kind to how it ends (KEYMAP_*), or to 0 when the key is unassigned
 * (KEYDEF$ then shows "Unassigned"). */
const char *keymap_text(const Keymap *k, int slot, char *kind, int64_t *len);

/* The assignment of the key that types character c (the key a keyboard
 * session presses for it: "a" is #127), with its length in *len and how it
 * ends in *kind (KEYMAP_*); NULL when no key types c or the key has none. */
const char *keymap_of_char(const Keymap *k, char c, char *kind, int64_t *len);

/* Frees every assignment, and the keys file with them (PURGE ALL; the end
 * of the Interp). */
void keymap_free(Keymap *k, VarMemory *mem);

#endif
