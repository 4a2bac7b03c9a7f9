/* Unit tests of the display line (display.c): DISP and PRINT writing on one
 * line, each with its own column. The expected lines are the ROM's
 * (tests/model/disp_lists holds the sessions). */
#include <criterion/criterion.h>
#include <string.h>

#include "display.h"
#include "host.h"

static char lines[16][DISPLAY_BUFFER + 1];
static int nlines;

static void sink(void *ctx, const char *text, size_t len) {
    (void)ctx;
    cr_assert_lt(nlines, 16);
    memcpy(lines[nlines], text, len);
    lines[nlines++][len] = '\0';
}

static Display d;

static void start(void) {
    nlines = 0;
    display_init(&d, sink, NULL);
}

/* Asserts that the len characters at text are those of want. */
static void holds(const char *text, size_t len, const char *want) {
    cr_assert_eq(len, strlen(want));
    cr_assert_eq(memcmp(text, want, len), 0);
}

static void item(bool print, const char *text) {
    display_begin(&d, print);
    display_item(&d, text, strlen(text));
}

Test(display, print_tabs_from_its_own_column, .init = start) {
    item(false, " 1 "); /* DISP 1; */
    item(true, " 2 ");  /* PRINT 2;TAB(10);"3" */
    display_tab(&d, 10);
    display_item(&d, "3", 1);
    display_end(&d, true);
    cr_assert_eq(nlines, 1);
    cr_assert_str_eq(lines[0], " 1  2       3"); /* column 10 of PRINT's: 13 */
}

Test(display, each_end_of_line_resets_its_own_column, .init = start) {
    item(false, "A"); /* DISP "A"; */
    item(true, "B");  /* PRINT "B" */
    display_end(&d, true);
    display_begin(&d, false); /* DISP TAB(5);"C": DISP's column is still 1 */
    display_tab(&d, 5);
    display_item(&d, "C", 1);
    display_end(&d, true);
    cr_assert_str_eq(lines[1], "   C");
}

Test(display, control_characters_count_in_the_column, .init = start) {
    item(true, "AB\rC"); /* PRINT "AB";CHR$(13);"C";TAB(4);"D" */
    display_tab(&d, 4);
    display_item(&d, "D", 1);
    display_end(&d, true);
    cr_assert_eq(nlines, 2);
    cr_assert_str_eq(lines[0], "CB");
    cr_assert_str_eq(lines[1], "   D");
}

Test(display, settle_keeps_the_print_column, .init = start) {
    item(true, "AB"); /* PRINT "AB"; at the end of a run */
    display_settle(&d);
    item(true, ""); /* PRINT TAB(5);"Z" at the keyboard */
    display_tab(&d, 5);
    display_item(&d, "Z", 1);
    display_end(&d, true);
    cr_assert_str_eq(lines[0], "AB");
    cr_assert_str_eq(lines[1], "  Z");
}

Test(display, escape_h_writes_one_character_home, .init = start) {
    item(false, "ABCDEF\033HXY");
    display_end(&d, true);
    cr_assert_str_eq(lines[0], "XBCDEFY");
}

Test(display, endline_text_ends_print_lines, .init = start) {
    display_set_endline(&d, "", 0); /* ENDLINE "" @ PRINT 1 @ PRINT 2 */
    item(true, " 1 ");
    display_end(&d, true);
    item(true, " 2 ");
    display_end(&d, true);
    cr_assert_eq(nlines, 0);
    display_set_endline(&d, "X\n", 2); /* ENDLINE "X"&CHR$(10) @ PRINT 3 */
    item(true, " 3 ");
    display_end(&d, true);
    cr_assert_eq(nlines, 1);
    cr_assert_str_eq(lines[0], " 1  2  3 X");
    display_set_endline(&d, NULL, 0); /* ENDLINE: CR LF; a LF kept the column */
    item(true, "A");
    display_end(&d, true);
    cr_assert_eq(nlines, 2);
    cr_assert_str_eq(lines[1], "          A");
}

/* After a line feed a message goes on at the column it kept, and a line
 * feed right after another sends its line again (tests/model/display/
 * line_feed_then_a_message, line_feed_twice). */
Test(display, line_feed_keeps_its_column_and_line, .init = start) {
    char out[DISPLAY_BUFFER];
    item(false, "AB\n");
    cr_assert_eq(display_take(&d, out), 2);
    cr_assert_eq(memcmp(out, "  ", 2), 0);
    item(false, "CD\n\n");
    cr_assert_eq(nlines, 3);
    cr_assert_str_eq(lines[1], "CD");
    cr_assert_str_eq(lines[2], "CD");
    item(false, "EF\n\b\n"); /* a backspace between: no line again */
    cr_assert_str_eq(lines[4], "");
}

