/*
 * main.c — the hp71 command: options, sessions, and the Host that connects
 * the interpreter core to the terminal and the clock.
 *
 * This is the only place that touches stdin/stdout, readline, signals, files
 * and the system clock. A session loads an optional FILE, optionally types a
 * listing in (--type) and runs it, then reads lines for the '>' prompt: from
 * readline when stdin is a terminal (history in $XDG_STATE_HOME/hp71/history,
 * else ~/.local/state/hp71/history), else silently from stdin, echoing INPUT
 * replies after their prompt so stdout reads like the display. The same
 * session code runs the regression tests of --test, with scripted input and
 * captured output. The 22-character LCD view is in lcd.c.
 */
#include <errno.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <readline/history.h>
#include <readline/readline.h>

#include "../interp.h"
#include "lcd.h"

#ifndef HP71_VERSION
#define HP71_VERSION "0.1.0"
#endif

#define EXIT_USAGE 2
#define MAX_LIST   64

/* The ATTN key. A signal handler can only reach the outside world through a
 * static; this is the front end's, never the core's. */
static volatile sig_atomic_t attn_flag;

static void on_sigint(int sig) {
    (void)sig;
    attn_flag = 1;
}

/* ---- options ---- */

typedef struct Options {
    const char *file;
    bool run, strict, update, test_mode;
    int lcd; /* -1: default (on for a terminal at authentic speed) */
    Hp71Clock clock;
    int64_t start_time; /* seconds since midnight, or -1 */
    int64_t memory;
    double speed; /* 0: as fast as possible; else times authentic */
    const char *type_file;
    double type_rate; /* characters per second */
    const char *inputs[MAX_LIST];
    int ninputs;
    const char *transcript;
    const char *tests[MAX_LIST];
    int ntests;
} Options;

static const char usage_text[] =
    "usage: hp71 [OPTIONS] [FILE]\n"
    "       hp71 --test [--update] PATH...\n"
    "An emulator of the HP-71B handheld computer's BASIC.\n\n"
    "  FILE               load this BASIC program, then show the '>' prompt\n"
    "  --run FILE         load FILE, run it, and exit (status 1 if it ended in an error);\n"
    "                     with --type, run the typed listing and stay at the prompt\n"
    "  --time HH:MM:SS    start the emulated clock at this time of day\n"
    "  --clock=host       TIME follows the host's clock (default)\n"
    "  --clock=virtual    TIME starts at 00:00:00 and follows the cost model (docs/timing.md)\n"
    "  --clock=frozen     TIME starts at 00:00:00 and moves only by WAIT\n"
    "  --speed=max        run as fast as possible (default)\n"
    "  --speed=authentic  pace execution like a real HP-71B\n"
    "  --speed=Nx         run N times faster than a real HP-71B\n"
    "  --lcd              draw the 22-character LCD window (default at authentic speed on a "
    "terminal)\n"
    "  --no-lcd           plain lines, one per displayed line\n"
    "  --type FILE        type FILE's lines in at the prompt as a person would\n"
    "  --type-rate N      keystrokes per second for --type (default 12)\n"
    "  --input TEXT       a reply for the next INPUT (repeatable)\n"
    "  --transcript FILE  record the session as JSON Lines (docs/transcript.md)\n"
    "  --test PATH...     run regression tests: NAME.bas or NAME.in with NAME.out\n"
    "  --update           with --test: rewrite NAME.out after showing the difference\n"
    "  --memory BYTES     memory for variables (default 67108864)\n"
    "  --strict           any line of FILE that cannot be entered is fatal (status 2)\n"
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

static void options_default(Options *o) {
    memset(o, 0, sizeof *o);
    o->lcd = -1;
    o->clock = HP71_CLOCK_HOST;
    o->start_time = -1;
    o->memory = 64LL * 1024 * 1024;
    o->type_rate = 12;
}

/* Reads the value of an option given as --name=VALUE or --name VALUE. */
static const char *option_value(int argc, char **argv, int *i, const char *name) {
    size_t n = strlen(name);
    const char *a = argv[*i];
    if (strncmp(a, name, n) != 0) return NULL;
    if (a[n] == '=') return a + n + 1;
    if (a[n] == '\0' && *i + 1 < argc) return argv[++*i];
    return NULL;
}

/* Parses argv into o. Returns 0 to go on, 1 to exit 0 (help, version), or
 * EXIT_USAGE after printing a one-line error. */
