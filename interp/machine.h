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
#include "display.h"
#include "graphics.h"
#include "format.h"
#include "host.h"
#include "interp.h"
#include "mathfn.h"
#include "number.h"
#include "program.h"
#include "timing.h"
#include "tokenizer.h"
#include "basicfiles.h"
#include "datafiles.h"
#include "keymap.h"
#include "timers.h"
#include "traps.h"
#include "variables.h"

#define VM_STACK_MAX       8192 /* numeric evaluation stack (values) */
#define VM_STACK_STATEMENT 600  /* most values one statement can push (parser depth limit) */
#define VM_STACK_GUARD     40   /* slots below the empty stack that absorb an underflow */
#define STACK_EMPTY(I)     ((I)->stack + VM_STACK_GUARD) /* sp of an empty stack */
#define VM_STR_STACK_MAX   64                            /* string evaluation stack (values) */
#define VM_INPUT_FIELDS    64                            /* fields of one INPUT reply */
#define VM_STR_KEEP        4096        /* temporary string capacity kept between statements */
#define VM_STR_LONG        (1 << 20)   /* string operations this long poll ATTN */
#define VM_POLL_EVERY      64          /* backward transfers between two looks at ATTN */
#define VM_MEM_FREE        16955       /* MEM after a Memory Lost (ROM 2CDCC, 16 KiB of RAM) */
#define VM_WAIT_MAX_US     (1LL << 60) /* emulated WAIT and DELAY time in all (36,000 years) */
#define DISPLAY_LINE_MAX   4096        /* characters kept of one display line */
#define SECONDS_PER_DAY    86400
/* 2000-01-01 in days since 1970-01-01: the date after a Memory Lost (DATE$
 * 00/01/01), the day the workfile the machine starts with was made. */
#define VM_RESET_DAY      10957
#define VM_EVAL_DEPTH_MAX 256   /* VAL within VAL ...: beyond, Insufficient Memory */
#define VM_FRAMES_MAX     20000 /* GOSUB, FN and CALL frames */
#define VM_FETCHED_MAX    240   /* characters of FETCH KEY's line kept */
#define VM_COMMAND_STACK  5     /* lines the command stack keeps (ROM 2CDCC) */
#define VM_COMMAND_MAX    96    /* characters of each kept to compare */
/* Texts held at once, one inside another (Interp.held_eval). */
#define VM_HELD_MAX VM_EVAL_DEPTH_MAX
/* Nibbles the command stack and the line typed take when MEM is typed
 * alone after a Memory Lost: VM_MEM_FREE is MEM then. */
#define VM_MEM_TYPED 17
/* Nibbles more than its tokens that a typed CONT line frees while the
 * program runs (ROM 2CDCC: 4 with CONT, CONT 10, X=1 @ CONT alike). */
#define VM_RAM_CONT_FREED 4
/* Nibbles CONT wants free before it frees them, its line's tokens still
 * held: else the command stack's oldest lines give way (ROM 2CDCC: with
 * 2 or 4 free, the line typed before CONT goes; with 6 it stays:
 * memory/cont_at_the_edge_*). */
#define VM_RAM_CONT_ROOM 4
/* A program line is entered when the RAM left once its text is in the
 * command stack, and the last typed statement's tokens are gone, holds
 * what it adds and the line but this many nibbles, or when it takes no
 * more than the line it replaces (ROM 2CDCC, fitted to lines of 14 to 54
 * nibbles typed near the end of the RAM, new or replacing, each threshold
 * to two to six nibbles: memory/line_entry_*; and after calculations of
 * 3 to 21 characters: memory/line_entry_after_a_calculation). */
#define VM_LINE_SLACK 4
/* Before that, the command stack gives way to the line's text (its oldest
 * lines go) only when the text leaves the RAM more than this many nibbles
 * short (ROM 2CDCC: 2, 3 and 4 short, none goes; 5, 6, 9, 14 and 22
 * short, the oldest goes: memory/line_text_*). */
#define VM_TEXT_SLACK 4
/* Nibbles of RAM what a run builds takes on ROM 2CDCC (measured by MEM in
 * and out of each, with a variable more or less to settle the odd nibble:
 * tests/model/memory/run_*). What must be free for each to be made was
 * measured at the edge of the RAM (tests/model/memory: call_room_,
 * fn_call_room_, for_room_, dim_room_ cases): the _SPARE and _ROOM values
 * and VAR_RAM_SLACK. */
