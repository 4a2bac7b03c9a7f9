/* compiler.c — parser, code generator and lister for one line (see compiler.h). */
#include "compiler.h"

#include <ctype.h>
#include <limits.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "commands.h"
#include "datafiles.h"
#include "format.h"
#include "traps.h"
#include "variables.h"

typedef enum { TYPE_NUM, TYPE_STR } ExprType;

/* Decompiling precedences, loosest first: an operand is parenthesized when
 * its own is looser than its operator needs. */
enum {
    PREC_OR = 1, /* OR EXOR */
    PREC_AND,    /* AND */
    PREC_REL,    /* = # <> < > <= >= ? */
    PREC_ADD,    /* + - & */
    PREC_MUL,    /* * / % DIV */
    PREC_UNARY,  /* - NOT */
    PREC_POW,    /* ^ */
    PREC_PRIMARY,
};

/* A compiled expression: its type, the precedence of its outermost
 * operator, where its text starts in the listing, and whether its value is
 * an operation's result (an arithmetic operator or a function of numbers;
 * a constant, a variable, VAL or RES is not, and a negation, ABS or
 * parentheses keep their operand's): the ROM stores a result too large for
 * an INTEGER differently (traps_integer_overflow). */
typedef struct Expr { /* 16 bytes: returned in registers */
    ExprType type;
    int prec;
    uint32_t at;
    bool result;
} Expr;

/* The most targets given by string expressions that run later in a line. */
enum { SNIPPETS_MAX = 48 };
/* values pending under an operand from which the stack's RAM is checked
 * (stack_check): the ROM's slack holds 13 (VM_RAM_STACK_SLACK), statements
 * may have a few more of their own under an expression */
enum { STACK_CHECK_PENDING = 8 };

typedef struct Parser {
    TokenList *t;
    int p;
    Chunk *c;
    int compare_at; /* where the last numeric comparison opcode was emitted */
    CompileMode mode;
    const LineMap *renumber;
    jmp_buf *fail;
    Hp71Error error;
    int depth;
    bool stat_arguments;  /* numeric_arguments reads a statistic's (stat_argument) */
    int pending;          /* values the expression being compiled leaves on the stack under
                             the one being compiled (stack_check) */
    int stack_checked_at; /* the code's length after the last OP_STACK_ROOM */
    int branch;           /* in a THEN part (1) or an ELSE part (2), else 0 */
    bool branch_head;     /* at the first statement of a THEN or ELSE part */
    bool no_fn;           /* in CALL's arguments, where the ROM refuses a user function */
    bool arg_result;      /* the last function argument compiled is a result (Expr) */
    /* the targets given by a string expression that runs only when the
       target is taken (ON, ON ERROR, ON TIMER): the token it starts at and
       its operand, for place_snippets */
    struct {
        int tok, at;
    } snippets[SNIPPETS_MAX];
    int nsnippets;
    /* the first error of a file specifier the ROM refuses running, before
       it looks for any file (not_emulated): a literal port number it does
       not know (device: Invalid Arg), a quoted one (file_spec) */
    Hp71Error spec_error;
    /* which places of a file statement (bit 0 its first file, 1 its second)
       hold a string expression (spec_pushed), and which one other than a
       quoted name (spec_exprs), its value to be checked running
       (not_emulated: FILE_NAMED); spec_place: the place being read */
    unsigned spec_pushed, spec_exprs;
    int spec_place;
    /* the token of the first file's port number when it is an expression
       (X:PORT(A)), MINREAL, or any for EDIT and CREATE (spec_port_run),
       run for the ROM's answer (not_emulated); -1 for none */
    int spec_port_tok;
    bool spec_port_named; /* and a name before its device (X:PORT(A), not :PORT(A)) */
    /* the same for the second file (COPY X TO Y:PORT(A)): its number is
       run first, the answer then the one a valid port's number gets */
    int spec_to_port_tok;
    bool spec_port_run; /* a constant port run too (EDIT, CREATE: not_emulated) */
    /* ASSIGN's: its channel's code ends at spec_channel_end, its file is
       listed from spec_file_at on, or it closes the channel (TO *) */
    int spec_channel_end;
    size_t spec_file_at;
    bool spec_closes;
    /* the listing being written */
    size_t tlen;
    bool tfull;
    char text[TOKENIZER_MAX_LINE * 2]; /* last: not cleared for each line */
} Parser;

/* The compiler's one throw point: abandons the line with error e. */
static _Noreturn void fail(Parser *P, Hp71Error e) {
    P->error = e;
    longjmp(*P->fail, 1);
}

/* ---- tokens ---- */

static const Token *peek(Parser *P) {
    return &P->t->tok[P->p];
}
static const Token *peek_at(Parser *P, int ahead) {
    int i = P->p + ahead;
    return &P->t->tok[i < P->t->count ? i : P->t->count - 1];
}
static const Token *next(Parser *P) {
    const Token *k = &P->t->tok[P->p];
    if (k->kind != TOK_END) P->p++;
    return k;
}

static bool is_punct(const Token *k, int ch) {
    return k->kind == TOK_PUNCT && k->id == ch;
}
static bool is_kw(const Token *k, Keyword kw) {
    return k->kind == TOK_KEYWORD && k->id == (int)kw;
}

/* Whether k is a relation the tokenizer read from a '#' and the relation
 * characters after it (`##`, `#=`, `#<>`, `#?`): where a channel's '#' goes
 * its expression starts wrong (the ROM: ASSIGN ##1, READ ##1;X and
 * RESTORE #=1 are Invalid Expr). */
static bool is_hash_relation(const Token *k) {
    return k->kind == TOK_PUNCT && k->id >= PUNCT_REL && k->len > 1 && k->text[0] == '#';
}
static bool accept_punct(Parser *P, int ch) {
    if (!is_punct(peek(P), ch)) return false;
    P->p++;
    return true;
}
static bool accept_kw(Parser *P, Keyword kw) {
    if (!is_kw(peek(P), kw)) return false;
    P->p++;
    return true;
}

/* True at the end of a statement: '@', ELSE, a remark or the end of line. */
static bool ends_statement(const Token *k) {
    return k->kind == TOK_END || k->kind == TOK_REMARK || is_punct(k, '@') || is_kw(k, KW_ELSE);
}
static bool at_statement_end(Parser *P) {
    return ends_statement(peek(P));
}

/* at_statement_end where a name is wanted (a label's after GOTO, a file's
 * after MERGE): the ROM reads an ELSE there as the name (GOTO ELSE). */
static bool no_name_here(Parser *P) {
    return at_statement_end(P) && !is_kw(peek(P), KW_ELSE);
}

/* ---- the listing ---- */

static void put(Parser *P, const char *s, size_t n) {
    if (P->tlen + n + 1 > sizeof P->text) {
        P->tfull = true;
        return;
    }
    memcpy(P->text + P->tlen, s, n);
    P->tlen += n;
    P->text[P->tlen] = '\0';
}
static void puts_(Parser *P, const char *s) {
    put(P, s, strlen(s));
}
static void putc_(Parser *P, char ch) {
    put(P, &ch, 1);
}

/* Parenthesizes the listing from position at to its end. */
static void wrap(Parser *P, size_t at) {
    if (P->tlen + 3 > sizeof P->text) {
        P->tfull = true;
        return;
    }
    memmove(P->text + at + 1, P->text + at, P->tlen - at);
    P->text[at] = '(';
    P->tlen++;
    putc_(P, ')');
}

/* A statement keyword (or word) with the blanks LIST puts around it. */
static void put_word(Parser *P, Keyword kw) {
    puts_(P, keyword_text(kw));
}

static void put_variable(Parser *P, int slot, bool is_string) {
    char name[8];
    variable_name(slot, is_string, name);
    puts_(P, name);
}

static void put_string(Parser *P, const Token *k) {
    putc_(P, k->quote);
    put(P, k->text, (size_t)k->len);
    putc_(P, k->quote);
}

/* True when literal k is 1 to 12 digits, the first not 0: listed as typed
 * (format_list_literal writes it unchanged; test_format.c). */
static bool plain_whole_literal(const Token *k) {
    if (k->len < 1 || k->len > 12 || k->text[0] < '1' || k->text[0] > '9') return false;
    for (int i = 1; i < k->len; i++)
        if (k->text[i] < '0' || k->text[i] > '9') return false;
    return true;
}

/* A numeric literal in LIST's style (out of range: what it became, MAXREAL
 * or INF, 0 or the denormal it was kept as, in STD). */
static void put_number(Parser *P, const Token *k) {
    char buf[TOKENIZER_MAX_LINE + 40];
    if (k->warn == HP71_E_OVERFLOW)
        puts_(P, num_is_inf(k->num) ? "INF" : "MAXREAL");
    else if (k->warn == HP71_E_UNDERFLOW && num_is_zero(k->num))
        puts_(P, "0");
    else if (k->warn == HP71_E_UNDERFLOW)
        put(P, buf, format_number(k->num, (DisplayFormat){DISPLAY_STD, 0}, buf));
    else if (plain_whole_literal(k))
        put(P, k->text, (size_t)k->len); /* (as format_list_literal writes it) */
    else if ((size_t)k->len < sizeof buf - 40)
        put(P, buf, format_list_literal(k->text, (size_t)k->len, buf));
}

static void put_line_number(Parser *P, int line) {
    char buf[16];
    if (P->renumber) line = P->renumber->map(P->renumber->ctx, line);
    put(P, buf, (size_t)snprintf(buf, sizeof buf, "%d", line));
}

/* ---- code ---- */

static int emit(Parser *P, Word w) {
    return chunk_emit(P->c, w);
}
static void emit_op1(Parser *P, Opcode op, Word a) {
    emit(P, op);
    emit(P, a);
}
static void emit_op2(Parser *P, Opcode op, Word a, Word b) {
    emit(P, op);
    emit(P, a);
    emit(P, b);
}
static void emit_num(Parser *P, Num n) {
    emit(P, OP_PUSH_NUM);
    emit(P, n.m);
    emit(P, n.e);
    emit(P, n.k);
}

/* Emits a jump with a local target to be patched; returns the operand index. */
static int emit_jump(Parser *P, Opcode op) {
    emit(P, op);
    int at = emit(P, 0);
    chunk_fixup(P->c, at, FIXUP_LOCAL, 0);
    return at;
}
static void patch_here(Parser *P, int at) {
    P->c->code[at] = P->c->len;
}

/* A line number (1..9999): listed (renumbered) and left for the linker.
 * Error: Syntax. */
static bool digits_only(const Token *k);

static long leading_line_digits(const Token *t);

static int line_number(Parser *P) {
    const Token *k = next(P);
    if (k->kind == TOK_NUMBER && !digits_only(k) && isdigit((unsigned char)k->text[0])) {
        /* the ROM reads the digits as the line number and the rest (5E3,
           5.5, 5E506: never a literal, so it never warns) is in excess; digits
           that are no line number (12345.6, 0.5) are Syntax first */
        long digits = leading_line_digits(k);
        if (digits < 1 || digits > 9999) fail(P, HP71_E_SYNTAX);
        P->p--;
        fail(P, HP71_E_EXCESS_CHARS);
    }
    if (k->kind != TOK_NUMBER || !num_is_small_int(k->num) || k->num.m < 1 || k->num.m > 9999)
        fail(P, HP71_E_SYNTAX);
    put_line_number(P, (int)k->num.m);
    /* RENUMBER enters every line again: the code refers to the new number */
    return P->renumber ? P->renumber->map(P->renumber->ctx, (int)k->num.m) : (int)k->num.m;
}

/* The number the digits at t's start make (none: 0), as the ROM reads a line
 * number before what follows it (10000 for more than four digits). */
static long leading_line_digits(const Token *t) {
    long n = 0;
    for (int i = 0; i < t->len && isdigit((unsigned char)t->text[i]); i++)
        n = n < 10000 ? n * 10 + (t->text[i] - '0') : 10000;
    return n;
}

/* The line number typed at t where the ROM wants one in digits (RUN 20,
 * LIST F,10, DISP USING 30): its value. Errors: out_of_range (outside 1 to
 * 9999, the digits a number starts with too: 12345.6, 0.5, .5), else Excess
 * Chars (other than digits alone: 1E1, 10.5). */
static int64_t checked_line(Parser *P, const Token *t, Hp71Error out_of_range) {
    if (!digits_only(t)) { /* the digits first: DELETE 12345.6 and .5 are out_of_range */
        long digits = leading_line_digits(t);
        fail(P, digits < 1 || digits > 9999 ? out_of_range : HP71_E_EXCESS_CHARS);
    }
    if (!num_is_small_int(t->num) || t->num.m < 1 || t->num.m > 9999) fail(P, out_of_range);
    return t->num.m;
}

/* checked_line at the current token, read and listed as its value (RUN 02
 * lists RUN 2, as the ROM). */
static int64_t typed_line(Parser *P, Hp71Error out_of_range) {
    const Token *t = peek(P);
    int64_t n = checked_line(P, t, out_of_range);
    P->p++;
    char digits[8];
    int len = snprintf(digits, sizeof digits, "%d", (int)n);
    put(P, digits, (size_t)len);
    return n;
}

/* The longest label name. */
enum { LABEL_MAX = TOKENS_NAME_MAX };

/* tokens_typed_run in the line being compiled. */
static int typed_run(const Parser *P, const Token *k) {
    return tokens_typed_run(P->t, k);
}

/* Consumes the tokens that start before listing position end; one that
 * runs past it was read across what the ROM reads as two: Excess Chars. */
static void skip_typed_to(Parser *P, int end) {
    while (peek(P)->kind != TOK_END && peek(P)->pos < end) {
        if (peek(P)->pos + peek(P)->len > end) fail(P, HP71_E_EXCESS_CHARS);
        P->p++;
    }
}

/* An unquoted label name at the current token (GOTO AB1): the letters and
 * digits typed from there, whatever tokens they were read as; copied upper
 * case into name (LABEL_MAX + 1 bytes). Returns false (nothing consumed)
 * when no name starts here. Error: Excess Chars (longer than 8, or a token
 * that runs past the name). */
static bool bare_label(Parser *P, char *name) {
    const Token *k = peek(P);
    if (k->kind != TOK_NUM_VAR && k->kind != TOK_KEYWORD) return false;
    const char *t = k->text;
    if (!t || !isalpha((unsigned char)t[0])) return false;
    int n = typed_run(P, k);
    if (n > LABEL_MAX) fail(P, HP71_E_EXCESS_CHARS);
    for (int i = 0; i < n; i++)
        name[i] = (char)toupper((unsigned char)t[i]);
    name[n] = '\0';
    int end = k->pos + n;
    /* a REM or DATA inside the name (GOTO HEXTREM, RUN DATA1) was read as
       the start of a remark or of data that runs to the end of the line:
       the name takes it when only blanks follow it, else it is refused
       rather than listed otherwise (the ROM takes the whole name) */
    for (int i = P->p; P->t->tok[i].kind != TOK_END && P->t->tok[i].pos <= end; i++) {
        const Token *r = &P->t->tok[i];
        if ((r->kind == TOK_REMARK && r->id == 'R') || r->kind == TOK_DATA) {
            for (int c = end - r->pos; c < r->len; c++)
                if (r->text[c] != ' ' && r->text[c] != '\t') fail(P, HP71_E_EXCESS_CHARS);
            P->p = i + 1;
            return true;
        }
    }
    skip_typed_to(P, end);
    return true;
}

/* True when an unquoted name longer than a file's 8 characters starts at
 * the current token (CAT ABCDEFGHI): where a file goes, the ROM refuses it
 * as a file specifier (Invalid Filespec) before reading on, except RUN,
 * CONT and NAME (Excess Chars, as bare_label) and LIST and PLIST (Invalid
 * Parm). */
static bool long_file_name(const Parser *P) {
    const Token *k = &P->t->tok[P->p];
    return (k->kind == TOK_NUM_VAR || k->kind == TOK_KEYWORD) && k->text &&
           isalpha((unsigned char)k->text[0]) && typed_run(P, k) > LABEL_MAX;
}

/* Lists an unquoted label name as the ROM does, quoted: GOTO 'AB'. */
static void put_label(Parser *P, const char *name) {
    putc_(P, '\'');
    puts_(P, name);
    putc_(P, '\'');
}

static Expr expression(Parser *P);

/* True when the target ahead is a string expression other than a quoted
 * name alone (GOTO A$, GOSUB "A"&B$, CHR$(65), ("AB")): the ROM goes to
 * the label it names when the target is taken. A quoted name the ROM
 * refuses as a file specifier when taken (GOTO "A:PORT(9)",
 * commands_label_spec_error) is taken so too. */
static bool computed_target(Parser *P) {
    const Token *k = peek(P), *n = peek_at(P, 1);
    switch (k->kind) {
    case TOK_STR_VAR: return true;
    case TOK_STRING:
        return is_punct(n, '&') || is_punct(n, '[') ||
               commands_label_spec_error(k->text, k->len) != HP71_E_NONE;
    case TOK_KEYWORD:
        return keyword_kind((Keyword)k->id) == KIND_STR_FUNC ||
               (k->id == KW_FN && n->kind == TOK_STR_VAR);
    case TOK_PUNCT: return k->id == '(';
    default: return false;
    }
}

/* A string expression at the current token, compiled to leave its value
 * on the string stack (a file's name, a computed target's label). One that
 * cannot be read, or is not a string, is error e. */
static void string_expression_else(Parser *P, Hp71Error e) {
    jmp_buf here, *outer = P->fail;
    volatile bool ok = false;
    P->fail = &here;
    if (!setjmp(here)) ok = expression(P).type == TYPE_STR;
    P->fail = outer;
    if (!ok) fail(P, e);
}

/* A computed target for op (GOTO, GOSUB, RESTORE, or one taken later:
 * lazy). The expression is listed here; its code goes here (GOTO_STR) or,
 * lazy, to the line's end (place_snippets), the target operand pointing to
 * it. Error: Syntax (GOTO (10)) or Excess Chars (GOTO A$[1). */
static void computed(Parser *P, Opcode op, bool lazy) {
    int tok = P->p, len = P->c->len, nfixups = P->c->nfixups;
    /* the ROM reads what it cannot take as a string expression as a line
       number or a label: one that starts with a letter ends before the
       rest (Excess Chars), anything else is Syntax */
    const Token *k = peek(P);
    string_expression_else(P, k->kind == TOK_STRING || k->kind == TOK_PUNCT ? HP71_E_SYNTAX
                                                                            : HP71_E_EXCESS_CHARS);
    if (!lazy) {
        int kind = op == OP_GOSUB ? 1 : op == OP_GOTO_KEYBOARD ? 2 : op == OP_RESTORE ? 3 : 0;
        emit_op1(P, OP_GOTO_STR, kind);
        return;
    }
    P->c->len = len; /* compiled again at the line's end */
    P->c->nfixups = nfixups;
    if (P->nsnippets == SNIPPETS_MAX) fail(P, HP71_E_LINE_TOO_LONG);
    emit(P, op);
    P->snippets[P->nsnippets].tok = tok;
    P->snippets[P->nsnippets++].at = emit(P, -1);
}

/* RESTORE's target: as a GOTO's, but what GOTO finds Syntax follows a
 * whole RESTORE, so it is Excess Chars (RESTORE (1), RESTORE 0: the ROM). */
static void emit_to_target(Parser *P, Opcode op, bool lazy);
static void restore_target(Parser *P) {
    jmp_buf here, *outer = P->fail;
    P->fail = &here;
    if (!setjmp(here)) {
        emit_to_target(P, OP_RESTORE, false);
        P->fail = outer;
        return;
    }
    P->fail = outer;
    fail(P, P->error == HP71_E_SYNTAX ? HP71_E_EXCESS_CHARS : P->error);
}

/* After the line's code, the code of its lazy computed targets, each
 * LABEL_SNIPPET, the expression, SNIPPET_END; a program line skips over
 * them (a typed line has ended). */
static void place_snippets(Parser *P) {
    int end = P->p;
    size_t tlen = P->tlen;
    bool tfull = P->tfull;
    int skip = P->mode == COMPILE_PROGRAM ? emit_jump(P, OP_SKIP) : -1;
    for (int i = 0; i < P->nsnippets; i++) {
        P->c->code[P->snippets[i].at] = P->c->len;
        chunk_fixup(P->c, P->snippets[i].at, FIXUP_LOCAL, 0);
        emit(P, OP_LABEL_SNIPPET);
        P->p = P->snippets[i].tok;
        expression(P);
        emit(P, OP_SNIPPET_END);
    }
    if (skip >= 0) patch_here(P, skip);
    P->p = end; /* its text is listed already */
    P->tlen = tlen;
    P->tfull = tfull;
    P->text[tlen] = '\0';
}

/* A line number or a label ('NAME', "NAME" or NAME), or a string
 * expression naming a label (computed; lazy: evaluated when the target is
 * taken): emits op with the target for the linker. Error: Syntax. */
static void emit_to_target(Parser *P, Opcode op, bool lazy) {
    /* a GOTO typed at the keyboard only moves the program pointer (ROM) */
    if (op == OP_JUMP) op = P->mode == COMPILE_KEYBOARD ? OP_GOTO_KEYBOARD : OP_GOTO;
    if (computed_target(P)) {
        computed(P, op, lazy);
        return;
    }
    const Token *k = peek(P);
    char name[LABEL_MAX + 1];
    const char *label = NULL;
    int len = 0;
    if (k->kind == TOK_STRING) {
        P->p++;
        put_string(P, k);
        label = k->text, len = k->len;
    } else if (bare_label(P, name)) {
        put_label(P, name);
        label = name, len = (int)strlen(name);
    }
    if (label) {
        StrConst *s = chunk_string(P->c, label, len);
        emit(P, op);
        int at = emit(P, -1);
        chunk_fixup_name(P->c, at, FIXUP_LABEL_REF, s->s);
        return;
    }
    int line = line_number(P);
    emit(P, op);
    int at = emit(P, line);
    chunk_fixup(P->c, at, FIXUP_LINE, 0);
}

/* ---- expressions ---- */

static void nest(Parser *P) {
    if (++P->depth > 120) fail(P, HP71_E_INVALID_EXPR);
}

static void expect_punct(Parser *P, int ch) {
    if (!accept_punct(P, ch)) fail(P, HP71_E_INVALID_EXPR);
}

/* An expression of the wanted type; a mismatch is Invalid Expr. */
static Expr typed_expression(Parser *P, ExprType want) {
    Expr e = expression(P);
    if (e.type != want) fail(P, HP71_E_INVALID_EXPR);
    return e;
}
static void numeric_expression(Parser *P) {
    typed_expression(P, TYPE_NUM);
}

/* True when the code from at to end is a simple variable's name read alone
 * (LOAD, LOAD_STR). */
static bool name_read(const Chunk *c, int at, int end) {
    return at >= 0 && end == at + 2 && (c->code[at] == OP_LOAD || c->code[at] == OP_LOAD_STR);
}

/* True when the code from at to end only pushes one value that shows and
 * raises nothing of its own: a constant, a simple variable's name. */
static bool quiet_operand(const Chunk *c, int at, int end) {
    if (end <= at) return false;
    Opcode op = (Opcode)c->code[at];
    return end == at + 1 + chunk_operands(op) &&
           (op == OP_PUSH_INT || op == OP_PUSH_NUM || op == OP_PUSH_STR || op == OP_LOAD ||
            op == OP_LOAD_STR);
}

/* The n operands of one consumer (an operator, a function, the subscripts
 * of an element, a substring's string and positions), operand i compiled
 * from code position at[i] to at[i + 1], at[n] the end, a string when bit
 * i of strs is set, just compiled: the consumer is emitted next. A simple
 * variable's name read alone before an operand that may show or raise
 * something (SQR(-1), LOG(0)) is read late (LOAD_LATE, LOAD_STR_LATE: an
 * array's name pushes a mark), its mark looked for here (LATE_CHECK): the
 * ROM finds an array's name where its consumer takes it, so that for an
 * array A, A+SQR(-1) is SQR(neg), A+LOG(0) WRN:LOG(0) then Data Type.
 * fn_args: a user function's arguments, each such name read late, its
 * error the call's (FN Not Found when there is no such function, else
 * Parameter Mismatch: the ROM). */
static void late_reads(Parser *P, const int *at, int n, uint64_t strs, bool fn_args) {
    Chunk *c = P->c;
    for (int i = 0; i < n; i++) {
        if (!name_read(c, at[i], at[i + 1])) continue;
        bool late = fn_args, str = (strs >> i) & 1;
        int depth = 0; /* the values of its kind pushed after it */
        for (int j = i + 1; j < n; j++) {
            late = late || !quiet_operand(c, at[j], at[j + 1]);
            depth += ((strs >> j) & 1) == str;
        }
        if (!late) continue;
        c->code[at[i]] = str ? OP_LOAD_STR_LATE : OP_LOAD_LATE;
        emit_op2(P, OP_LATE_CHECK, depth, (str ? LATE_STRING : 0) | (fn_args ? LATE_FN_ARG : 0));
    }
}

/* "(e[,e])" after an array name, listed; returns the number of subscripts.
 * More than max is ") Expected" in a declaration (closing_error), Invalid
 * Expr elsewhere. */
static int subscripts(Parser *P, int max, Hp71Error closing_error) {
    int n = 0;
    expect_punct(P, '(');
    putc_(P, '(');
    if (is_punct(peek(P), ',') && P->p >= 2) { /* A(,1): the error at the array's name (the
                                                  ROM's cursor, in an INPUT reply too) */
        P->p -= 2;
        fail(P, HP71_E_INVALID_EXPR);
    }
    int at[3];
    do {
        if (n > 0) putc_(P, ',');
        P->pending += n;
        at[n] = P->c->len;
        numeric_expression(P);
        P->pending -= n;
        n++;
    } while (n < max && accept_punct(P, ','));
    if (!accept_punct(P, ')')) fail(P, closing_error);
    putc_(P, ')');
    at[n] = P->c->len;
    late_reads(P, at, n, 0, false);
    return n;
}

/* Optional "[i]" or "[i,j]" after a string; returns 0, 1 or 2. at[1] and
 * at[2] are set to where the code of i and of j starts, at[kind + 1] to
 * where it ends (late_reads; at[0] is the string's). */
static int substring(Parser *P, int *at) {
    if (!accept_punct(P, '[')) return 0;
    putc_(P, '[');
    P->pending++; /* the string */
    at[1] = P->c->len;
    numeric_expression(P);
    int kind = 1;
    if (accept_punct(P, ',')) {
        putc_(P, ',');
        P->pending++;
        at[2] = P->c->len;
        numeric_expression(P);
        P->pending--;
        kind = 2;
    }
    at[kind + 1] = P->c->len;
    P->pending--;
    expect_punct(P, ']');
    putc_(P, ']');
    return kind;
}

/* Substrings of a string value, one after another (A$[2,4][2]: the ROM
 * takes each of the one before); the value's code starts at code position
 * at (-1: not a variable's name alone). */
static void substrings(Parser *P, int at) {
    int sub, pos[4] = {at};
    while ((sub = substring(P, pos))) {
        late_reads(P, pos, sub + 1, 1, false);
        emit_op1(P, OP_SUBSTR, sub);
    }
}

/* A statistic's argument (ADD, DROP, LR, MEAN ...) compiled from code
 * position at: an array's name alone (A, (A)) is read as 0, its error left
 * to the statistic (OP_LOAD_STAT_ARG), which finds the statistics array
 * first (the ROM: ADD A,SQR(-1) is SQR(neg), ADD A,1 Invalid Stat Array
 * with no STAT array, Data Type with one). */
static void stat_argument(Parser *P, int at) {
    if (P->c->len == at + 2 && P->c->code[at] == OP_LOAD) P->c->code[at] = OP_LOAD_STAT_ARG;
}

enum { FUNCTION_MAX_ARGS = 8 }; /* (the longest signature has fewer) */

/* Arguments as a function's signature asks (keywords.h); returns their
 * count. */
