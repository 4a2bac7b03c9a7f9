/* term.c — the terminal host (see term.h). */
#include "term.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <termios.h>
#include <unistd.h>

#include <readline/history.h>
#include <readline/readline.h>

#include "files.h"
#include "transcript.h"

/* The ATTN key. A signal handler can only reach the outside world through a
 * static; this is the front end's, never the core's. */
volatile sig_atomic_t term_attn;
volatile sig_atomic_t term_interrupted;
volatile sig_atomic_t term_ending;

/* Whether a fatal signal waits for the session to write its display first:
 * in batch only (a terminal shows each line at once; readline keeps its own
 * handlers at the prompt). */
static volatile sig_atomic_t defer_fatal;

#define DISPLAY_TYPED_MAX 8192

static void on_sigint(int sig) {
    (void)sig;
    term_attn = 1;
    term_interrupted = 1;
}

/* The terminal's settings when hp71 started, put back when a signal ends it. */
static struct termios saved_termios;
static volatile sig_atomic_t have_termios;

/* SIGTERM, SIGHUP, SIGQUIT: the terminal gets its settings back (readline
 * or the LCD may hold it raw), then the signal ends hp71 as it ends any
 * program, so the shell sees the conventional status. In batch the first
 * one only stops the run (term_ending, term_attn) and arms a 2-second alarm
 * (on_late); term_end_by_signal ends hp71 once the display is written. Only
 * async-signal-safe calls here. */
static void on_fatal(int sig) {
    if (defer_fatal && !term_ending) { /* stop as ATTN; a second signal ends hp71 */
        term_ending = sig;
        term_attn = 1;
        alarm(2);
        return;
    }
    if (have_termios) tcsetattr(STDIN_FILENO, TCSANOW, &saved_termios);
    signal(sig, SIG_DFL);
    raise(sig);
}

/* The session did not come back in time after a deferred signal: it ends
 * hp71 now. */
static void on_late(int sig) {
    (void)sig;
    on_fatal(term_ending);
}

void term_end_by_signal(void) {
    if (!term_ending) return;
    fflush(stdout);
    signal(term_ending, SIG_DFL);
    raise(term_ending);
}

void term_install_signals(void) {
    if (isatty(STDIN_FILENO) && tcgetattr(STDIN_FILENO, &saved_termios) == 0) have_termios = 1;
    defer_fatal = !isatty(STDIN_FILENO) && !isatty(STDOUT_FILENO);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigint;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL); /* no SA_RESTART: Ctrl-C interrupts a read */
    sa.sa_handler = on_fatal;
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGHUP, &sa, NULL);
    sigaction(SIGQUIT, &sa, NULL);
    sa.sa_handler = on_late;
    sigaction(SIGALRM, &sa, NULL);
}

