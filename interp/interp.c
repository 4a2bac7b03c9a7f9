/*
 * interp.c — the keyboard: line entry and running. See interp.h. The
 * commands (RUN, LIST, RENUMBER ...) are in commands.c, execution in vm.c.
 */
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "commands.h"
#include "compiler.h"
#include "disasm.h"
#include "machine.h"
#include "peephole.h"
#include "timing.h"
#include "rnd.h"
#include "romsize.h"

Interp *interp_new(const Host *host, int64_t memory_budget) {
    Interp *I = calloc(1, sizeof *I);
    if (!I) return NULL;
    I->host = *host;
    I->attn = host->attn ? host->attn : &I->attn_none;
    I->steps_limit = INT64_MAX;
    program_init(&I->program);
    I->file_made_day = VM_RESET_DAY; /* the workfile the machine starts with */
    I->memory.budget = memory_budget;
    I->memory.program_ram = &I->program.ram;
    I->memory.ram_size = VM_MEM_FREE;
    vm_memory_init(I);
    variables_init(&I->globals, &I->memory);
    I->env = &I->globals;
    I->format = (DisplayFormat){DISPLAY_STD, 0};
    display_init(&I->display, vm_display_sink, I);
    graphics_init(&I->graphics);
    keyword_index_init(&I->keyword_index);
    I->tokens.keywords = &I->keyword_index;
    I->option_base = 0;
    I->angle = ANGLE_DEGREES;
    I->round = NUM_ROUND_NEAR;
    traps_reset(&I->traps);
    I->rnd_state = RND_RESET_STATE; /* the ROM's, after Memory Lost */
    I->on_error_pc = -1;
    I->trig_at = -1;
    I->entry_error_at = -1;
    I->delay = (Num){5, -1, NUM_FINITE};    /* factory default 0.5 s */
    I->scroll = (Num){125, -3, NUM_FINITE}; /* 1/8 s per character */
    I->stat_slot = -1;
    I->lr_slot = -1;
    vm_report_delay(I);
    return I;
}

void interp_set_ram(Interp *I, int64_t bytes) {
    I->memory.ram_size = bytes;
}

void interp_free(Interp *I) {
    if (!I) return;
    vm_unwind(I, 0);
    vm_held_eval_release(I, false);
    free(I->frames);
    free(I->fors);
    free(I->cost_counts);
    free(I->ahead);
    free(I->image);
    for (int i = 0; i < VM_ARGS_MAX; i++)
        strbuf_free(&I->args[i].text, &I->memory);
    program_free(&I->program);
    keymap_free(&I->keymap, &I->memory);
    files_free(&I->files, true);
    basic_free(&I->basic);
    variables_destroy_all(&I->globals);
    for (int i = 0; i < VM_STR_STACK_MAX; i++)
        strbuf_free(&I->sstack[i], &I->memory);
    for (int i = 0; i < VM_INPUT_FIELDS; i++)
        strbuf_free(&I->reply_str[i], &I->memory);
    strbuf_free(&I->read_nibbles, NULL);
    chunk_free(&I->scratch);
    chunk_free(&I->keyboard);
    free(I);
}

int interp_current_line(const Interp *I) {
    return I->current_line;
}

bool interp_wants_exit(const Interp *I) {
    return I->exit_requested;
}

void interp_set_step_limit(Interp *I, int64_t steps) {
    I->steps_limit = steps;
}

void interp_set_clock(Interp *I, Hp71Clock clock) {
    I->clock = clock;
    if (clock == HP71_CLOCK_VIRTUAL || clock == HP71_CLOCK_FROZEN) I->costing = true;
}

void interp_set_costing(Interp *I, bool on) {
    I->costing =
        on || I->clock == HP71_CLOCK_VIRTUAL || I->clock == HP71_CLOCK_FROZEN || I->cost_counts;
}

bool interp_count_costs(Interp *I) {
    if (!I->cost_counts) I->cost_counts = calloc(3 * TIMING_PROFILE, sizeof *I->cost_counts);
    I->costing = I->costing || I->cost_counts;
    return I->cost_counts != NULL;
}

void interp_cost_profile(const Interp *I,
                         void (*each)(void *ctx, const char *item, uint64_t total, uint64_t timed),
                         void *ctx) {
    if (!I->cost_counts) return;
    char buf[24];
    const uint64_t *c = I->cost_counts, *first = c + TIMING_PROFILE, *last = first + TIMING_PROFILE;
    for (int i = 0; i < TIMING_PROFILE; i++) {
        uint64_t total = i < TIMING_ITEMS              ? c[i]
                         : i == TIMING_PROFILE_COST_US ? (uint64_t)I->cost_us
                                                       : (uint64_t)I->wait_us;
        if (total == 0 && i < TIMING_ITEMS) continue;
        const char *name = i < TIMING_ITEMS              ? timing_item_name(i, buf)
                           : i == TIMING_PROFILE_COST_US ? "cost_us"
                                                         : "wait_us";
        each(ctx, name, total, last[i] - first[i]);
    }
}

int64_t interp_emulated_us(const Interp *I) {
    return I->cost_us + I->wait_us;
}

int64_t interp_time_of_day(Interp *I) {
    return vm_time_of_day(I);
}

void interp_set_time(Interp *I, int64_t hundredths) {
    I->clock_offset += hundredths - vm_time_of_day(I);
    I->clock_rest = 0;
}

/* The program changed: compiled positions held by suspended state (CONT,
 * GOSUB returns, FOR loops, calls) no longer mean anything. Each suspended
 * call of a subprogram with parameters leaves VM_RAM_SUB_PARAMS nibbles
 * taken until the next run starts (the ROM: MEM 3 bytes lower after a line
 * is entered while paused in SUB U(X), memory/edit_in_a_subprogram_*).
 * What typed VALs kept (typed_val_ram) is given back (the ROM:
 * cont/val_typed_function_pause_kept). */
void interp_program_changed(Interp *I) {
    for (int i = 0; i < I->nframes; i++)
        if (I->frames[i].kind == FRAME_SUB && I->frames[i].nargs > 0)
            I->edit_kept_ram += VM_RAM_SUB_PARAMS;
    I->typed_val_ram = 0;
    vm_reset_run(I);
}

/* A new keyboard line replaces the previous one: drop the state that points
 * into the old line's code (a user function typed at the keyboard; a FOR
 * loop typed there stays, gone: FOR_GONE). A subprogram CALLed or a
 * subroutine GOSUBed from it and suspended keeps its place, and goes back to
 * the prompt at its end (the ROM: the rest of the typed line is not run). */
