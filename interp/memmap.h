/*
 * memmap.h — the HP-71B's address space as PEEK$, POKE and HTD see it.
 *
 * This module owns the rules for an address given as a string of
 * hexadecimal digits, for the nibbles POKE writes and the count PEEK$
 * reads, and what hp71 can answer of them: the machine's 1,048,576
 * nibbles are not modelled, so every read of a nibble and every write into
 * RAM or a device is Not Emulated. What is answered is what the ROM
 * answers without reading the memory: its argument errors, PEEK$ of no
 * nibble, POKE of none, and POKE into the system ROM (00000 to 1FFFF),
 * which changes nothing. Each rule was checked on ROM 2CDCC
 * (tests/model/functions/peek_poke_*).
 */
#ifndef HP71_MEMMAP_H
#define HP71_MEMMAP_H

#include <stdbool.h>
#include <stdint.h>

#include "errors.h"
#include "number.h"

#define MEMMAP_ROM_END       0x20000 /* the system ROM: nibbles 00000 to 1FFFF */
#define MEMMAP_PEEK_MAX      524288  /* PEEK$ of this many nibbles or more: Invalid Arg */
#define MEMMAP_ADDRESS_CHARS 5       /* an address: 1 to 5 hexadecimal digits */

/* The value of one hexadecimal digit c, either case; -1 for any other
 * character. */
int memmap_hex_digit(char c);

/* Reads an address: text (len characters) of 1 to 5 hexadecimal digits,
 * either case, nothing else (no blank). Sets *address (0 to FFFFF) and
 * returns true, or returns false (the ROM's Invalid Arg: HTD and PEEK$
 * and POKE). */
bool memmap_address(const char *text, int64_t len, int64_t *address);

/* PEEK$'s count of nibbles: n rounded to an integer, ties away from zero.
 * Sets *nibbles and returns HP71_E_NONE, or returns Invalid Arg (NaN,
 * Inf, below 0 once rounded, MEMMAP_PEEK_MAX or more). */
Hp71Error memmap_peek_count(Num n, int64_t *nibbles);

/* POKE data (dlen characters, each a hexadecimal digit) at address (text
 * of alen characters). Returns HP71_E_NONE when it is done, which is when
 * it changes nothing: no data, or every nibble in the system ROM; Invalid
 * Arg for a bad address or data; Not Emulated for a write into RAM or a
 * device. */
Hp71Error memmap_poke(const char *address, int64_t alen, const char *data, int64_t dlen);

#endif
