/*
 * timers.h — ON TIMER: the HP-71B's three program timers.
 *
 * This module owns the timers' state: for each of #1, #2 and #3 whether it
 * is armed, its interval, when it is next due and where it goes (a GOTO or a
 * GOSUB to a program position). Times are microseconds on the
 * machine's clock (vm_now: emulated under --clock=virtual or frozen, the
 * host's otherwise). The VM arms and disarms them (ON TIMER, OFF TIMER),
 * asks at statement boundaries of a running program whether one is due, and
 * fires it; RUN disarms all. What the ROM does, as measured on it
 * (tests/model/timers): a timer is serviced only while the program
 * environment that armed it runs (the main program's not inside a SUB,
 * only once it has returned; a SUB's while that call of it runs, not in a
 * SUB it calls, never once it has ended), at the next statement boundary
 * after it is due (not at END: a program that ends leaves it armed, and it
 * never fires at the prompt); a timer does not fire while its own GOSUB
 * runs (one left by GOTO runs on: it fires no more), another may once its
 * tick comes (one due already when that GOSUB began waits for its RETURN,
 * then fires at once), its GOSUB inside that one, and one set again by ON
 * TIMER in its own GOSUB may too, then is due one interval after that
 * GOSUB's RETURN; the ticks of a timer
 * that came due meanwhile are lost: it is due again at the first of its
 * ticks after the RETURN (its ticks a whole number of intervals apart,
 * however late one fired); a WAIT runs to its end, the
 * timer fires after it; a suspended program's overdue timer fires once at
 * CONT; an interval counts whole 32nds of a second (.1 s fires every
 * 3/32 s), and one of 0 or less than 1/32 s is due at almost every
 * boundary; of several due together the highest number fires first.
 */
#ifndef HP71_TIMERS_H
#define HP71_TIMERS_H

#include <stdbool.h>
#include <stdint.h>

#include "errors.h"
#include "number.h"

#define TIMERS_COUNT 3

typedef struct ProgramTimer {
    bool armed, gosub;
    int64_t interval_us; /* microseconds, whole 32nds of a second, 0 or more */
    int64_t due_us;      /* on the machine's clock */
    int64_t target;      /* the program position it goes to */
    int line;            /* the ON TIMER's line (TRACE FLOW, a missing target's error) */
    int64_t activation;  /* the program environment that armed it: 0 the main program, else
                            the serial of that call of a SUB (the VM's); it fires only there */
    int serving;         /* while its GOSUB runs: the frames with its own, else 0 */
    int held;            /* due when another's GOSUB began: that GOSUB's frames, else 0 */
    bool rearmed;        /* ON TIMER set it again while its GOSUB runs */
} ProgramTimer;

typedef struct Timers {
    ProgramTimer t[TIMERS_COUNT];
    int armed;   /* how many are armed: the VM's one test while none is */
    int serving; /* how many have their GOSUB running */
} Timers;

/* Takes a timer number as given (#n); returns its index 0..2 in *index
 * (rounded half away from zero, as the ROM: #1.6 is #2), or Invalid Arg for
 * anything but 1 to 3. */
Hp71Error timers_index(Num n, int *index);

/* Takes an interval in seconds; returns it in microseconds, cut to whole
 * 32nds of a second as the ROM counts it (.1 s is 3/32 s, .03 s is 0): 0
 * for less than 1/32 s (a NaN included), at most about 272 years. */
int64_t timers_interval_us(Num seconds);

/* Arms timer index, set at program line line, to go to target (a GOSUB
 * when gosub) every interval_us, first due interval_us after now_us;
 * replaces what it was set to. */
void timers_arm(Timers *T, int index, int64_t interval_us, int64_t now_us, int64_t target,
                bool gosub, int line);

/* Disarms timer index (OFF TIMER); nothing when it is not armed. */
void timers_disarm(Timers *T, int index);

/* Disarms every timer (RUN, a new program). */
void timers_reset(Timers *T);

/* The timer to fire at now_us in program environment activation (a
 * ProgramTimer's): of the armed ones it armed, due, whose GOSUB is not
 * running, the highest number (the ROM: #3, then #2, then #1, whichever
 * came due first), or -1 when none is due. */
int timers_due(const Timers *T, int64_t now_us, int64_t activation);

/* Timer index's GOSUB returned at now_us: when it came due meanwhile, the
 * ticks it missed are lost and it is due at its first tick after now (a
 * whole number of intervals after it was due; an interval of 0 a
 * hundredth from now), as the ROM; else it stays due at the tick it was
 * due at. */
void timers_restart(Timers *T, int index, int64_t now_us);

/* Timer index's GOSUB starts at now_us, frames deep (its own frame
 * counted): until it returns the timer does not fire again, nor does any
 * other due by now_us (the ROM); another may fire inside it once its tick
 * comes. */
void timers_serve(Timers *T, int index, int frames, int64_t now_us);

/* The run's frames are now frames deep, at now_us: the timers held by a
 * GOSUB that has returned may fire; each timer whose GOSUB
 * has returned is restarted (timers_restart; one ON TIMER set again inside
 * its GOSUB is due one interval from now, as the ROM). Returns whether one
 * returned. */
bool timers_returned(Timers *T, int frames, int64_t now_us);

/* Whether timer t's GOSUB has returned, the run's frames now frames deep. */
static inline bool timer_gosub_left(const ProgramTimer *t, int frames) {
    return t->serving && frames < t->serving;
}

/* Whether some timer's GOSUB has returned, the run's frames now frames
 * deep (its frame gone). */
static inline bool timers_gosub_left(const Timers *T, int frames) {
    if (!T->serving) return false;
    for (int i = 0; i < TIMERS_COUNT; i++)
        if (timer_gosub_left(&T->t[i], frames)) return true;
    return false;
}

/* A run starts (RUN, CONT): no timer's GOSUB runs. */
void timers_unserve(Timers *T);

/* Fires timer index at now_us: it is due again at its next tick, a whole
 * number of intervals after it was due however late it fired (the ROM's
 * ticks keep their grid: a tick held back by another timer's GOSUB does not
 * move the next), now for an interval of 0. Returns the timer (where it
 * goes, how, from which line). */
const ProgramTimer *timers_fire(Timers *T, int index, int64_t now_us);

#endif
