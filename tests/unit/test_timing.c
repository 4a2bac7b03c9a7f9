/* Unit tests of the cost model (timing.c) and of the charges the VM makes:
 * the 32nds of a second of DELAY's waits, superinstructions costing their
 * parts, and the data-dependent terms counted by a profile. */
#include <criterion/criterion.h>
#include <string.h>

#include "fake_host.h"
#include "timing.h"

static FakeHost f;

Test(timing, waits_are_whole_32nds_of_a_second) {
    /* the ROM: DELAY .2 holds 6/32 s, .24 holds 8/32, .01 nothing */
    cr_assert_eq(timing_quantized_us(0.2), 187500);
    cr_assert_eq(timing_quantized_us(0.24), 250000);
    cr_assert_eq(timing_quantized_us(0.02), 31250);
    cr_assert_eq(timing_quantized_us(0.01), 0);
    cr_assert_eq(timing_quantized_us(0.5), 500000);
    cr_assert_eq(timing_quantized_us(0), 0);
    cr_assert_eq(timing_quantized_us(-1), 0);
}

/* A huge setting (DELAY 1,1E49: fuzz_stdin, an out-of-range conversion)
 * waits the longest wait, in microseconds that fit. */
Test(timing, huge_waits_are_bounded) {
    int64_t most = (int64_t)TIMING_WAIT_MAX_S * 1000000;
    cr_assert_eq(timing_quantized_us(1e49), most);
    cr_assert_eq(timing_quantized_us(1e300), most);
    cr_assert_eq(timing_quantized_us(TIMING_WAIT_MAX_S), most);
    cr_assert_eq(timing_quantized_us(1000), 1000000000);
}

Test(timing, superinstructions_cost_their_parts) {
    const int32_t *c = timing_cost;
    cr_assert_eq(c[OP_LOAD2], 2 * c[OP_LOAD]);
    cr_assert_eq(c[OP_INC], c[OP_LOAD] + c[OP_PUSH_NUM] + c[OP_ADD] + c[OP_STORE]);
    cr_assert_eq(c[OP_SUB_EV], c[OP_LOAD] + c[OP_LOAD_ELEM] + c[OP_LOAD] + c[OP_SUB]);
    cr_assert_eq(c[OP_JUMP_CMP], c[OP_LT] + c[OP_JUMP_FALSE]);
    cr_assert_eq(c[OP_ABS], c[OP_FUNC] + c[TIMING_FN(KW_ABS)]);
    cr_assert_eq(c[OP_PUSH_INT], c[OP_PUSH_NUM]);
    /* INC with a negative step stands for a SUB */
    cr_assert_eq(c[OP_ADD], c[OP_SUB]);
    for (int op = OP_EQ; op <= OP_REL; op++)
        cr_assert_eq(c[op], c[OP_EQ], "comparison %s", chunk_opcode_name((Opcode)op));
}

Test(timing, every_function_costs_something) {
    for (int k = 0; k < KW_COUNT; k++)
        if (keyword_emulated((Keyword)k) &&
            (keyword_kind((Keyword)k) == KIND_NUM_FUNC ||
             keyword_kind((Keyword)k) == KIND_STR_FUNC) &&
            k != KW_ABS && k != KW_SGN)
            cr_assert_gt(timing_cost[TIMING_FN(k)], 0, "%s", keyword_text((Keyword)k));
}

/* Reading the calendar or the clock as text takes the ROM 10 to 13 ms
   (bench/timing fn_date, fn_date_s, fn_time_s; 9 to 11.3 emulated ms), not
   the default charge of 2.5 emulated ms */
Test(timing, the_calendar_functions_cost_what_the_rom_takes) {
    const Keyword k[] = {KW_DATE, KW_DATE_S, KW_TIME_S};
    for (size_t i = 0; i < sizeof k / sizeof k[0]; i++) {
        cr_assert_gt(timing_cost[TIMING_FN(k[i])], 8000, "%s", keyword_text(k[i]));
        cr_assert_lt(timing_cost[TIMING_FN(k[i])], 12000, "%s", keyword_text(k[i]));
    }
}

/* bench/timing/fn_key_s ... fn_ivl: each timed on the ROM (rom-times.tsv),
   none costs the 2.8 ms every function without a program of its own gets;
   the constants take about 1.2 ms, HTD 7.4, KEYDEF$ 7.7, KEY$ almost nothing
   (UPRC$ costs by its characters: uprc_costs_its_characters) */
Test(timing, functions_timed_on_the_rom_leave_the_default) {
    const struct {
        Keyword k;
        int32_t low, high; /* emulated microseconds */
    } f[] = {
        {KW_KEY_S, 0, 500},      {KW_EPS, 900, 1300},       {KW_INF, 900, 1300},
        {KW_MAXREAL, 900, 1300}, {KW_RES, 900, 1300},       {KW_ERRL, 900, 1300},
        {KW_ERRN, 1400, 1800},   {KW_CLASS, 1400, 1800},    {KW_IVL, 900, 1200},
        {KW_DVZ, 900, 1200},     {KW_MEM, 4600, 5400},      {KW_HTD, 6000, 7000},
        {KW_VER_S, 5200, 6000},  {KW_KEYDEF_S, 6200, 7200}, {KW_EXPONENT, 3200, 3800},
        {KW_ERRM_S, 3000, 3500}, {KW_DTH_S, 3000, 3500},
    };
    for (size_t i = 0; i < sizeof f / sizeof f[0]; i++) {
        int32_t c = timing_cost[TIMING_FN(f[i].k)];
        cr_assert(c >= f[i].low && c <= f[i].high, "%s: %d", keyword_text(f[i].k), (int)c);
    }
}

typedef struct Counts {
    const char *item;
    uint64_t total, timed;
} Counts;

static void find(void *ctx, const char *item, uint64_t total, uint64_t timed) {
    Counts *c = ctx;
    if (strcmp(item, c->item) == 0) {
        c->total = total;
        c->timed = timed;
    }
}

static uint64_t charged(Interp *I, const char *item) {
    Counts c = {item, 0, 0};
    interp_cost_profile(I, find, &c);
    return c.total;
}

/* The charges of item between the first and the latest reading of TIME. */
static uint64_t charged_between_times(Interp *I, const char *item) {
    Counts c = {item, 0, 0};
    interp_cost_profile(I, find, &c);
    return c.timed;
}

static Interp *profiled(void) {
    Interp *I = fake_interp(&f);
    cr_assert(interp_count_costs(I));
    return I;
}

Test(timing, a_product_costs_the_digits_of_its_right_operand) {
    Interp *I = profiled();
    const char *lines[] = {"B=2", "C=1.23456789012", "A=B*C", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "MUL_DIGIT"), 48); /* 1+2+...+9+0+1+2 */
    interp_free(I);
}

/* POS by the places it tries (bench/timing/str_pos_*: the ROM's time grows
   with them, a partial match of the pattern's start costing most) */
Test(timing, pos_costs_the_places_it_tries) {
    Interp *I = profiled();
    const char *lines[] = {"A=POS(\"ABCABCABX\",\"ABX\")", "B=POS(\"ABC\",\"Z\")", NULL};
    cr_assert(fake_enter_all(I, lines));
    /* A: B, C, B, C passed, AB twice a partial match, found at 7; B: 3 passed */
    cr_assert_eq(charged(I, "POS_CHAR"), 4 + 3);
    cr_assert_eq(charged(I, "POS_PARTIAL"), 2);
    cr_assert_eq(charged(I, "POS_FOUND"), 1);
    interp_free(I);
}

