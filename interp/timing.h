/*
 * timing.h — the cost model: how long a real HP-71B takes.
 *
 * This module owns the one table of emulated execution times: microseconds
 * per executed opcode, per displayed line, per character displayed. The VM
 * adds these up while the clock is virtual or the speed is paced, so that
 * TIME advances as on the real machine (about 50-60 lines per second on the
 * seed listing) and --speed=authentic can pace a run in real time.
 * docs/timing.md explains the figures and their calibration.
 */
#ifndef HP71_TIMING_H
#define HP71_TIMING_H

#include <stdint.h>

#include "chunk.h"

/* Emulated microseconds one execution of each opcode takes (read-only). */
extern const int32_t timing_op_cost[OP_COUNT];

/* Emulated microseconds one execution of op takes. */
int32_t timing_op_us(Opcode op);

/* Extra emulated microseconds of a transcendental or other slow function. */
#define TIMING_SLOW_FUNCTION_US 30000

/* Emulated microseconds to show one line of len characters on the LCD. */
int64_t timing_display_us(int len);

#endif
