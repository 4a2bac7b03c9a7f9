/*
 * display.c — the display line as DISP and PRINT fill it (see display.h).
 */
#include "display.h"

#include <string.h>

#define ESC 27

void display_hold(Display *d, const char *text, size_t len) {
    if (len > DISPLAY_BUFFER) len = DISPLAY_BUFFER;
    memmove(d->held, text, len); /* (a line sent again is held already) */
    d->held_len = (int)len;
    d->held_shown = true;
    d->written = false; /* (a line feed next: this line again) */
}

static bool has_width(const Display *d) {
    return d->width < DISPLAY_NO_WIDTH;
}

void display_init(Display *d, DisplaySink *sink, void *ctx) {
    memset(d, 0, sizeof *d);
    d->sink = sink;
    d->ctx = ctx;
    d->disp_width = d->print_width = d->width = DISPLAY_BUFFER;
    d->beyond_at = -1;
    d->jump_at = -1;
    d->typing_keys = -1;
    display_set_endline(d, NULL, 0);
}

void display_set_endline(Display *d, const char *text, size_t len) {
    if (!text) {
        text = "\r\n";
        len = 2;
    }
    memcpy(d->endline, text, len);
    d->endline_len = (int)len;
}

void display_begin(Display *d, bool print) {
    d->print = print;
    d->width = print ? d->print_width : d->disp_width;
}

/* The column of the list being written: its characters since its own end
 * of line. */
static int64_t *count(Display *d) {
    return &d->count[d->print];
}

/* Sends the line and starts an empty one; the column stays where it is
 * (a line feed), callers that want the first column set it. */
static void send(Display *d) {
    d->insert = false; /* (ESC Q holds for its line) */
    d->sink(d->ctx, d->buf, (size_t)d->len);
    display_hold(d, d->buf, (size_t)d->len);
    d->len = 0;
    d->reach = 0;
    d->field_end = 0;
    d->beyond_at = -1;
    d->jump_at = -1;
    d->lf_end = 0;
    d->put_count = 0;
    d->home = false;
}

static void new_line(Display *d) {
    send(d);
    d->written = false;
    d->col = 0;
    d->lf_col = 0;
    *count(d) = 0;
}

static void put_text(Display *d, const char *text, size_t len);

/* Puts PRINT's ENDLINE text, which no PWIDTH cuts (the ROM: under PWIDTH 2
 * and ENDLINE "<>*", PRINT "ABC" shows "AB<>*C<>*"; under PWIDTH 4 and
 * ENDLINE "*", PRINT "ABCD" shows "ABCD*"). */
static void put_endline(Display *d) {
    d->ending = true;
    put_text(d, d->endline, (size_t)d->endline_len);
    d->ending = false;
}

static void put_cr_lf(Display *d);

/* Ends a line the width cuts: PRINT's with its ENDLINE text (the ROM: with
 * ENDLINE "*" a long PRINT shows "ABCDEFGHIJKL*MNOPQRSTUVWX*YZ*" under
 * PWIDTH 12), DISP's as a new line, or, an escape sequence being open, as
 * a CR LF the sequence reads (put_cr_lf). The text is not counted in the
 * next line's width. */
static void wrap(Display *d) {
    if (!d->print && !d->escape) {
        new_line(d);
        return;
    }
    *count(d) = 0;
    if (d->print)
        put_endline(d);
    else
        put_cr_lf(d);
    *count(d) = 0;
}

/* One character at the column, the line padded with blanks up to it;
 * past the buffer's end every character lands on its last position. No
 * width cuts it (put's, a message's characters). */
static void place(Display *d, char c) {
    int p = d->col < DISPLAY_BUFFER ? (int)d->col : DISPLAY_BUFFER - 1;
    while (d->len < p)
        d->buf[d->len++] = ' ';
    d->buf[p] = c;
    if (d->len < p + 1) d->len = p + 1;
    bool within = d->col <= d->field_end;
    if (!within && !d->plain && (d->beyond_at < 0 || d->col < d->beyond_at)) d->beyond_at = d->col;
    d->col++;
    if (d->col > d->reach) d->reach = d->col;
    d->put_count++;
    if (within && d->col > d->field_end && !d->plain) {
        d->field_end = d->col;
        if (d->beyond_at >= 0 && d->field_end >= d->beyond_at) {
            /* writing caught up with what was put past the edit line's end:
               the end and the cursor go on after all of it (the ROM:
               "ABCDEFGH", CR, "XY", ESC C, "Z", ESC H, "12", "Q" shows
               1Y2ZQFGH) */
            d->field_end = d->col = d->reach;
            d->beyond_at = -1;
        }
    }
}

