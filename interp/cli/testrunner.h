/*
 * testrunner.h — regression tests of programs (hp71 --test).
 *
 * This module owns the test format and its runner: NAME.out (what the
 * display must show) beside NAME.bas (a program, run under the virtual
 * clock) and/or NAME.in (what is typed), with optional NAME.args (options)
 * and NAME.status (the expected exit status). Each case runs as a session
 * from a fresh machine; a difference is shown as a unified diff. Folders
 * are searched recursively (read with scandir, in name order). Trailing
 * blanks of display lines are not compared: the LCD does not show them.
 * A known-differences file (--known) lists cases expected to differ, one
 * "PATH reason" per line: such a case that differs is counted as known, one
 * that passes is a failure, so the list only shrinks.
 */
#ifndef HP71_CLI_TESTRUNNER_H
#define HP71_CLI_TESTRUNNER_H

#include "options.h"

/* Runs the tests found at o->tests (cases, stems or folders); prints one
 * PASS/FAIL line per test and then "N passed, N failed" (", N known" when
 * known differences were seen). A case with no NAME.out fails, unless
 * --update, which writes NAME.out (and NAME.status when the status is not
 * 0) from what ran. Returns 0 when all passed, 1 when one failed,
 * EXIT_USAGE when a path holds no test or the known-differences file cannot
 * be read. */
int testrunner_run(const Options *o);

#endif
