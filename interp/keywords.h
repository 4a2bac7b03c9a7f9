/*
 * keywords.h — the one list of HP-71B keywords hp71 understands.
 *
 * Each row names a keyword, its spelling, what kind of word it is and, for
 * functions, the arguments it takes. The tokenizer recognises exactly these words, the lister
 * writes them back with these spellings and spacing by kind, and the compiler switches on the KW_*
 * names. docs/language.md lists the same keywords with their status.
 */
#ifndef HP71_KEYWORDS_H
#define HP71_KEYWORDS_H

typedef enum KeywordKind {
    KIND_STATEMENT, /* starts a statement: DISP, FOR ... */
    KIND_COMMAND,   /* keyboard command: RUN, LIST ... */
    KIND_WORD,      /* part of a statement or an operator: THEN, TO, AND ... */
    KIND_NUM_FUNC,  /* function returning a number: ABS, LEN, TIME ... */
    KIND_STR_FUNC,  /* function returning a string: STR$, TIME$ ... */
} KeywordKind;

/* X(name, spelling, kind, signature). A function's signature lists its
 * arguments: 'n' a number, 's' a string, '[' the optional ones after it;
 * an empty signature means the function takes no parentheses (PI, TIME). */
#define HP71_KEYWORDS(X)                                                                           \
    X(LET, "LET", KIND_STATEMENT, "")                                                              \
    X(DISP, "DISP", KIND_STATEMENT, "")                                                            \
    X(PRINT, "PRINT", KIND_STATEMENT, "")                                                          \
    X(INPUT, "INPUT", KIND_STATEMENT, "")                                                          \
    X(IF, "IF", KIND_STATEMENT, "")                                                                \
    X(GOTO, "GOTO", KIND_STATEMENT, "")                                                            \
    X(GOSUB, "GOSUB", KIND_STATEMENT, "")                                                          \
    X(RETURN, "RETURN", KIND_STATEMENT, "")                                                        \
    X(ON, "ON", KIND_STATEMENT, "")                                                                \
    X(OFF, "OFF", KIND_STATEMENT, "")                                                              \
    X(FOR, "FOR", KIND_STATEMENT, "")                                                              \
    X(NEXT, "NEXT", KIND_STATEMENT, "")                                                            \
    X(END, "END", KIND_STATEMENT, "")                                                              \
    X(STOP, "STOP", KIND_STATEMENT, "")                                                            \
    X(PAUSE, "PAUSE", KIND_STATEMENT, "")                                                          \
    X(DIM, "DIM", KIND_STATEMENT, "")                                                              \
    X(INTEGER, "INTEGER", KIND_STATEMENT, "")                                                      \
    X(SHORT, "SHORT", KIND_STATEMENT, "")                                                          \
    X(REAL, "REAL", KIND_STATEMENT, "")                                                            \
    X(DESTROY, "DESTROY", KIND_STATEMENT, "")                                                      \
    X(DELAY, "DELAY", KIND_STATEMENT, "")                                                          \
    X(OPTION, "OPTION", KIND_STATEMENT, "")                                                        \
    X(STD, "STD", KIND_STATEMENT, "")                                                              \
    X(FIX, "FIX", KIND_STATEMENT, "")                                                              \
    X(SCI, "SCI", KIND_STATEMENT, "")                                                              \
    X(ENG, "ENG", KIND_STATEMENT, "")                                                              \
    X(WAIT, "WAIT", KIND_STATEMENT, "")                                                            \
    X(BEEP, "BEEP", KIND_STATEMENT, "")                                                            \
    X(SETTIME, "SETTIME", KIND_STATEMENT, "")                                                      \
    X(SETDATE, "SETDATE", KIND_STATEMENT, "")                                                      \
    X(DEF, "DEF", KIND_STATEMENT, "")                                                              \
    X(SUB, "SUB", KIND_STATEMENT, "")                                                              \
    X(CALL, "CALL", KIND_STATEMENT, "")                                                            \
    X(READ, "READ", KIND_STATEMENT, "")                                                            \
    X(DATA, "DATA", KIND_STATEMENT, "")                                                            \
    X(RESTORE, "RESTORE", KIND_STATEMENT, "")                                                      \
    X(RANDOMIZE, "RANDOMIZE", KIND_STATEMENT, "")                                                  \
    X(DEGREES, "DEGREES", KIND_STATEMENT, "")                                                      \
    X(RADIANS, "RADIANS", KIND_STATEMENT, "")                                                      \
    X(TRACE, "TRACE", KIND_STATEMENT, "")                                                          \
    X(REM, "REM", KIND_STATEMENT, "")                                                              \
    X(RUN, "RUN", KIND_COMMAND, "")                                                                \
    X(LIST, "LIST", KIND_COMMAND, "")                                                              \
    X(CONT, "CONT", KIND_COMMAND, "")                                                              \
    X(DELETE, "DELETE", KIND_COMMAND, "")                                                          \
    X(RENUMBER, "RENUMBER", KIND_COMMAND, "")                                                      \
    X(PURGE, "PURGE", KIND_COMMAND, "")                                                            \
    X(LOAD, "LOAD", KIND_COMMAND, "")                                                              \
    X(SAVE, "SAVE", KIND_COMMAND, "")                                                              \
    X(BYE, "BYE", KIND_COMMAND, "")                                                                \
    X(THEN, "THEN", KIND_WORD, "")                                                                 \
    X(ELSE, "ELSE", KIND_WORD, "")                                                                 \
    X(TO, "TO", KIND_WORD, "")                                                                     \
    X(STEP, "STEP", KIND_WORD, "")                                                                 \
    X(ALL, "ALL", KIND_WORD, "")                                                                   \
    X(BASE, "BASE", KIND_WORD, "")                                                                 \
    X(ANGLE, "ANGLE", KIND_WORD, "")                                                               \
    X(ROUND, "ROUND", KIND_WORD, "")                                                               \
    X(NEAR, "NEAR", KIND_WORD, "")                                                                 \
    X(ZERO, "ZERO", KIND_WORD, "")                                                                 \
    X(NEG, "NEG", KIND_WORD, "")                                                                   \
    X(ERROR, "ERROR", KIND_WORD, "")                                                               \
    X(FLOW, "FLOW", KIND_WORD, "")                                                                 \
    X(VARS, "VARS", KIND_WORD, "")                                                                 \
    X(FN, "FN", KIND_WORD, "")                                                                     \
    X(TAB, "TAB", KIND_WORD, "")                                                                   \
    X(AND, "AND", KIND_WORD, "")                                                                   \
    X(OR, "OR", KIND_WORD, "")                                                                     \
    X(EXOR, "EXOR", KIND_WORD, "")                                                                 \
    X(NOT, "NOT", KIND_WORD, "")                                                                   \
    X(DIV, "DIV", KIND_WORD, "")                                                                   \
    X(ABS, "ABS", KIND_NUM_FUNC, "n")                                                              \
    X(IP, "IP", KIND_NUM_FUNC, "n")                                                                \
    X(FP, "FP", KIND_NUM_FUNC, "n")                                                                \
    X(INT, "INT", KIND_NUM_FUNC, "n")                                                              \
    X(SGN, "SGN", KIND_NUM_FUNC, "n")                                                              \
    X(SQR, "SQR", KIND_NUM_FUNC, "n")                                                              \
    X(SQRT, "SQRT", KIND_NUM_FUNC, "n")                                                            \
    X(CEIL, "CEIL", KIND_NUM_FUNC, "n")                                                            \
    X(FLOOR, "FLOOR", KIND_NUM_FUNC, "n")                                                          \
    X(EXP, "EXP", KIND_NUM_FUNC, "n")                                                              \
    X(LOG, "LOG", KIND_NUM_FUNC, "n")                                                              \
    X(LN, "LN", KIND_NUM_FUNC, "n")                                                                \
    X(LOG10, "LOG10", KIND_NUM_FUNC, "n")                                                          \
    X(LGT, "LGT", KIND_NUM_FUNC, "n")                                                              \
    X(SIN, "SIN", KIND_NUM_FUNC, "n")                                                              \
    X(COS, "COS", KIND_NUM_FUNC, "n")                                                              \
    X(TAN, "TAN", KIND_NUM_FUNC, "n")                                                              \
    X(ASIN, "ASIN", KIND_NUM_FUNC, "n")                                                            \
    X(ACOS, "ACOS", KIND_NUM_FUNC, "n")                                                            \
    X(ATN, "ATN", KIND_NUM_FUNC, "n")                                                              \
    X(ATAN, "ATAN", KIND_NUM_FUNC, "n")                                                            \
    X(DEG, "DEG", KIND_NUM_FUNC, "n")                                                              \
    X(RAD, "RAD", KIND_NUM_FUNC, "n")                                                              \
    X(FACT, "FACT", KIND_NUM_FUNC, "n")                                                            \
    X(MOD, "MOD", KIND_NUM_FUNC, "nn")                                                             \
    X(RMD, "RMD", KIND_NUM_FUNC, "nn")                                                             \
    X(RED, "RED", KIND_NUM_FUNC, "nn")                                                             \
    X(MAX, "MAX", KIND_NUM_FUNC, "nn")                                                             \
    X(MIN, "MIN", KIND_NUM_FUNC, "nn")                                                             \
    X(LEN, "LEN", KIND_NUM_FUNC, "s")                                                              \
    X(NUM, "NUM", KIND_NUM_FUNC, "s")                                                              \
    X(VAL, "VAL", KIND_NUM_FUNC, "s")                                                              \
    X(POS, "POS", KIND_NUM_FUNC, "ss[n")                                                           \
    X(PI, "PI", KIND_NUM_FUNC, "")                                                                 \
    X(EPS, "EPS", KIND_NUM_FUNC, "")                                                               \
    X(INF, "INF", KIND_NUM_FUNC, "")                                                               \
    X(MAXREAL, "MAXREAL", KIND_NUM_FUNC, "")                                                       \
    X(RND, "RND", KIND_NUM_FUNC, "")                                                               \
    X(RES, "RES", KIND_NUM_FUNC, "")                                                               \
    X(TIME, "TIME", KIND_NUM_FUNC, "")                                                             \
    X(DATE, "DATE", KIND_NUM_FUNC, "")                                                             \
    X(ERRN, "ERRN", KIND_NUM_FUNC, "")                                                             \
    X(ERRL, "ERRL", KIND_NUM_FUNC, "")                                                             \
    X(STR_S, "STR$", KIND_STR_FUNC, "n")                                                           \
    X(CHR_S, "CHR$", KIND_STR_FUNC, "n")                                                           \
    X(UPRC_S, "UPRC$", KIND_STR_FUNC, "s")                                                         \
    X(TIME_S, "TIME$", KIND_STR_FUNC, "")                                                          \
    X(DATE_S, "DATE$", KIND_STR_FUNC, "")                                                          \
    X(ERRM_S, "ERRM$", KIND_STR_FUNC, "")

typedef enum Keyword {
#define HP71_X_KW(name, text, kind, signature) KW_##name,
    HP71_KEYWORDS(HP71_X_KW)
#undef HP71_X_KW
        KW_COUNT
} Keyword;

/* Takes a keyword; returns its spelling ("STR$"). */
const char *keyword_text(Keyword k);
/* Takes a keyword; returns its kind. */
KeywordKind keyword_kind(Keyword k);
/* Takes a keyword function; returns its argument signature ("ss[n"; "" for
 * a function used without parentheses). */
const char *keyword_signature(Keyword k);
/* Takes an upper-case word of len characters; returns its keyword, or -1. */
int keyword_lookup(const char *word, int len);

#endif
