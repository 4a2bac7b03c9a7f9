/* Unit tests of the address space module (memmap.c): addresses, PEEK$'s
 * count and what PEEK$ and POKE do. Each answer is the ROM's
 * (tests/model/functions/peek_poke_* holds the sessions). */
#include <criterion/criterion.h>
#include <string.h>

#include "memmap.h"

static Num num(int64_t m, int e) {
    return (Num){m, e, NUM_FINITE};
}

/* the user flags pokes write into (bit i: flag i) and the nibbles it wrote there */
static uint64_t flags;
static int64_t ram;

static Hp71Error poke(const char *at, const char *data) {
    return memmap_poke(at, (int64_t)strlen(at), data, (int64_t)strlen(data), &flags, &ram);
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
    cr_assert_eq(poke("2C000", "1"), HP71_E_NOT_EMULATED);
    cr_assert_eq(poke("", "1"), HP71_E_INVALID_ARG);
    cr_assert_eq(poke("123456", ""), HP71_E_INVALID_ARG);
    cr_assert_eq(poke("2FFFF", "G"), HP71_E_INVALID_ARG); /* checked before anything is written */
    cr_assert_eq(poke("1", "1 "), HP71_E_INVALID_ARG);
}

Test(memmap, user_flags) {
    char out[MEMMAP_FLAG_NIBBLES + 1] = "";
    flags = 0;
    cr_assert_eq(poke("2F6E9", "f"), HP71_E_NONE); /* flags 0 to 3 */
    cr_assert_eq(flags, 15);
    cr_assert_eq(ram, 1);
    cr_assert_eq(poke("2f6eA", "5A"), HP71_E_NONE); /* flags 4 and 6, 9 and 11 */
    cr_assert_eq(flags, 0xA5F);
    cr_assert_eq(poke("2F6F8", "C"), HP71_E_NONE); /* flags 62 and 63 */
    cr_assert_eq(flags, 0xC000000000000A5FULL);
    cr_assert(memmap_peek(flags, 0x2F6E9, 16, out));
    cr_assert_str_eq(out, "F5A000000000000C");
    cr_assert(memmap_peek(flags, 0x2F6F8, 1, out));
    cr_assert_eq(out[0], 'C');
    /* a nibble beside them is not modelled: nothing read, nothing written */
    cr_assert_not(memmap_peek(flags, 0x2F6E8, 2, out));
    cr_assert_not(memmap_peek(flags, 0x2F6F8, 2, out));
    cr_assert_eq(poke("2F6E8", "00"), HP71_E_NOT_EMULATED);
    cr_assert_eq(poke("2F6F8", "00"), HP71_E_NOT_EMULATED);
    /* data is written up to its first bad character (the ROM) */
    cr_assert_eq(poke("2F6E9", "0G"), HP71_E_INVALID_ARG);
    cr_assert_eq(flags, 0xC000000000000A50ULL);
    cr_assert_eq(ram, 1);
    cr_assert_eq(poke("2F6E9", "G1"), HP71_E_INVALID_ARG);
    cr_assert_eq(flags, 0xC000000000000A50ULL);
    cr_assert_eq(ram, 0);
    cr_assert_eq(poke("2F6F8", "1G"), HP71_E_INVALID_ARG); /* G past them */
    cr_assert_eq(flags, 0x1000000000000A50ULL);
    cr_assert_eq(poke("2F6E9", "0000000000000000"), HP71_E_NONE);
    cr_assert_eq(flags, 0);
    cr_assert_eq(ram, 16);
}
