/* program.c — the program store and the linker (see program.h). */
#include "program.h"

#include <stdio.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "number.h" /* HP71_FAST_PATHS */

void program_init(Program *p) {
    memset(p, 0, sizeof *p);
}

void program_free(Program *p) {
    for (int i = 0; i < p->count; i++) {
        free(p->lines[i].text);
        chunk_free(&p->lines[i].code);
    }
    free(p->lines);
    chunk_free(&p->code);
    free(p->fns);
    free(p->subs);
    free(p->sub_ends);
    free(p->missing_calls);
    free(p->labels);
    free(p->label_refs);
    free(p->data);
    free(p->searches);
    free(p->statements);
    unsigned links = p->links;
    memset(p, 0, sizeof *p);
    p->links = links + 1; /* whatever was computed from its code is stale */
}

static void *grow_array(void *a, int *cap, size_t size) {
    *cap = *cap ? *cap * 2 : 16;
    void *b = realloc(a, (size_t)*cap * size);
    if (!b) {
        fputs("hp71: out of host memory\n", stderr);
        abort();
    }
    return b;
}

void program_copy_lines(Program *to, const Program *from, int lo, int hi) {
    for (int i = program_lower_bound(from, lo); i < from->count && from->lines[i].number <= hi;
         i++) {
        const ProgramLine *l = &from->lines[i];
        Chunk code;
        chunk_copy(&code, &l->code);
        program_put(to, l->number, l->text, &code, l->rom);
        chunk_free(&code);
    }
}

