/*
 * keywords.h — the one list of the HP-71B's keywords (ROM 2CDCC, no
 * plug-in modules).
 *
 * Each row names a keyword, its spelling, what kind of word it is, for
 * functions the arguments it takes, and whether hp71 runs it. The
 * tokenizer recognises exactly these words (the longest that matches, at
 * any position, as the ROM does: "IFX>1THEN" is IF X>1 THEN, "TOTAL" is the
 * statistics function, not TO TAL); the compiler switches on the KW_* names
 * and lists each with this spelling. A keyword hp71 does not run is still
 * entered, listed and renumbered as the ROM does; running it stops with
 * ERR:Not Emulated. Secondary words (TRACE FLOW, OPTION ROUND NEAR, DEFAULT
 * EXTEND, CREATE TEXT ...) are keywords only right after their primary;
 * elsewhere FLOW is four variables, as on the ROM. docs/language.md lists
 * every keyword with its status; tests/model/keywords checks each on the
 * ROM.
 */
#ifndef HP71_KEYWORDS_H
#define HP71_KEYWORDS_H

#include <stdbool.h>
#include <stdint.h>

typedef enum KeywordKind {
    KIND_STATEMENT, /* starts a statement: DISP, FOR ... */
    KIND_COMMAND,   /* a keyboard command: RUN, LIST, CAT ... */
    KIND_WORD,      /* part of a statement or an operator: THEN, TO, AND ... */
    KIND_SECONDARY, /* a word only after its primary keyword: FLOW, NEAR, TEXT ... */
    KIND_NUM_FUNC,  /* a function returning a number: ABS, LEN, TIME ... */
    KIND_STR_FUNC,  /* a function returning a string: STR$, TIME$ ... */
} KeywordKind;

/* Whether hp71 runs a keyword. */
enum { EMULATED = 1, NOT_EMULATED = 0 };

/* X(name, spelling, kind, signature, emulated). A function's signature
 * lists its arguments: 'n' a number, 's' a string, '[' the optional ones
 * after it; "?" one number or none (MEAN, MEAN(2)), "?s" one string or none
 * (KEYDOWN, KEYDOWN("A")); an empty signature
 * means the function takes no parentheses (PI, TIME). A statement
 * hp71 does not run has "f" when it takes file specifiers (COPY FOO:PORT(0)
 * TO BAR), "b" when it takes a bare file name (NAME FOO). */
