/* Unit tests of the image module (image.c): reading fields, the look ahead
 * that stops at the next field, and numbers formatted into fields. The
 * expected texts are the ROM's (tests/model/using holds the sessions). */
#include <criterion/criterion.h>
#include <string.h>

#include "image.h"

static Image img;

/* Formats v through the image's first field; returns the text. */
static const char *format(const char *image, Num v, bool *overflow) {
    static char out[IMAGE_NUMBER_MAX + 1];
    Hp71Error e;
    cr_assert_eq(image_begin(&img, image, strlen(image)), 0);
    cr_assert_eq(image_look_ahead(&img, &e), IMAGE_AT_FIELD);
    cr_assert_eq(image_read_field(&img), 0, "%s", image);
    size_t n = image_format_number(&img.field, v, out, overflow);
    out[n] = '\0';
    return out;
}

static Num num(int64_t m, int e) {
    return (Num){m, e, NUM_FINITE};
}

Test(image, digits_signs_and_rounding) {
    bool over;
    cr_assert_str_eq(format("DDD.DD", num(314159, -5), &over), "  3.14");
    cr_assert_str_eq(format("DDD.DD", num(-314159, -5), &over), " -3.14");
    cr_assert_str_eq(format("ZZZ.DD", num(314159, -5), &over), "003.14");
    cr_assert_str_eq(format("SDDD", num(-5, 0), &over), "  -5");
    cr_assert_str_eq(format("3ZS", num(-5, 0), &over), "005-");
    cr_assert_str_eq(format("DD.D", num(125, -2), &over), " 1.3"); /* half away from zero */
    cr_assert_str_eq(format("DD.DD", num(5, -1), &over), "  .50");
    cr_assert_str_eq(format("DD", num(0, 0), &over), " 0");
    cr_assert(!over);
}

Test(image, exponent_and_separators) {
    bool over;
    cr_assert_str_eq(format("D.DDDE", num(12345, 0), &over), "1.235E+004");
    cr_assert_str_eq(format("DDE", num(-15, -1), &over), "-2E+000");
    cr_assert_str_eq(format("DCDDDCDDD", num(1234, 0), &over), "    1,234");
    cr_assert_str_eq(format("ZCZZZCZZZ", num(1234, 0), &over), "0,001,234");
    cr_assert_str_eq(format("'$'DDD.DD", num(5, 0), &over), "  $5.00");
}

/* A denormal in an exponent field keeps its digits as the REAL holds them,
 * the first a 0 at 1E-499 (the ROM: using/denormal_exponent_fields). */
Test(image, denormal_in_an_exponent_field) {
    bool over;
    Num x = num(14285714286, -510); /* 1E-499/7 */
    cr_assert_str_eq(format("D.DDE", x, &over), "0.14E-499");
    cr_assert_str_eq(format("DD.DDE", x, &over), "01.43E-500");
    cr_assert_str_eq(format(".4DE", x, &over), ".0143E-498");
    cr_assert_str_eq(format("DE", x, &over), "0E+000");
    cr_assert_str_eq(format("D.DDE", num(99999999999, -510), &over), "1.00E-499");
    cr_assert(!over);
}

Test(image, overflow_fills_with_stars) {
    bool over;
    cr_assert_str_eq(format("DDD", num(1234, 0), &over), "***");
    cr_assert(over);
    cr_assert_str_eq(format("DD'!'", num(100, 0), &over), "**!");
    cr_assert(over);
}

Test(image, inf_and_nan_at_the_right_of_the_places) {
    bool over;
    Num inf = {1, 0, NUM_INF}, minf = {-1, 0, NUM_INF}, nan = {0, 0, NUM_NAN};
    cr_assert_str_eq(format("S3D.2D", inf, &over), "    Inf");
    cr_assert(!over);
    cr_assert_str_eq(format("3D", nan, &over), "NaN");
    cr_assert_str_eq(format("'Q'DDD'R'DD", minf, &over), "Q -InfR");
    cr_assert_str_eq(format("D'AB'DD", inf, &over), "InfAB");
    cr_assert(!over);
    cr_assert_str_eq(format("3D", minf, &over), "***");
    cr_assert(over);
}