static int function_arguments(Parser *P, const char *sig, int keyword_at) {
    int n = 0, args[FUNCTION_MAX_ARGS + 1]; /* (late_reads) */
    uint64_t strs = 0;
    /* PI() and MEAN() are PI and MEAN, listed so (ROM) */
    if ((!*sig || *sig == '?') && is_punct(peek(P), '(') && is_punct(peek_at(P, 1), ')')) {
        P->p += 2;
        puts_(P, "()");
        return 0;
    }
    if (!*sig) { /* PI(1), DATE$(: Invalid Expr, the cursor on the keyword (ROM) */
        if (!is_punct(peek(P), '(')) return 0;
        P->p = keyword_at;
        fail(P, HP71_E_INVALID_EXPR);
    }
    if (*sig == '?') { /* MEAN or MEAN(2), KEYDOWN or KEYDOWN("A") */
        if (!accept_punct(P, '(')) return 0;
        putc_(P, '(');
        int at = P->c->len;
        typed_expression(P, sig[1] == 's' ? TYPE_STR : TYPE_NUM);
        if (P->stat_arguments) stat_argument(P, at);
        expect_punct(P, ')');
        putc_(P, ')');
        return 1;
    }
    if (!is_punct(peek(P), '(') || /* SIN 1, SQR, and SIN() when it takes one: the */
        (*sig != '[' && is_punct(peek_at(P, 1), ')'))) { /* cursor on the keyword (ROM) */
        P->p = keyword_at;
        fail(P, HP71_E_INVALID_EXPR);
    }
    next(P);
    putc_(P, '(');
    bool optional = false;
    for (const char *s = sig; *s; s++) {
        if (*s == '[') {
            optional = true;
            continue;
        }
        if (n > 0) {
            if (optional && !is_punct(peek(P), ',')) break;
            expect_punct(P, ',');
            putc_(P, ',');
        }
        P->pending += n;
        int at = P->c->len;
        if (n < FUNCTION_MAX_ARGS) args[n] = at;
        if (*s == 's') strs |= (uint64_t)1 << n;
        P->arg_result = typed_expression(P, *s == 's' ? TYPE_STR : TYPE_NUM).result;
        if (P->stat_arguments) stat_argument(P, at);
        P->pending -= n;
        n++;
    }
    expect_punct(P, ')');
    putc_(P, ')');
    if (!P->stat_arguments && n <= FUNCTION_MAX_ARGS) {
        args[n] = P->c->len;
        late_reads(P, args, n, strs, false);
    }
    return n;
}

static Expr function_call(Parser *P, Keyword kw, size_t at) {
    KeywordKind kind = keyword_kind(kw);
    int keyword_at = P->p - 1; /* its token, just read */
    put_word(P, kw);
    /* (an argument's own statistic, MEAN(MEAN(A)), is read as any other) */
    bool outer = P->stat_arguments;
    P->stat_arguments =
        kw == KW_MEAN || kw == KW_SDEV || kw == KW_TOTAL || kw == KW_CORR || kw == KW_PREDV;
    int n = function_arguments(P, keyword_signature(kw), keyword_at);
    P->stat_arguments = outer;
    /* (PEEK$ checks its arguments and reads no nibble or says Not Emulated) */
    if (!keyword_emulated(kw) && kw != KW_PEEK_S)
        emit_op1(P, OP_NOT_EMULATED, kw); /* its arguments are pushed before: never run */
    else
        emit_op2(P, kind == KIND_STR_FUNC ? OP_STR_FUNC : OP_FUNC, kw, n);
    if (kind == KIND_STR_FUNC) { /* a string function's result takes a substring: TIME$[1,5] */
        substrings(P, -1);
    }
    /* a function of numbers computes (IP(1E5)); ABS keeps its argument's
       kind; one of strings or of nothing (VAL, MAXREAL) does not (ROM) */
    bool result = kw == KW_ABS ? P->arg_result : strpbrk(keyword_signature(kw), "n?") != NULL;
    return (Expr){kind == KIND_STR_FUNC ? TYPE_STR : TYPE_NUM, PREC_PRIMARY, at, result};
}

/* FNx(args) after the FN keyword: a call of a user-defined function. */
static Expr user_function(Parser *P, size_t at) {
    if (P->no_fn) fail(P, HP71_E_INVALID_EXPR); /* the ROM: CALL S(FNA(2)) */
    const Token *v = next(P);
    if (v->kind == TOK_KEYWORD) fail(P, HP71_E_EXCESS_CHARS); /* FNPI, FNOR(1) (the ROM) */
    if (v->kind != TOK_NUM_VAR && v->kind != TOK_STR_VAR) fail(P, HP71_E_INVALID_EXPR);
    bool is_str = v->kind == TOK_STR_VAR;
    puts_(P, "FN");
    put_variable(P, v->id, is_str);
    int n = 0, args[33]; /* (late_reads) */
    Word mask = 0;
    if (accept_punct(P, '(')) {
        putc_(P, '(');
        if (!accept_punct(P, ')')) { /* FNA() calls with no arguments (ROM) */
            do {
                if (n >= 32) fail(P, HP71_E_INVALID_EXPR);
                if (n > 0) putc_(P, ',');
                P->pending += n;
                args[n] = P->c->len;
                if (expression(P).type == TYPE_STR) mask |= (Word)1 << n;
                P->pending -= n;
                n++;
            } while (accept_punct(P, ','));
            expect_punct(P, ')');
            args[n] = P->c->len;
            late_reads(P, args, n, (uint64_t)mask, true);
        }
        putc_(P, ')');
    }
    emit(P, OP_FN_CALL);
    int target = emit(P, -1);
    chunk_fixup(P->c, target, FIXUP_FN_CALL, v->id + (is_str ? FIXUP_STRING_FN : 0));
    emit(P, n | (mask << 8));
    if (is_str) { /* FNA$[2,3], as a built-in function's result */
        substrings(P, -1);
    }
    return (Expr){is_str ? TYPE_STR : TYPE_NUM, PREC_PRIMARY, at, true};
}

/* The keyword token just read is a word the ROM's expression reader does
 * not know: it becomes the variable of its first letter, followed by the
 * rest of the word as a token nothing takes, where the ROM's cursor stops;
 * the parser goes back to the variable. */
static void split_word(Parser *P) {
    TokenList *t = P->t;
    int i = P->p - 1;
    if (t->count >= TOKENIZER_MAX_TOKENS) fail(P, HP71_E_EXCESS_CHARS);
    memmove(&t->tok[i + 2], &t->tok[i + 1], (size_t)(t->count - i - 1) * sizeof(Token));
    t->count++;
    Token *word = &t->tok[i], *rest = &t->tok[i + 1];
    *rest = *word;
    rest->kind = TOK_BAD;
    rest->text++;
    rest->len--;
    rest->pos++;
    rest->id = (unsigned char)rest->text[0];
    word->kind = TOK_NUM_VAR;
    word->id = variable_slot((char)toupper((unsigned char)word->text[0]), -1);
    word->len = 1;
    P->p = i;
}

/* Deep in an expression, where the values pending on the stack may not fit
 * in the RAM: OP_STACK_ROOM before the next operand (vm.c's stack_room;
 * the ROM: 1+(1+(1+... near the end of the RAM, memory/stack_of_numbers*).
 * Shallower ones always fit the stack's slack. */
static void stack_check(Parser *P) {
    if (P->pending < STACK_CHECK_PENDING || P->c->len == P->stack_checked_at) return;
    emit(P, OP_STACK_ROOM);
    P->stack_checked_at = P->c->len; /* (one is enough before an operand: ((1 */
}

/* True when token k, a variable's, starts a word the ROM reads as its
 * keyword GO, which only GO TO and GO SUB make a statement of (tokenizer):
 * G and O typed together (GOAL, GO=1; not G0 or G OR). */
static bool go_word(Parser *P, const Token *k) {
    return k->text && k->len == 1 && typed_run(P, k) >= 2 &&
           toupper((unsigned char)k->text[0]) == 'G' && toupper((unsigned char)k->text[1]) == 'O';
}

static Expr primary(Parser *P) {
    size_t at = P->tlen;
    stack_check(P);
    const Token *k = next(P);
    switch (k->kind) {
    case TOK_NUMBER:
        /* refused under a trap of 0 (the ROM: X=1E600 is Invalid Expr; a
           typed line that starts with one is read as a program line) */
        if (k->warn == HP71_E_INVALID_EXPR) fail(P, HP71_E_INVALID_EXPR);
        put_number(P, k);
        emit_num(P, k->num);
        return (Expr){TYPE_NUM, PREC_PRIMARY, at, false};
    case TOK_STRING: {
        put_string(P, k);
        emit_op1(P, OP_PUSH_STR, (Word)(intptr_t)chunk_string(P->c, k->text, k->len));
        substrings(P, -1);
        return (Expr){TYPE_STR, PREC_PRIMARY, at, false};
    }
    case TOK_NUM_VAR:
        if (go_word(P, k)) fail(P, HP71_E_INVALID_EXPR); /* (DISP GO, X=GOAL+1: the ROM) */
        put_variable(P, k->id, false);
        if (is_punct(peek(P), '(')) {
            int n = subscripts(P, 2, HP71_E_INVALID_EXPR);
            emit_op2(P, OP_LOAD_ELEM, k->id, n);
        } else {
            emit_op1(P, OP_LOAD, k->id);
        }
        return (Expr){TYPE_NUM, PREC_PRIMARY, at, false};
    case TOK_STR_VAR: {
        put_variable(P, k->id, true);
        int code_at = P->c->len;
        if (is_punct(peek(P), '(')) {
            subscripts(P, 1, HP71_E_INVALID_EXPR);
            emit_op1(P, OP_LOAD_STR_ELEM, k->id);
        } else {
            emit_op1(P, OP_LOAD_STR, k->id);
        }
        substrings(P, code_at);
        return (Expr){TYPE_STR, PREC_PRIMARY, at, false};
    }
    case TOK_KEYWORD: {
        KeywordKind kind = keyword_kind((Keyword)k->id);
        if (kind == KIND_NUM_FUNC || kind == KIND_STR_FUNC)
            return function_call(P, (Keyword)k->id, at);
        if (k->id == KW_FN) return user_function(P, at);
        if (keyword_outside_expressions((Keyword)k->id)) {
            split_word(P);
            return primary(P);
        }
        P->p--; /* the fault is this token: the ROM's cursor goes there */
        fail(P, HP71_E_INVALID_EXPR);
    }
    case TOK_PUNCT:
        if (k->id == '(') {
            int code_at = P->c->len;
            Expr e = expression(P);
            if (e.type == TYPE_NUM && accept_punct(P, ',')) {
                /* (re,im): a complex constant, which the machine reads and
                   lists but leaves to an external function of a plug-in
                   module; without one, XFN Not Found when it runs (ROM) */
                putc_(P, ',');
                typed_expression(P, TYPE_NUM);
                expect_punct(P, ')');
                wrap(P, at);
                emit(P, OP_XFN);
                return (Expr){TYPE_NUM, PREC_PRIMARY, at, true};
            }
            expect_punct(P, ')');
            if (e.type == TYPE_STR && is_punct(peek(P), '[')) { /* ("A"&"B")[1] keeps them */
                if (e.prec != PREC_PRIMARY) wrap(P, e.at);      /* ("A")[1] is "A"[1] (ROM) */
                substrings(P, code_at);
                return (Expr){TYPE_STR, PREC_PRIMARY, at, false};
            }
            return e; /* the parentheses go: LIST puts back those precedence needs */
        }
        P->p--; /* an operator or ')' where an operand should be: the fault is here */
        fail(P, HP71_E_INVALID_EXPR);
    default:
        if (k->kind != TOK_END) P->p--;
        fail(P, HP71_E_INVALID_EXPR);
    }
}

/* Parenthesizes operand e when its precedence is looser than need. */
static void operand(Parser *P, Expr e, int need) {
    if (e.prec < need) wrap(P, e.at);
}

static Expr unary(Parser *P);

/* An operand of the wrong type, which starts at token start: the ROM reads
 * on from there a whole expression, of the operand's own type, and the
 * fault is where that ends (an INPUT reply's cursor goes there: in
 * "Z"&82+3 after the 3, in 1+"A"&"B" after the "B", in 1+"A"+2 after the
 * "A"). Invalid Expr, or the error of that expression. */
static _Noreturn void mismatch(Parser *P, int start) {
    P->p = start;
    (void)expression(P);
    fail(P, HP71_E_INVALID_EXPR);
}

static Expr power(Parser *P) {
    int left = P->c->len;
    Expr e = primary(P);
    /* after a string, an arithmetic operator ends the expression: the ROM
       then finds Excess Chars where a statement should end */
    while (e.type == TYPE_NUM && accept_punct(P, '^')) {
        operand(P, e, PREC_POW);
        putc_(P, '^');
        /* the exponent is a primary: 2^-1 is Invalid Expr (the ROM), found
           after the signed operand (an INPUT reply's cursor goes there) */
        const Token *k = peek(P);
        if (is_punct(k, '+') || is_punct(k, '-') || is_kw(k, KW_NOT)) {
            (void)unary(P);
            fail(P, HP71_E_INVALID_EXPR);
        }
        int start = P->p;
        int at[3] = {left, P->c->len};
        P->pending++;
        Expr r = primary(P);
        P->pending--;
        if (r.type != TYPE_NUM) mismatch(P, start);
        operand(P, r, PREC_POW + 1);
        at[2] = P->c->len;
        late_reads(P, at, 2, 0, false);
        emit(P, OP_POW);
        e = (Expr){TYPE_NUM, PREC_POW, e.at, true};
    }
    return e;
}

static Expr unary(Parser *P) {
    nest(P);
    size_t at = P->tlen;
    Expr e;
    int start = P->p + 1; /* (the operand after the sign or NOT) */
    if (accept_punct(P, '-')) {
        putc_(P, '-');
        Expr r = unary(P);
        if (r.type != TYPE_NUM) mismatch(P, start);
        operand(P, r, PREC_UNARY);
        emit(P, OP_NEG);
        e = (Expr){TYPE_NUM, PREC_UNARY, at, r.result};
    } else if (accept_punct(P, '+')) { /* a unary plus is dropped */
        e = unary(P);
        if (e.type != TYPE_NUM) mismatch(P, start);
    } else if (accept_kw(P, KW_NOT)) {
        puts_(P, "NOT ");
        Expr r = unary(P);
        if (r.type != TYPE_NUM) mismatch(P, start);
        operand(P, r, PREC_UNARY);
        emit(P, OP_NOT);
        e = (Expr){TYPE_NUM, PREC_UNARY, at, false};
    } else {
        e = power(P);
    }
    P->depth--;
    return e;
}

/* A binary operator's right operand of precedence prec (left-associative:
 * an equal precedence on the right keeps its parentheses); the left
 * operand's code starts at code position left (late_reads: the operator
 * is emitted next). */
static Expr right_operand(Parser *P, Expr (*level)(Parser *), int prec, ExprType want, int left) {
    int start = P->p;
    int at[3] = {left, P->c->len};
    P->pending++; /* the left operand */
    Expr r = level(P);
    P->pending--;
    if (r.type != want) mismatch(P, start);
    operand(P, r, prec + 1);
    at[2] = P->c->len;
    late_reads(P, at, 2, want == TYPE_STR ? 3 : 0, false);
    return r;
}

/* A product or quotient: factors joined by *, /, % and DIV. negate_first:
 * the right term of a subtraction, whose first factor the ROM negates
 * before the products (1-1/3 is 1+(-1)/3: under OPTION ROUND POS
 * .666666666667); *negated then says whether a NEG_TERM was emitted (not
 * for a single factor, where a-b is the same). */
static Expr product_term(Parser *P, bool negate_first, bool *negated) {
    int left = P->c->len;
    Expr e = unary(P);
    *negated = false;
    for (;;) {
        const Token *k = peek(P);
        Opcode op;
        const char *text;
        if (is_punct(k, '*'))
            op = OP_MUL, text = "*";
        else if (is_punct(k, '/'))
            op = OP_DIV, text = "/";
        else if (is_punct(k, '%'))
            op = OP_PERCENT, text = "%";
        else if (is_kw(k, KW_DIV))
            op = OP_INT_DIV, text = " DIV ";
        else
            return e;
        if (e.type != TYPE_NUM) return e; /* see power */
        P->p++;
        if (negate_first && !*negated) {
            emit(P, OP_NEG_TERM);
            *negated = true;
        }
        operand(P, e, PREC_MUL);
        puts_(P, text);
        right_operand(P, unary, PREC_MUL, TYPE_NUM, left);
        emit(P, op);
        e = (Expr){TYPE_NUM, PREC_MUL, e.at, true};
    }
}

static Expr product(Parser *P) {
    bool negated;
    return product_term(P, false, &negated);
}

static Expr sum(Parser *P) {
    int left = P->c->len;
    Expr e = product(P);
    for (;;) {
        const Token *k = peek(P);
        if ((is_punct(k, '+') || is_punct(k, '-')) && e.type == TYPE_NUM) { /* see power */
            P->p++;
            bool minus = k->id == '-';
            /* a + before a unary minus is a subtraction: 2+-3 lists 2-3 */
            while (!minus && is_punct(peek(P), '+'))
                P->p++;
            if (!minus && is_punct(peek(P), '-')) {
                P->p++;
                minus = true;
            }
            operand(P, e, PREC_ADD);
            putc_(P, minus ? '-' : '+');
            bool negated;
            int start = P->p;
            int at[3] = {left, P->c->len};
            P->pending++; /* the left operand */
            Expr r = product_term(P, minus, &negated);
            P->pending--;
            if (r.type != TYPE_NUM) mismatch(P, start);
            operand(P, r, PREC_ADD + 1);
            at[2] = P->c->len;
            late_reads(P, at, 2, 0, false);
            /* a + before an operand that lists with a leading minus lists as a
               subtraction: 1+(-2) and 1+(-2)*3 list 1-2 and 1-2*3 (ROM); the
               value is the same, x+(-y)*z being x-y*z exactly */
            if (!minus && r.at > 0 && r.at < P->tlen && P->text[r.at] == '-' &&
                P->text[r.at - 1] == '+') {
                memmove(P->text + r.at - 1, P->text + r.at, P->tlen - r.at + 1);
                P->tlen--;
            }
            emit(P, minus && !negated ? OP_SUB : OP_ADD);
            e = (Expr){TYPE_NUM, PREC_ADD, e.at, true};
        } else if (is_punct(k, '&') && e.type == TYPE_STR) { /* after a number: see power */
            P->p++;
            operand(P, e, PREC_ADD);
            putc_(P, '&');
            right_operand(P, product, PREC_ADD, TYPE_STR, left);
            emit(P, OP_CONCAT);
            e = (Expr){TYPE_STR, PREC_ADD, e.at, false};
        } else {
            return e;
        }
    }
}

/* A relational operator: the outcomes it is true for (CMP_*, with
 * CMP_SIGNAL when an unordered comparison raises Unordered: every
 * relation without '?' but '=') and its listed spelling, as the ROM lists
 * it; -1 for a token that is not one. */
static int relation_mask(const Token *k, const char **text) {
    static const char *const spelling[16] = {"",  "<",  "=",  "<=",  ">",  "<>", ">=",  "<=>",
                                             "?", "<?", "=?", "<=?", ">?", "#",  "=>?", "<=>?"};
    if (k->kind != TOK_PUNCT) return -1;
    int m;
    switch (k->id) {
    case '=': m = CMP_EQ; break;
    case '#': m = CMP_LT | CMP_GT | CMP_UNORDERED; break;
    case '?': m = CMP_UNORDERED; break;
    case '<': m = CMP_LT; break;
    case '>': m = CMP_GT; break;
    default:
        if (k->id <= PUNCT_REL || k->id > PUNCT_REL + CMP_ALL) return -1;
        m = k->id - PUNCT_REL;
        break;
    }
    *text = spelling[m];
    if (!(m & CMP_UNORDERED) && m != CMP_EQ) m |= CMP_SIGNAL;
    return m;
}

/* The comparison opcode for outcome mask m, or OP_REL (its operand the
 * mask) for the rarer ones. */
static Opcode relation_opcode(int m) {
    static const Opcode common[] = {OP_EQ, OP_NE, OP_LT, OP_GT, OP_LE, OP_GE, OP_LG, OP_UNORD};
    for (size_t i = 0; i < sizeof common / sizeof common[0]; i++)
        if (chunk_comparison_mask(common[i]) == m) return common[i];
    return OP_REL;
}

static Expr comparison(Parser *P) {
    int left = P->c->len;
    Expr e = sum(P);
    int m;
    const char *text;
    while ((m = relation_mask(peek(P), &text)) >= 0) {
        P->p++;
        /* a comparison of a comparison keeps its parentheses: (A=B)=C */
        operand(P, e, PREC_REL + 1);
        puts_(P, text);
        Expr r = right_operand(P, sum, PREC_REL, e.type, left);
        (void)r;
        Opcode op = relation_opcode(m);
        if (e.type == TYPE_STR)
            emit_op1(P, OP_STR_CMP, m);
        else if (op == OP_REL)
            emit_op1(P, OP_REL, m);
        else
            P->compare_at = emit(P, op);
        e = (Expr){TYPE_NUM, PREC_REL, e.at, false};
    }
    return e;
}

static Expr conjunction(Parser *P) {
    int left = P->c->len;
    Expr e = comparison(P);
    /* (a string ends before AND, OR and EXOR, as before +: DISP A$ AND 1
       is in excess, (A$ AND 1) Invalid Expr, as (A$+1), the ROM) */
    while (e.type == TYPE_NUM && accept_kw(P, KW_AND)) {
        operand(P, e, PREC_AND);
        puts_(P, " AND ");
        right_operand(P, comparison, PREC_AND, TYPE_NUM, left);
        emit(P, OP_AND);
        e = (Expr){TYPE_NUM, PREC_AND, e.at, false};
    }
    return e;
}

static Expr expression(Parser *P) {
    nest(P);
    int left = P->c->len;
    Expr e = conjunction(P);
    for (;;) {
        Opcode op;
        const char *text;
        if (e.type != TYPE_NUM) break; /* (as in conjunction) */
        if (accept_kw(P, KW_OR))
            op = OP_OR, text = " OR ";
        else if (accept_kw(P, KW_EXOR))
            op = OP_EXOR, text = " EXOR ";
        else
            break;
        operand(P, e, PREC_OR);
        puts_(P, text);
        right_operand(P, conjunction, PREC_OR, TYPE_NUM, left);
        emit(P, op);
        e = (Expr){TYPE_NUM, PREC_OR, e.at, false};
    }
    P->depth--;
    return e;
}

/* ---- statements ---- */

static void statement_list(Parser *P, bool stop_at_else);
static void statements(Parser *P, bool stop_at_else, bool head);

/* A store target: a numeric variable or element, or a string variable or
 * element with an optional substring. The subscripts are compiled now; the
 * store instruction is emitted by store_target after the value. Error:
 * Invalid Var (not a variable). */
typedef struct Target {
    bool is_str;
    int slot, ndims, substring;
} Target;

/* CHECK_ELEM of element target t, its subscripts on the stack (and above
 * them its substring's positions, once compiled): the element is found
 * before the value is read or computed; makes for READ and INPUT, which
 * make a missing array there. */
static void check_element(Parser *P, Target t, bool makes) {
    emit(P, OP_CHECK_ELEM);
    emit(P, t.slot);
    emit(P, t.ndims | (makes ? CHECK_MAKES : 0));
    emit(P, t.is_str ? 1 + t.substring : 0);
}

/* early: a string element's subscript is checked (CHECK_ELEM) before its
 * substring's positions are computed, and *early set when it was (the
 * ROM: S$(5)[SQR(-1)]="X" with S$ of 3 elements is Subscript). */
static Target parse_target_early(Parser *P, bool *early) {
    const Token *v = next(P);
    Target t = {0};
    if (early) *early = false;
    if (v->kind == TOK_NUM_VAR) {
        t.slot = v->id;
        put_variable(P, v->id, false);
        if (is_punct(peek(P), '(')) t.ndims = subscripts(P, 2, HP71_E_INVALID_EXPR);
    } else if (v->kind == TOK_STR_VAR) {
        t.is_str = true;
        t.slot = v->id;
        put_variable(P, v->id, true);
        if (is_punct(peek(P), '(')) t.ndims = subscripts(P, 1, HP71_E_INVALID_EXPR);
        if (early && t.ndims && is_punct(peek(P), '[')) {
            check_element(P, t, false); /* (t.substring 0 yet: the subscript on top) */
            *early = true;
        }
        int at[4] = {-1};
        if ((t.substring = substring(P, at))) late_reads(P, at, t.substring + 1, 1, false);
    } else {
        fail(P, HP71_E_INVALID_VAR);
    }
    return t;
}

static Target parse_target(Parser *P) {
    return parse_target_early(P, NULL);
}

/* True when the token at the current one would go on with target t as an
 * expression: an operator or a relation (& and relations after a string),
 * AND, OR, EXOR and DIV after a number, another substring after a string. */
static bool goes_on_with(Parser *P, Target t) {
    const Token *k = peek(P);
    if (k->kind == TOK_KEYWORD)
        return !t.is_str &&
               (k->id == KW_AND || k->id == KW_OR || k->id == KW_EXOR || k->id == KW_DIV);
    if (k->kind != TOK_PUNCT) return false;
    return k->id >= PUNCT_REL || strchr(t.is_str ? "&<>#?=[" : "+-*/^%<>#?=", k->id);
}

/* The target a statement names (READ, INPUT, LINPUT, LET): the ROM reads a
 * variable there, so whatever is wrong in its subscripts or substring, and
 * an operator that would go on with it, is Invalid Var (READ X(1+),
 * INPUT X+1, LET X AND 1). */
static Target named_target(Parser *P, bool let) {
    if (go_word(P, peek(P))) fail(P, HP71_E_INVALID_VAR); /* (READ GO, INPUT GOAL) */
    jmp_buf here, *outer = P->fail;
    P->fail = &here;
    if (setjmp(here)) {
        P->fail = outer;
        fail(P, HP71_E_INVALID_VAR);
    }
    Target t = parse_target(P);
    P->fail = outer;
    /* (after LET, '=' is the assignment's) */
    if (goes_on_with(P, t) && !(let && is_punct(peek(P), '='))) {
        /* LET X==1: = and then an expression that cannot begin so */
        const Token *k = peek(P);
        if (let && k->len == 2 && k->text[0] == '=' && k->text[1] == '=')
            fail(P, HP71_E_INVALID_EXPR);
        fail(P, HP71_E_INVALID_VAR);
    }
    return t;
}

/* The store of a value into target t: checked when the element's
 * subscripts were checked before the value (CHECK_ELEM), result when the
 * value is an operation's result (Expr). */
static void store_target_checked(Parser *P, Target t, bool checked, bool result) {
    if (t.is_str) {
        emit(P, OP_STORE_STR);
        emit(P, t.slot);
        emit(P, t.ndims | (checked ? STORE_CHECKED : 0));
        emit(P, t.substring);
    } else if (t.ndims) {
        emit_op2(P, OP_STORE_ELEM, t.slot,
                 t.ndims | (checked ? STORE_CHECKED : 0) | (result ? STORE_RESULT : 0));
    } else {
        emit_op1(P, result ? OP_STORE_RESULT : OP_STORE, t.slot);
    }
}

/* The = of an assignment or a FOR: a relation beginning with it (==, =>,
 * =<) is Invalid Expr (the ROM reads = and then an expression that cannot
 * begin so), anything else Syntax. */
static void expect_equals(Parser *P) {
    const Token *k = peek(P);
    if (accept_punct(P, '=')) {
        putc_(P, '=');
        return;
    }
    if (k->kind == TOK_PUNCT && k->len > 1 && k->text[0] == '=') fail(P, HP71_E_INVALID_EXPR);
    fail(P, HP71_E_SYNTAX);
}