#define VM_RAM_SCALAR             19 /* a simple numeric variable (also a parameter) */
#define VM_RAM_GOSUB              6  /* a GOSUB's return */
#define VM_RAM_TYPED_GOSUB        12 /* a GOSUB's return into a typed line */
#define VM_RAM_ON_INDEX           16 /* and beside it ON ... GOSUB's index, pending */
#define VM_RAM_FOR                41 /* an active FOR loop */
#define VM_RAM_FOR_SPARE          11 /* free beyond it for a FOR to make its loop */
#define VM_RAM_SUB                84 /* a CALL's frame, its parameters aside */
#define VM_RAM_SUB_PARAMS         5  /* more when it has parameters */
#define VM_RAM_FILE_CALL          16 /* more when it calls the current file (CALL alone) */
#define VM_RAM_SUB_SPARE          16 /* free beyond a CALL's frame for it to be made (sub_room), */
#define VM_RAM_SUB_SPARE_ARGS     14 /* with one argument (a string value this more), */
#define VM_RAM_STR_ARG            16
#define VM_RAM_SUB_ARG_EACH       17  /* with two or more 13 and this each */
#define VM_RAM_STAT_WORK          7   /* an ADD or DROP that failed keeps this, */
#define VM_RAM_STAT_WORK_VAR      21  /* and this a variable of the statistics array */
#define VM_RAM_STAT_VALUE         16  /* free for an ADD or DROP: its work and this a value */
#define VM_RAM_REF                19  /* each parameter passed by reference */
#define VM_RAM_FIRST_CALL         12  /* kept from a run's first CALL to the next RUN, */
#define VM_RAM_FIRST_CALL_ROOM    112 /* taken when this is free beside the arguments pending */
#define VM_RAM_ARG_ROOM           13  /* free beyond an array a CALL's argument makes, */
#define VM_RAM_ARG_PENDING        17  /* and this for each argument before it */
#define VM_RAM_REF_ROOM           33  /* free for a reference argument, with those pending */
#define VM_RAM_REF_STRING_SPARE   13  /* and a simple string it makes: free beyond the string */
#define VM_RAM_STARTUP            9   /* STARTUP's command, and 2 a character (none for "") */
#define VM_RAM_STARTUP_WORK       18  /* STARTUP: free beside what it adds and its command's copy */
#define VM_RAM_CHARSET_WORK       26  /* CHARSET: free beside what it adds and its string's copy */
#define VM_RAM_KEY_WORK           34  /* DEF KEY: free beside what it adds and its text's copy */
#define VM_RAM_PORT_MODULE        8192 /* each of port 0's 4K modules FREE PORT made independent */
#define VM_RAM_PORT_SPARE         20   /* what FREE PORT must leave free in the main RAM */
#define VM_PORT_FREE_BYTES        4091 /* MEM(p) of such a module, empty (bytes) */
#define VM_RAM_REPLY              8    /* an INPUT reply's copy while stored, and 2 a character */
#define VM_RAM_COPY_WORK          50   /* COPY: free beside the copy (memory/copy_room_*) */
#define VM_RAM_MERGE_WORK         12   /* MERGE: free beside the lines' copy and what they add */
#define VM_RAM_EVAL_FAILED        18 /* kept by each VAL whose expression failed, until a program ends */
#define VM_RAM_HELD_VAL           18  /* VAL's text held (evaluate_text), its tokens aside */
#define VM_RAM_HELD_REPLY         5   /* an INPUT reply's field held, its tokens aside */
#define VM_RAM_FOR_FAILED         4   /* kept by a FOR statement that failed, */
#define VM_RAM_FOR_VALUE          16  /* and this for each of its values evaluated (first, limit) */
#define VM_RAM_FN                 125 /* a user function's call, its parameters aside */
#define VM_RAM_FN_PENDING         16 /* and each value pending around it (a string 2 a character more) */
#define VM_RAM_FN_STRING_BASE     4     /* a string function's result: this, 2 a character (32) */
#define VM_FN_STRING_LONGEST      65535 /* the longest n a call takes (beyond: Invalid Arg) */
#define VM_FN_STRING_DECLARED_MAX ((int64_t)1 << 40) /* a longer n typed is kept as this */
#define VM_RAM_FN_ROOM            8   /* free for a user function's call to be made (fn_room) */
#define VM_KEY_BUFFER             15  /* keys the key buffer holds (PUT) */
#define VM_ARGS_MAX               256 /* CALL arguments being passed */
/* The values of a statement on the ROM's stack (numbers, strings copied
 * there, PEEK$'s result: stack_room in vm.c) may take VM_RAM_STACK_SLACK
 * nibbles beyond the free RAM, a substring's positions nothing more than
 * their numbers (ROM 2CDCC, fitted to the edge: memory/string_copies_*,
 * memory/substring_copies_to_the_last_nibble, functions/peek_poke_room*). */
#define VM_RAM_STACK_SLACK 211
#define VM_RAM_FORMATTED   15 /* a STR$ or DTH$ result's on it, and 2 a character */
/* An arithmetic exception's warning (its trap 1 or 2, shown or not by flag
 * -1) wants the RAM free, less the values pending in its statement
 * (fn_pending_ram's count), at VM_RAM_WARNING_SLACK nibbles short of none
 * or better; else the statement stops with Insufficient Memory (ROM 2CDCC,
 * fitted to the nibble at the keyboard and in programs, with numbers and
 * strings pending: memory/warning_room_*). */
#define VM_RAM_WARNING_SLACK 12
/* and this many more while a user function runs (its body's statements,
 * one level deep or nested, with or without parameters, values pending in
 * the caller or not; not a typed line beside a function an error stopped:
 * ROM 2CDCC, fitted to the byte by MEM before RUN:
 * memory/warning_room_in_a_user_function*,
 * memory/warning_room_typed_beside_a_stopped_function) */
#define VM_RAM_FN_WARNING_SLACK 16
#define VM_SUBSTRING_NO_END     524287 /* a substring end TRACE VARS shows as none, and above */
/* free for a simple numeric variable to be made (it may leave 3 short of none) */
#define VM_RAM_SCALAR_ROOM (VM_RAM_SCALAR - VAR_RAM_SLACK)
/* free for a simple variable a declaration (REAL, SHORT, INTEGER) makes or
 * declares again: none short, though a new one may then leave the RAM
 * VM_RAM_SCALAR short; the command stack does not give way (ROM 2CDCC, to
 * the nibble at the keyboard and in programs: INTEGER I,J near the RAM's
 * end makes I, not J; INTEGER X @ REAL X fails at REAL X:
 * memory/declared_scalar_room*, memory/declared_again_room) */
#define VM_RAM_DECLARED_ROOM 0
/* free beside what a PRINT # item makes the file grow by: the item's
 * value, 16 and 2 a character of a string's (ROM 2CDCC, at the RAM's edge
 * in a program: memory/data_file_room_print). */
#define VM_RAM_CHANNEL_ITEM 16
/* free for a simple string an assignment makes (STORE_STR), besides 2 a
 * character of the value assigned (ROM 2CDCC, to the nibble at the keyboard
 * and in programs, values of 20 to 60 characters: memory/new_string_room*;
 * String Ovfl comes after) */
#define VM_RAM_NEW_STRING 84

typedef enum FrameKind { FRAME_GOSUB, FRAME_FN, FRAME_SUB } FrameKind;

/* An INPUT reply while its fields are stored. As the ROM, the fields
 * before a fault are stored (INPUT_NUM/INPUT_STR up to valid), then error
 * is thrown (past valid, or at INPUT_END): with ON ERROR on, as the
 * program's error; else (retry) the run loop shows the message and runs
 * the INPUT statement (retry_pc) again, its edit line the bad reply
 * (retry_edit, the cursor at retry_cursor). A field that is an expression
 * is evaluated as its value is stored, after the fields before it (the
 * ROM: INPUT V,W with 5,V*2 stores 10): its text in text at at[i], len[i]
 * characters (deferred's bit i). */
