/*
 * host.h — what the interpreter core needs from the world around it.
 *
 * The core never touches the terminal, the clock or stdin itself: every
 * displayed line, every INPUT reply, every reading of the clock and every
 * wait goes through a Host. The terminal front end (cli/) provides one that
 * uses readline and the system clock; tests provide one with scripted input
 * and a virtual clock. The ATTN flag is the one piece of shared state: the
 * host sets it (from a Ctrl-C handler, say) and the core polls it.
 */
#ifndef HP71_HOST_H
#define HP71_HOST_H

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum { HOST_STATE_IDLE, HOST_STATE_RUNNING, HOST_STATE_SUSPENDED };

/* The edit line after typing typed (len characters) over edit from cursor,
 * as the HP-71B's keys overwrite: edit[0,cursor) + typed + the rest of edit
 * beyond the typed characters. Writes at most cap-1 characters into out. */
static inline void host_overwrite(const char *edit, size_t cursor, const char *typed, char *out,
                                  size_t cap) {
    size_t el = 0, tl = 0, n = 0;
    while (edit[el])
        el++;
    while (typed[tl])
        tl++;
    if (cursor > el) cursor = el;
    for (size_t i = 0; i < cursor && n + 1 < cap; i++)
        out[n++] = edit[i];
    for (size_t i = 0; i < tl && n + 1 < cap; i++)
        out[n++] = typed[i];
    for (size_t i = cursor + tl; i < el && n + 1 < cap; i++)
        out[n++] = edit[i];
    out[n] = '\0';
}

/* What the LCD shows inside an INPUT's edit line beside the reply
 * (Host.input, host_echo). */
typedef struct HostInner {
    const char *text; /* NUL-terminated, mostly empty: the prompt (after what a
                         cursor move put before it) when it shows inside the
                         edit line, */
    size_t at;        /* after the reply's first `at` characters */
    const char *tail; /* NUL-terminated, mostly empty: what a cursor move put
                         after the edit line, which what is shown goes on
                         after, */
    size_t tail_at;   /* at this column of the line shown; */
    int64_t home;     /* the column of the line shown that the reply's first
                         character goes to instead (ESC H or ESC % placed it
                         there), -1 none; the edit line then starts with a
                         blank that character takes */
} HostInner;

/* The line an INPUT shows once replied: prompt (shown of its characters),
 * then reply, inner->text after reply's first inner->at characters, and
 * inner->tail at column inner->tail_at of all that (the ROM: what a cursor
 * move put after the edit line stays where it is, the prompt and the reply
 * going on after it); with inner->home, reply's first character at that
 * column, the rest as the reply. Writes at most cap-1 characters into out; returns
 * their count. */
static inline size_t host_echo(const char *prompt, size_t shown, const char *reply,
                               const HostInner *inner, char *out, size_t cap) {
    char homed = inner->home >= 0 ? reply[0] : '\0';
    if (homed) reply++;
    if (homed == ' ') homed = '\0'; /* (the edit line's first place, kept: nothing typed) */
    size_t n = 0, rl = 0;
    while (reply[rl])
        rl++;
    for (size_t i = 0; i < shown && n + 1 < cap; i++)
        out[n++] = prompt[i];
    size_t inner_at = inner->text[0] ? inner->at : 0;
    for (size_t i = 0; i < inner_at && n + 1 < cap; i++) /* (blanks past the reply's end) */
        out[n++] = i < rl ? reply[i] : ' ';
    for (size_t i = 0; inner->text[i] && n + 1 < cap; i++)
        out[n++] = inner->text[i];
    for (size_t i = inner_at; i < rl && n + 1 < cap; i++)
        out[n++] = reply[i];
    if (inner->tail[0]) {
        size_t tl = 0, at = inner->tail_at;
        while (inner->tail[tl])
            tl++;
        while (n < at && n + 1 < cap) /* (blanks up to it) */
            out[n++] = ' ';
        if (at > n) at = n;
        if (n + tl + 1 > cap) tl = cap - 1 - n;
        for (size_t i = n; i > at; i--)
            out[i - 1 + tl] = out[i - 1];
        for (size_t i = 0; i < tl; i++)
            out[at + i] = inner->tail[i];
        n += tl;
    }
    if (homed && (size_t)inner->home + 1 < cap) {
        while (n <= (size_t)inner->home)
            out[n++] = ' ';
        out[inner->home] = homed;
    }
    out[n] = '\0';
    return n;
}

/* The HP-71B's line buffer: a prompt of prompt_len characters (a typed
 * line's is the cursor's one place) and the reply typed after it share
 * HOST_LINE_BUFFER characters, and every key typed past the end overwrites
 * the last (the ROM: a reply typed too long keeps its first characters and
 * its last). Cuts reply (NUL-terminated) so. */