/* target = expression; let when LET names it. */
static void assignment(Parser *P, bool let) {
    if (accept_kw(P, KW_FN)) { /* FNA=expr inside a multi-line DEF FN */
        const Token *v = next(P);
        if (v->kind != TOK_NUM_VAR && v->kind != TOK_STR_VAR) fail(P, HP71_E_INVALID_VAR);
        puts_(P, "FN");
        put_variable(P, v->id, v->kind == TOK_STR_VAR);
        expect_equals(P);
        /* the ROM finds the function before it computes the value */
        emit_op2(P, OP_FN_TARGET, v->kind == TOK_STR_VAR, v->id);
        typed_expression(P, v->kind == TOK_STR_VAR ? TYPE_STR : TYPE_NUM);
        emit_op2(P, OP_FN_SET, v->kind == TOK_STR_VAR, v->id);
        return;
    }
    bool early = false;
    Target t = let ? named_target(P, true) : parse_target_early(P, &early);
    /* after LET's target: anything but = or an operator is Syntax */
    if (let && !is_punct(peek(P), '=')) fail(P, HP71_E_SYNTAX);
    expect_equals(P);
    /* the ROM checks an element's subscripts before it computes the value
       (A(4)=1/0 is Subscript, not /Zero then Subscript); a value of one
       constant cannot tell the difference (a variable can: A(4)=A with A
       an array is Subscript, not Data Type) */
    const Token *v = peek(P);
    bool single = (v->kind == TOK_NUMBER || v->kind == TOK_STRING) &&
                  (peek_at(P, 1)->kind == TOK_END || peek_at(P, 1)->kind == TOK_REMARK ||
                   is_punct(peek_at(P, 1), '@') || is_kw(peek_at(P, 1), KW_ELSE));
    bool checked = early || (t.ndims && !single);
    if (checked && !early) check_element(P, t, false);
    Expr e = typed_expression(P, t.is_str ? TYPE_STR : TYPE_NUM);
    store_target_checked(P, t, checked, e.result);
}

/* A DISP/PRINT list (also an expression statement): items separated by ';'
 * and ','; TAB(n). */
static void display_list(Parser *P) {
    bool open = false;
    while (!at_statement_end(P)) {
        if (accept_punct(P, ';')) {
            putc_(P, ';');
            open = true;
            continue;
        }
        if (accept_punct(P, ',')) {
            putc_(P, ',');
            emit(P, OP_DISP_COMMA);
            open = true;
            continue;
        }
        if (accept_kw(P, KW_TAB)) {
            puts_(P, "TAB(");
            if (!is_punct(peek(P), '(')) fail(P, HP71_E_SYNTAX); /* DISP TAB 2 (ROM) */
            expect_punct(P, '(');
            numeric_expression(P);
            if (!is_punct(peek(P), ')')) fail(P, HP71_E_RPAREN_EXPECTED); /* TAB(1,2) (ROM) */
            expect_punct(P, ')');
            putc_(P, ')');
            emit(P, OP_DISP_TAB);
        } else {
            Expr e = expression(P);
            emit(P, e.type == TYPE_NUM ? OP_DISP_NUM : OP_DISP_STR);
        }
        open = false;
        if (!at_statement_end(P) && !is_punct(peek(P), ';') && !is_punct(peek(P), ','))
            fail(P, HP71_E_EXCESS_CHARS);
    }
    emit_op1(P, OP_DISP_END, open ? 0 : 1);
}

/* DISP USING and PRINT USING: USING, a blank, the image (a line number,
 * the IMAGE statement's, or a string expression), then ';' and the items,
 * separated by ',' or ';' (a last one may end the list). */
static bool blank(Parser *P);
static bool digits_only(const Token *k);

static void using_statement(Parser *P, bool print) {
    P->p++;
    puts_(P, " USING");
    if (!blank(P)) fail(P, HP71_E_MISSING_PARM);
    const Token *k = peek(P);
    /* an IMAGE's line: 1 to 9999 in digits (1E1: Excess Chars), else a
       string (ROM: Invalid Parm, for .5 and a sign or separator first too) */
    if (k->kind == TOK_NUMBER && k->text[0] != '.') (void)checked_line(P, k, HP71_E_INVALID_PARM);
    if ((k->kind == TOK_PUNCT && !is_punct(k, '(')) || k->kind == TOK_NUMBER || k->kind == TOK_BAD)
        if (!digits_only(k)) fail(P, HP71_E_INVALID_PARM);
    /* a word that starts no operand (USING, NOT, TO): Invalid Parm too */
    if (k->kind == TOK_KEYWORD && k->id != KW_FN && keyword_kind((Keyword)k->id) != KIND_NUM_FUNC &&
        keyword_kind((Keyword)k->id) != KIND_STR_FUNC)
        fail(P, HP71_E_INVALID_PARM);
    if (digits_only(k)) {
        int line = line_number(P);
        emit(P, OP_USING);
        emit(P, 1);
        int at = emit(P, line);
        chunk_fixup(P->c, at, FIXUP_LINE, 0);
        emit(P, print);
    } else {
        /* a string and its concatenations; a relation after them would make
           a number (ROM: Invalid Parm), another word ends the image */
        /* (an image that is no expression is Invalid Parm too: DISP USING
           A$&, DISP USING (1+; the ROM) */
        const char *rel;
        jmp_buf here, *outer = P->fail;
        P->fail = &here;
        if (setjmp(here)) {
            P->fail = outer;
            fail(P, HP71_E_INVALID_PARM);
        }
        if (k->kind == TOK_STRING || k->kind == TOK_STR_VAR) {
            (void)sum(P); /* a string: a string's concatenations */
            if (relation_mask(peek(P), &rel) >= 0) fail(P, HP71_E_INVALID_PARM);
        } else if (expression(P).type != TYPE_STR) {
            fail(P, HP71_E_INVALID_PARM);
        }
        P->fail = outer;
        emit(P, OP_USING);
        emit(P, 0);
        emit(P, 0);
        emit(P, print);
    }
    if (!at_statement_end(P)) {
        if (!accept_punct(P, ';')) fail(P, HP71_E_EXCESS_CHARS);
        putc_(P, ';');
        while (!at_statement_end(P)) {
            if (is_punct(peek(P), ';') || is_punct(peek(P), ',')) { /* an empty item (ROM) */
                putc_(P, (char)next(P)->id);
                continue;
            }
            emit(P, OP_USING_FIELD); /* the ROM reads the field first */
            Expr e = expression(P);
            emit(P, e.type == TYPE_NUM ? OP_USING_NUM : OP_USING_STR);
            if (accept_punct(P, ';'))
                putc_(P, ';');
            else if (accept_punct(P, ','))
                putc_(P, ',');
            else if (!at_statement_end(P))
                fail(P, HP71_E_EXCESS_CHARS);
        }
    }
    emit(P, OP_USING_END);
}

/* True when k is a string no quote closes: the rest of the line from its
 * quote (tokenize_line's TOK_BAD). */
static bool unclosed_quote(const Token *k) {
    return k->kind == TOK_BAD && (k->id == '"' || k->id == '\'');
}

static void input_statement(Parser *P, bool line_input) {
    StrConst *prompt = NULL;
    bool has_default = false;
    /* a prompt no quote closes (INPUT "X;X): Quote Expected (the ROM) */
    if (unclosed_quote(peek(P))) fail(P, HP71_E_QUOTE_EXPECTED);
    if (peek(P)->kind == TOK_STRING) {
        const Token *s = next(P);
        put_string(P, s);
        prompt = chunk_string(P->c, s->text, s->len);
        if (accept_punct(P, ',')) { /* INPUT "V? ","12";V: a default reply, a string (ROM) */
            putc_(P, ',');
            typed_expression(P, TYPE_STR);
            has_default = true;
        }
        if (accept_punct(P, ';'))
            putc_(P, ';');
        else
            fail(P, HP71_E_SYNTAX);
    }
    emit(P, OP_INPUT);
    emit(P, (Word)(intptr_t)prompt);
    int count_at = emit(P, 0), mask_at = emit(P, 0);
    int count = 0;
    Word mask = (line_input ? INPUT_WHOLE_LINE : 0) | (has_default ? INPUT_DEFAULT_REPLY : 0);
    do {
        if (count >= 60) fail(P, HP71_E_EXCESS_CHARS);
        if (count > 0) putc_(P, ',');
        /* (ROUND: the variable R and letters in excess, the ROM) */
        if (!line_input && is_kw(peek(P), KW_ROUND)) fail(P, HP71_E_EXCESS_CHARS);
        Target t = named_target(P, false);
        if (line_input && !t.is_str) fail(P, HP71_E_INVALID_VAR); /* LINPUT A (ROM) */
        if (t.is_str) mask |= (Word)1 << count;
        /* an element's subscripts are checked before its field is read
           (the ROM: WRN:Subscript, then Numeric Input for an empty one),
           but after a reply too short to reach it is found (the ROM:
           INPUT A,E(6) with E(2) answered 5 is Too Few Inputs, 5,6
           Subscript) */
        if (t.ndims) {
            emit_op1(P, OP_INPUT_FIELD, count);
            check_element(P, t, true);
        }
        emit_op1(P, t.is_str ? OP_INPUT_STR : OP_INPUT_NUM, count);
        store_target_checked(P, t, t.ndims != 0, false);
        count++;
    } while (!line_input && accept_punct(P, ','));
    emit(P, OP_INPUT_END);
    P->c->code[count_at] = count;
    P->c->code[mask_at] = mask;
}

static int marker_tokens(Parser *P, int ahead);
static int array_marker(Parser *P, bool is_str, bool allow_arrays, Hp71Error string_error);

/* A whole array at the parser's place, A(), A(,) or A$() (READ's, LR's and
 * PRINT #'s items): read and listed; returns its kind (array_marker's) and
 * sets *slot; -1, nothing read, when none is there. "(,)" after a string
 * is string_error. */
static int whole_array_item(Parser *P, Hp71Error string_error, int *slot) {
    const Token *a = peek(P);
    if ((a->kind != TOK_NUM_VAR && a->kind != TOK_STR_VAR) || !marker_tokens(P, 1)) return -1;
    P->p++;
    put_variable(P, a->id, a->kind == TOK_STR_VAR);
    *slot = a->id;
    return array_marker(P, a->kind == TOK_STR_VAR, true, string_error);
}

static int read_statement(Parser *P) {
    int n = 0;
    enum { LOST_MAX = 64 };        /* (a line of 96 characters has fewer targets) */
    int lost[LOST_MAX], nlost = 0; /* the READ_LOST targets, patched at the end */
    do {
        if (n++ > 0) putc_(P, ',');
        int slot, kind = whole_array_item(P, HP71_E_INVALID_VAR, &slot);
        if (kind >= 0) { /* READ A(), A(,), A$(): the whole array, which it must be (ROM) */
            emit(P, OP_READ_WHOLE);
            emit(P, slot);
            emit(P, kind);
            emit(P, 0);
            continue;
        }
        if (is_kw(peek(P), KW_ROUND)) fail(P, HP71_E_EXCESS_CHARS); /* (as INPUT's) */
        Target t = named_target(P, false);
        int skip_at = -1;
        if (t.ndims == 0) { /* READ A: all of A if it is an array (ROM); else A made
                                if missing, before its item is read */
            emit(P, OP_READ_WHOLE);
            emit(P, t.slot);
            emit(P, (t.is_str ? PARAM_STRING : 0) | (t.substring ? PARAM_SUBSTRING : 0));
            skip_at = emit(P, 0);
        }
        /* an element's subscripts are checked before the item is read (the
           ROM: READ A(20) leaves the item for the next READ) */
        if (t.ndims) check_element(P, t, true);
        emit(P, t.is_str ? OP_READ_STR : OP_READ_NUM);
        store_target_checked(P, t, t.ndims != 0, false);
        if (skip_at >= 0) P->c->code[skip_at] = P->c->len - skip_at - 1;
        /* a store lost outside the array (TRAP(IVL,2)) ends the READ: its
           other targets keep their values, their items stay (the ROM) */
        if (t.ndims && nlost < LOST_MAX) {
            emit(P, OP_READ_LOST);
            lost[nlost] = emit(P, 0);
            chunk_fixup(P->c, lost[nlost++], FIXUP_LOCAL, 0);
        }
    } while (accept_punct(P, ','));
    for (int i = 0; i < nlost; i++)
        patch_here(P, lost[i]);
    return n;
}

/* A DATA statement, as the ROM keeps and reads it. Its text runs to the end
 * of the line. On entry the quotes must pair (else Quote Expected) and the
 * blanks next to a comma outside quotes go (that is the listing). READ then
 * splits the kept text at every comma, quotes or not, except that an item
 * that is exactly one quoted string is that string: DATA "Q,R" holds Q,R
 * but DATA "A,B"C holds "A and B"C. A numeric READ evaluates its item as an
 * expression (DATA 2*3, PI, X); a quoted item is Data Type. Each item is a
 * DATA_ITEM: a plain number is read at entry (kind NUM_*), any other text
 * is evaluated by READ (kind DATA_EXPRESSION), a quoted string never is
 * (kind DATA_QUOTED). */
static void data_statement(Parser *P) {
    const Token *d = next(P);
    if (d->kind != TOK_DATA) return; /* DATA with nothing: no items */
    if (d->id) fail(P, HP71_E_QUOTE_EXPECTED);
    char kept[TOKENIZER_MAX_LINE];
    int n = tokens_data_kept(d, kept);
    put(P, kept, (size_t)n);
    /* the items, as READ splits them */
    const char *s = kept, *end = kept + n;
    for (;;) {
        const char *text = s, *close = NULL;
        if (s < end && (*s == '"' || *s == '\'')) {
            close = memchr(s + 1, *s, (size_t)(end - s - 1));
            if (close && close + 1 < end && close[1] != ',') close = NULL;
        }
        int len;
        Num value = {.m = 0, .e = 0, .k = DATA_QUOTED};
        if (close) {
            text = s + 1;
            len = (int)(close - text);
            s = close + 1;
        } else {
            const char *comma = memchr(s, ',', (size_t)(end - s));
            s = comma ? comma : end;
            len = (int)(s - text);
            value.k = DATA_EXPRESSION;
            /* a plain number (with a sign) is read now, unless it warns */
            const char *digits = text;
            int sign = 0;
            if (len > 0 && (*digits == '-' || *digits == '+')) sign = *digits++ == '-' ? -1 : 1;
            Num v;
            if (len > (sign != 0) && (isdigit((unsigned char)*digits) || *digits == '.') &&
                num_parse(digits, (size_t)(len - (sign != 0)), &v) == HP71_E_NONE)
                value = sign < 0 ? num_neg(v) : v;
        }
        emit(P, OP_DATA_ITEM);
        emit(P, value.m);
        emit(P, value.e);
        emit(P, value.k);
        emit(P, (Word)(intptr_t)chunk_string(P->c, text, len));
        if (s >= end) break;
        s++; /* the comma */
    }
}

/* True when the letters typed from token k begin with the first 8 of a
 * keyword of 9 (RANDOMIZ, TRANSFOR, UNPROTEC) but are not that keyword:
 * where a statement or a variable goes, the ROM reads them as a keyword it
 * does not know (RANDOMIZ 1 and THEN TRANSFOR: Syntax; DIM UNPROTEC:
 * Invalid Var), in an expression as letters (X=RANDOMIZ: Excess Chars). */
static bool cut_keyword(const Parser *P, const Token *k) {
    static const Keyword words[] = {KW_RANDOMIZE, KW_TRANSFORM, KW_UNPROTECT};
    if (!k->text || (k->kind != TOK_NUM_VAR && k->kind != TOK_STR_VAR && k->kind != TOK_KEYWORD))
        return false;
    int run = typed_run(P, k);
    for (size_t i = 0; i < sizeof words / sizeof *words; i++) {
        const char *w = keyword_text(words[i]);
        if (run >= 8 && strncasecmp(k->text, w, 8) == 0 &&
            (run == 8 || toupper((unsigned char)k->text[8]) != w[8]))
            return true;
    }
    return false;
}

/* True when the statement at the current token is a bare label name and
 * nothing else (THEN XY: an implied GOTO 'XY'); consumes nothing. */
static bool label_alone(Parser *P) {
    jmp_buf here, *outer = P->fail;
    int p = P->p;
    bool yes = false;
    char name[LABEL_MAX + 1];
    const Token *k = peek(P);
    /* a statement's keyword starts a statement (THEN BEEP); a function's
       name is a label (THEN PI), and so is CONT, which no program runs */
    /* (SHOW, CLAIM and FREE without their PORT are labels too: THEN SHOW
       lists THEN 'SHOW'; KEY is DEF KEY's short form: THEN KEY is Invalid
       Expr; the ROM) */
    bool port_word = (k->id == KW_SHOW || k->id == KW_CLAIM || k->id == KW_FREE) &&
                     !is_kw(peek_at(P, 1), KW_PORT);
    if (k->kind == TOK_KEYWORD && k->id == KW_KEY) return false;
    if (cut_keyword(P, k)) return false; /* (THEN RANDOMIZ: statement's Syntax) */
    /* (THEN CONT: a label in a program, and typed when '@' or ELSE follows
       it; typed alone, the command; the ROM) */
    bool cont_label =
        k->id == KW_CONT && (P->mode == COMPILE_PROGRAM || is_punct(peek_at(P, 1), '@') ||
                             is_kw(peek_at(P, 1), KW_ELSE));
    if (k->kind == TOK_KEYWORD && !cont_label && !port_word &&
        (keyword_kind((Keyword)k->id) == KIND_STATEMENT ||
         keyword_kind((Keyword)k->id) == KIND_COMMAND))
        return false;
    P->fail = &here;
    if (!setjmp(here)) yes = bare_label(P, name) && at_statement_end(P);
    P->fail = outer;
    P->p = p;
    return yes;
}

/* True when a string expression ahead, after THEN or ELSE, names a label
 * to go to (THEN A$, THEN "A"&B$): it is not a string assignment (THEN
 * A$[2]="X", THEN FNA$="X" in a multi-line DEF FN). */
static bool computed_branch(Parser *P) {
    if (!computed_target(P)) return false;
    if (is_kw(peek(P), KW_FN)) return !is_punct(peek_at(P, 2), '='); /* (THEN FNA$="X") */
    if (peek(P)->kind != TOK_STR_VAR) return true;
    const Token *t = P->t->tok;
    int i = P->p + 1, n = P->t->count;
    if (i < n && is_punct(&t[i], '(')) i = tokens_after_group(P->t, i); /* A$(n) */
    for (int depth = 0; i < n && t[i].kind != TOK_END; i++) {           /* [m,n] */
        if (is_punct(&t[i], '['))
            depth++;
        else if (depth == 0)
            break;
        else if (is_punct(&t[i], ']'))
            depth--;
    }
    return !(i < n && is_punct(&t[i], '='));
}

/* THEN or ELSE part: a line number or label (implied GOTO), a string
 * expression naming a label, or statements. Returns, for an ELSE's line
 * or label in a program (GOTO_ELSE), where the place CONT resumes after
 * it goes, to be patched at the end of the IF; else -1. */
static int branch_part(Parser *P, bool stop_at_else) {
    const Token *k = peek(P);
    bool head = true; /* the part's first statement comes next */
    int resume = -1;
    if (k->kind == TOK_NUMBER ||
        (k->kind == TOK_STRING &&
         (peek_at(P, 1)->kind == TOK_END || is_kw(peek_at(P, 1), KW_ELSE) ||
          peek_at(P, 1)->kind == TOK_REMARK || is_punct(peek_at(P, 1), '@'))) ||
        label_alone(P) || computed_branch(P)) {
        emit_to_target(P, OP_JUMP, false);
        /* the ROM: after an ELSE to a missing line, CONT goes on after the IF
           (after THEN's, it tries the IF again) */
        if (!stop_at_else && P->c->len >= 2 && P->c->code[P->c->len - 2] == OP_GOTO) {
            P->c->code[P->c->len - 2] = OP_GOTO_ELSE;
            resume = emit(P, 0);
            chunk_fixup(P->c, resume, FIXUP_LOCAL, 0);
        } else if (P->c->len >= 2 && P->c->code[P->c->len - 2] == OP_GOTO) {
            P->c->code[P->c->len - 2] = OP_GOTO_THEN; /* (vm_loop.h: a missing line) */
        }
        if (!accept_punct(P, '@')) return resume;
        /* statements after it are the part's too, never run (the ROM: in
           IF X THEN 20 @ DISP "A" ELSE 30, DISP "A" is THEN's) */
        puts_(P, " @ ");
        head = false;
    }
    int outer = P->branch;
    P->branch = stop_at_else ? 1 : 2;
    statements(P, stop_at_else, head);
    P->branch = outer;
    return resume;
}

/* True when the statement at the current token cannot stand in a THEN or
 * ELSE part (the ROM: Illegal Context): the ones that shape a program (DEF,
 * SUB, END DEF, END SUB, DATA, IMAGE, FOR, NEXT), DELETE, EDIT, the port
 * statements, and IF after THEN (ELSE IF is fine). */
static bool not_in_branch(Parser *P) {
    const Token *k = peek(P);
    if (k->kind != TOK_KEYWORD) return false;
    switch (k->id) {
    case KW_DEF: return is_kw(peek_at(P, 1), KW_FN); /* (DEF alone: Syntax, as anywhere) */
    case KW_SUB:
    case KW_DATA:
    case KW_IMAGE:
    case KW_FOR:
    case KW_NEXT:
    case KW_FREE:
    case KW_CLAIM: return true;
    case KW_END: return is_kw(peek_at(P, 1), KW_DEF) || is_kw(peek_at(P, 1), KW_SUB);
    case KW_IF: return P->branch == 1;
    default: return false;
    }
}

/* The mask of a jump taken when comparison op is false. */
static int false_outcomes(Opcode op) {
    int m = chunk_comparison_mask(op);
    return (CMP_ALL & ~m) | (m & CMP_SIGNAL);
}

/* Emits "jump when the condition just compiled is false". When it ended
 * with a numeric comparison, the comparison and the jump become one
 * OP_JUMP_CMP. Returns the target operand's index. */
static int emit_jump_unless(Parser *P) {
    if (HP71_FAST_PATHS && P->compare_at == P->c->len - 1) {
        Opcode cmp = (Opcode)P->c->code[P->compare_at];
        P->c->code[P->compare_at] = OP_JUMP_CMP;
        emit(P, false_outcomes(cmp));
        int at = emit(P, 0);
        chunk_fixup(P->c, at, FIXUP_LOCAL, 0);
        return at;
    }
    return emit_jump(P, OP_JUMP_FALSE);
}

static void if_statement(Parser *P) {
    P->compare_at = -1;
    if (at_statement_end(P)) fail(P, HP71_E_INVALID_EXPR);
    numeric_expression(P);
    if (!accept_kw(P, KW_THEN)) fail(P, HP71_E_SYNTAX);
    puts_(P, " THEN ");
    /* nothing after THEN is Syntax; a remark alone is an empty part (ROM) */
    if (at_statement_end(P) && peek(P)->kind != TOK_REMARK) fail(P, HP71_E_SYNTAX);
    /* IF a<b THEN line (no ELSE): one jump to the line when a<b */
    if (HP71_FAST_PATHS && P->mode != COMPILE_KEYBOARD && P->compare_at == P->c->len - 1 &&
        peek(P)->kind == TOK_NUMBER &&
        (peek_at(P, 1)->kind == TOK_END || peek_at(P, 1)->kind == TOK_REMARK)) {
        Opcode cmp = (Opcode)P->c->code[P->compare_at];
        P->c->code[P->compare_at] = OP_JUMP_CMP;
        emit(P, chunk_comparison_mask(cmp) | CMP_DIRECT);
        int line = line_number(P);
        int at = emit(P, line);
        chunk_fixup(P->c, at, FIXUP_LINE, 0);
        return;
    }
    int to_else = emit_jump_unless(P);
    (void)branch_part(P, true);
    if (accept_kw(P, KW_ELSE)) {
        puts_(P, " ELSE ");
        if (peek(P)->kind == TOK_END || is_kw(peek(P), KW_ELSE) || is_punct(peek(P), '@'))
            fail(P, HP71_E_SYNTAX); /* (ROM: ELSE @ 2 too) */
        int to_end = emit_jump(P, OP_JUMP);
        patch_here(P, to_else);
        int resume = branch_part(P, false);
        patch_here(P, to_end);
        if (resume >= 0) { /* a place in this line for CONT, after the IF */
            patch_here(P, resume);
            emit(P, OP_STMT);
        }
    } else {
        patch_here(P, to_else);
    }
}

/* Checks variable token v where a variable must be (LET, FOR, NEXT, DIM
 * and the declarations, DESTROY, STAT). Error: Invalid Var when the letters
 * typed there are GO or start a secondary word the ROM reads as a keyword wherever it is
 * (FLOW, VARS, CLOCK, NEAR, ZERO, NEG, EXTEND: LET FLOWER=1, DIM ZEROS(2);
 * hp71 reads F and the rest elsewhere, as the ROM does in an expression). */
static void no_keyword_word(Parser *P, const Token *v) {
    static const Keyword words[] = {KW_FLOW, KW_VARS, KW_CLOCK, KW_NEAR,
                                    KW_ZERO, KW_NEG,  KW_EXTEND};
    if (v->kind != TOK_NUM_VAR && v->kind != TOK_STR_VAR) return;
    if (go_word(P, v)) fail(P, HP71_E_INVALID_VAR); /* (FOR GO=1: GO, the ROM) */
    if (cut_keyword(P, v)) fail(P, HP71_E_INVALID_VAR);
    size_t run = (size_t)typed_run(P, v); /* (the line has no terminator) */
    for (size_t i = 0; i < sizeof words / sizeof *words; i++) {
        const char *w = keyword_text(words[i]);
        if (run >= strlen(w) && strncasecmp(v->text, w, strlen(w)) == 0)
            fail(P, HP71_E_INVALID_VAR);
    }
}

/* The next token, where a variable must be (no_keyword_word checked). */
static const Token *variable_token(Parser *P) {
    /* (a number is refused where it stands, before it is read: DIM 1E600
       does not warn, the ROM) */
    if (peek(P)->kind == TOK_NUMBER) fail(P, HP71_E_INVALID_VAR);
    const Token *v = next(P);
    no_keyword_word(P, v);
    return v;
}

static void for_statement(Parser *P) {
    const Token *v = variable_token(P);
    /* the ROM: a counter is a simple variable (FOR I(1)=... Invalid Var) */
    if (v->kind != TOK_NUM_VAR || is_punct(peek(P), '(')) fail(P, HP71_E_INVALID_VAR);
    put_variable(P, v->id, false);
    expect_equals(P);
    emit(P, OP_FOR_BEGIN);
    emit(P, v->id);
    Expr first = typed_expression(P, TYPE_NUM);
    emit_op2(P, OP_FOR_START, v->id, first.result);
    if (!accept_kw(P, KW_TO)) fail(P, HP71_E_SYNTAX);
    puts_(P, " TO ");
    numeric_expression(P);
    emit(P, OP_FOR_LIMIT);
    if (accept_kw(P, KW_STEP)) {
        puts_(P, " STEP ");
        numeric_expression(P);
    } else {
        emit(P, OP_FOR_STEP_ONE);
    }
    emit(P, OP_FOR);
    emit(P, v->id);
    int at = emit(P, -1);
    chunk_fixup(P->c, at, FIXUP_FOR_EXIT, v->id);
}

static void next_statement(Parser *P) {
    const Token *v = variable_token(P);
    if (v->kind != TOK_NUM_VAR || is_punct(peek(P), '(')) fail(P, HP71_E_INVALID_VAR);
    put_variable(P, v->id, false);
    emit(P, OP_NEXT);
    int at = emit(P, v->id);
    chunk_fixup(P->c, at, FIXUP_NEXT, v->id);
}

/* GOTO/GOSUB/RESTORE list of ON: line numbers or labels; returns their
 * count, *first_label the place (from 1) of the first label, 0 for none. */
static int target_list(Parser *P, int *first_label) {
    int n = 0;
    *first_label = 0;
    do {
        if (n > 0) putc_(P, ',');
        if (no_name_here(P)) fail(P, HP71_E_SYNTAX);
        if (!*first_label && peek(P)->kind != TOK_NUMBER) *first_label = n + 1;
        emit_to_target(P, OP_JUMP, true);
        n++;
    } while (accept_punct(P, ','));
    return n;
}

