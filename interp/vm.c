/*
 * vm.c — executes linked code: the HP-71B run loop.
 *
 * One switch over the opcodes of chunk.h. Numbers live on a value stack of
 * Num, strings on a separate stack of reusable buffers. GOSUB, user function
 * (DEF FN) and subprogram (CALL) activations are frames on one frame stack.
 * Errors leave through vm_throw, the single throw path, to the catch point
 * of vm_run (where ON ERROR is honoured) or of an INPUT reply or VAL being
 * evaluated.
 */
#define _GNU_SOURCE /* memmem */
/* (GCC's manual: code of computed gotos may run faster without global
   common subexpression elimination; here it takes 1.6 % of the instructions
   off the queens listing's 9x9 run, docs/performance.md. Without partial
   redundancy elimination on trees, code hoisting and sinking, whose moved
   loads the run loop's registers cannot hold (PRE spilled pc to the stack
   in INC_THEN), 7.3 % off the 10x10 run with GCC 12) */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-gcse", "no-tree-pre", "no-code-hoisting", "no-tree-sink")
#endif
#include <ctype.h>
#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "compiler.h"
#include "image.h"
#include "stat.h"
#include "machine.h"
#include "memmap.h"
#include "rnd.h"
#include "romsize.h"

/* LINE stores its LineMark operand as Interp.line_mark: the two must lay out
   the statement's position and the line number alike */
_Static_assert(offsetof(Interp, current_line) - offsetof(Interp, stmt_pc) ==
                   offsetof(LineMark, at.line) - offsetof(LineMark, at.pc),
               "Interp.line_mark is a LineMark");
_Static_assert(sizeof(LineMark) == sizeof(Word), "a LineMark is one word");

_Noreturn void vm_throw(Interp *I, Hp71Error e) {
    /* the cost model: what was charged ahead for the rest of the run goes back */
    if (I->op_pc >= 0 && I->op_ahead)
        I->cost_us -= timing_rest_of_run(I->op_code, I->op_ahead, I->op_pc);
    I->op_pc = -1;
    I->thrown = e;
    I->stat_array_arg = false;
    files_end(&I->files);
    longjmp(*I->catch_point, 1);
}

/* A number as a C double, for host durations (WAIT, DELAY). */
static double to_double(Num a) {
    char buf[FORMAT_MAX];
    format_number(a, (DisplayFormat){DISPLAY_STD, 0}, buf);
    return strtod(buf, NULL);
}

/* Emulated seconds of WAIT and DELAY pass (virtual and frozen clocks). The
 * ROM waits as long as it is told (WAIT 1E499 until ATTN); the emulated
 * clock saturates at VM_WAIT_MAX_US in all, so it never overflows. */
static void pace(Interp *I);
static void emulated_wait_us(Interp *I, int64_t us) {
    int64_t room = VM_WAIT_MAX_US - I->wait_us;
    I->wait_us += us >= room ? room : us;
    if (I->costing)
        pace(I);
    else
        I->pace_due = 0; /* at the next line, if the cost model comes on */
}

static void emulated_wait(Interp *I, double seconds) {
    double us = seconds * 1e6 + 0.5;
    emulated_wait_us(I, us >= (double)VM_WAIT_MAX_US ? VM_WAIT_MAX_US : (int64_t)us);
}

/* A --profile notes the charges so far at each reading of TIME: the first
 * and the latest bound the interval a program that times itself measures. */
static void cost_mark(Interp *I) {
    uint64_t *c = I->cost_counts;
    if (!c) return;
    uint64_t *first = c + TIMING_PROFILE, *last = first + TIMING_PROFILE;
    c[TIMING_PROFILE_COST_US] = (uint64_t)I->cost_us;
    c[TIMING_PROFILE_WAIT_US] = (uint64_t)I->wait_us;
    if (!I->cost_marked) memcpy(first, c, TIMING_PROFILE * sizeof *c);
    memcpy(last, c, TIMING_PROFILE * sizeof *c);
    I->cost_marked = true;
}

/* Charges n of a cost item (timing.h) to the emulated clock, and counts
 * them for a --profile. */
static void charge(Interp *I, int item, int64_t n) {
    I->cost_us += timing_cost[item] * n;
    if (I->cost_counts) I->cost_counts[item] += (uint64_t)n;
}

/* The magnitude of a finite number's coefficient (whatever its sign). */
static inline uint64_t magnitude(Num a) {
    return a.m < 0 ? (uint64_t)(-(a.m + 1)) + 1 : (uint64_t)a.m;
}

/* The decimal exponent of a finite non-zero number's leading digit (1.5:
 * 0, 250: 2). */
static inline int lead_exponent(Num a) {
    uint64_t m = magnitude(a);
    /* its digits: log10 from the bit length (1233/4096 ~ log10 2), then
       one comparison (the costed run loops call this for every addition) */
    int t = ((64 - __builtin_clzll(m)) * 1233) >> 12;
    return a.e + t - (m < (uint64_t)num_pow10[t]);
}

/* lead_exponent of a non-zero whole number of the fast paths, always
 * written out: the costed run loops' additions of integers (ADD_CHARGE_INT). */
static inline __attribute__((always_inline)) int int_lead_exponent(int64_t v) {
    uint64_t m = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
    if (m < 100) return m >= 10; /* (the common case: a loop's counter, a subscript) */
    int t = ((64 - __builtin_clzll(m)) * 1233) >> 12;
    return t - (m < (uint64_t)num_pow10[t]);
}

/* The exponent of the last nonzero digit of a finite nonzero a; *digit
 * that digit, with a's sign. */
static int last_digit_exponent(Num a, int *digit) {
    uint64_t m = magnitude(a);
    int e = a.e;
    for (; m % 10 == 0; m /= 10)
        e++;
    *digit = (int)(m % 10) * (a.m < 0 ? -1 : 1);
    return e;
}

/* Charges the cost model's terms of a sum or difference x of a and b as
 * the ROM works it (bench/timing/add_*, sub_*): with both operands finite
 * and not 0, the smaller's digits aligned on the larger's (ADD_ALIGN for
 * each decade between their leading digits, up to 13) and each leading
 * digit a subtraction cancels (ADD_CANCEL; none for a result of 0). A
 * difference costs what a sum costs, its cancelling apart; and one whose
 * exact value has more than 12 digits is rounded (ADD_ROUND:
 * bench/timing/add_round_*). Called by the costed run loops only. */
static void add_charge(Interp *I, Num a, Num b, Num x) {
    if ((a.k & 3) != NUM_FINITE || (b.k & 3) != NUM_FINITE || a.m == 0 || b.m == 0) return;
    int ea = lead_exponent(a), eb = lead_exponent(b), top = ea > eb ? ea : eb;
    int apart = ea > eb ? ea - eb : eb - ea;
    if (apart) charge(I, TIMING_ADD_ALIGN, apart < 13 ? apart : 13);
    if ((x.k & 3) != NUM_FINITE || x.m == 0) return;
    int da, db, ex = lead_exponent(x), la = last_digit_exponent(a, &da),
                lb = last_digit_exponent(b, &db);
    if (ex < top) charge(I, TIMING_ADD_CANCEL, top - ex);
    /* the exact value's last digit: the lower operand's, a place up when
       both end at one place in digits whose sum ends in 0 (1.5 + 2.5) */
    int low = la < lb ? la : lb;
    if (la == lb && (da + db) % 10 == 0) low++;
    /* (an operand 12 decades or more below the other is not added at all:
       bench/timing/add_align_twelve) */
    if (ex - low + 1 > NUM_DIGITS && apart < NUM_DIGITS) charge(I, TIMING_ADD_ROUND, 1);
}

/* Charges the cost model's terms of a substring of a string whole
 * characters long whose result, from position start, is len long, as the
 * ROM takes it (bench/timing/str_substring_*): each position its start lies
 * past the string's first (up to one past its end) and each character of
 * the result after its first. Called by the costed run loops only. */
static void substr_charge(Interp *I, int64_t start, int64_t whole, int64_t len) {
    int64_t past = (start < whole + 1 ? start : whole + 1) - 1;
    if (past > 0) charge(I, TIMING_SUBSTR_START, past);
    if (len > 1) charge(I, TIMING_SUBSTR_CHAR, len - 1);
}

/* Reports the emulated time to the host's pace (--speed) every 10 ms of
 * it; pace_due lets the paced run loops test one number at each line. */
static void pace(Interp *I) {
    int64_t t = I->cost_us + I->wait_us;
    if (!I->host.pace) {
        I->pace_due = INT64_MAX;
        return;
    }
    if (t - I->paced_us >= 10000) {
        I->paced_us = t;
        I->host.pace(I->host.ctx, t);
    }
    I->pace_due = I->paced_us + 10000 - I->wait_us;
}

void vm_charge(Interp *I, int item, int64_t n) {
    if (I->costing) charge(I, item, n);
}

/* The cost model's terms of POS(s,t,start) (timing.h; the ROM's times in
 * bench/timing/pos_*): from start on, each place whose character is not t's
 * first is passed over (POS_CHAR), each where t's start matches but not the
 * rest is a partial match (POS_PARTIAL); a place where all of t matches ends
 * the search (POS_FOUND, whatever t's length). */
static void pos_charge(Interp *I, const StrBuf *s, const StrBuf *t, int64_t start) {
    int64_t passed = 0, partial = 0;
    if (t->len) {
        for (int64_t i = start - 1; i < s->len; i++) {
            if (s->s[i] != t->s[0]) {
                passed++;
            } else if (i + t->len <= s->len && memcmp(s->s + i, t->s, (size_t)t->len) == 0) {
                charge(I, TIMING_POS_FOUND, 1);
                break;
            } else {
                partial++;
            }
        }
    }
    charge(I, TIMING_POS_CHAR, passed);
    charge(I, TIMING_POS_PARTIAL, partial);
}

void vm_keys_typed(Interp *I, const char *typed, size_t len, bool reply) {
    if (!I->costing) return;
    int64_t shifts = 0;
    for (size_t i = 0; i < len; i++)
        shifts += timing_key_shifted(typed[i]);
    charge(I, TIMING_KEY_TAP, (int64_t)len);
    charge(I, TIMING_SHIFT_TAP, shifts);
    charge(I, reply ? TIMING_REPLY_ENTRY : TIMING_LINE_ENTRY, 1);
    if (reply && len > 0) charge(I, TIMING_REPLY_READ, 1); /* (bench/timing/kbd_input_empty) */
    emulated_wait_us(I, ((int64_t)len + shifts + 1) * TIMING_KEY_HOLD_US); /* and ENDLINE */
}

/* Tells the host the current DELAY settings. */
void vm_report_delay(Interp *I) {
    if (I->host.delay) I->host.delay(I->host.ctx, to_double(I->delay), to_double(I->scroll));
}

/* Shows a line (paced: once real time has caught up with the emulated time
 * before it); with the cost model on, the LCD's time to show it passes.
 * Then, on the emulated clocks (virtual and frozen), the display's own waits
 * pass as WAIT's do (the ROM): a line longer than the window (WINDOW's
 * cells) scrolls one character per step, each step waiting the scroll time
 * (none when it is 0), and the line is held for DELAY's time; both waits
 * are whole 32nds of a second. So ON TIMER interrupts a loop of DISPs under
 * --clock=frozen as on the ROM (two DISPs a second under DELAY .5). */
static void show_line_as(Interp *I, const char *text, size_t len, int kind, bool scrolled);
static void show_line(Interp *I, const char *text, size_t len, int kind) {
    show_line_as(I, text, len, kind, true);
}

/* Shows a line (show_line); scrolled false: one longer than the window
 * does not scroll, only the DELAY is waited (a catalog entry: the ROM). */
static void show_line_as(Interp *I, const char *text, size_t len, int kind, bool scrolled) {
    I->put_count = 0;        /* the ROM: whatever the display shows empties the key buffer */
    if (I->costing) pace(I); /* paced: the line shows when the machine would show it */
    I->host.display(I->host.ctx, text, len, kind);
    display_hold(&I->display, text, len);
    /* (a DISP whose CR an escape took does not scroll: the ROM) */
    bool unscrolled = I->display.unscrolled;
    if (unscrolled)
        graphics_line_unscrolled(&I->graphics, text, len);
    else
        graphics_line(&I->graphics, text, len);
    I->lines_shown++;
    if (I->costing) {
        /* (the characters vm_display_item charged as they were written) */
        int64_t paid = I->lcd_prepaid < (int64_t)len ? I->lcd_prepaid : (int64_t)len;
        I->lcd_prepaid = 0;
        charge(I, TIMING_LCD_LINE, 1);
        charge(I, TIMING_LCD_CHAR, (int64_t)len - paid);
        if (len > 0) charge(I, TIMING_LCD_FIRST_CHAR, 1); /* (bench/timing/disp_str_empty) */
        /* (bench/timing/kbd_typed_result, kbd_typed_disp) */
        if (len > 0 && kind == HOST_LINE_DISPLAY && I->current_line == 0)
            charge(I, TIMING_TYPED_DISPLAY, 1);
    }
    if (I->costing) {
        int64_t scroll = timing_quantized_us(to_double(I->scroll));
        int first, last, width = graphics_window_cells(&I->graphics, &first, &last);
        if (len > (size_t)width && scroll > 0 && !unscrolled && scrolled) {
            int64_t steps = (int64_t)len - width;
            if (I->costing) charge(I, TIMING_SCROLL_STEP, steps);
            emulated_wait_us(I, steps * scroll);
        }
        double hold = to_double(I->delay);
        if (hold > 0 && hold < 8) emulated_wait_us(I, timing_quantized_us(hold));
        if (I->costing) pace(I);
    }
}

void vm_display_line(Interp *I, const char *text, size_t len) {
    show_line(I, text, len, HOST_LINE_DISPLAY);
}

/* vm_display_item's charge for what a display operation wrote: the
 * characters the line holds beyond the before it held, or all of them when
 * a line was sent meanwhile (lines_shown moved on from shown). */
static void lcd_written(Interp *I, int64_t shown, int before) {
    if (!I->costing) return;
    int64_t grown = I->display.len - (I->lines_shown == shown ? before : 0);
    if (grown <= 0) return;
    charge(I, TIMING_LCD_CHAR, grown);
    I->lcd_prepaid += grown;
}

void vm_display_item(Interp *I, const char *text, size_t len) {
    int64_t shown = I->lines_shown;
    int before = I->display.len;
    display_item(&I->display, text, len);
    lcd_written(I, shown, before);
}

void vm_display_comma(Interp *I) {
    int64_t shown = I->lines_shown;
    int before = I->display.len;
    display_comma(&I->display);
    lcd_written(I, shown, before);
}

void vm_display_tab(Interp *I, int64_t col) {
    int64_t shown = I->lines_shown;
    int before = I->display.len;
    display_tab(&I->display, col);
    lcd_written(I, shown, before);
}

void vm_display_entry(Interp *I, const char *text, size_t len) {
    show_line_as(I, text, len, HOST_LINE_DISPLAY, false);
}

void vm_flush_display(Interp *I) {
    display_settle(&I->display);
}

/* The display module's sink: a finished DISP or PRINT line. */
void vm_display_sink(void *ctx, const char *text, size_t len) {
    show_line(ctx, text, len, HOST_LINE_DISPLAY);
}

/* System flag -2: BEEP OFF (no tone, no time). */
static bool beep_off(const Interp *I) {
    return (I->system_flags >> 2) & 1;
}

/* Shows message text (tn characters) as vm_report does: it ends the
 * display line a DISP list left open, on that line when both fit the
 * display buffer, else the message stands alone; and it costs a warning's
 * or an error's time. */
/* The cost model's terms of a message shown, its line's apart: its making
 * (WARNING or ERROR_SHOWN) and its beep under BEEP ON. */
static void message_charge(Interp *I, bool warning) {
    if (!I->costing) return;
    charge(I, warning ? TIMING_WARNING : TIMING_ERROR_SHOWN, 1);
    if (!beep_off(I)) charge(I, TIMING_MESSAGE_BEEP, 1);
}

static void show_message(Interp *I, const char *text, int tn, bool warning) {
    char msg[DISPLAY_BUFFER + 96];
    int used = (int)display_lead(&I->display, text, (size_t)tn, true);
    int n = (int)display_take(&I->display, msg);
    if (n + tn - used > DISPLAY_BUFFER) { /* no room: the message stands alone */
        n = 0;
        used = 0;
    }
    memcpy(msg + n, text + used, (size_t)(tn - used));
    n += tn - used;
    show_line(I, msg, (size_t)n, HOST_LINE_MESSAGE);
    message_charge(I, warning);
}

void vm_report_transform(Interp *I, int line, Hp71Error e) {
    char text[96];
    int tn = snprintf(text, sizeof text, "TFM WRN L%d:%s", line, errors_text(e));
    show_message(I, text, tn, true);
}

void vm_report(Interp *I, Hp71Error e, bool warning) {
    /* flag -1 set: a warning is neither shown nor kept in ERRN (the ROM) */
    if (warning && (I->system_flags >> 1) & 1) return;
    const char *kind = warning ? "WRN" : "ERR";
    char text[96];
    int tn = I->current_line > 0
                 ? snprintf(text, sizeof text, "%s L%d:%s", kind, I->current_line, errors_text(e))
                 : snprintf(text, sizeof text, "%s:%s", kind, errors_text(e));
    show_message(I, text, tn, warning);
    I->errn = errors_number(e);
    if (I->current_line > 0) /* the ROM: a typed line keeps ERRL */
        I->errl = I->fetch_line = I->current_line;
    I->last_message = e;
}

/* 2000-01-01 00:00:00 in hundredths of a second since 1970-01-01: where
 * the virtual and frozen clocks start, as the ROM's clock does after a
 * Memory Lost (DATE$ 00/01/01, TIME$ 00:00:00). */
#define VIRTUAL_EPOCH_CS ((int64_t)VM_RESET_DAY * SECONDS_PER_DAY * 100)
/* The hundredths of a second the ROM's clock has run when the first key can
 * be typed after a Memory Lost (its start-up: ROM 2CDCC, a TIME typed first
 * reads 1.69 where typing it costs 0.74); the virtual clock starts there. */
#define VIRTUAL_BOOT_CS 95
/* The frozen clock's start (the oracle's pace: typing TIME costs 0.81, so a
 * TIME typed first reads 1.69 as on the ROM). */
#define FROZEN_BOOT_CS 88

int64_t vm_now(Interp *I) {
    int64_t us = vm_now_us(I); /* its hundredths, rounded down */
    return us >= 0 ? us / 10000 : -((-us + 9999) / 10000);
}

int64_t vm_now_us(Interp *I) {
    switch (I->clock) {
    case HP71_CLOCK_VIRTUAL:
        return (VIRTUAL_EPOCH_CS + VIRTUAL_BOOT_CS + I->clock_offset) * 10000 + I->cost_us +
               I->wait_us;
    case HP71_CLOCK_FROZEN: /* the oracle's pace: the cost model's time unscaled by f */
        return (VIRTUAL_EPOCH_CS + FROZEN_BOOT_CS + I->clock_offset) * 10000 +
               (int64_t)((double)I->cost_us / TIMING_F + 0.5) + I->wait_us;
    default: return (I->host.now(I->host.ctx) + I->clock_offset) * 10000;
    }
}

int64_t vm_machine_us(Interp *I) {
    return vm_now_us(I) - (VIRTUAL_EPOCH_CS + I->clock_offset) * 10000;
}

int64_t vm_time_of_day(Interp *I) {
    const int64_t day = (int64_t)SECONDS_PER_DAY * 100;
    int64_t t = vm_now(I) % day;
    return t < 0 ? t + day : t;
}

/* The exception e of the result *r: its trap decides (traps.h) whether it
 * is an error, a warning with a default result in *r, or nothing. */
static void condition(Interp *I, Hp71Error e, Num *r) {
    /* a result on the stack has the statement's pending numbers below it
       (for a warning's room); a result held aside, none */
    int pending =
        r >= STACK_EMPTY(I) && r < I->stack + VM_STACK_MAX ? (int)(r - STACK_EMPTY(I)) - 1 : 0;
    if (e == HP71_E_SIGNALED_OP_TWICE) { /* two signaling operands: each signals (the ROM) */
        *r = traps_event(I, HP71_E_SIGNALED_OP, *r, pending);
        e = HP71_E_SIGNALED_OP;
    }
    *r = traps_event(I, e, *r, pending);
}

/* A comparison with a NaN operand: each signaling operand raises Signaled
 * Op, and a predicate that signals (mask has CMP_SIGNAL) raises Unordered.
 * Returns CMP_UNORDERED. */
static int unordered(Interp *I, Num a, Num b, int mask) {
    Num r = num_nan();
    if (num_is_snan(a)) condition(I, HP71_E_SIGNALED_OP, &r);
    if (num_is_snan(b)) condition(I, HP71_E_SIGNALED_OP, &r);
    if (mask & CMP_SIGNAL) condition(I, HP71_E_UNORDERED, &r);
    return CMP_UNORDERED;
}

/* A signaling NaN used as a truth value (NOT, AND, OR, EXOR, IF): Signaled
 * Op; the default result is a quiet NaN, which is true. */
__attribute__((noinline, cold)) static bool signaled_truth(Interp *I) {
    Num r = num_nan();
    condition(I, HP71_E_SIGNALED_OP, &r);
    return !num_is_zero(r);
}

/* The truth value of a (nonzero is true), the exception of a signaling NaN
 * raised. */
static inline bool is_true(Interp *I, Num a) {
    if (num_is_snan(a)) return signaled_truth(I);
    return !num_is_zero(a);
}

/* The CMP_* outcome of comparing a with b for a predicate of mask (the
 * exceptions of a NaN operand raised). */
static inline int compare(Interp *I, Num a, Num b, int mask) {
    if (num_both_int(a, b))
        return CMP_EQ + (CMP_GT - CMP_EQ) * (a.m > b.m) - (CMP_EQ - CMP_LT) * (a.m < b.m);
    int c = num_cmp(a, b);
    if (c == 2) return unordered(I, a, b, mask);
    return c < 0 ? CMP_LT : c > 0 ? CMP_GT : CMP_EQ;
}

/* True when a equals b: compare() for CMP_EQ alone, two fast-path integers
 * answered inline (a NaN's exceptions raised by compare()). */
static inline bool compare_eq(Interp *I, Num a, Num b) {
    if (num_both_int(a, b)) return a.m == b.m;
    return compare(I, a, b, CMP_EQ) == CMP_EQ;
}

static StrBuf *spush(Interp *I) {
    if (I->ssp >= VM_STR_STACK_MAX) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
    StrBuf *b = &I->sstack[I->ssp++];
    b->len = 0;
    return b;
}

/* After an operation on len characters: a long one answers ATTN at once,
 * stopping the run for good (an expression half evaluated cannot resume). */
static void long_operation(Interp *I, int64_t len) {
    if (len >= VM_STR_LONG && *I->attn) {
        *I->attn = 0;
        I->stop_run = true;
        vm_throw(I, HP71_E_NONE);
    }
}

/* Notes in line_work whether LINE has more to do than note its line: a
 * timer armed, a large temporary string to give back, or a stop at the
 * next statement (for STMT too). Called after each change of any. */
static inline void line_work_update(Interp *I) {
    I->line_work = I->timers.armed != 0 || I->big_strings || I->stop_at_statement;
    if (I->timers.armed) I->poll_at = I->steps_left; /* POLL: at each transfer */
}

/* Whether the statement running (an IF about to go to a line or label that
 * does not exist) ran SIN, COS, ASIN or ACOS, itself or in a user function
 * it called: the ROM then goes on after the IF instead of Stmt Not Found
 * (branches/missing_line_after_a_trig_condition). */
static inline bool trig_condition(const Interp *I) {
    return I->trig_at == I->stmt_pc && I->trig_frames == I->nframes;
}

/* What makes the ROM forget that a statement ran SIN ...: a line TRACE
 * VARS shows, and a multi-line user function's return (`IF SIN(2)+FNB(1)
 * THEN 35` with either is Stmt Not Found). */
static inline void trig_forget(Interp *I) {
    I->trig_at = -1;
    I->trig_frames = -1;
}

/* A temporary string b grew: when beyond VM_STR_KEEP, the next line gives
 * its memory back. */
static inline void note_big_string(Interp *I, const StrBuf *b) {
    if (b->cap > VM_STR_KEEP) {
        I->big_strings = true;
        I->line_work = true;
    }
}

/* Sets a temporary string (the stack, a result, an argument): charged to
 * the memory budget. */
static void sset(Interp *I, StrBuf *b, const char *text, int64_t len) {
    if (strbuf_set(b, text, len, &I->memory)) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
    note_big_string(I, b);
    long_operation(I, len);
}

/* Gives back the memory of large temporary strings no longer in use (from
 * the stack top up), after a statement. */
void vm_release_strings(Interp *I) {
    for (int i = I->ssp; i < VM_STR_STACK_MAX; i++)
        if (I->sstack[i].cap > VM_STR_KEEP) strbuf_free(&I->sstack[i], &I->memory);
    for (int i = 0; i < VM_INPUT_FIELDS; i++)
        if (I->reply_str[i].cap > VM_STR_KEEP) strbuf_free(&I->reply_str[i], &I->memory);
    I->big_strings = false;
    line_work_update(I);
}

static const char *chars(const StrBuf *b) {
    return b->s ? b->s : "";
}

/* The slot of the key a name names (DEF KEY, FETCH KEY, KEYDEF$, PUT).
 * Error: Invalid Arg for a name of no key. */
static int key_slot(Interp *I, const StrBuf *name) {
    int slot = keymap_slot(chars(name), name->len);
    if (slot < 0) vm_throw(I, HP71_E_INVALID_ARG);
    return slot;
}

/* Rounds a subscript or count to a C integer in -limit..limit. */
static int64_t to_int(Num a, int64_t limit) {
    bool exact;
    return num_to_int64(num_round_int(a), limit, &exact);
}

/* A whole-number argument of a statement or function (FIX, WAIT, ON,
 * BEEP, FLAG...): a, rounded, within ±limit. Error: Invalid Arg for a NaN. */
static int64_t int_arg(Interp *I, Num a, int64_t limit) {
    if (num_is_nan(a)) vm_throw(I, HP71_E_INVALID_ARG);
    return to_int(a, limit);
}

/* A number argument as a double; a NaN is Invalid Arg. */
static double num_arg(Interp *I, Num a) {
    if (num_is_nan(a)) vm_throw(I, HP71_E_INVALID_ARG);
    return to_double(a);
}

/* Waits s seconds (WAIT, a BEEP's tone): the host waits under its clock,
 * else the emulated clock moves on; beyond 36,000 years, waiting is
 * waiting until ATTN. Nothing for 0 or less. */
static void wait_seconds(Interp *I, double s) {
    if (!(s > 0)) return;
    if (I->clock == HP71_CLOCK_HOST) {
        double most = (double)VM_WAIT_MAX_US / 1e6;
        I->host.wait(I->host.ctx, s < most ? s : most);
    } else {
        emulated_wait(I, s);
    }
}

/* A substring position: a NaN counts as beyond every string (the ROM). */
static int64_t position_arg(Num a) {
    return num_is_nan(a) ? 2000000000 : to_int(a, 2000000000);
}

/* An array subscript. Error: Subscript for a NaN. */
static int64_t index_arg(Interp *I, Num a) {
    if (num_is_nan(a)) vm_throw(I, HP71_E_SUBSCRIPT);
    return to_int(a, 2000000000);
}

/* A DIM bound or string length: 0..65535 (the ROM's largest), the
 * array's lower bound at least. Error: Invalid Arg. */
static int64_t bound_arg(Interp *I, Num a, int64_t lowest) {
    int64_t n = int_arg(I, a, 1000000);
    if (n < lowest || n > VAR_DIM_MAX) vm_throw(I, HP71_E_INVALID_ARG);
    return n;
}

static Num truth(bool b) {
    return num_from_int(b ? 1 : 0);
}

/* The text of a trace line, "Trace line N " and what, after what the open
 * display line holds (taken from it), into msg (DISPLAY_BUFFER + 200
 * bytes); its length, at most the buffer's: what goes past it overwrites its
 * last place (the ROM). */
static size_t trace_text(Interp *I, int line, const char *what, char *msg) {
    char text[200];
    int tn = snprintf(text, sizeof text, "Trace line %d %s", line, what);
    if (tn >= (int)sizeof text) tn = (int)sizeof text - 1;
    size_t used = display_lead(&I->display, text, (size_t)tn, false);
    size_t n = display_take(&I->display, msg);
    memcpy(msg + n, text + used, (size_t)tn - used);
    n += (size_t)tn - used;
    if (n > DISPLAY_BUFFER) {
        msg[DISPLAY_BUFFER - 1] = msg[n - 1];
        n = DISPLAY_BUFFER;
    }
    return n;
}

/* TRACE: one line of trace, "Trace line N " and what, shown at once; as a
 * message does, it ends the display line a DISP list left open, on that
 * line (the ROM: " 1 Trace line 20 X=2"); nothing for a line typed at the
 * keyboard (line 0). */
static void trace_event(Interp *I, int line, const char *what) {
    if (line == 0) return;
    char msg[DISPLAY_BUFFER + 200];
    vm_display_line(I, msg, trace_text(I, line, what, msg));
}

/* TRACE FLOW of an IF that goes on past its missing line (trig_condition):
 * "Trace line 30 to " stays open, the next display goes on after it (the
 * ROM: "Trace line 30 to N" when DISP "N" follows). */
static void trace_missing_line_passed(Interp *I) {
    if (!(I->trace & TRACE_FLOW) || I->current_line == 0) return;
    char msg[DISPLAY_BUFFER + 200];
    size_t n = trace_text(I, I->current_line, "to ", msg);
    display_begin(&I->display, false);
    display_item(&I->display, msg, n);
    display_end(&I->display, false);
}

/* TRACE FLOW: a transfer from line from to line to ("Trace line 40 to 60";
 * to the keyboard, line 0, "Trace line 40 to": the ROM, a function typed
 * there returning). */
static void trace_lines(Interp *I, int from, int to) {
    char what[32];
    snprintf(what, sizeof what, to ? "to %d" : "to ", to);
    trace_event(I, from, what);
}

/* TRACE FLOW: a GOTO, GOSUB, RETURN, NEXT, ON or FN call from the current
 * line to the program's code at target. */
static void trace_transfer(Interp *I, int64_t target) {
    /* the ROM: a jump to a missing line shows no line ("Trace line 20 to"
       before Stmt Not Found), nor a RETURN past the last line
       (trace/return_past_the_last_line), a call of a missing FN nothing */
    if (target == I->program.no_fn_pc) return;
    if (target == I->program.no_line_pc || target == I->program.end_pc)
        trace_event(I, I->current_line, "to "); /* (past the last line: the ROM) */
    else
        trace_lines(I, I->current_line, program_line_of(&I->program, (int)target));
}
#define TRACE_JUMP(target)                                                                         \
    do {                                                                                           \
        if (I->trace & TRACE_FLOW) trace_transfer(I, (target));                                    \
    } while (0)

/* TRACE FLOW: a CALL of subprogram name ("CALL S"), there or not. */
static void trace_call_name(Interp *I, const char *name) {
    char what[48];
    snprintf(what, sizeof what, "CALL %s", name);
    trace_event(I, I->current_line, what);
}

/* TRACE FLOW: a CALL of the subprogram whose entry is target, or of a
 * missing one (no_sub_pc) named where the CALL's operand at is. */
static void trace_call(Interp *I, int64_t target, int64_t at) {
    const Program *p = &I->program;
    const Entry *list = target == p->no_sub_pc ? p->missing_calls : p->subs;
    int n = target == p->no_sub_pc ? p->nmissing_calls : p->nsubs;
    for (int i = 0; i < n; i++)
        if (list[i].pc == (target == p->no_sub_pc ? at : target)) {
            trace_call_name(I, list[i].name);
            return;
        }
}

/* TRACE VARS: an assignment; name is the target as written ("B(3)", "F$"),
 * value its text (NULL: the name alone, as the ROM shows a string). */
static void trace_store(Interp *I, const char *name, const char *value, int len) {
    char what[160];
    if (value)
        snprintf(what, sizeof what, "%s=%.*s", name, len > 96 ? 96 : len, value);
    else
        snprintf(what, sizeof what, "%s", name);
    trace_event(I, I->current_line, what);
    trig_forget(I);
}

static void trace_num(Interp *I, int slot, int ndims, const Num *subs, Num v) {
    char name[2 * FORMAT_MAX + 16], value[FORMAT_MAX];
    variable_name(slot, 0, name);
    if (ndims) {
        size_t n = strlen(name);
        for (int i = 0; i < ndims; i++) { /* each subscript rounded as it was used
                                               (A(1.5) shows A(2), A(-.4) A(0): the ROM) */
            Num at = num_round_int(subs[i]);
            if (num_is_zero(at)) at = num_from_int(0);
            name[n++] = i ? ',' : '(';
            n += format_number(at, (DisplayFormat){DISPLAY_STD, 0}, name + n);
        }
        name[n++] = ')';
        name[n] = '\0';
    }
    size_t n = format_number(v, I->format, value);
    trace_store(I, name, value, (int)n);
}

/* TRACE VARS: a user function's result ("FNA=6"); slot is the FN's
 * variable slot, v its value (NULL: a string function, its name alone). */
static void trace_fn_result(Interp *I, int slot, const Num *v) {
    char name[16], value[FORMAT_MAX];
    name[0] = 'F', name[1] = 'N';
    variable_name(slot, v == NULL, name + 2);
    if (v)
        trace_store(I, name, value, (int)format_number(*v, I->format, value));
    else
        trace_store(I, name, NULL, 0);
}

/* Stores x, a value of kind, at *p (a variable or element of type) as the
 * type makes it. On an exception the trap's default result is stored, a
 * SHORT's largest being 9.9999E499, an INTEGER's 99999
 * (traps_integer_overflow, for kind); an error leaves *p as it was. A store
 * lost outside its array (I->lost_element) converts nothing: no Overflow,
 * no Signaled Op (the ROM). */
static void store_converted(Interp *I, VarType type, Num x, Num *p, StoreKind kind) {
    if (p == &I->lost_element) return;
    Num value;
    Hp71Error e = variables_convert(type, x, I->round, &value);
    if (!e) {
        *p = value;
        return;
    }
    if (e == HP71_E_INT_OVERFLOW)
        value = traps_integer_overflow(I, num_is_negative(value), kind);
    else
        condition(I, e, &value);
    if (type == VAR_SHORT && e == HP71_E_OVERFLOW && num_is_finite(value)) {
        Num largest;
        (void)num_make(num_is_negative(value) ? -99999 : 99999, 495, &largest);
        value = largest;
    }
    *p = value;
}

static void ram_room(Interp *I, int64_t nibbles);

/* The index of the innermost user function's frame (FRAME_FN) among the
 * first n frames, or -1: Frame.fn_at, the GOSUBs above it passed over. */
static int fn_below(const Interp *I, int n) {
    return n > 0 ? I->frames[n - 1].fn_at : -1;
}

/* The same for a subprogram's frame (FRAME_SUB). */
static int sub_below(const Interp *I, int n) {
    return n > 0 ? I->frames[n - 1].sub_at : -1;
}

/* The program environment running: 0 the main program, else the serial of
 * the call of the SUB it is in (Frame.activation; ON TIMER's). */
static int64_t activation(const Interp *I) {
    int s = sub_below(I, I->nframes);
    return s >= 0 ? I->frames[s].activation : 0;
}

/* The function call frame below frames[below] whose parameters are in
 * force in its environment (none past a subprogram's frame), or NULL. */
static Frame *calling_fn(Interp *I, int below) {
    int fn = fn_below(I, below);
    return fn > sub_below(I, below) ? &I->frames[fn] : NULL;
}

/* Before variable slot (a string's when is_str) of the current environment
 * is made, or declared (declaring: DIM, REAL, SHORT, INTEGER): Var Context
 * when a user function's call pending in a statement that assigns it
 * reserves it (Frame.reserved): for a declaration always, for its making
 * when it did not exist at the call (the ROM: Y=FNA(2) whose DEF FN makes
 * Y, or after an error stopped the call a CONT or a typed line that makes
 * it; Q=FNB or A(1)=FNB whose DEF FN runs DIM Q or DIM A(5)). */
static void var_context(Interp *I, int slot, bool is_str, bool declaring) {
    for (int i = fn_below(I, I->nframes); i >= 0; i = fn_below(I, i)) {
        const Frame *f = &I->frames[i];
        if (f->reserved == slot + 1 && f->reserved_str == is_str && f->reserved_env == I->env &&
            (declaring || f->reserved_new))
            vm_throw(I, HP71_E_VAR_CONTEXT);
    }
}

/* What the statement stores into once the user function called before
 * code[pc] returns (Y in Y=7+FNA(2), Y$ in Y$=FNS$(1), A in A(1)=FNA(2) or
 * A$ in A$[2]=FNS$(1)): a StoreTarget (slot -1 when the text's expression
 * ends there: an INPUT reply's, reply_target). */
static StoreTarget assigned_after_call(const Word *code, int64_t pc) {
    StoreTarget t = {0, false, 0, false};
    /* what an expression compiles to (a function's result on the stack) */
    static const unsigned char expression[] = {
        OP_PUSH_NUM,  OP_PUSH_STR, OP_PUSH_INT, OP_LOAD2,     OP_LOAD_ELEM_V, OP_ADD_V,
        OP_SUB_V,     OP_MUL_V,    OP_EQ_V,     OP_ABS,       OP_EQ_EV,       OP_SUB_EV,
        OP_EQ_SUB_EV, OP_SUB_VV,   OP_LOAD,     OP_LOAD_ELEM, OP_LOAD_STR,    OP_LOAD_STR_ELEM,
        OP_SUBSTR,    OP_ADD,      OP_SUB,      OP_MUL,       OP_DIV,         OP_INT_DIV,
        OP_PERCENT,   OP_POW,      OP_NEG,      OP_NEG_TERM,  OP_EQ,          OP_NE,
        OP_LT,        OP_GT,       OP_LE,       OP_GE,        OP_LG,          OP_UNORD,
        OP_REL,       OP_STR_CMP,  OP_AND,      OP_OR,        OP_EXOR,        OP_NOT,
        OP_CONCAT,    OP_FUNC,     OP_STR_FUNC, OP_FN_CALL,   OP_LOAD_LATE,   OP_LOAD_STR_LATE,
        OP_LATE_CHECK};
    _Static_assert(OP_COUNT <= 256, "an opcode fits a byte");
    for (int n = 0; n < 256; n++) {
        Opcode op = (Opcode)code[pc];
        if (op == OP_STORE || op == OP_STORE_RESULT || op == OP_STORE_ELEM) {
            t.slot = (int)code[pc + 1] + 1;
            t.element = op == OP_STORE_ELEM;
            if (t.element) t.subscripts = (int)(code[pc + 2] & STORE_NDIMS);
            return t;
        }
        if (op == OP_STORE_STR) {
            t.slot = (int)code[pc + 1] + 1;
            t.is_str = true;
            /* its element's subscript and its substring's positions */
            t.subscripts = (int)(code[pc + 2] & STORE_NDIMS) + (int)code[pc + 3];
            t.element = (code[pc + 2] & STORE_NDIMS) != 0;
            return t;
        }
        if (op == OP_END_KEYBOARD) {
            t.slot = -1;
            return t;
        }
        if (!memchr(expression, (int)op, sizeof expression) && op != OP_EQ_SUB_ABS_EV &&
            op != OP_SUB_VV_EQ_NOR) /* (and the superinstructions of two of them) */
            return t;
        pc += 1 + chunk_operands(op);
    }
    return t;
}

/* The index of the held text whose code is code, or -1. */
static int held_index(const Interp *I, const Word *code) {
    for (int i = 0; i < I->held_eval.count; i++)
        if (I->held_eval.text[i].code.code == code) return i;
    return -1;
}

/* The store target of the call made by the code before code[pc]; an INPUT
 * reply's expression stores into its field's variable (the ROM: INPUT Q,
 * the reply FNA); VAL's text's value goes where the statement that called
 * VAL puts it (X=VAL("FNA"): X; the ROM: subprograms/fn_in_val_makes_*),
 * a held text's where its statement in the program does. */
static StoreTarget store_target_of_text(const Interp *I, const Word *code, int64_t pc);

static inline StoreTarget store_target_after_call(const Interp *I, const Word *code, int64_t pc) {
    StoreTarget t = assigned_after_call(code, pc);
    return t.slot >= 0 ? t : store_target_of_text(I, code, pc); /* (the program's: at once) */
}

/* store_target_after_call where the code's expression ends there: a text's. */
static StoreTarget store_target_of_text(const Interp *I, const Word *code, int64_t pc) {
    StoreTarget t;
    const ValCaller *c = I->val_callers;
    bool reserves = true;
    int held, held_steps = I->held_eval.count; /* (each held text passed once at most) */
    for (;;) {
        t = assigned_after_call(code, pc);
        if (t.slot >= 0) break;
        while (c && c->text != code)
            c = c->outer;
        if (c) {
            reserves = reserves && !c->data;
            code = c->code;
            pc = c->pc;
            c = c->outer;
        } else if (code == I->reply_text_code) {
            t = I->reply_target;
            t.subscripts = 0; /* (its field's are the INPUT's, beneath the reply's text) */
            return t;
        } else if (held_steps-- > 0 && (held = held_index(I, code)) >= 0) {
            const struct HeldText *h = &I->held_eval.text[held];
            reserves = reserves && !h->data;
            code = h->resume_code ? h->resume_code : I->program.code.code;
            pc = h->resume_pc;
        } else {
            return t; /* (-1: nothing the run stores) */
        }
    }
    /* READ's variable is not reserved by a call from its DATA item's text
       (the ROM), but its subscripts are no values pending (the ROM:
       cont/data_function_pause_held) */
    if (!reserves) t.slot = 0;
    return t;
}

/* A user function's call f whose statement stores into t: that variable (a
 * whole variable, an element or a substring) is reserved while the call is
 * pending: declaring it is Var Context, and making it when it does not
 * exist yet (var_context). (Its subscripts and a substring's positions,
 * t->subscripts, are no values pending around the call on the ROM:
 * A(1)=FNA(2) whose FNA fails leaves MEM 8 bytes higher than hp71 counted,
 * C(1,2)=FNA(2) and B$[2,3]=FNB$(2) 16: memory/fn_call_store_target.) */
static void reserve_target(Interp *I, Frame *f, const StoreTarget *t) {
    if (t->slot <= 0) return;
    bool made;
    int ndims;
    if (t->is_str) {
        const StrVar *v = variables_str(I->env, t->slot - 1);
        made = v->exists || v->ref;
        ndims = v->ndims;
    } else {
        const NumVar *v = variables_num(I->env, t->slot - 1);
        made = v->exists || v->ref;
        ndims = v->ndims;
    }
    /* an array the statement stores into whole, or a substring of (Data
       Type once the call returns), is not reserved: the function may DIM
       it (the ROM: A=FNB, A$=FNC$ or A$[2]=FNC$ of arrays whose DEF FN runs
       DIM A(7) or DIM A$(7)) */
    if (made && ndims > 0 && !t->element) return;
    f->reserved = t->slot;
    f->reserved_str = t->is_str;
    f->reserved_new = !made;
    f->reserved_env = I->env;
}

/* The nibbles of RAM numeric variable n takes as moves_charge counts them
 * (none when it does not exist). */
static int64_t num_var_nibbles(const NumVar *n) {
    if (!n->exists) return 0;
    return n->ndims ? variables_num_var_ram(n) : VM_RAM_SCALAR;
}

/* The nibbles of RAM string variable s takes (none when it does not exist). */
static int64_t str_var_nibbles(const StrVar *s) {
    return s->exists ? variables_str_var_ram(s) : 0;
}

/* The nibbles of RAM the variables of environment v take whose names
 * start with a letter before letter's, or up to it when through (a simple
 * numeric one VM_RAM_SCALAR; an alias, none), slot's own variable (its
 * string when is_str) left out. */
static int64_t ram_of_letters(const Variables *v, int letter, bool through, int slot, bool is_str) {
    int end = (letter + through) * 11; /* (variable_slot: 11 slots a letter) */
    int64_t n = 0;
    for (int i = 0; i < end; i++) {
        if (!v->num[i].ref && (i != slot || is_str)) n += num_var_nibbles(&v->num[i]);
        if (!v->str[i].ref && (i != slot || !is_str)) n += str_var_nibbles(&v->str[i]);
    }
    return n;
}

/* The nibbles of RAM a run keeps above the current environment's
 * variables: its FOR loops and the frames of the GOSUBs and user function
 * calls made since the environment's CALL (all of them in the main
 * program's). */
static int64_t ram_above(const Interp *I) {
    int64_t n = (int64_t)(I->nfors - I->for_base) * VM_RAM_FOR;
    for (int i = sub_below(I, I->nframes) + 1; i < I->nframes; i++)
        n += I->frames[i].ram;
    return n;
}

/* How a variable's making, taking away or resizing moves the others in the
 * ROM's RAM (moves_charge). */
typedef enum VarMove {
    MAKE_SCALAR, /* a simple numeric variable made */
    MAKE_BODY,   /* a string or an array made */
    TAKE_SCALAR, /* a simple numeric variable taken away */
    TAKE_BODY,   /* a string or an array taken away */
    MOVE_RESIZE  /* an array or a string declared again with another size */
} VarMove;

/* Charges the cost model (when the clock is costed) for the variables of
 * the current environment the ROM moves as variable slot (a string's when
 * is_str) is made, taken away or resized (how): TIMING_VAR_MOVE for the
 * nibbles moved, TIMING_VAR_LETTER for each letter before the variable's,
 * as the ROM keeps an environment's variables by the first letter of their
 * names, below what the run keeps above them (ram_above). A simple numeric
 * variable moves those up to its letter and what is above; a string or an
 * array those, and again those before its letter and what is above; a
 * size changed, those before its letter and what is above. The letters
 * are passed once, twice to make a string or an array
 * (bench/timing/var_new_*, docs/timing.md). */
static void moves_charge(Interp *I, int slot, bool is_str, VarMove how) {
    if (!I->costing) return;
    int letter = slot / 11;
    int64_t n = 0, above = ram_above(I);
    if (how != MOVE_RESIZE) n += ram_of_letters(I->env, letter, true, slot, is_str) + above;
    if (how != MAKE_SCALAR && how != TAKE_SCALAR)
        n += ram_of_letters(I->env, letter, false, slot, is_str) + above;
    charge(I, TIMING_VAR_MOVE, timing_nibble_charges(n));
    charge(I, TIMING_VAR_LETTER, (int64_t)letter * (how == MAKE_BODY ? 2 : 1));
    if (how == MAKE_BODY || how == TAKE_BODY) charge(I, TIMING_VAR_BODY, 1);
}

/* Makes v, a simple numeric variable that does not exist, a REAL holding 0:
 * VM_RAM_SCALAR nibbles; the cost model charges its making (TIMING_VAR_NEW)
 * and the variables it moves when v is of the current environment. Error:
 * Insufficient Memory when they are not free (the command stack does not
 * give way, as mostly on ROM 2CDCC: docs/fidelity.md). */
static void make_num_scalar(Interp *I, NumVar *v) {
    if (v >= I->env->num && v < I->env->num + VARIABLE_SLOTS) {
        int slot = (int)(v - I->env->num);
        var_context(I, slot, false, false);
        if (I->costing) {
            moves_charge(I, slot, false, MAKE_SCALAR);
            charge(I, TIMING_VAR_NEW, 1);
        }
    }
    ram_room(I, VM_RAM_SCALAR_ROOM);
    v->exists = true;
    variables_set_type(v, VAR_REAL);
}

/* The cost model's charge (when the clock is costed) for simple string
 * slot of the current environment made by its first store: its making
 * (TIMING_VAR_NEW_STRING) and the variables it moves (moves_charge). */
static void make_str_scalar_charge(Interp *I, int slot) {
    if (!I->costing) return;
    moves_charge(I, slot, true, MAKE_BODY);
    charge(I, TIMING_VAR_NEW_STRING, 1);
}

/* Stores x, a value of kind, into variable v as its type makes it
 * (store_converted); a variable made by it takes VM_RAM_SCALAR nibbles.
 * Error: Insufficient Memory when they are not free (the command stack
 * does not give way, as mostly on ROM 2CDCC: docs/fidelity.md). */
static void store_num(Interp *I, NumVar *v, Num x, StoreKind kind) {
    if (!v->exists) make_num_scalar(I, v);
    if (v->ndims) vm_throw(I, HP71_E_DATA_TYPE);
    store_converted(I, (VarType)v->type, x, &v->val, kind);
    I->res = x; /* (a store its conversion refuses leaves RES: the ROM) */
}

/* True when a FOR loop with step has gone past its limit: c compares the
 * counter with the limit (num_cmp). A step of 0 never goes past it (the
 * ROM: FOR I=5 TO 1 STEP 0 runs its body, and goes on until left by a
 * transfer). */
static inline bool for_past(Num step, int c) {
    int s = num_cmp(step, num_from_int(0));
    return s == 1 ? c == 1 : s == -1 && c == -1;
}

/* FOR's first test with a NaN start, limit or step: Unordered (an error,
 * or by TRAP(IVL) a warning, even for a signaling NaN), raised before the
 * loop is made; after a warning the counter holds a quiet NaN and the body
 * runs once (NEXT ends the loop), as the ROM does. */
__attribute__((noinline, cold)) static void for_unordered(Interp *I) {
    Num r = num_nan();
    condition(I, HP71_E_UNORDERED, &r);
}

/* An element outside its array's bounds: Subscript, an IVL exception (the
 * ROM: under TRAP(IVL,2) a warning, a read gives NaN or "", a store is
 * lost). When the run goes on, I->lost_element stands for the element. */
static void subscript_outside(Interp *I) {
    I->lost_element = num_nan();
    if (I->quiet_subscript)
        I->quiet_subscript = false;
    else
        condition(I, HP71_E_SUBSCRIPT_IVL, &I->lost_element);
}

/* ---- element views: SUB parameters bound to array elements (ElemRef) ---- */

/* The live binding of element index of array (a NumVar, or a StrVar when
 * is_str), searched from the innermost SUB, or NULL. */
static ElemRef *element_view(Interp *I, bool is_str, const void *array, int64_t index) {
    for (int i = sub_below(I, I->nframes); i >= 0; i = sub_below(I, i)) {
        Frame *f = &I->frames[i];
        for (int j = 0; j < f->nelem_refs; j++) {
            ElemRef *r = &f->elem_refs[j];
            const void *a = r->is_str ? (const void *)r->str : (const void *)r->num;
            if (r->live && r->is_str == is_str && r->index == index && a == array) return r;
        }
    }
    return NULL;
}

/* Takes p, an element of numeric array; returns where its value is: the
 * parameter bound to it, if any (the ROM's parameter is the element). */
static Num *viewed_num(Interp *I, NumVar *array, Num *p) {
    if (!I->elem_views) return p;
    ElemRef *r = element_view(I, false, array, p - array->elems);
    return r ? &r->num_param->val : p;
}

/* viewed_num for an element of string array. */
static StrBuf *viewed_str(Interp *I, StrVar *array, StrBuf *p) {
    if (!I->elem_views) return p;
    ElemRef *r = element_view(I, true, array, p - array->elems);
    return r ? &r->str_param->val : p;
}

/* variables_str_element in the current environment, through the element
 * views: the element of string array slot at sub (*elem, and its array's
 * *maxlen). Errors: variables_str_element's. */
static Hp71Error str_element(Interp *I, int slot, int64_t sub, StrBuf **elem, int *maxlen) {
    if (!variables_str(I->env, slot)->exists) {
        var_context(I, slot, true, false);
        moves_charge(I, slot, true, MAKE_BODY); /* an array made without DIM */
    }
    Hp71Error e = variables_str_element(I->env, slot, sub, I->option_base, elem, maxlen);
    if (!e) *elem = viewed_str(I, variables_str(I->env, slot), *elem);
    return e;
}

/* str_element for a read: a string array that does not exist is not made,
 * and its element within the bounds it would get (OPTION BASE to 10) is
 * *elem NULL, an empty string (the ROM). Errors: str_element's; outside
 * those bounds, Subscript. */
static Hp71Error str_element_read(Interp *I, int slot, int64_t sub, StrBuf **elem, int *maxlen) {
    if (variables_str(I->env, slot)->exists) return str_element(I, slot, sub, elem, maxlen);
    *elem = NULL;
    return variables_implicit_bounds(sub, I->option_base) ? HP71_E_NONE : HP71_E_SUBSCRIPT;
}

/* Ends the live bindings of frame f's parameters to elements (when slot is
 * not -1, that parameter's alone, of strings when is_str): each value goes
 * back to its element, when that is still there and the parameter still a
 * simple variable of its own. */
static void release_elements(Interp *I, Frame *f, bool is_str, int slot) {
    for (int i = 0; i < f->nelem_refs; i++) {
        ElemRef *r = &f->elem_refs[i];
        if (!r->live || (slot >= 0 && (r->slot != slot || r->is_str != is_str))) continue;
        r->live = false;
        I->elem_views--;
        if (!r->is_str) {
            const NumVar *v = r->num_param;
            NumVar *array = r->num;
            if (v->ref || !v->exists || v->ndims || !array->exists || !array->ndims ||
                r->index >= variables_num_elements(array))
                continue;
            Num x;
            (void)variables_convert((VarType)array->type, v->val, I->round, &x);
            array->elems[r->index] = x;
        } else {
            const StrVar *v = r->str_param;
            StrVar *array = r->str;
            if (v->ref || !v->exists || v->ndims || !array->exists || !array->ndims ||
                r->index > (int64_t)array->ub - array->base || v->val.len > array->maxlen)
                continue;
            (void)strbuf_set(&array->elems[r->index], chars(&v->val), v->val.len, NULL);
        }
    }
}

/* The innermost subprogram's frame (whose environment is the current one),
 * or NULL in the main program. */
static Frame *innermost_sub(Interp *I) {
    int at = sub_below(I, I->nframes);
    return at >= 0 ? &I->frames[at] : NULL;
}

/* True when variable slot of the current environment (a string one when
 * is_str) is a parameter bound to the caller's: by reference, or to an
 * element (the ROM: declaring it again is Var Context). */
static bool bound_to_caller(Interp *I, bool is_str, int slot) {
    if (is_str ? I->env->str[slot].ref != NULL : I->env->num[slot].ref != NULL) return true;
    Frame *f = innermost_sub(I);
    if (f)
        for (int i = 0; i < f->nelem_refs; i++)
            if (f->elem_refs[i].live && f->elem_refs[i].slot == slot &&
                f->elem_refs[i].is_str == is_str)
                return true;
    return false;
}

/* The index in user function frame f's saved parameters of its parameter
 * in variable slot (a string one when is_str), or -1. */
static int param_index(const Frame *f, bool is_str, int slot) {
    for (int k = 0; k < f->nsaved; k++)
        if (f->saved[k].slot == slot && f->saved[k].is_str == is_str) return k;
    return -1;
}

/* True when variable slot of the current environment (a string one when
 * is_str) is a parameter of the user function running (GOSUBs passed
 * over): the ROM's DIM, INTEGER ... of it in the function is Var Context. */
static bool fn_parameter(Interp *I, bool is_str, int slot) {
    const Frame *f = calling_fn(I, I->nframes);
    return f && param_index(f, is_str, slot) >= 0; /* (none outside a function) */
}

/* Puts back the variable a user function's parameter hid, the parameter's
 * own going. */
static void restore_param(Interp *I, const SavedParam *p) {
    variables_destroy(I->env, p->is_str, p->slot);
    if (p->is_str)
        I->env->str[p->slot] = p->str;
    else
        I->env->num[p->slot] = p->num;
}

/* Takes parameter k of user function frame f out of force: its variable
 * goes, the one it hid is back (restore_param), and the frame forgets it. */
static void unbind_fn_param(Interp *I, Frame *f, int k) {
    restore_param(I, &f->saved[k]);
    memmove(&f->saved[k], &f->saved[k + 1], (size_t)(f->nsaved - k - 1) * sizeof f->saved[0]);
    f->nsaved--;
    I->fn_saved--;
}

/* DESTROY of variable slot (every variable when slot is -1; a string one
 * when is_str) in the current environment: a parameter bound to an element
 * gives it its value and is bound no more. In a user function (GOSUBs
 * passed over, no SUB called since) DESTROY of a name takes only the
 * function's own parameter of that name out of force, the variable it hid
 * seen again; any other name destroys nothing (the ROM: the program's
 * variables stay, typed while a run is suspended in the function too). */
static void destroy_variables(Interp *I, bool is_str, int slot) {
    Frame *fn = slot >= 0 ? calling_fn(I, I->nframes) : NULL;
    if (fn) {
        int k = param_index(fn, is_str, slot);
        if (k >= 0) unbind_fn_param(I, fn, k);
        return;
    }
    Frame *f = I->elem_views ? innermost_sub(I) : NULL;
    if (f) release_elements(I, f, is_str, slot);
    Frame *sub = I->env != &I->globals ? innermost_sub(I) : NULL;
    if (sub) {
        /* a parameter passed by reference gives back the RAM its binding
           took in the frame (the ROM: MEM 9 bytes higher after DESTROY ALL
           in SUB S(B$), memory/destroy_of_reference_parameters) */
        int refs = 0;
        if (slot >= 0)
            refs = is_str ? I->env->str[slot].ref != NULL : I->env->num[slot].ref != NULL;
        else
            for (int i = 0; i < VARIABLE_SLOTS; i++)
                refs += (I->env->num[i].ref != NULL) + (I->env->str[i].ref != NULL);
        sub->ram -= (int64_t)refs * VM_RAM_REF;
        I->memory.ram -= (int64_t)refs * VM_RAM_REF;
    }
    if (slot < 0) {
        variables_destroy_all(I->env);
        return;
    }
    if (I->costing) { /* the variables the ROM moves as it takes one away */
        const NumVar *n = &I->env->num[slot];
        const StrVar *s = &I->env->str[slot];
        if (is_str ? s->exists && !s->ref : n->exists && !n->ref) {
            moves_charge(I, slot, is_str, is_str || n->ndims ? TAKE_BODY : TAKE_SCALAR);
            charge(I, TIMING_VAR_GONE, 1);
        }
    }
    variables_destroy(I->env, is_str, slot);
}

/* An element of array slot at subs (ndims of them), as element() but the
 * array's own even when a parameter is bound to it. */
static Num *element_in_array(Interp *I, int slot, int ndims, const Num *subs, bool read) {
    int64_t s[2];
    /* subscripts of another count than the array's: Data Type before any
       is looked at (the ROM: A(NAN,4) of a one-dimension A) */
    const NumVar *a = variables_num(I->env, slot);
    if (a->ref) a = a->ref;
    if (a->exists && a->ndims != ndims)
        vm_throw(I, HP71_E_DATA_TYPE); /* (X(1) of a simple X too) */
    for (int i = 0; i < ndims; i++) {
        if (num_is_nan(subs[i])) { /* the ROM: A(NAN) is outside the array */
            subscript_outside(I);
            return &I->lost_element;
        }
        s[i] = index_arg(I, subs[i]);
    }
    if (read && !variables_num(I->env, slot)->exists) {
        for (int i = 0; i < ndims; i++)
            if (!variables_implicit_bounds(s[i], I->option_base)) {
                subscript_outside(I);
                return &I->lost_element;
            }
        I->lost_element = num_from_int(0);
        return &I->lost_element;
    }
    Num *p;
    if (!variables_num(I->env, slot)->exists) {
        var_context(I, slot, false, false);
        moves_charge(I, slot, false, MAKE_BODY); /* an array made without DIM */
    }
    Hp71Error e = variables_element(I->env, slot, ndims, s, I->option_base, &p);
    if (e == HP71_E_SUBSCRIPT) {
        subscript_outside(I);
        return &I->lost_element;
    }
    if (e) vm_throw(I, e);
    return p;
}

/* An element of array slot at subs (ndims of them); read true when it is
 * only read: an array that does not exist is then not created, and its
 * element within the implicit bounds reads 0 (the ROM: X=D(1) leaves D
 * free to be a simple variable). A parameter bound to the element stands
 * for it. Errors: variables_element's; outside the bounds, Subscript (an
 * IVL exception: a warning gives the lost element). */
static Num *element(Interp *I, int slot, int ndims, const Num *subs, bool read) {
    Num *p = element_in_array(I, slot, ndims, subs, read);
    if (!I->elem_views || p == &I->lost_element) return p;
    return viewed_num(I, variables_num(I->env, slot), p);
}

/* A whole array read where an assignment's value stands (B(2)=A or C=A, A
 * an array; FOR C=A): the ROM makes the target, when it does not exist,
 * before it finds the value's type wrong. code[pc] is the opcode after the
 * read: the assignment's store (an element's checked by CHECK_ELEM, its
 * subscripts then on the stack at sp) or FOR_START. Raises Data Type. */
static _Noreturn void array_as_value(Interp *I, const Word *code, int64_t pc, const Num *sp) {
    Word op = code[pc];
    /* an item of DISP USING: a number's array is no item for any field, a
       string's none for a numeric field (the ROM; a ^ field's: LOAD_STR) */
    if (op == OP_USING_NUM || (op == OP_USING_STR && (I->image->field.kind == IMAGE_NUMBER ||
                                                      I->image->field.kind == IMAGE_BYTE)))
        vm_throw(I, HP71_E_INVALID_USING);
    bool num = op == OP_STORE_ELEM && (code[pc + 2] & STORE_CHECKED);
    bool str = op == OP_STORE_STR && (code[pc + 2] & STORE_CHECKED);
    if (op == OP_STORE || op == OP_FOR_START) {
        (void)variables_scalar(I->env, (int)code[pc + 1]);
    } else if (op == OP_STORE_STR && code[pc + 2] == 0) {
        StrBuf *b;
        int maxlen;
        (void)variables_str_scalar(I->env, (int)code[pc + 1], &b, &maxlen);
    } else if (num || str) {
        int slot = (int)code[pc + 1];
        int n = num ? (int)(code[pc + 2] & STORE_NDIMS) : 1;
        const Num *subs = num ? sp - n + 1 : sp - code[pc + 3]; /* below the positions */
        if (!num_is_nan(subs[0]) && (n == 1 || !num_is_nan(subs[1]))) {
            int64_t s[2] = {to_int(subs[0], 2000000000), n > 1 ? to_int(subs[1], 2000000000) : 0};
            Num *p;
            StrBuf *b;
            int maxlen;
            /* (outside the bounds it would get the array is not made: Subscript) */
            Hp71Error e =
                num ? variables_element(I->env, slot, n, s, I->option_base, &p)
                    : variables_str_element(I->env, slot, s[0], I->option_base, &b, &maxlen);
            if (e && e != HP71_E_SUBSCRIPT) vm_throw(I, e);
        }
    }
    vm_throw(I, HP71_E_DATA_TYPE);
}

/* LATE_CHECK, its operands at code[pc], has found the mark of a LOAD_LATE
 * or LOAD_STR_LATE that read an array's name: no value for the consumer
 * that follows (compiler.c's late_reads; the ROM finds an array's name
 * where the operator or the function takes it, after the operands that
 * follow it: A+SQR(-1) is SQR(neg)). Errors: Data Type; for a user
 * function's argument, FN Not Found when the FN_CALL after the checks has
 * no function, else Parameter Mismatch. */
static _Noreturn void late_array(Interp *I, const Word *code, int64_t pc) {
    if (!(code[pc + 1] & LATE_FN_ARG)) vm_throw(I, HP71_E_DATA_TYPE);
    while (code[pc + 2] == OP_LATE_CHECK) /* (one for each such argument) */
        pc += 1 + chunk_operands(OP_LATE_CHECK);
    vm_throw(I,
             code[pc + 3] == I->program.no_fn_pc ? HP71_E_FN_NOT_FOUND : HP71_E_PARAMETER_MISMATCH);
}

/* True when storing x into a variable of this type leaves it unchanged:
 * any REAL; a small whole number for INTEGER and SHORT. */
static inline bool store_identity(uint8_t type, Num x) {
    if (!HP71_FAST_PATHS) return false;
    if (type == VAR_REAL) return true;
    int64_t most = variables_identity_most((VarType)type);
    return num_is_small_int(x) && x.m <= most && x.m >= -most;
}

/* Whether a comparison jump whose outcome mask is mask is taken for the
 * whole numbers a and b (CMP_LT, CMP_EQ or CMP_GT of the mask). */
static inline bool compare_taken(Word mask, int64_t a, int64_t b) {
    return a < b ? mask & CMP_LT : a == b ? mask & CMP_EQ : mask & CMP_GT;
}

/* The cost model's charge for reading variable v and storing it again
 * (its conversions, INC's and NEXT's slow paths): costed is the run loop's
 * VM_COSTED, 1 charging the cost, 2 counting the conversions too. */
static inline void converted_twice(Interp *I, const NumVar *v, int costed) {
    if (costed) I->cost_us += (int64_t)v->convert_us + v->store_us;
    if (costed == 2) {
        I->cost_counts[TIMING_CONVERT] += (uint64_t)(v->type != VAR_REAL);
        I->cost_counts[timing_convert_store_item[v->type]] += (uint64_t)(v->type != VAR_REAL);
    }
}

/* The cost model's charge for NEXT's counter v stepped: its store's
 * conversion alone (the ROM: an INTEGER counter costs a NEXT 1.5 ms more,
 * what a store into it costs; bench/timing/for_integer, integer_store). */
static inline void converted_next(Interp *I, const NumVar *v, int costed) {
    if (costed) I->cost_us += v->store_us;
    if (costed == 2)
        I->cost_counts[timing_convert_store_item[v->type]] += (uint64_t)(v->type != VAR_REAL);
}

/* INC's fast path: true when the variable v (slot's, not followed through
 * an alias) holds a whole number in fast-path form that r, its new value,
 * replaces as it is (a fast-path integer is a simple variable's; an exact 0
 * under OPTION ROUND NEG is -0: the slow path; so is TRACE VARS:
 * store_watch). */
static inline bool inc_fast(const Interp *I, const NumVar *v, int64_t r) {
    /* (|r| at most inc_limit's half; never for a variable that does not exist) */
    return HP71_FAST_PATHS && num_is_small_int(v->val) &&
           (uint64_t)(r + (v->inc_limit >> 1)) < (uint64_t)v->inc_limit && !I->store_watch;
}

/* INC's slow path, out of line so that the fast path keeps no value live
 * for it: the variable in slot (an alias's target) plus k, stored as an
 * assignment stores it, its exceptions handled (condition), TRACE VARS
 * shown. costed is the run loop's VM_COSTED: 1 charges the two
 * conversions (read, then stored) to the cost model, 2 counts them too.
 * Raises Data Type for an array, and what the addition and the store raise. */
__attribute__((noinline)) static void inc_slow(Interp *I, int slot, Word k, int costed) {
    NumVar *v = &I->env->num[slot];
    if (v->ref) v = v->ref;
    converted_twice(I, v, costed);
    if (v->ndims) vm_throw(I, HP71_E_DATA_TYPE);
    Num x;
    Hp71Error e = num_add(v->val, num_from_int(k), &x, I->round);
    if (costed) add_charge(I, v->val, num_from_int(k), x);
    if (e) condition(I, e, &x);
    store_num(I, v, x, STORE_KIND_RESULT);
    if (I->trace & TRACE_VARS) trace_num(I, slot, 0, NULL, v->val);
}

/* True when x can be stored into scalar v as it is. */
static inline bool store_fast(const NumVar *v, Num x) {
    return v->exists && v->ndims == 0 && store_identity(v->type, x);
}

/* The element of array slot at ndims whole-number subscripts within its
 * bounds, inline, with no effect: NULL for every other case (no such
 * array, a subscript to round or outside, a parameter bound to an element),
 * which element() answers. */
static inline Num *element_probe(Interp *I, int slot, int ndims, const Num *subs) {
#if HP71_FAST_PATHS
    NumVar *v = &I->env->num[slot];
    if (v->ref) v = v->ref;
    if (v->ndims == ndims && num_is_small_int(subs[0]) && !I->elem_views) {
        uint64_t i = (uint64_t)(subs[0].m - v->base);
        uint64_t n0 = (uint64_t)(v->ub[0] - v->base);
        if (ndims == 1) {
            if (i <= n0) return &v->elems[i];
        } else if (num_is_small_int(subs[1])) {
            uint64_t j = (uint64_t)(subs[1].m - v->base);
            uint64_t n1 = (uint64_t)(v->ub[1] - v->base);
            if (i <= n0 && j <= n1) return &v->elems[i * (n1 + 1) + j];
        }
    }
#else
    (void)I, (void)slot, (void)ndims, (void)subs;
#endif
    return NULL;
}

/* Whether d, the difference of two fast-path integers, is one too: below
 * 10^12 in magnitude, and not the -0 an exact 0 is under OPTION ROUND NEG
 * (the fast paths of SUB_VV, SUB_VV_EQ_NOR and EQ_SUB_EV). */
static inline bool difference_fast(const Interp *I, int64_t d) {
    return d > -NUM_INT_LIMIT && d < NUM_INT_LIMIT && (d != 0 || I->round != NUM_ROUND_NEG);
}

/* EQ_SUB_EV's fast path, its operands (array, index, variable: B, T, C) at
 * operands: the element B(T) when T and C are simple variables holding
 * fast-path integers, B(T) is within the bounds and holds one, and B(T)-C,
 * *d, is one too (not OPTION ROUND NEG's -0); else NULL (the slow path). */
static inline const Num *eq_sub_probe(Interp *I, const Word *operands, int64_t *d) {
    const NumVar *tn = &I->env->num[operands[1]], *cn = &I->env->num[operands[2]];
    const Num *p =
        num_both_int(tn->val, cn->val) ? element_probe(I, (int)operands[0], 1, &tn->val) : NULL;
    if (!p || !num_is_small_int(*p)) return NULL;
    *d = p->m - cn->val.m;
    return difference_fast(I, *d) ? p : NULL;
}

/* element() for the common case (element_probe), inline. */
static inline Num *element_fast(Interp *I, int slot, int ndims, const Num *subs, bool read) {
    Num *p = element_probe(I, slot, ndims, subs);
    return p ? p : element(I, slot, ndims, subs, read);
}

/* ---- frames ---- */

/* Returns items, an array of *cap elements of size bytes, grown to twice
 * as many (first when empty), *cap updated. Error: Insufficient Memory. */
static void *grow_array(Interp *I, void *items, int *cap, size_t size, int first) {
    int n = *cap ? *cap * 2 : first;
    void *grown = realloc(items, (size_t)n * size);
    if (!grown) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
    *cap = n;
    return grown;
}

/* Makes room for one more frame (Insufficient Memory past VM_FRAMES_MAX), so
 * that a push after it cannot fail. */
static void frame_room(Interp *I) {
    if (I->nframes >= VM_FRAMES_MAX) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
    if (I->nframes == I->capframes)
        I->frames = grow_array(I, I->frames, &I->capframes, sizeof *I->frames, 32);
}

/* Forgets the frames from depth on, giving back their RAM; their contents
 * stay readable above I->nframes until the next push. */
static void truncate_frames(Interp *I, int depth) {
    if (I->handler_orphaned - 2 >= depth) I->handler_orphaned = 0; /* (its SUB has ended) */
    for (int i = depth; i < I->nframes; i++) {
        I->memory.ram -= I->frames[i].ram;
        I->nsubs -= I->frames[i].kind == FRAME_SUB;
    }
    I->nframes = depth;
}

/* True when n is a simple numeric variable of its own (VM_RAM_SCALAR). */
static bool is_scalar(const NumVar *n) {
    return n->exists && !n->ndims && !n->ref;
}

/* The nibbles of RAM environment v's simple numeric variables take. */
static int64_t scalars_ram(const Variables *v) {
    int64_t n = 0;
    for (int i = 0; i < VARIABLE_SLOTS; i++)
        n += is_scalar(&v->num[i]);
    return n * VM_RAM_SCALAR;
}

/* The nibbles of the main RAM's modules FREE PORT made independent. */
static int64_t ports_ram(const Interp *I) {
    return (int64_t)__builtin_popcount(I->ports_freed) * VM_RAM_PORT_MODULE;
}

/* The nibbles of RAM free but for the simple variables: less the program,
 * arrays, strings, frames and command stack (variables_ram_free), the FOR
 * loops, what a run's first CALL keeps, what calls a program edit
 * dropped keep, what a failed ADD, DROP or MERGE keeps and the key
 * assignments. */
static int64_t ram_free_but_scalars(const Interp *I) {
    return variables_ram_free(&I->memory) - (int64_t)I->nfors * VM_RAM_FOR - I->call_ram -
           I->edit_kept_ram - I->typed_val_ram - I->stat_kept_ram - I->merge_kept_ram -
           keymap_ram(&I->keymap) - files_ram(&I->files) - basic_ram(&I->basic) -
           I->lost_gosub_ram - I->eval_kept_ram - I->for_kept_ram -
           graphics_charset_ram(&I->graphics) - I->startup_ram - I->reply.ram - ports_ram(I) -
           I->held_eval.ram - I->eval_ram;
}

/* The nibbles of the HP-71B's RAM free (below 0 when variables were made
 * with none left): after a Memory Lost, less the program, the arrays and
 * strings, the simple variables of every environment (the main program's,
 * each pending CALL's, and the values user functions' parameters hide or
 * hold out of force), the frames, the FOR loops (VM_RAM_*). */
static int64_t ram_free(const Interp *I) {
    int64_t left = ram_free_but_scalars(I) - scalars_ram(&I->globals);
    /* the SUB frames and the FN frames (only they hold values), the GOSUBs
       between them passed over */
    for (int i = sub_below(I, I->nframes); i >= 0; i = sub_below(I, i))
        if (I->frames[i].caller_env != &I->globals) left -= scalars_ram(I->frames[i].caller_env);
    for (int i = fn_below(I, I->nframes); i >= 0; i = fn_below(I, i)) {
        const Frame *f = &I->frames[i];
        for (int k = 0; k < f->nsaved; k++)
            if (!f->saved[k].is_str && is_scalar(&f->saved[k].num)) left -= VM_RAM_SCALAR;
    }
    if (I->env != &I->globals) left -= scalars_ram(I->env);
    return left;
}

/* Checks that nibbles of RAM are free; the command stack does not give
 * way (ROM 2CDCC: for no variable, call or loop a run makes,
 * memory/fn_call_room_frame_beyond_the_ram). Error: Insufficient Memory.
 * The simple variables are counted only when the RAM could not hold them
 * all. */
static void ram_room(Interp *I, int64_t nibbles) {
    if (!vm_ram_has(I, nibbles)) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
}

/* STARTUP of a command of len characters: kept in the RAM (none for an
 * empty one); what it takes more than the one it replaces must be free,
 * and the command's copy and VM_RAM_STARTUP_WORK nibbles more (ROM 2CDCC,
 * to the nibble: memory/startup_room_*). Error: Insufficient Memory. */
static void startup_set(Interp *I, int64_t len) {
    int64_t want = len ? VM_RAM_STARTUP + 2 * len : 0;
    if (want > I->startup_ram) ram_room(I, want - I->startup_ram + 2 * len + VM_RAM_STARTUP_WORK);
    I->startup_ram = want;
}

/* CHARSET of a string of len bytes: the RAM its characters take more than
 * the set's now must be free, and the string's copy and VM_RAM_CHARSET_WORK
 * nibbles more (ROM 2CDCC, to the nibble: memory/charset_room_*). Error:
 * Insufficient Memory. */
static void charset_room(Interp *I, size_t len) {
    int64_t more = graphics_charset_ram_for(len) - graphics_charset_ram(&I->graphics);
    if (more > 0) ram_room(I, more + 2 * (int64_t)len + VM_RAM_CHARSET_WORK);
}

/* Checks that a call holding nibbles of RAM fits: frames and RAM. Error:
 * Insufficient Memory. */
static void call_room(Interp *I, int64_t nibbles) {
    frame_room(I);
    ram_room(I, nibbles);
}

/* True when a GOSUB's frame of nibbles fits: frames and RAM (the command
 * stack does not give way), as call_room checks without raising. */
static bool gosub_room(const Interp *I, int64_t nibbles) {
    return I->nframes < VM_FRAMES_MAX && nibbles <= ram_free(I);
}

/* Pushes a frame of kind holding nibbles of RAM (VM_RAM_*), returning to
 * ret, when room nibbles are free (it may then leave less than none).
 * Error: Insufficient Memory (no RAM left for the call, or too deep). */
static Frame *push_frame_room(Interp *I, FrameKind kind, int64_t ret, int64_t nibbles,
                              int64_t room) {
    call_room(I, room);
    I->memory.ram += nibbles;
    I->nsubs += kind == FRAME_SUB;
    int at = I->nframes++;
    Frame *f = &I->frames[at];
    memset(f, 0, sizeof *f);
    f->kind = kind;
    f->fn_at = kind == FRAME_FN ? at : fn_below(I, at);
    f->sub_at = kind == FRAME_SUB ? at : sub_below(I, at);
    f->ret = ret;
    f->ram = nibbles;
    f->line = I->current_line;
    f->stmt_pc = I->stmt_pc;
    f->nfors = I->nfors;
    f->for_base = I->for_base;
    f->typed_val_before = I->typed_val_ram;
    return f;
}

/* push_frame_room when the frame's nibbles must be free. */
static Frame *push_frame(Interp *I, FrameKind kind, int64_t ret, int64_t nibbles) {
    return push_frame_room(I, kind, ret, nibbles, nibbles);
}

/* True when the current environment (the frames above its SUB's) is in a
 * subroutine ON ERROR GOSUB called, which its errors do not call again. */
static bool in_error_handler(const Interp *I) {
    if (I->handler_orphaned && I->handler_orphaned - 2 == sub_below(I, I->nframes)) return true;
    for (int i = I->nframes - 1; i >= 0 && I->frames[i].kind != FRAME_SUB; i--)
        if (I->frames[i].error_handler) return true;
    return false;
}

/* An ON ERROR or OFF ERROR ran: the errors of the current environment are
 * caught again even inside the subroutine ON ERROR GOSUB called. */
static void error_handler_done(Interp *I) {
    if (I->handler_orphaned - 2 == sub_below(I, I->nframes)) I->handler_orphaned = 0;
    for (int i = I->nframes - 1; i >= 0 && I->frames[i].kind != FRAME_SUB; i--)
        I->frames[i].error_handler = false;
}

/* True when pc of code is in a typed line, not in the program. */
static inline bool typed_code(const Interp *I, const Word *code, int64_t pc) {
    return code != I->program.code.code || pc > I->program.program_len;
}

/* The room of a GOSUB's return at pc of code, beside nibbles pending
 * (ON ... GOSUB's index: VM_RAM_ON_INDEX): VM_RAM_GOSUB nibbles of RAM,
 * VM_RAM_TYPED_GOSUB into a typed line (ROM 2CDCC, measured with MEM:
 * tests/model/memory/typed_gosub). Into a typed line the ROM takes the
 * return's VM_RAM_GOSUB nibbles first and then wants the rest: when they
 * are short, the first stay taken until the program ends
 * (memory/typed_gosub_room_*, memory/on_gosub_room_*). Error:
 * Insufficient Memory. */
static void gosub_return_room(Interp *I, const Word *code, int64_t pc, int64_t beside) {
    call_room(I, VM_RAM_GOSUB + beside);
    if (!typed_code(I, code, pc)) return;
    I->lost_gosub_ram += VM_RAM_GOSUB;
    ram_room(I, VM_RAM_TYPED_GOSUB - VM_RAM_GOSUB + beside);
    I->lost_gosub_ram -= VM_RAM_GOSUB;
}

/* A GOSUB at pc of code, returning to ret: its frame (gosub_return_room's). A
 * GOSUB to a line that does not exist (missing) wants the return's room,
 * then answers Stmt Not Found, a typed one keeping its VM_RAM_GOSUB
 * nibbles (the ROM). Errors: Insufficient Memory, Stmt Not Found. */
static void push_gosub(Interp *I, const Word *code, int64_t pc, int64_t ret, bool missing) {
    bool typed = typed_code(I, code, pc);
    if (missing || typed) gosub_return_room(I, code, pc, 0); /* (push_frame checks a program's) */
    if (missing) {
        if (typed) I->lost_gosub_ram += VM_RAM_GOSUB;
        vm_throw(I, HP71_E_LINE_NOT_FOUND);
    }
    push_frame(I, FRAME_GOSUB, ret, typed ? VM_RAM_TYPED_GOSUB : VM_RAM_GOSUB);
}

/* The active FOR loop on slot of the current environment ends, those
 * above it staying (the ROM: as a FOR statement on it starts). */
static void end_loop(Interp *I, int slot) {
    int i = I->nfors - 1;
    while (i >= I->for_base && I->fors[i].slot != slot)
        i--;
    if (i < I->for_base) return;
    memmove(&I->fors[i], &I->fors[i + 1], (size_t)(I->nfors - i - 1) * sizeof *I->fors);
    I->nfors--;
}

/* An error stopped a FOR statement before its loop was made: it keeps
 * VM_RAM_FOR_FAILED nibbles and VM_RAM_FOR_VALUE a value it had evaluated
 * until the program ends or a NEXT finds no loop (the ROM). */
static void failed_for(Interp *I) {
    if (I->for_values > 0)
        I->for_kept_ram += VM_RAM_FOR_FAILED + VM_RAM_FOR_VALUE * (I->for_values - 1);
    I->for_values = 0;
}

/* NEXT finds no loop it can step: the RAM failed FOR statements kept comes
 * back (the ROM). Error: NEXT w/o FOR. */
static _Noreturn void next_without_for(Interp *I) {
    I->for_kept_ram = 0;
    vm_throw(I, HP71_E_NEXT_WITHOUT_FOR);
}

/* Whether the NEXT at pc of code may go back to loop f's body: not when the
 * body was in a typed line since replaced (FOR_GONE), nor from a typed NEXT
 * into the program (the ROM: NEXT w/o FOR). */
static inline bool for_body_reachable(const Interp *I, const ForLoop *f, const Word *code,
                                      int64_t pc) {
    return f->body != FOR_GONE && !(f->body < I->program.program_len && typed_code(I, code, pc));
}

/* NEXT's fast path: the innermost loop when it is on slot, steps the simple
 * variable there (not followed through an alias) that holds a whole number
 * in fast-path form, its step and limit are whole numbers in that form too,
 * the counter plus the step (*r) is a value the variable's store keeps as
 * it is, and the NEXT at pc of code may go back to the loop's body; else
 * NULL. OPTION ROUND NEG and TRACE VARS (store_watch) take the slow path. */
static inline ForLoop *next_fast(Interp *I, int slot, const Word *code, int64_t pc, int64_t *r) {
    int i = I->nfors - 1;
    if (i < I->for_base || I->fors[i].slot != slot) return NULL;
    ForLoop *f = &I->fors[i];
    const NumVar *v = &I->env->num[slot];
    *r = v->val.m + f->step.m;
    return (num_tag(f->step) | num_tag(f->limit)) == 0 && inc_fast(I, v, *r) &&
                   for_body_reachable(I, f, code, pc)
               ? f
               : NULL;
}

/* NEXT's slow path, out of line so that the fast path keeps no value live
 * for it: the active loop on slot (the loops inside it end), its counter
 * stepped as an assignment stores it (TRACE VARS shown; a NaN counter or
 * step ends the loop, signaling nothing) and compared with its limit (an
 * INTEGER that overflowed upward to 99999 as MAXREAL: the ROM). costed as
 * converted_next's and the addition's alignment (add_charge). Returns
 * the pc of the loop's body to go back to, -1 when the loop ends. Raises
 * NEXT w/o FOR (no such loop, a typed NEXT into the program, a loop whose
 * typed line was replaced), and what the addition and the store raise. */
__attribute__((noinline)) static int64_t next_slow(Interp *I, const Word *code, int64_t pc,
                                                   int slot, int costed) {
    int i = I->nfors - 1;
    while (i >= I->for_base && I->fors[i].slot != slot)
        i--;
    if (i < I->for_base) next_without_for(I);
    I->nfors = i + 1; /* the loops inside it end */
    ForLoop *f = &I->fors[i];
    if (!for_body_reachable(I, f, code, pc)) next_without_for(I);
    NumVar *v = variables_num(I->env, slot);
    converted_next(I, v, costed);
    if (num_is_nan(v->val) || num_is_nan(f->step)) {
        store_num(I, v, num_nan(), STORE_KIND_RESULT);
        if (I->trace & TRACE_VARS) trace_num(I, slot, 0, NULL, v->val);
        I->nfors = i;
        return -1;
    }
    Num x;
    Hp71Error e = num_add(v->val, f->step, &x, I->round);
    if (costed) add_charge(I, v->val, f->step, x); /* (bench/timing/for_next_align_*) */
    if (e) condition(I, e, &x);
    store_num(I, v, x, STORE_KIND_RESULT);
    if (I->trace & TRACE_VARS) trace_num(I, slot, 0, NULL, v->val);
    Num now = v->val;
    if (v->type == VAR_INTEGER && num_is_small_int(now) && now.m == VAR_INTEGER_MAX &&
        num_cmp(x, now) == 1)
        now = num_max_real(1);
    if (for_past(f->step, num_cmp(now, f->limit))) {
        I->nfors = i;
        return -1;
    }
    return f->body;
}

/* Checks that a FOR loop can be made: VM_RAM_FOR and VM_RAM_FOR_SPARE
 * nibbles free, less made (the nibbles its counter took since the FOR
 * statement began: the ROM checks before it makes the counter, which may
 * then leave less than none). Error: Insufficient Memory. */
static void for_room_check(Interp *I, int64_t made) {
    ram_room(I, VM_RAM_FOR + VM_RAM_FOR_SPARE - made);
}

/* Makes room for one more active FOR loop: its array, and the RAM
 * (for_room_check). Error: Insufficient Memory. */
static void for_room(Interp *I, int64_t made) {
    if (I->nfors == I->capfors) I->fors = grow_array(I, I->fors, &I->capfors, sizeof *I->fors, 16);
    for_room_check(I, made);
}

/* True when the DEF FN at pc defines the function slot (+ FIXUP_STRING_FN
 * for a string function). */
static bool defines(const Interp *I, int64_t pc, Word slot) {
    const Program *p = &I->program;
    for (int i = 0; i < p->nfns; i++)
        if (p->fns[i].pc == pc) return p->fns[i].slot == slot;
    return false;
}

/* Puts a DEF FN's parameters back as they were before the call. */
static void restore_params(Interp *I, Frame *f) {
    I->fn_saved -= f->nsaved;
    for (int i = f->nsaved - 1; i >= 0; i--)
        restore_param(I, &f->saved[i]);
    free(f->saved);
    f->saved = NULL;
    f->nsaved = 0;
}

/* Swaps frame f's parameters with the variables they hid: done twice, it
 * undoes itself. Only the innermost function's parameters are in force
 * (the ROM: in DEF FNB(Y)=X+Y called from FNA(X), X is the program's X). */
static void swap_params(Interp *I, Frame *f) {
    for (int i = 0; i < f->nsaved; i++) {
        SavedParam *p = &f->saved[i];
        if (p->is_str) {
            StrVar t = I->env->str[p->slot];
            I->env->str[p->slot] = p->str;
            p->str = t;
        } else {
            NumVar t = I->env->num[p->slot];
            I->env->num[p->slot] = p->num;
            p->num = t;
        }
    }
}

static void leave_environment(Interp *I, Frame *f) {
    if (I->env != &I->globals) {
        variables_destroy_all(I->env);
        free(I->env);
        I->memory.used -= (int64_t)sizeof(Variables);
    }
    I->env = f->caller_env;
}

static void drop_frame(Interp *I) {
    truncate_frames(I, I->nframes - 1);
    Frame *f = &I->frames[I->nframes];
    if (f->kind == FRAME_FN) {
        I->nfors = f->nfors; /* its loops end with it */
        I->for_base = f->for_base;
        restore_params(I, f);
        strbuf_free(&f->result_str, &I->memory);
        Frame *outer = f->hid_outer ? calling_fn(I, I->nframes) : NULL;
        if (outer) swap_params(I, outer); /* the caller's parameters again */
    } else if (f->kind == FRAME_SUB) {
        release_elements(I, f, false, -1); /* the elements get their values */
        free(f->elem_refs);
        leave_environment(I, f);
        I->nfors = f->nfors;
        I->for_base = f->for_base;
        I->on_error_pc = f->caller_on_error_pc;
        I->on_error_gosub = f->caller_on_error_gosub;
        I->on_error_line = f->caller_on_error_line;
        I->on_error_frames = f->caller_on_error_frames;
        I->data_env = f->caller_data_env;
        I->data_next = f->caller_data_next;
        I->data_scan = -1;
    }
}

/* The index (basicfiles.h) of the BASIC file beside the current one of
 * catalog serial serial, or -1. */
static int other_file_of(const Interp *I, int64_t serial) {
    for (int i = 0; i < I->basic.count; i++)
        if (I->basic.file[i].serial == serial) return i;
    return -1;
}

const Program *vm_file_program(const Interp *I, int64_t serial) {
    if (serial == I->file_serial) return &I->program;
    int i = other_file_of(I, serial);
    return i >= 0 ? &I->basic.file[i].program : NULL;
}

/* Makes the BASIC file of catalog serial serial the current one again
 * (commands_exchange_current), its code linked. Returns false when it is
 * gone (PURGEd meanwhile). */
static bool back_to_file(Interp *I, int64_t serial) {
    int i = other_file_of(I, serial);
    if (i < 0) return false;
    commands_exchange_current(I, i);
    program_link(&I->program);
    return true;
}

void vm_unwind(Interp *I, int depth) {
    int64_t file = -1;
    while (I->nframes > depth) {
        if (I->frames[I->nframes - 1].other_file) file = I->frames[I->nframes - 1].caller_file;
        drop_frame(I);
    }
    if (I->nframes == 0) I->env = &I->globals;
    /* the calls left stand in the file of the outermost subprogram of
       another file left: current again (with none left, the run is over,
       and the file it stopped in stays current: the ROM) */
    if (file >= 0 && depth > 0) (void)back_to_file(I, file);
}

/* The arguments of a CALL that an error left before its SUB took them go. */
static void drop_args(Interp *I) {
    for (int i = 0; i < I->nargs; i++)
        strbuf_free(&I->args[i].text, &I->memory);
    I->nargs = 0;
}

int vm_suspended_env(const Interp *I) {
    /* (data_env: the entry of the SUB whose DATA READ takes, 0 for the main program) */
    return I->suspended && I->data_env > 0 ? (int)I->data_env : -1;
}

/* What a program that ended leaves (the ROM): no FOR loop active, no ON
 * ERROR in force (a typed GOSUB's error is shown), READ at the first DATA
 * again, the RAM typed GOSUBs to a missing line, failed evaluations of
 * text and MERGEs the RAM refused left given back. */
static void forget_loops_and_data(Interp *I) {
    I->nfors = I->for_base = 0;
    I->on_error_pc = -1;
    I->lost_gosub_ram = I->eval_kept_ram = I->for_kept_ram = I->merge_kept_ram = 0;
    I->data_next = 0;
    I->data_env = 0;
    I->data_scan = 0;
}

void vm_reset_run(Interp *I) {
    I->trig_at = -1;
    vm_unwind(I, 0);
    vm_held_eval_release(I, false);
    drop_args(I);
    forget_loops_and_data(I);
    I->ssp = 0;
    I->on_error_pc = -1;
    I->handler_orphaned = 0;
    I->suspended = false;
    I->eval_depth = 0;
    I->eval_ram = 0;
    I->val_callers = NULL;
    timers_reset(&I->timers);
    line_work_update(I);
}

void vm_start_run(Interp *I, bool chained) {
    vm_reset_run(I);
    /* (a run starts with every channel closed and the channel table gone:
       the ROM, files/data_channels_at_run) */
    if (!chained) {
        files_close_all(&I->files);
        files_forget_channels(&I->files);
    }
    I->call_ram = I->edit_kept_ram = I->typed_val_ram = 0;
    I->current_line = 0;
}

/* ---- flags ---- */

/* The word and bit of flag n: user flags 0..63, system flags -1..-64.
 * Error: Invalid Arg. */
/* Settings that are system flags on the HP-71B (learned on the ROM, tests/
 * model/flags): -10 RADIANS; -11/-12 OPTION ROUND (NEAR 00, POS 10, NEG 11,
 * ZERO 01); -13/-14 the display mode (STD 00, FIX 10, SCI 01, ENG 11); -16
 * OPTION BASE 1; -17..-20 the display digits, lowest bit first (STD keeps
 * the last ones). vm_settings_to_flags writes them after a statement set
 * them, vm_settings_from_flags reads them back after SFLAG, CFLAG or FLAG
 * changed a system flag. */
enum {
    FLAG_USER = 9,
    FLAG_RAD = 10,
    FLAG_ROUND = 11,
    FLAG_DISPLAY = 13,
    FLAG_LC = 15,
    FLAG_BASE = 16,
    FLAG_DIGITS = 17,
    FLAG_UNTIL_PROMPT = 26 /* what it is set to lasts until the prompt (vm_at_prompt) */
};

bool vm_lower_case_lock(const Interp *I) {
    return (I->system_flags >> FLAG_LC) & 1;
}

bool vm_user_mode(const Interp *I) {
    return (I->system_flags >> FLAG_USER) & 1;
}

void vm_keys_case(const Interp *I, char *text, size_t len) {
    if (!vm_lower_case_lock(I)) return;
    for (size_t i = 0; i < len; i++) {
        char c = text[i];
        if (c >= 'a' && c <= 'z')
            text[i] = (char)(c - 'a' + 'A');
        else if (c >= 'A' && c <= 'Z')
            text[i] = (char)(c - 'A' + 'a');
    }
}
static const NumRound round_of_bits[4] = {NUM_ROUND_NEAR, NUM_ROUND_POS, NUM_ROUND_ZERO,
                                          NUM_ROUND_NEG};
static const int bits_of_round[4] = {
    [NUM_ROUND_NEAR] = 0, [NUM_ROUND_POS] = 1, [NUM_ROUND_ZERO] = 2, [NUM_ROUND_NEG] = 3};
static const DisplayMode display_of_bits[4] = {DISPLAY_STD, DISPLAY_FIX, DISPLAY_SCI, DISPLAY_ENG};
static const int bits_of_display[4] = {
    [DISPLAY_STD] = 0, [DISPLAY_FIX] = 1, [DISPLAY_SCI] = 2, [DISPLAY_ENG] = 3};

static void put_bits(uint64_t *word, int at, int count, uint64_t value) {
    uint64_t mask = ((1ULL << count) - 1) << at;
    *word = (*word & ~mask) | ((value << at) & mask);
}

void vm_settings_to_flags(Interp *I) {
    uint64_t *f = &I->system_flags;
    put_bits(f, FLAG_RAD, 1, I->angle == ANGLE_RADIANS);
    put_bits(f, FLAG_ROUND, 2, (uint64_t)bits_of_round[I->round]);
    put_bits(f, FLAG_DISPLAY, 2, (uint64_t)bits_of_display[I->format.mode]);
    put_bits(f, FLAG_BASE, 1, (uint64_t)I->option_base);
    if (I->format.mode != DISPLAY_STD) put_bits(f, FLAG_DIGITS, 4, (uint64_t)I->format.digits);
}

void vm_at_prompt(Interp *I) {
    I->system_flags &= ~(1ULL << FLAG_UNTIL_PROMPT);
}

void vm_settings_from_flags(Interp *I) {
    uint64_t f = I->system_flags;
    I->angle = (f >> FLAG_RAD) & 1 ? ANGLE_RADIANS : ANGLE_DEGREES;
    I->round = round_of_bits[(f >> FLAG_ROUND) & 3];
    store_watch_update(I);
    I->option_base = (int)((f >> FLAG_BASE) & 1);
    int digits = (int)((f >> FLAG_DIGITS) & 15);
    I->format =
        (DisplayFormat){display_of_bits[(f >> FLAG_DISPLAY) & 3], digits > 12 ? 12 : digits};
}

/* RESET: system flags -1 to -32 and the user flags cleared, with the
 * settings they hold (STD, DEGREES, OPTION BASE 0, OPTION ROUND NEAR, BEEP
 * ON, lower case off, the exception flags ...), and every trap 1, as
 * after a Memory Lost; WIDTH, PWIDTH, ENDLINE, DELAY, the variables and
 * the program stay (ROM 2CDCC: flags/reset_clears_the_flags). */
static void reset_flags(Interp *I) {
    I->system_flags &= ~(((1ULL << 32) - 1) << 1);
    I->user_flags = 0;
    traps_reset(&I->traps);
    vm_settings_from_flags(I);
}

/* The read-only system flag -bit (33 .. 64): -62 is 1 while a program line
 * runs (a run, a SUB, multi-line DEF FN or subroutine a typed line called;
 * not a one-line DEF FN called from the keyboard), -49 once OFF has run,
 * the others 0 (the ROM). */
static int flag_read_only(const Interp *I, int bit) {
    return (bit == 62 && I->current_line > 0) || (bit == 49 && I->turned_off);
}

/* Takes a flag number n and whether it is to be set or cleared; returns
 * the word that holds it and sets *bit, or NULL for a system flag -33 ..
 * -64, which reads as 0 but -62 (flag_read_only). Error: Invalid Arg
 * beyond -64 .. 63, or when writing a flag below -32 (the ROM). */
static uint64_t *flag_word(Interp *I, Num n, bool writing, int *bit) {
    int64_t f = int_arg(I, n, 1000);
    if (f < -64 || f > 63 || (writing && f < -32)) vm_throw(I, HP71_E_INVALID_ARG);
    *bit = (int)(f < 0 ? -f : f);
    if (f < -32) return NULL;
    return f < 0 ? &I->system_flags : &I->user_flags;
}

int64_t vm_ram_free(const Interp *I) {
    return ram_free(I);
}

bool vm_ram_has(const Interp *I, int64_t nibbles) {
    /* (every slot of every environment a simple variable: no need to count them) */
    int64_t scalars = (2 + I->nsubs) * VARIABLE_SLOTS + I->fn_saved;
    return nibbles <= ram_free_but_scalars(I) - scalars * VM_RAM_SCALAR || nibbles <= ram_free(I);
}

/* VarMemory.ram_free of I->memory: ram_free, so that a variable made
 * counts what a run holds (frames, FOR loops, simple variables...). */
static int64_t memory_ram_free(const VarMemory *mem) {
    return ram_free((const Interp *)(const void *)((const char *)mem - offsetof(Interp, memory)));
}

void vm_memory_init(Interp *I) {
    I->memory.ram_free = memory_ram_free;
}

/* MEM: the bytes of the HP-71B's RAM left (ram_free halved, 0 at least):
 * the program's lines, the command stack, the variables, the calls and FOR
 * loops of a run at the machine's own sizes (docs/fidelity.md). */
static int64_t vm_mem(Interp *I) {
    int64_t left = ram_free(I);
    return left > 0 ? left / 2 : 0;
}

/* The flags as PEEK$ and POKE find them in RAM (memmap.h). */
static MemmapFlags memmap_flags(const Interp *I) {
    return (MemmapFlags){I->system_flags, I->user_flags, flag_read_only(I, 62),
                         flag_read_only(I, 49)};
}

/* Whether the machine is the plain HP-71B for PEEK$ and POKE: the RAM
 * free after a Memory Lost the plain machine's, no port freed
 * (memmap_unanswered). */
static bool memmap_plain(const Interp *I) {
    return I->memory.ram_size == VM_MEM_FREE && !I->ports_freed;
}

/* POKE data at address at: into the flags (memmap.h) the settings they
 * hold follow (vm_settings_from_flags); sets *ram to the nibbles written
 * there. Returns memmap_poke's answer. */
static Hp71Error poke(Interp *I, const StrBuf *at, const StrBuf *data, int64_t *ram) {
    MemmapFlags flags = memmap_flags(I);
    Hp71Error e =
        memmap_poke(chars(at), at->len, chars(data), data->len, memmap_plain(I), &flags, ram);
    I->user_flags = flags.user;
    if (flags.system != I->system_flags) {
        I->system_flags = flags.system;
        vm_settings_from_flags(I);
    }
    return e;
}

/* ---- functions ---- */

void vm_civil_from_days(int64_t z, int *y, int *m, int *d) {
    z += 719468;
    int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    int64_t doe = z - era * 146097;
    int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    int64_t mp = (5 * doy + 2) / 153;
    *d = (int)(doy - (153 * mp + 2) / 5 + 1);
    *m = (int)(mp < 10 ? mp + 3 : mp - 9);
    *y = (int)(yoe + era * 400 + (*m <= 2));
}

static int64_t days_from_civil(int y, int m, int d) {
    y -= m <= 2;
    int64_t era = (y >= 0 ? y : y - 399) / 400;
    int64_t yoe = y - era * 400;
    int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

static int64_t today(Interp *I) {
    const int64_t day = (int64_t)SECONDS_PER_DAY * 100;
    int64_t t = vm_now(I);
    return t >= 0 ? t / day : (t - day + 1) / day;
}

/* The keys file was made now (DEF KEY's first assignment): its place, date
 * and time, for its catalog entry. */
static void keys_file_made(Interp *I) {
    vm_file_made(I, &I->files.keys_serial, &I->keymap.made_day, &I->keymap.made_minute);
}

int data_file_entry(const Interp *I, int i, char *buf, size_t size) {
    int y, m, d;
    vm_civil_from_days(I->files.file[i].made_day, &y, &m, &d);
    return files_entry(&I->files, i, y, m, d, buf, size);
}

void vm_file_made(Interp *I, int64_t *serial, int64_t *day, int64_t *minute) {
    *serial = ++I->files.serial;
    *day = today(I);
    *minute = vm_time_of_day(I) / 6000;
}

/* A BASIC file's catalog entry into buf, with the blank the ROM ends it
 * with: its name (workfile for none), its length in bytes (its lines'
 * nibbles halved, rounded up), the date (MM/DD/YY) and time it was made;
 * returns its length. */
static int basic_entry(const char *name, bool secure, int64_t ram, int64_t day, int64_t minute,
                       char *buf, size_t size) {
    int y, m, d;
    vm_civil_from_days(day, &y, &m, &d);
    return snprintf(buf, size, "%-8s %c BASIC %5lld %02d/%02d/%02d %02d:%02d ",
                    name[0] ? name : "workfile", secure ? 'S' : ' ', (long long)((ram + 1) / 2), m,
                    d, y % 100, (int)(minute / 60), (int)(minute % 60));
}

int vm_basic_entry(const Interp *I, int i, char *buf, size_t size) {
    if (i < 0)
        return basic_entry(I->file_name, I->file_secure, I->program.ram, I->file_made_day,
                           I->file_made_minute, buf, size);
    const BasicFile *f = &I->basic.file[i];
    return basic_entry(f->name, f->secure, f->program.ram, f->made_day, f->made_minute, buf, size);
}

/* The keys file's catalog entry (CAT KEYS, CAT$(2)) into buf, with the
 * blank the ROM ends it with: its length in bytes (the assignments'
 * nibbles halved, rounded up), the date (MM/DD/YY) and time it was made;
 * returns its length, or 0 when there is no keys file (no key was ever
 * assigned). */
static int keys_entry(Interp *I, char *buf, size_t size) {
    if (!I->keymap.file) return 0;
    int y, m, d;
    vm_civil_from_days(I->keymap.made_day, &y, &m, &d);
    int64_t bytes = (keymap_ram(&I->keymap) - KEYMAP_RAM_FILE + 1) / 2;
    return snprintf(buf, size, "keys       KEY   %5lld %02d/%02d/%02d %02d:%02d ", (long long)bytes,
                    m, d, y % 100, (int)(I->keymap.made_minute / 60),
                    (int)(I->keymap.made_minute % 60));
}

CatalogFile vm_catalog_next(const Interp *I, int64_t *serial, int *which) {
    int64_t last = *serial, best = INT64_MAX;
    CatalogFile kind = CATALOG_NONE;
    if (I->file_serial > last) best = I->file_serial, kind = CATALOG_CURRENT;
    for (int i = 0; i < I->basic.count; i++)
        if (I->basic.file[i].serial > last && I->basic.file[i].serial < best)
            best = I->basic.file[i].serial, kind = CATALOG_BASIC, *which = i;
    for (int i = 0; i < I->files.count; i++)
        if (I->files.file[i].serial > last && I->files.file[i].serial < best)
            best = I->files.file[i].serial, kind = CATALOG_DATA, *which = i;
    if (I->keymap.file && I->files.keys_serial > last && I->files.keys_serial < best)
        best = I->files.keys_serial, kind = CATALOG_KEYS;
    *serial = best;
    return kind;
}

/* The k-th file (from 0) in the catalog's order (vm_catalog_next): its
 * entry into buf; returns its length, 0 when there are fewer. */
static int catalog_entry(Interp *I, int k, char *buf, size_t size) {
    int64_t serial = -1;
    int which = 0;
    for (;;) {
        CatalogFile kind = vm_catalog_next(I, &serial, &which);
        if (kind == CATALOG_NONE) return 0;
        if (k-- > 0) continue;
        switch (kind) {
        case CATALOG_CURRENT: return vm_basic_entry(I, -1, buf, size);
        case CATALOG_BASIC: return vm_basic_entry(I, which, buf, size);
        case CATALOG_DATA: return data_file_entry(I, which, buf, size);
        default: return keys_entry(I, buf, size);
        }
    }
}

/* CAT KEYS: shows the keys file's entry (the display drops its last blank).
 * Error: File Not Found before a key was ever assigned. */
static void cat_keys(Interp *I) {
    char entry[64];
    int n = keys_entry(I, entry, sizeof entry);
    if (n == 0) vm_throw(I, HP71_E_FILE_NOT_FOUND);
    vm_display_entry(I, entry, (size_t)n - 1);
}

static RunEnd execute(Interp *I, const Word *code, int64_t pc, Num *sp, Num **sp_out,
                      const int32_t *ahead);
static const int32_t *program_ahead(Interp *I);
static bool input_asks_again(Interp *I, Hp71Error e, volatile int *depth, volatile int *sdepth);
/* program_search_lines for timing_entry_costs (ctx: the Program). */
static int search_lines(void *ctx, int pc, int target, bool *back) {
    return program_search_lines(ctx, pc, target, back);
}

/* program_label_ref for timing_entry_costs (ctx: the Program). */
static bool label_ref(void *ctx, int pc, int *passed, int *chars) {
    return program_label_ref(ctx, pc, passed, chars);
}

/* program_statements for timing_entry_costs (ctx: the Program). */
static int statements_passed(void *ctx, int from, int target) {
    return program_statements(ctx, from, target);
}

Hp71Error vm_tokenize(Interp *I, const char *text, size_t len) {
    I->tokens.overflow_to_inf = I->traps.value[TRAP_NAME_OVF] == 2;
    I->tokens.keep_denormals = I->traps.value[TRAP_NAME_UNF] == 2;
    I->tokens.overflow_refused = !traps_go_on(&I->traps, TRAP_NAME_OVF);
    I->tokens.underflow_refused = !traps_go_on(&I->traps, TRAP_NAME_UNF);
    return tokenize_line(text, len, &I->tokens);
}

/* Warns for the literals among tokens [from, to) found before stop_pos. */
static void literal_warnings_in(Interp *I, int from, int to, int stop_pos) {
    for (int i = from; i < to; i++) {
        const Token *k = &I->tokens.tok[i];
        if (k->kind == TOK_NUMBER && k->pos < stop_pos &&
            (k->warn == HP71_E_OVERFLOW || k->warn == HP71_E_UNDERFLOW)) {
            traps_literal(I, k->warn);
            vm_report(I, k->warn, true);
        }
    }
}

void vm_literal_warnings(Interp *I, int stop_pos) {
    literal_warnings_in(I, 0, I->tokens.count, stop_pos);
}

/* True when the statement at token i starts with a variable that is not
 * assigned to (X+1, A(2)<5, A$[2]: an expression to show); *after is the
 * token after the variable, its subscripts and a string's substrings,
 * *operand true when an operator stands there (X+1, A(2)<5, X%5, A$&B$;
 * not X;5, X 5 or X&5). */
static bool shown_variable_statement(const TokenList *t, int i, int *after, bool *operand) {
    *operand = false;
    if (i >= t->count || (t->tok[i].kind != TOK_NUM_VAR && t->tok[i].kind != TOK_STR_VAR))
        return false;
    bool is_str = t->tok[i].kind == TOK_STR_VAR;
    if (++i < t->count && t->tok[i].kind == TOK_PUNCT && t->tok[i].id == '(')
        i = tokens_after_group(t, i); /* an element's subscripts */
    while (is_str && i < t->count && t->tok[i].kind == TOK_PUNCT && t->tok[i].id == '[')
        i = tokens_after_group(t, i); /* its substrings (A$[1][2]) */
    *after = i;
    const Token *k = i < t->count ? &t->tok[i] : NULL;
    if (k && k->kind == TOK_PUNCT && k->id == '=') return false;
    /* (X==1E600: read first as X= and an expression that starts with '=',
       refused there, before the literal; the ROM warns once) */
    if (k && k->kind == TOK_PUNCT && k->id >= PUNCT_REL && k->len >= 2 && k->text[0] == '=' &&
        k->text[1] == '=')
        return true;
    /* (X,1E600: only the subscripts, none here, are read as an assignment's) */
    *operand = k && ((k->kind == TOK_PUNCT &&
                      (k->id >= PUNCT_REL || (k->id > 0 && strchr("+-*/^#<>?%", k->id)) ||
                       (is_str && k->id == '&'))) ||
                     (k->kind == TOK_KEYWORD &&
                      (k->id == KW_AND || k->id == KW_OR || k->id == KW_EXOR || k->id == KW_DIV)));
    return true;
}

/* True when the statement of tokens [i, end) is an assignment's head
 * (X=, A(1)=, B$[2]=, FNA=) whose expression a ',' or ';' follows outside
 * parentheses, or a string's AND, OR or EXOR: a display list (X=1,2 and
 * A$=B$ AND 1 show comparisons); *sep is that separator's token. */
static bool assignment_read_as_list(const TokenList *t, int i, int end, int *sep) {
    if (i < end && t->tok[i].kind == TOK_KEYWORD && t->tok[i].id == KW_FN) i++;
    if (i >= end || (t->tok[i].kind != TOK_NUM_VAR && t->tok[i].kind != TOK_STR_VAR)) return false;
    bool is_str = t->tok[i].kind == TOK_STR_VAR;
    if (++i < end && t->tok[i].kind == TOK_PUNCT && t->tok[i].id == '(')
        i = tokens_after_group(t, i);
    while (i < end && t->tok[i].kind == TOK_PUNCT && t->tok[i].id == '[')
        i = tokens_after_group(t, i);
    if (i >= end || t->tok[i].kind != TOK_PUNCT || t->tok[i].id != '=') return false;
    int depth = 0;
    for (i++; i < end; i++) {
        const Token *k = &t->tok[i];
        if (is_str && depth == 0 && k->kind == TOK_KEYWORD &&
            (k->id == KW_AND || k->id == KW_OR || k->id == KW_EXOR)) {
            *sep = i; /* (A$=B$ AND 1 too) */
            return true;
        }
        if (k->kind != TOK_PUNCT) continue;
        if (k->id == '(' || k->id == '[') depth++;
        if ((k->id == ')' || k->id == ']') && depth > 0) depth--;
        if (depth == 0 && (k->id == ',' || k->id == ';')) {
            *sep = i;
            return true;
        }
    }
    return false;
}

/* True when k is a mark no statement or expression starts with: any
 * punctuation but ( + - (THEN *5E506 is Syntax where the * stands). */
static bool stray_mark(const Token *k) {
    return k->kind == TOK_BAD ||
           (k->kind == TOK_PUNCT && k->id != '(' && k->id != '+' && k->id != '-');
}

void vm_entry_warnings(Interp *I, int stop_pos, bool twice) {
    const TokenList *t = &I->tokens;
    int start = 0;
    for (int i = 0; i <= t->count; i++) {
        const Token *k = i < t->count ? &t->tok[i] : NULL;
        bool ends = !k || k->kind == TOK_END || (k->kind == TOK_PUNCT && k->id == '@') ||
                    (k->kind == TOK_KEYWORD && (k->id == KW_THEN || k->id == KW_ELSE));
        if (!ends) continue;
        if (start < t->count && stop_pos < t->tok[start].pos) break; /* past the fault */
        /* (a fault at the @ or ELSE that ends it is the statement's: X=1E600/@) */
        bool failing = k && k->kind != TOK_END ? stop_pos <= k->pos : stop_pos != INT_MAX;
        int after;
        bool operand;
        /* a THEN or ELSE clause: read once where a statement is read twice
           (the ROM: THEN (1E600 warns once), but an assignment */
        bool clause = start > 0 && start < t->count && t->tok[start - 1].kind == TOK_KEYWORD &&
                      (t->tok[start - 1].id == KW_THEN || t->tok[start - 1].id == KW_ELSE);
        /* a statement that starts with a function of the ROM's keyword
           extensions is read once more (ATN(1E600 warns thrice) */
        /* (not KEYDOWN, KEYDEF$ nor CAT$: KEYDOWN(1E600) warns twice) */
        bool extension = start < t->count && t->tok[start].kind == TOK_KEYWORD &&
                         romsize_extension_function(t->tok[start].id) &&
                         t->tok[start].id != KW_KEYDOWN && t->tok[start].id != KW_KEYDEF_S &&
                         t->tok[start].id != KW_CAT_S;
        if (shown_variable_statement(t, start, &after, &operand)) {
            /* read first as an assignment: the variable's subscripts, and
               to the statement's end when an operator follows them (not in
               X 1E600 or X;1E600 Y: the ROM warns there only as the
               expression reads it); an expression refused where it stands
               (after THEN) is refused only once read as one, to its end */
            int end = operand || after >= i ? INT_MAX : t->tok[after].pos;
            int stop = stop_pos == t->tok[start].pos ? end : stop_pos;
            /* (subscripts left open end with the statement: A$[@ 1E600;
               a fault stops both readings there: A$[[2,1E600] and
               X+1 1E600 warn not at all, X-1E600 1E600 twice, the ROM) */
            int first = stop_pos > t->tok[start].pos ? stop_pos : INT_MAX;
            literal_warnings_in(I, start, operand || after > i ? i : after, first);
            literal_warnings_in(I, start, i, stop);
        } else if (!failing && !clause && assignment_read_as_list(t, start, i, &after)) {
            /* read first as an assignment, to the separator where it stops,
               then as a display list (the ROM: X=1E-505,2 and FNA=1E-505;2
               warn twice, X=2,1E-505 once) */
            literal_warnings_in(I, start, after, INT_MAX);
            literal_warnings_in(I, start, i, stop_pos);
        } else if (clause && stop_pos == t->tok[start].pos && t->tok[start].kind != TOK_NUMBER &&
                   !stray_mark(&t->tok[start])) {
            /* a THEN or ELSE clause refused where it stands (not a line
               number, nor a mark no statement starts with): read as a
               statement to its end, an assignment twice (the ROM: THEN
               SIN(1E600 warns once, THEN X=SIN(1E600 twice; THEN =5E506
               not at all) */
            int read = compiler_expression_end(&I->tokens, start, i);
            literal_warnings_in(I, start, i, read);
            if (t->tok[start].kind == TOK_NUM_VAR || t->tok[start].kind == TOK_STR_VAR || extension)
                literal_warnings_in(I, start, i, read);
        } else if (twice && failing && start < t->count &&
                   (!clause || t->tok[start].kind == TOK_NUM_VAR ||
                    t->tok[start].kind == TOK_STR_VAR) &&
                   (t->tok[start].kind != TOK_KEYWORD || t->tok[start].id == KW_NOT ||
                    keyword_kind((Keyword)t->tok[start].id) == KIND_NUM_FUNC ||
                    keyword_kind((Keyword)t->tok[start].id) == KIND_STR_FUNC)) {
            /* a statement with no keyword (a function or NOT is none) that
               fails is read twice, up to its fault, before the error (the
               ROM: X=5E506+), SIN(1E600 and NOT 1E600) warn twice) */
            literal_warnings_in(I, start, i, stop_pos);
            literal_warnings_in(I, start, i, stop_pos);
            if (extension) literal_warnings_in(I, start, i, stop_pos);
        } else {
            literal_warnings_in(I, start, i, stop_pos);
        }
        if (!k || k->kind == TOK_END) break;
        start = i + 1;
    }
}

/* Tokenizes and compiles text as an expression of mode into *code: HP71_E_NONE;
 * or the error of text that is not one, with *error_at its offset in text,
 * *code freed (a reply's literals read before the fault warn: the ROM). */
static Hp71Error compile_text(Interp *I, const char *text, int len, Chunk *code, int *error_at,
                              CompileMode mode) {
    *error_at = -1;
    *code = (Chunk){0};
    Hp71Error e = vm_tokenize(I, text, (size_t)len);
    if (e) {
        *error_at = 0;
        return e;
    }
    e = compiler_line(&I->tokens, mode, code, NULL, 0, NULL);
    if (e) {
        *error_at = I->tokens.error_pos;
        chunk_free(code);
        if (mode == COMPILE_REPLY || mode == COMPILE_VAL) /* (VAL("1E600+") warns: the ROM) */
            literal_warnings_in(I, 0, I->tokens.count, I->tokens.error_pos);
    }
    return e;
}

/* Checks text as compile_text does, without keeping or running its code
 * (INPUT's fields, evaluated when stored). */
static Hp71Error check_text(Interp *I, const char *text, int len, int *error_at, CompileMode mode) {
    Chunk code;
    Hp71Error e = compile_text(I, text, len, &code, error_at, mode);
    if (!e) chunk_free(&code);
    return e;
}

/* True when tokens t are one numeric variable's name, in parentheses or
 * not: (B), whose value a whole array cannot give (Data Type). */
static bool lone_variable(const TokenList *t) {
    int n = t->count;
    while (n > 0 && t->tok[n - 1].kind == TOK_END)
        n--;
    int open = 0;
    while (open < n && t->tok[open].kind == TOK_PUNCT && t->tok[open].id == '(')
        open++;
    if (open >= n || t->tok[open].kind != TOK_NUM_VAR || n != 2 * open + 1) return false;
    for (int i = open + 1; i < n; i++)
        if (t->tok[i].kind != TOK_PUNCT || t->tok[i].id != ')') return false;
    return true;
}

/* The nibbles of RAM the values pending around a user function's call
 * take while it runs: nums numbers on the stack and the strings below
 * string stack entry strings_top, above those of the call it is made in
 * (the innermost FN frame's), each number VM_RAM_FN_PENDING, each string
 * VM_RAM_FN_PENDING and 2 a character (the ROM: MEM in FNA is 8 bytes lower
 * in DISP 1+FNA(1) than in DISP FNA(1), 12 in "ABCD"&STR$(FNA(1)); kept
 * when an error stops the function, memory/fn_call_pending_values). */
static int64_t fn_pending_ram(const Interp *I, int nums, int strings_top) {
    int base_n = 0, base_s = 0;
    int fn = fn_below(I, I->nframes);
    if (fn >= 0) {
        base_n = I->frames[fn].stack_depth;
        base_s = I->frames[fn].sstack_depth;
    }
    int64_t ram = nums > base_n ? (int64_t)(nums - base_n) * VM_RAM_FN_PENDING : 0;
    for (int i = base_s; i < strings_top; i++)
        ram += VM_RAM_FN_PENDING + 2 * (int64_t)I->sstack[i].len;
    return ram;
}

/* The cost model's terms of VAL's text parsed (timing.h; bench/timing/val_*),
 * as the ROM's times show them: each token after the first, each keyword,
 * each variable, each character of a number after its first (VAL("1+1")
 * takes the ROM 12 ms more than VAL("1"), its evaluation 3). */
static void val_parse_charge(Interp *I, const TokenList *t) {
    int64_t tokens = 0, keywords = 0, variables = 0, digits = 0;
    for (int i = 0; i < t->count && t->tok[i].kind != TOK_END; i++) {
        const Token *k = &t->tok[i];
        tokens++;
        keywords += k->kind == TOK_KEYWORD;
        variables += k->kind == TOK_NUM_VAR || k->kind == TOK_STR_VAR;
        if (k->kind == TOK_NUMBER && k->len > 1) digits += k->len - 1;
    }
    if (tokens > 1) charge(I, TIMING_VAL_TOKEN, tokens - 1);
    charge(I, TIMING_VAL_KEYWORD, keywords);
    charge(I, TIMING_VAL_VARIABLE, variables);
    charge(I, TIMING_VAL_DIGIT, digits);
}

/* An INPUT reply's state while its fields are stored, kept by value (on
 * the C stack: a PAUSE in a user function a field calls leaves it). */
typedef struct InputReply {
    ReplyState state;
    /* the string fields' values, one after the other */
    int str_at[VM_INPUT_FIELDS], str_len[VM_INPUT_FIELDS];
    char str[DISPLAY_LINE_MAX];
} InputReply;

/* Copies the reply's state into r. */
static void reply_save(const Interp *I, InputReply *r) {
    r->state = I->reply;
    int used = 0;
    for (int i = 0; i < VM_INPUT_FIELDS; i++) {
        const StrBuf *b = &I->reply_str[i];
        /* (the fields hold parts of one reply: they fit) */
        int n = b->len < (int)sizeof r->str - used ? b->len : (int)sizeof r->str - used;
        if (n > 0) memcpy(r->str + used, chars(b), (size_t)n);
        r->str_at[i] = used;
        r->str_len[i] = n;
        used += n;
    }
}

/* Puts back the reply's state reply_save copied into r (after an INPUT
 * run since, in a user function a field called). Error: Insufficient
 * Memory. */
static void reply_restore(Interp *I, const InputReply *r) {
    I->reply = r->state;
    for (int i = 0; i < VM_INPUT_FIELDS; i++)
        if (strbuf_set(&I->reply_str[i], r->str + r->str_at[i], r->str_len[i], &I->memory))
            vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
}

/* An INPUT reply's state held with the text of one of its fields (the
 * held evaluation: Interp.held_eval), and the field's target then. */
struct HeldReply {
    InputReply saved;
    StoreTarget target;
};

/* Lets held text i go (its INPUT reply's copy too: the reply is not
 * stored); the texts after it move down. */
static void held_text_drop(Interp *I, int i) {
    struct HeldText *t = &I->held_eval.text[i];
    chunk_free(&t->code);
    free(t->ahead);
    if (t->reply) I->reply.ram = 0;
    free(t->reply);
    I->held_eval.ram -= t->ram;
    I->held_eval.count--;
    memmove(t, t + 1, (size_t)(I->held_eval.count - i) * sizeof *t);
}

/* Lets the held texts go, down to count of them (those held first stay). */
static void held_eval_drop_to(Interp *I, int count) {
    while (I->held_eval.count > count)
        held_text_drop(I, I->held_eval.count - 1);
}

void vm_held_eval_release(Interp *I, bool unless_used) {
    for (int i = 0; unless_used && i < I->nframes; i++)
        if (I->frames[i].ret_code && held_index(I, I->frames[i].ret_code) >= 0) return;
    held_eval_drop_to(I, 0);
    I->held_eval.running = false;
}

/* Holds the text's code (and its entry costs: both now the held
 * evaluation's) after a PAUSE in a user function it called: the run goes
 * on at resume_pc in resume_code (an outer text's, held next; NULL: the
 * program's) once CONT has finished the function and the text, with
 * reply's state put back (NULL: VAL's or a DATA item's text, data). The
 * text takes ram nibbles: VAL's from now on, a reply's or a DATA item's
 * while a call from it is pending (the call now pending keeps them
 * already: text_call_ram). Returns false when there is no memory to hold
 * it. */
static bool hold_eval(Interp *I, Chunk *code, int32_t *ahead, const Word *resume_code,
                      int64_t resume_pc, const struct HeldReply *reply, int64_t ram, bool data) {
    if (I->held_eval.count >= VM_HELD_MAX) return false;
    struct HeldReply *h = NULL;
    if (reply) {
        h = malloc(sizeof *h);
        if (!h) return false;
        *h = *reply;
    }
    struct HeldText *t = &I->held_eval.text[I->held_eval.count++];
    t->code = *code;
    t->ahead = ahead;
    t->resume_code = resume_code;
    t->resume_pc = resume_pc;
    t->reply = h;
    t->data = data;
    t->ram = reply || data ? 0 : ram;
    t->call_ram = reply || data ? ram : 0;
    I->held_eval.ram += t->ram;
    I->held_eval.running = false;
    return true;
}

/* The code of held text t ended (END_KEYBOARD): lets it go and puts back
 * the INPUT reply's state. Returns the pc where the run goes on, in
 * *code_out (the program's, or an outer held text's: still running, its
 * entry costs *ahead_out, NULL for the program's). Error: Insufficient
 * Memory (the reply's strings). */
static int64_t held_eval_end(Interp *I, int i, const Word **code_out, const int32_t **ahead_out) {
    struct HeldText *t = &I->held_eval.text[i];
    int64_t pc = t->resume_pc;
    int outer = t->resume_code ? held_index(I, t->resume_code) : -1;
    *code_out = outer >= 0 ? I->held_eval.text[outer].code.code : I->program.code.code;
    *ahead_out = outer >= 0 ? I->held_eval.text[outer].ahead : NULL;
    struct HeldReply *h = t->reply;
    t->reply = NULL;
    held_text_drop(I, i);
    I->held_eval.running = outer >= 0;
    if (h) {
        I->reply_target = h->target;
        InputReply saved = h->saved;
        free(h);
        reply_restore(I, &saved);
    }
    return pc;
}

/* The nibbles a user function's call from code keeps for the INPUT reply
 * or DATA item whose text code is, or VAL's text in it (the reply's or a
 * held one's; 0 for other code): the
 * ROM holds the reply while the call is pending (memory/reply_text_room_while_a_call_runs). */
static int64_t text_call_ram(const Interp *I, const Word *code) {
    /* (a call from VAL's text inside it, held or not, is one from it: the
       ROM, memory/reply_room_while_its_val_calls) */
    for (const ValCaller *c = I->val_callers; c; c = c->outer)
        if (c->text == code && !c->data) code = c->code;
    if (code == I->reply_text_code) return I->reply_text_ram;
    for (int n = I->held_eval.count, i; n-- > 0 && (i = held_index(I, code)) >= 0;) {
        const struct HeldText *t = &I->held_eval.text[i];
        if (t->call_ram || !t->resume_code) return t->call_ram;
        code = t->resume_code;
    }
    return 0;
}

/* Whether an INPUT reply's field is held (its copy with it). */
static bool held_reply(const Interp *I) {
    for (int i = 0; i < I->held_eval.count; i++)
        if (I->held_eval.text[i].reply) return true;
    return false;
}

/* Whether user function fn returns into a held text's code. */
static bool held_return(const Interp *I, const Frame *fn) {
    return fn->ret_code && I->held_eval.count && held_index(I, fn->ret_code) >= 0;
}

bool vm_held_return(const Interp *I, const Frame *f) {
    return held_return(I, f);
}

/* Whether text evaluated now, with its statement's continuation at
 * resume_pc in the program (0: none), could be held (hold_eval): the
 * outermost evaluation, in a program line, no user function called from
 * other code than the program's or a held text's pending (beside texts
 * held already, as a CALL of the current file typed then: the ROM). */
static bool eval_pausable(const Interp *I, int64_t resume_pc) {
    if (resume_pc <= 0 || I->eval_depth > 0 || I->current_line <= 0 ||
        I->held_eval.count >= VM_HELD_MAX)
        return false;
    for (int i = 0; i < I->nframes; i++)
        if (I->frames[i].ret_code && !held_return(I, &I->frames[i])) return false;
    return true;
}

/* Whether a user function a text calls could be kept after a PAUSE or an
 * error in it (keep_typed_text_call): the text VAL's, an INPUT reply's or a
 * DATA item's in a typed line (caller: code and pc where the line goes on
 * after it), evaluated outermost, no user function called from other code
 * than the program's or a held text's pending in the frames below
 * `frames`. */
static bool typed_text_keepable(const Interp *I, const ValCaller *caller, int frames) {
    if (caller->code != I->program.code.code || caller->pc < I->program.program_len) return false;
    for (int i = 0; i < frames; i++) /* (beside held texts, the program's: the ROM) */
        if (I->frames[i].ret_code && !held_return(I, &I->frames[i])) return false;
    return true;
}

/* A user function that a text evaluated outermost in a line typed at the
 * keyboard (caller, typed_text_keepable) called as frame `frames` from the
 * text's code (text; NULL: code freed already), stopped by an error or a
 * PAUSE in it: kept as a function the typed line called, returning to the
 * line after the text, which its end never reaches, another line being
 * typed first (keyboard_replaced, fn_caller_gone; the ROM: CONT finishes
 * it, its value going nowhere); the text's ram nibbles are taken: its
 * tokens' with the function's, its own (own of them: VAL's) until a run
 * starts (the ROM: cont/val_typed_function_*, input/typed_reply_function_*);
 * an INPUT reply's copy (reply) is the function's, as long as it is
 * pending. Returns whether it was kept. */
static bool keep_typed_text_call(Interp *I, const ValCaller *caller, const Word *text, int frames,
                                 int64_t ram, int64_t own, bool reply) {
    if (I->eval_depth > 0 || !typed_text_keepable(I, caller, frames) || I->nframes <= frames)
        return false;
    Frame *f = &I->frames[frames];
    if (f->kind != FRAME_FN || !f->ret_code || (text && f->ret_code != text)) return false;
    f->ret_code = NULL;
    f->ret_ahead = NULL;
    f->ret = caller->pc;
    if (reply) { /* (the reply's copy is the function's now) */
        ram += I->reply.ram;
        I->reply.ram = 0;
    }
    /* (its tokens go with the function; the text's own nibbles stay until a
       run starts: typed_val_ram) */
    f->ram += ram - own;
    I->memory.ram += ram - own;
    I->typed_val_ram += own;
    f->typed_val_own = own;
    return true;
}

/* What evaluate_text sets for its text's run, as it was before (given back
 * by eval_leave): the VAL texts evaluated, whether a PAUSE may stop the run
 * or hold the text, the innermost text, an INPUT reply's text and RAM, the
 * text's own RAM while it runs, the catch point. */
typedef struct EvalScope {
    const ValCaller *val_callers;
    bool pausable, holdable;
    const Word *text, *reply_text_code;
    int64_t reply_text_ram, running_ram;
    jmp_buf *catch_point;
} EvalScope;

/* The text's evaluation ends: what it set is as outer held it. */
static void eval_leave(Interp *I, const EvalScope *outer) {
    I->eval_depth--;
    I->eval_ram -= outer->running_ram;
    I->val_callers = outer->val_callers;
    I->eval_pausable = outer->pausable;
    I->eval_holdable = outer->holdable;
    I->eval_text = outer->text;
    I->reply_text_code = outer->reply_text_code;
    I->reply_text_ram = outer->reply_text_ram;
    I->catch_point = outer->catch_point;
}

/* Tokenizes, compiles and evaluates text as a numeric expression on top of
 * sp (INPUT replies, VAL). Returns HP71_E_NONE and sets *out; or the error
 * of text that is not an expression, with *error_at its offset in text; or
 * an error while running it, with *error_at -1. A PAUSE in a user function
 * it calls, when the text's statement goes on at resume_pc in the program
 * (0: none), holds the text (hold_eval, reply the INPUT reply's state, NULL
 * for VAL) and stops the run suspended in the function (the ROM). */
static Hp71Error evaluate_text(Interp *I, const char *text, int len, Num *sp, Num *out,
                               int *error_at, CompileMode mode, int64_t resume_pc,
                               const struct HeldReply *reply) {
    /* VAL's: where its statement goes on */
    bool data = I->eval_data; /* (a DATA item's: READ) */
    I->eval_data = false;
    ValCaller caller = {NULL, mode == COMPILE_VAL || data ? I->val_code : NULL, I->val_pc, data,
                        I->val_callers};
    I->val_code = NULL;
    *error_at = -1;
    if (I->eval_depth >= VM_EVAL_DEPTH_MAX) return HP71_E_INSUFFICIENT_MEMORY;
    if (sp - STACK_EMPTY(I) >= VM_STACK_MAX - 2 * VM_STACK_GUARD - 2 * VM_STACK_STATEMENT)
        return HP71_E_INSUFFICIENT_MEMORY;
    Chunk code;
    Hp71Error e = compile_text(I, text, len, &code, error_at, mode);
    if (e) return e;
    bool lone = lone_variable(&I->tokens);
    if (mode == COMPILE_VAL && I->costing) val_parse_charge(I, &I->tokens);
    /* a literal beyond the REAL range warns as it is read (the ROM: WRN
       L10:Overflow for VAL("1E999") or that reply in line 10); VAL reads
       its expression only, not the text after it (VAL("9.9.9E-500") is 9.9
       and warns not at all) */
    literal_warnings_in(I, 0, mode == COMPILE_VAL ? I->tokens.parsed : I->tokens.count, INT_MAX);
    /* VAL's expression wants its tokens' RAM free and VM_RAM_EVAL_FAILED
       more, once its literals warned (the ROM, to the nibble: memory/val_room) */
    /* (of VAL's text, the tokens of its expression: the ROM reads no more,
       VAL("FNB 3") is VAL("FNB")'s size: memory/val_text_after_its_expression) */
    int64_t tokens_ram = mode == COMPILE_VAL ? romsize_tokens_to(&I->tokens, I->tokens.parsed)
                                             : romsize_tokens(&I->tokens);
    if (mode == COMPILE_VAL) {
        /* (the values pending, not the subscripts that say where the
           statement stores: M(2)=VAL("9") wants no room for the 2, as for
           a user function's call, memory/val_room_store_target) */
        int pending = (int)(sp - STACK_EMPTY(I));
        if (caller.code) pending -= store_target_after_call(I, caller.code, caller.pc).subscripts;
        if (tokens_ram + VM_RAM_EVAL_FAILED + fn_pending_ram(I, pending, I->ssp) > ram_free(I)) {
            chunk_free(&code);
            return HP71_E_INSUFFICIENT_MEMORY;
        }
    }
    /* user functions are the program's (FN_CALL switches to its code), of
       the environment running the text: at the keyboard the keyboard's
       (the main program's, or the SUB a program is suspended in) */
    program_resolve_fn_calls(&I->program, &code,
                             I->current_line > 0 ? (int)I->stmt_pc : I->program.program_len);
    int32_t *ahead = NULL; /* its entry costs, with the cost model */
    if (I->costing) {
        ahead = malloc((size_t)code.len * sizeof *ahead);
        if (!ahead) {
            chunk_free(&code);
            return HP71_E_INSUFFICIENT_MEMORY;
        }
        timing_entry_costs(code.code, code.len, ahead, search_lines, label_ref, statements_passed,
                           &I->program);
    }
    jmp_buf here;
    const Word *op_code = I->op_code; /* the running loop's, for its errors */
    const int32_t *op_ahead = I->op_ahead;
    int ssp = I->ssp, frames = I->nframes, line = I->current_line;
    int64_t stmt_pc = I->stmt_pc;
    bool pausable = eval_pausable(I, resume_pc);
    /* inside a text that could be held, VAL's text in its code, or any
       text in the program's code of a user function it called: held too,
       going on in that text or in the program (the ROM holds them all:
       cont/val_inside_a_held_text, cont/text_in_a_function_a_held_text_called) */
    const Word *resume_code = NULL;
    int64_t hold_pc = resume_pc;
    if (!pausable && I->eval_depth > 0 && I->eval_holdable && I->eval_depth < VM_HELD_MAX) {
        if (caller.code && caller.code == I->eval_text) { /* (VAL's) */
            pausable = true;
            resume_code = caller.code;
            hold_pc = caller.pc;
        } else if (caller.code ? caller.code == I->program.code.code : resume_pc > 0) {
            hold_pc = caller.code ? caller.pc : resume_pc;
            pausable = hold_pc < I->program.program_len; /* (not a typed line's) */
        }
    }
    int held_before = I->held_eval.count; /* (those held inside it come after) */
    /* (or kept, typed at the keyboard: a PAUSE in its function stops there;
       where the typed line goes on after the text: VAL's or READ's caller,
       a reply's field's store) */
    ValCaller typed = caller;
    if (mode != COMPILE_VAL && !data) {
        typed.code = resume_pc ? I->program.code.code : NULL;
        typed.pc = resume_pc;
    }
    bool stoppable = pausable || (I->eval_depth == 0 && typed_text_keepable(I, &typed, I->nframes));
    /* the RAM the text takes, its tokens' and VAL's or a reply's own (a
       DATA item's none): VAL's while it runs, a reply's or a DATA item's
       while a user function it called is pending (the ROM:
       memory/val_text_room_while_running, memory/reply_text_room_while_a_call_runs,
       memory/data_text_room_while_a_call_runs) */
    int64_t held_ram = tokens_ram + (data                  ? 0
                                     : mode == COMPILE_VAL ? VM_RAM_HELD_VAL
                                                           : VM_RAM_HELD_REPLY);
    int64_t running_ram = mode == COMPILE_VAL ? held_ram : 0;
    int64_t own_ram = mode == COMPILE_VAL ? VM_RAM_HELD_VAL : 0;
    const EvalScope outer = {I->val_callers, I->eval_pausable,   I->eval_holdable,
                             I->eval_text,   I->reply_text_code, I->reply_text_ram,
                             running_ram,    I->catch_point};
    /* (an INPUT reply's text: reserve_target, text_call_ram) */
    if (mode == COMPILE_REPLY || mode == COMPILE_STRING_REPLY) {
        I->reply_text_code = code.code;
        I->reply_text_ram = held_ram;
    }
    if (caller.code) {
        caller.text = code.code;
        I->val_callers = &caller;
    }
    I->eval_depth++;
    I->eval_ram += running_ram;
    /* where the run starts: the text; the INPUT statement of a user function
       it called again, after a reply to it was refused */
    const Word *volatile from_code = code.code;
    volatile int64_t from = 0;
    Num *volatile from_sp = sp;
    const int32_t *volatile from_ahead = ahead;
    for (;;) {
        I->catch_point = &here;
        if (!setjmp(here)) break;
        Hp71Error e = I->thrown;
        int depth, sdepth;
        /* an INPUT in a user function the text called asks again, as one
           in the program does (the ROM: the reply FNA, whose INPUT is
           answered 1,2) */
        if (I->nframes > frames && !I->stop_run && input_asks_again(I, e, &depth, &sdepth)) {
            drop_args(I);
            from_code = I->program.code.code;
            from = I->retry_pc;
            from_sp = STACK_EMPTY(I) + depth;
            from_ahead = NULL;
            continue;
        }
        eval_leave(I, &outer);
        I->op_code = op_code;
        I->op_ahead = op_ahead;
        /* an error in a user function the text called: the text held, as
           after a PAUSE there, and the run stops in the function (the ROM:
           CONT runs the function's failing line again, then finishes the
           text and its statement), or ON ERROR's handler runs with the
           function pending (its end returns into the text: the ROM,
           cont/text_function_error_under_on_error) */
        if (pausable && I->nframes > frames && !I->stop_run &&
            hold_eval(I, &code, ahead, resume_code, hold_pc, reply, held_ram, data)) {
            vm_throw(I, e); /* (or a PAUSE an inner text's function met: held too) */
        }
        if (I->held_eval.count > held_before) {
            /* not held: the texts held inside it go, and the functions that
               return into them; a PAUSE in one stops the run */
            held_eval_drop_to(I, held_before);
            vm_unwind(I, frames);
            if (I->eval_paused) {
                I->eval_paused = false;
                I->suspended = false;
                I->stop_run = true;
            }
        }
        /* typed at the keyboard: the function kept as one the typed line
           called (the ROM: CONT runs its failing line again) */
        if (!I->stop_run && I->on_error_pc < 0 &&
            keep_typed_text_call(I, &typed, code.code, frames, running_ram, own_ram, reply)) {
            chunk_free(&code);
            free(ahead);
            vm_throw(I, e);
        }
        I->ssp = ssp;
        chunk_free(&code);
        free(ahead);
        if (I->stop_run) vm_throw(I, HP71_E_NONE); /* on to the run, which stops */
        vm_unwind(I, frames);
        /* an error in a user function the text called is that function's
           line's, as ERRL and the message say (the ROM: INPUT's reply FNB,
           VAL("FNB"), the function's SQR(-1) in line 12: ERR L12); the
           run resumes at the text's statement (error_resume_pc) */
        if (I->current_line != line) {
            I->eval_failed = true;
            I->eval_line = line;
        }
        I->stmt_pc = stmt_pc;
        /* (the ROM's; not when the value is an array's: VAL("B"), VAL("(B)")) */
        if (mode == COMPILE_VAL && !(lone && I->thrown == HP71_E_DATA_TYPE))
            I->eval_kept_ram += VM_RAM_EVAL_FAILED;
        return I->thrown;
    }
    Num *top = NULL;
    I->eval_pausable = stoppable;
    I->eval_holdable = pausable;
    I->eval_text = code.code;
    RunEnd r = execute(I, from_code, from, from_sp, &top, from_ahead);
    eval_leave(I, &outer);
    if (r == RUN_STOP && I->eval_paused) {
        /* held: the run stops suspended in the function (run's catch, on
           eval_paused) */
        if (pausable
                ? hold_eval(I, &code, ahead, resume_code, hold_pc, reply, held_ram, data)
                : keep_typed_text_call(I, &typed, code.code, frames, running_ram, own_ram, reply)) {
            if (!pausable) {
                chunk_free(&code);
                free(ahead);
            }
            vm_throw(I, HP71_E_NONE);
        }
        I->eval_paused = false; /* (no memory to hold it: the run stops, as below) */
        I->suspended = false;
    }
    chunk_free(&code);
    free(ahead);
    if (r != RUN_KEYBOARD) { /* PAUSE, ATTN or END in a function it called: the run stops */
        I->stop_run = true;
        vm_throw(I, HP71_E_NONE);
    }
    if (out) *out = *top; /* (a string: on the string stack) */
    return HP71_E_NONE;
}

/* The DATA items of the program environment whose code starts at entry (0:
 * the main program, else a SUB's entry), as the ROM scopes them: from the
 * environment's start to the next SUB, or a SUB's END SUB before that.
 * Sets [*begin, *end), indexes into the program's DATA list. */
static void data_range(Interp *I, int64_t entry, int *begin, int *end) {
    const Program *p = &I->program;
    int64_t next = p->program_len;
    for (int i = 0; i < p->nsubs; i++)
        if (p->subs[i].pc > entry && p->subs[i].pc < next) next = p->subs[i].pc;
    /* a subprogram's DATA ends at its END SUB, the main program's at an END
       SUB before the first SUB (the ROM: DATA after it, even in its line, is
       no one's) */
    for (int i = 0; i < p->nsub_ends; i++)
        if (p->sub_ends[i].pc > entry && p->sub_ends[i].pc < next) next = p->sub_ends[i].pc;
    *begin = entry == 0 ? 0 : program_data_at(p, (int)entry);
    *end = program_data_at(p, (int)next);
}

/* Whether text (len chars) is all one expression of mode (COMPILE_REPLY:
 * numeric, COMPILE_STRING_REPLY: string); nothing runs. */
static bool compiles_as(Interp *I, const char *text, int len, CompileMode mode) {
    Chunk code = {0};
    Hp71Error e = vm_tokenize(I, text, (size_t)len);
    if (!e) e = compiler_line(&I->tokens, mode, &code, NULL, 0, NULL);
    chunk_free(&code);
    return !e;
}

/* How many DATA items, from data index i on, make one expression of mode
 * when the item is unquoted text: 1 when it is one by itself; more when it
 * is one only with the items after it in its DATA statement, joined by
 * their commas (the ROM reads DATA MAX(1,2) as one item, and A$[1,2] into
 * a string), their text then in buf (cap chars); 0 when none is. */
static int data_expression_items(Interp *I, int i, int end, CompileMode mode, char *buf, int cap) {
    const Program *p = &I->program;
    const Word *item = &p->code.code[p->data[i]];
    const StrConst *s = (const StrConst *)(intptr_t)item[4];
    if (item[3] != DATA_EXPRESSION) return 0;
    if (compiles_as(I, s->s, s->len, mode)) return 1;
    int len = s->len;
    if (len >= cap) return 0;
    memcpy(buf, s->s, (size_t)len);
    for (int k = 1; i + k < end; k++) {
        /* the next item of the same statement (right after it in the code),
           kept as typed (unquoted) */
        if (p->data[i + k] != p->data[i + k - 1] + 5) return 0;
        const Word *next = &p->code.code[p->data[i + k]];
        if (next[3] == DATA_QUOTED) return 0;
        const StrConst *t = (const StrConst *)(intptr_t)next[4];
        if (len + 1 + t->len >= cap) return 0;
        buf[len++] = ',';
        memcpy(buf + len, t->s, (size_t)t->len);
        len += t->len;
        buf[len] = '\0';
        if (compiles_as(I, buf, len, mode)) return k + 1;
    }
    return 0;
}

/* READ, going on at resume_pc in the program (0: none), is about to
 * evaluate a DATA item's text: its caller (evaluate_text). */
static void data_caller(Interp *I, int64_t resume_pc) {
    I->eval_data = true;
    I->val_code = resume_pc ? I->program.code.code : NULL;
    I->val_pc = resume_pc;
}

/* A numeric READ of a DATA item that is not a plain number: a quoted
 * string is Data Type; other text is evaluated as a numeric expression (the
 * ROM: DATA 2*3, PI, X, FNA(2)), Data Type when it is not one (the item is
 * then read again by the next READ); errors while evaluating it are the
 * READ's (the item counts as read: items of them). A PAUSE or an error in
 * a user function it calls holds it, as an INPUT reply's, when the READ
 * goes on at resume_pc in the program (0: none; the ROM:
 * cont/data_function_*). Pushes the value on sp; returns sp. */
static Num *read_data_expression(Interp *I, const Word *item, const char *text, int len, int items,
                                 Num *sp, int64_t resume_pc) {
    if (item[3] == DATA_QUOTED) vm_throw(I, HP71_E_DATA_TYPE);
    Num r;
    int error_at;
    I->data_next += items; /* (read, its value's error too: the ROM) */
    data_caller(I, resume_pc);
    Hp71Error e = evaluate_text(I, text, len, sp, &r, &error_at, COMPILE_REPLY, resume_pc, NULL);
    if (e && error_at >= 0) {
        I->data_next -= items; /* read again next time */
        vm_throw(I, HP71_E_DATA_TYPE);
    }
    if (e) vm_throw(I, e);
    *++sp = r;
    return sp;
}

/* A string READ of an unquoted DATA item takes its text as it is, but the
 * ROM first reads it as it would an expression: a literal beyond the REAL
 * range in it warns (DATA 1E600: WRN Overflow, then "1E600"). */
static void read_data_warnings(Interp *I, const StrConst *s) {
    if (vm_tokenize(I, s->s, (size_t)s->len) == HP71_E_NONE) vm_literal_warnings(I, INT_MAX);
}

/* The cost model's search for the DATA line of item i, the next READ
 * reads (the ROM's times in bench/timing/read_*): each line passed on the
 * way (DATA_LINE_PASSED), from where a RESTORE or the environment's start
 * left it (I->data_scan), else from the line of the item read before. */
static void data_scan_charge(Interp *I, int i, int begin) {
    const Program *p = &I->program;
    int to = p->data[i];
    int passed = I->data_scan >= 0 ? program_lines_passed(p, (int)I->data_scan, to)
                 : i > begin       ? program_lines_passed(p, p->data[i - 1], to) - 1
                                   : 0;
    if (passed > 0) charge(I, TIMING_DATA_LINE_PASSED, passed);
    I->data_scan = -1;
}

/* The next DATA item of the environment READ reads: I->data_next (moved to
 * the environment's first item when before it); *end past its last. Error:
 * No Data when none is left. */
static void next_data_item(Interp *I, int *end) {
    program_link(&I->program);
    int begin;
    data_range(I, I->data_env, &begin, end);
    if (I->data_next < begin) I->data_next = begin;
    if (I->data_next >= *end) vm_throw(I, HP71_E_NO_DATA);
    if (I->costing) data_scan_charge(I, I->data_next, begin);
}

/* The cost model's terms of a DATA item READ reads as it stands (not an
 * expression; the ROM's times in bench/timing/read_*): a number's
 * characters after its first, blanks apart (READ_DIGIT), and its sign
 * (READ_SIGN); a string's characters (READ_CHAR), and its want of quotes
 * (READ_UNQUOTED, and READ_UNQUOTED_CHAR a character). text and len: the item as typed, quotes
 * taken off. */
static void read_charge(Interp *I, bool num, bool quoted, const char *text, int len) {
    if (!num) {
        charge(I, TIMING_READ_CHAR, len);
        if (!quoted) {
            charge(I, TIMING_READ_UNQUOTED, 1);
            charge(I, TIMING_READ_UNQUOTED_CHAR, len); /* (the ROM: 2 ms each) */
        }
        return;
    }
    int chars = 0; /* blanks apart, the first one a sign or not */
    bool sign = false;
    for (int i = 0; i < len; i++)
        if (text[i] != ' ') {
            if (!chars++) sign = text[i] == '-' || text[i] == '+';
        }
    if (sign) {
        charge(I, TIMING_READ_SIGN, 1);
        chars--;
    }
    if (chars > 1) charge(I, TIMING_READ_DIGIT, chars - 1);
}

/* READ's next DATA item, pushed as a number on sp (num) or as a string on
 * the string stack; an expression's evaluation may be held, the READ going
 * on at resume_pc (read_data_expression). Errors: No Data, Data Type (a
 * quoted item read as a number), the errors of evaluating it. Returns sp. */
/* READ #'s item from the channel (datafiles.h): pushed. A number from a
 * TEXT file's line is the line's value as an INPUT reply's expression
 * (PI, 2+3, a variable; the ROM), Data Type when it is none; the line is
 * read all the same. */
static Num *read_channel_item(Interp *I, bool num, Num *sp) {
    Hp71Error e;
    if (num && files_text(&I->files)) {
        char *s;
        int64_t len;
        e = files_read_str(&I->files, &s, &len);
        if (e) vm_throw(I, e);
        char text[DISPLAY_LINE_MAX];
        int n = len < (int64_t)sizeof text - 1 ? (int)len : (int)sizeof text - 1;
        memcpy(text, s, (size_t)n);
        free(s);
        Num r;
        int error_at;
        e = evaluate_text(I, text, n, sp, &r, &error_at, COMPILE_REPLY, 0, NULL);
        if (e) vm_throw(I, error_at >= 0 || n == 0 ? HP71_E_DATA_TYPE : e);
        *++sp = r;
        return sp;
    }
    if (num) {
        Num x;
        e = files_read_num(&I->files, &x);
        if (!e) *++sp = x;
    } else {
        char *s;
        int64_t len;
        e = files_read_str(&I->files, &s, &len);
        if (!e) {
            vm_charge(I, TIMING_CHANNEL_CHAR, len);
            sset(I, spush(I), s, (int)len);
            free(s);
        }
    }
    if (e) vm_throw(I, e);
    return sp;
}

static Num *read_item(Interp *I, bool num, Num *sp, int64_t resume_pc) {
    if (I->files.chan) return read_channel_item(I, num, sp);
    int end;
    next_data_item(I, &end);
    /* (an item that cannot be read is read again next time: the ROM) */
    const Word *item = &I->program.code.code[I->program.data[I->data_next]];
    const StrConst *s = (const StrConst *)(intptr_t)item[4];
    char joined[TOKENIZER_MAX_LINE + 1];
    int expression =
        data_expression_items(I, I->data_next, end, num ? COMPILE_REPLY : COMPILE_STRING_REPLY,
                              joined, (int)sizeof joined);
    const char *text = expression > 1 ? joined : s->s;
    int len = expression > 1 ? (int)strlen(joined) : s->len;
    int items = expression > 1 ? expression : 1;
    if (num) {
        if (item[3] >= 0) {
            *++sp = (Num){item[1], (int32_t)item[2], (int32_t)item[3]};
            if (I->costing) read_charge(I, true, false, s->s, s->len);
        } else {
            return read_data_expression(I, item, text, len, items, sp, resume_pc);
        }
    } else if (expression) {
        /* a string expression: its value (an error of it: the item was
           read; held as a numeric one's) */
        int error_at;
        I->data_next += items;
        data_caller(I, resume_pc);
        Hp71Error e =
            evaluate_text(I, text, len, sp, NULL, &error_at, COMPILE_STRING_REPLY, resume_pc, NULL);
        if (e) vm_throw(I, e);
        return sp;
    } else {
        if (item[3] == DATA_EXPRESSION) read_data_warnings(I, s);
        if (I->costing) read_charge(I, false, item[3] != DATA_EXPRESSION, s->s, s->len);
        sset(I, spush(I), s->s, s->len);
    }
    I->data_next += items;
    return sp;
}

/* A numeric-valued built-in function with n arguments on the stacks; sp
 * points at the last numeric argument (or below the result's place). */
static Num *stat_function_call(Interp *I, Keyword kw, int n, Num *sp);

static void exact_restart(Interp *I);

static Num *numeric_function(Interp *I, Keyword kw, int n, Num *sp) {
    if (kw == KW_SIN || kw == KW_COS || kw == KW_ASIN || kw == KW_ASN || kw == KW_ACOS ||
        kw == KW_ACS) { /* for an IF's jump to a missing line (trig_condition) */
        I->trig_at = I->stmt_pc;
        I->trig_frames = I->nframes;
    }
    Num r;
    Hp71Error e = HP71_E_NONE;
    /* rounding functions signal a signaling NaN (sign functions do not) */
    if (kw >= KW_IP && kw <= KW_FLOOR && kw != KW_SGN && num_is_snan(*sp)) {
        *sp = num_nan();
        condition(I, HP71_E_SIGNALED_OP, sp);
        return sp;
    }
    switch (kw) {
    case KW_ABS: *sp = num_abs(*sp); return sp;
    case KW_IP: *sp = num_ip(*sp); return sp;
    case KW_FP: *sp = num_fp(*sp); return sp;
    case KW_INT:
    case KW_FLOOR: *sp = num_int(*sp); return sp;
    case KW_CEIL: *sp = num_neg(num_int(num_neg(*sp))); return sp;
    case KW_SGN: *sp = num_sgn(*sp); return sp;
    case KW_SQR:
    case KW_SQRT: e = num_sqr(*sp, &r, I->round); break;
    case KW_MAX:
    case KW_MIN: {
        Num b = *sp--;
        int c = compare(I, *sp, b, CMP_SIGNAL);
        if (c == CMP_UNORDERED)
            *sp = num_nan();
        else if (kw == KW_MAX ? c == CMP_LT : c == CMP_GT)
            *sp = b;
        return sp;
    }
    case KW_ANGLE: {
        Num y = *sp--;
        e = mathfn_angle(*sp, y, I->angle, I->round, &r);
        break;
    }
    case KW_MOD:
    case KW_RMD:
    case KW_RED: {
        Num b = *sp--;
        e = mathfn_binary(kw, *sp, b, I->round, &r);
        break;
    }
    case KW_LEN: *++sp = num_from_int(I->sstack[--I->ssp].len); return sp;
    case KW_NUM: {
        StrBuf *s = &I->sstack[--I->ssp];
        *++sp = num_from_int(s->len ? (unsigned char)s->s[0] : 0); /* NUM("") is 0 (ROM) */
        return sp;
    }
    case KW_VAL: {
        StrBuf *s = &I->sstack[I->ssp - 1];
        char text[DISPLAY_LINE_MAX];
        int len = s->len < (int)sizeof text - 1 ? s->len : (int)sizeof text - 1;
        memcpy(text, chars(s), (size_t)len);
        I->ssp--;
        /* a NUL ends the text (the ROM: VAL("12"&CHR$(0)&"3") is 12) */
        const char *nul = memchr(text, '\0', (size_t)len);
        if (nul) len = (int)(nul - text);
        int error_at;
        int64_t resume_pc = I->val_code == I->program.code.code ? I->val_pc : 0;
        e = evaluate_text(I, text, len, sp, &r, &error_at, COMPILE_VAL, resume_pc, NULL);
        if (e) vm_throw(I, error_at >= 0 ? HP71_E_INVALID_ARG : e); /* not an expression */
        *++sp = r;
        return sp;
    }
    case KW_POS: {
        int64_t start = 1;
        if (n == 3) start = position_arg(*sp--);
        StrBuf *t = &I->sstack[--I->ssp], *s = &I->sstack[--I->ssp];
        int64_t found = 0;
        if (start < 1) start = 1;
        /* memmem: linear, whatever the lengths; an empty pattern is never
           found (the ROM) */
        if (t->len && start - 1 + t->len <= s->len) {
            const char *at =
                memmem(s->s + start - 1, (size_t)(s->len - (start - 1)), t->s, (size_t)t->len);
            if (at) found = at - s->s + 1;
        }
        long_operation(I, s->len);
        if (I->costing) pos_charge(I, s, t, start);
        *++sp = num_from_int(found);
        return sp;
    }
    case KW_PI: *++sp = mathfn_pi(); return sp;
    case KW_MEAN:
    case KW_SDEV:
    case KW_TOTAL:
    case KW_CORR:
    case KW_PREDV: return stat_function_call(I, kw, n, sp);
    case KW_MINREAL: /* a denormal: an underflow the UNF trap decides on */
        *++sp = num_min_real();
        condition(I, HP71_E_UNDERFLOW_EXACT, sp);
        return sp;
    case KW_NAN: *++sp = num_signaling_nan(); return sp;
    case KW_IVL:
    case KW_DVZ:
    case KW_OVF:
    case KW_UNF:
    case KW_INX: *++sp = num_from_int(traps_flag((TrapName)(kw - KW_IVL))); return sp;
    case KW_TRAP: { /* TRAP(flag[,v]): the trap's value, after setting it to v */
        int64_t v = -1;
        if (n == 2) {
            v = int_arg(I, *sp--, 1000000);
            if (v < 0 || v > 15) vm_throw(I, HP71_E_INVALID_ARG); /* (a nibble on the ROM) */
        }
        int64_t flag = int_arg(I, *sp, 1000);
        if (flag < traps_flag(TRAP_NAME_IVL) || flag > traps_flag(TRAP_NAME_INX))
            vm_throw(I, HP71_E_INVALID_ARG);
        int t = (int)(flag - traps_flag(TRAP_NAME_IVL));
        *sp = num_from_int(I->traps.value[t]);
        if (v >= 0) I->traps.value[t] = (uint8_t)v;
        return sp;
    }
    case KW_FLAG: { /* FLAG(n[,v]): the flag, after setting it to v */
        Num v = n == 2 ? *sp-- : num_from_int(0);
        /* a signaling value signals before the flag is read (the ROM:
           Signaled Op, or under TRAP(IVL,2) a warning, the flag then set:
           flags/flag_set_to_a_signaling_nan) */
        if (num_is_snan(v)) condition(I, HP71_E_SIGNALED_OP, &v);
        int bit;
        uint64_t *word = flag_word(I, *sp, n == 2, &bit);
        *sp = num_from_int(word ? (int64_t)((*word >> bit) & 1) : flag_read_only(I, bit));
        if (word && n == 2) {
            if (num_is_zero(v))
                *word &= ~(1ULL << bit);
            else
                *word |= 1ULL << bit;
            if (word == &I->system_flags) vm_settings_from_flags(I);
        }
        return sp;
    }
    case KW_MEM: { /* MEM, or MEM(p): a port's independent RAM, of which the emulated
                      machine has only the modules of port 0 FREE PORT made so:
                      Device Not Found for another port the ROM knows (0 to 5, a
                      sub-port .00 to .15), else Invalid Arg */
        if (n == 0) {
            *++sp = num_from_int(vm_mem(I));
            return sp;
        }
        if (commands_port_free(*sp, I->ports_freed)) { /* independent RAM, empty */
            *sp = num_from_int(VM_PORT_FREE_BYTES);
            return sp;
        }
        vm_throw(I, commands_port_error(*sp));
    }
    case KW_KEYDOWN: { /* KEYDOWN or KEYDOWN(k$): whether a key is held down */
        /* no key is ever held on the emulated keyboard: 0; a name that is
           no key of the unshifted 56 (#1 to #56, the character one types,
           "" for any) is Invalid Arg (the ROM: "a", "fQ", "#57", "@") */
        if (n == 1) {
            const StrBuf *k = &I->sstack[--I->ssp];
            int slot = k->len ? keymap_slot(chars(k), k->len) : 0;
            if (slot < 0 || slot >= KEYMAP_UNSHIFTED) vm_throw(I, HP71_E_INVALID_ARG);
        }
        *++sp = num_from_int(0);
        return sp;
    }
    case KW_AF: { /* AF or AF(n): the adjustment factor, after setting it to n */
        if (n == 0) {
            *++sp = num_from_int(I->af);
            return sp;
        }
        Num a = *sp;
        if (num_is_nan(a)) vm_throw(I, HP71_E_INVALID_ARG);
        bool exact;
        /* below 1 in magnitude it is 0 (AF(.7): the ROM), else rounded */
        bool small = num_cmp(num_abs(a), num_from_int(1)) < 0;
        int64_t v = num_is_inf(a) || small ? 0 : num_to_int64(num_round_int(a), 1LL << 40, &exact);
        if (v < -8388608 || v > 8388607) v = 0; /* beyond 24 bits (Inf too): 0 (the ROM) */
        if (v != 0 && v > -10 && v < 10) vm_throw(I, HP71_E_INVALID_AF);
        *sp = num_from_int(I->af);
        I->af = (int32_t)v;
        if (I->exact_set) exact_restart(I); /* (the ROM: the moves before it no longer count) */
        return sp;
    }
    case KW_EPS: *++sp = (Num){1, -499, NUM_FINITE}; return sp;
    case KW_INF: *++sp = (Num){1, 0, NUM_INF}; return sp;
    case KW_MAXREAL: *++sp = num_max_real(1); return sp;
    case KW_RND: *++sp = rnd_next(&I->rnd_state); return sp;
    case KW_RES: *++sp = I->res; return sp;
    case KW_TIME:
        *++sp = num_from_int(0);
        (void)num_make(vm_time_of_day(I), -2, sp);
        return sp;
    case KW_DATE: {
        int y, m, d;
        int64_t days = today(I);
        vm_civil_from_days(days, &y, &m, &d);
        int64_t doy = days - days_from_civil(y, 1, 1) + 1;
        *++sp = num_from_int((y % 100) * 1000 + doy);
        return sp;
    }
    case KW_HTD: { /* 1 to 5 hexadecimal digits, either case (the ROM) */
        const StrBuf *s = &I->sstack[I->ssp - 1];
        int64_t v;
        if (!memmap_address(chars(s), s->len, &v)) vm_throw(I, HP71_E_INVALID_ARG);
        I->ssp--;
        *++sp = num_from_int(v);
        return sp;
    }
    case KW_ERRN: *++sp = num_from_int(I->errn); return sp;
    case KW_ERRL: *++sp = num_from_int(I->errl); return sp;
    default: e = mathfn_unary(kw, *sp, I->angle, I->round, &r); break;
    }
    *sp = r;
    if (e) condition(I, e, sp); /* (on the stack: the values pending below it count) */
    return sp;
}

void vm_warning_room(Interp *I, int pending) {
    int64_t slack = VM_RAM_WARNING_SLACK;
    if (I->current_line > 0 && fn_below(I, I->nframes) >= 0) slack += VM_RAM_FN_WARNING_SLACK;
    if (ram_free(I) - fn_pending_ram(I, pending, I->ssp) < -slack)
        vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
}

/* Before a string of len characters goes onto the ROM's stack (a variable's
 * value read, which the ROM copies whole before any substring is cut; a
 * store's): with the values pending in the statement (fn_pending_ram: nums
 * numbers, the strings below strings_top) and header nibbles for its own
 * (VM_RAM_FN_PENDING; a STR$ or DTH$ result VM_RAM_FORMATTED), it must fit
 * in the RAM free and VM_RAM_STACK_SLACK more (ROM 2CDCC: LEN(A$) of an A$
 * of L characters wants MEM at L-88 bytes or more, LEN(A$[1,2]) at L-72,
 * LEN(A$&B$) at L(A$)+L(B$)-80: memory/string_copies_*; a string
 * function's result as a literal's, memory/chr_result_on_the_stack,
 * memory/clock_strings_on_the_stack, memory/string_results_on_the_stack).
 * Error: Insufficient Memory. */
static void stack_room_check(Interp *I, int nums, int strings_top, int64_t len, int64_t header) {
    int64_t need = fn_pending_ram(I, nums, strings_top) + header + 2 * len;
    if (need > VM_RAM_STACK_SLACK && need > ram_free(I) + VM_RAM_STACK_SLACK)
        vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
}
static inline void stack_room_header(Interp *I, int nums, int strings_top, int64_t len,
                                     int64_t header) {
    /* at most: every value on the stacks counted (cheap; mostly enough, as
       short strings fit the slack whatever the RAM free) */
    int64_t most = (int64_t)nums * VM_RAM_FN_PENDING + header + 2 * len;
    for (int i = 0; i < strings_top && most <= VM_RAM_STACK_SLACK; i++)
        most += VM_RAM_FN_PENDING + 2 * (int64_t)I->sstack[i].len;
    if (__builtin_expect(most > VM_RAM_STACK_SLACK, 0))
        stack_room_check(I, nums, strings_top, len, header);
}
static inline void stack_room(Interp *I, int nums, int strings_top, int64_t len) {
    stack_room_header(I, nums, strings_top, len, VM_RAM_FN_PENDING);
}

/* Pushes a string function's result, text of len characters, checked for
 * room on the ROM's stack with header nibbles (stack_room_header) beside
 * the values pending below it (sp, the numeric stack top). Error:
 * Insufficient Memory. */
static void push_result(Interp *I, const Num *sp, const char *text, int64_t len, int64_t header) {
    stack_room_header(I, (int)(sp - STACK_EMPTY(I)), I->ssp, len, header);
    sset(I, spush(I), text, len);
}

/* A string-valued built-in function of n arguments; returns the new
 * numeric stack top. */
static Num *string_function(Interp *I, Keyword kw, int n, Num *sp) {
    char buf[FORMAT_MAX + 8];
    switch (kw) {
    case KW_STR_S: {
        size_t n = format_number(*sp--, I->format, buf);
        push_result(I, sp, buf, (int64_t)n, VM_RAM_FORMATTED);
        break;
    }
    case KW_DTH_S: { /* 0..1048575, rounded half away from zero, as 5 digits */
        Num a = *sp--;
        if (num_is_nan(a) || num_is_inf(a)) vm_throw(I, HP71_E_INVALID_ARG);
        bool exact;
        int64_t v = num_to_int64(num_round_int(a), 1 << 21, &exact);
        if (v < 0 || v > 0xFFFFF) vm_throw(I, HP71_E_INVALID_ARG);
        snprintf(buf, sizeof buf, "%05llX", (long long)v);
        push_result(I, sp, buf, 5, VM_RAM_FORMATTED);
        break;
    }
    case KW_CHR_S: {
        Num a = *sp--;
        if (num_is_snan(a)) vm_throw(I, HP71_E_SIGNALED_OP);
        /* the code modulo 256, as the ROM (CHR$(256) is CHR$(0), CHR$(-1)
           CHR$(255)), of a code within 20 bits: from 1048576 away from 0
           (once rounded) the ROM gives the empty string */
        int64_t c = num_is_nan(a) ? 0 : to_int(a, (int64_t)1 << 40);
        buf[0] = (char)(unsigned char)(((c % 256) + 256) % 256);
        int n = c >= 1048576 || c <= -1048576 ? 0 : 1;
        push_result(I, sp, buf, n, VM_RAM_FN_PENDING);
        break;
    }
    case KW_PEEK_S: { /* the ROM's checks, then the nibbles modelled (memmap.h) */
        const StrBuf *s = &I->sstack[I->ssp - 1];
        int64_t at, nibbles;
        Hp71Error e = memmap_peek_count(*sp, &nibbles);
        if (!memmap_address(chars(s), s->len, &at)) e = HP71_E_INVALID_ARG;
        if (e) vm_throw(I, e);
        /* its characters, a nibble each, on the stack in place of its
           arguments (ROM 2CDCC, functions/peek_poke_room*) */
        stack_room(I, (int)(sp - STACK_EMPTY(I)) - 1, I->ssp - 1, nibbles);
        MemmapFlags flags = memmap_flags(I);
        StrBuf *r = &I->read_nibbles; /* (the address is read: the stack's string) */
        if (strbuf_reserve(r, nibbles, NULL)) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
        if (nibbles > 0 && !memmap_peek(&flags, memmap_plain(I), at, nibbles, r->s))
            vm_throw(I, HP71_E_NOT_EMULATED);
        if (nibbles > 0) {
            vm_charge(I, TIMING_PEEK_READ, 1);
            vm_charge(I, TIMING_PEEK_NIBBLE, nibbles);
        }
        sp--;
        sset(I, &I->sstack[I->ssp - 1], r->s, (int)nibbles);
        if (r->cap > VM_STR_KEEP) strbuf_free(r, NULL);
        break;
    }
    case KW_ADDR_S: { /* a file's address: the emulated machine has no file but the current */
        const StrBuf *s = &I->sstack[I->ssp - 1];
        if (commands_is_current_file(I, chars(s), s->len) ||
            commands_data_file(I, chars(s), s->len) >= 0)
            vm_throw(I, HP71_E_NOT_EMULATED);
        vm_throw(I, commands_file_spec_error(kw, chars(s), s->len, I->ports_freed));
    }
    case KW_UPRC_S: {
        StrBuf *s = &I->sstack[I->ssp - 1];
        for (int i = 0; i < s->len; i++)
            if (s->s[i] >= 'a' && s->s[i] <= 'z') s->s[i] = (char)(s->s[i] - 'a' + 'A');
        break;
    }
    case KW_TIME_S: {
        int64_t t = vm_time_of_day(I) / 100;
        snprintf(buf, sizeof buf, "%02d:%02d:%02d", (int)(t / 3600), (int)(t / 60 % 60),
                 (int)(t % 60));
        push_result(I, sp, buf, 8, VM_RAM_FN_PENDING);
        break;
    }
    case KW_DATE_S: {
        int y, m, d;
        vm_civil_from_days(today(I), &y, &m, &d);
        snprintf(buf, sizeof buf, "%02d/%02d/%02d", y % 100, m, d);
        push_result(I, sp, buf, 8, VM_RAM_FN_PENDING);
        break;
    }
    case KW_VER_S: push_result(I, sp, "HP71:2CDCC", 10, VM_RAM_FN_PENDING); break;
    case KW_CAT_S: { /* CAT$(n): the n-th catalog entry, rounded: the workfile entry 1
                        (and 0 or below: the current file), the keys file 2 when there is
                        one, beyond them "" (ROM) */
        /* CAT$(n, device): Invalid Filespec for no device, then n's Invalid
           Arg, then Device Not Found; the main RAM's entries from 1 (0 or
           below: none), a module FREE PORT made RAM none (the ROM) */
        CatalogDevice dev = CATALOG_HEADING;
        if (n == 2) {
            const StrBuf *d = &I->sstack[--I->ssp];
            dev = commands_catalog_string(chars(d), d->len, I->ports_freed);
            if (dev == CATALOG_NOT_A_DEVICE) vm_throw(I, HP71_E_INVALID_FILESPEC);
        }
        Num a = *sp--;
        if (num_is_nan(a)) vm_throw(I, HP71_E_INVALID_ARG);
        if (dev == CATALOG_ABSENT) vm_throw(I, HP71_E_DEVICE_NOT_FOUND);
        Num k = num_round_int(a);
        if (dev == CATALOG_EMPTY || (n == 2 && num_cmp(k, num_from_int(0)) <= 0)) {
            sset(I, spush(I), buf, 0);
            break;
        }
        /* 0 or below the current file; 1 on the files in the order they
           were made */
        int n = 0;
        if (num_cmp(k, num_from_int(0)) <= 0)
            n = vm_basic_entry(I, -1, buf, sizeof buf);
        else if (num_cmp(k, num_from_int(1000000)) < 0)
            n = catalog_entry(I, (int)k.m - 1, buf, sizeof buf);
        sset(I, spush(I), buf, n);
        break;
    }
    case KW_GDISP_S: {          /* the window's 132 dot columns */
        if (I->display.len > 0) /* a line a DISP list left open shows */
            graphics_line(&I->graphics, I->display.buf, (size_t)I->display.len);
        char cols[GRAPHICS_COLUMNS];
        graphics_columns(&I->graphics, cols);
        sset(I, spush(I), cols, GRAPHICS_COLUMNS);
        break;
    }
    case KW_CHARSET_S: {
        char set[GRAPHICS_CHARSET];
        size_t n = graphics_charset_string(&I->graphics, set);
        sset(I, spush(I), set, (int)n);
        break;
    }
    case KW_DISP_S: { /* the last typed line or INPUT reply, until a DISP */
        char entry[GRAPHICS_ENTRY];
        size_t n = graphics_entry_line(&I->graphics, entry);
        sset(I, spush(I), entry, (int)n);
        break;
    }
    case KW_KEYDEF_S: { /* the key's assignment, its ending first, or "Unassigned" (ROM) */
        StrBuf *name = &I->sstack[I->ssp - 1];
        int slot = key_slot(I, name);
        char kind;
        int64_t len;
        const char *text = keymap_text(&I->keymap, slot, &kind, &len);
        if (!kind) {
            sset(I, name, "Unassigned", 10);
            break;
        }
        StrBuf *out = spush(I);
        sset(I, out, &kind, 1);
        if (strbuf_append(out, text, len, &I->memory)) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
        StrBuf was = *name; /* the result in the name's place */
        *name = *out;
        *out = was;
        I->ssp--;
        break;
    }
    case KW_KEY_S: {            /* the oldest key waiting, else the empty string; never waits */
        if (I->put_count > 0) { /* PUT's keys come first */
            size_t n = keymap_name(I->put_keys[0], buf);
            memmove(I->put_keys, I->put_keys + 1, (size_t)--I->put_count);
            sset(I, spush(I), buf, (int)n);
            break;
        }
        bool got = I->host.key && I->host.key(I->host.ctx, buf, sizeof buf);
        sset(I, spush(I), buf, got ? (int)strnlen(buf, sizeof buf) : 0);
        break;
    }
    case KW_ERRM_S: {
        const char *t = I->errn ? errors_text(I->last_message) : "";
        sset(I, spush(I), t, (int)strlen(t));
        break;
    }
    default: vm_throw(I, HP71_E_SYNTAX);
    }
    return sp;
}

/* ---- INPUT ---- */

/* A text reply not in quotes: the ROM reads it as an expression first, so
 * the literals read before the expression's fault (all of them when it is
 * one: 1E600, X+1E600, SIN(1E600); none in X 1E600) warn beyond the range;
 * the field stays text. */
static void reply_text_warnings(Interp *I, const char *text, int len) {
    if (vm_tokenize(I, text, (size_t)len)) return;
    Chunk code = {0};
    Hp71Error e = compiler_line(&I->tokens, COMPILE_REPLY, &code, NULL, 0, NULL);
    chunk_free(&code);
    literal_warnings_in(I, 0, I->tokens.count, e ? I->tokens.error_pos : INT_MAX);
}

/* The end of a string field at p that is one quoted string ("A,B" with
 * only blanks after it before a comma or the reply's end), or -1. */
static int quoted_field_end(const char *reply, int p) {
    while (reply[p] == ' ')
        p++;
    char q = reply[p];
    if (q != '"' && q != '\'') return -1;
    const char *close = strchr(reply + p + 1, q);
    if (!close) return -1;
    int e = (int)(close - reply) + 1;
    while (reply[e] == ' ')
        e++;
    return !reply[e] || reply[e] == ',' ? e : -1;
}

/* The end of a string field at p that is all a string expression (A$,
 * A$[1,2], "A"&B$, CHR$(65)) up to a comma or the reply's end: the first
 * such comma (or the end) after which what is read compiles as one; -1 when
 * none does. */
static int expression_field_end(Interp *I, const char *reply, int p) {
    for (int e = p;; e++) {
        if ((!reply[e] || reply[e] == ',') &&
            compiles_as(I, reply + p, e - p, COMPILE_STRING_REPLY))
            return e;
        if (!reply[e]) return -1;
    }
}

/* Splits an INPUT reply into fields (start offsets and lengths), as the ROM:
 * a string field (its bit set in strings) is one quoted string, or a string
 * expression (its bit set in *exprs), or its text up to the next comma; a
 * numeric one ends at a comma outside quotes, parentheses and brackets
 * (TIME$[1,5] is one). Returns the
 * number of fields; beyond max, -1, with *excess the offset of the comma
 * before the first field too many. */
static int split_reply(Interp *I, const char *reply, int *start, int *len, int max, Word strings,
                       Word *exprs, int *excess) {
    int n = 0, p = 0;
    *exprs = 0;
    for (;;) {
        if (n == max) {
            *excess = p - 1;
            return -1;
        }
        start[n] = p;
        if (strings & ((Word)1 << n)) {
            int e = quoted_field_end(reply, p);
            if (e < 0 && (e = expression_field_end(I, reply, p)) >= 0) *exprs |= (Word)1 << n;
            if (e >= 0)
                p = e;
            else
                while (reply[p] && reply[p] != ',')
                    p++;
            len[n] = p - start[n];
            n++;
            if (!reply[p]) return n;
            p++;
            continue;
        }
        char quote = 0;
        int depth = 0;
        while (reply[p] && (quote || depth > 0 || reply[p] != ',')) {
            char c = reply[p];
            if (quote) {
                if (c == quote) quote = 0;
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '(' || c == '[') {
                depth++;
            } else if ((c == ')' || c == ']') && depth > 0) {
                depth--;
            }
            p++;
        }
        len[n] = p - start[n];
        n++;
        if (!reply[p]) return n;
        p++;
    }
}

/* Removes the blanks around a field: adjusts its start and length. */
static void trim(const char *s, int *start, int *len) {
    while (*len > 0 && (s[*start] == ' ' || s[*start] == '\t'))
        (*start)++, (*len)--;
    while (*len > 0 && (s[*start + *len - 1] == ' ' || s[*start + *len - 1] == '\t'))
        (*len)--;
}

/* Throws the error of a bad INPUT reply kept for ON ERROR (reply_error). */
static void reply_error(Interp *I) {
    Hp71Error e = I->reply.error;
    I->reply.error = HP71_E_NONE;
    I->reply.valid = VM_INPUT_FIELDS;
    vm_throw(I, e); /* (with reply.retry, the run loop asks again) */
}

/* A message about an INPUT reply (Numeric Input, Too Few Inputs, Too Many
 * Inputs): shown as the ROM shows it, without ERR:, and kept in ERRN. */
static void input_message(Interp *I, Hp71Error e) {
    const char *text = errors_text(e);
    show_line(I, text, strlen(text), HOST_LINE_MESSAGE);
    message_charge(I, false); /* (an error's: bench/timing/kbd_input_retry_*) */
    I->errn = errors_number(e);
    I->errl = I->current_line;
    I->last_message = e;
}

/* The keys typed for an INPUT reply over the edit line it started from
 * (empty, a default reply, or a bad reply kept for correcting): those the
 * host read (interp_reply_keys), else the characters that differ from it. */
static void keys_of_reply(Interp *I, const char *edit, const char *reply) {
    if (I->reply_keys_len >= 0) { /* the host knows them (interp_reply_keys) */
        vm_keys_typed(I, I->reply_keys, (size_t)I->reply_keys_len, true);
        return;
    }
    char typed[DISPLAY_LINE_MAX];
    size_t n = 0;
    bool in_edit = true;
    for (size_t i = 0; reply[i] && n < sizeof typed; i++) {
        in_edit = in_edit && edit[i];
        if (!in_edit || reply[i] != edit[i]) typed[n++] = reply[i];
    }
    vm_keys_typed(I, typed, n, true);
}

/* Field i of the reply, its text at offset at of reply.text, len
 * characters: evaluated when its value is stored (input_field). */
static void defer_field(Interp *I, int i, int at, int len) {
    I->reply.deferred |= (Word)1 << i;
    I->reply.at[i] = at;
    I->reply.len[i] = len;
}

/* INPUT_FIELD: before the subscripts of the element field k stores into,
 * a reply with too few fields to reach k throws Too Few Inputs (the ROM;
 * another bad field's error waits for the field: input_field). */
static void input_field_reached(Interp *I, int k) {
    if (k >= I->reply.valid && I->reply.error == HP71_E_TOO_FEW_INPUTS) reply_error(I);
}

/* INPUT_NUM and INPUT_STR: field k of the reply, on top of sp (a number)
 * or of the string stack, an expression evaluated now, after the fields
 * before it were stored (the ROM), into what code[store] stores. Errors:
 * the reply's (reply_error), or the expression's while it runs (Var
 * Context when a user function it calls makes the variable the field
 * stores, as in an assignment: reserve_target). */
static Num *input_field(Interp *I, int k, bool is_str, Num *sp, const Word *code, int64_t store) {
    if (k >= I->reply.valid) reply_error(I);
    if (I->reply.deferred & ((Word)1 << k)) {
        int error_at;
        Num v;
        /* (a user function it calls may run an INPUT of its own: the
           reply's state is this one's again after it) */
        struct HeldReply held; /* (and held with the text after a PAUSE in one) */
        InputReply *saved = &held.saved;
        reply_save(I, saved);
        held.target = I->reply_target;
        I->reply_target = assigned_after_call(code, store);
        /* (the statement goes on after the field's opcode, at store) */
        int64_t resume_pc = code == I->program.code.code ? store : 0;
        Hp71Error e = evaluate_text(
            I, saved->state.text + saved->state.at[k], saved->state.len[k], sp, is_str ? NULL : &v,
            &error_at, is_str ? COMPILE_STRING_REPLY : COMPILE_REPLY, resume_pc, &held);
        I->reply_target = held.target;
        reply_restore(I, saved);
        if (e) vm_throw(I, e); /* (run's catch releases the reply's RAM) */
        if (!is_str) *++sp = v;
        return sp;
    }
    if (is_str) {
        StrBuf *r = &I->reply_str[k];
        sset(I, spush(I), chars(r), r->len);
    } else {
        *++sp = I->reply.num[k];
    }
    return sp;
}

/* Where a numeric INPUT reply f (l characters) that does not read as a
 * number is at fault: error_at, or past a whole array's name that starts
 * it, X() or X(,), which the ROM reads before it faults (X(,)1: at the 1;
 * not after an operator, 1+X(,)) (input/reply_whole_array_cursor). */
static int whole_array_reply(const char *f, int l, int error_at) {
    int k = 0;
    if (k >= l || !isalpha((unsigned char)f[k])) return error_at;
    k++;
    if (k < l && isdigit((unsigned char)f[k])) k++;
    while (k < l && f[k] == ' ') /* (blanks between: X (,), X( )) */
        k++;
    if (k >= l || f[k] != '(') return error_at;
    for (k++; k < l && f[k] == ' '; k++)
        ;
    if (k < l && f[k] == ',')
        for (k++; k < l && f[k] == ' '; k++)
            ;
    if (k >= l || f[k] != ')') return error_at;
    return k + 1 > error_at ? k + 1 : error_at;
}

/* INPUT (and LINPUT): shows the prompt, reads a reply and checks it. A bad
 * reply gets its message and stays in the edit line, the cursor where the
 * fault is, to be corrected (the ROM). A numeric field is an expression:
 * one that is not well formed is Numeric Input; it is evaluated when it is
 * stored (input_field), an error then the program's. A string field is the
 * contents of its quotes, or the string expression it is (A$, "A"&B$,
 * A$[1,2]: evaluated when stored), or else its text without the blanks
 * around it. Returns false when input ended or ATTN was pressed. */
static bool input(Interp *I, const StrConst *prompt, int count, Word mask) {
    char reply[DISPLAY_LINE_MAX], edit[DISPLAY_LINE_MAX] = "";
    I->reply.valid = count;
    I->reply.error = HP71_E_NONE;
    I->reply.deferred = 0;
    char shown[DISPLAY_LINE_MAX];
    int start[VM_INPUT_FIELDS], flen[VM_INPUT_FIELDS];
    const char *ptext = prompt ? prompt->s : "? ";
    int plen = prompt ? prompt->len : 2;
    const int prompt_len = plen; /* (plen: what of it the edit line shows) */
    size_t cursor = 0;
    const bool asked_again = I->retry_pending;
    DisplayField field = {.len = 0}; /* the LCD's characters the edit line starts with */
    bool has_field = false;
    int lead_used = 0;      /* the prompt's characters ESC H or ESC % placed */
    if (I->retry_pending) { /* asked again: the bad reply stays in the edit line */
        I->retry_pending = false;
        memcpy(edit, I->retry_edit, sizeof edit);
        cursor = I->retry_cursor;
    } else if (mask & INPUT_DEFAULT_REPLY) { /* the edit line starts with it, cursor first */
        const StrBuf *d = &I->sstack[I->ssp - 1];
        size_t n = (size_t)d->len < sizeof edit - 1 ? (size_t)d->len : sizeof edit - 1;
        memcpy(edit, chars(d), n);
        edit[n] = '\0';
    }
    for (;;) {
        if (I->display.disp_width < DISPLAY_BUFFER) {
            /* under a WIDTH narrower than the buffer the prompt is written as
               a DISP item: on a new line when the open line cannot take it,
               cut every WIDTH characters, its last piece the edit line's
               start (the ROM: WIDTH 5, INPUT "ABCDEF" shows ABCDE, then F
               and the reply) */
            display_begin(&I->display, false);
            display_item(&I->display, ptext, (size_t)prompt_len);
            plen = 0;
        } else {
            /* an escape sequence left open takes the prompt's lead and first
               characters, as a message's (the ROM: after DISP "AB";CHR$(27);
               the prompt shows AB<? ); a character ESC H or ESC % placed goes
               there, the rest at the line's end (AB?DEF after ESC % 2 0) */
            (void)display_lead(&I->display, ptext, 0, true);
            if (!display_home_beyond(&I->display)) /* (beyond the line's end: all there) */
                lead_used = (int)display_lead(&I->display, ptext, (size_t)plen, false);
            ptext += lead_used;
            plen -= lead_used;
            /* a line left open with characters past where the prompt goes or
               before it since where the edit line starts (a carriage return,
               ESC E): the edit line holds them, the reply typed over them (the
               ROM: after DISP "ABCDEF";CHR$(13); a reply Z to INPUT X$ shows
               ? ZDEF and is ZDEF; after DISP CHR$(27)&"E";"AB"; INPUT "V";X$
               with Z shows ZBV and is ZB); a default reply goes over them too */
            has_field = display_field(&I->display, (size_t)plen, &field);
        }
        /* the open line goes first when the prompt does not fit after
           DISP's own column within WIDTH (the ROM: after a PRINT under
           ENDLINE "", or under a WIDTH beyond the buffer's 96, the prompt
           goes on past the buffer's end, and the reply has no place) */
        int64_t disp_col = I->display.count[0];
        int sl = (int)display_take(&I->display, shown);
        if (sl > 0 && disp_col + plen > I->display.disp_width) {
            vm_display_line(I, shown, (size_t)sl);
            sl = 0;
            has_field = false;
        }
        char inner[DISPLAY_BUFFER + 1] = ""; /* the prompt, when it shows inside the edit line */
        size_t inner_at = 0;
        size_t inner_shown = 0; /* inner's characters the LCD showed before */
        char tail[DISPLAY_BUFFER + 1] = "";
        size_t tail_at = 0;
        int64_t home = -1;
        if (has_field) {
            if ((size_t)sl > field.start) sl = (int)field.start;
            if (field.at > 0) { /* (what a cursor move put there first) */
                memcpy(inner, field.covered, field.covered_len);
                memcpy(inner + field.covered_len, ptext, (size_t)plen);
                inner[field.covered_len + (size_t)plen] = '\0';
                inner_at = field.at;
                inner_shown = field.covered_len;
                ptext += plen; /* (none before the edit line) */
                plen = 0;
            }
            /* what a cursor move put after the edit line stays: the prompt
               and the reply go on after it (the ROM: "ABC", ESC % 9 0, "Z",
               three ESC D, LINPUT "PROMPT" and KLMNOP show ABCKLMPROZMPTNOP,
               the reply KLMNOP) */
            memcpy(tail, field.tail, field.tail_len);
            tail[field.tail_len] = '\0';
            tail_at = field.tail_at;
            size_t kept = strlen(edit);
            if (!asked_again && field.len > kept && field.len < sizeof edit) {
                memcpy(edit + kept, field.text + kept, field.len - kept);
                edit[field.len] = '\0';
            }
            if (field.home >= 0 && plen == 0 && !asked_again && strlen(edit) + 1 < sizeof edit) {
                /* the first key goes where ESC H or ESC % pointed, the rest
                   over the edit line (the ROM: after DISP "ABCDEF";CHR$(27);"H";
                   a reply KLM to LINPUT "";X$ shows KBCDEFLM and is LM); a
                   default reply's first character goes there, the keys over
                   the rest (INPUT "","77";X and 5 show ABC7EF5 after ESC % 3 0,
                   X 5) */
                if (kept > 0 && (mask & INPUT_DEFAULT_REPLY)) {
                    cursor = 1;
                } else {
                    memmove(edit + 1, edit, strlen(edit) + 1);
                    edit[0] = ' ';
                }
                home = field.home;
            }
        }
        /* a prompt that fills the buffer leaves the reply no place: what is
           typed shows on its last place, and the reply is empty (the ROM) */
        bool no_room = sl + plen + (int)(strlen(inner) + strlen(tail)) >= DISPLAY_BUFFER;
        if (sl + plen > DISPLAY_BUFFER) { /* (one that fills it exactly shows whole) */
            if (sl > DISPLAY_BUFFER - 1) sl = DISPLAY_BUFFER - 1;
            plen = DISPLAY_BUFFER - 1 - sl;
        }
        memcpy(shown + sl, ptext, (size_t)plen);
        shown[sl + plen] = '\0';
        /* the LCD writes the prompt's characters (the ROM: INPUT "VALUE? ";X
           28 ms more than INPUT "V";X: bench/timing/kbd_input_prompt_*) */
        if (I->costing) { /* (not what a cursor move put there before) */
            charge(I, TIMING_LCD_CHAR, lead_used + plen + (int)(strlen(inner) - inner_shown));
            /* and the edit line's: a default reply, a bad reply kept
               (bench/timing/kbd_input_default_*, kbd_input_retry_*) */
            if (asked_again || (mask & INPUT_DEFAULT_REPLY))
                charge(I, TIMING_LCD_CHAR, (int64_t)strlen(edit));
            if (!asked_again && (mask & INPUT_DEFAULT_REPLY)) {
                charge(I, TIMING_REPLY_DEFAULT, 1);
                charge(I, TIMING_REPLY_DEFAULT_CHAR, (int64_t)strlen(edit));
            }
        }
        const HostInner in = {inner, inner_at, tail, tail_at, home};
        I->reply_keys_len = -1;
        if (!I->host.input(I->host.ctx, shown, &in, edit, cursor, reply, sizeof reply))
            return false;
        /* (every host: the machine's buffer) */
        host_line_buffer(reply, strlen(shown) + strlen(inner) + strlen(tail));
        if (no_room) reply[0] = '\0';
        interp_command_stack_reply(I, reply, strlen(reply));
        { /* the LCD holds the prompt and the reply (a line feed shows them again) */
            char held[DISPLAY_LINE_MAX * 2];
            size_t pl = strlen(shown);
            size_t n = host_echo(shown, pl, reply, &in, held, sizeof held);
            graphics_entry(&I->graphics, held, pl, held + pl, n - pl);
            display_hold(&I->display, held, n < DISPLAY_BUFFER ? n : DISPLAY_BUFFER);
        }
        keys_of_reply(I, edit, reply);
        if (home >= 0 && reply[0]) /* (that first character is not of the reply) */
            memmove(reply, reply + 1, strlen(reply));
        Hp71Error e = HP71_E_NONE;
        int at = (int)strlen(reply);   /* where the fault is */
        if (mask & INPUT_WHOLE_LINE) { /* LINPUT: the whole reply, as typed */
            if (strbuf_set(&I->reply_str[0], reply, (int64_t)strlen(reply), &I->memory))
                vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
            return true;
        }
        /* field by field, as the ROM: a bad one first, then too few, then
           too many */
        int excess = 0, valid = count;
        Word exprs;
        int n = split_reply(I, reply, start, flen, count, mask, &exprs, &excess);
        memcpy(I->reply.text, reply, strlen(reply) + 1);
        I->reply.deferred = 0; /* (a reply asked again: its fields anew) */
        I->reply.ram = VM_RAM_REPLY + 2 * (int64_t)strlen(reply); /* (until INPUT_END) */
        for (int i = 0; i < count && !e; i++) {
            valid = i;
            if (n >= 0 && i >= n) {
                e = HP71_E_TOO_FEW_INPUTS;
                break;
            }
            int s = start[i], l = flen[i];
            trim(reply, &s, &l);
            if (exprs & ((Word)1 << i)) { /* its value, as it is stored; an error is the
                                             program's */
                int error_at;
                Hp71Error ev = check_text(I, reply + s, l, &error_at, COMPILE_STRING_REPLY);
                if (ev) vm_throw(I, ev);
                defer_field(I, i, s, l);
            } else if (mask & ((Word)1 << i)) {
                const char *f = reply + s;
                if (l >= 2 && (f[0] == '"' || f[0] == '\'') &&
                    memchr(f + 1, f[0], (size_t)l - 1) == f + l - 1)
                    f++, l -= 2; /* one quoted string: its text */
                else if (l > 0)
                    reply_text_warnings(I, f, l); /* 1E600, X+1E600 warn; stay text */
                if (strbuf_set(&I->reply_str[i], f, l, &I->memory))
                    vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
            } else if (l == 0) {
                e = HP71_E_NUMERIC_INPUT;
                at = s;
            } else {
                int error_at;
                Hp71Error ev = check_text(I, reply + s, l, &error_at, COMPILE_REPLY);
                if (ev) { /* the cursor at the fault; at the field's end: after its
                             blanks (the comma, or the reply's end) */
                    e = HP71_E_NUMERIC_INPUT;
                    error_at = whole_array_reply(reply + s, l, error_at);
                    at = error_at >= l ? start[i] + flen[i] : s + error_at;
                } else {
                    defer_field(I, i, s, l); /* evaluated as it is stored */
                }
            }
        }
        if (!e && n < 0) {
            e = HP71_E_TOO_MANY_INPUTS;
            at = excess;
            valid = count;
        }
        if (!e) return true;
        /* the ROM stores the good fields first; then ON ERROR takes the
           error, or the message shows and the statement asks again */
        I->reply.valid = valid;
        I->reply.error = e;
        I->reply.retry = I->on_error_pc < 0;
        if (I->reply.retry) {
            memcpy(I->retry_edit, reply, strlen(reply) + 1);
            I->retry_cursor = (size_t)at;
            I->retry_pc = I->stmt_pc;
        }
        return true;
    }
}

/* Reads exactly n decimal digits at *p (moving past them); -1 when the
 * text there is not n digits. */
static int read_digits(const char **p, int n) {
    int v = 0;
    for (int i = 0; i < n; i++) {
        char c = (*p)[i];
        if (c < '0' || c > '9') return -1;
        v = v * 10 + (c - '0');
    }
    *p += n;
    return v;
}

/* SETTIME's text: "HH:MM:SS" with two digits each, one blank before it
 * allowed, the minutes and seconds up to 99 and added up ("12:60:30" is
 * 13:00:30), before midnight (the ROM). Returns seconds since midnight.
 * Error: Invalid Arg. */
static int64_t parse_time_string(Interp *I, const StrBuf *s) {
    const char *p = chars(s);
    if (*p == ' ') p++; /* one (the ROM: two are Invalid Arg) */
    int h = read_digits(&p, 2);
    int m = *p == ':' ? (p++, read_digits(&p, 2)) : -1;
    int sec = *p == ':' ? (p++, read_digits(&p, 2)) : -1;
    int64_t t = (int64_t)h * 3600 + m * 60 + sec;
    if (h < 0 || m < 0 || sec < 0 || *p || t >= SECONDS_PER_DAY) vm_throw(I, HP71_E_INVALID_ARG);
    return t;
}

/* The clock's ticks a second (SETTIME, ADJUST: the ROM's clock counts 1/512 s). */
enum { TICKS_PER_SECOND = 512 };

/* x*512 exactly, as the fraction *v / *scale (64 bits: |x.m| < 10^12 and
 * |x| below 10^6); 0 for an x below 1E-6 of a tick. Takes a finite x. */
static void ticks_exact(Num x, int64_t *v, int64_t *scale) {
    *v = x.m * TICKS_PER_SECOND;
    *scale = 1;
    if (x.e >= 0)
        *v *= num_pow10[x.e];
    else if (x.e >= -18)
        *scale = num_pow10[-x.e];
    else
        *v = 0;
}

/* SETTIME's number: seconds since midnight, kept as the ROM's clock keeps
 * them, in 1/512 s: x*512 to the nearest tick, a negative x above -1/512 s
 * midnight (SETTIME -.0019 sets 0, 86399.999 a tick before midnight).
 * Returns hundredths of a second since midnight, to the nearest. Error:
 * Invalid Arg (x*512 at -1 or below, or at 44236799.5 or above: 86400 s
 * less half a tick; Inf, NaN). */
static int64_t settime_hundredths(Interp *I, Num x) {
    const int64_t day = (int64_t)SECONDS_PER_DAY * TICKS_PER_SECOND;
    if (!num_is_finite(x) || num_cmp(num_abs(x), num_from_int(SECONDS_PER_DAY)) >= 0)
        vm_throw(I, HP71_E_INVALID_ARG);
    int64_t v, scale;
    ticks_exact(x, &v, &scale);
    if (v <= -scale) vm_throw(I, HP71_E_INVALID_ARG);
    int64_t ticks = v <= 0 ? 0 : (v + scale / 2) / scale;
    if (ticks >= day) vm_throw(I, HP71_E_INVALID_ARG);
    return (ticks * 100 + TICKS_PER_SECOND / 2) / TICKS_PER_SECOND;
}

/* ADJUST's text: "HH:MM:SS" (two digits each, minutes and seconds up to
 * 99 and added up) after a blank, + or - or nothing, below 100 hours
 * (the ROM: "00:99:99" is 1:40:39, "1:00:00", "  01:00:00", "+ 01:00:00"
 * and "99:99:99" Invalid Arg). Returns the seconds, -0 for "-00:00:00".
 * Error: Invalid Arg. */
static Num adjust_text(Interp *I, const StrBuf *s) {
    const char *p = chars(s);
    bool minus = *p == '-';
    if (*p == ' ' || *p == '+' || *p == '-') p++;
    int h = read_digits(&p, 2);
    int m = h >= 0 && *p == ':' ? (p++, read_digits(&p, 2)) : -1;
    int sec = m >= 0 && *p == ':' ? (p++, read_digits(&p, 2)) : -1;
    if (sec < 0 || *p) vm_throw(I, HP71_E_INVALID_ARG);
    int64_t t = (int64_t)h * 3600 + m * 60 + sec;
    return minus ? num_neg(num_from_int(t)) : num_from_int(t);
}

/* ADJUST's seconds in the clock's ticks of 1/512 s: x*512 to the nearest
 * tick, ties away from zero. Below a tick the ROM moves the clock by none
 * for a positive x, by 3 ticks forward for a negative one and by 4 for -0
 * (each measured as 512 ADJUSTs: ADJUST -.001 leaves the clock 3 s ahead);
 * sets *below for those moves, which EXACT does not count (x zero or below
 * a tick). Error: Invalid Arg (100 hours or more either way: 360000 s; Inf, NaN). */
static int64_t adjust_ticks(Interp *I, Num x, bool *below) {
    if (!num_is_finite(x) || num_cmp(num_abs(x), num_from_int(360000)) >= 0)
        vm_throw(I, HP71_E_INVALID_ARG);
    *below = true;
    if (num_is_zero(x)) return num_is_negative(x) ? 4 : 0;
    int64_t v, scale;
    ticks_exact(num_abs(x), &v, &scale);
    if (v < scale) return x.m < 0 ? 3 : 0;
    *below = false;
    int64_t ticks = (v + scale / 2) / scale;
    return x.m < 0 ? -ticks : ticks;
}

/* The clock's own time in hundredths of a second: what it would show had
 * no SETTIME, SETDATE, ADJUST or ADJABS moved it (EXACT's elapsed time). */
static int64_t clock_unmoved(Interp *I) {
    return vm_now(I) - I->clock_offset;
}

/* EXACT's reference starts again now, with no adjustment counted. */
static void exact_restart(Interp *I) {
    I->exact_at = clock_unmoved(I);
    I->exact_moved = 0;
}

/* Counts a move of the clock by SETTIME or ADJUST (parts: 512ths of a
 * hundredth of a second, either sign) towards EXACT's next AF, once EXACT
 * has set a reference. Whole half hours are dropped, as a change of time
 * zone: the ROM counts |move| modulo 30 minutes, taken from 15 minutes up
 * as that less 30 minutes, with the move's sign (ADJUST 1799 counts -1 s,
 * 900 counts -900 and -900 counts 900, 1800 nothing; each move on its own:
 * two ADJUST 1000 count -1600). */
static void exact_count(Interp *I, int64_t parts) {
    const int64_t half_hour = 1800LL * 100 * TICKS_PER_SECOND;
    if (!I->exact_set) return;
    int64_t a = (parts < 0 ? -parts : parts) % half_hour;
    if (a >= half_hour / 2) a -= half_hour;
    I->exact_moved += parts < 0 ? -a : a;
}

/* EXACT: declares the clock exact now. The first since a Memory Lost or
 * RESET CLOCK only sets the reference; later ones set AF to the clock's
 * own seconds elapsed since the reference per second of the moves counted
 * (exact_count), cut to a whole number (AF unchanged when nothing was
 * counted; 0 beyond 24 bits), and start the reference again. Error: Invalid
 * AF when that quotient is below 10 in magnitude (AF unchanged, the
 * reference started again). Learnt from the ROM (clock/exact_*): the
 * machine's own drift, and AF's corrections of it, are not emulated. */
static void exact(Interp *I) {
    if (!I->exact_set) {
        I->exact_set = true;
        exact_restart(I);
        return;
    }
    int64_t elapsed = (clock_unmoved(I) - I->exact_at) * TICKS_PER_SECOND, moved = I->exact_moved;
    exact_restart(I);
    if (moved == 0) return;
    int64_t q = elapsed / moved;
    if (q > -10 && q < 10) vm_throw(I, HP71_E_INVALID_AF);
    I->af = q < -8388608 || q > 8388607 ? 0 : (int32_t)q;
}

/* Moves the clock by ticks of 1/512 s, keeping what is below a hundredth
 * of a second for the next ADJUST (512 ADJUST .002 move it by 1 s). */
static void adjust_clock(Interp *I, int64_t ticks) {
    int64_t parts = I->clock_rest + ticks * 100; /* 512ths of a hundredth */
    int64_t whole = parts >= 0 ? parts / 512 : -((-parts + 511) / 512);
    I->clock_offset += whole;
    I->clock_rest = (int32_t)(parts - whole * 512);
}

static bool leap_year(int y) {
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

/* The full year of a two-digit one: 60..99 are 19xx, 00..59 are 20xx. */
static int full_year(int yy) {
    return yy < 60 ? 2000 + yy : 1900 + yy;
}

/* Moves the clock's date to day number target (days since 1970-01-01). */
static void move_date(Interp *I, int64_t target) {
    I->clock_offset += (target - today(I)) * (int64_t)SECONDS_PER_DAY * 100;
}

/* SETDATE's text: "YY/MM/DD" (00..59 the 2000s) or "YYYY/MM/DD" (that
 * year: 1900 and 2100 have no 29 February, and the clock goes on in its
 * century), two digits for the month and the day, a day that exists, one
 * blank before the first form allowed (the ROM). Error: Invalid Arg. */
static void set_date(Interp *I, const StrBuf *s) {
    static const int month_days[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const char *p = chars(s);
    if (*p == ' ' && s->len <= 9) p++; /* (the ROM: two, or one before YYYY, Invalid Arg) */
    const char *q = p;
    while (*q >= '0' && *q <= '9')
        q++;
    int digits = (int)(q - p);
    int y = digits == 2 || digits == 4 ? read_digits(&p, digits) : -1;
    int year = digits == 4 ? y : full_year(y);
    int m = y >= 0 && *p == '/' ? (p++, read_digits(&p, 2)) : -1;
    int d = m >= 0 && *p == '/' ? (p++, read_digits(&p, 2)) : -1;
    if (d < 0 || *p || m < 1 || m > 12 || d < 1) vm_throw(I, HP71_E_INVALID_ARG);
    if (d > month_days[m - 1] + (m == 2 && leap_year(year))) vm_throw(I, HP71_E_INVALID_ARG);
    move_date(I, days_from_civil(year, m, d));
}

/* SETDATE's number: YYDDD, DDD the day of the year YY (modulo 100), to
 * the nearest whole number, ties up (24060.5 is 24061; the ROM). Error:
 * Invalid Arg (below 1, no such day). */
static void set_date_number(Interp *I, Num a) {
    if (!num_is_finite(a) || num_cmp(a, num_from_int(1)) < 0 ||
        num_cmp(a, num_from_int(1000000000)) >= 0)
        vm_throw(I, HP71_E_INVALID_ARG);
    int64_t n = to_int(num_round_int(a), 1000000000);
    int year = full_year((int)(n / 1000 % 100)), ddd = (int)(n % 1000);
    if (ddd < 1 || ddd > 365 + leap_year(year)) vm_throw(I, HP71_E_INVALID_ARG);
    move_date(I, days_from_civil(year, 1, 1) + ddd - 1);
}

/* ---- strings ---- */

/* Replaces the string b by its substring [i] (to the end) or [i,j]. */
static void substring(StrBuf *b, int64_t i, int64_t j, bool has_j) {
    if (!has_j) j = b->len;
    if (i < 1) i = 1;
    if (j > b->len) j = b->len;
    if (j < i) {
        b->len = 0;
        return;
    }
    memmove(b->s, b->s + i - 1, (size_t)(j - i + 1));
    b->len = (int)(j - i + 1);
    b->s[b->len] = '\0';
}

/* Stores val into dst (maximum maxlen characters); with a substring kind,
 * val replaces characters i..j (i.. to the end for [i]) of dst. */
static void store_string(Interp *I, StrBuf *dst, int maxlen, const StrBuf *val, int sub, int64_t i,
                         int64_t j) {
    if (sub == 0) {
        if (val->len > maxlen) vm_throw(I, HP71_E_STRING_OVFL);
        if (strbuf_set(dst, chars(val), val->len, NULL)) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
        return;
    }
    if (i < 1) i = 1; /* the ROM: A$[0]="W" replaces from the first character */
    int64_t keep_tail_from = (sub == 2) ? j : dst->len; /* chars after j survive */
    if (keep_tail_from < i - 1) keep_tail_from = i - 1;
    int64_t tail = dst->len > keep_tail_from ? dst->len - keep_tail_from : 0;
    int64_t total = (i - 1) + val->len + tail;
    if (total > maxlen) vm_throw(I, HP71_E_STRING_OVFL);
    /* in place: the tail moves, a gap before i fills with blanks */
    int64_t old = dst->len;
    if (strbuf_reserve(dst, total, NULL)) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
    if (tail) memmove(dst->s + (i - 1) + val->len, dst->s + keep_tail_from, (size_t)tail);
    if (i - 1 > old) memset(dst->s + old, ' ', (size_t)(i - 1 - old));
    if (val->len) memcpy(dst->s + (i - 1), val->s, (size_t)val->len);
    dst->len = (int)total;
    dst->s[total] = '\0';
    long_operation(I, total);
}

/* READ's target slot when it is not a whole array: a simple variable that
 * does not exist is made before its item is read (the ROM: READ Q with no
 * DATA left leaves Q, 0, taking its RAM, read_target_made). Errors:
 * Insufficient Memory. */
static void read_target_made(Interp *I, int slot, bool is_str) {
    if (is_str) {
        StrBuf *val;
        int maxlen;
        if (!variables_str(I->env, slot)->exists) {
            var_context(I, slot, true, false);
            make_str_scalar_charge(I, slot);
            Hp71Error e = variables_str_scalar(I->env, slot, &val, &maxlen);
            if (e) vm_throw(I, e);
        }
        return;
    }
    NumVar *v = variables_num(I->env, slot);
    if (!v->exists) make_num_scalar(I, v);
}

/* Whether READ of a variable (exists, of ndims dimensions) reads a whole
 * array (read_whole_array). Error: Data Type when dims is not 0 and it is
 * not an array of dims dimensions. */
static bool read_array_target(Interp *I, bool exists, int ndims, int dims) {
    int has = exists ? ndims : 0;
    if (dims && has != dims) vm_throw(I, HP71_E_DATA_TYPE);
    return has != 0;
}

/* Makes variable slot, which does not exist, an array as an implicit DIM
 * makes it (the ROM: subscripts to VAR_IMPLICIT_BOUND; a string array's
 * strings of the default length): ndims dimensions, one for a string.
 * Errors: Insufficient Memory (variables_declare_*). */
static void declare_implicit_array(Interp *I, int slot, bool is_str, int ndims) {
    const int64_t bounds[2] = {VAR_IMPLICIT_BOUND, VAR_IMPLICIT_BOUND};
    Hp71Error e =
        is_str ? variables_declare_str(I->env, slot, 1, VAR_IMPLICIT_BOUND, VAR_DEFAULT_STRING_MAX,
                                       I->option_base)
               : variables_declare_num(I->env, slot, VAR_REAL, ndims, bounds, I->option_base);
    if (e) vm_throw(I, e);
}

/* LR's result v into a whole array, A(), A(,) or A$() (kind: PARAM_STRING,
 * PARAM_TWO_DIMS): the ROM makes an array that does not exist as an
 * implicit DIM and stores nothing in it, though TRACE VARS shows v stored
 * in a one-dimension array's first element (A(0)=-1; a two-dimension
 * array's subscripts it shows are not modelled: nothing is shown); a
 * string array so made, and any variable that exists, are Data Type
 * (statistics/lr_whole_arrays). Errors: Data Type, Insufficient Memory. */
static void lr_whole(Interp *I, int slot, int kind, Num v) {
    bool is_str = kind & PARAM_STRING;
    if (is_str ? variables_str(I->env, slot)->exists : variables_num(I->env, slot)->exists)
        vm_throw(I, HP71_E_DATA_TYPE);
    declare_implicit_array(I, slot, is_str, kind & PARAM_TWO_DIMS ? 2 : 1);
    if (is_str) vm_throw(I, HP71_E_DATA_TYPE);
    if ((I->trace & TRACE_VARS) && !(kind & PARAM_TWO_DIMS)) {
        Num first = num_from_int(I->option_base);
        trace_num(I, slot, 1, &first, v);
    }
}

/* READ A or READ A$ with A an array, READ A(), A(,) or A$() (dims 1 or 2,
 * else 0): the ROM reads an item into each element, the first subscript
 * slowest (as stores do: the type's rounding, String Ovfl). Returns false,
 * reading nothing, when the variable is not an array (READ A then goes on
 * as for a simple variable). Error: Data Type when dims is not 0 and the
 * variable is not an array of dims dimensions (one that does not exist:
 * made, then as the ROM, below). */
static bool read_whole_array(Interp *I, int slot, bool is_str, int dims, Num *sp) {
    if (dims &&
        !(is_str ? variables_str(I->env, slot)->exists : variables_num(I->env, slot)->exists)) {
        /* READ A() or A(,) of no array: the ROM makes A as an implicit DIM,
           then reads one item (No Data, Data Type for a string) and stores
           nothing in it; READ A$() makes A$, then is No Data or Data Type */
        declare_implicit_array(I, slot, is_str, dims);
        int end;
        if (!I->files.chan) next_data_item(I, &end);
        if (is_str) vm_throw(I, HP71_E_DATA_TYPE);
        (void)read_item(I, true, sp, 0);
        return true;
    }
    if (is_str) {
        StrVar *v = variables_str(I->env, slot);
        if (!read_array_target(I, v->exists, v->ndims, dims)) return false;
        for (int64_t k = 0; k <= (int64_t)v->ub - v->base; k++) {
            (void)read_item(I, false, sp, 0);
            v = variables_str(I->env, slot); /* (an item may run a user function) */
            store_string(I, viewed_str(I, v, &v->elems[k]), v->maxlen, &I->sstack[I->ssp - 1], 0, 0,
                         0);
            I->ssp--;
            if (I->trace & TRACE_VARS) { /* the ROM: "B$(0)[1,524287]" */
                char name[48];
                variable_name(slot, 1, name);
                snprintf(name + strlen(name), sizeof name - strlen(name), "(%lld)[1,524287]",
                         (long long)(k + v->base));
                trace_store(I, name, NULL, 0);
            }
        }
        return true;
    }
    NumVar *v = variables_num(I->env, slot);
    if (!read_array_target(I, v->exists, v->ndims, dims)) return false;
    int64_t count = variables_num_elements(v);
    for (int64_t k = 0; k < count; k++) {
        Num *top = read_item(I, true, sp, 0);
        Num x = *top;
        v = variables_num(I->env, slot);
        Num *p = viewed_num(I, v, &v->elems[k]);
        store_converted(I, (VarType)v->type, x, p, STORE_KIND_VALUE);
        I->res = x;                  /* (after: a refused store leaves RES) */
        if (I->trace & TRACE_VARS) { /* the ROM: "A(0)=7" */
            int64_t cols = v->ndims == 2 ? (int64_t)v->ub[1] - v->base + 1 : 1;
            Num subs[2] = {num_from_int(k / cols + v->base), num_from_int(k % cols + v->base)};
            trace_num(I, slot, v->ndims, subs, *p);
        }
    }
    return true;
}

/* ---- DISP USING and PRINT USING (image.c reads the image) ---- */

/* Writes text onto the display line a character at a time, so that a long
 * one breaks at the line's width as the ROM's does. */
static void using_text(Interp *I, const char *text, size_t len, int64_t blanks) {
    graphics_written(&I->graphics);
    for (size_t i = 0; i < len; i++)
        vm_display_item(I, text + i, 1);
    for (int64_t i = 0; i < blanks; i++)
        vm_display_item(I, " ", 1);
    long_operation(I, (int64_t)len + blanks);
}

/* Writes the literals and X blanks written against field f (charged as
 * literals, not as its symbols: the ROM's time). */
static void using_prefix(Interp *I, const ImageField *f) {
    using_text(I, f->prefix, (size_t)f->prefix_len, 0);
    vm_charge(I, TIMING_USING_LITERAL, f->prefix_len);
}

/* The cost of reading field f of an image: its symbols and repeat counts,
 * whether an item fills it or the statement ends at it. */
static void using_field_charge(Interp *I, const ImageField *f) {
    vm_charge(I, TIMING_USING_SYMBOL, f->text_len); /* (DDD: 3 ms each on the ROM) */
    vm_charge(I, TIMING_USING_COUNT, f->counts);    /* (3D: 11 ms more than DDD) */
}

/* Writes what a look ahead produced: characters, and line ends. */
static void using_emit(Interp *I) {
    Image *g = I->image;
    graphics_written(&I->graphics);
    for (int i = 0; i < g->nout; i++) {
        if (g->out[i] == IMAGE_LINE_END) {
            display_end(&I->display, true);
            display_begin(&I->display, I->using_print);
        } else {
            char ch = (char)g->out[i];
            vm_display_item(I, &ch, 1);
        }
    }
    long_operation(I, g->nout);
    vm_charge(I, TIMING_USING_BLANK, g->blanks_out);     /* (10.6 ms each on the ROM) */
    vm_charge(I, TIMING_USING_LITERAL, g->literals_out); /* (7.3 ms each) */
    vm_charge(I, TIMING_USING_ITEM, g->items_out);       /* ('X=', 8X: 13 ms each) */
    g->nout = g->blanks_out = g->literals_out = g->items_out = 0;
}

/* Looks ahead to the next field or the image's end; what it passes is
 * written only once the look ahead is sound (the ROM). must_find: from the
 * image's start for a value, the end before any field is Invalid USING (an
 * image without fields). Returns where it stopped. */
static ImageAhead using_look_ahead(Interp *I, bool must_find) {
    for (;;) {
        Hp71Error e;
        ImageAhead r = image_look_ahead(I->image, &e);
        if (e) vm_throw(I, e);
        if (must_find && r == IMAGE_AT_END) {
            I->image->nout = 0;
            vm_throw(I, HP71_E_INVALID_USING);
        }
        using_emit(I);
        if (r != IMAGE_OUT_FULL) return r;
    }
}

/* USING: takes the image (the string on the stack, or the IMAGE statement
 * at pc target of code) and writes what comes before its first field.
 * Errors: Stmt Not Found, Invalid USING (the line is no IMAGE), Invalid
 * IMAGE. */
static void using_begin(Interp *I, const Word *code, int mode, int64_t target, bool print) {
    if (!I->image && !(I->image = malloc(sizeof *I->image)))
        vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
    const char *text;
    size_t len;
    if (mode == 0) {
        StrBuf *b = &I->sstack[--I->ssp];
        text = chars(b);
        len = (size_t)b->len;
    } else {
        if (code[target] == OP_NO_LINE) vm_throw(I, HP71_E_LINE_NOT_FOUND);
        if (!chunk_is_line((Opcode)code[target]) || code[target + 2] != OP_IMAGE)
            vm_throw(I, HP71_E_INVALID_USING);
        const StrConst *s = (const StrConst *)(intptr_t)code[target + 3];
        text = s->s;
        len = (size_t)s->len;
    }
    Hp71Error e = image_begin(I->image, text, len);
    if (e) vm_throw(I, e);
    I->using_print = print;
    I->using_again = false;
    I->using_odd = false;
    if (print) display_begin(&I->display, true);
    I->using_at_field = using_look_ahead(I, false) == IMAGE_AT_FIELD;
}

/* Before an item is evaluated, as the ROM: the image to its next field,
 * that field read, and the look ahead past it (Invalid IMAGE comes before
 * the item's own errors). Errors: Invalid IMAGE, Invalid USING (no field). */
static void using_field(Interp *I) {
    Image *g = I->image;
    if (!I->using_at_field) { /* from the start again */
        using_look_ahead(I, true);
        I->using_again = true;
        I->using_odd = false; /* (the ROM forgets the last value's '*') */
    }
    Hp71Error e = image_read_field(g);
    if (e) vm_throw(I, e);
    using_field_charge(I, &g->field);        /* (before the item, as the ROM reads it) */
    I->using_repeating = image_repeating(g); /* (before the look ahead past it) */
    I->using_after = (int)image_look_ahead(g, &e);
    if (e) vm_throw(I, e);
}

/* A value for the field using_field read: a number (v) or a string (s);
 * the literals written against a field that is no number's show once the
 * value's type is taken. Errors: Invalid Arg (a B field's number beyond
 * ±IMAGE_BYTE_MAX rounded, Inf or NaN); Invalid USING (a field of the
 * other type; a number for a string field is Data Type right after a digit
 * field showed Inf, NaN or '*', where the image was started again or a
 * group repeats and not started again since, as the ROM); warning IMAGE Ovfl
 * (the field shows '*'). A number a numeric field takes becomes RES. */
static void using_value(Interp *I, const Num *v, const StrBuf *s) {
    Image *g = I->image;
    ImageAhead r = (ImageAhead)I->using_after;
    const ImageField *f = &g->field;
    char buf[IMAGE_NUMBER_MAX];
    const char *text = buf;
    size_t len = 0;
    int64_t blanks = 0;
    bool odd = false;
    if (v) {
        if (f->kind == IMAGE_STRING)
            vm_throw(I, I->using_odd && (I->using_again || I->using_repeating)
                            ? HP71_E_DATA_TYPE
                            : HP71_E_INVALID_USING);
        /* RES: the last number shown, once a numeric field takes it (the
           ROM: not one a string field refuses; one IMAGE Ovfl refuses too) */
        I->res = *v;
        using_prefix(I, f); /* once its type is taken */
        if (f->kind == IMAGE_SKIP) {
            len = 0;                        /* nothing shown */
        } else if (f->kind == IMAGE_BYTE) { /* the character of its code, rounded, modulo 256 */
            Num n = num_round_int(*v);
            bool exact;
            int64_t code = num_to_int64(n, IMAGE_BYTE_MAX + 1, &exact);
            if (!num_is_finite(n) || code > IMAGE_BYTE_MAX || code < -IMAGE_BYTE_MAX)
                vm_throw(I, HP71_E_INVALID_ARG);
            buf[0] = (char)(unsigned char)(code & 255);
            len = 1;
        } else if (f->kind == IMAGE_COMPACT || f->kind == IMAGE_COMPACT_COMMA) {
            /* as DISP shows it, without its blanks; H: its radix a comma */
            len = format_number(*v, I->format, buf);
            while (len > 0 && buf[len - 1] == ' ')
                len--;
            while (len > 0 && *text == ' ')
                text++, len--;
            char *radix = memchr(buf, '.', (size_t)(text - buf) + len); /* (one at most) */
            if (radix && f->kind == IMAGE_COMPACT_COMMA) *radix = ',';
        } else {
            bool overflow;
            len = image_format_number(f, *v, buf, &overflow);
            /* a warning while the OVF trap is 1 or 2, else the error (the
               ROM: DEFAULT OFF makes IMAGE Ovfl an error; no flag is set) */
            if (overflow) {
                if (!traps_go_on(&I->traps, TRAP_NAME_OVF)) vm_throw(I, HP71_E_IMAGE_OVFL);
                vm_report(I, HP71_E_IMAGE_OVFL, true);
            }
            odd = overflow || !num_is_finite(*v);
        }
    } else {
        /* (a number field has no prefix: its literals are among its symbols;
           a B field's show before it refuses a string) */
        using_prefix(I, f);
        if (f->kind == IMAGE_NUMBER || f->kind == IMAGE_BYTE) vm_throw(I, HP71_E_INVALID_USING);
        text = chars(s);
        len = f->kind == IMAGE_SKIP ? 0 : (size_t)s->len;
        if (f->kind == IMAGE_STRING && f->len > 0) {
            /* literals among its A's: each A the string's next character or
               a blank (the ROM: A'-'A of "XY" shows X-Y) */
            size_t from = 0;
            for (int i = 0; i < f->len; i++)
                buf[i] = f->literal[i] ? f->symbols[i] : from < len ? text[from++] : ' ';
            text = buf;
            len = (size_t)f->len;
        } else if (f->kind == IMAGE_STRING) {
            if (len > (size_t)f->width) len = (size_t)f->width;
            blanks = f->width - (int64_t)len;
        }
    }
    I->using_odd = odd;
    /* (8 ms a character on the ROM, a K field's 5: bench/timing/using_compact_*) */
    bool compact = f->kind == IMAGE_COMPACT || f->kind == IMAGE_COMPACT_COMMA;
    vm_charge(I, compact ? TIMING_USING_COMPACT_CHAR : TIMING_USING_CHAR, (int64_t)len + blanks);
    vm_charge(I, TIMING_USING_COMPACT, compact);
    using_text(I, text, len, blanks);
    using_emit(I);
    if (r == IMAGE_OUT_FULL) r = using_look_ahead(I, false);
    I->using_at_field = r == IMAGE_AT_FIELD;
}

/* The end of the statement: a field the walk stopped at is read, and the
 * items past it up to the next field (Invalid IMAGE; their output is not
 * shown), then the line is shown, unless the image began with '#'. */
static void using_end(Interp *I) {
    Image *g = I->image;
    if (I->using_at_field) { /* the ROM reads that field, and looks ahead past it */
        Hp71Error e = image_read_field(g);
        if (!e) using_field_charge(I, &g->field); /* (the ROM: "3D.2D,3D.2D" with one item) */
        while (!e && image_look_ahead(g, &e) == IMAGE_OUT_FULL)
            g->nout = 0;
        g->nout = 0;
        if (e) vm_throw(I, e);
    }
    display_end(&I->display, !g->keep_line);
    display_begin(&I->display, false);
}

/* ---- statistics (stat.c computes) ---- */

/* The statistics array's elements, copied into s (stat_size(15) Nums; the
 * array's OPTION BASE is 0 whatever the option: stat_declare). Returns the
 * number of variables; *var is the array. Error: Invalid Stat Array (no
 * STAT, or the array is gone or no longer one). */
static int stat_read_at(Interp *I, int slot, Num *s, NumVar **var) {
    if (slot < 0) vm_throw(I, HP71_E_INVALID_STAT_ARRAY);
    NumVar *a = &I->env->num[slot];
    if (a->ref) a = a->ref;
    if (!a->exists || a->ndims != 1 || a->type != VAR_REAL || !a->stat)
        vm_throw(I, HP71_E_INVALID_STAT_ARRAY);
    int64_t size = (int64_t)a->ub[0] - a->base + 1;
    int vars = size <= stat_size(STAT_MAX_VARS) ? stat_vars_of((int)size) : -1;
    if (vars < 0) vm_throw(I, HP71_E_INVALID_STAT_ARRAY);
    memcpy(s, a->elems, (size_t)size * sizeof(Num));
    *var = a;
    return vars;
}

static int stat_read(Interp *I, Num *s, NumVar **var) {
    return stat_read_at(I, I->stat_slot, s, var);
}

/* A statistic one of whose arguments was an array's name alone
 * (OP_LOAD_STAT_ARG): Invalid Stat Array when there is no statistics array
 * (the ROM finds it first), else Data Type; nothing otherwise. */
static void stat_array_argument(Interp *I) {
    if (!I->stat_array_arg) return;
    Num s[136];
    NumVar *a;
    (void)stat_read(I, s, &a);
    vm_throw(I, HP71_E_DATA_TYPE);
}

static void stat_write(const Num *s, NumVar *a) {
    memcpy(a->elems, s, (size_t)((int64_t)a->ub[0] - a->base + 1) * sizeof(Num));
}

/* STAT A(n): A becomes a REAL array of the size n variables need, keeping
 * what it held (the ROM). Errors: Invalid Arg (n outside 0..15, or 0 under
 * OPTION BASE 1). */
static void stat_declare(Interp *I, int slot, Num n) {
    bool exact;
    int64_t vars = num_is_finite(n) ? num_to_int64(num_round_int(n), 1000, &exact) : -1;
    if (vars < 0 || vars > STAT_MAX_VARS) vm_throw(I, HP71_E_INVALID_ARG);
    int64_t upper = stat_size((int)vars) - 1;
    /* STAT A(0): the count alone, A(0), which OPTION BASE 1 has not (the ROM) */
    if (upper < I->option_base) vm_throw(I, HP71_E_INVALID_ARG);
    /* with OPTION BASE 0 whatever the option: the count is A(0) (the ROM) */
    Hp71Error e = variables_declare_num(I->env, slot, VAR_REAL, 1, &upper, 0);
    if (e) vm_throw(I, e);
    variables_num(I->env, slot)->stat = true; /* (through a reference too) */
    if (I->lr_slot == slot) I->lr_slot = -1;  /* its regression forgotten (the ROM) */
    I->stat_slot = slot;
}

/* STAT A: the array as it is becomes the statistics array. Error: Invalid
 * Stat Array (no array, not of a statistics array's size, or not made by
 * STAT A(n): the ROM refuses an array DIM made, or declared again since). */
static void stat_designate(Interp *I, int slot) {
    Num s[136];
    NumVar *a;
    (void)stat_read_at(I, slot, s, &a);
    I->stat_slot = slot;
}

/* ADD's or DROP's work in progress, for its trap. */
typedef struct StatAdd {
    Interp *I;
    Num *s;
    NumVar *a;
} StatAdd;

/* The trap module decides on an exception of ADD's or DROP's arithmetic;
 * what the update stored before it stays, even if it is an error. */
static Num stat_trap(void *ctx, Hp71Error e, Num r) {
    StatAdd *t = ctx;
    stat_write(t->s, t->a);
    condition(t->I, e, &r);
    return r;
}

/* ADD (sign 1) or DROP (-1) of count values x. It wants the RAM its work
 * takes free, and 16 nibbles a value (Insufficient Memory), less what an
 * ADD or DROP that failed keeps, which it takes over. An error of its own
 * (its arithmetic's, Invalid Stat Op) leaves 7 and 21 nibbles a variable
 * of the statistics array taken until an ADD or DROP succeeds (the ROM:
 * MEM 24 bytes lower after ADD -INF,33 on STAT S(2), memory/failed_add_*;
 * an Insufficient Memory leaves it so too). */
static void stat_add(Interp *I, const Num *x, int count, int sign) {
    stat_array_argument(I);
    Num s[136];
    NumVar *a;
    int vars = stat_read(I, s, &a);
    /* its work and its values want room, the work a failed one kept
       counted as free: else Insufficient Memory, nothing added (the ROM,
       to the nibble: memory/add_room_*) */
    int64_t work = VM_RAM_STAT_WORK + VM_RAM_STAT_WORK_VAR * vars;
    ram_room(I, work + VM_RAM_STAT_VALUE * count - I->stat_kept_ram);
    StatAdd t = {I, s, a};
    I->stat_kept_ram = work;
    Hp71Error e = stat_update(s, vars, x, count, sign, I->round, stat_trap, &t);
    if (e) vm_throw(I, e);
    stat_write(s, a);
    I->stat_kept_ram = 0;
}

static void stat_clear(Interp *I) {
    Num s[136];
    NumVar *a;
    int vars = stat_read(I, s, &a);
    for (int i = 0; i < stat_size(vars); i++)
        s[i] = num_from_int(0);
    stat_write(s, a);
}

/* A statistic's error e as the invalid operation it is: Invalid Stat Op
 * (no values, no spread) and Invalid Arg (a variable number) trap. */
static Hp71Error statistic_exception(Hp71Error e) {
    return e == HP71_E_INVALID_STAT_OP ? HP71_E_IVL_STAT_OP
           : e == HP71_E_INVALID_ARG   ? HP71_E_IVL_ARG
                                       : e;
}

/* LR y,x: the regression PREDV uses; its intercept and slope kept for
 * LR_RESULT (the statement's targets). Errors: Invalid Arg (a variable
 * number); the regression's exceptions (Invalid Stat Op, Invalid
 * Statistic, Inf/Inf...) to their trap, both results NaN. */
static void stat_regression(Interp *I, Num y, Num x) {
    stat_array_argument(I);
    Num s[136];
    NumVar *a;
    int vars = stat_read(I, s, &a);
    Hp71Error under[2] = {0, 0};
    Hp71Error e = stat_linear_regression(s, vars, y, x, I->round, &I->lr_b, &I->lr_m, under);
    /* (the ROM: a bad variable number keeps the regression PREDV had; one
       that cannot be made yet is PREDV's, made again from the data then) */
    if (e == HP71_E_INVALID_ARG) vm_throw(I, e);
    I->lr_y = y;
    I->lr_x = x;
    I->lr_slot = I->stat_slot;
    /* a slope or intercept below the range: its trap's, 0 or the denormal
       (the ROM: statistics/regression_below_the_range) */
    if (under[0]) condition(I, under[0], &I->lr_m);
    if (under[1]) condition(I, under[1], &I->lr_b);
    if (e == HP71_E_INEXACT) { /* the flag, or under TRAP(INX,0) the error: no target stored */
        Num r = num_nan();
        condition(I, e, &r);
    } else if (e == HP71_E_OVERFLOW) { /* a result beyond the range: its trap's (MAXREAL) */
        if (num_is_inf(I->lr_m)) condition(I, e, &I->lr_m);
        if (num_is_inf(I->lr_b)) condition(I, e, &I->lr_b);
    } else if (e) {
        Num r = num_nan();
        condition(I, statistic_exception(e), &r);
        I->lr_b = I->lr_m = num_nan();
    }
}

/* MEAN, SDEV, TOTAL (n arguments: 0 or 1), CORR, PREDV on the stack. */
static Num *stat_function_call(Interp *I, Keyword kw, int n, Num *sp) {
    stat_array_argument(I);
    Num r = num_nan(), s[136];
    NumVar *a;
    Hp71Error e;
    if (kw == KW_PREDV) {
        int vars = stat_read(I, s, &a);
        /* (a signaling x and then the count, before the regression is
           looked at: the ROM) */
        e = num_is_snan(*sp) ? HP71_E_SIGNALED_OP : stat_count_check(s);
        if (!e && (I->lr_slot < 0 || I->lr_slot != I->stat_slot)) e = HP71_E_INVALID_STAT_OP;
        if (!e) e = stat_predict(s, vars, I->lr_y, I->lr_x, *sp, I->round, &r);
    } else {
        Num args[2];
        if (kw == KW_CORR) {
            args[1] = *sp--;
            args[0] = *sp;
        } else {
            args[0] = n ? *sp : num_from_int(1);
            if (!n) ++sp;
        }
        int vars = stat_read(I, s, &a);
        StatFunction f = kw == KW_MEAN    ? STAT_MEAN
                         : kw == KW_SDEV  ? STAT_SDEV
                         : kw == KW_TOTAL ? STAT_TOTAL
                                          : STAT_CORR;
        e = stat_function(s, vars, f, args, I->round, &r);
    }
    /* a statistic that cannot be made is an invalid operation its trap
       decides, as the arithmetic's exceptions (the ROM: NaN and a warning
       under TRAP(IVL,2)) */
    *sp = r;
    if (e) condition(I, statistic_exception(e), sp);
    return sp;
}

/* ---- calls ---- */

/* The length a string function's result holds: DEF FN's second operand,
 * 1 for the default (32 characters), 2 + n for DEF FNA$[n]. */
static int64_t fn_result_max(Word declared) {
    return declared >= 2 ? declared - 2 : VAR_DEFAULT_STRING_MAX;
}

/* Nibbles a string function's result of max characters takes while it
 * runs (ROM 2CDCC, measured by MEM inside the call: 68 for the default 32,
 * and 2 more for each character declared beyond). */
static int64_t fn_result_ram(int64_t max) {
    return VM_RAM_FN_STRING_BASE + 2 * max;
}

/* A call of the user function at target whose result is declared longer
 * than a call takes (DEF FNA$[65536]): Invalid Arg, before its room is
 * looked for (the ROM). */
static void fn_result_check(Interp *I, int64_t target) {
    const Word *code = I->program.code.code;
    if (code[target] == OP_FN_ENTER && fn_result_max(code[target + 2]) > VM_FN_STRING_LONGEST)
        vm_throw(I, HP71_E_INVALID_ARG);
}

/* Error e of the call f, found entering it: the caller's error (ROM). */
static _Noreturn void caller_error(Interp *I, const Frame *f, Hp71Error e) {
    I->current_line = f->line;
    I->stmt_pc = f->stmt_pc;
    bool other_file = f->other_file;
    int64_t file = f->caller_file;
    drop_frame(I); /* never entered: the caller's ON ERROR takes it (the ROM) */
    if (other_file) (void)back_to_file(I, file); /* (in the caller's file: files/basic_call_*) */
    vm_throw(I, e);
}

static void bind_fn_params(Interp *I, Frame *f, const Word *code, int64_t pc, int count,
                           Num **spp) {
    f->saved = count ? calloc((size_t)count, sizeof(SavedParam)) : NULL;
    if (count && !f->saved) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
    /* arguments are on the stacks in order: bind from the last */
    Num *sp = *spp;
    for (int i = count - 1; i >= 0; i--) {
        int64_t at = pc + (int64_t)i * 3;
        bool is_str = code[at + 1] != 0;
        int slot = (int)code[at + 2];
        SavedParam *p = &f->saved[f->nsaved++];
        p->is_str = is_str;
        p->slot = slot;
        if (is_str) {
            p->str = I->env->str[slot];
            memset(&I->env->str[slot], 0, sizeof(StrVar));
            StrBuf *a = &I->sstack[--I->ssp];
            /* as long as the value (the ROM: A$=A$&"X" in the function
               overflows); its RAM was checked with the call's (fn_room),
               before the frame's */
            I->memory.ram -= f->ram;
            Hp71Error e = variables_declare_str(I->env, slot, 0, 0, a->len, 0);
            if (!e) e = variables_store_str(I->env, slot, chars(a), a->len);
            I->memory.ram += f->ram;
            if (e) caller_error(I, f, e); /* the caller's parameters in force again */
        } else {
            p->num = I->env->num[slot];
            memset(&I->env->num[slot], 0, sizeof(NumVar));
            NumVar *v = &I->env->num[slot];
            v->exists = true;
            variables_set_type(v, VAR_REAL);
            v->val = *sp--;
        }
    }
    *spp = sp;
    I->fn_saved += f->nsaved;
    if (f->is_str) { /* its result (checked with the call's RAM: fn_room) */
        I->memory.ram += fn_result_ram(f->str_max);
        f->ram += fn_result_ram(f->str_max);
    }
}

/* A call whose arguments do not fit the SUB or DEF FN: Parameter Mismatch,
 * the caller's error (ROM). */
static _Noreturn void mismatch(Interp *I, const Frame *f) {
    caller_error(I, f, HP71_E_PARAMETER_MISMATCH);
}

/* Binds parameter slot of the subprogram frame f to the element argument
 * a: a variable of its own with the element's type (or length) and value,
 * bound to the element (ElemRef); or, when a parameter is bound to that
 * element already (CALL S(A(2),A(2)), or A(2) passed on from a SUB that
 * has A() and a parameter bound to A(2)), an alias of that parameter. */
static void bind_element(Interp *I, Frame *f, int slot, const Arg *a) {
    bool is_str = a->kind == ARG_ELEM_STR;
    ElemRef *bound =
        I->elem_views ? element_view(I, is_str,
                                     is_str ? (const void *)a->str : (const void *)a->num, a->index)
                      : NULL;
    if (bound) {
        if (is_str)
            I->env->str[slot].ref = bound->str_param;
        else
            variables_alias_num(&I->env->num[slot], bound->num_param);
        return;
    }
    ElemRef *refs = realloc(f->elem_refs, (size_t)(f->nelem_refs + 1) * sizeof *refs);
    if (!refs) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
    f->elem_refs = refs;
    ElemRef *r = &refs[f->nelem_refs++];
    *r = (ElemRef){.is_str = is_str,
                   .slot = slot,
                   .num = a->num,
                   .str = a->str,
                   .index = a->index,
                   .num_param = &I->env->num[slot],
                   .str_param = &I->env->str[slot]};
    if (a->kind == ARG_ELEM_NUM) {
        NumVar *v = &I->env->num[slot];
        v->exists = true;
        variables_set_type(v, (VarType)a->num->type);
        v->val = a->num->elems[a->index];
    } else {
        const StrBuf *s = &a->str->elems[a->index];
        /* (the ROM's parameter is a reference, VM_RAM_REF, not a string
           variable of the element's length: the frame takes the rest back) */
        int64_t over = variables_ram_str(0, 1, a->str->maxlen) - VM_RAM_REF;
        I->memory.ram -= over;
        f->ram -= over;
        Hp71Error e = variables_declare_str(I->env, slot, 0, 0, a->str->maxlen, 0);
        if (!e) e = variables_store_str(I->env, slot, chars(s), s->len);
        if (e) vm_throw(I, e);
    }
    r->live = true;
    I->elem_views++;
}

static void enter_sub(Interp *I, const Word *code, int64_t pc, int count) {
    Frame *f = &I->frames[I->nframes - 1];
    if (count != f->nargs) mismatch(I, f);
    Arg *args = &I->args[I->nargs - count];
    for (int i = 0; i < count; i++) {
        int64_t at = pc + (int64_t)i * 3;
        int kind = (int)code[at + 1], slot = (int)code[at + 2];
        bool want_str = kind & PARAM_STRING, want_array = kind & PARAM_ARRAY;
        int want_dims = chunk_param_dims(kind);
        Arg *a = &args[i];
        bool is_str = a->kind == ARG_REF_STR || a->kind == ARG_VAL_STR || a->kind == ARG_ELEM_STR;
        if (is_str != want_str) mismatch(I, f);
        switch (a->kind) {
        case ARG_ELEM_NUM:
        case ARG_ELEM_STR:
            if (want_array) mismatch(I, f);
            bind_element(I, f, slot, a);
            break;
        case ARG_REF_NUM:
            if (a->num->ndims != want_dims) mismatch(I, f);
            variables_alias_num(&I->env->num[slot], a->num);
            break;
        case ARG_REF_STR:
            if ((a->str->ndims != 0) != want_array) mismatch(I, f);
            I->env->str[slot].ref = a->str;
            break;
        case ARG_VAL_NUM: {
            if (want_array) mismatch(I, f);
            NumVar *v = &I->env->num[slot];
            v->exists = true;
            variables_set_type(v, VAR_REAL);
            v->val = a->value;
            break;
        }
        case ARG_VAL_STR: {
            if (want_array) mismatch(I, f);
            /* a variable of the default length (a longer value overflowed
               as it was passed: ARG_STR) */
            Hp71Error e = variables_declare_str(I->env, slot, 0, 0, VAR_DEFAULT_STRING_MAX, 0);
            if (!e) e = variables_store_str(I->env, slot, chars(&a->text), a->text.len);
            if (e) caller_error(I, f, e); /* no room for it: at the CALL (the ROM) */
            break;
        }
        }
    }
    I->nargs -= count;
}

/* The nibbles the CALL arguments evaluated from args[from] on take on the
 * ROM's stack: VM_RAM_ARG_PENDING each, a string value's 2 a character
 * besides. */
static int64_t arguments_pending_ram(const Interp *I, int from) {
    int64_t ram = 0;
    for (int i = from; i < I->nargs; i++)
        ram += VM_RAM_ARG_PENDING +
               (I->args[i].kind == ARG_VAL_STR ? 2 * (int64_t)I->args[i].text.len : 0);
    return ram;
}

/* The nibbles of RAM a CALL of count arguments, the last count pushed,
 * holds (VM_RAM_SUB ...): a parameter passed by value is a variable of the
 * subprogram, counted as one. */
static int64_t sub_ram(const Interp *I, int count) {
    int64_t ram = VM_RAM_SUB + (count ? VM_RAM_SUB_PARAMS : 0);
    for (int i = I->nargs - count; i < I->nargs; i++)
        if (I->args[i].kind == ARG_REF_NUM || I->args[i].kind == ARG_REF_STR) ram += VM_RAM_REF;
    return ram;
}

/* The nibbles of RAM that must be free, beyond its frame and the
 * variables its values become, for a CALL of the last count arguments
 * pushed to be made (ROM 2CDCC, measured by MEM at the edge, 0 to 4
 * arguments of each kind: memory/call_room_*): VM_RAM_SUB_SPARE with
 * none; VM_RAM_SUB_SPARE_ARGS with one, a string value VM_RAM_STR_ARG
 * more; with two or more VM_RAM_SUB_SPARE_ARGS - 1 and
 * VM_RAM_SUB_ARG_EACH each; a string value 2 a character besides. */
static int64_t sub_room(const Interp *I, int count) {
    int64_t room = count == 0   ? VM_RAM_SUB_SPARE
                   : count == 1 ? VM_RAM_SUB_SPARE_ARGS
                                : VM_RAM_SUB_SPARE_ARGS - 1 + count * VM_RAM_SUB_ARG_EACH;
    for (int i = I->nargs - count; i < I->nargs; i++) {
        const Arg *a = &I->args[i];
        if (a->kind == ARG_VAL_NUM) room += VM_RAM_SCALAR;
        /* (an element's parameter, made as it is bound: a reference) */
        if (a->kind == ARG_ELEM_NUM || a->kind == ARG_ELEM_STR) room += VM_RAM_REF;
        if (a->kind == ARG_VAL_STR)
            room += variables_ram_str(0, 1, VAR_DEFAULT_STRING_MAX) + 2 * (int64_t)a->text.len +
                    (count == 1 ? VM_RAM_STR_ARG : 0);
    }
    return room;
}

/* The nibbles of RAM that must be free for a call of the user function
 * at target, its arguments shape (FN_CALL's operands) and on the stacks,
 * to be made (ROM 2CDCC, measured by MEM at the edge:
 * memory/fn_call_room_*): VM_RAM_FN_ROOM, the variable each argument
 * becomes (a string's as long as its value) and a string function's
 * result (fn_result_ram). The frame (VM_RAM_FN) may then leave less
 * than none; the command stack does not give way. */
static int64_t fn_room(const Interp *I, int64_t target, Word shape) {
    int nargs = (int)(shape & 0xff);
    int strings = __builtin_popcountll((unsigned long long)(shape >> 8));
    int64_t room = VM_RAM_FN_ROOM + (int64_t)(nargs - strings) * VM_RAM_SCALAR;
    for (int i = I->ssp - strings; i < I->ssp; i++)
        room += variables_ram_str(0, 1, I->sstack[i].len);
    const Word *code = I->program.code.code;
    if (code[target] == OP_FN_ENTER && code[target + 2])
        room += fn_result_ram(fn_result_max(code[target + 2]));
    return room;
}

/* CALL A$ or CALL "NAME" names its subprogram as the ROM reads it: up to
 * a blank, in either case. */
enum { SUB_NAME_MAX = TOKENS_NAME_MAX };

/* Where a CALL of the current file enters it: the program's first line
 * (its end when it has none). */
enum { FILE_ENTRY = 0 };

/* Whether a CALL of name (upper case) with count arguments calls the
 * current file: the name NAME (or EDIT) gave it, and no arguments (the
 * ROM: CALL FOO(1) of file FOO is Sub Not Found). */
static bool calls_file(const Interp *I, const char *name, int count) {
    return count == 0 && I->file_name[0] && strcmp(name, I->file_name) == 0;
}

/* The name a CALL whose operand is at names, when no subprogram has it
 * ("" unknown). */
static const char *missing_sub_name(const Interp *I, int64_t at) {
    const Program *p = &I->program;
    for (int i = 0; i < p->nmissing_calls; i++)
        if (p->missing_calls[i].pc == at) return p->missing_calls[i].name;
    return "";
}

/* A CALL of count arguments, the last pushed, finds no subprogram: the
 * ROM wants VM_RAM_SUB_SPARE nibbles free beside its arguments (each
 * VM_RAM_ARG_PENDING, a string value's characters 2 each) before it
 * answers Sub Not Found (memory/missing_sub_room_*). Error: Insufficient
 * Memory. */
static void missing_sub(Interp *I, int count) {
    ram_room(I, VM_RAM_SUB_SPARE + arguments_pending_ram(I, I->nargs - count));
}

/* The BASIC file other than the current one that a CALL of name (upper
 * case) with count arguments calls: the first in the catalog's order
 * (ROM 2CDCC: files/basic_call_order*) that
 * holds a SUB of that name, or is named so and count is 0 (it runs from
 * its first line); its index (basicfiles.h), -1 for none. */
static int other_file_sub(const Interp *I, const char *name, int count) {
    int found = -1;
    for (int i = 0; i < I->basic.count; i++) {
        const BasicFile *f = &I->basic.file[i];
        if (!basic_has_sub(&I->basic, i, name) && (count > 0 || strcmp(f->name, name) != 0))
            continue;
        if (found < 0 || f->serial < I->basic.file[found].serial) found = i;
    }
    return found;
}

static int64_t call_sub(Interp *I, int64_t target, int count, int64_t ret, const char *file);

/* The entry (SUB_ENTER) of program p's subprogram name (upper case), or -1
 * when p has none. */
static int64_t sub_entry(const Program *p, const char *name) {
    for (int i = 0; i < p->nsubs; i++)
        if (strcmp(p->subs[i].name, name) == 0) return p->subs[i].pc;
    return -1;
}

/* CALL of name (upper case) with count arguments, returning to ret, of a
 * subprogram BASIC file k holds (other_file_sub): file k becomes the
 * current file while it runs, its END SUB (or END, STOP, its end) makes
 * the caller's file current again (return_from_sub); an error or PAUSE
 * in it leaves file k current, as RUN, LIST and CAT then show (ROM 2CDCC:
 * files/basic_call_*). The run loop follows the move (code_moved).
 * Returns the entry. Errors: call_sub's, the caller's file current again. */
static int64_t call_other_file(Interp *I, int k, const char *name, int count, int64_t ret) {
    int64_t caller = I->file_serial;
    commands_exchange_current(I, k);
    program_link(&I->program);
    int64_t target = sub_entry(&I->program, name);
    const char *file = target < 0 ? I->file_name : NULL; /* (a file called by its name) */
    if (target < 0) target = FILE_ENTRY;
    jmp_buf here;
    jmp_buf *outer = I->catch_point;
    I->catch_point = &here;
    if (setjmp(here)) {
        I->catch_point = outer;
        (void)back_to_file(I, caller);
        vm_throw(I, I->thrown);
    }
    int64_t pc = call_sub(I, target, count, ret, file);
    I->catch_point = outer;
    I->frames[I->nframes - 1].other_file = true;
    I->frames[I->nframes - 1].caller_file = caller;
    I->code_moved = true;
    I->code_shift = 0;
    return pc;
}

/* CALL: the subprogram at target (its SUB_ENTER; no_sub_pc for none) is
 * called with the last count arguments pushed, returning to ret: its frame
 * and a new environment, the caller's ON ERROR and DATA put aside. A
 * subprogram no SUB names may be the current file (file: its name, ""
 * for CALL alone; target FILE_ENTRY): its program runs from its first
 * line as a subprogram of no parameters, which its END, STOP, its end or
 * a SUB line ends (the ROM). Returns where the run goes on: the entry.
 * Errors: Sub Not Found (no_sub_pc: before the frame's room is wanted,
 * once missing_sub found its own and TRACE FLOW named the CALL),
 * Insufficient Memory. */
static int64_t call_sub(Interp *I, int64_t target, int count, int64_t ret, const char *file) {
    if (target == I->program.no_sub_pc) { /* looked for before the frame's room is wanted
                                             (the ROM: subprograms/missing_sub_at_the_ram_edge) */
        char name[SUB_NAME_MAX + 1];
        snprintf(name, sizeof name, "%s", missing_sub_name(I, ret - 2));
        if (calls_file(I, name, count)) return call_sub(I, FILE_ENTRY, 0, ret, I->file_name);
        int k = name[0] ? other_file_sub(I, name, count) : -1;
        if (k >= 0) return call_other_file(I, k, name, count, ret);
        missing_sub(I, count);
        if (I->trace & TRACE_FLOW) trace_call(I, target, ret - 2);
        vm_throw(I, HP71_E_SUB_NOT_FOUND);
    }
    /* traced before its room is wanted (the ROM: Trace line 80 CALL S80,
       then Insufficient Memory) */
    if (I->trace & TRACE_FLOW) {
        if (!file)
            trace_call(I, target, ret - 2);
        else if (*file)
            trace_call_name(I, file);
    }
    int64_t ram = sub_ram(I, count) + (file ? VM_RAM_FILE_CALL : 0);
    /* before the environment: the push below cannot fail. Inside a
       subprogram, or once the run's first CALL was made, a CALL of no
       arguments checks its margin only, and its frame may then leave less
       than none (the ROM: memory/call_room_nested,
       memory/second_call_room_at_the_edge) */
    int64_t room = count == 0 && (I->nsubs > 0 || I->call_ram)
                       ? sub_room(I, 0)
                       : ram + (I->call_ram ? 0 : VM_RAM_FIRST_CALL) + sub_room(I, count);
    int64_t free_now = ram_free(I);
    if (!I->call_ram && room > free_now &&
        free_now >= VM_RAM_FIRST_CALL_ROOM + arguments_pending_ram(I, I->nargs - count)) {
        /* the run's first CALL takes its RAM when VM_RAM_FIRST_CALL_ROOM
           nibbles are free beside its arguments, before its frame's room
           is found short, and keeps it (the ROM: memory/first_call_kept_*) */
        I->call_ram = VM_RAM_FIRST_CALL;
    }
    call_room(I, room);
    if (I->memory.used + (int64_t)sizeof(Variables) > I->memory.budget)
        vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
    Variables *env = malloc(sizeof *env);
    if (!env) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
    Frame *f = push_frame_room(I, FRAME_SUB, ret, ram, 0); /* (its room checked above) */
    f->activation = ++I->activations;
    I->call_ram = VM_RAM_FIRST_CALL;
    variables_init(env, &I->memory);
    I->memory.used += (int64_t)sizeof(Variables);
    f->caller_env = I->env;
    f->nargs = count;
    f->caller_on_error_pc = I->on_error_pc;
    f->caller_on_error_gosub = I->on_error_gosub;
    f->caller_on_error_line = I->on_error_line;
    f->caller_on_error_frames = I->on_error_frames;
    I->on_error_pc = -1;
    f->caller_data_env = I->data_env;
    f->caller_data_next = I->data_next;
    I->data_env = target;
    I->data_next = 0; /* READ moves it to the SUB's first DATA */
    I->data_scan = target;
    I->env = env;
    I->for_base = I->nfors;
    return target;
}

/* The subprogram's name b holds, upper case, into name (SUB_NAME_MAX + 1
 * characters): what comes before a blank. Returns whether it is a name. */
static bool sub_name(const StrBuf *b, char *name) {
    const char *s = chars(b);
    int n = 0;
    while (n < b->len && s[n] != ' ' && n < SUB_NAME_MAX) {
        name[n] = (char)toupper((unsigned char)s[n]);
        n++;
    }
    name[n] = '\0';
    return (n == b->len || s[n] == ' ') && tokens_is_name(name, n);
}

/* CALL A$, before its arguments: the string on top of the string stack
 * must be a name (the ROM: CALL "" (X) leaves X unmade). Error: Sub Not
 * Found. */
static void call_name(Interp *I) {
    char name[SUB_NAME_MAX + 1];
    if (!sub_name(&I->sstack[I->ssp - 1], name)) vm_throw(I, HP71_E_SUB_NOT_FOUND);
}

/* A CALL of name (upper case) with count arguments finds no subprogram
 * (missing_sub), named all the same by TRACE FLOW. Error: Sub Not Found. */
static _Noreturn void no_such_sub(Interp *I, int count, const char *name) {
    missing_sub(I, count);
    if (I->trace & TRACE_FLOW) trace_call_name(I, name);
    vm_throw(I, HP71_E_SUB_NOT_FOUND);
}

/* CALL A$: the subprogram, of count arguments, the string on top of the
 * string stack names (taken off; read as sub_name reads it) is called
 * (call_sub), returning to ret: a SUB of the current file, else the
 * current file itself (the name NAME gave it), else one another BASIC
 * file holds (call_other_file). Returns the entry. Errors: Sub Not Found,
 * call_sub's. */
static int64_t call_named(Interp *I, int count, int64_t ret) {
    StrBuf *b = &I->sstack[--I->ssp];
    char name[SUB_NAME_MAX + 1];
    if (!sub_name(b, name)) vm_throw(I, HP71_E_SUB_NOT_FOUND);
    int64_t target = sub_entry(&I->program, name);
    if (target >= 0) return call_sub(I, target, count, ret, NULL);
    if (calls_file(I, name, count)) return call_sub(I, FILE_ENTRY, count, ret, I->file_name);
    int k = other_file_sub(I, name, count);
    if (k >= 0) return call_other_file(I, k, name, count, ret);
    no_such_sub(I, count, name);
}

void vm_trace_call_in(Interp *I) {
    char name[SUB_NAME_MAX + 1];
    if ((I->trace & TRACE_FLOW) && I->ssp > 0 && sub_name(&I->sstack[I->ssp - 1], name))
        trace_call_name(I, name);
}

/* CALL S IN F: the subprogram, of count arguments, the string on top of
 * the string stack names (taken off) in the BASIC file F that OP_COMMAND
 * found (Interp.call_in_file), called (call_sub, call_other_file),
 * returning to ret; F's own name calls no file (the ROM:
 * files/basic_call_in_*). Returns the entry. Errors: Sub Not Found,
 * call_sub's. */
static int64_t call_in(Interp *I, int count, int64_t ret) {
    StrBuf *b = &I->sstack[--I->ssp];
    char name[SUB_NAME_MAX + 1];
    if (!sub_name(b, name)) vm_throw(I, HP71_E_SUB_NOT_FOUND);
    int k = I->call_in_file;
    int64_t target = k < 0 ? sub_entry(&I->program, name) : -1;
    if (target >= 0) return call_sub(I, target, count, ret, NULL);
    if (k >= 0 && k < I->basic.count && basic_has_sub(&I->basic, k, name))
        return call_other_file(I, k, name, count, ret);
    no_such_sub(I, count, name);
}

static Arg *push_arg(Interp *I, ArgKind kind) {
    if (I->nargs >= VM_ARGS_MAX) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
    Arg *a = &I->args[I->nargs++];
    a->kind = kind;
    a->num = NULL;
    a->str = NULL;
    return a;
}

/* Checks that an array of nibbles of RAM, made for a CALL's argument (A()
 * or A(1) of no array: an implicit DIM), fits: the ROM wants
 * VM_RAM_ARG_ROOM nibbles free beyond it, and VM_RAM_ARG_PENDING more for
 * each argument evaluated before it, a string value's 2 a character
 * besides (ROM 2CDCC, to the nibble: memory/call_argument_array_room_*).
 * Error: Insufficient Memory, nothing made. */
static void argument_array_room(Interp *I, int64_t nibbles) {
    ram_room(I, nibbles + arguments_pending_ram(I, 0) + VM_RAM_ARG_ROOM);
}

/* Checks that a CALL's argument passed by reference (a variable, an
 * array, an element) can be bound: VM_RAM_REF_ROOM nibbles free and the
 * arguments pending before it (ROM 2CDCC, to the nibble: before the
 * subprogram is looked for, memory/reference_argument_room). Error:
 * Insufficient Memory. */
static void reference_room(Interp *I) {
    ram_room(I, VM_RAM_REF_ROOM + arguments_pending_ram(I, 0));
}

/* Checks the room an implicit DIM made for a CALL's argument wants (a
 * string array of one dimension, or a REAL array of ndims), as
 * argument_array_room. Error: Insufficient Memory, nothing made. */
static void implicit_array_room(Interp *I, bool is_str, int ndims) {
    int64_t n = VAR_IMPLICIT_BOUND - I->option_base + 1;
    argument_array_room(I, is_str ? variables_ram_str(1, n, VAR_DEFAULT_STRING_MAX)
                                  : variables_ram_num(VAR_REAL, ndims == 2 ? n * n : n));
}

/* Passes variable slot by reference, of kind (PARAM_*): a whole array
 * A() or A(,) is made (as an implicit DIM) when it does not exist; one of
 * other dimensions, or a simple variable, is Data Type (the ROM). A plain
 * name passes what it names, made a simple variable when nothing. */
static void reference_arg(Interp *I, int kind, int slot) {
    int ndims = chunk_param_dims(kind);
    if (kind & PARAM_STRING) {
        StrVar *v = variables_str(I->env, slot);
        if (!v->exists) {
            /* a simple string it makes: its room and VM_RAM_REF_STRING_SPARE
               nibbles more are wanted before it, with the arguments pending
               (the ROM, to the nibble: memory/reference_argument_string_made*) */
            if (ndims)
                implicit_array_room(I, true, 1);
            else
                ram_room(I, variables_ram_str(0, 1, VAR_DEFAULT_STRING_MAX) +
                                VM_RAM_REF_STRING_SPARE + arguments_pending_ram(I, 0));
            if (ndims) {
                declare_implicit_array(I, slot, true, 1);
            } else {
                Hp71Error e = variables_str_scalar(I->env, slot, &(StrBuf *){NULL}, &(int){0});
                if (e) vm_throw(I, e);
            }
            v = variables_str(I->env, slot);
        } else if (ndims && v->ndims != ndims) {
            vm_throw(I, HP71_E_DATA_TYPE);
        }
        reference_room(I);
        if (!ndims) charge(I, TIMING_ARG_REF_STR, 1); /* (the ROM: 3.5 ms more than a number's) */
        push_arg(I, ARG_REF_STR)->str = v;
        return;
    }
    if (!ndims) {
        /* a simple variable it makes: the room is wanted before it too, so
           a CALL that finds too little leaves it unmade (the ROM) */
        if (!variables_num(I->env, slot)->exists) reference_room(I);
        NumVar *n = variables_scalar(I->env, slot);
        reference_room(I);
        push_arg(I, ARG_REF_NUM)->num = n;
        return;
    }
    NumVar *v = variables_num(I->env, slot);
    if (!v->exists) {
        implicit_array_room(I, false, ndims);
        declare_implicit_array(I, slot, false, ndims);
        v = variables_num(I->env, slot);
    } else if (v->ndims != ndims) {
        vm_throw(I, HP71_E_DATA_TYPE);
    }
    reference_room(I);
    push_arg(I, ARG_REF_NUM)->num = v;
}

/* Passes the element of array slot at subs (ndims of them; a string
 * array's one) by reference: created as a store would create it. Outside
 * the array with IVL a warning (TRAP), the warning is followed by the error
 * Subscript: an element that is not there cannot be passed (the ROM). */
static void element_arg(Interp *I, bool is_str, int slot, int ndims, const Num *subs) {
    /* (an array made here: the subscripts within the bounds it gets first,
       then its room: A(11) is Subscript at the RAM's edge, the ROM) */
    if (is_str ? !variables_str(I->env, slot)->exists : !variables_num(I->env, slot)->exists) {
        for (int i = 0; i < ndims; i++)
            if (num_is_nan(subs[i]) ||
                !variables_implicit_bounds(index_arg(I, subs[i]), I->option_base)) {
                subscript_outside(I); /* (a warning, then the error) */
                vm_throw(I, HP71_E_SUBSCRIPT);
            }
        implicit_array_room(I, is_str, ndims);
    }
    if (!is_str) {
        Num *p = element_in_array(I, slot, ndims, subs, false);
        if (p == &I->lost_element) vm_throw(I, HP71_E_SUBSCRIPT);
        NumVar *array = variables_num(I->env, slot);
        reference_room(I);
        Arg *a = push_arg(I, ARG_ELEM_NUM);
        a->num = array;
        a->index = p - array->elems;
        return;
    }
    StrBuf *elem;
    int maxlen;
    Hp71Error e = num_is_nan(subs[0]) ? HP71_E_SUBSCRIPT
                                      : variables_str_element(I->env, slot, index_arg(I, subs[0]),
                                                              I->option_base, &elem, &maxlen);
    if (e == HP71_E_SUBSCRIPT) subscript_outside(I); /* a warning, then the error */
    if (e) vm_throw(I, e);
    StrVar *array = variables_str(I->env, slot);
    reference_room(I);
    Arg *a = push_arg(I, ARG_ELEM_STR);
    a->str = array;
    a->index = elem - array->elems;
}

/* END DEF reached with GOSUBs (ON ERROR GOSUB's too) made in the
 * function's body not returned from: the ROM ends the function there and
 * forgets them (a RETURN after it is RTN w/o GOSUB: subprograms/
 * end_def_in_a_gosub). Drops those frames when only such GOSUBs stand above
 * the innermost function's frame; else leaves the frames, for FN Not Found. */
static void end_def_forgets_gosubs(Interp *I) {
    int top = I->nframes - 1;
    if (top < 0 || I->frames[top].kind != FRAME_GOSUB) return;
    int fn = I->frames[top].fn_at;
    if (fn < 0) return;
    bool handler = false;
    for (int i = fn + 1; i <= top; i++) {
        const Frame *g = &I->frames[i];
        if (g->kind != FRAME_GOSUB || g->resumes_suspended || g->caller_gone) return;
        handler |= g->error_handler;
    }
    truncate_frames(I, fn + 1);
    /* (an ON ERROR GOSUB's subroutine forgotten: the environment's errors
       stay uncaught, ERR L50:RTN w/o GOSUB after the function in that case) */
    if (handler) I->handler_orphaned = I->frames[fn].sub_at + 2;
}

/* FNA= (a string function when is_str, slot its name's): the frame of the
 * innermost user function call, when that function is FNA itself; -1
 * outside FNA's own body (the ROM: FN Not Found). */
static int fn_set_frame(Interp *I, bool is_str, Word slot) {
    int i = I->nframes - 1;
    while (i >= 0 && I->frames[i].kind != FRAME_FN)
        i--;
    if (i < 0 || !defines(I, I->frames[i].fn_pc, slot + (is_str ? FIXUP_STRING_FN : 0))) return -1;
    return i;
}

/* FREE PORT(p) or CLAIM PORT(p) (kw): FREE makes one of port 0's four
 * modules (p 0, .01, .02, .03) independent RAM, which the main RAM (MEM)
 * loses; CLAIM gives it back. Errors: Invalid Arg for a port the ROM does
 * not know (commands_port_error); Device Not Found for a port the machine
 * has not, for FREE of a module already independent and for CLAIM of one
 * that is not; Insufficient Memory for FREE when the main RAM cannot spare
 * the module and VM_RAM_PORT_SPARE. */
static void port_statement(Interp *I, Word kw, Num p) {
    int module = commands_port_module(p);
    if (module < 0) vm_throw(I, commands_port_error(p));
    unsigned bit = 1u << module;
    if (commands_port_free(p, I->ports_freed) == (kw == KW_FREE))
        vm_throw(I, HP71_E_DEVICE_NOT_FOUND);
    if (kw == KW_FREE) {
        ram_room(I, VM_RAM_PORT_MODULE + VM_RAM_PORT_SPARE);
        I->ports_freed |= bit;
    } else
        I->ports_freed &= ~bit;
    interp_program_changed(I); /* the RAM moved: a suspended run is gone, as after an edit */
}

/* SHOW PORT's line k (0 to 3) into line (16 characters and a NUL): a
 * line for each module of port 0, those made independent RAM first (1 in
 * the last column), each group in port order. Returns its length. */
static int show_port_line(const Interp *I, Word k, char *line) {
    int module = 0;
    for (int independent = 1, rank = 0; independent >= 0; independent--)
        for (int i = 0; i < 4; i++)
            if (((I->ports_freed >> i) & 1u) == (unsigned)independent && rank++ == (int)k)
                module = i;
    int independent = (I->ports_freed >> module) & 1u;
    return module ? snprintf(line, 16, "0.%02d   4096  %d", module, independent)
                  : snprintf(line, 16, "0      4096  %d", independent);
}

/* The answer to a statement hp71 does not run whose first file, named
 * by spec (len characters, quoted or not), the machine has not: Not
 * Emulated for the current file (named by NAME: it is there), else
 * commands_absent_file_error's (File Not Found, Device Not Found ...), else
 * Not Emulated. */
static Hp71Error absent_file_answer(const Interp *I, Keyword kw, const char *spec, int len) {
    if (commands_is_current_file(I, spec, len) || commands_data_file(I, spec, len) >= 0 ||
        commands_basic_file(I, spec, len) >= 0)
        return HP71_E_NOT_EMULATED;
    Hp71Error e = commands_absent_file_error(kw, spec, len, I->ports_freed);
    return e ? e : HP71_E_NOT_EMULATED;
}

/* FILE_ABSENT: a statement hp71 does not run (keyword kw) with its first
 * file (a string constant, or 0 for none), or the error spec_error its
 * entry found first (a file specifier the ROM refuses before it looks for
 * any file: COPY X TO Y:PORT(6), Invalid Arg): the ROM's answer
 * (absent_file_answer; PROTECT and UNPROTECT: Device Not Found, no card
 * reader). CAT of a module FREE PORT made independent RAM shows its
 * catalog instead and returns HP71_E_NONE (commands_catalog_device). */
static Hp71Error file_absent(Interp *I, Word kw, Word file, Word spec_error) {
    if (spec_error) return (Hp71Error)spec_error;
    if (kw == KW_PROTECT || kw == KW_UNPROTECT) return HP71_E_DEVICE_NOT_FOUND;
    const StrConst *s = (const StrConst *)(intptr_t)file;
    /* SECURE and UNSECURE of a file of the main RAM, BASIC or DATA: its
       mark (checked where the file would change: commands.c, interp.c) */
    char name[FILES_NAME];
    bool alone, on = kw == KW_SECURE;
    int i;
    if (s && (kw == KW_SECURE || kw == KW_UNSECURE) &&
        commands_main_file(s->s, s->len, name, &alone)) {
        switch (commands_find_file(I, name, &i)) {
        case MAIN_FILE_CURRENT: I->file_secure = on; return HP71_E_NONE;
        case MAIN_FILE_BASIC: I->basic.file[i].secure = on; return HP71_E_NONE;
        case MAIN_FILE_DATA: I->files.file[i].secure = on; return HP71_E_NONE;
        case MAIN_FILE_NONE: break;
        }
    }
    /* CAT of a module of port 0 made independent RAM: its catalog (no file) */
    if (s && kw == KW_CAT && I->ports_freed) {
        CatalogDevice c = commands_catalog_device(s->s, s->len, I->ports_freed);
        if (c == CATALOG_HEADING)
            vm_display_line(I, COMMANDS_CATALOG_HEADING, strlen(COMMANDS_CATALOG_HEADING));
        if (c == CATALOG_HEADING || c == CATALOG_EMPTY) return HP71_E_NONE;
    }
    return s ? absent_file_answer(I, (Keyword)kw, s->s, s->len) : HP71_E_NOT_EMULATED;
}

/* String v (its first LINE_INPUT_MAX characters) quoted, as a quoted
 * file name is read, into out (LINE_INPUT_MAX + 3 bytes); returns its
 * length. */
static int quoted_value(const StrBuf *v, char *out) {
    int n = v->len < LINE_INPUT_MAX ? v->len : LINE_INPUT_MAX;
    out[0] = memchr(chars(v), '"', (size_t)n) ? '\'' : '"';
    memcpy(out + 1, chars(v), (size_t)n);
    out[n + 1] = out[0];
    return n + 2;
}

/* True when channel n, rounded, is one of the 255 (1 to 255): not NaN,
 * Inf or -0 (the ROM, for ASSIGN #, PRINT #, READ # and RESTORE #). */
static bool channel_in_range(Num n) {
    Num c = num_round_int(n);
    return num_is_finite(n) && num_cmp(c, num_from_int(1)) >= 0 &&
           num_cmp(c, num_from_int(255)) <= 0;
}

/* Channel n rounded (channel_in_range). */
static int channel_number(Num n) {
    return (int)num_round_int(n).m;
}

/* OP_CHANNEL: PRINT #, READ # or RESTORE # (a[0] the FilesStatement, a[1]
 * whether a record follows, a[2] READ's targets) on the channel popped from
 * sp: Invalid Arg for one outside 1 to 255, Chnl# Not Found for one not
 * open, then (no record) files_begin's errors. Returns sp. */
static Num *channel_begin(Interp *I, const Word *a, Num *sp) {
    Num n = *sp--;
    if (!channel_in_range(n)) vm_throw(I, HP71_E_INVALID_ARG);
    int c = files_channel(&I->files, channel_number(n));
    if (!c) vm_throw(I, HP71_E_CHANNEL_NOT_FOUND);
    if (a[1]) {
        I->files.chan = c; /* (for CHANNEL_RECORD) */
        return sp;
    }
    Hp71Error e =
        files_begin(&I->files, c, false, num_from_int(0), (FilesStatement)a[0], (int)a[2]);
    if (e) vm_throw(I, e);
    return sp;
}

/* OP_CHANNEL_RECORD: the record popped from sp for the channel CHANNEL
 * checked (a[0] the FilesStatement, a[1] READ's targets): files_begin's
 * errors. Returns sp. */
static Num *channel_record(Interp *I, const Word *a, Num *sp) {
    Num record = *sp--;
    Hp71Error e =
        files_begin(&I->files, I->files.chan, true, record, (FilesStatement)a[0], (int)a[1]);
    if (e) vm_throw(I, e);
    return sp;
}

/* PRINT_CHANNEL: the item on top of the stacks (a string when is_str)
 * written to the channel; returns sp. The RAM it wants free: what the file
 * grows by, its value's (VM_RAM_CHANNEL_ITEM) and the end mark's 2 nibbles,
 * else nothing is written (the ROM, memory/data_file_room_print_*). */
static Num *print_channel(Interp *I, bool is_str, Num *sp) {
    Hp71Error e;
    /* (the item's value is in the RAM as it is written: the ROM,
       memory/data_file_room_print) */
    int64_t len = files_length(&I->files);
    if (!is_str && files_text(&I->files)) { /* a line: the number as STR$ shows it */
        char buf[FORMAT_MAX];
        size_t n = format_number(*sp--, I->format, buf);
        sset(I, spush(I), buf, (int)n);
        is_str = true;
    }
    if (is_str) {
        const StrBuf *v = &I->sstack[I->ssp - 1];
        vm_charge(I, TIMING_CHANNEL_CHAR, v->len);
        I->files.pending = VM_RAM_CHANNEL_ITEM + 2 * (int64_t)v->len;
        e = files_print_str(&I->files, chars(v), v->len, ram_free(I) - I->files.pending - 2);
        I->ssp--;
    } else {
        I->files.pending = VM_RAM_CHANNEL_ITEM;
        e = files_print_num(&I->files, *sp--, ram_free(I) - I->files.pending - 2);
    }
    if (e) vm_throw(I, e);
    if (files_length(&I->files) > len) vm_charge(I, TIMING_FILE_GROW, 1);
    return sp;
}

/* PRINT_CHANNEL_ARRAY: every element of the array in slot (kind as
 * array_marker gives it) written to the channel, in order. Error: Data
 * Type when there is no such array (not checked on the ROM). */
static void print_channel_array(Interp *I, int slot, int kind) {
    Hp71Error e = HP71_E_NONE;
    if (kind & PARAM_STRING) {
        StrVar *v = variables_str(I->env, slot);
        if (!v->exists || !v->ndims) vm_throw(I, HP71_E_DATA_TYPE);
        for (int64_t k = 0; !e && k <= (int64_t)v->ub - v->base; k++) {
            const StrBuf *b = viewed_str(I, v, &v->elems[k]);
            e = files_print_str(&I->files, chars(b), b->len,
                                ram_free(I) - VM_RAM_CHANNEL_ITEM - 2 * (int64_t)b->len);
        }
    } else {
        NumVar *v = variables_num(I->env, slot);
        if (!v->exists || !v->ndims || v->ndims != chunk_param_dims(kind))
            vm_throw(I, HP71_E_DATA_TYPE);
        int64_t count = variables_num_elements(v);
        bool text = files_text(&I->files);
        for (int64_t k = 0; !e && k < count; k++) {
            Num x = *viewed_num(I, v, &v->elems[k]);
            char buf[FORMAT_MAX];
            size_t n = text ? format_number(x, I->format, buf) : 0;
            e = text ? files_print_str(&I->files, buf, (int64_t)n,
                                       ram_free(I) - VM_RAM_CHANNEL_ITEM - 2 * (int64_t)n)
                     : files_print_num(&I->files, x, ram_free(I) - VM_RAM_CHANNEL_ITEM);
        }
    }
    if (e) vm_throw(I, e);
}

/* CHANNEL_END: PRINT #'s end mark (files_print_end), and the statement
 * over. */
static void channel_end(Interp *I) {
    /* (the last item's value is still in the RAM as its end mark is
       written: the ROM) */
    Hp71Error e = I->files.chan && I->files.printing
                      ? files_print_end(&I->files, ram_free(I) - I->files.pending)
                      : HP71_E_NONE;
    files_end(&I->files);
    if (e) vm_throw(I, e);
}

/* CREATE_NAME: CREATE's file named by the string on top of the string
 * stack, which stays there for CREATE_DATA. Error: Invalid Filespec
 * (commands_create_spec). */
static void create_name(Interp *I) {
    const StrBuf *v = &I->sstack[I->ssp - 1];
    char name[FILES_NAME];
    int where;
    if (commands_create_spec(chars(v), v->len, I->ports_freed, name, &where))
        vm_throw(I, HP71_E_INVALID_FILESPEC);
}

/* CREATE_DATA: CREATE type name[:device][,records[,length]], what it
 * names in a[1] (FILES_CREATE_*): pops the length, the records (none: 0),
 * the port's number (its Invalid Arg already answered: PORT_CHECK) and,
 * when a[0] is 0, the name's value (CREATE_NAME checked it); the
 * arguments are checked first (files_arguments), then the device: a port
 * Device Not Found (a module FREE PORT made RAM, where the ROM makes the
 * file, Not Emulated), a card Invalid File Type; in the main RAM a DATA
 * file named name (a[0], as listed, or the value) is made, or a TEXT file
 * (FILES_CREATE_TEXT). SDATA files are not emulated (File Exists first, as
 * for DATA). Errors:
 * files_create's (File Exists also for a BASIC file's or the workfile's
 * name), those above. Returns sp. */
static Num *create_data(Interp *I, const Word *a, Num *sp) {
    Word named = a[1];
    bool has_length = (named & FILES_CREATE_LENGTH) != 0;
    Num length = has_length ? *sp-- : num_from_int(FILES_RECORD);
    Num records = named & FILES_CREATE_RECORDS ? *sp-- : num_from_int(0);
    Num port = named & FILES_CREATE_PORT ? *sp-- : num_from_int(0);
    char name[FILES_NAME];
    const StrConst *s = (const StrConst *)(intptr_t)a[0];
    bool alone, in_port_ram = false;
    if (!s) { /* its value: the device it names */
        const StrBuf *v = &I->sstack[--I->ssp];
        int where;
        if (commands_create_spec(chars(v), v->len, I->ports_freed, name, &where))
            vm_throw(I, HP71_E_INVALID_FILESPEC);
        in_port_ram = where < 0;
        if (where > 0) named |= (Word)where;
    } else if (!commands_main_file(s->s, s->len, name, &alone) &&
               !(named & (FILES_CREATE_PORTS | FILES_CREATE_PORT | FILES_CREATE_CARD))) {
        vm_throw(I, HP71_E_INVALID_FILESPEC);
    }
    Hp71Error e = files_arguments(records, length, has_length);
    if (!e && (named & (FILES_CREATE_PORTS | FILES_CREATE_PORT)))
        e = named & FILES_CREATE_PORT && commands_port_free(port, I->ports_freed)
                ? HP71_E_NOT_EMULATED
                : HP71_E_DEVICE_NOT_FOUND;
    if (!e && (named & FILES_CREATE_CARD)) e = HP71_E_INVALID_FILE_TYPE;
    if (!e && in_port_ram) e = HP71_E_NOT_EMULATED;
    if (e) vm_throw(I, e);
    int taken;
    bool other = commands_find_file(I, name, &taken) != MAIN_FILE_NONE;
    bool text = (named & FILES_CREATE_TEXT) != 0;
    if ((named & FILES_CREATE_OTHER) && !text)
        vm_throw(I, other ? HP71_E_FILE_EXISTS : HP71_E_NOT_EMULATED);
    e = files_create(&I->files, name, other, text, records, length, has_length, ram_free(I),
                     today(I), vm_time_of_day(I) / 6000);
    if (e) vm_throw(I, e);
    return sp;
}

/* ASSIGN #n TO spec (len characters, quoted or not) that names a file in
 * the main RAM (a name alone, which ASSIGN makes when there is none, or
 * on MAIN): opens channel n on it (files_assign; on a BASIC file
 * files_assign_basic, whose statements are Invalid File Type). Returns
 * HP71_E_NONE, or when spec is no such name, answer as it was. */
static Hp71Error assign_file(Interp *I, int n, const char *spec, int len, Hp71Error answer) {
    char name[FILES_NAME];
    bool alone;
    if ((answer != HP71_E_NOT_EMULATED && answer != HP71_E_FILE_NOT_FOUND) ||
        !commands_main_file(spec, len, name, &alone))
        return answer;
    int i;
    MainFile file = commands_find_file(I, name, &i);
    Hp71Error e;
    if (file == MAIN_FILE_CURRENT || file == MAIN_FILE_BASIC) { /* a BASIC file's channel */
        e = files_assign_basic(&I->files, n, name, ram_free(I));
        if (!e) vm_charge(I, TIMING_FILE_OPEN, 1);
        return e;
    }
    e = files_assign(&I->files, n, name, alone, ram_free(I), today(I), vm_time_of_day(I) / 6000);
    if (!e) vm_charge(I, TIMING_FILE_OPEN, 1);
    return e;
}

/* ASSIGN #n TO a file (a[0] an AssignFile, a[1] the file as listed, a[2]
 * the error its entry found): channel n rounded must be 1 to 255, else
 * Invalid Arg (the ROM checks it first); then the entry's error, then the
 * file: on PORT(p) (port, ASSIGN_PORT's) Invalid Arg for a port the ROM
 * does not know, else File Not Found; else commands_assign_error's. Pops
 * the file's value (ASSIGN_VALUE). */
static Hp71Error assign_answer(Interp *I, const Word *a, Num channel, Num port) {
    char value[LINE_INPUT_MAX + 3];
    int n = a[0] == ASSIGN_VALUE ? quoted_value(&I->sstack[--I->ssp], value) : 0;
    if (!channel_in_range(channel)) return HP71_E_INVALID_ARG;
    if (a[2]) return (Hp71Error)a[2];
    int c = channel_number(channel);
    if (a[0] == ASSIGN_CLOSE) {
        files_close(&I->files, c);
        return HP71_E_NONE;
    }
    if (a[0] == ASSIGN_PORT) /* (any port the ROM knows: not found there) */
        return commands_port_error(port) == HP71_E_INVALID_ARG ? HP71_E_INVALID_ARG
                                                               : HP71_E_FILE_NOT_FOUND;
    const StrConst *s = (const StrConst *)(intptr_t)a[1];
    const char *spec = a[0] == ASSIGN_VALUE ? value : s->s;
    int len = a[0] == ASSIGN_VALUE ? n : s->len;
    Hp71Error e = commands_assign_error(spec, len);
    if (!e) { /* "" and "*" close the channel */
        files_close(&I->files, c);
        return e;
    }
    return assign_file(I, c, spec, len, e);
}

/* FILE_COPY: COPY or RENAME (kw) of a file of the main RAM, from (a name
 * as listed; NULL: the current file) to a new name (NULL: COPY's own name,
 * which is taken): RENAME gives the file that name (the current file keeps
 * being current, the workfile so named is no longer one), COPY makes a new
 * file of its lines or bytes, made now, the last in the catalog. Errors:
 * File Not Found (no such file, checked first), File Exists (a file has the
 * new name, the same one too), Insufficient Memory (COPY: a BASIC file's
 * BASIC_RAM_FILE nibbles and its lines, a DATA file's, and VM_RAM_COPY_WORK
 * beside them, ROM 2CDCC). */
static void file_copy(Interp *I, Keyword kw, const StrConst *from, const StrConst *to) {
    char src[FILES_NAME], dst[FILES_NAME];
    bool alone;
    int i = -1, taken;
    MainFile file = MAIN_FILE_CURRENT;
    memcpy(src, I->file_name, sizeof src);
    if (from) {
        (void)commands_main_file(from->s, from->len, src, &alone);
        file = commands_find_file(I, src, &i);
        if (file == MAIN_FILE_NONE) vm_throw(I, HP71_E_FILE_NOT_FOUND);
    }
    if (to)
        (void)commands_main_file(to->s, to->len, dst, &alone);
    else
        memcpy(dst, src, sizeof dst);
    if (!dst[0] || commands_find_file(I, dst, &taken) != MAIN_FILE_NONE)
        vm_throw(I, HP71_E_FILE_EXISTS);
    if (kw == KW_RENAME) {
        if (file == MAIN_FILE_DATA)
            files_rename(&I->files, i, dst);
        else {
            files_basic_changed(&I->files, src, dst); /* (its channels stay open on it) */
            memcpy(file == MAIN_FILE_BASIC ? I->basic.file[i].name : I->file_name, dst, sizeof dst);
        }
        return;
    }
    if (file == MAIN_FILE_DATA) {
        Hp71Error e = files_copy(&I->files, i, dst, ram_free(I) - VM_RAM_COPY_WORK, today(I),
                                 vm_time_of_day(I) / 6000);
        if (e) vm_throw(I, e);
        return;
    }
    int basic = file == MAIN_FILE_BASIC ? i : -1;
    int64_t serial, day, minute;
    const Program *p = basic >= 0 ? &I->basic.file[basic].program : &I->program;
    if (!vm_ram_has(I, BASIC_RAM_FILE + p->ram + VM_RAM_COPY_WORK))
        vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
    vm_file_made(I, &serial, &day, &minute);
    int copy = basic_add(&I->basic, dst, serial, day, minute);
    if (copy < 0) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
    /* (the source again: the array of files may have moved) */
    p = basic >= 0 ? &I->basic.file[basic].program : &I->program;
    program_copy_lines(&I->basic.file[copy].program, p, PROGRAM_MIN_LINE, PROGRAM_MAX_LINE);
}

/* FILE_NAMED: a file statement hp71 does not run whose files are given
 * (some by string expressions) on the string stack, its operands a: the
 * keyword, the first file as FILE_ABSENT's when it is not there, the
 * places pushed (bit 0 the first file's, bit 1 the second's), the error of
 * a literal one. Pops them; returns the ROM's answer: Invalid Filespec for
 * a value that is no file specifier (COPY A$ TO B$ with B$ empty), then
 * FILE_ABSENT's for the first file (File Not Found, Device Not Found), else
 * Not Emulated. */
static Hp71Error file_named(Interp *I, const Word *a) {
    Keyword kw = (Keyword)a[0];
    Word places = a[2];
    const StrBuf *second = places & 2 ? &I->sstack[--I->ssp] : NULL;
    const StrBuf *first = places & 1 ? &I->sstack[--I->ssp] : NULL;
    const StrBuf *each[2] = {first, second};
    for (int i = 0; i < 2; i++)
        if (each[i] && commands_quoted_spec_error(chars(each[i]), each[i]->len))
            return HP71_E_INVALID_FILESPEC;
    if (kw == KW_RENAME && second) { /* its new name's device first (the ROM) */
        char to[LINE_INPUT_MAX + 3];
        int n = quoted_value(second, to);
        Hp71Error e = commands_rename_error(to, n, I->ports_freed);
        if (e) return e;
    }
    if (!first) return file_absent(I, kw, a[1], a[3]);
    if (a[3]) return (Hp71Error)a[3];
    char quoted[LINE_INPUT_MAX + 3]; /* the value as a quoted name is read */
    int n = quoted_value(first, quoted);
    return absent_file_answer(I, kw, quoted, n);
}

/* CHAIN (a[0] its file as listed, or 0 when a string expression's value
 * was pushed; a[1] the error its entry found): that error first, then a
 * value no file specifier is Invalid Filespec, then commands_chain. Returns
 * RUN_REQUEST. */
static int chain(Interp *I, const Word *a) {
    const StrConst *file = (const StrConst *)(intptr_t)a[0];
    char quoted[LINE_INPUT_MAX + 3]; /* the value as a quoted name is read */
    int n = 0;
    if (!file) {
        const StrBuf *v = &I->sstack[--I->ssp];
        n = quoted_value(v, quoted);
        if (!a[1] && commands_quoted_spec_error(chars(v), v->len))
            vm_throw(I, HP71_E_INVALID_FILESPEC);
    }
    if (a[1]) vm_throw(I, (Hp71Error)a[1]);
    return file ? commands_chain(I, file->s, file->len) : commands_chain(I, quoted, n);
}

/* ARG_AGAIN: op is the reference argument's opcode (ARG_REF or ARG_ELEM,
 * its subscripts on top of sp); before, the arguments of its CALL passed
 * before it. When its variable or array does not exist, makes it as the
 * argument does (Data Type, Subscript ... as it raises), drops those
 * arguments and returns true: the caller drops the subscripts and the CALL
 * reads its arguments again from the first (the ROM). Else returns false,
 * nothing changed. (sp by value: the run loop's stays in a register.) */
static bool arg_makes_variable(Interp *I, const Word *op, const Num *sp, int before) {
    bool elem = op[0] == OP_ARG_ELEM;
    bool is_str = elem ? op[1] != 0 : (op[1] & PARAM_STRING) != 0;
    int slot = (int)op[2];
    if (is_str ? variables_str(I->env, slot)->exists : variables_num(I->env, slot)->exists)
        return false;
    if (elem) {
        int n = (int)op[3];
        element_arg(I, is_str, slot, n, sp - n + 1);
    } else {
        reference_arg(I, (int)op[1], slot);
    }
    I->nargs -= before + 1;
    return true;
}

/* Leaves the innermost subprogram: back to its caller, in its caller's
 * file (call_other_file: the run loop follows the move, code_moved).
 * Returns the pc. Error: File Not Found (that file is gone). */
static int64_t return_from_sub(Interp *I) {
    int i = (int)(innermost_sub(I) - I->frames);
    vm_unwind(I, i + 1);
    Frame f = I->frames[i];
    drop_frame(I);
    /* its caller's file PURGEd meanwhile: File Not Found at the end, in
       the file it ended in (the ROM: files/basic_call_caller_purged) */
    if (f.other_file && !back_to_file(I, f.caller_file)) vm_throw(I, HP71_E_FILE_NOT_FOUND);
    I->current_line = f.line;
    I->stmt_pc = f.stmt_pc;
    if (f.other_file) { /* (the run loop follows: code_moved) */
        I->code_moved = true;
        I->code_shift = 0;
    }
    return f.ret;
}

/* Returns from the user function of frame f (the innermost): its value as
 * it stands pushed first when push is true (END DEF, or END leaving it),
 * else already on the stacks (a one-line DEF FN's). Sets *code to the
 * caller's; returns where the caller goes on. Error: Invalid Statement when
 * the caller's pending operands are not where the call left them. */
static int64_t return_from_fn(Interp *I, Frame *f, bool push, Num **spp, const Word **code) {
    Num *sp = *spp;
    if (push) {
        trig_forget(I);
        if (f->is_str)
            sset(I, spush(I), chars(&f->result_str), f->result_str.len);
        else
            *++sp = f->result;
    }
    if ((int)(sp - STACK_EMPTY(I)) != f->stack_depth + !f->is_str ||
        I->ssp != f->sstack_depth + f->is_str)
        vm_throw(I, HP71_E_INVALID_STATEMENT);
    *spp = sp;
    int64_t pc = f->ret;
    *code = f->ret_code ? f->ret_code : I->program.code.code;
    /* back in a held text's code (CONT finished the function it called) */
    I->held_eval.running = held_return(I, f);
    if (I->trace & TRACE_FLOW) trace_lines(I, I->current_line, f->line);
    I->current_line = f->line;
    I->stmt_pc = f->stmt_pc;
    drop_frame(I);
    if (!push && I->trig_frames > I->nframes) { /* a SIN in a one-line function: the
                                                  caller's statement ran it (not in a
                                                  multi-line one, the ROM) */
        I->trig_at = I->stmt_pc;
        I->trig_frames = I->nframes;
    }
    return pc;
}

/* The innermost user function or subprogram call (GOSUBs passed over), or
 * NULL. */
static Frame *innermost_call(Interp *I) {
    int fn = fn_below(I, I->nframes), sub = sub_below(I, I->nframes);
    int at = fn > sub ? fn : sub;
    return at >= 0 ? &I->frames[at] : NULL;
}

/* True when END, STOP or DESTROY ALL typed at the prompt returns from user
 * function fn, the innermost call (the ROM): its typed caller is gone, or
 * the program stands suspended in it, called from the program (or from a
 * held text: held_return). */
static bool typed_end_returns(const Interp *I, const Frame *fn) {
    return fn->caller_gone || held_return(I, fn) ||
           (I->suspended && !fn->ret_code && fn->ret < I->program.program_len);
}

/* True when a frame of this kind, FRAME_FN or FRAME_SUB, is active (in a
 * user function, in a SUB). */
static bool in_frame(const Interp *I, FrameKind kind) {
    return (kind == FRAME_FN ? fn_below(I, I->nframes) : sub_below(I, I->nframes)) >= 0;
}

/* ---- the run loop ---- */

/* At a statement boundary of a running program: whether a timer is due. Under the host's clock the
 * clock is read every 64th boundary. As the ROM: a timer does not fire while its own GOSUB runs,
 * nor outside the program environment that armed it (timers_due), nor at the first boundary after
 * CONT, after ON TIMER or after a timer fired. */
static bool timer_due_now(Interp *I) {
    if (!I->timer_service) return false;
    if (I->timer_hold) {
        I->timer_hold = false;
        return false;
    }
    if (I->clock == HP71_CLOCK_HOST && --I->timer_poll > 0) return false;
    I->timer_poll = 64;
    int64_t now = vm_now_us(I);
    (void)timers_returned(&I->timers, I->nframes, I->timer_returned);
    return timers_due(&I->timers, now, activation(I)) >= 0;
}

/* A due timer stops the run loop at resume (sp: the operands pending);
 * run() fires it. */
static RunEnd timer_stop(Interp *I, int64_t resume, const Num *sp) {
    I->timer_resume = resume;
    I->timer_depth = (int)(sp - STACK_EMPTY(I));
    return RUN_TIMER;
}

/* At a boundary of a running program (not inside VAL's evaluation): a due
 * timer stops the run loop at resume. */
#define TIMERS(resume)                                                                             \
    do {                                                                                           \
        if (I->timers.armed && !sp_out && timer_due_now(I)) return timer_stop(I, (resume), sp);    \
    } while (0)

/* After a statement that lets time pass (a DELAY hold, WAIT, a BEEP): the
 * clock is read now, whatever the host-clock polling. */
#define TIMERS_NOW(resume)                                                                         \
    do {                                                                                           \
        I->timer_poll = 1;                                                                         \
        TIMERS(resume);                                                                            \
    } while (0)

/* Sets when the next backward transfer looks at ATTN, the step budget and
 * the timers (POLL): at the next one while a timer is armed, else 64 later
 * or when the budget runs out. ATTN, which the host raises at any time, is
 * thus seen within 64 transfers. */
static inline void poll_again(Interp *I) {
    I->poll_at = I->timers.armed                 ? I->steps_left
                 : I->steps_left > VM_POLL_EVERY ? I->steps_left - VM_POLL_EVERY
                                                 : -1;
}

/* At a backward transfer to target: ATTN or the step budget stops the run
 * there (CONT resumes at target); then, when a timer is armed, a timer due
 * stops it. The three are looked at once in VM_POLL_EVERY transfers (at
 * each while a timer is armed): poll_again. */
#define POLL(target)                                                                               \
    do {                                                                                           \
        if (__builtin_expect(--I->steps_left <= I->poll_at, 0)) {                                  \
            if (*I->attn || I->steps_left < 0) return interrupted(I, (target), sp);                \
            poll_again(I);                                                                         \
            TIMERS(target);                                                                        \
        }                                                                                          \
        STACK_ROOM();                                                                              \
    } while (0)
/* return_from_fn through copies, so that the run loop never takes the
 * address of sp or code (which would keep them out of registers). */
#define RETURN_FROM_FN(f, at_end)                                                                  \
    do {                                                                                           \
        Num *sp_ = sp;                                                                             \
        const Word *code_ = code;                                                                  \
        if (VM_COSTED) ahead = (f)->ret_code ? (f)->ret_ahead : program_ahead(I);                  \
        pc = return_from_fn(I, (f), (at_end), &sp_, &code_);                                       \
        sp = sp_;                                                                                  \
        code = code_;                                                                              \
        if (VM_COSTED) {                                                                           \
            I->op_code = code;                                                                     \
            I->op_ahead = ahead;                                                                   \
        }                                                                                          \
    } while (0)
#define BINARY(fn)                                                                                 \
    do {                                                                                           \
        Num b_ = *sp--;                                                                            \
        Hp71Error e_ = fn(*sp, b_, sp, I->round);                                                  \
        if (e_) condition(I, e_, sp);                                                              \
    } while (0)
/* The cost model's data-dependent terms (timing.h), charged in the costed
 * run loop only: an INTEGER or SHORT variable read or stored is converted
 * from or to 12 digits; the ROM multiplies by adding once per unit of each
 * digit of the right operand; a string moves character by character. */
#define CONVERTED(v) CONVERTED_US((v)->convert_us, (v)->type != VAR_REAL)
/* a and b both read (or one variable read and stored): one addition */
#define CONVERTED2(a, b)                                                                           \
    CONVERTED_US((a)->convert_us + (b)->convert_us,                                                \
                 ((a)->type != VAR_REAL) + ((b)->type != VAR_REAL))
/* us emulated microseconds of n conversions */
#define CONVERTED_US(us, n)                                                                        \
    do {                                                                                           \
        if (VM_COSTED) I->cost_us += (us);                                                         \
        if (VM_COSTED == 2) I->cost_counts[TIMING_CONVERT] += (uint64_t)(n);                       \
    } while (0)
/* v stored into: a value rounded to an INTEGER's or a SHORT's digits */
#define CONVERTED_STORE(v)                                                                         \
    do {                                                                                           \
        if (VM_COSTED) I->cost_us += (v)->store_us;                                                \
        if (VM_COSTED == 2)                                                                        \
            I->cost_counts[timing_convert_store_item[(v)->type]] +=                                \
                (uint64_t)((v)->type != VAR_REAL);                                                 \
    } while (0)
/* v read, then stored into (X=X+1, NEXT) */
#define CONVERTED_BOTH(v)                                                                          \
    do {                                                                                           \
        CONVERTED(v);                                                                              \
        CONVERTED_STORE(v);                                                                        \
    } while (0)
#define ARRAY_CONVERTED(slot)                                                                      \
    do {                                                                                           \
        if (VM_COSTED) CONVERTED(array_variable(I, slot));                                         \
    } while (0)
#define MUL_DIGITS(b)                                                                              \
    do {                                                                                           \
        if (VM_COSTED) CHARGE(TIMING_MUL_DIGIT, digit_sum(b));                                     \
    } while (0)
#define STRING_CHARS(n)                                                                            \
    do {                                                                                           \
        if (VM_COSTED) CHARGE(TIMING_STRING_CHAR, (n));                                            \
    } while (0)

/* A string array element, a substring, a concatenation or a string
   function's result whose value the opcode at next does not store at once
   (an operand of &, of a comparison, a function...): the ROM takes it
   further (bench/timing/str_operand_*; not a variable's or a constant's) */
#define STR_OPERAND(next)                                                                          \
    do {                                                                                           \
        if (VM_COSTED && code[next] != OP_STORE_STR) CHARGE(TIMING_STR_OPERAND, 1);                \
    } while (0)

#define FORMAT_DIGITS(a)                                                                           \
    do {                                                                                           \
        if (VM_COSTED) CHARGE(TIMING_FORMAT_DIGIT, formatted_digits(I, a));                        \
    } while (0)

static inline const NumVar *array_variable(Interp *I, Word slot) {
    const NumVar *v = &I->env->num[slot];
    return v->ref ? v->ref : v;
}

/* The sum of the decimal digits of a number's coefficient (0 when it is
 * not finite). */
static int64_t digit_sum(Num a) {
    if ((a.k & 3) != NUM_FINITE) return 0;
    uint64_t m = magnitude(a);
    int64_t sum = 0;
    for (; m; m /= 10)
        sum += (int64_t)(m % 10);
    return sum;
}

/* The significant digits of a number's coefficient (0 when it is 0 or not
 * finite). */
static int64_t significant_digits(Num a) {
    if ((a.k & 3) != NUM_FINITE || a.m == 0) return 0;
    uint64_t m = magnitude(a);
    while (m % 10 == 0)
        m /= 10;
    int64_t n = 0;
    for (; m; m /= 10)
        n++;
    return n;
}

/* The digits STR$ or DISP formats of a number (FORMAT_DIGIT): under STD its
 * significant digits; under SCI and ENG every digit of the text the mode
 * shows, its exponent's too; under FIX those of the text but a leading zero
 * and the zeros after the value's last digit. The ROM formats what it shows:
 * STR$(1/7) takes it 3.7 ms less under FIX 2 ("0.14") than under STD
 * (bench/timing/str_fix_*, str_sci_2, str_eng_2). */
static int64_t formatted_digits(const Interp *I, Num a) {
    if (I->format.mode == DISPLAY_STD) return significant_digits(a);
    char text[FORMAT_MAX];
    size_t n = format_number(a, I->format, text);
    int64_t digits = 0;
    for (size_t i = 0; i < n; i++)
        digits += text[i] >= '0' && text[i] <= '9';
    if (I->format.mode != DISPLAY_FIX || !memchr(text, '.', n) || memchr(text, 'E', n))
        return digits;
    /* FIX: neither its leading zero (0.14) nor the zeros after the value's
       last digit (5.00) */
    size_t lead = text[0] == '-';
    if (text[lead] == '0' && text[lead + 1] == '.') digits--;
    for (size_t i = n; i > 0 && text[i - 1] == '0'; i--)
        digits--;
    return digits;
}

/* The decimal exponent of a finite non-zero number's leading digit (1.5:
 * 0, 250: 2), else 0. */
static int64_t leading_exponent(Num a) {
    return (a.k & 3) != NUM_FINITE || a.m == 0 ? 0 : lead_exponent(a);
}

/* The cost model's terms of FACT(x) for a whole x from 0 to 300: the ROM
 * multiplies the factors 2 to x in turn, each a FACT_FACTOR and each unit
 * of each of its digits a FACT_DIGIT (bench/timing/fn_fact_*: FACT(5) 5 ms,
 * FACT(20) 15 ms, FACT(200) 177 ms). Other arguments cost the function
 * alone. */
static void fact_charge(Interp *I, Num x) {
    bool exact;
    int64_t n = num_is_finite(x) ? num_to_int64(x, 1000, &exact) : 0;
    if (!num_is_finite(x) || !exact || n < 2 || n > 300) return;
    int64_t units = 0;
    for (int64_t k = 2; k <= n; k++)
        units += digit_sum(num_from_int(k));
    charge(I, TIMING_FACT_FACTOR, n - 1);
    charge(I, TIMING_FACT_DIGIT, units);
}

/* The cost model's units of MOD(a,b), RMD and RED: each unit of each digit
 * of the whole quotient |a/b|, which the ROM takes apart digit by digit by
 * subtraction (bench/timing/fn_mod_*: about 0.08 ms a unit, 54 for
 * MOD(1E12,7)); a quotient's digits past the 12 a REAL holds count 4.5
 * each. 0 when the quotient is not finite. */
static int64_t mod_quotient_units(Num a, Num b) {
    Num q;
    (void)num_div(num_abs(a), num_abs(b), &q, NUM_ROUND_NEAR);
    q = num_ip(q);
    if ((q.k & 3) != NUM_FINITE || q.m == 0) return 0;
    int64_t beyond = leading_exponent(q) + 1 - NUM_DIGITS;
    return digit_sum(q) + (beyond > 0 ? (beyond * 9 + 1) / 2 : 0);
}

/* The decades of a number past the hundreds: 1 for 1000 to 9999 ... (0
 * below 1000, or when it is not finite). */
static int64_t decades_past_hundreds(Num a) {
    int64_t exponent = leading_exponent(a);
    return exponent > 2 ? exponent - 2 : 0;
}

/* The cost model's terms of SIN, COS and TAN of x, and of ATN(x), ASIN(x)
 * and ACOS(x) (timing.h), as the ROM's times show them: the function's own cost is that
 * of no angle (x a multiple of 90 degrees or of pi/2, ATN of 0: 7 to 17 ms
 * where an angle takes 36 to 58), less when 0 than 1 or -1 (TRIG_UNIT); x
 * of 90 degrees or more is reduced (TRIG_QUADRANT). An angle (TRIG_ANGLE;
 * for SIN and COS, TRIG_SINE too) is taken apart into the angles ATN(10^-j),
 * j 0 to 7, while it can (TRIG_STEP each, TRIG_PLACE j times): for SIN,
 * COS and TAN x reduced to 0 to 90 degrees and folded to 45 at most, for
 * ATN the angle of |x| or, beyond 1, of 1/|x| (ATN_RECIPROCAL); an angle in
 * degrees is converted (TRIG_DEGREES); SIN, COS and TAN also pay the decades
 * of x past the hundreds (TRIG_DECADE). ASIN and ACOS work ATN(x/SQR(1-x^2))
 * (ASIN_ROOT; ACOS then 90 degrees less it, ACOS_ANGLE), with no angle for
 * 0 and 1 (5 to 9 ms against 36; a result of 90 or 180 degrees made,
 * TRIG_QUADRANT). Measured on 570 arguments:
 * within 1.1 to 1.8 ms (rms) of the ROM's times. In degrees ATN, ASIN and
 * ACOS cost more (TRIG_INVERSE_DEGREES, any argument: ATN(0) 6.7 ms on the
 * ROM, 4.4 in radians), and more again for a result worked out, converted
 * from radians (TRIG_RESULT_DEGREES: ATN(.3) 32.5 ms, 26.2 in radians). */
static void trig_charge(Interp *I, Keyword kw, Num x) {
    static const double pi = 3.14159265358979323846;
    if (kw == KW_SIN || kw == KW_COS || kw == KW_TAN)
        charge(I, TIMING_TRIG_DECADE, decades_past_hundreds(x));
    if ((x.k & 3) != NUM_FINITE) return;
    Num a = num_abs(x);
    double angle; /* radians */
    bool degrees = I->angle != ANGLE_RADIANS;
    if (degrees && kw != KW_SIN && kw != KW_COS && kw != KW_TAN)
        charge(I, TIMING_TRIG_INVERSE_DEGREES, 1);
    if (kw == KW_ASIN || kw == KW_ASN || kw == KW_ACOS || kw == KW_ACS) {
        /* ATN(x/SQR(1-x^2)): no angle for 0 and 1 (and for more: an error) */
        bool acos_ = kw == KW_ACOS || kw == KW_ACS;
        double t = to_double(a);
        /* a result of 90 or 180 degrees made */
        if (acos_ ? a.m == 0 || (t == 1 && x.m < 0) : t == 1) charge(I, TIMING_TRIG_QUADRANT, 1);
        if (a.m == 0 || t >= 1) return;
        if (degrees) charge(I, TIMING_TRIG_RESULT_DEGREES, 1);
        charge(I, TIMING_ASIN_ROOT, 1);
        if (acos_) charge(I, TIMING_ACOS_ANGLE, 1);
        angle = asin(t);
        if (angle > pi / 4) {
            charge(I, TIMING_ATN_RECIPROCAL, 1);
            angle = pi / 2 - angle;
        }
    } else if (kw == KW_ATN || kw == KW_ATAN) {
        if (a.m == 0) return;
        if (degrees) charge(I, TIMING_TRIG_RESULT_DEGREES, 1);
        double t = to_double(a);
        /* pi/4 at once in radians (ATN(1) 5.4 ms on the ROM; in degrees 14) */
        if (t == 1 && !degrees) return;
        if (t > 1) {
            charge(I, TIMING_ATN_RECIPROCAL, 1);
            t = 1 / t;
        }
        angle = atan(t);
    } else {
        Num quarter = num_from_int(90), r, turns;
        if (I->angle == ANGLE_RADIANS)
            (void)num_div(mathfn_pi(), num_from_int(2), &quarter, NUM_ROUND_NEAR);
        if (mathfn_binary(KW_MOD, a, quarter, NUM_ROUND_NEAR, &r) || (r.k & 3) != NUM_FINITE)
            return;
        if (num_cmp(a, quarter) >= 0) charge(I, TIMING_TRIG_QUADRANT, 1);
        if (r.m == 0) { /* SIN of an odd multiple, COS of an even one: 1 or -1 */
            Num parity = num_from_int(0);
            if (!num_div(a, quarter, &turns, NUM_ROUND_NEAR))
                (void)mathfn_binary(KW_MOD, turns, num_from_int(2), NUM_ROUND_NEAR, &parity);
            bool odd = (parity.k & 3) == NUM_FINITE && parity.m != 0;
            if (kw != KW_TAN && odd == (kw == KW_SIN)) charge(I, TIMING_TRIG_UNIT, 1);
            return;
        }
        angle = to_double(r);
        if (degrees) { /* to radians, cut to 15 digits: 45's falls below ATN(1) */
            charge(I, TIMING_TRIG_DEGREES, 1);
            angle *= pi / 180;
            double scale = pow(10, 14 - floor(log10(angle)));
            angle = floor(angle * scale) / scale;
        }
        if (angle > pi / 4) angle = pi / 2 - angle;
        if (kw != KW_TAN) charge(I, TIMING_TRIG_SINE, 1);
    }
    charge(I, TIMING_TRIG_ANGLE, 1);
    static const double atn_place[8] = {0.78539816339744831,    0.099668652491162038,
                                        0.0099996666866652383,  0.00099999966666686667,
                                        9.9999999666666667e-05, 9.9999999996666667e-06,
                                        9.9999999999966667e-07, 9.9999999999999667e-08};
    int64_t steps = 0, places = 0;
    for (int j = 0; j < 8; j++) {
        for (; angle >= atn_place[j]; angle -= atn_place[j]) {
            steps++;
            places += j;
        }
    }
    charge(I, TIMING_TRIG_STEP, steps);
    charge(I, TIMING_TRIG_PLACE, places);
}

/* The cost model's terms of UPRC$(s) (timing.h; bench/timing/fn_uprc_s_*):
 * each character of s looked at (UPRC_CHAR), each lower-case letter
 * changed (UPRC_LOWER). */
static void uprc_charge(Interp *I, const StrBuf *s) {
    const char *c = chars(s);
    int64_t lower = 0;
    for (int i = 0; i < s->len; i++)
        lower += c[i] >= 'a' && c[i] <= 'z';
    charge(I, TIMING_UPRC_CHAR, s->len);
    charge(I, TIMING_UPRC_LOWER, lower);
}

/* The cost model's terms of ANGLE(x,y) (timing.h; bench/timing/fn_angle_*):
 * the ROM works the angle of the smaller of |x| and |y| over the larger, as
 * ATN does, then its complement when |y| is the larger (ANGLE_STEEP) and a
 * half turn for x below 0 (ANGLE_WEST); with x or y 0 it works no angle. */
static void angle_charge(Interp *I, Num x, Num y) {
    if ((x.k & 3) != NUM_FINITE || (y.k & 3) != NUM_FINITE || x.m == 0 || y.m == 0) return;
    if (x.m < 0) charge(I, TIMING_ANGLE_WEST, 1);
    Num ax = num_abs(x), ay = num_abs(y), q;
    bool steep = num_cmp(ay, ax) > 0;
    if (steep) charge(I, TIMING_ANGLE_STEEP, 1);
    (void)num_div(steep ? ax : ay, steep ? ay : ax, &q, NUM_ROUND_NEAR); /* (inexact or not) */
    trig_charge(I, KW_ATN, q);
}

/* How EXP takes |x| apart, for the cost model (exp_charge): takes a finite
 * x; sets k, the multiples of ln 10 in |x|, and the factors 1+10^-j, j 0 to
 * 7, whose logarithms are subtracted from the rest while they can be
 * (steps, and the sum of their places j). Returns false for an |x| too
 * large to hold (no EXP of it is finite). */
static void factor_counts(int n, const int q[NUM_EXP_FACTORS], int64_t *steps, int64_t *places,
                          int64_t *k) {
    *k = n;
    *steps = *places = 0;
    for (int j = 0; j < NUM_EXP_FACTORS; j++) {
        *steps += q[j];
        *places += (int64_t)j * q[j];
    }
}

static bool exp_factors(Num x, int64_t *steps, int64_t *places, int64_t *k) {
    int n, q[NUM_EXP_FACTORS];
    if (!num_exp_factors(x, &n, q)) return false;
    factor_counts(n, q, steps, places, k);
    return true;
}

/* The cost model's terms of EXP(x) (timing.h), as the ROM's times show
 * them: it takes |x| apart into k ln 10 and factors 1+10^-j, j 0 to 7,
 * subtracting each factor's logarithm while it can (EXP_STEP each, and
 * EXP_PLACE j times), the rest from the later places costing nothing more;
 * k's digits scale the result (EXP_EXPONENT, a unit of each digit); for
 * x < 0 the result is the reciprocal (EXP_NEGATIVE, and a quotient's
 * DIV_DIGIT). Measured on 270 arguments from -300 to 1000: within 0.26 ms
 * (rms) of the ROM's times; EXP(0) takes none of them. EXPM1 takes the
 * same apart (its own cost is about 10 ms more): minus_one, r is EXPM1(x),
 * and the quotient's digits are those of the EXP it is worked out from. */
static void exp_charge(Interp *I, Num x, Num r, bool minus_one) {
    int64_t steps, places, k;
    if ((x.k & 3) != NUM_FINITE || (r.k & 3) != NUM_FINITE || !exp_factors(x, &steps, &places, &k))
        return;
    charge(I, TIMING_EXP_STEP, steps);
    charge(I, TIMING_EXP_PLACE, places);
    charge(I, TIMING_EXP_EXPONENT, digit_sum(num_from_int(k)));
    if (x.m < 0) {
        if (minus_one) /* (its warnings: no matter) */
            (void)mathfn_unary(KW_EXP, x, ANGLE_DEGREES, NUM_ROUND_NEAR, &r);
        charge(I, TIMING_EXP_NEGATIVE, 1);
        charge(I, TIMING_DIV_DIGIT, digit_sum(r));
    }
}

/* The cost model's terms of LN(x), LOG(x) and a LOG10 worked out through
 * them (timing.h; bench/timing/fn_ln_*), as the ROM's times show them: it
 * takes a number y below 1 up to 1 by factors 1+10^-j, j 0 to 7, each while
 * the product stays at most 1 (LN_STEP each, LN_PLACE j times); y is the
 * mantissa over 10, or for x from 1 up to 10 its reciprocal rounded up to
 * 15 digits (LOG_UNIT). Factors that end at 1 exactly (x 2, 8, .5, 50)
 * leave nothing more; else the remainder costs LN_REST_UNIT for x from 1
 * up to 10 and LN_REST_TENTHS from .1 up to 1. LN(1) is the function alone;
 * x 0, negative or not finite add nothing. Measured on 520 arguments from
 * 1E-300 to 2E300: within 1.2 ms (rms) of the ROM's times, which run from
 * 3 to 40 ms (5.3 before). The products are worked to 18 digits (as
 * exactly as a fraction would take them, on 20,000 random arguments). */
static void ln_charge(Interp *I, Num x) {
    if ((x.k & 3) != NUM_FINITE || x.m <= 0) return;
    int x10 = lead_exponent(x);
    uint64_t m12 = (uint64_t)x.m; /* the 12-digit mantissa, 10^11 to 10^12 - 1 */
    while (m12 < (uint64_t)num_pow10[11])
        m12 *= 10;
    const uint64_t one = (uint64_t)num_pow10[18];
    uint64_t y;
    if (x10 == 0) {
        if (m12 == (uint64_t)num_pow10[11]) return;          /* LN(1) */
        uint64_t rem, q = num_long_divide(1, m12, 26, &rem); /* the reciprocal to 15 digits */
        y = (q + (rem != 0)) * 1000;
        charge(I, TIMING_LOG_UNIT, 1);
    } else {
        y = m12 * 1000000;
    }
    int64_t steps = 0, places = 0;
    for (int j = 0; j < 8 && y != one; j++) {
        for (uint64_t p = (uint64_t)num_pow10[j]; y + y / p <= one; y += y / p) {
            steps++;
            places += j;
        }
    }
    charge(I, TIMING_LN_FACTORS, 1);
    charge(I, TIMING_LN_STEP, steps);
    charge(I, TIMING_LN_PLACE, places);
    if (y != one && x10 == 0) charge(I, TIMING_LN_REST_UNIT, 1);
    if (y != one && x10 == -1) charge(I, TIMING_LN_REST_TENTHS, 1);
}

/* How the ROM works out x^y, for the cost model: POW_LOG through the
 * logarithm and the exponential, but for x 0 (POW alone), x a power of
 * ten, of either sign, to a whole power (POW_SCALE: the exponent scaled)
 * and the powers it gives exactly (POW_EXACT: 2^2, .5^2, 4^.5, 2^-1; about
 * 22 ms, where 2^3 takes 35 and 3^2 54).
 * Returns the term to charge, -1 for none.
 * Measured: 0^3 and 0^.5 take about 5 ms, 10^3, 100^2, .1^3 and (-10)^3 8,
 * 2^10 33, 1.5^2 50, 10^.5 47. */
static int pow_work(Num x, Num y) {
    if ((x.k & 3) != NUM_FINITE || (y.k & 3) != NUM_FINITE) return TIMING_POW_LOG;
    if (x.m == 0) return -1;
    bool whole = y.e >= 0 || y.m == 0 || (y.e >= -18 && y.m % num_pow10[-y.e] == 0);
    if (num_is_power_of_ten(x)) return whole ? TIMING_POW_SCALE : TIMING_POW_LOG;
    Num exact;
    if (y.m != 0 && (x.m > 0 || whole) && num_pow_exact(x, y, &exact)) return TIMING_POW_EXACT;
    return TIMING_POW_LOG;
}

/* The cost model's terms of x^y (timing.h): pow_work's, and for one through
 * the logarithm LN's terms of |x| and the factors EXP would take y ln |x|
 * apart into, each POW_STEP and POW_PLACE j times, its exponent's digits
 * EXP_EXPONENT, and POW_NEGATIVE for a result below 1 (bench/timing/pow_*:
 * on 200 random pairs within 1.8 ms (rms) of the ROM's times, which run
 * from 35 to 70 ms, where POW_LOG alone was 7.8 ms off). */
static void pow_charge(Interp *I, Num x, Num y) {
    int work = pow_work(x, y);
    if (work >= 0) charge(I, work, 1);
    if (work != TIMING_POW_LOG || (x.k & 3) != NUM_FINITE || (y.k & 3) != NUM_FINITE || x.m == 0)
        return;
    ln_charge(I, num_abs(x));
    int n, q[NUM_EXP_FACTORS];
    if (!num_pow_exp_factors(x, y, &n, q)) return;
    int64_t steps, places, k;
    factor_counts(n, q, &steps, &places, &k);
    charge(I, TIMING_POW_STEP, steps);
    charge(I, TIMING_POW_PLACE, places);
    charge(I, TIMING_EXP_EXPONENT, digit_sum(num_from_int(k)));
    /* y ln |x| negative: |x| and y on either side of 1 and 0 */
    if ((num_cmp(num_abs(x), num_from_int(1)) < 0) != (y.m < 0)) {
        Num r; /* (its warnings: no matter here) */
        (void)num_pow(x, y, &r, NUM_ROUND_NEAR);
        charge(I, TIMING_POW_NEGATIVE, 1);
        charge(I, TIMING_DIV_DIGIT, digit_sum(r));
    }
}

/* The cost model's terms of a label looked for, when the jump's operand
 * at at names one (ON's list: bench/timing/label_*; a GOTO's, GOSUB's,
 * THEN's and ELSE's are in their entry costs): LABEL_LOOKUP, each label
 * before it (LABEL_PASSED) and each character of its name (LABEL_CHAR). */
static void label_charge(Interp *I, int at) {
    int passed, chars;
    if (!program_label_ref(&I->program, at, &passed, &chars)) return;
    charge(I, TIMING_LABEL_LOOKUP, 1);
    charge(I, TIMING_LABEL_PASSED, passed);
    charge(I, TIMING_LABEL_CHAR, chars);
}

/* A LOAD fused into the next operation: the variable slot reads, a simple
 * one at once, an alias's out of line. Error: Data Type (an array). */
static const NumVar *operand_variable_slow(Interp *I, const NumVar *v) {
    if (v->ref) v = v->ref;
    if (v->ndims) vm_throw(I, HP71_E_DATA_TYPE);
    return v;
}
static inline const NumVar *operand_variable(Interp *I, Word slot) {
    const NumVar *v = &I->env->num[slot];
    if (__builtin_expect(!variables_is_simple(v), 0)) v = operand_variable_slow(I, v);
    return v;
}
#define BINARY_V(fn)                                                                               \
    do {                                                                                           \
        const NumVar *v_ = operand_variable(I, code[pc++]);                                        \
        CONVERTED(v_);                                                                             \
        Hp71Error e_ = fn(*sp, v_->val, sp, I->round);                                             \
        if (e_) condition(I, e_, sp);                                                              \
    } while (0)
/* BINARY and BINARY_V for num_add and num_sub, with the addition's terms
   charged in the costed loops (add_charge) */
#define BINARY_ADD(fn)                                                                             \
    do {                                                                                           \
        Num b_ = *sp--, a_ = *sp;                                                                  \
        Hp71Error e_ = fn(a_, b_, sp, I->round);                                                   \
        if (VM_COSTED) add_charge(I, a_, b_, *sp);                                                 \
        if (e_) condition(I, e_, sp);                                                              \
    } while (0)
#define BINARY_V_ADD(fn)                                                                           \
    do {                                                                                           \
        const NumVar *v_ = operand_variable(I, code[pc++]);                                        \
        CONVERTED(v_);                                                                             \
        Num a_ = *sp;                                                                              \
        Hp71Error e_ = fn(a_, v_->val, sp, I->round);                                              \
        if (VM_COSTED) add_charge(I, a_, v_->val, *sp);                                            \
        if (e_) condition(I, e_, sp);                                                              \
    } while (0)
#define COMPARE(op)                                                                                \
    do {                                                                                           \
        int m_ = chunk_comparison_mask(op);                                                        \
        Num b_ = *sp--;                                                                            \
        *sp = truth(compare(I, *sp, b_, m_) & m_);                                                 \
    } while (0)

/* FETCH alone then shows the line CONT goes on with at pc (the ROM), when
 * pc is in the program. */
static void cont_line_fetched(Interp *I, int64_t pc) {
    if (pc < I->program.program_len) I->fetch_line = program_line_of(&I->program, (int)pc);
}

static RunEnd suspend_at(Interp *I, int64_t pc, const Num *sp);

/* Suspends the run at pc with the operands up to sp pending (PAUSE, or a
 * stop inside a function called in an expression): CONT resumes there with
 * them. Inside text evaluated by VAL or an INPUT reply the C stack cannot be
 * kept: the whole run stops instead, for good (a PAUSE: pause_run). */
static RunEnd suspend(Interp *I, int64_t pc, const Num *sp) {
    if (I->eval_depth > 0) {
        I->stop_run = true;
        return RUN_STOP;
    }
    if (I->held_eval.running) { /* in the held text's own code (ATTN): likewise */
        I->stop_run = true;
        vm_throw(I, HP71_E_NONE);
    }
    return suspend_at(I, pc, sp);
}

/* PAUSE at pc, the operands up to sp pending: suspends the run. In a user
 * function that text VAL or an INPUT reply evaluates called (in a program
 * line), the text is held (eval_paused: evaluate_text), so that CONT
 * finishes the function, then the text and its statement (the ROM). */
static RunEnd pause_run(Interp *I, int64_t pc, const Num *sp) {
    vm_flush_display(I);
    if (I->eval_depth >= 1 && I->eval_pausable) {
        I->eval_paused = true;
        return suspend_at(I, pc, sp);
    }
    return suspend(I, pc, sp);
}

/* suspend's work. */
static RunEnd suspend_at(Interp *I, int64_t pc, const Num *sp) {
    I->suspended = true;
    I->cont_pc = pc;
    I->cont_depth = (int)(sp - STACK_EMPTY(I));
    I->cont_sdepth = I->ssp;
    cont_line_fetched(I, pc);
    return RUN_STOP;
}

/* Forgets a stop at the next statement (stop_at_statement). */
static void no_stop_at_statement(Interp *I) {
    I->stop_at_statement = false;
    line_work_update(I);
}

/* The stop at the next statement, which starts at code[at]: the program
 * stands suspended there. */
static RunEnd stop_at_statement(Interp *I, int64_t at, const Num *sp) {
    no_stop_at_statement(I);
    vm_flush_display(I);
    return suspend(I, at, sp);
}

/* The end of a SUB CALLed, the RETURN of a subroutine GOSUBed or a user
 * function called from the keyboard that an error or PAUSE had stopped
 * (suspended_in_call): the run stops, the program suspended at pc again,
 * its operands (depth numbers, sdepth strings, still on the stacks)
 * pending again, as the ROM. */
static RunEnd resume_suspended(Interp *I, int64_t pc, int depth, int sdepth) {
    vm_flush_display(I);
    I->suspended = true;
    I->cont_pc = pc;
    I->cont_depth = depth;
    I->cont_sdepth = I->ssp = sdepth;
    return RUN_STOP;
}

/* RETURN typed while the run stands suspended in a subroutine (f its
 * frame, just dropped): nothing runs; CONT goes on after
 * the GOSUB, its pending operands kept, or, when the GOSUB was a typed
 * line's, from the program's start, nothing being suspended (the ROM). */
static RunEnd typed_return(Interp *I, const Frame *f) {
    vm_flush_display(I);
    if (f->caller_gone || f->ret >= I->program.program_len) {
        I->suspended = false;
        return RUN_END;
    }
    I->cont_pc = f->ret;
    cont_line_fetched(I, f->ret);
    return RUN_STOP;
}

/* The end of user function f whose typed caller is gone (another line was
 * typed since it paused): its value goes nowhere, and the program stands
 * suspended where it was before that line, or nothing is (the ROM). */
static RunEnd fn_caller_gone(Interp *I, Frame *f) {
    bool resumes = f->resumes_suspended;
    int64_t back = f->suspended_pc;
    int depth = f->suspended_depth, sdepth = f->suspended_sdepth;
    if (I->trace & TRACE_FLOW) trace_event(I, I->current_line, "to "); /* to no line */
    /* a typed VAL's own nibbles stay, but not those of texts typed since */
    I->typed_val_ram = f->typed_val_before + f->typed_val_own;
    vm_unwind(I, (int)(f - I->frames));
    I->ssp = 0;
    if (resumes) return resume_suspended(I, back, depth, sdepth);
    vm_flush_display(I);
    I->suspended = false;
    return RUN_END;
}

/* GOTO (or IF ... THEN line, ON ... GOTO) typed at the keyboard: the
 * program pointer moves to target, where CONT runs from; nothing runs now.
 * Error: Stmt Not Found for a line that does not exist. */
static void goto_keyboard(Interp *I, const Word *code, int64_t target) {
    if (code[target] == OP_NO_LINE) {
        if (trig_condition(I)) return; /* an IF's THEN after SIN ...: nothing (the ROM) */
        vm_throw(I, HP71_E_LINE_NOT_FOUND);
    }
    if (!I->suspended) I->cont_depth = I->cont_sdepth = 0;
    /* a suspended run keeps its pending operands: stopped inside a user
       function, it still returns into the caller's expression (the ROM) */
    I->suspended = true;
    I->cont_pc = target;
    cont_line_fetched(I, target);
}

/* RESTORE to target (a pc; -1: the first DATA). Error: Stmt Not Found for a
 * line or label that does not exist. */
static void restore_data(Interp *I, int64_t target) {
    if (target == I->program.no_line_pc) vm_throw(I, HP71_E_LINE_NOT_FOUND);
    int begin, end;
    program_link(&I->program);
    data_range(I, I->data_env, &begin, &end);
    I->data_next = target < 0 ? begin : program_data_at(&I->program, (int)target);
    I->data_scan = target < 0 ? I->data_env : target;
    if (I->data_next < begin || I->data_next > end) I->data_next = end;
}

/* Pops a string, the name of a label that the code at pc goes to (GOTO A$):
 * returns where that label's statement starts, or no_line_pc (Stmt Not
 * Found when reached). A name refused as a file specifier
 * (commands_label_spec_error) is Invalid Filespec, thrown, or with refused
 * given no_line_pc, *refused that error (else HP71_E_NONE). */
static int64_t pop_label(Interp *I, int64_t pc, Hp71Error *refused) {
    const StrBuf *b = &I->sstack[--I->ssp];
    Hp71Error e = commands_label_spec_error(chars(b), b->len);
    if (e && !refused) vm_throw(I, e);
    if (refused) *refused = e;
    return e ? I->program.no_line_pc : program_find_label(&I->program, chars(b), b->len, (int)pc);
}

static RunEnd execute(Interp *I, const Word *code, int64_t pc, Num *sp, Num **sp_out,
                      const int32_t *ahead);

/* The target given by the string expression at at (OP_LABEL_SNIPPET), run
 * now with the number stack free above sp: where its label is, or
 * no_line_pc. An error in it is thrown, or, guarded (ON ERROR and ON TIMER
 * taking their target outside any statement), gives no_line_pc, as does a
 * name refused as a file specifier (GOTO "A:PORT(9)"), *refused then its
 * error (Invalid Filespec; else HP71_E_NONE): unguarded, it is thrown. */
static int64_t snippet_label(Interp *I, const Word *code, int64_t at, Num *sp, bool guarded,
                             Hp71Error *refused) {
    jmp_buf here;
    jmp_buf *outer = I->catch_point;
    int ssp = I->ssp, frames = I->nframes, line = I->current_line;
    int64_t stmt_pc = I->stmt_pc;
    I->catch_point = &here;
    if (setjmp(here)) {
        I->catch_point = outer;
        I->ssp = ssp;
        vm_unwind(I, frames);
        I->current_line = line;
        I->stmt_pc = stmt_pc;
        if (!guarded) vm_throw(I, I->thrown);
        return I->program.no_line_pc;
    }
    Num *top = NULL;
    if (execute(I, code, at + 1, sp, &top, NULL) != RUN_KEYBOARD) /* ATTN in a user function */
        vm_throw(I, HP71_E_INVALID_EXPR);
    I->catch_point = outer;
    return pop_label(I, at, guarded ? refused : NULL);
}

/* Stops the run at a transfer to target because of ATTN or the step budget:
 * suspended, so CONT resumes at target. */
static RunEnd interrupted(Interp *I, int64_t target, const Num *sp) {
    *I->attn = 0;
    vm_flush_display(I);
    return suspend(I, target, sp);
}

/* Function calls and backward transfers check that a statement's worth of
 * stack is free (and, as an internal error, that it was not emptied too
 * far); single operations then need no check. The stack only grows across
 * statements by calls, and a run of statements only repeats through a
 * backward transfer, so a slow leak would be caught there too. */
#define STACK_ROOM()                                                                               \
    do {                                                                                           \
        if ((uintptr_t)(sp - empty) >= VM_STACK_MAX - 2 * VM_STACK_GUARD - VM_STACK_STATEMENT) {   \
            if (sp < empty) vm_throw(I, HP71_E_INVALID_STATEMENT);                                 \
            vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);                                               \
        }                                                                                          \
    } while (0)

#if HP71_FAST_PATHS && defined(__GNUC__)
#pragma GCC diagnostic ignored "-Wpedantic" /* computed goto: &&label, goto * */
#endif

/* Charges n of a cost item in the run loop: the cost model's time, and in
 * the profiled loop (VM_COSTED 2, --profile) the count too, so that the
 * costed loop pays nothing for profiles. */
#define CHARGE(item, n)                                                                            \
    do {                                                                                           \
        I->cost_us += timing_cost[item] * (int64_t)(n);                                            \
        if (VM_COSTED == 2) I->cost_counts[item] += (uint64_t)(n);                                 \
    } while (0)

/* add_charge for a + b = x, three whole numbers of the fast paths (their
 * exponents 0), written out in the run loop: the same charges for a
 * fraction of the work. */
#define ADD_CHARGE_INT(a, b, x)                                                                    \
    do {                                                                                           \
        int64_t a_ = (a), b_ = (b), x_ = (x);                                                      \
        /* (two one-digit operands: nothing to align or cancel) */                                 \
        if (((uint64_t)(a_ + 9) > 18 || (uint64_t)(b_ + 9) > 18) && a_ != 0 && b_ != 0) {          \
            int ea_ = int_lead_exponent(a_), eb_ = int_lead_exponent(b_);                          \
            int top_ = ea_ > eb_ ? ea_ : eb_, apart_ = ea_ > eb_ ? ea_ - eb_ : eb_ - ea_;          \
            if (apart_) CHARGE(TIMING_ADD_ALIGN, apart_ < 13 ? apart_ : 13);                       \
            if (top_ > 0 && x_ != 0) {                                                             \
                int ex_ = int_lead_exponent(x_);                                                   \
                if (ex_ < top_) CHARGE(TIMING_ADD_CANCEL, top_ - ex_);                             \
            }                                                                                      \
        }                                                                                          \
    } while (0)

/* The costed loop: a condition's false jump from the code at from (past
 * the jump's operands) to target. The ROM passes over each statement of the
 * THEN part (bench/timing/then_skipped*); on an ELSE part it looks through
 * the THEN part for the ELSE, once (bench/timing/if_else_taken*): what
 * timing_else_items says, charged ahead at the jump's target operand. */
#define ELSE_REACHED(from, target)                                                                 \
    do {                                                                                           \
        if (VM_COSTED) I->cost_us += ahead[(from)-1]; /* (timing_entry_costs put it there) */      \
        if (VM_COSTED == 2) {                                                                      \
            int else_taken_, skipped_;                                                             \
            timing_else_items(code, (int)(from), (target), statements_passed, &I->program,         \
                              &else_taken_, &skipped_);                                            \
            I->cost_counts[TIMING_ELSE_TAKEN] += (uint64_t)else_taken_;                            \
            I->cost_counts[TIMING_THEN_SKIPPED] += (uint64_t)skipped_;                             \
        }                                                                                          \
    } while (0)

/* The costed loop: the search for a GOTO's or GOSUB's line (from pc). */
#define LINE_SEARCH(target)                                                                        \
    do {                                                                                           \
        if (VM_COSTED) {                                                                           \
            bool back_;                                                                            \
            int n_ = program_search_lines(&I->program, (int)pc, (int)(target), &back_);            \
            CHARGE(back_ ? TIMING_SEARCH_BACK : TIMING_SEARCH_FORWARD, n_);                        \
        }                                                                                          \
    } while (0)

/* GOTO and GOSUB: their search for the line, and for a label (its operand
 * at at) the label's, are in their cost (timing.h); the profiled loop
 * counts them. */
#define SEARCH_COUNTED(at, target)                                                                 \
    do {                                                                                           \
        if (VM_COSTED == 2) {                                                                      \
            bool back_;                                                                            \
            int n_ = program_search_lines(&I->program, (int)pc, (int)(target), &back_), p_, c_;    \
            I->cost_counts[back_ ? TIMING_SEARCH_BACK : TIMING_SEARCH_FORWARD] += (uint64_t)n_;    \
            if (program_label_ref(&I->program, (int)(at), &p_, &c_)) {                             \
                I->cost_counts[TIMING_LABEL_LOOKUP]++;                                             \
                I->cost_counts[TIMING_LABEL_PASSED] += (uint64_t)p_;                               \
                I->cost_counts[TIMING_LABEL_CHAR] += (uint64_t)c_;                                 \
            }                                                                                      \
        }                                                                                          \
    } while (0)

/* An IF ... THEN line taken (a JUMP_CMP with CMP_DIRECT; its target
 * operand at at): the GOTO it stands for, and its search, as the entry
 * costs hold them. */
#define THEN_TAKEN(at, target)                                                                     \
    do {                                                                                           \
        I->cost_us += ahead[at];                                                                   \
        if (VM_COSTED == 2) I->cost_counts[OP_GOTO]++;                                             \
        SEARCH_COUNTED(at, target);                                                                \
    } while (0)

/* A GOSUB to a line that does not exist: Stmt Not Found once the return's
 * room is found (push_gosub: the ROM keeps no return, but a typed GOSUB's
 * nibbles), at the cost of the missing line's opcode. */
#define GOSUB_MISSING_LINE(target)                                                                 \
    do {                                                                                           \
        if (code[target] == OP_NO_LINE) {                                                          \
            if (VM_COSTED) CHARGE(OP_NO_LINE, 1);                                                  \
            push_gosub(I, code, pc, 0, true);                                                      \
        }                                                                                          \
    } while (0)

/* A transfer to target that ON or a computed target (GOTO_STR) takes:
 * TRACE FLOW, the search for its line, for a GOSUB the return to ret (none
 * kept to a missing line), ATTN and the budget when it goes back; then pc
 * is target. */
#define TRANSFER(target, gosub, ret)                                                               \
    do {                                                                                           \
        TRACE_JUMP(target);                                                                        \
        LINE_SEARCH(target);                                                                       \
        if (gosub) {                                                                               \
            GOSUB_MISSING_LINE(target);                                                            \
            push_gosub(I, code, pc, (ret), false);                                                 \
        }                                                                                          \
        if ((target) < pc) POLL(target);                                                           \
        pc = (target);                                                                             \
    } while (0)

/* FETCH KEY: the key's DEF KEY statement (DEF KEY 'A','HELLO'; or, for a
 * key with no assignment, DEF KEY 'B') is shown with the prompt, as the ROM
 * puts it in the edit line; an empty line typed next enters it (the ROM:
 * ENDLINE), another line replaces it. A text holding ' is quoted with ". */
static void fetch_key(Interp *I, int slot) {
    char name[KEYMAP_NAME];
    int64_t name_len = (int64_t)keymap_name(slot, name);
    char kind;
    int64_t len;
    const char *text = keymap_text(&I->keymap, slot, &kind, &len);
    char line[VM_FETCHED_MAX + 2];
    int n = snprintf(line, sizeof line, ">DEF KEY ");
    char q = memchr(name, '\'', (size_t)name_len) ? '"' : '\'';
    n += snprintf(line + n, sizeof line - (size_t)n, "%c%.*s%c", q, (int)name_len, name, q);
    if (kind && n < (int)sizeof line) {
        q = memchr(text, '\'', (size_t)len) ? '"' : '\'';
        n += snprintf(line + n, sizeof line - (size_t)n, ",%c%.*s%c%s", q, (int)len, text, q,
                      kind == KEYMAP_SEMICOLON ? ";"
                      : kind == KEYMAP_COLON   ? ":"
                                               : "");
    }
    if (n > (int)sizeof line - 1) n = (int)sizeof line - 1;
    vm_display_line(I, line, (size_t)n);
    I->fetched_len = n - 1;
    memcpy(I->fetched, line + 1, (size_t)(n - 1));
}

/* The run loop, four times: without the cost model, with it, with it and
 * pacing each line to real time (--speed), and with it counting its charges
 * for a profile (pacing too). */
#define VM_COSTED 0
#define VM_PACED  0
#define EXECUTE   execute_plain
#include "vm_loop.h"
#undef VM_COSTED
#undef VM_PACED
#undef EXECUTE
#define VM_COSTED 1
#define VM_PACED  0
#define EXECUTE   execute_costed
#include "vm_loop.h"
#undef VM_COSTED
#undef VM_PACED
#undef EXECUTE
#define VM_COSTED 1
#define VM_PACED  1
#define EXECUTE   execute_paced
#include "vm_loop.h"
#undef VM_COSTED
#undef VM_PACED
#undef EXECUTE
#define VM_COSTED 2
#define VM_PACED  1
#define EXECUTE   execute_profiled
#include "vm_loop.h"
#undef VM_COSTED
#undef VM_PACED
#undef EXECUTE

/* The entry costs (timing_entry_costs) of the program's linked code, with
 * any keyboard line after it: computed again once it was linked anew.
 * Error: Insufficient Memory when the host has no room for them. */
static const int32_t *program_ahead(Interp *I) {
    const Program *p = &I->program;
    if (I->ahead && I->ahead_links == p->links && I->ahead_code == p->code.code &&
        I->ahead_len == p->code.len)
        return I->ahead;
    if (p->code.len > I->ahead_cap) {
        int cap = p->code.len + p->code.len / 2 + 64;
        int32_t *a = realloc(I->ahead, (size_t)cap * sizeof *a);
        if (!a) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
        I->ahead = a;
        I->ahead_cap = cap;
    }
    timing_entry_costs(p->code.code, p->code.len, I->ahead, search_lines, label_ref,
                       statements_passed, &I->program);
    I->ahead_links = p->links;
    I->ahead_code = p->code.code;
    I->ahead_len = p->code.len;
    return I->ahead;
}

/* Runs code from pc: the program's linked code, or (ahead given, with the
 * cost model: its entry costs) code evaluated apart. */
static RunEnd execute(Interp *I, const Word *code, int64_t pc, Num *sp, Num **sp_out,
                      const int32_t *ahead) {
    if (!I->costing) return execute_plain(I, code, pc, sp, sp_out, NULL);
    if (!ahead) ahead = program_ahead(I);
    const Word *outer_code = I->op_code;
    const int32_t *outer_ahead = I->op_ahead;
    I->op_code = code;
    I->op_ahead = ahead;
    RunEnd r = I->cost_counts ? execute_profiled(I, code, pc, sp, sp_out, ahead)
               : I->host.pace ? execute_paced(I, code, pc, sp, sp_out, ahead)
                              : execute_costed(I, code, pc, sp, sp_out, ahead);
    I->op_code = outer_code;
    I->op_ahead = outer_ahead;
    I->op_pc = -1;
    return r;
}

/* Where an ON ERROR GOSUB returns to: the statement after the one that
 * failed (the ROM: the next one in its line, in its THEN or ELSE part, or
 * after the whole IF when it was a THEN part's last; an error in an IF's
 * condition goes on into its THEN part). Walks the code from the failing
 * statement's start (stmt_pc) to the next STMT or LINE, taking the jumps
 * past an ELSE part and over a line's target expressions. */
static int64_t after_statement(Interp *I) {
    const Program *p = &I->program;
    const Word *code = p->code.code;
    int64_t pc = I->stmt_pc;
    if (pc < 0 || pc >= p->program_len) return p->end_pc;
    pc += 1 + chunk_operands((Opcode)code[pc]);
    while (pc < p->program_len) {
        Opcode op = (Opcode)code[pc];
        if (op == OP_STMT || chunk_is_line(op)) return pc;
        if ((op == OP_JUMP || op == OP_SKIP) && code[pc + 1] > pc)
            pc = code[pc + 1];
        else
            pc += 1 + chunk_operands(op);
    }
    return p->end_pc;
}

static void set_state(Interp *I, int state) {
    if (I->host.state) I->host.state(I->host.ctx, state);
}

static RunEnd run(Interp *I, int64_t start, int depth, int sdepth, bool beside);

/* Where CONT resumes after an error in the program in line (0: a typed
 * line's), or -1 when the run cannot be kept. The ROM keeps a user function's context
 * too: the error stops the run inside the function, its parameters bound
 * (a typed X shows the parameter), and CONT runs the failing line of the
 * function again, then returns into the caller's expression, whose pending
 * operands (*depth numbers, *sdepth strings) stay on the stacks. In a
 * one-line DEF FN the failing statement is the DEF itself: CONT goes on
 * after it, the call still pending (a program's END later returns 0 into
 * the caller's expression), as the ROM does. A function called from text
 * VAL or an INPUT reply evaluates cannot be kept: CONT runs the text's
 * statement again (the ROM runs the function's failing line). */
static int64_t error_resume_pc(Interp *I, int line, int *depth, int *sdepth) {
    if (line <= 0) return -1;
    int64_t at = program_line_pc(&I->program, line);
    /* the failing statement, when its start is known in this line */
    if (I->stmt_pc > at && I->stmt_pc < I->program.program_len &&
        program_line_of(&I->program, (int)I->stmt_pc) == line)
        at = I->stmt_pc;
    const Frame *fn = NULL;
    for (int i = I->nframes - 1; i >= 0; i--) {
        if (I->frames[i].kind != FRAME_FN) continue;
        if ((I->frames[i].ret_code && !held_return(I, &I->frames[i])) || I->eval_depth > 0)
            return -1;
        if (!fn) fn = &I->frames[i];
    }
    if (!fn) return at;
    /* a one-line DEF FN's body: its DEF statement, the jump over the body
       before FN_ENTER (count, is string?) and the parameters (3 words each) */
    int64_t jump = fn->body_pc - 3 - 3 * (int64_t)fn->nargs - 2;
    if (fn->body_pc > at && program_line_of(&I->program, (int)fn->body_pc) == I->current_line &&
        jump >= at && I->program.code.code[jump] == OP_SKIP)
        at = jump;
    *depth = fn->stack_depth;
    *sdepth = fn->sstack_depth;
    return at;
}

RunEnd vm_run(Interp *I, int64_t start, bool resume) {
    bool program = start < I->program.program_len;
    if (program) set_state(I, HOST_STATE_RUNNING);
    /* operands pending in a suspended program stay below everything that
       runs until CONT resumes it */
    bool beside = I->suspended && !resume;
    int depth = I->suspended ? I->cont_depth : 0, sdepth = I->suspended ? I->cont_sdepth : 0;
    if (resume) {
        I->suspended = false;
        /* CONT into the middle of a line (a one-line DEF FN's DEF) */
        if (program) I->current_line = program_line_of(&I->program, (int)start);
    }
    /* a typed line's first statement starts here (no LINE sets it): an
       INPUT it holds asks again from here after a bad reply; a program
       suspended beside it keeps its own */
    int64_t program_stmt = I->stmt_pc, suspended_at = I->cont_pc;
    if (!program && !resume) I->stmt_pc = start;
    I->timer_service = program && !beside;
    I->timer_poll = 1;
    timers_unserve(&I->timers);
    I->timer_hold = resume && I->timers.armed;
    RunEnd r = run(I, start, depth, sdepth, beside);
    vm_held_eval_release(I, true);                     /* (once no function returns into it) */
    if (I->stop_at_statement) no_stop_at_statement(I); /* (an error or the end came first) */
    if (beside && I->suspended && I->cont_pc == suspended_at) I->stmt_pc = program_stmt;
    I->timer_service = false;
    if (I->big_strings) vm_release_strings(I);
    /* the ROM: a program that ends (END, STOP, past its last line) leaves
       READ at the first DATA again and no FOR loop active (GOTO 40 typed
       then CONT: NEXT w/o FOR); a suspended one keeps both */
    if (program && r == RUN_END) forget_loops_and_data(I);
    if (program || r == RUN_STOP)
        set_state(I, I->suspended ? HOST_STATE_SUSPENDED : HOST_STATE_IDLE);
    return r;
}

/* True when the typed line that runs beside a suspended program (its
 * frames above the first `frames`) CALLed a subprogram or GOSUBed a
 * subroutine that is under way (the program's operands pending, a user
 * function's, stay beneath it: suspended_in_call keeps their count). */
static bool called_here(const Interp *I, int frames) {
    return I->nframes > frames &&
           (I->frames[frames].kind == FRAME_SUB || I->frames[frames].kind == FRAME_GOSUB);
}

/* An error or PAUSE stopped a SUB CALLed or a subroutine GOSUBed by a
 * typed line while the program was suspended at pc (frame `frames`,
 * called_here): as the ROM, the program is
 * now suspended in it (a SUB's variables are the keyboard's, CONT goes on
 * there), and where it stood comes back when it ends (resume_suspended). */
static void suspended_in_call(Interp *I, int frames, int64_t pc, int depth, int sdepth) {
    Frame *f = &I->frames[frames];
    f->resumes_suspended = true;
    f->suspended_pc = pc;
    f->suspended_depth = depth;
    f->suspended_sdepth = sdepth;
}

/* PAUSE stopped the run in a user function a typed line called (frame
 * `frames`, the line's first call), beside a suspended program that stood
 * at pc when resumes, else with none: the function
 * may outlive the typed line (keyboard_replaced), and its end then gives
 * back what was suspended (fn_caller_gone). */
static void paused_in_typed_fn(Interp *I, int frames, bool resumes, int64_t pc, int depth,
                               int sdepth) {
    if (I->nframes <= frames) return;
    Frame *f = &I->frames[frames];
    if (f->kind != FRAME_FN || f->ret_code || f->ret < I->program.program_len || f->typed_pause)
        return;
    f->typed_pause = true;
    if (resumes) {
        suspended_in_call(I, frames, pc, depth, sdepth);
    }
}

/* The run stopped (PAUSE, or a stop inside text a user function was
 * called from) in what the typed line called from frame `frames` on,
 * beside a suspended program that stood at pc with depth numbers and
 * sdepth strings pending when beside: a SUB or subroutine it called is
 * where the program is suspended now (suspended_in_call), a user function
 * may outlive the line (paused_in_typed_fn). */
static void stopped_in_typed_call(Interp *I, int frames, bool beside, int64_t pc, int depth,
                                  int sdepth) {
    if (!I->suspended) return;
    if (beside && called_here(I, frames) && !I->frames[frames].resumes_suspended)
        suspended_in_call(I, frames, pc, depth, sdepth);
    paused_in_typed_fn(I, frames, beside, pc, depth, sdepth);
}

/* The numbers and strings (*depth, *sdepth) that stay on the stacks when
 * the run goes on at a statement after an error: the operands the
 * innermost user function's caller had pending, or none. */
static void kept_operands(const Interp *I, volatile int *depth, volatile int *sdepth) {
    *depth = *sdepth = 0;
    int fn = fn_below(I, I->nframes);
    if (fn >= 0) {
        *depth = I->frames[fn].stack_depth;
        *sdepth = I->frames[fn].sstack_depth;
    }
}

/* After error e: when it refused an INPUT reply (Numeric Input, Too Few
 * Inputs, Too Many Inputs, its good fields stored) that no ON ERROR takes
 * (reply.retry), shows its message and has the INPUT statement, at
 * retry_pc, ask again: *depth and *sdepth the operands kept below it.
 * Returns whether it did. */
static bool input_asks_again(Interp *I, Hp71Error e, volatile int *depth, volatile int *sdepth) {
    if (!I->reply.retry ||
        (e != HP71_E_NUMERIC_INPUT && e != HP71_E_TOO_FEW_INPUTS && e != HP71_E_TOO_MANY_INPUTS))
        return false;
    I->reply.retry = false;
    input_message(I, e);
    I->retry_pending = true;
    kept_operands(I, depth, sdepth);
    I->ssp = *sdepth;
    return true;
}

/* Runs from start with depth operands (sdepth strings) already on the
 * stacks. beside: a typed line while a program is suspended, whose errors
 * leave the suspended program as it was. */
static RunEnd run(Interp *I, int64_t start, int depth_in, int sdepth_in, bool beside) {
    jmp_buf here;
    jmp_buf *outer = I->catch_point;
    volatile int64_t pc = start;
    volatile int depth = depth_in, sdepth = sdepth_in;
    int frames = I->nframes;
    /* where a suspended program stands, for a call the typed line makes */
    int64_t suspended_pc = I->cont_pc;
    for (;;) {
        I->catch_point = &here;
        if (setjmp(here)) {
            Hp71Error e = I->thrown;
            /* a typed line's command that changed the current file and then
               failed (RUN X,A$ of a file made current): the line is over,
               and its code's move with it */
            I->code_moved = false;
            if (I->eval_paused) { /* PAUSE in what a text called: held (evaluate_text) */
                I->eval_paused = false;
                I->catch_point = outer;
                /* (or kept, VAL's text typed: keep_typed_text_call) */
                stopped_in_typed_call(I, frames, beside, suspended_pc, depth_in, sdepth_in);
                return RUN_STOP;
            }
            /* (an error in a held text's code is its statement's, as one
               while it was evaluated: vm_run lets the text go) */
            I->held_eval.running = false;
            /* a user function that text VAL or a reply evaluated called
               failed: CONT resumes at the text's line */
            bool eval_failed = I->eval_failed;
            I->eval_failed = false;
            I->ssp = sdepth;
            /* no CALL is under way across an error: it abandons the statement
               (ON ERROR as a GOTO), and a SUB takes its arguments on entry */
            drop_args(I);
            /* (nor an INPUT reply's storing: String Ovfl; but while one of
               its fields is held, the ROM keeps its copy) */
            if (!held_reply(I)) I->reply.ram = 0;
            if (input_asks_again(I, e, &depth, &sdepth)) {
                pc = I->retry_pc;
                continue;
            }
            I->reply.retry = false;
            if (errors_is_warning(e) || I->stop_run) {
                I->for_values = 0;
            } else {
                failed_for(I);
                /* a PRINT list the error stopped: what follows is DISP's again */
                display_begin(&I->display, false);
            }
            if (I->stop_run) { /* PAUSE, ATTN or input's end inside VAL: the run stops */
                I->stop_run = false;
                I->catch_point = outer;
                vm_flush_display(I);
                vm_unwind(I, beside ? frames : 0);
                I->ssp = sdepth;
                return I->exit_requested ? RUN_EXIT : RUN_STOP;
            }
            int64_t handler = I->on_error_pc;
            Hp71Error refused = HP71_E_NONE; /* (a handler's name refused: its error) */
            /* a typed line's errors leave a suspended program's ON ERROR
               alone; in a SUB it CALLed the SUB's catches, in a subroutine
               it GOSUBed the program's (the ROM) */
            bool catching = (!beside || called_here(I, frames)) && !in_error_handler(I);
            if (catching && handler >= 0 && I->current_line > 0 && !errors_is_warning(e) &&
                I->program.code.code[handler] == OP_LABEL_SNIPPET) {
                /* ON ERROR GOTO A$: the label A$ names now (the ROM) */
                int kd, ksd;
                kept_operands(I, &kd, &ksd);
                if (ksd > I->ssp) I->ssp = ksd;
                handler = snippet_label(I, I->program.code.code, handler,
                                        STACK_EMPTY(I) + (kd > depth ? kd : depth), true, &refused);
                I->ssp = sdepth;
            }
            /* the ROM looks for the handler's line only now: a missing one
               is Stmt Not Found at the ON ERROR's line; so is Insufficient
               Memory when ON ERROR GOSUB's return finds no room */
            bool no_room = catching && handler >= 0 && handler != I->program.no_line_pc &&
                           I->on_error_gosub && !gosub_room(I, VM_RAM_GOSUB);
            if (catching && (handler == I->program.no_line_pc || no_room) && I->current_line > 0 &&
                !errors_is_warning(e)) {
                e = no_room   ? HP71_E_INSUFFICIENT_MEMORY
                    : refused ? refused
                              : HP71_E_LINE_NOT_FOUND;
                /* TRACE FLOW: through the ON ERROR line, to no line; the
                   GOSUB with no room leaves "Trace line N to " open, the
                   message on its line (the ROM) */
                if (I->trace & TRACE_FLOW) trace_lines(I, I->current_line, I->on_error_line);
                I->current_line = I->on_error_line;
                if (no_room)
                    trace_missing_line_passed(I);
                else if (I->trace & TRACE_FLOW)
                    trace_event(I, I->on_error_line, "to ");
                /* CONT: from that line's start, even when the error was on it */
                I->stmt_pc = program_line_pc(&I->program, I->current_line);
            } else if (catching && handler >= 0 && I->current_line > 0 && !errors_is_warning(e) &&
                       I->nframes < VM_FRAMES_MAX) {
                /* ON ERROR: record the error and go to the handler */
                if (I->costing) charge(I, TIMING_ERROR_CAUGHT, 1);
                I->errn = errors_number(e);
                I->errl = I->fetch_line = I->current_line;
                I->last_message = e;
                /* as a GOTO (the ROM): every frame stays, so a RETURN in the
                   handler returns from the GOSUB the error was in, and END
                   returns from a user function the error left; the operands
                   its caller had pending stay too */
                kept_operands(I, &depth, &sdepth);
                I->ssp = sdepth;
                if (I->on_error_gosub)
                    push_frame(I, FRAME_GOSUB, after_statement(I), VM_RAM_GOSUB)->error_handler =
                        true;
                pc = handler;
                if (I->trace & TRACE_FLOW) { /* through the ON ERROR line (ROM) */
                    trace_lines(I, I->current_line, I->on_error_line);
                    trace_lines(I, I->on_error_line, program_line_of(&I->program, (int)pc));
                }
                if (*I->attn || --I->steps_left < 0) {
                    I->catch_point = outer;
                    return interrupted(I, pc, STACK_EMPTY(I) + depth);
                }
                continue;
            }
            I->catch_point = outer;
            int keep_depth = 0, keep_sdepth = 0;
            int64_t at = error_resume_pc(I, eval_failed ? I->eval_line : I->current_line,
                                         &keep_depth, &keep_sdepth);
            /* in what a typed line called beside a suspended program: the
               program is suspended there now, as below */
            bool in_call = beside && at >= 0 && called_here(I, frames);
            if (in_call) suspended_in_call(I, frames, I->cont_pc, depth_in, sdepth_in);
            /* in a user function a typed line called: kept as after PAUSE
               there (the ROM: its parameters stay bound, CONT runs the
               failing line again), beside a suspended program too */
            bool in_typed_fn = at >= 0 && I->nframes > frames && I->frames[frames].kind == FRAME_FN;
            /* a typed line that ran out of the suspended program's calls
               (GOSUB to a SUB's END SUB): the program stops at the error
               instead (the ROM) */
            bool left_suspended = beside && at >= 0 && I->nframes < frames;
            if (beside && !in_call && !in_typed_fn && !left_suspended) {
                vm_unwind(I, frames);
            } else if (at >= 0) {
                /* the ROM: the program stops suspended at the line of the
                   error, its GOSUB returns, calls and loops kept; CONT
                   runs that line again */
                I->suspended = true;
                I->cont_pc = at;
                I->cont_depth = keep_depth;
                I->cont_sdepth = keep_sdepth;
                if (in_typed_fn)
                    paused_in_typed_fn(I, frames, beside, suspended_pc, depth_in, sdepth_in);
            } else {
                vm_unwind(I, 0);
                I->suspended = false;
            }
            vm_report(I, e, false);
            return RUN_ERROR;
        }
        RunEnd r = execute(I, I->program.code.code, pc, STACK_EMPTY(I) + depth, NULL, NULL);
        if (r == RUN_TIMER) { /* fire it: GOTO or GOSUB its line, then on from there */
            depth = I->timer_depth;
            pc = I->timer_resume;
            if (*I->attn || --I->steps_left < 0) { /* a transfer: ATTN and the budget stop it */
                I->catch_point = outer;
                return interrupted(I, pc, STACK_EMPTY(I) + depth);
            }
            int64_t now = vm_now_us(I);
            int k = timers_due(&I->timers, now, activation(I));
            if (k < 0) continue;
            const ProgramTimer *t = timers_fire(&I->timers, k, now);
            vm_charge(I, t->gosub ? TIMING_TIMER_GOSUB : TIMING_TIMER_GOTO, 1);
            int64_t target = t->target;
            Hp71Error refused = HP71_E_NONE;
            if (I->program.code.code[target] == OP_LABEL_SNIPPET) /* the label A$ names now */
                target = snippet_label(I, I->program.code.code, target, STACK_EMPTY(I) + depth,
                                       true, &refused);
            if (I->trace & TRACE_FLOW) { /* through the ON TIMER line (ROM) */
                int at = program_line_of(&I->program, (int)pc);
                trace_lines(I, at, t->line);
                if (target != I->program.no_line_pc)
                    trace_lines(I, t->line, program_line_of(&I->program, (int)target));
                else /* to no line: "Trace line 10 to" before Stmt Not Found */
                    trace_event(I, t->line, "to ");
            }
            if (target == I->program.no_line_pc) { /* the ROM: at the ON TIMER's line */
                I->current_line = t->line;
                vm_throw(I, refused ? refused : HP71_E_LINE_NOT_FOUND);
            }
            if (t->gosub) {
                push_frame(I, FRAME_GOSUB, I->timer_resume, VM_RAM_GOSUB);
                timers_serve(&I->timers, k, I->nframes, now);
            }
            I->timer_hold = true; /* its line's first statement runs first (then
                                     another timer may fire inside its GOSUB) */
            pc = target;
            continue;
        }
        I->catch_point = outer;
        if (r == RUN_STOP)
            stopped_in_typed_call(I, frames, beside, suspended_pc, depth_in, sdepth_in);
        if (!I->suspended) I->ssp = 0;
        return r;
    }
}