/* A substring by where it starts and how long it is (bench/timing/
   str_substring_*: A$[40,40] costs the ROM more than A$[2,2], A$[2,40] more
   still) */
Test(timing, substrings_cost_their_start_and_length) {
    Interp *I = profiled();
    const char *lines[] = {"A$=\"ABCDEFGHIJ\"", "B$=A$[4,6]", "C$=A$[9]", "D$=A$[1,1]",
                           "E$=A$[20,30]",      "F$=A$[0,2]", NULL};
    cr_assert(fake_enter_all(I, lines));
    /* starts 4, 9, 1, past the end (one past its last: 10), 1; results 3, 2,
       1, 0 and 2 characters long */
    cr_assert_eq(charged(I, "SUBSTR_START"), 3 + 8 + 0 + 10 + 0);
    cr_assert_eq(charged(I, "SUBSTR_CHAR"), 2 + 1 + 0 + 0 + 1);
    interp_free(I);
}

/* A string array element, a substring, a concatenation or a string
   function's result the next opcode does not store at once costs the ROM
   more (bench/timing/str_operand_*) */
Test(timing, string_values_taken_further_as_operands) {
    Interp *I = profiled();
    const char *lines[] = {"DIM W$(3)",        "W$(1)=\"ABC\"",  "X$=W$(1)",          "Y$=W$(1)[2]",
                           "Z$=X$[1,2]&W$(1)", "B=X$[2]=\"BC\"", "C$=CHR$(65)&X$&X$", NULL};
    cr_assert(fake_enter_all(I, lines));
    /* X$=W$(1) none; W$(1) of Y$ (its substring stored); X$[1,2] and W$(1)
       of Z$ (operands of &); X$[2] compared; CHR$(65) and the first & of C$
       (the second's result stored) */
    cr_assert_eq(charged(I, "STR_OPERAND"), 1 + 2 + 1 + 2);
    interp_free(I);
}

/* A line sent to the LCD costs its first character apart: an empty one
   costs the ROM less than one character less (bench/timing/disp_str_*) */
Test(timing, an_empty_line_has_no_first_character) {
    Interp *I = profiled();
    const char *lines[] = {"DELAY 0,0", "DISP \"\"", "DISP \"AB\"", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "LCD_FIRST_CHAR"), 1);
    cr_assert_eq(charged(I, "LCD_CHAR"), 2);
    interp_free(I);
}

/* An INPUT reply that is not empty costs its reading besides its entry
   (bench/timing/kbd_input_empty: an empty one less on the ROM) */
Test(timing, an_empty_reply_is_not_read) {
    Interp *I = profiled();
    const char *replies[] = {"", "12"};
    f.replies = replies;
    f.nreplies = 2;
    const char *lines[] = {"10 INPUT \"AB\";X$ @ INPUT Y", "RUN", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "REPLY_ENTRY"), 2);
    cr_assert_eq(charged(I, "REPLY_READ"), 1);
    interp_free(I);
}

/* DIV costs its quotient's digits as / does, % a product's (bench/timing/
   int_div_digits, percent_digits) */
Test(timing, integer_division_and_percent_cost_their_digits) {
    Interp *I = profiled();
    const char *lines[] = {"A=1 DIV 3", "B=2%9", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "DIV_DIGIT"), 15 * 3); /* .333333333333333 */
    cr_assert_eq(charged(I, "MUL_DIGIT"), 9);
    interp_free(I);
}

/* A string user function's call and its string parameters cost more than
   a numeric one's (bench/timing/fn_string_*: A$=FNA$(B$) 5.8 ms more a
   call on the ROM) */
Test(timing, string_user_functions_cost_their_result_and_parameters) {
    Interp *I = profiled();
    const char *lines[] = {"10 DEF FNA$(X$,Y,Z$)=X$&Z$",
                           "20 DEF FNB(X$)=LEN(X$)",
                           "30 DEF FNC(X)=X",
                           "40 A$=FNA$(\"P\",1,\"Q\") @ B=FNB(\"R\") @ C=FNC(2)",
                           "RUN",
                           NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "FN_STR_CALL"), 1);
    cr_assert_eq(charged(I, "FN_STR_PARAM"), 2 + 1);
    interp_free(I);
}

/* EXP by the factors its argument is taken apart into (bench/timing/fn_exp_*:
   270 arguments on the ROM within 0.26 ms of this model) */
Test(timing, exp_costs_the_factors_of_its_argument) {
    Interp *I = profiled();
    const char *lines[] = {"A=EXP(2.5)", "B=EXP(-2.5)", "C=EXP(0)", "D=EXP(1E-7)", NULL};
    cr_assert(fake_enter_all(I, lines));
    /* 2.5 = ln 10 + .197...: 36 factors at places adding up to 170, twice;
       1E-7 just above ln(1+10^-7): one factor at place 7; 0 none */
    cr_assert_eq(charged(I, "EXP_STEP"), 2 * 36 + 1);
    cr_assert_eq(charged(I, "EXP_PLACE"), 2 * 170 + 7);
    cr_assert_eq(charged(I, "EXP_EXPONENT"), 2 * 1);
    cr_assert_eq(charged(I, "EXP_NEGATIVE"), 1);
    interp_free(I);
}

/* x^y takes y ln x apart as the ROM works it out (bench/timing/pow_log_whole_*):
   2^3's is just below three times ln 2, so two factors of 2 and the rest by
   later ones, 2^3.0000001's three; 2^-3 is a reciprocal, .5^.5 too, 4^.5
   neither (its root is exact) */
Test(timing, a_power_takes_its_logarithm_apart_as_the_rom_works_it) {
    Interp *I = profiled();
    const char *cube[] = {"B=2", "C=3", "A=B^C", NULL};
    cr_assert(fake_enter_all(I, cube));
    uint64_t steps = charged(I, "POW_STEP");
    cr_assert_gt(steps, 10);
    cr_assert_eq(charged(I, "POW_NEGATIVE"), 0);
    const char *more[] = {"C=3.0000001", "A=B^C", NULL};
    cr_assert(fake_enter_all(I, more));
    cr_assert_eq(charged(I, "POW_STEP"), steps + 3);
    const char *inverse[] = {"C=-3", "A=B^C", "A=.5^.5", "A=4^.5", NULL};
    cr_assert(fake_enter_all(I, inverse));
    cr_assert_eq(charged(I, "POW_NEGATIVE"), 2);
    interp_free(I);
}

/* VAL by its text as the ROM parses it (bench/timing/val_*: VAL("1+1")
   takes 12 ms more than VAL("1"), its evaluation 3) */
Test(timing, val_costs_the_parse_of_its_text) {
    Interp *I = profiled();
    const char *lines[] = {"X=1", "A=VAL(\"SIN(X)+12.5\")", "B=VAL(\"7\")", NULL};
    cr_assert(fake_enter_all(I, lines));
    /* SIN ( X ) + 12.5: six tokens, one keyword, one variable, 3 more
       characters of a number; "7" a token alone */
    cr_assert_eq(charged(I, "VAL_TOKEN"), 5);
    cr_assert_eq(charged(I, "VAL_KEYWORD"), 1);
    cr_assert_eq(charged(I, "VAL_VARIABLE"), 1);
    cr_assert_eq(charged(I, "VAL_DIGIT"), 3);
    interp_free(I);
}

/* SIN, COS, TAN, ATN, ASIN and ACOS by the angle they work (fn_sin_*, ...:
   no angle for a multiple of 90 degrees or ATN(0), 7 to 17 ms on the ROM
   where an angle takes 36 to 58) */
