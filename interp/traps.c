/* traps.c — IEEE exceptions, TRAP and DEFAULT (see traps.h). */
#include "traps.h"

#include "machine.h"

void traps_reset(Traps *t) {
    for (int i = 0; i < TRAP_NAMES; i++)
        t->value[i] = 1;
}

void traps_default(Traps *t, TrapDefault d) {
    static const uint8_t values[][TRAP_NAMES] = {
        [TRAP_DEFAULT_ON] = {1, 1, 1, 1, 1},
        [TRAP_DEFAULT_OFF] = {0, 0, 0, 0, 1},
        [TRAP_DEFAULT_EXTEND] = {1, 2, 2, 2, 2},
    };
    for (int i = 0; i < TRAP_NAMES; i++)
        t->value[i] = values[d][i];
}

static void raise_flag(Interp *I, TrapName t) {
    I->system_flags |= 1ULL << -traps_flag(t);
}

/* A warning with the result to go on with (when the RAM has room for it,
 * pending numbers on the stack besides: vm_warning_room). */
static Num warn(Interp *I, Hp71Error e, Num r, int pending) {
    vm_warning_room(I, pending);
    vm_report(I, e, true);
    return r;
}

/* A result made inexact by its exception's default (MAXREAL for Inf, zero
 * for a tiny value): under TRAP(INX,0) the ROM stops with Inexact before
 * the exception's own warning. */
static void inexact_default(Interp *I) {
    if (!traps_go_on(&I->traps, TRAP_NAME_INX)) vm_throw(I, HP71_E_INEXACT);
}

Num traps_integer_overflow(Interp *I, bool negative, StoreKind kind) {
    raise_flag(I, TRAP_NAME_OVF);
    raise_flag(I, TRAP_NAME_INX);
    if (!traps_go_on(&I->traps, TRAP_NAME_OVF)) vm_throw(I, HP71_E_OVERFLOW);
    inexact_default(I);
    if (kind == STORE_KIND_FOR_VALUE ||
        (kind == STORE_KIND_RESULT && (I->round == NUM_ROUND_NEG || I->round == NUM_ROUND_ZERO)))
        return warn(I, HP71_E_OVERFLOW, num_from_int(-VAR_INTEGER_MAX), 0);
    if (I->traps.value[TRAP_NAME_OVF] == 2)
        return warn(I, HP71_E_OVERFLOW, num_inf(negative ? -1 : 1), 0);
    return warn(I, HP71_E_OVERFLOW, num_from_int(negative ? -VAR_INTEGER_MAX : VAR_INTEGER_MAX), 0);
}

void traps_literal(Interp *I, Hp71Error e) {
    if (e == HP71_E_OVERFLOW) raise_flag(I, TRAP_NAME_OVF);
    if (e == HP71_E_UNDERFLOW || e == HP71_E_UNDERFLOW_EXACT) raise_flag(I, TRAP_NAME_UNF);
    raise_flag(I, TRAP_NAME_INX);
}

Num traps_event(Interp *I, Hp71Error e, Num r, int pending) {
    const uint8_t *v = I->traps.value;
    bool neg = num_is_negative(r);
    switch (errors_class(e)) {
    case TRAP_INX:
        raise_flag(I, TRAP_NAME_INX);
        if (!traps_go_on(&I->traps, TRAP_NAME_INX)) vm_throw(I, e);
        return r;
    case TRAP_DVZ:
        raise_flag(I, TRAP_NAME_DVZ);
        if (v[TRAP_NAME_DVZ] == 1) {
            raise_flag(I, TRAP_NAME_INX); /* MAXREAL stands for Inf: inexact */
            inexact_default(I);
            return warn(I, e, num_max_real(neg ? -1 : 1), pending);
        }
        if (v[TRAP_NAME_DVZ] == 2) return warn(I, e, r, pending);
        vm_throw(I, e);
    case TRAP_OVF:
        raise_flag(I, TRAP_NAME_OVF);
        raise_flag(I, TRAP_NAME_INX);
        if (traps_go_on(&I->traps, TRAP_NAME_OVF)) inexact_default(I);
        if (v[TRAP_NAME_OVF] == 1) return warn(I, e, num_max_real(neg ? -1 : 1), pending);
        if (v[TRAP_NAME_OVF] == 2) return warn(I, e, r, pending);
        vm_throw(I, e);
    case TRAP_UNF:
        raise_flag(I, TRAP_NAME_UNF);
        raise_flag(I, TRAP_NAME_INX);
        if (traps_go_on(&I->traps, TRAP_NAME_UNF)) inexact_default(I);
        if (v[TRAP_NAME_UNF] == 1) return warn(I, e, num_zero(neg), pending);
        if (v[TRAP_NAME_UNF] == 2) return warn(I, e, r, pending);
        vm_throw(I, e);
    case TRAP_UNF_EXACT: /* a denormal, exactly */
        if (v[TRAP_NAME_UNF] == 2) return r;
        raise_flag(I, TRAP_NAME_UNF);
        if (v[TRAP_NAME_UNF] == 1) {
            raise_flag(I, TRAP_NAME_INX); /* flushed to zero */
            inexact_default(I);
            return warn(I, HP71_E_UNDERFLOW, num_zero(neg), pending);
        }
        vm_throw(I, HP71_E_UNDERFLOW);
    case TRAP_IVL:
        raise_flag(I, TRAP_NAME_IVL);
        if (v[TRAP_NAME_IVL] == 2) return warn(I, e, num_nan(), pending);
        vm_throw(I, e);
    case TRAP_ONE:
        if (v[TRAP_NAME_IVL] == 0) vm_throw(I, e);
        return warn(I, e, num_from_int(1), pending);
    case MSG_WARNING: return warn(I, e, r, pending);
    case MSG_ERROR:
        if (e == HP71_E_NONE) return r;
        vm_throw(I, e);
    }
    return r;
}