#define HP71_KEYWORDS(X)                                                                           \
    /* statements */                                                                               \
    X(LET, "LET", KIND_STATEMENT, "", EMULATED)                                                    \
    X(DISP, "DISP", KIND_STATEMENT, "", EMULATED)                                                  \
    X(PRINT, "PRINT", KIND_STATEMENT, "", EMULATED)                                                \
    X(INPUT, "INPUT", KIND_STATEMENT, "", EMULATED)                                                \
    X(LINPUT, "LINPUT", KIND_STATEMENT, "", EMULATED)                                              \
    X(IF, "IF", KIND_STATEMENT, "", EMULATED)                                                      \
    X(GOTO, "GOTO", KIND_STATEMENT, "", EMULATED)                                                  \
    X(GOSUB, "GOSUB", KIND_STATEMENT, "", EMULATED)                                                \
    X(RETURN, "RETURN", KIND_STATEMENT, "", EMULATED)                                              \
    X(POP, "POP", KIND_STATEMENT, "", EMULATED)                                                    \
    X(ON, "ON", KIND_STATEMENT, "", EMULATED)                                                      \
    X(OFF, "OFF", KIND_STATEMENT, "", EMULATED)                                                    \
    X(FOR, "FOR", KIND_STATEMENT, "", EMULATED)                                                    \
    X(NEXT, "NEXT", KIND_STATEMENT, "", EMULATED)                                                  \
    X(END, "END", KIND_STATEMENT, "", EMULATED)                                                    \
    X(STOP, "STOP", KIND_STATEMENT, "", EMULATED)                                                  \
    X(PAUSE, "PAUSE", KIND_STATEMENT, "", EMULATED)                                                \
    X(DIM, "DIM", KIND_STATEMENT, "", EMULATED)                                                    \
    X(INTEGER, "INTEGER", KIND_STATEMENT, "", EMULATED)                                            \
    X(SHORT, "SHORT", KIND_STATEMENT, "", EMULATED)                                                \
    X(REAL, "REAL", KIND_STATEMENT, "", EMULATED)                                                  \
    X(DESTROY, "DESTROY", KIND_STATEMENT, "", EMULATED)                                            \
    X(DELAY, "DELAY", KIND_STATEMENT, "", EMULATED)                                                \
    X(OPTION, "OPTION", KIND_STATEMENT, "", EMULATED)                                              \
    X(STD, "STD", KIND_STATEMENT, "", EMULATED)                                                    \
    X(FIX, "FIX", KIND_STATEMENT, "", EMULATED)                                                    \
    X(SCI, "SCI", KIND_STATEMENT, "", EMULATED)                                                    \
    X(ENG, "ENG", KIND_STATEMENT, "", EMULATED)                                                    \
    X(WAIT, "WAIT", KIND_STATEMENT, "", EMULATED)                                                  \
    X(BEEP, "BEEP", KIND_STATEMENT, "", EMULATED)                                                  \
    X(SETTIME, "SETTIME", KIND_STATEMENT, "", EMULATED)                                            \
    X(SETDATE, "SETDATE", KIND_STATEMENT, "", EMULATED)                                            \
    X(ADJUST, "ADJUST", KIND_STATEMENT, "", EMULATED)                                              \
    X(ADJABS, "ADJABS", KIND_STATEMENT, "", EMULATED)                                              \
    X(DEF, "DEF", KIND_STATEMENT, "", EMULATED)                                                    \
    X(SUB, "SUB", KIND_STATEMENT, "", EMULATED)                                                    \
    X(CALL, "CALL", KIND_STATEMENT, "", EMULATED)                                                  \
    X(READ, "READ", KIND_STATEMENT, "", EMULATED)                                                  \
    X(DATA, "DATA", KIND_STATEMENT, "", EMULATED)                                                  \
    X(RESTORE, "RESTORE", KIND_STATEMENT, "", EMULATED)                                            \
    X(RANDOMIZE, "RANDOMIZE", KIND_STATEMENT, "", EMULATED)                                        \
    X(DEGREES, "DEGREES", KIND_STATEMENT, "", EMULATED)                                            \
    X(RADIANS, "RADIANS", KIND_STATEMENT, "", EMULATED)                                            \
    X(TRACE, "TRACE", KIND_STATEMENT, "", EMULATED)                                                \
    X(REM, "REM", KIND_STATEMENT, "", EMULATED)                                                    \
    X(DEFAULT, "DEFAULT", KIND_STATEMENT, "", EMULATED)                                            \
    X(SFLAG, "SFLAG", KIND_STATEMENT, "", EMULATED)                                                \
    X(CFLAG, "CFLAG", KIND_STATEMENT, "", EMULATED)                                                \
    X(IMAGE, "IMAGE", KIND_STATEMENT, "", EMULATED)                                                \
    X(ADD, "ADD", KIND_STATEMENT, "", EMULATED)                                                    \
    X(DROP, "DROP", KIND_STATEMENT, "", EMULATED)                                                  \
    X(CLSTAT, "CLSTAT", KIND_STATEMENT, "", EMULATED)                                              \
    X(STAT, "STAT", KIND_STATEMENT, "", EMULATED)                                                  \
    X(LR, "LR", KIND_STATEMENT, "", EMULATED)                                                      \
    X(ASSIGN, "ASSIGN", KIND_STATEMENT, "f", NOT_EMULATED)                                         \
    X(CREATE, "CREATE", KIND_STATEMENT, "f", NOT_EMULATED)                                         \
    X(COPY, "COPY", KIND_STATEMENT, "f", NOT_EMULATED)                                             \
    X(CHAIN, "CHAIN", KIND_STATEMENT, "f", NOT_EMULATED)                                           \
    X(MERGE, "MERGE", KIND_STATEMENT, "f", NOT_EMULATED)                                           \
    X(RENAME, "RENAME", KIND_STATEMENT, "f", NOT_EMULATED)                                         \
    X(NAME, "NAME", KIND_STATEMENT, "b", EMULATED)                                                 \
    X(PRIVATE, "PRIVATE", KIND_STATEMENT, "f", NOT_EMULATED)                                       \
    X(SECURE, "SECURE", KIND_STATEMENT, "f", NOT_EMULATED)                                         \
    X(UNSECURE, "UNSECURE", KIND_STATEMENT, "f", NOT_EMULATED)                                     \
    X(PROTECT, "PROTECT", KIND_STATEMENT, "", NOT_EMULATED)                                        \
    X(UNPROTECT, "UNPROTECT", KIND_STATEMENT, "", NOT_EMULATED)                                    \
    X(TRANSFORM, "TRANSFORM", KIND_STATEMENT, "f", NOT_EMULATED)                                   \
    X(LOCK, "LOCK", KIND_STATEMENT, "", NOT_EMULATED)                                              \
    X(CONTRAST, "CONTRAST", KIND_STATEMENT, "", EMULATED)                                          \
    X(GDISP, "GDISP", KIND_STATEMENT, "", EMULATED)                                                \
    X(WINDOW, "WINDOW", KIND_STATEMENT, "", EMULATED)                                              \
    X(CHARSET, "CHARSET", KIND_STATEMENT, "", EMULATED)                                            \
    X(POKE, "POKE", KIND_STATEMENT, "", NOT_EMULATED)                                              \
    X(PUT, "PUT", KIND_STATEMENT, "", EMULATED)                                                    \
    X(WIDTH, "WIDTH", KIND_STATEMENT, "", EMULATED)                                                \
    X(PWIDTH, "PWIDTH", KIND_STATEMENT, "", EMULATED)                                              \
    X(ENDLINE, "ENDLINE", KIND_STATEMENT, "", EMULATED)                                            \
    X(LC, "LC", KIND_STATEMENT, "", EMULATED)                                                      \
    X(USER, "USER", KIND_STATEMENT, "", EMULATED)                                                  \
    X(RESET, "RESET", KIND_STATEMENT, "", EMULATED)                                                \
    X(EXACT, "EXACT", KIND_STATEMENT, "", EMULATED)                                                \
    X(CLAIM, "CLAIM", KIND_STATEMENT, "", NOT_EMULATED)                                            \
    X(FREE, "FREE", KIND_STATEMENT, "", NOT_EMULATED)                                              \
    X(SHOW, "SHOW", KIND_STATEMENT, "", EMULATED)                                                  \
    /* keyboard commands: statements (commands.c) */                                               \
    X(RUN, "RUN", KIND_STATEMENT, "", EMULATED)                                                    \
    X(LIST, "LIST", KIND_STATEMENT, "", EMULATED)                                                  \
    X(CONT, "CONT", KIND_STATEMENT, "", EMULATED)                                                  \
    X(DELETE, "DELETE", KIND_STATEMENT, "", EMULATED)                                              \
    X(RENUMBER, "RENUMBER", KIND_STATEMENT, "", EMULATED)                                          \
    X(PURGE, "PURGE", KIND_STATEMENT, "", EMULATED)                                                \
    X(BYE, "BYE", KIND_STATEMENT, "", EMULATED)                                                    \
    X(PLIST, "PLIST", KIND_STATEMENT, "f", EMULATED)                                               \
    X(AUTO, "AUTO", KIND_COMMAND, "", EMULATED)                                                    \
    X(EDIT, "EDIT", KIND_COMMAND, "f", NOT_EMULATED)                                               \
    X(CAT, "CAT", KIND_COMMAND, "f", NOT_EMULATED)                                                 \
    X(FETCH, "FETCH", KIND_COMMAND, "", EMULATED)                                                  \
    /* words inside statements and operators */                                                    \
    X(THEN, "THEN", KIND_WORD, "", EMULATED)                                                       \
    X(ELSE, "ELSE", KIND_WORD, "", EMULATED)                                                       \
    X(TO, "TO", KIND_WORD, "", EMULATED)                                                           \
    X(STEP, "STEP", KIND_WORD, "", EMULATED)                                                       \
    X(ALL, "ALL", KIND_WORD, "", EMULATED)                                                         \
    X(BASE, "BASE", KIND_WORD, "", EMULATED)                                                       \
    X(ROUND, "ROUND", KIND_WORD, "", EMULATED)                                                     \
    X(ERROR, "ERROR", KIND_WORD, "", EMULATED)                                                     \
    X(TAB, "TAB", KIND_WORD, "", EMULATED)                                                         \
    X(USING, "USING", KIND_WORD, "", EMULATED)                                                     \
    X(KEY, "KEY", KIND_WORD, "", EMULATED)                                                         \
    X(TIMER, "TIMER", KIND_WORD, "", EMULATED)                                                     \
    X(IS, "IS", KIND_WORD, "", NOT_EMULATED)                                                       \
    X(INTO, "INTO", KIND_WORD, "", NOT_EMULATED)                                                   \
    X(PORT, "PORT", KIND_WORD, "", NOT_EMULATED)                                                   \
    X(MAIN, "MAIN", KIND_WORD, "", NOT_EMULATED)                                                   \
    X(CARD, "CARD", KIND_WORD, "", NOT_EMULATED)                                                   \
    X(KEYS, "KEYS", KIND_WORD, "", NOT_EMULATED)                                                   \
    X(STARTUP, "STARTUP", KIND_STATEMENT, "", EMULATED)                                            \
    X(FN, "FN", KIND_WORD, "", EMULATED)                                                           \
    X(AND, "AND", KIND_WORD, "", EMULATED)                                                         \
    X(OR, "OR", KIND_WORD, "", EMULATED)                                                           \
    X(EXOR, "EXOR", KIND_WORD, "", EMULATED)                                                       \
    X(NOT, "NOT", KIND_WORD, "", EMULATED)                                                         \
    X(DIV, "DIV", KIND_WORD, "", EMULATED)                                                         \
    /* secondary words */                                                                          \
    X(FLOW, "FLOW", KIND_SECONDARY, "", EMULATED)                                                  \
    X(CLOCK, "CLOCK", KIND_SECONDARY, "", EMULATED)                                                \
    X(VARS, "VARS", KIND_SECONDARY, "", EMULATED)                                                  \
    X(NEAR, "NEAR", KIND_SECONDARY, "", EMULATED)                                                  \
    X(ZERO, "ZERO", KIND_SECONDARY, "", EMULATED)                                                  \
    X(NEG, "NEG", KIND_SECONDARY, "", EMULATED)                                                    \
    X(EXTEND, "EXTEND", KIND_SECONDARY, "", EMULATED)                                              \
    X(TEXT, "TEXT", KIND_SECONDARY, "", NOT_EMULATED)                                              \
    X(SDATA, "SDATA", KIND_SECONDARY, "", NOT_EMULATED)                                            \
    X(BASIC, "BASIC", KIND_SECONDARY, "", NOT_EMULATED)                                            \
    X(LIF1, "LIF1", KIND_SECONDARY, "", NOT_EMULATED)                                              \
    /* numeric functions */                                                                        \
    X(ABS, "ABS", KIND_NUM_FUNC, "n", EMULATED)                                                    \
    X(IP, "IP", KIND_NUM_FUNC, "n", EMULATED)                                                      \
    X(FP, "FP", KIND_NUM_FUNC, "n", EMULATED)                                                      \
    X(INT, "INT", KIND_NUM_FUNC, "n", EMULATED)                                                    \
    X(SGN, "SGN", KIND_NUM_FUNC, "n", EMULATED)                                                    \
    X(SQR, "SQR", KIND_NUM_FUNC, "n", EMULATED)                                                    \
    X(SQRT, "SQRT", KIND_NUM_FUNC, "n", EMULATED)                                                  \
    X(CEIL, "CEIL", KIND_NUM_FUNC, "n", EMULATED)                                                  \
    X(FLOOR, "FLOOR", KIND_NUM_FUNC, "n", EMULATED)                                                \
    X(EXP, "EXP", KIND_NUM_FUNC, "n", EMULATED)                                                    \
    X(LOG, "LOG", KIND_NUM_FUNC, "n", EMULATED)                                                    \
    X(LN, "LN", KIND_NUM_FUNC, "n", EMULATED)                                                      \
    X(LOG10, "LOG10", KIND_NUM_FUNC, "n", EMULATED)                                                \
    X(LGT, "LGT", KIND_NUM_FUNC, "n", EMULATED)                                                    \
    X(SIN, "SIN", KIND_NUM_FUNC, "n", EMULATED)                                                    \
    X(COS, "COS", KIND_NUM_FUNC, "n", EMULATED)                                                    \
    X(TAN, "TAN", KIND_NUM_FUNC, "n", EMULATED)                                                    \
    X(ASIN, "ASIN", KIND_NUM_FUNC, "n", EMULATED)                                                  \
    X(ASN, "ASN", KIND_NUM_FUNC, "n", EMULATED)                                                    \
    X(ACOS, "ACOS", KIND_NUM_FUNC, "n", EMULATED)                                                  \
    X(ACS, "ACS", KIND_NUM_FUNC, "n", EMULATED)                                                    \
    X(ATN, "ATN", KIND_NUM_FUNC, "n", EMULATED)                                                    \
    X(ATAN, "ATAN", KIND_NUM_FUNC, "n", EMULATED)                                                  \
    X(DEG, "DEG", KIND_NUM_FUNC, "n", EMULATED)                                                    \
    X(RAD, "RAD", KIND_NUM_FUNC, "n", EMULATED)                                                    \
    X(FACT, "FACT", KIND_NUM_FUNC, "n", EMULATED)                                                  \
    X(EXPM1, "EXPM1", KIND_NUM_FUNC, "n", EMULATED)                                                \
    X(LOGP1, "LOGP1", KIND_NUM_FUNC, "n", EMULATED)                                                \
    X(MOD, "MOD", KIND_NUM_FUNC, "nn", EMULATED)                                                   \
    X(RMD, "RMD", KIND_NUM_FUNC, "nn", EMULATED)                                                   \
    X(RED, "RED", KIND_NUM_FUNC, "nn", EMULATED)                                                   \
    X(ANGLE, "ANGLE", KIND_NUM_FUNC, "nn", EMULATED)                                               \
    X(MAX, "MAX", KIND_NUM_FUNC, "nn", EMULATED)                                                   \
    X(MIN, "MIN", KIND_NUM_FUNC, "nn", EMULATED)                                                   \
    X(TRAP, "TRAP", KIND_NUM_FUNC, "n[n", EMULATED)                                                \
    X(FLAG, "FLAG", KIND_NUM_FUNC, "n[n", EMULATED)                                                \
    X(LEN, "LEN", KIND_NUM_FUNC, "s", EMULATED)                                                    \
    X(NUM, "NUM", KIND_NUM_FUNC, "s", EMULATED)                                                    \
    X(VAL, "VAL", KIND_NUM_FUNC, "s", EMULATED)                                                    \
    X(POS, "POS", KIND_NUM_FUNC, "ss[n", EMULATED)                                                 \
    X(PI, "PI", KIND_NUM_FUNC, "", EMULATED)                                                       \
    X(EPS, "EPS", KIND_NUM_FUNC, "", EMULATED)                                                     \
    X(INF, "INF", KIND_NUM_FUNC, "", EMULATED)                                                     \
    X(NAN, "NAN", KIND_NUM_FUNC, "", EMULATED)                                                     \
    X(MAXREAL, "MAXREAL", KIND_NUM_FUNC, "", EMULATED)                                             \
    X(MINREAL, "MINREAL", KIND_NUM_FUNC, "", EMULATED)                                             \
    X(IVL, "IVL", KIND_NUM_FUNC, "", EMULATED)                                                     \
    X(DVZ, "DVZ", KIND_NUM_FUNC, "", EMULATED)                                                     \
    X(OVF, "OVF", KIND_NUM_FUNC, "", EMULATED)                                                     \
    X(UNF, "UNF", KIND_NUM_FUNC, "", EMULATED)                                                     \
    X(INX, "INX", KIND_NUM_FUNC, "", EMULATED)                                                     \
    X(RND, "RND", KIND_NUM_FUNC, "", EMULATED)                                                     \
    X(RES, "RES", KIND_NUM_FUNC, "", EMULATED)                                                     \
    X(TIME, "TIME", KIND_NUM_FUNC, "", EMULATED)                                                   \
    X(DATE, "DATE", KIND_NUM_FUNC, "", EMULATED)                                                   \
    X(ERRN, "ERRN", KIND_NUM_FUNC, "", EMULATED)                                                   \
    X(ERRL, "ERRL", KIND_NUM_FUNC, "", EMULATED)                                                   \
    X(MEM, "MEM", KIND_NUM_FUNC, "?", EMULATED)                                                    \
    X(HTD, "HTD", KIND_NUM_FUNC, "s", EMULATED)                                                    \
    X(CLASS, "CLASS", KIND_NUM_FUNC, "n", EMULATED)                                                \
    X(EXPONENT, "EXPONENT", KIND_NUM_FUNC, "n", EMULATED)                                          \
    X(MEAN, "MEAN", KIND_NUM_FUNC, "?", EMULATED)                                                  \
    X(KEYDOWN, "KEYDOWN", KIND_NUM_FUNC, "?s", EMULATED)                                           \
    X(AF, "AF", KIND_NUM_FUNC, "?", EMULATED)                                                      \
    X(SDEV, "SDEV", KIND_NUM_FUNC, "?", EMULATED)                                                  \
    X(TOTAL, "TOTAL", KIND_NUM_FUNC, "?", EMULATED)                                                \
    X(PREDV, "PREDV", KIND_NUM_FUNC, "n", EMULATED)                                                \
    X(CORR, "CORR", KIND_NUM_FUNC, "nn", EMULATED)                                                 \
    /* string functions */                                                                         \
    X(STR_S, "STR$", KIND_STR_FUNC, "n", EMULATED)                                                 \
    X(CHR_S, "CHR$", KIND_STR_FUNC, "n", EMULATED)                                                 \
    X(UPRC_S, "UPRC$", KIND_STR_FUNC, "s", EMULATED)                                               \
    X(TIME_S, "TIME$", KIND_STR_FUNC, "", EMULATED)                                                \
    X(DATE_S, "DATE$", KIND_STR_FUNC, "", EMULATED)                                                \
    X(ERRM_S, "ERRM$", KIND_STR_FUNC, "", EMULATED)                                                \
    X(VER_S, "VER$", KIND_STR_FUNC, "", EMULATED)                                                  \
    X(DTH_S, "DTH$", KIND_STR_FUNC, "n", EMULATED)                                                 \
    X(ADDR_S, "ADDR$", KIND_STR_FUNC, "s", EMULATED)                                               \
    X(PEEK_S, "PEEK$", KIND_STR_FUNC, "sn", NOT_EMULATED)                                          \
    X(CAT_S, "CAT$", KIND_STR_FUNC, "n[s", EMULATED)                                               \
    X(CHARSET_S, "CHARSET$", KIND_STR_FUNC, "", EMULATED)                                          \
    X(DISP_S, "DISP$", KIND_STR_FUNC, "", EMULATED)                                                \
    X(GDISP_S, "GDISP$", KIND_STR_FUNC, "", EMULATED)                                              \
    X(KEY_S, "KEY$", KIND_STR_FUNC, "", EMULATED)                                                  \
    X(KEYDEF_S, "KEYDEF$", KIND_STR_FUNC, "s", EMULATED)