Test(timing, trig_functions_cost_the_angle_they_work) {
    Interp *I = profiled();
    const char *lines[] = {"A=SIN(0)",   "B=SIN(90)", "C=COS(0)",  "D=SIN(30)",  "E=ATN(2)",
                           "F=TAN(180)", "G=ATN(0)",  "H=ASIN(1)", "J=ACOS(.5)", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "TRIG_ANGLE"), 3);     /* SIN(30), ATN(2), ACOS(.5) */
    cr_assert_eq(charged(I, "TRIG_SINE"), 1);      /* SIN(30) */
    cr_assert_eq(charged(I, "TRIG_DEGREES"), 1);   /* SIN(30) */
    cr_assert_eq(charged(I, "TRIG_UNIT"), 2);      /* SIN(90), COS(0) */
    cr_assert_eq(charged(I, "TRIG_QUADRANT"), 3);  /* SIN(90), TAN(180), ASIN(1) */
    cr_assert_eq(charged(I, "ATN_RECIPROCAL"), 1); /* ATN(2), from ATN(.5) */
    cr_assert_eq(charged(I, "ASIN_ROOT"), 1);      /* ACOS(.5) */
    cr_assert_eq(charged(I, "ACOS_ANGLE"), 1);     /* ACOS(.5) */
    /* pi/6 (SIN(30), and ASIN(.5) for ACOS(.5)) and ATN(.5) taken apart into
       ATN(10^-j): 26 and 35 angles, at places adding up to 100 and 129 */
    cr_assert_eq(charged(I, "TRIG_STEP"), 2 * 26 + 35);
    cr_assert_eq(charged(I, "TRIG_PLACE"), 2 * 100 + 129);
    interp_free(I);
}

/* 45 degrees in radians cut to 15 digits falls just below ATN(1), so the
   ROM takes it apart by the later angles (bench/timing/fn_tan_half_right_angle:
   hp71 took ATN(1) once and was 0.65 of the ROM's loop time) */
Test(timing, half_a_right_angle_falls_below_atn_1) {
    Interp *I = profiled();
    const char *lines[] = {"A=TAN(45)", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_gt(charged(I, "TRIG_STEP"), 30);
    interp_free(I);
}

/* An image's X blanks and literals between fields (bench/timing/using_blanks,
   using_literal: 10.9 and 7.6 ms each on the ROM, where hp71 charged their
   LCD characters alone, 0.8 of the ROM's time); literals written against a
   field are charged as literals, not as its symbols (using_literal_against) */
Test(timing, image_blanks_and_literals_cost_what_they_write) {
    Interp *I = profiled();
    const char *lines[] = {"DISP USING \"3X,'AB',2A\";\"Q\"", "DISP USING \"'CD'2A\";\"Q\"", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "USING_BLANK"), 3);
    cr_assert_eq(charged(I, "USING_LITERAL"), 2 + 2);
    cr_assert_eq(charged(I, "USING_SYMBOL"), 2 + 2); /* 2A twice */
    interp_free(I);
}

/* A BEEP's pitch (bench/timing/beep_no_pitch, beep_off: BEEP 0,0 and any
   BEEP under BEEP OFF take the ROM 6 ms less than BEEP 1000,0) */
Test(timing, a_beep_works_out_its_pitch_unless_off_or_below_1_hz) {
    Interp *I = profiled();
    const char *lines[] = {"BEEP 1000,0",  "BEEP 0,0", "BEEP .5,1", "BEEP OFF",
                           "BEEP 1000,.1", "BEEP ON",  "BEEP",      NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "BEEP_PITCH"), 2); /* BEEP 1000,0 and BEEP (1000 Hz) */
    cr_assert_eq(charged(I, "BEEP_TONE"), 1);  /* BEEP alone: 1/4 s */
    interp_free(I);
}

Test(timing, integer_variables_are_converted) {
    Interp *I = profiled();
    const char *lines[] = {"INTEGER A,B", "B=7", "A=B", NULL};
    cr_assert(fake_enter_all(I, lines));
    /* B=7 stores, A=B reads and stores: a store's rounding costs the ROM
       about three times a read's conversion (bench/timing/integer_read,
       integer_store), so they are two items */
    cr_assert_eq(charged(I, "CONVERT"), 1);
    cr_assert_eq(charged(I, "CONVERT_STORE"), 2);
    interp_free(I);
}

/* INC_THEN (C=C+1 @ IF C<R THEN n) runs as one opcode in the costed loops
 * too: it counts what INC, STMT and JUMP_CMP_VV would (and charges what it
 * counts: runs_charged_ahead_cost_what_the_opcodes_cost). */
Test(timing, a_fused_step_and_test_charges_its_parts) {
    Interp *I = profiled();
    const char *lines[] = {"10 INTEGER C,R @ R=3 @ C=0", "20 C=C+1 @ IF C<R THEN 20", "RUN", NULL};
    cr_assert(fake_enter_all(I, lines));
    if (HP71_FAST_PATHS) { /* (without them, no superinstructions) */
        cr_assert_eq(charged(I, "INC_THEN"), 3);
        cr_assert_eq(charged(I, "JUMP_CMP_VV"), 3);
        cr_assert_eq(charged(I, "GOTO"), 2); /* the THEN taken twice */
    }
    cr_assert_eq(charged(I, "STMT"), 5); /* line 10's two, line 20's three */
    /* R=3 and C=0 store; each pass reads and stores C, then reads C and R */
    cr_assert_eq(charged(I, "CONVERT"), 3 * 3);
    cr_assert_eq(charged(I, "CONVERT_STORE"), 2 + 3);
    interp_free(I);
}

/* A string store of a value that is not empty costs STRING_FIRST (the
   ROM: B$="" 0.5 ms quicker than B$="A", bench/timing/str_assign_*) */
Test(timing, a_string_stored_that_is_not_empty_costs_its_first_character) {
    Interp *I = profiled();
    const char *lines[] = {"B$=\"\"", "A$=B$", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "STRING_FIRST"), 0);
    const char *more[] = {"B$=\"A\"", "A$=B$", NULL};
    cr_assert(fake_enter_all(I, more));
    cr_assert_eq(charged(I, "STRING_FIRST"), 2);
    interp_free(I);
}

/* A sum or difference whose exact value has more than 12 digits is rounded
   (bench/timing/add_round_*: 20-2.82318967512 takes the ROM 0.47 ms more
   than 20-2.8231896751), not one 12 decades or more apart (add_align_twelve),
   nor one whose last digits add up to a 0 (add_digits) */
Test(timing, a_sum_with_more_than_twelve_digits_is_rounded) {
    Interp *I = profiled();
    const char *lines[] = {"B=20 @ C=2.82318967512 @ D=2.8231896751", "A=B-C", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "ADD_ROUND"), 1);
    const char *none[] = {"A=B-D", "O=1 @ E=1E-12 @ A=O+E", "P=1.23456789012 @ Q=9.87654321098",
                          "A=P+Q", "R=2.5 @ S=1.5 @ A=R+S", NULL};
    cr_assert(fake_enter_all(I, none));
    cr_assert_eq(charged(I, "ADD_ROUND"), 1);
    interp_free(I);
}

/* NEXT aligns the step on its counter as a sum does (bench/timing/
   for_next_align_*: 450 NEXTs from 101 to 109 take the ROM 0.12 s more
   than from 1 to 9), on the fast path and the slow one (a REAL step) */