typedef struct ReplyState {
    Num num[VM_INPUT_FIELDS];
    Word deferred;
    int64_t ram; /* nibbles the reply holds while its fields are stored (VM_RAM_REPLY) */
    int at[VM_INPUT_FIELDS], len[VM_INPUT_FIELDS];
    char text[DISPLAY_LINE_MAX];
    int valid;
    Hp71Error error;
    bool retry;
} ReplyState;

/* A DEF FN parameter's variable as it was before the call. */
typedef struct SavedParam {
    bool is_str;
    int slot;
    NumVar num;
    StrVar str;
} SavedParam;

/* A SUB's parameter bound to an element of its caller's array (CALL
 * S(A(2))): the ROM's parameter is the element itself. Here it is a
 * variable of the subprogram (param), of the array's type and length, that
 * holds the element's value while it is bound (live): every access to the
 * element goes to it (vm.c: element views), and the value goes back to the
 * element when the binding ends (the SUB's end by any way, DESTROY). */
typedef struct ElemRef {
    bool is_str;
    bool live;
    int slot;    /* the parameter */
    NumVar *num; /* or str: the array (its elements found again at the end) */
    StrVar *str;
    int64_t index;
    NumVar *num_param; /* or str_param: the parameter's variable */
    StrVar *str_param;
} ElemRef;

typedef struct Frame {
    FrameKind kind;
    /* the innermost FRAME_FN and FRAME_SUB at or below this frame (their
       indexes in Interp.frames, -1 for none): set at the push, so that the
       innermost call is found without walking the GOSUBs above it */
    int fn_at, sub_at;
    int64_t ret; /* where RETURN / the function's end / END SUB goes */
    /* FRAME_FN: the code ret is in when that is text evaluated by VAL or
       an INPUT reply; NULL: the program's code, found again at the return
       (lines typed while the run is suspended may move it) */
    const Word *ret_code;
    const int32_t *ret_ahead; /* with the cost model, ret_code's entry costs (timing.h) */
    int line;                 /* the caller's current line */
    int64_t stmt_pc;          /* and its current statement (Interp.stmt_pc) */
    int nfors;                /* FOR loops active at the call */
    int for_base;             /* the caller's first FOR loop (CALL: the callee sees only its own) */
    int64_t ram;              /* nibbles of RAM the call holds (VM_RAM_*) */
    /* FRAME_FN */
    int64_t fn_pc; /* the DEF FN called */
    bool is_str;
    int64_t str_max; /* a string function's result's length (DEF FNA$[n]; 32) */
    SavedParam *saved;
    int nsaved;
    bool hid_outer; /* the calling function's parameters were put out of force at the call */
    Num result;
    StrBuf result_str;
    /* FRAME_SUB */
    Variables *caller_env;
    ElemRef *elem_refs; /* its parameters that are elements of the caller's arrays */
    int nelem_refs;
    /* the caller's ON ERROR, out of force in the subprogram and back at its
       end (the ROM: each program environment has its own) */
    int64_t caller_on_error_pc;
    bool caller_on_error_gosub;
    int caller_on_error_line, caller_on_error_frames;
    int64_t caller_data_env; /* and the caller's DATA, each environment its own */
    int caller_data_next;
    /* a subprogram of another BASIC file (other_file): the catalog serial
       of the file its caller runs in, made current again at its end; ret
       and the frames' below are in that file's code */
    bool other_file;
    int64_t activation; /* FRAME_SUB: this call's serial (Interp.activations), ON TIMER's */
    int64_t caller_file;
    /* FRAME_GOSUB: pushed by ON ERROR GOSUB; while it stands the
       environment's errors are not caught (the ROM), until an ON ERROR or
       OFF ERROR runs (error_handler_done) */
    bool error_handler;
    /* FRAME_SUB, FRAME_GOSUB (and FRAME_FN, typed_pause): called from the
       keyboard while the program was suspended, then stopped by an error
       or PAUSE in it (the ROM):
       where the suspended program stood, which its end gives back to CONT,
       with the operands it had pending (a FRAME_FN's: numbers and strings) */
    bool resumes_suspended;
    int64_t suspended_pc;
    int suspended_depth, suspended_sdepth;
    /* FRAME_FN called by a typed line, then stopped by PAUSE in it: it may
       outlive that line (typed_pause); once another line is typed, its end
       goes nowhere (caller_gone): the run stops there (the ROM). A
       FRAME_GOSUB's caller_gone: its typed line is gone (a RETURN typed
       then leaves nothing suspended, typed_return) */
    bool typed_pause, caller_gone;
    /* Interp.typed_val_ram when the frame was made, and the nibbles a typed
       text whose function this is keeps (keep_typed_text_call): at its end
       where the caller is gone, the texts typed since give theirs back
       (fn_caller_gone; the ROM: cont/typed_val_functions_*) */
    int64_t typed_val_before, typed_val_own;
    int nargs;                     /* arguments passed by the CALL or FN call */
    int64_t argmask;               /* FN call: bit i set when argument i is a string */
    int stack_depth, sstack_depth; /* FN call: the caller's pending operands */
    int64_t body_pc;               /* FN: where its body starts, its parameters bound */
    /* FN call: the variable the caller's statement assigns after it (Y in
       Y=7+FNA(2), A in A(1)=FNA(2)): slot + 1 (0: none), its kind and
       environment. Until the call returns nothing may declare it, nor make
       it when it did not exist at the call (reserved_new): Var Context (the
       ROM; var_context) */
    int reserved;
    bool reserved_str, reserved_new;
    const Variables *reserved_env;
} Frame;

/* A VAL text (or a DATA item's, data) being evaluated (evaluate_text):
 * its code, the code and pc where the statement that called VAL (or READ)
 * goes on after it, and the text around it (NULL: none). */
typedef struct ValCaller {
    const Word *text;
    const Word *code;
    int64_t pc;
    bool data;
    const struct ValCaller *outer;
} ValCaller;

/* One CALL argument: a reference to the caller's variable or to an element
 * of its array (num or str, index), or a value. */
