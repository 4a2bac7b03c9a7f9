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
#include "peephole.h"

Interp *interp_new(const Host *host, int64_t memory_budget) {
    Interp *I = calloc(1, sizeof *I);
    if (!I) return NULL;
    I->host = *host;
    I->attn = host->attn ? host->attn : &I->attn_none;
    I->steps_limit = INT64_MAX;
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
    I->delay = (Num){5, -1, NUM_FINITE};    /* factory default 0.5 s */
    I->scroll = (Num){125, -3, NUM_FINITE}; /* 1/8 s per character */
    vm_report_delay(I);
    return I;
}

void interp_free(Interp *I) {
    if (!I) return;
    vm_unwind(I, 0);
    free(I->frames);
    for (int i = 0; i < VM_ARGS_MAX; i++)
        strbuf_free(&I->args[i].text);
    program_free(&I->program);
    variables_destroy_all(&I->globals);
    for (int i = 0; i < VM_STR_STACK_MAX; i++)
        strbuf_free(&I->sstack[i]);
    for (int i = 0; i < VM_INPUT_FIELDS; i++)
        strbuf_free(&I->reply_str[i]);
    chunk_free(&I->scratch);
    chunk_free(&I->keyboard);
    chunk_free(&I->reply_code);
    free(I);
}

bool interp_wants_exit(const Interp *I) {
    return I->exit_requested;
}

void interp_set_step_limit(Interp *I, int64_t steps) {
    I->steps_limit = steps;
}

void interp_set_clock(Interp *I, Hp71Clock clock) {
    I->clock = clock;
    if (clock == HP71_CLOCK_VIRTUAL) I->costing = true;
}

void interp_set_costing(Interp *I, bool on) {
    I->costing = on || I->clock == HP71_CLOCK_VIRTUAL;
}

int64_t interp_emulated_us(const Interp *I) {
    return I->cost_us + I->wait_us;
}

int64_t interp_time_of_day(Interp *I) {
    return vm_time_of_day(I);
}

void interp_set_time(Interp *I, int64_t seconds) {
    I->clock_offset += seconds * 100 - vm_time_of_day(I);
}

/* The program changed: compiled positions held by suspended state (CONT,
 * GOSUB returns, FOR loops, calls) no longer mean anything. */
static void program_changed(Interp *I) {
    vm_reset_run(I);
}

/* A new keyboard line replaces the previous one: drop the state that points
 * into the old line's code (a GOSUB, FOR or call typed at the keyboard). */
static void keyboard_replaced(Interp *I) {
    int len = I->program.program_len;
    bool stale = I->suspended && I->cont_pc >= len;
    for (int i = 0; i < I->nframes && !stale; i++)
        stale = I->frames[i].ret >= len;
    for (int i = 0; i < I->nfors && !stale; i++)
        stale = I->fors[i].body >= len;
    if (stale) vm_reset_run(I);
}

/* Displays a keyboard error (ERR:<text>) and records it in ERRN/ERRL. */
static bool keyboard_error(Interp *I, Hp71Error e) {
    I->current_line = 0;
    vm_report(I, e);
    return false;
}

/* Characters from web pages and word processors that have an ASCII form. */
static const struct {
    const char *utf8;
    const char *ascii;
} typographic[] = {
    {"\xE2\x80\x98", "'"},   {"\xE2\x80\x99", "'"},  {"\xE2\x80\x9A", "'"},  {"\xE2\x80\xB2", "'"},
    {"\xE2\x80\x9C", "\""},  {"\xE2\x80\x9D", "\""}, {"\xE2\x80\x9E", "\""}, {"\xE2\x80\xB3", "\""},
    {"\xE2\x80\x93", "-"},   {"\xE2\x80\x94", "-"},  {"\xE2\x88\x92", "-"},  {"\xC2\xA0", " "},
    {"\xE2\x80\xA6", "..."}, {"\xC3\x97", "*"},      {"\xC3\xB7", "/"},      {"\xE2\x89\xA0", "#"},
    {"\xE2\x89\xA4", "<="},  {"\xE2\x89\xA5", ">="},
};

