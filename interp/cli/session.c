/* session.c — one session of the hp71 command (see session.h). */
#include "session.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "continuous.h"
#include "files.h"

/* Types a listing at the prompt as a person would, one keystroke at a time. */
static bool type_listing(Term *t, const char *path) {
    size_t len;
    const char *why;
    char *data = files_read(path, FILES_MAX_READ, &len, &why);
    if (!data) {
        char msg[4200];
        snprintf(msg, sizeof msg, "cannot read '%s': %s", path, why);
        term_notice(t, msg);
        return false;
    }
    double pause = 1.0 / t->o->type_rate;
    size_t i = 0;
    while (i < len && !term_attn) {
        size_t j = i;
        while (j < len && data[j] != '\n' && data[j] != '\r')
            j++;
        if (j > i) {
            term_record(t, "typed", data + i, j - i);
            if (t->lcd) { /* typed into the LCD window, one keystroke at a time */
                term_lcd_window(t);
                for (size_t k = i + 1; k <= j && !term_attn; k++) {
                    lcd_typing(t->lcd, data + i, k - i);
                    term_nap(pause);
                }
                term_nap(pause);
            } else if (!t->capture) {
                /* the echo shows control characters as ^X, never raw */
                fputc('>', stdout);
                for (size_t k = i; k < j && !term_attn; k++) {
                    char shown[16];
                    interp_printable(data + k, 1, shown, sizeof shown);
                    fputs(shown, stdout);
                    term_nap(pause);
                }
                fputc('\n', stdout);
                term_nap(pause);
            }
            interp_enter(t->I, data + i, j - i);
            if (t->lcd) lcd_annunciators(t->lcd, interp_annunciators(t->I));
        }
        i = j + 1;
    }
    free(data);
    return true;
}

/* True when line is QUIT or EXIT (any case, blanks around): what a newcomer
 * types to leave. */
static bool leave_word(const char *line) {
    while (*line == ' ' || *line == '\t')
        line++;
    size_t n = 0;
    while (line[n] && line[n] != ' ' && line[n] != '\t' && line[n] != '\r')
        n++;
    if (line[n + strspn(line + n, " \t\r")] != '\0') return false;
    return (n == 4 && strncasecmp(line, "QUIT", 4) == 0) ||
           (n == 4 && strncasecmp(line, "EXIT", 4) == 0);
}

/* How a run that exits (--run, -e) ends, named name on stderr: after
 * Ctrl-C, status 130 (the shell's convention) and the line where the
 * program stopped; after an error, its message again, where a script sees
 * it. Returns the exit status. */
static int batch_end(Term *t, const char *name, int status) {
    if (term_interrupted) {
        fprintf(stderr, "hp71: %s: interrupted (Ctrl-C) at line %d\n", name,
                interp_current_line(t->I));
        return 130;
    }
    if (status && t->last_message[0]) fprintf(stderr, "hp71: %s: %s\n", name, t->last_message);
    return status;
}

static void print_line(void *ctx, const char *text) {
    (void)ctx;
    puts(text);
}

/* A machine fresh from a reset (Memory Lost) with the options' clock,
 * pacing and limits; NULL (reported) when host memory runs out. */
static Interp *new_machine(Term *t) {
    const Options *o = t->o;
    Host host = term_host(t);
    Interp *I = interp_new(&host, o->memory);
    if (!I) {
        fputs("hp71: out of memory\n", stderr);
        return NULL;
    }
    if (o->ram) interp_set_ram(I, o->ram);
    interp_set_clock(I, o->clock);
    interp_set_costing(I, o->speed > 0);
    if (o->profile && !interp_count_costs(I)) {
        fputs("hp71: out of memory\n", stderr);
        interp_free(I);
        return NULL;
    }
    if (o->start_time >= 0) interp_set_time(I, o->start_time * 100);
    if (o->step_limit > 0) interp_set_step_limit(I, o->step_limit);
    return I;
}

static void profile_item(void *ctx, const char *item, uint64_t total, uint64_t timed) {
    fprintf(ctx, "%s\t%llu\t%llu\n", item, (unsigned long long)total, (unsigned long long)timed);
}

/* Frees the machine; the transcript's exit record keeps its last clock;
 * --profile gets the cost model's charges. */
static void drop_machine(Term *t) {
    if (t->o->profile && t->I) {
        FILE *f = fopen(t->o->profile, "w");
        if (f) {
            fputs("# item\tcharges in the session\tcharges between the first and last TIME\n", f);
            interp_cost_profile(t->I, profile_item, f);
            if (fclose(f) != 0) f = NULL;
        }
        if (!f) {
            char msg[4200];
            snprintf(msg, sizeof msg, "cannot write the profile '%s': %s", t->o->profile,
                     strerror(errno));
            term_notice(t, msg);
        }
    }
    interp_free(t->I);
    t->I = NULL;
}

