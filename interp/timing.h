/*
 * timing.h — the cost model: how long a real HP-71B takes.
 *
 * This module owns the one table of emulated execution times, timing_cost:
 * microseconds per cost item charged. The items are every opcode, every
 * function keyword (SIN costs more than ABS) and a few terms that depend on
 * the data (the characters of a displayed line, INTEGER and SHORT values
 * converted to and from 12 digits, ...). The VM charges items while the
 * clock is virtual or the speed is paced, so that TIME advances as on the
 * real machine and --speed=authentic paces a run in real time. The figures
 * were fitted to the genuine ROM's times for the programs of bench/timing/
 * and scaled by one factor, TIMING_F; docs/timing.md explains both.
 */
#ifndef HP71_TIMING_H
#define HP71_TIMING_H

#include <stdbool.h>
#include <stdint.h>

#include "chunk.h"
#include "keywords.h"

/* The real machine's seconds per second of the ROM under Emu71's cycle
 * timing (the oracle's): every cost of the table is the ROM's times this. */
#define TIMING_F 0.87

/* The terms that depend on the data, charged beside the opcodes. */
#define HP71_TIMING_TERMS(X)                                                                       \
    X(LCD_LINE, "a line sent to the LCD")                                                          \
    X(LCD_CHAR, "each character of a line sent to the LCD")                                        \
    X(LCD_FIRST_CHAR, "a line sent to the LCD that is not empty: its first character")             \
    X(LCD_OPEN_LINE, "a DISP or PRINT list that leaves its line open (a ; or , at its end)")       \
    X(RANDOMIZE_CLOCK, "a RANDOMIZE without a seed: the seed taken from the clock")                \
    X(DISP_ALONE, "a DISP or PRINT with no list: an empty line")                                   \
    X(DECLARE_ARRAY, "a numeric array declared (DIM, REAL, SHORT, INTEGER), beside DECLARE")       \
    X(DECLARE_NEW, "a simple numeric variable a declaration makes, beside DECLARE")                \
    X(TIME_DIGIT, "each digit of the whole seconds TIME returns after the first")                  \
    X(SCROLL_STEP, "each step of a long line scrolling through the window, its wait apart")        \
    X(CONVERT, "an INTEGER or SHORT value read: converted to 12 digits")                           \
    X(CONVERT_STORE, "a value stored into an INTEGER variable: rounded to a whole number")         \
    X(CONVERT_STORE_SHORT, "a value stored into a SHORT variable: rounded to 5 digits")            \
    X(STRING_CHAR, "each character a string store, read or concatenation moves")                   \
    X(STRING_FIRST, "a string store of a value that is not empty")                                 \
    X(LITERAL_CHAR, "each character of a string constant copied from the program")                 \
    X(FORMAT_DIGIT, "each significant digit of a number STR$ or DISP formats")                     \
    X(MUL_DIGIT, "each unit of each digit of a product's right operand (an add in the ROM)")       \
    X(TRIG_DECADE, "each decade of a SIN, COS or TAN argument past the hundreds (its reduction)")  \
    X(LABEL_LOOKUP, "a GOTO, GOSUB, THEN or ELSE to a label: the label looked for")                \
    X(LABEL_PASSED, "each label before the one looked for in its program or subprogram")           \
    X(LABEL_CHAR, "each character of the name of the label looked for")                            \
    X(THEN_SKIPPED, "each statement of a THEN part an IF's false condition passes over")           \
    X(ELSE_TAKEN, "an IF's condition false with an ELSE part: the THEN part looked through")       \
    X(SEARCH_FORWARD, "each line a GOTO or GOSUB to a later line passes, searching for it")        \
    X(SEARCH_BACK, "each line before an earlier line a GOTO or GOSUB searches for (from the top)") \
    X(LOG_UNIT, "a LN, LOG or LOG10 argument from 1 up to 10 (exponent 0), not 1: its reciprocal") \
    X(LN_FACTORS, "a LN argument other than 1: its mantissa taken apart into factors 1+10^-j")     \
    X(LN_STEP, "each factor 1+10^-j (j 0 to 7) a LN's mantissa is taken apart into")               \
    X(LN_PLACE, "each such factor's place j: a later digit's factor costs more")                   \
    X(LN_REST_UNIT, "a LN argument from 1 up to 10 its factors leave a remainder: its logarithm")  \
    X(LN_REST_TENTHS,                                                                              \
      "a LN argument from .1 up to 1 its factors leave a remainder: its logarithm")                \
    X(LOG10_LOG, "a LOG10 or LGT of an argument that is no power of ten: LN's, over ln 10")        \
    X(ARG_REF_STR, "a simple string passed by reference, besides ARG_REF: CALL P(R$)")             \
    X(USING_SYMBOL, "each character of an image a field is read from")                             \
    X(USING_COUNT, "each repeat count among a field's symbols (3A, 2D.2D)")                        \
    X(USING_BLANK, "each blank an X of an image writes between its fields")                        \
    X(USING_LITERAL, "each character of a literal an image writes, besides its LCD character")     \
    X(USING_CHAR, "each character a field of an image writes, its blanks included")                \
    X(USING_COMPACT, "a K or H field an image writes a value in (as STD shows it)")                \
    X(USING_COMPACT_CHAR, "each character a K or H field writes, instead of USING_CHAR")           \
    X(USING_ITEM, "each literal or X item of an image written apart from a field ('X=',SDD.D)")    \
    X(POW_SCALE, "an x^y of x a power of ten, either sign, to a whole power (x 0: POW alone)")     \
    X(POW_LOG, "an x^y through the logarithm: x not 0, nor a power of ten to a whole power")       \
    X(POW_EXACT,                                                                                   \
      "an x^y the ROM gives exactly: 2^2, .5^2, 4^.5, 2^-1 (not through the logarithm)")           \
    X(POW_STEP,                                                                                    \
      "each factor 1+10^-j (j 0 to 7) an x^y through the logarithm builds its result from")        \
    X(POW_PLACE, "each such factor's place j: a later digit's factor costs more")                  \
    X(POW_NEGATIVE, "an x^y through the logarithm below 1 (y ln |x| negative): a reciprocal")      \
    X(TRIG_ANGLE, "a SIN, COS, TAN or ATN with an angle to work (not 0 nor a multiple of 90)")     \
    X(TRIG_SINE, "a SIN or COS with an angle to work: its sine or cosine from the tangent")        \
    X(TRIG_STEP,                                                                                   \
      "each angle ATN(10^-j), j 0 to 7, a SIN, COS, TAN or ATN takes its angle apart in")          \
    X(TRIG_PLACE, "each such angle's place j: a later digit's angle costs more")                   \
    X(TRIG_DEGREES, "a SIN, COS or TAN of an angle in degrees: converted to radians")              \
    X(TRIG_INVERSE_DEGREES, "an ATN, ASIN, ACOS or ANGLE in degrees, whatever its argument")       \
    X(TRIG_RESULT_DEGREES, "such a one in degrees with an angle worked: converted from radians")   \
    X(TRIG_QUADRANT, "a SIN, COS or TAN of 90 degrees or more, an ASIN or ACOS of 1 or -1")        \
    X(TRIG_UNIT, "a SIN or COS of a multiple of 90 degrees that is 1 or -1")                       \
    X(ASIN_ROOT, "an ASIN or ACOS with an angle to work: the tangent from the sine")               \
    X(ACOS_ANGLE, "an ACOS with an angle to work: 90 degrees less the ASIN's")                     \
    X(ATN_RECIPROCAL, "an ATN beyond 1 either way, an ASIN or ACOS beyond 45 degrees: reciprocal") \
    X(UPRC_CHAR, "each character of UPRC$'s string, looked at")                                    \
    X(UPRC_LOWER, "each lower-case letter UPRC$ changes")                                          \
    X(ANGLE_WEST, "an ANGLE(x,y) with x below 0: a half turn added")                               \
    X(ANGLE_STEEP, "an ANGLE(x,y) with |y| above |x|: the complement of |x|/|y|'s angle")          \
    X(EXP_STEP, "each factor 1+10^-j (j 0 to 7) an EXP builds its result's digits from")           \
    X(EXP_PLACE, "each such factor's place j: a later digit's factor costs more")                  \
    X(EXP_EXPONENT, "each unit of the digits of an EXP result's decimal exponent (its scaling)")   \
    X(EXP_NEGATIVE, "an EXP of a negative argument: the reciprocal of the positive one's")         \
    X(POS_CHAR, "each character a POS passes whose first pattern character differs")               \
    X(POS_PARTIAL, "each place a POS tries where only the start of the pattern matches")           \
    X(POS_FOUND, "a POS that finds its pattern")                                                   \
    X(SUBSTR_START, "each position a substring's start lies past its string's first")              \
    X(STR_OPERAND, "an element, substring, & or string function's result not stored at once")      \
    X(FN_STR_CALL, "a call of a string user function (FNA$): its result's string made")            \
    X(FN_STR_PARAM, "each string parameter a user function's call binds")                          \
    X(SUBSTR_CHAR, "each character of a substring after its first")                                \
    X(BEEP_PITCH, "a BEEP of 1 Hz or more under BEEP ON, a tone or not: its pitch worked out")     \
    X(BEEP_TONE, "a BEEP that sounds (one below 1 Hz or 5 ms costs the opcode alone)")             \
    X(TIMER_ARM, "an ON TIMER set (OFF TIMER costs the opcode alone)")                             \
    X(TIMER_GOSUB, "a GOSUB timer fired: the ROM's service, before its line's first statement")    \
    X(TIMER_GOTO, "a GOTO timer fired: the ROM's service, before its line's first statement")      \
    X(TIMER_RETURN, "the RETURN of a timer's GOSUB: the rest of the ROM's service of the timer")   \
    X(DATE_TEXT, "a SETDATE or SETTIME given as text (\"2000/01/01\"), read")                      \
    X(DIV_DIGIT, "each unit of each of the 15 digits of a quotient, cut (a subtraction)")          \
    X(ADD_ALIGN, "each decade between a sum's or difference's operands (up to 13)")                \
    X(ADD_CANCEL, "each leading digit a subtraction cancels")                                      \
    X(ADD_ROUND, "a sum or difference whose exact value has more than 12 digits: rounded")         \
    X(MOD_DIGIT, "each unit of each digit of the whole quotient a MOD, RMD or RED works out")      \
    X(FACT_FACTOR, "each factor 2 to n FACT(n) multiplies by")                                     \
    X(FACT_DIGIT, "each unit of each digit of those factors")                                      \
    X(ROOT_DIGIT, "each unit of each of the 15 digits of a square root, cut (a subtraction)")      \
    X(NEW_ELEMENT, "each element of an array DIM, INTEGER, SHORT or REAL makes")                   \
    X(VAR_CLEAR, "each 4 nibbles of RAM an array or a string DIM, INTEGER, SHORT or REAL makes")   \
    X(SUB_PARAMS, "a SUB entered with parameters: its list matched to the arguments, once")        \
    X(ARG_ARRAY, "a whole array passed by reference (A()), besides a reference's cost")            \
    X(VAR_NEW, "a simple numeric variable made by its first store (assignment, FOR, READ, INPUT)") \
    X(VAR_NEW_STRING, "a simple string made by its first store")                                   \
    X(VAR_MOVE,                                                                                    \
      "each 4 nibbles of the variables moved to make room for a variable or take it away")         \
    X(VAR_RESIZE, "an array or a string declared again with another size: made anew")              \
    X(VAR_GONE, "a variable DESTROY takes away (one that does not exist costs the opcode alone)")  \
    X(VAR_BODY, "a string or an array made or taken away, besides a simple variable's work")       \
    X(VAR_LETTER, "each letter before a variable's made, taken away or resized (twice to make a "  \
                  "string or an array)")                                                           \
    X(TIMER_WAIT, "a WAIT of more than 0: the timer set and the sleep")                            \
    X(DATA_LINE_PASSED, "each line READ passes on its way to the next DATA statement")             \
    X(READ_DIGIT, "each character after the first of a numeric DATA item READ reads")              \
    X(READ_SIGN, "a numeric DATA item READ reads with a sign (-1, +1)")                            \
    X(READ_CHAR, "each character of a string DATA item READ reads")                                \
    X(READ_UNQUOTED, "a string DATA item READ reads without quotes")                               \
    X(READ_UNQUOTED_CHAR, "each character of such an item, besides READ_CHAR")                     \
    X(VAL_TOKEN, "each token of VAL's text after its first, as the ROM parses the text")           \
    X(VAL_KEYWORD, "each keyword in VAL's text (a function's name: PI, SIN)")                      \
    X(VAL_VARIABLE, "each variable in VAL's text, looked for by its name")                         \
    X(VAL_DIGIT, "each character of a number in VAL's text after its first")                       \
    X(KEY_TAP, "each character typed for a line or an INPUT reply: its key, echoed")               \
    X(SHIFT_TAP, "the shift key pressed before a shifted character")                               \
    X(LINE_ENTRY, "a line typed at the prompt, taken in at ENDLINE")                               \
    X(REPLY_ENTRY, "an INPUT reply, taken in at ENDLINE")                                          \
    X(REPLY_READ, "an INPUT reply that is not empty: its fields read")                             \
    X(REPLY_DEFAULT, "an INPUT's default reply put in its edit line")                              \
    X(REPLY_DEFAULT_CHAR, "each character of that default reply, besides its LCD character")       \
    X(PROGRAM_LINE, "a program line typed at the prompt, stored")                                  \
    X(TYPED_KEYWORD, "a line typed at the prompt that starts with a statement's keyword")          \
    X(TYPED_RUN, "RUN or CONT typed at the prompt: the program started, besides TYPED_KEYWORD")    \
    X(TYPED_DISPLAY, "a line (not empty, not a message) a line typed at the prompt shows")         \
    X(ERROR_CAUGHT, "an error ON ERROR catches: ERRN and ERRL kept, the handler's line found")     \
    X(WARNING, "a warning shown (WRN): its message made (the LCD's charges apart)")                \
    X(MESSAGE_BEEP, "the beep of a warning or an error shown under BEEP ON")                       \
    X(ERROR_SHOWN, "an error shown (ERR): its message made (the LCD's charges apart)")             \
    X(ENTRY_REFUSED, "a typed line refused at entry, handed back for editing (and ATTN)")          \
    X(ADDRESS_DIGIT, "each character of a PEEK$ or POKE address, read as a hexadecimal digit")     \
    X(POKE_NIBBLE, "each nibble POKE writes into the ROM (which keeps it as it was)")              \
    X(POKE_RAM, "a POKE that writes into RAM (the flags), once")                                   \
    X(POKE_WRITE, "each nibble POKE writes into RAM (the flags)")                                  \
    X(PEEK_READ, "a PEEK$ that reads nibbles (the flags), once")                                   \
    X(PEEK_NIBBLE, "each nibble PEEK$ reads")                                                      \
    X(PASSWORD_CHAR, "each character of LOCK's password")                                          \
    X(FILE_OPEN, "ASSIGN # of a DATA file: its channel opened (the file made too)")                \
    X(FILE_GROW, "a PRINT # item that makes its file grow")                                        \
    X(CHANNEL_CHAR, "each character of a string PRINT # writes or READ # reads")                   \
    X(KEY_NAME, "a key's name KEYDOWN looks up (KEYDOWN(\"A\"))")