/* Where the characters after those ESC H, ESC % or backspaces placed go on:
 * placed among those written one after another, after them (the ROM: "AB",
 * ESC % 10 0, "TITLE", ESC H, "XY" shows XBY and TITLE at column 10); placed
 * past them, after all the line's characters (a backspace run after a line
 * feed, "TITLE" after ESC % 10 0). */
static int64_t home_left(const Display *d) {
    return d->home_end <= d->field_end ? d->field_end : d->reach;
}

/* True while a character ESC H, ESC % or a backspace run sent somewhere is
 * still to come there. */
static bool home_pending(const Display *d) {
    return d->home && d->col < d->home_end;
}

/* After ESC H, ESC % or backspaces, once the characters they placed were
 * written (or ESC C passed them): on at the end at once, where a line feed,
 * ESC K or ESC O next acts (the ROM: "ABCDEF", ESC H, "Z", LF then "X"
 * shows "ZBCDEF" and "      X"). */
static void leave_home(Display *d) {
    if (d->home && d->col >= d->home_end) {
        /* (past the characters written one after another with what a cursor
           move put still ahead: on from here up to it, then after the line,
           as after ESC D: the ROM, a line feed, a backspace, "X", ESC D, a
           backspace, "LMN" shows LMXN) */
        if (!(d->home_end > d->field_end && d->jump_at > d->col)) d->col = home_left(d);
        d->home = false;
    }
}

/* A move left (ESC D, a backspace with no line feed before it) from past the
 * characters written one after another: one column back, from what a
 * cursor move put past them as from the first of it, never into them (the
 * ROM: "ABC", ESC % 7 0, "Z", two ESC D, "WVUT" shows ABC  WVZUT; four
 * backspaces after ESC % 5 0 and "ZY", then "WVUT", ABCWVZYUT). */
static void move_left(Display *d) {
    int64_t from = d->beyond_at >= 0 && d->col > d->beyond_at ? d->beyond_at : d->col;
    d->col = from - 1 > d->field_end ? from - 1 : d->field_end;
    d->jump_at = d->beyond_at > d->col ? d->beyond_at : -1;
}

/* Puts one visible character at the column, the width first cutting the
 * line. */
static void put(Display *d, char c) {
    if (has_width(d) && *count(d) >= d->width && !d->ending) wrap(d);
    leave_home(d);
    if (d->jump_at >= 0 && d->col >= d->jump_at) {
        /* come back to what a cursor move put: on after the line's end */
        if (d->col == d->jump_at) d->col = d->reach;
        d->jump_at = -1;
    }
    if (d->insert && !d->home) {
        /* ESC Q: the rest moves right, the line held to 95 characters, what
           finds no room lost (the ROM) */
        if (d->len >= DISPLAY_BUFFER - 1 || d->col >= DISPLAY_BUFFER - 1) {
            ++*count(d);
            return;
        }
        if (d->col < d->len) {
            memmove(d->buf + d->col + 1, d->buf + d->col, (size_t)(d->len - d->col));
            d->len++;
        }
    }
    place(d, c);
    leave_home(d);
    ++*count(d);
}

/* After a line feed, a cursor move takes the place backspaces go back from
 * (the ROM: "ABCD", a line feed, ESC D, a backspace, "LMN" shows LMN from
 * column 2; ESC % 2 0 for the ESC D, from column 1). */
static void follow_line_feed(Display *d) {
    if (d->lf_col > 0) d->lf_col = d->col;
}

/* True when a character ESC H or ESC % places goes on at the end after it:
 * always but with the LCD's own moves (ESC E, ESC >), there only among what
 * was written before them (the ROM: "ABCDEF", ESC >, ESC H, "QR" shows
 * QBCDEFR; ESC E or ESC > before "ABCDEF", QRCDEF). */
static bool placing(const Display *d) {
    return !d->plain || d->col < d->field_end;
}

