/*
 * display.h — the display line: the HP-71B's 96-character display buffer
 * as DISP and PRINT fill it.
 *
 * This module owns how a DISP or PRINT list becomes display lines: the
 * items written one after another, an item that does not fit the line width
 * starting a new line, a string longer than the line broken into pieces,
 * ',' print zones of 21 characters, TAB(n) (wrapping at the width, going
 * back by starting a new line), the line width WIDTH and PWIDTH set (256
 * and more: no width, characters beyond the buffer's last position
 * overwrite it), and the control characters the display itself interprets
 * in text (NUL ignored, CR back to the first column, LF a new line at the
 * same column (at a line's start: the line the LCD holds, again), a backspace after it one place
 * back from there, and the LCD's escape sequences: ESC E clear, ESC H and ESC % col row placing one
 * character, ESC C and ESC D the column right and left, ESC K and ESC J clear, ESC O and ESC P
 * delete, ESC Q (N) and ESC R insert and replace, any other nothing), and the edit line a
 * prompt leaves on the line (display_field: what an INPUT's reply or a typed line goes over). It
 * sends finished lines to a sink and knows nothing of the host, the clock or the VM; the VM
 * reports messages.
 *
 * A PRINT line ends with the ENDLINE text (CR LF unless ENDLINE set
 * another, up to 3 characters), which the display interprets as any text:
 * with ENDLINE "" successive PRINTs share one line.
 *
 * DISP and PRINT (PRINTER IS the display) write on the same line but each
 * keeps its own column, as the ROM does: the count of characters it sent
 * since its own end of line, control characters included. TAB, ',' and the
 * width go by that count, so PRINT "AB"; CHR$(13); "C"; TAB(4) starts a new
 * line, and a PRINT after DISP "ABC"; tabs from where the PRINT began. The
 * end of a typed line or of a run, a message and an INPUT prompt reset
 * DISP's count only; PRINT's is reset by PRINT's own end of line alone.
 * Every rule here was checked on the ROM (tests/model/disp_lists).
 */
#ifndef HP71_DISPLAY_H
#define HP71_DISPLAY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define DISPLAY_BUFFER    96  /* characters of the ROM's display buffer */
#define DISPLAY_ZONE      21  /* width of a ',' print zone (characters) */
#define DISPLAY_NO_WIDTH  256 /* WIDTH/PWIDTH this or more: lines never break (TAB modulo 256) */
#define DISPLAY_TAB_LIMIT 1048575 /* larger TAB arguments count as this */
#define DISPLAY_ENDLINE   3       /* characters ENDLINE takes at most */

/* Receives one finished display line (len characters, not terminated). */
typedef void DisplaySink(void *ctx, const char *text, size_t len);