/* The nibbles one charge of TIMING_VAR_MOVE or TIMING_VAR_CLEAR stands for
 * (so that the table's whole microseconds keep their cost to 1 %), and the
 * charges for n nibbles, rounded. */
#define TIMING_NIBBLES_EACH 4
static inline int64_t timing_nibble_charges(int64_t n) {
    return (n + TIMING_NIBBLES_EACH / 2) / TIMING_NIBBLES_EACH;
}

/* Cost items: an opcode is its own item, then one per keyword (as a
 * function: TIMING_FN), then the terms. */
typedef enum TimingItem {
    TIMING_BEFORE_TERMS = OP_COUNT + KW_COUNT - 1,
#define HP71_X_TERM(name, doc) TIMING_##name,
    HP71_TIMING_TERMS(HP71_X_TERM)
#undef HP71_X_TERM
        TIMING_ITEMS
} TimingItem;

#define TIMING_FN(kw) ((int)OP_COUNT + (int)(kw))

/* A profile (interp_count_costs) counts every item, then the emulated
 * microseconds of execution and of waits. */
#define TIMING_PROFILE_COST_US TIMING_ITEMS
#define TIMING_PROFILE_WAIT_US (TIMING_ITEMS + 1)
#define TIMING_PROFILE         (TIMING_ITEMS + 2)

