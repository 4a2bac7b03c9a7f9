/*
 * fake_host.h — a Host for unit tests: scripted INPUT replies, captured
 * display lines and a virtual clock that only WAIT advances.
 */
#ifndef HP71_FAKE_HOST_H
#define HP71_FAKE_HOST_H

#include "interp.h"

typedef struct FakeHost {
    char out[1 << 16]; /* every displayed line, each followed by '\n' */
    size_t outlen;
    const char **replies; /* INPUT replies, in order; NULL: ATTN is pressed */
    int nreplies, next_reply;
    int64_t now; /* hundredths of a second */
    volatile sig_atomic_t attn;
    Interp *typist; /* when set, each reply is told it as the keys typed (interp_reply_keys) */
    char *file;     /* the one file SAVE writes and LOAD reads, whatever its name */
    size_t file_len;
} FakeHost;

/* Creates an interpreter attached to f (which must outlive it). */
Interp *fake_interp(FakeHost *f);
/* Enters one line (a C string) as typed; returns false if it failed. */
bool fake_enter(Interp *I, const char *line);
/* Enters each line of a NULL-terminated list; returns false if any failed. */
bool fake_enter_all(Interp *I, const char *const *lines);
/* Clears the captured output. */
void fake_clear(FakeHost *f);
/* Frees the interpreter and the file. */
void fake_free(FakeHost *f, Interp *I);

#endif
