/*
 * term.h — the terminal host: how one emulated HP-71B meets the user.
 *
 * This module owns the Host the core runs with (host.h): the display going
 * to stdout (or the LCD window, or a test's capture buffer), INPUT replies
 * and typed lines (readline at a terminal, plain lines from a pipe, a test's
 * script), the host clock and waits, pacing for --speed, the ATTN key
 * (SIGINT) and readline's history file.
 */
#ifndef HP71_CLI_TERM_H
#define HP71_CLI_TERM_H

#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <time.h>

#include "../host.h"
#include "../interp.h"
#include "lcd.h"
#include "options.h"

/* A growable byte buffer (a test's captured display). */
typedef struct Buffer {
    char *s;
    size_t len, cap;
} Buffer;

/* Appends len bytes of text; exits the process when memory runs out. */
void buffer_add(Buffer *b, const char *text, size_t len);

typedef struct Term {
    const Options *o;
    Interp *I;
    bool tty;           /* read lines with readline */
    Lcd *lcd;           /* draw the LCD window, or NULL */
    Buffer *capture;    /* --test: everything shown goes here */
    bool model;         /* --test --model: hp71's own notices are not the ROM's display */
    const char *script; /* --test: the typed input, instead of stdin */
    size_t script_len, script_pos;
    int next_input;   /* next --input reply */
    size_t next_key;  /* next --keys key */
    long keys_missed; /* KEY$ reads in a row that found no key, in batch */
    FILE *transcript;
    bool output_failed; /* stdout or the transcript could not be written */
    bool pace_started;
    struct timespec pace_t0;
    int64_t pace_e0;
    char last_message[100];         /* the last ERR message shown (for --run's stderr line) */
    int64_t record_tod, record_emu; /* the emulated clock at the last transcript record */
} Term;

/* The ATTN flag the core polls (set by Ctrl-C). */
extern volatile sig_atomic_t term_attn;

/* Set by Ctrl-C too, and never cleared by the core: whether the user
 * interrupted (--run then exits 130). */
extern volatile sig_atomic_t term_interrupted;

/* In batch (neither standard input nor output a terminal): the signal
 * (SIGTERM, SIGHUP, SIGQUIT) that is ending hp71 once the session has
 * stopped and written its display, else 0. */
extern volatile sig_atomic_t term_ending;

/* Installs the SIGINT handler that sets term_attn, and for SIGTERM, SIGHUP
 * and SIGQUIT one that puts the terminal back as it was, then lets the
 * signal end hp71. In batch such a signal first stops the run as ATTN does
 * and sets term_ending, so that what the program displayed is written
 * (held in stdout's buffer, it was lost); term_end_by_signal then ends hp71
 * by it, and if the session has not come back within 2 seconds, the signal
 * ends hp71 anyway. */
void term_install_signals(void);

/* After the session: if term_ending, flushes stdout and ends hp71 by that
 * signal (the status a shell expects); else returns. */
void term_end_by_signal(void);

/* Returns the Host whose callbacks act on t. */
Host term_host(Term *t);

/* Records an event in the transcript, if any (kind: "typed", "input" ...). */
void term_record(Term *t, const char *kind, const char *text, size_t len);

/* Records the exit status as the transcript's last record, if any. */
void term_record_exit(Term *t, int status);

/* Shows an hp71 notice (not part of the HP-71B display) on stderr, or in the
 * capture buffer under --test. */
void term_notice(Term *t, const char *text);

/* Flushes the display; returns false once output could not be written. */
bool term_flush(Term *t);

/* With --lcd: the LCD draws lines in the cells WINDOW set now. */
void term_lcd_window(Term *t);

/* Reads the next typed line (without its line end) into buf (cap bytes),
 * showing prompt at a terminal. Returns false at the end of input. */
bool term_line(Term *t, const char *prompt, char *buf, size_t cap);

/* As term_line, but at a terminal the line starts as edit (NUL-terminated)
 * with the cursor at offset cursor, as the ROM hands a line back for
 * correcting; elsewhere edit is ignored. */
bool term_edit_line(Term *t, const char *prompt, const char *edit, size_t cursor, char *buf,
                    size_t cap);

/* Sleeps up to seconds, returning early when ATTN is pressed. */
void term_nap(double seconds);

/* Lines kept in the history file. */
#define TERM_HISTORY_LINES 1000

/* The state folder ($XDG_STATE_HOME/hp71, else ~/.local/state/hp71), made
 * with its parents when missing; malloc'd, or NULL when there is none. */
char *term_state_dir(void);

/* Starts readline's history (read from the state folder, the file created
 * when missing); returns the history file's path (malloc'd) or NULL. */
char *term_history_start(void);

/* Cuts the history file to its last TERM_HISTORY_LINES lines (at exit). */
void term_history_end(const char *path);

/* Adds a typed line to the history and to the file at path (may be NULL). */
void term_history_add(const char *path, const char *line);

#endif