/* A line feed with nothing put since the line began sends nothing; after
 * k backspaces from a line feed's column, k characters go there, then the
 * rest at the end; ESC H's next characters after a carriage return go on
 * from what was written since (tests/model/display/line_feed_on_an_empty_line,
 * backspaces_after_a_line_feed_run, home_after_a_carriage_return). */
Test(display, line_feeds_backspaces_and_home, .init = start) {
    item(false, "\nC");
    display_end(&d, true);
    cr_assert_eq(nlines, 1);
    cr_assert_str_eq(lines[0], "C");
    item(false, "ABCDE\nX\b\b\b12345");
    display_end(&d, true);
    cr_assert_str_eq(lines[1], "ABCDE");
    cr_assert_str_eq(lines[2], "  123X45");
    item(false, "EDHFD\r\x1bHEABH");
    display_end(&d, true);
    cr_assert_str_eq(lines[3], "EABHD");
}

/* A line feed with nothing put since the line began sends the line the LCD
 * holds again: the last line sent or held (a message), none after a typed
 * line, and after one typed where a list left its line open, that line's
 * start, '>' and the typed line (tests/model/display/
 * line_feed_shows_the_held_line). */
Test(display, line_feed_sends_the_held_line_again, .init = start) {
    item(false, "X");
    display_end(&d, true);
    item(false, "\n\nZ");
    display_end(&d, true);
    cr_assert_eq(nlines, 4);
    cr_assert_str_eq(lines[1], "X");
    cr_assert_str_eq(lines[2], "X");
    cr_assert_str_eq(lines[3], "Z");
    display_hold(&d, "WRN:/Zero", 9);
    item(false, "\n");
    cr_assert_str_eq(lines[4], "WRN:/Zero");
    display_end(&d, true);
    display_typed_line(&d, "DISP 1", 6, 0);
    item(false, "\n");
    cr_assert_eq(nlines, 6); /* the end's empty line only */
    display_end(&d, true);
    item(false, "A");
    display_end(&d, false);
    display_settle(&d);
    display_typed_line(&d, "DISP 2", 6, d.typing_col);
    item(false, "\n");
    cr_assert_str_eq(lines[nlines - 1], "A>DISP 2");
}

/* A message's or a trace line's first characters as an open escape
 * sequence or a placed character takes them (the ROM's lines:
 * tests/model/disp_lists/escape_left_pending_before_a_message,
 * cursor_moved_before_a_message, trace/escape_left_pending_before_a_trace_line). */
static const char *lead_line(const char *shown, const char *text, bool lead) {
    static char out[DISPLAY_BUFFER + 64];
    item(false, shown);
    size_t used = display_lead(&d, text, strlen(text), lead);
    size_t n = display_take(&d, out);
    memcpy(out + n, text + used, strlen(text) - used);
    out[n + strlen(text) - used] = '\0';
    return out;
}

Test(display, message_after_an_open_escape, .init = start) {
    cr_assert_str_eq(lead_line("AB\033", "WRN:X", true), "AB<WRN:X");
    cr_assert_str_eq(lead_line("AB\033%\n", "WRN:X", true), "AB        <WRN:X");
    cr_assert_str_eq(lead_line("ABCDEF\033%\002", "WRN:X", true), "AB<DEFWRN:X");
}

Test(display, trace_line_after_an_open_escape, .init = start) {
    cr_assert_str_eq(lead_line("AB\033", "Trace", false), "ABrace");
    cr_assert_str_eq(lead_line("AB\033%\n", "Trace", false), "AB        race");
}

Test(display, message_at_a_placed_character, .init = start) {
    /* (the sequence's row, NUL, ends it: display_item takes the bytes given) */
    static const char shown[] = "ABCDEF\033%\002";
    display_begin(&d, false);
    display_item(&d, shown, sizeof shown); /* with the NUL */
    char out[DISPLAY_BUFFER + 64];
    size_t used = display_lead(&d, "WRN:X", 5, true);
    cr_assert_eq(used, 1);
    size_t n = display_take(&d, out);
    out[n] = '\0';
    cr_assert_str_eq(out, "ABWDEF");
    cr_assert_str_eq(lead_line("AB\033H", "WRN:X", true), "WBRN:X");
}

/* DISP of one item: the lines it sent. */
static void disp_line(const char *text) {
    item(false, text);
    display_end(&d, true);
}

Test(display, escape_k_and_o_blank_before_the_last_character_written, .init = start) {
    disp_line("ABCDEF\033H\033K");    /* ESC H, ESC K: that column alone */
    disp_line("ABCDEF\rZ\033H\033O"); /* at the last character written: deleted */
    disp_line("ABCDEF\r\033C\033C\033PXY");
    cr_assert_eq(nlines, 3);
    cr_assert_str_eq(lines[0], " BCDEF");
    cr_assert_str_eq(lines[1], "BCDEF");
    cr_assert_str_eq(lines[2], "ABXYF");
}

