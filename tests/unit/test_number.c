/* Unit tests of number.c: decimal arithmetic, rounding, and agreement of the
 * integer fast path with the decNumber path. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "format.h"
#include "number.h"
#include "numbers.h"

static void assert_std(Num a, const char *want) {
    char buf[FORMAT_MAX];
    format_number(a, (DisplayFormat){DISPLAY_STD, 0}, buf);
    cr_assert_str_eq(buf, want);
}

static bool same(Num a, Num b) {
    return a.m == b.m && a.e == b.e && a.k == b.k;
}

Test(number, decimal_not_binary) {
    Num r;
    cr_assert_eq(num_add(N("0.1"), N("0.2"), &r, NUM_ROUND_NEAR), HP71_E_NONE);
    cr_assert(same(r, N(".3")));
    assert_std(r, ".3");
}

Test(number, division_rounds_to_12_digits) {
    Num r;
    num_div(num_from_int(1), num_from_int(3), &r, NUM_ROUND_NEAR);
    assert_std(r, ".333333333333");
    num_div(num_from_int(2), num_from_int(3), &r, NUM_ROUND_NEAR);
    assert_std(r, ".666666666667");
    num_div(num_from_int(10), num_from_int(4), &r, NUM_ROUND_NEAR);
    assert_std(r, "2.5");
}

Test(number, ties_round_to_even) {
    Num r;
    num_add(N("100000000000"), N(".5"), &r, NUM_ROUND_NEAR);
    assert_std(r, "100000000000");
    num_add(N("100000000001"), N(".5"), &r, NUM_ROUND_NEAR);
    assert_std(r, "100000000002");
}

Test(number, integers_past_12_digits_round) {
    Num r;
    num_mul(N("999999999999"), num_from_int(10), &r, NUM_ROUND_NEAR);
    assert_std(r, "9.99999999999E12");
    num_add(N("999999999999"), num_from_int(1), &r, NUM_ROUND_NEAR);
    assert_std(r, "1.E12");
    num_add(N("999999999999"), num_from_int(2), &r, NUM_ROUND_NEAR);
    assert_std(r, "1.E12");
}

/* An overflow's IEEE result is ±Inf; the OVF trap then decides (traps.h). */
Test(number, overflow_gives_inf) {
    Num r;
    cr_assert_eq(num_mul(N("9.99999999999E499"), num_from_int(10), &r, NUM_ROUND_NEAR),
                 HP71_E_OVERFLOW);
    assert_std(r, "Inf");
    cr_assert_eq(num_mul(N("-9E499"), num_from_int(10), &r, NUM_ROUND_NEAR), HP71_E_OVERFLOW);
    assert_std(r, "-Inf");
}

Test(number, underflow_warns_and_gives_zero) {
    Num r;
    cr_assert_eq(num_mul(N("1E-300"), N("1E-300"), &r, NUM_ROUND_NEAR), HP71_E_UNDERFLOW);
    cr_assert(num_is_zero(r));
}

Test(number, literal_overflow) {
    Num r;
    cr_assert_eq(num_parse("1E500", 5, &r), HP71_E_OVERFLOW);
}

Test(number, division_by_zero_errors) {
    Num r;
    cr_assert_eq(num_div(num_from_int(1), num_from_int(0), &r, NUM_ROUND_NEAR), HP71_E_DIV_ZERO);
    cr_assert_eq(num_div(num_from_int(0), num_from_int(0), &r, NUM_ROUND_NEAR),
                 HP71_E_ZERO_DIV_ZERO);
}

Test(number, power) {
    Num r;
    num_pow(num_from_int(2), num_from_int(10), &r, NUM_ROUND_NEAR);
    assert_std(r, "1024");
    num_pow(num_from_int(2), num_from_int(-1), &r, NUM_ROUND_NEAR);
    assert_std(r, ".5");
    num_pow(num_from_int(0), num_from_int(0), &r, NUM_ROUND_NEAR);
    assert_std(r, "1");
    cr_assert_eq(num_pow(num_from_int(0), num_from_int(-1), &r, NUM_ROUND_NEAR),
                 HP71_E_ZERO_NEG_POWER);
    cr_assert_eq(num_pow(num_from_int(-8), N(".5"), &r, NUM_ROUND_NEAR), HP71_E_NEG_NONINT_POWER);
    num_pow(num_from_int(-2), num_from_int(3), &r, NUM_ROUND_NEAR);
    assert_std(r, "-8");
    num_pow(num_from_int(10), num_from_int(15), &r, NUM_ROUND_NEAR);
    assert_std(r, "1.E15");
}