int session_run(Term *t) {
    const Options *o = t->o;
    Interp *I = t->I = new_machine(t);
    if (!I) return 1;

    int status = 0;
    if (o->file) {
        size_t len;
        const char *why;
        bool from_stdin = strcmp(o->file, "-") == 0; /* --run -: the program from stdin */
        char *data = from_stdin ? files_read_stdin(FILES_MAX_READ, &len, &why)
                                : files_read(o->file, FILES_MAX_READ, &len, &why);
        if (!data) {
            char msg[4200];
            snprintf(msg, sizeof msg, "cannot read '%s': %s", o->file, why);
            term_notice(t, msg);
            drop_machine(t);
            return EXIT_USAGE;
        }
        const char *name = from_stdin ? "(stdin)" : o->file;
        int bad = interp_load_text(I, name, data, len);
        free(data);
        bool refuse = o->strict || (o->run && !o->type_file && !o->lenient);
        if (bad > 0) { /* the lines were listed as they came: a summary after them */
            char msg[4300];
            snprintf(msg, sizeof msg, "%s: %d line%s not entered%s", name, bad, bad == 1 ? "" : "s",
                     !refuse  ? ""
                     : o->run ? "; the program is not run (--lenient runs it all the same)"
                              : " (--strict)");
            term_notice(t, msg);
        }
        if (bad > 0 && refuse) {
            drop_machine(t);
            return EXIT_USAGE;
        }
    }
    if (o->list || o->disasm) { /* --list, --disasm: show the program, and exit */
        if (o->list)
            interp_enter(I, "LIST", 4);
        else
            interp_disassemble(I, print_line, NULL);
        drop_machine(t);
        return term_flush(t) ? status : 1;
    }
    if (o->type_file && !type_listing(t, o->type_file)) {
        drop_machine(t);
        return EXIT_USAGE;
    }
    if (o->nlines > 0) { /* -e: typed lines, then exit */
        for (int i = 0; i < o->nlines && !interp_wants_exit(I) && !t->output_failed; i++) {
            term_record(t, "typed", o->lines[i], strlen(o->lines[i]));
            t->last_message[0] = '\0';
            status = interp_enter(I, o->lines[i], strlen(o->lines[i])) ? 0 : 1;
        }
        status = batch_end(t, "-e", status);
        drop_machine(t);
        if (!term_flush(t)) status = 1;
        return status;
    }
    if (o->run) {
        if (o->type_file) {
            term_record(t, "typed", "RUN", 3);
            status = interp_enter(I, "RUN", 3) ? 0 : 1;
        } else {
            status = interp_run(I) ? 0 : 1;
            status = batch_end(t, strcmp(o->file, "-") == 0 ? "(stdin)" : o->file, status);
            drop_machine(t);
            if (!term_flush(t)) status = 1;
            return status;
        }
    }

    if (t->tty) { /* an interactive prompt: the banner, then continuous memory */
        term_notice(t, "hp71 " HP71_VERSION ", the HP-71B's BASIC: BYE or Ctrl-D leaves, "
                       "man hp71 tells more");
        if (!o->file && !o->type_file && !o->fresh && !continuous_restore(t, new_machine)) return 1;
        I = t->I;
    }
    char *hist = t->tty ? term_history_start() : NULL;
    char buf[8192], back[8192] = ""; /* back: a line handed back for correcting */
    size_t back_at = 0;
    int auto_step = 0; /* AUTO's numbering, which the terminal goes on with */
    while (!interp_wants_exit(I) && !t->output_failed && !term_ending) {
        term_attn = 0;
        /* at a terminal the LCD's characters the line goes over show in the
           edit line, to be typed over or kept (interp_take_typing_field) */
        if (t->tty && !t->script && !t->lcd && !*back)
            interp_take_typing_field(I, back, sizeof back, &back_at);
        bool got = term_edit_line(t, ">", back, back_at, buf, sizeof buf);
        /* AUTO's number left as offered, nothing typed after it: AUTO ends
           (as ATTN ends it on the HP-71B), the line is not deleted */
        bool untouched = auto_step > 0 && *back && strcmp(buf, back) == 0;
        back[0] = '\0';
        if (!got) break;
        if (term_attn || untouched) { /* Ctrl-C abandoned the line */
            auto_step = 0;
            continue;
        }
        if (t->tty && *buf) term_history_add(hist, buf);
        term_record(t, "typed", buf, strlen(buf));
        term_interrupted = 0;
        bool ok = interp_enter(I, buf, strlen(buf));
        if (t->lcd) lcd_annunciators(t->lcd, interp_annunciators(I));
        if (strspn(buf, " \t\r") != strlen(buf)) status = ok ? 0 : 1;
        if (!t->tty) continue;
        int at = interp_error_column(I);
        /* the line AUTO or FETCH put in the edit line, or AUTO's next number
           after a program line entered */
        int step = 0;
        const char *offered = interp_offered_line(I, &step);
        int number = atoi(buf);
        if (*offered) {
            auto_step = step;
            snprintf(back, sizeof back, "%s", offered);
            back_at = strlen(back);
            continue;
        }
        if (auto_step > 0 && ok && isdigit((unsigned char)buf[strspn(buf, " ")]) &&
            number + auto_step <= 9999) {
            snprintf(back, sizeof back, "%d ", number + auto_step);
            back_at = strlen(back);
            continue;
        }
        auto_step = 0;
        if (!ok && leave_word(buf)) { /* the ROM's error, then a hint (never in batch) */
            term_notice(t, "to leave hp71, type BYE (or press Ctrl-D)");
        } else if (!ok && at >= 0 && (size_t)at <= strlen(buf)) {
            /* the ROM hands a line that did not compile back, the cursor at
               the fault */
            snprintf(back, sizeof back, "%s", buf);
            back_at = (size_t)at;
        } else if (term_interrupted && interp_current_line(I) > 0) {
            char msg[120]; /* the SUSP annunciator, in words */
            snprintf(msg, sizeof msg, "stopped at line %d (ATTN); CONT resumes",
                     interp_current_line(I));
            term_notice(t, msg);
        }
    }
    if (t->lcd) lcd_newline(t->lcd);
    if (t->tty) continuous_save(t);
    term_history_end(hist);
    free(hist);
    drop_machine(t);
    if (!term_flush(t)) status = 1;
    return status;
}
