/* compiler.c — parser and code generator for one line (see compiler.h). */
#include "compiler.h"

#include <setjmp.h>
#include <string.h>

#include "format.h"
#include "variables.h"

typedef enum { TYPE_NUM, TYPE_STR } ExprType;

typedef struct Parser {
    const TokenList *t;
    int p;
    Chunk *c;
    int compare_at; /* where the last numeric comparison opcode was emitted */
    CompileMode mode;
    LineRefs *refs;
    jmp_buf fail;
    Hp71Error error;
    int depth;
} Parser;

/* The compiler's one throw point: abandons the line with error e. */
static _Noreturn void fail(Parser *P, Hp71Error e) {
    P->error = e;
    longjmp(P->fail, 1);
}

static const Token *peek(Parser *P) {
    return &P->t->tok[P->p];
}
static const Token *peek_at(Parser *P, int ahead) {
    return &P->t->tok[P->p + ahead];
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

static void expect_punct(Parser *P, int ch) {
    if (!accept_punct(P, ch)) fail(P, HP71_E_SYNTAX);
}

static void expect_kw(Parser *P, Keyword kw) {
    if (!accept_kw(P, kw)) fail(P, HP71_E_SYNTAX);
}

/* True at the end of a statement: '@', ELSE, a remark or the end of line. */
static bool at_statement_end(Parser *P) {
    const Token *k = peek(P);
    return k->kind == TOK_END || k->kind == TOK_REMARK || is_punct(k, '@') || is_kw(k, KW_ELSE);
}

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

/* Reads a line number token; records it for RENUMBER; returns it. */
static int line_number(Parser *P) {
    const Token *k = next(P);
    if (k->kind != TOK_NUMBER || !num_is_small_int(k->num) || k->num.m < 1 || k->num.m > 9999)
        fail(P, HP71_E_SYNTAX);
    if (P->refs && P->refs->count < LINE_REFS_MAX) P->refs->index[P->refs->count++] = P->p - 1;
    return (int)k->num.m;
}

/* Emits op with a line-number operand resolved by the linker. */
static void emit_to_line(Parser *P, Opcode op) {
    int line = line_number(P);
    emit(P, op);
    int at = emit(P, line);
    chunk_fixup(P->c, at, FIXUP_LINE, 0);
}

static ExprType expression(Parser *P);

static void numeric_expression(Parser *P) {
    if (expression(P) != TYPE_NUM) fail(P, HP71_E_DATA_TYPE);
}

static void string_expression(Parser *P) {
    if (expression(P) != TYPE_STR) fail(P, HP71_E_DATA_TYPE);
}

static void nest(Parser *P) {
    if (++P->depth > 120) fail(P, HP71_E_SYNTAX);
}

/* Parses "(e[,e])" after an array name; returns the number of subscripts. */
static int subscripts(Parser *P, int max) {
    int n = 0;
    expect_punct(P, '(');
    do {
        numeric_expression(P);
        n++;
    } while (n < max && accept_punct(P, ','));
    expect_punct(P, ')');
    return n;
}

/* Parses the arguments a function's signature asks for; returns their count. */
static int function_arguments(Parser *P, const char *sig) {
    int n = 0;
    if (!*sig) return 0;
    expect_punct(P, '(');
    bool optional = false;
    for (const char *s = sig; *s; s++) {
        if (*s == '[') {
            optional = true;
            continue;
        }
        if (n > 0) {
            if (optional && !is_punct(peek(P), ',')) break;
            expect_punct(P, ',');
        }
        if (*s == 's')
            string_expression(P);
        else
            numeric_expression(P);
        n++;
    }
    expect_punct(P, ')');
    return n;
}

static ExprType function_call(Parser *P, Keyword kw) {
    KeywordKind kind = keyword_kind(kw);
    int n = function_arguments(P, keyword_signature(kw));
    emit_op2(P, kind == KIND_STR_FUNC ? OP_STR_FUNC : OP_FUNC, kw, n);
    return kind == KIND_STR_FUNC ? TYPE_STR : TYPE_NUM;
}

/* FNx(args) after the FN keyword: a call of a user-defined function. */
static ExprType user_function(Parser *P) {
    const Token *v = next(P);
    if (v->kind != TOK_NUM_VAR && v->kind != TOK_STR_VAR) fail(P, HP71_E_SYNTAX);
    bool is_str = v->kind == TOK_STR_VAR;
    int n = 0;
    Word mask = 0;
    if (accept_punct(P, '(')) {
        do {
            if (n >= 32) fail(P, HP71_E_SYNTAX);
            if (expression(P) == TYPE_STR) mask |= (Word)1 << n;
            n++;
        } while (accept_punct(P, ','));
        expect_punct(P, ')');
    }
    emit(P, OP_FN_CALL);
    int at = emit(P, -1);
    chunk_fixup(P->c, at, FIXUP_FN_CALL, v->id + (is_str ? FIXUP_STRING_FN : 0));
    emit(P, n | (mask << 8));
    return is_str ? TYPE_STR : TYPE_NUM;
}

/* Optional "[i]" or "[i,j]" after a string; returns 0, 1 or 2. */
static int substring(Parser *P) {
    if (!accept_punct(P, '[')) return 0;
    numeric_expression(P);
    int kind = 1;
    if (accept_punct(P, ',')) {
        numeric_expression(P);
        kind = 2;
    }
    expect_punct(P, ']');
    return kind;
}

static ExprType primary(Parser *P) {
    const Token *k = next(P);
    switch (k->kind) {
    case TOK_NUMBER: emit_num(P, k->num); return TYPE_NUM;
    case TOK_STRING: {
        emit_op1(P, OP_PUSH_STR, (Word)(intptr_t)chunk_string(P->c, k->text, k->len));
        int sub = substring(P);
        if (sub) emit_op1(P, OP_SUBSTR, sub);
        return TYPE_STR;
    }
    case TOK_NUM_VAR:
        if (is_punct(peek(P), '(')) {
            int n = subscripts(P, 2);
            emit_op2(P, OP_LOAD_ELEM, k->id, n);
        } else {
            emit_op1(P, OP_LOAD, k->id);
        }
        return TYPE_NUM;
    case TOK_STR_VAR: {
        if (is_punct(peek(P), '(')) {
            subscripts(P, 1);
            emit_op1(P, OP_LOAD_STR_ELEM, k->id);
        } else {
            emit_op1(P, OP_LOAD_STR, k->id);
        }
        int sub = substring(P);
        if (sub) emit_op1(P, OP_SUBSTR, sub);
        return TYPE_STR;
    }
    case TOK_KEYWORD: {
        KeywordKind kind = keyword_kind((Keyword)k->id);
        if (kind == KIND_NUM_FUNC || kind == KIND_STR_FUNC) return function_call(P, (Keyword)k->id);
        if (k->id == KW_FN) return user_function(P);
        fail(P, HP71_E_SYNTAX);
    }
    case TOK_PUNCT:
        if (k->id == '(') {
            ExprType t = expression(P);
            expect_punct(P, ')');
            return t;
        }
        fail(P, HP71_E_SYNTAX);
    default: fail(P, HP71_E_SYNTAX);
    }
}

/* The operand of '^': a signed primary (2^-1). */
static void power_operand(Parser *P) {
    nest(P);
    if (accept_punct(P, '-')) {
        power_operand(P);
        emit(P, OP_NEG);
    } else {
        accept_punct(P, '+');
        if (primary(P) != TYPE_NUM) fail(P, HP71_E_DATA_TYPE);
    }
    P->depth--;
}

static ExprType power(Parser *P) {
    ExprType t = primary(P);
    while (accept_punct(P, '^')) {
        if (t != TYPE_NUM) fail(P, HP71_E_DATA_TYPE);
        power_operand(P);
        emit(P, OP_POW);
    }
    return t;
}

static ExprType unary(Parser *P) {
    nest(P);
    ExprType t;
    if (accept_punct(P, '-')) {
        if (unary(P) != TYPE_NUM) fail(P, HP71_E_DATA_TYPE);
        emit(P, OP_NEG);
        t = TYPE_NUM;
    } else if (accept_punct(P, '+')) {
        if (unary(P) != TYPE_NUM) fail(P, HP71_E_DATA_TYPE);
        t = TYPE_NUM;
    } else {
        t = power(P);
    }
    P->depth--;
    return t;
}

static ExprType product(Parser *P) {
    ExprType t = unary(P);
    for (;;) {
        const Token *k = peek(P);
        Opcode op;
        if (is_punct(k, '*'))
            op = OP_MUL;
        else if (is_punct(k, '/'))
            op = OP_DIV;
        else if (is_punct(k, '%'))
            op = OP_PERCENT;
        else if (is_kw(k, KW_DIV))
            op = OP_INT_DIV;
        else
            return t;
        P->p++;
        if (t != TYPE_NUM || unary(P) != TYPE_NUM) fail(P, HP71_E_DATA_TYPE);
        emit(P, op);
    }
}

static ExprType sum(Parser *P) {
    ExprType t = product(P);
    for (;;) {
        const Token *k = peek(P);
        if (is_punct(k, '+') || is_punct(k, '-')) {
            P->p++;
            if (t != TYPE_NUM || product(P) != TYPE_NUM) fail(P, HP71_E_DATA_TYPE);
            emit(P, k->id == '+' ? OP_ADD : OP_SUB);
        } else if (is_punct(k, '&')) {
            P->p++;
            if (t != TYPE_STR || product(P) != TYPE_STR) fail(P, HP71_E_DATA_TYPE);
            emit(P, OP_CONCAT);
        } else {
            return t;
        }
    }
}

static int relational_op(const Token *k) {
    if (k->kind != TOK_PUNCT) return -1;
    switch (k->id) {
    case '=': return OP_EQ;
    case '#':
    case PUNCT_NE: return OP_NE;
    case '<': return OP_LT;
    case '>': return OP_GT;
    case PUNCT_LE: return OP_LE;
    case PUNCT_GE: return OP_GE;
    default: return -1;
    }
}

static ExprType comparison(Parser *P) {
    ExprType t = sum(P);
    int op;
    while ((op = relational_op(peek(P))) >= 0) {
        P->p++;
        ExprType u = sum(P);
        if (t != u) fail(P, HP71_E_DATA_TYPE);
        if (t == TYPE_STR)
            emit_op1(P, OP_STR_CMP, op);
        else
            P->compare_at = emit(P, op);
        t = TYPE_NUM;
    }
    return t;
}

static ExprType negation(Parser *P) {
    if (accept_kw(P, KW_NOT)) {
        nest(P);
        if (negation(P) != TYPE_NUM) fail(P, HP71_E_DATA_TYPE);
        P->depth--;
        emit(P, OP_NOT);
        return TYPE_NUM;
    }
    return comparison(P);
}

static ExprType conjunction(Parser *P) {
    ExprType t = negation(P);
    while (accept_kw(P, KW_AND)) {
        if (t != TYPE_NUM || negation(P) != TYPE_NUM) fail(P, HP71_E_DATA_TYPE);
        emit(P, OP_AND);
    }
    return t;
}

static ExprType expression(Parser *P) {
    nest(P);
    ExprType t = conjunction(P);
    for (;;) {
        Opcode op;
        if (accept_kw(P, KW_OR))
            op = OP_OR;
        else if (accept_kw(P, KW_EXOR))
            op = OP_EXOR;
        else
            break;
        if (t != TYPE_NUM || conjunction(P) != TYPE_NUM) fail(P, HP71_E_DATA_TYPE);
        emit(P, op);
    }
    P->depth--;
    return t;
}

/* ---- statements ---- */

static void statement_list(Parser *P, bool stop_at_else);

/* A store target: a numeric variable or element, or a string variable or
 * element with an optional substring. The subscripts are compiled now; the
 * store instruction is emitted by store_target after the value. */
typedef struct Target {
    bool is_str;
    int slot, ndims, substring;
} Target;

static Target parse_target(Parser *P) {
    const Token *v = next(P);
    Target t = {0};
    if (v->kind == TOK_NUM_VAR) {
        t.slot = v->id;
        if (is_punct(peek(P), '(')) t.ndims = subscripts(P, 2);
    } else if (v->kind == TOK_STR_VAR) {
        t.is_str = true;
        t.slot = v->id;
        if (is_punct(peek(P), '(')) t.ndims = subscripts(P, 1);
        t.substring = substring(P);
    } else {
        fail(P, HP71_E_SYNTAX);
    }
    return t;
}

static void store_target(Parser *P, Target t) {
    if (t.is_str) {
        emit(P, OP_STORE_STR);
        emit(P, t.slot);
        emit(P, t.ndims);
        emit(P, t.substring);
    } else if (t.ndims) {
        emit_op2(P, OP_STORE_ELEM, t.slot, t.ndims);
    } else {
        emit_op1(P, OP_STORE, t.slot);
    }
}

static void assignment(Parser *P) {
    if (accept_kw(P, KW_FN)) { /* FNA=expr inside a multi-line DEF FN */
        const Token *v = next(P);
        if (v->kind != TOK_NUM_VAR && v->kind != TOK_STR_VAR) fail(P, HP71_E_SYNTAX);
        expect_punct(P, '=');
        if (v->kind == TOK_STR_VAR)
            string_expression(P);
        else
            numeric_expression(P);
        emit_op2(P, OP_FN_SET, v->kind == TOK_STR_VAR, v->id);
        return;
    }
    Target t = parse_target(P);
    expect_punct(P, '=');
    if (t.is_str)
        string_expression(P);
    else
        numeric_expression(P);
    store_target(P, t);
}

static void disp_statement(Parser *P) {
    bool open = false;
    while (!at_statement_end(P)) {
        if (accept_punct(P, ';')) {
            open = true;
            continue;
        }
        if (accept_punct(P, ',')) {
            emit(P, OP_DISP_COMMA);
            open = true;
            continue;
        }
        if (accept_kw(P, KW_TAB)) {
            expect_punct(P, '(');
            numeric_expression(P);
            expect_punct(P, ')');
            emit(P, OP_DISP_TAB);
        } else {
            ExprType t = expression(P);
            emit(P, t == TYPE_NUM ? OP_DISP_NUM : OP_DISP_STR);
        }
        open = false;
        if (!at_statement_end(P) && !is_punct(peek(P), ';') && !is_punct(peek(P), ','))
            fail(P, HP71_E_SYNTAX);
    }
    emit_op1(P, OP_DISP_END, open ? 0 : 1);
}

static void input_statement(Parser *P) {
    StrConst *prompt = NULL;
    if (peek(P)->kind == TOK_STRING) {
        const Token *s = next(P);
        prompt = chunk_string(P->c, s->text, s->len);
        if (!accept_punct(P, ';')) expect_punct(P, ',');
    }
    emit(P, OP_INPUT);
    emit(P, (Word)(intptr_t)prompt);
    int count_at = emit(P, 0), mask_at = emit(P, 0);
    int count = 0;
    Word mask = 0;
    do {
        if (count >= 60) fail(P, HP71_E_SYNTAX);
        Target t = parse_target(P);
        if (t.is_str) mask |= (Word)1 << count;
        emit_op1(P, t.is_str ? OP_INPUT_STR : OP_INPUT_NUM, count);
        store_target(P, t);
        count++;
    } while (accept_punct(P, ','));
    P->c->code[count_at] = count;
    P->c->code[mask_at] = mask;
}

static void read_statement(Parser *P) {
    do {
        Target t = parse_target(P);
        emit(P, t.is_str ? OP_READ_STR : OP_READ_NUM);
        store_target(P, t);
    } while (accept_punct(P, ','));
}

/* Splits the DATA items as typed: numbers (with a sign), quoted strings,
 * unquoted text up to the next comma. */
static void data_statement(Parser *P) {
    const Token *d = next(P);
    if (d->kind != TOK_DATA) fail(P, HP71_E_SYNTAX);
    const char *s = d->text, *end = d->text + d->len;
    for (;;) {
        while (s < end && (*s == ' ' || *s == '\t'))
            s++;
        const char *start = s;
        const char *text;
        int len;
        if (s < end && (*s == '"' || *s == '\'')) {
            char q = *s++;
            text = s;
            while (s < end && *s != q)
                s++;
            len = (int)(s - text);
            if (s < end) s++;
            while (s < end && (*s == ' ' || *s == '\t'))
                s++;
            if (s < end && *s != ',') fail(P, HP71_E_SYNTAX);
        } else {
            while (s < end && *s != ',')
                s++;
            const char *e = s;
            while (e > start && (e[-1] == ' ' || e[-1] == '\t'))
                e--;
            text = start;
            len = (int)(e - start);
        }
        StrConst *str = chunk_string(P->c, text, len);
        Num value = {0, 0, -1};
        bool quoted = start < end && (*start == '"' || *start == '\'');
        if (!quoted && len > 0) {
            int sign = 0;
            const char *digits = text;
            if (*digits == '-' || *digits == '+') sign = *digits++ == '-' ? -1 : 1;
            Num n;
            Hp71Error e = num_parse(digits, (size_t)(len - (sign != 0)), &n);
            if (e != HP71_E_SYNTAX) value = sign < 0 ? num_neg(n) : n;
        }
        emit(P, OP_DATA_ITEM);
        emit(P, value.m);
        emit(P, value.e);
        emit(P, value.k);
        emit(P, (Word)(intptr_t)str);
        if (s >= end) break;
        s++; /* the comma */
    }
}

/* THEN or ELSE part: a line number (implied GOTO) or statements. */
static void branch_part(Parser *P, bool stop_at_else) {
    if (peek(P)->kind == TOK_NUMBER) {
        emit_to_line(P, OP_JUMP);
        return;
    }
    statement_list(P, stop_at_else);
}

/* The outcomes (CMP_*) for which comparison opcode op is true. */
static int true_outcomes(Opcode op) {
    switch (op) {
    case OP_EQ: return CMP_EQ;
    case OP_NE: return CMP_LT | CMP_GT | CMP_UNORDERED;
    case OP_LT: return CMP_LT;
    case OP_GT: return CMP_GT;
    case OP_LE: return CMP_LT | CMP_EQ;
    default: return CMP_GT | CMP_EQ; /* OP_GE */
    }
}

/* Emits "jump when the condition just compiled is false". When it ended
 * with a numeric comparison, the comparison and the jump become one
 * OP_JUMP_CMP. Returns the target operand's index. */
static int emit_jump_unless(Parser *P) {
    if (HP71_FAST_PATHS && P->compare_at == P->c->len - 1) {
        Opcode cmp = (Opcode)P->c->code[P->compare_at];
        P->c->code[P->compare_at] = OP_JUMP_CMP;
        emit(P, (CMP_LT | CMP_EQ | CMP_GT | CMP_UNORDERED) & ~true_outcomes(cmp));
        int at = emit(P, 0);
        chunk_fixup(P->c, at, FIXUP_LOCAL, 0);
        return at;
    }
    return emit_jump(P, OP_JUMP_FALSE);
}

static void if_statement(Parser *P) {
    P->compare_at = -1;
    numeric_expression(P);
    expect_kw(P, KW_THEN);
    /* IF a<b THEN line (no ELSE): one jump to the line when a<b */
    if (HP71_FAST_PATHS && P->compare_at == P->c->len - 1 && peek(P)->kind == TOK_NUMBER &&
        (peek_at(P, 1)->kind == TOK_END || peek_at(P, 1)->kind == TOK_REMARK)) {
        Opcode cmp = (Opcode)P->c->code[P->compare_at];
        P->c->code[P->compare_at] = OP_JUMP_CMP;
        emit(P, true_outcomes(cmp) | CMP_DIRECT);
        int line = line_number(P);
        int at = emit(P, line);
        chunk_fixup(P->c, at, FIXUP_LINE, 0);
        return;
    }
    int to_else = emit_jump_unless(P);
    branch_part(P, true);
    if (accept_kw(P, KW_ELSE)) {
        int to_end = emit_jump(P, OP_JUMP);
        patch_here(P, to_else);
        branch_part(P, false);
        patch_here(P, to_end);
    } else {
        patch_here(P, to_else);
    }
}

static void for_statement(Parser *P) {
    const Token *v = next(P);
    if (v->kind != TOK_NUM_VAR) fail(P, HP71_E_SYNTAX);
    expect_punct(P, '=');
    numeric_expression(P);
    emit_op1(P, OP_STORE, v->id);
    expect_kw(P, KW_TO);
    numeric_expression(P);
    if (accept_kw(P, KW_STEP))
        numeric_expression(P);
    else
        emit_num(P, num_from_int(1));
    emit(P, OP_FOR);
    emit(P, v->id);
    int at = emit(P, -1);
    chunk_fixup(P->c, at, FIXUP_FOR_EXIT, v->id);
}

static void next_statement(Parser *P) {
    const Token *v = next(P);
    if (v->kind != TOK_NUM_VAR) fail(P, HP71_E_SYNTAX);
    emit(P, OP_NEXT);
    int at = emit(P, v->id);
    chunk_fixup(P->c, at, FIXUP_NEXT, v->id);
}

/* ON ERROR GOTO/GOSUB n, ON expr GOTO/GOSUB n1, n2 ... */
static void on_statement(Parser *P) {
    if (accept_kw(P, KW_ERROR)) {
        bool gosub = accept_kw(P, KW_GOSUB);
        if (!gosub) expect_kw(P, KW_GOTO);
        emit(P, OP_ON_ERROR);
        int line = line_number(P);
        int at = emit(P, line);
        chunk_fixup(P->c, at, FIXUP_LINE, 0);
        emit(P, gosub);
        return;
    }
    numeric_expression(P);
    bool gosub = accept_kw(P, KW_GOSUB);
    if (!gosub) expect_kw(P, KW_GOTO);
    emit(P, OP_ON);
    int count_at = emit(P, 0);
    emit(P, gosub);
    int n = 0;
    do {
        emit_to_line(P, OP_JUMP);
        n++;
    } while (accept_punct(P, ','));
    P->c->code[count_at] = n;
}

static void declaration(Parser *P, int type, bool is_dim) {
    do {
        const Token *v = next(P);
        if (v->kind == TOK_NUM_VAR) {
            int n = is_punct(peek(P), '(') ? subscripts(P, 2) : 0;
            emit(P, OP_DECLARE);
            emit(P, type);
            emit(P, v->id);
            emit(P, n);
        } else if (v->kind == TOK_STR_VAR && is_dim) {
            int n = is_punct(peek(P), '(') ? subscripts(P, 1) : 0;
            bool has_len = false;
            if (accept_punct(P, '[')) {
                numeric_expression(P);
                expect_punct(P, ']');
                has_len = true;
            }
            emit(P, OP_DECLARE_STR);
            emit(P, v->id);
            emit(P, n);
            emit(P, has_len);
        } else {
            fail(P, HP71_E_SYNTAX);
        }
    } while (accept_punct(P, ','));
}

static void destroy_statement(Parser *P) {
    if (accept_kw(P, KW_ALL)) {
        emit(P, OP_DESTROY_ALL);
        return;
    }
    do {
        const Token *v = next(P);
        if (v->kind != TOK_NUM_VAR && v->kind != TOK_STR_VAR) fail(P, HP71_E_SYNTAX);
        emit_op2(P, OP_DESTROY, v->kind == TOK_STR_VAR, v->id);
    } while (accept_punct(P, ','));
}

static void option_statement(Parser *P) {
    if (accept_kw(P, KW_BASE)) {
        const Token *n = next(P);
        if (n->kind != TOK_NUMBER || !num_is_small_int(n->num) || n->num.m < 0 || n->num.m > 1)
            fail(P, HP71_E_SYNTAX);
        emit_op1(P, OP_OPTION_BASE, n->num.m);
    } else if (accept_kw(P, KW_ANGLE)) {
        if (accept_kw(P, KW_DEGREES))
            emit_op1(P, OP_ANGLE_MODE, 0);
        else if (accept_kw(P, KW_RADIANS))
            emit_op1(P, OP_ANGLE_MODE, 1);
        else
            fail(P, HP71_E_SYNTAX);
    } else if (accept_kw(P, KW_ROUND)) {
        if (accept_kw(P, KW_NEAR))
            emit_op1(P, OP_ROUND_MODE, 0);
        else if (accept_kw(P, KW_ZERO))
            emit_op1(P, OP_ROUND_MODE, 1);
        else if (accept_kw(P, KW_POS))
            emit_op1(P, OP_ROUND_MODE, 2);
        else if (accept_kw(P, KW_NEG))
            emit_op1(P, OP_ROUND_MODE, 3);
        else
            fail(P, HP71_E_SYNTAX);
    } else {
        fail(P, HP71_E_SYNTAX);
    }
}

/* One parameter in a DEF FN or SUB heading: A, A$, or (SUB only) A() / A$(). */
static void parameter(Parser *P, bool allow_arrays) {
    const Token *v = next(P);
    if (v->kind != TOK_NUM_VAR && v->kind != TOK_STR_VAR) fail(P, HP71_E_SYNTAX);
    int kind = v->kind == TOK_STR_VAR;
    if (allow_arrays && is_punct(peek(P), '(') && is_punct(peek_at(P, 1), ')')) {
        P->p += 2;
        kind += 2;
    }
    emit_op2(P, OP_PARAM, kind, v->id);
}

/* DEF FNA(X)=expr, or DEF FNA(X) opening a multi-line function. */
static void def_statement(Parser *P) {
    expect_kw(P, KW_FN);
    const Token *v = next(P);
    if (v->kind != TOK_NUM_VAR && v->kind != TOK_STR_VAR) fail(P, HP71_E_SYNTAX);
    bool is_str = v->kind == TOK_STR_VAR;
    /* flowing into a definition skips it */
    int skip = emit_jump(P, OP_JUMP);
    emit(P, OP_FN_ENTER);
    int entry = P->c->len - 1;
    int count_at = emit(P, 0);
    emit(P, is_str);
    chunk_fixup(P->c, entry, FIXUP_FN_ENTRY, v->id + (is_str ? FIXUP_STRING_FN : 0));
    int n = 0;
    if (accept_punct(P, '(')) {
        do {
            parameter(P, false);
            n++;
        } while (accept_punct(P, ','));
        expect_punct(P, ')');
    }
    P->c->code[count_at] = n;
    if (accept_punct(P, '=')) {
        if (is_str)
            string_expression(P);
        else
            numeric_expression(P);
        emit(P, OP_FN_RETURN);
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
    emit(P, OP_END); /* the main program ends where a subprogram starts */
    emit(P, OP_SUB_ENTER);
    int entry = P->c->len - 1;
    int count_at = emit(P, 0);
    StrConst *s = chunk_string(P->c, name->name, (int)strlen(name->name));
    chunk_fixup_name(P->c, entry, FIXUP_SUB_ENTRY, s->s);
    int n = 0;
    if (accept_punct(P, '(')) {
        do {
            parameter(P, true);
            n++;
        } while (accept_punct(P, ','));
        expect_punct(P, ')');
    }
    P->c->code[count_at] = n;
}

/* CALL NAME(args): a variable or array A() is passed by reference, any other
 * expression (including a parenthesised variable) by value. */
static void call_statement(Parser *P) {
    const Token *name = next(P);
    if (name->kind != TOK_NAME) fail(P, HP71_E_SYNTAX);
    int n = 0;
    if (accept_punct(P, '(')) {
        do {
            const Token *a = peek(P), *after = peek_at(P, 1);
            bool var = a->kind == TOK_NUM_VAR || a->kind == TOK_STR_VAR;
            bool whole_array = var && is_punct(after, '(') && is_punct(peek_at(P, 2), ')');
            bool plain = var && (is_punct(after, ',') || is_punct(after, ')'));
            if (whole_array || plain) {
                P->p += whole_array ? 3 : 1;
                emit_op2(P, OP_ARG_REF, a->kind == TOK_STR_VAR, a->id);
            } else {
                emit(P, expression(P) == TYPE_STR ? OP_ARG_STR : OP_ARG_NUM);
            }
            n++;
        } while (accept_punct(P, ','));
        expect_punct(P, ')');
    }
    StrConst *s = chunk_string(P->c, name->name, (int)strlen(name->name));
    emit(P, OP_CALL);
    int at = emit(P, -1);
    chunk_fixup_name(P->c, at, FIXUP_SUB_CALL, s->s);
    emit(P, n);
}

static void end_statement(Parser *P) {
    if (accept_kw(P, KW_DEF)) {
        emit(P, OP_FN_END);
        chunk_fixup(P->c, P->c->len - 1, FIXUP_END_DEF, 0);
    } else if (accept_kw(P, KW_SUB)) {
        /* the tokenizer read the next word as a name; END SUB has none */
        emit(P, OP_SUB_END);
    } else {
        emit(P, OP_END);
    }
}

static void display_mode_statement(Parser *P, DisplayMode mode) {
    if (mode != DISPLAY_STD) numeric_expression(P);
    emit_op1(P, OP_DISPLAY_MODE, mode);
}

/* Optional comma-separated numeric arguments up to max; returns the count. */
static int optional_arguments(Parser *P, int max) {
    int n = 0;
    if (at_statement_end(P)) return 0;
    do {
        numeric_expression(P);
        n++;
    } while (n < max && accept_punct(P, ','));
    return n;
}

static void keyboard_calculation(Parser *P) {
    ExprType t = expression(P);
    emit(P, t == TYPE_NUM ? OP_SHOW_NUM : OP_SHOW_STR);
}

/* At the keyboard, a line starting with a variable is an assignment when '='
 * follows the variable (and its subscripts); otherwise a calculation. */
static bool is_assignment(Parser *P) {
    const TokenList *t = P->t;
    int q = P->p + 1;
    while (t->tok[q].kind == TOK_PUNCT && (t->tok[q].id == '(' || t->tok[q].id == '[')) {
        int depth = 0;
        do {
            const Token *k = &t->tok[q];
            if (k->kind == TOK_PUNCT && (k->id == '(' || k->id == '['))
                depth++;
            else if (k->kind == TOK_PUNCT && (k->id == ')' || k->id == ']'))
                depth--;
            q++;
        } while (depth > 0 && t->tok[q].kind != TOK_END);
    }
    return t->tok[q].kind == TOK_PUNCT && t->tok[q].id == '=';
}

static void statement(Parser *P) {
    const Token *k = peek(P);
    if (k->kind == TOK_NUM_VAR || k->kind == TOK_STR_VAR) {
        if (P->mode == COMPILE_KEYBOARD && !is_assignment(P))
            keyboard_calculation(P);
        else
            assignment(P);
        return;
    }
    if (k->kind == TOK_REMARK || at_statement_end(P)) return;
    if (is_kw(k, KW_FN) && is_punct(peek_at(P, 2), '=')) {
        assignment(P);
        return;
    }
    if (k->kind != TOK_KEYWORD || keyword_kind((Keyword)k->id) != KIND_STATEMENT) {
        if (P->mode == COMPILE_KEYBOARD) {
            keyboard_calculation(P);
            return;
        }
        fail(P, HP71_E_SYNTAX);
    }
    P->p++;
    switch ((Keyword)k->id) {
    case KW_LET: assignment(P); break;
    case KW_DISP:
    case KW_PRINT: disp_statement(P); break;
    case KW_INPUT: input_statement(P); break;
    case KW_IF: if_statement(P); break;
    case KW_GOTO: emit_to_line(P, OP_JUMP); break;
    case KW_GOSUB: emit_to_line(P, OP_GOSUB); break;
    case KW_RETURN: emit(P, OP_RETURN); break;
    case KW_ON: on_statement(P); break;
    case KW_OFF:
        expect_kw(P, KW_ERROR);
        emit_op2(P, OP_ON_ERROR, -1, 0);
        break;
    case KW_FOR: for_statement(P); break;
    case KW_NEXT: next_statement(P); break;
    case KW_END: end_statement(P); break;
    case KW_STOP:
    case KW_PAUSE: emit(P, OP_STOP); break;
    case KW_DIM: declaration(P, VAR_REAL, true); break;
    case KW_INTEGER: declaration(P, VAR_INTEGER, false); break;
    case KW_SHORT: declaration(P, VAR_SHORT, false); break;
    case KW_REAL: declaration(P, VAR_REAL, false); break;
    case KW_DESTROY: destroy_statement(P); break;
    case KW_DELAY:
        numeric_expression(P);
        if (accept_punct(P, ',')) {
            numeric_expression(P);
            emit_op1(P, OP_DELAY, 1);
        } else {
            emit_op1(P, OP_DELAY, 0);
        }
        break;
    case KW_OPTION: option_statement(P); break;
    case KW_DEGREES: emit_op1(P, OP_ANGLE_MODE, 0); break;
    case KW_RADIANS: emit_op1(P, OP_ANGLE_MODE, 1); break;
    case KW_STD: display_mode_statement(P, DISPLAY_STD); break;
    case KW_FIX: display_mode_statement(P, DISPLAY_FIX); break;
    case KW_SCI: display_mode_statement(P, DISPLAY_SCI); break;
    case KW_ENG: display_mode_statement(P, DISPLAY_ENG); break;
    case KW_WAIT:
        numeric_expression(P);
        emit(P, OP_WAIT);
        break;
    case KW_BEEP: emit_op1(P, OP_BEEP, optional_arguments(P, 2)); break;
    case KW_SETTIME: emit_op1(P, OP_SETTIME, expression(P) == TYPE_STR); break;
    case KW_SETDATE:
        string_expression(P);
        emit(P, OP_SETDATE);
        break;
    case KW_RANDOMIZE: emit_op1(P, OP_RANDOMIZE, optional_arguments(P, 1)); break;
    case KW_DEF: def_statement(P); break;
    case KW_SUB: sub_statement(P); break;
    case KW_CALL: call_statement(P); break;
    case KW_READ: read_statement(P); break;
    case KW_DATA: data_statement(P); break;
    case KW_RESTORE:
        if (peek(P)->kind == TOK_NUMBER)
            emit_to_line(P, OP_RESTORE);
        else
            emit_op1(P, OP_RESTORE, -1);
        break;
    case KW_TRACE:
        if (accept_kw(P, KW_FLOW))
            emit_op1(P, OP_TRACE, 1);
        else if (accept_kw(P, KW_VARS))
            emit_op1(P, OP_TRACE, 2);
        else if (accept_kw(P, KW_OFF))
            emit_op1(P, OP_TRACE, 0);
        else
            fail(P, HP71_E_SYNTAX);
        break;
    case KW_REM: P->p++; break;
    default: fail(P, HP71_E_SYNTAX);
    }
}

static void statement_list(Parser *P, bool stop_at_else) {
    for (;;) {
        statement(P);
        const Token *k = peek(P);
        if (k->kind == TOK_REMARK) {
            P->p++;
            k = peek(P);
        }
        if (k->kind == TOK_END) return;
        if (is_kw(k, KW_ELSE)) {
            if (stop_at_else) return;
            fail(P, HP71_E_SYNTAX);
        }
        if (!accept_punct(P, '@')) fail(P, HP71_E_SYNTAX);
    }
}

Hp71Error compiler_line(const TokenList *t, int first, CompileMode mode, Chunk *out,
                        LineRefs *refs) {
    Parser P = {.t = t, .p = first, .c = out, .mode = mode, .refs = refs, .error = HP71_E_NONE};
    if (refs) refs->count = 0;
    if (setjmp(P.fail)) return P.error;
    if (mode == COMPILE_REPLY) {
        numeric_expression(&P);
        if (peek(&P)->kind != TOK_END) fail(&P, HP71_E_SYNTAX);
    } else {
        statement_list(&P, false);
    }
    if (mode != COMPILE_PROGRAM) emit(&P, OP_END_KEYBOARD);
    return HP71_E_NONE;
}