/* GOTO or GOSUB (Syntax when neither), listed after the text before;
 * returns true for GOSUB. */
static bool goto_or_gosub(Parser *P, const char *before) {
    bool gosub = accept_kw(P, KW_GOSUB);
    if (!gosub && !accept_kw(P, KW_GOTO)) fail(P, HP71_E_SYNTAX);
    puts_(P, before);
    puts_(P, gosub ? "GOSUB " : "GOTO ");
    return gosub;
}

/* The handler's line or label of ON ERROR or ON TIMER (op), and how it is
 * reached. */
static void handler_target(Parser *P, Opcode op, bool gosub) {
    if (no_name_here(P)) fail(P, HP71_E_SYNTAX);
    emit_to_target(P, op, true);
    emit(P, gosub);
}

/* ON ERROR GOTO/GOSUB target, ON expr GOTO/GOSUB/RESTORE targets (ON TIMER:
 * timer_statement) */
static void on_statement(Parser *P) {
    if (accept_kw(P, KW_ERROR)) {
        puts_(P, "ERROR ");
        handler_target(P, OP_ON_ERROR, goto_or_gosub(P, ""));
        return;
    }
    numeric_expression(P);
    /* ON n RESTORE targets: the n-th target's DATA (kind 3) */
    bool restore = accept_kw(P, KW_RESTORE);
    if (restore) puts_(P, " RESTORE ");
    bool gosub = !restore && goto_or_gosub(P, " ");
    emit(P, OP_ON);
    int count_at = emit(P, 0);
    int kind_at = emit(P, restore ? 3 : gosub ? 1 : P->mode == COMPILE_KEYBOARD ? 2 : 0);
    int first_label;
    P->c->code[count_at] = target_list(P, &first_label);
    /* RESTORE's: 3 + the place of its first label (the ROM goes to a
       target after a label instead, vm_loop.h) */
    if (restore) P->c->code[kind_at] += first_label;
}

/* At KEY of DEF KEY: "key" [, text [; or :]] (string expressions; no text
 * unassigns the key). */
static void def_key_statement(Parser *P) {
    next(P);
    puts_(P, " KEY ");
    typed_expression(P, TYPE_STR);
    int kind = 0;
    if (accept_punct(P, ',')) {
        putc_(P, ',');
        typed_expression(P, TYPE_STR);
        kind = ' ';
        if (accept_punct(P, ';'))
            kind = ';';
        else if (accept_punct(P, ':'))
            kind = ':';
        if (kind != ' ') putc_(P, (char)kind);
    }
    emit_op1(P, OP_DEF_KEY, kind);
}

/* After ON TIMER: #n, seconds GOTO|GOSUB target; after OFF TIMER: #n. */
static void timer_statement(Parser *P, bool on) {
    puts_(P, " TIMER ");
    if (is_hash_relation(peek(P))) fail(P, HP71_E_INVALID_EXPR); /* OFF TIMER ##1 (the ROM) */
    if (!accept_punct(P, '#')) fail(P, HP71_E_SYNTAX);
    putc_(P, '#');
    numeric_expression(P);
    if (!on) {
        emit_op2(P, OP_ON_TIMER, -1, 0);
        return;
    }
    if (!accept_punct(P, ',')) fail(P, HP71_E_SYNTAX);
    putc_(P, ',');
    numeric_expression(P);
    handler_target(P, OP_ON_TIMER, goto_or_gosub(P, " "));
}

static void declaration(Parser *P, int type, bool is_dim) {
    int n = 0;
    do {
        if (n++ > 0) putc_(P, ',');
        const Token *v = variable_token(P);
        if (v->kind == TOK_NUM_VAR) {
            put_variable(P, v->id, false);
            int d = is_punct(peek(P), '(') ? subscripts(P, 2, HP71_E_RPAREN_EXPECTED) : 0;
            emit(P, OP_DECLARE);
            emit(P, type);
            emit(P, v->id);
            emit(P, d);
        } else if (v->kind == TOK_STR_VAR && is_dim) {
            put_variable(P, v->id, true);
            int d = 0;
            if (accept_punct(P, '(')) { /* one dimension: DIM A$(2,2) is Syntax (ROM) */
                putc_(P, '(');
                numeric_expression(P);
                if (accept_punct(P, ',')) { /* (read as two bounds first: DIM A$(2,) is
                                               Invalid Expr, DIM A$(2,2,2) ) Expected) */
                    numeric_expression(P);
                    fail(P, accept_punct(P, ')') ? HP71_E_SYNTAX : HP71_E_RPAREN_EXPECTED);
                }
                if (!accept_punct(P, ')')) fail(P, HP71_E_RPAREN_EXPECTED);
                putc_(P, ')');
                d = 1;
            }
            bool has_len = false;
            if (accept_punct(P, '[')) {
                putc_(P, '[');
                numeric_expression(P);
                if (!accept_punct(P, ']')) fail(P, HP71_E_SYNTAX); /* DIM A$[1 2] (ROM) */
                putc_(P, ']');
                has_len = true;
            }
            emit(P, OP_DECLARE_STR);
            emit(P, v->id);
            emit(P, d);
            emit(P, has_len);
        } else {
            fail(P, HP71_E_INVALID_VAR);
        }
    } while (accept_punct(P, ','));
}

static void destroy_statement(Parser *P) {
    if (accept_kw(P, KW_ALL)) {
        puts_(P, "ALL");
        emit(P, OP_DESTROY_ALL);
        return;
    }
    int n = 0;
    do {
        if (n++ > 0) putc_(P, ',');
        const Token *v = variable_token(P);
        if (v->kind != TOK_NUM_VAR && v->kind != TOK_STR_VAR) fail(P, HP71_E_INVALID_VAR);
        put_variable(P, v->id, v->kind == TOK_STR_VAR);
        if (is_punct(peek(P), '(')) fail(P, HP71_E_INVALID_VAR); /* DESTROY A(1) (ROM) */
        emit_op2(P, OP_DESTROY, v->kind == TOK_STR_VAR, v->id);
    } while (accept_punct(P, ','));
}

static int one_of(Parser *P, const Keyword *words, int n);

static void option_statement(Parser *P) {
    static const Keyword what[] = {KW_BASE, KW_ANGLE, KW_ROUND};
    static const Keyword angles[] = {KW_DEGREES, KW_RADIANS};
    static const Keyword rounds[] = {KW_NEAR, KW_ZERO, KW_POS, KW_NEG};
    int w = one_of(P, what, 3);
    putc_(P, ' ');
    if (w == 0) {
        numeric_expression(P);
        emit(P, OP_OPTION_BASE);
    } else if (w == 1) {
        emit_op1(P, OP_ANGLE_MODE, one_of(P, angles, 2));
    } else {
        emit_op1(P, OP_ROUND_MODE, one_of(P, rounds, 4));
    }
}

/* The tokens of a whole array's marker starting ahead tokens from the
 * parser's place: 2 for "()", 3 for "(,)", 0 for none. */
static int marker_tokens(Parser *P, int ahead) {
    if (!is_punct(peek_at(P, ahead), '(')) return 0;
    if (is_punct(peek_at(P, ahead + 1), ')')) return 2;
    return is_punct(peek_at(P, ahead + 1), ',') && is_punct(peek_at(P, ahead + 2), ')') ? 3 : 0;
}

/* After a variable's name (is_str for a string's), an optional "()" or,
 * for a numeric array, "(,)" marking a whole array of one or two
 * dimensions (when arrays are allowed), listed; returns the parameter's or
 * argument's kind: PARAM_STRING, PARAM_ARRAY, PARAM_TWO_DIMS. "(,)" after
 * a string is the error given. */
static int array_marker(Parser *P, bool is_str, bool allow_arrays, Hp71Error string_error) {
    int kind = is_str ? PARAM_STRING : 0;
    int n = allow_arrays ? marker_tokens(P, 0) : 0;
    if (n == 0) return kind;
    if (n == 3 && is_str) fail(P, string_error);
    P->p += n;
    puts_(P, n == 2 ? "()" : "(,)");
    return kind | PARAM_ARRAY | (n == 3 ? PARAM_TWO_DIMS : 0);
}

/* One parameter in a DEF FN or SUB heading: A, A$, or (SUB only) A(),
 * A(,), A$(). */
static void parameter(Parser *P, bool allow_arrays) {
    const Token *v = next(P);
    /* not a variable: SUB's Invalid Parm, DEF FN's Invalid Var (ROM) */
    if (v->kind != TOK_NUM_VAR && v->kind != TOK_STR_VAR)
        fail(P, allow_arrays ? HP71_E_INVALID_PARM : HP71_E_INVALID_VAR);
    put_variable(P, v->id, v->kind == TOK_STR_VAR);
    /* DEF FNA(A(1)): Invalid Var (ROM) */
    if (!allow_arrays && is_punct(peek(P), '(')) fail(P, HP71_E_INVALID_VAR);
    int kind = array_marker(P, v->kind == TOK_STR_VAR, allow_arrays, HP71_E_INVALID_PARM);
    emit_op2(P, OP_PARAM, kind, v->id);
}

/* A parameter list "(a,b...)"; returns the count. */
static int parameter_list(Parser *P, bool allow_arrays) {
    int n = 0;
    if (!accept_punct(P, '(')) return 0;
    putc_(P, '(');
    do {
        if (n > 0) putc_(P, ',');
        parameter(P, allow_arrays);
        n++;
    } while (accept_punct(P, ','));
    if (!accept_punct(P, ')')) fail(P, HP71_E_RPAREN_EXPECTED);
    putc_(P, ')');
    return n;
}

/* DEF FNA(X)=expr, or DEF FNA(X) opening a multi-line function. */
static void def_statement(Parser *P) {
    if (!accept_kw(P, KW_FN)) fail(P, HP71_E_SYNTAX);
    const Token *v = next(P);
    if (v->kind == TOK_KEYWORD) fail(P, HP71_E_EXCESS_CHARS); /* DEF FNPI=1 (the ROM) */
    if (v->kind != TOK_NUM_VAR && v->kind != TOK_STR_VAR) fail(P, HP71_E_SYNTAX);
    bool is_str = v->kind == TOK_STR_VAR;
    puts_(P, "FN");
    put_variable(P, v->id, is_str);
    /* a string function's result's length, declared: DEF FNA$[80] (digits
       alone, listed as their value; else Syntax, a number's too: the ROM) */
    Word declared = is_str;
    if (accept_punct(P, '[')) {
        const Token *n = peek(P);
        if (!is_str || !digits_only(n)) fail(P, HP71_E_SYNTAX);
        P->p++;
        int64_t len = 0;
        for (int i = 0; i < n->len; i++)
            if (len < VM_FN_STRING_DECLARED_MAX) len = len * 10 + (n->text[i] - '0');
        if (len > VM_FN_STRING_DECLARED_MAX) len = VM_FN_STRING_DECLARED_MAX;
        if (!accept_punct(P, ']')) fail(P, HP71_E_SYNTAX);
        char text[24];
        put(P, text, (size_t)snprintf(text, sizeof text, "[%lld]", (long long)len));
        declared = 2 + len;
    }
    /* flowing into a definition skips it, at no cost (the ROM: 0.1 ms) */
    int skip = emit_jump(P, OP_SKIP);
    emit(P, OP_FN_ENTER);
    int entry = P->c->len - 1;
    int count_at = emit(P, 0);
    emit(P, declared);
    chunk_fixup(P->c, entry, FIXUP_FN_ENTRY, v->id + (is_str ? FIXUP_STRING_FN : 0));
    P->c->code[count_at] = parameter_list(P, false);
    const Token *k = peek(P);
    if (k->kind == TOK_PUNCT && k->text[0] == '=') { /* == or => too: Invalid Expr */
        expect_equals(P);
        typed_expression(P, is_str ? TYPE_STR : TYPE_NUM);
        emit_op1(P, OP_FN_RETURN, v->id * 2 + is_str);
        patch_here(P, skip);
        return;
    }
    /* multi-line: the skip goes past the matching END DEF */
    for (int i = 0; i < P->c->nfixups; i++)
        if (P->c->fixups[i].at == skip) P->c->fixups[i].kind = FIXUP_DEF_END;
}

static void sub_statement(Parser *P) {
    const Token *name = next(P);
    if (name->kind != TOK_NAME) fail(P, HP71_E_SYNTAX);
    puts_(P, name->name);
    emit(P, OP_END); /* the main program ends where a subprogram starts */
    emit(P, OP_SUB_ENTER);
    int entry = P->c->len - 1;
    int count_at = emit(P, 0);
    StrConst *s = chunk_string(P->c, name->name, (int)strlen(name->name));
    chunk_fixup_name(P->c, entry, FIXUP_SUB_ENTRY, s->s);
    P->c->code[count_at] = parameter_list(P, true);
}

/* Emits ARG_AGAIN before the reference argument whose code follows, the
 * argument number before of its CALL, whose arguments' code starts at
 * restart: when that argument's variable does not exist yet, the run makes
 * it, drops the arguments before and reads them all again from restart. */
static void arg_again(Parser *P, int before, int restart) {
    emit_op1(P, OP_ARG_AGAIN, before);
    int at = emit(P, restart);
    chunk_fixup(P->c, at, FIXUP_LOCAL, 0);
}

/* True when the argument ahead is a variable or an array element in
 * parentheses, ((Z)) or (A(1)) ending at ',' or ')': LIST keeps one pair
 * there (the ROM), though parentheses around other expressions go. */
static bool parenthesized_variable(const Parser *P) {
    const Token *t = P->t->tok;
    int i = P->p, n = P->t->count, depth = 0;
    while (i < n && is_punct(&t[i], '('))
        depth++, i++;
    if (depth == 0 || i >= n || (t[i].kind != TOK_NUM_VAR && t[i].kind != TOK_STR_VAR))
        return false;
    i++;
    if (i < n && is_punct(&t[i], '(')) i = tokens_after_group(P->t, i); /* its subscripts */
    for (int k = 0; k < depth; k++, i++)
        if (i >= n || !is_punct(&t[i], ')')) return false;
    return i < n && (is_punct(&t[i], ',') || is_punct(&t[i], ')'));
}

/* True when the argument at the parser's place is an array element alone,
 * its subscripts followed by ',' or ')'. */
static bool element_alone(const Parser *P) {
    int i = tokens_after_group(P->t, P->p + 1);
    const Token *t = P->t->tok;
    return i < P->t->count && (is_punct(&t[i], ',') || is_punct(&t[i], ')'));
}

static void command_statement(Parser *P, Keyword kw);

/* True, past it, when the word ahead is IN (CALL S IN F): not a keyword,
 * read as the letters typed. The ROM takes its two letters whatever follows
 * them (CALL S INFOO is CALL S IN FOO, CALL S IN3 a file 3): such a word is
 * read again as the tokens I and N (as IN alone is read, which the ROM's
 * sizing knows: romsize.c) and, from the character after N, the start of
 * the file's specifier. Error: Excess Chars when the tokens read again do
 * not fit the line's list. */
static bool in_word(Parser *P) {
    const Token *k = peek(P), *n = peek_at(P, 1);
    if ((k->kind != TOK_NUM_VAR && k->kind != TOK_KEYWORD) || !k->text || typed_run(P, k) < 2 ||
        toupper((unsigned char)k->text[0]) != 'I' || toupper((unsigned char)k->text[1]) != 'N')
        return false;
    if (k->kind == TOK_NUM_VAR && k->len == 1 && n->kind == TOK_NUM_VAR && n->len == 1 &&
        n->pos == k->pos + 1) { /* I and N already */
        P->p += 2;
        return true;
    }
    TokenList *t = P->t;
    const char *from = k->text + 2, *end = t->tok[t->count - 1].text;
    int at = P->p, pos = k->pos;
    TokenList *tail = malloc(sizeof *tail);
    if (!tail) fail(P, HP71_E_INSUFFICIENT_MEMORY);
    tail->overflow_to_inf = t->overflow_to_inf;
    tail->keep_denormals = t->keep_denormals;
    tail->overflow_refused = t->overflow_refused;
    tail->underflow_refused = t->underflow_refused;
    tail->keywords = t->keywords;
    bool fits = tokenize_line(from, (size_t)(end - from), tail) == HP71_E_NONE &&
                at + 2 + tail->count <= TOKENIZER_MAX_TOKENS;
    if (fits) {
        Token i = *k;
        i.kind = TOK_NUM_VAR;
        i.id = variable_slot('I', -1);
        i.len = 1;
        i.warn = HP71_E_NONE;
        Token nn = i;
        nn.id = variable_slot('N', -1);
        nn.text = k->text + 1;
        nn.pos = pos + 1;
        for (int q = 0; q < tail->count; q++) {
            t->tok[at + 2 + q] = tail->tok[q];
            t->tok[at + 2 + q].pos += pos + 2;
        }
        t->tok[at] = i;
        t->tok[at + 1] = nn;
        t->count = at + 2 + tail->count;
    }
    free(tail);
    if (!fits) fail(P, HP71_E_EXCESS_CHARS);
    P->p += 2;
    return true;
}

/* CALL name(args): a variable, an array A() or an element A(I) is passed
 * by reference, any other expression (a parenthesized variable too) by
 * value. As the ROM does, each variable or array passed by reference that
 * does not exist yet (the CALL makes it) makes the arguments be read again
 * from the first, values and subscripts (CALL S(RND,Q) passes the second
 * RND, CALL S(RND,Z(),Y()) the third; a warning in them shows again), which
 * is also why a user function may not be called there. */
static void call_statement(Parser *P) {
    const Token *name = peek(P);
    /* (no name: refused where it stands, a number there not read: CALL
       1E600 does not warn, as on the ROM) */
    if (unclosed_quote(name)) fail(P, HP71_E_QUOTE_EXPECTED); /* (CALL "FOO: the ROM) */
    if (name->kind != TOK_STRING && name->kind != TOK_STR_VAR && name->kind != TOK_NAME)
        fail(P, HP71_E_SYNTAX);
    P->p++;
    /* CALL "NAME" or CALL A$: the SUB the string names when it runs (ROM) */
    bool computed =
        name->kind == TOK_STRING || (name->kind == TOK_STR_VAR && !is_punct(peek(P), '['));
    if (name->kind == TOK_STRING)
        put_string(P, name);
    else if (name->kind == TOK_STR_VAR)
        put_variable(P, name->id, true);
    else
        puts_(P, name->name);
    if (computed) { /* the name first: one that is no name fails before the arguments */
        if (name->kind == TOK_STRING)
            emit_op1(P, OP_PUSH_STR, (Word)(intptr_t)chunk_string(P->c, name->text, name->len));
        else
            emit_op1(P, OP_LOAD_STR, name->id);
        emit(P, OP_CALL_NAME);
    }
    int n = 0;
    /* the ROM reads the arguments again from the first when one passed by
       reference makes its variable or array: ARG_AGAIN before each once
       something was computed (a value, a subscript) */
    bool read_any = false;
    int restart = P->c->len;
    if (accept_punct(P, '(')) {
        putc_(P, '(');
        do {
            if (n > 0) putc_(P, ',');
            const Token *a = peek(P), *after = peek_at(P, 1);
            bool var = a->kind == TOK_NUM_VAR || a->kind == TOK_STR_VAR;
            bool whole_array = var && marker_tokens(P, 1) != 0;
            bool plain = var && (is_punct(after, ',') || is_punct(after, ')'));
            if (var && !whole_array && is_punct(after, '(') && element_alone(P)) {
                /* A(I) or A$(I): the element, by reference (the ROM) */
                P->p++;
                put_variable(P, a->id, a->kind == TOK_STR_VAR);
                P->no_fn = true;
                int d = subscripts(P, a->kind == TOK_STR_VAR ? 1 : 2, HP71_E_INVALID_EXPR);
                P->no_fn = false;
                arg_again(P, n, restart);
                read_any = true;
                emit_op2(P, OP_ARG_ELEM, a->kind == TOK_STR_VAR, a->id);
                emit(P, d);
            } else if (whole_array || plain) {
                P->p++;
                put_variable(P, a->id, a->kind == TOK_STR_VAR);
                int kind = array_marker(P, a->kind == TOK_STR_VAR, true, HP71_E_INVALID_EXPR);
                if (read_any) arg_again(P, n, restart);
                emit_op2(P, OP_ARG_REF, kind, a->id);
            } else {
                P->no_fn = true;
                bool kept = parenthesized_variable(P);
                Expr e = expression(P);
                if (kept) wrap(P, e.at); /* (X): by value, and LIST says so */
                read_any = true;
                emit(P, e.type == TYPE_STR ? OP_ARG_STR : OP_ARG_NUM);
                P->no_fn = false;
            }
            n++;
        } while (accept_punct(P, ','));
        if (!accept_punct(P, ')')) fail(P, HP71_E_RPAREN_EXPECTED); /* CALL S(X Y) (ROM) */
        putc_(P, ')');
    }
    if (in_word(P)) { /* CALL S IN F: the SUB of file F (its name then F's on the string stack) */
        puts_(P, " IN");
        if (at_statement_end(P)) fail(P, HP71_E_INVALID_FILESPEC);
        if (!computed)
            emit_op1(P, OP_PUSH_STR,
                     (Word)(intptr_t)chunk_string(P->c, name->name, (int)strlen(name->name)));
        command_statement(P, KW_CALL);
        emit_op1(P, OP_CALL_IN, n);
        return;
    }
    if (computed) {
        emit_op1(P, OP_CALL_NAMED, n);
        return;
    }
    StrConst *s = chunk_string(P->c, name->name, (int)strlen(name->name));
    emit(P, OP_CALL);
    int at = emit(P, -1);
    chunk_fixup_name(P->c, at, FIXUP_SUB_CALL, s->s);
    emit(P, n);
}

static void end_statement(Parser *P) {
    if (accept_kw(P, KW_DEF)) {
        puts_(P, " DEF");
        emit(P, OP_FN_END);
        chunk_fixup(P->c, P->c->len - 1, FIXUP_END_DEF, 0);
    } else if (accept_kw(P, KW_SUB)) {
        puts_(P, " SUB");
        emit(P, OP_SUB_END);
        chunk_fixup(P->c, P->c->len - 1, FIXUP_SUB_END, 0);
    } else if (accept_kw(P, KW_ALL)) { /* END ALL: the end of the program and its calls */
        puts_(P, " ALL");
        emit(P, OP_END_ALL);
    } else {
        emit(P, OP_END);
    }
}

static void display_mode_statement(Parser *P, DisplayMode mode) {
    if (mode != DISPLAY_STD) {
        if (at_statement_end(P)) fail(P, HP71_E_INVALID_EXPR);
        putc_(P, ' ');
        numeric_expression(P);
    }
    emit_op1(P, OP_DISPLAY_MODE, mode);
}

/* Comma-separated numeric arguments, at least min and at most max (up to
 * 16); returns the count. The statement's opcode is emitted next
 * (late_reads). */
static int numeric_arguments(Parser *P, int min, int max) {
    int n = 0, at[17];
    if (at_statement_end(P)) {
        if (min > 0) fail(P, HP71_E_INVALID_EXPR);
        return 0;
    }
    putc_(P, ' ');
    do {
        if (n > 0) putc_(P, ',');
        at[n] = P->c->len;
        numeric_expression(P);
        if (P->stat_arguments) stat_argument(P, at[n]);
        n++;
    } while (n < max && accept_punct(P, ','));
    at[n] = P->c->len;
    if (!P->stat_arguments) late_reads(P, at, n, 0, false);
    return n;
}

/* The devices a file specifier names after its ':' (device). */
typedef enum { DEVICE_MAIN, DEVICE_PORT, DEVICE_PORTS, DEVICE_CARD } Device;

/* True when token k is PCRD, the card reader's other name: no keyword, its
 * four letters in any case, whatever tokens they were read as. */
static bool pcrd_at(const Parser *P, const Token *k) {
    return (k->kind == TOK_NUM_VAR || k->kind == TOK_KEYWORD) && k->text && typed_run(P, k) >= 4 &&
           strncasecmp(k->text, "PCRD", 4) == 0;
}

/* True when token k is a device's word (device reads it). */
static bool device_word(const Parser *P, const Token *k) {
    return is_kw(k, KW_PORT) || is_kw(k, KW_MAIN) || is_kw(k, KW_CARD) || pcrd_at(P, k);
}

/* A device after ':' in a file specifier: PORT(n), PORT (every port of
 * independent RAM, not the main RAM: RUN X:PORT is File Not Found for a
 * file X of the main RAM), MAIN or CARD, listed after the ':' (the ROM).
 * Returns which; for PORT(n), n's code emitted. Errors: Invalid Filespec
 * (another word), ) Expected (PORT(1,2), PORT(1). */
static Device device(Parser *P) {
    putc_(P, ':');
    if (accept_kw(P, KW_PORT)) {
        if (!is_punct(peek(P), '(')) {
            puts_(P, "PORT");
            return DEVICE_PORTS;
        }
        puts_(P, "PORT(");
        expect_punct(P, '(');
        /* PORT(6), PORT(-1), PORT(INF), PORT(-PI): a number or a constant
           the ROM refuses when it runs */
        int at = is_punct(peek(P), '-') ? 1 : 0;
        const Token *k = peek_at(P, at);
        bool refused =
            k->kind == TOK_NUMBER
                ? commands_port_error(at ? num_neg(k->num) : k->num) == HP71_E_INVALID_ARG
                : k->kind == TOK_KEYWORD &&
                      commands_constant_port_error((Keyword)k->id, at) == HP71_E_INVALID_ARG;
        if (refused && is_punct(peek_at(P, at + 1), ')') && !P->spec_error)
            P->spec_error = HP71_E_INVALID_ARG;
        /* (a number or a constant: answered at entry, first_file) */
        bool constant =
            (k->kind == TOK_NUMBER || k->kind == TOK_KEYWORD) && is_punct(peek_at(P, at + 1), ')');
        /* (MINREAL is run there: it warns, WRN:Underflow, the ROM) */
        bool run = !constant || is_kw(k, KW_MINREAL) || P->spec_port_run;
        if (P->spec_place == 0 && P->spec_port_tok < 0 && run) P->spec_port_tok = P->p;
        if (P->spec_place == 1 && P->spec_to_port_tok < 0 && run) P->spec_to_port_tok = P->p;
        numeric_expression(P);
        if (!accept_punct(P, ')')) fail(P, HP71_E_RPAREN_EXPECTED); /* PORT(1,2), PORT(1 */
        putc_(P, ')');
        return DEVICE_PORT;
    }
    if (accept_kw(P, KW_MAIN)) {
        puts_(P, "MAIN");
        return DEVICE_MAIN;
    }
    if (accept_kw(P, KW_CARD)) { /* the card reader (CAT CARD lists CAT :CARD) */
        puts_(P, "CARD");
        return DEVICE_CARD;
    }
    if (pcrd_at(P, peek(P))) { /* (A:PCRDX: X in excess) */
        skip_typed_to(P, peek(P)->pos + 4);
        puts_(P, "PCRD");
        return DEVICE_CARD;
    }
    fail(P, HP71_E_INVALID_FILESPEC);
}

/* True when the token at the current one ends an item of a statement's
 * arguments: the statement's end, a separator, a keyword or a device. */
static bool item_ends(Parser *P) {
    const Token *k = peek(P);
    return at_statement_end(P) || is_punct(k, ',') || is_punct(k, ';') || is_punct(k, ':') ||
           (k->kind == TOK_KEYWORD && keyword_kind((Keyword)k->id) != KIND_NUM_FUNC &&
            keyword_kind((Keyword)k->id) != KIND_STR_FUNC);
}

/* True when a device follows the word at the current token with no blank
 * between them (RUN TO:MAIN: a name on a device; COPY TO :MAIN is COPY's
 * TO, then the device). */
static bool device_right_after(Parser *P) {
    const Token *k = peek(P), *n = peek_at(P, 1);
    return is_punct(n, ':') && n->pos == k->pos + typed_run(P, k);
}