static int parse_options(int argc, char **argv, Options *o) {
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            fputs(usage_text, stdout);
            return 1;
        } else if (strcmp(a, "--version") == 0) {
            printf("hp71 %s\n", HP71_VERSION);
            return 1;
        } else if (strcmp(a, "--run") == 0 && (i + 1 >= argc || argv[i + 1][0] == '-')) {
            o->run = true; /* a flag: run FILE (or the --type listing) */
        } else if ((v = option_value(argc, argv, &i, "--run"))) {
            if (o->file) goto two_files;
            o->run = true;
            o->file = v;
        } else if ((v = option_value(argc, argv, &i, "--time"))) {
            if (!parse_time(v, &o->start_time)) {
                fprintf(stderr, "hp71: --time wants HH:MM:SS, not '%s'\n", v);
                return EXIT_USAGE;
            }
        } else if ((v = option_value(argc, argv, &i, "--clock"))) {
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
        } else if ((v = option_value(argc, argv, &i, "--speed"))) {
            char *end;
            if (strcmp(v, "max") == 0)
                o->speed = 0;
            else if (strcmp(v, "authentic") == 0)
                o->speed = 1;
            else if ((o->speed = strtod(v, &end)) > 0 && (*end == 'x' || *end == 'X') && !end[1]) {
            } else {
                fprintf(stderr, "hp71: --speed is max, authentic or Nx (N > 0), not '%s'\n", v);
                return EXIT_USAGE;
            }
        } else if (strcmp(a, "--lcd") == 0) {
            o->lcd = 1;
        } else if (strcmp(a, "--no-lcd") == 0) {
            o->lcd = 0;
        } else if ((v = option_value(argc, argv, &i, "--type-rate"))) {
            char *end;
            o->type_rate = strtod(v, &end);
            if (*end || o->type_rate <= 0) {
                fprintf(stderr, "hp71: --type-rate wants keystrokes per second, not '%s'\n", v);
                return EXIT_USAGE;
            }
        } else if ((v = option_value(argc, argv, &i, "--type"))) {
            o->type_file = v;
        } else if ((v = option_value(argc, argv, &i, "--input"))) {
            if (o->ninputs == MAX_LIST) {
                fprintf(stderr, "hp71: at most %d --input replies\n", MAX_LIST);
                return EXIT_USAGE;
            }
            o->inputs[o->ninputs++] = v;
        } else if ((v = option_value(argc, argv, &i, "--transcript"))) {
            o->transcript = v;
        } else if ((v = option_value(argc, argv, &i, "--memory"))) {
            char *end;
            o->memory = strtoll(v, &end, 10);
            if (*end || o->memory <= 0) {
                fprintf(stderr, "hp71: --memory wants a number of bytes, not '%s'\n", v);
                return EXIT_USAGE;
            }
        } else if (strcmp(a, "--strict") == 0) {
            o->strict = true;
        } else if (strcmp(a, "--test") == 0) {
            o->test_mode = true;
        } else if (strcmp(a, "--update") == 0) {
            o->update = true;
        } else if (a[0] == '-' && a[1] != '\0') {
            fprintf(stderr, "hp71: unknown option '%s' (try --help)\n", a);
            return EXIT_USAGE;
        } else if (o->test_mode) {
            if (o->ntests == MAX_LIST) {
                fprintf(stderr, "hp71: at most %d test paths\n", MAX_LIST);
                return EXIT_USAGE;
            }
            o->tests[o->ntests++] = a;
        } else if (!o->file) {
            o->file = a;
        } else {
            goto two_files;
        }
    }
    if (o->update && !o->test_mode) {
        fprintf(stderr, "hp71: --update goes with --test\n");
        return EXIT_USAGE;
    }
    return 0;
two_files:
    fprintf(stderr, "hp71: only one FILE may be given (try --help)\n");
    return EXIT_USAGE;
}

/* ---- the terminal host ---- */

typedef struct Buffer {
    char *s;
    size_t len, cap;
} Buffer;

static void buffer_add(Buffer *b, const char *text, size_t len) {
    if (b->len + len + 1 > b->cap) {
        size_t cap = (b->len + len + 1) * 2;
        char *s = realloc(b->s, cap);
        if (!s) {
            fputs("hp71: out of memory\n", stderr);
            exit(1);
        }
        b->s = s;
        b->cap = cap;
    }
    memcpy(b->s + b->len, text, len);
    b->len += len;
    b->s[b->len] = '\0';
}