/* The last digit of a large power follows the ROM's 15-digit logarithm
   (expected values recorded from the ROM, tests/model/numbers/pow_bases_*):
   21.46184's is ln .2146184 plus 2 ln 10 as 2.30258509299405, 4.83's a
   little below ln 4.83; correctly rounded, 21.46184^223 is
   9.15652073363E296 and 4.83^541 1.03609060719E370. */
Test(number, power_through_the_roms_logarithm) {
    Num r;
    num_pow(N("21.46184"), num_from_int(223), &r, NUM_ROUND_NEAR);
    assert_std(r, "9.15652073365E296");
    num_pow(N("4.83"), num_from_int(541), &r, NUM_ROUND_NEAR);
    assert_std(r, "1.03609060718E370");
}

/* x^y's logarithm of an x in [1,10) is the ROM's digit by digit, and the
   product y ln x is cut at 14 decimals of the product of the mantissas
   (expected values recorded from the ROM, tests/model/numbers/pow_ln_by_factors
   and pow_product_cut_by_mantissas; the rules before gave ...362E249 and
   1.02531324723E64). */
Test(number, power_through_the_roms_digit_by_digit_logarithm) {
    Num r;
    num_pow(N("1.80200411905"), N("977.311655086"), &r, NUM_ROUND_NEAR);
    assert_std(r, "8.97643779363E249");
    num_pow(N("6.71E18"), N("3.4"), &r, NUM_ROUND_NEAR);
    assert_std(r, "1.02531324724E64");
}

Test(number, sqr) {
    Num r;
    num_sqr(num_from_int(2), &r, NUM_ROUND_NEAR);
    assert_std(r, "1.41421356237");
    num_sqr(num_from_int(144), &r, NUM_ROUND_NEAR);
    assert_std(r, "12");
    cr_assert(num_is_small_int(r));
    cr_assert_eq(num_sqr(num_from_int(-1), &r, NUM_ROUND_NEAR), HP71_E_SQR_NEG);
}

Test(number, integer_parts) {
    assert_std(num_ip(N("-2.7")), "-2");
    assert_std(num_fp(N("-2.7")), "-.7");
    assert_std(num_int(N("-2.7")), "-3");
    assert_std(num_int(N("2.7")), "2");
    assert_std(num_int(N("-3")), "-3");
    assert_std(num_abs(N("-2.5")), "2.5");
    assert_std(num_sgn(N("-2.5")), "-1");
    assert_std(num_sgn(num_from_int(0)), "0");
}