void buffer_add(Buffer *b, const char *text, size_t len) {
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

/* Output cannot be written (a full disk, a closed pipe): say so once and
 * stop whatever runs, as ATTN does; the session then ends with status 1. */
static void output_failed(Term *t, const char *what) {
    if (t->output_failed) return;
    t->output_failed = true;
    term_attn = 1;
    fprintf(stderr, "hp71: cannot write %s: %s\n", what, strerror(errno));
}

/* Reads the emulated clock for a record (the last reading once the
 * machine is gone). */
static void record_clock(Term *t) {
    if (!t->I) return;
    t->record_tod = interp_time_of_day(t->I);
    t->record_emu = interp_emulated_us(t->I);
}

static void record(Term *t, const char *kind, const char *text, size_t len, const char *prompt) {
    if (!t->transcript) return;
    record_clock(t);
    if (transcript_record(t->transcript, kind, text, len, prompt, t->record_tod, t->record_emu))
        output_failed(t, "the transcript");
}

void term_record(Term *t, const char *kind, const char *text, size_t len) {
    record(t, kind, text, len, NULL);
}

void term_record_exit(Term *t, int status) {
    if (!t->transcript) return;
    record_clock(t);
    if (transcript_exit(t->transcript, status, t->record_tod, t->record_emu))
        output_failed(t, "the transcript");
}

static void out(Term *t, const char *text, size_t len) {
    if (t->capture)
        buffer_add(t->capture, text, len);
    else if (fwrite(text, 1, len, stdout) != len)
        output_failed(t, "the display (standard output)");
}

bool term_flush(Term *t) {
    if (!t->capture && fflush(stdout) != 0) output_failed(t, "the display (standard output)");
    return !t->output_failed;
}

void term_lcd_window(Term *t) {
    int first, last;
    interp_window(t->I, &first, &last);
    lcd_window(t->lcd, first, last);
}

static void out_line(Term *t, const char *text, size_t len);

static void term_display(void *ctx, const char *text, size_t len, int kind) {
    Term *t = ctx;
    term_record(t, kind == HOST_LINE_MESSAGE ? "error" : "display", text, len);
    if (kind == HOST_LINE_MESSAGE && len >= 3 && memcmp(text, "ERR", 3) == 0)
        snprintf(t->last_message, sizeof t->last_message, "%.*s", (int)len, text);
    if (t->lcd) {
        lcd_annunciators(t->lcd, interp_annunciators(t->I));
        term_lcd_window(t);
        lcd_show(t->lcd, text, len);
        return;
    }
    out_line(t, text, len);
}

/* A display line as a terminal or a pipe gets it: trailing blanks are not
 * shown (the LCD cannot show them), characters outside printable ASCII (the
 * HP-71B's own glyphs, control codes) as \xNN, as the oracle writes them:
 * never raw bytes that a terminal would act on. */
static void out_line(Term *t, const char *text, size_t len) {
    while (len > 0 && text[len - 1] == ' ')
        len--;
    size_t from = 0;
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)text[i];
        if (c >= 32 && c < 127) continue;
        out(t, text + from, i - from);
        char hex[5];
        snprintf(hex, sizeof hex, "\\x%02X", c);
        out(t, hex, 4);
        from = i + 1;
    }
    out(t, text + from, len - from);
    out(t, "\n", 1);
    if (t->tty && !t->capture) term_flush(t);
}

/* Reads one raw line into buf (cap bytes, NUL-terminated; a longer line is
 * cut and the rest skipped) from the test script or stdin: LF, CR and CRLF
 * all end a line. Returns the length, or -1 at the end of input. */
static long raw_line(Term *t, char *buf, size_t cap) {
    size_t n = 0;
    int c;
    bool any = false;
    for (;;) {
        if (t->script) {
            c = t->script_pos < t->script_len ? (unsigned char)t->script[t->script_pos++] : EOF;
        } else {
            c = getchar();
        }
        if (c == EOF) break;
        any = true;
        if (c == '\n') break;
        if (c == '\r') { /* CR or CRLF */
            int d = t->script
                        ? (t->script_pos < t->script_len ? (unsigned char)t->script[t->script_pos]
                                                         : EOF)
                        : getchar();
            if (d == '\n') {
                if (t->script) t->script_pos++;
            } else if (!t->script && d != EOF) {
                ungetc(d, stdin);
            }
            break;
        }
        if (n + 1 < cap) buf[n++] = (char)c;
    }
    buf[n] = '\0';
    return any ? (long)n : -1;
}

bool term_line(Term *t, const char *prompt, char *buf, size_t cap) {
    for (;;) {
        long n;
        if (t->tty && !t->script) {
            if (t->lcd) lcd_newline(t->lcd);
            char *line = readline(prompt);
            if (!line) return false;
            snprintf(buf, cap, "%s", line);
            free(line);
            n = (long)strlen(buf);
        } else if ((n = raw_line(t, buf, cap)) < 0) {
            return false;
        }
        /* a control character cannot be typed on the HP-71B: say so, never
           drop the line silently */
        size_t bad = 0;
        while (bad < (size_t)n && ((unsigned char)buf[bad] >= 0x20 || buf[bad] == '\t') &&
               buf[bad] != 0x7F)
            bad++;
        if (bad == (size_t)n) return true;
        char shown[600], msg[700];
        interp_printable(buf, (size_t)n < 200 ? (size_t)n : 200, shown, sizeof shown);
        snprintf(msg, sizeof msg, "typed line with a control character ignored: %s", shown);
        term_notice(t, msg);
    }
}