/* Copies a line into out (cap characters), replacing typographic
 * characters by their ASCII forms (*mapped is set) and tabs by blanks.
 * Returns NULL, or why the line cannot be entered: a character the HP-71B
 * does not have, or a line longer than its 96-character buffer. */
static const char *normalize(const char *in, size_t len, char *out, size_t cap, size_t *outlen,
                             bool *mapped) {
    size_t n = 0;
    *mapped = false;
    for (size_t i = 0; i < len;) {
        unsigned char c = (unsigned char)in[i];
        const char *rep = NULL;
        size_t used = 1;
        if (c >= 0x80) {
            for (size_t k = 0; k < sizeof typographic / sizeof *typographic; k++) {
                size_t l = strlen(typographic[k].utf8);
                if (i + l <= len && memcmp(in + i, typographic[k].utf8, l) == 0) {
                    rep = typographic[k].ascii;
                    used = l;
                    *mapped = true;
                    break;
                }
            }
            if (!rep) return "non-ASCII character";
        } else if (c == '\t') {
            rep = " ";
        } else if (c < 0x20 || c == 0x7F) {
            if (c == '\r' || c == '\n') {
                i++;
                continue;
            }
            return "control character";
        }
        size_t rl = rep ? strlen(rep) : 1;
        if (n + rl >= cap) return errors_text(HP71_E_LINE_TOO_LONG);
        if (rep)
            memcpy(out + n, rep, rl);
        else
            out[n] = (char)c;
        n += rl;
        i += used;
    }
    while (n > 0 && out[n - 1] == ' ')
        n--;
    if (n > LINE_INPUT_MAX) return errors_text(HP71_E_LINE_TOO_LONG);
    out[n] = '\0';
    *outlen = n;
    return NULL;
}

/* Removes the line end, trailing blanks and leading blanks; returns the
 * start and sets *len. */
static const char *clean(const char *line, size_t *len) {
    size_t n = *len;
    while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r' || line[n - 1] == ' ' ||
                     line[n - 1] == '\t'))
        n--;
    while (n > 0 && (*line == ' ' || *line == '\t'))
        line++, n--;
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
    while (i < len && (text[i] == ' ' || text[i] == '\t'))
        i++;
    if (i == len) {
        if (program_delete(&I->program, (int)number)) program_changed(I);
        return HP71_E_NONE;
    }
    Hp71Error e = tokenize_line(text + i, len - i, &I->tokens);
    if (e) return e;
    chunk_reset(&I->scratch);
    e = compiler_line(&I->tokens, 0, COMPILE_PROGRAM, &I->scratch, NULL);
    if (e) return e;
    peephole_chunk(&I->scratch);
    char listed[TOKENIZER_MAX_LINE * 2];
    if (lister_line(&I->tokens, listed, sizeof listed) == 0 && I->tokens.count > 1)
        return HP71_E_LINE_TOO_LONG;
    program_put(&I->program, (int)number, listed, &I->scratch);
    program_changed(I);
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

/* Reads up to max comma-separated line numbers; returns how many, or -1 when
 * the arguments are malformed. */
static int line_arguments(Interp *I, int p, int *out, int max) {
    int n = 0;
    if (I->tokens.tok[p].kind == TOK_END) return 0;
    for (;;) {
        if (n == max || !line_argument(I, &p, &out[n])) return -1;
        n++;
        const Token *k = &I->tokens.tok[p];
        if (k->kind == TOK_END) return n;
        if (k->kind != TOK_PUNCT || k->id != ',') return -1;
        p++;
    }
}

/* Executes from pc with ATTN cleared and a fresh step budget; returns true
 * unless the code ended in an error or input ran out. */
static bool execute_from(Interp *I, int64_t pc) {
    *I->attn = 0;
    I->steps_left = I->steps_limit;
    RunEnd r = vm_run(I, pc);
    return r != RUN_ERROR && r != RUN_EXIT;
}

static bool run_from(Interp *I, int64_t pc) {
    vm_reset_run(I);
    I->current_line = 0;
    return execute_from(I, pc);
}

bool interp_run(Interp *I) {
    program_link(&I->program);
    int64_t pc = I->program.count ? I->program.lines[0].pc : I->program.end_pc;
    return run_from(I, pc);
}