typedef struct Term {
    const Options *o;
    Interp *I;
    bool tty;           /* read lines with readline */
    Lcd *lcd;           /* draw the LCD window, or NULL */
    Buffer *capture;    /* --test: everything shown goes here */
    const char *script; /* --test: the typed input, instead of stdin */
    size_t script_len, script_pos;
    int next_input; /* next --input reply */
    FILE *transcript;
    bool pace_started;
    struct timespec pace_t0;
    int64_t pace_e0;
} Term;

static void json_string(FILE *f, const char *s, size_t len) {
    fputc('"', f);
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\')
            fprintf(f, "\\%c", c);
        else if (c < 0x20 || c >= 0x7F)
            fprintf(f, "\\u%04x", c);
        else
            fputc(c, f);
    }
    fputc('"', f);
}

/* One JSON Lines record of the transcript (docs/transcript.md). */
static void record(Term *t, const char *kind, const char *text, size_t len) {
    if (!t->transcript) return;
    int64_t tod = t->I ? interp_time_of_day(t->I) : 0;
    int64_t emu = t->I ? interp_emulated_us(t->I) : 0;
    fprintf(t->transcript, "{\"kind\":\"%s\",\"text\":", kind);
    json_string(t->transcript, text, len);
    fprintf(t->transcript, ",\"time\":\"%02d:%02d:%02d.%02d\",\"emulated\":%lld.%06lld}\n",
            (int)(tod / 360000), (int)(tod / 6000 % 60), (int)(tod / 100 % 60), (int)(tod % 100),
            (long long)(emu / 1000000), (long long)(emu % 1000000));
    fflush(t->transcript);
}

static void out(Term *t, const char *text, size_t len) {
    if (t->capture)
        buffer_add(t->capture, text, len);
    else
        fwrite(text, 1, len, stdout);
}

static void term_display(void *ctx, const char *text, size_t len, int kind) {
    Term *t = ctx;
    record(t, kind == HOST_LINE_MESSAGE ? "error" : "display", text, len);
    if (t->lcd) {
        lcd_show(t->lcd, text, len);
        return;
    }
    out(t, text, len);
    out(t, "\n", 1);
    if (t->tty && !t->capture) fflush(stdout);
}

/* Reads the next typed line into buf; false at the end of input. */
static bool next_line(Term *t, const char *prompt, char *buf, size_t cap) {
    if (t->script) {
        if (t->script_pos >= t->script_len) return false;
        size_t i = t->script_pos, j = i;
        while (j < t->script_len && t->script[j] != '\n')
            j++;
        size_t n = j - i < cap - 1 ? j - i : cap - 1;
        memcpy(buf, t->script + i, n);
        buf[n] = '\0';
        t->script_pos = j + 1;
        return true;
    }
    if (t->tty) {
        if (t->lcd) lcd_newline(t->lcd);
        char *line = readline(prompt);
        if (!line) return false;
        snprintf(buf, cap, "%s", line);
        free(line);
        return true;
    }
    if (!fgets(buf, (int)cap, stdin)) return false;
    size_t n = strlen(buf);
    if (n > 0 && buf[n - 1] != '\n' && !feof(stdin)) {
        int ch; /* discard the rest of an over-long line */
        while ((ch = getchar()) != EOF && ch != '\n') {
        }
    }
    while (n > 0 && (buf[n - 1] == '\n' || buf[n - 1] == '\r'))
        buf[--n] = '\0';
    return true;
}

static bool term_input(void *ctx, const char *prompt, char *reply, size_t cap) {
    Term *t = ctx;
    bool got, scripted = t->next_input < t->o->ninputs;
    if (scripted) {
        snprintf(reply, cap, "%s", t->o->inputs[t->next_input++]);
        got = true;
    } else if (t->lcd) {
        lcd_prompt(t->lcd, prompt, strlen(prompt));
        got = next_line(t, "", reply, cap);
    } else {
        got = next_line(t, t->tty ? prompt : "", reply, cap);
    }
    if (!got || attn_flag) {
        if (!t->tty && !t->lcd) {
            out(t, prompt, strlen(prompt));
            out(t, "\n", 1);
        }
        return false;
    }
    record(t, "input", reply, strlen(reply));
    if (t->lcd) {
        char line[8192];
        int n = snprintf(line, sizeof line, "%s%s", prompt, reply);
        lcd_show(t->lcd, line, (size_t)(n < (int)sizeof line ? n : (int)sizeof line - 1));
    } else if (!t->tty || scripted) { /* readline has shown what was typed */
        out(t, prompt, strlen(prompt));
        out(t, reply, strlen(reply));
        out(t, "\n", 1);
    }
    return true;
}