typedef struct Display {
    char buf[DISPLAY_BUFFER];
    int len;             /* characters in buf */
    int64_t col;         /* where the next character lands (may pass the buffer) */
    int64_t reach;       /* the column after the last character written since
                            the line began or its last carriage return: a
                            message or prompt goes on there (the ROM) */
    int64_t field_end;   /* the column after the characters written one after another since
                            the line's start or its last carriage return (not those a cursor
                            move put past it, nor those written with the LCD's own moves):
                            an edit line starts there, and ESC H's characters go on
                            there */
    int64_t beyond_at;   /* the first column written past field_end, -1 none */
    int64_t lf_end;      /* the column a line feed left the line at, which holds
                            blanks up to it: ESC C moves over them, an edit line
                            takes them (the ROM) */
    int64_t jump_at;     /* where a move left (ESC D, a backspace) came back before
                            beyond_at: writing that gets there goes on after all
                            the line's characters instead, -1 none */
    int64_t count[2];    /* DISP's and PRINT's columns: characters sent */
    bool print;          /* the list being written is PRINT's */
    int64_t typing_col;  /* where the next typed line starts: the column a
                            DISP or PRINT list left its line open at when
                            the line was sent at a typed line's or a run's
                            end (display_settle), else 0 */
    int64_t typing_lead; /* how far typing_col lies past the characters put
                            since the line began (a line feed, ESC % moved
                            it on): the ROM keeps that many blanks before
                            the typed line in its command stack */
    int64_t put_count;   /* characters put since the line began */
    char typing_field[DISPLAY_BUFFER]; /* the edit line a typed line's '>' left
                                          (display_settle, display_field): the
                                          keys go over it from typing_at on */
    int typing_field_len, typing_at;
    int typing_keys;             /* the keys typed of a line entered over it, -1 none */
    int width;                   /* the width of the line being built */
    int disp_width, print_width; /* WIDTH and PWIDTH */
    int escape;                  /* characters of an ESC sequence still to come (text) */
    bool escape_cursor;          /* the sequence is ESC % col row */
    bool escape_written;         /* `written` before the sequence's ESC */
    bool plain;                  /* after ESC E until the line is cleared: the
                                    cursor moves as the LCD's own, nothing
                                    placed goes on at the end */
    bool insert;                 /* ESC Q (or N) until ESC R or the line is sent:
                                    characters put push the rest right */
    bool home;                   /* ESC H: the next character goes first, then the end */
    int64_t home_end;            /* where the characters written home stop: on at the end */
    int64_t lf_col;              /* the column of the last line feed (0: none since the
                                    line's start or a CR): a backspace goes back from
                                    there, one place each */
    char held[DISPLAY_BUFFER];   /* the line the LCD holds (display_hold): a line feed
                                    with nothing written since the line's start sends
                                    it again */
    int held_len;
    bool held_shown; /* held is a line shown; false after a typed line, which the
                        ROM's display holds as it was typed (sent again by a line
                        feed, it would be the typed line's echo) */
    bool written;    /* a character (any but a line feed) was put since the line's start or the
                        last line feed: else a line feed sends no new line, only the held one */
    char endline[DISPLAY_ENDLINE]; /* what ends a PRINT line (ENDLINE) */
    int endline_len;
    bool ending;     /* the ENDLINE text is being put: no width cuts it */
    bool unscrolled; /* the line being sent ended a DISP whose CR an escape took: the LCD
                        shows its first characters, not scrolled to its end (the ROM) */
    DisplaySink *sink;
    void *ctx;
} Display;

/* Takes the sink that receives finished lines; starts with an empty line,
 * WIDTH and PWIDTH 96. */
void display_init(Display *d, DisplaySink *sink, void *ctx);

/* Starts a DISP list (print false: WIDTH) or a PRINT list (PWIDTH). */
void display_begin(Display *d, bool print);

/* Writes one item of len bytes (a string, or a number as DISP shows it
 * with its sign position and trailing blank): on a new line when the line
 * holds something and the item does not fit before the width; control
 * characters act as the display does. */
void display_item(Display *d, const char *text, size_t len);

/* ',' : moves to the next print zone, or to a new line when that zone is
 * at or beyond the width. */
void display_comma(Display *d);

/* TAB(n) for a whole n >= 1 (the caller reports Invalid TAB for n <= 0):
 * column n, wrapped at the width (at 256 when lines never break); a column
 * left of the line's end starts a new line first. */
void display_tab(Display *d, int64_t n);

/* Ends a DISP list: show true (no ';' or ',' at its end) sends the line,
 * even an empty one; false keeps it open for the next list. A PRINT list
 * ends by writing the ENDLINE text instead (CR LF sends the line). */
void display_end(Display *d, bool show);

/* The line the LCD shows now (len bytes, the buffer's first 96 kept): each
 * line shown, a DISP or PRINT line, a message, a trace line, a result, an
 * INPUT's prompt with its reply. A line feed that starts a list, or follows
 * one, with nothing written since, sends it again (the ROM: DISP "X" then
 * DISP CHR$(10) shows X twice; WRN L10:/Zero, ? 5 too). */
void display_hold(Display *d, const char *text, size_t len);

/* A line typed at the prompt (line: len bytes as typed; typing_col: the
 * column it started at, display_settle's typing_col): an escape sequence a
 * display left unfinished (`"AB"&CHR$(27)`) is dropped, as the ROM's
 * display starts over with it; the LCD holds the typed line (display_hold):
 * typed after a list that left its line open, that line up to typing_col,
 * '>' and the line. */
void display_typed_line(Display *d, const char *line, size_t len, int64_t typing_col);

/* Sends the open line if it shows anything but blanks (the end of a typed
 * line or of a run); a blank one is dropped. Its column stays in typing_col:
 * the ROM's line typed next goes on after it, in the same 96 characters. */
void display_settle(Display *d);

