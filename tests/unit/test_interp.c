/* Unit tests of the interpreter as a whole, through a fake host with a
 * virtual clock and scripted INPUT replies. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fake_host.h"
#include "machine.h" /* the stored program (RENUMBER) */
#include "tokenizer.h"

static FakeHost f;

static Interp *load_queens(void) {
    Interp *I = fake_interp(&f);
    FILE *q = fopen(HP71_SOURCE_ROOT "/programs/queens.bas", "r");
    cr_assert_not_null(q);
    char line[256];
    while (fgets(line, sizeof line, q))
        cr_assert_null(interp_load_line(I, line, strlen(line)));
    fclose(q);
    return I;
}

Test(interp, queens_4x4) {
    Interp *I = load_queens();
    const char *replies[] = {"4"};
    f.replies = replies;
    f.nreplies = 1;
    cr_assert(fake_enter(I, "RUN"));
    cr_assert_str_eq(f.out, "Board size 1-9: 4\nWorking...\nFound 2413 (1)\nFound 3142 (2)\n"
                            "SOLUT:2, NODES:60\n");
    interp_free(I);
}

Test(interp, variables_survive_the_run) {
    Interp *I = load_queens();
    const char *replies[] = {"5"};
    f.replies = replies;
    f.nreplies = 1;
    cr_assert(fake_enter(I, "RUN"));
    fake_clear(&f);
    const char *lines[] = {"F$", "N", "F", "W", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_str_eq(f.out, "Found 53142 (10)\n 220\n 10\n 0\n");
    interp_free(I);
}

Test(interp, reply_is_an_expression_and_bad_replies_ask_again) {
    Interp *I = load_queens();
    /* the ROM: a bad reply stays in the edit line, the cursor at the fault,
       and the next keys overwrite from there (tests/model/input) */
    const char *replies[] = {"2+", "2"};
    f.replies = replies;
    f.nreplies = 2;
    cr_assert(fake_enter(I, "RUN"));
    cr_assert_str_eq(f.out, "Board size 1-9: 2+\nNumeric Input\nBoard size 1-9: 2+2\n"
                            "Working...\nFound 2413 (1)\nFound 3142 (2)\nSOLUT:2, NODES:60\n");
    interp_free(I);
}

Test(interp, syntax_error_leaves_the_program_untouched) {
    Interp *I = load_queens();
    cr_assert(!fake_enter(I, "150 IF B(T)=C OR THEN 110"));
    cr_assert_str_eq(f.out, "ERR:Invalid Expr\n");
    fake_clear(&f);
    cr_assert(fake_enter(I, "LIST 150"));
    cr_assert_str_eq(f.out, "150 IF B(T)=C OR ABS(B(T)-C)=R-T THEN 110 ELSE 140\n");
    interp_free(I);
}

Test(interp, midnight_correction) {
    Interp *I = fake_interp(&f);
    const char *lines[] = {"10 SETTIME \"23:59:59\"",
                           "20 W=TIME",
                           "30 WAIT 2",
                           "40 W=TIME-W @ IF W<0 THEN W=W+86400",
                           "50 DISP W",
                           "RUN",
                           "TIME$",
                           NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_str_eq(f.out, " 2\n00:00:01\n");
    interp_free(I);
}

/* SETTIME's fields added up; SETDATE's four-digit year kept, its number
 * rounded (checked on the ROM: clock/settime_fields_added_up,
 * clock/setdate_rounded_and_centuries). */
Test(interp, clock_forms) {
    Interp *I = fake_interp(&f);
    const char *lines[] = {"SETTIME \"12:99:99\"", "TIME$",  "SETDATE \"2100/02/28\"",
                           "SETTIME 86399",        "WAIT 2", "DATE$;DATE",
                           "SETDATE 24060.5",      "DATE",   NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_str_eq(f.out, "13:40:39\n00/03/01 60\n 24061\n");
    fake_clear(&f);
    cr_assert(!fake_enter(I, "SETDATE \"1900/02/29\""));
    cr_assert_str_eq(f.out, "ERR:Invalid Arg\n");
    interp_free(I);
}

Test(interp, integer_store_rounds_and_checks_range) {
    Interp *I = fake_interp(&f);
    const char *lines[] = {"INTEGER I", "I=2.6", "I", "SHORT S", "S=1/3", "S", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_str_eq(f.out, " 3\n .33333\n");
    fake_clear(&f);
    cr_assert(fake_enter(I, "I=100000"));
    cr_assert_str_eq(f.out, "WRN:Overflow\n");
    fake_clear(&f);
    cr_assert(fake_enter(I, "I"));
    cr_assert_str_eq(f.out, " 99999\n");
    interp_free(I);
}

Test(interp, disp_lists) {
    Interp *I = fake_interp(&f);
    const char *lines[] = {"DISP \"X=\";3", "DISP -2;5", "10 DISP 1;", "20 DISP 2",
                           "30 DISP",       "RUN",       NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_str_eq(f.out, "X= 3\n-2  5\n 1  2\n\n");
    interp_free(I);
}

Test(interp, stop_and_cont) {
    Interp *I = fake_interp(&f);
    const char *lines[] = {"10 DISP 1 @ PAUSE", "20 DISP 2", "RUN", "CONT", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_str_eq(f.out, " 1\n 2\n");
    fake_clear(&f);
    /* the ROM: STOP ends the program as END does, so CONT runs it again */
    const char *stop[] = {"10 DISP 1 @ STOP", "RUN", "CONT", NULL};
    cr_assert(fake_enter_all(I, stop));
    cr_assert_str_eq(f.out, " 1\n 1\n");
    interp_free(I);
}

Test(interp, errors_set_errn_and_errl) {
    Interp *I = fake_interp(&f);
    const char *lines[] = {"10 X=SQR(-1)", "RUN", NULL};
    cr_assert(!fake_enter_all(I, lines));
    cr_assert_str_eq(f.out, "ERR L10:SQR(neg)\n");
    fake_clear(&f);
    const char *after[] = {"ERRN", "ERRL", NULL};
    cr_assert(fake_enter_all(I, after));
    cr_assert_str_eq(f.out, " 10\n 10\n");
    interp_free(I);
}

/* Found by fuzz_program: a typed line of digits only, in a buffer with no
 * terminator, was read one character past its end. */
Test(interp, digits_only_line_is_read_within_its_length) {
    Interp *I = fake_interp(&f);
    char *line = malloc(4);
    memcpy(line, "123", 3);
    cr_assert(interp_enter(I, line, 3));
    /* "12E+" ends where an exponent's digit would be read (ROM: Invalid
     * Expr, the line is a number, not line 12) */
    memcpy(line, "12E+", 4);
    cr_assert(!interp_enter(I, line, 4));
    cr_assert_str_eq(f.out, "ERR:Invalid Expr\n");
    free(line);
    interp_free(I);
}

/* A random program line of up to 96 characters, typed without blanks where
 * the ROM allows (so that LIST writes it longer): statements from a small
 * grammar (v: a random variable, l: a random literal) with literals of every
 * shape and strings. */
static void random_line(unsigned *seed, int number, char *out, size_t cap) {
    static const char *literals[] = {"1",
                                     "0.",
                                     ".5",
                                     "1E12",
                                     "1.50",
                                     "007",
                                     "1E-11",
                                     "12E-12",
                                     "1E600",
                                     "1E-600",
                                     "1.2345678901234E5",
                                     "1000000000000",
                                     "5E+3",
                                     "00.100",
                                     "9.99999999999E499"};
    static const char *forms[] = {
        "v=l",          "v=v+l*v", "DISP v;l",         "IF v>l THEN 10",   "IF v THEN v=l ELSE 20",
        "FOR v=1 TO l", "NEXT v",  "PRINT \"AB\";v,l", "v$=\"X\"&STR$(l)", "DIM v(l)",
        "GOSUB 30",     "REM v l", "ON v GOTO 10,20",  "v=ABS(l)-SQR(v)",  "DATA l,\"Q\""};
    size_t n = (size_t)snprintf(out, cap, "%d ", number);
    int statements = 1 + rand_r(seed) % 8;
    for (int s = 0; s < statements; s++) {
        char one[128];
        size_t len = 0;
        for (const char *p = forms[rand_r(seed) % (sizeof forms / sizeof *forms)]; *p; p++) {
            if (*p == 'v') {
                one[len++] = (char)('A' + rand_r(seed) % 26);
            } else if (*p == 'l') {
                const char *lit = literals[rand_r(seed) % (sizeof literals / sizeof *literals)];
                memcpy(one + len, lit, strlen(lit));
                len += strlen(lit);
            } else {
                one[len++] = *p;
            }
        }
        if (n + len + 1 > 96) break;
        if (s > 0) out[n++] = '@';
        memcpy(out + n, one, len);
        n += len;
        out[n] = '\0';
        if (strncmp(one, "REM", 3) == 0) break;
    }
}

/* Property: for every program hp71 accepts, SAVE then LOAD gives back the
 * same program (the LIST text may be longer than the 96 characters it was
 * typed in). */
Test(interp, save_load_round_trip_of_generated_programs) {
    unsigned seed = 71;
    char line[128];
    for (int program = 0; program < 200; program++) {
        Interp *I = fake_interp(&f);
        for (int k = 1; k <= 25; k++) {
            random_line(&seed, k * 10, line, sizeof line);
            fake_enter(I, line);
        }
        fake_clear(&f);
        cr_assert(fake_enter(I, "LIST"));
        static char before[sizeof f.out];
        memcpy(before, f.out, f.outlen + 1);
        cr_assert(fake_enter(I, "SAVE \"P\""));
        cr_assert(fake_enter(I, "DELETE ALL"));
        fake_clear(&f);
        cr_assert(fake_enter(I, "LOAD \"P\""), "LOAD failed: %s", f.out);
        cr_assert(fake_enter(I, "LIST"));
        cr_assert_str_eq(f.out, before);
        fake_free(&f, I);
    }
}

/* Found by fuzz_program: a program that RUNs itself never jumps back, so
 * the step budget (and ATTN) went unchecked and the run never ended. */
Test(interp, a_program_that_runs_itself_still_stops, .timeout = 10) {
    Interp *I = fake_interp(&f);
    interp_set_step_limit(I, 1000);
    const char *lines[] = {"10 DISP 1", "20 RUN", "RUN", NULL};
    fake_enter_all(I, lines);
    cr_assert(strncmp(f.out, " 1\n 1\n", 6) == 0);
    interp_free(I);
}

Test(interp, input_default_reply_survives_attn_and_cont) {
    /* the ROM: INPUT "V? ","12";V starts the edit line with 12, the cursor
       at its start (tests/model/input) */
    Interp *I = fake_interp(&f);
    const char *replies[] = {NULL, "5", ""};
    f.replies = replies;
    f.nreplies = 3;
    const char *lines[] = {"10 INPUT \"V? \",\"1\"&\"2\";V @ DISP V", "20 INPUT \"W? \",\"7\";W",
                           "30 DISP W", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert(fake_enter(I, "RUN"));
    cr_assert_eq(interp_current_line(I), 10);
    const char *between[] = {"X$=\"ABC\"&\"DEF\"", "X$", NULL};
    cr_assert(fake_enter_all(I, between));
    cr_assert(fake_enter(I, "CONT"));
    cr_assert_str_eq(f.out, "ABCDEF\nV? 52\n 52\nW? 7\n 7\n");
    interp_free(I);
}

/* A line loaded from a file takes the RAM the same line typed does: its
 * tokens and its place in the command stack (MEM is the same). */
Test(interp, loaded_lines_take_the_ram_of_typed_lines) {
    const char *program[] = {"10 A=1E10 @ GOTO 10", "20 DISP \"HELLO\"", "30 DEF FNA(X)=X*2", NULL};
    Interp *typed = fake_interp(&f);
    cr_assert(fake_enter_all(typed, program));
    cr_assert(fake_enter(typed, "MEM"));
    char want[64];
    size_t n = strlen(f.out);
    cr_assert_lt(n, sizeof want);
    memcpy(want, f.out, n + 1);
    interp_free(typed);
    fake_clear(&f);
    Interp *loaded = fake_interp(&f);
    for (int i = 0; program[i]; i++)
        cr_assert_null(interp_load_line(loaded, program[i], strlen(program[i])));
    cr_assert(fake_enter(loaded, "MEM"));
    cr_assert_str_eq(f.out, want);
    cr_assert_str_neq(want, " 16955\n");
    interp_free(loaded);
}

Test(interp, load_text_takes_every_line_end_and_refuses_overlong_lines) {
    Interp *I = fake_interp(&f);
    /* CR, CRLF and LF line ends, a last line without one, and between them a
       line longer than a file's line may be (skipped and reported) */
    size_t big = TOKENIZER_MAX_LINE + 10;
    char *text = malloc(big + 64);
    cr_assert_not_null(text);
    int n = sprintf(text, "10 A=1\r20 A=A+2\r\n25 REM ");
    memset(text + n, 'X', big);
    n += (int)big;
    n += sprintf(text + n, "\n30 A=A+4\n40 DISP A");
    cr_assert_eq(interp_load_text(I, "mixed.bas", text, (size_t)n), 1);
    free(text);
    cr_assert(fake_enter(I, "RUN"));
    cr_assert(strstr(f.out, " 7\n") != NULL, "%s", f.out);
    interp_free(I);
}

/* the ROM: an array used without DIM is not made when the subscript is
 * outside the bounds it would get (tests/model/dim/implicit_array_not_made_outside) */
Test(interp, implicit_array_not_made_outside_its_bounds) {
    Interp *I = fake_interp(&f);
    const char *lines[] = {"D(20)=1", "D", "A$(-1)=\"X\"", "A$=\"Y\" @ A$", "G(10)=1",
                           "G(2)",    NULL};
    cr_assert(!fake_enter_all(I, lines)); /* (two lines end in an error) */
    cr_assert_str_eq(f.out, "ERR:Subscript\n 0\nERR:Subscript\nY\n 0\n");
    interp_free(I);
}

/* USER mode, the keys whose assignment presses ENDLINE (nothing after the
 * text) or runs alone (':'). The oracle does not record the lines these
 * make the display show, so the expectations are the display it reported
 * on the ROM 2CDCC (hp71-oracle --verbose, "display shows [...]"): Q alone
 * shows 42, W and 1W show 7 (the 1 lost), DISP "Q" is Invalid Expr with
 * the line as the keys made it handed back; at INPUT "N? ";X @ DISP X*2,
 * 1J shows 34 (X=17) and 1K shows 16 (X=8). */
Test(interp, user_keys_that_press_endline) {
    Interp *I = fake_interp(&f);
    const char *defs[] = {"DEF KEY \"Q\",\"DISP 42\"",
                          "DEF KEY \"W\",\"DISP 7\":",
                          "DEF KEY \"J\",\"7\"",
                          "DEF KEY \"K\",\"8\":",
                          "USER ON",
                          NULL};
    cr_assert(fake_enter_all(I, defs));
    fake_clear(&f);
    const char *lines[] = {"Q", "W", "1W", NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_str_eq(f.out, " 42\n 7\n 7\n");
    fake_clear(&f);
    cr_assert(!fake_enter(I, "DISP \"Q\""));
    cr_assert_str_eq(f.out, "ERR:Invalid Expr\n>DISP \"DISP 42\n");
    char reply[16] = "1J";
    cr_assert_eq(interp_keys_reply(I, reply, 2, sizeof reply), 2);
    cr_assert_str_eq(reply, "17");
    strcpy(reply, "1K");
    cr_assert_eq(interp_keys_reply(I, reply, 2, sizeof reply), 1);
    cr_assert_str_eq(reply, "8");
    interp_free(I);
}

/* THEN or ELSE followed by FNA$= sets a multi-line function's result: it is
   not a computed GOTO to the label FNA$ names (tests/model/branches) */
Test(interp, then_sets_a_string_function_result) {
    Interp *I = fake_interp(&f);
    const char *lines[] = {"10 DEF FNL$(S$)",
                           "20 IF LEN(S$)>4 THEN FNL$=S$[1,4] ELSE FNL$=S$",
                           "30 END DEF",
                           "40 DISP FNL$(\"APPLE\");FNL$(\"FIG\")",
                           "RUN",
                           NULL};
    cr_assert(fake_enter_all(I, lines));
    cr_assert_str_eq(f.out, "APPLFIG\n");
    interp_free(I);
}

Test(interp, renumber_that_cannot_enter_a_line_again_changes_nothing) {
    Interp *I = load_queens();
    Program *p = &I->program;
    int count = p->count, numbers[64];
    cr_assert_leq(count, 64);
    for (int i = 0; i < count; i++)
        numbers[i] = p->lines[i].number;
    /* a stored text that no longer compiles (none is known to arise: this
       stands for any): RENUMBER refuses it before it changes a line */
    int k = program_lower_bound(p, 150);
    free(p->lines[k].text);
    p->lines[k].text = strdup("IF THEN");
    cr_assert(!fake_enter(I, "RENUMBER 100,5"));
    cr_assert_str_eq(f.out, "ERR:Invalid Expr\n");
    cr_assert_eq(p->count, count);
    for (int i = 0; i < count; i++)
        cr_assert_eq(p->lines[i].number, numbers[i]);
    fake_clear(&f);
    cr_assert(fake_enter(I, "LIST 140"));
    cr_assert_str_eq(f.out, "140 T=T+1 @ IF T>=R THEN 160\n");
    interp_free(I);
}

/* A program that copies and purges a BASIC file over and over keeps no
 * copy it purged: host memory stays bounded (the purged programs were kept
 * until the next typed line, growing by each copy's lines). */
Test(interp, files_a_program_purges_are_freed_at_once, .timeout = 10) {
    Interp *I = fake_interp(&f);
    interp_set_step_limit(I, 500);
    const char *lines[] = {"EDIT A", "10 DISP 1", "EDIT", "10 COPY A TO B @ PURGE B @ GOTO 10",
                           "RUN",    NULL};
    fake_enter_all(I, lines);
    cr_assert_eq(I->basic.count, 1); /* A alone beside the workfile */
    cr_assert_eq(I->basic.nretired, 0);
    /* the current file purged while a typed line runs in its code is kept
       until the next typed line (EDIT A @ PURGE: the line goes on) */
    cr_assert(fake_enter(I, "EDIT A @ PURGE @ X=1"));
    cr_assert_eq(I->basic.nretired, 1);
    cr_assert(fake_enter(I, "X"));
    cr_assert_eq(I->basic.nretired, 0);
    interp_free(I);
}

/* RUN of another file at a label named by a string expression (typed:
 * the file made current moves the typed line's code) runs from the label,
 * and the next typed line's command runs its own code (a RUN that failed
 * after the file changed left the move pending, and the next command
 * followed it into other code and crashed). The ROM shows the same lines
 * for this session (checked on the oracle; its date 01/01/00 where the fake
 * host's clock reads 1970). */
Test(interp, run_file_at_a_label_by_value_then_a_typed_command) {
    Interp *I = fake_interp(&f);
    const char *lines[] = {"EDIT LIB", "10 DISP 5", "20 'L': DISP 7", "EDIT", "A$=\"L\"", NULL};
    cr_assert(fake_enter_all(I, lines));
    fake_clear(&f);
    cr_assert(fake_enter(I, "RUN LIB,A$"));
    cr_assert_str_eq(f.out, " 7\n");
    cr_assert(fake_enter(I, "CAT @ DISP 1+1")); /* (a command: where a move is followed) */
    cr_assert_str_eq(f.out, " 7\nLIB        BASIC    19 01/01/70 00:00\n 2\n");
    interp_free(I);
}
