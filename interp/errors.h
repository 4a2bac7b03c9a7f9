/*
 * errors.h — the HP-71B message table.
 *
 * This header owns the one list of every message hp71 can show: its HP-71B
 * message number (the value ERRN reads), its class and its display text,
 * each checked on the real ROM (tests/model/messages, tests/model/traps).
 * The class says how the message arises:
 *   MSG_ERROR    an error: the statement stops (ERR:...);
 *   MSG_WARNING  always a warning: execution goes on (WRN:...);
 *   TRAP_*       an IEEE exception of arithmetic, whose outcome (error,
 *                warning with a default result, or nothing) the trap of its
 *                class decides (traps.h): INX inexact, UNF underflow (a tiny
 *                result that was rounded; UNF_EXACT one that was not), OVF
 *                overflow, DVZ division by zero (a default of ±Inf), IVL
 *                invalid operation (a default of NaN), ONE an invalid
 *                operation whose default result is 1 (0^0, Inf^0).
 * Everything else refers to messages by their HP71_E_* name only.
 */
#ifndef HP71_ERRORS_H
#define HP71_ERRORS_H

#include <stdbool.h>

typedef enum MessageClass {
    MSG_ERROR,
    MSG_WARNING,
    TRAP_INX,
    TRAP_UNF,
    TRAP_UNF_EXACT,
    TRAP_OVF,
    TRAP_DVZ,
    TRAP_IVL,
    TRAP_ONE,
} MessageClass;

