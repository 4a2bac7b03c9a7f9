/* options.c — the hp71 command line (see options.h). */
#include "options.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef HP71_VERSION
#define HP71_VERSION "0.1.0"
#endif

const char options_usage[] =
    "usage: hp71 [OPTIONS] [FILE]\n"
    "       hp71 --test [--update] PATH...\n"
    "An emulator of the HP-71B handheld computer's BASIC.\n\n"
    "  FILE               load this BASIC program, then show the '>' prompt\n"
    "  -e, --execute LINE type LINE at the keyboard (repeatable), then exit (status 1 if\n"
    "                     the last one ended in an error); with FILE, FILE is loaded first\n"
    "  --run FILE         load FILE, run it, and exit (status 1 if it ended in an error);\n"
    "                     with --type, run the typed listing and stay at the prompt\n"
    "  --list FILE        show FILE's listing as LIST shows it, and exit\n"
    "  --disasm FILE      show the code FILE compiles to (for developers), and exit\n"
    "  --profile FILE     at exit, write how often each item of the cost model was charged\n"
    "                     to FILE (for developers: bench/timing/fit)\n"
    "  --time HH:MM:SS    start the emulated clock at this time of day\n"
    "  --clock=host       TIME follows the host's clock (default)\n"
    "  --clock=virtual    TIME starts at 00:00:00.95, as after the ROM's start-up, and follows\n"
    "                     the cost model (docs/timing.md)\n"
    "  --clock=frozen     the virtual clock at the pace of the ROM under the oracle\n"
    "                     (Emu71's cycle counts: the cost model without its factor f),\n"
    "                     as ../shared/oracle/compare.sh runs hp71\n"
    "  --speed=max        run as fast as possible (default)\n"
    "  --speed=authentic  pace execution like a real HP-71B\n"
    "  --speed=Nx         run N times faster than a real HP-71B\n"
    "  --lcd              draw the 22-character LCD window (default at authentic speed on a "
    "terminal)\n"
    "  --no-lcd           plain lines, one per displayed line\n"
    "  --type FILE        type FILE's lines in at the prompt as a person would\n"
    "  --type-rate N      keystrokes per second for --type (default 12)\n"
    "  --input TEXT       a reply for the next INPUT (repeatable)\n"
    "  --keys TEXT        keys waiting for KEY$, one per character, before\n"
    "                     the keyboard's\n"
    "  --transcript FILE  record the session as JSON Lines (docs/transcript.md)\n"
    "  --test PATH...     run regression tests: NAME.bas or NAME.in with NAME.out\n"
    "  --update           with --test: rewrite NAME.out after showing the difference\n"
    "  --known FILE       with --test: cases listed in FILE are known to differ\n"
    "  --model            with --test: the cases are ROM sessions (no exit status)\n"
    "  --ram BYTES        the HP-71B's RAM free after a Memory Lost, as MEM shows it\n"
    "                     (default 16955: no plug-in RAM); a DIM beyond it is refused\n"
    "  --memory BYTES     host memory for variables, a safety limit (default 67108864)\n"
    "  --max-steps N      stop each run after N backward jumps, as ATTN does (for tests of\n"
    "                     programs that may not end)\n"
    "  --strict           any line of FILE that cannot be entered is fatal (status 2)\n"
    "  --lenient          with --run: run FILE even when some of its lines could not be\n"
    "                     entered (else they are listed and the status is 2)\n"
    "  --fresh            start from Memory Lost, not from the workspace the last\n"
    "                     interactive session kept (continuous memory)\n"
    "  --help             show this help and exit\n"
    "  --version          show the version and exit\n";

static bool parse_time(const char *s, int64_t *seconds) {
    int h, m, sec;
    char tail;
    if (sscanf(s, "%d:%d:%d%c", &h, &m, &sec, &tail) != 3) return false;
    if (h < 0 || h > 23 || m < 0 || m > 59 || sec < 0 || sec > 59) return false;
    *seconds = (int64_t)h * 3600 + m * 60 + sec;
    return true;
}

void options_default(Options *o) {
    memset(o, 0, sizeof *o);
    o->lcd = -1;
    o->clock = HP71_CLOCK_HOST;
    o->start_time = -1;
    o->memory = 64LL * 1024 * 1024;
    o->type_rate = 12;
}

/* Matches argv[*i] against option name: sets *v to its value (--name=VALUE
 * or --name VALUE) and returns 1; returns 0 when it is another option, -1
 * (after a message) when the value is missing. */