typedef enum ArgKind {
    ARG_REF_NUM,
    ARG_REF_STR,
    ARG_VAL_NUM,
    ARG_VAL_STR,
    ARG_ELEM_NUM,
    ARG_ELEM_STR
} ArgKind;
typedef struct Arg {
    ArgKind kind;
    NumVar *num;
    StrVar *str;
    int64_t index; /* ARG_ELEM_*: the element's place in the array's elems */
    Num value;
    StrBuf text;
} Arg;

enum { FOR_GONE = -1 };

typedef struct ForLoop {
    int slot;
    Num limit, step;
    int64_t body; /* pc of the first instruction after FOR; FOR_GONE when that was
                     in a typed line since replaced (the ROM keeps the loop, and its
                     RAM, until the run's end; its NEXT is NEXT w/o FOR) */
    int line;     /* the FOR's line (0 at the keyboard): NEXT's errors name it */
} ForLoop;

/* The TRACE modes, bits of Interp.trace (the TRACE statement's operand). */
enum { TRACE_FLOW = 1, TRACE_VARS = 2 };

/* How a run of code ended. */
typedef enum RunEnd {
    RUN_END,      /* END, or past the last line */
    RUN_STOP,     /* PAUSE or ATTN: suspended, CONT resumes */
    RUN_ERROR,    /* an error was displayed */
    RUN_KEYBOARD, /* a typed line finished */
    RUN_REQUEST,  /* RUN, CONT or RENUMBER asked for a new run (I->request) */
    RUN_EXIT,     /* input ended during INPUT */
    RUN_TIMER,    /* a timer is due: run() fires it and goes on (I->timer_resume) */
} RunEnd;

/* What RUN, CONT or a RENUMBER in a program asks of the caller of the run
 * (commands.c). */
typedef enum RequestKind {
    REQUEST_NONE,
    REQUEST_RUN,
    REQUEST_CONT,
    REQUEST_CONTINUE,
    REQUEST_CHAIN, /* RUN from the first line, the channels kept open */
    REQUEST_CHAIN_FAILED
} RequestKind;
typedef struct Request {
    RequestKind kind;
    int64_t pc; /* REQUEST_CONTINUE: where the program goes on; REQUEST_CONT: the
                   label's (no_line_pc: none), or -1; REQUEST_RUN with line -1: the
                   label's (RUN ,label); REQUEST_CHAIN_FAILED: the error */
    int line;   /* RUN n, CONT n: the first line at or after n (0: none given) */
} Request;

/* What a statement stores into once a user function it calls returns
 * (vm.c's assigned_after_call): the variable (slot + 1; 0 when the
 * statement does something else first, -1 when the code's expression ends
 * there), its kind, the numbers on the stack beneath the call that say
 * where it goes (an element's subscripts, a substring's positions), and
 * whether it is an array's element (not the whole variable or a
 * substring). */
typedef struct StoreTarget {
    int slot;
    bool is_str;
    int subscripts;
    bool element;
} StoreTarget;

struct Interp {
    Host host;
    Program program;
    VarMemory memory;
    Variables globals; /* the main program's variables */
    Variables *env;    /* the current environment: globals, or a CALL's */

    /* evaluation */
    Num stack[VM_STACK_MAX];
    StrBuf sstack[VM_STR_STACK_MAX];
    int ssp;
    bool big_strings;       /* a temporary string grew beyond VM_STR_KEEP */
    bool line_work;         /* a timer is armed, big_strings or stop_at_statement: LINE (and
                               STMT) have more to do than note the line (line_work_update) */
    int fetch_line;         /* the line FETCH alone shows: the last entered, fetched or in
                               error (0: the first, after EDIT or a Memory Lost) */
    bool stop_at_statement; /* the program stops at its next statement (a user function
                               that END or DESTROY ALL typed ended: its caller's goes on) */
    ForLoop *fors;          /* active FOR loops, as many as the RAM holds (VM_RAM_FOR) */
    int nfors, capfors;
    int for_base; /* loops below this belong to callers of the current SUB */
    Frame *frames;
    int nframes, capframes;
    int nsubs; /* FRAME_SUB frames among them */
    /* the environment whose ON ERROR GOSUB subroutine an END DEF forgot
       (end_def_forgets_gosubs): its SUB frame's index + 2, 1 the main
       program, 0 none; its errors stay uncaught, as in the subroutine, until
       an ON ERROR or OFF ERROR runs there (the ROM) */
    int handler_orphaned;
    int64_t fn_saved;       /* SavedParam entries of FRAME_FN frames */
    int64_t call_ram;       /* nibbles a run's first CALL keeps (VM_RAM_FIRST_CALL), until RUN */
    int call_in_file;       /* CALL S IN F: F's index (basicfiles.h), -1 the current file
                               (OP_COMMAND sets it for the OP_CALL_IN after it) */
    int64_t edit_kept_ram;  /* nibbles the suspended calls a program edit dropped keep, until
                               a run starts (interp_program_changed) */
    int64_t typed_val_ram;  /* nibbles each VAL typed at the keyboard whose user function was
                               kept keeps (keep_typed_text_call), until a run starts */
    int64_t stat_kept_ram;  /* nibbles an ADD or DROP that failed keeps, until one succeeds */
    int64_t merge_kept_ram; /* nibbles each MERGE the RAM refused keeps (VM_RAM_MERGE_WORK),
                               until the program changes or ends, or a run starts */
    int64_t eval_kept_ram;  /* nibbles the VALs whose expressions failed running keep, until a
                               program ends (VM_RAM_EVAL_FAILED each; not INPUT or READ) */
    int64_t eval_ram;       /* nibbles the VAL texts being evaluated take while they run (as a
                               held one's, evaluate_text) */
    int64_t for_kept_ram;   /* nibbles the FOR statements that failed keep (VM_RAM_FOR_*), until
                               a program ends or NEXT w/o FOR */
    char file_name[9];      /* the current file's name, NAME's or EDIT's ("" the workfile) */
    int64_t file_serial;    /* the current file's place among the files made (0 the
                               workfile the machine starts with) */
    int64_t activations;    /* the calls of SUBs made so far: each one's serial (Frame) */
    int64_t file_made_day, file_made_minute; /* when the current file was made (the
                                                workfile the machine starts with:
                                                VM_RESET_DAY, 0) */
    bool file_secure; /* SECURE made the current file unchangeable: File Protect */
    BasicFiles basic; /* the other BASIC files (basicfiles.h) */
    /* another file became current under a typed line: the run loop goes on
       in its code, the line linked there code_shift words on */
    bool code_moved;
    int64_t code_shift;
    int64_t startup_ram;    /* nibbles STARTUP's command takes (VM_RAM_STARTUP and 2 a
                               character; 0 for none), until another replaces it */
    unsigned ports_freed;   /* bit i: port 0's module 0.0i (0 to 3) is independent RAM, FREE
                               PORT's, no longer the main RAM's, until CLAIM PORT */
    int for_values;         /* a FOR statement under way (FOR_BEGIN to FOR): 1 and the values
                               it has evaluated (first, limit); 0 none */
    bool for_made_variable; /* and it made its counter (for_room) */
    int64_t trig_at;        /* the statement that last ran SIN, COS, ASIN or ACOS (-1: none) */
    int trig_frames;        /* and the frames then (trig_condition, vm.c) */
    /* nibbles typed GOSUBs to a missing line left (VM_RAM_GOSUB each, the
       ROM), until the run ends or a RETURN is typed while it is suspended */
    int64_t lost_gosub_ram;
    Arg args[VM_ARGS_MAX];
    int nargs;

