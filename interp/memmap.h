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
 * that save and restore the flags do. Where nothing answers on the plain
 * machine (no plug-in module, no port freed: memmap_unanswered) a nibble
 * reads 0 and a POKE changes nothing, as on the ROM. A read of any other
 * nibble (the system ROM, the display's RAM, the rest of the RAM) and a
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
#define MEMMAP_DISPLAY       0x2E100 /* the display's RAM: 2E100 to 2E3FF */
#define MEMMAP_DISPLAY_END   0x2E400
#define MEMMAP_RAM           0x2F400 /* the plain machine's RAM: 2F400 to 37FFF */
#define MEMMAP_RAM_END       0x38000
#define MEMMAP_SPACE         0x100000 /* the address space: 00000 to FFFFF */

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

/* Whether nothing answers at address at (0 to FFFFF) on the plain machine
 * (plain: no plug-in RAM, no port freed): between the system ROM and the
 * display's RAM, between the display's RAM and the RAM, and past the RAM.
 * Such a nibble reads 0 and a POKE there is lost (ROM 2CDCC with no
 * module plugged in: functions/peek_poke_unanswered); false whenever the
 * machine is not plain (where its modules sit is not modelled). */
bool memmap_unanswered(int64_t at, bool plain);

/* PEEK$ of nibbles (1 or more) from address at, given the flags and
 * whether the machine is plain (memmap_unanswered): writes them to out
 * (room for nibbles characters) as hexadecimal digits (upper case, no
 * terminator) and returns true when every one is a modelled nibble (the
 * flags, or where nothing answers); returns false otherwise (the caller's
 * Not Emulated). A read past FFFFF goes on from 00000, the system ROM. */
bool memmap_peek(const MemmapFlags *flags, bool plain, int64_t at, int64_t nibbles, char *out);

/* POKE data (dlen characters, each a hexadecimal digit) at address (text
 * of alen characters), into the flags where it falls on those POKE may
 * set (system flags -1 to -32, user flags); sets *ram_nibbles to the
 * number of nibbles written there. Returns HP71_E_NONE when it is done: no
 * data, every nibble in the system ROM (nothing changes), or every nibble
 * on those flags, on the read-only flags as they are, or where nothing
 * answers (plain: memmap_unanswered; nothing changes); Invalid Arg for a
 * bad address (nothing written) or data (the nibbles before its first bad
 * character written, as the ROM writes them: those on the flags); Not
 * Emulated for a write anywhere else. */
Hp71Error memmap_poke(const char *address, int64_t alen, const char *data, int64_t dlen, bool plain,
                      MemmapFlags *flags, int64_t *ram_nibbles);

#endif
