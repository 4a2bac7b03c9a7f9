/*
 * keywords.h — the one list of HP-71B keywords hp71 understands.
 *
 * Each row names a keyword, its spelling, what kind of word it is and, for
 * functions, how many arguments it takes (0: used without parentheses, like
 * TIME). The tokenizer recognises exactly these words, the lister writes them
 * back with these spellings and spacing by kind, and the compiler switches on
 * the KW_* names. docs/language.md lists the same keywords with their status.
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

/* X(name, spelling, kind, arguments) */
#define HP71_KEYWORDS(X)                                                                           \
    X(LET, "LET", KIND_STATEMENT, 0)                                                               \
    X(DISP, "DISP", KIND_STATEMENT, 0)                                                             \
    X(PRINT, "PRINT", KIND_STATEMENT, 0)                                                           \
    X(INPUT, "INPUT", KIND_STATEMENT, 0)                                                           \
    X(IF, "IF", KIND_STATEMENT, 0)                                                                 \
    X(GOTO, "GOTO", KIND_STATEMENT, 0)                                                             \
    X(FOR, "FOR", KIND_STATEMENT, 0)                                                               \
    X(NEXT, "NEXT", KIND_STATEMENT, 0)                                                             \
    X(END, "END", KIND_STATEMENT, 0)                                                               \
    X(STOP, "STOP", KIND_STATEMENT, 0)                                                             \
    X(DIM, "DIM", KIND_STATEMENT, 0)                                                               \
    X(INTEGER, "INTEGER", KIND_STATEMENT, 0)                                                       \
    X(SHORT, "SHORT", KIND_STATEMENT, 0)                                                           \
    X(REAL, "REAL", KIND_STATEMENT, 0)                                                             \
    X(DESTROY, "DESTROY", KIND_STATEMENT, 0)                                                       \
    X(DELAY, "DELAY", KIND_STATEMENT, 0)                                                           \
    X(OPTION, "OPTION", KIND_STATEMENT, 0)                                                         \
    X(STD, "STD", KIND_STATEMENT, 0)                                                               \
    X(FIX, "FIX", KIND_STATEMENT, 0)                                                               \
    X(SCI, "SCI", KIND_STATEMENT, 0)                                                               \
    X(ENG, "ENG", KIND_STATEMENT, 0)                                                               \
    X(WAIT, "WAIT", KIND_STATEMENT, 0)                                                             \
    X(SETTIME, "SETTIME", KIND_STATEMENT, 0)                                                       \
    X(REM, "REM", KIND_STATEMENT, 0)                                                               \
    X(RUN, "RUN", KIND_COMMAND, 0)                                                                 \
    X(LIST, "LIST", KIND_COMMAND, 0)                                                               \
    X(CONT, "CONT", KIND_COMMAND, 0)                                                               \
    X(DELETE, "DELETE", KIND_COMMAND, 0)                                                           \
    X(BYE, "BYE", KIND_COMMAND, 0)                                                                 \
    X(THEN, "THEN", KIND_WORD, 0)                                                                  \
    X(ELSE, "ELSE", KIND_WORD, 0)                                                                  \
    X(TO, "TO", KIND_WORD, 0)                                                                      \
    X(STEP, "STEP", KIND_WORD, 0)                                                                  \
    X(ALL, "ALL", KIND_WORD, 0)                                                                    \
    X(BASE, "BASE", KIND_WORD, 0)                                                                  \
    X(AND, "AND", KIND_WORD, 0)                                                                    \
    X(OR, "OR", KIND_WORD, 0)                                                                      \
    X(EXOR, "EXOR", KIND_WORD, 0)                                                                  \
    X(NOT, "NOT", KIND_WORD, 0)                                                                    \
    X(ABS, "ABS", KIND_NUM_FUNC, 1)                                                                \
    X(IP, "IP", KIND_NUM_FUNC, 1)                                                                  \
    X(FP, "FP", KIND_NUM_FUNC, 1)                                                                  \
    X(INT, "INT", KIND_NUM_FUNC, 1)                                                                \
    X(SGN, "SGN", KIND_NUM_FUNC, 1)                                                                \
    X(SQR, "SQR", KIND_NUM_FUNC, 1)                                                                \
    X(LEN, "LEN", KIND_NUM_FUNC, 1)                                                                \
    X(TIME, "TIME", KIND_NUM_FUNC, 0)                                                              \
    X(ERRN, "ERRN", KIND_NUM_FUNC, 0)                                                              \
    X(ERRL, "ERRL", KIND_NUM_FUNC, 0)                                                              \
    X(STR_S, "STR$", KIND_STR_FUNC, 1)                                                             \
    X(TIME_S, "TIME$", KIND_STR_FUNC, 0)

typedef enum Keyword {
#define HP71_X_KW(name, text, kind, args) KW_##name,
    HP71_KEYWORDS(HP71_X_KW)
#undef HP71_X_KW
        KW_COUNT
} Keyword;

/* Takes a keyword; returns its spelling ("STR$"). */
const char *keyword_text(Keyword k);
/* Takes a keyword; returns its kind. */
KeywordKind keyword_kind(Keyword k);
/* Takes a keyword function; returns its argument count (0 = no parentheses). */
int keyword_args(Keyword k);
/* Takes an upper-case word of len characters; returns its keyword, or -1. */
int keyword_lookup(const char *word, int len);

#endif
