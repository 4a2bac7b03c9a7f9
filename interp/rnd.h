/*
 * rnd.h — the HP-71B's random number generator (RND, RANDOMIZE).
 *
 * This module owns the generator, learned value for value from the real
 * ROM's outputs (docs/language.md, "RND"): a multiplicative congruential
 * generator on 15 decimal digits, x' = x * 2851130928467 mod 10^15, whose
 * RND is x / 10^15 cut (not rounded) to 12 significant digits. RANDOMIZE s
 * builds the state from |s|'s 12 mantissa digits and its exponent; 0 gives
 * the state 0, where RND is 0 for ever. The period is 5 * 10^13 draws for
 * every other seed.
 */
#ifndef HP71_RND_H
#define HP71_RND_H

#include <stdint.h>

#include "number.h"

/* The multiplier, and the state after a reset (Memory Lost): the ROM's
 * first RND is then .529199358633. */
#define RND_MULTIPLIER  2851130928467ULL
#define RND_RESET_STATE 999500333083533ULL

/* Takes a seed (any finite number or Inf; the caller refuses a signaling
 * NaN) and returns the state RANDOMIZE seed sets, below 10^15. */
uint64_t rnd_seed(Num seed);

/* Takes the machine's time since its reset in microseconds (SETTIME and
 * the like do not move it) and returns the state RANDOMIZE without a seed
 * sets: the ROM seeds with a counter that runs down from 30,720 to 0 at
 * 512 a second, once a minute of that time (its RND then ends in
 * ...7677351 for the first 40 seconds of each minute). */
uint64_t rnd_clock_seed(int64_t machine_us);

/* Advances *state and returns the next RND, in [0, 1). */
Num rnd_next(uint64_t *state);

#endif
