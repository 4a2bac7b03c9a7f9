/*
 * main.c — the hp71 command: options, loading files, the '>' prompt, and the
 * Host that connects the interpreter core to the terminal and the clock.
 *
 * This is the only place that touches stdin/stdout, readline, signals and
 * the system clock. When stdin is a terminal the prompt uses GNU readline
 * (history in $XDG_STATE_HOME/hp71/history or ~/.hp71_history); otherwise
 * typed lines are read silently and INPUT replies are echoed after their
 * prompt so stdout reads like the display.
 */
#include <errno.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <readline/history.h>
#include <readline/readline.h>

#include "../interp.h"

#ifndef HP71_VERSION
#define HP71_VERSION "0.1.0"
#endif

#define EXIT_USAGE 2

/* The ATTN key. A signal handler can only reach the outside world through a
 * static; this is the front end's, never the core's. */
static volatile sig_atomic_t attn_flag;

static void on_sigint(int sig) {
    (void)sig;
    attn_flag = 1;
}

typedef struct Term {
    bool tty;            /* stdin is a terminal */
    bool virtual_clock;  /* --clock=virtual */
    int64_t virtual_now; /* hundredths of a second, for the virtual clock */
} Term;

static void term_display(void *ctx, const char *text, size_t len) {
    Term *t = ctx;
    fwrite(text, 1, len, stdout);
    fputc('\n', stdout);
    if (t->tty) fflush(stdout);
}

static bool read_plain_line(char *buf, size_t cap) {
    if (!fgets(buf, (int)cap, stdin)) return false;
    size_t n = strlen(buf);
    if (n > 0 && buf[n - 1] != '\n' && !feof(stdin)) {
        int ch; /* discard the rest of an over-long line */
        while ((ch = getchar()) != EOF && ch != '\n') {
        }
    }
    while (n > 0 && (buf[n - 1] == '\n' || buf[n - 1] == '\r')) buf[--n] = '\0';
    return true;
}

static bool term_input(void *ctx, const char *prompt, char *reply, size_t cap) {
    Term *t = ctx;
    if (t->tty) {
        char *line = readline(prompt);
        if (!line) return false;
        snprintf(reply, cap, "%s", line);
        free(line);
        return !attn_flag;
    }
    fputs(prompt, stdout);
    if (!read_plain_line(reply, cap)) {
        fputc('\n', stdout);
        return false;
    }
    fputs(reply, stdout);
    fputc('\n', stdout);
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
    Term *t = ctx;
    return t->virtual_clock ? t->virtual_now : host_clock_now();
}

static void term_wait(void *ctx, double seconds) {
    Term *t = ctx;
    if (t->virtual_clock) {
        t->virtual_now += (int64_t)(seconds * 100 + 0.5);
        return;
    }
    fflush(stdout);
    double left = seconds;
    while (left > 0 && !attn_flag) {
        double step = left < 0.01 ? left : 0.01;
        struct timespec ts = {0, (long)(step * 1e9)};
        nanosleep(&ts, NULL);
        left -= step;
    }
}

static void term_beep(void *ctx) {
    Term *t = ctx;
    if (t->tty) fputc('\a', stdout);
}

static void usage(FILE *f) {
    fputs("usage: hp71 [OPTIONS] [FILE]\n"
          "An emulator of the HP-71B handheld computer's BASIC.\n\n"
          "  FILE               load this BASIC program, then show the '>' prompt\n"
          "  --run FILE         load FILE, run it, and exit (status 1 if it ended in an error)\n"
          "  --time HH:MM:SS    start the emulated clock at this time of day\n"
          "  --clock=host       TIME follows the host clock (default)\n"
          "  --clock=virtual    TIME starts at 00:00:00 and advances only by WAIT\n"
          "  --memory BYTES     memory for variables (default 67108864)\n"
          "  --strict           any line of FILE that cannot be entered is fatal (status 2)\n"
          "  --help             show this help and exit\n"
          "  --version          show the version and exit\n",
          f);
}

static bool parse_time(const char *s, int64_t *seconds) {
    int h, m, sec;
    char tail;
    if (sscanf(s, "%d:%d:%d%c", &h, &m, &sec, &tail) != 3) return false;
    if (h < 0 || h > 23 || m < 0 || m > 59 || sec < 0 || sec > 59) return false;
    *seconds = (int64_t)h * 3600 + m * 60 + sec;
    return true;
}

static void term_notice(void *ctx, const char *text) {
    (void)ctx;
    fflush(stdout);
    fprintf(stderr, "hp71: %s\n", text);
}

static char *term_read_file(void *ctx, const char *path, size_t *len) {
    (void)ctx;
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    char *data = NULL;
    size_t used = 0, cap = 0;
    char chunk[65536];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) {
        if (used + n + 1 > cap) {
            cap = (used + n + 1) * 2;
            char *d = realloc(data, cap);
            if (!d) {
                free(data);
                fclose(f);
                return NULL;
            }
            data = d;
        }
        memcpy(data + used, chunk, n);
        used += n;
    }
    bool failed = ferror(f) != 0;
    fclose(f);
    if (failed) {
        free(data);
        return NULL;
    }
    if (!data) data = calloc(1, 1);
    *len = used;
    return data;
}

