/* program.c — the program store and the linker (see program.h). */
#include "program.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void program_init(Program *p) { memset(p, 0, sizeof *p); }

void program_free(Program *p) {
    for (int i = 0; i < p->count; i++) {
        free(p->lines[i].text);
        chunk_free(&p->lines[i].code);
    }
    free(p->lines);
    chunk_free(&p->code);
    memset(p, 0, sizeof *p);
}

int program_lower_bound(const Program *p, int number) {
    int lo = 0, hi = p->count;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (p->lines[mid].number < number) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

static char *copy_text(const char *text) {
    size_t n = strlen(text);
    char *s = malloc(n + 1);
    if (!s) {
        fputs("hp71: out of host memory\n", stderr);
        abort();
    }
    memcpy(s, text, n + 1);
    return s;
}

void program_put(Program *p, int number, const char *text, Chunk *code) {
    int i = program_lower_bound(p, number);
    p->linked = false;
    if (i < p->count && p->lines[i].number == number) {
        free(p->lines[i].text);
        chunk_free(&p->lines[i].code);
    } else {
        if (p->count == p->cap) {
            int cap = p->cap ? p->cap * 2 : 64;
            ProgramLine *l = realloc(p->lines, (size_t)cap * sizeof *l);
            if (!l) {
                fputs("hp71: out of host memory\n", stderr);
                abort();
            }
            p->lines = l;
            p->cap = cap;
        }
        memmove(&p->lines[i + 1], &p->lines[i], (size_t)(p->count - i) * sizeof *p->lines);
        p->count++;
    }
    p->lines[i].number = number;
    p->lines[i].text = copy_text(text);
    p->lines[i].code = *code;
    p->lines[i].pc = -1;
    memset(code, 0, sizeof *code);
}

int program_delete_range(Program *p, int from, int to) {
    int i = program_lower_bound(p, from), j = i;
    while (j < p->count && p->lines[j].number <= to) {
        free(p->lines[j].text);
        chunk_free(&p->lines[j].code);
        j++;
    }
    if (j == i) return 0;
    memmove(&p->lines[i], &p->lines[j], (size_t)(p->count - j) * sizeof *p->lines);
    p->count -= j - i;
    p->linked = false;
    return j - i;
}

bool program_delete(Program *p, int number) { return program_delete_range(p, number, number) > 0; }

/* Positions collected while linking one run of chunks. */
typedef struct Marks {
    int32_t *pos, *slot;
    int n, cap;
} Marks;

static void marks_add(Marks *m, int pos, int slot) {
    if (m->n == m->cap) {
        m->cap = m->cap ? m->cap * 2 : 32;
        m->pos = realloc(m->pos, (size_t)m->cap * sizeof *m->pos);
        m->slot = realloc(m->slot, (size_t)m->cap * sizeof *m->slot);
        if (!m->pos || !m->slot) {
            fputs("hp71: out of host memory\n", stderr);
            abort();
        }
    }
    m->pos[m->n] = pos;
    m->slot[m->n++] = slot;
}

typedef struct Link {
    Marks nexts; /* position after each NEXT, with its slot */
    Marks fors;  /* operand position of each FOR exit, with its slot */
    Marks lines; /* operand position of each line-number reference */
} Link;

static void append(Program *p, const Chunk *c, Link *lk) {
    int base = p->code.len;
    for (int i = 0; i < c->len; i++) chunk_emit(&p->code, c->code[i]);
    for (int i = 0; i < c->nfixups; i++) {
        const Fixup *f = &c->fixups[i];
        int at = base + f->at;
        switch ((FixupKind)f->kind) {
        case FIXUP_LOCAL: p->code.code[at] += base; break;
        case FIXUP_LINE: marks_add(&lk->lines, at, 0); break;
        case FIXUP_FOR_EXIT: marks_add(&lk->fors, at, f->slot); break;
        case FIXUP_NEXT: marks_add(&lk->nexts, at + 1, f->slot); break;
        }
    }
}

static void resolve(Program *p, Link *lk) {
    for (int i = 0; i < lk->lines.n; i++) {
        Word *w = &p->code.code[lk->lines.pos[i]];
        int pc = program_line_pc(p, (int)*w);
        *w = pc >= 0 ? pc : p->no_line_pc;
    }
    for (int i = 0; i < lk->fors.n; i++) {
        int at = lk->fors.pos[i];
        Word target = -1;
        for (int j = 0; j < lk->nexts.n; j++)
            if (lk->nexts.pos[j] > at && lk->nexts.slot[j] == lk->fors.slot[i]) {
                target = lk->nexts.pos[j];
                break;
            }
        p->code.code[at] = target;
    }
    free(lk->lines.pos);
    free(lk->lines.slot);
    free(lk->fors.pos);
    free(lk->fors.slot);
    free(lk->nexts.pos);
    free(lk->nexts.slot);
    memset(lk, 0, sizeof *lk);
}

void program_link(Program *p) {
    if (p->linked) return;
    Link lk = {0};
    p->code.len = 0;
    for (int i = 0; i < p->count; i++) {
        ProgramLine *l = &p->lines[i];
        l->pc = chunk_emit(&p->code, OP_LINE);
        chunk_emit(&p->code, l->number);
        append(p, &l->code, &lk);
    }
    chunk_emit(&p->code, OP_END);
    p->no_line_pc = chunk_emit(&p->code, OP_NO_LINE);
    p->program_len = p->code.len;
    p->linked = true;
    resolve(p, &lk);
}

int program_line_pc(Program *p, int number) {
    program_link(p);
    int i = program_lower_bound(p, number);
    if (i < p->count && p->lines[i].number == number) return p->lines[i].pc;
    return -1;
}

int program_link_keyboard(Program *p, const Chunk *keyboard) {
    program_link(p);
    p->code.len = p->program_len;
    Link lk = {0};
    int start = p->code.len;
    append(p, keyboard, &lk);
    resolve(p, &lk);
    return start;
}
