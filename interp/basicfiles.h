/*
 * basicfiles.h — the BASIC files of the main RAM beside the current one.
 *
 * This module owns the BASIC files that EDIT, RUN and NAME left aside when
 * another file became the current one (the current file is the Interp's
 * program; the workfile is the file with no name). Each keeps its lines as
 * the program store holds them (program.h), its name, when it was made and
 * its place among the files made (the catalog's order, shared with the DATA
 * files and the keys file: datafiles.h). The RAM each takes is counted at
 * the ROM's sizes (basic_ram). A CALL of a subprogram one of them holds
 * (basic_has_sub) makes it the current file while the subprogram runs
 * (vm.c: call_other_file).
 */
#ifndef HP71_BASICFILES_H
#define HP71_BASICFILES_H

#include <stdbool.h>
#include <stdint.h>

#include "program.h"

#define BASIC_NAME 9 /* a file name's bytes, with its NUL */

/* Nibbles of the HP-71B's RAM a BASIC file takes beside its lines (ROM
 * 2CDCC, measured with MEM as files were made and purged:
 * files/basic_file_ram). The workfile the machine starts with is in the
 * RAM the machine starts with. */
#define BASIC_RAM_FILE 49

typedef struct BasicFile {
    char name[BASIC_NAME]; /* upper case; "" the workfile */
    Program program;
    int64_t serial;                /* its place among the files made */
    int64_t made_day, made_minute; /* when it was made: days since 1970-01-01, minutes */
    bool secure;                   /* SECURE made it unchangeable (File Protect) */
} BasicFile;

typedef struct BasicFiles {
    BasicFile *file; /* in no particular order (serial gives the catalog's) */
    int count, cap;
    /* the programs of files retired, kept until basic_release: a line typed
       while one was current may still be running in its code */
    Program *retired;
    int nretired, capretired;
} BasicFiles;

/* The index of the file named name (upper case; "" the workfile), or -1. */
int basic_find(const BasicFiles *b, const char *name);

/* A new file named name, empty, made at serial, day, minute: its index, or
 * -1 when the host has no memory. */
int basic_add(BasicFiles *b, const char *name, int64_t serial, int64_t day, int64_t minute);

/* Exchanges file i's program with *p, the current file's (a file made
 * current, or listed or loaded in the current file's place). */
void basic_swap_program(BasicFiles *b, int i, Program *p);

/* Removes file i, its lines and code freed. */
void basic_remove(BasicFiles *b, int i);

/* Removes file i, whose code may still be running (the current file's,
 * PURGEd: its program was just put there): its lines and code are freed by
 * the next basic_release. */
void basic_retire(BasicFiles *b, int i);

/* Frees what the files retired held (when no code runs: a line is typed). */
void basic_release(BasicFiles *b);

/* Removes every file and frees what they held. */
void basic_free(BasicFiles *b);

/* The nibbles of the HP-71B's RAM the files take: BASIC_RAM_FILE each and
 * their lines. */
int64_t basic_ram(const BasicFiles *b);

/* Whether file i holds a subprogram named name (upper case: a line's
 * statement SUB name). */
bool basic_has_sub(const BasicFiles *b, int i, const char *name);

#endif