    /* run state */
    volatile sig_atomic_t *attn; /* the host's ATTN flag, or attn_none */
    sig_atomic_t attn_none;
    int64_t steps_left;  /* backward transfers left before a forced stop */
    int64_t poll_at;     /* steps_left at which a backward transfer next looks at ATTN,
                            the budget and the timers (vm.c, POLL) */
    int64_t steps_limit; /* what each run starts with (interp_set_step_limit) */
    bool suspended;
    int64_t cont_pc;
    /* stmt_pc: where the statement running in the current line starts (its
       STMT, or the line's LINE): CONT after an error resumes there (the
       ROM); current_line: its line number, 0 at the keyboard. One word, so
       that LINE sets both with one store of its operand (a LineMark) */
    union {
        struct {
            int32_t stmt_pc;
            int32_t current_line;
        };
        Word line_mark;
    };
    int cont_depth, cont_sdepth; /* operands pending where it stopped (inside an FN call) */
    bool stop_run;               /* the run stops for good: ATTN inside a long string operation, or
                                    PAUSE, ATTN or END inside text evaluated by VAL or INPUT */
    bool exit_requested;
    Request request; /* made by the statement that ended a run with RUN_REQUEST */

    /* machine settings */
    DisplayFormat format;
    int option_base;
    AngleMode angle;
    NumRound round;
    Traps traps;
    uint64_t system_flags; /* bit i: system flag -i (the exception flags -4 .. -8 ...) */
    uint64_t user_flags;   /* bit i: user flag i (0 .. 63) */
    uint64_t rnd_state;
    Num res;             /* RES: the last value computed and stored or shown */
    int trace;           /* TRACE_FLOW | TRACE_VARS, 0: TRACE OFF */
    bool store_watch;    /* OPTION ROUND NEG or TRACE VARS: a store has more to do than
                            write the value (store_watch_update) */
    int data_next;       /* index of the next DATA item READ takes */
    int64_t data_scan;   /* the cost model: where READ's search for a DATA line starts (a
                            RESTORE's line, the environment's start), -1 after an item read */
    int64_t data_env;    /* whose DATA READ takes: 0 the main program, else a SUB's entry */
    int64_t on_error_pc; /* -1: no ON ERROR */
    bool on_error_gosub;
    int on_error_line;   /* the line of the ON ERROR in force (TRACE FLOW shows the jump through it)
                          */
    int on_error_frames; /* frame depth when ON ERROR was set */
    Timers timers;       /* ON TIMER (timers.c) */
    Keymap keymap;       /* DEF KEY (keymap.c) */
    Files files;         /* DATA files and channels (datafiles.c) */
    char fetched[VM_FETCHED_MAX]; /* FETCH KEY's line, entered by an empty typed line */
    /* the line AUTO or FETCH left in the edit line, for a terminal to offer
       (interp_offered_line; "" none), and AUTO's step (0: FETCH's) */
    char offered[VM_FETCHED_MAX];
    int offered_step;
    /* the command stack: the last lines typed, kept as text (the RAM they
       take, a byte a character and one), the newest last; a line it holds
       already moves to the top instead */
    char command[VM_COMMAND_STACK][VM_COMMAND_MAX + 1];
    int command_len[VM_COMMAND_STACK];
    bool entry_refused; /* the last line entered was refused at entry (an error before it ran) */
    int commands;
    /* while a typed program line is entered, the nibbles of its copy the
       stack held already: the ROM checks its room with both copies kept
       (line_fits; 0 otherwise) */
    int command_again_ram;
    int typed_line_ram;              /* nibbles the tokens of the typed line being executed take */
    int fetched_len;                 /* 0: none */
    uint8_t put_keys[VM_KEY_BUFFER]; /* PUT's keys waiting for KEY$ (keymap slots), oldest first */
    int put_count;
    int contrast;        /* CONTRAST: 0..15 (the LCD's; nothing to show on a terminal) */
    bool stat_array_arg; /* a statistic's argument was an array's name (OP_LOAD_STAT_ARG) */
    uint64_t late_strs;  /* bit i: the string stack's value i is a string array's name
                            that OP_LOAD_STR_LATE pushed (for its OP_LATE_CHECK) */
    int32_t af;          /* AF, the clock's adjustment factor (seconds per 0.1 s; 0: none) */
    bool exact_set;      /* EXACT set a reference (none after a Memory Lost or RESET CLOCK), */
    int64_t exact_at;    /* at this time of the clock's own (hundredths: clock_unmoved), */
    int64_t exact_moved; /* and SETTIME and ADJUST moved it by this since (512ths of a hundredth) */
    bool timer_service;  /* a program runs: its boundaries service due timers */
    int timer_poll;      /* host clock: boundaries until the clock is read again */
    bool timer_hold;     /* CONT: the first boundary fires nothing (its statement runs first) */
    int64_t timer_returned; /* when the last RETURN ran (the clock's microseconds) */
    int64_t timer_resume;   /* where the run goes on after a timer's GOSUB returns */
    int timer_depth;        /* the operands pending there */
    Num delay, scroll;
    int64_t clock_offset; /* hundredths of a second added to the clock (SETTIME) */
    int32_t clock_rest;   /* and 512ths of a hundredth (ADJUST by ticks of 1/512 s), 0..511 */
    Hp71Clock clock;
    bool turned_off;       /* OFF has run: system flag -49 reads 1 from then on (the ROM) */
    bool costing;          /* add up the cost model (virtual clock or pacing) */
    int64_t cost_us;       /* emulated microseconds of execution (cost model) */
    uint64_t *cost_counts; /* --profile: charges of each cost item, then the first and the
                              latest of them at a reading of TIME (3 x TIMING_PROFILE), or NULL */
    bool cost_marked;      /* TIME has been read since the profile began */
    int64_t wait_us;       /* emulated microseconds of WAIT and DELAY */
    int64_t paced_us;      /* emulated time last reported to the host's pace */
    int64_t pace_due;      /* cost_us from which the next report is due (pace) */