/* X(name, number, class, text) */
#define HP71_MESSAGES(X)                                                                           \
    X(NONE, 0, MSG_ERROR, "")                                                                      \
    X(UNDERFLOW, 1, TRAP_UNF, "Underflow")                                                         \
    X(UNDERFLOW_EXACT, 1, TRAP_UNF_EXACT, "Underflow")                                             \
    X(OVERFLOW, 2, TRAP_OVF, "Overflow")                                                           \
    X(INT_OVERFLOW, 2, MSG_WARNING, "Overflow") /* an INTEGER store beyond 99999 */                \
    X(EXPONENT_ZERO, 3, TRAP_DVZ, "EXPONENT(0)")                                                   \
    X(TAN_INF, 4, TRAP_DVZ, "TAN=Inf")                                                             \
    X(ZERO_NEG_POWER, 5, TRAP_DVZ, "0^neg")                                                        \
    X(ZERO_ZERO_POWER, 6, TRAP_ONE, "0^0")                                                         \
    X(ZERO_DIV_ZERO, 7, TRAP_IVL, "0/0")                                                           \
    X(DIV_ZERO, 8, TRAP_DVZ, "/Zero")                                                              \
    X(NEG_NONINT_POWER, 9, TRAP_IVL, "Neg^Non-int")                                                \
    X(SQR_NEG, 10, TRAP_IVL, "SQR(neg)")                                                           \
    X(INVALID_ARG, 11, MSG_ERROR, "Invalid Arg")                                                   \
    X(IVL_ARG, 11, TRAP_IVL, "Invalid Arg") /* a math function's argument: a trap */               \
    X(LOG_ZERO, 12, TRAP_DVZ, "LOG(0)")                                                            \
    X(LOG_NEG, 13, TRAP_IVL, "LOG(neg)")                                                           \
    X(INF_DIV_INF, 14, TRAP_IVL, "Inf/Inf")                                                        \
    X(INF_MINUS_INF, 15, TRAP_IVL, "Inf-Inf")                                                      \
    X(INF_TIMES_ZERO, 16, TRAP_IVL, "Inf*0")                                                       \
    X(ONE_POWER_INF, 17, TRAP_IVL, "1^Inf")                                                        \
    X(INF_ZERO_POWER, 18, TRAP_ONE, "Inf^0")                                                       \
    X(SIGNALED_OP, 19, TRAP_IVL, "Signaled Op")                                                    \
    X(SIGNALED_OP_TWICE, 19, TRAP_IVL, "Signaled Op")                                              \
    X(UNORDERED, 20, TRAP_IVL, "Unordered")                                                        \
    X(INEXACT, 21, TRAP_INX, "Inexact")                                                            \
    X(INSUFFICIENT_MEMORY, 24, MSG_ERROR, "Insufficient Memory")                                   \
    X(INVALID_AF, 27, MSG_ERROR, "Invalid AF")                                                     \
    X(SUBSCRIPT, 28, MSG_ERROR, "Subscript")                                                       \
    X(SUBSCRIPT_IVL, 28, TRAP_IVL, "Subscript") /* an element outside its array: a trap */         \
    X(RECORD_OVFL, 29, MSG_ERROR, "Record Ovfl")                                                   \
    X(LINE_NOT_FOUND, 30, MSG_ERROR, "Stmt Not Found")                                             \
    X(DATA_TYPE, 31, MSG_ERROR, "Data Type")                                                       \
    X(NO_DATA, 32, MSG_ERROR, "No Data")                                                           \
    X(FN_NOT_FOUND, 33, MSG_ERROR, "FN Not Found")                                                 \
    X(XFN_NOT_FOUND, 34, MSG_ERROR, "XFN Not Found")                                               \
    X(PARAMETER_MISMATCH, 36, MSG_ERROR, "Parameter Mismatch")                                     \
    X(STRING_OVFL, 37, MSG_ERROR, "String Ovfl")                                                   \
    X(NUMERIC_INPUT, 38, MSG_ERROR, "Numeric Input")                                               \
    X(TOO_MANY_INPUTS, 39, MSG_ERROR, "Too Many Inputs")                                           \
    X(TOO_FEW_INPUTS, 40, MSG_ERROR, "Too Few Inputs")                                             \
    X(CHANNEL_NOT_FOUND, 41, MSG_ERROR, "Chnl# Not Found")                                         \
    X(FOR_WITHOUT_NEXT, 42, MSG_ERROR, "FOR w/o NEXT")                                             \
    X(NEXT_WITHOUT_FOR, 43, MSG_ERROR, "NEXT w/o FOR")                                             \
    X(RETURN_WITHOUT_GOSUB, 44, MSG_ERROR, "RTN w/o GOSUB")                                        \
    X(INVALID_IMAGE, 45, MSG_ERROR, "Invalid IMAGE")                                               \
    X(INVALID_USING, 46, MSG_ERROR, "Invalid USING")                                               \
    X(IMAGE_OVFL, 47, MSG_ERROR, "IMAGE Ovfl")                                                     \
    X(INVALID_TAB, 48, MSG_WARNING, "Invalid TAB")                                                 \
    X(SUB_NOT_FOUND, 49, MSG_ERROR, "Sub Not Found")                                               \
    X(VAR_CONTEXT, 50, MSG_ERROR, "Var Context")                                                   \
    X(INVALID_STAT_ARRAY, 51, MSG_ERROR, "Invalid Stat Array")                                     \
    X(INVALID_STATISTIC, 52, TRAP_IVL, "Invalid Statistic") /* a negative spread */                \
    X(INVALID_STAT_OP, 53, MSG_ERROR, "Invalid Stat Op")                                           \
    X(IVL_STAT_OP, 53, TRAP_IVL, "Invalid Stat Op") /* a statistic's: a trap */                    \
    X(END_OF_FILE, 54, MSG_ERROR, "End of File")                                                   \
    X(INVALID_TRANSFORM, 55, MSG_ERROR, "Invalid Transform")                                       \
    /* (shown only in TRANSFORM's TFM WRN, never kept in ERRN: its number is                       \
       the table's gap, not measured) */                                                           \
    X(TRANSFORM_FAILED, 56, MSG_ERROR, "Transform Failed")                                         \
    X(FILE_NOT_FOUND, 57, MSG_ERROR, "File Not Found")                                             \
    X(INVALID_FILESPEC, 58, MSG_ERROR, "Invalid Filespec")                                         \
    X(FILE_EXISTS, 59, MSG_ERROR, "File Exists")                                                   \
    X(FILE_PROTECT, 61, MSG_ERROR, "File Protect") /* a file SECURE made unchangeable */           \
    X(FILE_OPEN, 62, MSG_ERROR, "File Open")                                                       \
    X(INVALID_FILE_TYPE, 63, MSG_ERROR, "Invalid File Type")                                       \
    X(DEVICE_NOT_FOUND, 64, MSG_ERROR, "Device Not Found")                                         \
    X(LINE_TOO_LONG, 65, MSG_ERROR, "Line Too Long")                                               \
    X(SYNTAX, 75, MSG_ERROR, "Syntax")                                                             \
    X(RPAREN_EXPECTED, 76, MSG_ERROR, ") Expected")                                                \
    X(QUOTE_EXPECTED, 77, MSG_ERROR, "Quote Expected")                                             \
    X(EXCESS_CHARS, 78, MSG_ERROR, "Excess Chars")                                                 \
    X(ILLEGAL_CONTEXT, 79, MSG_ERROR, "Illegal Context")                                           \
    X(INVALID_EXPR, 80, MSG_ERROR, "Invalid Expr")                                                 \
    X(INVALID_PARM, 81, MSG_ERROR, "Invalid Parm")                                                 \
    X(MISSING_PARM, 82, MSG_ERROR, "Missing Parm")                                                 \
    X(INVALID_VAR, 83, MSG_ERROR, "Invalid Var")                                                   \
    X(NOT_EMULATED, 0, MSG_ERROR, "Not Emulated")           /* hp71's own: see docs/fidelity.md */ \
    X(INVALID_STATEMENT, 0, MSG_ERROR, "Invalid Statement") /* hp71's own: a broken invariant */

typedef enum Hp71Error {
#define HP71_X_ENUM(name, num, cls, text) HP71_E_##name,
    HP71_MESSAGES(HP71_X_ENUM)
#undef HP71_X_ENUM
        HP71_E_COUNT
} Hp71Error;

/* Takes a message; returns its HP-71B message number (the value ERRN reads). */
int errors_number(Hp71Error e);

/* Takes a message; returns its class (how it arises, above). */
MessageClass errors_class(Hp71Error e);

/* Takes a message; returns true when it is a warning whatever the traps
 * (MSG_WARNING). */
bool errors_is_warning(Hp71Error e);

/* Takes a message; returns true when it is an arithmetic exception whose
 * outcome a trap decides (a TRAP_* class). */
bool errors_is_trap(Hp71Error e);

/* Takes a message; returns its display text without the ERR/WRN prefix,
 * e.g. "String Ovfl". Never NULL. */
const char *errors_text(Hp71Error e);

#endif
