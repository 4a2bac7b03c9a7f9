/* lcd.c — the 22-character LCD window on a terminal (see lcd.h). */
#include "lcd.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "../host.h"

#define LCD_BUFFER 96 /* the HP-71B's display line buffer (characters) */

struct Lcd {
    FILE *out;
    double speed;
    volatile sig_atomic_t *attn;
    double hold, scroll; /* DELAY, seconds */
    int state;
    unsigned lit; /* HP71_ANN_* */
    char line[LCD_BUFFER + 1];
    int len, offset;
    bool cursor, drawn;
    int first, last;       /* WINDOW's cells, 0..LCD_WIDTH-1: where line shows */
    char shown[LCD_WIDTH]; /* what each cell shows now (those outside the window stay) */
};

Lcd *lcd_new(FILE *out, double speed, volatile sig_atomic_t *attn) {
    Lcd *l = calloc(1, sizeof *l);
    if (!l) return NULL;
    l->out = out;
    l->speed = speed;
    l->attn = attn;
    l->hold = 0.5;
    l->scroll = 0.125;
    l->last = LCD_WIDTH - 1;
    memset(l->shown, ' ', sizeof l->shown);
    return l;
}

void lcd_free(Lcd *lcd) {
    free(lcd);
}

static int width(const Lcd *l) {
    return l->last - l->first + 1;
}

static void draw(Lcd *l) {
    char window[LCD_WIDTH + 1];
    for (int i = l->first; i <= l->last; i++) {
        int k = l->offset + i - l->first;
        char c = k < l->len ? l->line[k] : ' ';
        /* never a byte the terminal acts on */
        l->shown[i] = (unsigned char)c < 0x20 || (unsigned char)c >= 0x7F ? '?' : c;
    }
    memcpy(window, l->shown, LCD_WIDTH);
    window[LCD_WIDTH] = '\0';
    int cursor = l->first + l->len - l->offset; /* the cursor's cell (not kept) */
    if (l->cursor && cursor <= l->last) window[cursor] = '_';
    const char *ann = l->state == HOST_STATE_RUNNING     ? "PRGM"
                      : l->state == HOST_STATE_SUSPENDED ? "SUSP"
                                                         : "    ";
    char flags[6]; /* the flag annunciators 0..4, each in its place */
    for (int i = 0; i < 5; i++)
        flags[i] = l->lit & (HP71_ANN_FLAG0 << i) ? (char)('0' + i) : ' ';
    flags[5] = '\0';
    fprintf(l->out, "\r\x1b[2K%s %s %s %s |%s|", ann, l->lit & HP71_ANN_USER ? "USER" : "    ",
            l->lit & HP71_ANN_RAD ? "RAD" : "   ", flags, window);
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

void lcd_delay(Lcd *l, double hold, double scroll) {
    l->hold = hold;
    l->scroll = scroll;
}

/* DELAY 8 or more: waits for a key on the terminal (Ctrl-C interrupts). */
static void wait_for_key(void) {
    if (!isatty(STDIN_FILENO)) return;
    struct termios saved, raw;
    if (tcgetattr(STDIN_FILENO, &saved) != 0) return;
    raw = saved;
    raw.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
    raw.c_cc[VMIN] = 1;
    raw.c_cc[VTIME] = 0;
    tcsetattr(STDIN_FILENO, TCSANOW, &raw);
    unsigned char c;
    (void)!read(STDIN_FILENO, &c, 1);
    tcsetattr(STDIN_FILENO, TCSANOW, &saved);
}

void lcd_show(Lcd *l, const char *text, size_t len) {
    set_line(l, text, len, false);
    draw(l);
    if (l->speed <= 0) return;
    /* scroll a long line across the window at DELAY's rate; ATTN stops it */
    double per_char = l->scroll / l->speed;
    while (l->offset + width(l) < l->len && !*l->attn) {
        for (double left = per_char; left > 0 && !*l->attn; left -= 0.01) {
            double s = left < 0.01 ? left : 0.01;
            struct timespec step = {0, (long)(s * 1e9)};
            nanosleep(&step, NULL);
        }
        l->offset++;
        draw(l);
    }
    if (l->hold >= 8 && !*l->attn) wait_for_key();
}

void lcd_graphics(Lcd *l, const char *columns, size_t len) {
    unsigned char dots[132] = {0};
    memcpy(dots, columns, len < sizeof dots ? len : sizeof dots);
    /* a Braille pattern's dots: 1 2 3 7 down its left column, 4 5 6 8 down
       its right one (U+2800 plus the bits) */
    static const unsigned char left[4] = {0x01, 0x02, 0x04, 0x40};
    static const unsigned char right[4] = {0x08, 0x10, 0x20, 0x80};
    fputs("\r\x1b[2K", l->out);
    for (int half = 0; half < 2; half++) {
        fputs("                    |", l->out); /* under the annunciators */
        for (int x = 0; x < 132; x += 2) {
            unsigned bits = 0;
            for (int r = 0; r < 4; r++) {
                if (dots[x] >> (4 * half + r) & 1) bits |= left[r];
                if (dots[x + 1] >> (4 * half + r) & 1) bits |= right[r];
            }
            unsigned cp = 0x2800 + bits; /* UTF-8: three bytes */
            fputc(0xE0 | (cp >> 12), l->out);
            fputc(0x80 | ((cp >> 6) & 0x3F), l->out);
            fputc(0x80 | (cp & 0x3F), l->out);
        }
        fputs("|\n", l->out);
    }
    fflush(l->out);
    l->drawn = false;
    memset(l->shown, ' ', sizeof l->shown); /* no character is shown */
}

void lcd_prompt(Lcd *l, const char *text, size_t len) {
    set_line(l, text, len, true);
    if (l->len + 1 > width(l)) l->offset = l->len + 1 - width(l);
    draw(l);
    fputc('\n', l->out);
    l->drawn = false;
}

void lcd_window(Lcd *l, int first, int last) {
    if (first < 1 || last > LCD_WIDTH || first > last) first = 1, last = LCD_WIDTH;
    l->first = first - 1;
    l->last = last - 1;
}

void lcd_state(Lcd *l, int state) {
    l->state = state;
    if (l->drawn) draw(l);
}

void lcd_annunciators(Lcd *l, unsigned lit) {
    if (lit == l->lit) return;
    l->lit = lit;
    if (l->drawn) draw(l);
}

void lcd_typing(Lcd *l, const char *text, size_t len) {
    char line[LCD_BUFFER + 1];
    line[0] = '>';
    if (len > LCD_BUFFER - 1) len = LCD_BUFFER - 1;
    memcpy(line + 1, text, len);
    set_line(l, line, len + 1, true);
    if (l->len + 1 > width(l)) l->offset = l->len + 1 - width(l);
    draw(l);
}

void lcd_newline(Lcd *l) {
    if (!l->drawn) return;
    fputc('\n', l->out);
    fflush(l->out);
    l->drawn = false;
}