/* How long the typist holds each key down, in emulated microseconds: a wait
 * (the machine idles), not a cost. The oracle's typist holds every key
 * 50 ms; hp71 types as that fast typist does. */
#define TIMING_KEY_HOLD_US 50000

/* Emulated microseconds one charge of each item costs (read-only). */
extern const int32_t timing_cost[TIMING_ITEMS];

/* Emulated microseconds of reading or storing a variable of each type,
 * indexed by VarType (REAL 0, SHORT 1, INTEGER 2): 0 for a REAL, one
 * CONVERT for the others, so the run loop charges a variable's conversion
 * with one load and no test. */
extern const int32_t timing_convert[3];
/* Emulated microseconds a value stored into a variable of each VarType
 * adds (TIMING_CONVERT_STORE_SHORT, TIMING_CONVERT_STORE: rounded to a
 * SHORT's or an INTEGER's digits; 0 for REAL), and the item each counts. */
extern const int32_t timing_convert_store[3];
extern const int16_t timing_convert_store_item[3];

/* The opcodes whose cost the run loop charges ahead: each falls through to
 * the next opcode, reads no clock and never leaves the loop, so a run of
 * them (with the opcode that ends it: a jump, or one of the others) costs
 * its sum at the run's start, one charge instead of one per opcode. An
 * error in the middle of a run gives back the rest of it
 * (timing_rest_of_run). */
