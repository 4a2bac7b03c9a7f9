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
    CompileMode mode;
    jmp_buf fail;
    Hp71Error error;
    int depth;
} Parser;

/* The compiler's one throw point: abandons the line with error e. */
static _Noreturn void fail(Parser *P, Hp71Error e) {
    P->error = e;
    longjmp(P->fail, 1);
}

static const Token *peek(Parser *P) { return &P->t->tok[P->p]; }
static const Token *next(Parser *P) { return &P->t->tok[P->p++]; }

static bool is_punct(const Token *k, int ch) { return k->kind == TOK_PUNCT && k->id == ch; }
static bool is_kw(const Token *k, Keyword kw) { return k->kind == TOK_KEYWORD && k->id == (int)kw; }

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

/* True at the end of a statement: '@', ELSE, a remark or the end of line. */
static bool at_statement_end(Parser *P) {
    const Token *k = peek(P);
    return k->kind == TOK_END || k->kind == TOK_REMARK || is_punct(k, '@') || is_kw(k, KW_ELSE);
}

static int emit(Parser *P, Word w) { return chunk_emit(P->c, w); }

static void emit_op1(Parser *P, Opcode op, Word a) {
    emit(P, op);
    emit(P, a);
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

static void patch_here(Parser *P, int at) { P->c->code[at] = P->c->len; }

static void emit_goto_line(Parser *P, const Token *k) {
    if (k->kind != TOK_NUMBER || !num_is_small_int(k->num) || k->num.m < 1 || k->num.m > 9999)
        fail(P, HP71_E_SYNTAX);
    emit(P, OP_JUMP);
    int at = emit(P, k->num.m);
    chunk_fixup(P->c, at, FIXUP_LINE, 0);
}

static ExprType expression(Parser *P);

static void numeric_expression(Parser *P) {
    if (expression(P) != TYPE_NUM) fail(P, HP71_E_DATA_TYPE);
}

static void string_expression(Parser *P) {
    if (expression(P) != TYPE_STR) fail(P, HP71_E_DATA_TYPE);
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

static ExprType function_call(Parser *P, Keyword kw) {
    KeywordKind kind = keyword_kind(kw);
    int args = keyword_args(kw);
    if (args > 0) {
        expect_punct(P, '(');
        if (kw == KW_LEN) string_expression(P);
        else numeric_expression(P);
        expect_punct(P, ')');
    }
    emit_op1(P, kind == KIND_STR_FUNC ? OP_STR_FUNC : OP_FUNC, kw);
    return kind == KIND_STR_FUNC ? TYPE_STR : TYPE_NUM;
}

static ExprType primary(Parser *P) {
    const Token *k = next(P);
    switch (k->kind) {
    case TOK_NUMBER: emit_num(P, k->num); return TYPE_NUM;
    case TOK_STRING:
        emit_op1(P, OP_PUSH_STR, (Word)(intptr_t)chunk_string(P->c, k->text, k->len));
        return TYPE_STR;
    case TOK_NUM_VAR:
        if (is_punct(peek(P), '(')) {
            int n = subscripts(P, 2);
            emit(P, OP_LOAD_ELEM);
            emit(P, k->id);
            emit(P, n);
        } else {
            emit_op1(P, OP_LOAD, k->id);
        }
        return TYPE_NUM;
    case TOK_STR_VAR: emit_op1(P, OP_LOAD_STR, k->id); return TYPE_STR;
    case TOK_KEYWORD: {
        KeywordKind kind = keyword_kind((Keyword)k->id);
        if (kind == KIND_NUM_FUNC || kind == KIND_STR_FUNC) return function_call(P, (Keyword)k->id);
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

static ExprType unary(Parser *P);

/* The operand of '^': a signed primary (2^-1). */
static void power_operand(Parser *P) {
    if (accept_punct(P, '-')) {
        power_operand(P);
        emit(P, OP_NEG);
        return;
    }
    accept_punct(P, '+');
    if (primary(P) != TYPE_NUM) fail(P, HP71_E_DATA_TYPE);
}

static ExprType power(Parser *P) {
    ExprType t = primary(P);
    while (is_punct(peek(P), '^')) {
        P->p++;
        if (t != TYPE_NUM) fail(P, HP71_E_DATA_TYPE);
        power_operand(P);
        emit(P, OP_POW);
    }
    return t;
}

static ExprType unary(Parser *P) {
    if (++P->depth > 200) fail(P, HP71_E_SYNTAX);
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
        if (is_punct(k, '*')) op = OP_MUL;
        else if (is_punct(k, '/')) op = OP_DIV;
        else return t;
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
        if (t == TYPE_STR) emit_op1(P, OP_STR_CMP, op);
        else emit(P, op);
        t = TYPE_NUM;
    }
    return t;
}

static ExprType negation(Parser *P) {
    if (accept_kw(P, KW_NOT)) {
        if (++P->depth > 200) fail(P, HP71_E_SYNTAX);
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
    if (++P->depth > 200) fail(P, HP71_E_SYNTAX);
    ExprType t = conjunction(P);
    for (;;) {
        Opcode op;
        if (accept_kw(P, KW_OR)) op = OP_OR;
        else if (accept_kw(P, KW_EXOR)) op = OP_EXOR;
        else break;
        if (t != TYPE_NUM || conjunction(P) != TYPE_NUM) fail(P, HP71_E_DATA_TYPE);
        emit(P, op);
    }
    P->depth--;
    return t;
}

/* ---- statements ---- */

static void statement_list(Parser *P, bool stop_at_else);

/* Parses an assignment target and the value after '='; emits the store. */
static void assignment(Parser *P) {
    const Token *v = next(P);
    if (v->kind == TOK_NUM_VAR) {
        int n = 0;
        if (is_punct(peek(P), '(')) n = subscripts(P, 2);
        expect_punct(P, '=');
        numeric_expression(P);
        if (n > 0) {
            emit(P, OP_STORE_ELEM);
            emit(P, v->id);
            emit(P, n);
        } else {
            emit_op1(P, OP_STORE, v->id);
        }
    } else if (v->kind == TOK_STR_VAR) {
        expect_punct(P, '=');
        string_expression(P);
        emit_op1(P, OP_STORE_STR, v->id);
    } else {
        fail(P, HP71_E_SYNTAX);
    }
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
        ExprType t = expression(P);
        emit(P, t == TYPE_NUM ? OP_DISP_NUM : OP_DISP_STR);
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
        const Token *v = next(P);
        if (count >= 60) fail(P, HP71_E_SYNTAX);
        if (v->kind == TOK_NUM_VAR) {
            int n = 0;
            if (is_punct(peek(P), '(')) n = subscripts(P, 2);
            emit_op1(P, OP_INPUT_NUM, count);
            if (n > 0) {
                emit(P, OP_STORE_ELEM);
                emit(P, v->id);
                emit(P, n);
            } else {
                emit_op1(P, OP_STORE, v->id);
            }
        } else if (v->kind == TOK_STR_VAR) {
            mask |= (Word)1 << count;
            emit_op1(P, OP_INPUT_STR, count);
            emit_op1(P, OP_STORE_STR, v->id);
        } else {
            fail(P, HP71_E_SYNTAX);
        }
        count++;
    } while (accept_punct(P, ','));
    P->c->code[count_at] = count;
    P->c->code[mask_at] = mask;
}

/* THEN or ELSE part: a line number (implied GOTO) or statements. */
static void branch_part(Parser *P, bool stop_at_else) {
    if (peek(P)->kind == TOK_NUMBER) {
        emit_goto_line(P, next(P));
        return;
    }
    statement_list(P, stop_at_else);
}

static void if_statement(Parser *P) {
    numeric_expression(P);
    if (!accept_kw(P, KW_THEN)) fail(P, HP71_E_SYNTAX);
    int to_else = emit_jump(P, OP_JUMP_FALSE);
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
    if (!accept_kw(P, KW_TO)) fail(P, HP71_E_SYNTAX);
    numeric_expression(P);
    if (accept_kw(P, KW_STEP)) numeric_expression(P);
    else emit_num(P, num_from_int(1));
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
        emit(P, OP_DESTROY);
        emit(P, v->kind == TOK_STR_VAR);
        emit(P, v->id);
    } while (accept_punct(P, ','));
}

static void display_mode_statement(Parser *P, DisplayMode mode) {
    if (mode != DISPLAY_STD) numeric_expression(P);
    emit_op1(P, OP_DISPLAY_MODE, mode);
}

static void statement(Parser *P) {
    const Token *k = peek(P);
    if (k->kind == TOK_NUM_VAR || k->kind == TOK_STR_VAR) {
        if (P->mode == COMPILE_KEYBOARD) {
            /* a variable not followed by '=' (after any subscripts) is a
               calculation to display */
            int save_p = P->p, save_len = P->c->len, save_fix = P->c->nfixups;
            P->p++;
            bool assign = false;
            if (k->kind == TOK_NUM_VAR && is_punct(peek(P), '(')) {
                int depth = 0;
                do {
                    if (is_punct(peek(P), '(')) depth++;
                    else if (is_punct(peek(P), ')')) depth--;
                    P->p++;
                } while (depth > 0 && peek(P)->kind != TOK_END);
            }
            assign = is_punct(peek(P), '=');
            P->p = save_p;
            P->c->len = save_len;
            P->c->nfixups = save_fix;
            if (!assign) {
                ExprType t = expression(P);
                emit(P, t == TYPE_NUM ? OP_SHOW_NUM : OP_SHOW_STR);
                return;
            }
        }
        assignment(P);
        return;
    }
    if (k->kind == TOK_REMARK || at_statement_end(P)) return;
    if (k->kind != TOK_KEYWORD || keyword_kind((Keyword)k->id) != KIND_STATEMENT) {
        if (P->mode == COMPILE_KEYBOARD) {
            ExprType t = expression(P);
            emit(P, t == TYPE_NUM ? OP_SHOW_NUM : OP_SHOW_STR);
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
    case KW_GOTO: emit_goto_line(P, next(P)); break;
    case KW_FOR: for_statement(P); break;
    case KW_NEXT: next_statement(P); break;
    case KW_END: emit(P, OP_END); break;
    case KW_STOP: emit(P, OP_STOP); break;
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
    case KW_OPTION: {
        if (!accept_kw(P, KW_BASE)) fail(P, HP71_E_SYNTAX);
        const Token *n = next(P);
        if (n->kind != TOK_NUMBER || !num_is_small_int(n->num) || n->num.m < 0 || n->num.m > 1)
            fail(P, HP71_E_SYNTAX);
        emit_op1(P, OP_OPTION_BASE, n->num.m);
        break;
    }
    case KW_STD: display_mode_statement(P, DISPLAY_STD); break;
    case KW_FIX: display_mode_statement(P, DISPLAY_FIX); break;
    case KW_SCI: display_mode_statement(P, DISPLAY_SCI); break;
    case KW_ENG: display_mode_statement(P, DISPLAY_ENG); break;
    case KW_WAIT:
        numeric_expression(P);
        emit(P, OP_WAIT);
        break;
    case KW_SETTIME:
        emit_op1(P, OP_SETTIME, expression(P) == TYPE_STR);
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

Hp71Error compiler_line(const TokenList *t, int first, CompileMode mode, Chunk *out) {
    Parser P = {.t = t, .p = first, .c = out, .mode = mode, .error = HP71_E_NONE};
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
