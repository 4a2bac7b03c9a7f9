/*
 * variables.h — the HP-71B variable store.
 *
 * This module owns every BASIC variable: the numeric ones (REAL, SHORT,
 * INTEGER scalars and arrays of one or two dimensions) and the string ones
 * (scalars with a maximum length, 32 when not dimensioned, and string
 * arrays). Names map to fixed slots (tokenizer.h: letter and optional digit),
 * so compiled code addresses variables by slot with no lookup. It applies the
 * HP-71B store rules: the value is computed as a REAL and rounded to the
 * variable's type when stored. A Variables is one environment: the main
 * program's, or a subprogram call's (all its variables are local); a SUB
 * parameter passed by reference is an alias (ref) to the caller's variable.
 * Every environment charges one shared memory budget, which turns a
 * too-large DIM or runaway recursion into Insufficient Memory.
 */
#ifndef HP71_VARIABLES_H
#define HP71_VARIABLES_H

#include <stdbool.h>
#include <stdint.h>

#include "errors.h"
#include "number.h"
#include "timing.h"
#include "tokenizer.h"

typedef enum VarType { VAR_REAL, VAR_SHORT, VAR_INTEGER } VarType;

/* Largest INTEGER magnitude. */
#define VAR_INTEGER_MAX 99999
#define VAR_DIM_MAX     65535 /* the largest DIM bound or string length (ROM) */
/* Maximum length of a string variable that was not dimensioned (characters). */
#define VAR_DEFAULT_STRING_MAX 32
/* Nibbles an array may leave short of none as it is made, and a simple
 * string, DIM's or one an assignment makes (ROM 2CDCC, measured by MEM at
 * the edge: memory/dim_room_*, memory/new_string_room_empty_value*) */
#define VAR_RAM_SLACK 3
/* free beyond its growth for an array declared again, a dimension, and for
 * a string that exists declared again (variables_declare_str) */
#define VAR_RAM_REDIM 16
/* Upper bound of an array used without DIM. */
#define VAR_IMPLICIT_BOUND 10

/* True when subscript sub (whole) is within the bounds an array gets when
 * it is used without DIM (base, the OPTION BASE, to VAR_IMPLICIT_BOUND). */
static inline bool variables_implicit_bounds(int64_t sub, int base) {
    return sub >= base && sub <= VAR_IMPLICIT_BOUND;
}

typedef struct StrBuf {
    char *s;
    int len, cap;
} StrBuf;

/* The kind bit (Num.k) no number has: the val of a numeric array or an
 * alias holds VARIABLES_INDIRECT, so that a val whose exponent and kind
 * word (num_tag) is 0 is, in one test, a simple variable holding a
 * fast-path integer (the run loop's fast paths). */
#define VARIABLES_INDIRECT_KIND 64
#define VARIABLES_INDIRECT      ((Num){0, 0, VARIABLES_INDIRECT_KIND})

typedef struct NumVar {
    struct NumVar *ref; /* an alias: every access goes to *ref */
    bool exists;
    uint8_t type;       /* VarType */
    uint8_t ndims;      /* 0: scalar */
    bool stat;          /* made by STAT A(n), not declared since: a statistics array (the ROM) */
    int16_t base;       /* lower bound of each subscript (OPTION BASE when declared: 0 or 1) */
    int16_t convert_us; /* timing_convert of its type (variables_set_type): what reading
                           it adds to the emulated clock, one load for the costed run
                           loop */
    int16_t store_us;   /* timing_convert_store of its type: what storing it adds */
    int32_t ub[2];      /* upper bounds */
    Num val;            /* a simple variable's value (0 when it does not exist);
                           VARIABLES_INDIRECT in an array or an alias */
    Num *elems;
    /* INC's one test of an existing variable's type (variables_set_type):
       twice the largest whole number a store into it leaves unchanged,
       plus 1; 0 when it does not exist (then INC takes its slow path)
       (and to 64 bytes: the run loop finds a slot's variable with one shift) */
    int64_t inc_limit;
} NumVar;
_Static_assert(sizeof(NumVar) == 64, "a NumVar is 64 bytes");

/* True when n is a simple variable (not an array, not an alias): one test of
 * its val's kind. */
static inline bool variables_is_simple(const NumVar *n) {
    return !(n->val.k & VARIABLES_INDIRECT_KIND);
}

