/* numbers.h — what the unit tests of number arithmetic share: a number
 * written as text. */
#ifndef HP71_TEST_NUMBERS_H
#define HP71_TEST_NUMBERS_H

#include <criterion/criterion.h>
#include <string.h>

#include "number.h"

/* A number from text; a leading '-' is applied as the operator it is. */
static inline Num N(const char *text) {
    Num r;
    bool neg = text[0] == '-';
    Hp71Error e = num_parse(text + neg, strlen(text + neg), &r);
    cr_assert_eq(e, HP71_E_NONE, "parse %s", text);
    return neg ? num_neg(r) : r;
}

#endif