/* The character after ESC (and the two of ESC % col row). */
static void escape(Display *d, unsigned char c) {
    if (d->escape_cursor) {
        /* the column, modulo the buffer's (ESC % 100 is column 4: the ROM);
           the row is ignored */
        if (d->escape == 2) d->col = c % DISPLAY_BUFFER;
        d->escape--;
        if (!d->escape) { /* as home: one character there, then on at the end (the ROM) */
            d->escape_cursor = false;
            /* past the line's end, the line takes blanks up to the column
               and one more, which ESC C can move onto (the ROM: "ABC",
               ESC % 5 0, ESC C, "Z" shows Z at column 6) */
            while (d->len <= d->col && d->len < DISPLAY_BUFFER)
                d->buf[d->len++] = ' ';
            d->home = placing(d);
            d->home_end = d->col + 1;
            follow_line_feed(d);
        }
        return;
    }
    d->escape = 0;
    /* ESC K, J, O and P at a column before the last character written since
       the line's start or CR blank that column alone (the ROM: "ABCDEF",
       ESC H, ESC K shows " BCDEF"; CR, "ZW", ESC H, ESC K " WCDEF"); from
       that character on they clear or delete (CR, "Z", ESC H, ESC O:
       "BCDEF") */
    bool blank_only = !d->plain && d->col < d->reach - 1;
    switch (c) {
    case 'C': /* cursor right, not past the line's end */
        if (d->col < d->len || d->col < d->lf_end) d->col++;
        if (d->home && d->col >= d->home_end) {
            /* past what ESC H or ESC % placed: among the characters written
               one after another, on after them at once; past them, on from
               there (the ROM: "ABC", ESC % 9 0, "Q", ESC % 5 0, two ESC C,
               "Z" shows Z at column 7) */
            if (d->home_end <= d->field_end) d->col = d->field_end;
            d->home = false;
        }
        follow_line_feed(d);
        break;
    case 'D': /* cursor left, not into what was written since the line's start or CR */
        if (d->plain) {
            if (d->col > 0) d->col--;
        } else if (d->col > d->field_end) { /* what ESC H, ESC % or backspaces
                                                placed given up (the ROM) */
            d->home = false;
            move_left(d);
            follow_line_feed(d);
        }
        break;
    case 'J': /* clear to the end of the display, */
    case 'K': /* of the line: the same on one line */
        if (d->col >= d->len) break;
        if (blank_only)
            d->buf[d->col] = ' ';
        else
            d->len = (int)d->col;
        break;
    case 'O': /* delete a character, */
    case 'P': /* with wraparound: the same on one line */
        if (d->col >= d->len) break;
        if (blank_only) {
            d->buf[d->col] = ' ';
        } else {
            memmove(d->buf + d->col, d->buf + d->col + 1, (size_t)(d->len - d->col - 1));
            d->len--;
        }
        break;
    case 'N': /* insert mode (the ROM: CR, ESC Q, "XY" makes "ABCDEF" */
    case 'Q': /* "XYABCDEF"; a character ESC H or ESC % placed replaces) */
        d->insert = true;
        d->written = d->escape_written; /* (as if not sent: nothing shown moved) */
        break;
    case 'R': /* replace mode */
        d->insert = false;
        d->written = d->escape_written;
        break;
    case 'E': /* clear the display, insert mode too (the ROM: ESC Q, ESC E, "ABC", CR,
                 "XY" makes XYC) */
        d->len = 0;
        d->insert = false;
        d->put_count = 0;
        d->col = 0;
        d->reach = 0;
        d->field_end = 0;
        d->beyond_at = -1;
        d->jump_at = -1;
        d->lf_end = 0;
        d->home = false;
        /* and from now on until the line is cleared (a typed line's end) the
           cursor moves as the LCD's own: ESC H, ESC % and backspaces place
           what follows there, ESC D, K and O act at it (the ROM: ESC E,
           "ABCDEF", ESC H, "XY" shows XYCDEF, also through DISP lines a
           program shows after it) */
        d->plain = true;
        break;
    case '>': /* cursor on: the LCD's own moves as after ESC E, the line kept,
                 an edit line starting here (the ROM: "AB", ESC >, "XYZW", two
                 backspaces, "Q" shows ABXYQW, a line typed next takes XYQ) */
    case '<': /* cursor off: ESC E's and ESC >'s moves end (the ROM: ESC E,
                 ESC <, "XYZ", ESC H, "QR" shows QYZR, a line typed next
                 taking none of it) */
        d->plain = c == '>';
        d->written = d->escape_written; /* (nothing the buffer shows, as below) */
        break;
    case 'H': /* home, for one character */
        d->col = 0;
        d->home = placing(d);
        d->home_end = 1;
        break;
    case '%':
        d->escape = 2;
        d->escape_cursor = true;
        break;
    default: /* the others move nothing the buffer shows, as if not sent: a
                line feed after them finds the line as it was (the ROM: ESC Q,
                ESC <, ESC Z and the like then a line feed send no empty line) */
        d->written = d->escape_written;
        break;
    }
}

