/* disasm.c — compiled code as text (see disasm.h). */
#include "disasm.h"

#include <stdio.h>

/* Whether operand i of op is a pointer to a string constant. */
static int string_operand(Opcode op, int i) {
    switch (op) {
    case OP_PUSH_STR: return i == 0;
    case OP_INPUT: return i == 0;
    case OP_DATA_ITEM: return i == 3;
    case OP_COMMAND: return i == 6;
    case OP_FILE_ABSENT: return i == 1;
    case OP_FILE_COPY: return i == 1 || i == 2;
    case OP_FILE_MERGE: return i == 0;
    case OP_FILE_TRANSFORM: return i == 0 || i == 2;
    case OP_CHAIN: return i == 0;
    case OP_NAME_FILE: return i == 0;
    default: return 0;
    }
}

int64_t disasm_instruction(const Word *code, int64_t pc, char *out, size_t cap) {
    Word w = code[pc];
    if (w < 0 || w >= OP_COUNT) {
        snprintf(out, cap, "%6lld ?%lld", (long long)pc, (long long)w);
        return pc + 1;
    }
    Opcode op = (Opcode)w;
    int n = chunk_operands(op);
    size_t len = (size_t)snprintf(out, cap, "%6lld %-14s", (long long)pc, chunk_opcode_name(op));
    for (int i = 0; i < n && len < cap; i++) {
        Word v = code[pc + 1 + i];
        if (chunk_is_line(op)) v = (LineMark){.word = v}.at.line; /* (its number, not its pc) */
        if (string_operand(op, i) && v) {
            const StrConst *s = (const StrConst *)(intptr_t)v;
            len += (size_t)snprintf(out + len, cap - len, " \"%.*s\"", s->len > 40 ? 40 : s->len,
                                    s->s);
        } else {
            len += (size_t)snprintf(out + len, cap - len, " %lld", (long long)v);
        }
    }
    return pc + 1 + n;
}
