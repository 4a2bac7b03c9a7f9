/* Unit tests of the RND generator. The expected values were recorded from
 * the real HP-71B ROM (2CDCC); tests/model/rnd holds the sessions. */
#include <criterion/criterion.h>
#include <string.h>

#include "format.h"
#include "rnd.h"

static const char *shown(Num a) {
    static char out[FORMAT_MAX];
    format_number(a, (DisplayFormat){DISPLAY_STD, 0}, out);
    return out;
}

static Num literal(const char *text) {
    Num r;
    num_parse(text, strlen(text), &r);
    return r;
}

Test(rnd, the_sequence_after_a_reset) {
    uint64_t x = RND_RESET_STATE;
    cr_assert_str_eq(shown(rnd_next(&x)), ".529199358633");
    cr_assert_str_eq(shown(rnd_next(&x)), "4.35821814444E-2");
    cr_assert_str_eq(shown(rnd_next(&x)), ".294922982088");
    cr_assert_str_eq(shown(rnd_next(&x)), "4.10896424448E-2");
}

Test(rnd, seeds) {
    struct {
        const char *seed, *first, *second;
    } cases[] = {
        {".5", ".502851130928", ".76109747097"},
        {"1", ".731362440213", ".77207218067"},
        {"10", ".759873749497", NULL},
        {"1E-13", "2.85113092846E-3", ".26109747097"},
        {"1E-20", ".739936822256", ".914669602255"},
        {"1E-100", ".459032079483", NULL},
        {"1E98", ".52547075011", ".647593731358"},
        {"123.456", ".910337058782", ".401605600072"},
        {"5E-10", ".568315364428", ".99658251547"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        uint64_t x = rnd_seed(literal(cases[i].seed));
        cr_assert_str_eq(shown(rnd_next(&x)), cases[i].first, "seed %s", cases[i].seed);
        if (cases[i].second)
            cr_assert_str_eq(shown(rnd_next(&x)), cases[i].second, "seed %s", cases[i].seed);
    }
    Num minus_one = literal("1");
    minus_one.m = -minus_one.m;
    cr_assert_eq(rnd_seed(minus_one), rnd_seed(literal("1")));
    uint64_t inf = rnd_seed((Num){1, 0, NUM_INF});
    cr_assert_eq(inf, rnd_seed(literal("1E-100")));
}

Test(rnd, zero_stays_zero) {
    uint64_t x = rnd_seed(num_from_int(0));
    for (int i = 0; i < 3; i++)
        cr_assert_str_eq(shown(rnd_next(&x)), "0");
}

__extension__ typedef unsigned __int128 Wide;

static uint64_t power(uint64_t a, uint64_t n) {
    uint64_t r = 1, m = 1000000000000000ULL;
    for (; n; n >>= 1, a = (uint64_t)((Wide)a * a % m))
        if (n & 1) r = (uint64_t)((Wide)r * a % m);
    return r;
}

Test(rnd, the_period_is_five_times_ten_to_the_thirteen) {
    /* the multiplier's order modulo 10^15 (docs/language.md, RND) */
    uint64_t order = 50000000000000ULL;
    cr_assert_eq(power(RND_MULTIPLIER, order), 1);
    cr_assert_neq(power(RND_MULTIPLIER, order / 2), 1);
    cr_assert_neq(power(RND_MULTIPLIER, order / 5), 1);
}

/* RANDOMIZE without a seed: the ROM's counter, 30,720 at each minute of
 * the machine's time, down by 512 a second; 24,948 at 11.275 s gave
 * 9.25676773518E-2 and 30,419 at 60.59 s .522137677351 (a program's
 * RANDOMIZE, its time read by TIME; tests/model/rnd). */
Test(rnd, randomize_from_the_machines_timer) {
    uint64_t x = rnd_clock_seed(0), y = rnd_seed(literal("30720"));
    cr_assert_eq(x, y);
    x = rnd_clock_seed(59999999); /* the last 512th of the minute: 1 */
    cr_assert_eq(x, rnd_seed(literal("1")));
    x = rnd_clock_seed(11275000); /* 512 x 11.275 = 5772.8 counted */
    cr_assert_str_eq(shown(rnd_next(&x)), "9.25676773518E-2");
    x = rnd_clock_seed(60588000); /* the next minute: 512 x .588 = 301 */
    cr_assert_str_eq(shown(rnd_next(&x)), ".522137677351");
}
