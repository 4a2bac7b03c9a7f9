/* peephole.c — superinstructions for compiled lines (see peephole.h). */
#include "peephole.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "keywords.h"
#include "number.h"

typedef struct Ins {
    int pos, op, len; /* position, opcode, words including the opcode */
} Ins;

static bool small_int_push(const Word *w) {
    return w[0] == OP_PUSH_NUM && w[2] == 0 && w[3] == NUM_FINITE && w[1] > -NUM_INT_LIMIT &&
           w[1] < NUM_INT_LIMIT;
}

/* True when the k instructions after instruction i of the n at ins exist
 * and none is a jump target (label, by position): i and they may fuse. */
static inline bool free_after(const Ins *ins, const bool *label, int n, int i, int k) {
    if (i + k >= n) return false;
    for (int j = 1; j <= k; j++)
        if (label[ins[i + j].pos]) return false;
    return true;
}
#define FREE_AFTER(k) free_after(ins, label, n, i, (k))

/* The superinstruction for "LOAD x; op", or -1. */
static int fused_with_variable(int op) {
    switch (op) {
    case OP_ADD: return OP_ADD_V;
    case OP_SUB: return OP_SUB_V;
    case OP_MUL: return OP_MUL_V;
    case OP_EQ: return OP_EQ_V;
    default: return -1;
    }
}

/* True when instructions i.. are "LOAD t; LOAD_ELEM a 1; LOAD v; op" with
 * no jump target after the first. */
static inline bool element_compare(const Chunk *c, const Ins *ins, int n, const bool *label, int i,
                                   int op) {
    return ins[i].op == OP_LOAD && i + 3 < n && ins[i + 1].op == OP_LOAD_ELEM &&
           c->code[ins[i + 1].pos + 2] == 1 && ins[i + 2].op == OP_LOAD && ins[i + 3].op == op &&
           free_after(ins, label, n, i, 3);
}

/* Writes op with the array, index and variable of the element comparison at
 * instruction i into out at len, standing for count instructions; returns
 * the new length. */
static int fuse_element_compare(const Chunk *c, const Ins *ins, int i, int count, int op, Word *out,
                                int len, int *newpos) {
    out[len++] = op;
    out[len++] = c->code[ins[i + 1].pos + 1];
    out[len++] = c->code[ins[i].pos + 1];
    out[len++] = c->code[ins[i + 2].pos + 1];
    for (int j = 1; j < count; j++)
        newpos[ins[i + j].pos] = len;
    return len;
}

/* True when the count instructions at a and at b are the same, word for word. */
static bool same_operands(const Chunk *c, const Ins *a, const Ins *b, int count) {
    for (int j = 0; j < count; j++)
        if (a[j].len != b[j].len ||
            memcmp(&c->code[a[j].pos], &c->code[b[j].pos], sizeof(Word) * (size_t)a[j].len) != 0)
            return false;
    return true;
}

