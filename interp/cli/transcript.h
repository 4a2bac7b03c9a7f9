/*
 * transcript.h — the session transcript of --transcript (docs/transcript.md).
 *
 * This module owns the JSON Lines format: one record per event, with its
 * kind (typed, display, error, input with its prompt, exit with the status),
 * its text and the emulated clock.
 */
#ifndef HP71_CLI_TRANSCRIPT_H
#define HP71_CLI_TRANSCRIPT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Writes one record to f: kind, text (len bytes, any bytes), the time of
 * day tod_cs (hundredths of a second since midnight) and the emulated time
 * emulated_us (microseconds); an "input" record also has the prompt shown
 * before the reply (prompt, NUL-terminated; NULL for other kinds). Returns
 * 0, or EOF when the write failed. */
int transcript_record(FILE *f, const char *kind, const char *text, size_t len, const char *prompt,
                      int64_t tod_cs, int64_t emulated_us);

/* Writes the last record, "exit", with hp71's exit status. Returns 0, or
 * EOF when the write failed. */
int transcript_exit(FILE *f, int status, int64_t tod_cs, int64_t emulated_us);

#endif
