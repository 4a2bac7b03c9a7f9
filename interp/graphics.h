/*
 * graphics.h — the LCD's dots: the 132 columns of 8 dots the display
 * window shows, the HP-71B character set they are drawn with, and the
 * entry line DISP$ reads.
 *
 * This module owns what GDISP writes and GDISP$ and DISP$ read, and the
 * window WINDOW sets. The LCD shows 22 character cells of 6 columns (5 for
 * the character, 1 blank); a column is a byte, its bit 0 the top dot and
 * bit 7 the bottom one. The character set, all 256 codes (a code of 128
 * and more is drawn as the code 128 less, unless CHARSET defined it), was
 * read from the ROM: DISP CHR$(c), then GDISP$. What the LCD shows, as the
 * ROM (tests/model/graphics/):
 *   - a typed line: the prompt '>' and the line, then the cursor's (blank)
 *     cell; a longer one shows its last cells;
 *   - a displayed line: its first characters, or, longer than the window,
 *     its last ones (it scrolled to its end; not a DISP line ended with an
 *     escape pending, which is sent unscrolled); a line a DISP list left
 *     open shows too;
 *   - an INPUT: its prompt and the reply, as a typed line without '>';
 *   - each of these only in the cells of the WINDOW (all 22 unless set):
 *     the cells outside keep what they showed;
 *   - a character is drawn when it is shown, with the character set of
 *     that moment (a later CHARSET does not redraw it);
 *   - GDISP s: the first 132 characters of s as columns, the rest blank,
 *     whatever the window.
 * DISP$ is the last typed line or INPUT reply, as typed, until anything
 * is displayed ("" after a DISP, even one left open).
 * It knows nothing of the VM or the host.
 */
#ifndef HP71_GRAPHICS_H
#define HP71_GRAPHICS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define GRAPHICS_COLUMNS 132                   /* dot columns of the window */
#define GRAPHICS_CELL    6                     /* columns of a character cell */
#define GRAPHICS_ENTRY   96                    /* characters of the entry line DISP$ reads */
#define GRAPHICS_CHARSET (128 * GRAPHICS_CELL) /* CHARSET's most: codes 128 to 255 */

typedef struct Graphics {
    uint8_t columns[GRAPHICS_COLUMNS]; /* the dots the LCD shows */
    int first, last;                   /* WINDOW: the cells lines show in, 0..21 */
    char entry[GRAPHICS_ENTRY];
    int entry_len;                     /* the entry line; -1: something was displayed since */
    uint8_t charset[GRAPHICS_CHARSET]; /* CHARSET's characters, 6 columns each */
    int charset_len;                   /* bytes of charset (a multiple of 6) */
} Graphics;

/* Starts with a blank LCD, the whole of it the window, and no entry line. */
void graphics_init(Graphics *g);

/* The 5 dot columns of character code c (0..255). */
const uint8_t *graphics_glyph(unsigned char c);

/* A line of len characters is displayed (or left open by a DISP list):
 * the window shows it, and DISP$ is "" from now. */
void graphics_line(Graphics *g, const char *text, size_t len);
/* The same for a line that did not scroll: its first characters. */
void graphics_line_unscrolled(Graphics *g, const char *text, size_t len);

/* A DISP or PRINT list wrote to the display line: DISP$ is "" from now. */
static inline void graphics_written(Graphics *g) {
    g->entry_len = -1;
}

/* A typed line (prompt ">") or an INPUT reply after its prompt: the window
 * shows prompt and reply with the cursor's cell after them; DISP$ gives
 * reply (len characters, at most GRAPHICS_ENTRY kept). */
void graphics_entry(Graphics *g, const char *prompt, size_t prompt_len, const char *reply,
                    size_t len);

/* GDISP: columns from s (len bytes, the first 132 used), the rest blank. */
void graphics_gdisp(Graphics *g, const char *s, size_t len);

/* CHARSET s: codes 128 on are drawn with s's columns, 6 each (the first
 * 768 bytes of s, the last character filled with blank columns); "" gives
 * back the standard set. */
void graphics_charset(Graphics *g, const char *s, size_t len);

/* The nibbles of RAM the characters of a CHARSET string of len bytes take
 * (measured on the ROM: 7, and 12 a character of 6 columns begun; none for
 * "", the standard set). */
int64_t graphics_charset_ram_for(size_t len);

/* The nibbles of RAM the characters CHARSET defined take now. */
int64_t graphics_charset_ram(const Graphics *g);

/* CHARSET$: the characters CHARSET defined into out (GRAPHICS_CHARSET
 * bytes); its length. */
size_t graphics_charset_string(const Graphics *g, char *out);

/* WINDOW first, last: lines show in cells first to last (1 <= first <=
 * last <= 22, checked by the caller) from now on. */
void graphics_window(Graphics *g, int first, int last);

/* The window's cells (1..22) into *first and *last; returns its width. */
int graphics_window_cells(const Graphics *g, int *first, int *last);

/* GDISP$: the LCD's 132 columns into out. */
void graphics_columns(const Graphics *g, char out[GRAPHICS_COLUMNS]);

/* DISP$: the entry line into out (GRAPHICS_ENTRY bytes); its length (0
 * when something was displayed since). */
size_t graphics_entry_line(const Graphics *g, char *out);

#endif