static void put_text(Display *d, const char *text, size_t len) {
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)text[i];
        bool written = d->written;
        d->written = true; /* (a line feed clears it again) */
        if (d->escape) {
            escape(d, c);
        } else {
            switch (c) {
            case 0: break; /* NUL shows nothing */
            case 10:       /* a new line at the same column; a BS after it goes back from there */
                if (written) {
                    send(d);
                } else if (d->len == 0 && d->held_shown) {
                    /* nothing since the line's start: the line the LCD holds,
                       again (the ROM: after one a line feed sent, after a DISP
                       line, a message, an INPUT's reply; nothing after a typed
                       line, whose echo the display holds) */
                    d->sink(d->ctx, d->held, (size_t)d->held_len);
                }
                d->written = false;
                d->lf_col = d->col;
                /* (the ROM: "ABCDEF", a line feed, a carriage return, two
                   ESC C and "Z" show Z at column 2) */
                d->lf_end = d->col < DISPLAY_BUFFER ? d->col : DISPLAY_BUFFER;
                break;
            case 8:
                if (d->plain) { /* one place back (the ROM: ESC E, "XYZW", two
                                   backspaces and "Q" show XYQW) */
                    if (d->col > 0) d->col--;
                } else if (d->lf_col > 0) { /* (the ROM: as many characters from there as
                                        backspaces went back, then on at the end) */
                    if (!d->home) d->home_end = d->lf_col;
                    d->col = --d->lf_col;
                    d->home = true;
                } else if (d->col > d->field_end) { /* past the characters written one
                                                       after another: as ESC D, what
                                                       ESC H or ESC % placed given up */
                    d->home = false;
                    move_left(d);
                } /* (none since the line's start or a CR: nothing, the move to
                     the end after ESC H too: the ROM, display/backspace_after_home) */
                break;
            case 13:
                d->col = 0;
                d->reach = 0;
                d->field_end = 0;
                d->beyond_at = -1;
                d->jump_at = -1;
                d->home = false;
                d->lf_col = 0;
                break;
            case ESC:
                d->escape = 1;
                d->escape_written = written;
                break;
            default: put(d, (char)c); continue; /* (put counts it) */
            }
        }
        ++*count(d); /* a control character is one in the column too */
    }
}

/* Blanks up to the list's column to (0-based). */
static void pad(Display *d, int64_t to) {
    while (d->escape && *count(d) < to) /* an escape sequence open takes the first (the ROM: */
        put_text(d, " ", 1);            /* "A" ESC, "Q" shows A and Q 18 blanks apart) */
    while (*count(d) < to && d->col < DISPLAY_BUFFER)
        put(d, ' ');
    if (*count(d) < to) { /* beyond the buffer: only its last position changes */
        d->buf[DISPLAY_BUFFER - 1] = ' ';
        d->col += to - *count(d);
        *count(d) = to;
    }
}

void display_item(Display *d, const char *text, size_t len) {
    /* (an empty one starts no line, past the width too: the ROM, after
       DISP 1,2, and WIDTH 23, DISP "","A" shows A in the first column) */
    if (len > 0 && has_width(d) && *count(d) > 0 && *count(d) + (int64_t)len > d->width) wrap(d);
    if (has_width(d) && len > (size_t)d->width) {
        /* longer than the line: cut every width characters as they stand,
           NUL and backspace (which show nothing) counted (the ROM: 95 NULs
           and "AB" show "A", then "B") */
        for (size_t at = 0; at < len; at += (size_t)d->width) {
            if (at > 0) wrap(d);
            size_t n = len - at < (size_t)d->width ? len - at : (size_t)d->width;
            put_text(d, text + at, n);
        }
        return;
    }
    put_text(d, text, len);
}

