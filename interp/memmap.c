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

Hp71Error memmap_poke(const char *address, int64_t alen, const char *data, int64_t dlen) {
    int64_t at;
    if (!memmap_address(address, alen, &at)) return HP71_E_INVALID_ARG;
    for (int64_t i = 0; i < dlen; i++)
        if (memmap_hex_digit(data[i]) < 0) return HP71_E_INVALID_ARG;
    if (dlen == 0 || at + dlen <= MEMMAP_ROM_END) return HP71_E_NONE; /* nothing changes */
    return HP71_E_NOT_EMULATED;
}