#define HP71_TIMING_AHEAD_OPS(X)                                                                   \
    X(PUSH_NUM)                                                                                    \
    X(PUSH_STR)                                                                                    \
    X(PUSH_INT)                                                                                    \
    X(LOAD2)                                                                                       \
    X(INC)                                                                                         \
    X(INC_THEN)                                                                                    \
    X(LOAD_ELEM_V)                                                                                 \
    X(ADD_V)                                                                                       \
    X(SUB_V)                                                                                       \
    X(MUL_V)                                                                                       \
    X(EQ_V)                                                                                        \
    X(ABS)                                                                                         \
    X(EQ_EV)                                                                                       \
    X(SUB_EV)                                                                                      \
    X(EQ_SUB_EV)                                                                                   \
    X(EQ_SUB_ABS_EV)                                                                               \
    X(SUB_VV)                                                                                      \
    X(SUB_VV_EQ_NOR)                                                                               \
    X(LOAD)                                                                                        \
    X(LOAD_LATE)                                                                                   \
    X(LATE_CHECK)                                                                                  \
    X(STORE)                                                                                       \
    X(STORE_RESULT)                                                                                \
    X(LOAD_ELEM)                                                                                   \
    X(STORE_ELEM)                                                                                  \
    X(CHECK_ELEM)                                                                                  \
    X(LOAD_STR)                                                                                    \
    X(LOAD_STR_LATE)                                                                               \
    X(LOAD_STR_ELEM)                                                                               \
    X(STORE_STR)                                                                                   \
    X(SUBSTR)                                                                                      \
    X(ADD)                                                                                         \
    X(SUB)                                                                                         \
    X(MUL)                                                                                         \
    X(DIV)                                                                                         \
    X(INT_DIV)                                                                                     \
    X(PERCENT)                                                                                     \
    X(POW)                                                                                         \
    X(NEG)                                                                                         \
    X(NEG_TERM)                                                                                    \
    X(FOR_BEGIN)                                                                                   \
    X(FOR_LIMIT)                                                                                   \
    X(FOR_STEP_ONE)                                                                                \
    X(CALL_NAME)                                                                                   \
    X(EQ)                                                                                          \
    X(NE)                                                                                          \
    X(LT)                                                                                          \
    X(GT)                                                                                          \
    X(LE)                                                                                          \
    X(GE)                                                                                          \
    X(LG)                                                                                          \
    X(UNORD)                                                                                       \
    X(REL)                                                                                         \
    X(STR_CMP)                                                                                     \
    X(AND)                                                                                         \
    X(OR)                                                                                          \
    X(EXOR)                                                                                        \
    X(NOT)                                                                                         \
    X(CONCAT)                                                                                      \
    X(STMT)