void display_comma(Display *d) {
    int64_t zone = (*count(d) / DISPLAY_ZONE + 1) * DISPLAY_ZONE;
    if (has_width(d) && zone >= d->width)
        wrap(d);
    else
        pad(d, zone);
}

void display_tab(Display *d, int64_t n) {
    if (n > DISPLAY_TAB_LIMIT) n = DISPLAY_TAB_LIMIT;
    /* modulo the width, 256 when lines never break, where the column counts
       modulo 256 too (the ROM: TAB(300) under WIDTH 255 is column 45, under
       WIDTH 256 or more column 44; TAB(256);"X";TAB(257) stays on the line) */
    int64_t to = (n - 1) % d->width;
    int64_t at = has_width(d) ? *count(d) : *count(d) % DISPLAY_NO_WIDTH;
    if (to < at) wrap(d);
    pad(d, to);
}

void display_end(Display *d, bool show) {
    if (!show) return;
    if (!d->print && !d->escape) {
        new_line(d);
        return;
    }
    /* PRINT's ENDLINE text (CR LF: as new_line); DISP's CR LF when an escape
       waits (put_cr_lf) */
    if (d->print)
        put_endline(d);
    else
        put_cr_lf(d);
    *count(d) = 0;
}

/* DISP's CR LF when an escape sequence is open: the sequence takes the CR
 * (ESC % its row too, and the LF as its row when it still wants its
 * column's), a line feed left keeps the column (the ROM: DISP "AB";CHR$(27)
 * then DISP "X" shows "  X"; under WIDTH 3, DISP "AB"&CHR$(27)&"HXY" shows
 * "AB", then "  HXY": the width cut the sequence after its ESC). */
static void put_cr_lf(Display *d) {
    d->unscrolled = true;
    put_text(d, "\r\n", 2);
    d->unscrolled = false;
}

/* An empty line in the first column, DISP's column with it (PRINT's stays:
 * the ROM). */
static void clear(Display *d) {
    d->len = 0;
    d->put_count = 0;
    d->col = 0;
    d->lf_col = 0;
    d->reach = 0;
    d->field_end = 0;
    d->beyond_at = -1;
    d->home = false;
    d->insert = false;
    d->plain = false;
    d->count[0] = 0;
    d->typing_field_len = 0;
    d->typing_at = 0;
}

void display_typed_line(Display *d, const char *line, size_t len, int64_t typing_col) {
    d->escape = 0;
    d->escape_cursor = false;
    d->written = false;
    if (typing_col <= 0) { /* the LCD holds the typed line's echo */
        d->held_shown = false;
        return;
    }
    /* typed after a list left the line open: the LCD holds that line's
       characters up to where the typing started, the prompt and the typed
       line (the ROM: DISP "A"; then DISP CHR$(10) typed shows
       A>DISP CHR$(10)) */
    char text[DISPLAY_BUFFER];
    size_t n = typing_col < DISPLAY_BUFFER ? (size_t)typing_col : DISPLAY_BUFFER - 1;
    size_t kept = d->held_shown && d->held_len > 0 ? (size_t)d->held_len : 0;
    for (size_t i = 0; i < n; i++)
        text[i] = i < kept ? d->held[i] : ' ';
    text[n++] = '>';
    size_t room = DISPLAY_BUFFER - n;
    if (len > room) len = room;
    memcpy(text + n, line, len);
    display_hold(d, text, n + len);
}

