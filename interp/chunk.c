/* chunk.c — growable code buffers and the opcode table (see chunk.h). */
#include "chunk.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct {
    const char *name;
    int operands;
} opcode_table[OP_COUNT] = {
#define HP71_X_ROW(name, operands, doc) {#name, operands},
    HP71_OPCODES(HP71_X_ROW)
#undef HP71_X_ROW
};

int chunk_operands(Opcode op) {
    return opcode_table[op].operands;
}

const char *chunk_opcode_name(Opcode op) {
    return opcode_table[op].name;
}

/* An array of n items of size bytes, cut to fit (n > 0; p stays when the
 * host cannot cut it). */
static void *fit(void *p, int n, int *cap, size_t size) {
    if (n <= 0 || n >= *cap) return p;
    void *q = realloc(p, (size_t)n * size);
    if (!q) return p;
    *cap = n;
    return q;
}

void chunk_shrink(Chunk *c) {
    c->code = fit(c->code, c->len, &c->cap, sizeof(Word));
    c->fixups = fit(c->fixups, c->nfixups, &c->capfixups, sizeof(Fixup));
    c->strs = fit(c->strs, c->nstrs, &c->capstrs, sizeof(StrConst *));
}

/* Doubles an array's room (the first time: first items). */
static void *grow(void *p, int *cap, size_t size, int first) {
    int ncap = *cap ? *cap * 2 : first;
    void *q = realloc(p, (size_t)ncap * size);
    if (!q) {
        fputs("hp71: out of host memory\n", stderr);
        abort();
    }
    *cap = ncap;
    return q;
}

void chunk_reset(Chunk *c) {
    for (int i = 0; i < c->nstrs; i++)
        free(c->strs[i]);
    c->len = c->nfixups = c->nstrs = 0;
}

void chunk_free(Chunk *c) {
    chunk_reset(c);
    free(c->code);
    free(c->fixups);
    free(c->strs);
    memset(c, 0, sizeof *c);
}

int chunk_emit(Chunk *c, Word w) {
    if (c->len == c->cap) c->code = grow(c->code, &c->cap, sizeof(Word), 64);
    c->code[c->len] = w;
    return c->len++;
}

void chunk_fixup(Chunk *c, int at, FixupKind kind, int slot) {
    if (c->nfixups == c->capfixups) c->fixups = grow(c->fixups, &c->capfixups, sizeof(Fixup), 8);
    c->fixups[c->nfixups++] = (Fixup){at, (int32_t)kind, slot, NULL};
}

void chunk_fixup_name(Chunk *c, int at, FixupKind kind, const char *name) {
    chunk_fixup(c, at, kind, 0);
    c->fixups[c->nfixups - 1].name = name;
}

StrConst *chunk_string(Chunk *c, const char *text, int len) {
    if (c->nstrs == c->capstrs) c->strs = grow(c->strs, &c->capstrs, sizeof(StrConst *), 8);
    StrConst *s = malloc(sizeof(StrConst) + (size_t)len + 1);
    if (!s) {
        fputs("hp71: out of host memory\n", stderr);
        abort();
    }
    s->len = len;
    memcpy(s->s, text, (size_t)len);
    s->s[len] = '\0';
    c->strs[c->nstrs++] = s;
    return s;
}