/* Takes code, its entry costs (timing_entry_costs) and the position of an
 * opcode dispatched; returns the emulated microseconds charged ahead for
 * the rest of its run (0 when it ends its run). */
int64_t timing_rest_of_run(const Word *code, const int32_t *ahead, int64_t pc);

/* The lines the ROM searches for the line a GOTO or GOSUB at position pc
 * goes to (target, a position): sets *back when it searches from the first
 * line (program_search_lines). */
typedef int (*TimingSearch)(void *ctx, int pc, int target, bool *back);
/* Whether the jump's operand at position pc names a label, which the ROM
 * looks for: sets *passed, the labels before it, and *chars, its name's
 * length (program_label_ref). */
typedef bool (*TimingLabel)(void *ctx, int pc, int *passed, int *chars);
/* The statements from position from up to target that a condition's false
 * jump passes over (program_statements). */
typedef int (*TimingStatements)(void *ctx, int from, int target);

/* Takes linked code and a condition's false jump from the code at from
 * (past its target operand) to target; sets *else_taken, 1 when the target
 * is an ELSE part (its statement or its line number: the ROM looks through
 * the THEN part for the ELSE once, ELSE_TAKEN), else 0, and *skipped, the
 * statements of the THEN part passed over when a statement follows the
 * jump (THEN_SKIPPED each; none for THEN and a line number). */