static void keyboard_replaced(Interp *I) {
    bool stale = I->suspended && I->cont_pc >= I->program.program_len;
    /* each frame's return is in the code of the current file's program, or,
       at and below a subprogram of another file (Frame.other_file), of its
       caller's file's (NULL: gone), whose typed line is this one too */
    const Program *p = &I->program;
    for (int i = I->nframes - 1; i >= 0; i--) {
        Frame *f = &I->frames[i];
        if (f->other_file) p = vm_file_program(I, f->caller_file);
        if (!p || vm_held_return(I, f)) continue; /* (a held text's code, not the line's) */
        if (f->ret >= p->program_len && f->kind == FRAME_FN && f->typed_pause && I->suspended) {
            f->caller_gone = true; /* its end goes nowhere (fn_caller_gone) */
            f->ret = p->end_pc;
            continue;
        }
        stale = stale || (f->ret >= p->program_len && f->kind == FRAME_FN);
    }
    /* the FOR loops of each file's environments: above each subprogram of
       another file, those it began */
    p = &I->program;
    int upper = I->nfors;
    for (int i = I->nframes - 1; i >= -1; i--) {
        if (i >= 0 && !I->frames[i].other_file) continue;
        int lower = i >= 0 ? I->frames[i].nfors : 0;
        for (int k = lower; p && k < upper; k++)
            if (I->fors[k].body >= p->program_len) I->fors[k].body = FOR_GONE;
        if (i >= 0) p = vm_file_program(I, I->frames[i].caller_file);
        upper = lower;
    }
    if (stale) {
        vm_reset_run(I);
        return;
    }
    p = &I->program;
    for (int i = I->nframes - 1; i >= 0; i--) {
        Frame *f = &I->frames[i];
        if (f->other_file) p = vm_file_program(I, f->caller_file);
        if (p && f->ret >= p->program_len) {
            f->ret = p->end_pc;
            /* a GOSUB's: a RETURN typed later leaves nothing suspended */
            if (f->kind == FRAME_GOSUB) f->caller_gone = true;
        }
    }
}

/* Shows a refused line handed back to the editor, n characters of text
 * after the prompt, on a line of its own. */
static void show_line_back(Interp *I, const char *text, size_t n) {
    char shown[HOST_LINE_BUFFER + 1] = ">";
    if (n > HOST_LINE_BUFFER) n = HOST_LINE_BUFFER;
    memcpy(shown + 1, text, n);
    vm_display_line(I, shown, n + 1);
}

/* A typed line refused at entry: the ROM hands it back for editing (the
 * oracle presses ATTN before the next line), then its error as
 * interp_keyboard_error shows it. */
static bool refused(Interp *I, Hp71Error e) {
    I->entry_refused = true;
    vm_charge(I, TIMING_ENTRY_REFUSED, 1);
    return interp_keyboard_error(I, e);
}

