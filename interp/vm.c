/*
 * vm.c — executes linked code: the HP-71B run loop.
 *
 * One switch over the opcodes of chunk.h. Numbers live on a value stack of
 * Num, strings on a separate stack of reusable buffers. Errors leave through
 * vm_throw, the single throw path, to the catch point of vm_run (a program or
 * keyboard line) or of an INPUT reply being evaluated.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compiler.h"
#include "machine.h"

_Noreturn void vm_throw(Interp *I, Hp71Error e) {
    I->thrown = e;
    longjmp(*I->catch_point, 1);
}

void vm_display_line(Interp *I, const char *text, size_t len) {
    I->host.display(I->host.ctx, text, len);
}

void vm_flush_display(Interp *I) {
    if (!I->display_open) return;
    vm_display_line(I, I->display, (size_t)I->display_len);
    I->display_len = 0;
    I->display_open = false;
}

void vm_report(Interp *I, Hp71Error e) {
    char msg[96];
    const char *kind = errors_is_warning(e) ? "WRN" : "ERR";
    vm_flush_display(I);
    if (I->current_line > 0)
        snprintf(msg, sizeof msg, "%s L%d:%s", kind, I->current_line, errors_text(e));
    else snprintf(msg, sizeof msg, "%s:%s", kind, errors_text(e));
    vm_display_line(I, msg, strlen(msg));
    I->errn = errors_number(e);
    I->errl = I->current_line;
}

int64_t vm_time_of_day(Interp *I) {
    const int64_t day = (int64_t)SECONDS_PER_DAY * 100;
    int64_t t = (I->host.now(I->host.ctx) + I->clock_offset) % day;
    return t < 0 ? t + day : t;
}

/* An arithmetic condition: warnings are shown and execution goes on. */
static void condition(Interp *I, Hp71Error e) {
    if (errors_is_warning(e)) vm_report(I, e);
    else vm_throw(I, e);
}

static void display_append(Interp *I, const char *text, size_t len) {
    if (!I->display_open) {
        I->display_len = 0;
        I->display_open = true;
    }
    size_t room = DISPLAY_LINE_MAX - (size_t)I->display_len;
    if (len > room) len = room;
    memcpy(I->display + I->display_len, text, len);
    I->display_len += (int)len;
}

static StrBuf *spush(Interp *I) {
    if (I->ssp >= VM_STR_STACK_MAX) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
    StrBuf *b = &I->sstack[I->ssp++];
    b->len = 0;
    return b;
}

static void sset(Interp *I, StrBuf *b, const char *text, int len) {
    if (strbuf_set(b, text, len)) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
}

/* Rounds a subscript or count to a C integer in -limit..limit. */
static int64_t to_int(Num a, int64_t limit) {
    bool exact;
    return num_to_int64(num_round_int(a), limit, &exact);
}

static double to_double(Num a) {
    char buf[FORMAT_MAX];
    format_number(a, (DisplayFormat){DISPLAY_STD, 0}, buf);
    return strtod(buf, NULL);
}

static Num truth(bool b) { return num_from_int(b ? 1 : 0); }

static void store_num(Interp *I, NumVar *v, Num x) {
    if (!v->exists) {
        v->exists = true;
        v->type = VAR_REAL;
    }
    if (v->ndims) vm_throw(I, HP71_E_DATA_TYPE);
    Hp71Error e = variables_convert((VarType)v->type, x, &v->val);
    if (e) condition(I, e);
}

static Num *element(Interp *I, int slot, int ndims, const Num *subs) {
    int64_t s[2];
    for (int i = 0; i < ndims; i++) s[i] = to_int(subs[i], 2000000000);
    Num *p;
    Hp71Error e = variables_element(&I->vars, slot, ndims, s, I->option_base, &p);
    if (e) vm_throw(I, e);
    return p;
}

