/*
 * peephole.h — fuses common opcode sequences into superinstructions.
 *
 * This module owns the rewriting of a compiled line into fewer, larger
 * instructions (chunk.h: PUSH_INT, LOAD2, INC, INC_THEN, LOAD_ELEM_V, JUMP_CMP_VV). It
 * keeps the line's meaning, its jump targets and fixups, and its cost in the
 * timing model (each superinstruction costs what the sequence it replaces
 * did). It is skipped when hp71 is built with fast_paths=false.
 */
#ifndef HP71_PEEPHOLE_H
#define HP71_PEEPHOLE_H

#include "chunk.h"

/* Rewrites c in place. */
void peephole_chunk(Chunk *c);

#endif
