/*
 * memmap.c — the HP-71B's address space as PEEK$, POKE and HTD see it
 * (memmap.h).
 */
#include "memmap.h"

int memmap_hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

bool memmap_address(const char *text, int64_t len, int64_t *address) {
    if (len < 1 || len > MEMMAP_ADDRESS_CHARS) return false;
    int64_t v = 0;
    for (int64_t i = 0; i < len; i++) {
        int d = memmap_hex_digit(text[i]);
        if (d < 0) return false;
        v = v * 16 + d;
    }
    *address = v;
    return true;
}

Hp71Error memmap_peek_count(Num n, int64_t *nibbles) {
    if (num_is_nan(n) || num_is_inf(n)) return HP71_E_INVALID_ARG;
    bool exact;
    int64_t k = num_to_int64(num_round_int(n), MEMMAP_PEEK_MAX, &exact);
    if (k < 0 || k >= MEMMAP_PEEK_MAX) return HP71_E_INVALID_ARG;
    *nibbles = k;
    return HP71_E_NONE;
}

/* The flags' nibbles, counted from MEMMAP_FLAGS: system flags -1 to -32
 * (POKE may set them), -33 to -64 (read only), then the user flags. */
enum {
    SYSTEM_SETTABLE = 8,
    USER_AT = MEMMAP_USER_FLAGS - MEMMAP_FLAGS,
    FLAG_62_AT = USER_AT - 1, /* -61 to -64: -62 is its bit 1 */
    FLAG_49_AT = USER_AT - 4  /* -49 to -52: -49 is its bit 0 */
};

/* Where the flags' nibble k is one POKE may set: returns the bit of its
 * lowest flag in MemmapFlags.user (*user set) or .system (bit n: flag -n);
 * -1 for a read-only nibble or one beyond the flags. */
static int settable_bit(int64_t k, bool *user) {
    *user = k >= USER_AT;
    if (k >= USER_AT && k < MEMMAP_FLAG_NIBBLES) return (int)(4 * (k - USER_AT));
    if (k >= 0 && k < SYSTEM_SETTABLE) return (int)(4 * k + 1);
    return -1;
}

/* The flags' nibble k (0 to MEMMAP_FLAG_NIBBLES - 1). */
static int flag_nibble(const MemmapFlags *f, int64_t k) {
    bool user;
    int bit = settable_bit(k, &user);
    if (bit < 0) /* -33 .. -64: -62 and -49 alone */
        return k == FLAG_62_AT && f->running ? 2 : k == FLAG_49_AT && f->turned_off ? 1 : 0;
    return (int)(((user ? f->user : f->system) >> bit) & 15);
}

bool memmap_unanswered(int64_t at, bool plain) {
    return plain && ((at >= MEMMAP_ROM_END && at < MEMMAP_DISPLAY) ||
                     (at >= MEMMAP_DISPLAY_END && at < MEMMAP_RAM) ||
                     (at >= MEMMAP_RAM_END && at < MEMMAP_SPACE));
}

bool memmap_peek(const MemmapFlags *flags, bool plain, int64_t at, int64_t nibbles, char *out) {
    for (int64_t i = 0; i < nibbles; i++) {
        int64_t a = (at + i) % MEMMAP_SPACE, k = a - MEMMAP_FLAGS;
        if (k >= 0 && k < MEMMAP_FLAG_NIBBLES)
            out[i] = "0123456789ABCDEF"[flag_nibble(flags, k)];
        else if (memmap_unanswered(a, plain))
            out[i] = '0';
        else
            return false;
    }
    return true;
}

/* Writes the nibbles of data before its kth that fall on the flags POKE
 * may set, each data[i] at at + i; returns how many. */
static int64_t write_flags(int64_t at, const char *data, int64_t k, MemmapFlags *f) {
    int64_t written = 0;
    for (int64_t i = 0; i < k; i++) {
        bool user;
        int bit = settable_bit(at + i - MEMMAP_FLAGS, &user);
        if (bit < 0) continue;
        uint64_t *word = user ? &f->user : &f->system;
        *word = (*word & ~((uint64_t)15 << bit)) | (uint64_t)memmap_hex_digit(data[i]) << bit;
        written++;
    }
    return written;
}

Hp71Error memmap_poke(const char *address, int64_t alen, const char *data, int64_t dlen, bool plain,
                      MemmapFlags *flags, int64_t *ram_nibbles) {
    int64_t at;
    *ram_nibbles = 0;
    if (!memmap_address(address, alen, &at)) return HP71_E_INVALID_ARG;
    /* the ROM writes nibble by nibble and stops at the first character
       that is not a hexadecimal digit: Invalid Arg, the ones before it
       written (of which hp71 keeps those on the flags) */
    int64_t k = 0;
    while (k < dlen && memmap_hex_digit(data[k]) >= 0)
        k++;
    if (k < dlen) {
        *ram_nibbles = write_flags(at, data, k, flags);
        return HP71_E_INVALID_ARG;
    }
    if (dlen == 0 || at + dlen <= MEMMAP_ROM_END) return HP71_E_NONE; /* nothing changes */
    for (int64_t i = 0; i < dlen; i++) { /* (a read-only flag's nibble as it is: no change) */
        int64_t n = at + i - MEMMAP_FLAGS;
        bool user;
        if (memmap_unanswered(at + i, plain)) continue; /* (lost) */
        if (settable_bit(n, &user) < 0 && (n < 0 || n >= MEMMAP_FLAG_NIBBLES ||
                                           memmap_hex_digit(data[i]) != flag_nibble(flags, n)))
            return HP71_E_NOT_EMULATED;
    }
    *ram_nibbles = write_flags(at, data, dlen, flags);
    return HP71_E_NONE;
}
