/*
 * memmap.h — the HP-71B's address space as PEEK$, POKE and HTD see it.
 *
 * This module owns the rules for an address given as a string of
 * hexadecimal digits, for the nibbles POKE writes and the count PEEK$
 * reads, and what hp71 can answer of them. Of the machine's 1,048,576
 * nibbles only the flags are modelled: 32 nibbles from 2F6D9, four flags to
 * a nibble, the lowest numbered in its lowest bit: system flags -1 to -32
 * (2F6D9 to 2F6E0), -33 to -64 (2F6E1 to 2F6E8, read only: what else the
 * ROM keeps there is not modelled) and user flags 0 to 63 (2F6E9 to
 * 2F6F8). So PEEK$ and POKE of them read and set the flags, as programs
 * that save and restore the flags do; a read of any other nibble and a
 * write into any other part of RAM or a device is Not Emulated. The rest
 * is what the ROM answers without reading the memory: its argument
 * errors, PEEK$ of no nibble, POKE of none, and POKE into the system ROM
 * (00000 to 1FFFF), which changes nothing. Each rule was checked on ROM
 * 2CDCC
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
#define MEMMAP_FLAGS         0x2F6D9 /* the flags: 32 nibbles from here */
#define MEMMAP_FLAG_NIBBLES  32
#define MEMMAP_USER_FLAGS    0x2F6E9 /* the user flags 0 to 63: the last 16 of them */

/* The flags as the RAM holds them: bit n of system is flag -n (1 to 63;
 * -33 to -64 read only, all 0 but -62, which is 1 while a program line
 * runs: running, and -49, 1 once OFF has run: turned_off), bit i of user
 * is user flag i. */
typedef struct {
    uint64_t system, user;
    bool running, turned_off;
} MemmapFlags;

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

/* PEEK$ of nibbles (1 to MEMMAP_FLAG_NIBBLES) from address at, given the
 * flags: writes them to out as hexadecimal digits (upper case, no
 * terminator) and returns true when every one is a modelled nibble (the
 * flags); returns false, writing nothing, otherwise (the caller's Not
 * Emulated). */
bool memmap_peek(const MemmapFlags *flags, int64_t at, int64_t nibbles, char *out);

/* POKE data (dlen characters, each a hexadecimal digit) at address (text
 * of alen characters), into the flags where it falls on those POKE may
 * set (system flags -1 to -32, user flags); sets *ram_nibbles to the
 * number of nibbles written there. Returns HP71_E_NONE when it is done: no
 * data, every nibble in the system ROM (nothing changes), or every nibble
 * on those flags or on the read-only flags as they are; Invalid Arg for a
 * bad address (nothing written) or data (the nibbles before its first bad
 * character written, as the ROM writes them: those on the flags); Not
 * Emulated for a write anywhere else. */
Hp71Error memmap_poke(const char *address, int64_t alen, const char *data, int64_t dlen,
                      MemmapFlags *flags, int64_t *ram_nibbles);

#endif