static Num numeric_function(Interp *I, Keyword kw, Num a) {
    Num r;
    Hp71Error e;
    switch (kw) {
    case KW_ABS: return num_abs(a);
    case KW_IP: return num_ip(a);
    case KW_FP: return num_fp(a);
    case KW_INT: return num_int(a);
    case KW_SGN: return num_sgn(a);
    case KW_SQR:
        e = num_sqr(a, &r);
        if (e) condition(I, e);
        return r;
    default: vm_throw(I, HP71_E_SYNTAX);
    }
}

/* Splits an INPUT reply at commas outside quotes into fields. Returns the
 * number of fields, or -1 when there are more than max. */
static int split_reply(const char *reply, const char **start, int *len, int max) {
    int n = 0;
    const char *p = reply;
    for (;;) {
        if (n == max) return -1;
        start[n] = p;
        char quote = 0;
        while (*p && (quote || *p != ',')) {
            if (!quote && (*p == '"' || *p == '\'')) quote = *p;
            else if (quote && *p == quote) quote = 0;
            p++;
        }
        len[n] = (int)(p - start[n]);
        n++;
        if (!*p) return n;
        p++;
    }
}

static RunEnd execute(Interp *I, const Word *code, int64_t pc, Num *sp, Num **sp_out);

/* Evaluates one numeric INPUT reply field (an expression). Returns
 * HP71_E_NONE and sets *out, or the error to show before asking again. */
static Hp71Error evaluate_reply(Interp *I, const char *text, int len, Num *sp, Num *out) {
    Hp71Error e = tokenize_line(text, (size_t)len, &I->tokens);
    if (e) return e;
    chunk_reset(&I->reply_code);
    e = compiler_line(&I->tokens, 0, COMPILE_REPLY, &I->reply_code);
    if (e) return e;
    jmp_buf here;
    jmp_buf *outer = I->catch_point;
    int ssp = I->ssp;
    I->catch_point = &here;
    if (setjmp(here)) {
        I->catch_point = outer;
        I->ssp = ssp;
        return I->thrown;
    }
    Num *top;
    execute(I, I->reply_code.code, 0, sp, &top);
    I->catch_point = outer;
    *out = *top;
    return HP71_E_NONE;
}

static void trim(const char **s, int *len) {
    while (*len > 0 && (**s == ' ' || **s == '\t')) (*s)++, (*len)--;
    while (*len > 0 && ((*s)[*len - 1] == ' ' || (*s)[*len - 1] == '\t')) (*len)--;
}

/* INPUT: shows the prompt, reads and checks a reply, asking again after a
 * bad one. Returns false when input ended or ATTN was pressed. */
static bool input(Interp *I, const StrConst *prompt, int count, Word mask, Num *sp) {
    char reply[DISPLAY_LINE_MAX];
    char shown[DISPLAY_LINE_MAX];
    const char *field[VM_INPUT_FIELDS];
    int flen[VM_INPUT_FIELDS];
    const char *ptext = prompt ? prompt->s : "? ";
    int plen = prompt ? prompt->len : 2;
    for (;;) {
        int sl = 0;
        if (I->display_open) {
            memcpy(shown, I->display, (size_t)I->display_len);
            sl = I->display_len;
        }
        if (sl + plen >= (int)sizeof shown) plen = (int)sizeof shown - sl - 1;
        memcpy(shown + sl, ptext, (size_t)plen);
        shown[sl + plen] = '\0';
        I->display_open = false;
        I->display_len = 0;
        if (!I->host.input(I->host.ctx, shown, reply, sizeof reply)) return false;
        int n = split_reply(reply, field, flen, count);
        Hp71Error e = HP71_E_NONE;
        if (n < 0) e = HP71_E_TOO_MANY_INPUTS;
        else if (n < count) e = HP71_E_TOO_FEW_INPUTS;
        for (int i = 0; i < count && !e; i++) {
            const char *f = field[i];
            int l = flen[i];
            trim(&f, &l);
            if (mask & ((Word)1 << i)) {
                if (l >= 2 && (f[0] == '"' || f[0] == '\'') && f[l - 1] == f[0]) f++, l -= 2;
                if (strbuf_set(&I->reply_str[i], f, l)) e = HP71_E_INSUFFICIENT_MEMORY;
            } else if (l == 0) {
                e = HP71_E_TOO_FEW_INPUTS;
            } else {
                e = evaluate_reply(I, f, l, sp, &I->reply_num[i]);
            }
        }
        if (!e) return true;
        int line = I->current_line;
        I->current_line = 0;
        vm_report(I, e);
        I->current_line = line;
    }
}