/* Displays a keyboard error (ERR:<text>) and records it in ERRN/ERRL. */
bool interp_keyboard_error(Interp *I, Hp71Error e) {
    I->current_line = 0;
    vm_report(I, e, false);
    if (I->overflowed_line) { /* the ROM: then the line with its prompt, on a line of its own
                                 (keyboard/overflowed_line_refused_*) */
        show_line_back(I, I->overflowed_line, I->overflowed_len);
        I->overflowed_line = NULL;
    } else if (I->keyed_line) {
        /* the line handed back for editing, its letters as LC typed them
           (the ROM: "XyZ" typed under LC ON is >xYz there; a line as typed
           is the entry's own echo, keyboard/lc_line_handed_back) */
        size_t n = I->keyed_len;
        while (n > 0 && (I->keyed_line[n - 1] == ' ' || I->keyed_line[n - 1] == '\n' ||
                         I->keyed_line[n - 1] == '\r'))
            n--;
        show_line_back(I, I->keyed_line, n);
        I->keyed_line = NULL;
    }
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
 * Trailing blanks stay: typed, they are in the ROM's command stack and in a
 * remark's or IMAGE's text (tests/model/memory/trailing_blanks_*).
 * typed: a line typed at the keyboard, where any other character but NUL
 * is the HP-71B's character of its code, as keys assigned text type them
 * (the ROM: a string, a remark or DATA holds it, elsewhere it is an
 * unexpected character, keyboard/control_characters_typed); a file's line
 * holds none. Returns NULL, or why the line cannot be entered: a character
 * the HP-71B does not have, or a line longer than max characters (the
 * keyboard's 96-character buffer; a file's lines may be as long as LIST
 * writes them). */
static const char *normalize(const char *in, size_t len, char *out, size_t cap, size_t max,
                             size_t *outlen, bool *mapped, bool typed) {
    size_t n = 0;
    *mapped = false;
    for (size_t i = 0; i < len;) {
        /* the common case: a run of printable ASCII characters, as it is */
        size_t run = i;
        while (run < len && (unsigned char)in[run] - 0x20u < 0x5Fu)
            run++;
        if (run > i) {
            if (n + (run - i) >= cap) return errors_text(HP71_E_LINE_TOO_LONG);
            memcpy(out + n, in + i, run - i);
            n += run - i;
            i = run;
            continue;
        }
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
            if (!rep && !typed) return "non-ASCII character";
        } else if (c == '\t') {
            rep = " ";
        } else if (c < 0x20 || c == 0x7F) {
            if (c == '\r' || c == '\n') {
                i++;
                continue;
            }
            if (!typed || c == 0) return "control character";
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
    if (n > max) return errors_text(HP71_E_LINE_TOO_LONG);
    out[n] = '\0';
    *outlen = n;
    return NULL;
}

/* The length of a line of len characters without its line end (CR, LF). */
static size_t without_line_end(const char *line, size_t len) {
    while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r'))
        len--;
    return len;
}

/* The offset of the first line feed in data from offset from on, else len. */
static size_t next_line_feed(const char *data, size_t from, size_t len) {
    const char *lf = memchr(data + from, '\n', len - from);
    return lf ? (size_t)(lf - data) : len;
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
/* The number text's leading digits make (saturating past 99999) and, in
 * *end, the offset after them. */
static long leading_digits(const char *text, size_t len, size_t *end) {
    size_t i = 0;
    long number = 0;
    while (i < len && isdigit((unsigned char)text[i])) {
        if (number < 100000) number = number * 10 + (text[i] - '0');
        i++;
    }
    *end = i;
    return number;
}

static bool line_number_in_range(long number) {
    return number >= PROGRAM_MIN_LINE && number <= PROGRAM_MAX_LINE;
}

/* Whether line number, rom nibbles long, fits in the RAM left (replacing
 * the line of that number, if any): one that takes no more than the line
 * it replaces always; else the ROM wants room for what it adds and for the
 * line, but VM_LINE_SLACK, once its text is in the command stack (typed
 * again, its earlier copy still counted). */
static bool line_fits(Interp *I, int number, int rom) {
    int grows = rom - program_line_rom(&I->program, number);
    return grows <= 0 || vm_ram_has(I, grows + rom - VM_LINE_SLACK + I->command_again_ram);
}

static Hp71Error program_line(Interp *I, const char *text, size_t len, const LineMap *renumber,
                              bool enter);

Hp71Error interp_enter_program_line(Interp *I, const char *text, size_t len,
                                    const LineMap *renumber) {
    return program_line(I, text, len, renumber, true);
}

Hp71Error interp_check_program_line(Interp *I, const char *text, size_t len,
                                    const LineMap *renumber) {
    return program_line(I, text, len, renumber, false);
}

/* A program line typed, loaded or renumbered: entered when enter, else
 * only tokenized and compiled (its answer). */
static Hp71Error program_line(Interp *I, const char *text, size_t len, const LineMap *renumber,
                              bool enter) {
    size_t i;
    long number = leading_digits(text, len, &i);
    if (!line_number_in_range(number)) return HP71_E_SYNTAX;
    while (i < len && (text[i] == ' ' || text[i] == '\t'))
        i++;
    if (i == len) {
        I->tokens.count = 0; /* nothing tokenized: no literal to warn about */
        if (!enter) return HP71_E_NONE;
        if (I->file_secure && !renumber) return HP71_E_FILE_PROTECT; /* (SECURE) */
        /* an edit even when there was no such line: CONT then starts over
           (the ROM) */
        (void)program_delete(&I->program, (int)number);
        if (!renumber) {
            interp_program_changed(I);
            I->fetch_line = (int)number;
        }
        return HP71_E_NONE;
    }
    Hp71Error e = vm_tokenize(I, text + i, len - i);
    if (e) return e;
    chunk_reset(&I->scratch);
    char listed[TOKENIZER_MAX_LINE * 2];
    e = compiler_line(&I->tokens, COMPILE_PROGRAM, &I->scratch, listed, sizeof listed, renumber);
    if (e) {
        I->entry_error_at = (int)i + I->tokens.error_pos;
        return e;
    }
    if (!enter) return HP71_E_NONE;
    if (I->file_secure && !renumber) return HP71_E_FILE_PROTECT; /* (SECURE) */
    peephole_chunk(&I->scratch);
    int rom = ROMSIZE_LINE_HEADER + romsize_tokens(&I->tokens);
    if (!renumber && !line_fits(I, (int)number, rom)) {
        interp_program_changed(I); /* the RAM a stopped run holds comes back first */
        if (!line_fits(I, (int)number, rom))
            return HP71_E_INSUFFICIENT_MEMORY; /* the RAM is full: the line is not entered */
    }
    program_put(&I->program, (int)number, listed, &I->scratch, rom);
    if (!renumber) { /* RENUMBER keeps the code's layout */
        interp_program_changed(I);
        I->fetch_line = (int)number; /* FETCH alone shows it */
    }
    return HP71_E_NONE;
}

Hp71Error interp_put_line_in(Interp *I, Program *p, const char *text, size_t len) {
    size_t i;
    long number = leading_digits(text, len, &i);
    if (!line_number_in_range(number)) return HP71_E_SYNTAX;
    while (i < len && (text[i] == ' ' || text[i] == '\t'))
        i++;
    if (i == len) return HP71_E_SYNTAX;
    Hp71Error e = vm_tokenize(I, text + i, len - i);
    if (e) return e;
    chunk_reset(&I->scratch);
    char listed[TOKENIZER_MAX_LINE * 2];
    e = compiler_line(&I->tokens, COMPILE_PROGRAM, &I->scratch, listed, sizeof listed, NULL);
    if (e) return e;
    peephole_chunk(&I->scratch);
    program_put(p, (int)number, listed, &I->scratch,
                ROMSIZE_LINE_HEADER + romsize_tokens(&I->tokens));
    return HP71_E_NONE;
}

/* Shows WRN:Overflow or WRN:Underflow for each literal of the line just
 * tokenized that is beyond the REAL range, as the ROM does at entry (up to
 * stop_pos, an entry error's offset, or INT_MAX; twice: the failing
 * statement is read twice, as before its error is shown). */
static void literal_warnings(Interp *I, int stop_pos, bool twice) {
    I->current_line = 0;
    vm_entry_warnings(I, stop_pos, twice);
}

/* Executes from pc with ATTN cleared and a fresh step budget; returns true
 * unless the code ended in an error or input ran out. */
bool interp_execute_from(Interp *I, int64_t pc, bool resume) {
    *I->attn = 0;
    I->steps_left = I->steps_limit;
    I->poll_at = I->steps_left; /* (the first backward transfer sets it: vm.c) */
    RunEnd r = vm_run(I, pc, resume);
    while (r == RUN_REQUEST) { /* RUN, CONT, or a RENUMBER in a program */
        /* a program that RUNs itself never jumps back: ATTN and the step
           budget are checked here too (the request is dropped; CONT then
           starts the program from its first line, as the RUN would have) */
        if (*I->attn || --I->steps_left < 0) {
            *I->attn = 0;
            I->request.kind = REQUEST_NONE;
            vm_flush_display(I);
            r = RUN_STOP;
            break;
        }
        r = commands_perform(I);
    }
    return r != RUN_ERROR && r != RUN_EXIT;
}

bool interp_run_from(Interp *I, int64_t pc) {
    vm_start_run(I, false);
    return interp_execute_from(I, pc, false);
}

void interp_disassemble(Interp *I, void (*line)(void *ctx, const char *text), void *ctx) {
    Program *p = &I->program;
    program_link(p);
    char buf[TOKENIZER_MAX_LINE * 2 + 8];
    for (int i = 0; i < p->count; i++) {
        interp_line_text(I, i, buf, sizeof buf);
        line(ctx, buf);
        int64_t end = program_line_end(p, i);
        for (int64_t pc = p->lines[i].pc; pc < end;) {
            pc = disasm_instruction(p->code.code, pc, buf, sizeof buf);
            line(ctx, buf);
        }
    }
}

void interp_notice(Interp *I, const char *text) {
    if (I->host.notice) I->host.notice(I->host.ctx, text);
}

bool interp_run(Interp *I) {
    vm_at_prompt(I);
    program_link(&I->program);
    int64_t pc = I->program.count ? I->program.lines[0].pc : I->program.end_pc;
    return interp_run_from(I, pc);
}

/* Writes "NUMBER TEXT" of line i into buf (cap characters); returns length. */
int interp_line_text(const Interp *I, int i, char *buf, size_t cap) {
    const ProgramLine *l = &I->program.lines[i];
    int n = snprintf(buf, cap, "%d %s", l->number, l->text);
    return n > (int)cap - 1 ? (int)cap - 1 : n;
}

/* True when text (starting with a digit) is a program line: its number is
 * followed by the end, a remark or a statement word. "1+2", "1E12" and
 * "1 AND 0" are calculations. */
static bool is_program_line(const char *text, size_t len) {
    size_t i;
    long number = leading_digits(text, len, &i);
    /* a number with a point or an exponent, or out of range, is a value */
    if (i < len && text[i] == '.') return false;
    if (i < len && (text[i] == 'E' || text[i] == 'e')) { /* "7E2" a value, "1E" line 1 */
        bool minus;
        size_t j = i + 1 + num_exponent_signs(text + i + 1, len - i - 1, &minus); /* 1E--2 too */
        if (j < len && isdigit((unsigned char)text[j])) return false;
    }
    if (!line_number_in_range(number)) return false;
    while (i < len && (text[i] == ' ' || text[i] == '\t'))
        i++;
    if (i == len) return true;
    /* followed by an operator, ',' or ';': a calculation (the ROM) */
    if (strchr("+-*/^%&=#<>?,;", text[i])) return false;
    char word[8];
    int n = 0;
    while (i < len && isalpha((unsigned char)text[i]) && n < 7)
        word[n++] = (char)toupper((unsigned char)text[i++]);
    int matched, k = n ? keyword_match(word, n, false, &matched) : -1;
    return !(k == KW_AND || k == KW_OR || k == KW_EXOR || k == KW_DIV);
}

unsigned interp_annunciators(const Interp *I) {
    unsigned a = 0;
    if ((I->system_flags >> 9) & 1) a |= HP71_ANN_USER;
    if (I->angle == ANGLE_RADIANS) a |= HP71_ANN_RAD;
    a |= (unsigned)(I->user_flags & 31) * HP71_ANN_FLAG0;
    return a;
}

void interp_window(const Interp *I, int *first, int *last) {
    graphics_window_cells(&I->graphics, first, last);
}

int interp_error_column(const Interp *I) {
    return I->entry_error_at;
}

const char *interp_offered_line(const Interp *I, int *step) {
    *step = I->offered_step;
    return I->offered;
}

void interp_take_typing_field(Interp *I, char *out, size_t cap, size_t *at) {
    size_t n = (size_t)I->display.typing_field_len;
    if (cap == 0) return;
    if (n > cap - 1) n = cap - 1;
    memcpy(out, I->display.typing_field, n);
    out[n] = '\0';
    *at = (size_t)I->display.typing_at < n ? (size_t)I->display.typing_at : n;
    I->display.typing_field_len = 0;
    I->display.typing_at = 0;
}

/* Where the first statement of tokens t ends: the offset of its first '@'
 * (the line's length when there is none). */
static int first_statement_end(const TokenList *t) {
    for (int i = 0; i < t->count; i++)
        if (t->tok[i].kind == TOK_END || (t->tok[i].kind == TOK_PUNCT && t->tok[i].id == '@'))
            return t->tok[i].pos;
    return INT_MAX;
}

/* True when text starts with digits that make a line number (1 to 9999):
 * a typed line that is not a calculation is then read as a program line
 * (the ROM). */
static bool leading_line_number(const char *text, size_t len) {
    size_t end;
    return line_number_in_range(leading_digits(text, len, &end));
}

static bool number_alone(const char *text, size_t len);

/* A program line typed at the prompt (text starts with its digits, after
 * skipped blanks): entered, or its error reported. */
static bool enter_typed_program_line(Interp *I, const char *text, size_t len, int skipped) {
    Hp71Error e = interp_enter_program_line(I, text, len, NULL);
    if (e && I->entry_error_at >= 0) {                  /* refused by the compiler */
        literal_warnings(I, I->tokens.error_pos, true); /* those read before the fault */
        I->entry_error_at += skipped;
    }
    /* (read, then refused: a secured file, a full RAM) */
    if ((e == HP71_E_FILE_PROTECT || e == HP71_E_INSUFFICIENT_MEMORY) && I->entry_error_at < 0)
        literal_warnings(I, INT_MAX, false);
    if (e) return refused(I, e);
    /* (a line number alone deletes: nothing stored, kbd_typed_delete) */
    if (!number_alone(text, len)) vm_charge(I, TIMING_PROGRAM_LINE, 1);
    literal_warnings(I, INT_MAX, false);
    return true;
}

static bool enter_line(Interp *I, const char *line, size_t len);

/* Keys PUT left in the key buffer when the machine is back at the prompt:
 * the ROM's editor takes them; the edit line then shows what the keys after
 * the last ENDLINE key type (">AB", ">IF" for fQ), and nothing when a key
 * that acts instead (a cursor key ...) is left. hp71 shows that line and
 * drops the keys (the oracle presses ATTN before typing on). */
static void keys_left_at_prompt(Interp *I) {
    char line[1 + VM_KEY_BUFFER * KEYMAP_NAME] = ">";
    size_t n = 1;
    bool typed = false;
    for (int i = 0; i < I->put_count; i++) {
        const char *text = keymap_typed(I->put_keys[i]);
        if (I->put_keys[i] == KEYMAP_ENDLINE) {
            n = 1; /* ENDLINE: what came before was entered */
            typed = false;
        } else if (text) {
            size_t len = strlen(text); /* at most 7 characters */
            memcpy(line + n, text, len);
            n += len;
            typed = true;
        } else {
            typed = false;
            break;
        }
    }
    I->put_count = 0;
    if (typed) vm_display_line(I, line, n);
}

/* Whether keys (len bytes) hold a backspace or an ESC: keys the LCD edits
 * the line by (keyed_lcd). */
static bool keys_edit(const char *keys, size_t len) {
    return memchr(keys, '\b', len) || memchr(keys, 27, len);
}

/* The LCD line a key's text types after a prompt (plen characters), when
 * it holds a backspace or an escape sequence, as the ROM's LCD edits it
 * (keyboard/control_characters_typed, keyboard/escape_sequences_typed,
 * input/reply_keys_edited): the text from the column after the prompt; a
 * character overtypes the one at the cursor (inserted under ESC Q, until
 * ESC R), a blank filling the columns the cursor passed; a backspace and
 * ESC D move the cursor left but not onto the prompt, ESC C right but not
 * past the line's end, ESC H to column 0 (what is typed there takes the
 * prompt's place: it is not of the line, or under ESC Q pushes the prompt
 * into it), ESC % x y to column x (modulo the 96 of the line; past the
 * line's end, the line takes blanks up to it, its column too); ESC J and
 * ESC K clear from the cursor on, ESC O deletes the character at the cursor
 * (the prompt's too); after ESC < (the cursor hidden, until ESC >) a
 * character shows but the line does not take it (input: an INPUT's prompt,
 * where ESC J, ESC K and ESC O blank the cursor's column of the prompt
 * alone); ESC E clears the LCD, prompt and all, the line then read from
 * column 0 (the cursor not going left of it); any other ESC pair does
 * nothing. The LCD's columns into buf
 * (cap bytes, at least 2); the line is columns *first to *last. */
static void keyed_lcd(const char *prompt, size_t plen, bool input, const char *keyed, size_t len,
                      char *buf, size_t cap, size_t *first, size_t *last) {
    if (plen + 2 > cap) plen = cap - 2;
    memcpy(buf, prompt, plen);
    size_t end = plen, col = plen, home = plen; /* home: the line's first column */
    bool insert = false, shown = true;
    for (size_t i = 0; i < len; i++) {
        char c = keyed[i];
        if (c == '\b') {
            if (col > home) col--;
            continue;
        }
        if (c == 27) {
            if (++i >= len) break;
            char k = keyed[i];
            if (input && col < home && (k == 'J' || k == 'K' || k == 'O')) {
                buf[col] = ' '; /* (an INPUT's prompt: the column blanked, the ROM) */
                continue;
            }
            switch (k) {
            case 'C': /* (not past the line's end) */
                if (col < end) col++;
                break;
            case 'D':
                if (col > home) col--;
                break;
            case 'H': col = 0; break;
            case 'J':
            case 'K': end = col < end ? (col > home ? col : home) : end; break;
            case 'O':
                /* (at the prompt's column, the prompt: the line then
                   starts with its first character's column) */
                if (col < end) memmove(buf + col, buf + col + 1, --end - col);
                break;
            case 'Q': insert = true; break;
            case 'R': insert = false; break;
            case '<': shown = false; break;
            case '>': shown = true; break;
            case 'E': /* the LCD cleared, prompt and all: the line is read
                         from column 0 on (X=1, ESC E, X=7 sets X to 7) */
                home = col = end = 0;
                break;
            case '%':
                if (i + 2 < len) {
                    col = (unsigned char)keyed[i + 1] % HOST_LINE_BUFFER;
                    /* past the line's end: the line takes blanks up to the
                       cursor, the cursor's column too (ESC C goes on from there) */
                    while (col > 0 && end <= col)
                        buf[end++] = ' ';
                }
                i += 2;
                break;
            default: break;
            }
            continue;
        }
        if (col + 1 >= cap) continue;
        if (insert && col < end && !(input && col < home)) { /* (not over an INPUT's prompt) */
            if (end + 1 >= cap) continue;
            memmove(buf + col + 1, buf + col, end - col);
            buf[col++] = c;
            if (shown) end++;
            continue;
        }
        if (!shown) { /* shown, not taken */
            buf[col++] = c;
            continue;
        }
        while (end < col)
            buf[end++] = ' ';
        buf[col++] = c;
        if (col < home)
            col = home; /* (typed over the prompt: the cursor goes on
                           at the line's first column, the ROM) */
        if (col > end) end = col;
    }
    *first = home;
    *last = end > home ? end : home;
}

/* The line the keys typed at the prompt make (keyed_lcd), into out (cap
 * bytes); returns its length. */
static size_t keyed_edit(const char *keyed, size_t len, char *out, size_t cap) {
    size_t home, end;
    keyed_lcd(">", 1, false, keyed, len, out, cap, &home, &end);
    memmove(out, out + home, end - home);
    return end - home;
}

bool interp_keys_edit(const char *prompt, const char *keyed, size_t len, char *reply, size_t rcap,
                      char *shown, size_t scap) {
    if (rcap == 0 || scap == 0 || !keys_edit(keyed, len)) return false;
    char buf[HOST_LINE_BUFFER * 4];
    size_t home, end;
    keyed_lcd(prompt, strlen(prompt), true, keyed, len, buf, sizeof buf, &home, &end);
    size_t n = end - home < rcap ? end - home : rcap - 1;
    memcpy(reply, buf + home, n);
    reply[n] = '\0';
    n = end < scap ? end : scap - 1;
    memcpy(shown, buf, n);
    shown[n] = '\0';
    return true;
}

/* Enters keyed, a line as the keys made it (len bytes): differs when that
 * is not the line as typed, so that the line an error hands back shows it. */
static bool enter_keyed(Interp *I, const char *keyed, size_t len, bool differs) {
    char edited[HOST_LINE_BUFFER * 4];
    if (len < sizeof edited && keys_edit(keyed, len)) {
        /* the line an error hands back is the line so edited (the ROM) */
        len = keyed_edit(keyed, len, edited, sizeof edited);
        keyed = edited;
        differs = true;
    }
    /* a list that left the LCD's line open with characters past the prompt
       or before it since where the edit line starts (a carriage return, ESC
       E): the keys go over them after the prompt, and the line read holds
       them all (the ROM: after DISP "ABCDEF";CHR$(13); the line 1+1 typed
       is 1+1EF, Excess Chars; after DISP CHR$(27)&"E";"AB"; it is AB1+1) */
    char over[DISPLAY_BUFFER + HOST_LINE_BUFFER * 4], under[DISPLAY_BUFFER + 1];
    size_t at;
    interp_take_typing_field(I, under, sizeof under, &at);
    size_t field = strlen(under), typed = without_line_end(keyed, len);
    if (field > 0 && (at > 0 || field > typed) && typed <= HOST_LINE_BUFFER * 4) {
        memcpy(over, under, at); /* (the keys as bytes: a key's text may hold a NUL) */
        memcpy(over + at, keyed, typed);
        size_t n = at + typed;
        if (field > n) {
            memcpy(over + n, under + n, field - n);
            n = field;
        }
        keyed = over;
        len = n;
        differs = true;
        I->display.typing_at = (int)at; /* (enter_line: the LCD shows the '>' there) */
        I->display.typing_keys = (int)typed;
    }
    vm_at_prompt(I);
    I->offered[0] = '\0';
    I->offered_step = 0;
    if (differs) {
        I->keyed_line = keyed;
        I->keyed_len = len;
    }
    bool ok = enter_line(I, keyed, len);
    I->overflowed_line = NULL;
    I->keyed_line = NULL;
    if (I->put_count > 0) keys_left_at_prompt(I);
    return ok;
}

/* Whether keyed (n bytes) is not the line as typed (len bytes). */
static bool keyed_differs(const char *keyed, size_t n, const char *typed, size_t len) {
    return n != len || (n > 0 && memcmp(keyed, typed, n) != 0);
}

/* Appends len bytes of text to the line being keyed (*buf, *n bytes of
 * *cap). False when memory ran out. */
static bool keyed_append(char **buf, size_t *n, size_t *cap, const char *text, size_t len) {
    if (len == 0) return true; /* (*buf may still be NULL) */
    if (*n + len > *cap) {
        size_t want = 2 * (*n + len) + 16;
        char *grown = realloc(*buf, want);
        if (!grown) return false;
        *buf = grown;
        *cap = want;
    }
    memcpy(*buf + *n, text, len);
    *n += len;
    return true;
}

/* The key typing *c in USER mode: its DEF KEY assignment (its length in
 * *tlen, its ending in *kind), or NULL when it has none, *c then the
 * character as the lower case lock makes it. */
static const char *user_key(const Interp *I, char *c, char *kind, int64_t *tlen) {
    const char *text = keymap_of_char(&I->keymap, *c, kind, tlen);
    if (!text) vm_keys_case(I, c, 1);
    return text;
}

/* Keys typed in USER mode (the ROM 2CDCC, keyboard/user_keys_*): each
 * character of line (len bytes), from *at on, stands for the key that
 * types it, and goes onto the keyed line (*buf, *n bytes of *cap) as the
 * keyboard makes it: an unassigned key's character as LC makes it, an
 * assigned key's text; one ending in ':' first drops what was keyed. Stops
 * after an assigned key that presses ENDLINE (its text with nothing after
 * it, or ':'): returns 1 then, 0 at the end of the keys, -1 when memory ran
 * out; *at is then past the last key taken. */
static int user_keys_to_endline(const Interp *I, const char *line, size_t len, size_t *at,
                                char **buf, size_t *n, size_t *cap, bool *colon) {
    *colon = false;
    while (*at < len) {
        char c = line[(*at)++], kind;
        int64_t tlen;
        const char *text = user_key(I, &c, &kind, &tlen);
        if (!text) {
            if (!keyed_append(buf, n, cap, &c, 1)) return -1;
            continue;
        }
        if (kind == KEYMAP_COLON) *n = 0;
        /* (a copy: the line entered may assign the key again) */
        if (!keyed_append(buf, n, cap, text, (size_t)tlen)) return -1;
        *colon = kind == KEYMAP_COLON;
        if (kind != KEYMAP_SEMICOLON) return 1;
    }
    return 0;
}

static void keyboard_ram(Interp *I);

/* A line typed in USER mode: each run of keys up to one that presses
 * ENDLINE is entered as a line (user_keys_to_endline), the keys after it
 * making the next; after an error the next key only brings the line back
 * for editing (the ROM: DISP "Q" with Q typing DISP 42 is >DISP "DISP
 * 42"), so the keys after it are not entered. Returns what entering the
 * last line returned. */
static bool enter_user_keys(Interp *I, const char *line, size_t len) {
    char *buf = NULL;
    size_t n = 0, cap = 0, at = 0;
    bool ok = true, entered = false;
    do {
        bool colon;
        int endline = user_keys_to_endline(I, line, len, &at, &buf, &n, &cap, &colon);
        if (endline <= 0 && n == 0 && entered) break; /* nothing after the last ENDLINE */
        /* a key whose text ends in ':' runs its line without keeping it in
           the command stack, unless the line is refused at entry (the ROM,
           keyboard/direct_key_line_not_kept) */
        char stack[VM_COMMAND_STACK][VM_COMMAND_MAX + 1];
        int stack_len[VM_COMMAND_STACK], commands = I->commands;
        if (colon) {
            memcpy(stack, I->command, sizeof stack);
            memcpy(stack_len, I->command_len, sizeof stack_len);
        }
        I->entry_refused = false;
        ok = enter_keyed(I, buf ? buf : "", n, keyed_differs(buf, n, line, len));
        if (colon && !I->entry_refused) {
            memcpy(I->command, stack, sizeof stack);
            memcpy(I->command_len, stack_len, sizeof stack_len);
            I->commands = commands;
            keyboard_ram(I);
        }
        n = 0;
        entered = true;
        if (endline <= 0) break;
    } while (ok);
    free(buf);
    return ok;
}

bool interp_enter(Interp *I, const char *line, size_t len) {
    basic_release(&I->basic); /* (no code runs now: what purged files held can go) */
    if (vm_user_mode(I)) return enter_user_keys(I, line, len);
    char *keyed = NULL; /* the keys' letters as the lower case lock makes them */
    bool differs = false;
    if (vm_lower_case_lock(I)) {
        keyed = malloc(len ? len : 1);
        if (keyed) {
            memcpy(keyed, line, len);
            vm_keys_case(I, keyed, len);
            differs = memcmp(keyed, line, len) != 0;
            line = keyed;
        }
    }
    bool ok = enter_keyed(I, line, len, differs);
    free(keyed);
    return ok;
}

size_t interp_keys_reply(const Interp *I, char *text, size_t len, size_t cap) {
    if (cap == 0) return 0;
    if (len >= cap) len = cap - 1;
    /* USER mode: the keys up to one that presses ENDLINE (the keys after it
       dropped: the ROM types them into the next prompt, not modelled) */
    char *buf = NULL;
    size_t n = 0, bcap = 0, at = 0;
    bool colon;
    if (vm_user_mode(I) && user_keys_to_endline(I, text, len, &at, &buf, &n, &bcap, &colon) >= 0) {
        len = n < cap - 1 ? n : cap - 1;
        if (len) memcpy(text, buf, len);
    } else { /* (also when memory ran out: the keys as typed) */
        vm_keys_case(I, text, len);
    }
    free(buf);
    text[len] = '\0';
    return len;
}

void interp_reply_keys(Interp *I, const char *keys, size_t len) {
    if (len > sizeof I->reply_keys) len = sizeof I->reply_keys;
    memcpy(I->reply_keys, keys, len);
    I->reply_keys_len = (int)len;
}

/* The RAM the keyboard takes: the command stack (a byte each character of
 * each line and one) and the typed line being executed, less what they took
 * when MEM was typed after a Memory Lost. */
static void keyboard_ram(Interp *I) {
    int stack = 0;
    for (int i = 0; i < I->commands; i++)
        stack += 2 * (I->command_len[i] + 1);
    I->memory.keyboard_ram = stack + I->typed_line_ram - VM_MEM_TYPED;
}

/* Takes line at (0 the oldest) out of the command stack. */
static void command_stack_drop(Interp *I, int at) {
    I->commands--;
    memmove(I->command + at, I->command + at + 1,
            (size_t)(I->commands - at) * sizeof I->command[0]);
    memmove(I->command_len + at, I->command_len + at + 1,
            (size_t)(I->commands - at) * sizeof I->command_len[0]);
}

/* The command stack's oldest lines go (the newest stays) while the RAM
 * is more than short nibbles short. */
static void command_stack_give_way(Interp *I, int short_by) {
    while (I->commands > 1 && vm_ram_free(I) < -short_by) {
        command_stack_drop(I, 0);
        keyboard_ram(I);
    }
}

static void command_stack_fit(Interp *I);

/* Keeps a typed line of len characters in the command stack, on top: a
 * line it holds already moves there; when it is full, the oldest goes.
 * Returns the nibbles of the copy a line held already took (0 none). */
static int command_stack_push(Interp *I, const char *text, size_t len) {
    size_t kept = len < VM_COMMAND_MAX ? len : VM_COMMAND_MAX;
    int at = -1;
    for (int i = 0; i < I->commands; i++)
        if (I->command_len[i] == (int)len && memcmp(I->command[i], text, kept) == 0) at = i;
    int again = at >= 0 ? 2 * (I->command_len[at] + 1) : 0;
    if (at >= 0)
        command_stack_drop(I, at);
    else if (I->commands == VM_COMMAND_STACK)
        command_stack_drop(I, 0);
    memcpy(I->command[I->commands], text, kept);
    I->command[I->commands][kept] = '\0';
    I->command_len[I->commands++] = (int)len;
    keyboard_ram(I);
    return again;
}

void interp_command_stack_reply(Interp *I, const char *text, size_t len) {
    if (len == 0) return;
    (void)command_stack_push(I, text, len);
    command_stack_fit(I);
}

void interp_typed_line_freed(Interp *I) {
    command_stack_give_way(I, -VM_RAM_CONT_ROOM);
    I->typed_line_ram = -VM_RAM_CONT_FREED;
    keyboard_ram(I);
}

/* When the RAM cannot hold the command stack, its oldest lines go (the
 * newest stays): after a program line was entered or refused, before a
 * typed statement runs. */
static void command_stack_fit(Interp *I) {
    command_stack_give_way(I, 0);
}

/* True when text (len characters) is a line number alone, blanks after it
 * (the line's deletion). */
static bool number_alone(const char *text, size_t len) {
    size_t i = 0;
    while (i < len && isdigit((unsigned char)text[i]))
        i++;
    while (i < len && (text[i] == ' ' || text[i] == '\t'))
        i++;
    return i == len;
}

/* The cost model's charge for a line typed at the prompt, entered, that
 * starts with a statement's keyword (TYPED_KEYWORD), and RUN's or CONT's
 * program start (TYPED_RUN): bench/timing/kbd_typed_statement,
 * kbd_typed_run, kbd_typed_cont. */
static void typed_keyword_charge(Interp *I) {
    if (I->tokens.count == 0) return;
    const Token *k = &I->tokens.tok[0];
    if (k->kind != TOK_KEYWORD ||
        (keyword_kind(k->id) != KIND_STATEMENT && keyword_kind(k->id) != KIND_COMMAND))
        return;
    vm_charge(I, TIMING_TYPED_KEYWORD, 1);
    if (k->id == KW_RUN || k->id == KW_CONT) vm_charge(I, TIMING_TYPED_RUN, 1);
}

static bool enter_line(Interp *I, const char *line, size_t len) {
    char normal[TOKENIZER_MAX_LINE + 1];
    bool mapped;
    size_t typed = without_line_end(line, len);
    char fetched[VM_FETCHED_MAX];
    bool from_fetch = false;
    if (I->fetched_len > 0) { /* after FETCH KEY: ENDLINE alone enters the fetched line */
        if (typed == 0) {
            from_fetch = true;
            memcpy(fetched, I->fetched, (size_t)I->fetched_len);
            line = fetched;
            len = typed = (size_t)I->fetched_len;
        }
        I->fetched_len = 0;
    }
    if (I->display.typing_keys >= 0 && /* (a line over the LCD's characters: its keys) */
        (size_t)I->display.typing_at + (size_t)I->display.typing_keys <= typed)
        vm_keys_typed(I, line + I->display.typing_at, (size_t)I->display.typing_keys, false);
    else
        vm_keys_typed(I, line, typed, false);
    I->display.typing_keys = -1;
    graphics_entry(&I->graphics, ">", 1, line, typed);
    int64_t typing_col = I->display.typing_col;
    int64_t typing_lead = typing_col > 0 ? I->display.typing_lead : 0;
    I->display.typing_col = 0;
    I->display.typing_lead = 0;
    /* (the LCD holds the line's characters before the '>' as they were; the
       line read holds them, the blanks a line feed left too) */
    size_t before = (size_t)I->display.typing_at < typed ? (size_t)I->display.typing_at : typed;
    if (I->display.typing_at > 0) typing_lead = 0;
    I->display.typing_at = 0;
    display_typed_line(&I->display, line + before, typed - before, typing_col);
    size_t nlen;
    const char *why =
        normalize(line, len, normal, sizeof normal, TOKENIZER_MAX_LINE, &nlen, &mapped, true);
    if (!why) { /* the keys past the buffer's end overwrite its last; a DISP or
                   PRINT list that left the line open keeps its characters there
                   (the ROM: the line typed after DISP "A"; starts after the A) */
        int64_t left = typing_col - (int64_t)before; /* (where the line read starts) */
        if (left > HOST_LINE_BUFFER) left = HOST_LINE_BUFFER;
        host_line_buffer(normal, (size_t)left + HOST_LINE_BUFFER - LINE_INPUT_MAX);
        /* an open line that reaches the buffer's last place leaves the
           typed line none: the keys show there, and the line read is empty
           (the ROM, after DISP "A",TAB(96);) */
        if (left >= LINE_INPUT_MAX) normal[0] = '\0';
        if (strlen(normal) < nlen) {
            I->overflowed_line = normal;
            I->overflowed_len = strlen(normal);
        }
        nlen = strlen(normal);
    }
    if (why) {
        return refused(I, strcmp(why, errors_text(HP71_E_LINE_TOO_LONG)) == 0 ? HP71_E_LINE_TOO_LONG
                                                                              : HP71_E_SYNTAX);
    }
    len = nlen;
    const char *text = clean(normal, &len);
    if (nlen == 0) return true;
    /* the blanks a line feed or a cursor move left before where the line
       was typed go into the command stack with it (the ROM: MEM typed after
       DISP "ABC"&CHR$(10); shows 3 bytes less, and a second MEM is a new
       line of the stack) */
    char stacked[DISPLAY_BUFFER + TOKENIZER_MAX_LINE + 1];
    size_t lead = typing_lead < DISPLAY_BUFFER ? (size_t)typing_lead : DISPLAY_BUFFER;
    memset(stacked, ' ', lead);
    memcpy(stacked + lead, normal, nlen);
    int again = from_fetch ? 0 : command_stack_push(I, stacked, lead + nlen);
    if (len == 0) { /* blanks alone: kept in the command stack, nothing run (the ROM) */
        command_stack_fit(I);
        return true;
    }
    I->entry_error_at = -1;
    int skipped = (int)(text - normal); /* blanks before the text */
    /* the last statement's tokens are gone, a program line typed too (the ROM) */
    I->typed_line_ram = 0;
    keyboard_ram(I);
    if (isdigit((unsigned char)text[0]) && is_program_line(text, len)) {
        /* the command stack gives way to the line's text first, when it
           leaves the RAM more than VM_TEXT_SLACK nibbles short; beside a
           run an error or PAUSE suspended, which the edit will drop, while
           the run still holds its RAM, whenever it leaves it short (the
           ROM) */
        if (!number_alone(text, len)) command_stack_give_way(I, I->suspended ? 0 : VM_TEXT_SLACK);
        /* with its trailing blanks: a remark or IMAGE keeps them */
        I->command_again_ram = again; /* (for this line's room only) */
        bool entered = enter_typed_program_line(I, text, (size_t)(normal + nlen - text), skipped);
        I->command_again_ram = 0;
        command_stack_fit(I);
        return entered;
    }
    command_stack_fit(I);
    int file = commands_file(I, text, len);
    if (file >= 0) return file;
    Hp71Error e = vm_tokenize(I, text, len);
    if (e) return refused(I, e);
    if (I->tokens.count > 0 && I->tokens.tok[0].kind == TOK_NUMBER &&
        I->tokens.tok[0].warn == HP71_E_INVALID_EXPR) {
        /* a first literal a trap of 0 refuses: the ROM reads the line again
           as a program line numbered by its leading digits (under
           TRAP(UNF,0), 1E-505+X enters 1 DISP E-505+X; 5E600 under
           TRAP(OVF,0) is line 5 "E600", Excess Chars) */
        if (!leading_line_number(text, len)) return refused(I, HP71_E_INVALID_EXPR);
        return enter_typed_program_line(I, text, len, skipped);
    }
    chunk_reset(&I->scratch);
    e = compiler_line(&I->tokens, COMPILE_KEYBOARD, &I->scratch, NULL, 0, NULL);
    /* a calculation that fails in its first statement and starts with a
       line number is read again as a program line (1E600+) is line 1) */
    bool as_line = e && isdigit((unsigned char)text[0]) && leading_line_number(text, len) &&
                   I->tokens.error_pos <= first_statement_end(&I->tokens);
    literal_warnings(I, e ? I->tokens.error_pos : INT_MAX, !as_line);
    if (as_line) return enter_typed_program_line(I, text, len, skipped);
    if (e) {
        I->entry_error_at = skipped + I->tokens.error_pos;
        return refused(I, e);
    }
    peephole_chunk(&I->scratch);
    I->typed_line_ram = romsize_tokens(&I->tokens);
    keyboard_ram(I);
    command_stack_fit(I); /* its tokens too */
    /* the keyboard line keeps its code (and string constants) while it runs */
    keyboard_replaced(I);
    Chunk done = I->keyboard;
    I->keyboard = I->scratch;
    I->scratch = done;
    /* its lines and functions are those of where the program is suspended */
    int pc = program_link_keyboard(&I->program, &I->keyboard, vm_suspended_env(I));
    I->current_line = 0;
    typed_keyword_charge(I);
    I->overflowed_line = NULL; /* entered: its errors now are the run's */
    I->trig_at = -1;           /* (its code is where the last typed line's was) */
    return interp_execute_from(I, pc, false);
}

/* The length of the UTF-8 sequence at s (at most len bytes) when it is a
 * printable character beyond ASCII (U+00A0 and up), else 0. */
static size_t utf8_printable(const unsigned char *s, size_t len) {
    size_t n = s[0] >= 0xF0 && s[0] <= 0xF4 ? 4 : s[0] >= 0xE0 ? 3 : s[0] >= 0xC2 ? 2 : 0;
    if (n == 0 || n > len) return 0;
    for (size_t i = 1; i < n; i++)
        if ((s[i] & 0xC0) != 0x80) return 0;
    if (n == 2 && s[0] == 0xC2 && s[1] < 0xA0) return 0;  /* C1 controls */
    if (n == 3 && s[0] == 0xE0 && s[1] < 0xA0) return 0;  /* overlong */
    if (n == 3 && s[0] == 0xED && s[1] >= 0xA0) return 0; /* surrogates */
    if (n == 4 && ((s[0] == 0xF0 && s[1] < 0x90) || (s[0] == 0xF4 && s[1] >= 0x90))) return 0;
    return n;
}

size_t interp_printable(const char *in, size_t len, char *out, size_t cap) {
    size_t n = 0;
    for (size_t i = 0; i < len && n + 5 < cap;) {
        unsigned char c = (unsigned char)in[i];
        size_t u = c >= 0x80 ? utf8_printable((const unsigned char *)in + i, len - i) : 0;
        if (u && n + u + 5 < cap) {
            memcpy(out + n, in + i, u);
            n += u;
            i += u;
            continue;
        }
        if (c < 0x20 || c == 0x7F)
            n += (size_t)snprintf(out + n, cap - n, "^%c", c ^ 0x40);
        else if (c >= 0x80)
            n += (size_t)snprintf(out + n, cap - n, "\\x%02X", c);
        else
            out[n++] = (char)c;
        i++;
    }
    out[n] = '\0';
    return n;
}

/* True when data holds a NUL byte in its first 4 KiB: no text does. */
static bool binary(const char *data, size_t len) {
    return memchr(data, '\0', len < 4096 ? len : 4096) != NULL;
}

static void not_text(Interp *I, const char *name) {
    char msg[1200];
    snprintf(msg, sizeof msg, "%s: not a text file; nothing loaded", name);
    interp_notice(I, msg);
    I->load_error = HP71_E_INVALID_ARG;
}

/* In a line that was refused, the word that is no keyword of the HP-71B:
 * a run of two or more letters (outside strings and remarks) that no
 * keyword spells, the first one ending at or after the fault (at, an offset
 * in text, or -1), else the first. Returns its length and sets *word, or 0. */
static int unknown_word(const char *text, size_t len, int at, const char **word) {
    int found = 0;
    char quote = 0;
    for (size_t i = 0; i < len; i++) {
        char c = text[i];
        if (quote) {
            if (c == quote) quote = 0;
            continue;
        }
        if (c == '"' || c == '\'') quote = c;
        if (c == '!') break;
        if (quote || !isalpha((unsigned char)c)) continue;
        char up[16];
        size_t j = i;
        for (; j < len && isalpha((unsigned char)text[j]); j++)
            if (j - i < sizeof up) up[j - i] = (char)toupper((unsigned char)text[j]);
        int n = (int)(j - i), matched = 0;
        i = j - 1;
        if (n > (int)sizeof up) continue;
        if (n >= 3 && strncmp(up, "REM", 3) == 0) break;
        bool keyword = (keyword_match(up, n, false, &matched) >= 0 && matched == n) ||
                       keyword_match(up, n, true, &matched) >= 0;
        if (keyword || n < 2) continue;
        if (!found || at < 0 || (int)j > at) { /* the first, or the first past the fault */
            *word = text + (j - (size_t)n);
            found = n;
        }
        if (at < 0 || (int)j > at) return found;
    }
    return found;
}

/* Reports a line of a file that was not entered: "NAME:LINE: why: text",
 * and the word that is no HP-71B keyword when there is one. */
static void report_line(Interp *I, const char *name, int lineno, const char *why, const char *text,
                        size_t len, int at) {
    char shown[800], msg[1400], note[120] = "";
    size_t show = len > 200 ? 200 : len;
    interp_printable(text, show, shown, sizeof shown);
    const char *word = NULL;
    int n = unknown_word(text, len, at, &word);
    if (n > 0 && n < 40) {
        char w[48];
        interp_printable(word, (size_t)n, w, sizeof w);
        for (char *c = w; *c; c++)
            *c = (char)toupper((unsigned char)*c);
        snprintf(note, sizeof note, " (%s is not a keyword of the HP-71B)", w);
    }
    snprintf(msg, sizeof msg, "%s:%d: %s: %s%s%s", name, lineno, why, shown,
             len > show ? "..." : "", note);
    interp_notice(I, msg);
}

/* After a line of a file was entered: a note for the first keyword in it
 * that hp71 does not run (it is entered and listed; running it stops with
 * ERR:Not Emulated). */
static void note_not_emulated(Interp *I, const char *name, int lineno) {
    for (int k = 0; k < I->tokens.count; k++) {
        const Token *t = &I->tokens.tok[k];
        if (t->kind != TOK_KEYWORD || keyword_emulated((Keyword)t->id)) continue;
        /* (ASSIGN # and CREATE DATA run: DATA files, datafiles.h; so do COPY,
           RENAME and MERGE of the main RAM's files) */
        if (t->id == KW_ASSIGN || t->id == KW_COPY || t->id == KW_RENAME || t->id == KW_MERGE ||
            (t->id == KW_CREATE && k + 1 < I->tokens.count &&
             I->tokens.tok[k + 1].kind == TOK_KEYWORD && I->tokens.tok[k + 1].id == KW_DATA))
            continue;
        char msg[400];
        snprintf(msg, sizeof msg,
                 "%s:%d: note: %s is a keyword of the HP-71B that hp71 does not emulate: running "
                 "it stops with ERR:%s",
                 name, lineno, keyword_text((Keyword)t->id), errors_text(HP71_E_NOT_EMULATED));
        interp_notice(I, msg);
        return;
    }
}

int interp_load_text(Interp *I, const char *name, const char *data, size_t len) {
    size_t i = 0;
    I->load_error = HP71_E_NONE;
    if (binary(data, len)) {
        not_text(I, name);
        return 1;
    }
    if (len >= 3 && (unsigned char)data[0] == 0xEF && (unsigned char)data[1] == 0xBB &&
        (unsigned char)data[2] == 0xBF)
        i = 3;
    int bad = 0, lineno = 0, entered = 0, odd = 0;
    /* the next line feed, searched for again only once passed (a file of
       CR line ends is not searched to its end once a line) */
    size_t lf_at = next_line_feed(data, i, len);
    while (i < len) {
        /* the line ends at a line feed or a carriage return */
        if (lf_at < i) lf_at = next_line_feed(data, i, len);
        size_t j = lf_at;
        const char *cr = memchr(data + i, '\r', j - i);
        if (cr) j = (size_t)(cr - data);
        lineno++;
        char normal[TOKENIZER_MAX_LINE + 1];
        bool mapped = false;
        size_t nlen;
        bool script = lineno == 1 && j - i >= 2 && data[i] == '#' && data[i + 1] == '!';
        I->last_entry_error = HP71_E_SYNTAX; /* a character the HP-71B does not have */
        const char *why = script ? NULL
                                 : normalize(data + i, j - i, normal, sizeof normal,
                                             TOKENIZER_MAX_LINE, &nlen, &mapped, false);
        if (!why && !script) why = interp_load_line(I, normal, nlen);
        if (mapped && !why) {
            char msg[TOKENIZER_MAX_LINE + 512];
            snprintf(msg, sizeof msg, "%s:%d: note: typographic characters replaced: %s", name,
                     lineno, normal);
            interp_notice(I, msg);
        }
        if (why && !entered &&
            (strcmp(why, "control character") == 0 || strcmp(why, "non-ASCII character") == 0) &&
            ++odd == 5) {
            /* five lines of characters no listing has, and nothing else yet */
            program_delete_range(&I->program, PROGRAM_MIN_LINE, PROGRAM_MAX_LINE);
            not_text(I, name);
            return bad + 1;
        }
        if (why) {
            if (strcmp(why, errors_text(HP71_E_LINE_TOO_LONG)) == 0)
                I->last_entry_error = HP71_E_LINE_TOO_LONG;
            if (!I->load_error) I->load_error = I->last_entry_error;
            report_line(I, name, lineno, why, data + i, j - i, I->entry_error_at);
            bad++;
        } else if (!script && nlen > 0) {
            entered++;
            note_not_emulated(I, name, lineno);
        }
        if (j < len && data[j] == '\r' && j + 1 < len && data[j + 1] == '\n') j++;
        i = j + 1;
    }
    return bad;
}

const char *interp_load_line(Interp *I, const char *line, size_t len) {
    const char *end = line + without_line_end(line, len);
    const char *text = clean(line, &len);
    I->last_entry_error = HP71_E_SYNTAX; /* for the reasons that are not HP-71B messages */
    if (len == 0) return NULL;
    I->entry_error_at = -1;
    if (!isdigit((unsigned char)text[0])) return "no line number";
    /* as the line typed at the ROM's keyboard, with its trailing blanks (a
       remark or IMAGE keeps them) */
    size_t typed = (size_t)(end - text);
    command_stack_push(I, text, typed);
    Hp71Error e = interp_enter_program_line(I, text, typed, NULL);
    I->last_entry_error = e;
    return e ? errors_text(e) : NULL;
}