/* True when the current token is a word typed alone (no name goes on
 * after it: TOP is a name) that is no file's name for statement kw, as the
 * ROM reads them (each word typed after each statement): TO and INTO never
 * are; ALL is PURGE's and CAT's own word, CARD CAT's and COPY's; KEYS (the
 * file of key assignments) is a name for the statements that read or
 * manage a file that exists. Any other word is a name (RUN THEN, CAT NOT),
 * and so is any word a device follows (RUN TO:PORT(1), COPY CARD:MAIN).
 * TRANSFORM's own INTO may come first (TRANSFORM INTO BASIC). */
static bool file_word_refused(Parser *P, Keyword kw) {
    const Token *k = peek(P);
    if (k->kind != TOK_KEYWORD || typed_run(P, k) > k->len) return false;
    if (device_right_after(P)) return false; /* a name on a device: RUN TO:MAIN */
    switch (k->id) {
    case KW_TO: return true;
    case KW_INTO: return kw != KW_TRANSFORM; /* TRANSFORM INTO: the workfile */
    case KW_ALL: return kw != KW_PURGE && kw != KW_CAT;
    case KW_CARD: return kw != KW_CAT && kw != KW_COPY;
    case KW_KEYS:
        return kw != KW_PURGE && kw != KW_CAT && kw != KW_COPY && kw != KW_LIST && kw != KW_PLIST &&
               kw != KW_SECURE && kw != KW_UNSECURE && kw != KW_RENAME;
    default: return false;
    }
}

/* Where a trial compile started: the token, the code and the listing. */
typedef struct Mark {
    int p, len, nfixups, pending;
    size_t tlen;
    bool stat_arguments;
} Mark;

static Mark mark(const Parser *P) {
    return (Mark){P->p, P->c->len, P->c->nfixups, P->pending, P->tlen, P->stat_arguments};
}

/* Undoes everything compiled and listed since m. */
static void rewind_to(Parser *P, Mark m) {
    P->p = m.p;
    P->pending = m.pending;
    P->c->len = m.len;
    P->c->nfixups = m.nfixups;
    P->tlen = m.tlen;
    P->text[m.tlen] = '\0';
    P->stat_arguments = m.stat_arguments;
}

/* Compiles an expression at the current token if it is one that does not
 * stop inside the letters and digits typed from its start, which end at
 * offset run_end (FDISP is read as F and DISP: a name). What follows it is
 * the caller's to check ("X"* is the string and characters in excess).
 * Returns true; or undoes everything and returns false. With strings, it
 * must be a string expression. */
static bool expression_item(Parser *P, int run_end, bool strings) {
    jmp_buf here, *outer = P->fail;
    Mark m = mark(P);
    volatile bool yes = false;
    P->fail = &here;
    if (!setjmp(here)) {
        Expr e = expression(P);
        yes = (e.type == TYPE_STR || !strings) && peek(P)->pos >= run_end;
    }
    P->fail = outer;
    if (!yes) rewind_to(P, m);
    return yes;
}

/* True when token k, typed right after a file's unquoted name, is one the
 * ROM refuses inside a file specifier rather than taking it as the name's
 * end: . / : ; < = > ? [ ] ^ (FOO; and FOO= are Invalid Filespec where
 * FOO* and FOO, are Excess Chars). */
static bool breaks_file_name(const Token *k) {
    if ((k->kind == TOK_BAD && k->id == '.') ||
        (k->kind == TOK_NUMBER && k->text && k->text[0] == '.'))
        return true;
    if (k->kind != TOK_PUNCT) return false;
    if (k->id > PUNCT_REL) return true; /* <= >= <> and the like */
    return k->id > 0 && k->id < 128 && strchr("/:;<=>?[]^", k->id) != NULL;
}

/* A file specifier where a file statement takes one, as the ROM enters and
 * lists it: an expression (a string, or a name that reads as a variable); an
 * unquoted name (a letter, then letters and digits, 8 at most: NAME FOO,
 * listed upper case), followed or not by a device (FOO:PORT(0)); a device
 * alone (:MAIN) ('*' is ASSIGN's alone: file_statement). Errors: Invalid Filespec (another
 * device, a name followed by one of the characters breaks_file_name lists),
 * Excess Chars (a longer name). What follows the specifier is the caller's
 * to check.
 * strings: the expression must be a string one (the ROM's CAT and COPY:
 * COPY 12, COPY R0 TO (R1) and CAT 5 are Invalid Filespec; MERGE FOO,10 takes
 * numbers). */
static void file_spec(Parser *P, Keyword kw, bool devices, bool strings) {
    int name_end = -1; /* where an unquoted name ends: a device follows it there */
    if (!is_punct(peek(P), ':')) {
        /* an expression (A$, "X", A1), else the letters and digits typed
           (FOO, X1Y, FDISP) */
        const Token *k = peek(P);
        int run = k->kind == TOK_NUM_VAR || k->kind == TOK_KEYWORD ? typed_run(P, k) : 0;
        int at = P->p;
        if (expression_item(P, k->pos + run, strings)) { /* ("X":MAIN: in excess) */
            /* a quoted one the ROM refuses: its error first (COPY X TO "1Y") */
            if (P->spec_place >= 0) P->spec_pushed |= 1u << P->spec_place;
            if (P->p == at + 1 && k->kind == TOK_STRING) {
                if (!P->spec_error) P->spec_error = commands_quoted_spec_error(k->text, k->len);
            } else if (P->spec_place >= 0) {
                P->spec_exprs |= 1u << P->spec_place;
            }
            return;
        }
        /* a string variable starts an expression that cannot be read
           (CAT A$&"X, COPY A$&): Excess Chars; RENAME's and TRANSFORM's
           first file is the variable, and TO or INTO is missing after it:
           Syntax (the ROM) */
        if (k->kind == TOK_STR_VAR)
            fail(P, (kw == KW_RENAME || kw == KW_TRANSFORM) && P->spec_place == 0
                        ? HP71_E_SYNTAX
                        : HP71_E_EXCESS_CHARS);
        char name[LABEL_MAX + 1];
        /* a number is read first: MERGE 1E600 warns (the ROM); CAT's only
           alone (CAT 5,1E600 is Excess Chars, no warning) */
        if (k->kind == TOK_NUMBER && (kw != KW_CAT || ends_statement(peek_at(P, 1)))) {
            P->p++;
            fail(P, HP71_E_INVALID_FILESPEC);
        }
        if (kw != KW_NAME && long_file_name(P)) fail(P, HP71_E_INVALID_FILESPEC);
        if (file_word_refused(P, kw) || !bare_label(P, name)) fail(P, HP71_E_INVALID_FILESPEC);
        puts_(P, name);
        name_end = k->pos + run;
        /* FOO. and FOO; are no name (FOO:MAIN is one on a device); FOO B,
           FOO* and FOO(1) are a name and characters in excess, the caller's
           to refuse */
        if (devices && peek(P)->pos == name_end && breaks_file_name(peek(P)) &&
            !is_punct(peek(P), ':')) /* (a device's word is checked below) */
            fail(P, HP71_E_INVALID_FILESPEC);
    }
    /* (FOO :MAIN: a name and characters in excess) */
    if (devices && is_punct(peek(P), ':') && (name_end < 0 || peek(P)->pos == name_end)) {
        P->p++;
        if (P->spec_port_tok < 0) P->spec_port_named = name_end >= 0;
        (void)device(P);
    }
}

/* True when keyword token k, where a file's name goes, is the name itself
 * (read by file_spec): ELSE (MERGE ELSE), a word that a name goes on after
 * (MERGE TOA) or a device follows (COPY CARD:MAIN); CAT ALL:MAIN is CAT's
 * own ALL. */
static bool file_word_is_name(Parser *P, const Token *k) {
    return k->id == KW_ELSE || typed_run(P, k) > k->len ||
           (k->id != KW_ALL && device_right_after(P));
}

/* CREATE DATA's arguments, read as DATA's text (n characters): the ROM's
 * form, a file and at most two numbers after commas, no ';' outside quotes
 * and parentheses. Error: Excess Chars. */
static void create_text_form(Parser *P, const char *text, int n) {
    int depth = 0, commas = 0;
    char quote = 0;
    for (int i = 0; i < n; i++) {
        char c = text[i];
        if (quote) {
            if (c == quote) quote = 0;
        } else if (c == '"' || c == '\'') {
            quote = c;
        } else if (c == '(' || c == '[') {
            depth++;
        } else if ((c == ')' || c == ']') && depth > 0) {
            depth--;
        } else if (depth == 0 && (c == ';' || (c == ',' && ++commas > 2))) {
            fail(P, HP71_E_EXCESS_CHARS);
        }
    }
}

/* The arguments of a statement hp71 does not run and whose form
 * file_statement does not know, entered and listed: expressions, separators
 * and the statement's own words; when the statement takes files (its
 * keyword's signature "f": CREATE, EDIT), its first item may be a file
 * specifier (file_spec). */
static void generic_rest(Parser *P, Keyword kw) {
    const char *files = keyword_signature(kw);
    bool space = true;       /* a blank before the next item (after the keyword) */
    bool after_item = false; /* an expression was the last thing read */
    int items = 0;
    /* where a file's name goes: first (after CREATE's type), after TO */
    bool file_place = *files && kw != KW_CREATE;
    /* ELSE there is a name where one is wanted (EDIT ELSE), else the end */
    while (!at_statement_end(P) || (is_kw(peek(P), KW_ELSE) && file_place)) {
        const Token *k = peek(P);
        if (file_place && file_word_refused(P, kw)) fail(P, HP71_E_INVALID_FILESPEC);
        bool was_file_place = file_place;
        file_place = *files && (is_kw(k, KW_TO) || (kw == KW_CREATE && items == 0 &&
                                                    k->kind == TOK_KEYWORD && !was_file_place));
        if (k->kind == TOK_DATA && *files) { /* CREATE DATA FOO,10: DATA's text is the rest */
            P->p++;
            char kept[TOKENIZER_MAX_LINE];
            int n = tokens_data_kept(k, kept), from = 0;
            if (kw == KW_CREATE) create_text_form(P, kept, n);
            while (from < n && (kept[from] == ' ' || kept[from] == '\t')) /* IMAGE's text */
                from++;
            putc_(P, ' ');
            put(P, kept + from, (size_t)(n - from));
            after_item = true;
            continue;
        }
        if (k->kind == TOK_KEYWORD && k->id != KW_NOT && k->id != KW_FN &&
            keyword_kind((Keyword)k->id) != KIND_NUM_FUNC &&
            keyword_kind((Keyword)k->id) != KIND_STR_FUNC &&
            /* (CREATE's file may be named by a word: CREATE TEXT ON,
               CREATE DATA THEN,1, the ROM; not TO, refused above) */
            !(was_file_place && (file_word_is_name(P, k) || kw == KW_CREATE))) {
            /* SUB and CALL take a name as their own statements only: inside
               arguments they would list as something else */
            if (k->id == KW_SUB || k->id == KW_CALL) fail(P, HP71_E_SYNTAX);
            /* CREATE's file is its last word: records and a length after it
               are numbers (CREATE TEXT X RESTORE, CREATE DATA X,10 TO:
               Excess Chars; CREATE DATA X,TO: Invalid Expr, the ROM) */
            if (kw == KW_CREATE && items > 0)
                fail(P, after_item ? HP71_E_EXCESS_CHARS : HP71_E_INVALID_EXPR);
            P->p++;
            putc_(P, ' ');
            /* a file's name after it is wanted (COPY FOO TO, CREATE DATA) */
            if (*files && (k->id == KW_TO || k->id == KW_DATA) &&
                (no_name_here(P) || (peek(P)->kind == TOK_DATA && peek(P)->len == 0)))
                fail(P, HP71_E_INVALID_FILESPEC);
            put_word(P, k->id == KW_LIF1 ? KW_TEXT : (Keyword)k->id); /* the same type */
            space = true;
            after_item = false;
            continue;
        }
        if (is_punct(k, ',') || is_punct(k, ';')) {
            /* CREATE type file[,records[,length]]: no ';' (the ROM) */
            if (kw == KW_CREATE && (is_punct(k, ';') || items >= 3))
                /* (after a ',' an expression is wanted: CREATE DATA D,4,;;
                   after the type a file, CREATE DATA;) */
                fail(P, !is_punct(k, ';') || after_item ? HP71_E_EXCESS_CHARS
                        : items > 0                     ? HP71_E_INVALID_EXPR
                                                        : HP71_E_INVALID_FILESPEC);
            P->p++;
            putc_(P, (char)k->id);
            space = false;
            after_item = false;
            continue;
        }
        /* two items need a separator or a keyword between them (else the
           listing would run them together) */
        if (after_item) fail(P, HP71_E_EXCESS_CHARS);
        if (space) putc_(P, ' ');
        space = false;
        if (is_punct(k, '#')) {
            P->p++;
            putc_(P, '#');
            expression(P);
        } else if (kw == KW_CREATE && items > 0) { /* its records and length: numbers */
            numeric_expression(P);
        } else if (*files) { /* the first a file: not a number (CHAIN 1, MERGE (1)) */
            /* (EDIT's and CREATE's port run: not_emulated, spec_port_tok) */
            if (P->spec_port_run) P->spec_place = 0;
            file_spec(P, kw, *files == 'f', items == 0);
            P->spec_place = -1;
        } else {
            expression(P);
        }
        after_item = true;
        items++;
    }
    /* a REM (without '@') cannot follow: the ROM wants the arguments first */
    const Token *end = peek(P);
    if (end->kind == TOK_REMARK && end->id == 'R')
        fail(P, items == 0 ? HP71_E_INVALID_EXPR : HP71_E_EXCESS_CHARS);
}

/* PRINT #, READ # and RESTORE # (the '#' next), read as the ROM reads
 * them on entry: a numeric channel, a record after a comma, then (not
 * RESTORE) after a semicolon PRINT's expressions or READ's variables,
 * separated by commas. The channel and the record are run first
 * (OP_CHANNEL: the channel must be open, the record in the file), then
 * each item (PRINT_CHANNEL, PRINT_CHANNEL_ARRAY; READ's targets as READ's,
 * their items from the channel), then CHANNEL_END (datafiles.h). Errors:
 * Syntax for nothing or anything but ',' and ';' after the channel of
 * PRINT # or READ # (PRINT #1 wants a record or items), Excess Chars for
 * more after the record (PRINT #1,2,3, RESTORE #1;2) or a ';' between
 * items, Invalid Expr for a missing or string channel, record or PRINT
 * item, Invalid Var for READ's (the ROM, files/channel_statements_entry). */
static void channel_statement(Parser *P, Keyword kw) {
    P->p++; /* '#' */
    puts_(P, " #");
    numeric_expression(P);
    /* (the channel is checked before the record is run: the ROM) */
    FilesStatement s = kw == KW_PRINT ? FILES_PRINT : kw == KW_READ ? FILES_READ : FILES_RESTORE;
    bool items = false, record = is_punct(peek(P), ',');
    emit_op2(P, OP_CHANNEL, s, record);
    int targets_at = emit(P, 0), record_targets_at = -1;
    if (accept_punct(P, ',')) {
        putc_(P, ',');
        numeric_expression(P);
        emit_op1(P, OP_CHANNEL_RECORD, s);
        record_targets_at = emit(P, 0);
        if (kw != KW_RESTORE && accept_punct(P, ';')) items = true;
    } else if (kw != KW_RESTORE) {
        if (!accept_punct(P, ';')) fail(P, HP71_E_SYNTAX);
        items = true;
    }
    if (items) {
        putc_(P, ';');
        if (kw == KW_READ) {
            int n = read_statement(P);
            P->c->code[targets_at] = n;
            if (record_targets_at >= 0) P->c->code[record_targets_at] = n;
        } else {
            for (int n = 0;; n++) {
                if (n > 0) putc_(P, ',');
                int slot, kind = whole_array_item(P, HP71_E_INVALID_EXPR, &slot);
                if (kind >= 0) {
                    /* a whole array, A(), A(,), A$(): alone as an item, Excess
                       Chars for more after it (the ROM,
                       files/print_channel_whole_arrays) */
                    if (!is_punct(peek(P), ',') && !at_statement_end(P))
                        fail(P, HP71_E_EXCESS_CHARS);
                    emit_op2(P, OP_PRINT_CHANNEL_ARRAY, slot, kind);
                } else {
                    emit_op1(P, OP_PRINT_CHANNEL, expression(P).type == TYPE_STR);
                }
                if (!accept_punct(P, ',')) break;
            }
        }
    }
    emit(P, OP_CHANNEL_END);
}

/* What the ROM checks on entry in the statements it has and hp71 does not
 * run, beyond what generic_rest reads (found by typing each keyword alone
 * and with an argument): before the arguments are read, first. */
static void not_emulated_before(Parser *P, Keyword kw) {
    const Token *k = peek(P);
    bool end = at_statement_end(P);
    switch (kw) {
    case KW_PROTECT:
    case KW_UNPROTECT: /* nothing after them */
        if (!end) fail(P, HP71_E_EXCESS_CHARS);
        break;
    case KW_EDIT: /* a separator where its file goes (EDIT, EDIT ;X): Invalid Filespec (ROM) */
        if (is_punct(k, ',') || is_punct(k, ';')) fail(P, HP71_E_INVALID_FILESPEC);
        break;
    case KW_CLAIM:
    case KW_FREE: /* CLAIM PORT(n), FREE PORT(n) */
        if (!is_kw(k, KW_PORT)) fail(P, HP71_E_SYNTAX);
        break;
    case KW_ASSIGN: /* ASSIGN #n TO file */
        /* (a '#' and more relation characters after it, ASSIGN ##1: the
           channel's expression starts wrong, the ROM) */
        if (is_hash_relation(k)) fail(P, HP71_E_INVALID_EXPR);
        if (!is_punct(k, '#')) fail(P, HP71_E_SYNTAX);
        break;
    case KW_CREATE: { /* a type first: CREATE DATA, TEXT, SDATA or LIF1 (listed TEXT);
                         then a file, wanted (CREATE TEXT @: Invalid Filespec, the ROM) */
        /* (a word of a file type the ROM knows with no file after it:
           CREATE BASIC @ and CREATE BIN too) */
        static const char *const types[] = {"DATA",  "TEXT", "SDATA", "LIF1",
                                            "BASIC", "KEY",  "BIN",   "LEX"};
        bool word = k->kind == TOK_NUM_VAR || k->kind == TOK_STR_VAR || k->kind == TOK_KEYWORD;
        int run = word && k->text && isalpha((unsigned char)k->text[0]) ? typed_run(P, k) : 0;
        const Token *f = k;
        for (int i = P->p; f->kind != TOK_END && f->pos < k->pos + run; f = &P->t->tok[++i])
            ;
        int type = -1; /* the word typed, when a file type the ROM knows: its index */
        for (size_t i = 0; i < sizeof types / sizeof *types; i++)
            if ((size_t)run == strlen(types[i]) && strncasecmp(k->text, types[i], run) == 0)
                type = (int)i;
        if (type >= 0 &&
            (f->kind == TOK_END || f->kind == TOK_REMARK || is_punct(f, '@') || is_punct(f, ',')))
            fail(P, HP71_E_INVALID_FILESPEC);
        /* (the first four make files; the whole word typed is the type:
           CREATE DATAA and TEXTX are none, but SDATAX is SDATA and a name X,
           the ROM) */
        if ((type < 0 || type >= 4) && !is_kw(k, KW_SDATA)) fail(P, HP71_E_INVALID_FILE_TYPE);
        if (is_kw(k, KW_DATA) && peek_at(P, 1)->kind == TOK_DATA) { /* DATA's text, raw */
            const Token *d = peek_at(P, 1);
            int i = 0;
            while (i < d->len && d->text[i] == ' ')
                i++;
            if (i < d->len && isdigit((unsigned char)d->text[i])) fail(P, HP71_E_INVALID_FILESPEC);
        }
        break;
    }
    case KW_AUTO: /* AUTO [start[,step]]: numbers */
        if (!end && k->kind != TOK_NUMBER) fail(P, HP71_E_INVALID_PARM);
        break;
    case KW_FETCH: /* FETCH [line or label]: FETCH (1) is a line and more */
        if (is_punct(k, '(') && peek_at(P, 1)->kind == TOK_NUMBER) fail(P, HP71_E_EXCESS_CHARS);
        break;
    default: break;
    }
}

/* LOCK password and POKE address,data: string expressions. Errors: Invalid
 * Expr (none, or a number), Syntax (POKE's comma missing), Excess Chars. */
static void strings_statement(Parser *P, Keyword kw) {
    if (at_statement_end(P)) fail(P, HP71_E_INVALID_EXPR);
    putc_(P, ' ');
    if (expression(P).type != TYPE_STR) fail(P, HP71_E_INVALID_EXPR);
    if (kw == KW_POKE) {
        if (!accept_punct(P, ',')) fail(P, HP71_E_SYNTAX);
        putc_(P, ',');
        if (expression(P).type != TYPE_STR) fail(P, HP71_E_INVALID_EXPR);
    }
    if (!at_statement_end(P)) fail(P, HP71_E_EXCESS_CHARS);
}

/* True when token t can start a string expression that names a label
 * after RUN's comma: a string, a string variable, a parenthesis, a string
 * function or FN (RUN ,A$, RUN X,(A$), RUN ,STR$(1), RUN X,FNA$). */
static bool string_start(const Token *t) {
    return t->kind == TOK_STRING || t->kind == TOK_STR_VAR || is_punct(t, '(') ||
           (t->kind == TOK_KEYWORD &&
            (keyword_kind((Keyword)t->id) == KIND_STR_FUNC || t->id == KW_FN));
}
static void lines_after_file(Parser *P, bool list, int64_t *line, int *n);

/* True when the current token is keyword w typed alone (CAT ALL, not
 * CAT ALLX); with name_first, not a name on a device either (CAT CARD:MAIN,
 * COPY TO:MAIN: where a file's name goes first, a device makes it one). */
static bool word_here(Parser *P, Keyword w, bool name_first) {
    const Token *k = peek(P);
    return is_kw(k, w) && typed_run(P, k) <= k->len && !(name_first && device_right_after(P));
}

/* A place of a file statement where a file goes, listed after a blank:
 * CARD, the card reader, where kw takes it (CAT and COPY; listed :CARD),
 * else a file specifier. Errors: file_spec's. */
static void file_place(Parser *P, Keyword kw) {
    putc_(P, ' ');
    if ((kw == KW_CAT || kw == KW_COPY) && word_here(P, KW_CARD, true)) {
        P->p++;
        puts_(P, ":CARD");
        return;
    }
    file_spec(P, kw, true, true);
}

/* TRANSFORM's type after INTO, listed after a blank: BASIC, TEXT (LIF1 is
 * TEXT), DATA or SDATA, typed alone. DATA's text is read raw (the tokenizer
 * takes DATA's arguments as such): a name or a quoted string, else Invalid
 * Filespec. Error: Invalid File Type (none, another word). */
static void transform_type(Parser *P) {
    const Token *t = peek(P);
    if (!((is_kw(t, KW_DATA) || is_kw(t, KW_TEXT) || is_kw(t, KW_SDATA) || is_kw(t, KW_BASIC) ||
           is_kw(t, KW_LIF1)) &&
          word_here(P, (Keyword)t->id, false)))
        fail(P, HP71_E_INVALID_FILE_TYPE);
    P->p++;
    putc_(P, ' ');
    put_word(P, t->id == KW_LIF1 ? KW_TEXT : (Keyword)t->id);
    if (t->id != KW_DATA || peek(P)->kind != TOK_DATA) return;
    const Token *d = next(P); /* DATA X: the file, in DATA's text */
    char kept[TOKENIZER_MAX_LINE];
    int n = tokens_data_kept(d, kept), from = 0;
    while (from < n && (kept[from] == ' ' || kept[from] == '\t'))
        from++;
    while (n > from && (kept[n - 1] == ' ' || kept[n - 1] == '\t'))
        n--;
    if (from == n) return;
    bool name = tokens_is_name(kept + from, n - from);
    bool quoted = n - from >= 2 && (kept[from] == '"' || kept[from] == '\'') &&
                  kept[n - 1] == kept[from] &&
                  memchr(kept + from + 1, kept[from], (size_t)(n - from - 2)) == NULL;
    if (!name && !quoted) fail(P, HP71_E_INVALID_FILESPEC);
    putc_(P, ' ');
    for (int i = from; i < n; i++)
        putc_(P, quoted ? kept[i] : (char)toupper((unsigned char)kept[i]));
}

/* The arguments of the file statements whose form the ROM checks at entry
 * (hp71 runs none of them): CAT [ALL[:device] | file], COPY [file] [TO
 * file], MERGE file[,line[,line]], PRIVATE file, SECURE [file], UNSECURE
 * [file], ASSIGN #n TO file, RENAME [file] TO file, TRANSFORM [file] INTO
 * type [file]. Anything after them is Excess Chars; a missing TO or INTO is
 * Syntax; a file wanted and missing, Invalid Filespec. */
static void file_statement(Parser *P, Keyword kw) {
    bool optional = kw == KW_CAT || kw == KW_COPY || kw == KW_SECURE || kw == KW_UNSECURE;
    /* the word after the first file, and before the second */
    bool linked = kw == KW_COPY || kw == KW_RENAME || kw == KW_TRANSFORM || kw == KW_ASSIGN;
    Keyword link = kw == KW_TRANSFORM ? KW_INTO : KW_TO;
    if (kw == KW_ASSIGN) { /* #n TO file: n a number (ASSIGN #"A": Invalid Expr) */
        P->p++;            /* (the '#' not_emulated_before saw) */
        puts_(P, " #");
        if (expression(P).type != TYPE_NUM) fail(P, HP71_E_INVALID_EXPR);
        P->spec_channel_end = P->c->len;
    } else if (kw == KW_CAT && word_here(P, KW_ALL, true)) {
        /* CAT ALL (CAT ALL:MAIN is read as a name on a device, listed the same) */
        P->p++;
        puts_(P, " ALL");
    } else if (linked && word_here(P, link, true)) {
        /* COPY TO X, RENAME TO Y, TRANSFORM INTO TEXT: the workfile's */
    } else if (!(optional && at_statement_end(P))) {
        if (no_name_here(P)) fail(P, HP71_E_INVALID_FILESPEC);
        P->spec_place = 0;
        file_place(P, kw);
    }
    /* (after the first file the word is read as far as it goes: RENAME A
       TOX is RENAME A TO X, TRANSFORM A INTOO TEXT the type O, the ROM) */
    if (linked && is_kw(peek(P), link)) {
        P->p++;
        putc_(P, ' ');
        put_word(P, link);
        P->spec_file_at = P->tlen;
        if (kw == KW_TRANSFORM) { /* the type, then a file or not */
            transform_type(P);
            if (at_statement_end(P)) return;
        } else if (no_name_here(P)) {
            fail(P, HP71_E_INVALID_FILESPEC);
        }
        if (kw == KW_ASSIGN && accept_punct(P, '*')) {
            puts_(P, " *");
            P->spec_closes = true;
        } else {
            P->spec_place = 1;
            file_place(P, kw);
        }
    } else if (linked && kw != KW_COPY) { /* RENAME X*, TRANSFORM X TO Y */
        fail(P, HP71_E_SYNTAX);
    }
    if (kw == KW_MERGE) lines_after_file(P, true, NULL, NULL);
    if (!at_statement_end(P)) fail(P, HP71_E_EXCESS_CHARS);
}

/* The second file's specifier listed from *t to *u, when its port's
 * number is an expression (Y:PORT(A): spec_to_port_tok), pointed instead
 * at a copy in buf (cap bytes) with the number 0 (Y:PORT(0)), as the ROM
 * answers it once the number is a valid port's; else (or when buf has no
 * room) left as it is. */
