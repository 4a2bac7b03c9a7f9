/*
 * traps.h — the HP-71B's IEEE exception model: TRAP, DEFAULT and the
 * exception flags.
 *
 * This module owns what happens when arithmetic raises an exception (a
 * TRAP_* message of errors.h). Each of the five classes — IVL invalid
 * operation, DVZ division by zero, OVF overflow, UNF underflow, INX inexact —
 * has a trap value (TRAP(name[,v]), DEFAULT ON|OFF|EXTEND) and a system flag
 * (-8 IVL, -7 DVZ, -6 OVF, -5 UNF, -4 INX) that the exception sets. By the
 * trap value, as the ROM does (tests/model/traps):
 *   DVZ, OVF, UNF   1: a warning, the result ±MAXREAL (or ±0 for UNF);
 *                   2: a warning, the IEEE result (±Inf, a denormal) —
 *                      silent for an exact denormal;
 *                   0 and 3 up: an error.
 *   IVL             2: a warning, the result NaN; otherwise an error.
 *   0^0, Inf^0      0: an error; otherwise a warning, the result 1.
 *   INX             0 and 3 up: an error (Inexact); 1, 2: nothing.
 * After a reset every trap is 1; DEFAULT OFF sets IVL DVZ OVF UNF to 0,
 * DEFAULT ON all to 1, DEFAULT EXTEND DVZ OVF UNF INX to 2.
 */
#ifndef HP71_TRAPS_H
#define HP71_TRAPS_H

#include <stdint.h>

#include "number.h"

typedef struct Interp Interp;

/* The trap classes, in the order of their system flags -8 .. -4. */
typedef enum TrapName {
    TRAP_NAME_IVL,
    TRAP_NAME_DVZ,
    TRAP_NAME_OVF,
    TRAP_NAME_UNF,
    TRAP_NAME_INX,
    TRAP_NAMES
} TrapName;

/* The system flag (-8 .. -4) of a trap class. */
static inline int traps_flag(TrapName t) {
    return -8 + (int)t;
}

typedef enum TrapDefault { TRAP_DEFAULT_ON, TRAP_DEFAULT_OFF, TRAP_DEFAULT_EXTEND } TrapDefault;

typedef struct Traps {
    uint8_t value[TRAP_NAMES];
} Traps;

/* Whether trap n lets the run go on (a value of 1 or 2: a warning and a
 * default result); 0, and 3 to 15 as 0, make its exception an error. */
static inline bool traps_go_on(const Traps *t, TrapName n) {
    return t->value[n] == 1 || t->value[n] == 2;
}

/* The traps after a reset: every class 1. */
void traps_reset(Traps *t);

/* DEFAULT ON, OFF or EXTEND. */
void traps_default(Traps *t, TrapDefault d);

/* Handles the exception e (a TRAP_* message; HP71_E_NONE does nothing) of
 * an arithmetic result r: sets its flags and, by its trap, returns the
 * result to use (r, or the trap-1 default), after showing the warning, or
 * throws the error (vm_throw); a warning the RAM has no room for, pending
 * numbers on the stack below r in its statement, throws Insufficient
 * Memory instead (vm_warning_room). */
Num traps_event(Interp *I, Hp71Error e, Num r, int pending);

/* How a value stored into a variable came about, which decides what the
 * ROM stores when it is too large for an INTEGER (traps_integer_overflow). */
typedef enum StoreKind {
    STORE_KIND_VALUE,     /* a constant, a variable, VAL, RES; -, ABS, () of one */
    STORE_KIND_RESULT,    /* an operation's result: X+0, IP(X), FNA, NEXT's sum */
    STORE_KIND_FOR_VALUE, /* a FOR's first value that is not a result */
} StoreKind;

/* An INTEGER store beyond ±99999 (negative: its sign) of a value of kind:
 * an Overflow exception of its own default, ±99999 (OVF trap 1; 2 gives
 * ±Inf, 0 the error), inexact first under TRAP(INX,0) (the ROM). But as the
 * ROM, whatever the sign and the OVF trap 1 or 2: -99999 for a result
 * under OPTION ROUND NEG or ZERO, and for a FOR's first value that is not a
 * result. Returns the value to store, after the warning; or throws. */
Num traps_integer_overflow(Interp *I, bool negative, StoreKind kind);

/* A literal beyond the REAL range as it is read (e: OVERFLOW or UNDERFLOW;
 * its warning is shown by the caller): raises its flag and the inexact
 * flag, as the ROM does whatever the traps. */
void traps_literal(Interp *I, Hp71Error e);

#endif
