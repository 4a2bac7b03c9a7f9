/*
 * session.h — one session of the hp71 command.
 *
 * This module owns what a session does in order: load FILE, type a listing
 * in (--type), run (--run), then read lines for the '>' prompt until BYE or
 * the end of input. The same code runs a test of --test (testrunner.c).
 */
#ifndef HP71_CLI_SESSION_H
#define HP71_CLI_SESSION_H

#include "term.h"

/* Runs a session on t (its options, its output) from a fresh machine.
 * Returns the exit status: 0, 1 when the last command or run ended in an
 * error, EXIT_USAGE when FILE cannot be read or (--strict) loaded. */
int session_run(Term *t);

#endif
