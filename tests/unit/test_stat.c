/* Unit tests of the statistics module (stat.c): the array's layout, the
 * updates of ADD and DROP and the functions. The figures are the ROM's
 * (tests/model/statistics holds the sessions). */
#include <criterion/criterion.h>

#include "stat.h"

static Num num(int64_t m, int e) {
    return (Num){m, e, NUM_FINITE};
}

/* Records the exceptions handed to the trap; goes on with the IEEE result. */
static Hp71Error events[8];
static int nevents;
static Num record(void *ctx, Hp71Error e, Num r) {
    (void)ctx;
    if (e != HP71_E_INEXACT && nevents < 8) events[nevents++] = e;
    return r;
}

static void add(Num *s, int vars, int64_t x, int64_t y, int sign) {
    Num v[2] = {num(x, 0), num(y, 0)};
    cr_assert_eq(stat_update(s, vars, v, 2, sign, NUM_ROUND_NEAR, record, NULL), 0);
}

Test(stat, sizes) {
    cr_assert_eq(stat_size(1), 3);
    cr_assert_eq(stat_size(2), 6);
    cr_assert_eq(stat_size(15), 136);
    cr_assert_eq(stat_vars_of(10), 3);
    cr_assert_eq(stat_vars_of(7), -1);
}

Test(stat, layout_after_adds) {
    Num s[6] = {0};
    add(s, 2, 1, 2, 1);
    add(s, 2, 2, 4, 1);
    add(s, 2, 3, 7, 1);
    /* n, sum x, S(1,1), sum y, S(1,2), S(2,2) */
    cr_assert_eq(s[0].m, 3);
    cr_assert_eq(s[1].m, 6);
    cr_assert_eq(s[2].m, 2);
    cr_assert_eq(s[3].m, 13);
    cr_assert_eq(s[4].m, 5);
    Num r, arg[2] = {num(1, 0), num(2, 0)};
    /* inexact (the ROM: Inexact under TRAP(INX,0), statistics/inexact_results) */
    cr_assert_eq(stat_function(s, 2, STAT_CORR, arg, NUM_ROUND_NEAR, &r), HP71_E_INEXACT);
    cr_assert_eq(r.m, 993399267797); /* the ROM's last digit: 15-digit work */
    cr_assert_eq(r.e, -12);
}

Test(stat, drop_and_errors) {
    Num s[6] = {0}, r, arg[2] = {num(2, 0), num(0, 0)};
    Num three[3] = {num(1, 0), num(2, 0), num(3, 0)};
    cr_assert_eq(stat_update(s, 2, three, 3, 1, NUM_ROUND_NEAR, record, NULL),
                 HP71_E_INVALID_STAT_OP);
    cr_assert_eq(stat_update(s, 2, three, 2, -1, NUM_ROUND_NEAR, record, NULL),
                 HP71_E_INVALID_STAT_OP);
    cr_assert_eq(stat_function(s, 2, STAT_MEAN, arg, NUM_ROUND_NEAR, &r), HP71_E_INVALID_STAT_OP);
    add(s, 2, 1, 2, 1);
    add(s, 2, 5, 5, -1);
    cr_assert_eq(s[0].m, 0);
    cr_assert_eq(s[1].m, -4);
    arg[0] = num(3, 0);
    cr_assert_eq(stat_function(s, 2, STAT_TOTAL, arg, NUM_ROUND_NEAR, &r), HP71_E_INVALID_ARG);
}

Test(stat, exceptions_as_the_rom) {
    Num s[3] = {0}, inf = {1, 0, NUM_INF}, big = num(1, 300), two = num(2, 0);
    nevents = 0;
    /* the first value infinite: its deviation times the weight 0 */
    cr_assert_eq(stat_update(s, 1, &inf, 1, 1, NUM_ROUND_NEAR, record, NULL), 0);
    cr_assert_eq(nevents, 1);
    cr_assert_eq(events[0], HP71_E_INF_TIMES_ZERO);
    Num t[3] = {0};
    nevents = 0;
    stat_update(t, 1, &big, 1, 1, NUM_ROUND_NEAR, record, NULL);
    stat_update(t, 1, &two, 1, 1, NUM_ROUND_NEAR, record, NULL);
    cr_assert_eq(nevents, 1); /* S(1,1) = 5E599 overflows as it is stored */
    cr_assert_eq(events[0], HP71_E_OVERFLOW);
}

/* Infinite values (the ROM): a MEAN or SDEV of them is infinite, no
 * Overflow; a regression's slope Inf/Inf is an error, its intercept Inf*0;
 * LR's y may be the count. */
Test(stat, infinite_moments) {
    Num s[6] = {0}, r, b, m, inf = {1, 0, NUM_INF};
    add(s, 2, 41, 12, 1);
    Num v[2] = {inf, num(1, 0)};
    nevents = 0;
    cr_assert_eq(stat_update(s, 2, v, 2, 1, NUM_ROUND_NEAR, record, NULL), 0);
    Num arg[2] = {num(1, 0), num(2, 0)};
    cr_assert_eq(stat_function(s, 2, STAT_MEAN, arg, NUM_ROUND_NEAR, &r), 0);
    cr_assert_eq(r.k, NUM_INF);
    cr_assert_eq(stat_function(s, 2, STAT_SDEV, arg, NUM_ROUND_NEAR, &r), 0);
    cr_assert_eq(r.k, NUM_INF);
    Hp71Error under[2];
    cr_assert_eq(stat_linear_regression(s, 2, num(2, 0), num(1, 0), NUM_ROUND_NEAR, &b, &m, under),
                 HP71_E_INF_DIV_INF);
    cr_assert_eq(stat_linear_regression(s, 2, num(0, 0), num(2, 0), NUM_ROUND_NEAR, &b, &m, under),
                 0);
    cr_assert_eq(b.m, 1); /* the count's mean is 1, its slope 0 */
    cr_assert_eq(m.m, 0);
}

