/*
 * disasm.h — the disassembler: compiled code as text, one instruction a
 * line, for people working on the compiler and the VM (hp71 --disasm).
 *
 * This module owns the text form of instructions: the opcode's name (from
 * chunk.h's list) and its operands, with the operands that are pointers
 * (string constants, names) shown as their text.
 */
#ifndef HP71_DISASM_H
#define HP71_DISASM_H

#include <stddef.h>
#include <stdint.h>

#include "chunk.h"

/* Writes the instruction at code[pc] into out (cap bytes, NUL-terminated):
 * "pc OPCODE operand ...". Returns the position of the next instruction. */
int64_t disasm_instruction(const Word *code, int64_t pc, char *out, size_t cap);

#endif