/* Writes "NUMBER TEXT" of line i into buf (cap characters); returns length. */
static int line_text(const Interp *I, int i, char *buf, size_t cap) {
    const ProgramLine *l = &I->program.lines[i];
    int n = snprintf(buf, cap, "%d %s", l->number, l->text);
    return n > (int)cap - 1 ? (int)cap - 1 : n;
}

static void list_lines(Interp *I, int from, int to) {
    char buf[TOKENIZER_MAX_LINE * 2 + 8];
    for (int i = program_lower_bound(&I->program, from);
         i < I->program.count && I->program.lines[i].number <= to; i++)
        vm_display_line(I, buf, (size_t)line_text(I, i, buf, sizeof buf));
}

static void notice(Interp *I, const char *text) {
    if (I->host.notice) I->host.notice(I->host.ctx, text);
}

/* RENUMBER [new[,inc[,from[,to]]]]: renumbers lines from..to as new,
 * new+inc, ... and rewrites every reference to them (GOTO, GOSUB, THEN,
 * ELSE, ON ... GOTO/GOSUB, ON ERROR, RESTORE). Error: Invalid Arg when the
 * new numbers would pass 9999 or run into lines outside the range. */
static bool renumber(Interp *I, const int *arg, int nargs) {
    int start = nargs > 0 ? arg[0] : 10, inc = nargs > 1 ? arg[1] : 10;
    int from = nargs > 2 ? arg[2] : PROGRAM_MIN_LINE, to = nargs > 3 ? arg[3] : PROGRAM_MAX_LINE;
    Program *p = &I->program;
    if (start < 1 || inc < 1) return keyboard_error(I, HP71_E_INVALID_ARG);
    int first = program_lower_bound(p, from), last = program_lower_bound(p, to + 1);
    if (first == last) return true;
    int top = start + (last - first - 1) * inc;
    if (top > PROGRAM_MAX_LINE) return keyboard_error(I, HP71_E_INVALID_ARG);
    if ((first > 0 && p->lines[first - 1].number >= start) ||
        (last < p->count && p->lines[last].number <= top))
        return keyboard_error(I, HP71_E_INVALID_ARG);
    int count = p->count;
    int *old = malloc((size_t)count * sizeof *old);
    char **texts = calloc((size_t)count, sizeof *texts);
    if (!old || !texts) {
        free(old);
        free(texts);
        return keyboard_error(I, HP71_E_INSUFFICIENT_MEMORY);
    }
    for (int i = 0; i < count; i++)
        old[i] = p->lines[i].number;
    LineRefs refs;
    char numbers[LINE_REFS_MAX][8];
    char listed[TOKENIZER_MAX_LINE * 2];
    for (int i = 0; i < count; i++) {
        const char *text = p->lines[i].text;
        Chunk scratch = {0};
        if (tokenize_line(text, strlen(text), &I->tokens) == HP71_E_NONE &&
            compiler_line(&I->tokens, 0, COMPILE_PROGRAM, &scratch, &refs) == HP71_E_NONE) {
            for (int r = 0; r < refs.count; r++) {
                Token *k = &I->tokens.tok[refs.index[r]];
                int target = (int)k->num.m;
                int j = program_lower_bound(p, target);
                if (j < count && old[j] == target && j >= first && j < last) {
                    int n =
                        snprintf(numbers[r], sizeof numbers[r], "%d", start + (j - first) * inc);
                    k->text = numbers[r];
                    k->len = n;
                }
            }
            lister_line(&I->tokens, listed, sizeof listed);
            text = listed;
        }
        chunk_free(&scratch);
        size_t n = strlen(text);
        texts[i] = malloc(n + 1);
        if (texts[i]) memcpy(texts[i], text, n + 1);
    }
    program_delete_range(p, PROGRAM_MIN_LINE, PROGRAM_MAX_LINE);
    for (int i = 0; i < count; i++) {
        int number = (i >= first && i < last) ? start + (i - first) * inc : old[i];
        char line[TOKENIZER_MAX_LINE * 2 + 8];
        int n = snprintf(line, sizeof line, "%d %s", number, texts[i] ? texts[i] : "");
        if (n > (int)sizeof line - 1) n = (int)sizeof line - 1;
        (void)enter_program_line(I, line, (size_t)n);
        free(texts[i]);
    }
    free(texts);
    free(old);
    program_changed(I);
    return true;
}