void peephole_chunk(Chunk *c) {
    if (!HP71_FAST_PATHS || c->len == 0) return;
    int n = 0;
    /* one block for the four work arrays (a program's every line comes here):
       on the stack for a line of usual length */
    size_t m = (size_t)c->len + 1;
    size_t bytes = m * (sizeof(Word) + sizeof(Ins) + sizeof(int) + sizeof(bool));
    _Alignas(Word) char local[256 * (sizeof(Word) + sizeof(Ins) + sizeof(int) + sizeof(bool))];
    char *block = bytes <= sizeof local ? local : malloc(bytes);
    if (!block) return;
    Word *out = (Word *)block;
    Ins *ins = (Ins *)(block + m * sizeof(Word));
    int *newpos = (int *)((char *)ins + m * sizeof(Ins));
    bool *label = (bool *)((char *)newpos + m * sizeof(int));
    memset(label, 0, m * sizeof(bool));
    for (int pos = 0; pos < c->len; pos += ins[n++].len) {
        Opcode op = (Opcode)c->code[pos];
        if (op >= OP_COUNT) goto done; /* not ours to rewrite */
        ins[n] = (Ins){pos, op, 1 + chunk_operands(op)};
    }
    /* positions jumped to from inside the line cannot be fused away */
    for (int i = 0; i < c->nfixups; i++)
        if (c->fixups[i].kind == FIXUP_LOCAL) {
            Word t = c->code[c->fixups[i].at];
            if (t >= 0 && t <= c->len) label[t] = true;
        }
    /* instructions that carry a fixup other than a jump target keep their
       shape, except JUMP_CMP fused below */
    int len = 0;
    for (int i = 0; i < n;) {
        const Word *w = &c->code[ins[i].pos];
        newpos[ins[i].pos] = len;
        if (ins[i].op == OP_LOAD && FREE_AFTER(3) && small_int_push(&c->code[ins[i + 1].pos]) &&
            (ins[i + 2].op == OP_ADD || ins[i + 2].op == OP_SUB) &&
            ins[i + 3].op == OP_STORE_RESULT && c->code[ins[i + 3].pos + 1] == w[1]) {
            Word k = c->code[ins[i + 1].pos + 1];
            out[len++] = OP_INC;
            out[len++] = w[1];
            out[len++] = ins[i + 2].op == OP_ADD ? k : -k;
            for (int j = 1; j < 4; j++)
                newpos[ins[i + j].pos] = len;
            i += 4;
        } else if (ins[i].op == OP_LOAD && FREE_AFTER(2) && ins[i + 1].op == OP_LOAD &&
                   ins[i + 2].op == OP_JUMP_CMP) {
            const Word *j = &c->code[ins[i + 2].pos];
            out[len++] = OP_JUMP_CMP_VV;
            out[len++] = w[1];
            out[len++] = c->code[ins[i + 1].pos + 1];
            out[len++] = j[1];
            out[len++] = j[2];
            /* the target operand moves: record where for the fixup */
            newpos[ins[i + 1].pos] = len;
            newpos[ins[i + 2].pos] = len - 3; /* so that pos+2 maps to len-1 */
            i += 3;
        } else if (element_compare(c, ins, n, label, i, OP_EQ) &&
                   element_compare(c, ins, n, label, i + 4, OP_SUB) && !label[ins[i + 4].pos] &&
                   same_operands(c, &ins[i], &ins[i + 4], 3)) {
            len = fuse_element_compare(c, ins, i, 8, OP_EQ_SUB_EV, out, len, newpos);
            i += 8;
        } else if (element_compare(c, ins, n, label, i, OP_EQ) ||
                   element_compare(c, ins, n, label, i, OP_SUB)) {
            len = fuse_element_compare(c, ins, i, 4, ins[i + 3].op == OP_EQ ? OP_EQ_EV : OP_SUB_EV,
                                       out, len, newpos);
            i += 4;
        } else if (ins[i].op == OP_LOAD && FREE_AFTER(2) && ins[i + 1].op == OP_LOAD &&
                   ins[i + 2].op == OP_SUB) {
            out[len++] = OP_SUB_VV;
            out[len++] = w[1];
            out[len++] = c->code[ins[i + 1].pos + 1];
            newpos[ins[i + 1].pos] = len;
            newpos[ins[i + 2].pos] = len;
            i += 3;
        } else if (ins[i].op == OP_LOAD && FREE_AFTER(1) && ins[i + 1].op == OP_LOAD_ELEM &&
                   c->code[ins[i + 1].pos + 2] == 1) {
            out[len++] = OP_LOAD_ELEM_V;
            out[len++] = c->code[ins[i + 1].pos + 1];
            out[len++] = w[1];
            newpos[ins[i + 1].pos] = len;
            i += 2;
        } else if (ins[i].op == OP_LOAD && FREE_AFTER(1) &&
                   fused_with_variable(ins[i + 1].op) >= 0) {
            out[len++] = fused_with_variable(ins[i + 1].op);
            out[len++] = w[1];
            newpos[ins[i + 1].pos] = len;
            i += 2;
        } else if (ins[i].op == OP_EQ && FREE_AFTER(2) && ins[i + 1].op == OP_OR &&
                   ins[i + 2].op == OP_JUMP_FALSE) {
            out[len++] = OP_EQ_JUMP_NOR;
            out[len++] = c->code[ins[i + 2].pos + 1];
            newpos[ins[i + 1].pos] = len;
            /* the jump's target operand (a local fixup) moves here */
            newpos[ins[i + 2].pos] = len - 2;
            i += 3;
        } else if (ins[i].op == OP_OR && FREE_AFTER(1) && ins[i + 1].op == OP_JUMP_FALSE) {
            out[len++] = OP_JUMP_NOR;
            out[len++] = c->code[ins[i + 1].pos + 1];
            /* the jump's target operand (a local fixup) moves here */
            newpos[ins[i + 1].pos] = len - 2;
            i += 2;
        } else if (ins[i].op == OP_FUNC && w[1] == KW_ABS) {
            out[len++] = OP_ABS;
            i += 1;
        } else if (ins[i].op == OP_LOAD && FREE_AFTER(1) && ins[i + 1].op == OP_LOAD) {
            out[len++] = OP_LOAD2;
            out[len++] = w[1];
            out[len++] = c->code[ins[i + 1].pos + 1];
            newpos[ins[i + 1].pos] = len;
            i += 2;
        } else if (small_int_push(w)) {
            out[len++] = OP_PUSH_INT;
            out[len++] = w[1];
            i += 1;
        } else {
            for (int j = 0; j < ins[i].len; j++) /* a few words: no call to memcpy */
                out[len++] = w[j];
            i += 1;
        }
    }
    newpos[c->len] = len;
    /* move the fixups and the local jump targets */
    for (int f = 0; f < c->nfixups; f++) {
        Fixup *x = &c->fixups[f];
        int k = 0;
        while (k + 1 < n && ins[k + 1].pos <= x->at)
            k++;
        x->at = newpos[ins[k].pos] + (x->at - ins[k].pos);
    }
    for (int f = 0; f < c->nfixups; f++)
        if (c->fixups[f].kind == FIXUP_LOCAL) {
            Word t = out[c->fixups[f].at];
            out[c->fixups[f].at] = newpos[t];
        }
    /* an INC that STMT and JUMP_CMP_VV follow runs them with one dispatch
       (INC_THEN: the same words; a jump to the STMT still runs it), */
    /* and so do EQ_SUB_EV with the ABS after it, SUB_VV with the
       EQ_JUMP_NOR after it (B(T)=C OR ABS(B(T)-C)=R-T: two dispatches for
       four); their costed loops run the words one by one */
    for (int pos = 0; pos < len; pos += 1 + chunk_operands((Opcode)out[pos]))
        if (out[pos] == OP_INC && pos + 4 < len && out[pos + 3] == OP_STMT &&
            out[pos + 4] == OP_JUMP_CMP_VV)
            out[pos] = OP_INC_THEN;
        else if (out[pos] == OP_EQ_SUB_EV && pos + 4 < len && out[pos + 4] == OP_ABS)
            out[pos] = OP_EQ_SUB_ABS_EV;
        else if (out[pos] == OP_SUB_VV && pos + 3 < len && out[pos + 3] == OP_EQ_JUMP_NOR)
            out[pos] = OP_SUB_VV_EQ_NOR;
    memcpy(c->code, out, sizeof(Word) * (size_t)len);
    c->len = len;
done:
    if (block != local) free(block);
}