static int64_t parse_time_string(Interp *I, const StrBuf *s) {
    int h = 0, m = 0, sec = 0;
    char tail = 0;
    int n = sscanf(s->s ? s->s : "", "%d:%d:%d%c", &h, &m, &sec, &tail);
    if (n < 2 || n > 3 || h < 0 || h > 23 || m < 0 || m > 59 || sec < 0 || sec > 59)
        vm_throw(I, HP71_E_INVALID_ARG);
    return (int64_t)h * 3600 + m * 60 + sec;
}

#define NEXT_OP continue
#define BINARY(fn)                                                                                 \
    do {                                                                                           \
        Num b_ = *sp--;                                                                            \
        Hp71Error e_ = fn(*sp, b_, sp);                                                            \
        if (e_) condition(I, e_);                                                                  \
    } while (0)
#define COMPARE(test)                                                                              \
    do {                                                                                           \
        Num b_ = *sp--;                                                                            \
        int c_ = num_cmp(*sp, b_);                                                                 \
        *sp = truth(c_ != 2 && (test));                                                            \
    } while (0)

static RunEnd execute(Interp *I, const Word *code, int64_t pc, Num *sp, Num **sp_out) {
    Num *const stack_end = I->stack + VM_STACK_MAX - 8;
    for (;;) {
        if (sp >= stack_end) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
        Opcode op = (Opcode)code[pc++];
        switch (op) {
        case OP_LINE:
            I->current_line = (int)code[pc++];
            if (I->host.attn && *I->host.attn) {
                *I->host.attn = 0;
                vm_flush_display(I);
                I->suspended = true;
                I->cont_pc = pc - 2;
                return RUN_STOP;
            }
            NEXT_OP;
        case OP_PUSH_NUM:
            *++sp = (Num){code[pc], (int32_t)code[pc + 1], (int32_t)code[pc + 2]};
            pc += 3;
            NEXT_OP;
        case OP_PUSH_STR: {
            const StrConst *s = (const StrConst *)(intptr_t)code[pc++];
            sset(I, spush(I), s->s, s->len);
            NEXT_OP;
        }
        case OP_LOAD: {
            NumVar *v = &I->vars.num[code[pc++]];
            if (v->ndims) vm_throw(I, HP71_E_DATA_TYPE);
            *++sp = v->exists ? v->val : num_from_int(0);
            NEXT_OP;
        }
        case OP_STORE: store_num(I, &I->vars.num[code[pc++]], *sp--); NEXT_OP;
        case OP_LOAD_ELEM: {
            int slot = (int)code[pc], n = (int)code[pc + 1];
            pc += 2;
            sp -= n - 1;
            *sp = *element(I, slot, n, sp);
            NEXT_OP;
        }
        case OP_STORE_ELEM: {
            int slot = (int)code[pc], n = (int)code[pc + 1];
            pc += 2;
            Num x = *sp--;
            sp -= n;
            Num *p = element(I, slot, n, sp + 1);
            Hp71Error e = variables_convert((VarType)I->vars.num[slot].type, x, p);
            if (e) condition(I, e);
            NEXT_OP;
        }
        case OP_LOAD_STR: {
            StrVar *v = &I->vars.str[code[pc++]];
            if (v->ndims) vm_throw(I, HP71_E_DATA_TYPE);
            sset(I, spush(I), v->val.s ? v->val.s : "", v->val.len);
            NEXT_OP;
        }
        case OP_STORE_STR: {
            StrBuf *b = &I->sstack[--I->ssp];
            Hp71Error e = variables_store_str(&I->vars, (int)code[pc++], b->s ? b->s : "", b->len);
            if (e) vm_throw(I, e);
            NEXT_OP;
        }
        case OP_ADD: BINARY(num_add); NEXT_OP;
        case OP_SUB: BINARY(num_sub); NEXT_OP;
        case OP_MUL: BINARY(num_mul); NEXT_OP;
        case OP_DIV: BINARY(num_div); NEXT_OP;
        case OP_POW: BINARY(num_pow); NEXT_OP;
        case OP_NEG: *sp = num_neg(*sp); NEXT_OP;
        case OP_EQ: COMPARE(c_ == 0); NEXT_OP;
        case OP_NE: {
            Num b = *sp--;
            *sp = truth(num_cmp(*sp, b) != 0);
            NEXT_OP;
        }
        case OP_LT: COMPARE(c_ < 0); NEXT_OP;
        case OP_GT: COMPARE(c_ > 0); NEXT_OP;
        case OP_LE: COMPARE(c_ <= 0); NEXT_OP;
        case OP_GE: COMPARE(c_ >= 0); NEXT_OP;
        case OP_STR_CMP: {
            StrBuf *b = &I->sstack[--I->ssp], *a = &I->sstack[--I->ssp];
            int m = a->len < b->len ? a->len : b->len;
            int c = m ? memcmp(a->s, b->s, (size_t)m) : 0;
            if (c == 0) c = (a->len > b->len) - (a->len < b->len);
            bool r = false;
            switch ((Opcode)code[pc++]) {
            case OP_EQ: r = c == 0; break;
            case OP_NE: r = c != 0; break;
            case OP_LT: r = c < 0; break;
            case OP_GT: r = c > 0; break;
            case OP_LE: r = c <= 0; break;
            default: r = c >= 0; break;
            }
            *++sp = truth(r);
            NEXT_OP;
        }
        case OP_AND: {
            Num b = *sp--;
            *sp = truth(!num_is_zero(*sp) && !num_is_zero(b));
            NEXT_OP;
        }
        case OP_OR: {
            Num b = *sp--;
            *sp = truth(!num_is_zero(*sp) || !num_is_zero(b));
            NEXT_OP;
        }
        case OP_EXOR: {
            Num b = *sp--;
            *sp = truth(!num_is_zero(*sp) != !num_is_zero(b));
            NEXT_OP;
        }
        case OP_NOT: *sp = truth(num_is_zero(*sp)); NEXT_OP;
        case OP_CONCAT: {
            StrBuf *b = &I->sstack[--I->ssp], *a = &I->sstack[I->ssp - 1];
            if (strbuf_append(a, b->s ? b->s : "", b->len)) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
            NEXT_OP;
        }
        case OP_FUNC: {
            Keyword kw = (Keyword)code[pc++];
            switch (kw) {
            case KW_TIME: {
                int64_t t = vm_time_of_day(I);
                *++sp = (Num){0, 0, 0};
                (void)num_make(t, -2, sp);
                break;
            }
            case KW_ERRN: *++sp = num_from_int(I->errn); break;
            case KW_ERRL: *++sp = num_from_int(I->errl); break;
            case KW_LEN: *++sp = num_from_int(I->sstack[--I->ssp].len); break;
            default: *sp = numeric_function(I, kw, *sp); break;
            }
            NEXT_OP;
        }
        case OP_STR_FUNC: {
            Keyword kw = (Keyword)code[pc++];
            char buf[FORMAT_MAX];
            if (kw == KW_STR_S) {
                size_t n = format_number(*sp--, I->format, buf);
                sset(I, spush(I), buf, (int)n);
            } else { /* TIME$ */
                int64_t t = vm_time_of_day(I) / 100;
                snprintf(buf, sizeof buf, "%02d:%02d:%02d", (int)(t / 3600), (int)(t / 60 % 60),
                         (int)(t % 60));
                sset(I, spush(I), buf, 8);
            }
            NEXT_OP;
        }
        case OP_JUMP: pc = code[pc]; NEXT_OP;
        case OP_JUMP_FALSE:
            if (num_is_zero(*sp--)) pc = code[pc];
            else pc++;
            NEXT_OP;
        case OP_FOR: {
            int slot = (int)code[pc];
            int64_t exit = code[pc + 1];
            pc += 2;
            Num step = *sp--, limit = *sp--;
            int i = I->nfors - 1;
            while (i >= 0 && I->fors[i].slot != slot) i--;
            if (i >= 0) I->nfors = i;
            if (I->nfors >= VM_FOR_MAX) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
            I->fors[I->nfors++] = (ForLoop){slot, limit, step, pc};
            Num v = I->vars.num[slot].val;
            int c = num_cmp(v, limit);
            if (num_cmp(step, num_from_int(0)) >= 0 ? c == 1 : c == -1) {
                I->nfors--;
                if (exit < 0) vm_throw(I, HP71_E_FOR_WITHOUT_NEXT);
                pc = exit;
            }
            NEXT_OP;
        }
        case OP_NEXT: {
            int slot = (int)code[pc++];
            int i = I->nfors - 1;
            while (i >= 0 && I->fors[i].slot != slot) i--;
            if (i < 0) vm_throw(I, HP71_E_NEXT_WITHOUT_FOR);
            I->nfors = i + 1;
            ForLoop *f = &I->fors[i];
            NumVar *v = &I->vars.num[slot];
            Num x;
            Hp71Error e = num_add(v->val, f->step, &x);
            if (e) condition(I, e);
            store_num(I, v, x);
            int c = num_cmp(v->val, f->limit);
            if (num_cmp(f->step, num_from_int(0)) >= 0 ? c == 1 : c == -1) I->nfors = i;
            else pc = f->body;
            NEXT_OP;
        }
        case OP_DISP_NUM: {
            char buf[FORMAT_MAX + 2];
            Num a = *sp--;
            size_t n = 0;
            bool neg = (a.k != NUM_NAN) && a.m < 0;
            if (!neg) buf[n++] = ' ';
            n += format_number(a, I->format, buf + n);
            buf[n++] = ' ';
            display_append(I, buf, n);
            NEXT_OP;
        }
        case OP_DISP_STR: {
            StrBuf *b = &I->sstack[--I->ssp];
            display_append(I, b->s ? b->s : "", (size_t)b->len);
            NEXT_OP;
        }
        case OP_DISP_COMMA: {
            display_append(I, "", 0);
            int target = (I->display_len / DISPLAY_ZONE + 1) * DISPLAY_ZONE;
            while (I->display_len < target && I->display_len < DISPLAY_LINE_MAX)
                I->display[I->display_len++] = ' ';
            NEXT_OP;
        }
        case OP_DISP_END:
            display_append(I, "", 0);
            if (code[pc++]) vm_flush_display(I);
            NEXT_OP;
        case OP_INPUT: {
            int64_t at = pc - 1;
            const StrConst *prompt = (const StrConst *)(intptr_t)code[pc];
            int count = (int)code[pc + 1];
            Word mask = code[pc + 2];
            pc += 3;
            if (!input(I, prompt, count, mask, sp)) {
                if (I->host.attn && *I->host.attn) {
                    *I->host.attn = 0;
                    I->suspended = true;
                    I->cont_pc = at;
                    return RUN_STOP;
                }
                I->exit_requested = true;
                return RUN_EXIT;
            }
            NEXT_OP;
        }
        case OP_INPUT_NUM: *++sp = I->reply_num[code[pc++]]; NEXT_OP;
        case OP_INPUT_STR: {
            StrBuf *r = &I->reply_str[code[pc++]];
            sset(I, spush(I), r->s ? r->s : "", r->len);
            NEXT_OP;
        }
        case OP_DECLARE: {
            VarType type = (VarType)code[pc];
            int slot = (int)code[pc + 1], n = (int)code[pc + 2];
            pc += 3;
            int64_t bounds[2];
            sp -= n;
            for (int i = 0; i < n; i++) bounds[i] = to_int(sp[i + 1], 2000000000);
            Hp71Error e = variables_declare_num(&I->vars, slot, type, n, bounds, I->option_base);
            if (e) vm_throw(I, e);
            NEXT_OP;
        }
        case OP_DECLARE_STR: {
            int slot = (int)code[pc], n = (int)code[pc + 1];
            bool has_len = code[pc + 2] != 0;
            pc += 3;
            int64_t len = VAR_DEFAULT_STRING_MAX, bound = 0;
            if (has_len) len = to_int(*sp--, 2000000000);
            if (n) bound = to_int(*sp--, 2000000000);
            if (len > 1000000000) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
            Hp71Error e =
                variables_declare_str(&I->vars, slot, n, bound, (int)len, I->option_base);
            if (e) vm_throw(I, e);
            NEXT_OP;
        }
        case OP_OPTION_BASE: I->option_base = (int)code[pc++]; NEXT_OP;
        case OP_DISPLAY_MODE: {
            DisplayMode mode = (DisplayMode)code[pc++];
            int digits = 0;
            if (mode != DISPLAY_STD) {
                Num n = num_ip(*sp--);
                if (num_cmp(n, num_from_int(0)) < 0 || num_cmp(n, num_from_int(11)) > 0)
                    vm_throw(I, HP71_E_INVALID_ARG);
                digits = (int)n.m;
            }
            I->format = (DisplayFormat){mode, digits};
            NEXT_OP;
        }
        case OP_DESTROY_ALL: variables_destroy_all(&I->vars); NEXT_OP;
        case OP_DESTROY:
            variables_destroy(&I->vars, code[pc] != 0, (int)code[pc + 1]);
            pc += 2;
            NEXT_OP;
        case OP_DELAY:
            if (code[pc++]) I->scroll = *sp--;
            I->delay = *sp--;
            NEXT_OP;
        case OP_WAIT: {
            double s = to_double(*sp--);
            if (s > 0) I->host.wait(I->host.ctx, s);
            NEXT_OP;
        }
        case OP_SETTIME: {
            int64_t seconds;
            if (code[pc++]) {
                seconds = parse_time_string(I, &I->sstack[--I->ssp]);
            } else {
                seconds = to_int(*sp--, 1000000000);
                if (seconds < 0 || seconds >= SECONDS_PER_DAY) vm_throw(I, HP71_E_INVALID_ARG);
            }
            interp_set_time(I, seconds);
            NEXT_OP;
        }
        case OP_END:
            vm_flush_display(I);
            I->suspended = false;
            return RUN_END;
        case OP_STOP:
            vm_flush_display(I);
            I->suspended = true;
            I->cont_pc = pc;
            return RUN_STOP;
        case OP_SHOW_NUM: {
            char buf[FORMAT_MAX];
            size_t n = format_number(*sp--, I->format, buf);
            vm_flush_display(I);
            vm_display_line(I, buf, n);
            NEXT_OP;
        }
        case OP_SHOW_STR: {
            StrBuf *b = &I->sstack[--I->ssp];
            vm_flush_display(I);
            vm_display_line(I, b->s ? b->s : "", (size_t)b->len);
            NEXT_OP;
        }
        case OP_END_KEYBOARD:
            if (sp_out) *sp_out = sp;
            vm_flush_display(I);
            return RUN_KEYBOARD;
        case OP_NO_LINE: vm_throw(I, HP71_E_LINE_NOT_FOUND);
        case OP_COUNT: break;
        }
        vm_throw(I, HP71_E_SYNTAX);
    }
}

RunEnd vm_run(Interp *I, int64_t pc) {
    jmp_buf here;
    jmp_buf *outer = I->catch_point;
    I->catch_point = &here;
    if (setjmp(here)) {
        I->catch_point = outer;
        I->ssp = 0;
        I->suspended = false;
        vm_report(I, I->thrown);
        return RUN_ERROR;
    }
    RunEnd r = execute(I, I->program.code.code, pc, I->stack, NULL);
    I->catch_point = outer;
    I->ssp = 0;
    return r;
}