/* SAVE "file": writes the program as LIST shows it. (An hp71 extension.) */
static bool save_program(Interp *I, const char *path) {
    size_t cap = 4096, len = 0;
    char *data = malloc(cap);
    char buf[TOKENIZER_MAX_LINE * 2 + 8];
    for (int i = 0; data && i < I->program.count; i++) {
        int n = line_text(I, i, buf, sizeof buf);
        if (len + (size_t)n + 2 > cap) {
            cap = (len + (size_t)n + 2) * 2;
            char *d = realloc(data, cap);
            if (!d) {
                free(data);
                data = NULL;
                break;
            }
            data = d;
        }
        memcpy(data + len, buf, (size_t)n);
        len += (size_t)n;
        data[len++] = '\n';
    }
    if (!data) return keyboard_error(I, HP71_E_INSUFFICIENT_MEMORY);
    bool ok = I->host.write_file && I->host.write_file(I->host.ctx, path, data, len);
    free(data);
    if (!ok) {
        char msg[1100];
        snprintf(msg, sizeof msg, "cannot write '%s'", path);
        notice(I, msg);
        return keyboard_error(I, HP71_E_INVALID_ARG);
    }
    return true;
}

/* LOAD "file": replaces the program with the file's lines. (An hp71
 * extension.) Error: File Not Found. */
static bool load_program(Interp *I, const char *path) {
    size_t len = 0;
    char *data = I->host.read_file ? I->host.read_file(I->host.ctx, path, &len) : NULL;
    if (!data) return keyboard_error(I, HP71_E_FILE_NOT_FOUND);
    program_delete_range(&I->program, PROGRAM_MIN_LINE, PROGRAM_MAX_LINE);
    program_changed(I);
    interp_load_text(I, path, data, len);
    free(data);
    return true;
}

/* A keyboard command: RUN, LIST, CONT, DELETE, RENUMBER, PURGE, LOAD, SAVE,
 * BYE. */
static bool command(Interp *I) {
    Keyword kw = (Keyword)I->tokens.tok[0].id;
    const Token *a1 = &I->tokens.tok[1];
    int arg[4];
    vm_flush_display(I);
    if (kw == KW_LOAD || kw == KW_SAVE) {
        if (a1->kind != TOK_STRING || I->tokens.tok[2].kind != TOK_END)
            return keyboard_error(I, HP71_E_SYNTAX);
        char path[1024];
        snprintf(path, sizeof path, "%.*s", a1->len, a1->text);
        return kw == KW_LOAD ? load_program(I, path) : save_program(I, path);
    }
    if (kw == KW_DELETE && a1->kind == TOK_KEYWORD && a1->id == KW_ALL) {
        if (I->tokens.tok[2].kind != TOK_END) return keyboard_error(I, HP71_E_SYNTAX);
        program_delete_range(&I->program, PROGRAM_MIN_LINE, PROGRAM_MAX_LINE);
        program_changed(I);
        return true;
    }
    int n = line_arguments(I, 1, arg, kw == KW_RENUMBER ? 4 : 2);
    if (n < 0) return keyboard_error(I, HP71_E_SYNTAX);
    switch (kw) {
    case KW_RUN:
        if (n > 1) return keyboard_error(I, HP71_E_SYNTAX);
        if (n == 1) {
            int pc = program_line_pc(&I->program, arg[0]);
            if (pc < 0) return keyboard_error(I, HP71_E_LINE_NOT_FOUND);
            return run_from(I, pc);
        }
        return interp_run(I);
    case KW_CONT: {
        if (n > 0) return keyboard_error(I, HP71_E_SYNTAX);
        if (!I->suspended) return interp_run(I);
        I->suspended = false;
        return execute_from(I, I->cont_pc);
    }
    case KW_LIST:
        list_lines(I, n > 0 ? arg[0] : PROGRAM_MIN_LINE,
                   n > 1 ? arg[1] : (n > 0 ? arg[0] : PROGRAM_MAX_LINE));
        return true;
    case KW_DELETE:
        if (n == 0) return keyboard_error(I, HP71_E_SYNTAX);
        program_delete_range(&I->program, arg[0], n > 1 ? arg[1] : arg[0]);
        program_changed(I);
        return true;
    case KW_PURGE:
        if (n > 0) return keyboard_error(I, HP71_E_SYNTAX);
        program_delete_range(&I->program, PROGRAM_MIN_LINE, PROGRAM_MAX_LINE);
        program_changed(I);
        return true;
    case KW_RENUMBER: return renumber(I, arg, n);
    case KW_BYE:
        if (n > 0) return keyboard_error(I, HP71_E_SYNTAX);
        I->exit_requested = true;
        return true;
    default: return keyboard_error(I, HP71_E_SYNTAX);
    }
}