Test(timing, next_aligns_its_step_on_the_counter) {
    Interp *I = profiled();
    const char *lines[] = {"FOR I=1 TO 9 @ NEXT I", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "ADD_ALIGN"), 0);
    const char *more[] = {"FOR I=101 TO 103 @ NEXT I", "FOR I=100 TO 101 STEP .5 @ NEXT I", NULL};
    cr_assert(fake_enter_all(I, more));
    /* 101+1, 102+1, 103+1: two decades each; 100+.5, 100.5+.5, 101+.5: three */
    cr_assert_eq(charged(I, "ADD_ALIGN"), 3 * 2 + 3 * 3);
    interp_free(I);
}

/* A DISP list's items reach the LCD as they are written, before the next
   item is evaluated (the ROM: `DISP "ABCDEFGHIJ";TIME-T` shows .07 where
   `DISP TIME-T` shows .03), and an image's field is read before its item
   (USING_SYMBOL); a line shown charges only the characters not charged yet */
Test(timing, display_items_reach_the_lcd_as_they_are_written) {
    Interp *I = profiled();
    const char *lines[] = {"T=TIME @ DISP \"ABCDEFGHIJ\",TIME-T", NULL};
    cr_assert(fake_enter_all(I, lines));
    /* ten characters and the comma's eleven blanks, before TIME */
    cr_assert_eq(charged_between_times(I, "LCD_CHAR"), 10 + 11);
    uint64_t chars = charged(I, "LCD_CHAR");
    const char *again[] = {"DISP \"ABCDEFGHIJ\"", NULL};
    cr_assert(fake_enter_all(I, again));
    cr_assert_eq(charged(I, "LCD_CHAR"), chars + 10); /* (not twice) */
    const char *image[] = {"T=TIME @ DISP USING \"3D.DD\";TIME-T", NULL};
    cr_assert(fake_enter_all(I, image));
    cr_assert_eq(charged_between_times(I, "USING_SYMBOL"), 5);
    interp_free(I);
}

Test(timing, a_long_line_scrolls_at_the_scroll_rate) {
    Interp *I = profiled();
    const char *lines[] = {"DELAY 0", "DISP \"ABCDEFGHIJABCDEFGHIJABCDEFGHIJ\"", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "SCROLL_STEP"), 8); /* 30 characters in a window of 22 */
    /* and the typist's hold of each key: 7 + 37 characters, 2 shifted quotes, 2 ENDLINEs */
    cr_assert_eq(charged(I, "wait_us"), 8 * 125000 + (7 + 37 + 2 + 2) * TIMING_KEY_HOLD_US);
    interp_free(I);
}

Test(timing, shifted_characters_take_the_shift_key) {
    cr_assert_not(timing_key_shifted('A'));
    cr_assert_not(timing_key_shifted('7'));
    cr_assert_not(timing_key_shifted('('));
    cr_assert_not(timing_key_shifted(' '));
    cr_assert(timing_key_shifted('a'));
    cr_assert(timing_key_shifted('"'));
    cr_assert(timing_key_shifted('$'));
    cr_assert(timing_key_shifted('@'));
}

Test(timing, typed_lines_cost_their_keys) {
    Interp *I = profiled();
    const char *lines[] = {"A$=\"ab\"", "10 B=1", "", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "KEY_TAP"), 7 + 6);
    cr_assert_eq(charged(I, "SHIFT_TAP"), 5); /* $ " a b " */
    cr_assert_eq(charged(I, "LINE_ENTRY"), 3);
    cr_assert_eq(charged(I, "PROGRAM_LINE"), 1);
    cr_assert_eq(charged(I, "REPLY_ENTRY"), 0);
    interp_free(I);
}

Test(timing, an_input_reply_costs_the_keys_typed) {
    Interp *I = profiled();
    const char *replies[] = {"12,x"};
    f.replies = replies;
    f.nreplies = 1;
    const char *lines[] = {"INPUT A,B$", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "KEY_TAP"), 10 + 4);
    cr_assert_eq(charged(I, "SHIFT_TAP"), 1 + 1); /* $, then x */
    cr_assert_eq(charged(I, "LINE_ENTRY"), 1);
    cr_assert_eq(charged(I, "REPLY_ENTRY"), 1);
    interp_free(I);
}

/* A default reply is put in the edit line (REPLY_DEFAULT, its characters
   and their LCD's: bench/timing/kbd_input_default_*); a refused reply shows
   its message as an error does and stays in the edit line, and the keys
   typed over it are those the host read, one typing its own character
   again too (kbd_input_retry_*) */
Test(timing, input_edit_lines_and_retries_cost_what_the_rom_takes) {
    Interp *I = profiled();
    const char *replies[] = {"", "1,2", "123"};
    f.replies = replies;
    f.nreplies = 3;
    f.typist = I;
    const char *lines[] = {"INPUT \"\",\"123\";X", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "REPLY_DEFAULT"), 1);
    cr_assert_eq(charged(I, "REPLY_DEFAULT_CHAR"), 3);
    uint64_t keys = charged(I, "KEY_TAP"), shown = charged(I, "ERROR_SHOWN");
    const char *retry[] = {"INPUT X", NULL};
    cr_assert(fake_enter_all(I, retry));
    /* the line's 7 keys, 3 for 1,2, and 3 for 123 over it (1 the same) */
    cr_assert_eq(charged(I, "KEY_TAP"), keys + 7 + 3 + 3);
    cr_assert_eq(charged(I, "ERROR_SHOWN"), shown + 1); /* Too Many Inputs */
    cr_assert_eq(charged(I, "REPLY_DEFAULT"), 1);
    f.typist = NULL;
    interp_free(I);
}

/* (LN(1) is the function alone: 3 ms on the ROM, bench/timing/fn_ln_one) */
Test(timing, a_logarithm_from_1_to_10_costs_more) {
    Interp *I = profiled();
    const char *lines[] = {"A=LN(1)", "A=LN(9.99)", "A=LOG10(10)", "A=LN(.5)", "A=LOG(200)", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "LOG_UNIT"), 1);
    interp_free(I);
}

/* LOG10 of a power of ten, 1 included, takes the ROM 3 ms, any other
   argument 19 to 27 ms (bench/timing fn_log10_power, fn_log10_range): only
   the others work out a logarithm (LOG10_LOG), and only theirs from 1 up to
   10 costs LOG_UNIT */
Test(timing, a_power_of_ten_takes_log10_no_logarithm) {
    Interp *I = profiled();
    const char *lines[] = {"A=LOG10(1)", "A=LGT(1000)", "A=LOG10(.01)",
                           "A=LOG10(2)", "A=LGT(20)",   "A=LOG10(1.5E-300)",
                           NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "FN LOG10"), 4);
    cr_assert_eq(charged(I, "LOG10_LOG"), 3);
    cr_assert_eq(charged(I, "LOG_UNIT"), 1);
    interp_free(I);
}

/* x^y: through the logarithm but for x 0 (POW alone) and a power of ten
   to a whole power (POW_SCALE), as the ROM's times show (bench/timing/pow_*) */
Test(timing, a_power_of_ten_or_zero_takes_no_logarithm) {
    Interp *I = profiled();
    const char *lines[] = {"A=10^3",  "A=.1^(-2)", "A=(-100)^3", "A=0^.5", "A=0^3",
                           "A=10^.5", "A=2^10",    "A=20^2",     NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "POW"), 8);
    cr_assert_eq(charged(I, "POW_SCALE"), 3);
    cr_assert_eq(charged(I, "POW_LOG"), 3);
    interp_free(I);
}