static int64_t host_clock_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    struct tm local;
    localtime_r(&ts.tv_sec, &local);
    return ((int64_t)ts.tv_sec + local.tm_gmtoff) * 100 + ts.tv_nsec / 10000000;
}

static int64_t term_now(void *ctx) {
    (void)ctx;
    return host_clock_now();
}

/* Sleeps up to seconds, in slices short enough to notice ATTN in 10 ms. */
static void nap(double seconds) {
    fflush(stdout);
    while (seconds > 0 && !attn_flag) {
        double step = seconds < 0.01 ? seconds : 0.01;
        struct timespec ts = {0, (long)(step * 1e9)};
        nanosleep(&ts, NULL);
        seconds -= step;
    }
}

static void term_wait(void *ctx, double seconds) {
    (void)ctx;
    nap(seconds);
}

static double elapsed_since(const struct timespec *t0) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)(now.tv_sec - t0->tv_sec) + (double)(now.tv_nsec - t0->tv_nsec) / 1e9;
}

/* --speed: sleeps until real time since the run started keeps up with the
 * emulated time divided by the speed factor. */
static void term_pace(void *ctx, int64_t emulated_us) {
    Term *t = ctx;
    if (t->o->speed <= 0 || t->capture) return;
    if (!t->pace_started) {
        t->pace_started = true;
        clock_gettime(CLOCK_MONOTONIC, &t->pace_t0);
        t->pace_e0 = emulated_us;
        return;
    }
    double due = (double)(emulated_us - t->pace_e0) / 1e6 / t->o->speed;
    double ahead = due - elapsed_since(&t->pace_t0);
    if (ahead > 0) nap(ahead);
}

static void term_delay(void *ctx, double hold, double scroll) {
    Term *t = ctx;
    if (t->lcd) lcd_delay(t->lcd, hold, scroll);
}

static void term_state(void *ctx, int state) {
    Term *t = ctx;
    if (state == HOST_STATE_RUNNING) t->pace_started = false;
    if (t->lcd) lcd_state(t->lcd, state);
}

static void term_beep(void *ctx) {
    Term *t = ctx;
    if (t->tty && !t->capture) fputc('\a', stdout);
}

static void term_notice(void *ctx, const char *text) {
    Term *t = ctx;
    if (t->capture) {
        buffer_add(t->capture, "hp71: ", 6);
        buffer_add(t->capture, text, strlen(text));
        buffer_add(t->capture, "\n", 1);
        return;
    }
    fflush(stdout);
    fprintf(stderr, "hp71: %s\n", text);
}

static char *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    Buffer b = {0};
    char chunk[65536];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
        buffer_add(&b, chunk, n);
    bool failed = ferror(f) != 0;
    fclose(f);
    if (failed) {
        free(b.s);
        return NULL;
    }
    if (!b.s) buffer_add(&b, "", 0);
    *len = b.len;
    return b.s;
}

static char *term_read_file(void *ctx, const char *path, size_t *len) {
    (void)ctx;
    return read_file(path, len);
}

/* Writes to a temporary file beside path, then renames it over path, so a
 * failure never leaves a truncated file. */
static bool write_file_atomically(const char *path, const char *data, size_t len) {
    size_t n = strlen(path) + 16;
    char *tmp = malloc(n);
    if (!tmp) return false;
    snprintf(tmp, n, "%s.XXXXXX", path);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        free(tmp);
        return false;
    }
    FILE *f = fdopen(fd, "wb");
    bool ok = f && fwrite(data, 1, len, f) == len;
    if (f)
        ok = (fclose(f) == 0) && ok;
    else
        close(fd);
    if (ok) ok = rename(tmp, path) == 0;
    if (!ok) unlink(tmp);
    free(tmp);
    return ok;
}

static bool term_write_file(void *ctx, const char *path, const char *data, size_t len) {
    (void)ctx;
    return write_file_atomically(path, data, len);
}