/* Readline's start-up hook for a line handed back for editing (an INPUT
 * reply, a typed line that did not compile): the text, with the cursor
 * where the fault is. */
static const char *rl_edit;
static size_t rl_cursor;
static int prefill(void) {
    rl_insert_text(rl_edit);
    rl_point = (int)rl_cursor;
    return 0;
}

bool term_edit_line(Term *t, const char *prompt, const char *edit, size_t cursor, char *buf,
                    size_t cap) {
    if (!t->tty || t->script || t->lcd || !*edit) return term_line(t, prompt, buf, cap);
    rl_edit = edit;
    rl_cursor = cursor;
    rl_startup_hook = prefill;
    bool got = term_line(t, prompt, buf, cap);
    rl_startup_hook = NULL;
    return got;
}

static bool term_input(void *ctx, const char *prompt, const HostInner *inner, const char *edit,
                       size_t cursor, char *reply, size_t cap) {
    Term *t = ctx;
    bool got, scripted = t->next_input < t->o->ninputs;
    char typed[DISPLAY_TYPED_MAX];
    if (scripted) {
        snprintf(typed, sizeof typed, "%s", t->o->inputs[t->next_input++]);
        got = true;
    } else if (t->lcd) {
        term_lcd_window(t);
        lcd_prompt(t->lcd, prompt, strlen(prompt));
        got = term_line(t, "", typed, sizeof typed);
    } else if (t->tty && !t->script) { /* readline edits the kept reply itself */
        got = term_edit_line(t, prompt, edit, cursor, typed, sizeof typed);
        edit = "";
        cursor = 0;
    } else {
        got = term_line(t, "", typed, sizeof typed);
    }
    size_t typed_len = 0; /* (a key's text may hold a NUL: ESC % 0 0) */
    if (got)              /* (LC ON: the keys' letters; USER ON: the keys' assignments) */
        typed_len = interp_keys_reply(t->I, typed, strlen(typed), sizeof typed);
    /* the keys a script typed (readline's line holds the kept reply too) */
    if (got && !(t->tty && !t->script && !scripted)) interp_reply_keys(t->I, typed, typed_len);
    if (!got && t->tty && !t->script) {
        term_attn = 1; /* Ctrl-D at a terminal cancels the run, as ATTN does */
        fputc('\n', stdout);
        return false;
    }
    if (!got || term_attn) {
        /* input that ran out shows no prompt line, as the oracle prints a
           prompt only with its reply: the notice on stderr says it */
        if (got && !t->tty && !t->lcd) {
            char line[HOST_LINE_BUFFER * 8];
            out_line(t, line, host_echo(prompt, strlen(prompt), edit, inner, line, sizeof line));
        }
        if (!got && !term_ending) term_notice(t, "input ran out during INPUT");
        return false;
    }
    /* a backspace or an escape sequence among the keys (a key's text):
       the LCD's line as they edit it, after the prompt (ESC H can type over
       it); only on a line that holds no kept reply */
    char lcd_line[HOST_LINE_BUFFER * 4] = "";
    bool edited = edit[0] == '\0' &&
                  interp_keys_edit(prompt, typed, typed_len, reply, cap, lcd_line, sizeof lcd_line);
    if (!edited) host_overwrite(edit, cursor, typed, reply, cap);
    host_line_buffer(reply, strlen(prompt) + strlen(inner->text));
    /* --speed: a person took real time to type the reply; pacing starts
       again from here (a scripted reply's typing time is paced) */
    if (!scripted && t->tty && !t->script) t->pace_started = false;
    record(t, "input", reply, strlen(reply), prompt);
    int shown = (int)host_prompt_shown(prompt, reply);
    if (t->lcd) {
        char line[8192];
        size_t n = edited ? (size_t)snprintf(line, sizeof line, "%s", lcd_line)
                          : host_echo(prompt, (size_t)shown, reply, inner, line, sizeof line);
        lcd_show(t->lcd, line, n < sizeof line ? n : sizeof line - 1);
    } else if (edited && (!t->tty || scripted || t->script)) {
        out_line(t, lcd_line, strlen(lcd_line));
    } else if (!t->tty || scripted || t->script) { /* readline has shown what was typed */
        /* trailing blanks are not shown, as on a display line (the ROM: a
           reply Z typed over a line's "ABC   " shows ZBC) */
        char line[HOST_LINE_BUFFER * 8];
        out_line(t, line, host_echo(prompt, (size_t)shown, reply, inner, line, sizeof line));
    }
    return true;
}