/* DISP USING: each character a field writes, its blanks too (not the
   literals): the ROM's time grows 8 ms a character of the field; and each
   character of the image a field is read from, a count more (3D costs the
   ROM 11 ms more than DDD) */
Test(timing, an_image_field_costs_its_characters) {
    Interp *I = profiled();
    const char *lines[] = {"DELAY 0", "DISP USING \"'XY',5A,3D\";\"AB\",7", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "USING_CHAR"), 8);
    cr_assert_eq(charged(I, "USING_SYMBOL"), 4); /* 5A, 3D: the fields' text */
    cr_assert_eq(charged(I, "USING_COUNT"), 2);
    interp_free(I);
}

/* A run flowing into a DEF FN skips it at no cost (the ROM: 0.1 ms, where
   hp71 charged the jump of an IF's THEN statement, 46 ms) */
Test(timing, a_definition_flowed_into_costs_nothing) {
    Interp *I = profiled();
    const char *lines[] = {"10 DEF FNA(X)=X*2", "20 DEF FNB(X)", "30 FNB=X",
                           "40 END DEF",        "RUN",           NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "JUMP"), 0);
    cr_assert_eq(charged(I, "SKIP"), 2);
    interp_free(I);
}

typedef struct Both {
    const char *item;
    uint64_t total, timed;
} Both;

static void find_both(void *ctx, const char *item, uint64_t total, uint64_t timed) {
    Both *b = ctx;
    if (strcmp(item, b->item) == 0) {
        b->total = total;
        b->timed = timed;
    }
}

Test(timing, the_profile_times_what_runs_between_readings_of_time) {
    Interp *I = profiled();
    const char *lines[] = {"10 DISP 1", "20 T=TIME",   "30 FOR I=1 TO 5",
                           "40 NEXT I", "50 T=TIME-T", "60 DISP T",
                           "RUN",       NULL};
    cr_assert(fake_enter_all(I, lines));
    Both next = {"NEXT", 0, 0}, shown = {"DISP_END", 0, 0};
    interp_cost_profile(I, find_both, &next);
    interp_cost_profile(I, find_both, &shown);
    cr_assert_eq(next.total, 5);
    cr_assert_eq(next.timed, 5);
    cr_assert_eq(shown.total, 2); /* the DISPs before and after the timed loop */
    cr_assert_eq(shown.timed, 0);
    interp_free(I);
}

/* What a profile charged: emulated microseconds, and what its counts of
 * each item cost. */
typedef struct Ledger {
    uint64_t cost_us, counted_us;
} Ledger;

static void record(void *ctx, const char *item, uint64_t total, uint64_t timed) {
    Ledger *l = ctx;
    char buf[24];
    (void)timed;
    if (strcmp(item, "cost_us") == 0) l->cost_us = total;
    for (int i = 0; i < TIMING_ITEMS; i++)
        if (strcmp(item, timing_item_name(i, buf)) == 0)
            l->counted_us += total * (uint64_t)timing_cost[i];
}

/* The run loop charges a run of opcodes at its start (timing.h): whatever
 * the path through jumps, calls, returns, errors and text VAL evaluates, a
 * session costs exactly what its counted charges cost. */
Test(timing, runs_charged_ahead_cost_what_the_opcodes_cost) {
    const char *programs[][12] = {
        {"10 DEF FNA(X)=X*X+1", "20 DIM A(5),B$[20]", "30 FOR I=1 TO 5 @ A(I)=I*2.5 @ NEXT I",
         "40 B$=\"AB\"&STR$(A(3)) @ B$[2,3]=\"XY\"", "50 IF A(2)>A(1) AND NOT 0 THEN 70",
         "60 DISP \"NO\"", "70 X=VAL(\"FNA(3)+2\")+FNA(A(4)) @ GOSUB 100", "80 DISP X;B$;UPRC$(B$)",
         "90 END", "100 Y=-X^2 DIV 3 @ X=X+Y/7 @ RETURN", NULL},
        {"10 INTEGER R,C,S @ S=4 @ R=0", "20 R=R+1 @ IF R>S THEN 60", "30 C=0",
         "40 C=C+1 @ IF C>=R THEN 20", "50 IF C=R OR ABS(C-R)=S-R THEN 40 ELSE 40",
         "60 ON 2 GOSUB 70,80 @ END", "70 RETURN", "80 Z=1 @ RETURN", NULL},
        /* variables changing type: destroyed, declared again, hidden by a function's
           parameter, passed to a SUB by value and by reference */
        {"10 INTEGER A,B @ SHORT C(3) @ A=2 @ B=A+1 @ C(1)=A*B", "20 DESTROY A @ A=B+C(1)",
         "30 REAL B @ B=A @ INTEGER A @ A=B-1", "35 DEF FNF(A)=A*2+B", "40 X=FNF(A)+A",
         "50 CALL S(A,(B),C(1)) @ Z=A+B @ END", "60 SUB S(P,Q,R) @ INTEGER Q",
         "70 P=P+1 @ Q=Q+P @ R=R+Q @ END SUB", NULL},
        /* errors in the middle of runs, in the program and in text VAL evaluates */
        {"10 DEFAULT OFF @ ON ERROR GOTO 50", "20 FOR I=1 TO 3",
         "30 IF I=2 THEN Y=VAL(\"2+I/0*3+1\")", "40 X=3+I*4-5+1/0*2+I", "50 NEXT I", NULL},
    };
    for (size_t p = 0; p < sizeof programs / sizeof programs[0]; p++) {
        Interp *I = profiled();
        cr_assert(fake_enter_all(I, programs[p]));
        cr_assert(interp_run(I), "program %zu: %s", p, f.out);
        Ledger l = {0, 0};
        interp_cost_profile(I, record, &l);
        cr_assert_gt(l.cost_us, 0);
        cr_assert_eq(l.cost_us, l.counted_us, "program %zu: %llu charged, the counts cost %llu", p,
                     (unsigned long long)l.cost_us, (unsigned long long)l.counted_us);
        interp_free(I);
    }
}

/* The costed loop (the virtual clock's) charges exactly what the profiled
 * one does, through the superinstructions it runs as one (a line's start
 * and the step after it, the element compared and subtracted and its ABS,
 * the difference and the jump on it), sums of one, two and three digits
 * either sign, and false conditions reaching ELSE parts and passing over
 * THEN statements, in the program and typed at the keyboard. */