Test(number, store_rounding) {
    assert_std(num_round_int(N("2.6")), "3");
    assert_std(num_round_int(N("2.5")), "3"); /* INTEGER: ties away from zero (the ROM) */
    assert_std(num_round_int(N("3.5")), "4");
    assert_std(num_round_int(N("-2.5")), "-3");
    assert_std(num_round_int(N("-2.6")), "-3");
    Num r;
    /* digits dropped: Inexact (the ROM: ERR:Inexact under TRAP(INX,0)) */
    cr_assert_eq(num_round_digits(N("1.234567"), 5, NUM_ROUND_NEAR, &r), HP71_E_INEXACT);
    assert_std(r, "1.2346");
    cr_assert_eq(num_round_digits(N("123456789"), 5, NUM_ROUND_NEAR, &r), HP71_E_INEXACT);
    assert_std(r, "123460000");
    cr_assert_eq(num_round_digits(N("1.23465"), 5, NUM_ROUND_NEAR, &r),
                 HP71_E_INEXACT); /* ties to even */
    assert_std(r, "1.2346");
    cr_assert_eq(num_round_digits(N("1.5"), 5, NUM_ROUND_NEAR, &r), HP71_E_NONE); /* exact */
    /* a SHORT store follows OPTION ROUND (the ROM: ZERO keeps 1.2345 of 1.23456) */
    cr_assert_eq(num_round_digits(N("1.23456"), 5, NUM_ROUND_ZERO, &r), HP71_E_INEXACT);
    assert_std(r, "1.2345");
    cr_assert_eq(num_round_digits(N("-1.23454"), 5, NUM_ROUND_NEG, &r), HP71_E_INEXACT);
    assert_std(r, "-1.2346");
    cr_assert_eq(num_round_digits(N("1.23451"), 5, NUM_ROUND_POS, &r), HP71_E_INEXACT);
    assert_std(r, "1.2346");
    /* a denormal keeps its digits down to 1E-503 (the ROM, under DEFAULT EXTEND: SHORT
       K=1.745E-501 shows 0.0174E-499), Underflow only when some were dropped */
    Num d;
    (void)num_make(1745, -504, &d); /* 1.745E-501 */
    cr_assert_eq(num_round_digits(d, 5, NUM_ROUND_NEAR, &r), HP71_E_UNDERFLOW);
    (void)num_make(174, -503, &d);
    cr_assert(same(r, d));
    cr_assert_eq(num_round_digits(d, 5, NUM_ROUND_NEAR, &r), HP71_E_NONE); /* 1.74E-501 */
    cr_assert(same(r, d));
    (void)num_make(-6, -504, &d);
    cr_assert_eq(num_round_digits(d, 5, NUM_ROUND_NEAR, &r), HP71_E_UNDERFLOW);
    (void)num_make(-1, -503, &d);
    cr_assert(same(r, d));
    (void)num_make(999996, -505, &d); /* 9.99996E-500 */
    cr_assert_eq(num_round_digits(d, 5, NUM_ROUND_NEAR, &r), HP71_E_INEXACT);
    (void)num_make(1, -499, &d);
    cr_assert(same(r, d)); /* rounded up to a normal number: no underflow */
}

Test(number, canonical_forms_compare_equal) {
    cr_assert(same(N("5"), N("5.000")));
    cr_assert(same(N("5E0"), N("500E-2")));
    cr_assert(same(N("1E12"), N("1000000000000")));
    cr_assert(num_is_small_int(N("2.0")));
    cr_assert_eq(num_cmp(N("1E12"), N("999999999999")), 1);
    cr_assert_eq(num_cmp(N("-1.5"), N("-1.25")), -1);
}

/* Random operands, mostly integers of every size up to 12 digits: the inline
 * fast path and the decNumber path must give identical canonical results. */
static int64_t random_int(unsigned *seed) {
    static const int64_t scale[] = {10, 1000, 100000, 99999, 1000000, 1000000000, 999999999999};
    int64_t s = scale[rand_r(seed) % 7];
    int64_t v = ((int64_t)rand_r(seed) << 31 | rand_r(seed)) % (s + 1);
    return (rand_r(seed) & 1) ? -v : v;
}

Test(number, fast_path_agrees_with_decnumber) {
    unsigned seed = 71;
    for (int i = 0; i < 200000; i++) {
        Num a = num_from_int(random_int(&seed)), b = num_from_int(random_int(&seed));
        Num fast, slow;
        Hp71Error ef = num_add(a, b, &fast, NUM_ROUND_NEAR),
                  es = num_add_slow(a, b, &slow, NUM_ROUND_NEAR);
        cr_assert(ef == es && same(fast, slow), "add %lld %lld", (long long)a.m, (long long)b.m);
        ef = num_sub(a, b, &fast, NUM_ROUND_NEAR);
        es = num_sub_slow(a, b, &slow, NUM_ROUND_NEAR);
        cr_assert(ef == es && same(fast, slow), "sub %lld %lld", (long long)a.m, (long long)b.m);
        ef = num_mul(a, b, &fast, NUM_ROUND_NEAR);
        es = num_mul_slow(a, b, &slow, NUM_ROUND_NEAR);
        cr_assert(ef == es && same(fast, slow), "mul %lld %lld", (long long)a.m, (long long)b.m);
        cr_assert_eq(num_cmp(a, b), num_cmp_slow(a, b));
        if (b.m != 0) {
            ef = num_div(a, b, &fast, NUM_ROUND_NEAR);
            es = num_div_slow(a, b, &slow, NUM_ROUND_NEAR);
            cr_assert(ef == es && same(fast, slow), "div %lld %lld", (long long)a.m,
                      (long long)b.m);
        }
    }
}