/* A key pressed at the terminal (the terminal out of line mode just for the
 * read): its character, or -1 when none was. */
static int terminal_key(void) {
    struct termios saved, now;
    if (tcgetattr(STDIN_FILENO, &saved) != 0) return -1;
    now = saved;
    now.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
    now.c_cc[VMIN] = 0;
    now.c_cc[VTIME] = 0;
    unsigned char c;
    ssize_t n = -1;
    if (tcsetattr(STDIN_FILENO, TCSANOW, &now) == 0) {
        n = read(STDIN_FILENO, &c, 1);
        tcsetattr(STDIN_FILENO, TCSANOW, &saved);
    }
    return n == 1 ? c : -1;
}

/* How many KEY$ reads in a row find no key, in batch, before hp71 says
 * that none can come (a program polling KEY$ reads it thousands of times a
 * second). */
#define KEYS_MISSED_NOTICE 20000

/* KEY$ found no key and, in batch, none can come: what the program
 * displayed so far is shown (it may poll for good, until a signal ends
 * hp71), and once the polling goes on, a note on stderr says how to give
 * keys. */
static void no_key_in_batch(Term *t) {
    if (t->tty || t->script) return;
    term_flush(t);
    if (++t->keys_missed == KEYS_MISSED_NOTICE)
        fprintf(stderr, "hp71: the program keeps reading KEY$, and in batch no key can come: "
                        "give keys with --keys TEXT (Ctrl-C stops it, as ATTN)\n");
}

/* KEY$: the --keys keys first, then a key pressed at the terminal; in
 * batch, no more keys once --keys is used up. */