#define HOST_LINE_BUFFER 96
static inline void host_line_buffer(char *reply, size_t prompt_len) {
    size_t room = prompt_len < HOST_LINE_BUFFER - 1 ? HOST_LINE_BUFFER - prompt_len : 1, n = 0;
    while (reply[n])
        n++;
    if (n > room) {
        reply[room - 1] = reply[n - 1];
        reply[room] = '\0';
    }
}

/* The characters of prompt the display keeps once reply (cut by
 * host_line_buffer) is typed after it: all, but when the prompt fills the
 * buffer the reply's key takes its last place (the ROM). */
static inline size_t host_prompt_shown(const char *prompt, const char *reply) {
    size_t n = 0;
    while (prompt[n])
        n++;
    return n >= HOST_LINE_BUFFER && reply[0] ? HOST_LINE_BUFFER - 1 : n;
}

/* What a displayed line is, for hosts that treat them apart (transcripts). */
enum { HOST_LINE_DISPLAY, HOST_LINE_MESSAGE };

typedef struct Host {
    void *ctx;
    /* Shows one completed display line of len characters (no newline);
     * kind is HOST_LINE_MESSAGE for ERR/WRN messages. */
    void (*display)(void *ctx, const char *text, size_t len, int kind);
    /* INPUT: shows prompt (NUL-terminated; may be empty) and an edit line
     * holding edit with the cursor at offset cursor (after a bad reply the
     * ROM keeps it there for correcting; typing overwrites from the cursor),
     * and reads the edited reply, at most cap-1 characters, into reply,
     * without its line end. inner says what else the edit line shows:
     * the prompt's text when it shows inside the edit line, after its
     * first inner->at characters, which the keys type over as the rest
     * (host_echo: after DISP CHR$(27)&"E";"TITLE"; the reply starts as
     * TITLE, the prompt after it), and what a cursor move put after it.
     * Returns false at end of input or when ATTN was pressed. */
    bool (*input)(void *ctx, const char *prompt, const HostInner *inner, const char *edit,
                  size_t cursor, char *reply, size_t cap);
    /* KEY$: takes the oldest key waiting in the key buffer, if any, and
     * writes its name into name (cap bytes): the character the key types, or
     * # and the key's code ("#38" for ENDLINE). Returns false when no key is
     * waiting. May be NULL (no key is ever waiting). */
    bool (*key)(void *ctx, char *name, size_t cap);
    /* Local time now, in hundredths of a second since 1970-01-01 00:00
     * local time. */
    int64_t (*now)(void *ctx);
    /* Waits the given seconds (WAIT); returns early when ATTN is set. */
    void (*wait)(void *ctx, double seconds);
    /* Sounds the bell (BEEP); may be NULL. */
    void (*beep)(void *ctx);
    /* Shows an hp71 message that is not part of the HP-71B display (a bad
     * line in a loaded file, a file that cannot be written); may be NULL. */
    void (*notice)(void *ctx, const char *text);
    /* Reads a whole file (LOAD) of at most a program's size; returns
     * malloc'd bytes and sets *len, or NULL with *missing set when there is
     * no such file and *why to the reason it cannot be read. May be NULL
     * (no file access). */
    char *(*read_file)(void *ctx, const char *path, size_t *len, bool *missing, const char **why);
    /* Writes a whole file (SAVE) without ever leaving a truncated one: the
     * old file stays until the new one is complete. Returns NULL, or the
     * reason it failed. May be NULL. */
    const char *(*write_file)(void *ctx, const char *path, const char *data, size_t len);
    /* Paces execution: the core has run emulated_us microseconds of
     * emulated time (cost model and waits) since it started; the host may
     * sleep so that real time keeps up (--speed=authentic). May be NULL. */
    void (*pace)(void *ctx, int64_t emulated_us);
    /* GDISP drew the window's dots: columns (len bytes, at most 132; bit 0
     * of a byte is the top dot, bit 7 the bottom one), the rest blank, until
     * the next displayed line. Lines go on to display as before. May be
     * NULL (then nothing shows, as the recorded sessions see it). */
    void (*graphics)(void *ctx, const char *columns, size_t len);
    /* DELAY changed: seconds each displayed line is held (8 or more: until
     * a key) and seconds per character when a long line scrolls. May be
     * NULL. */
    void (*delay)(void *ctx, double hold, double scroll);
    /* The machine's state changed: HOST_STATE_IDLE (the prompt),
     * HOST_STATE_RUNNING (PRGM), HOST_STATE_SUSPENDED (SUSP). May be NULL. */
    void (*state)(void *ctx, int state);
    /* Set non-zero by the host when the ATTN key (Ctrl-C) is pressed; the
     * core clears it when it has acted on it. May be NULL. */
    volatile sig_atomic_t *attn;
} Host;

#endif
