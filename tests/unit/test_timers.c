/* Unit tests of the program timers (timers.c): the timer number and the
 * interval as the ROM takes them, and when each timer is due (the sessions
 * recorded on the ROM are in tests/model/timers). */
#include <criterion/criterion.h>

#include "fake_host.h"
#include "timers.h"

static Num num(int64_t m, int e) {
    return (Num){m, e, NUM_FINITE};
}

Test(timers, the_number_rounds_to_1_2_or_3) {
    int k = -1;
    cr_assert_eq(timers_index(num(1, 0), &k), HP71_E_NONE);
    cr_assert_eq(k, 0);
    cr_assert_eq(timers_index(num(16, -1), &k), HP71_E_NONE); /* #1.6 is #2 */
    cr_assert_eq(k, 1);
    cr_assert_eq(timers_index(num(25, -1), &k), HP71_E_NONE); /* #2.5 is #3 */
    cr_assert_eq(k, 2);
    cr_assert_eq(timers_index(num(5, -1), &k), HP71_E_NONE); /* #.5 is #1 */
    cr_assert_eq(k, 0);
    cr_assert_eq(timers_index(num(35, -1), &k), HP71_E_INVALID_ARG);
    cr_assert_eq(timers_index(num(4, -1), &k), HP71_E_INVALID_ARG);
    cr_assert_eq(timers_index(num(0, 0), &k), HP71_E_INVALID_ARG);
    cr_assert_eq(timers_index(num(-1, 0), &k), HP71_E_INVALID_ARG);
}

/* The ROM counts whole 32nds of a second: .1 s fires every 3/32 s
 * (tests/model/timers/intervals_in_32nds_of_a_second). */
Test(timers, intervals_cut_to_32nds_of_a_second) {
    cr_assert_eq(timers_interval_us(num(5, -1)), 500000);
    cr_assert_eq(timers_interval_us(num(1, -1)), 93750);    /* 3.2 32nds: 3 */
    cr_assert_eq(timers_interval_us(num(15, -2)), 125000);  /* 4.8: 4 */
    cr_assert_eq(timers_interval_us(num(13, -1)), 1281250); /* 41.6: 41 */
    cr_assert_eq(timers_interval_us(num(3125, -5)), 31250); /* exactly 1 */
    cr_assert_eq(timers_interval_us(num(31, -3)), 0);       /* .992: none */
    cr_assert_eq(timers_interval_us(num(0, 0)), 0);
    cr_assert_eq(timers_interval_us(num(-1, 0)), 0); /* due at once, as the ROM */
    cr_assert_gt(timers_interval_us(num(1, 10)), 0); /* 1E10 s: never in practice */
    cr_assert_gt(timers_interval_us(num(1, 499)), 0);
}

/* #1 due at 0.5 s, #2 at 0.7 s, both due: #2 fires first (the ROM:
 * tests/model/timers/two_timers_due_highest_first) */
Test(timers, highest_number_first) {
    Timers T;
    timers_reset(&T);
    timers_arm(&T, 0, 50, 0, 7, true, 10);
    timers_arm(&T, 1, 70, 0, 8, true, 15);
    cr_assert_eq(timers_due(&T, 60, 0), 0);
    cr_assert_eq(timers_due(&T, 200, 0), 1);
    timers_disarm(&T, 1);
    cr_assert_eq(timers_due(&T, 200, 0), 0);
}

Test(timers, due_fire_and_restart) {
    Timers T;
    timers_reset(&T);
    cr_assert_eq(T.armed, 0);
    timers_arm(&T, 0, 100, 1000, 7, true, 10);
    timers_arm(&T, 2, 30, 1000, 9, false, 20);
    cr_assert_eq(T.armed, 2);
    cr_assert_eq(timers_due(&T, 1029, 0), -1);
    cr_assert_eq(timers_due(&T, 1030, 0), 2);
    cr_assert_eq(timers_due(&T, 1200, 0), 2); /* the highest number of those due */
    const ProgramTimer *t = timers_fire(&T, 2, 1200);
    cr_assert_eq(t->target, 9);
    cr_assert_not(t->gosub);
    cr_assert_eq(t->line, 20);
    cr_assert_eq(t->due_us, 1210); /* due at 1030, fired late: its next tick of 30 */
    cr_assert_eq(timers_due(&T, 1200, 0), 0);
    timers_restart(&T, 0, 1150); /* came due (1100) before it returned: its next tick */
    cr_assert_eq(T.t[0].due_us, 1200);
    timers_restart(&T, 0, 1160); /* not due: stays */
    cr_assert_eq(T.t[0].due_us, 1200);
    timers_restart(&T, 0, 1420); /* two ticks lost (1200, 1300, 1400): the one after */
    cr_assert_eq(T.t[0].due_us, 1500);
    timers_disarm(&T, 2);
    timers_disarm(&T, 2);
    cr_assert_eq(T.armed, 1);
    timers_arm(&T, 0, 100, 0, 7, true, 10); /* re-arming replaces */
    cr_assert_eq(T.armed, 1);
    cr_assert_eq(T.t[0].due_us, 100);
}

