/* timers.c — ON TIMER's three program timers (see timers.h). */
#include "timers.h"

#include <string.h>

/* The ROM's timers count whole 32nds of a second: an interval is cut to
   them (.1 s runs every 3/32 s, .01 s is 0). */
#define TICK_US            31250              /* a 32nd of a second */
#define INTERVAL_MAX_TICKS ((int64_t)1 << 38) /* about 272 years */
/* The pause of an interval of 0: it is due again a hundredth later. */
#define NEXT_BOUNDARY_US 10000

Hp71Error timers_index(Num n, int *index) {
    if (num_is_nan(n) || num_is_inf(n)) return HP71_E_INVALID_ARG;
    bool exact;
    int64_t k = num_to_int64(num_round_int(n), 1000, &exact);
    if (k < 1 || k > TIMERS_COUNT) return HP71_E_INVALID_ARG;
    *index = (int)k - 1;
    return HP71_E_NONE;
}

int64_t timers_interval_us(Num seconds) {
    if (num_is_nan(seconds) || num_is_negative(seconds) || num_is_zero(seconds)) return 0;
    if (num_is_inf(seconds)) return INTERVAL_MAX_TICKS * TICK_US;
    bool exact;
    Num ticks;
    (void)num_mul(seconds, num_from_int(1000000 / TICK_US), &ticks,
                  NUM_ROUND_NEAR); /* overflow: Inf, clamped */
    if (num_is_inf(ticks)) return INTERVAL_MAX_TICKS * TICK_US;
    int64_t v = num_to_int64(num_ip(ticks), INTERVAL_MAX_TICKS, &exact);
    return (v < 0 ? 0 : v) * TICK_US;
}

void timers_arm(Timers *T, int index, int64_t interval_us, int64_t now_us, int64_t target,
                bool gosub, int line) {
    ProgramTimer *t = &T->t[index];
    if (!t->armed) T->armed++;
    int serving = t->serving; /* (set again inside its own GOSUB: it may fire there) */
    *t = (ProgramTimer){.armed = true,
                        .gosub = gosub,
                        .interval_us = interval_us,
                        .due_us = now_us + interval_us,
                        .target = target,
                        .line = line,
                        .serving = serving,
                        .rearmed = serving != 0}; /* (re-arming ends a hold) */
}

void timers_disarm(Timers *T, int index) {
    if (T->t[index].armed) T->armed--;
    T->t[index].armed = false;
}

void timers_reset(Timers *T) {
    memset(T, 0, sizeof *T);
}

int timers_due(const Timers *T, int64_t now_us, int64_t activation) {
    for (int i = TIMERS_COUNT - 1; i >= 0; i--)
        if (T->t[i].armed && T->t[i].due_us <= now_us && !T->t[i].held &&
            (!T->t[i].serving || T->t[i].rearmed) && T->t[i].activation == activation)
            return i;
    return -1;
}

/* t (due by now_us, its interval more than 0) is due at its first tick
   after now_us: the ticks between are lost, the grid of its interval kept */
static void next_tick(ProgramTimer *t, int64_t now_us) {
    t->due_us += ((now_us - t->due_us) / t->interval_us + 1) * t->interval_us;
}

void timers_restart(Timers *T, int index, int64_t now_us) {
    ProgramTimer *t = &T->t[index];
    if (t->due_us > now_us) return;
    if (t->interval_us <= 0)
        t->due_us = now_us + NEXT_BOUNDARY_US;
    else
        next_tick(t, now_us);
}

void timers_serve(Timers *T, int index, int frames, int64_t now_us) {
    for (int i = 0; i < TIMERS_COUNT; i++) {
        ProgramTimer *o = &T->t[i];
        if (i != index && o->armed && o->due_us <= now_us && !o->held) o->held = frames;
    }
    ProgramTimer *t = &T->t[index];
    if (!t->serving) T->serving++;
    t->serving = frames;
    t->rearmed = false;
}

bool timers_returned(Timers *T, int frames, int64_t now_us) {
    bool any = false;
    for (int i = 0; i < TIMERS_COUNT; i++) {
        ProgramTimer *t = &T->t[i];
        if (t->held && frames < t->held) t->held = 0;
        if (!timer_gosub_left(t, frames)) continue;
        t->serving = 0;
        T->serving--;
        any = true;
        if (t->rearmed && t->armed)
            t->due_us = now_us + (t->interval_us > 0 ? t->interval_us : NEXT_BOUNDARY_US);
        else if (t->armed)
            timers_restart(T, i, now_us);
        t->rearmed = false;
    }
    return any;
}

void timers_unserve(Timers *T) {
    for (int i = 0; i < TIMERS_COUNT; i++) {
        T->t[i].serving = T->t[i].held = 0;
        T->t[i].rearmed = false;
    }
    T->serving = 0;
}

const ProgramTimer *timers_fire(Timers *T, int index, int64_t now_us) {
    ProgramTimer *t = &T->t[index];
    if (t->interval_us <= 0)
        t->due_us = now_us;
    else /* its next tick, whatever the delay in firing */
        next_tick(t, now_us);
    return t;
}
