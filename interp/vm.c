/*
 * vm.c — executes linked code: the HP-71B run loop.
 *
 * One switch over the opcodes of chunk.h. Numbers live on a value stack of
 * Num, strings on a separate stack of reusable buffers. GOSUB, user function
 * (DEF FN) and subprogram (CALL) activations are frames on one frame stack.
 * Errors leave through vm_throw, the single throw path, to the catch point
 * of vm_run (where ON ERROR is honoured) or of an INPUT reply or VAL being
 * evaluated.
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

/* A number as a C double, for host durations (WAIT, DELAY). */
static double to_double(Num a) {
    char buf[FORMAT_MAX];
    format_number(a, (DisplayFormat){DISPLAY_STD, 0}, buf);
    return strtod(buf, NULL);
}

static void pace(Interp *I) {
    int64_t t = I->cost_us + I->wait_us;
    if (I->host.pace && t - I->paced_us >= 10000) {
        I->paced_us = t;
        I->host.pace(I->host.ctx, t);
    }
}

/* Tells the host the current DELAY settings. */
void vm_report_delay(Interp *I) {
    if (I->host.delay) I->host.delay(I->host.ctx, to_double(I->delay), to_double(I->scroll));
}

/* Shows a line; with the cost model on, the LCD's time to show it and the
 * DELAY hold time pass. */
static void show_line(Interp *I, const char *text, size_t len, int kind) {
    I->host.display(I->host.ctx, text, len, kind);
    if (I->costing) {
        I->cost_us += timing_display_us((int)len);
        double hold = to_double(I->delay);
        if (hold > 0 && hold < 8) I->wait_us += (int64_t)(hold * 1e6);
        pace(I);
    }
}

void vm_display_line(Interp *I, const char *text, size_t len) {
    show_line(I, text, len, HOST_LINE_DISPLAY);
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
    else
        snprintf(msg, sizeof msg, "%s:%s", kind, errors_text(e));
    show_line(I, msg, strlen(msg), HOST_LINE_MESSAGE);
    I->errn = errors_number(e);
    I->errl = I->current_line;
    I->last_message = e;
}

/* 1984-01-01 00:00:00 in hundredths of a second since 1970-01-01: where
 * the virtual and frozen clocks start. */
#define VIRTUAL_EPOCH_CS (441763200LL * 100)

int64_t vm_now(Interp *I) {
    switch (I->clock) {
    case HP71_CLOCK_VIRTUAL:
        return VIRTUAL_EPOCH_CS + (I->cost_us + I->wait_us) / 10000 + I->clock_offset;
    case HP71_CLOCK_FROZEN: return VIRTUAL_EPOCH_CS + I->wait_us / 10000 + I->clock_offset;
    default: return I->host.now(I->host.ctx) + I->clock_offset;
    }
}

int64_t vm_time_of_day(Interp *I) {
    const int64_t day = (int64_t)SECONDS_PER_DAY * 100;
    int64_t t = vm_now(I) % day;
    return t < 0 ? t + day : t;
}