/* Random operands of every shape: 1 to 12 digits, often ending in 5 (ties)
 * or a single 5 just below the other operand's last digit, exponents near
 * each other, far apart or at the ends of the range, and now and then 0,
 * -0, Inf or NaN. */
static Num random_operand(unsigned *seed, Num other) {
    static const int64_t digits[] = {1, 9, 99, 999, 99999, 9999999, 999999999, 999999999999};
    int pick = rand_r(seed) % 40;
    if (pick == 0) return num_zero(rand_r(seed) & 1);
    if (pick == 1) return num_inf(rand_r(seed) & 1 ? 1 : -1);
    if (pick == 2) return num_nan();
    int64_t m = (((int64_t)rand_r(seed) << 31) | rand_r(seed)) % (digits[rand_r(seed) % 8] + 1);
    int e;
    switch (rand_r(seed) % 6) {
    case 0: e = rand_r(seed) % 1011 - 511; break;             /* anywhere */
    case 1: e = other.e - 1 - rand_r(seed) % 3, m = 5; break; /* a tie, or nearly */
    case 2: e = other.e + rand_r(seed) % 61 - 30; break;      /* far from the other */
    case 3:
        m = m / 10 * 10 + 5;
        e = rand_r(seed) % 31 - 15;
        break;
    default: e = rand_r(seed) % 31 - 15; break;
    }
    if (rand_r(seed) & 1) m = -m;
    Num r;
    (void)num_make(m, e, &r);
    return r;
}

/* Each binary operation: its entry (every path) and its decNumber path. */
typedef Hp71Error (*BinaryOp)(Num, Num, Num *, NumRound);
static const struct {
    const char *name;
    BinaryOp fast, slow;
} binary_paths[] = {{"add", num_add, num_add_slow},
                    {"sub", num_sub, num_sub_slow},
                    {"mul", num_mul, num_mul_slow},
                    {"div", num_div, num_div_slow}};

/* Every fast path (inline integers, 128-bit) against decNumber alone: the
 * same result, word for word, and the same exception, in every rounding
 * mode. */
Test(number, all_paths_agree_with_decnumber) {
    unsigned seed = 1984;
    for (int i = 0; i < 60000; i++) {
        Num a = random_operand(&seed, num_from_int(0));
        Num b = random_operand(&seed, a);
        if (rand_r(&seed) & 1) {
            Num t = a;
            a = b;
            b = t;
        }
        NumRound mode = (NumRound)(rand_r(&seed) % 4);
        for (size_t k = 0; k < sizeof binary_paths / sizeof *binary_paths; k++) {
            Num fast, slow;
            Hp71Error ef = binary_paths[k].fast(a, b, &fast, mode),
                      es = binary_paths[k].slow(a, b, &slow, mode);
            cr_assert(ef == es && same(fast, slow), "%s %lldE%d %lldE%d mode %d",
                      binary_paths[k].name, (long long)a.m, a.e, (long long)b.m, b.e, mode);
        }
        cr_assert_eq(num_cmp(a, b), num_cmp_slow(a, b), "cmp %lldE%d %lldE%d", (long long)a.m, a.e,
                     (long long)b.m, b.e);
    }
}

/* SQR's 128-bit path against decNumber's: random operands of every size,
 * perfect squares among them, all four modes. */
Test(number, square_roots_agree_with_decnumber) {
    unsigned seed = 71;
    for (int i = 0; i < 40000; i++) {
        Num a = random_operand(&seed, num_from_int(0));
        if (i % 5 == 0) { /* a square: exact */
            int64_t k = rand_r(&seed) % 1000000 + 1;
            (void)num_make(k * k, 2 * (rand_r(&seed) % 401 - 200), &a);
        }
        NumRound mode = (NumRound)(rand_r(&seed) % 4);
        Num fast, slow;
        Hp71Error ef = num_sqr(a, &fast, mode), es = num_sqr_slow(a, &slow, mode);
        cr_assert(ef == es && same(fast, slow), "SQR(%lldE%d) mode %d: %lldE%d, %lldE%d",
                  (long long)a.m, a.e, mode, (long long)fast.m, fast.e, (long long)slow.m, slow.e);
    }
}