/* Asserts that text is Invalid IMAGE: refused by the look ahead, by the
 * reading of its first field, or by the look ahead past that field. */
static void refused(const char *text) {
    Hp71Error e;
    cr_assert_eq(image_begin(&img, text, strlen(text)), 0);
    bool field = image_look_ahead(&img, &e) == IMAGE_AT_FIELD && !e;
    if (field && !(e = image_read_field(&img))) image_look_ahead(&img, &e);
    cr_assert_eq(e, HP71_E_INVALID_IMAGE, "%s", text);
}

/* Asserts that text's first field reads as one of kind. */
static void reads_as(const char *text, ImageFieldKind kind) {
    Hp71Error e;
    cr_assert_eq(image_begin(&img, text, strlen(text)), 0);
    cr_assert_eq(image_look_ahead(&img, &e), IMAGE_AT_FIELD, "%s", text);
    cr_assert_eq(image_read_field(&img), 0, "%s", text);
    cr_assert_eq(img.field.kind, kind, "%s", text);
}

Test(image, refused_images) {
    const char *bad[] = {"ZZD", "DD.ZZ", "SSDD", "EE", "CDD", "2S", "0D", "DDAA", "KK"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        refused(bad[i]);
}

Test(image, look_ahead_writes_literals_and_stops_at_fields) {
    Hp71Error e;
    const char *text = "'A',2X,/,DD";
    cr_assert_eq(image_begin(&img, text, strlen(text)), 0);
    cr_assert_eq(image_look_ahead(&img, &e), IMAGE_AT_FIELD);
    cr_assert_eq(img.nout, 4);
    cr_assert_eq(img.out[0], 'A');
    cr_assert_eq(img.out[3], IMAGE_LINE_END);
    const char *q = "DD,Q";
    cr_assert_eq(image_begin(&img, q, strlen(q)), 0);
    cr_assert_eq(image_look_ahead(&img, &e), IMAGE_AT_FIELD);
    cr_assert_eq(image_read_field(&img), 0);
    image_look_ahead(&img, &e);
    cr_assert_eq(e, HP71_E_INVALID_IMAGE);
}

/* Found by random images typed against the ROM (tests/model/using/). */
Test(image, blanks_literals_and_radix_first) {
    bool over;
    cr_assert_str_eq(format("DXD", num(12, 0), &over), "1 2");         /* X in the field */
    cr_assert_str_eq(format("D2'AB'D", num(12, 0), &over), "1ABAB2");  /* counted literal */
    cr_assert_str_eq(format("RDD", num(5, -1), &over), ",50");         /* radix comma first */
    cr_assert_str_eq(format("**Z", num(1, 0), &over), "**1");          /* * and a last Z */
    cr_assert_str_eq(format("DPSD", num(125, -1), &over), "1.+3");     /* P beside S */
    cr_assert_str_eq(format(".3D", num(-1, -5), &over), ".000");       /* no room for a - */
    cr_assert_str_eq(format("'$'DDXDD", num(5, 0), &over), "  $  5");  /* $ stops at X */
    cr_assert_str_eq(format("'$'DDXDD", num(-5, 0), &over), "  $ -5"); /* the - does not */
    cr_assert_str_eq(format(".S**", num(-4, -4), &over), ".-**");      /* radix, sign, * */
    cr_assert_str_eq(format(".S**", num(0, 0), &over), ".+00");
    cr_assert(!over);
    cr_assert_str_eq(format("2'AB'D", num(12, 0), &over), "ABAB*");
    cr_assert(over);
    Num nan = {0, 0, NUM_NAN}, minf = {-1, 0, NUM_INF};
    cr_assert_str_eq(format("D'AB'E", minf, &over), " AB -Inf");      /* E: in place */
    cr_assert_str_eq(format("2Z'AB'RM4D", nan, &over), "  AB   NaN"); /* before the text */
}

/* B: one symbol, no count, read as a K is (tests/model/using/byte_field_*). */
Test(image, byte_field) {
    const char *good[] = {"B", "b", "B,B", "B3X", "B'!'", "2(B)"};
    for (size_t i = 0; i < sizeof good / sizeof *good; i++)
        reads_as(good[i], IMAGE_BYTE);
    const char *bad[] = {"3B", "BB", "B.", "BD", "B2", "B'"}; /* B': the quote no quote closes */
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        refused(bad[i]);
}

/* H (K with a comma radix) and ^ (a field that shows nothing) are read as K
 * is; a count of 1 is no count, and alone makes no item
 * (tests/model/using/comma_compact_field, skip_field, count_of_one). */
Test(image, comma_compact_skip_and_count_of_one) {
    reads_as("H", IMAGE_COMPACT_COMMA);
    reads_as("^", IMAGE_SKIP);
    reads_as("1K", IMAGE_COMPACT);
    reads_as("1B", IMAGE_BYTE);
    reads_as("1,D", IMAGE_NUMBER);
    reads_as("(1),^", IMAGE_SKIP);
    const char *bad[] = {"3H", "^^", "2^", "D,2", "D,11"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        refused(bad[i]);
    bool overflow;
    cr_assert_str_eq(format("D1.D", num(15, -1), &overflow), "1.5");
}

/* Literals between two fields with no comma refuse the first; a count
 * before K is refused by the field's whole reading, not by the look ahead
 * (tests/model/using/literals_between_two_fields,
 * count_before_a_single_symbol_field). */
Test(image, literals_between_fields_and_counted_k) {
    Hp71Error e;
    cr_assert_eq(image_begin(&img, "A'Q'D", 5), 0);
    cr_assert_eq(image_look_ahead(&img, &e), IMAGE_AT_FIELD);
    cr_assert_eq(image_read_field(&img), HP71_E_INVALID_IMAGE);
    cr_assert_eq(image_begin(&img, "A'Q',D", 6), 0);
    cr_assert_eq(image_look_ahead(&img, &e), IMAGE_AT_FIELD);
    cr_assert_eq(image_read_field(&img), 0);
    cr_assert_eq(image_begin(&img, "@2K", 3), 0);
    cr_assert_eq(image_look_ahead(&img, &e), IMAGE_AT_FIELD);
    cr_assert_eq(e, 0);
    cr_assert_eq(img.nout, 1);
    cr_assert_eq(image_read_field(&img), HP71_E_INVALID_IMAGE);
}

/* Whether a field is in a group's second or later repetition, which the VM
 * asks for the ROM's Data Type (a number for a string field right after a
 * '*' there: tests/model/using/data_type_after_a_star_in_a_repeated_group). */
Test(image, a_group_repeating) {
    Hp71Error e;
    const char *text = "D,2(A,2(D)),A";
    bool seen[7], want[7] = {false, false, false, true, true, true, true};
    cr_assert_eq(image_begin(&img, text, strlen(text)), 0);
    for (int i = 0; i < 7; i++) { /* D, A D D (the inner one repeating), A D D */
        cr_assert_eq(image_look_ahead(&img, &e), IMAGE_AT_FIELD);
        cr_assert_eq(image_read_field(&img), 0);
        seen[i] = image_repeating(&img);
    }
    for (int i = 0; i < 7; i++)
        cr_assert_eq(seen[i], want[i], "field %d", i);
    cr_assert_eq(image_look_ahead(&img, &e), IMAGE_AT_FIELD);
    cr_assert_eq(image_read_field(&img), 0);
    cr_assert_not(image_repeating(&img)); /* the last A, after the group */
}