    /* characters of the display line charged as written (vm_display_item), which its
       showing does not charge again, and the lines shown so far (show_line) */
    int64_t lcd_prepaid, lines_shown;
    /* the keys typed for the INPUT reply being read, as the host told them
       (interp_reply_keys); reply_keys_len -1: not told */
    char reply_keys[DISPLAY_LINE_MAX];
    int reply_keys_len;
    /* the cost model's entry costs of the program's linked code (timing_entry_costs),
       as of its links count, code and length */
    int32_t *ahead;
    int ahead_cap, ahead_len;
    unsigned ahead_links;
    const Word *ahead_code;
    /* the costed loop's latest dispatch: its code, their entry costs and the position, so
       that an error refunds the rest of a run charged ahead (op_pc -1: none) */
    const Word *op_code;
    const int32_t *op_ahead;
    int64_t op_pc;

    /* the display line being built by DISP and PRINT */
    Display display;
    Graphics graphics;    /* the LCD's dots and DISP$'s entry line (graphics.c) */
    struct Image *image;  /* the image of the DISP USING or PRINT USING running (image.c) */
    bool using_at_field;  /* its walk stopped at a field (else at the image's end) */
    int using_after;      /* ImageAhead: where the look ahead past the field read stopped */
    bool using_print;     /* it is PRINT USING */
    bool using_again;     /* the image was started again for a later item */
    bool using_odd;       /* the last value was a number a digit field showed as Inf,
                             NaN or IMAGE Ovfl's '*', the image not started again since
                             (then a number for a string field on such a pass or in a
                             group's repetition is Data Type: the ROM) */
    bool using_repeating; /* the field read is in a group's second or later repetition */
    int stat_slot;        /* the statistics array's variable (STAT), or -1 (stat.c) */
    int lr_slot;          /* the statistics array LR ran on (-1: none): PREDV regresses
                             variable lr_y on lr_x while it is STAT's */
    Num lr_y, lr_x;
    Num lr_b, lr_m; /* the last LR's intercept and slope */

    /* a typed line that did not compile: the offset in it of the fault (where
       the ROM leaves the cursor), else -1 */
    int entry_error_at;
    /* the line being entered when its keys ran past the line buffer's end
       (the keys past it overwrote its last), else NULL: refused at entry, the
       ROM shows it again after the message (interp_keyboard_error) */
    const char *overflowed_line;
    size_t overflowed_len;
    /* the line being entered as the lower case lock (LC) made its keys'
       letters when that changed it, else NULL: refused at entry, the ROM
       hands it back to the editor, and the display shows it so */
    const char *keyed_line;
    size_t keyed_len;

    /* LOAD: the first error of a line not entered */
    Hp71Error load_error, last_entry_error;

    /* last message */
    int errn, errl;
    Hp71Error last_message;

    /* nested evaluations of text (VAL, INPUT replies) now running */
    int eval_depth;
    /* the INPUT field whose reply is being evaluated: the code of its text
       (NULL none) and the variable it stores (slot 0 none), which a user
       function the reply calls reserves as an assignment's target
       (reserve_target) */
    const Word *reply_text_code;
    StoreTarget reply_target;
    /* the nibbles a user function's call from that text keeps while it is
       pending (the ROM holds the reply then, not before: text_call_ram) */
    int64_t reply_text_ram;
    /* an error in a user function a text's evaluation called: the line the
       text's statement is in (where CONT resumes), its line the error's */
    bool eval_failed;
    int eval_line;
    /* the code VAL is called from and the pc after it, set by FUNC just
       before VAL runs (or by READ before a DATA item's text, eval_data;
       val_code NULL: none); the VAL texts being evaluated,
       innermost first (a user function's call from one stores into what
       its caller's statement stores: store_target_after_call) */
    const Word *val_code;
    int64_t val_pc;
    const ValCaller *val_callers;
    /* text VAL, an INPUT reply or a DATA item evaluates in a program line
       (vm.c: the held evaluation), going on at the program's pc after it,
       or in such a text (VAL's, inside it); eval_pausable while such a
       text runs (or one typed at the keyboard whose function may be kept:
       keep_typed_text_call), eval_holdable while it could be held, the
       code of the innermost being evaluated eval_text; eval_paused once a
       PAUSE in a user function it called suspended the run there. The
       texts are then held (held_eval, innermost first: each one's code and
       entry costs, where the run goes on after it, the INPUT reply's state
       to put back, NULL for VAL) until CONT has finished the function and
       the texts (the ROM); running while a held text's own code runs
       again, after the function's return */
    bool eval_pausable, eval_holdable, eval_paused;
    const Word *eval_text;
    struct {
        struct HeldText {
            Chunk code;
            int32_t *ahead;
            const Word *resume_code; /* an outer held text's (NULL: the program's) */
            int64_t resume_pc;
            struct HeldReply *reply;
            int64_t ram;      /* the nibbles of RAM it takes (VAL's) */
            int64_t call_ram; /* an INPUT reply's: what a call from it keeps (text_call_ram) */
            bool data;        /* a DATA item's (READ): no store target for its calls */
        } text[VM_HELD_MAX];
        int count;
        int64_t ram; /* the nibbles of RAM they take, in all */
        bool running;
    } held_eval;
    /* set by READ just before it evaluates a DATA item's text (evaluate_text:
       held as a reply's, but taking no RAM of its own, the item being in
       the program) */
    bool eval_data;

