/* Unit tests of the address space module (memmap.c): addresses, PEEK$'s
 * count and what PEEK$ and POKE do. Each answer is the ROM's
 * (tests/model/functions/peek_poke_* holds the sessions). */
#include <criterion/criterion.h>
#include <string.h>

#include "memmap.h"

static Num num(int64_t m, int e) {
    return (Num){m, e, NUM_FINITE};
}

/* the flags pokes write into and the nibbles the last one wrote there */
static MemmapFlags f;
static int64_t ram;

static Hp71Error poke(const char *at, const char *data) {
    return memmap_poke(at, (int64_t)strlen(at), data, (int64_t)strlen(data), true, &f, &ram);
}

/* the same on a machine with modules (not plain) */
static Hp71Error poke_not_plain(const char *at, const char *data) {
    return memmap_poke(at, (int64_t)strlen(at), data, (int64_t)strlen(data), false, &f, &ram);
}

Test(memmap, addresses) {
    int64_t a = -1;
    cr_assert(memmap_address("2C000", 5, &a));
    cr_assert_eq(a, 0x2C000);
    cr_assert(memmap_address("a", 1, &a));
    cr_assert_eq(a, 10);
    cr_assert(memmap_address("fFfFf", 5, &a));
    cr_assert_eq(a, 0xFFFFF);
    cr_assert_not(memmap_address("", 0, &a));
    cr_assert_not(memmap_address("123456", 6, &a));
    cr_assert_not(memmap_address(" 1", 2, &a));
    cr_assert_not(memmap_address("1 ", 2, &a));
    cr_assert_not(memmap_address("G", 1, &a));
    cr_assert_not(memmap_address("1\0", 2, &a));
}

Test(memmap, peek_counts) {
    int64_t n = -1;
    cr_assert_eq(memmap_peek_count(num(0, 0), &n), HP71_E_NONE);
    cr_assert_eq(n, 0);
    cr_assert_eq(memmap_peek_count(num(4, -1), &n), HP71_E_NONE); /* .4 is 0 */
    cr_assert_eq(n, 0);
    cr_assert_eq(memmap_peek_count(num(5, -1), &n), HP71_E_NONE); /* .5 is 1 */
    cr_assert_eq(n, 1);
    cr_assert_eq(memmap_peek_count(num(-4, -1), &n), HP71_E_NONE); /* -.4 is 0 */
    cr_assert_eq(n, 0);
    cr_assert_eq(memmap_peek_count(num(-5, -1), &n), HP71_E_INVALID_ARG); /* -.5 is -1 */
    cr_assert_eq(memmap_peek_count(num(5242874, -1), &n), HP71_E_NONE);
    cr_assert_eq(n, 524287);
    cr_assert_eq(memmap_peek_count(num(5242875, -1), &n), HP71_E_INVALID_ARG);
    cr_assert_eq(memmap_peek_count(num(1, 6), &n), HP71_E_INVALID_ARG);
    cr_assert_eq(memmap_peek_count((Num){1, 0, NUM_INF}, &n), HP71_E_INVALID_ARG);
    cr_assert_eq(memmap_peek_count(num_signaling_nan(), &n), HP71_E_INVALID_ARG);
}

Test(memmap, pokes) {
    cr_assert_eq(poke("1", ""), HP71_E_NONE);      /* no nibble */
    cr_assert_eq(poke("2FFFF", ""), HP71_E_NONE);  /* nor here */
    cr_assert_eq(poke("00000", "F"), HP71_E_NONE); /* the ROM does not change */
    cr_assert_eq(poke("1FFFE", "ab"), HP71_E_NONE);
    cr_assert_eq(poke("1FFFF", "12"), HP71_E_NOT_EMULATED); /* its second nibble is past it */
    cr_assert_eq(poke("2C000", "1"), HP71_E_NONE);          /* nothing answers there: lost */
    cr_assert_eq(poke_not_plain("2C000", "1"), HP71_E_NOT_EMULATED);
    cr_assert_eq(poke("2E0FF", "12"), HP71_E_NOT_EMULATED); /* into the display's RAM */
    cr_assert_eq(poke("37FFF", "1"), HP71_E_NOT_EMULATED);  /* the RAM */
    cr_assert_eq(poke("38000", "1234"), HP71_E_NONE);       /* past it */
    cr_assert_eq(poke("FFFFF", "12"), HP71_E_NOT_EMULATED); /* on into the ROM at 00000 */
    cr_assert_eq(poke("", "1"), HP71_E_INVALID_ARG);
    cr_assert_eq(poke("123456", ""), HP71_E_INVALID_ARG);
    cr_assert_eq(poke("2FFFF", "G"), HP71_E_INVALID_ARG); /* checked before anything is written */
    cr_assert_eq(poke("1", "1 "), HP71_E_INVALID_ARG);
}

