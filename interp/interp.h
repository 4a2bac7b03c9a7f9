/*
 * interp.h — the HP-71B BASIC interpreter as a host sees it.
 *
 * This module owns the Interp context (all state of one emulated machine:
 * program store, variables, display modes, clock offset, run state) and the
 * keyboard: a line typed at the '>' prompt is a program line when it starts
 * with a line number, a keyboard command (RUN, LIST, CONT, DELETE, BYE), or
 * statements executed at once — an expression alone has its value displayed
 * (calculator mode). Errors are shown as the HP-71B shows them: ERR:<text>
 * for a typed line, ERR L<line>:<text> in a running program; a line that
 * fails to parse leaves the stored program untouched.
 */
#ifndef HP71_INTERP_H
#define HP71_INTERP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "host.h"

typedef struct Interp Interp;

/* Creates an interpreter using host (copied) with a budget of host memory
 * in bytes for variables (a safety limit: the emulated RAM is
 * interp_set_ram's); returns NULL when out of host memory. */
Interp *interp_new(const Host *host, int64_t memory_budget);
void interp_free(Interp *I);

/* Takes the bytes of RAM free after a Memory Lost, as MEM shows them (the
 * plain HP-71B: 16955, the default; plug-in RAM adds to it). The program and
 * the variables take their share of it; a DIM beyond what is left is
 * Insufficient Memory, as on the ROM. */
void interp_set_ram(Interp *I, int64_t bytes);

/* Takes one typed line (len characters, no line end; CR, tabs and trailing
 * blanks are tolerated) and acts on it as the HP-71B keyboard does. Returns
 * true when it succeeded, false when it ended in an error (the message has
 * been displayed). */
bool interp_enter(Interp *I, const char *line, size_t len);

/* After interp_enter returned false for a line that could not be compiled
 * (Syntax, Excess Chars, Illegal Context ...): the offset in characters of
 * the fault in that line, where the ROM leaves the cursor when it hands the
 * line back for editing. Otherwise -1 (the line ran, or failed running). */
int interp_error_column(const Interp *I);

/* After interp_enter: the line AUTO or FETCH left in the ROM's edit line
 * for the next entry (`20 DISP 2`, or `30 ` for a line that does not
 * exist), "" when the line typed left none; *step AUTO's numbering step,
 * 0 after FETCH. A terminal may put the text before the cursor; typed
 * lines (a script, the oracle) start afresh, as after ATTN. */
const char *interp_offered_line(const Interp *I, int *step);

/* Before a line is typed: takes the LCD's characters the next typed line
 * goes over (display_field: after DISP "ABCDEF";CHR$(13); the '>' covers A
 * and the line starts as BCDEF, the keys typed from its start; after
 * DISP CHR$(27)&"E";"AB"; it starts as AB, the keys typed after it), for a
 * terminal to put in its edit line, so the line it then hands to
 * interp_enter holds them: copies them into out (cap bytes, NUL-terminated)
 * and sets *at to where the keys go; "" when there are none. Not called,
 * interp_enter puts the keys over them itself (a script, the oracle). */
void interp_take_typing_field(Interp *I, char *out, size_t cap, size_t *at);

/* Takes a program line from a file (same rules as interp_enter, but it must
 * carry a line number; a blank line is ignored); it enters the command
 * stack as the line typed at the ROM's keyboard would. Returns HP-71B error text
 * (e.g. "Syntax") when the line could not be entered, NULL when it was. */
const char *interp_load_line(Interp *I, const char *line, size_t len);

/* Takes the text of a program file (len bytes; LF, CRLF or CR line ends, an
 * optional UTF-8 byte-order mark) and enters each of its lines; name is
 * used in reports. Each line that cannot be entered is reported through the
 * host's notice as "NAME:LINE: reason: text" and skipped. Returns the number
 * of lines skipped. */
int interp_load_text(Interp *I, const char *name, const char *data, size_t len);

/* Copies len bytes of text into out (cap bytes, NUL-terminated) with every
 * control character shown as ^X and every byte that is not a printable
 * UTF-8 character as \xNN, so that a notice or an echo cannot drive the
 * terminal. Returns the length. */
size_t interp_printable(const char *in, size_t len, char *out, size_t cap);

/* True once BYE was typed or input ended during INPUT. */
bool interp_wants_exit(const Interp *I);

/* Sets the emulated clock to hundredths of a second since midnight
 * (0..8639999), as SETTIME does: an offset from the host's clock. */
void interp_set_time(Interp *I, int64_t hundredths);

/* Limits every later run to about steps backward transfers (loop
 * iterations, backward GOTOs, returns); a run that reaches the limit stops
 * as if ATTN had been pressed. For fuzzing and tests; the default is no
 * limit. */
void interp_set_step_limit(Interp *I, int64_t steps);

