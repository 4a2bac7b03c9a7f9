/* Unit tests of format.c: STD/FIX/SCI/ENG display text and LIST's constant
 * style, per ../shared/hp71/reference.md section 2. */
#include <criterion/criterion.h>
#include <stdint.h>
#include <string.h>

#include "format.h"

static void check(const char *literal, DisplayMode mode, int digits, const char *want) {
    Num a;
    bool neg = literal[0] == '-';
    cr_assert_eq(num_parse(literal + neg, strlen(literal + neg), &a), HP71_E_NONE);
    if (neg) a = num_neg(a);
    char buf[FORMAT_MAX];
    format_number(a, (DisplayFormat){mode, digits}, buf);
    cr_assert_str_eq(buf, want, "%s in mode %d/%d", literal, (int)mode, digits);
}

Test(format, std_table) {
    check("5", DISPLAY_STD, 0, "5");
    check("0", DISPLAY_STD, 0, "0");
    check("0.5", DISPLAY_STD, 0, ".5");
    check("-0.5", DISPLAY_STD, 0, "-.5");
    check("1E12", DISPLAY_STD, 0, "1.E12");
    check("999999999999", DISPLAY_STD, 0, "999999999999");
    check("0.123456789012", DISPLAY_STD, 0, ".123456789012");
    check("0.0123456789012", DISPLAY_STD, 0, "1.23456789012E-2");
    check("123.456", DISPLAY_STD, 0, "123.456");
    check("0.00001", DISPLAY_STD, 0, ".00001");
    check("1E-12", DISPLAY_STD, 0, ".000000000001");
    check("1.5E-12", DISPLAY_STD, 0, "1.5E-12");
    check("-1.23E-300", DISPLAY_STD, 0, "-1.23E-300");
    check("15720", DISPLAY_STD, 0, "15720");
}

Test(format, fix) {
    check("5", DISPLAY_FIX, 2, "5.00");
    check("0.5", DISPLAY_FIX, 2, "0.50"); /* FIX shows the leading zero (the ROM) */
    check("2.675", DISPLAY_FIX, 2, "2.68");
    check("-1.005", DISPLAY_FIX, 2, "-1.01");
    check("1234.5", DISPLAY_FIX, 0, "1235.");
    check("999.996", DISPLAY_FIX, 2, "1000.00");
    check("123456789012", DISPLAY_FIX, 2, "123456789012.");
    check("1E15", DISPLAY_FIX, 2, "1.00E15");
}

Test(format, sci_and_eng) {
    check("12345", DISPLAY_SCI, 3, "1.235E4");
    check("5", DISPLAY_SCI, 2, "5.00E0");
    check("-0.000123", DISPLAY_SCI, 1, "-1.2E-4");
    check("12345", DISPLAY_ENG, 2, "12.3E3");
    check("0.00123", DISPLAY_ENG, 3, "1.230E-3");
    check("999999", DISPLAY_SCI, 2, "1.00E6");
}

/* A denormal rounded to the digits shown may carry out to a unit, the
 * exponent kept (the ROM: display/denormal_rounded_up_to_a_unit). */
Test(format, denormal_rounded_up_to_a_unit) {
    char buf[FORMAT_MAX];
    Num x = {99999999999, -510, NUM_FINITE}; /* .99999999999E-499 */
    format_number(x, (DisplayFormat){DISPLAY_FIX, 5}, buf);
    cr_assert_str_eq(buf, "1.00000E-499");
    format_number(x, (DisplayFormat){DISPLAY_SCI, 3}, buf);
    cr_assert_str_eq(buf, "1.000E-499");
    format_number(x, (DisplayFormat){DISPLAY_STD, 0}, buf);
    cr_assert_str_eq(buf, "0.99999999999E-499");
    format_number((Num){5, -500, NUM_FINITE}, (DisplayFormat){DISPLAY_FIX, 0}, buf);
    cr_assert_str_eq(buf, "1.E-499");
}

Test(format, special_values) {
    char buf[FORMAT_MAX];
    format_number((Num){1, 0, NUM_INF}, (DisplayFormat){DISPLAY_STD, 0}, buf);
    cr_assert_str_eq(buf, "Inf");
    format_number((Num){-1, 0, NUM_INF}, (DisplayFormat){DISPLAY_STD, 0}, buf);
    cr_assert_str_eq(buf, "-Inf");
    format_number((Num){0, 0, NUM_NAN}, (DisplayFormat){DISPLAY_STD, 0}, buf);
    cr_assert_str_eq(buf, "NaN");
}

static void list_check(const char *typed, const char *want) {
    char buf[128];
    format_list_literal(typed, strlen(typed), buf);
    cr_assert_str_eq(buf, want, "LIST of %s", typed);
}

Test(format, list_constants_as_the_2cdcc_rom) {
    list_check("1E12", "1.E+12");
    list_check("1E10", "10000000000");
    list_check("000123.123000", "123.123000");
    list_check("1E-10", ".0000000001");
    list_check("1E-11", "1.E-11");
    list_check("1.23456E-10", ".000000000123456");
    list_check("0.5", ".5");
    list_check("86400", "86400");
    list_check("0", "0");
    list_check("1.5E3", "1500");
}

/* The compiler lists a literal of 1 to 12 digits, the first not 0, as
 * typed without calling format_list_literal (compiler.c,
 * plain_whole_literal): format_list_literal must leave every such literal
 * unchanged. */
Test(format, list_plain_whole_literals_unchanged) {
    const char *fixed[] = {
        "1", "9", "10", "86400", "99999", "100000", "100000000000", "123456789012", "999999999999"};
    for (size_t i = 0; i < sizeof fixed / sizeof *fixed; i++)
        list_check(fixed[i], fixed[i]);
    char typed[16];
    uint64_t x = 88172645463325252u; /* xorshift: digit strings of every length */
    for (int i = 0; i < 2000; i++) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        int len = 1 + (int)(x % 12);
        typed[0] = (char)('1' + (x >> 8) % 9);
        for (int k = 1; k < len; k++)
            typed[k] = (char)('0' + (x >> (4 * k + 8)) % 10);
        typed[len] = '\0';
        list_check(typed, typed);
    }
}