static bool term_key(void *ctx, char *name, size_t cap) {
    Term *t = ctx;
    int c = -1;
    if (t->o->keys && t->o->keys[t->next_key])
        c = (unsigned char)t->o->keys[t->next_key++];
    else if (t->tty && !t->script)
        c = terminal_key();
    if (c == '\r' || c == '\n')
        snprintf(name, cap, "#38"); /* ENDLINE */
    else if (c >= ' ' && c < 127)
        snprintf(name, cap, "%c", c);
    else {
        no_key_in_batch(t);
        return false;
    }
    t->keys_missed = 0;
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

void term_nap(double seconds) {
    fflush(stdout);
    while (seconds > 0 && !term_attn) {
        double step = seconds < 0.01 ? seconds : 0.01;
        struct timespec ts = {0, (long)(step * 1e9)};
        nanosleep(&ts, NULL);
        seconds -= step;
    }
}

static void term_wait(void *ctx, double seconds) {
    (void)ctx;
    term_nap(seconds);
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
    if (ahead > 0) term_nap(ahead);
}

static void term_delay(void *ctx, double hold, double scroll) {
    Term *t = ctx;
    if (t->lcd) lcd_delay(t->lcd, hold, scroll);
}

static void term_state(void *ctx, int state) {
    Term *t = ctx;
    /* pacing starts again with each run, and at the prompt (a line typed there
       is the person's own time) */
    if (state == HOST_STATE_RUNNING || state == HOST_STATE_IDLE) t->pace_started = false;
    if (t->lcd) {
        lcd_annunciators(t->lcd, interp_annunciators(t->I));
        lcd_state(t->lcd, state);
    }
}

static void term_beep(void *ctx) {
    Term *t = ctx;
    if (t->tty && !t->capture) fputc('\a', stdout);
}

void term_notice(Term *t, const char *text) {
    if (t->capture && t->model) return; /* a ROM session shows only the display */
    if (t->capture) {
        buffer_add(t->capture, "hp71: ", 6);
        buffer_add(t->capture, text, strlen(text));
        buffer_add(t->capture, "\n", 1);
        return;
    }
    fflush(stdout);
    fprintf(stderr, "hp71: %s\n", text);
}

static void host_notice(void *ctx, const char *text) {
    term_notice(ctx, text);
}

static char *term_read_file(void *ctx, const char *path, size_t *len, bool *missing,
                            const char **why) {
    (void)ctx;
    char *data = files_read(path, FILES_MAX_READ, len, why);
    *missing = !data && errno == ENOENT;
    return data;
}

static const char *term_write_file(void *ctx, const char *path, const char *data, size_t len) {
    (void)ctx;
    return files_write_atomically(path, data, len);
}

/* GDISP: --lcd draws the dots; plain lines show nothing (as the ROM's
 * recorded sessions see only text). */
static void term_graphics(void *ctx, const char *columns, size_t len) {
    Term *t = ctx;
    if (t->lcd) lcd_graphics(t->lcd, columns, len);
}

Host term_host(Term *t) {
    return (Host){.ctx = t,
                  .display = term_display,
                  .graphics = term_graphics,
                  .input = term_input,
                  .now = term_now,
                  .wait = term_wait,
                  .beep = term_beep,
                  .notice = host_notice,
                  .read_file = term_read_file,
                  .write_file = term_write_file,
                  .pace = t->o->speed > 0 ? term_pace : NULL, /* none at full speed */
                  .key = term_key,
                  .delay = term_delay,
                  .state = term_state,
                  .attn = &term_attn};
}

/* Makes folder path and all its parents (mode 0700); true when it exists. */
static bool make_folders(char *path) {
    for (char *p = path + 1; *p; p++) {
        if (*p != '/') continue;
        *p = '\0';
        mkdir(path, 0700);
        *p = '/';
    }
    return mkdir(path, 0700) == 0 || errno == EEXIST;
}

char *term_state_dir(void) {
    const char *state = getenv("XDG_STATE_HOME");
    const char *home = getenv("HOME");
    char dir[4096];
    if (state && *state)
        snprintf(dir, sizeof dir, "%s/hp71", state);
    else if (home && *home)
        snprintf(dir, sizeof dir, "%s/.local/state/hp71", home);
    else
        return NULL;
    if (!make_folders(dir)) return NULL;
    return strdup(dir);
}

static char *history_path(void) {
    char *dir = term_state_dir();
    if (!dir) return NULL;
    size_t need = strlen(dir) + 16;
    char *p = malloc(need);
    if (p) snprintf(p, need, "%s/history", dir);
    free(dir);
    return p;
}

/* Readline's keystroke reader: a read interrupted by Ctrl-C ends the line
 * at once (the caller sees term_attn and abandons it), at the prompt as in
 * INPUT. */
static int read_key(FILE *in) {
    for (;;) {
        if (term_attn) {
            rl_replace_line("", 0);
            return '\n';
        }
        unsigned char c;
        ssize_t n = read(fileno(in), &c, 1);
        if (n == 1) return c;
        if (n == 0 || errno != EINTR) return EOF;
    }
}

char *term_history_start(void) {
    rl_catch_signals = 0;
    rl_getc_function = read_key;
    char *hist = history_path();
    /* append_history needs the file: create it on first use */
    if (hist && read_history(hist) != 0 && write_history(hist) != 0) {
        free(hist);
        return NULL;
    }
    return hist;
}

void term_history_add(const char *path, const char *line) {
    add_history(line);
    if (path) append_history(1, path);
}

void term_history_end(const char *path) {
    if (path) history_truncate_file(path, TERM_HISTORY_LINES);
}
