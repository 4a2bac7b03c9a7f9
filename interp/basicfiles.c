/*
 * basicfiles.c — the BASIC files of the main RAM beside the current one
 * (basicfiles.h).
 */
#include "basicfiles.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int basic_find(const BasicFiles *b, const char *name) {
    for (int i = 0; i < b->count; i++)
        if (strcmp(b->file[i].name, name) == 0) return i;
    return -1;
}

int basic_add(BasicFiles *b, const char *name, int64_t serial, int64_t day, int64_t minute) {
    if (b->count == b->cap) {
        int cap = b->cap ? 2 * b->cap : 4;
        BasicFile *f = realloc(b->file, (size_t)cap * sizeof *f);
        if (!f) return -1;
        b->file = f;
        b->cap = cap;
    }
    BasicFile *f = &b->file[b->count];
    memset(f, 0, sizeof *f);
    snprintf(f->name, sizeof f->name, "%s", name);
    program_init(&f->program);
    f->serial = serial;
    f->made_day = day;
    f->made_minute = minute;
    return b->count++;
}

void basic_swap_program(BasicFiles *b, int i, Program *p) {
    Program t = *p;
    *p = b->file[i].program;
    b->file[i].program = t;
}

/* Takes file i out of the list (its program is the caller's). */
static void take_out(BasicFiles *b, int i) {
    memmove(&b->file[i], &b->file[i + 1], (size_t)(b->count - i - 1) * sizeof b->file[0]);
    b->count--;
}

void basic_remove(BasicFiles *b, int i) {
    program_free(&b->file[i].program);
    take_out(b, i);
}

void basic_retire(BasicFiles *b, int i) {
    if (b->nretired == b->capretired) {
        int cap = b->capretired ? 2 * b->capretired : 4;
        Program *r = realloc(b->retired, (size_t)cap * sizeof *r);
        if (r) {
            b->retired = r;
            b->capretired = cap;
        }
    }
    if (b->nretired < b->capretired)
        b->retired[b->nretired++] = b->file[i].program;
    else /* (no host memory to keep it: freed now) */
        program_free(&b->file[i].program);
    take_out(b, i);
}

void basic_release(BasicFiles *b) {
    for (int i = 0; i < b->nretired; i++)
        program_free(&b->retired[i]);
    b->nretired = 0;
}

void basic_free(BasicFiles *b) {
    for (int i = 0; i < b->count; i++)
        program_free(&b->file[i].program);
    basic_release(b);
    free(b->file);
    free(b->retired);
    *b = (BasicFiles){0};
}

int64_t basic_ram(const BasicFiles *b) {
    int64_t n = 0;
    for (int i = 0; i < b->count; i++)
        n += BASIC_RAM_FILE + b->file[i].program.ram;
    return n;
}

/* Whether text at s starts with SUB name and then no more of a name. */
static bool sub_statement(const char *s, const char *name) {
    if (strncmp(s, "SUB ", 4) != 0) return false;
    size_t n = strlen(name);
    if (strncmp(s + 4, name, n) != 0) return false;
    return !isalnum((unsigned char)s[4 + n]);
}

bool basic_has_sub(const BasicFiles *b, int i, const char *name) {
    const BasicFile *f = &b->file[i];
    for (int k = 0; k < f->program.count; k++) {
        const char *t = f->program.lines[k].text;
        if (sub_statement(t, name)) return true;
        for (const char *at = strstr(t, " @ "); at; at = strstr(at + 3, " @ "))
            if (sub_statement(at + 3, name)) return true;
    }
    return false;
}
