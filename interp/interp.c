/*
 * interp.c — the keyboard: line entry, keyboard commands, running.
 * See interp.h. Execution itself is in vm.c.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compiler.h"
#include "lister.h"
#include "machine.h"

Interp *interp_new(const Host *host, int64_t memory_budget) {
    Interp *I = calloc(1, sizeof *I);
    if (!I) return NULL;
    I->host = *host;
    program_init(&I->program);
    I->memory.budget = memory_budget;
    variables_init(&I->globals, &I->memory);
    I->env = &I->globals;
    I->format = (DisplayFormat){DISPLAY_STD, 0};
    I->option_base = 0;
    I->angle = ANGLE_DEGREES;
    I->round = NUM_ROUND_NEAR;
    I->rnd_state = 0x48503731ULL; /* a fixed seed: runs are reproducible */
    I->on_error_pc = -1;
    I->delay = (Num){5, -1, NUM_FINITE}; /* factory default 0.5 s */
    I->scroll = (Num){125, -3, NUM_FINITE};
    return I;
}

void interp_free(Interp *I) {
    if (!I) return;
    vm_unwind(I, 0);
    free(I->frames);
    for (int i = 0; i < VM_ARGS_MAX; i++) strbuf_free(&I->args[i].text);
    program_free(&I->program);
    variables_destroy_all(&I->globals);
    for (int i = 0; i < VM_STR_STACK_MAX; i++) strbuf_free(&I->sstack[i]);
    for (int i = 0; i < VM_INPUT_FIELDS; i++) strbuf_free(&I->reply_str[i]);
    chunk_free(&I->scratch);
    chunk_free(&I->keyboard);
    chunk_free(&I->reply_code);
    free(I);
}

bool interp_wants_exit(const Interp *I) { return I->exit_requested; }

void interp_set_time(Interp *I, int64_t seconds) {
    I->clock_offset += seconds * 100 - vm_time_of_day(I);
}

/* Displays a keyboard error (ERR:<text>) and records it in ERRN/ERRL. */
static bool keyboard_error(Interp *I, Hp71Error e) {
    I->current_line = 0;
    vm_report(I, e);
    return false;
}

/* Removes the line end, trailing blanks and leading blanks; returns the
 * start and sets *len. */
static const char *clean(const char *line, size_t *len) {
    size_t n = *len;
    while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r' || line[n - 1] == ' ' ||
                     line[n - 1] == '\t'))
        n--;
    while (n > 0 && (*line == ' ' || *line == '\t')) line++, n--;
    *len = n;
    return line;
}

/* Enters a numbered program line (text starts with its digits). */
static Hp71Error enter_program_line(Interp *I, const char *text, size_t len) {
    size_t i = 0;
    long number = 0;
    while (i < len && isdigit((unsigned char)text[i])) {
        if (number < 100000) number = number * 10 + (text[i] - '0');
        i++;
    }
    if (number < PROGRAM_MIN_LINE || number > PROGRAM_MAX_LINE) return HP71_E_SYNTAX;
    while (i < len && (text[i] == ' ' || text[i] == '\t')) i++;
    if (i == len) {
        if (program_delete(&I->program, (int)number)) I->suspended = false;
        return HP71_E_NONE;
    }
    Hp71Error e = tokenize_line(text + i, len - i, &I->tokens);
    if (e) return e;
    chunk_reset(&I->scratch);
    e = compiler_line(&I->tokens, 0, COMPILE_PROGRAM, &I->scratch, NULL);
    if (e) return e;
    char listed[TOKENIZER_MAX_LINE * 2];
    if (lister_line(&I->tokens, listed, sizeof listed) == 0 && I->tokens.count > 1)
        return HP71_E_LINE_TOO_LONG;
    program_put(&I->program, (int)number, listed, &I->scratch);
    I->suspended = false;
    return HP71_E_NONE;
}

/* Reads an optional line number argument of a command at token index *p. */
static bool line_argument(Interp *I, int *p, int *out) {
    const Token *k = &I->tokens.tok[*p];
    if (k->kind != TOK_NUMBER) return false;
    if (!num_is_small_int(k->num) || k->num.m < 0 || k->num.m > PROGRAM_MAX_LINE) return false;
    *out = (int)k->num.m;
    (*p)++;
    return true;
}

static bool run_from(Interp *I, int64_t pc) {
    vm_reset_run(I);
    I->current_line = 0;
    if (I->host.attn) *I->host.attn = 0;
    RunEnd r = vm_run(I, pc);
    return r != RUN_ERROR && r != RUN_EXIT;
}

bool interp_run(Interp *I) {
    program_link(&I->program);
    int64_t pc = I->program.count ? I->program.lines[0].pc : I->program.end_pc;
    return run_from(I, pc);
}

static void list_lines(Interp *I, int from, int to) {
    char buf[TOKENIZER_MAX_LINE * 2 + 8];
    for (int i = program_lower_bound(&I->program, from);
         i < I->program.count && I->program.lines[i].number <= to; i++) {
        const ProgramLine *l = &I->program.lines[i];
        int n = snprintf(buf, sizeof buf, "%d %s", l->number, l->text);
        if (n > (int)sizeof buf - 1) n = (int)sizeof buf - 1;
        vm_display_line(I, buf, (size_t)n);
    }
}

