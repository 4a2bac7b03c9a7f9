/*
 * errors.h — the HP-71B message table.
 *
 * This header owns the one list of every message hp71 can show: its HP-71B
 * message number (the ERRN value), whether it is an error (stops the program)
 * or a warning (shown as WRN, execution goes on), and its display text.
 * Numbers follow the HP-71B mainframe message equates (ROM 2CDCC); texts not
 * confirmed by ../shared/hp71/reference.md are listed in docs/fidelity.md.
 * Everything else (the interpreter, the number module) refers to messages by
 * their HP71_E_* name only.
 */
#ifndef HP71_ERRORS_H
#define HP71_ERRORS_H

#include <stdbool.h>

/* X(name, number, is_warning, text) */
#define HP71_MESSAGES(X)                                                                           \
    X(NONE, 0, false, "")                                                                          \
    X(UNDERFLOW, 1, true, "Underflow")                                                             \
    X(OVERFLOW, 2, true, "Overflow")                                                               \
    X(ZERO_NEG_POWER, 5, false, "0^Neg")                                                           \
    X(ZERO_ZERO_POWER, 6, false, "0^0")                                                            \
    X(ZERO_DIV_ZERO, 7, false, "0/0")                                                              \
    X(DIV_ZERO, 8, false, "Division by Zero")                                                      \
    X(NEG_NONINT_POWER, 9, false, "Neg^NonInt")                                                    \
    X(SQR_NEG, 10, false, "SQR(Neg)")                                                              \
    X(INVALID_ARG, 11, false, "Invalid Arg")                                                       \
    X(LOG_ZERO, 12, false, "LOG(0)")                                                               \
    X(LOG_NEG, 13, false, "LOG(Neg)")                                                              \
    X(ONE_POWER_INF, 17, false, "1^Inf")                                                           \
    X(INSUFFICIENT_MEMORY, 24, false, "Insufficient Memory")                                       \
    X(SUBSCRIPT, 28, false, "Subscript")                                                           \
    X(LINE_NOT_FOUND, 30, false, "Line Not Found")                                                 \
    X(DATA_TYPE, 31, false, "Data Type")                                                           \
    X(NO_DATA, 32, false, "No Data")                                                               \
    X(FN_NOT_FOUND, 33, false, "FN Not Found")                                                     \
    X(STRING_OVFL, 37, false, "String Ovfl")                                                       \
    X(TOO_MANY_INPUTS, 39, false, "Too Many Inputs")                                               \
    X(TOO_FEW_INPUTS, 40, false, "Too Few Inputs")                                                 \
    X(FOR_WITHOUT_NEXT, 42, false, "FOR w/o NEXT")                                                 \
    X(NEXT_WITHOUT_FOR, 43, false, "NEXT w/o FOR")                                                 \
    X(RETURN_WITHOUT_GOSUB, 44, false, "RTN w/o GOSUB")                                            \
    X(SUB_NOT_FOUND, 49, false, "SUB Not Found")                                                   \
    X(INVALID_STATEMENT, 52, false, "Invalid Statement")                                           \
    X(FILE_NOT_FOUND, 57, false, "File Not Found")                                                 \
    X(LINE_TOO_LONG, 65, false, "Line Too Long")                                                   \
    X(SYNTAX, 75, false, "Syntax")

typedef enum Hp71Error {
#define HP71_X_ENUM(name, num, warn, text) HP71_E_##name,
    HP71_MESSAGES(HP71_X_ENUM)
#undef HP71_X_ENUM
        HP71_E_COUNT
} Hp71Error;

/* Takes a message; returns its HP-71B message number (the value ERRN reads). */
int errors_number(Hp71Error e);

/* Takes a message; returns true when the HP-71B shows it as a warning (WRN),
 * i.e. execution continues after it is displayed. */
bool errors_is_warning(Hp71Error e);

/* Takes a message; returns its display text without the ERR/WRN prefix,
 * e.g. "String Ovfl". Never NULL. */
const char *errors_text(Hp71Error e);

#endif