/* A slope below the range (the ROM: ADD 1E-499,1E-499 then ADD 6,0, LR
 * 2,1 warns Underflow, statistics/regression_below_the_range): made a
 * denormal, its Underflow handed back apart for the caller's trap. */
Test(stat, regression_below_the_range) {
    Num s[6] = {0}, b, m;
    Num v1[2] = {num(1, -499), num(1, -499)}, v2[2] = {num(6, 0), num(0, 0)};
    nevents = 0;
    (void)stat_update(s, 2, v1, 2, 1, NUM_ROUND_NEAR, record, NULL);
    (void)stat_update(s, 2, v2, 2, 1, NUM_ROUND_NEAR, record, NULL);
    Hp71Error under[2] = {0, 0};
    (void)stat_linear_regression(s, 2, num(2, 0), num(1, 0), NUM_ROUND_NEAR, &b, &m, under);
    cr_assert_eq(under[0], HP71_E_UNDERFLOW);
    cr_assert_eq(under[1], 0);
    cr_assert(m.m < 0, "the slope keeps its sign");
}

/* A count out of range (the ROM: statistics/count_out_of_range): below 0
 * for ADD, from 0 to 1 for DROP, is Invalid Statistic with nothing
 * changed; an infinite count multiplies every value first (Inf*0 for a 0),
 * then divides the deviations (Inf/Inf). */
Test(stat, count_out_of_range) {
    Num s[6] = {num(-5, -1), num(5, 0), {0}, num(7, 0), {0}, {0}};
    Num v[2] = {num(1, 0), num(2, 0)};
    nevents = 0;
    cr_assert_eq(stat_update(s, 2, v, 2, 1, NUM_ROUND_NEAR, record, NULL),
                 HP71_E_INVALID_STATISTIC);
    cr_assert_eq(s[1].m, 5);
    s[0] = num(5, -1);
    cr_assert_eq(stat_update(s, 2, v, 1, -1, NUM_ROUND_NEAR, record, NULL),
                 HP71_E_INVALID_STATISTIC);
    cr_assert_eq(nevents, 0);
    s[0] = (Num){1, 0, NUM_INF};
    cr_assert_eq(stat_update(s, 2, v, 1, 1, NUM_ROUND_NEAR, record, NULL), 0);
    cr_assert_eq(nevents, 2);
    cr_assert_eq(events[0], HP71_E_INF_TIMES_ZERO);
    cr_assert_eq(events[1], HP71_E_INF_DIV_INF);
}

/* The functions of a count out of range (the ROM:
 * statistics/functions_of_a_count_out_of_range): MEAN of a count below 0
 * is Invalid Statistic, SDEV's of .5 too, CORR does not look at the count
 * (0 here), MEAN of an infinite sum over an infinite count Inf/Inf. */
Test(stat, functions_of_a_count_out_of_range) {
    Num s[6] = {num(-2, 0), num(5, 0), num(3, 0), num(7, 0), num(1, 0), num(4, 0)};
    Num r, one[2] = {num(1, 0), num(2, 0)};
    cr_assert_eq(stat_function(s, 2, STAT_MEAN, one, NUM_ROUND_NEAR, &r), HP71_E_INVALID_STATISTIC);
    s[0] = num(5, -1);
    cr_assert_eq(stat_function(s, 2, STAT_SDEV, one, NUM_ROUND_NEAR, &r), HP71_E_INVALID_STATISTIC);
    s[0] = num(0, 0);
    cr_assert_eq(stat_function(s, 2, STAT_CORR, one, NUM_ROUND_NEAR, &r), HP71_E_INEXACT);
    cr_assert_eq(r.m, 288675134595);
    s[0] = s[1] = (Num){1, 0, NUM_INF};
    cr_assert_eq(stat_function(s, 2, STAT_MEAN, one, NUM_ROUND_NEAR, &r), HP71_E_INF_DIV_INF);
}

/* Signaling elements (the ROM: statistics/signaling_elements): a statistic
 * that reads a signaling NaN element is Signaled Op before its other
 * checks; an ADD stores the moments before the signaling one. */
Test(stat, signaling_elements) {
    Num snan = {0, 0, NUM_NAN | NUM_SIGNALING};
    Num s[6] = {num(2, 0), num(100, 0), num(1, -499), num(5, -1), snan, num(5, -1)};
    Num r, arg[2] = {num(2, 0), num(1, 0)};
    cr_assert_eq(stat_function(s, 2, STAT_CORR, arg, NUM_ROUND_NEAR, &r), HP71_E_SIGNALED_OP);
    cr_assert_eq(stat_function(s, 2, STAT_MEAN, arg, NUM_ROUND_NEAR, &r), 0);
    s[2] = num(-25, -1); /* a negative spread: still Signaled Op first */
    cr_assert_eq(stat_function(s, 2, STAT_CORR, arg, NUM_ROUND_NEAR, &r), HP71_E_SIGNALED_OP);
}