/* Found by fuzz_number: a literal is unsigned (the sign is an operator);
 * num_parse took "-999999999992" and LIST's style then mangled it. */
Test(number, literals_have_no_sign) {
    Num r;
    cr_assert_eq(num_parse("-5", 2, &r), HP71_E_SYNTAX);
    cr_assert_eq(num_parse("+5", 2, &r), HP71_E_SYNTAX);
    cr_assert_eq(num_parse("5E-3", 4, &r), HP71_E_NONE);
}

/* A literal of a file's line may be longer than a typed line: one of 128
 * characters or more was refused as no literal, so LIST showed its text
 * (15E-444... as 1.5E-99999) where its value was 0, and a SAVE and LOAD
 * changed the program (fuzz_roundtrip: tests/fuzz/regressions/
 * roundtrip-literal-exponent-past-the-buffer). An exponent of any length
 * saturates, a mantissa's digits all count. */
Test(number, long_literals_are_read_whole) {
    char text[300] = "15E-";
    memset(text + 4, '4', 200);
    Num r;
    cr_assert_eq(num_parse(text, 204, &r), HP71_E_UNDERFLOW);
    cr_assert(num_is_zero(r));
    text[3] = '+';
    cr_assert_eq(num_parse(text, 204, &r), HP71_E_OVERFLOW);
    memset(text, '1', 200);
    text[200] = '5';
    cr_assert_eq(num_parse(text, 201, &r), HP71_E_INEXACT);
    cr_assert(r.m == 111111111111 && r.e == 189);
    memcpy(text, "1E", 2);
    memset(text + 2, '0', 150);
    text[152] = '3';
    cr_assert_eq(num_parse(text, 153, &r), HP71_E_NONE); /* (1E000...3) */
    cr_assert(r.m == 1000 && r.e == 0);
    /* a literal is a slice of its line, not followed by a NUL (the first
       try read past it: fuzz_line, regressions/line-literal-exponent-read-
       past-its-slice; ASan sees it in the sanitizer run) */
    char *slice = malloc(3);
    memcpy(slice, "1E7", 3);
    cr_assert_eq(num_parse(slice, 3, &r), HP71_E_NONE);
    cr_assert(r.m == 10000000 && r.e == 0);
    free(slice);
}

/* The ROM reads an exponent's run of signs as one sign (1E--2 is 1E2,
 * 1E+-2 1E-2); a sign that does not follow E or another sign is no
 * literal's. */
Test(number, exponent_sign_runs_make_one_sign) {
    Num r;
    cr_assert_eq(num_parse("1E--2", 5, &r), HP71_E_NONE);
    cr_assert(r.m == 100 && r.e == 0);
    cr_assert_eq(num_parse("1E+-2", 5, &r), HP71_E_NONE);
    cr_assert(r.m == 1 && r.e == -2);
    cr_assert_eq(num_parse("15E-+-1", 7, &r), HP71_E_NONE);
    cr_assert(r.m == 150 && r.e == 0);
    cr_assert_eq(num_parse("1E--", 4, &r), HP71_E_SYNTAX);
    cr_assert_eq(num_literal_exponent("--12", 4), 12);
    cr_assert_eq(num_literal_exponent("+-+7", 4), -7);
}

/* A literal of digits only takes a fast path: the same Num, word for word,
 * as the same value written with a point (decNumber's path). */