/* True when text (starting with a digit) is a program line: its number is
 * followed by the end, a remark or a statement word. "1+2", "1E12" and
 * "1 AND 0" are calculations. */
static bool is_program_line(const char *text, size_t len) {
    size_t i = 0;
    while (i < len && isdigit((unsigned char)text[i]))
        i++;
    if (i < len && (text[i] == 'E' || text[i] == 'e') && i + 1 < len &&
        (isdigit((unsigned char)text[i + 1]) || text[i + 1] == '+' || text[i + 1] == '-'))
        return false;
    while (i < len && (text[i] == ' ' || text[i] == '\t'))
        i++;
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
    char normal[TOKENIZER_MAX_LINE + 1];
    bool mapped;
    size_t nlen;
    const char *why = normalize(line, len, normal, sizeof normal, &nlen, &mapped);
    if (why) {
        return keyboard_error(I, strcmp(why, errors_text(HP71_E_LINE_TOO_LONG)) == 0
                                     ? HP71_E_LINE_TOO_LONG
                                     : HP71_E_SYNTAX);
    }
    len = nlen;
    const char *text = clean(normal, &len);
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
    peephole_chunk(&I->scratch);
    /* the keyboard line keeps its code (and string constants) while it runs */
    keyboard_replaced(I);
    Chunk done = I->keyboard;
    I->keyboard = I->scratch;
    I->scratch = done;
    int pc = program_link_keyboard(&I->program, &I->keyboard);
    I->current_line = 0;
    I->ssp = 0;
    return execute_from(I, pc);
}

int interp_load_text(Interp *I, const char *name, const char *data, size_t len) {
    size_t i = 0;
    if (len >= 3 && (unsigned char)data[0] == 0xEF && (unsigned char)data[1] == 0xBB &&
        (unsigned char)data[2] == 0xBF)
        i = 3;
    int bad = 0, lineno = 0;
    while (i < len) {
        size_t j = i;
        while (j < len && data[j] != '\n' && data[j] != '\r')
            j++;
        lineno++;
        char normal[TOKENIZER_MAX_LINE + 1];
        bool mapped = false;
        size_t nlen;
        const char *why = normalize(data + i, j - i, normal, sizeof normal, &nlen, &mapped);
        if (!why) why = interp_load_line(I, normal, nlen);
        if (mapped && !why) {
            char msg[TOKENIZER_MAX_LINE + 512];
            snprintf(msg, sizeof msg, "%s:%d: note: typographic characters replaced: %s", name,
                     lineno, normal);
            notice(I, msg);
        }
        if (why) {
            char msg[TOKENIZER_MAX_LINE + 512];
            int show = (int)(j - i) > 200 ? 200 : (int)(j - i);
            snprintf(msg, sizeof msg, "%s:%d: %s: %.*s%s", name, lineno, why, show, data + i,
                     (int)(j - i) > show ? "..." : "");
            notice(I, msg);
            bad++;
        }
        if (j < len && data[j] == '\r' && j + 1 < len && data[j + 1] == '\n') j++;
        i = j + 1;
    }
    return bad;
}

const char *interp_load_line(Interp *I, const char *line, size_t len) {
    const char *text = clean(line, &len);
    if (len == 0) return NULL;
    if (!isdigit((unsigned char)text[0])) return "no line number";
    Hp71Error e = enter_program_line(I, text, len);
    return e ? errors_text(e) : NULL;
}