static int option_value(int argc, char **argv, int *i, const char *name, const char **v) {
    size_t n = strlen(name);
    const char *a = argv[*i];
    if (strncmp(a, name, n) != 0 || (a[n] != '=' && a[n] != '\0')) return 0;
    if (a[n] == '=') {
        *v = a + n + 1;
        return 1;
    }
    if (*i + 1 < argc) {
        *v = argv[++*i];
        return 1;
    }
    fprintf(stderr, "hp71: %s needs a value (try --help)\n", name);
    return -1;
}

/* Adds v to a repeatable option's list (*n entries, OPTIONS_MAX_LIST at
 * most); false, with a message naming what ("-e lines"), when it is full. */
static bool append(const char **list, int *n, const char *v, const char *what) {
    if (*n == OPTIONS_MAX_LIST) {
        fprintf(stderr, "hp71: at most %d %s\n", OPTIONS_MAX_LIST, what);
        return false;
    }
    list[(*n)++] = v;
    return true;
}

/* A number from text, in lo..hi; false when it is not one, or out of range. */
static bool number_in(const char *text, double lo, double hi, double *out) {
    char *end;
    errno = 0;
    double d = strtod(text, &end);
    if (end == text || *end || errno == ERANGE || !(d >= lo && d <= hi)) return false;
    *out = d;
    return true;
}

/* A number of bytes from lo to hi for option name, into *out; false (said
 * on stderr) when text is not one. */
static bool bytes_option(const char *name, const char *text, int64_t lo, int64_t hi, int64_t *out) {
    double bytes;
    if (!number_in(text, (double)lo, (double)hi, &bytes) || bytes != (double)(int64_t)bytes) {
        fprintf(stderr, "hp71: %s wants a number of bytes (%lld to %lld), not '%s'\n", name,
                (long long)lo, (long long)hi, text);
        return false;
    }
    *out = (int64_t)bytes;
    return true;
}

