/* Unit tests of the statistics module (stat.c): the array's layout, the
 * updates of ADD and DROP and the functions. The figures are the ROM's
 * (tests/model/statistics holds the sessions). */
#include <criterion/criterion.h>

#include "stat.h"

static Num num(int64_t m, int e) {
    return (Num){m, e, NUM_FINITE};
}

static void add(Num *s, int vars, int64_t x, int64_t y, int sign) {
    Num v[2] = {num(x, 0), num(y, 0)};
    Hp71Error w;
    cr_assert_eq(stat_update(s, vars, v, 2, sign, NUM_ROUND_NEAR, &w), 0);
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
    cr_assert_eq(stat_function(s, 2, STAT_CORR, arg, NUM_ROUND_NEAR, &r), 0);
    cr_assert_eq(r.m, 993399267797); /* the ROM's last digit: 15-digit work */
    cr_assert_eq(r.e, -12);
}

Test(stat, drop_and_errors) {
    Num s[6] = {0}, r, arg[2] = {num(2, 0), num(0, 0)};
    Hp71Error w;
    Num three[3] = {num(1, 0), num(2, 0), num(3, 0)};
    cr_assert_eq(stat_update(s, 2, three, 3, 1, NUM_ROUND_NEAR, &w), HP71_E_INVALID_STAT_OP);
    cr_assert_eq(stat_update(s, 2, three, 2, -1, NUM_ROUND_NEAR, &w), HP71_E_INVALID_STAT_OP);
    cr_assert_eq(stat_function(s, 2, STAT_MEAN, arg, NUM_ROUND_NEAR, &r), HP71_E_INVALID_STAT_OP);
    add(s, 2, 1, 2, 1);
    add(s, 2, 5, 5, -1);
    cr_assert_eq(s[0].m, 0);
    cr_assert_eq(s[1].m, -4);
    arg[0] = num(3, 0);
    cr_assert_eq(stat_function(s, 2, STAT_TOTAL, arg, NUM_ROUND_NEAR, &r), HP71_E_INVALID_ARG);
}