/* Writes to a temporary file beside path, then renames it over path, so a
 * failure never leaves a truncated file. */
static bool term_write_file(void *ctx, const char *path, const char *data, size_t len) {
    (void)ctx;
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
    if (f) ok = (fclose(f) == 0) && ok;
    else close(fd);
    if (ok) ok = rename(tmp, path) == 0;
    if (!ok) unlink(tmp);
    free(tmp);
    return ok;
}

/* Loads a program file; returns the number of lines that could not be
 * entered, or -1 when the file cannot be read. */
static int load_file(Interp *I, const char *path) {
    size_t len;
    char *data = term_read_file(NULL, path, &len);
    if (!data) return -1;
    int bad = interp_load_text(I, path, data, len);
    free(data);
    return bad;
}

static char *history_path(void) {
    const char *state = getenv("XDG_STATE_HOME");
    const char *home = getenv("HOME");
    char dir[4096];
    if (state && *state) snprintf(dir, sizeof dir, "%s/hp71", state);
    else if (home && *home) snprintf(dir, sizeof dir, "%s/.local/state/hp71", home);
    else return NULL;
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

int main(int argc, char **argv) {
    const char *file = NULL;
    bool run = false, strict = false;
    Term term = {.tty = isatty(STDIN_FILENO) != 0};
    int64_t start_time = -1;
    int64_t memory = 64LL * 1024 * 1024;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(a, "--version") == 0) {
            printf("hp71 %s\n", HP71_VERSION);
            return 0;
        } else if (strcmp(a, "--run") == 0 && i + 1 < argc && !file) {
            run = true;
            file = argv[++i];
        } else if (strcmp(a, "--time") == 0 && i + 1 < argc) {
            if (!parse_time(argv[++i], &start_time)) {
                fprintf(stderr, "hp71: --time wants HH:MM:SS, not '%s'\n", argv[i]);
                return EXIT_USAGE;
            }
        } else if (strncmp(a, "--time=", 7) == 0) {
            if (!parse_time(a + 7, &start_time)) {
                fprintf(stderr, "hp71: --time wants HH:MM:SS, not '%s'\n", a + 7);
                return EXIT_USAGE;
            }
        } else if (strcmp(a, "--clock=virtual") == 0) {
            term.virtual_clock = true;
        } else if (strcmp(a, "--clock=host") == 0) {
            term.virtual_clock = false;
        } else if (strcmp(a, "--memory") == 0 && i + 1 < argc) {
            char *end;
            memory = strtoll(argv[++i], &end, 10);
            if (*end || memory <= 0) {
                fprintf(stderr, "hp71: --memory wants a number of bytes, not '%s'\n", argv[i]);
                return EXIT_USAGE;
            }
        } else if (strcmp(a, "--strict") == 0) {
            strict = true;
        } else if (a[0] == '-' && a[1] != '\0') {
            fprintf(stderr, "hp71: unknown option '%s' (try --help)\n", a);
            return EXIT_USAGE;
        } else if (!file) {
            file = a;
        } else {
            fprintf(stderr, "hp71: only one FILE may be given (try --help)\n");
            return EXIT_USAGE;
        }
    }

    Host host = {.ctx = &term,
                 .display = term_display,
                 .input = term_input,
                 .now = term_now,
                 .wait = term_wait,
                 .beep = term_beep,
                 .notice = term_notice,
                 .read_file = term_read_file,
                 .write_file = term_write_file,
                 .attn = &attn_flag};
    Interp *I = interp_new(&host, memory);
    if (!I) {
        fputs("hp71: out of memory\n", stderr);
        return 1;
    }
    if (start_time >= 0) interp_set_time(I, start_time);

    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigint;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);

    if (file) {
        int bad = load_file(I, file);
        if (bad < 0) {
            fprintf(stderr, "hp71: cannot read '%s': %s\n", file, strerror(errno));
            interp_free(I);
            return EXIT_USAGE;
        }
        if (bad > 0 && strict) {
            interp_free(I);
            return EXIT_USAGE;
        }
    }

    int status = 0;
    if (run) {
        status = interp_run(I) ? 0 : 1;
        fflush(stdout);
        interp_free(I);
        return status;
    }

    char *hist = NULL;
    if (term.tty) {
        rl_catch_signals = 0;
        hist = history_path();
        if (hist) read_history(hist);
    }
    char buf[8192];
    while (!interp_wants_exit(I)) {
        char *line = NULL;
        bool ok, blank;
        if (term.tty) {
            attn_flag = 0;
            line = readline(">");
            if (!line) break;
            if (*line) {
                add_history(line);
                if (hist) append_history(1, hist);
            }
            ok = interp_enter(I, line, strlen(line));
            blank = strspn(line, " \t\r") == strlen(line);
            free(line);
        } else {
            if (!read_plain_line(buf, sizeof buf)) break;
            ok = interp_enter(I, buf, strlen(buf));
            blank = strspn(buf, " \t\r") == strlen(buf);
        }
        if (!blank) status = ok ? 0 : 1;
    }
    if (hist) free(hist);
    fflush(stdout);
    interp_free(I);
    return status;
}