static char *history_path(void) {
    const char *state = getenv("XDG_STATE_HOME");
    const char *home = getenv("HOME");
    char dir[4096];
    if (state && *state)
        snprintf(dir, sizeof dir, "%s/hp71", state);
    else if (home && *home)
        snprintf(dir, sizeof dir, "%s/.local/state/hp71", home);
    else
        return NULL;
    char parent[4096];
    snprintf(parent, sizeof parent, "%s", dir);
    char *slash = strrchr(parent, '/');
    if (slash) {
        *slash = '\0';
        mkdir(parent, 0700);
    }
    if (mkdir(dir, 0700) != 0 && errno != EEXIST) return NULL;
    size_t need = strlen(dir) + 16;
    char *p = malloc(need);
    if (p) snprintf(p, need, "%s/history", dir);
    return p;
}

/* Readline's keystroke reader: a read interrupted by Ctrl-C ends the line
 * at once (the caller sees attn_flag and abandons it), at the prompt as in
 * INPUT. */
static int read_key(FILE *in) {
    for (;;) {
        if (attn_flag) {
            rl_replace_line("", 0);
            return '\n';
        }
        unsigned char c;
        ssize_t n = read(fileno(in), &c, 1);
        if (n == 1) return c;
        if (n == 0 || errno != EINTR) return EOF;
    }
}

/* ---- sessions ---- */

/* Types a listing at the prompt as a person would, one keystroke at a time. */
static bool type_listing(Term *t, const char *path) {
    size_t len;
    char *data = read_file(path, &len);
    if (!data) return false;
    double pause = 1.0 / t->o->type_rate;
    size_t i = 0;
    while (i < len && !attn_flag) {
        size_t j = i;
        while (j < len && data[j] != '\n' && data[j] != '\r')
            j++;
        if (j > i) {
            record(t, "typed", data + i, j - i);
            if (!t->capture) {
                fputc('>', stdout);
                for (size_t k = i; k < j && !attn_flag; k++) {
                    fputc(data[k], stdout);
                    nap(pause);
                }
                fputc('\n', stdout);
                nap(pause);
            }
            interp_enter(t->I, data + i, j - i);
        }
        i = j + 1;
    }
    free(data);
    return true;
}

static int run_session(Term *t) {
    const Options *o = t->o;
    Host host = {.ctx = t,
                 .display = term_display,
                 .input = term_input,
                 .now = term_now,
                 .wait = term_wait,
                 .beep = term_beep,
                 .notice = term_notice,
                 .read_file = term_read_file,
                 .write_file = term_write_file,
                 .pace = term_pace,
                 .delay = term_delay,
                 .state = term_state,
                 .attn = &attn_flag};
    Interp *I = interp_new(&host, o->memory);
    if (!I) {
        fputs("hp71: out of memory\n", stderr);
        return 1;
    }
    t->I = I;
    interp_set_clock(I, o->clock);
    interp_set_costing(I, o->speed > 0);
    if (o->start_time >= 0) interp_set_time(I, o->start_time);

    int status = 0;
    if (o->file) {
        size_t len;
        char *data = read_file(o->file, &len);
        if (!data) {
            char msg[4200];
            snprintf(msg, sizeof msg, "cannot read '%s': %s", o->file, strerror(errno));
            term_notice(t, msg);
            interp_free(I);
            return EXIT_USAGE;
        }
        int bad = interp_load_text(I, o->file, data, len);
        free(data);
        if (bad > 0 && o->strict) {
            interp_free(I);
            return EXIT_USAGE;
        }
    }
    if (o->type_file && !type_listing(t, o->type_file)) {
        char msg[4200];
        snprintf(msg, sizeof msg, "cannot read '%s': %s", o->type_file, strerror(errno));
        term_notice(t, msg);
        interp_free(I);
        return EXIT_USAGE;
    }
    if (o->run) {
        if (o->type_file) {
            record(t, "typed", "RUN", 3);
            status = interp_enter(I, "RUN", 3) ? 0 : 1;
        } else {
            status = interp_run(I) ? 0 : 1;
            interp_free(I);
            return status;
        }
    }

    char *hist = NULL;
    if (t->tty) {
        rl_catch_signals = 0;
        rl_getc_function = read_key;
        hist = history_path();
        if (hist) read_history(hist);
    }
    char buf[8192];
    while (!interp_wants_exit(I)) {
        attn_flag = 0;
        if (!next_line(t, ">", buf, sizeof buf)) break;
        if (attn_flag) continue; /* Ctrl-C abandoned the line */
        if (t->tty && *buf) {
            add_history(buf);
            if (hist) append_history(1, hist);
        }
        record(t, "typed", buf, strlen(buf));
        bool ok = interp_enter(I, buf, strlen(buf));
        if (strspn(buf, " \t\r") != strlen(buf)) status = ok ? 0 : 1;
    }
    if (t->lcd) lcd_newline(t->lcd);
    free(hist);
    interp_free(I);
    return status;
}

