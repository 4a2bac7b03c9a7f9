/* chunk.c — growable code buffers and the opcode table (see chunk.h). */
#include "chunk.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const opcode_names[OP_COUNT] = {
#define HP71_X_NAME(name, operands, doc) #name,
    HP71_OPCODES(HP71_X_NAME)
#undef HP71_X_NAME
};

const char *chunk_opcode_name(Opcode op) {
    return opcode_names[op];
}

/* p, an allocation's result; the process ends when the host had no memory
 * for it. */
static void *allocated(void *p) {
    if (!p) {
        fputs("hp71: out of host memory\n", stderr);
        abort();
    }
    return p;
}

/* A new array holding the n items of size bytes at p (NULL when n is 0). */
static void *copy_exact(const void *p, int n, size_t size) {
    if (n <= 0) return NULL;
    return memcpy(allocated(malloc((size_t)n * size)), p, (size_t)n * size);
}

void chunk_take(Chunk *dst, Chunk *src) {
    *dst = (Chunk){.code = copy_exact(src->code, src->len, sizeof(Word)),
                   .len = src->len,
                   .cap = src->len,
                   .fixups = copy_exact(src->fixups, src->nfixups, sizeof(Fixup)),
                   .nfixups = src->nfixups,
                   .capfixups = src->nfixups,
                   .strs = copy_exact(src->strs, src->nstrs, sizeof(StrConst *)),
                   .nstrs = src->nstrs,
                   .capstrs = src->nstrs};
    src->len = src->nfixups = src->nstrs = 0; /* its strings are dst's now */
}

/* Doubles an array's room (the first time: first items). */
static void *grow(void *p, int *cap, size_t size, int first) {
    int ncap = *cap ? *cap * 2 : first;
    void *q = allocated(realloc(p, (size_t)ncap * size));
    *cap = ncap;
    return q;
}

void chunk_reset(Chunk *c) {
    for (int i = 0; i < c->nstrs; i++)
        free(c->strs[i]);
    c->len = c->nfixups = c->nstrs = 0;
}

void chunk_copy(Chunk *dst, const Chunk *src) {
    *dst = (Chunk){.code = copy_exact(src->code, src->len, sizeof(Word)),
                   .len = src->len,
                   .cap = src->len,
                   .fixups = copy_exact(src->fixups, src->nfixups, sizeof(Fixup)),
                   .nfixups = src->nfixups,
                   .capfixups = src->nfixups};
    for (int i = 0; i < src->nstrs; i++) {
        const StrConst *old = src->strs[i];
        StrConst *s = chunk_string(dst, old->s, old->len);
        for (int k = 0; k < dst->len; k++) /* (the code's only pointers are its strings) */
            if (dst->code[k] == (Word)(intptr_t)old) dst->code[k] = (Word)(intptr_t)s;
        for (int k = 0; k < dst->nfixups; k++) /* (and a fixup's name is one of them) */
            if (dst->fixups[k].name == old->s) dst->fixups[k].name = s->s;
    }
}

void chunk_free(Chunk *c) {
    chunk_reset(c);
    free(c->code);
    free(c->fixups);
    free(c->strs);
    memset(c, 0, sizeof *c);
}

void chunk_grow_code(Chunk *c) {
    c->code = grow(c->code, &c->cap, sizeof(Word), 64);
}

void chunk_reserve(Chunk *c, int words) {
    if (words <= c->cap) return;
    c->code = allocated(realloc(c->code, (size_t)words * sizeof(Word)));
    c->cap = words;
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
    StrConst *s = allocated(malloc(sizeof(StrConst) + (size_t)len + 1));
    s->len = len;
    memcpy(s->s, text, (size_t)len);
    s->s[len] = '\0';
    c->strs[c->nstrs++] = s;
    return s;
}
