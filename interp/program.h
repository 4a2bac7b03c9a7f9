/*
 * program.h — the program store and the linker.
 *
 * This module owns the stored BASIC program: numbered lines 1..9999 kept in
 * order, each with its canonical text (what LIST shows) and its compiled
 * chunk. Entering a line with an existing number replaces it; a bare line
 * number deletes it. Before running, the linker lays every line's code end to
 * end in one array, preceded by an OP_LINE marker, and resolves jump targets
 * to positions in it: line numbers (GOTO 110, THEN 50), local jumps, and
 * the exit of each FOR (after the next NEXT on the same variable). A line
 * typed at the keyboard is linked after the program the same way.
 */
#ifndef HP71_PROGRAM_H
#define HP71_PROGRAM_H

#include <stdbool.h>
#include <stdint.h>
#include <stddef.h>

#include "chunk.h"

#define PROGRAM_MIN_LINE 1
#define PROGRAM_MAX_LINE 9999

typedef struct ProgramLine {
    int number;
    char *text; /* canonical text, without the line number */
    int rom;    /* nibbles of the HP-71B's RAM it takes (romsize.h) */
    Chunk code;
    int pc; /* position of its OP_LINE in the linked code */
} ProgramLine;

/* An operand that names a label ('L1' after GOTO, GOSUB, THEN, ELSE...):
 * where it is, the labels before the one it names in its environment, and
 * the length of the name. */
typedef struct LabelRef {
    int pc, passed, chars;
} LabelRef;

/* A named entry point found when linking: a DEF FN, a SUB or a label. */
typedef struct Entry {
    int pc;
    int slot;         /* DEF FN: slot (+ FIXUP_STRING_FN for FNx$) */
    const char *name; /* SUB, label: its name */
} Entry;

typedef struct Program {
    ProgramLine *lines;
    int count, cap;
    bool linked;     /* linked code matches the lines */
    Chunk code;      /* the linked program, then any keyboard line */
    int program_len; /* words of code that belong to the program */
    int end_pc;      /* the OP_END after the last line */
    int no_line_pc;  /* where jumps to missing lines go */
    int no_fn_pc;    /* where calls of undefined functions go */
    int no_sub_pc;   /* where CALLs of missing subprograms go */
    Entry *fns, *subs, *labels;
    int nfns, nsubs, nlabels, capfns, capsubs, caplabels;
    Entry *missing_calls; /* a CALL of a missing subprogram: its operand's pc, the name
                             (the program's first, then the keyboard line's) */
    int nmissing_calls, capmissing_calls;
    int nmissing_program; /* of them, the program's */
    Entry *sub_ends;      /* where each END SUB is */
    int nsub_ends, capsub_ends;
    int *data; /* pc of every DATA item, in program order */
    int ndata, capdata;
    int32_t *searches;    /* program_search_lines's answers by pc as asked: n lines forward,
                             -1-n back, INT32_MIN not yet (or NULL) */
    int32_t *statements;  /* program_statements's answers by pc as asked, INT32_MIN not yet */
    LabelRef *label_refs; /* each operand that names a label, by pc (program_label_ref) */
    int nlabel_refs, caplabel_refs;
    int64_t ram;      /* nibbles of the HP-71B's RAM its lines take (the sum of their rom) */
    unsigned links;   /* counts the links of code, program or keyboard line: what was
                         computed from code is stale when this moved on */
    int keyboard_env; /* the environment (main program 0, or a SUB's) the keyboard line
                         runs in: the suspended program's */
} Program;

void program_init(Program *p);
void program_free(Program *p);

/* Takes a line number (1..9999), its canonical text, its compiled chunk
 * (what it holds moves to the store, copied to arrays of its size; *code is
 * left empty with its buffers, for the next line: chunk_take)
 * and the nibbles the ROM's tokens of it take (romsize.h, the header
 * included); inserts or replaces the line. */
void program_put(Program *p, int number, const char *text, Chunk *code, int rom);
/* Whether code position pc (linked, linking first) is in the main program:
 * before the first SUB, or past the program's end; false for a
 * subprogram's lines and the lines after its END SUB. */
bool program_in_main(Program *p, int pc);
/* The nibbles line number takes (0 when there is no such line). */
int program_line_rom(const Program *p, int number);
/* Sets the nibbles line number takes (RENUMBER keeps those of the line as
 * it was typed); nothing when there is no such line. */
void program_set_rom(Program *p, int number, int rom);
/* Deletes line number; returns false when there was no such line. */
bool program_delete(Program *p, int number);
/* Deletes every line in from..to (inclusive); returns how many. */
int program_delete_range(Program *p, int from, int to);
/* Puts a copy of each line of from numbered lo to hi (text, code,
 * nibbles) into to, replacing a line of its number there (COPY and MERGE
 * of a BASIC file). Aborts the process when memory is exhausted. */