Test(timing, the_costed_loop_charges_what_the_profiled_loop_counts) {
    const char *lines[] = {"10 INTEGER R,C,T,B(12) @ R=12 @ N=0",
                           "20 FOR T=1 TO 12 @ B(T)=T*3-7 @ NEXT T",
                           "30 C=-3",
                           "40 C=C+1 @ IF C>15 THEN 90",
                           "50 T=0",
                           "60 N=N+1",
                           "70 T=T+1 @ IF T>=R THEN 40",
                           "80 IF B(T)=C OR ABS(B(T)-C)=R-T THEN 40 ELSE 70",
                           "90 IF N=0 THEN X=1 @ X=2 ELSE X=3",
                           "100 IF N=0 THEN X=1 @ X=2 @ X=3",
                           "110 IF N<0 OR N=1 THEN 120 ELSE 120",
                           "120 IF NOT N THEN X=1",
                           "RUN",
                           "IF N=0 THEN X=1 @ X=2 ELSE X=3",
                           "IF N=0 OR N=1 THEN X=1 @ X=2 @ X=3",
                           NULL};
    int64_t us[2];
    for (int profile = 0; profile < 2; profile++) {
        Interp *I = profile ? profiled() : fake_interp(&f);
        interp_set_clock(I, HP71_CLOCK_VIRTUAL);
        cr_assert(fake_enter_all(I, lines));
        us[profile] = interp_emulated_us(I);
        if (profile && HP71_FAST_PATHS) { /* (the superinstructions ran) */
            cr_assert_gt(charged(I, "LINE_INC_THEN"), 0);
            cr_assert_gt(charged(I, "LINE_EQ_SUB_ABS_EV"), 0);
            cr_assert_gt(charged(I, "SUB_VV_EQ_NOR"), 0);
            cr_assert_gt(charged(I, "ADD_ALIGN"), 0);
            cr_assert_gt(charged(I, "ADD_CANCEL"), 0);
            cr_assert_gt(charged(I, "THEN_SKIPPED"), 0);
        }
        interp_free(I);
    }
    cr_assert_eq(us[0], us[1], "costed %lld us, profiled %lld", (long long)us[0], (long long)us[1]);
}

/* The ROM: an error ON ERROR catches costs about 19 ms, a warning about
 * 46 ms more than its line's display, and its beep (BEEP ON) 72 ms
 * (bench/timing/error_trapped, warning_beep_off, warning_beep). */
Test(timing, errors_and_warnings_cost_what_the_rom_takes) {
    Interp *I = profiled();
    const char *lines[] = {"10 DEFAULT OFF @ ON ERROR GOTO 30", "20 X=1/0",
                           "30 DEFAULT ON @ Y=1/0 @ BEEP OFF @ Y=1/0", "RUN", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "ERROR_CAUGHT"), 1);
    cr_assert_eq(charged(I, "WARNING"), 2);
    cr_assert_eq(charged(I, "MESSAGE_BEEP"), 1);
    interp_free(I);
}

/* The ROM keeps an environment's variables by the first letter of their
 * names and moves those up to a new simple variable's letter to make room
 * for it, about 9.5 us a nibble; each letter before its own costs a little
 * (bench/timing/var_new_*). F(100) takes 20 + 16 x 101 nibbles. */
Test(timing, a_variable_made_moves_those_up_to_its_letter) {
    Interp *I = profiled();
    const char *lines[] = {"DIM F(100)", "E=1", "Z=1", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "VAR_NEW"), 2);
    /* E moves nothing (F is after it); Z moves F and E: 1636 + 19 nibbles,
       charged by 4 and rounded */
    cr_assert_eq(charged(I, "VAR_MOVE"), (1636 + 19 + 2) / 4);
    cr_assert_eq(charged(I, "VAR_LETTER"), 2 * 5 + 4 + 25); /* F's twice: an array */
    cr_assert_eq(charged(I, "VAR_BODY"), 1);
    cr_assert_eq(charged(I, "VAR_CLEAR"), (1636 + 2) / 4); /* F's own RAM cleared */
    cr_assert_eq(charged(I, "NEW_ELEMENT"), 101);
    interp_free(I);
}

/* A string or an array made moves those up to its letter, then again those
 * before it (bench/timing/string_new_moves, dim_new_array_moves); DESTROY
 * moves them back, nothing for a variable that does not exist
 * (destroy_absent). */
Test(timing, a_string_made_moves_twice_and_destroy_moves_back) {
    Interp *I = profiled();
    const char *lines[] = {"DIM F(100)", "G$=\"X\"", "DESTROY G$", "DESTROY Q", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "VAR_NEW_STRING"), 1);
    cr_assert_eq(charged(I, "VAR_GONE"), 1);
    /* G$ made and taken away: F twice each time */
    cr_assert_eq(charged(I, "VAR_MOVE"), 4 * ((1636 + 2) / 4));
    cr_assert_eq(charged(I, "VAR_LETTER"), 2 * 5 + 2 * 6 + 6);
    interp_free(I);
}

/* A run's FOR loops lie above the main program's variables: a variable made
 * inside one moves it too (VM_RAM_FOR: 41 nibbles; var_new_in_loops). */
Test(timing, a_variable_made_in_a_loop_moves_the_loop) {
    Interp *I = profiled();
    const char *lines[] = {"10 FOR I=1 TO 1", "20 Z=1", "30 NEXT I", "RUN", NULL};
    cr_assert(fake_enter_all(I, lines));
    /* I made first (nothing before it); Z moves I and the loop */
    cr_assert_eq(charged(I, "VAR_MOVE"), (19 + 41 + 2) / 4);
    interp_free(I);
}

/* An array declared again with another size is made anew, moving those
 * before its letter; with its size, nothing moves (resize_a, resize_z,
 * dim_array). */
Test(timing, an_array_resized_is_made_anew) {
    Interp *I = profiled();
    const char *lines[] = {"DIM A(1)", "DIM Z(1)", "DIM Z(2)", "DIM Z(2)", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "VAR_RESIZE"), 1);
    /* Z(2) moves A(1): 20 + 16 x 2 nibbles; Z(1) made: A twice */
    cr_assert_eq(charged(I, "VAR_MOVE"), 3 * ((52 + 2) / 4));
    interp_free(I);
}

/* Each statement after a line's first costs its own work, as a line does
 * (three_statements_one_line against three_statements_three_lines). */
Test(timing, each_statement_costs_its_own) {
    Interp *I = profiled();
    const char *lines[] = {"10 A=1 @ B=2 @ C=3", "RUN", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "STMT"), 2);
    cr_assert_gt(timing_cost[OP_STMT], timing_cost[OP_LINE] / 2); /* (it cost nothing before) */
    interp_free(I);
}

/* MOD, RMD and RED work out the whole quotient digit by digit, by
 * subtraction: each unit of each of its digits costs about 0.08 ms
 * (bench/timing/fn_mod_*: MOD(1E12,7) 4.5 ms more than MOD(2,7)). */
Test(timing, mod_costs_the_digits_of_its_quotient) {
    Interp *I = profiled();
    const char *lines[] = {"A=MOD(994,5)", "B=RMD(2,7)", "C=MOD(1E20,7)", NULL};
    cr_assert(fake_enter_all(I, lines));
    /* 198: 18; 0: none; 1.42857142857E19 (20 digits): its 12 digits' 54, and
       4.5 for each of the 8 past them */
    cr_assert_eq(charged(I, "MOD_DIGIT"), 18 + 0 + 54 + 36);
    interp_free(I);
}

/* A sum aligns the smaller operand's digits on the larger's, about 0.12 ms a
 * decade between their leading digits, up to 13; a subtraction costs each
 * leading digit it cancels (bench/timing/add_align_*, sub_cancel_*); the
 * fused X=X+1 charges as the addition it replaces. */
Test(timing, a_sum_costs_its_alignment_and_a_difference_its_cancelling) {
    Interp *I = profiled();
    const char *lines[] = {"A=1234.5+.25",     "B=1+1E-20", "C=1.005-1", "D=1.5-1.5",
                           "10 X=999 @ X=X+1", "RUN",       NULL};
    cr_assert(fake_enter_all(I, lines));
    /* 3-(-1), 13 (capped), none; 999+1: 2 */
    cr_assert_eq(charged(I, "ADD_ALIGN"), 4 + 13 + 2);
    /* 1.005-1 = 5E-3: 3 digits; 1.5-1.5 = 0: none; 999+1: none */
    cr_assert_eq(charged(I, "ADD_CANCEL"), 3);
    interp_free(I);
}

