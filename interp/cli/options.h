/*
 * options.h — the hp71 command line.
 *
 * This module owns the Options a session runs with and their parsing from
 * argv: every option hp71 accepts, its value checks and the usage text that
 * --help prints (tests/terminal/help_matches_man.sh keeps it and the man page
 * in step). It reads no files and starts nothing.
 */
#ifndef HP71_CLI_OPTIONS_H
#define HP71_CLI_OPTIONS_H

#include <stdbool.h>
#include <stdint.h>

#include "../interp.h"

#define OPTIONS_MAX_LIST 64
#define EXIT_USAGE       2

/* The accepted ranges of option values. */
#define OPTIONS_SPEED_MIN  0.01 /* --speed=Nx */
#define OPTIONS_SPEED_MAX  1e6
#define OPTIONS_RATE_MIN   0.1 /* --type-rate, keystrokes per second */
#define OPTIONS_RATE_MAX   1e5
#define OPTIONS_MEMORY_MIN 4096LL /* --memory, bytes */
#define OPTIONS_MEMORY_MAX (1LL << 40)
#define OPTIONS_RAM_MIN    1000LL /* --ram, bytes */
#define OPTIONS_RAM_MAX    (1LL << 30)

typedef struct Options {
    const char *file;
    bool run, strict, update, test_mode;
    bool lenient;      /* --lenient: --run runs a program that lost lines */
    bool fresh;        /* --fresh: an interactive start from Memory Lost, not the saved workspace */
    bool list, disasm; /* --list, --disasm: show FILE's listing or its compiled code, exit */
    int lcd;           /* -1: default (on for a terminal at authentic speed) */
    Hp71Clock clock;
    int64_t start_time; /* seconds since midnight, or -1 */
    int64_t memory;     /* --memory: host bytes for variables */
    int64_t ram;        /* --ram: the HP-71B's free RAM, bytes; 0: the plain machine's */
    double speed;       /* 0: as fast as possible; else times authentic */
    const char *type_file;
    double type_rate; /* characters per second */
    const char *keys; /* --keys: the keys KEY$ finds waiting, one per character */
    const char *inputs[OPTIONS_MAX_LIST];
    int ninputs;
    const char *lines[OPTIONS_MAX_LIST]; /* -e: lines typed at the keyboard, then exit */
    int nlines;
    const char *transcript;
    const char *profile; /* --profile: the cost model's charges are written there at exit */
    const char **tests;  /* --test paths (malloc'd, pointers into argv) */
    int ntests;
    const char *known;  /* --known: the known-differences file of --test */
    bool model;         /* --model: --test cases are ROM sessions (no exit status) */
    int64_t step_limit; /* --max-steps: a bound on every run (0: none) */
} Options;

/* The text --help prints. */
extern const char options_usage[];

/* Fills o with the defaults: host clock, 64 MiB, no file. */
void options_default(Options *o);

/* Parses argv (argc words) into o. Returns 0 to go on, 1 to exit 0 (--help,
 * --version: their text is printed), or EXIT_USAGE after printing a one-line
 * error on stderr. */
int options_parse(int argc, char **argv, Options *o);

/* Gives back what options_parse allocated in o (the --test path list). */
void options_free(Options *o);

#endif
