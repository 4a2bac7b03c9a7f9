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

/* Whether nibbles from at all lie on the user flags. */
static bool on_user_flags(int64_t at, int64_t nibbles) {
    return at >= MEMMAP_USER_FLAGS && at + nibbles <= MEMMAP_USER_FLAGS + MEMMAP_FLAG_NIBBLES;
}

bool memmap_peek(uint64_t user_flags, int64_t at, int64_t nibbles, char *out) {
    if (!on_user_flags(at, nibbles)) return false;
    for (int64_t i = 0; i < nibbles; i++)
        out[i] = "0123456789ABCDEF"[(user_flags >> (4 * (at - MEMMAP_USER_FLAGS + i))) & 15];
    return true;
}

/* Writes the nibbles of data from its ith to before its kth that fall on
 * the user flags, each data[i] at at + i; returns how many. */
static int64_t write_flags(int64_t at, const char *data, int64_t i, int64_t k, uint64_t *flags) {
    int64_t written = 0;
    for (; i < k; i++) {
        if (!on_user_flags(at + i, 1)) continue;
        int shift = (int)(4 * (at + i - MEMMAP_USER_FLAGS));
        *flags = (*flags & ~((uint64_t)15 << shift)) | (uint64_t)memmap_hex_digit(data[i]) << shift;
        written++;
    }
    return written;
}

Hp71Error memmap_poke(const char *address, int64_t alen, const char *data, int64_t dlen,
                      uint64_t *user_flags, int64_t *ram_nibbles) {
    int64_t at;
    *ram_nibbles = 0;
    if (!memmap_address(address, alen, &at)) return HP71_E_INVALID_ARG;
    /* the ROM writes nibble by nibble and stops at the first character
       that is not a hexadecimal digit: Invalid Arg, the ones before it
       written (of which hp71 keeps those on the user flags) */
    int64_t k = 0;
    while (k < dlen && memmap_hex_digit(data[k]) >= 0)
        k++;
    if (k < dlen) {
        *ram_nibbles = write_flags(at, data, 0, k, user_flags);
        return HP71_E_INVALID_ARG;
    }
    if (dlen == 0 || at + dlen <= MEMMAP_ROM_END) return HP71_E_NONE; /* nothing changes */
    if (!on_user_flags(at, dlen)) return HP71_E_NOT_EMULATED;
    *ram_nibbles = write_flags(at, data, 0, dlen, user_flags);
    return HP71_E_NONE;
}