/* A whole array passed by reference costs more than a simple variable's
 * reference (bench/timing/call_array_ref against call_sub). */
Test(timing, an_array_passed_by_reference_costs_its_own) {
    Interp *I = profiled();
    const char *lines[] = {"10 DIM A(3) @ CALL S(A()) @ CALL S2(B)",
                           "20 SUB S(X())",
                           "30 END SUB",
                           "40 SUB S2(Y)",
                           "50 END SUB",
                           "RUN",
                           NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "ARG_REF"), 2);
    cr_assert_eq(charged(I, "ARG_ARRAY"), 1);
    cr_assert_eq(charged(I, "SUB_PARAMS"), 2);
    interp_free(I);
}

/* A SHORT store rounds to 5 digits, an INTEGER's to a whole number: their
 * own items; NEXT's counter costs its store alone (bench/timing/short_store,
 * for_integer). */
Test(timing, short_stores_and_next_counters_cost_their_own) {
    Interp *I = profiled();
    const char *lines[] = {"10 SHORT S @ INTEGER K @ S=1.5", "20 FOR K=1 TO 3 @ NEXT K", "RUN",
                           NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "CONVERT_STORE_SHORT"), 1);
    cr_assert_eq(charged(I, "CONVERT_STORE"), 1 + 3); /* FOR's store, then each NEXT's */
    cr_assert_eq(charged(I, "CONVERT"), 1);           /* FOR reads its counter once */
    interp_free(I);
}

/* FACT(n) multiplies the factors 2 to n: each costs, and each unit of its
 * digits (bench/timing/fn_fact_*: FACT(200) 177 ms on the ROM, FACT(5) 5). */
Test(timing, fact_costs_its_factors) {
    Interp *I = profiled();
    const char *lines[] = {"A=FACT(12)", "B=FACT(1)", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "FACT_FACTOR"), 11);
    cr_assert_eq(charged(I, "FACT_DIGIT"), (2 + 3 + 4 + 5 + 6 + 7 + 8 + 9) + 1 + 2 + 3);
    interp_free(I);
}

/* The powers the ROM gives exactly take no logarithm (bench/timing/pow_exact*:
 * 2^2 about 22 ms on the ROM, 2^3 35, 3^2 54). */
Test(timing, an_exact_power_takes_no_logarithm) {
    Interp *I = profiled();
    const char *lines[] = {"A=2^2", "B=4^.5", "C=2^3", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "POW_EXACT"), 2);
    cr_assert_eq(charged(I, "POW_LOG"), 1);
    interp_free(I);
}

/* A condition's jump to an ELSE part costs the ROM more than one to the
 * next line (it looks through the THEN part for the ELSE:
 * bench/timing/if_else_taken, if_else_line, if_else_chain). */
Test(timing, an_else_part_reached_costs_its_search) {
    Interp *I = profiled();
    const char *lines[] = {"10 D=3",
                           "20 IF D=0 THEN X=1 ELSE X=4",
                           "30 IF D=0 THEN X=1 ELSE 40",
                           "40 IF D=0 THEN X=1",
                           "50 IF D=3 THEN X=1 ELSE X=2",
                           "RUN",
                           NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "ELSE_TAKEN"), 2); /* lines 20 and 30; not 40 nor 50 */
    interp_free(I);
}

/* An IF whose condition is false passes over each statement of its THEN
 * part, about 0.28 ms each on the ROM (bench/timing/then_skipped_4 against
 * if_false_statement); THEN and a line number has none to pass. */
Test(timing, a_false_condition_passes_over_its_then_statements) {
    Interp *I = profiled();
    const char *lines[] = {"10 D=3",
                           "20 IF D=0 THEN X=1 @ X=2 @ X=3",
                           "30 IF D=0 THEN X=1 @ X=2 ELSE X=4",
                           "40 IF D=0 THEN 50",
                           "50 IF D=3 THEN X=1 @ X=2",
                           "RUN",
                           NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "THEN_SKIPPED"), 3 + 2); /* lines 20 and 30; not 40 nor 50 */
    interp_free(I);
}

/* READ reads its DATA item's text as it stands: each character of a number
 * after its first and its sign cost, each character of a string and its
 * want of quotes; and it passes the lines between where it starts looking
 * (RESTORE's line, the program's start, the item read before) and the next
 * DATA statement, about 0.27 ms each on the ROM (bench/timing/read_*). */
Test(timing, read_costs_its_item_and_the_lines_it_passes) {
    Interp *I = profiled();
    const char *lines[] = {"10 READ A,B,C$,D$",
                           "20 RESTORE 40 @ READ E",
                           "30 END",
                           "40 DATA 12.5,-7",
                           "45 X=1",
                           "46 X=2",
                           "50 DATA \"ABC\",XY",
                           "RUN",
                           NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "READ_DIGIT"), 3 + 0 + 3); /* 12.5, -7, then 12.5 again */
    cr_assert_eq(charged(I, "READ_SIGN"), 1);
    cr_assert_eq(charged(I, "READ_CHAR"), 3 + 2);
    cr_assert_eq(charged(I, "READ_UNQUOTED"), 1);
    /* lines 10 to 30 before the first DATA, 45 and 46 before the second;
       RESTORE 40 starts at its DATA statement: none */
    cr_assert_eq(charged(I, "DATA_LINE_PASSED"), 3 + 2);
    interp_free(I);
}

/* SFLAG and CFLAG cost the ROM's 2.5 ms (bench/timing/sflag, cflag; hp71
   charged their statement nothing, DEFAULT's too), and functions known by another name or
   timed only with another (SQRT, FLOOR, CEIL, RED, LOGP1) their own
   (fn_sqrt, fn_floor, fn_ceil, fn_red, fn_logp1_range: hp71 charged SQR's,
   INT's, MOD's and LN's, 0.82 to 0.93 of the ROM's loop time) */
Test(timing, flags_and_other_names_cost_what_the_rom_takes) {
    cr_assert(timing_cost[OP_SET_FLAG] > 1900 && timing_cost[OP_SET_FLAG] < 2400, "%d",
              (int)timing_cost[OP_SET_FLAG]);
    /* BEEP ON and OFF set a flag, 1.8 ms on the ROM (bench/timing/beep_switch):
       hp71 charged them a BEEP's 13 ms */
    cr_assert(timing_cost[OP_BEEP_SWITCH] > 1300 && timing_cost[OP_BEEP_SWITCH] < 1800, "%d",
              (int)timing_cost[OP_BEEP_SWITCH]);
    /* DEFAULT OFF likewise: 1.9 ms on the ROM (bench/timing/default_off) */
    cr_assert(timing_cost[OP_DEFAULT] > 1400 && timing_cost[OP_DEFAULT] < 2000, "%d",
              (int)timing_cost[OP_DEFAULT]);
    const struct {
        Keyword k;
        int32_t low, high; /* emulated microseconds */
    } f[] = {
        {KW_SQRT, 5700, 6400}, {KW_FLOOR, 3300, 3900},   {KW_CEIL, 2900, 3400},
        {KW_RED, 3700, 4300},  {KW_LOGP1, 23000, 27000},
    };
    for (size_t i = 0; i < sizeof f / sizeof f[0]; i++) {
        int32_t c = timing_cost[TIMING_FN(f[i].k)];
        cr_assert(c >= f[i].low && c <= f[i].high, "%s: %d", keyword_text(f[i].k), (int)c);
    }
}

