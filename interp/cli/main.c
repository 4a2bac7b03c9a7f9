/*
 * main.c — the hp71 command: reads the options and starts a session, or the
 * regression tests of --test.
 *
 * The command is split by what each part owns: options.c (the command line),
 * term.c (the terminal host: display, keyboard, clock, ATTN, history),
 * session.c (load, type, run, the prompt loop), transcript.c (--transcript),
 * files.c (reading and saving files), testrunner.c (--test) and lcd.c (the
 * 22-character LCD window).
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "options.h"
#include "session.h"
#include "testrunner.h"

static int run(Options *o);

int main(int argc, char **argv) {
    Options o;
    options_default(&o);
    int r = options_parse(argc, argv, &o);
    if (r == 0)
        r = run(&o);
    else if (r == 1)
        r = 0;
    options_free(&o);
    term_end_by_signal(); /* a SIGTERM in batch ends hp71 once the display is out */
    return r;
}

/* Runs the session or the tests that the parsed options *o ask for; returns
 * the exit status. */
static int run(Options *o) {
    term_install_signals();

    if (o->test_mode) {
        if (o->ntests == 0) {
            fprintf(stderr, "hp71: --test needs a PATH (try --help)\n");
            return EXIT_USAGE;
        }
        return testrunner_run(o);
    }

    Term t = {.o = o, .tty = isatty(STDIN_FILENO) != 0};
    bool stdout_tty = isatty(STDOUT_FILENO) != 0;
    if (o->lcd == 1 || (o->lcd == -1 && stdout_tty && o->speed == 1))
        t.lcd = lcd_new(stdout, o->speed, &term_attn);
    FILE *transcript = NULL;
    if (o->transcript) {
        transcript = fopen(o->transcript, "w");
        if (!transcript) {
            fprintf(stderr, "hp71: cannot write '%s': %s\n", o->transcript, strerror(errno));
            return EXIT_USAGE;
        }
        t.transcript = transcript;
    }
    int status = session_run(&t);
    if (t.lcd) lcd_newline(t.lcd); /* the last LCD line ends as a line */
    if (!term_flush(&t)) status = 1;
    term_record_exit(&t, status);
    if (transcript && fclose(transcript) != 0 && !t.output_failed) {
        fprintf(stderr, "hp71: cannot write the transcript: %s\n", strerror(errno));
        status = 1;
    }
    lcd_free(t.lcd);
    return status;
}