static void as_valid_port(const Parser *P, const char **t, const char **u, char *buf, int cap) {
    static const char port[] = ":PORT(";
    if (P->spec_to_port_tok < 0) return;
    int n = (int)(*u - *t);
    for (int i = 0; i + (int)sizeof port - 1 <= n; i++) {
        if (memcmp(*t + i, port, sizeof port - 1) != 0) continue;
        if (i + (int)sizeof port + 1 > cap) return;
        memcpy(buf, *t, (size_t)i);
        memcpy(buf + i, ":PORT(0)", 8);
        *t = buf;
        *u = buf + i + 8;
        return;
    }
}

/* The end of the file specifier listed at s (before end): past its end
 * quote when it is quoted, then up to a blank or a comma; NULL when its
 * quote is not closed. */
static const char *listed_spec_end(const char *s, const char *end) {
    if (s < end && (*s == '"' || *s == '\'')) {
        const char *q = memchr(s + 1, *s, (size_t)(end - s - 1));
        if (!q) return NULL;
        s = q + 1;
    }
    while (s < end && *s != ' ' && *s != ',')
        s++;
    return s;
}

/* TRANSFORM's new file, listed after INTO and its type from s (the first
 * file's end or INTO) to end: on a device it cannot be (a port, a card),
 * Invalid Filespec as P->spec_error (commands_transform_error; a port's
 * number that is an expression is run first: not_emulated). */
static void transform_to_device(Parser *P, const char *s, const char *end) {
    const char *t = s, *u;
    while (t < end && *t == ' ')
        t++;
    if (end - t >= 4 && memcmp(t, "INTO", 4) == 0) t += 4;
    while (t < end && *t == ' ')
        t++;
    while (t < end && *t != ' ') /* (the type) */
        t++;
    while (t < end && *t == ' ')
        t++;
    if (t == end || !(u = listed_spec_end(t, end))) return;
    char zero[64];
    as_valid_port(P, &t, &u, zero, sizeof zero);
    Hp71Error refused = commands_transform_error(t, (int)(u - t));
    if (refused && !P->spec_error) P->spec_error = refused;
}

/* The first file of file statement kw, whose operands are listed from
 * listing position from on, as listed ("FOO", "FOO:CARD", ":CARD", "\"X\""):
 * a string constant for FILE_ABSENT, whose run answers as the ROM does
 * for a file the machine has not; NULL when the statement has none there
 * (the workfile's COPY TO X, TRANSFORM INTO TEXT) or is not one that reads
 * a file. CAT's names here are the words of the syntax (CAT THEN, CAT
 * CARD) and devices alone; its other names are cat_command's. */
static const StrConst *first_file(Parser *P, Keyword kw, size_t from) {
    if (kw != KW_COPY && kw != KW_MERGE && kw != KW_RENAME && kw != KW_TRANSFORM &&
        kw != KW_SECURE && kw != KW_UNSECURE && kw != KW_PRIVATE && kw != KW_CAT && kw != KW_CHAIN)
        return NULL;
    if (P->tfull) return NULL;
    const char *s = P->text + from, *end = P->text + P->tlen;
    while (s < end && *s == ' ')
        s++;
    const char *e = listed_spec_end(s, end);
    if (!e) return NULL;
    /* COPY TO X, TRANSFORM INTO TEXT: the workfile's; the workfile copied
       to a device it cannot be is the ROM's answer (COPY TO X:PORT(5)) */
    if (kw == KW_COPY && e - s == 2 && memcmp(s, "TO", 2) == 0) {
        const char *t = e, *u;
        while (t < end && *t == ' ')
            t++;
        if (!(u = listed_spec_end(t, end))) return NULL;
        char zero[64];
        as_valid_port(P, &t, &u, zero, sizeof zero);
        Hp71Error answer = commands_workfile_copy_error(t, (int)(u - t));
        if (answer && !P->spec_error) P->spec_error = answer;
        return NULL;
    }
    if (kw == KW_TRANSFORM) transform_to_device(P, e, end);
    if (s == e || (e - s == 2 && memcmp(s, "TO", 2) == 0) ||
        (e - s == 4 && memcmp(s, "INTO", 4) == 0))
        return NULL;
    /* (CAT ALL: the catalog, not a file; CAT ALL:MAIN is a file ALL) */
    if (kw == KW_CAT && e - s == 3 && memcmp(s, "ALL", 3) == 0) return NULL;
    /* COPY :CARD TO X:PORT(1), RENAME X TO Y:PORT(1): refused before the
       first file is looked for */
    if (kw == KW_COPY || kw == KW_RENAME) {
        const char *t = e, *u;
        while (t < end && *t == ' ')
            t++;
        if (end - t > 2 && memcmp(t, "TO", 2) == 0 && t[2] == ' ') {
            for (t += 2; t < end && *t == ' '; t++)
                ;
            if (!(u = listed_spec_end(t, end))) u = end; /* (its quote not closed) */
            /* (Y:PORT(A): answered as a valid port's, the number checked
               first running: not_emulated) */
            char zero[64];
            as_valid_port(P, &t, &u, zero, sizeof zero);
            Hp71Error refused = kw == KW_COPY
                                    ? commands_copy_error(s, (int)(e - s), t, (int)(u - t))
                                    : commands_rename_error(t, (int)(u - t), 0);
            if (refused && !P->spec_error) P->spec_error = refused;
        }
    }
    return chunk_string(P->c, s, (int)(e - s));
}

/* A file of the main RAM listed at s (before end) for COPY, RENAME and
 * MERGE: a name alone or on MAIN, quoted or not (listed_spec_end); its end
 * into *e, or false. */
static bool main_ram_file(const char *s, const char *end, const char **e) {
    const char *u = listed_spec_end(s, end);
    char name[9];
    bool alone;
    *e = u;
    return u && u > s && commands_main_file(s, (int)(u - s), name, &alone);
}

/* COPY and RENAME of files of the main RAM, listed from listing position
 * from on: [file] [TO file], the first none for the current file
 * (RENAME TO X, COPY TO X), the second none for COPY's same name (COPY
 * X, COPY alone); each a name alone or on MAIN. Sets *from_file and *to_file (NULL for
 * none) and returns true when the statement is such; false otherwise (a
 * device, a string expression: FILE_ABSENT answers). */
static bool main_ram_copy(Parser *P, Keyword kw, size_t from, const StrConst **from_file,
                          const StrConst **to_file) {
    if (P->tfull) return false;
    const char *s = P->text + from, *end = P->text + P->tlen, *e;
    while (s < end && *s == ' ')
        s++;
    *from_file = *to_file = NULL;
    if (s == end) return kw == KW_COPY; /* COPY alone: the current file onto its own name */
    if (!(end - s >= 3 && memcmp(s, "TO ", 3) == 0)) {
        if (!main_ram_file(s, end, &e)) return false;
        *from_file = chunk_string(P->c, s, (int)(e - s));
        for (s = e; s < end && *s == ' '; s++)
            ;
        if (s == end) return kw == KW_COPY;
        if (!(end - s >= 3 && memcmp(s, "TO ", 3) == 0)) return false;
    }
    for (s += 3; s < end && *s == ' '; s++)
        ;
    if (!main_ram_file(s, end, &e)) return false;
    *to_file = chunk_string(P->c, s, (int)(e - s));
    for (s = e; s < end && *s == ' '; s++)
        ;
    return s == end;
}

/* TRANSFORM of files of the main RAM, listed from listing position from
 * on: [file] INTO type [file], the first none for the current file, the
 * second none for the file itself; each a name alone or on MAIN. Sets
 * *from_file, *to_file (NULL for none) and *type (KW_BASIC, KW_TEXT,
 * KW_DATA or KW_SDATA); false for another form (a device, a string
 * expression: FILE_ABSENT answers). */
static bool main_ram_transform(Parser *P, size_t from, const StrConst **from_file, Word *type,
                               const StrConst **to_file) {
    if (P->tfull) return false;
    const char *s = P->text + from, *end = P->text + P->tlen, *e;
    while (s < end && *s == ' ')
        s++;
    *from_file = *to_file = NULL;
    if (!(end - s >= 5 && memcmp(s, "INTO ", 5) == 0)) {
        if (!main_ram_file(s, end, &e)) return false;
        *from_file = chunk_string(P->c, s, (int)(e - s));
        for (s = e; s < end && *s == ' '; s++)
            ;
        if (!(end - s >= 5 && memcmp(s, "INTO ", 5) == 0)) return false;
    }
    for (s += 5; s < end && *s == ' '; s++)
        ;
    static const struct {
        const char *word;
        Keyword kw;
    } types[] = {{"BASIC", KW_BASIC}, {"TEXT", KW_TEXT}, {"DATA", KW_DATA}, {"SDATA", KW_SDATA}};
    int k = 0, n = 0;
    while (k < 4 && !((n = (int)strlen(types[k].word)) <= end - s &&
                      memcmp(s, types[k].word, (size_t)n) == 0 && (s + n == end || s[n] == ' ')))
        k++;
    if (k == 4) return false;
    *type = types[k].kw;
    for (s += n; s < end && *s == ' '; s++)
        ;
    if (s == end) return true;
    if (!main_ram_file(s, end, &e)) return false;
    *to_file = chunk_string(P->c, s, (int)(e - s));
    for (s = e; s < end && *s == ' '; s++)
        ;
    return s == end;
}

/* MERGE of a BASIC file of the main RAM, listed from listing position
 * from on: a name alone or on MAIN, quoted or not, then no line (all of
 * them), one line or two (lines_after_file checked them: 1 to 9999). Sets
 * *file and the lines' range *lo to *hi; false for another form (a device,
 * a string expression: FILE_ABSENT answers). */
static bool main_ram_merge(Parser *P, size_t from, const StrConst **file, Word *lo, Word *hi) {
    if (P->tfull) return false;
    const char *s = P->text + from, *end = P->text + P->tlen, *e;
    while (s < end && *s == ' ')
        s++;
    if (!main_ram_file(s, end, &e)) return false;
    int64_t n[2] = {PROGRAM_MIN_LINE, PROGRAM_MAX_LINE};
    int count = 0;
    for (const char *t = e; t < end && count < 2; count++) {
        if (*t != ',') return false;
        int64_t v = 0;
        for (t++; t < end && isdigit((unsigned char)*t); t++)
            v = v * 10 + (*t - '0');
        n[count] = v;
    }
    if (count == 1) n[1] = n[0];
    *file = chunk_string(P->c, s, (int)(e - s));
    *lo = n[0];
    *hi = n[1];
    return true;
}

/* FREE PORT(p), CLAIM PORT(p) (the keyword listed): p a numeric
 * expression, run (OP_PORT_STMT). Errors: Syntax (no PORT, no
 * parenthesis), ) Expected, Excess Chars. */
static void port_statement(Parser *P, Keyword kw) {
    /* (PORT wanted: CLAIM(1) and FREE (0) are Syntax, the ROM) */
    if (!accept_kw(P, KW_PORT) || !is_punct(peek(P), '(')) fail(P, HP71_E_SYNTAX);
    puts_(P, " PORT(");
    expect_punct(P, '(');
    numeric_expression(P);
    if (!accept_punct(P, ')')) fail(P, HP71_E_RPAREN_EXPECTED);
    putc_(P, ')');
    if (!at_statement_end(P)) fail(P, HP71_E_EXCESS_CHARS);
    emit_op1(P, OP_PORT_STMT, kw);
}

/* ASSIGN #n TO file, read by file_statement: the channel's code is kept, then the file's
 * (a string expression's value, or a port's number) when it has any, for
 * OP_ASSIGN, which answers as the ROM does (vm.c, commands_assign_error).
 * Its listing must be whole (P->tfull false: a line's is). */
static void assign_statement(Parser *P) {
    AssignFile kind = ASSIGN_SPEC;
    const StrConst *file = NULL;
    if (P->spec_closes)
        kind = ASSIGN_CLOSE;
    else if (P->spec_exprs & 2)
        kind = ASSIGN_VALUE;       /* (its value on the string stack) */
    else if (P->spec_pushed & 2) { /* a quoted name: answered as listed, running */
        P->c->len = P->spec_channel_end;
        P->spec_error = HP71_E_NONE; /* ("" and "*" close the channel) */
    } else if (P->c->len > P->spec_channel_end)
        kind = ASSIGN_PORT; /* X:PORT(p): p on the stack */
    if (kind == ASSIGN_SPEC || kind == ASSIGN_PORT) {
        const char *t = P->text + P->spec_file_at + 1; /* (after its blank) */
        file = chunk_string(P->c, t, (int)(P->text + P->tlen - t));
    }
    emit_op2(P, OP_ASSIGN, (Word)kind, (Word)(intptr_t)file);
    emit(P, P->spec_error);
}

/* A port's number whose code was dropped (not_emulated), compiled again
 * from its token tok, the listing and the place read kept. */
static void port_number_again(Parser *P, int tok) {
    int p = P->p;
    size_t tlen = P->tlen;
    P->p = tok;
    numeric_expression(P);
    P->p = p;
    P->tlen = tlen;
    P->text[tlen] = '\0';
}

/* CREATE's file named by a literal at name (as listed, after the type:
 * unquoted or quoted, with a device MAIN, PORT, PORT(n) unquoted, CARD or
 * PCRD): its name's characters into *n, what it names into *named
 * (FILES_CREATE_*), *end after it (a ',' or the end). False when it is no
 * such literal (a string expression, a port's number inside quotes). */
static bool create_literal(const Parser *P, const char *name, int *n, int *named,
                           const char **end) {
    char quote = *name == '"' || *name == '\'' ? *name : 0;
    const char *s = name + (quote != 0);
    *n = 0;
    while (isalnum((unsigned char)s[*n]))
        (*n)++;
    if (*n < 1 || *n > 8 || !tokens_is_name(s, *n)) return false;
    const char *e = s + *n;
    if (*e == ':' && !quote && strncmp(e + 1, "PORT(", 5) == 0) {
        /* (its number checked below, in tokens) */
        if (P->spec_port_tok < 0) return false;
        *named |= FILES_CREATE_PORT;
        int depth = 1;
        for (e += 6; *e && depth > 0; e++)
            depth += *e == '(' ? 1 : *e == ')' ? -1 : 0;
    } else if (*e == ':') { /* MAIN, PORT, a card: as a value's device is read */
        int dn = 0;
        while (isalnum((unsigned char)e[1 + dn]))
            dn++;
        char file[FILES_NAME];
        int where;
        if (commands_create_spec(s, (int)(e + 1 + dn - s), 0, file, &where) || where < 0)
            return false;
        *named |= where;
        e += 1 + dn;
    }
    if (quote && *e++ != quote) return false;
    if (*e != ',' && *e != '\0') return false;
    *end = e;
    return true;
}

/* The name of CREATE's file given by a string expression from token
 * first (CREATE DATA A$,5; a quoted one with a port's number), compiled to
 * leave its value on the string stack, then CREATE_NAME (checked running
 * before the records). False, nothing meant, when it is no string
 * expression ending at token stop. */
static bool create_name_value(Parser *P, int first, int stop) {
    jmp_buf here, *outer = P->fail;
    volatile bool ok = false;
    P->fail = &here;
    P->p = first;
    if (!setjmp(here)) ok = expression(P).type == TYPE_STR && P->p == stop;
    P->fail = outer;
    if (ok) emit(P, OP_CREATE_NAME);
    return ok;
}

/* CREATE type name[:device][,records[,length]] once generic_rest has
 * checked and listed it (from the token first, its listing from from):
 * the code of the name's value when it is a string expression, of the
 * port's number (PORT_CHECK, the value kept), the records and the length
 * is made again from their tokens, then OP_CREATE_DATA with the name (0:
 * the value) and what the statement names (FILES_CREATE_*; vm.c).
 * Returns false, nothing made, for a form it does not know, which stays
 * not emulated. */
static bool create_data(Parser *P, int len, int nfix, int first, size_t from) {
    const char *t = P->text + from;
    int named = 0;
    if (strncmp(t, " SDATA ", 7) == 0)
        named = FILES_CREATE_OTHER;
    else if (strncmp(t, " TEXT ", 6) == 0)
        named = FILES_CREATE_OTHER | FILES_CREATE_TEXT;
    else if (strncmp(t, " DATA ", 6) != 0)
        return false;
    const char *name = strchr(t + 1, ' ') + 1, *end = NULL;
    int n = 0;
    bool literal = create_literal(P, name, &n, &named, &end);
    /* the records after the first ',' outside parentheses and brackets, in
       this statement (CREATE DATA U @ CREATE DATA V,10: U has none) */
    int i = first, depth = 0;
    while (!ends_statement(&P->t->tok[i]) && (depth > 0 || !is_punct(&P->t->tok[i], ','))) {
        const Token *k = &P->t->tok[i++];
        depth += is_punct(k, '(') || is_punct(k, '[')   ? 1
                 : is_punct(k, ')') || is_punct(k, ']') ? -1
                                                        : 0;
    }
    bool records = !ends_statement(&P->t->tok[i]);
    if (literal && (*end == ',') != records) return false;
    P->c->len = len; /* (the checked code of generic_rest goes) */
    P->c->nfixups = nfix;
    int p = P->p;
    size_t tlen = P->tlen;
    const StrConst *file = NULL;
    bool made = true;
    if (literal) {
        file = chunk_string(P->c, name + (*name == '"' || *name == '\''), n);
    } else {
        named &= FILES_CREATE_OTHER | FILES_CREATE_TEXT;
        made = create_name_value(P, first + 1, i);
    }
    if (made && (named & FILES_CREATE_PORT)) { /* the port's number first, its Invalid Arg */
        port_number_again(P, P->spec_port_tok);
        emit_op1(P, OP_PORT_CHECK, 1);
    }
    if (made && records) {
        named |= FILES_CREATE_RECORDS;
        P->p = i + 1;
        numeric_expression(P);
        if (accept_punct(P, ',')) {
            named |= FILES_CREATE_LENGTH;
            numeric_expression(P);
        }
    }
    P->p = p;
    P->tlen = tlen;
    P->text[tlen] = '\0';
    if (!made) return false;
    emit_op2(P, OP_CREATE_DATA, (Word)(intptr_t)file, (Word)named);
    return true;
}

/* A statement hp71 does not run (its keyword already listed): the rest is
 * entered and listed, with the ROM's checks; running it is ERR:Not
 * Emulated, or for a file statement whose file the emulated machine cannot
 * have, the ROM's answer (FILE_ABSENT of its first_file; PROTECT, UNPROTECT:
 * Device Not Found, no card reader). */
static void not_emulated(Parser *P, Keyword kw) {
    int len = P->c->len, nfix = P->c->nfixups;
    const StrConst *file = NULL;
    Hp71Error spec_before = HP71_E_NONE; /* (before first_file's answer) */
    P->spec_error = HP71_E_NONE;
    P->spec_pushed = P->spec_exprs = 0;
    P->spec_place = -1;
    P->spec_port_tok = -1;
    P->spec_to_port_tok = -1;
    P->spec_port_run = kw == KW_EDIT || kw == KW_CREATE;
    P->spec_closes = false;
    size_t from = P->tlen;
    if (kw == KW_CHAIN || kw == KW_NAME) { /* one file, wanted (ELSE is a name) */
        /* (NAME :MAIN: NAME takes no device) */
        if (no_name_here(P) || (kw == KW_NAME && is_punct(peek(P), ':')))
            fail(P, HP71_E_INVALID_FILESPEC);
        putc_(P, ' ');
        if (kw == KW_CHAIN) P->spec_place = 0;  /* (its value pushed: OP_CHAIN's) */
        file_spec(P, kw, kw == KW_CHAIN, true); /* NAME's is a name alone; CHAIN 1 is none */
        /* (after CHAIN nothing but a remark or an IF's ELSE, as after RUN:
           CHAIN X @ DISP 1 is Excess Chars, the ROM) */
        if (!at_statement_end(P) || (kw == KW_CHAIN && is_punct(peek(P), '@')))
            fail(P, HP71_E_EXCESS_CHARS);
        if (kw == KW_CHAIN) {
            file = first_file(P, kw, from);
            if (!P->tfull && P->spec_port_tok < 0 && (file || (P->spec_pushed & 1))) {
                /* run (commands_chain), its name's expression too */
                emit_op2(P, OP_CHAIN, (Word)(intptr_t)(P->spec_pushed & 1 ? NULL : file),
                         P->spec_error);
                return;
            }
        }
        if (kw == KW_NAME && !P->tfull) { /* NAME X: the workfile named (commands_name) */
            if (P->c->len != len) {       /* NAME A$: the expression's value, on the string stack */
                emit_op1(P, OP_NAME_FILE, 0);
                return;
            }
            const char *s = P->text + from;
            while (*s == ' ')
                s++;
            emit_op1(P, OP_NAME_FILE,
                     (Word)(intptr_t)chunk_string(P->c, s, (int)(P->text + P->tlen - s)));
            return;
        }
    } else if (kw == KW_FREE || kw == KW_CLAIM) {
        port_statement(P, kw);
        return;
    } else if (kw == KW_LOCK || kw == KW_POKE) {
        strings_statement(P, kw);
        /* POKE's strings are checked running (memmap.h); LOCK's password
           waits for a power-on that hp71's machine never has */
        emit(P, kw == KW_POKE ? OP_POKE : OP_LOCK);
        return;
    } else if (kw == KW_CAT || kw == KW_COPY || kw == KW_MERGE || kw == KW_PRIVATE ||
               kw == KW_SECURE || kw == KW_UNSECURE || kw == KW_ASSIGN || kw == KW_RENAME ||
               kw == KW_TRANSFORM) {
        not_emulated_before(P, kw);
        file_statement(P, kw);
        if (kw == KW_CAT && P->mode == COMPILE_KEYBOARD && !P->tfull &&
            ((P->tlen - from == 4 && memcmp(P->text + from, " ALL", 4) == 0) ||
             (P->tlen - from == 6 && memcmp(P->text + from, " :MAIN", 6) == 0))) {
            /* CAT ALL, CAT :MAIN typed: the catalog's heading, then the ROM
               waits for the keys that show its entries; the main RAM has no
               file but the workfile, which it does not list */
            static const char heading[] = COMMANDS_CATALOG_HEADING;
            P->c->len = len;
            P->c->nfixups = nfix;
            emit_op1(P, OP_PUSH_STR,
                     (Word)(intptr_t)chunk_string(P->c, heading, sizeof heading - 1));
            emit(P, OP_DISP_STR);
            emit_op1(P, OP_DISP_END, 1);
            return;
        }
        if (kw == KW_ASSIGN) {
            assign_statement(P);
            return;
        }
        spec_before = P->spec_error;
        file = first_file(P, kw, from);
        P->spec_place = -1;
        if (P->spec_exprs && kw != KW_CAT && kw != KW_ASSIGN) {
            /* a file given by a string expression: its value is checked
               running, as a quoted name's is here (COPY A$ TO B$) */
            emit_op2(P, OP_FILE_NAMED, kw, (Word)(intptr_t)(P->spec_pushed & 1 ? NULL : file));
            emit(P, P->spec_pushed);
            emit(P, P->spec_error);
            return;
        }
    } else if ((kw == KW_PRINT || kw == KW_READ || kw == KW_RESTORE) && is_punct(peek(P), '#')) {
        channel_statement(P, kw);
        return;
    } else {
        not_emulated_before(P, kw);
        /* EDIT :MAIN, CREATE TEXT :CARD: a device is no file to edit or
           make, Invalid Filespec running (the ROM) */
        int at = kw == KW_CREATE ? 1 : 0;
        bool device_alone = (kw == KW_EDIT || kw == KW_CREATE) && is_punct(peek_at(P, at), ':');
        int first = P->p;
        generic_rest(P, kw);
        if (device_alone && !P->spec_error) P->spec_error = HP71_E_INVALID_FILESPEC;
        if (kw == KW_CREATE && !P->spec_error && create_data(P, len, nfix, first, from)) return;
    }
    P->c->len = len; /* the checked expressions are never run */
    P->c->nfixups = nfix;
    /* UNSECURE alone: the workfile, which nothing secured (SECURE is not
       emulated), stays as it is (the ROM says nothing) */
    if ((kw == KW_UNSECURE || kw == KW_SECURE) && !file && !P->spec_error && P->tlen - from == 0) {
        emit_op1(P, OP_SECURE, kw == KW_SECURE); /* alone: the current file */
        return;
    }
    bool pair = kw == KW_COPY || kw == KW_RENAME || kw == KW_TRANSFORM;
    bool to_run = !spec_before && P->spec_to_port_tok >= 0 && pair;
    if (P->spec_port_tok >= 0 && pair && (P->spec_error || to_run)) {
        /* COPY X:PORT(A) TO Y:PORT(B), RENAME X:PORT(A) TO Y:CARD: the first
           file's port number run and checked (Invalid Arg), then an entry
           error (COPY X:PORT(A) TO "1Y": Invalid Filespec) or the second's
           port number run and checked, then the first port's answer, before
           the second file's refusal (the ROM) */
        /* (TRANSFORM's refusal of its new file comes after the first
           number alone: TRANSFORM X:PORT(A) INTO TEXT Y:PORT(1/0) is
           Invalid Filespec, no warning) */
        bool transform = kw == KW_TRANSFORM;
        bool kept = !spec_before && !transform;
        port_number_again(P, P->spec_port_tok);
        emit_op1(P, OP_PORT_CHECK, kept);
        if (to_run && !transform) {
            port_number_again(P, P->spec_to_port_tok);
            emit_op1(P, OP_PORT_CHECK, 0);
        }
        if (kept) emit_op2(P, OP_PORT_FILE, kw, P->spec_port_named || kw == KW_COPY);
    } else if (!P->spec_error && P->spec_port_tok >= 0 &&
               (kw == KW_SECURE || kw == KW_UNSECURE || kw == KW_PRIVATE || kw == KW_COPY ||
                kw == KW_RENAME || kw == KW_TRANSFORM || kw == KW_MERGE || kw == KW_CHAIN ||
                kw == KW_EDIT || kw == KW_CREATE || (kw == KW_CAT && !P->spec_port_named))) {
        /* the first file on a port given by an expression (SECURE
           X:PORT(A)): the number run, the ROM's answer for that port
           (PORT_FILE), its code made again here, the listing kept */
        port_number_again(P, P->spec_port_tok);
        /* (a port alone is no file: Invalid Filespec, but COPY's, which
           copies from it, and CAT's, its catalog; Invalid Arg first) */
        emit_op2(P, OP_PORT_FILE, kw, P->spec_port_named || kw == KW_COPY);
        if (kw == KW_CAT) return; /* (its catalog shown, or its error) */
    } else if (P->spec_port_tok < 0 && to_run) {
        /* COPY X TO Y:PORT(A): the second file's port number run first
           (its warnings; Invalid Arg), then the answer first_file gave */
        port_number_again(P, P->spec_to_port_tok);
        emit_op1(P, OP_PORT_CHECK, 0);
    }
    const StrConst *from_file, *to_file;
    Word lo, hi;
    if (kw == KW_MERGE && !P->spec_error && P->spec_port_tok < 0 &&
        main_ram_merge(P, from, &from_file, &lo, &hi)) { /* a file of the main RAM */
        emit_op2(P, OP_FILE_MERGE, (Word)(intptr_t)from_file, lo);
        emit(P, hi);
        return;
    }
    Word type;
    if (kw == KW_TRANSFORM && !P->spec_error && P->spec_port_tok < 0 &&
        main_ram_transform(P, from, &from_file, &type, &to_file)) { /* files of the main RAM */
        emit_op2(P, OP_FILE_TRANSFORM, (Word)(intptr_t)from_file, type);
        emit(P, (Word)(intptr_t)to_file);
        return;
    }
    if ((kw == KW_COPY || kw == KW_RENAME) && !P->spec_error && P->spec_port_tok < 0 &&
        main_ram_copy(P, kw, from, &from_file, &to_file)) { /* files of the main RAM */
        emit_op2(P, OP_FILE_COPY, kw, (Word)(intptr_t)from_file);
        emit(P, (Word)(intptr_t)to_file);
        return;
    }
    if (file || kw == KW_PROTECT || kw == KW_UNPROTECT || P->spec_error) {
        emit_op2(P, OP_FILE_ABSENT, kw, (Word)(intptr_t)file);
        emit(P, P->spec_error);
    } else
        emit_op1(P, OP_NOT_EMULATED, kw);
}