void program_copy_lines(Program *to, const Program *from, int lo, int hi);
/* Returns the index of the first line whose number is >= number (count if
 * none). */
int program_lower_bound(const Program *p, int number);

/* Links the program if it changed since the last link. */
void program_link(Program *p);

/* The ROM's search for the line a GOTO or GOSUB at pc goes to (target, a
 * pc): returns the lines it searches, forward from pc's line to a later
 * target's, or from the first line up to an earlier target's (*back set).
 * Remembered by pc until the program is linked again (cost model); the
 * remembered answer is read inline, a new one found out of line. */
int program_search_lines_slow(Program *p, int pc, int target, bool *back);
static inline int program_search_lines(Program *p, int pc, int target, bool *back) {
    int32_t s = p->searches && pc >= 0 && pc < p->program_len ? p->searches[pc] : INT32_MIN;
    if (s == INT32_MIN) return program_search_lines_slow(p, pc, target, back);
    *back = s < 0;
    return s < 0 ? -1 - s : s;
}
/* The statements the code from pc up to (not with) target holds (target
 * after pc): those an IF's false condition passes over in its THEN part.
 * Remembered by pc as program_search_lines's answers are (cost model). */
int program_statements_slow(Program *p, int pc, int target);
static inline int program_statements(Program *p, int pc, int target) {
    int32_t s = p->statements && pc >= 0 && pc < p->program_len ? p->statements[pc] : INT32_MIN;
    return s == INT32_MIN ? program_statements_slow(p, pc, target) : s;
}
/* Whether the operand at pc names a label (a jump's target written 'L1'):
 * sets *passed, the labels before the one named in its environment, and
 * *chars, the length of its name (the ROM looks for it: cost model). */
bool program_label_ref(const Program *p, int pc, int *passed, int *chars);
/* Links a keyboard chunk after the program (replacing any earlier one),
 * its lines, labels and user functions found in the environment of the
 * code at env_pc (where the program is suspended: a SUB's GOTO 40 is Stmt
 * Not Found, as the ROM), or of the main program for -1; returns the
 * position where its code starts. */
int program_link_keyboard(Program *p, const Chunk *keyboard, int env_pc);
/* Whether line_pc, where a line starts, can be gone to (GOTO, CONT n) from
 * the code at from (a program or keyboard position): a line of the same
 * environment (the main program, or one SUB), not a SUB's own line. Links
 * first. */
bool program_line_reachable(Program *p, int line_pc, int from);
/* The label a computed target names (GOTO A$): name[0..len) up to its
 * first blank (the ROM reads no further: "L2 X" names L2), compared
 * without regard to case, found in the environment (main program or SUB)
 * of the code at pc, or in the main program for pc PROGRAM_MAIN (CONT L,
 * RUN ,L: a label of a SUB is none, even one on the program's first line),
 * or the first in the program wherever it is for PROGRAM_ANY (FETCH L).
 * Returns the pc of the statement after the label, or no_line_pc when
 * there is none (Stmt Not Found when jumped to). Links first if needed. */
enum { PROGRAM_MAIN = -1, PROGRAM_ANY = -2 };
int program_find_label(Program *p, const char *name, int len, int pc);
/* Returns the position of line number's OP_LINE, or -1 when it does not
 * exist. Links first if needed. */
int program_line_pc(Program *p, int number);
/* Resolves the user-function calls of a chunk that runs apart from the
 * program (text evaluated by VAL or an INPUT reply) to the DEF FN entries
 * of the environment of the code at env_pc (the statement evaluating it),
 * or to the FN Not Found target. Links first if needed. */
void program_resolve_fn_calls(Program *p, Chunk *c, int env_pc);
/* Returns the number of the first line that refers to a line that does not
 * exist (GOTO, GOSUB, THEN, ELSE, ON ... GOTO/GOSUB, ON ERROR, RESTORE,
 * USING), 0 when every one exists. */
int program_missing_reference(const Program *p);
/* Returns the index of the first DATA item at or after pc (ndata if none). */
int program_data_at(const Program *p, int pc);
/* Returns the line number whose code holds pc (0 for keyboard code). */
int program_line_of(const Program *p, int pc);
/* The program's lines from the one holding pc from up to (not with) the one
 * holding pc to (linked code); 0 when to's line is not after from's. */
int program_lines_passed(const Program *p, int from, int to);
/* Returns where the code of line i (an index, the program linked) ends: the
 * next line's first word, or the closing OP_END. */
int program_line_end(const Program *p, int i);

#endif