Test(display, escape_q_inserts_until_escape_r, .init = start) {
    disp_line("ABCDEF\r\033QXY\033RZ");
    disp_line("ABCDEF\033H\033QXY"); /* the character placed home replaces */
    cr_assert_str_eq(lines[0], "XYZBCDEF");
    cr_assert_str_eq(lines[1], "XBCDEFY");
}

Test(display, width_cuts_through_an_open_escape, .init = start) {
    display_set_width(&d, false, 3);
    disp_line("AB\033HXY"); /* ESC takes the cut's CR, its LF keeps the column */
    cr_assert_eq(nlines, 2);
    cr_assert_str_eq(lines[0], "AB");
    cr_assert_str_eq(lines[1], "  HXY");
}

Test(display, unknown_escape_then_line_feed_sends_nothing, .init = start) {
    disp_line("\033Z\nX");
    cr_assert_eq(nlines, 1);
    cr_assert_str_eq(lines[0], "X");
}

Test(display, after_escape_e_the_cursor_is_the_lcds, .init = start) {
    disp_line("\033EABCDEF\033HXY"); /* home, and on from there */
    disp_line("XYZW\b\bQ");          /* (still: the line was not cleared) */
    cr_assert_str_eq(lines[0], "XYCDEF");
    cr_assert_str_eq(lines[1], "XYQW");
}

/* The edit line a prompt leaves: after a carriage return the line's
 * characters past the prompt, an INPUT's or a typed line's '>'; after ESC E
 * those before it as well; none at the line's end or with an escape
 * sequence open (tests/model/input/prompt_over_a_line_left_open,
 * keyboard/line_typed_over_a_line_left_open, input/prompt_after_clear). */
Test(display, edit_line_a_prompt_leaves, .init = start) {
    DisplayField f;
    item(false, "ABCDEF\rX");
    cr_assert(display_field(&d, 2, &f));
    holds(f.text, f.len, "DEF");
    cr_assert_eq(f.at, 0);
    cr_assert_eq(f.start, 1);
    cr_assert(display_field(&d, 5, &f));
    cr_assert_eq(f.len, 0);
    display_settle(&d);
    cr_assert_str_eq(lines[0], "XBCDEF");
    cr_assert_eq(d.typing_field_len, 4);
    cr_assert_eq(memcmp(d.typing_field, "CDEF", 4), 0);
    item(false, "ABCDEF");
    cr_assert(display_field(&d, 2, &f));
    cr_assert_eq(f.len, 0);
    cr_assert_eq(f.start, 6);
    item(false, "\033");
    cr_assert_not(display_field(&d, 2, &f));
    display_settle(&d);
    cr_assert_eq(d.typing_field_len, 0);
    display_typed_line(&d, "", 0, d.typing_col); /* (which drops the sequence) */
    item(false, "\033ETITLE");
    cr_assert(display_field(&d, 6, &f));
    holds(f.text, f.len, "TITLE");
    cr_assert_eq(f.at, 5);
    cr_assert_eq(f.start, 0);
}

/* ESC E ends insert mode (tests/model/display/escape_e_ends_insert_mode). */
Test(display, escape_e_ends_insert_mode, .init = start) {
    item(false, "\033Q\033EABC\rXY");
    display_end(&d, false);
    item(false, "Z");
    display_end(&d, true);
    cr_assert_str_eq(lines[0], "XYZ");
}

/* Characters a line feed's column put past those written one after another
 * are not of the edit line: they show before the prompt; after ESC E they
 * are (tests/model/input/prompt_after_characters_a_cursor_move_put). */
Test(display, edit_line_and_what_a_cursor_move_put, .init = start) {
    DisplayField f;
    item(false, "ABC\nD");
    cr_assert(display_field(&d, 2, &f));
    holds(f.text, f.len, "   ");
    cr_assert_eq(f.at, 3);
    cr_assert_eq(f.covered_len, 1);
    cr_assert_eq(f.covered[0], 'D');
    display_settle(&d);
    display_typed_line(&d, "", 0, d.typing_col);
    item(false, "\033EAB\nXY");
    cr_assert(display_field(&d, 2, &f));
    holds(f.text, f.len, "  XY");
    cr_assert_eq(f.covered_len, 0);
}

/* After a move left came back before what a cursor move put, the edit line
 * ends there: what lies after is its tail, which a reply's characters past
 * the edit line's end go after (tests/model/input/
 * reply_after_what_a_cursor_move_put). */