bool display_field(const Display *d, size_t plen, DisplayField *f) {
    f->len = f->at = f->start = f->covered_len = f->tail_len = f->tail_at = 0;
    f->home = -1;
    if (d->escape) return false;
    int64_t c = d->home && d->col >= d->home_end ? home_left(d) : d->col; /* (leave_home) */
    if (home_pending(d) && !display_home_beyond(d)) {
        /* the prompt's or the keys' first character goes there (the ROM:
           after DISP "ABCDEF";CHR$(13);"XY";CHR$(27);"H"; a reply KLM to
           LINPUT "";X$ shows KYLMEF and is LMEF) */
        f->home = d->col;
        c = home_left(d);
    }
    int64_t s = d->field_end; /* (with the LCD's own moves: where they began) */
    if (c < s) s = c;
    /* what was put past the edit line's end shows with the prompt (the ROM:
       after DISP "ABC";CHR$(10);"D"; a reply Z shows Z  D? and is Z) */
    int64_t p = d->beyond_at >= s && d->beyond_at < c ? d->beyond_at : c;
    if (c + (int64_t)plen >= DISPLAY_BUFFER) return false;
    size_t n = 0;
    for (int64_t i = s; i < p; i++)
        f->text[n++] = i < d->len ? d->buf[i] : ' ';
    f->at = n;
    for (int64_t i = p; i < c; i++)
        f->covered[f->covered_len++] = i < d->len ? d->buf[i] : ' ';
    int64_t from = d->insert ? c : c + (int64_t)plen;
    int64_t line_end = d->len > d->lf_end ? d->len : d->lf_end;
    int64_t end = !d->plain && d->jump_at > c && d->jump_at < d->len ? d->jump_at : line_end;
    for (int64_t i = from; i < end && n < DISPLAY_BUFFER; i++)
        f->text[n++] = i < d->len ? d->buf[i] : ' ';
    f->tail_at = (size_t)end;
    for (int64_t i = end; i < d->len && end < d->len; i++)
        f->tail[f->tail_len++] = d->buf[i];
    f->len = n;
    f->start = (size_t)s;
    return true;
}

void display_settle(Display *d) {
    /* (a character ESC H or ESC % sent before the line's end pending: the
       line typed goes on after the line, as after its end: the ROM) */
    DisplayField f = {.len = 0};
    /* (a character ESC H or ESC % placed still to come: the '>' goes there,
       the keys from where it goes on: the ROM) */
    display_field(d, home_pending(d) && !display_home_beyond(d) ? 0 : 1, &f);
    d->typing_col = d->col;
    d->typing_lead = d->col > d->put_count ? d->col - d->put_count : 0;
    int i = 0;
    while (i < d->len && d->buf[i] == ' ')
        i++;
    if (i < d->len)
        send(d); /* (which holds it) */
    else if (d->len > 0)
        display_hold(d, d->buf, (size_t)d->len); /* blanks: held, not sent */
    clear(d);
    memcpy(d->typing_field, f.text, f.len);
    d->typing_field_len = (int)f.len;
    d->typing_at = (int)f.at;
}

size_t display_take(Display *d, char *out) {
    size_t n = d->reach < d->len ? (size_t)d->reach : (size_t)d->len;
    if (d->len == 0 && d->lf_col > 0) { /* after a line feed: its column */
        n = d->col < DISPLAY_BUFFER ? (size_t)d->col : DISPLAY_BUFFER;
        memset(out, ' ', n);
        clear(d);
        return n;
    }
    memcpy(out, d->buf, n);
    clear(d);
    return n;
}

size_t display_lead(Display *d, const char *text, size_t len, bool lead) {
    /* a message begins with ESC '<', which an escape sequence left open
       takes as its own characters: the rest shows (the ROM: "AB" ESC then a
       warning shows AB<WRN:...; ESC % 10 then one, blanks to column 10, <,
       then the message); a trace line has none: its own characters go
       (ESC % 10 then a trace line: blanks to column 10, "race line ...") */
    if (d->escape && lead) {
        escape(d, ESC);
        if (d->escape)
            escape(d, '<');
        else
            place(d, '<');
    }
    size_t used = 0;
    while (d->escape && used < len)
        escape(d, (unsigned char)text[used++]);
    /* a character ESC H, ESC % or a backspace sent somewhere else: the
       first goes there, the rest at the line's end (the ROM: "ABCDEF"
       ESC % 2 0 then a warning shows ABWDEFRN:...) */
    if (home_pending(d) && used < len) place(d, text[used++]);
    return used;
}

bool display_home_beyond(const Display *d) {
    return home_pending(d) && d->col >= d->reach;
}

void display_set_width(Display *d, bool print, int64_t n) {
    int w = n < 1 ? 1 : n >= DISPLAY_NO_WIDTH ? DISPLAY_NO_WIDTH : (int)n;
    if (print) {
        d->print_width = w;
    } else {
        d->disp_width = w;
        d->width = w; /* between lists the width is DISP's */
    }
}
