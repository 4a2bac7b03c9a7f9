/*
 * machine.h — the inside of the Interp context, shared by interp.c (the
 * keyboard and commands) and vm.c (execution). Nothing outside the core
 * includes it. There are no globals: everything one emulated HP-71B holds
 * is here.
 */
#ifndef HP71_MACHINE_H
#define HP71_MACHINE_H

#include <setjmp.h>

#include "chunk.h"
#include "errors.h"
#include "format.h"
#include "host.h"
#include "interp.h"
#include "number.h"
#include "program.h"
#include "tokenizer.h"
#include "variables.h"

#define VM_STACK_MAX 256     /* numeric evaluation stack (values) */
#define VM_STR_STACK_MAX 64  /* string evaluation stack (values) */
#define VM_FOR_MAX 64        /* active FOR loops */
#define VM_INPUT_FIELDS 64   /* fields of one INPUT reply */
#define DISPLAY_LINE_MAX 4096 /* characters kept of one display line */
#define DISPLAY_ZONE 21       /* width of a ',' print zone (characters) */
#define SECONDS_PER_DAY 86400

typedef struct ForLoop {
    int slot;
    Num limit, step;
    int64_t body; /* pc of the first instruction after FOR */
} ForLoop;

/* How a run of code ended. */
typedef enum RunEnd {
    RUN_END,      /* END, or past the last line */
    RUN_STOP,     /* STOP or ATTN: suspended, CONT resumes */
    RUN_ERROR,    /* an error was displayed */
    RUN_KEYBOARD, /* a typed line finished */
    RUN_EXIT,     /* input ended during INPUT */
} RunEnd;

struct Interp {
    Host host;
    Program program;
    Variables vars;

    /* evaluation */
    Num stack[VM_STACK_MAX];
    StrBuf sstack[VM_STR_STACK_MAX];
    int ssp;
    ForLoop fors[VM_FOR_MAX];
    int nfors;
    int current_line; /* 0 at the keyboard */

    /* run state */
    bool suspended;
    int64_t cont_pc;
    bool exit_requested;

    /* machine settings */
    DisplayFormat format;
    int option_base;
    Num delay, scroll;
    int64_t clock_offset; /* hundredths of a second added to the host clock */

    /* the display line being built by DISP */
    char display[DISPLAY_LINE_MAX];
    int display_len;
    bool display_open;

    /* last message */
    int errn, errl;

    /* the innermost catch point of vm_throw */
    jmp_buf *catch_point;
    Hp71Error thrown;

    /* INPUT reply fields */
    Num reply_num[VM_INPUT_FIELDS];
    StrBuf reply_str[VM_INPUT_FIELDS];

    /* scratch for entering lines */
    TokenList tokens;
    Chunk scratch;    /* the line being compiled */
    Chunk keyboard;   /* the keyboard line being executed */
    Chunk reply_code; /* an INPUT reply being evaluated */
};

/* Runs code from pc until it ends; errors are displayed. (vm.c) */
RunEnd vm_run(Interp *I, int64_t pc);

/* The one throw path: abandons execution with error e (vm.c). */
_Noreturn void vm_throw(Interp *I, Hp71Error e);

/* Displays message e as ERR/WRN with the current line and records it in
 * ERRN/ERRL. (vm.c) */
void vm_report(Interp *I, Hp71Error e);

/* Sends the pending display line, if any, to the host. (vm.c) */
void vm_flush_display(Interp *I);

/* Shows a complete line of text on the display. (vm.c) */
void vm_display_line(Interp *I, const char *text, size_t len);

/* Emulated time now: hundredths of a second since midnight. (vm.c) */
int64_t vm_time_of_day(Interp *I);

#endif