Test(display, edit_line_ends_before_what_a_cursor_move_put, .init = start) {
    DisplayField f;
    item(false, "QRS\nZQ12AB\033D");
    cr_assert(display_field(&d, 0, &f));
    holds(f.text, f.len, "   ");
    holds(f.tail, f.tail_len, "ZQ12AB");
    cr_assert_eq(f.tail_at, 3);
    /* the line shown: the reply, then the tail where it stood, the reply's
       characters past the edit line after it */
    char tail[DISPLAY_BUFFER + 1];
    memcpy(tail, f.tail, f.tail_len);
    tail[f.tail_len] = '\0';
    HostInner in = {"", 0, tail, f.tail_at, -1};
    char line[DISPLAY_BUFFER * 2];
    host_echo("", 0, "KLMNO", &in, line, sizeof line);
    cr_assert_str_eq(line, "KLMZQ12ABNO");
    host_echo("", 0, "K", &in, line, sizeof line);
    cr_assert_str_eq(line, "K  ZQ12AB");
}

/* A character ESC H placed still to come takes the first key: the edit
 * line is from where the line's writing goes on (tests/model/input/
 * reply_after_a_home_placing). */
Test(display, home_pending_takes_the_first_key, .init = start) {
    DisplayField f;
    item(false, "ABCDEF\rXY\033H");
    cr_assert(display_field(&d, 0, &f));
    cr_assert_eq(f.home, 0);
    cr_assert_eq(f.start, 2);
    holds(f.text, f.len, "CDEF");
    HostInner in = {"", 0, "", 0, f.home};
    char line[DISPLAY_BUFFER * 2];
    host_echo("XY", 2, "KLMEF", &in, line, sizeof line);
    cr_assert_str_eq(line, "KYLMEF");
    host_echo("XY", 2, " CDEF", &in, line, sizeof line); /* (nothing typed) */
    cr_assert_str_eq(line, "XYCDEF");
}

/* A line feed leaves its line blanks up to its column: ESC C moves over
 * them after a carriage return, an edit line takes them (tests/model/
 * display/line_feed_leaves_blanks_to_its_column). */
Test(display, line_feed_leaves_blanks_to_its_column, .init = start) {
    item(false, "ABCDEF\n\r\033C\033CZ");
    display_end(&d, true);
    cr_assert_str_eq(lines[1], "  Z");
    DisplayField f;
    item(false, "ABCDEF\n\r");
    cr_assert(display_field(&d, 1, &f));
    holds(f.text, f.len, "     ");
}

/* After a line feed a cursor move takes the place backspaces go back from;
 * with what the move put still ahead, the characters placed go on up to it
 * (tests/model/display/cursor_moves_after_a_line_feed). */
Test(display, cursor_moves_after_a_line_feed, .init = start) {
    item(false, "ABCD\n\033D\bLMN");
    display_end(&d, true);
    cr_assert_str_eq(lines[1], "  LMN");
    display_begin(&d, false);
    display_item(&d, "ABCDEF\n\033%\002\000\bLMN", 15); /* (ESC % 2 0) */
    display_end(&d, true);
    cr_assert_str_eq(lines[3], " LMN");
    item(false, "ABCDEF\n\bX\033D\bLMN");
    display_end(&d, true);
    cr_assert_str_eq(lines[5], "   LMXN");
}

/* ESC > brings the LCD's own moves without clearing, an edit line starting
 * where it came; ESC < ends them (tests/model/display/cursor_on_and_off). */
Test(display, cursor_on_and_off, .init = start) {
    DisplayField f;
    item(false, "AB\033>XYZW\b\bQ");
    cr_assert(display_field(&d, 1, &f));
    holds(f.text, f.len, "XYQ"); /* (the prompt covers W) */
    cr_assert_eq(f.at, 3);
    display_end(&d, true);
    cr_assert_str_eq(lines[0], "ABXYQW");
    item(false, "\033E\033<XYZ\033HQR");
    cr_assert(display_field(&d, 1, &f));
    cr_assert_eq(f.len, 0);
    display_end(&d, true);
    cr_assert_str_eq(lines[1], "QYZR");
}

/* An empty item starts no line past the width
 * (tests/model/disp_lists/empty_item_past_the_width). */
Test(display, empty_item_past_the_width, .init = start) {
    item(false, "ABCDEFGHIJ");
    display_end(&d, false);
    display_set_width(&d, false, 5);
    item(false, "");
    display_comma(&d);
    display_item(&d, "C", 1);
    display_end(&d, true);
    cr_assert_eq(nlines, 2);
    cr_assert_str_eq(lines[0], "ABCDEFGHIJ");
    cr_assert_str_eq(lines[1], "C");
}