/* Where TIME, TIME$, DATE and DATE$ come from. */
typedef enum Hp71Clock {
    HP71_CLOCK_HOST,    /* the host's local time, plus any SETTIME offset */
    HP71_CLOCK_VIRTUAL, /* starts 2000-01-01 00:00:00.95; advances by the cost model and WAIT */
    HP71_CLOCK_FROZEN,  /* the virtual clock at the oracle's pace (the cost model unscaled by f) */
} Hp71Clock;

/* Chooses the clock (default HP71_CLOCK_HOST). */
void interp_set_clock(Interp *I, Hp71Clock clock);

/* Turns the cost model on or off for pacing (the virtual clock turns it on
 * by itself). While on, the host's pace callback is called as emulated time
 * passes. */
void interp_set_costing(Interp *I, bool on);

/* Counts every charge of the cost model from now on, and turns the model on
 * (for developers: --profile, bench/timing/fit). Returns false when host
 * memory runs out. */
bool interp_count_costs(Interp *I);

/* Takes a callback; calls each(ctx, item, total, timed) for every cost
 * item (timing.h) charged since interp_count_costs, in table order, then
 * for "cost_us" and "wait_us" (emulated microseconds of execution and of
 * waits: WAIT, DELAY holds, scrolling). total counts the whole session;
 * timed only what ran between the first and the last reading of TIME, the
 * interval a program that times itself measures. */
void interp_cost_profile(const Interp *I,
                         void (*each)(void *ctx, const char *item, uint64_t total, uint64_t timed),
                         void *ctx);

/* Emulated microseconds run so far by the cost model and WAIT. */
int64_t interp_emulated_us(const Interp *I);

/* The emulated time of day, in hundredths of a second since midnight. */
int64_t interp_time_of_day(Interp *I);

/* Runs the program from its first line (RUN). Returns true unless the run
 * ended in an error. */
bool interp_run(Interp *I);

/* The LCD annunciators that follow the machine's settings (PRGM and SUSP
 * follow the host's state callback; BAT is never lit). */
enum {
    HP71_ANN_USER = 1 << 0,  /* USER mode (system flag -9) */
    HP71_ANN_RAD = 1 << 1,   /* RADIANS (system flag -10) */
    HP71_ANN_FLAG0 = 1 << 2, /* user flag 0; flags 1..4 are the next bits */
};

/* Returns the annunciators lit now (HP71_ANN_* bits). */
unsigned interp_annunciators(const Interp *I);

/* The display cells lines show in, as WINDOW set them (1 <= *first <=
 * *last <= 22; 1 and 22 unless set). */
void interp_window(const Interp *I, int *first, int *last);

/* The program line being run, or where the program stopped (0: none). */
int interp_current_line(const Interp *I);

/* The keys typed for an INPUT reply (text, len bytes, in a buffer of cap
 * bytes; a host's, before it shows them) as the keyboard makes them:
 * letters swapped between upper and lower case while the lower case lock
 * (LC ON, flag -15) is on, and in USER mode (flag -9) each assigned key's
 * DEF KEY text in its place; an assignment with nothing after it ends the
 * reply there, one ending in ':' is the whole reply (the ROM 2CDCC; the
 * keys after either, which the ROM types into the next prompt, are
 * dropped). Typed lines (interp_enter) are made so by the core itself.
 * Returns the reply's new length (at most cap - 1; text NUL-terminated). */
size_t interp_keys_reply(const Interp *I, char *text, size_t len, size_t cap);

/* The keys typed for the INPUT reply being read (keys, len bytes, as
 * interp_keys_reply made them), from a host that knows them (a script's
 * line): the cost model charges these keys, where without them it takes
 * the reply's characters that differ from its edit line (a key that types
 * a kept bad reply's own character over it costs its key too: the ROM).
 * Call from the host's input, before it returns. */
void interp_reply_keys(Interp *I, const char *keys, size_t len);

/* An INPUT reply's keys (keyed, len bytes, as interp_keys_reply made them)
 * typed after prompt when they hold a backspace or an escape sequence: the
 * LCD edits the line as it does a typed line's (cursor moves, clears,
 * insert mode; ESC E clears the prompt too, the reply then read from column
 * 0). Sets reply (rcap bytes) to the reply and shown (scap bytes) to the
 * line the LCD shows; returns false (nothing set) when the keys hold
 * neither. */
bool interp_keys_edit(const char *prompt, const char *keyed, size_t len, char *reply, size_t rcap,
                      char *shown, size_t scap);

/* The disassembler's view of the program (hp71 --disasm): calls line with
 * ctx for each program line ("10 DISP X") and then for each instruction of
 * its compiled, linked code ("   123 DISP_NUM"). */
void interp_disassemble(Interp *I, void (*line)(void *ctx, const char *text), void *ctx);

#endif