void timing_else_items(const Word *code, int from, Word target, TimingStatements statements,
                       void *ctx, int *else_taken, int *skipped);

/* Takes linked code (len words, whole opcodes from its start) and fills
 * ahead[pc], for each opcode's position pc, with the emulated microseconds
 * the run loop charges when it arrives there by a jump, a call's return or
 * the end of an opcode not in HP71_TIMING_AHEAD_OPS: the opcode's own cost,
 * and while it is one of those, the costs of the ones that follow up to and
 * including the first that is not. A GOTO's or GOSUB's own cost includes
 * its search for the line (search(ctx, ...)) and, for a label, the label's
 * (label(ctx, ...): LABEL_LOOKUP, LABEL_PASSED, LABEL_CHAR); the target operand's position
 * of a JUMP_CMP or JUMP_CMP_VV that stands for IF ... THEN line holds what
 * taking it costs (the GOTO it replaces, and its search); that of any other
 * condition's false jump (JUMP_CMP, JUMP_CMP_VV, JUMP_NOR, EQ_JUMP_NOR,
 * JUMP_FALSE) what reaching its target costs (timing_else_items). Other
 * positions of operands are left as they were. */
void timing_entry_costs(const Word *code, int len, int32_t *ahead, TimingSearch search,
                        TimingLabel label, TimingStatements statements, void *ctx);

/* Takes an item; returns its name for a profile: the opcode's name, "FN "
 * and the keyword, or the term's name. */
const char *timing_item_name(int item, char buf[24]);

/* Takes a character; returns whether typing it on the HP-71B keyboard
 * takes the shift key first: false for capital letters, digits, + - * / .
 * , = ( ) and the space, true for the others (lower case letters, " ; : $
 * & @ ...). */
bool timing_key_shifted(char c);

/* The longest wait timing_quantized_us returns (seconds, about 31 years):
 * a longer setting waits that long, so that the microseconds fit. */
#define TIMING_WAIT_MAX_S 1e9
/* The LCD's wait for a DELAY or scroll setting of s seconds: the ROM counts
 * whole 32nds of a second (the nearest); returns emulated microseconds, 0
 * when s is 0 or less, at most TIMING_WAIT_MAX_S seconds' worth. */
int64_t timing_quantized_us(double s);

#endif