/* ---- --test ---- */

static bool ends_with(const char *s, const char *suffix) {
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

/* Shows the unified difference between want and got, labelled name. */
static void show_diff(const char *name, const char *want, size_t wlen, const char *got,
                      size_t glen) {
    char a[] = "/tmp/hp71-want-XXXXXX", b[] = "/tmp/hp71-got-XXXXXX";
    int fa = mkstemp(a), fb = fa < 0 ? -1 : mkstemp(b);
    if (fb < 0) {
        if (fa >= 0) {
            close(fa);
            unlink(a);
        }
        return;
    }
    bool ok = write(fa, want, wlen) == (ssize_t)wlen && write(fb, got, glen) == (ssize_t)glen;
    close(fa);
    close(fb);
    if (ok) {
        fflush(stdout);
        pid_t pid = fork();
        if (pid == 0) {
            char la[4200], lb[4200];
            snprintf(la, sizeof la, "%s (expected)", name);
            snprintf(lb, sizeof lb, "%s (actual)", name);
            execlp("diff", "diff", "-u", "--label", la, "--label", lb, a, b, (char *)NULL);
            _exit(127);
        }
        if (pid > 0) waitpid(pid, NULL, 0);
    }
    unlink(a);
    unlink(b);
}

/* Splits text into whitespace-separated words (no quoting) for NAME.args. */
static int split_words(char *text, char **words, int max) {
    int n = 0;
    for (char *p = strtok(text, " \t\r\n"); p && n < max; p = strtok(NULL, " \t\r\n"))
        words[n++] = p;
    return n;
}

/* Runs one test, stem = path without its extension. Returns true if it
 * passed (or was updated). */
static bool run_test(const Options *outer, const char *stem) {
    char path[4096], dir[4096];
    snprintf(dir, sizeof dir, "%s", stem);
    char *slash = strrchr(dir, '/');
    if (slash)
        slash[1] = '\0';
    else
        strcpy(dir, "");

    Options o;
    options_default(&o);
    o.clock = HP71_CLOCK_VIRTUAL;
    o.lcd = 0;
    char *argv_text = NULL, *words[64];
    char *argv[66];
    char program_path[4200];
    snprintf(path, sizeof path, "%s.args", stem);
    size_t len;
    if ((argv_text = read_file(path, &len))) {
        int n = split_words(argv_text, words, 64);
        argv[0] = "hp71";
        for (int i = 0; i < n; i++)
            argv[i + 1] = words[i];
        if (parse_options(n + 1, argv, &o) != 0) {
            printf("FAIL %s: bad options in %s\n", stem, path);
            free(argv_text);
            return false;
        }
    }
    snprintf(path, sizeof path, "%s.bas", stem);
    bool program = access(path, R_OK) == 0;
    if (program) {
        snprintf(program_path, sizeof program_path, "%s", path);
        o.file = program_path;
    }

    Buffer script = {0};
    if (program && !o.run) buffer_add(&script, "RUN\n", 4);
    snprintf(path, sizeof path, "%s.in", stem);
    char *in = read_file(path, &len);
    if (in) {
        buffer_add(&script, in, len);
        free(in);
    }
    if (!script.s) buffer_add(&script, "", 0);

    Buffer got = {0};
    buffer_add(&got, "", 0);
    Term t = {.o = &o, .capture = &got, .script = script.s, .script_len = script.len};
    /* a test runs in its own folder: the files NAME.args names are there */
    char cwd[4096];
    bool moved = dir[0] && getcwd(cwd, sizeof cwd) && chdir(dir) == 0;
    if (moved && program) o.file = strrchr(program_path, '/') + 1;
    int status = run_session(&t);
    if (moved && chdir(cwd) != 0) perror("hp71: chdir");

    int want_status = 0;
    snprintf(path, sizeof path, "%s.status", stem);
    char *st = read_file(path, &len);
    if (st) {
        want_status = atoi(st);
        free(st);
    }
    snprintf(path, sizeof path, "%s.out", stem);
    char *want = read_file(path, &len);
    size_t wlen = want ? len : 0;
    bool same = want && wlen == got.len && memcmp(want, got.s, wlen) == 0;
    bool pass = same && status == want_status;
    if (!pass) {
        if (!same) show_diff(path, want ? want : "", wlen, got.s, got.len);
        if (status != want_status)
            printf("%s: exit status %d, expected %d\n", stem, status, want_status);
        if (outer->update && !same) {
            if (write_file_atomically(path, got.s, got.len)) {
                printf("updated %s\n", path);
                pass = status == want_status;
            } else {
                printf("cannot write %s\n", path);
            }
        }
    }
    printf("%s %s\n", pass ? "PASS" : "FAIL", stem);
    free(want);
    free(got.s);
    free(script.s);
    free(argv_text);
    return pass;
}

/* Adds the test stems found at path (a test file or a folder) to stems. */
static int collect_tests(const char *path, char **stems, int n, int max) {
    struct stat sb;
    char out[4200];
    snprintf(out, sizeof out, "%s.out", path);
    if (stat(path, &sb) != 0 && access(out, R_OK) == 0) { /* a stem: NAME */
        if (n < max) stems[n++] = strdup(path);
        return n;
    }
    if (stat(path, &sb) != 0) {
        fprintf(stderr, "hp71: no test at '%s'\n", path);
        return -1;
    }
    if (S_ISDIR(sb.st_mode)) {
        char cmd[4300];
        snprintf(cmd, sizeof cmd, "ls -1 '%s'", path);
        FILE *ls = popen(cmd, "r");
        if (!ls) return -1;
        char name[1024];
        while (fgets(name, sizeof name, ls) && n < max) {
            name[strcspn(name, "\n")] = '\0';
            if (!ends_with(name, ".out")) continue;
            char stem[4200];
            snprintf(stem, sizeof stem, "%s/%.*s", path, (int)strlen(name) - 4, name);
            stems[n++] = strdup(stem);
        }
        pclose(ls);
        return n;
    }
    const char *dot = strrchr(path, '.');
    size_t l = dot && !strchr(dot, '/') ? (size_t)(dot - path) : strlen(path);
    if (n < max) stems[n++] = strndup(path, l);
    return n;
}

static int run_tests(const Options *o) {
    char *stems[4096];
    int n = 0;
    for (int i = 0; i < o->ntests; i++) {
        n = collect_tests(o->tests[i], stems, n, 4096);
        if (n < 0) return EXIT_USAGE;
    }
    if (n == 0) {
        fprintf(stderr, "hp71: --test found no tests (NAME.out beside NAME.bas or NAME.in)\n");
        return EXIT_USAGE;
    }
    int passed = 0, failed = 0;
    for (int i = 0; i < n; i++) {
        if (run_test(o, stems[i]))
            passed++;
        else
            failed++;
        free(stems[i]);
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

int main(int argc, char **argv) {
    Options o;
    options_default(&o);
    int r = parse_options(argc, argv, &o);
    if (r == 1) return 0;
    if (r != 0) return r;

    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigint;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL); /* no SA_RESTART: Ctrl-C interrupts a read */

    if (o.test_mode) {
        if (o.ntests == 0) {
            fprintf(stderr, "hp71: --test needs a PATH (try --help)\n");
            return EXIT_USAGE;
        }
        return run_tests(&o);
    }

    Term t = {.o = &o, .tty = isatty(STDIN_FILENO) != 0};
    bool stdout_tty = isatty(STDOUT_FILENO) != 0;
    if (o.lcd == 1 || (o.lcd == -1 && stdout_tty && o.speed == 1)) t.lcd = lcd_new(stdout, o.speed);
    FILE *transcript = NULL;
    if (o.transcript) {
        transcript = fopen(o.transcript, "w");
        if (!transcript) {
            fprintf(stderr, "hp71: cannot write '%s': %s\n", o.transcript, strerror(errno));
            return EXIT_USAGE;
        }
        t.transcript = transcript;
    }
    int status = run_session(&t);
    fflush(stdout);
    if (transcript) fclose(transcript);
    lcd_free(t.lcd);
    return status;
}