Test(number, digit_literals_as_decnumber_reads_them) {
    unsigned seed = 71;
    char text[32], with_point[40];
    for (int i = 0; i < 20000; i++) {
        seed = seed * 1103515245u + 12345u;
        int n = 1 + (int)(seed >> 16) % 12;
        for (int k = 0; k < n; k++) {
            seed = seed * 1103515245u + 12345u;
            text[k] = (char)('0' + (seed >> 16) % 10);
        }
        text[n] = '\0';
        snprintf(with_point, sizeof with_point, "%s.0", text);
        Num a, b;
        cr_assert_eq(num_parse(text, (size_t)n, &a), HP71_E_NONE);
        cr_assert_eq(num_parse(with_point, strlen(with_point), &b), HP71_E_NONE);
        cr_assert(a.m == b.m && a.e == b.e && a.k == b.k, "%s", text);
    }
}

/* The cost model's digits of a quotient and of a root, worked out by whole
 * numbers (num_long_divide, an integer root): the 15 digits cut, as
 * Python's decimal module gives them for the same operands. */
Test(number, quotient_and_root_digits_to_fifteen) {
    uint64_t rem;
    cr_assert_eq(num_long_divide(1, 3, 5, &rem), 33333);
    cr_assert_eq(rem, 1);
    cr_assert_eq(num_long_divide(22, 7, 3, NULL), 3142);
    /* 1/1.000001 is .999999000000999..., 15 digits 9x6 and 9x3 */
    cr_assert_eq(num_quotient_digit_sum(num_from_int(1), (Num){1000001, -6, 0}), 81);
    /* 1/800 is .00125: zeros lead its fraction, none of its digits */
    cr_assert_eq(num_quotient_digit_sum(num_from_int(1), num_from_int(800)), 8);
    cr_assert_eq(num_quotient_digit_sum((Num){-7, 0, 0}, num_from_int(2)), 8); /* 3.5 */
    cr_assert_eq(num_quotient_digit_sum(num_from_int(7), num_from_int(0)), 0);
    cr_assert_eq(num_root_digit_sum(num_from_int(2)), 51); /* 1.41421356237309 */
    cr_assert_eq(num_root_digit_sum((Num){2, 1, 0}), 83);  /* 4.47213595499957 */
    cr_assert_eq(num_root_digit_sum(num_from_int(16)), 4);
    cr_assert_eq(num_root_digit_sum(num_from_int(999999)), 122);
    cr_assert_eq(num_root_digit_sum(num_from_int(-4)), 0);
}

/* How EXP takes its argument apart (num_exp_factors): ln 10s, then the
   factors 1 + 10^-j while their logarithms fit; nothing for what is no
   finite EXP's, and nothing of a tiny x (MINREAL once crashed it). */
Test(number, exp_factors_take_the_argument_apart) {
    int n, q[NUM_EXP_FACTORS];
    cr_assert(num_exp_factors(N("5"), &n, q));
    /* 5 = 2 ln 10 + .394829814 = ... : ln 2 none, ln 1.1 four times (.381) */
    cr_assert_eq(n, 2);
    cr_assert_eq(q[0], 0);
    cr_assert_eq(q[1], 4);
    int m, p[NUM_EXP_FACTORS];
    cr_assert(num_exp_factors(N("-5"), &m, p)); /* |x| */
    cr_assert_eq(m, n);
    cr_assert_arr_eq(p, q, sizeof q);
    cr_assert(num_exp_factors(N("1.5"), &n, q));
    cr_assert_eq(n, 0);
    cr_assert_eq(q[0], 2); /* 1.386 */
    cr_assert(num_exp_factors(N("1E-499"), &n, q));
    cr_assert_eq(n, 0);
    for (int j = 0; j < NUM_EXP_FACTORS; j++)
        cr_assert_eq(q[j], 0);
    cr_assert_not(num_exp_factors(N("1E4"), &n, q));
    cr_assert_not(num_exp_factors(N("-123456789012"), &n, q));
    cr_assert(num_exp_factors(N("9999.99999999"), &n, q));
    cr_assert_eq(n, 4342);
    cr_assert_not(num_exp_factors(num_inf(1), &n, q));
}

/* x^y's factors (num_pow_exp_factors) from the ROM's y ln x: 2^3's and
   1.01^2's fall just below a whole number of one factor's logarithm (the
   ROM's times: bench/timing/pow_log_whole_*), 2^3.0000001's above it. */
