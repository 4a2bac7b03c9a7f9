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

/* The flags' nibble k (0 to MEMMAP_FLAG_NIBBLES - 1): system flags -4k-1
 * to -4k-4 for k below 16, user flags 4(k-16) to 4(k-16)+3 from 16. */
static int flag_nibble(const MemmapFlags *f, int k) {
    if (k >= 16) return (int)((f->user >> (4 * (k - 16))) & 15);
    if (k >= 8) return k == 15 && f->running ? 2 : 0; /* -33 .. -64: -62 alone */
    return (int)((f->system >> (4 * k + 1)) & 15);
}

/* Whether the nibble at address at is one of the flags' POKE may set. */
static bool flag_writable(int64_t at) {
    int64_t k = at - MEMMAP_FLAGS;
    return (k >= 0 && k < 8) || (k >= 16 && k < MEMMAP_FLAG_NIBBLES);
}

bool memmap_peek(const MemmapFlags *flags, int64_t at, int64_t nibbles, char *out) {
    if (at < MEMMAP_FLAGS || at + nibbles > MEMMAP_FLAGS + MEMMAP_FLAG_NIBBLES) return false;
    for (int64_t i = 0; i < nibbles; i++)
        out[i] = "0123456789ABCDEF"[flag_nibble(flags, (int)(at - MEMMAP_FLAGS + i))];
    return true;
}

/* Writes the nibbles of data before its kth that fall on the flags POKE
 * may set, each data[i] at at + i; returns how many. */
static int64_t write_flags(int64_t at, const char *data, int64_t k, MemmapFlags *f) {
    int64_t written = 0;
    for (int64_t i = 0; i < k; i++) {
        if (!flag_writable(at + i)) continue;
        int64_t n = at + i - MEMMAP_FLAGS;
        uint64_t *word = n >= 16 ? &f->user : &f->system;
        int shift = (int)(n >= 16 ? 4 * (n - 16) : 4 * n + 1);
        *word = (*word & ~((uint64_t)15 << shift)) | (uint64_t)memmap_hex_digit(data[i]) << shift;
        written++;
    }
    return written;
}

Hp71Error memmap_poke(const char *address, int64_t alen, const char *data, int64_t dlen,
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
        if (!flag_writable(at + i) && (n < 0 || n >= MEMMAP_FLAG_NIBBLES ||
                                       memmap_hex_digit(data[i]) != flag_nibble(flags, (int)n)))
            return HP71_E_NOT_EMULATED;
    }
    *ram_nibbles = write_flags(at, data, dlen, flags);
    return HP71_E_NONE;
}