    /* the innermost catch point of vm_throw */
    jmp_buf *catch_point;
    Hp71Error thrown;

    /* INPUT reply fields (ReplyState; the string fields' values in
       reply_str). */
    ReplyState reply;
    StrBuf reply_str[VM_INPUT_FIELDS];
    StrBuf read_nibbles; /* PEEK$'s nibbles as read (uncharged: RAM-sized) */
    bool retry_pending;
    int64_t retry_pc;
    size_t retry_cursor;
    char retry_edit[DISPLAY_LINE_MAX];

    /* an element outside its array under TRAP(IVL,2): what a read of it
       gives (NaN) and where a store to it goes (lost); quiet_subscript: the
       CHECK_ELEM before this store already raised the warning; read_lost:
       a READ's CHECK_ELEM found its element outside, the READ ends after
       the store (READ_LOST) */
    Num lost_element;
    bool quiet_subscript, read_lost;
    /* live bindings of SUB parameters to array elements (ElemRef): while
       there are any, elements are found through element views (vm.c) */
    int elem_views;

    /* scratch for entering lines */
    TokenList tokens;
    KeywordIndex keyword_index; /* tokens.keywords: the keyword list by first character */
    Chunk scratch;              /* the line being compiled */
    Chunk keyboard;             /* the keyboard line being executed */
};

/* Runs code from pc until it ends; errors are displayed. resume: CONT of
 * the suspended program (its pending operands are taken back). (vm.c) */
RunEnd vm_run(Interp *I, int64_t pc, bool resume);

/* The one throw path: abandons execution with error e (vm.c). */
_Noreturn void vm_throw(Interp *I, Hp71Error e);

/* Displays message e as an error (ERR) or a warning (WRN) with the current
 * line, ending the display line a DISP list left open, and records it in
 * ERRN/ERRL/ERRM$. (vm.c) */
void vm_report(Interp *I, Hp71Error e, bool warning);

/* Displays TRANSFORM's warning about a TEXT file's line, "TFM WRN
 * L20:Syntax" with e's message (the ROM): line is the BASIC line number of
 * one that did not enter and became a remark, or the place in the file of
 * one with no number (Transform Failed). ERRN is left to the error
 * TRANSFORM ends with. (vm.c) */
void vm_report_transform(Interp *I, int line, Hp71Error e);

/* Before an arithmetic exception's warning (traps.c), pending numbers (and
 * the strings) on the stack in its statement: Insufficient Memory when the
 * RAM free, less what they take, is below -VM_RAM_WARNING_SLACK nibbles
 * (vm.c). */
void vm_warning_room(Interp *I, int pending);

/* CALL S IN F whose F is no BASIC file, on no device or a string array's
 * name (commands.c, vm_loop.h): TRACE FLOW shows "CALL S" first, S the
 * name on top of the string stack, as the ROM does before it looks for F.
 * (vm.c) */
void vm_trace_call_in(Interp *I);

/* Sends the display line a DISP list left open to the host if it shows
 * anything but blanks. (vm.c) */
void vm_flush_display(Interp *I);

/* The display module's sink (ctx: the Interp): shows a finished DISP or
 * PRINT line. (vm.c) */
void vm_display_sink(void *ctx, const char *text, size_t len);

/* Shows a complete line of text on the display. (vm.c) */
void vm_display_line(Interp *I, const char *text, size_t len);
/* Writes an item of a DISP or PRINT list (or of an image) onto the display
 * line (display_item). With the cost model on, the LCD's time for the
 * characters it adds to the line passes as they are written, as the ROM
 * writes each item (`DISP "ABCDEFGHIJ";TIME-T` shows .07 on the ROM, the
 * ten characters' 46 ms before TIME is read), instead of when the line is
 * shown, which charges the rest. Raises nothing. */
void vm_display_item(Interp *I, const char *text, size_t len);
/* display_comma and display_tab (col, whole, at least 1), their blanks
 * charged as vm_display_item's characters. Raise nothing. */
void vm_display_comma(Interp *I);
void vm_display_tab(Interp *I, int64_t col);
/* Shows a catalog entry (CAT, EDIT): a line that does not scroll when it
 * is longer than the window, only the DELAY is waited (the ROM). (vm.c) */
void vm_display_entry(Interp *I, const char *text, size_t len);

/* Emulated time now: hundredths of a second since midnight. (vm.c) */
int64_t vm_time_of_day(Interp *I);

/* Whether the lower case lock is on (system flag -15, LC ON). (vm.c) */
bool vm_lower_case_lock(const Interp *I);

/* Whether USER mode is on (system flag -9, USER ON): the keys typed type
 * their DEF KEY assignments. (vm.c) */
bool vm_user_mode(const Interp *I);

/* The letters of text (len bytes), keys typed for a line or an INPUT
 * reply, as the keyboard makes them: swapped between upper and lower case
 * while the lower case lock is on (system flag -15, LC ON), as they are
 * otherwise (the ROM: "Hello" typed under LC ON is "hELLO"). (vm.c) */
void vm_keys_case(const Interp *I, char *text, size_t len);

/* Emulated local date and time: hundredths of a second since 1970-01-01. */
int64_t vm_now(Interp *I);
/* The same clock in microseconds (the host's clock: its hundredths), for
 * the timers, which count 32nds of a second. */
int64_t vm_now_us(Interp *I);
/* The machine's own time since its reset in microseconds, which SETTIME,
 * ADJUST and the like do not move (the host's clock: since 2000). */
int64_t vm_machine_us(Interp *I);

/* Shows WRN:Overflow or WRN:Underflow (with the current line) for each
 * literal of the line just tokenized that is beyond the REAL range and
 * stands before offset stop_pos in the line (INT_MAX: all), once. (vm.c) */
void vm_literal_warnings(Interp *I, int stop_pos);

/* The same at a line's entry, as the ROM reads it: statement by statement,
 * up to stop_pos (the offset of an entry error; INT_MAX when none), a
 * statement that starts with a numeric variable not assigned to (X+5E506)
 * read twice, so its warnings come twice. (vm.c) */
void vm_entry_warnings(Interp *I, int stop_pos, bool twice);