/* The edit line a prompt of plen characters written at the column leaves
 * (an INPUT's, a typed line's '>'): the LCD's characters from where the
 * edit line starts (the column after those written one after another since
 * the line's start or its last carriage return, field_end; after ESC E the
 * line's start, after ESC > where it came) to the line's
 * end, blanks up to the column, but those the prompt covers (under ESC Q it
 * pushes them right), which the keys type over and the line read holds:
 * after DISP "ABCDEF";CHR$(13); an INPUT's "? " covers AB and the reply
 * starts as CDEF, the '>' of a line typed next covers A and 1+1 typed there
 * makes the line 1+1EF; after DISP CHR$(27)&"E";"TITLE"; the reply starts
 * as TITLE, the prompt showing after it (the ROM). Copies them into field
 * (f->text, f->len of them; f->at is how many lie before the prompt,
 * f->start the column the edit line starts at). The characters a cursor
 * move put past the edit line's end before the prompt are not of it: they
 * go into f->covered and show before the prompt (after DISP
 * "ABC";CHR$(10);"D"; the edit line is three blanks, D and the prompt after
 * them); those after the cursor when a move left came back before them end
 * the edit line: they go into f->tail, and what is typed past the edit
 * line's end shows after them (after DISP "Q";CHR$(10);"ZQ12AB";CHR$(27);"D";
 * a reply KLM to LINPUT X$ shows KZQ12ABLM and is KLM). Returns false (no
 * such edit line) with an escape sequence open or no room for the prompt.
 * A character ESC H or ESC % placed has been written: the prompt goes on at
 * the line's end. */
typedef struct DisplayField {
    char text[DISPLAY_BUFFER]; /* the edit line's characters */
    size_t len;
    size_t at;                    /* how many of them lie before the prompt */
    size_t start;                 /* the column the edit line starts at */
    char covered[DISPLAY_BUFFER]; /* put past its end before the prompt */
    size_t covered_len;
    char tail[DISPLAY_BUFFER]; /* put past its end after the cursor, */
    size_t tail_len;
    size_t tail_at; /* at this column */
    int64_t home;   /* where a character ESC H or ESC % placed is still to
                       come, before the line's end: the first one typed goes
                       there, the edit line being from where it goes on; -1 */
} DisplayField;

bool display_field(const Display *d, size_t plen, DisplayField *f);

/* Takes the open line's text away (a message or an INPUT prompt goes on
 * that line): copies it into out (DISPLAY_BUFFER bytes) and returns its
 * length; the line is then closed and empty. After a carriage return only
 * what was written since counts (the ROM: DISP "ABC";CHR$(13);"X"; then a
 * warning shows XWRN:...); after a line feed with nothing written since,
 * blanks up to the column it kept (DISP "AB";CHR$(10); then a warning
 * shows "  WRN:..."). */
size_t display_take(Display *d, char *out);

/* Before a message (lead true: an error's or a warning's) or a trace line
 * (text: len characters) goes on the open line (display_take), writes its
 * first characters as the ROM's display takes them: an escape sequence left
 * open takes them as its own (a message's leading ESC '<' first, its '<'
 * showing when the sequence wanted one character more), and a character
 * ESC H, ESC % col row or a backspace after a line feed placed goes where
 * it points. Returns how many of text's characters it used; the rest go
 * after the line display_take then gives. */
size_t display_lead(Display *d, const char *text, size_t len, bool lead);

/* True when ESC H, ESC % or a backspace run sent the next character past the
 * characters written since the line's start or its last carriage return:
 * an INPUT's prompt then goes there whole, not its first character alone
 * (the ROM: after DISP "ABCDEF";CHR$(27);"%";CHR$(30);CHR$(0); the prompt
 * shows at column 30, the reply from column 6). */
bool display_home_beyond(const Display *d);

/* ENDLINE: what ends a PRINT line from now on, len (0 to DISPLAY_ENDLINE;
 * the caller reports Invalid Arg for more) characters of text; NULL is
 * ENDLINE alone, CR LF again. */
void display_set_endline(Display *d, const char *text, size_t len);

/* WIDTH (print false) or PWIDTH (true): takes a whole n (below 1 counts as
 * 1, DISPLAY_NO_WIDTH and more as no width). */
void display_set_width(Display *d, bool print, int64_t n);

#endif