/* Makes slot n an alias of target (a by-reference parameter). */
static inline void variables_alias_num(NumVar *n, NumVar *target) {
    n->ref = target;
    n->val = VARIABLES_INDIRECT;
}

/* The largest magnitude of a whole number that a store into a variable of
 * type t leaves unchanged: any below 10^12 for REAL, 99999 for INTEGER and
 * SHORT. */
static inline int64_t variables_identity_most(VarType t) {
    return t == VAR_REAL ? NUM_INT_LIMIT - 1 : VAR_INTEGER_MAX;
}

/* Makes n of type t (with its convert_us): every change of a numeric
 * variable's type goes through here. */
static inline void variables_set_type(NumVar *n, VarType t) {
    n->type = (uint8_t)t;
    n->inc_limit = n->exists ? 2 * variables_identity_most(t) + 1 : 0;
    n->convert_us = (int16_t)timing_convert[t];
    n->store_us = (int16_t)timing_convert_store[t];
}

typedef struct StrVar {
    struct StrVar *ref; /* an alias: every access goes to *ref */
    bool exists;
    uint8_t ndims; /* 0 or 1 */
    int32_t base, ub;
    int maxlen; /* characters */
    StrBuf val;
    StrBuf *elems;
} StrVar;

/* The memory shared by every environment, counted twice: the host's bytes
 * (a safety limit, --memory) and the HP-71B's RAM at the machine's own sizes
 * (MEM and the DIM that does not fit: Insufficient Memory, as the ROM). */
typedef struct VarMemory {
    int64_t used;               /* host bytes of arrays, strings and environments in use */
    int64_t budget;             /* host bytes available */
    int64_t ram;                /* nibbles of the HP-71B's RAM the declared variables take */
    const int64_t *program_ram; /* nibbles of that RAM the program takes (Program.ram) */
    int64_t ram_size;           /* bytes of that RAM free after a Memory Lost (MEM then) */
    int64_t keyboard_ram;       /* nibbles of it the command stack and the typed line being
                                   executed take (interp.c) */
    /* the nibbles of that RAM free as its owner counts them, with what a
       run holds beside the variables (NULL: variables_ram_free) */
    int64_t (*ram_free)(const struct VarMemory *mem);
} VarMemory;

/* Nibbles of the HP-71B's RAM an array takes (ROM 2CDCC, measured with MEM):
 * a header of 20 and per element 16 (REAL), 9 (SHORT), 6 (INTEGER), or
 * 4 + 2 per character of its length (a string array); a simple string 24 +
 * 2 per character. */
int64_t variables_ram_num(VarType type, int64_t elements);
int64_t variables_ram_str(int ndims, int64_t elements, int64_t maxlen);
/* The number of elements of numeric array n (1 for a simple variable). */
static inline int64_t variables_num_elements(const NumVar *n) {
    int64_t count = 1;
    for (int d = 0; d < n->ndims; d++)
        count *= (int64_t)n->ub[d] - n->base + 1;
    return count;
}

/* The nibbles of RAM numeric variable n takes as declared (an array's;
 * a simple variable's are counted by the run: none here), and string
 * variable s (a simple string or an array). */
int64_t variables_num_var_ram(const NumVar *n);
int64_t variables_str_var_ram(const StrVar *s);

/* Takes the shared memory; returns the nibbles of RAM left for variables. */
int64_t variables_ram_free(const VarMemory *mem);

typedef struct Variables {
    NumVar num[VARIABLE_SLOTS];
    StrVar str[VARIABLE_SLOTS];
    VarMemory *mem;
} Variables;

/* Takes a Variables and the shared memory account; makes it empty. */
void variables_init(Variables *v, VarMemory *mem);

/* The numeric variable of slot, following an alias. */
static inline NumVar *variables_num(Variables *v, int slot) {
    NumVar *n = &v->num[slot];
    return n->ref ? n->ref : n;
}

/* The string variable of slot, following an alias. */
static inline StrVar *variables_str(Variables *v, int slot) {
    StrVar *s = &v->str[slot];
    return s->ref ? s->ref : s;
}
/* Frees every variable (DESTROY ALL). */
void variables_destroy_all(Variables *v);
/* Frees one numeric (is_string false) or string variable (DESTROY A, A$);
 * an alias is only removed. */
void variables_destroy(Variables *v, bool is_string, int slot);

Hp71Error variables_convert_slow(VarType type, Num value, NumRound mode, Num *out);

