/*
 * lcd.h — the HP-71B's liquid-crystal display, drawn on a terminal.
 *
 * This module owns --lcd: one terminal line redrawn in place, showing the
 * annunciators that apply (PRGM while a program runs, SUSP when it is
 * suspended, USER, RAD, and the user flags 0 to 4 that are set) and the
 * 22 character cells of the display; a line shows in the cells WINDOW set
 * (all 22 unless set), those outside keeping what they showed.
 * A line longer than the window scrolls across it at DELAY's scroll rate;
 * with DELAY 8 or more each line waits for a key. Plain ANSI sequences and
 * termios are all it needs.
 */
#ifndef HP71_LCD_H
#define HP71_LCD_H

#include <signal.h>
#include <stddef.h>
#include <stdio.h>

#include "../interp.h"

#define LCD_WIDTH 22

typedef struct Lcd Lcd;

/* Creates an LCD drawing on out; speed is the --speed factor (0: as fast as
 * possible, no scrolling animation); scrolling and waits end early when
 * *attn is set (the ATTN key). Returns NULL when out of memory. */
Lcd *lcd_new(FILE *out, double speed, volatile sig_atomic_t *attn);
void lcd_free(Lcd *lcd);
/* Shows a display line (len characters), scrolling it when it is longer
 * than the window. */
void lcd_show(Lcd *lcd, const char *text, size_t len);
/* Draws the dots GDISP set: columns (len bytes, at most 132, bit 0 of each
 * the top dot), the rest blank, as two terminal lines of Braille patterns
 * (each 2 columns by 4 dots). */
void lcd_graphics(Lcd *lcd, const char *columns, size_t len);
/* Shows an INPUT prompt followed by the cursor. */
void lcd_prompt(Lcd *lcd, const char *text, size_t len);
/* Sets DELAY's hold time (8 or more: hold until a key) and scroll time per
 * character, in seconds. */
void lcd_delay(Lcd *lcd, double hold, double scroll);
/* Lines show in cells first to last (1..22; anything else: all 22) from
 * now on, as WINDOW set them. */
void lcd_window(Lcd *lcd, int first, int last);
/* Sets the annunciators from the machine state (HOST_STATE_*). */
void lcd_state(Lcd *lcd, int state);
/* Sets the annunciators that follow the settings (HP71_ANN_* bits). */
void lcd_annunciators(Lcd *lcd, unsigned lit);
/* Shows a line being typed at the prompt: ">" and text, the cursor after
 * it. */
void lcd_typing(Lcd *lcd, const char *text, size_t len);
/* Ends the LCD line so that the terminal can print below it. */
void lcd_newline(Lcd *lcd);

#endif