/* An arithmetic condition: warnings are shown and execution goes on. */
static void condition(Interp *I, Hp71Error e) {
    if (errors_is_warning(e))
        vm_report(I, e);
    else
        vm_throw(I, e);
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

static void display_pad(Interp *I, int column) {
    display_append(I, "", 0);
    while (I->display_len < column && I->display_len < DISPLAY_LINE_MAX)
        I->display[I->display_len++] = ' ';
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

static const char *chars(const StrBuf *b) {
    return b->s ? b->s : "";
}

/* Rounds a subscript or count to a C integer in -limit..limit. */
static int64_t to_int(Num a, int64_t limit) {
    bool exact;
    return num_to_int64(num_round_int(a), limit, &exact);
}

static Num truth(bool b) {
    return num_from_int(b ? 1 : 0);
}

/* TRACE FLOW: a transfer to a line other than the next one. */
static void trace_flow(Interp *I, int64_t pc) {
    int from = I->trace_last_line;
    I->trace_last_line = I->current_line;
    if (from == 0) return;
    int i = program_lower_bound(&I->program, from + 1);
    if (i < I->program.count && I->program.lines[i].pc == pc) return;
    char msg[64];
    snprintf(msg, sizeof msg, "Trace L%d >L%d", from, I->current_line);
    vm_flush_display(I);
    vm_display_line(I, msg, strlen(msg));
}

/* TRACE VARS: an assignment; name is the target as written ("B(3)", "F$"). */
static void trace_store(Interp *I, const char *name, const char *value, int len) {
    char msg[160];
    snprintf(msg, sizeof msg, "Trace L%d %s=%.*s", I->current_line, name, len > 96 ? 96 : len,
             value);
    vm_flush_display(I);
    vm_display_line(I, msg, strlen(msg));
}

static void trace_num(Interp *I, int slot, int ndims, const Num *subs, Num v) {
    char name[2 * FORMAT_MAX + 16], value[FORMAT_MAX];
    variable_name(slot, 0, name);
    if (ndims) {
        size_t n = strlen(name);
        for (int i = 0; i < ndims; i++) {
            name[n++] = i ? ',' : '(';
            n += format_number(subs[i], (DisplayFormat){DISPLAY_STD, 0}, name + n);
        }
        name[n++] = ')';
        name[n] = '\0';
    }
    size_t n = format_number(v, I->format, value);
    trace_store(I, name, value, (int)n);
}

static void store_num(Interp *I, NumVar *v, Num x) {
    if (!v->exists) {
        v->exists = true;
        v->type = VAR_REAL;
    }
    if (v->ndims) vm_throw(I, HP71_E_DATA_TYPE);
    I->res = x;
    Hp71Error e = variables_convert((VarType)v->type, x, &v->val);
    if (e) condition(I, e);
}

static Num *element(Interp *I, int slot, int ndims, const Num *subs) {
    int64_t s[2];
    for (int i = 0; i < ndims; i++)
        s[i] = to_int(subs[i], 2000000000);
    Num *p;
    Hp71Error e = variables_element(I->env, slot, ndims, s, I->option_base, &p);
    if (e) vm_throw(I, e);
    return p;
}

/* True when storing x into a variable of this type leaves it unchanged:
 * any REAL; a small whole number for INTEGER and SHORT. */
static inline bool store_identity(uint8_t type, Num x) {
    if (!HP71_FAST_PATHS) return false;
    if (type == VAR_REAL) return true;
    return num_is_small_int(x) && x.m <= VAR_INTEGER_MAX && x.m >= -VAR_INTEGER_MAX;
}

/* True when x can be stored into scalar v as it is. */
static inline bool store_fast(const NumVar *v, Num x) {
    return v->exists && v->ndims == 0 && store_identity(v->type, x);
}

/* element() for the common case, inline: an array of one or two dimensions
 * and whole-number subscripts within its bounds. */
static inline Num *element_fast(Interp *I, int slot, int ndims, const Num *subs) {
#if HP71_FAST_PATHS
    NumVar *v = &I->env->num[slot];
    if (v->ref) v = v->ref;
    if (v->ndims == ndims && num_is_small_int(subs[0])) {
        uint64_t i = (uint64_t)(subs[0].m - v->base);
        uint64_t n0 = (uint64_t)(v->ub[0] - v->base);
        if (ndims == 1) {
            if (i <= n0) return &v->elems[i];
        } else if (num_is_small_int(subs[1])) {
            uint64_t j = (uint64_t)(subs[1].m - v->base);
            uint64_t n1 = (uint64_t)(v->ub[1] - v->base);
            if (i <= n0 && j <= n1) return &v->elems[i * (n1 + 1) + j];
        }
    }
#endif
    return element(I, slot, ndims, subs);
}

/* ---- frames ---- */

static Frame *push_frame(Interp *I, FrameKind kind, int64_t ret) {
    if (I->nframes >= VM_FRAMES_MAX) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
    if (I->nframes == I->capframes) {
        int cap = I->capframes ? I->capframes * 2 : 32;
        Frame *f = realloc(I->frames, (size_t)cap * sizeof *f);
        if (!f) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
        I->frames = f;
        I->capframes = cap;
    }
    Frame *f = &I->frames[I->nframes++];
    memset(f, 0, sizeof *f);
    f->kind = kind;
    f->ret = ret;
    f->line = I->current_line;
    f->nfors = I->nfors;
    f->for_base = I->for_base;
    return f;
}

/* Puts a DEF FN's parameters back as they were before the call. */
static void restore_params(Interp *I, Frame *f) {
    for (int i = f->nsaved - 1; i >= 0; i--) {
        SavedParam *p = &f->saved[i];
        variables_destroy(I->env, p->is_str, p->slot);
        if (p->is_str)
            I->env->str[p->slot] = p->str;
        else
            I->env->num[p->slot] = p->num;
    }
    free(f->saved);
    f->saved = NULL;
    f->nsaved = 0;
}

static void leave_environment(Interp *I, Frame *f) {
    if (I->env != &I->globals) {
        variables_destroy_all(I->env);
        free(I->env);
        I->memory.used -= (int64_t)sizeof(Variables);
    }
    I->env = f->caller_env;
}

static void drop_frame(Interp *I) {
    Frame *f = &I->frames[--I->nframes];
    if (f->kind == FRAME_FN) {
        restore_params(I, f);
        strbuf_free(&f->result_str);
    } else if (f->kind == FRAME_SUB) {
        leave_environment(I, f);
        I->nfors = f->nfors;
        I->for_base = f->for_base;
    }
}

void vm_unwind(Interp *I, int depth) {
    while (I->nframes > depth)
        drop_frame(I);
    if (I->nframes == 0) I->env = &I->globals;
}

void vm_reset_run(Interp *I) {
    vm_unwind(I, 0);
    for (int i = 0; i < I->nargs; i++)
        strbuf_free(&I->args[i].text);
    I->nargs = 0;
    I->nfors = 0;
    I->for_base = 0;
    I->ssp = 0;
    I->data_next = 0;
    I->on_error_pc = -1;
    I->suspended = false;
    I->trace_last_line = 0;
    I->eval_depth = 0;
}

/* ---- functions ---- */

static uint64_t rnd_next(Interp *I) {
    uint64_t z = (I->rnd_state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* Civil date from days since 1970-01-01. */
static void civil_from_days(int64_t z, int *y, int *m, int *d) {
    z += 719468;
    int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    int64_t doe = z - era * 146097;
    int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    int64_t mp = (5 * doy + 2) / 153;
    *d = (int)(doy - (153 * mp + 2) / 5 + 1);
    *m = (int)(mp < 10 ? mp + 3 : mp - 9);
    *y = (int)(yoe + era * 400 + (*m <= 2));
}

static int64_t days_from_civil(int y, int m, int d) {
    y -= m <= 2;
    int64_t era = (y >= 0 ? y : y - 399) / 400;
    int64_t yoe = y - era * 400;
    int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

static int64_t today(Interp *I) {
    const int64_t day = (int64_t)SECONDS_PER_DAY * 100;
    int64_t t = vm_now(I);
    return t >= 0 ? t / day : (t - day + 1) / day;
}

static RunEnd execute(Interp *I, const Word *code, int64_t pc, Num *sp, Num **sp_out);

/* Tokenizes, compiles and evaluates text as a numeric expression on top of
 * sp (INPUT replies, VAL). Returns HP71_E_NONE and sets *out, or the error. */
static Hp71Error evaluate_text(Interp *I, const char *text, int len, Num *sp, Num *out) {
    if (I->eval_depth >= VM_EVAL_DEPTH_MAX) return HP71_E_INSUFFICIENT_MEMORY;
    if (sp - STACK_EMPTY(I) >= VM_STACK_MAX - 2 * VM_STACK_GUARD - 2 * VM_STACK_STATEMENT)
        return HP71_E_INSUFFICIENT_MEMORY;
    Hp71Error e = tokenize_line(text, (size_t)len, &I->tokens);
    if (e) return e;
    Chunk code = {0};
    e = compiler_line(&I->tokens, 0, COMPILE_REPLY, &code, NULL);
    if (e) {
        chunk_free(&code);
        return e;
    }
    jmp_buf here;
    jmp_buf *outer = I->catch_point;
    int ssp = I->ssp;
    I->catch_point = &here;
    I->eval_depth++;
    if (setjmp(here)) {
        I->eval_depth--;
        I->catch_point = outer;
        I->ssp = ssp;
        chunk_free(&code);
        return I->thrown;
    }
    Num *top = NULL;
    RunEnd r = execute(I, code.code, 0, sp, &top);
    I->eval_depth--;
    I->catch_point = outer;
    if (r == RUN_KEYBOARD && top) *out = *top;
    chunk_free(&code);
    if (r != RUN_KEYBOARD || !top) {
        *I->attn = 1; /* stopped inside a function: let the run stop at its next chance */
        return HP71_E_INVALID_ARG;
    }
    return HP71_E_NONE;
}

/* A numeric-valued built-in function with n arguments on the stacks; sp
 * points at the last numeric argument (or below the result's place). */
static Num *numeric_function(Interp *I, Keyword kw, int n, Num *sp) {
    Num r;
    Hp71Error e = HP71_E_NONE;
    switch (kw) {
    case KW_ABS: *sp = num_abs(*sp); return sp;
    case KW_IP: *sp = num_ip(*sp); return sp;
    case KW_FP: *sp = num_fp(*sp); return sp;
    case KW_INT:
    case KW_FLOOR: *sp = num_int(*sp); return sp;
    case KW_CEIL: *sp = num_neg(num_int(num_neg(*sp))); return sp;
    case KW_SGN: *sp = num_sgn(*sp); return sp;
    case KW_SQR:
    case KW_SQRT: e = num_sqr(*sp, &r, I->round); break;
    case KW_MAX:
    case KW_MIN: {
        Num b = *sp--;
        int c = num_cmp(*sp, b);
        if (c == 2)
            *sp = (Num){0, 0, NUM_NAN};
        else if ((kw == KW_MAX) ? c < 0 : c > 0)
            *sp = b;
        return sp;
    }
    case KW_MOD:
    case KW_RMD:
    case KW_RED: {
        Num b = *sp--;
        e = mathfn_binary(kw, *sp, b, I->round, &r);
        break;
    }
    case KW_LEN: *++sp = num_from_int(I->sstack[--I->ssp].len); return sp;
    case KW_NUM: {
        StrBuf *s = &I->sstack[--I->ssp];
        if (s->len == 0) vm_throw(I, HP71_E_INVALID_ARG);
        *++sp = num_from_int((unsigned char)s->s[0]);
        return sp;
    }
    case KW_VAL: {
        StrBuf *s = &I->sstack[I->ssp - 1];
        char text[DISPLAY_LINE_MAX];
        int len = s->len < (int)sizeof text - 1 ? s->len : (int)sizeof text - 1;
        memcpy(text, chars(s), (size_t)len);
        I->ssp--;
        e = evaluate_text(I, text, len, sp, &r);
        if (e) vm_throw(I, e);
        *++sp = r;
        return sp;
    }
    case KW_POS: {
        int64_t start = 1;
        if (n == 3) start = to_int(*sp--, 1000000000);
        StrBuf *t = &I->sstack[--I->ssp], *s = &I->sstack[--I->ssp];
        int64_t found = 0;
        if (start < 1) start = 1;
        for (int64_t i = start - 1; i + t->len <= s->len; i++)
            if (t->len == 0 || memcmp(s->s + i, t->s, (size_t)t->len) == 0) {
                found = i + 1;
                break;
            }
        *++sp = num_from_int(found);
        return sp;
    }
    case KW_PI: *++sp = mathfn_pi(); return sp;
    case KW_EPS: *++sp = (Num){1, -499, NUM_FINITE}; return sp;
    case KW_INF: *++sp = (Num){1, 0, NUM_INF}; return sp;
    case KW_MAXREAL: *++sp = num_max_real(1); return sp;
    case KW_RND:
        *++sp = num_from_int(0);
        (void)num_make((int64_t)(rnd_next(I) % 1000000000000ULL), -12, sp);
        return sp;
    case KW_RES: *++sp = I->res; return sp;
    case KW_TIME:
        *++sp = num_from_int(0);
        (void)num_make(vm_time_of_day(I), -2, sp);
        return sp;
    case KW_DATE: {
        int y, m, d;
        int64_t days = today(I);
        civil_from_days(days, &y, &m, &d);
        int64_t doy = days - days_from_civil(y, 1, 1) + 1;
        *++sp = num_from_int((y % 100) * 1000 + doy);
        return sp;
    }
    case KW_ERRN: *++sp = num_from_int(I->errn); return sp;
    case KW_ERRL: *++sp = num_from_int(I->errl); return sp;
    default: e = mathfn_unary(kw, *sp, I->angle, I->round, &r); break;
    }
    if (e) condition(I, e);
    *sp = r;
    return sp;
}

/* A string-valued built-in function; returns the new numeric stack top. */
static Num *string_function(Interp *I, Keyword kw, Num *sp) {
    char buf[FORMAT_MAX + 8];
    switch (kw) {
    case KW_STR_S: {
        size_t n = format_number(*sp--, I->format, buf);
        sset(I, spush(I), buf, (int)n);
        break;
    }
    case KW_CHR_S: {
        int64_t c = to_int(*sp--, 100000);
        if (c < 0 || c > 255) vm_throw(I, HP71_E_INVALID_ARG);
        buf[0] = (char)c;
        sset(I, spush(I), buf, 1);
        break;
    }
    case KW_UPRC_S: {
        StrBuf *s = &I->sstack[I->ssp - 1];
        for (int i = 0; i < s->len; i++)
            if (s->s[i] >= 'a' && s->s[i] <= 'z') s->s[i] = (char)(s->s[i] - 'a' + 'A');
        break;
    }
    case KW_TIME_S: {
        int64_t t = vm_time_of_day(I) / 100;
        snprintf(buf, sizeof buf, "%02d:%02d:%02d", (int)(t / 3600), (int)(t / 60 % 60),
                 (int)(t % 60));
        sset(I, spush(I), buf, 8);
        break;
    }
    case KW_DATE_S: {
        int y, m, d;
        civil_from_days(today(I), &y, &m, &d);
        snprintf(buf, sizeof buf, "%02d/%02d/%02d", y % 100, m, d);
        sset(I, spush(I), buf, 8);
        break;
    }
    case KW_ERRM_S: {
        const char *t = I->errn ? errors_text(I->last_message) : "";
        sset(I, spush(I), t, (int)strlen(t));
        break;
    }
    default: vm_throw(I, HP71_E_SYNTAX);
    }
    return sp;
}

/* ---- INPUT ---- */

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
            if (!quote && (*p == '"' || *p == '\''))
                quote = *p;
            else if (quote && *p == quote)
                quote = 0;
            p++;
        }
        len[n] = (int)(p - start[n]);
        n++;
        if (!*p) return n;
        p++;
    }
}

static void trim(const char **s, int *len) {
    while (*len > 0 && (**s == ' ' || **s == '\t'))
        (*s)++, (*len)--;
    while (*len > 0 && ((*s)[*len - 1] == ' ' || (*s)[*len - 1] == '\t'))
        (*len)--;
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
        if (n < 0)
            e = HP71_E_TOO_MANY_INPUTS;
        else if (n < count)
            e = HP71_E_TOO_FEW_INPUTS;
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
                e = evaluate_text(I, f, l, sp, &I->reply_num[i]);
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
    int n = sscanf(chars(s), "%d:%d:%d%c", &h, &m, &sec, &tail);
    if (n < 2 || n > 3 || h < 0 || h > 23 || m < 0 || m > 59 || sec < 0 || sec > 59)
        vm_throw(I, HP71_E_INVALID_ARG);
    return (int64_t)h * 3600 + m * 60 + sec;
}

static void set_date(Interp *I, const StrBuf *s) {
    int y = 0, m = 0, d = 0;
    char tail = 0;
    if (sscanf(chars(s), "%d/%d/%d%c", &y, &m, &d, &tail) != 3 || y < 0 || y > 99 || m < 1 ||
        m > 12 || d < 1 || d > 31)
        vm_throw(I, HP71_E_INVALID_ARG);
    int year = y < 60 ? 2000 + y : 1900 + y;
    int64_t target = days_from_civil(year, m, d);
    I->clock_offset += (target - today(I)) * (int64_t)SECONDS_PER_DAY * 100;
}

/* ---- strings ---- */

/* Replaces the string b by its substring [i] (to the end) or [i,j]. */
static void substring(StrBuf *b, int64_t i, int64_t j, bool has_j) {
    if (!has_j) j = b->len;
    if (i < 1) i = 1;
    if (j > b->len) j = b->len;
    if (j < i) {
        b->len = 0;
        return;
    }
    memmove(b->s, b->s + i - 1, (size_t)(j - i + 1));
    b->len = (int)(j - i + 1);
    b->s[b->len] = '\0';
}

/* Stores val into dst (maximum maxlen characters); with a substring kind,
 * val replaces characters i..j (i.. to the end for [i]) of dst. */
static void store_string(Interp *I, StrBuf *dst, int maxlen, const StrBuf *val, int sub, int64_t i,
                         int64_t j) {
    if (sub == 0) {
        if (val->len > maxlen) vm_throw(I, HP71_E_STRING_OVFL);
        sset(I, dst, chars(val), val->len);
        return;
    }
    if (i < 1) vm_throw(I, HP71_E_INVALID_ARG);
    int64_t keep_tail_from = (sub == 2) ? j : dst->len; /* chars after j survive */
    if (keep_tail_from < i - 1) keep_tail_from = i - 1;
    int64_t tail = dst->len > keep_tail_from ? dst->len - keep_tail_from : 0;
    int64_t total = (i - 1) + val->len + tail;
    if (total > maxlen) vm_throw(I, HP71_E_STRING_OVFL);
    StrBuf out = {0};
    if (strbuf_set(&out, "", 0)) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
    for (int64_t k = 0; k < i - 1; k++) {
        char c = k < dst->len ? dst->s[k] : ' ';
        strbuf_append(&out, &c, 1);
    }
    strbuf_append(&out, chars(val), val->len);
    if (tail) strbuf_append(&out, dst->s + keep_tail_from, (int)tail);
    Hp71Error e = strbuf_set(dst, out.s, out.len);
    strbuf_free(&out);
    if (e) vm_throw(I, e);
}

/* ---- calls ---- */

static void bind_fn_params(Interp *I, Frame *f, const Word *code, int64_t pc, int count,
                           Num **spp) {
    f->saved = count ? calloc((size_t)count, sizeof(SavedParam)) : NULL;
    if (count && !f->saved) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
    /* arguments are on the stacks in order: bind from the last */
    Num *sp = *spp;
    for (int i = count - 1; i >= 0; i--) {
        int64_t at = pc + (int64_t)i * 3;
        bool is_str = code[at + 1] != 0;
        int slot = (int)code[at + 2];
        SavedParam *p = &f->saved[f->nsaved++];
        p->is_str = is_str;
        p->slot = slot;
        if (is_str) {
            p->str = I->env->str[slot];
            memset(&I->env->str[slot], 0, sizeof(StrVar));
            StrBuf *a = &I->sstack[--I->ssp];
            int max = a->len > VAR_DEFAULT_STRING_MAX ? a->len : VAR_DEFAULT_STRING_MAX;
            Hp71Error e = variables_declare_str(I->env, slot, 0, 0, max, 0);
            if (!e) e = variables_store_str(I->env, slot, chars(a), a->len);
            if (e) vm_throw(I, e);
        } else {
            p->num = I->env->num[slot];
            memset(&I->env->num[slot], 0, sizeof(NumVar));
            NumVar *v = &I->env->num[slot];
            v->exists = true;
            v->type = VAR_REAL;
            v->val = *sp--;
        }
    }
    *spp = sp;
}

static void enter_sub(Interp *I, const Word *code, int64_t pc, int count) {
    Frame *f = &I->frames[I->nframes - 1];
    if (count != f->nargs) vm_throw(I, HP71_E_INVALID_ARG);
    Arg *args = &I->args[I->nargs - count];
    for (int i = 0; i < count; i++) {
        int64_t at = pc + (int64_t)i * 3;
        int kind = (int)code[at + 1], slot = (int)code[at + 2];
        bool want_str = kind & 1, want_array = kind & 2;
        Arg *a = &args[i];
        bool is_str = a->kind == ARG_REF_STR || a->kind == ARG_VAL_STR;
        if (is_str != want_str) vm_throw(I, HP71_E_DATA_TYPE);
        switch (a->kind) {
        case ARG_REF_NUM:
            if ((a->num->ndims != 0) != want_array) vm_throw(I, HP71_E_DATA_TYPE);
            I->env->num[slot].ref = a->num;
            break;
        case ARG_REF_STR:
            if ((a->str->ndims != 0) != want_array) vm_throw(I, HP71_E_DATA_TYPE);
            I->env->str[slot].ref = a->str;
            break;
        case ARG_VAL_NUM: {
            if (want_array) vm_throw(I, HP71_E_DATA_TYPE);
            NumVar *v = &I->env->num[slot];
            v->exists = true;
            v->type = VAR_REAL;
            v->val = a->value;
            break;
        }
        case ARG_VAL_STR: {
            if (want_array) vm_throw(I, HP71_E_DATA_TYPE);
            int max = a->text.len > VAR_DEFAULT_STRING_MAX ? a->text.len : VAR_DEFAULT_STRING_MAX;
            Hp71Error e = variables_declare_str(I->env, slot, 0, 0, max, 0);
            if (!e) e = variables_store_str(I->env, slot, chars(&a->text), a->text.len);
            if (e) vm_throw(I, e);
            break;
        }
        }
    }
    I->nargs -= count;
}

static Arg *push_arg(Interp *I, ArgKind kind) {
    if (I->nargs >= VM_ARGS_MAX) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
    Arg *a = &I->args[I->nargs++];
    a->kind = kind;
    a->num = NULL;
    a->str = NULL;
    return a;
}

/* Leaves the innermost subprogram: back to its caller. Returns the pc. */
static int64_t return_from_sub(Interp *I) {
    int i = I->nframes - 1;
    while (i >= 0 && I->frames[i].kind != FRAME_SUB)
        i--;
    vm_unwind(I, i + 1);
    Frame f = I->frames[i];
    drop_frame(I);
    I->current_line = f.line;
    return f.ret;
}

static bool in_sub(const Interp *I) {
    for (int i = I->nframes - 1; i >= 0; i--)
        if (I->frames[i].kind == FRAME_SUB) return true;
    return false;
}

/* ---- the run loop ---- */

/* At a backward transfer to target: ATTN or the step budget stops the run
 * there (CONT resumes at target). */
#define POLL(target)                                                                               \
    do {                                                                                           \
        if (*I->attn || --I->steps_left < 0) return interrupted(I, (target), sp);                  \
    } while (0)
#define BINARY(fn)                                                                                 \
    do {                                                                                           \
        Num b_ = *sp--;                                                                            \
        Hp71Error e_ = fn(*sp, b_, sp, I->round);                                                  \
        if (e_) condition(I, e_);                                                                  \
    } while (0)
/* The CMP_* outcome of a num_cmp result, for OP_JUMP_CMP masks. */
static inline int cmp_outcome(int c) {
    return c == 2 ? CMP_UNORDERED : c < 0 ? CMP_LT : c > 0 ? CMP_GT : CMP_EQ;
}

/* A LOAD fused into the next operation: the variable it reads. */
static inline const NumVar *operand_variable(Interp *I, Word slot) {
    const NumVar *v = &I->env->num[slot];
    if (v->ref) v = v->ref;
    if (v->ndims) vm_throw(I, HP71_E_DATA_TYPE);
    return v;
}
#define BINARY_V(fn)                                                                               \
    do {                                                                                           \
        const NumVar *v_ = operand_variable(I, code[pc++]);                                        \
        Hp71Error e_ = fn(*sp, v_->val, sp, I->round);                                             \
        if (e_) condition(I, e_);                                                                  \
    } while (0)
#define COMPARE(test)                                                                              \
    do {                                                                                           \
        Num b_ = *sp--;                                                                            \
        int c_ = num_cmp(*sp, b_);                                                                 \
        *sp = truth(c_ != 2 && (test));                                                            \
    } while (0)

/* Stops the run at a backward transfer to target: suspended (CONT resumes)
 * when no expression is half evaluated, otherwise stopped for good. */
static RunEnd interrupted(Interp *I, int64_t target, const Num *sp) {
    *I->attn = 0;
    vm_flush_display(I);
    I->suspended = sp == STACK_EMPTY(I) && I->ssp == 0;
    I->cont_pc = target;
    return RUN_STOP;
}

/* Statements and function calls check that a statement's worth of stack
 * is free (and, as an internal error, that it was not emptied too far);
 * single operations then need no check. */
#define STACK_ROOM()                                                                               \
    do {                                                                                           \
        if ((uintptr_t)(sp - empty) >= VM_STACK_MAX - 2 * VM_STACK_GUARD - VM_STACK_STATEMENT) {   \
            if (sp < empty) vm_throw(I, HP71_E_INVALID_STATEMENT);                                 \
            vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);                                               \
        }                                                                                          \
    } while (0)

#if HP71_FAST_PATHS && defined(__GNUC__)
#pragma GCC diagnostic ignored "-Wpedantic" /* computed goto: &&label, goto * */
#endif

/* The run loop, twice: with and without the cost model. */
#define VM_COSTED 0
#define EXECUTE   execute_plain
#include "vm_loop.h"
#undef VM_COSTED
#undef EXECUTE
#define VM_COSTED 1
#define EXECUTE   execute_costed
#include "vm_loop.h"
#undef VM_COSTED
#undef EXECUTE

static RunEnd execute(Interp *I, const Word *code, int64_t pc, Num *sp, Num **sp_out) {
    return I->costing ? execute_costed(I, code, pc, sp, sp_out)
                      : execute_plain(I, code, pc, sp, sp_out);
}

/* Where an ON ERROR GOSUB returns to: the line after the one that failed. */
static int64_t after_line(Interp *I, int line) {
    int i = program_lower_bound(&I->program, line + 1);
    if (i < I->program.count) return I->program.lines[i].pc;
    return I->program.end_pc;
}

static void set_state(Interp *I, int state) {
    if (I->host.state) I->host.state(I->host.ctx, state);
}

static RunEnd run(Interp *I, int64_t start);

RunEnd vm_run(Interp *I, int64_t start) {
    bool program = start < I->program.program_len;
    if (program) set_state(I, HOST_STATE_RUNNING);
    RunEnd r = run(I, start);
    if (program || r == RUN_STOP)
        set_state(I, I->suspended ? HOST_STATE_SUSPENDED : HOST_STATE_IDLE);
    return r;
}

static RunEnd run(Interp *I, int64_t start) {
    jmp_buf here;
    jmp_buf *outer = I->catch_point;
    volatile int64_t pc = start;
    for (;;) {
        I->catch_point = &here;
        if (setjmp(here)) {
            Hp71Error e = I->thrown;
            I->ssp = 0;
            if (I->on_error_pc >= 0 && I->current_line > 0 && !errors_is_warning(e) &&
                I->nframes < VM_FRAMES_MAX) {
                /* ON ERROR: record the error and go to the handler */
                I->errn = errors_number(e);
                I->errl = I->current_line;
                I->last_message = e;
                /* operands were dropped with the error: no function call
                   can be resumed, so the handler runs outside all of them */
                int depth = I->on_error_frames < I->nframes ? I->on_error_frames : I->nframes;
                for (int i = 0; i < depth; i++)
                    if (I->frames[i].kind == FRAME_FN) {
                        depth = i;
                        break;
                    }
                vm_unwind(I, depth);
                if (I->on_error_gosub) {
                    Frame *f = push_frame(I, FRAME_GOSUB, after_line(I, I->current_line));
                    (void)f;
                }
                pc = I->on_error_pc;
                if (*I->attn || --I->steps_left < 0) {
                    I->catch_point = outer;
                    return interrupted(I, pc, STACK_EMPTY(I));
                }
                continue;
            }
            I->catch_point = outer;
            vm_unwind(I, 0);
            I->suspended = false;
            vm_report(I, e);
            return RUN_ERROR;
        }
        RunEnd r = execute(I, I->program.code.code, pc, STACK_EMPTY(I), NULL);
        I->catch_point = outer;
        I->ssp = 0;
        return r;
    }
}
