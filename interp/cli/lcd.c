/* lcd.c — the 22-character LCD window on a terminal (see lcd.h). */
#include "lcd.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../host.h"

#define LCD_BUFFER 96 /* the HP-71B's display line buffer (characters) */

struct Lcd {
    FILE *out;
    double speed;
    int state;
    char line[LCD_BUFFER + 1];
    int len, offset;
    bool cursor, drawn;
};

Lcd *lcd_new(FILE *out, double speed) {
    Lcd *l = calloc(1, sizeof *l);
    if (!l) return NULL;
    l->out = out;
    l->speed = speed;
    return l;
}

void lcd_free(Lcd *lcd) {
    free(lcd);
}

static void draw(Lcd *l) {
    char window[LCD_WIDTH + 1];
    for (int i = 0; i < LCD_WIDTH; i++) {
        int k = l->offset + i;
        window[i] = k < l->len ? l->line[k] : (k == l->len && l->cursor) ? '_' : ' ';
    }
    window[LCD_WIDTH] = '\0';
    const char *ann = l->state == HOST_STATE_RUNNING     ? "PRGM"
                      : l->state == HOST_STATE_SUSPENDED ? "SUSP"
                                                         : "    ";
    fprintf(l->out, "\r\x1b[2K%s |%s|", ann, window);
    fflush(l->out);
    l->drawn = true;
}

static void set_line(Lcd *l, const char *text, size_t len, bool cursor) {
    if (len > LCD_BUFFER) len = LCD_BUFFER;
    memcpy(l->line, text, len);
    l->len = (int)len;
    l->line[len] = '\0';
    l->offset = 0;
    l->cursor = cursor;
}

void lcd_show(Lcd *l, const char *text, size_t len) {
    set_line(l, text, len, false);
    draw(l);
    if (l->speed <= 0) return;
    /* scroll a long line across the window at 1/8 s per character */
    struct timespec step = {0, (long)(125000000.0 / l->speed)};
    while (l->offset + LCD_WIDTH < l->len) {
        nanosleep(&step, NULL);
        l->offset++;
        draw(l);
    }
}

void lcd_prompt(Lcd *l, const char *text, size_t len) {
    set_line(l, text, len, true);
    if (l->len + 1 > LCD_WIDTH) l->offset = l->len + 1 - LCD_WIDTH;
    draw(l);
    fputc('\n', l->out);
    l->drawn = false;
}

void lcd_state(Lcd *l, int state) {
    l->state = state;
    if (l->drawn) draw(l);
}

void lcd_newline(Lcd *l) {
    if (!l->drawn) return;
    fputc('\n', l->out);
    fflush(l->out);
    l->drawn = false;
}