/* A keyboard command: RUN, LIST, CONT, DELETE, BYE. */
static bool command(Interp *I) {
    int p = 1, a = 0, b = 0;
    bool has_a, has_b = false;
    Keyword kw = (Keyword)I->tokens.tok[0].id;
    has_a = line_argument(I, &p, &a);
    if (has_a && I->tokens.tok[p].kind == TOK_PUNCT && I->tokens.tok[p].id == ',') {
        p++;
        has_b = line_argument(I, &p, &b);
        if (!has_b) return keyboard_error(I, HP71_E_SYNTAX);
    }
    bool all = false;
    if (!has_a && kw == KW_DELETE && I->tokens.tok[p].kind == TOK_KEYWORD &&
        I->tokens.tok[p].id == KW_ALL) {
        all = true;
        p++;
    }
    if (I->tokens.tok[p].kind != TOK_END) return keyboard_error(I, HP71_E_SYNTAX);
    vm_flush_display(I);
    switch (kw) {
    case KW_RUN:
        if (has_b) return keyboard_error(I, HP71_E_SYNTAX);
        if (has_a) {
            int pc = program_line_pc(&I->program, a);
            if (pc < 0) return keyboard_error(I, HP71_E_LINE_NOT_FOUND);
            return run_from(I, pc);
        }
        return interp_run(I);
    case KW_CONT:
        if (has_a) return keyboard_error(I, HP71_E_SYNTAX);
        if (!I->suspended) return interp_run(I);
        {
            int64_t pc = I->cont_pc;
            I->suspended = false;
            if (I->host.attn) *I->host.attn = 0;
            RunEnd r = vm_run(I, pc);
            return r != RUN_ERROR && r != RUN_EXIT;
        }
    case KW_LIST:
        list_lines(I, has_a ? a : PROGRAM_MIN_LINE, has_b ? b : (has_a ? a : PROGRAM_MAX_LINE));
        return true;
    case KW_DELETE:
        if (!has_a && !all) return keyboard_error(I, HP71_E_SYNTAX);
        program_delete_range(&I->program, all ? PROGRAM_MIN_LINE : a,
                             all ? PROGRAM_MAX_LINE : (has_b ? b : a));
        I->suspended = false;
        return true;
    case KW_BYE: I->exit_requested = true; return true;
    default: return keyboard_error(I, HP71_E_SYNTAX);
    }
}

/* True when text (starting with a digit) is a program line: its number is
 * followed by the end, a remark or a statement word. "1+2", "1E12" and
 * "1 AND 0" are calculations. */
static bool is_program_line(const char *text, size_t len) {
    size_t i = 0;
    while (i < len && isdigit((unsigned char)text[i])) i++;
    if ((text[i] == 'E' || text[i] == 'e') && i + 1 < len &&
        (isdigit((unsigned char)text[i + 1]) || text[i + 1] == '+' || text[i + 1] == '-'))
        return false;
    while (i < len && (text[i] == ' ' || text[i] == '\t')) i++;
    if (i == len || text[i] == '!') return true;
    if (!isalpha((unsigned char)text[i])) return false;
    char word[8];
    int n = 0;
    while (i < len && isalpha((unsigned char)text[i]) && n < 7)
        word[n++] = (char)toupper((unsigned char)text[i++]);
    int k = keyword_lookup(word, n);
    return !(k >= 0 && keyword_kind((Keyword)k) == KIND_WORD);
}

bool interp_enter(Interp *I, const char *line, size_t len) {
    const char *text = clean(line, &len);
    if (len == 0) return true;
    if (isdigit((unsigned char)text[0]) && is_program_line(text, len)) {
        Hp71Error e = enter_program_line(I, text, len);
        return e ? keyboard_error(I, e) : true;
    }
    Hp71Error e = tokenize_line(text, len, &I->tokens);
    if (e) return keyboard_error(I, e);
    const Token *first = &I->tokens.tok[0];
    if (first->kind == TOK_KEYWORD && keyword_kind((Keyword)first->id) == KIND_COMMAND)
        return command(I);
    chunk_reset(&I->scratch);
    e = compiler_line(&I->tokens, 0, COMPILE_KEYBOARD, &I->scratch, NULL);
    if (e) return keyboard_error(I, e);
    /* the keyboard line keeps its code (and string constants) while it runs */
    Chunk done = I->keyboard;
    I->keyboard = I->scratch;
    I->scratch = done;
    int pc = program_link_keyboard(&I->program, &I->keyboard);
    I->current_line = 0;
    I->ssp = 0;
    if (I->host.attn) *I->host.attn = 0;
    RunEnd r = vm_run(I, pc);
    return r != RUN_ERROR && r != RUN_EXIT;
}

const char *interp_load_line(Interp *I, const char *line, size_t len) {
    const char *text = clean(line, &len);
    if (len == 0) return NULL;
    if (!isdigit((unsigned char)text[0])) return "no line number";
    Hp71Error e = enter_program_line(I, text, len);
    return e ? errors_text(e) : NULL;
}