Test(timers, a_timer_fires_in_a_run_not_at_the_prompt) {
    FakeHost f = {0};
    Interp *I = fake_interp(&f);
    const char *lines[] = {
        "10 ON TIMER #1,.5 GOSUB 100", "20 WAIT 2 @ DISP \"W\" @ OFF TIMER #1 @ END",
        "100 DISP \"T\" @ RETURN",     "RUN",
        "ON TIMER #1,1 GOTO 10",       NULL};
    fake_enter_all(I, lines);
    cr_assert_str_eq(f.out, "T\nW\nERR:Illegal Context\n");
    fake_free(&f, I);
}

Test(timers, a_timer_waits_for_its_own_gosub_not_for_another) {
    Timers T;
    timers_reset(&T);
    timers_arm(&T, 0, 100, 0, 7, true, 10);
    timers_arm(&T, 1, 70, 0, 9, true, 20);
    cr_assert_eq(timers_due(&T, 80, 0), 1);
    timers_fire(&T, 1, 80);
    timers_serve(&T, 1, 1, 80);              /* #2's GOSUB runs */
    cr_assert_eq(timers_due(&T, 100, 0), 0); /* #1, due since, may fire inside it */
    timers_fire(&T, 0, 100);
    timers_serve(&T, 0, 2, 100);
    cr_assert_eq(timers_due(&T, 300, 0), -1); /* both GOSUBs run: neither fires */
    cr_assert_not(timers_gosub_left(&T, 2));
    cr_assert(timers_gosub_left(&T, 1));
    cr_assert(timers_returned(&T, 1, 250)); /* #1's returned: its next tick */
    cr_assert_eq(T.t[0].due_us, 300);
    cr_assert_eq(T.serving, 1);
    cr_assert_eq(timers_due(&T, 300, 0), 0);
    timers_arm(&T, 1, 200, 260, 9, true, 20); /* #2 set again in its own GOSUB */
    cr_assert_eq(timers_due(&T, 460, 0), 1);  /* it may fire inside it */
    cr_assert(timers_returned(&T, 0, 300));   /* its RETURN: one interval from then */
    cr_assert_eq(T.t[1].due_us, 500);
    cr_assert_eq(T.serving, 0);
    timers_serve(&T, 0, 1, 300);
    timers_unserve(&T); /* a run starts: none runs */
    cr_assert_eq(T.serving, 0);
    cr_assert_not(timers_gosub_left(&T, 0));
}

/* A timer due when another's GOSUB begins waits for its RETURN (the ROM:
 * tests/model/timers/a_timer_due_waits_for_another_gosub). */
Test(timers, one_due_at_another_gosub_waits_for_its_return) {
    Timers T;
    timers_reset(&T);
    timers_arm(&T, 0, 100, 0, 7, true, 10);
    timers_arm(&T, 2, 80, 0, 9, true, 20);
    cr_assert_eq(timers_due(&T, 200, 0), 2);
    timers_fire(&T, 2, 200);
    timers_serve(&T, 2, 1, 200);              /* #3's GOSUB begins, #1 due */
    cr_assert_eq(timers_due(&T, 400, 0), -1); /* #1 waits, however late */
    cr_assert_not(timers_returned(&T, 1, 400));
    cr_assert_eq(timers_due(&T, 400, 0), -1);
    cr_assert(timers_returned(&T, 0, 420));  /* #3's RETURN */
    cr_assert_eq(timers_due(&T, 420, 0), 0); /* #1 fires (#3's ticks meanwhile lost) */
    cr_assert_eq(T.t[2].due_us, 480);
}

/* A timer fires only in the program environment that armed it: one armed
 * by a call of a SUB (its serial) is not due in the main program (0) nor in
 * another call, one armed by the main program not inside a SUB (the ROM:
 * tests/model/timers/armed_in_a_subprogram_*, in_a_subprogram) */
Test(timers, due_only_where_armed) {
    Timers T;
    timers_reset(&T);
    timers_arm(&T, 0, 50, 0, 7, true, 10);
    T.t[0].activation = 3;
    cr_assert_eq(timers_due(&T, 60, 0), -1);
    cr_assert_eq(timers_due(&T, 60, 4), -1);
    cr_assert_eq(timers_due(&T, 60, 3), 0);
    timers_arm(&T, 1, 50, 0, 8, true, 15); /* (the main program's) */
    cr_assert_eq(timers_due(&T, 60, 3), 0);
    cr_assert_eq(timers_due(&T, 60, 0), 1);
}