/* True when the statement at the current token is an assignment: a
 * variable (with subscripts and substring) followed by '=' and an
 * expression that ends the statement. A list (X=1,2) is a display. For an
 * assignment to a scalar, what the trial compiled is the assignment's code
 * but its store: it is kept, *kept set true, *target filled and *result
 * set to the value's kind (Expr) (so a line is not compiled twice);
 * otherwise everything is undone. */
static bool is_assignment(Parser *P, bool *kept, Target *target, bool *result) {
    jmp_buf here, *outer = P->fail;
    Mark m = mark(P);
    volatile bool yes = false;
    *kept = false;
    P->fail = &here;
    if (!setjmp(here)) {
        Target t = parse_target(P);
        if (accept_punct(P, '=')) {
            putc_(P, '=');
            *result = typed_expression(P, t.is_str ? TYPE_STR : TYPE_NUM).result;
            /* (a ',' or ';' after the value, or AND, OR or EXOR after a
               string's, make the statement an expression to show: X=1,2,
               A$=B$ AND 1 show comparisons, the ROM) */
            const Token *k = peek(P);
            yes = at_statement_end(P) ||
                  !(is_punct(k, ',') || is_punct(k, ';') ||
                    (t.is_str && (is_kw(k, KW_AND) || is_kw(k, KW_OR) || is_kw(k, KW_EXOR))));
            if (yes && t.ndims == 0) {
                P->fail = outer;
                *kept = true;
                *target = t;
                return true;
            }
        }
    }
    P->fail = outer;
    rewind_to(P, m);
    return yes;
}

/* Statements that are not allowed at the keyboard (the ROM: Illegal
 * Context). */
static bool program_only(Parser *P) {
    const Token *k = peek(P);
    if (k->kind != TOK_KEYWORD) return false;
    switch (k->id) {
    case KW_DEF: /* DEF FNA; DEF KEY goes anywhere, DEF X is Syntax first (ROM) */
        return is_kw(peek_at(P, 1), KW_FN) &&
               (peek_at(P, 2)->kind == TOK_NUM_VAR || peek_at(P, 2)->kind == TOK_STR_VAR);
    case KW_SUB:
    case KW_DATA:
    case KW_IMAGE:
    case KW_PAUSE: return true;
    case KW_ON: /* ON ERROR and ON TIMER: only in a program (ROM) */
        return is_kw(peek_at(P, 1), KW_ERROR) || is_kw(peek_at(P, 1), KW_TIMER);
    default: return false;
    }
}

/* Statements that are only allowed at the keyboard (the ROM: Illegal
 * Context in a program line). */
static bool keyboard_only(Parser *P) {
    const Token *k = peek(P);
    if (k->kind != TOK_KEYWORD) return false;
    switch (k->id) {
    case KW_AUTO:
    case KW_EDIT:
    case KW_FETCH:
    case KW_FREE:
    case KW_CLAIM:
    case KW_SHOW: return true;
    default: return false;
    }
}

/* One of several words (an argument of DEFAULT, OPTION ROUND ...): lists it
 * and returns its index. Errors: Missing Parm (none), Invalid Parm. */
static int one_of(Parser *P, const Keyword *words, int n) {
    if (at_statement_end(P)) fail(P, HP71_E_MISSING_PARM);
    for (int i = 0; i < n; i++)
        if (accept_kw(P, words[i])) {
            put_word(P, words[i]);
            return i;
        }
    fail(P, HP71_E_INVALID_PARM);
}

/* A blank, then the statement's arguments (none at its end). */
static bool blank(Parser *P) {
    if (at_statement_end(P)) return false;
    putc_(P, ' ');
    return true;
}

/* blank() before a name (no_name_here: GOTO ELSE). */
static bool blank_before_name(Parser *P) {
    if (no_name_here(P)) return false;
    putc_(P, ' ');
    return true;
}

/* True when the token is a whole number written with digits only. */
static bool digits_only(const Token *k) {
    if (k->kind != TOK_NUMBER || k->len == 0) return false;
    for (int i = 0; i < k->len; i++)
        if (k->text[i] < '0' || k->text[i] > '9') return false;
    return true;
}

/* True when the token after the current one ends an item (a string or a
 * string variable alone, not part of an expression). */
static bool item_ends_after(Parser *P) {
    P->p++;
    bool alone = item_ends(P);
    P->p--;
    return alone;
}

/* True when a string expression names the file of a RUN, LIST, PLIST or
 * PURGE at the current token, to be found when it runs: more than a string
 * or a string variable alone (RUN A$&"X", PURGE (A$), LIST UPRC$(B$),
 * PURGE FNA$: the ROM enters them). */
static bool file_expression(Parser *P, Keyword kw) {
    if (kw != KW_RUN && kw != KW_LIST && kw != KW_PLIST && kw != KW_PURGE && kw != KW_CONT &&
        kw != KW_CALL && kw != KW_CAT && kw != KW_EDIT)
        return false;
    const Token *k = peek(P);
    if (is_punct(k, '(')) return true;
    if (k->kind == TOK_KEYWORD && keyword_kind((Keyword)k->id) == KIND_STR_FUNC) return true;
    if (is_kw(k, KW_FN) && peek_at(P, 1)->kind == TOK_STR_VAR) return true; /* PURGE FNA$ */
    if (k->kind != TOK_STRING && k->kind != TOK_STR_VAR) return false;
    return !item_ends_after(P);
}

/* After RUN's or LIST's file, as the ROM checks them at entry (never used:
 * files are not emulated): RUN F,10 or RUN F,label (a name, a string, a
 * string variable), LIST F,10,20. Errors: Syntax (RUN: a line out of 1 to
 * 9999, or none), Invalid Parm (LIST: out of range, not a number, an empty
 * place before another), Missing Parm (LIST: an empty last place), Excess
 * Chars (10.5, a third line). */
static void lines_after_file(Parser *P, bool list, int64_t *line, int *count) {
    if (!accept_punct(P, ',')) return;
    putc_(P, ',');
    for (int n = 1;; n++) {
        const Token *t = peek(P);
        if (list && at_statement_end(P)) fail(P, HP71_E_MISSING_PARM);
        if (t->kind == TOK_NUMBER) {
            int64_t number = typed_line(P, list ? HP71_E_INVALID_PARM : HP71_E_SYNTAX);
            if (line) line[(*count)++] = number; /* (for the current file: LIST X,10) */
        } else if (list) {
            fail(P, HP71_E_INVALID_PARM);
        } else if (string_start(t)) { /* RUN X,A$; RUN X,(A$), RUN X,STR$(1): the ROM */
            int len = P->c->len, nfixups = P->c->nfixups;
            bool alone = t->kind == TOK_STRING && item_ends_after(P);
            string_expression_else(P, HP71_E_SYNTAX); /* listed */
            if (alone || !line) { /* RUN X,'L': the label's name, the code dropped */
                P->c->len = len;
                P->c->nfixups = nfixups;
                if (line) line[1] = (Word)(intptr_t)chunk_string(P->c, t->text, t->len);
            } else {
                line[1] = -1; /* RUN X,A$: the label's value, pushed after the file's */
            }
        } else {
            char v[LABEL_MAX + 1];
            if (!bare_label(P, v)) fail(P, HP71_E_SYNTAX);
            put_label(P, v);
            if (line) line[1] = (Word)(intptr_t)chunk_string(P->c, v, (int)strlen(v));
        }
        if (!list && t->kind != TOK_NUMBER && line) line[2] = 2; /* RUN X,'L': a label */
        if (!list || n == 2 || !accept_punct(P, ',')) return;
        putc_(P, ',');
    }
}

/* The name a command's string alone at token t gives (read and listed): a
 * quoted name's text, or a string variable's name, *var then its slot + 1
 * (its value names the file or label when the command runs). */
static const StrConst *string_name(Parser *P, const Token *t, int64_t *var) {
    P->p++;
    if (t->kind == TOK_STRING) {
        put_string(P, t);
        return chunk_string(P->c, t->text, t->len);
    }
    char v[8];
    variable_name(t->id, true, v);
    puts_(P, v);
    *var = t->id + 1;
    return chunk_string(P->c, v, (int)strlen(v));
}

/* A command's name given by a string expression (string_expression_else,
 * error e): its value on the string stack when the command runs, *var -1. */
static const StrConst *expression_name(Parser *P, Hp71Error e, int64_t *var) {
    string_expression_else(P, e);
    *var = -1;
    return chunk_string(P->c, "", 0);
}

/* The device after a command's file name v (LABEL_MAX + 8 bytes; "" for
 * none: RUN :CARD) and its ':': a port's number is checked running
 * (PORT_FILE emitted, *on_port set); else the name with its device
 * (FOO:MAIN, FOO:PORT, :CARD), answered running as
 * commands_file_spec_error says. */
static const StrConst *command_device(Parser *P, Keyword kw, char *v, bool *on_port) {
    Device d = device(P);
    if (d == DEVICE_PORT) {
        emit_op2(P, OP_PORT_FILE, kw, v[0] != '\0');
        *on_port = true;
    }
    strcat(v, d == DEVICE_CARD ? ":CARD" : d == DEVICE_PORTS ? ":PORT" : ":MAIN");
    return chunk_string(P->c, v, (int)strlen(v));
}

/* True when the tokens from token from to the current one call a user
 * function. */
static bool calls_fn(const Parser *P, int from) {
    for (int i = from; i < P->p; i++)
        if (is_kw(&P->t->tok[i], KW_FN)) return true;
    return false;
}

/* True when t is a keyword spelled as an operator, not a word: DIV's
 * backslash. Where a file's name or a line number goes it is refused as an
 * operator is there (the ROM: LIST \\X Invalid Parm as LIST *X). */
static bool operator_spelled(const Token *t) {
    return t->kind == TOK_KEYWORD && t->text && !isalpha((unsigned char)t->text[0]);
}

/* RUN, CONT, LIST, PLIST, DELETE, RENUMBER, PURGE, BYE and CALL's IN
 * (commands.h): their
 * arguments as the ROM checks them at entry, emitted as one OP_COMMAND
 * (keyword, count, four line numbers (0: left empty), a name or 0; with
 * a string variable's name the fourth is its slot + 1, with a string
 * expression's -1: its value on the string stack).
 * Errors: Missing Parm, Invalid Parm, Excess Chars, Invalid Filespec,
 * Illegal Context (CONT and DELETE in a program). */
static void command_statement(Parser *P, Keyword kw) {
    if (P->mode == COMPILE_PROGRAM && (kw == KW_CONT || kw == KW_DELETE))
        fail(P, HP71_E_ILLEGAL_CONTEXT);
    bool list = kw == KW_LIST || kw == KW_PLIST;
    bool file_only = kw == KW_PURGE || kw == KW_CALL; /* (CALL's IN) */
    int max = kw == KW_RENUMBER ? 4 : list || kw == KW_DELETE ? 2 : kw == KW_BYE ? 0 : 1;
    /* a line number out of 1..9999 is not one for RUN and CONT */
    /* FETCH takes a line or a label as CONT does */
    bool cont_like = kw == KW_CONT || kw == KW_FETCH;
    Hp71Error bad_line = kw == KW_RUN || cont_like ? HP71_E_EXCESS_CHARS : HP71_E_INVALID_PARM;
    bool names = kw != KW_DELETE && kw != KW_RENUMBER; /* a file (a label for CONT) */
    int64_t line[4] = {0, 0, 0, 0};
    const StrConst *name = NULL;
    bool on_port = false, fn_file = false;
    int n = 0;
    if (kw == KW_DELETE && accept_kw(P, KW_ALL)) {
        puts_(P, " ALL");
        n = -1;
    } else if (kw == KW_PURGE && word_here(P, KW_ALL, true) &&
               (peek_at(P, 1)->kind == TOK_END || is_punct(peek_at(P, 1), '@') ||
                peek_at(P, 1)->kind == TOK_REMARK || is_kw(peek_at(P, 1), KW_ELSE))) {
        P->p++; /* PURGE ALL: every file of the main RAM */
        puts_(P, " ALL");
        n = -1;
    } else if (kw == KW_RUN && is_punct(peek(P), ',') && !is_punct(peek_at(P, 1), ',') &&
               peek_at(P, 1)->kind != TOK_END && peek_at(P, 1)->kind != TOK_REMARK) {
        /* RUN ,20 or RUN ,label: the workfile from there (ROM) */
        P->p++;
        puts_(P, " ,");
        const Token *t = peek(P);
        if (t->kind == TOK_NUMBER) {
            /* as CONT's: a number whose leading digits are no line is read
               first as a literal, which warns (RUN ,0E-600, RUN ,.5E-600;
               not RUN ,1E-600: the ROM), then refused */
            if (t->warn && !digits_only(t) &&
                (leading_line_digits(t) < 1 || leading_line_digits(t) > 9999)) {
                P->p++;
                (void)checked_line(P, t, HP71_E_SYNTAX);
            }
            line[n++] = typed_line(P, HP71_E_SYNTAX);
        } else {
            line[2] = 1; /* the name is a label's */
            char v[LABEL_MAX + 1];
            bool string = t->kind == TOK_STRING || t->kind == TOK_STR_VAR;
            if (string && item_ends_after(P)) {
                name = string_name(P, t, &line[3]);
            } else if (string_start(t)) {
                name = expression_name(P, HP71_E_SYNTAX, &line[3]);
            } else if (bare_label(P, v)) {
                put_label(P, v);
                name = chunk_string(P->c, v, (int)strlen(v));
            } else {
                fail(P, HP71_E_SYNTAX);
            }
        }
    } else if ((kw == KW_RUN || cont_like ? !no_name_here(P) : !at_statement_end(P)) && max > 0) {
        putc_(P, ' '); /* (RUN ELSE: a file's name, as GOTO ELSE and CONT ELSE a label's) */
        const Token *k = peek(P);
        /* a statement's or function's name is a file's (RUN DISP, PURGE
           PI2), a word of the syntax alone is not (RUN TO); after CONT and
           FETCH any word is a label's (CONT TO, FETCH ALL: the ROM) */
        if (k->kind == TOK_KEYWORD && names && !cont_like && file_word_refused(P, kw))
            fail(P, HP71_E_INVALID_FILESPEC);
        /* a keyword spelled with letters names a file (RUN DIV); DIV's
           backslash is no name, but an operator */
        bool named = k->kind == TOK_KEYWORD && k->text && !operator_spelled(k);
        if (is_punct(k, ':') && names && !cont_like && kw != KW_CAT &&
            device_word(P, peek_at(P, 1))) {
            /* RUN :CARD, LIST :MAIN, PURGE :PORT(0): a device and no file's
               name, answered running (ROM): a port's number checked, then
               Invalid Filespec, or Device Not Found for a card RUN reads
               (RUN :XYZ is no device: refused below, as RUN -1) */
            P->p++;
            char none[LABEL_MAX + 8] = "";
            name = command_device(P, kw, none, &on_port);
            if (list || kw == KW_RUN) lines_after_file(P, list, line, &n);
        } else if (file_expression(P, kw)) { /* the name on the string stack */
            /* one the ROM cannot read, or not a string: Excess Chars; one that
               starts with a quote or a parenthesis: for PURGE Invalid Filespec,
               for LIST and PLIST Invalid Parm (LIST (1), LIST "A"&1) */
            bool quoted = k->kind == TOK_STRING || k->kind == TOK_PUNCT;
            int len = P->c->len, nfixups = P->c->nfixups, from = P->p;
            name = expression_name(P,
                                   !quoted     ? HP71_E_EXCESS_CHARS
                                   : file_only ? HP71_E_INVALID_FILESPEC
                                   : list      ? HP71_E_INVALID_PARM
                                               : HP71_E_EXCESS_CHARS,
                                   &line[3]);
            if (kw == KW_CALL && calls_fn(P, from)) {
                /* CALL S IN FNA$: Invalid Parm running, the function not
                   called (ROM) */
                P->c->len = len;
                P->c->nfixups = nfixups;
                fn_file = true;
            }
            if (list || kw == KW_RUN) lines_after_file(P, list, line, &n);
        } else if (k->kind == TOK_STRING || k->kind == TOK_NUM_VAR || k->kind == TOK_STR_VAR ||
                   named) {
            if (!names) fail(P, HP71_E_INVALID_PARM);
            if (k->kind == TOK_STRING || k->kind == TOK_STR_VAR) { /* RUN A$: its value, then */
                name = string_name(P, k, &line[3]);
            } else {                   /* RUN FOO: the letters and digits */
                char v[LABEL_MAX + 8]; /* (and :MAIN) */
                /* (CONT's is a label: Excess Chars, bare_label's) */
                if (kw != KW_RUN && kw != KW_CONT && long_file_name(P))
                    fail(P, list ? HP71_E_INVALID_PARM : HP71_E_INVALID_FILESPEC);
                (void)bare_label(P, v);
                puts_(P, v);
                /* FOO. and FOO; are no name: PURGE's Invalid Filespec, LIST's
                   Invalid Parm; FOO- or FOO(1), characters in excess */
                const Token *t = peek(P);
                bool adjacent = t->pos == k->pos + (int)strlen(v); /* typed right after it */
                bool breaks = adjacent && breaks_file_name(t) && !is_punct(t, ':');
                if (breaks || !item_ends(P)) {
                    fail(P, !breaks     ? HP71_E_EXCESS_CHARS
                            : file_only ? HP71_E_INVALID_FILESPEC
                            : list      ? HP71_E_INVALID_PARM
                                        : HP71_E_EXCESS_CHARS);
                }
                name = chunk_string(P->c, v, (int)strlen(v));
                if (adjacent && accept_punct(P, ':')) {
                    /* FOO:PORT(0), its number checked; FOO:MAIN (FOO :MAIN: in excess) */
                    if (cont_like) fail(P, HP71_E_EXCESS_CHARS); /* a label has none */
                    /* no device after it (FOO:MAN, FOO:1): LIST's and PLIST's
                       Invalid Parm, RUN's Excess Chars (the ROM) */
                    jmp_buf here, *outer = P->fail;
                    P->fail = &here;
                    if (setjmp(here)) {
                        P->fail = outer;
                        fail(P, P->error != HP71_E_INVALID_FILESPEC ? P->error
                                : list                              ? HP71_E_INVALID_PARM
                                : kw == KW_RUN                      ? HP71_E_EXCESS_CHARS
                                                                    : HP71_E_INVALID_FILESPEC);
                    }
                    name = command_device(P, kw, v, &on_port);
                    P->fail = outer;
                }
            }
            /* LIST X,10 and RUN X,20: the file is what counts */
            if (list || kw == KW_RUN) lines_after_file(P, list, line, &n);
        } else {
            /* PURGE takes a file only: PURGE 1 is no line (the ROM; it kept the
               workfile), a number read first (PURGE 1E600, CALL S IN 1E600 warn) */
            if (file_only && peek(P)->kind == TOK_NUMBER) P->p++;
            if (file_only) fail(P, HP71_E_INVALID_FILESPEC);
            for (;;) {
                const Token *t = peek(P);
                if (is_punct(t, ',') || at_statement_end(P)) {
                    /* an empty place: last, Missing Parm; before another, Invalid Parm;
                       RUN , Syntax and CONT , Excess Chars (ROM) */
                    fail(P, at_statement_end(P) && n > 0 ? HP71_E_MISSING_PARM
                            : n == 0 && kw == KW_RUN     ? HP71_E_SYNTAX
                            : n == 0 && cont_like        ? HP71_E_EXCESS_CHARS
                                                         : HP71_E_INVALID_PARM);
                }
                /* RUN -1, CONT #1: Excess Chars; LIST 30,PI, DELETE 30,X, LIST $:
                   Invalid Parm (ROM) */
                if (t->kind != TOK_NUMBER)
                    fail(P, n == 0 && !names ? HP71_E_INVALID_PARM
                            : (t->kind == TOK_PUNCT || t->kind == TOK_BAD || operator_spelled(t) ||
                               n > 0) &&
                                    bad_line == HP71_E_INVALID_PARM
                                ? HP71_E_INVALID_PARM
                                : HP71_E_EXCESS_CHARS);
                if (n == 0 && t->warn && !digits_only(t) &&
                    (list || kw == KW_RUN ||
                     (cont_like &&
                      (leading_line_digits(t) < 1 || leading_line_digits(t) > 9999)))) {
                    /* LIST 1E600, RUN 1E-600: read first as a literal, which
                       warns (the ROM), then refused by checked_line; CONT and
                       FETCH when the digits it starts with are no line
                       (0.5E-500, .5E600; not 1E-500) */
                    P->p++;
                    (void)checked_line(P, t, bad_line);
                }
                line[n++] = typed_line(P, bad_line);
                if (!is_punct(peek(P), ',')) break;
                if (n == max) fail(P, HP71_E_EXCESS_CHARS);
                P->p++;
                putc_(P, ',');
            }
        }
    }
    if (kw == KW_DELETE && n == 0) fail(P, HP71_E_MISSING_PARM);
    if (kw == KW_RUN || cont_like || kw == KW_BYE) {
        /* nothing may follow them on the line but a remark, or the ELSE of
           the IF whose THEN they are (the ROM: IF X THEN RUN 10 ELSE 20) */
        if (peek(P)->kind != TOK_END && peek(P)->kind != TOK_REMARK && !is_kw(peek(P), KW_ELSE))
            fail(P, HP71_E_EXCESS_CHARS);
    } else if (!at_statement_end(P)) {
        fail(P, HP71_E_EXCESS_CHARS);
    }
    if (on_port) return; /* a port has no files: PORT_FILE settled it */
    if (fn_file) {
        emit_op2(P, OP_FILE_ABSENT, kw, 0);
        emit(P, HP71_E_INVALID_PARM);
        return;
    }
    emit(P, OP_COMMAND);
    emit(P, kw);
    emit(P, n);
    for (int i = 0; i < 4; i++)
        emit(P, line[i]);
    emit(P, (Word)(intptr_t)name);
}

/* AUTO [start[,step]], at the keyboard: line numbers of 1 to 9999 (else
 * Invalid Parm; 1.5 and 1E3 Excess Chars), defaults 10 and 10; nothing but
 * a remark may follow it on the line (AUTO @ DISP 1: Excess Chars). Runs
 * as OP_COMMAND (commands.c). Errors: Missing Parm (an empty last place),
 * Invalid Parm, Excess Chars (the ROM: keyboard/auto_*). */
static void auto_statement(Parser *P) {
    int64_t line[4] = {10, 10, 0, 0};
    int n = 0;
    if (!at_statement_end(P)) {
        putc_(P, ' ');
        for (;;) {
            const Token *t = peek(P);
            if (at_statement_end(P) || is_punct(t, ','))
                fail(P, n > 0 && at_statement_end(P) ? HP71_E_MISSING_PARM : HP71_E_INVALID_PARM);
            if (t->kind != TOK_NUMBER) fail(P, HP71_E_INVALID_PARM);
            line[n++] = typed_line(P, HP71_E_INVALID_PARM);
            if (!is_punct(peek(P), ',')) break;
            if (n == 2) fail(P, HP71_E_EXCESS_CHARS);
            P->p++;
            putc_(P, ',');
        }
    }
    if (peek(P)->kind != TOK_END && peek(P)->kind != TOK_REMARK) fail(P, HP71_E_EXCESS_CHARS);
    emit(P, OP_COMMAND);
    emit(P, KW_AUTO);
    emit(P, n);
    for (int i = 0; i < 4; i++)
        emit(P, line[i]);
    emit(P, 0);
}

/* Compiles the statement as command kw (command_statement); accept, when
 * given, says whether the code it made is one hp71 runs as such. Returns
 * true when both hold; else everything is undone, *error the failure's
 * error (HP71_E_NONE when accept refused), and false. */
static bool try_command(Parser *P, Keyword kw, bool (*accept)(const Parser *P), Hp71Error *error) {
    jmp_buf here, *outer = P->fail;
    Mark m = mark(P);
    volatile bool yes = false;
    P->error = HP71_E_NONE;
    P->fail = &here;
    if (!setjmp(here)) {
        command_statement(P, kw);
        yes = !accept || accept(P);
    }
    P->fail = outer;
    *error = yes ? HP71_E_NONE : P->error;
    if (!yes) rewind_to(P, m);
    return yes;
}

/* CAT or CAT name as the command hp71 runs, if the statement is one: true;
 * else everything is undone and false (CAT A$&"X" and CAT ALL are entered as
 * the statement that is not emulated, which lists them as typed). */
static bool cat_command(Parser *P) {
    Hp71Error unused;
    return try_command(P, KW_CAT, NULL, &unused);
}

/* Whether the code just made is EDIT of one file and no line (its last
 * words: OP_COMMAND, keyword, count 0, four lines, a name). */
static bool edit_of_a_file(const Parser *P) {
    int at = P->c->len - 8;
    return at >= 0 && P->c->code[at] == OP_COMMAND && P->c->code[at + 2] == 0 &&
           P->c->code[at + 7] != 0;
}

/* EDIT name as the command hp71 runs (commands.c: the current file's
 * entry), when the statement is one file, named, quoted or given by a
 * string expression, with nothing after it: true; else everything is undone
 * and false (the statement that is not emulated then checks and lists it:
 * EDIT X:PORT(0)). Error: Excess Chars for more after the file (EDIT X,10:
 * the ROM). */
static bool edit_command(Parser *P) {
    const Token *k = peek(P);
    if (!(k->kind == TOK_NUM_VAR || k->kind == TOK_STR_VAR || k->kind == TOK_STRING ||
          is_punct(k, '(') || (k->kind == TOK_KEYWORD && k->text)))
        return false;
    Hp71Error e;
    if (try_command(P, KW_EDIT, edit_of_a_file, &e)) return true;
    if (e == HP71_E_EXCESS_CHARS && is_punct(peek_at(P, 1), ',')) fail(P, e);
    return false;
}

/* At a statement that starts with a variable: compiles it and returns
 * true when it is an assignment (is_assignment), else reads nothing. */
static bool variable_assignment(Parser *P) {
    bool kept, result;
    Target target;
    if (!is_assignment(P, &kept, &target, &result)) return false;
    if (kept)
        store_target_checked(P, target, false, result);
    else
        assignment(P, false);
    return true;
}

/* A statement that starts with a variable or FN as TRANSFORM reads a TEXT
 * file's line (TokenList.transform): an assignment to the statement's end,
 * else Syntax, whatever the fault, once read to its end (X+1E999 warns):
 * the ROM shows no expression there (X+1 alone) and tells no fault apart
 * (X=+, X=1 2). */
static void transform_assignment(Parser *P) {
    jmp_buf here, *outer = P->fail;
    P->fail = &here;
    volatile bool done = false;
    if (!setjmp(here)) {
        if (is_kw(peek(P), KW_FN)) {
            if (is_punct(peek_at(P, 2), '=')) {
                assignment(P, false);
                done = at_statement_end(P);
            }
        } else if (variable_assignment(P)) {
            done = at_statement_end(P);
        }
    }
    P->fail = outer;
    if (done) return;
    while (!at_statement_end(P))
        P->p++;
    fail(P, HP71_E_SYNTAX);
}