/* Tokenizes text (len characters) into I->tokens, literals beyond the range
 * as the traps make them (TRAP(OVF,2): Inf, TRAP(UNF,2): the denormal);
 * returns the tokenizer's error. */
Hp71Error vm_tokenize(Interp *I, const char *text, size_t len);

/* The settings kept in system flags (RADIANS, OPTION ROUND, the display
 * mode and digits, OPTION BASE): written into the flags after a statement
 * set them, read back after a system flag changed. (vm.c) */
void vm_settings_to_flags(Interp *I);
void vm_settings_from_flags(Interp *I);

/* The machine is back at the prompt, a line about to be typed: system flag
 * -26 is cleared (the ROM keeps what SFLAG, FLAG or POKE set it to only
 * while a typed line or program runs, through INPUT and warnings, until
 * the prompt: PAUSE, STOP, END or the line's end). (vm.c) */
void vm_at_prompt(Interp *I);

/* Unwinds GOSUB/FN/CALL frames down to depth, restoring FN parameters and
 * leaving CALL environments; with frames left, the file they run in is the
 * current one again (a subprogram of another BASIC file left; with none
 * left the run is over, and the file it stopped in stays current: the
 * ROM). (vm.c) */
void vm_unwind(Interp *I, int depth);
/* The program of the BASIC file of catalog serial serial: the current
 * file's, another's (basicfiles.h), or NULL when there is none. (vm.c) */
const Program *vm_file_program(const Interp *I, int64_t serial);

/* Lets the held evaluation of a text go (Interp.held_eval): always, or when
 * unless_used only once no user function returns into it. (vm.c) */
void vm_held_eval_release(Interp *I, bool unless_used);

/* Whether user function frame f returns into a held text's code. */
bool vm_held_return(const Interp *I, const Frame *f);

/* Gives back the memory of large temporary strings after a statement. (vm.c) */
void vm_release_strings(Interp *I);

/* With the cost model on (the virtual and frozen clocks), the time the
 * keyboard takes to type typed (len characters) and ENDLINE: each
 * character's key (KEY_TAP) and the shift key before a shifted one
 * (SHIFT_TAP), the typist's hold of each key (TIMING_KEY_HOLD_US, a wait)
 * and the line's entry at ENDLINE (REPLY_ENTRY when reply is true, else
 * LINE_ENTRY). For a line typed at the prompt and an INPUT reply; a
 * program loaded from a file is not typed. (vm.c) */
void vm_keys_typed(Interp *I, const char *typed, size_t len, bool reply);

/* With the cost model on, charges n of a cost item (timing.h). (vm.c) */
void vm_charge(Interp *I, int item, int64_t n);

/* Tells the host the DELAY settings (hold and scroll seconds). (vm.c) */
void vm_report_delay(Interp *I);

/* The nibbles of the HP-71B's RAM free, as MEM counts them (below 0 when
 * variables were made with none left): after the program, the command
 * stack, the variables, a suspended run's calls and loops. (vm.c) */
int64_t vm_ram_free(const Interp *I);
/* Takes days since 1970-01-01; gives the civil year, month (1-12), day. */
void vm_civil_from_days(int64_t z, int *y, int *m, int *d);
/* A new file's place among the files made and the day (since 1970-01-01)
 * and minute it is made at: now. (vm.c) */
void vm_file_made(Interp *I, int64_t *serial, int64_t *day, int64_t *minute);
/* The kinds of file in the main RAM's catalog (vm_catalog_next). */
typedef enum CatalogFile {
    CATALOG_NONE,
    CATALOG_CURRENT, /* the current BASIC file */
    CATALOG_BASIC,   /* another BASIC file (basicfiles.h) */
    CATALOG_DATA,    /* a DATA file (datafiles.h) */
    CATALOG_KEYS     /* the keys file */
} CatalogFile;
/* The file made next after the one of place *serial (-1 for the first) in
 * the order the files were made (the catalog's): its kind, its place into
 * *serial and its index into *which (another BASIC file's or a DATA
 * file's); CATALOG_NONE after the last. (vm.c) */
CatalogFile vm_catalog_next(const Interp *I, int64_t *serial, int *which);
/* BASIC file i's catalog entry (i -1: the current file), with the blank the
 * ROM ends it with: its length. (vm.c) */
int vm_basic_entry(const Interp *I, int i, char *buf, size_t size);
/* DATA file index i's catalog entry (files_entry, dated): its length. (vm.c) */
int data_file_entry(const Interp *I, int i, char *buf, size_t size);
/* Whether nibbles of RAM are free (vm_ram_free at least nibbles), found
 * without counting the simple variables when the RAM could hold one in
 * every slot. (vm.c) */
bool vm_ram_has(const Interp *I, int64_t nibbles);
/* Makes I's variables count the RAM as the run does (vm_ram_free): once,
 * as I is made. */
void vm_memory_init(Interp *I);

/* Resets the run state for RUN: frames, loops, DATA pointer, ON ERROR. */
void vm_reset_run(Interp *I);
/* A run starts from a line (RUN, CONT of nothing suspended): vm_reset_run,
 * and the RAM kept until a run starts (call_ram, edit_kept_ram) comes back;
 * no line is current; every channel is closed and the channel table gone,
 * but for a CHAIN (chained: the ROM keeps them open, files/chain_*). */
void vm_start_run(Interp *I, bool chained);
/* The code position whose environment (program.h) a typed line runs in:
 * the entry of the SUB the program is suspended in, or -1 for the main
 * program (or no program suspended). */
int vm_suspended_env(const Interp *I);

/* Sets store_watch after a change of OPTION ROUND or TRACE: the run loop's
 * INC then leaves its fast path (an exact 0 under ROUND NEG is -0, TRACE
 * VARS shows the store). Every write of round or trace is followed by it. */
static inline void store_watch_update(Interp *I) {
    I->store_watch = I->round == NUM_ROUND_NEG || (I->trace & TRACE_VARS);
}

/* Keeps an INPUT or LINPUT reply (len characters, as typed; none when
 * empty) in the command stack, as the ROM keeps it: a typed line's place and
 * RAM, the oldest lines going when the RAM cannot hold it. (interp.c) */
void interp_command_stack_reply(Interp *I, const char *text, size_t len);

#endif