Test(number, pow_exp_factors_take_the_rom_product_apart) {
    int n, q[NUM_EXP_FACTORS];
    cr_assert(num_pow_exp_factors(N("2"), N("3"), &n, q));
    cr_assert_eq(n, 0);
    cr_assert_eq(q[0], 2);
    cr_assert_gt(q[1], 0);
    cr_assert(num_pow_exp_factors(N("2"), N("3.0000001"), &n, q));
    cr_assert_eq(q[0], 3);
    for (int j = 1; j < NUM_EXP_FACTORS; j++)
        cr_assert_eq(q[j], 0);
    cr_assert(num_pow_exp_factors(N("2"), N("-3"), &n, q)); /* |y ln x| */
    cr_assert_eq(q[0], 2);
    cr_assert(num_pow_exp_factors(N("1"), N("7"), &n, q)); /* ln 1 */
    cr_assert_eq(n, 0);
    cr_assert_eq(q[0] + q[1] + q[7], 0);
    cr_assert(num_pow_exp_factors(N("2"), N("1E-300"), &n, q)); /* (once beyond the units) */
    cr_assert_eq(n, 0);
    cr_assert_eq(q[0] + q[7], 0);
    cr_assert(num_pow_exp_factors(N("415E-266"), N("-1E-499"), &n, q));
    cr_assert_not(num_pow_exp_factors(N("0"), N("2"), &n, q));
    cr_assert_not(num_pow_exp_factors(N("9"), N("1E5"), &n, q));
    cr_assert_not(num_pow_exp_factors(num_inf(1), N("2"), &n, q));
}

/* Underflow is tininess after rounding to 12 digits, the exponent
   unbounded (IEEE 754, the ROM: tests/model/traps/underflow_*): a result
   that is below 1E-499 at 12 digits underflows even when its denormal's
   fewer digits round it up to 1E-499; one that rounds to 1E-499 at 12
   digits does not. A literal reads to 12 digits first, then to the
   denormal's digits, each half to even. */
Test(number, underflow_is_tininess_after_rounding) {
    Num r;
    cr_assert_eq(num_mul(N(".999999999999"), N("1E-499"), &r, NUM_ROUND_NEAR), HP71_E_UNDERFLOW);
    assert_std(r, "1.E-499"); /* the denormal (DEFAULT EXTEND's result) */
    cr_assert_eq(num_mul(N("3.33333333333E-250"), N("3E-250"), &r, NUM_ROUND_NEAR),
                 HP71_E_UNDERFLOW);
    cr_assert_eq(num_div(N("1E-499"), N("1.00000000001"), &r, NUM_ROUND_NEAR), HP71_E_UNDERFLOW);
    cr_assert_eq(num_parse("9.99999999999E-500", strlen("9.99999999999E-500"), &r),
                 HP71_E_UNDERFLOW);
    cr_assert_eq(num_parse("9.9999999999951E-500", strlen("9.9999999999951E-500"), &r),
                 HP71_E_INEXACT);
    cr_assert_eq(num_parse(".9355056363651E-499", strlen(".9355056363651E-499"), &r),
                 HP71_E_UNDERFLOW);
    assert_std(r, "0.93550563636E-499");
}

/* A power of ten to a power not whole goes through the logarithms as any
   base, its last digit the ROM's (tests/model/numbers/pow_bases_power_of_ten):
   10^2.6 is 398.107170554 on the ROM, the true value 398.1071705534973;
   a whole power stays exact. */
Test(number, power_of_ten_base_through_the_logarithms) {
    Num r;
    cr_assert_eq(num_pow(N("10"), N("2.6"), &r, NUM_ROUND_NEAR), HP71_E_INEXACT);
    assert_std(r, "398.107170554");
    cr_assert_eq(num_pow(N("100"), N(".5"), &r, NUM_ROUND_NEAR), HP71_E_INEXACT);
    assert_std(r, "10");
    cr_assert_eq(num_pow(N("100"), N(".5"), &r, NUM_ROUND_POS), HP71_E_INEXACT);
    assert_std(r, "10.0000000001");
    cr_assert_eq(num_pow(N("10"), N("3"), &r, NUM_ROUND_NEAR), HP71_E_NONE);
    assert_std(r, "1000");
}