typedef enum Keyword {
#define HP71_X_KW(name, text, kind, signature, emulated) KW_##name,
    HP71_KEYWORDS(HP71_X_KW)
#undef HP71_X_KW
        KW_COUNT
} Keyword;

/* Takes a keyword; returns its spelling ("STR$"). */
const char *keyword_text(Keyword k);
/* Takes a keyword; returns its kind. */
KeywordKind keyword_kind(Keyword k);
/* Takes a keyword function; returns its argument signature ("ss[n"; "" for
 * a function used without parentheses; "?" one optional number in parentheses). */
const char *keyword_signature(Keyword k);
/* True for a keyword the ROM's expression reader does not know (STD, FIX,
 * ROUND, WIDTH, RANDOMIZE, POP, the file statements ...): where an operand
 * belongs, its first letter is read as a variable and the rest is left
 * over (the ROM: X=STD+1 is Excess Chars, IF STD THEN 10 Syntax,
 * VAL("STD") the value of S; tests/model/messages/outside_expressions_*). */
bool keyword_outside_expressions(Keyword k);
/* Takes a keyword; returns true when hp71 runs it. */
bool keyword_emulated(Keyword k);
/* Takes upper-case text of len characters; returns the longest keyword that
 * starts it and sets *matched to its length, or -1 (and 0). Secondary
 * words are matched only when secondary is true, and then only they. */
int keyword_match(const char *text, int len, bool secondary, int *matched);

/* The keyword list indexed by first character, longest first, so that a
 * match looks at the few keywords that can start the text (the tokenizer's
 * hot path: a 5,000-line file is mostly keyword lookups). Built once, for
 * each Interp, by keyword_index_init. */
typedef struct KeywordIndex {
    uint16_t start[2][129]; /* [secondary][first character]: ids[start .. next start) */
    uint16_t ids[KW_COUNT];
    uint8_t len[KW_COUNT]; /* each keyword's length, by id */
} KeywordIndex;

/* Fills x from the keyword list. */
void keyword_index_init(KeywordIndex *x);

/* keyword_match through index x (NULL: the plain search); the same answer. */
int keyword_find(const KeywordIndex *x, const char *text, int len, bool secondary, int *matched);
/* Takes an upper-case word of len characters; returns its keyword (not a
 * secondary word), or -1. */
int keyword_lookup(const char *word, int len);

#endif