/* Rounds value to a variable type as a store does: INTEGER to the nearest
 * whole number (ties away from zero, whatever the OPTION ROUND; Inf and NaN
 * kept), SHORT to 5 digits in the OPTION ROUND mode (ties to even when
 * NEAR). Returns INT_OVERFLOW (a warning) when an INTEGER store is
 * beyond ±99999 (the value is then clamped), a SHORT's Overflow or
 * Underflow exception (its result ±Inf or ±0). */
static inline Hp71Error variables_convert(VarType type, Num value, NumRound mode, Num *out) {
    if (type == VAR_REAL) {
        *out = value;
        return HP71_E_NONE;
    }
    if (type == VAR_INTEGER && num_is_small_int(value) && value.m <= VAR_INTEGER_MAX &&
        value.m >= -VAR_INTEGER_MAX) {
        *out = value;
        return HP71_E_NONE;
    }
    return variables_convert_slow(type, value, mode, out);
}

/* Declares numeric variable slot with a type and ndims (0..2) upper bounds
 * (bounds[i] >= base), all elements 0. Errors: Subscript (bound below base),
 * Insufficient Memory. */
Hp71Error variables_declare_num(Variables *v, int slot, VarType type, int ndims,
                                const int64_t *bounds, int base);
/* Declares string variable slot: a scalar (ndims 0) or an array of
 * bound - base + 1 strings, each of at most maxlen characters; it may
 * leave VAR_RAM_SLACK nibbles short of none (ROM 2CDCC: DIM A$[16932]
 * typed first, memory/dim_room_dim_string*; Q$="" made by an assignment,
 * memory/new_string_room_empty_value*).
 * Errors: Subscript, Invalid Arg (negative length), Insufficient Memory. */
Hp71Error variables_declare_str(Variables *v, int slot, int ndims, int64_t bound, int maxlen,
                                int base);

/* Takes an array slot and ndims subscripts (already rounded to integers);
 * sets *elem to the element. An array used without DIM is created with
 * bounds of 10 (and base), unless a subscript is outside them (Subscript,
 * nothing made). Errors: Subscript, Data Type (slot is a scalar). */
Hp71Error variables_element(Variables *v, int slot, int ndims, const int64_t *subs, int base,
                            Num **elem);

/* Returns the numeric scalar of slot, creating it (REAL, 0) when missing.
 * Error: Data Type when slot is an array (reported by the caller). */
NumVar *variables_scalar(Variables *v, int slot);

/* Takes a string array slot and a subscript; sets *elem to the element and
 * *maxlen to the array's maximum length. A string array used without DIM is
 * created with bound 10 and maximum 32, unless the subscript is outside
 * them (Subscript, nothing made). Errors: Subscript, Data Type. */
Hp71Error variables_str_element(Variables *v, int slot, int64_t sub, int base, StrBuf **elem,
                                int *maxlen);

/* Returns string scalar slot's buffer and maximum length, creating it (empty,
 * maximum 32) when missing. Errors: Data Type (an array), Insufficient
 * Memory. */
Hp71Error variables_str_scalar(Variables *v, int slot, StrBuf **val, int *maxlen);

/* Stores text (len characters) into string scalar slot, creating it when
 * missing. Error: String Ovfl when len exceeds its maximum. */
Hp71Error variables_store_str(Variables *v, int slot, const char *text, int len);

/* Longest string any buffer holds (characters); longer is Insufficient
 * Memory. */
#define STRBUF_MAX (1 << 30)

/* String buffers. A variable's buffer is paid for by its declared maximum
 * (mem NULL: the buffer grows to fit, uncharged); every other buffer (the
 * evaluation stack, function results, CALL arguments, INPUT fields) charges
 * its capacity to mem, so temporaries cannot outgrow the budget. Sizes are
 * checked in 64 bits. */

/* Makes room for need characters (plus a NUL). Error: Insufficient Memory
 * (beyond STRBUF_MAX, the budget or the host's memory). */
Hp71Error strbuf_reserve(StrBuf *b, int64_t need, VarMemory *mem);
/* Copies text (len characters) into b. Error: Insufficient Memory. */
Hp71Error strbuf_set(StrBuf *b, const char *text, int64_t len, VarMemory *mem);
/* Appends text (len characters) to b. Error: Insufficient Memory. */
Hp71Error strbuf_append(StrBuf *b, const char *text, int64_t len, VarMemory *mem);
/* Frees b's storage and gives its charge back to mem. */
void strbuf_free(StrBuf *b, VarMemory *mem);

#endif