int options_parse(int argc, char **argv, Options *o) {
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = NULL;
        int r;
#define VALUE(name) ((r = option_value(argc, argv, &i, name, &v)) < 0 ? EXIT_USAGE : r)
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            fputs(options_usage, stdout);
            return 1;
        } else if (strcmp(a, "--version") == 0) {
            printf("hp71 %s\n", HP71_VERSION);
            return 1;
        } else if (strcmp(a, "--run") == 0 &&
                   (i + 1 >= argc || (argv[i + 1][0] == '-' && argv[i + 1][1] != '\0'))) {
            o->run = true; /* a flag: run FILE (or the --type listing) */
        } else if ((r = VALUE("--run"))) {
            if (r == EXIT_USAGE) return r;
            if (o->file) goto two_files;
            o->run = true;
            o->file = v;
        } else if ((r = VALUE("--list")) || (r = VALUE("--disasm"))) {
            if (r == EXIT_USAGE) return r;
            if (o->file) goto two_files;
            if (strncmp(a, "--list", 6) == 0)
                o->list = true;
            else
                o->disasm = true;
            o->file = v;
        } else if ((r = VALUE("--time"))) {
            if (r == EXIT_USAGE) return r;
            if (!parse_time(v, &o->start_time)) {
                fprintf(stderr, "hp71: --time wants HH:MM:SS, not '%s'\n", v);
                return EXIT_USAGE;
            }
        } else if ((r = VALUE("--clock"))) {
            if (r == EXIT_USAGE) return r;
            if (strcmp(v, "host") == 0)
                o->clock = HP71_CLOCK_HOST;
            else if (strcmp(v, "virtual") == 0)
                o->clock = HP71_CLOCK_VIRTUAL;
            else if (strcmp(v, "frozen") == 0)
                o->clock = HP71_CLOCK_FROZEN;
            else {
                fprintf(stderr, "hp71: --clock is host, virtual or frozen, not '%s'\n", v);
                return EXIT_USAGE;
            }
        } else if ((r = VALUE("--speed"))) {
            if (r == EXIT_USAGE) return r;
            size_t n = strlen(v);
            char num[64];
            if (strcmp(v, "max") == 0) {
                o->speed = 0;
            } else if (strcmp(v, "authentic") == 0) {
                o->speed = 1;
            } else if (n > 1 && n < sizeof num && (v[n - 1] == 'x' || v[n - 1] == 'X') &&
                       (memcpy(num, v, n - 1), num[n - 1] = '\0',
                        number_in(num, OPTIONS_SPEED_MIN, OPTIONS_SPEED_MAX, &o->speed))) {
            } else {
                fprintf(stderr,
                        "hp71: --speed is max, authentic or Nx (N from %g to %g), not '%s'\n",
                        OPTIONS_SPEED_MIN, OPTIONS_SPEED_MAX, v);
                return EXIT_USAGE;
            }
        } else if (strcmp(a, "--lcd") == 0) {
            o->lcd = 1;
        } else if (strcmp(a, "--no-lcd") == 0) {
            o->lcd = 0;
        } else if ((r = VALUE("--type-rate"))) {
            if (r == EXIT_USAGE) return r;
            if (!number_in(v, OPTIONS_RATE_MIN, OPTIONS_RATE_MAX, &o->type_rate)) {
                fprintf(stderr,
                        "hp71: --type-rate wants keystrokes per second (%g to %g), not '%s'\n",
                        OPTIONS_RATE_MIN, OPTIONS_RATE_MAX, v);
                return EXIT_USAGE;
            }
        } else if ((r = VALUE("--type"))) {
            if (r == EXIT_USAGE) return r;
            o->type_file = v;
        } else if ((r = VALUE("-e")) || (r = VALUE("--execute"))) {
            if (r == EXIT_USAGE || !append(o->lines, &o->nlines, v, "-e lines")) return EXIT_USAGE;
        } else if ((r = VALUE("--keys"))) {
            if (r == EXIT_USAGE) return r;
            o->keys = v;
        } else if ((r = VALUE("--input"))) {
            if (r == EXIT_USAGE || !append(o->inputs, &o->ninputs, v, "--input replies"))
                return EXIT_USAGE;
        } else if ((r = VALUE("--profile"))) {
            if (r == EXIT_USAGE) return r;
            o->profile = v;
        } else if ((r = VALUE("--transcript"))) {
            if (r == EXIT_USAGE) return r;
            o->transcript = v;
        } else if ((r = VALUE("--max-steps"))) {
            if (r == EXIT_USAGE) return r;
            double steps;
            if (!number_in(v, 1, 1e15, &steps) || steps != (double)(int64_t)steps) {
                fprintf(stderr, "hp71: --max-steps wants a whole number from 1 to 1E15, not '%s'\n",
                        v);
                return EXIT_USAGE;
            }
            o->step_limit = (int64_t)steps;
        } else if ((r = VALUE("--memory"))) {
            if (r == EXIT_USAGE ||
                !bytes_option("--memory", v, OPTIONS_MEMORY_MIN, OPTIONS_MEMORY_MAX, &o->memory))
                return EXIT_USAGE;
        } else if ((r = VALUE("--ram"))) {
            if (r == EXIT_USAGE ||
                !bytes_option("--ram", v, OPTIONS_RAM_MIN, OPTIONS_RAM_MAX, &o->ram))
                return EXIT_USAGE;
        } else if (strcmp(a, "--strict") == 0) {
            o->strict = true;
        } else if (strcmp(a, "--lenient") == 0) {
            o->lenient = true;
        } else if (strcmp(a, "--fresh") == 0) {
            o->fresh = true;
        } else if (strcmp(a, "--test") == 0) {
            o->test_mode = true;
        } else if (strcmp(a, "--update") == 0) {
            o->update = true;
        } else if ((r = VALUE("--known"))) {
            if (r == EXIT_USAGE) return r;
            o->known = v;
        } else if (strcmp(a, "--model") == 0) {
            o->model = true;
        } else if (a[0] == '-' && a[1] != '\0') {
            fprintf(stderr, "hp71: unknown option '%s' (try --help)\n", a);
            return EXIT_USAGE;
        } else if (o->test_mode) {
            /* at most argc paths: room for all of them at the first */
            if (!o->tests && !(o->tests = malloc((size_t)argc * sizeof *o->tests))) {
                fputs("hp71: out of memory\n", stderr);
                return EXIT_USAGE;
            }
            o->tests[o->ntests++] = a;
        } else if (!o->file) {
            o->file = a;
        } else {
            goto two_files;
        }
#undef VALUE
    }
    if (o->update && !o->test_mode) {
        fprintf(stderr, "hp71: --update goes with --test\n");
        return EXIT_USAGE;
    }
    if (o->run && !o->file && !o->type_file) {
        fprintf(stderr, "hp71: --run needs a FILE to run (or --type FILE)\n");
        return EXIT_USAGE;
    }
    return 0;
two_files:
    fprintf(stderr, "hp71: only one FILE may be given (try --help)\n");
    return EXIT_USAGE;
}

void options_free(Options *o) {
    free(o->tests);
    o->tests = NULL;
    o->ntests = 0;
}