Test(memmap, user_flags) {
    char out[MEMMAP_FLAG_NIBBLES + 1] = "";
    f = (MemmapFlags){0, 0, false, false};
    cr_assert_eq(poke("2F6E9", "f"), HP71_E_NONE); /* flags 0 to 3 */
    cr_assert_eq(f.user, 15);
    cr_assert_eq(ram, 1);
    cr_assert_eq(poke("2f6eA", "5A"), HP71_E_NONE); /* flags 4 and 6, 9 and 11 */
    cr_assert_eq(f.user, 0xA5F);
    cr_assert_eq(poke("2F6F8", "C"), HP71_E_NONE); /* flags 62 and 63 */
    cr_assert_eq(f.user, 0xC000000000000A5FULL);
    cr_assert(memmap_peek(&f, true, 0x2F6E9, 16, out));
    cr_assert_str_eq(out, "F5A000000000000C");
    cr_assert(memmap_peek(&f, true, 0x2F6F8, 1, out));
    cr_assert_eq(out[0], 'C');
    /* a nibble past them is not modelled: nothing read, nothing written */
    cr_assert_not(memmap_peek(&f, true, 0x2F6F8, 2, out));
    cr_assert_eq(poke("2F6F8", "00"), HP71_E_NOT_EMULATED);
    cr_assert_eq(f.user, 0xC000000000000A5FULL);
    /* data is written up to its first bad character (the ROM) */
    cr_assert_eq(poke("2F6E9", "0G"), HP71_E_INVALID_ARG);
    cr_assert_eq(f.user, 0xC000000000000A50ULL);
    cr_assert_eq(ram, 1);
    cr_assert_eq(poke("2F6E9", "G1"), HP71_E_INVALID_ARG);
    cr_assert_eq(f.user, 0xC000000000000A50ULL);
    cr_assert_eq(ram, 0);
    cr_assert_eq(poke("2F6F8", "1G"), HP71_E_INVALID_ARG); /* G past them */
    cr_assert_eq(f.user, 0x1000000000000A50ULL);
    cr_assert_eq(poke("2F6E9", "0000000000000000"), HP71_E_NONE);
    cr_assert_eq(f.user, 0);
    cr_assert_eq(ram, 16);
}

Test(memmap, system_flags) {
    char out[MEMMAP_FLAG_NIBBLES + 1] = "";
    f = (MemmapFlags){0, 0, false, false};
    cr_assert_eq(poke("2F6D9", "1"), HP71_E_NONE); /* flag -1: bit 1 */
    cr_assert_eq(f.system, 2);
    cr_assert_eq(poke("2F6DF", "1"), HP71_E_NONE); /* -25 */
    cr_assert_eq(f.system, 2 | 1ULL << 25);
    cr_assert_eq(poke("2F6E0", "8"), HP71_E_NONE); /* -32 */
    cr_assert_eq(f.system, 2 | 1ULL << 25 | 1ULL << 32);
    cr_assert(memmap_peek(&f, true, 0x2F6D9, 8, out));
    cr_assert_str_eq(out, "10000018");
    /* -33 to -64 read as 0 but -62 while a line runs; POKE may not set them */
    cr_assert(memmap_peek(&f, true, 0x2F6E1, 8, out));
    cr_assert_str_eq(out, "00000000");
    f.running = true;
    cr_assert(memmap_peek(&f, true, 0x2F6D9, 32, out));
    cr_assert_str_eq(out, "1000001800000002"
                          "0000000000000000");
    cr_assert_eq(poke("2F6E1", "F"), HP71_E_NOT_EMULATED);
    cr_assert_eq(poke("2F6E8", "0"), HP71_E_NOT_EMULATED); /* -62 is 1 */
    cr_assert_eq(poke("2F6E1", "00000002"), HP71_E_NONE);  /* as they are: no change */
    cr_assert_eq(ram, 0);
    cr_assert_eq(poke("2F6E0", "01"), HP71_E_NOT_EMULATED); /* nothing written */
    cr_assert_eq(f.system, 2 | 1ULL << 25 | 1ULL << 32);
    cr_assert_not(memmap_peek(&f, true, 0x2F6D8, 2, out)); /* a nibble before them */
    /* one POKE across system and user flags sets the writable ones when it
       stops at a bad character */
    cr_assert_eq(poke("2F6E0", "0FFFFFFFFFFG"), HP71_E_INVALID_ARG);
    cr_assert_eq(f.system, 2 | 1ULL << 25);
    cr_assert_eq(f.user, 0xFF);
    cr_assert_eq(ram, 3);
    /* -49 reads 1 once OFF has run (the ROM) */
    f.turned_off = true;
    memset(out, 0, sizeof out);
    cr_assert(memmap_peek(&f, true, 0x2F6E1, 8, out));
    cr_assert_str_eq(out, "00001002");
}

/* Where nothing answers on the plain machine a nibble reads 0 (ROM 2CDCC,
 * functions/peek_poke_unanswered); elsewhere nothing is read. */
Test(memmap, unanswered) {
    char out[40] = "";
    f = (MemmapFlags){0, 0, false, false};
    cr_assert(memmap_peek(&f, true, 0x20000, 8, out));
    cr_assert_str_eq(out, "00000000");
    cr_assert(memmap_peek(&f, true, 0x2E0F8, 8, out));
    cr_assert_not(memmap_peek(&f, true, 0x2E0F8, 9, out)); /* the display's RAM */
    cr_assert_not(memmap_peek(&f, true, 0x2E3FF, 2, out));
    cr_assert(memmap_peek(&f, true, 0x2E400, 1, out));
    cr_assert(memmap_peek(&f, true, 0x2F3FF, 1, out));
    cr_assert_not(memmap_peek(&f, true, 0x2F3FF, 2, out)); /* the RAM */
    cr_assert_not(memmap_peek(&f, true, 0x37FFF, 1, out));
    cr_assert(memmap_peek(&f, true, 0x38000, 1, out));
    cr_assert(memmap_peek(&f, true, 0xFFFFF, 1, out));
    cr_assert_not(memmap_peek(&f, true, 0xFFFFF, 2, out)); /* on into the system ROM */
    cr_assert_not(memmap_peek(&f, true, 0x1FFFF, 2, out));
    cr_assert_not(memmap_peek(&f, false, 0x20000, 1, out)); /* modules: not modelled */
    /* the flags are read as before */
    f.user = 0xF;
    memset(out, 0, sizeof out);
    cr_assert(memmap_peek(&f, true, 0x2F6E9, 1, out));
    cr_assert_str_eq(out, "F");
}