int program_lower_bound(const Program *p, int number) {
    int lo = 0, hi = p->count;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (p->lines[mid].number < number)
            lo = mid + 1;
        else
            hi = mid;
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

void program_put(Program *p, int number, const char *text, Chunk *code, int rom) {
    int i = program_lower_bound(p, number);
    p->linked = false;
    if (i < p->count && p->lines[i].number == number) {
        p->ram -= p->lines[i].rom;
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
    p->lines[i].rom = rom;
    p->ram += rom;
    chunk_take(&p->lines[i].code, code);
    p->lines[i].pc = -1;
}

int program_line_rom(const Program *p, int number) {
    int i = program_lower_bound(p, number);
    return i < p->count && p->lines[i].number == number ? p->lines[i].rom : 0;
}

void program_set_rom(Program *p, int number, int rom) {
    int i = program_lower_bound(p, number);
    if (i < p->count && p->lines[i].number == number) {
        p->ram += rom - p->lines[i].rom;
        p->lines[i].rom = rom;
    }
}

int program_delete_range(Program *p, int from, int to) {
    int i = program_lower_bound(p, from), j = i;
    while (j < p->count && p->lines[j].number <= to) {
        p->ram -= p->lines[j].rom;
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

bool program_delete(Program *p, int number) {
    return program_delete_range(p, number, number) > 0;
}

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
    Marks nexts;     /* position after each NEXT, with its slot */
    Marks fors;      /* operand position of each FOR exit, with its slot */
    Marks lines;     /* operand position of each line-number reference */
    Marks def_ends;  /* operand position of each jump over a multi-line DEF */
    Marks end_defs;  /* position after each END DEF */
    Marks fn_calls;  /* operand position of each FN call, with its slot */
    Marks sub_calls; /* operand position of each CALL (name in sub_names) */
    const char **sub_names;
    int cap_names;
    Marks label_refs; /* operand position of each label reference (name in label_names) */
    const char **label_names;
    int cap_label_names;
} Link;

static void add_entry(Entry **list, int *n, int *cap, Entry e) {
    if (*n == *cap) *list = grow_array(*list, cap, sizeof(Entry));
    (*list)[(*n)++] = e;
}

/* Appends line number's chunk c (its LINE at line_pc; a typed line: -1)
 * to the program's code, collecting what the link resolves. */
static void append(Program *p, const Chunk *c, Link *lk, int line_pc, int number) {
    int base = p->code.len;
    for (int i = 0; i < c->len; i++)
        chunk_emit(&p->code, c->code[i]);
    for (int i = 0; i < c->nfixups; i++) {
        const Fixup *f = &c->fixups[i];
        int at = base + f->at;
        switch ((FixupKind)f->kind) {
        case FIXUP_LOCAL: p->code.code[at] += base; break;
        case FIXUP_LINE: marks_add(&lk->lines, at, 0); break;
        case FIXUP_FOR_EXIT: marks_add(&lk->fors, at, f->slot); break;
        case FIXUP_NEXT: marks_add(&lk->nexts, at + 1, f->slot); break;
        case FIXUP_DEF_END: marks_add(&lk->def_ends, at, 0); break;
        case FIXUP_END_DEF: marks_add(&lk->end_defs, at + 1, 0); break;
        case FIXUP_FN_ENTRY:
            add_entry(&p->fns, &p->nfns, &p->capfns, (Entry){at, f->slot, NULL});
            break;
        case FIXUP_FN_CALL: marks_add(&lk->fn_calls, at, f->slot); break;
        case FIXUP_SUB_ENTRY:
            add_entry(&p->subs, &p->nsubs, &p->capsubs, (Entry){at, 0, f->name});
            break;
        case FIXUP_SUB_END:
            add_entry(&p->sub_ends, &p->nsub_ends, &p->capsub_ends, (Entry){at, 0, NULL});
            break;
        case FIXUP_SUB_CALL:
            if (lk->sub_calls.n >= lk->cap_names)
                lk->sub_names = grow_array(lk->sub_names, &lk->cap_names, sizeof(char *));
            lk->sub_names[lk->sub_calls.n] = f->name;
            marks_add(&lk->sub_calls, at, 0);
            break;
        case FIXUP_LABEL:
            /* a jump to a label at the line's start goes to its LINE, as
               one to its number does; within the line, to its LABEL_LINE */
            if (p->code.code[at] == OP_LABEL_LINE) p->code.code[at + 1] = number;
            if (f->at == 0 && line_pc >= 0) at = line_pc;
            add_entry(&p->labels, &p->nlabels, &p->caplabels, (Entry){at, 0, f->name});
            break;
        case FIXUP_LABEL_REF:
            if (lk->label_refs.n >= lk->cap_label_names)
                lk->label_names = grow_array(lk->label_names, &lk->cap_label_names, sizeof(char *));
            lk->label_names[lk->label_refs.n] = f->name;
            marks_add(&lk->label_refs, at, 0);
            break;
        }
    }
}

int program_missing_reference(const Program *p) {
    for (int i = 0; i < p->count; i++) {
        const Chunk *c = &p->lines[i].code;
        for (int k = 0; k < c->nfixups; k++) {
            if (c->fixups[k].kind != FIXUP_LINE) continue;
            int64_t n = c->code[c->fixups[k].at];
            int at = n >= PROGRAM_MIN_LINE && n <= PROGRAM_MAX_LINE ? program_lower_bound(p, (int)n)
                                                                    : p->count;
            if (at >= p->count || p->lines[at].number != n) return p->lines[i].number;
        }
    }
    return 0;
}

static void marks_free(Marks *m) {
    free(m->pos);
    free(m->slot);
}

/* The index of the line that holds pc (pc in the program); -1 before the
 * first line. */
static int line_index(const Program *p, int pc) {
    int lo = 0, hi = p->count;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (p->lines[mid].pc <= pc)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo - 1;
}

int program_lines_passed(const Program *p, int from, int to) {
    int n = line_index(p, to) - line_index(p, from);
    return n > 0 ? n : 0;
}

/* The start of the line that holds pc (pc in the program). */
static int line_start(const Program *p, int pc) {
    int i = line_index(p, pc);
    return i >= 0 ? p->lines[i].pc : 0;
}

/* The program environment code at pc belongs to, as the ROM scopes line
 * numbers, user functions, labels and DATA: 0 for the main program (and
 * typed lines), else 1 + the start of the line of the SUB it follows (a SUB
 * on the program's first line starts at 0); the lines after that SUB's END
 * SUB (up to the next SUB) belong to none (-1 - that environment). An END
 * SUB before the first SUB ends the main program the same way: the lines
 * after it belong to none (-1) (the ROM: GOTO 30 over a stray END SUB on
 * line 20 is Stmt Not Found, a DEF FN or DATA there is not found). */
static int environment_of(const Program *p, int pc) {
    if (pc >= p->program_len) return p->keyboard_env;
    int env = 0;
    for (int j = 0; j < p->nsubs; j++) {
        int start = line_start(p, p->subs[j].pc);
        if (start <= pc && start + 1 > env) env = start + 1;
    }
    int here = line_start(p, pc);
    for (int j = 0; j < p->nsub_ends; j++) {
        int end = line_start(p, p->sub_ends[j].pc);
        if (end + 1 >= env && end < here) return -1 - env;
    }
    return env;
}

/* Whether line_pc, the start of a line, can be gone to from the code at
 * from: a line of the same environment, not a SUB's own line (GOTO 300 to
 * SUB S on line 300 is Stmt Not Found, as the ROM). */
static bool line_reachable(const Program *p, int line_pc, int from) {
    for (int j = 0; j < p->nsubs; j++)
        if (line_start(p, p->subs[j].pc) == line_pc) return false;
    return environment_of(p, line_pc) == environment_of(p, from);
}

bool program_in_main(Program *p, int pc) {
    program_link(p);
    return pc >= p->end_pc || environment_of(p, pc) == 0;
}

/* Resolves the collected references; a multi-line DEF with no END DEF of
 * its own after it (END DEFs pair with DEFs as parentheses do) skips to
 * no_end_def (the program's END, or a keyboard line's end). A line, a DEF FN
 * or a label is found only in the environment (main program or SUB) of the
 * reference: else Stmt Not Found or FN Not Found (the ROM). */
static void resolve(Program *p, Link *lk, int no_end_def) {
    for (int i = 0; i < lk->lines.n; i++) {
        Word *w = &p->code.code[lk->lines.pos[i]];
        int pc = program_line_pc(p, (int)*w);
        if (pc >= 0 && !line_reachable(p, pc, lk->lines.pos[i])) pc = -1;
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
    /* each END DEF closes the innermost multi-line DEF still open before it
       (the ROM skips a DEF nested in another's body with its own END DEF) */
    for (int i = 0; i < lk->def_ends.n; i++)
        p->code.code[lk->def_ends.pos[i]] = no_end_def;
    int *open = lk->def_ends.n ? malloc((size_t)lk->def_ends.n * sizeof *open) : NULL;
    if (lk->def_ends.n && !open) abort();
    int nopen = 0;
    for (int i = 0, j = 0; j < lk->end_defs.n; j++) {
        while (i < lk->def_ends.n && lk->def_ends.pos[i] < lk->end_defs.pos[j])
            open[nopen++] = lk->def_ends.pos[i++];
        if (nopen > 0) p->code.code[open[--nopen]] = lk->end_defs.pos[j];
    }
    free(open);
    for (int i = 0; i < lk->fn_calls.n; i++) {
        Word target = p->no_fn_pc;
        int env = environment_of(p, lk->fn_calls.pos[i]);
        for (int j = 0; j < p->nfns; j++)
            if (p->fns[j].slot == lk->fn_calls.slot[i] && environment_of(p, p->fns[j].pc) == env) {
                target = p->fns[j].pc;
                break;
            }
        p->code.code[lk->fn_calls.pos[i]] = target;
    }
    for (int i = 0; i < lk->sub_calls.n; i++) {
        Word target = p->no_sub_pc;
        for (int j = 0; j < p->nsubs; j++)
            if (strcmp(p->subs[j].name, lk->sub_names[i]) == 0) {
                target = p->subs[j].pc;
                break;
            }
        p->code.code[lk->sub_calls.pos[i]] = target;
        if (target == p->no_sub_pc) /* for TRACE FLOW, which names it */
            add_entry(&p->missing_calls, &p->nmissing_calls, &p->capmissing_calls,
                      (Entry){lk->sub_calls.pos[i], 0, lk->sub_names[i]});
    }
    marks_free(&lk->lines);
    marks_free(&lk->fors);
    marks_free(&lk->nexts);
    marks_free(&lk->def_ends);
    marks_free(&lk->end_defs);
    marks_free(&lk->fn_calls);
    for (int i = 0; i < lk->label_refs.n; i++) {
        Word target = p->no_line_pc;
        int env = environment_of(p, lk->label_refs.pos[i]), passed = 0;
        for (int j = 0; j < p->nlabels; j++) {
            if (environment_of(p, p->labels[j].pc) != env) continue;
            if (strcasecmp(p->labels[j].name, lk->label_names[i]) == 0) { /* 'abc' finds ABC */
                target = p->labels[j].pc;
                break;
            }
            passed++;
        }
        p->code.code[lk->label_refs.pos[i]] = target;
        if (p->nlabel_refs == p->caplabel_refs)
            p->label_refs = grow_array(p->label_refs, &p->caplabel_refs, sizeof(LabelRef));
        p->label_refs[p->nlabel_refs++] =
            (LabelRef){lk->label_refs.pos[i], passed, (int)strlen(lk->label_names[i])};
    }
    marks_free(&lk->sub_calls);
    free(lk->sub_names);
    marks_free(&lk->label_refs);
    free(lk->label_names);
    memset(lk, 0, sizeof *lk);
}

bool program_label_ref(const Program *p, int pc, int *passed, int *chars) {
    /* (in the order of the code: found by halving) */
    int lo = 0, hi = p->nlabel_refs - 1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        if (p->label_refs[mid].pc == pc) {
            *passed = p->label_refs[mid].passed;
            *chars = p->label_refs[mid].chars;
            return true;
        }
        if (p->label_refs[mid].pc < pc)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return false;
}

int program_find_label(Program *p, const char *name, int len, int pc) {
    /* the name is read up to a blank (the ROM: GOTO A$ of "L2 X" goes to
       L2, as CALL A$ reads its subprogram's name) */
    const char *blank = memchr(name, ' ', (size_t)len);
    if (blank) len = (int)(blank - name);
    program_link(p);
    /* (PROGRAM_MAIN: the main program's, 0, also when a SUB is on the first
       line, whose code starts at 0; PROGRAM_ANY: any) */
    int env = pc < 0 ? 0 : environment_of(p, pc);
    for (int j = 0; j < p->nlabels; j++) {
        const char *l = p->labels[j].name;
        if ((int)strlen(l) == len && strncasecmp(l, name, (size_t)len) == 0 &&
            (pc == PROGRAM_ANY || environment_of(p, p->labels[j].pc) == env))
            return p->labels[j].pc;
    }
    return p->no_line_pc;
}

/* Records the position of every DATA item of the linked program. */
static void collect_data(Program *p) {
    p->ndata = 0;
    for (int pc = 0; pc < p->program_len;) {
        Opcode op = (Opcode)p->code.code[pc];
        if (op == OP_DATA_ITEM) {
            if (p->ndata == p->capdata) p->data = grow_array(p->data, &p->capdata, sizeof(int));
            p->data[p->ndata++] = pc;
        }
        pc += 1 + chunk_operands(op);
    }
}

int program_data_at(const Program *p, int pc) {
    int lo = 0, hi = p->ndata;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (p->data[mid] < pc)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

int program_line_end(const Program *p, int i) {
    return i + 1 < p->count ? p->lines[i + 1].pc : p->end_pc;
}

static int search_lines(const Program *p, int pc, int target, bool *back) {
    int from = line_index(p, pc), to = line_index(p, target);
    *back = to <= from;
    return *back ? to : to - from;
}

/* The slot of pc in *cache, a table of answers by pc for the linked
 * program (made at its first use, each INT32_MIN: not yet); NULL for code
 * past the program (a keyboard line) or when there is no memory for it. */
static int32_t *answer_slot(const Program *p, int32_t **cache, int pc) {
    if (pc < 0 || pc >= p->program_len) return NULL;
    if (!*cache) {
        *cache = malloc((size_t)p->program_len * sizeof **cache);
        if (!*cache) return NULL;
        for (int i = 0; i < p->program_len; i++)
            (*cache)[i] = INT32_MIN;
    }
    return &(*cache)[pc];
}

int program_search_lines_slow(Program *p, int pc, int target, bool *back) {
    int n = search_lines(p, pc, target, back);
    int32_t *slot = answer_slot(p, &p->searches, pc);
    if (slot) *slot = *back ? -1 - n : n; /* n forward, -1-n back */
    return n;
}

static int statements(const Program *p, int pc, int target) {
    int n = 0;
    for (int at = pc; at < target && at < p->code.len;
         at += 1 + chunk_operands((Opcode)p->code.code[at]))
        n += p->code.code[at] == OP_STMT;
    return n;
}

int program_statements_slow(Program *p, int pc, int target) {
    int n = statements(p, pc, target);
    int32_t *slot = answer_slot(p, &p->statements, pc);
    if (slot) *slot = n;
    return n;
}

int program_line_of(const Program *p, int pc) {
    if (pc >= p->program_len) return 0;
    int i = line_index(p, pc);
    return i >= 0 ? p->lines[i].number : 0;
}

void program_link(Program *p) {
    if (p->linked) return;
    p->links++;
    free(p->searches);
    free(p->statements);
    p->searches = NULL;
    p->statements = NULL;
    Link lk = {0};
    p->code.len = 0;
    p->nfns = p->nsubs = p->nlabels = p->nsub_ends = p->nmissing_calls = p->nlabel_refs = 0;
    /* the words: each line's and its LINE's, the four opcodes after them,
       and room for a keyboard line */
    int64_t words = 4 + 64;
    for (int i = 0; i < p->count; i++)
        words += p->lines[i].code.len + 2;
    if (words < INT_MAX / 2) chunk_reserve(&p->code, (int)(words + words / 8));
    for (int i = 0; i < p->count; i++) {
        ProgramLine *l = &p->lines[i];
        /* a SUB line leaves the line where the run was its line (the ROM: a
           subprogram that ends there traces ENDSUB at the line run last) */
        bool sub_line =
            l->code.len > 1 && l->code.code[0] == OP_END && l->code.code[1] == OP_SUB_ENTER;
        l->pc = chunk_emit(&p->code, sub_line ? OP_STMT : OP_LINE);
        if (!sub_line) chunk_emit(&p->code, (LineMark){.at = {l->pc, l->number}}.word);
        append(p, &l->code, &lk, l->pc, l->number);
    }
    p->end_pc = chunk_emit(&p->code, OP_END);
    /* a LINE before the superinstructions of the hot loops runs the two with
       one dispatch (the same words: the LINE's operand, then theirs) */
    for (int i = 0; HP71_FAST_PATHS && i < p->count; i++) {
        Word *w = &p->code.code[p->lines[i].pc];
        if (w[0] != OP_LINE) continue; /* (a SUB line's STMT) */
        if (w[2] == OP_INC_THEN) w[0] = OP_LINE_INC_THEN;
        if (w[2] == OP_EQ_SUB_ABS_EV) w[0] = OP_LINE_EQ_SUB_ABS_EV;
    }
    p->no_line_pc = chunk_emit(&p->code, OP_NO_LINE);
    p->no_fn_pc = chunk_emit(&p->code, OP_NO_FN);
    p->no_sub_pc = chunk_emit(&p->code, OP_NO_SUB);
    p->program_len = p->code.len;
    p->linked = true;
    resolve(p, &lk, p->end_pc);
    p->nmissing_program = p->nmissing_calls;
    collect_data(p);
}

int program_line_pc(Program *p, int number) {
    program_link(p);
    int i = program_lower_bound(p, number);
    if (i < p->count && p->lines[i].number == number) return p->lines[i].pc;
    return -1;
}

bool program_line_reachable(Program *p, int line_pc, int from) {
    program_link(p);
    return line_reachable(p, line_pc, from);
}

void program_resolve_fn_calls(Program *p, Chunk *c, int env_pc) {
    program_link(p);
    int env = environment_of(p, env_pc);
    for (int i = 0; i < c->nfixups; i++) {
        const Fixup *f = &c->fixups[i];
        if (f->kind != FIXUP_FN_CALL) continue;
        Word target = p->no_fn_pc;
        for (int j = 0; j < p->nfns; j++)
            if (p->fns[j].slot == f->slot && environment_of(p, p->fns[j].pc) == env) {
                target = p->fns[j].pc;
                break;
            }
        c->code[f->at] = target;
    }
}

int program_link_keyboard(Program *p, const Chunk *keyboard, int env_pc) {
    program_link(p);
    /* (a suspended keyboard line's own code: the environment it ran in) */
    if (env_pc < p->program_len) p->keyboard_env = env_pc < 0 ? 0 : environment_of(p, env_pc);
    p->links++;
    p->code.len = p->program_len;
    Link lk = {0};
    int start = p->code.len, nfns = p->nfns, nsubs = p->nsubs, nlabels = p->nlabels;
    p->nmissing_calls = p->nmissing_program; /* (the line's missing CALLs name a file) */
    while (p->nlabel_refs && p->label_refs[p->nlabel_refs - 1].pc >= p->program_len)
        p->nlabel_refs--; /* (an earlier keyboard line's) */
    append(p, keyboard, &lk, -1, 0);
    resolve(p, &lk, p->code.len - 1); /* its OP_END_KEYBOARD */
    p->nfns = nfns;                   /* entries typed at the keyboard do not outlive the line */
    p->nsubs = nsubs;
    p->nlabels = nlabels;
    return start;
}