/* ANGLE(x,y) costs the ROM what ATN of the smaller of |x| and |y| over the
 * larger costs, and more for the complement when |y| is the larger and for
 * the half turn when x is below 0; with x or y 0 it works no angle
 * (bench/timing/fn_angle_*: hp71 charged 41 ms for any, 1.1 to 2.3 times
 * the ROM's loop time). */
Test(timing, angle_costs_the_angle_it_works) {
    Interp *I = profiled();
    const char *lines[] = {"A=ANGLE(1,2)", "B=ANGLE(-3,1)", "C=ANGLE(1,0)", "D=ANGLE(0,5)", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "ANGLE_STEEP"), 1);
    cr_assert_eq(charged(I, "ANGLE_WEST"), 1);
    cr_assert_eq(charged(I, "TRIG_ANGLE"), 2); /* 1/2 and 1/3; none for the axes */
    interp_free(I);
}

/* UPRC$ looks at each character of its string, about 0.2 ms each on the
 * ROM, and changes each lower-case letter, 0.05 ms more
 * (bench/timing/fn_uprc_s_*: hp71 charged 2.4 ms for any string, 0.9 to
 * 1.15 times the ROM's loop time). */
Test(timing, uprc_costs_its_characters) {
    Interp *I = profiled();
    const char *lines[] = {"A$=UPRC$(\"abC1d\")", "B$=UPRC$(\"\")", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "UPRC_CHAR"), 5);
    cr_assert_eq(charged(I, "UPRC_LOWER"), 3);
    interp_free(I);
}

/* LN takes its mantissa apart into factors 1+10^-j (the mantissa over 10,
 * or for an argument from 1 up to 10 its reciprocal rounded up), each
 * costing, and a later place's more; factors that end at 1 exactly leave no
 * remainder to work (bench/timing/fn_ln_*: LN(1) 3 ms on the ROM, LN(2)
 * 12.5, LN(.5) 10, LN(1.1) 39, LN(.16) 32; hp71 charged 25 ms for any but
 * the arguments from 1 up to 10, 37 for those). The counts were worked
 * out apart, with Python's decimal module. */
Test(timing, ln_costs_the_factors_its_mantissa_takes) {
    Interp *I = profiled();
    const char *lines[] = {"A=LN(1)",  "B=LN(2)",   "C=LOG(.5)", "D=LN(1.1)",
                           "E=LN(50)", "F=LN(.16)", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "LN_FACTORS"), 5); /* none for LN(1) */
    cr_assert_eq(charged(I, "LOG_UNIT"), 2);   /* 2 and 1.1 */
    cr_assert_eq(charged(I, "LN_STEP"), 1 + 1 + 42 + 1 + 39);
    cr_assert_eq(charged(I, "LN_PLACE"), 189 + 162);
    cr_assert_eq(charged(I, "LN_REST_UNIT"), 1);   /* 1.1; 2's factors end at 1 */
    cr_assert_eq(charged(I, "LN_REST_TENTHS"), 1); /* .16; .5's end at 1 */
    interp_free(I);
}

/* x^y through the logarithm costs LN's terms of |x| and the factors its
 * result is built from, as EXP takes y ln |x| apart, and a reciprocal for a
 * result below 1 (bench/timing/pow_log_*: 35 to 70 ms on the ROM by the
 * operands, where hp71 charged 46 for any; per-call 7.8 ms off (rms) on
 * 200 random pairs, now 1.8). The counts were worked out apart. */
Test(timing, pow_costs_its_logarithm_and_its_factors) {
    Interp *I = profiled();
    const char *lines[] = {"A=1.5^2.25", "B=2^(-.5)", "C=2^2", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "LN_FACTORS"), 2); /* none for the exact 2^2 */
    cr_assert_eq(charged(I, "LN_STEP"), 27 + 1);
    cr_assert_eq(charged(I, "POW_STEP"), 27 + 24);
    cr_assert_eq(charged(I, "POW_PLACE"), 102 + 84);
    cr_assert_eq(charged(I, "POW_NEGATIVE"), 1);
    interp_free(I);
}

/* SQR works out its root digit by digit to 15 digits, each unit of each a
 * subtraction (bench/timing/fn_sqr_*: SQR(999999), root 999.99949999987...,
 * 12.2 ms on the ROM, SQR(1.2345) 7.8, SQR(16) 5.4; hp71 counted the 12
 * digits shown: per call on 200 random arguments 0.9 ms off (rms), 0.25
 * with 15 digits by themselves). The sums were worked out apart. */
Test(timing, sqr_costs_the_fifteen_digits_of_its_root) {
    Interp *I = profiled();
    const char *lines[] = {"A=SQR(2)", "B=SQR(16)", "C=SQRT(999999)", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "ROOT_DIGIT"), 51 + 4 + 122);
    interp_free(I);
}

/* A quotient costs each unit of its 15 digits, cut, as the ROM works them
 * out (bench/timing/div_*: per call on 200 random quotients 0.37 ms off
 * (rms) by the 12 digits shown, 0.11 by the 15; 1/1.000001 is
 * .999999000000999...). */
Test(timing, a_quotient_costs_its_fifteen_digits) {
    Interp *I = profiled();
    const char *lines[] = {"B=1.000001", "A=1/B", "C=7", "D=C/2", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "DIV_DIGIT"), 9 * 6 + 9 * 3 + 3 + 5);
    interp_free(I);
}

/* ATN, ASIN, ACOS and ANGLE cost the ROM more in degrees than in RADIANS:
 * about 2.3 ms whatever the argument (ATN(0) 6.7 ms against 4.4), and more
 * for a result worked out, converted from radians (ATN(.3) 32.5 ms against
 * 26.2; bench/timing/fn_*_radians_*: hp71 charged both modes alike). */
Test(timing, an_inverse_function_in_degrees_converts_its_result) {
    Interp *I = profiled();
    const char *lines[] = {"A=ATN(.5)", "B=ATN(0)",   "C=ASIN(1)", "RADIANS",
                           "D=ATN(.5)", "E=ACOS(.2)", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "TRIG_INVERSE_DEGREES"), 3); /* A, B, C */
    cr_assert_eq(charged(I, "TRIG_RESULT_DEGREES"), 1);  /* A: B is 0, C 90 */
    interp_free(I);
}

/* A label costs the ROM its passing over (about 0.3 ms, at a line's start
 * or within it), and a GOTO, GOSUB, THEN or ELSE to one its looking for:
 * about 4.4 ms, 0.7 for each label before it and 0.8 for each character of
 * its name (bench/timing/label_*: hp71 charged a GOTO 'L1' as GOTO 50, 0.65
 * to 0.79 of the ROM's loop time). */
Test(timing, a_label_costs_its_passing_and_its_looking_for) {
    Interp *I = profiled();
    const char *lines[] = {"10 'A': X=1",
                           "20 GOTO 'LONG'",
                           "30 END",
                           "40 'LONG': GOSUB 'A2'",
                           "50 ON X GOSUB 'A2' @ END",
                           "60 'A2': RETURN",
                           "RUN",
                           NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_eq(charged(I, "LABEL_LOOKUP"), 3); /* GOTO 'LONG', GOSUB 'A2', ON X GOSUB 'A2' */
    cr_assert_eq(charged(I, "LABEL_PASSED"), 1 + 2 + 2); /* A; A and LONG, twice */
    cr_assert_eq(charged(I, "LABEL_CHAR"), 4 + 2 + 2);
    cr_assert_eq(charged(I, "LABEL_LINE"), 1 + 1 + 2); /* lines 10, 40 and 60 twice */
    interp_free(I);
}