static void statement(Parser *P) {
    const Token *k = peek(P);
    if (P->mode == COMPILE_KEYBOARD && program_only(P)) fail(P, HP71_E_ILLEGAL_CONTEXT);
    if (P->mode == COMPILE_PROGRAM && keyboard_only(P)) fail(P, HP71_E_ILLEGAL_CONTEXT);
    /* (in a THEN part after '@' an ELSE ends an empty statement: THEN DISP 1
       @ ELSE 30 lists @ DISP ELSE, the ROM) */
    if (is_kw(k, KW_ELSE) && (P->branch != 1 || P->branch_head)) fail(P, HP71_E_ILLEGAL_CONTEXT);
    if (P->branch && not_in_branch(P)) fail(P, HP71_E_ILLEGAL_CONTEXT);
    if (k->kind == TOK_REMARK) return;             /* a line of only a remark */
    if (cut_keyword(P, k)) fail(P, HP71_E_SYNTAX); /* (RANDOMIZ 1) */
    if (at_statement_end(P)) {                     /* an empty statement: DISP */
        if (P->mode == COMPILE_PROGRAM) puts_(P, "DISP");
        emit_op1(P, OP_DISP_END, 1);
        return;
    }
    /* (in a THEN or ELSE part's head X=+ is Excess Chars there too) */
    if (P->t->transform && !P->branch_head &&
        (k->kind == TOK_NUM_VAR || k->kind == TOK_STR_VAR || is_kw(k, KW_FN))) {
        transform_assignment(P);
        return;
    }
    if ((k->kind == TOK_NUM_VAR || k->kind == TOK_STR_VAR) && variable_assignment(P)) return;
    if (is_kw(k, KW_FN) && is_punct(peek_at(P, 2), '=')) {
        /* FNA=expr that ends the statement: the function's result; else a
           display list (FNA=1,2 and FNA=T*2;5 show a comparison: the ROM) */
        Mark m = mark(P);
        jmp_buf here, *outer = P->fail;
        P->fail = &here;
        volatile bool result = false;
        if (!setjmp(here)) {
            assignment(P, false);
            result = at_statement_end(P);
        }
        P->fail = outer;
        if (result) return;
        rewind_to(P, m); /* (read below as an expression statement) */
    }
    if (is_kw(k, KW_USING)) { /* USING "3D";5 is DISP USING, and lists so (ROM) */
        if (P->branch_head) fail(P, HP71_E_EXCESS_CHARS);
        put_word(P, KW_DISP);
        using_statement(P, false);
        return;
    }
    if (is_kw(k, KW_KEY)) { /* KEY "A","B" is DEF KEY, and lists so (ROM) */
        put_word(P, KW_DEF);
        def_key_statement(P);
        return;
    }
    if (k->kind != TOK_KEYWORD || (keyword_kind((Keyword)k->id) != KIND_STATEMENT &&
                                   keyword_kind((Keyword)k->id) != KIND_COMMAND)) {
        /* an expression statement: displayed (DISP in a program's listing);
           not first in a THEN or ELSE part, where only a line or label goes
           (after its '@' it may: THEN DISP 1 @ Y) */
        if (P->branch_head)
            fail(P,
                 k->kind == TOK_PUNCT || k->kind == TOK_BAD ? HP71_E_SYNTAX : HP71_E_EXCESS_CHARS);
        if (P->mode == COMPILE_PROGRAM) puts_(P, "DISP ");
        display_list(P);
        return;
    }
    Keyword kw = (Keyword)k->id;
    P->p++;
    if (kw == KW_REM) return; /* the remark token follows */
    put_word(P, kw);
    if (kw == KW_FETCH && accept_kw(P, KW_KEY)) { /* FETCH KEY name: the keyboard's only */
        puts_(P, " KEY");
        if (P->mode == COMPILE_PROGRAM) fail(P, HP71_E_ILLEGAL_CONTEXT);
        if (at_statement_end(P)) fail(P, HP71_E_INVALID_EXPR);
        putc_(P, ' ');
        typed_expression(P, TYPE_STR);
        if (is_punct(peek(P), '@')) fail(P, HP71_E_EXCESS_CHARS); /* the line's last (ROM) */
        emit(P, OP_FETCH_KEY);
        return;
    }
    if (kw == KW_CAT &&
        (at_statement_end(P) || peek(P)->kind == TOK_STRING || peek(P)->kind == TOK_NUM_VAR ||
         peek(P)->kind == TOK_STR_VAR || is_punct(peek(P), '(') ||
         (peek(P)->kind == TOK_KEYWORD && keyword_kind((Keyword)peek(P)->id) == KIND_STR_FUNC) ||
         /* a file named by a word (CAT ON, CAT PI, CAT REM: the ROM shows
            its entry), but CAT's own ALL, CARD and KEYS */
         (peek(P)->kind == TOK_KEYWORD && peek(P)->id != KW_ALL && peek(P)->id != KW_CARD &&
          peek(P)->id != KW_KEYS)) &&
        cat_command(P)) /* CAT, CAT NAME, CAT A$&"X": the workfile's entry, no file */
        return;
    if (kw == KW_EDIT && is_punct(peek(P), '#')) /* (EDIT #1: no file, the ROM) */
        fail(P, HP71_E_INVALID_FILESPEC);
    if (kw == KW_EDIT && P->mode == COMPILE_KEYBOARD && edit_command(P))
        return; /* EDIT X: the current file's entry (commands.c) */
    if (kw == KW_EDIT && at_statement_end(P)) {
        /* EDIT alone: the workfile, which stays the file edited (the ROM
           shows its catalog entry; a run it suspended ends) */
        emit(P, OP_COMMAND);
        emit(P, KW_EDIT);
        for (int i = 0; i < 6; i++)
            emit(P, 0); /* (no count, lines or name) */
        return;
    }
    if (kw == KW_CAT && word_here(P, KW_KEYS, true)) { /* CAT KEYS: the keys file's entry */
        P->p++;
        puts_(P, " KEYS");
        if (!at_statement_end(P)) fail(P, HP71_E_EXCESS_CHARS); /* CAT KEYS; (the ROM) */
        emit(P, OP_CAT_KEYS);
        return;
    }
    if (kw == KW_SHOW) { /* SHOW PORT (the keyboard's): the emulated machine's RAM, as the
                            ROM lists it (16K, 4 modules of port 0; show_port_line) */
        if (!accept_kw(P, KW_PORT)) fail(P, HP71_E_SYNTAX);
        puts_(P, " PORT");
        if (!at_statement_end(P)) fail(P, HP71_E_EXCESS_CHARS);
        for (Word i = 0; i < 4; i++) {
            emit_op1(P, OP_SHOW_PORT, i);
            emit(P, OP_DISP_STR);
            emit_op1(P, OP_DISP_END, 1);
        }
        return;
    }
    if (kw == KW_AUTO) {
        auto_statement(P);
        return;
    }
    if (kw == KW_FETCH) { /* FETCH [line or label]: as CONT's (commands.c) */
        command_statement(P, kw);
        return;
    }
    if (!keyword_emulated(kw) || keyword_kind(kw) == KIND_COMMAND || kw == KW_NAME) {
        not_emulated(P, kw); /* (NAME's form is checked there too) */
        return;
    }
    switch (kw) {
    case KW_RUN:
    case KW_CONT:
    case KW_LIST:
    case KW_PLIST:
    case KW_DELETE:
    case KW_RENUMBER:
    case KW_PURGE:
    case KW_BYE: command_statement(P, kw); break;
    case KW_LET:
        if (peek(P)->kind != TOK_NUM_VAR && peek(P)->kind != TOK_STR_VAR && !is_kw(peek(P), KW_FN))
            fail(P, HP71_E_INVALID_VAR);
        no_keyword_word(P, peek(P)); /* (LET FLOW=1: Invalid Var) */
        putc_(P, ' ');
        assignment(P, true);
        break;
    case KW_DISP:
    case KW_PRINT:
        if (is_kw(peek(P), KW_USING))
            using_statement(P, kw == KW_PRINT);
        else if (is_punct(peek(P), '#')) {
            if (kw == KW_DISP) fail(P, HP71_E_INVALID_EXPR); /* (no DISP #: the ROM) */
            not_emulated(P, kw);
        } else if (blank(P)) {
            if (kw == KW_PRINT) emit(P, OP_PRINT_BEGIN);
            display_list(P);
        } else /* an empty PRINT ends PRINT's line (its column), not DISP's */
            emit_op1(P, OP_DISP_END, kw == KW_PRINT ? 3 | 4 : 1 | 4);
        break;
    case KW_INPUT:
    case KW_LINPUT:
        /* (INPUT # and LINPUT # are not the built-in ROM's: Invalid Var) */
        if (at_statement_end(P)) fail(P, HP71_E_INVALID_VAR);
        putc_(P, ' ');
        input_statement(P, kw == KW_LINPUT);
        break;
    case KW_IF:
        if (at_statement_end(P)) fail(P, HP71_E_INVALID_EXPR);
        putc_(P, ' ');
        if_statement(P);
        break;
    case KW_GOTO:
    case KW_GOSUB:
        if (!blank_before_name(P)) fail(P, HP71_E_SYNTAX);
        emit_to_target(P, kw == KW_GOTO ? OP_JUMP : OP_GOSUB, false);
        break;
    case KW_RETURN:
        /* typed, nothing may follow it (RETURN @ DISP 1: Excess Chars, the
           ROM; an ELSE may, as a remark) */
        if (P->mode == COMPILE_KEYBOARD && is_punct(peek(P), '@')) fail(P, HP71_E_EXCESS_CHARS);
        emit(P, OP_RETURN);
        break;
    case KW_POP: emit(P, OP_POP); break;
    case KW_ON:
        if (accept_kw(P, KW_TIMER)) {
            timer_statement(P, true);
            break;
        }
        if (!blank(P)) fail(P, HP71_E_INVALID_EXPR);
        on_statement(P);
        break;
    case KW_OFF:
        if (accept_kw(P, KW_TIMER)) {
            timer_statement(P, false);
        } else if (accept_kw(P, KW_ERROR)) {
            puts_(P, " ERROR");
            emit_op2(P, OP_ON_ERROR, -1, 0);
        } else if (at_statement_end(P)) {
            emit(P, OP_OFF); /* OFF: the machine turns off (ON: on again) */
        } else {
            fail(P, HP71_E_EXCESS_CHARS); /* OFF 1, OFF KEY (ROM) */
        }
        break;
    case KW_FOR:
    case KW_NEXT:
        if (!blank(P)) fail(P, HP71_E_INVALID_VAR);
        if (kw == KW_FOR)
            for_statement(P);
        else
            next_statement(P);
        break;
    case KW_END: end_statement(P); break;
    case KW_STOP: emit(P, OP_END); break; /* the ROM: STOP acts as END, even in a SUB */
    case KW_PAUSE: emit(P, OP_PAUSE); break;
    case KW_DIM:
    case KW_INTEGER:
    case KW_SHORT:
    case KW_REAL:
        if (!blank(P)) fail(P, HP71_E_INVALID_VAR);
        declaration(P,
                    kw == KW_INTEGER ? VAR_INTEGER
                    : kw == KW_SHORT ? VAR_SHORT
                                     : VAR_REAL,
                    kw == KW_DIM);
        break;
    case KW_DESTROY:
        if (!blank(P)) fail(P, HP71_E_INVALID_VAR);
        destroy_statement(P);
        break;
    case KW_DELAY: emit_op1(P, OP_DELAY, numeric_arguments(P, 1, 2) == 2); break;
    case KW_OPTION:
        if (!blank(P)) fail(P, HP71_E_MISSING_PARM);
        option_statement(P);
        break;
    case KW_DEGREES: emit_op1(P, OP_ANGLE_MODE, 0); break;
    case KW_RADIANS: emit_op1(P, OP_ANGLE_MODE, 1); break;
    case KW_STD: display_mode_statement(P, DISPLAY_STD); break;
    case KW_FIX:
    case KW_SCI:
    case KW_ENG:
        display_mode_statement(P, kw == KW_FIX   ? DISPLAY_FIX
                                  : kw == KW_SCI ? DISPLAY_SCI
                                                 : DISPLAY_ENG);
        break;
    case KW_WAIT:
        if (!blank(P)) fail(P, HP71_E_INVALID_EXPR);
        numeric_expression(P);
        emit(P, OP_WAIT);
        break;
    case KW_EXACT: emit_op1(P, OP_CLOCK_ADJUST, 0); break;
    case KW_RESET: /* RESET [CLOCK] */
        if (accept_kw(P, KW_CLOCK)) {
            puts_(P, " CLOCK");
            emit_op1(P, OP_CLOCK_ADJUST, 2);
        } else {
            emit_op1(P, OP_CLOCK_ADJUST, 1);
        }
        break;
    case KW_CONTRAST: /* CONTRAST n, WINDOW first [, last]: the LCD's settings */
        emit_op1(P, OP_LCD_SETTING, numeric_arguments(P, 1, 1) - 1);
        break;
    case KW_WINDOW: emit_op1(P, OP_LCD_SETTING, numeric_arguments(P, 1, 2)); break;
    case KW_GDISP: /* GDISP, CHARSET, STARTUP, PUT: a string (the ROM: no blank needed) */
    case KW_CHARSET:
    case KW_STARTUP: /* the command for the next power-on */
    case KW_PUT:     /* a key into the key buffer */
        if (at_statement_end(P)) fail(P, HP71_E_INVALID_EXPR);
        putc_(P, ' ');
        typed_expression(P, TYPE_STR);
        emit(P, kw == KW_GDISP     ? OP_GDISP
                : kw == KW_CHARSET ? OP_CHARSET
                : kw == KW_PUT     ? OP_PUT
                                   : OP_STARTUP);
        break;
    case KW_ENDLINE: { /* ENDLINE [string]: what ends a PRINT line (alone: CR LF) */
        bool text = !at_statement_end(P);
        if (text) {
            putc_(P, ' ');
            typed_expression(P, TYPE_STR);
        }
        emit_op1(P, OP_ENDLINE, text);
        break;
    }
    case KW_WIDTH:
    case KW_PWIDTH:
        if (!blank(P)) fail(P, HP71_E_INVALID_EXPR);
        numeric_expression(P);
        emit_op1(P, OP_WIDTH, kw == KW_PWIDTH);
        break;
    case KW_BEEP:
        if (is_kw(peek(P), KW_ON) || is_kw(peek(P), KW_OFF)) {
            bool on = accept_kw(P, KW_ON);
            if (!on) P->p++;
            puts_(P, on ? " ON" : " OFF");
            emit_op1(P, OP_BEEP_SWITCH, on);
            break;
        }
        emit_op1(P, OP_BEEP, numeric_arguments(P, 0, 2));
        break;
    case KW_SETTIME:
    case KW_SETDATE:
    case KW_ADJUST:
    case KW_ADJABS:
        if (!blank(P)) fail(P, HP71_E_INVALID_EXPR);
        emit_op1(P,
                 kw == KW_SETTIME   ? OP_SETTIME
                 : kw == KW_SETDATE ? OP_SETDATE
                                    : OP_ADJUST,
                 (expression(P).type == TYPE_STR ? ADJUST_TEXT : 0) |
                     (kw == KW_ADJABS ? ADJUST_ABS : 0));
        break;
    case KW_RANDOMIZE: emit_op1(P, OP_RANDOMIZE, numeric_arguments(P, 0, 1)); break;
    case KW_STAT: { /* STAT A(n) */
        const Token *v = variable_token(P);
        if (v->kind != TOK_NUM_VAR) fail(P, HP71_E_INVALID_VAR);
        putc_(P, ' ');
        put_variable(P, v->id, false);
        bool count = accept_punct(P, '('); /* STAT A: the array as it is */
        if (count) {
            putc_(P, '(');
            numeric_expression(P);
            /* (STAT A(1,2), STAT A(1: the ROM) */
            if (!accept_punct(P, ')')) fail(P, HP71_E_RPAREN_EXPECTED);
            putc_(P, ')');
        }
        emit_op2(P, OP_STAT, v->id, count);
        break;
    }
    case KW_ADD:
    case KW_DROP:
        /* ADD or DROP alone: a point of zeros (the ROM) */
        P->stat_arguments = true;
        emit_op2(P, OP_STAT_ADD, numeric_arguments(P, 0, 16), kw == KW_ADD ? 1 : -1);
        P->stat_arguments = false;
        break;
    case KW_CLSTAT: emit(P, OP_CLSTAT); break;
    case KW_LR: { /* LR y,x[,b[,m]] */
        P->stat_arguments = true;
        int n = numeric_arguments(P, 2, 2);
        P->stat_arguments = false;
        if (n != 2) fail(P, HP71_E_MISSING_PARM);
        emit(P, OP_LR);
        /* the intercept, then the slope: variables or elements (the ROM) */
        for (int i = 0; i < 2 && accept_punct(P, ','); i++) {
            putc_(P, ',');
            int slot, kind = whole_array_item(P, HP71_E_INVALID_VAR, &slot);
            if (kind >= 0) { /* a whole array (the ROM: statistics/lr_whole_arrays) */
                emit_op1(P, OP_LR_RESULT, i);
                emit_op2(P, OP_LR_WHOLE, slot, kind);
                continue;
            }
            Target t = named_target(P, false);
            if (t.is_str) fail(P, HP71_E_INVALID_VAR);
            emit_op1(P, OP_LR_RESULT, i);
            store_target_checked(P, t, false, true);
        }
        break;
    }
    case KW_DEF:
        if (is_kw(peek(P), KW_KEY)) {
            def_key_statement(P);
            break;
        }
        if (!blank(P)) fail(P, HP71_E_SYNTAX);
        def_statement(P);
        break;
    case KW_SUB:
        if (!blank(P)) fail(P, HP71_E_SYNTAX);
        sub_statement(P);
        break;
    case KW_CALL: /* a CALL alone: the current file, typed; Syntax in a program (ROM) */
        if (!is_kw(peek(P), KW_ELSE) && blank(P)) /* (CALL ELSE: alone, the ROM; tokenizer) */
            call_statement(P);
        else if (P->mode == COMPILE_PROGRAM)
            fail(P, HP71_E_SYNTAX);
        else
            emit(P, OP_CALL_FILE);
        break;
    case KW_READ:
        if (is_hash_relation(peek(P))) fail(P, HP71_E_INVALID_EXPR); /* READ ##1;X (the ROM) */
        if (is_punct(peek(P), '#')) {
            not_emulated(P, kw);
            break;
        }
        if (!blank(P)) fail(P, HP71_E_INVALID_VAR);
        read_statement(P);
        break;
    case KW_DATA:
        if (peek(P)->kind == TOK_DATA && peek(P)->len > 0) putc_(P, ' ');
        data_statement(P);
        break;
    case KW_IMAGE: {
        /* the text as typed; the ROM reads it only when a USING uses it */
        const Token *t = peek(P);
        StrConst *text = chunk_string(P->c, "", 0);
        if (t->kind == TOK_DATA) {
            P->p++;
            if (t->len > 0 && t->text[0] != ' ') putc_(P, ' '); /* IMAGE&3 lists IMAGE &3 */
            put(P, t->text, (size_t)t->len);
            text = chunk_string(P->c, t->text, t->len);
        }
        emit_op1(P, OP_IMAGE, (Word)(intptr_t)text);
        break;
    }
    case KW_RESTORE:
        if (is_hash_relation(peek(P))) fail(P, HP71_E_INVALID_EXPR); /* RESTORE ##1 (the ROM) */
        if (is_punct(peek(P), '#'))
            not_emulated(P, kw);
        else if (blank_before_name(P))
            restore_target(P);
        else
            emit_op1(P, OP_RESTORE, -1);
        break;
    case KW_TRACE: {
        static const Keyword modes[] = {KW_OFF, KW_FLOW, KW_VARS};
        if (!blank(P)) fail(P, HP71_E_SYNTAX);
        int i = 0;
        while (i < 3 && !accept_kw(P, modes[i]))
            i++;
        if (i == 3) fail(P, HP71_E_SYNTAX);
        put_word(P, modes[i]);
        emit_op1(P, OP_TRACE, i);
        break;
    }
    case KW_DEFAULT: {
        static const Keyword modes[] = {KW_ON, KW_OFF, KW_EXTEND};
        static const int values[] = {TRAP_DEFAULT_ON, TRAP_DEFAULT_OFF, TRAP_DEFAULT_EXTEND};
        blank(P);
        emit_op1(P, OP_DEFAULT, values[one_of(P, modes, 3)]);
        break;
    }
    case KW_USER: /* USER [ON|OFF]: system flag -9 (the USER annunciator), LC: -15 (ROM) */
    case KW_LC: {
        int how = 2;
        if (accept_kw(P, KW_ON))
            how = 1, puts_(P, " ON");
        else if (accept_kw(P, KW_OFF))
            how = 0, puts_(P, " OFF");
        emit_op1(P, OP_PUSH_INT, kw == KW_USER ? -9 : -15);
        emit_op1(P, OP_SET_FLAG, how);
        break;
    }
    case KW_SFLAG:
    case KW_CFLAG: {
        if (!blank(P)) fail(P, HP71_E_INVALID_EXPR);
        if (accept_kw(P, KW_ALL)) { /* SFLAG ALL, CFLAG ALL: user flags 0 to 63 (the ROM) */
            puts_(P, "ALL");
            emit_op1(P, OP_SET_FLAG, kw == KW_SFLAG ? SET_FLAG_ALL : CLEAR_FLAG_ALL);
            break;
        }
        int n = 0;
        do {
            if (n++ > 0) putc_(P, ',');
            numeric_expression(P);
            emit_op1(P, OP_SET_FLAG, kw == KW_SFLAG);
        } while (accept_punct(P, ','));
        break;
    }
    default: fail(P, HP71_E_SYNTAX);
    }
}

/* A remark: "! text" (a blank added when the text starts without one),
 * "REM text" likewise. */
static void remark(Parser *P, const Token *k) {
    if (k->id == '!') {
        if (P->tlen > 0 && P->text[P->tlen - 1] != ' ') putc_(P, ' ');
        putc_(P, '!');
    } else {
        puts_(P, "REM");
    }
    if (k->len > 0 && k->text[0] != ' ') putc_(P, ' ');
    put(P, k->text, (size_t)k->len);
}

/* True when an unquoted label (NAME:) starts at the current token: the
 * letters and digits typed from there, right before a ':'. */
static bool bare_label_ahead(Parser *P) {
    /* only in a program, not first in a THEN or ELSE part (ROM: WAIT: typed
       and ELSE DISP:3 are statements with a ':', Invalid Expr) */
    if (P->mode != COMPILE_PROGRAM || P->branch_head) return false;
    const Token *k = peek(P);
    if ((k->kind != TOK_NUM_VAR && k->kind != TOK_KEYWORD) || !k->text ||
        !isalpha((unsigned char)k->text[0]))
        return false;
    int n = typed_run(P, k);
    /* (longer, a statement's word: RANDOMIZE: is RANDOMIZE and a ':') */
    return n <= LABEL_MAX && k->pos + n < P->t->tok[P->t->count - 1].pos && k->text[n] == ':';
}

/* Labels at the start of a statement: 'NAME': or NAME: (the ROM lists both
 * quoted). Returns true when there was one. */
static bool labels(Parser *P) {
    for (bool any = false;; any = true) {
        char name[LABEL_MAX + 1];
        /* (the ':' right after the quote: 'L' : is a string and a ':', the ROM) */
        bool quoted = peek(P)->kind == TOK_STRING && peek(P)->quote == '\'' &&
                      is_punct(peek_at(P, 1), ':') &&
                      peek_at(P, 1)->pos == peek(P)->pos + peek(P)->len + 2;
        if (!quoted && !bare_label_ahead(P)) return any;
        if (P->branch_head) fail(P, HP71_E_EXCESS_CHARS); /* THEN 'L': ... */
        /* the ROM: a label typed at the keyboard is Excess Chars */
        if (P->mode != COMPILE_PROGRAM) fail(P, HP71_E_EXCESS_CHARS);
        if (quoted) {
            const Token *k = next(P);
            /* a label is a name (ROM: 'x y': is Excess Chars), kept upper case */
            if (!tokens_is_name(k->text, k->len)) fail(P, HP71_E_EXCESS_CHARS);
            for (int i = 0; i < k->len; i++)
                name[i] = (char)toupper((unsigned char)k->text[i]);
            name[k->len] = '\0';
        } else {
            (void)bare_label(P, name);
        }
        P->p++; /* the ':' */
        int len = (int)strlen(name);
        putc_(P, '\'');
        puts_(P, name);
        puts_(P, "': ");
        StrConst *s = chunk_string(P->c, name, len);
        int at = P->c->len;
        chunk_fixup_name(P->c, at, FIXUP_LABEL, s->s);
        /* within a line, a jump to the label comes in after the line's
           LINE: this sets the line an error there names (the linker
           writes its number); at its start, where a jump comes in at the
           LINE, it stands for the label's own cost (the ROM passes over
           it, about 0.6 ms: bench/timing/label_*) */
        emit_op1(P, OP_LABEL_LINE, 0);
    }
}

static void statement_list(Parser *P, bool stop_at_else) {
    statements(P, stop_at_else, P->branch != 0);
}

/* statement_list, head when its first statement is a THEN or ELSE part's
 * first. */
static void statements(Parser *P, bool stop_at_else, bool head) {
    for (bool first = !P->branch;; first = false, head = false) {
        P->branch_head = head;
        /* labels that end the line: no statement after them (not DISP) */
        if (labels(P) && peek(P)->kind == TOK_END) {
            if (P->tlen > 0 && P->text[P->tlen - 1] == ' ') P->text[--P->tlen] = '\0';
            return;
        }
        /* where CONT resumes after an error in it (a line's first statement:
           its LINE) */
        if (!first && P->mode == COMPILE_PROGRAM) emit(P, OP_STMT);
        statement(P);
        const Token *k = peek(P);
        if (k->kind == TOK_REMARK) {
            P->p++;
            remark(P, k);
            k = peek(P);
        }
        if (k->kind == TOK_END) return;
        if (is_kw(k, KW_ELSE)) {
            if (stop_at_else) return;
            fail(P, HP71_E_ILLEGAL_CONTEXT);
        }
        if (!accept_punct(P, '@')) {
            fail(P, HP71_E_EXCESS_CHARS);
        }
        puts_(P, " @ ");
    }
}

Hp71Error compiler_line(TokenList *t, CompileMode mode, Chunk *out, char *text, size_t cap,
                        const LineMap *renumber) {
    Parser parser; /* on the stack: a line's compile allocates nothing of its own */
    Parser *P = &parser;
    memset(P, 0, offsetof(Parser, text)); /* the listing's 8 KiB need no clearing */
    P->t = t;
    P->c = out;
    P->mode = mode;
    P->renumber = renumber;
    P->compare_at = -1;
    jmp_buf here;
    P->fail = &here;
    volatile Hp71Error e = HP71_E_NONE; /* (set after the longjmp) */
    if (setjmp(here)) {
        e = P->error;
        t->error_pos = peek(P)->pos;
    } else {
        if (mode == COMPILE_REPLY || mode == COMPILE_VAL) {
            numeric_expression(P);
            t->parsed = P->p;
            /* VAL takes the longest expression at the start of its text
               ("12AB" is 12); an INPUT reply must be all expression */
            if (mode == COMPILE_REPLY && peek(P)->kind != TOK_END) fail(P, HP71_E_EXCESS_CHARS);
        } else if (mode == COMPILE_STRING_REPLY) {
            string_expression_else(P, HP71_E_DATA_TYPE);
            if (peek(P)->kind != TOK_END) fail(P, HP71_E_EXCESS_CHARS);
        } else {
            statement_list(P, false);
        }
        if (mode != COMPILE_PROGRAM) emit(P, OP_END_KEYBOARD);
        if (P->nsnippets) place_snippets(P);
        if (P->tfull || (text && P->tlen + 1 > cap)) e = HP71_E_LINE_TOO_LONG;
        if (text && !e) memcpy(text, P->text, P->tlen + 1);
    }
    return e;
}

int compiler_expression_end(TokenList *t, int from, int to) {
    if (from < 0 || from >= to || to >= t->count) return INT_MAX;
    Token saved = t->tok[to];
    int count = t->count;
    t->tok[to].kind = TOK_END; /* (the clause ends there: its @, ELSE or the line's end) */
    t->count = to + 1;
    Chunk scratch = {0};
    Parser parser;
    Parser *P = &parser;
    memset(P, 0, offsetof(Parser, text));
    P->t = t;
    P->c = &scratch;
    P->mode = COMPILE_KEYBOARD;
    P->compare_at = -1;
    P->p = from;
    jmp_buf here;
    P->fail = &here;
    if (!setjmp(here)) (void)expression(P);
    int stop = P->p < t->count ? t->tok[P->p].pos : INT_MAX;
    t->tok[to] = saved;
    t->count = count;
    chunk_free(&scratch);
    return stop;
}
