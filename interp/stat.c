/* stat.c — statistics (see stat.h). */
#include "stat.h"

#include "number_dec.h"

/* Where variable j's block starts: its sum, then S(1,j) .. S(j,j). */
static int block(int j) {
    return 1 + (j - 1) + (j - 1) * j / 2;
}

/* Variable j's sum; variable 0 is the count itself (MEAN(0) is 1). */
static int sum_at(int j) {
    return j == 0 ? 0 : block(j);
}

/* S(k,j), k and j in either order (both from 1). */
static int comoment_at(int k, int j) {
    return k <= j ? block(j) + k : block(k) + j;
}

/* S(k,j) as a decNumber: 0 when either is variable 0, the count. */
static void comoment(const Num *s, int k, int j, decNumber *out) {
    if (k == 0 || j == 0)
        decNumberZero(out);
    else
        number_to_dec(s[comoment_at(k, j)], out);
}

/* True when S(k,j) is a signaling NaN (never for variable 0). */
static bool comoment_signals(const Num *s, int k, int j) {
    return k != 0 && j != 0 && num_is_snan(s[comoment_at(k, j)]);
}

int stat_size(int vars) {
    return block(vars + 1);
}

int stat_vars_of(int size) {
    for (int v = 0; v <= STAT_MAX_VARS; v++)
        if (stat_size(v) == size) return v;
    return -1;
}

/* The ROM computes statistics on its 15-digit internal form and rounds
 * what it stores or returns to 12 digits (CORR shows it in the last digit). */
#define WORK 15

/* Context c rounding as round (the ROM's steps cut, or cut but kept
 * inexact); the caller merges its status back into c. */
static decContext rounding_as(const decContext *c, enum rounding round) {
    decContext r = *c;
    r.round = round;
    r.status = 0; /* (its own, for the caller to hand on) */
    return r;
}

/* Rounds to a Num, keeping the first exception. */
static void store(const decNumber *d, Num *out, NumRound mode, Hp71Error *first) {
    Hp71Error e = number_round_dec(d, out, mode);
    if (e && !*first) *first = e;
}

/* The arithmetic of an update: decNumber at WORK digits, an invalid
 * operation (its NaN from operands that were not NaN) handed to the trap. */
typedef struct Work {
    decContext c;
    bool floor; /* OPTION ROUND NEG: an exact 0 of a sum is -0 (IEEE) */
    StatTrap *trap;
    void *ctx;
} Work;

static void invalid(Work *w, decNumber *r, Hp71Error e) {
    number_to_dec(w->trap(w->ctx, e, num_nan()), r);
}

/* a plus (sign > 0) or minus b into r, cut to c's WORK digits but kept
 * inexact (decNumber's 05UP): its rounding to 12 digits is then the exact
 * value's (sums: ADD 1E12 then 5.00000000001 sums to 1.00000000001E12 on
 * the ROM). An exact 0 has the sign IEEE gives it under floor's rounding
 * (-0 of opposite operands: OPTION ROUND NEG, statistics/drop_to_zero_round_neg)
 * when floor is set. Returns the status of the operation. */
static uint32_t add_kept_inexact(decNumber *r, const decNumber *a, const decNumber *b, int sign,
                                 const decContext *c, bool floor) {
    decContext sticky = rounding_as(c, DEC_ROUND_05UP);
    if (sign > 0)
        decNumberAdd(r, a, b, &sticky);
    else
        decNumberSubtract(r, a, b, &sticky);
    if (floor && decNumberIsZero(r)) {
        decContext down = rounding_as(c, DEC_ROUND_FLOOR);
        if (sign > 0)
            decNumberAdd(r, a, b, &down);
        else
            decNumberSubtract(r, a, b, &down);
    }
    return sticky.status;
}

/* True when r, a result of a and b, is a NaN neither made: an invalid
 * operation of infinities or 0 (Inf-Inf, Inf*0, Inf/Inf). */
static bool made_nan(const decNumber *r, const decNumber *a, const decNumber *b) {
    return decNumberIsNaN(r) && !decNumberIsNaN(a) && !decNumberIsNaN(b);
}

/* a plus (sign > 0) or minus b into r, add_kept_inexact; Inf-Inf. */
static void work_add(Work *w, decNumber *r, const decNumber *a, const decNumber *b, int sign) {
    w->c.status |= add_kept_inexact(r, a, b, sign, &w->c, w->floor);
    if (made_nan(r, a, b)) invalid(w, r, HP71_E_INF_MINUS_INF);
}

/* Element v of the statistics array into out; a signaling NaN signals
 * (Signaled Op to the trap, the quiet NaN it gives after). */
static void element(Work *w, Num v, decNumber *out) {
    if (num_is_snan(v))
        invalid(w, out, HP71_E_SIGNALED_OP);
    else
        number_to_dec(v, out);
}

/* A quotient cut to WORK digits; Inf/Inf for infinities when raise is set. */
static void work_div(Work *w, decNumber *r, const decNumber *a, const decNumber *b, bool raise) {
    decContext cut = rounding_as(&w->c, DEC_ROUND_DOWN);
    decNumberDivide(r, a, b, &cut);
    w->c.status |= cut.status;
    if (raise && made_nan(r, a, b)) invalid(w, r, HP71_E_INF_DIV_INF);
}

/* A product in WORK digits, rounded as round (cut, DEC_ROUND_DOWN, or cut
 * but kept inexact, DEC_ROUND_05UP); Inf*0 for an infinity times 0. */
static void work_mul(Work *w, decNumber *r, const decNumber *a, const decNumber *b,
                     enum rounding round) {
    decContext k = rounding_as(&w->c, round);
    decNumberMultiply(r, a, b, &k);
    w->c.status |= k.status;
    if (made_nan(r, a, b)) invalid(w, r, HP71_E_INF_TIMES_ZERO);
}

/* A result rounded to 12 digits into *out, its exception handed on (an
 * infinity or a NaN is itself, no exception). */
static void rounded(Work *w, const decNumber *d, Num *out, NumRound mode) {
    if (decNumberIsNaN(d)) {
        *out = num_nan();
        return;
    }
    if (decNumberIsInfinite(d)) {
        *out = (Num){decNumberIsNegative(d) ? -1 : 1, 0, NUM_INF};
        return;
    }
    Num r;
    Hp71Error e = number_round_dec(d, &r, mode);
    *out = e ? w->trap(w->ctx, e, r) : r; /* (after the trap: an error stores nothing) */
}

/* r (exact in WORK digits, not 0) made inexact: the digits cut before it
 * was made, far below its last, lie beyond it toward -Inf (negative) or
 * +Inf; r moved by a fraction of a unit of its 15th digit that way and cut
 * back to WORK digits keeping it inexact (05UP), so that its rounding to
 * 12 digits leans that way, while what was computed from it used the
 * digits as cut (the ROM). */
static void cut_digits_beyond(decNumber *r, bool negative, const decContext *c) {
    decNumber tiny, exact;
    decNumberFromInt32(&tiny, 1);
    tiny.exponent = r->exponent + r->digits - WORK - 5;
    if (negative) tiny.bits |= DECNEG;
    decContext wide, k = rounding_as(c, DEC_ROUND_05UP);
    number_wide_context(&wide, 2 * WORK + 10);
    decNumberAdd(&exact, r, &tiny, &wide);
    decNumberPlus(r, &exact, &k);
}

/* A moment made of cm plus (sign > 0) or minus t, a product whose digits
 * beyond WORK were cut when cut is set, as the ROM makes it: the sum or
 * difference made of the digits kept, the digits cut remembered only for
 * its rounding, as lying beyond the moment in magnitude whichever way they
 * went (a sticky digit: 15 digits that end in a tie round away from 0, also
 * where the digits cut took the exact moment below the tie, 1.2E24 less
 * 4.4999999999550000000001125E23 is 7.50000000005E23 on the ROM:
 * statistics/drop_large_values_last_digit). So a moment the cut product
 * cancels is 0 (ADD 9, ADD 999999999999, DROP 0 leaves 0, where a product
 * kept inexact left -1E9), and one it nearly cancels keeps no trace of the digits cut (ADD 1E11,29,
 * ADD 3, DROP 29 leaves 5.2E12, not 5.19999E12). Into r (finite
 * operands). */
static void moment_made(Work *w, decNumber *r, const decNumber *cm, const decNumber *t, bool cut,
                        int sign) {
    uint32_t status = add_kept_inexact(r, cm, t, sign, &w->c, w->floor);
    w->c.status |= status;
    if (!cut || (status & DEC_Inexact) || decNumberIsZero(r)) return;
    w->c.status |= DEC_Inexact;
    cut_digits_beyond(r, decNumberIsNegative(r), &w->c);
}

/* An ADD's or a DROP's term into t: variable k's difference (a, count x
 * less sum, both before the statement), over the count without x times
 * the count with it, times variable j's (b), each step cut to WORK digits:
 * fitted to the ROM's moments, 150 of 150 random sessions of ADDs, 14 of
 * 14 measured near cancellation after DROPs (ADD 999999999999 after 9,
 * then DROP 0; after 1E11 and 3, DROP 29; ADD 67, .5,.5 and 0, then DROP
 * .5,.5, whose co-moment is 0 ...) and 55 of 55 ADDs under TRAP(INX,0), whose moments the ROM
 * stores up to the first inexact term (ADD 1,2, 2,5, 2,5, 3,2 leaves the co-moment 1E-14 of 4/12
 * times -6; ADD 0,3, 7,4, 2,7 leaves 0 of -3/6 times 7), where the deviation from the mean of the
 * values without x times the weighed other missed some of each. Returns whether digits were cut. */
static bool moment_term(decNumber *t, const decNumber *a, const decNumber *b,
                        const decNumber *count_rest, const decNumber *count_all,
                        const decContext *w) {
    decContext c = rounding_as(w, DEC_ROUND_DOWN);
    decNumber weight, q;
    decNumberMultiply(&weight, count_rest, count_all, &c);
    decNumberDivide(&q, a, &weight, &c);
    decNumberMultiply(t, &q, b, &c);
    return c.status & DEC_Inexact;
}

/* True when a is below 0 (-0 is not). */
static bool below_zero(Num a) {
    return num_is_negative(a) && !num_is_zero(a);
}

/* True when a is below 1 but not 0 nor -0 (nor a NaN): a count a DROP
 * and SDEV refuse as Invalid Statistic. */
static bool below_one_not_zero(Num a) {
    return !num_is_nan(a) && !num_is_zero(a) && num_cmp(a, num_from_int(1)) < 0;
}

Hp71Error stat_count_check(const Num *s) {
    if (num_is_snan(s[0])) return HP71_E_SIGNALED_OP;
    return below_zero(s[0]) ? HP71_E_INVALID_STATISTIC : 0;
}

Hp71Error stat_update(Num *s, int vars, const Num *x, int count, int sign, NumRound mode,
                      StatTrap *trap, void *ctx) {
    if (count > vars) return HP71_E_INVALID_STAT_OP;
    Work w = {.trap = trap, .ctx = ctx, .floor = mode == NUM_ROUND_NEG};
    /* a count below 0, or a DROP's from 0 to 1, is Invalid Statistic once
       the values have signalled and a DROP's sums are made; an infinite
       one's products and deviations come first (Inf*0, Inf-Inf) (the ROM:
       ADD 1,2 on a count of -.5 or -Inf, DROP 1 on .5; ADD INF,2 there is
       no Inf*0; ADD 0 on -Inf is Inf*0: statistics/count_out_of_range) */
    bool bad = below_zero(s[0]) || (sign < 0 && below_one_not_zero(s[0]));
    if (sign < 0 && num_is_zero(s[0])) {
        /* nothing to drop: a value's exception of the weight 0 first (the ROM) */
        for (int j = 0; j < count; j++) {
            if (num_is_snan(x[j])) (void)trap(ctx, HP71_E_SIGNALED_OP, num_nan());
            if (num_is_inf(x[j])) (void)trap(ctx, HP71_E_INF_TIMES_ZERO, num_nan());
        }
        return HP71_E_INVALID_STAT_OP;
    }
    number_wide_context(&w.c, WORK);
    decNumber n, n1, one, xs[STAT_MAX_VARS + 1], d[STAT_MAX_VARS + 1], e[STAT_MAX_VARS + 1];
    decNumber diffs[STAT_MAX_VARS + 1], counts[2]; /* (the counts without x, with it) */
    /* a difference's digits cut: they count in the first moment's rounding
       as its own term's would (a tie of its 15 digits rounds away from 0),
       whichever variable's difference lost them, and in no other moment's
       (the ROM: ADD 0,335.38846616 then ADD 499.545,5E11 leaves 124772.603513
       of 124772.6035125, ADD 0,0 then ADD 499.545,5E11 124772.603512, and a
       tie of the second moment stays even:
       statistics/first_moment_after_a_difference_cut) */
    bool diffs_cut = false;
    decNumber sums[STAT_MAX_VARS + 1];
    decNumber moments[STAT_MAX_VARS * (STAT_MAX_VARS + 1) / 2];
    element(&w, s[0], &n); /* (a signaling count signals) */
    decNumberFromInt32(&one, 1);
    work_add(&w, &n1, &n, &one, sign);
    /* a first value, or the last dropped, makes the moments 0 (whatever
       they held: an element stored into, a broken ADD's Inf); the ROM still
       weighs a first value by the count, 0 (Inf*0) */
    bool lone = decNumberIsZero(sign > 0 ? &n : &n1);
    /* the deviations from the mean of the values without x (a DROP's sums
       first: that mean is of what stays); a signaling NaN signals there and
       again in the sum (the ROM) */
    bool snan[STAT_MAX_VARS + 1];
    /* an infinite count times each value first, every variable's (Inf*0 for
       a 0), then the deviations (Inf/Inf): ADD 1 on a count of Inf warns
       Inf*0 then Inf/Inf under TRAP(IVL,2), ADD 2,0 is Inf*0 (the ROM:
       statistics/count_out_of_range) */
    const decNumber *count_rest = sign > 0 ? &n : &n1;
    decNumber products[STAT_MAX_VARS + 1];
    bool infinite = !lone && decNumberIsInfinite(count_rest);
    for (int j = 1; infinite && j <= vars; j++) {
        decNumber v; /* (a signaling value signals below, in its order) */
        if (j > count)
            decNumberZero(&v);
        else
            number_to_dec(num_is_snan(x[j - 1]) ? num_nan() : x[j - 1], &v);
        work_mul(&w, &products[j], &v, count_rest, DEC_ROUND_DOWN);
    }
    for (int j = 1; j <= vars; j++) {
        decNumber sum, mean;
        snan[j] = j <= count && num_is_snan(x[j - 1]);
        if (j > count)
            decNumberZero(&xs[j]);
        else if (snan[j])
            invalid(&w, &xs[j], HP71_E_SIGNALED_OP);
        else
            number_to_dec(x[j - 1], &xs[j]);
        if (lone && sign > 0 && decNumberIsInfinite(&xs[j])) {
            decNumber unused;
            invalid(&w, &unused, HP71_E_INF_TIMES_ZERO);
        }
        element(&w, s[sum_at(j)], &sum);
        if (sign < 0) {
            work_add(&w, &sums[j], &sum, &xs[j], sign);
            if (snan[j]) invalid(&w, &sums[j], HP71_E_SIGNALED_OP);
        }
        if (bad && (!infinite || j > 1))
            continue; /* (of an infinite count, the first
                         variable's deviation is made) */
        const decNumber *rest = sign > 0 ? &sum : &sums[j];
        if (lone) { /* x - 0 */
            decNumberZero(&mean);
            work_add(&w, &d[j], &xs[j], &mean, -1);
        } else { /* (count x - rest) / count, the quotient cut (the ROM's deviation:
                    x - rest/count would round the mean first); and the same
                    over count + 1, the deviation weighed by count/(count + 1) */
            decNumber diff, count_all;
            if (infinite)
                decNumberCopy(&mean, &products[j]);
            else
                work_mul(&w, &mean, &xs[j], count_rest, DEC_ROUND_DOWN);
            work_add(&w, &diff, &mean, rest, -1);
            if (bad) continue;
            work_div(&w, &d[j], &diff, count_rest, true);
            work_add(&w, &count_all, count_rest, &one, 1);
            work_div(&w, &e[j], &diff, &count_all, false);
            { /* (the difference the moments are made of: x times the
                 count before the statement less the sum before it, each
                 cut, for a DROP too, whose count and sum are then those
                 with x: 2 x 3.33333333333 - 100005 is -99998.3333333333,
                 where x less the rest's sum made ...336: the ROM,
                 statistics/drop_deviation_from_the_sums_before) */
                decContext cut = rounding_as(&w.c, DEC_ROUND_DOWN);
                decNumber xn;
                decNumberMultiply(&xn, &xs[j], &n, &cut);
                decNumberSubtract(&diffs[j], &xn, &sum, &cut);
                diffs_cut |= (cut.status & DEC_Inexact) != 0;
            }
            decNumberCopy(&counts[0], count_rest);
            decNumberCopy(&counts[1], &count_all);
        }
    }
    if (bad) return HP71_E_INVALID_STATISTIC;
    int m = 0;
    for (int j = 1; j <= vars; j++)
        for (int k = 1; k <= j; k++, m++) {
            decNumber q, cm;
            /* (a signaling moment signals as it is reached, those before
               it stored: the ROM; a first value reads none) */
            if (!lone) element(&w, s[comoment_at(k, j)], &cm);
            if (lone) { /* no spread about one value, or none: 0 (the ROM) */
                decNumberZero(&moments[m]);
            } else {
                /* the deviation of k times the weighed one of j: its
                   exceptions (Inf*0, Inf-Inf) and infinite moments; a finite
                   one as the ROM makes it (moment_term) */
                work_mul(&w, &q, &d[k], &e[j], DEC_ROUND_05UP);
                if (decNumberIsFinite(&q) && decNumberIsFinite(&cm)) {
                    decNumber t;
                    bool cut = moment_term(&t, &diffs[k], &diffs[j], &counts[0], &counts[1], &w.c);
                    cut |= m == 0 && diffs_cut;
                    moment_made(&w, &moments[m], &cm, &t, cut, sign);
                } else {
                    work_add(&w, &moments[m], &cm, &q, sign);
                }
            }
            /* stored as it is made: an error in a later one leaves it (the
               ROM: ADD INF,0 stores its Inf before the Inf*0 of the next) */
            rounded(&w, &moments[m], &s[comoment_at(k, j)], mode);
        }
    /* then the count, then each sum (an error in an ADD's sum leaves what
       was stored before it) */
    rounded(&w, &n1, &s[0], mode);
    for (int j = 1; j <= vars; j++) {
        if (sign > 0) {
            decNumber sum;
            number_to_dec(s[sum_at(j)], &sum);
            work_add(&w, &sums[j], &sum, &xs[j], sign);
            if (snan[j]) invalid(&w, &sums[j], HP71_E_SIGNALED_OP);
        }
        rounded(&w, &sums[j], &s[sum_at(j)], mode);
    }
    return 0;
}

/* below_zero of a decNumber. */
static bool dec_below_zero(const decNumber *d) {
    return decNumberIsNegative(d) && !decNumberIsZero(d);
}

/* A variable number argument: 0 (the count) to vars, else Invalid Arg. */
static Hp71Error variable_arg(Num a, int vars, int *j) {
    if (num_is_snan(a)) return HP71_E_SIGNALED_OP;
    if (!num_is_finite(a)) return HP71_E_INVALID_ARG;
    bool exact;
    int64_t v = num_to_int64(num_round_int(a), 1000, &exact);
    if (v < 0 || v > vars) return HP71_E_INVALID_ARG;
    *j = (int)v;
    return 0;
}

/* Variable j's sum (the count for variable 0, whose values are all 1). */
static void sum_of(const Num *s, int j, decNumber *out) {
    number_to_dec(s[sum_at(j)], out);
}

static void mean_of(const Num *s, int j, decContext *c, decNumber *out) {
    decNumber sum, n;
    sum_of(s, j, &sum);
    sum_of(s, 0, &n);
    decNumberDivide(out, &sum, &n, c);
}

Hp71Error stat_function(const Num *s, int vars, StatFunction f, const Num *args, NumRound mode,
                        Num *out) {
    int i, j = 1;
    Hp71Error e = variable_arg(args[0], vars, &i);
    if (!e && f == STAT_CORR) e = variable_arg(args[1], vars, &j);
    if (e) return e;
    /* an element it reads that is a signaling NaN signals first (the
       ROM: statistics/signaling_elements) */
    bool signals;
    switch (f) {
    case STAT_TOTAL: signals = num_is_snan(s[sum_at(i)]); break;
    case STAT_MEAN: signals = num_is_snan(s[0]) || num_is_snan(s[sum_at(i)]); break;
    case STAT_SDEV: signals = num_is_snan(s[0]) || comoment_signals(s, i, i); break;
    default: /* CORR */
        signals =
            comoment_signals(s, i, i) || comoment_signals(s, j, j) || comoment_signals(s, i, j);
        break;
    }
    if (signals) return HP71_E_SIGNALED_OP;
    if (f == STAT_TOTAL) {
        *out = s[sum_at(i)];
        return 0;
    }
    /* the count: signaling, Signaled Op; below 0, or for SDEV below 1 but
       not 0, Invalid Statistic; 0, no values; CORR does not look at it
       (the ROM: statistics/count_out_of_range) */
    if (f != STAT_CORR) {
        e = stat_count_check(s);
        if (!e && f == STAT_SDEV && below_one_not_zero(s[0])) e = HP71_E_INVALID_STATISTIC;
        if (e) return e;
        if (num_is_zero(s[0])) return HP71_E_INVALID_STAT_OP;
    }
    decContext c;
    number_wide_context(&c, WORK);
    decNumber r, a, b, t;
    switch (f) {
    case STAT_MEAN:
        mean_of(s, i, &c, &r);
        /* an infinite sum over an infinite count (the ROM) */
        if (decNumberIsNaN(&r) && !num_is_nan(s[0]) && !num_is_nan(s[sum_at(i)])) {
            *out = num_nan();
            return HP71_E_INF_DIV_INF;
        }
        break;
    case STAT_SDEV: {
        /* (a negative spread, from DROPs of values never added, first) */
        /* (-0 is no spread below 0: SDEV then -0, the ROM) */
        if (i > 0 && below_zero(s[comoment_at(i, i)])) return HP71_E_INVALID_STATISTIC;
        if (num_cmp(s[0], num_from_int(1)) <= 0) return HP71_E_INVALID_STAT_OP;
        decNumber one;
        decNumberFromInt32(&one, 1);
        number_to_dec(s[0], &t);
        decNumberSubtract(&b, &t, &one, &c);
        comoment(s, i, i, &a);
        decNumberDivide(&t, &a, &b, &c);
        if (made_nan(&t, &a, &b)) {
            *out = num_nan(); /* an infinite spread over an infinite count */
            return HP71_E_INF_DIV_INF;
        }
        if (dec_below_zero(&t)) return HP71_E_INVALID_STATISTIC;
        if (decNumberIsZero(&t)) { /* the root of 0 or -0: itself */
            decNumberCopy(&r, &t);
            break;
        }
        /* the ROM's root stops at 15 digits, cut, not rounded, and remembers
           whether it was exact: a cut root whose last three digits are 500
           rounds up to 12 (decNumber's root always rounds to even: it is
           taken wider, then cut; what was cut stands as half a unit more) */
        decContext wide, down = c;
        number_wide_context(&wide, 2 * WORK);
        down.round = DEC_ROUND_DOWN;
        decNumberSquareRoot(&a, &t, &wide);
        if (wide.status & DEC_Inexact) c.status |= DEC_Inexact; /* (the root's) */
        decNumberPlus(&r, &a, &down);
        decNumberCompare(&t, &a, &r, &wide);
        if (!decNumberIsZero(&t)) {
            decNumber half;
            decNumberFromInt32(&half, 5);
            half.exponent = r.exponent - 1;
            decNumberAdd(&r, &r, &half, &wide);
        }
        break;
    }
    default: { /* CORR */
        /* the covariance over the root of the spreads' product, each step
           cut to WORK digits (the ROM: 395 of 400 CORRs whose value lies
           next to a 12-digit tie, where rounding each step matched 222;
           tests/model/statistics/corr_steps_cut) */
        decContext cut = rounding_as(&c, DEC_ROUND_DOWN);
        comoment(s, i, i, &a);
        comoment(s, j, j, &b);
        if (dec_below_zero(&a) || dec_below_zero(&b))
            return HP71_E_INVALID_STATISTIC; /* (-0: none, Invalid Stat Op below) */
        decNumberMultiply(&t, &a, &b, &cut);
        /* a variable without spread, an infinite one beside it too (whose
           product is NaN: the ROM) */
        if (decNumberIsZero(&a) || decNumberIsZero(&b) || decNumberIsZero(&t))
            return HP71_E_INVALID_STAT_OP;
        comoment(s, i, j, &b);
        if (decNumberIsZero(&b)) { /* no covariance: 0, exact (the ROM: no Inexact) */
            *out = num_from_int(0);
            return 0;
        }
        /* (decNumber's root rounds to even at any context: taken wider, then cut) */
        decContext wide;
        number_wide_context(&wide, 2 * WORK);
        decNumberSquareRoot(&r, &t, &wide);
        decNumberPlus(&a, &r, &cut);
        /* the quotient cut but kept inexact (05UP), so that its rounding to
           12 digits is the cut value's plus what was cut: .5589095979705
           cut from ...70500x shows .558909597971 */
        decContext sticky = rounding_as(&c, DEC_ROUND_05UP);
        decNumberDivide(&r, &b, &a, &sticky);
        c.status |= cut.status | sticky.status | (wide.status & DEC_Inexact);
        if (made_nan(&r, &a, &b)) {
            *out = num_nan(); /* infinite moments (the ROM) */
            return HP71_E_INF_DIV_INF;
        }
        break;
    }
    }
    if (decNumberIsInfinite(&r)) { /* of infinite values: itself, no exception (the ROM) */
        *out = (Num){decNumberIsNegative(&r) ? -1 : 1, 0, NUM_INF};
        return 0;
    }
    Hp71Error w = 0;
    store(&r, out, mode, &w);
    /* Underflow (MEAN of 1E-499 and 0), Overflow: the caller's trap; and
       Inexact when a step or the result's rounding was (the ROM: MEAN of
       1, 2, 4 and SDEV of 1, 3 under TRAP(INX,0) are Inexact) */
    if (w == HP71_E_UNDERFLOW || w == HP71_E_UNDERFLOW_EXACT || w == HP71_E_OVERFLOW) return w;
    return w == HP71_E_INEXACT || (c.status & DEC_Inexact) ? HP71_E_INEXACT : 0;
}

/* A regression's intercept, (the sum of y - slope * the sum of x) / n, each
 * step cut to 15 digits (the ROM's intercepts show it: 149 of 150 random
 * regressions, where mean y - slope * mean x matched 147), into *b.
 * Returns Inf*0 or Inf-Inf when infinite moments leave none (the ROM), else
 * 0. */
static Hp71Error intercept(const Num *s, int iy, int ix, const decNumber *slope, decContext *c,
                           decNumber *b, int *beyond) {
    decContext cut = rounding_as(c, DEC_ROUND_DOWN);
    decNumber sy, sx, n, t, u;
    sum_of(s, iy, &sy);
    sum_of(s, ix, &sx);
    sum_of(s, 0, &n);
    decNumberMultiply(&t, slope, &sx, &cut);
    if (made_nan(&t, slope, &sx)) return HP71_E_INF_TIMES_ZERO;
    bool product_cut = cut.status & DEC_Inexact;
    cut.status = 0;
    decNumberSubtract(&u, &sy, &t, &cut);
    if (made_nan(&u, &sy, &t)) return HP71_E_INF_MINUS_INF;
    bool difference_cut = cut.status & DEC_Inexact;
    cut.status = 0;
    decNumberDivide(b, &u, &n, &cut);
    if (made_nan(b, &u, &n))
        return HP71_E_INF_DIV_INF; /* an infinite difference over an infinite count */
    /* where the digits cut lie, for LR's rounding: beyond b in magnitude,
       whichever step cut them (the ROM: 2.00000000001 of (7.00000000001 -
       .999999999994998) / 3, whose difference was cut; of (1236.5678 -
       1232.56779999999) / 2, whose product was); PREDV goes on from b as
       cut */
    *beyond = 0;
    if ((cut.status & DEC_Inexact) || difference_cut || product_cut)
        *beyond = decNumberIsNegative(b) ? -1 : 1;
    c->status |= cut.status | (product_cut || difference_cut ? DEC_Inexact : 0);
    return 0;
}

/* The slope of y on x and the intercept, in 15 digits. Errors: Invalid Stat
 * Op (no values, the count as x, or x without spread), Invalid Statistic
 * (x's spread negative), Inf/Inf (the slope of infinite moments), the
 * intercept's (Inf*0, Inf-Inf). */
static Hp71Error regression(const Num *s, int iy, int ix, decContext *c, decNumber *slope,
                            decNumber *b, int *beyond) {
    /* (y may be the count, variable 0: its mean is 1, its slope 0); a
       signaling count signals, one below 0 is Invalid Statistic (the ROM:
       statistics/count_out_of_range) */
    /* an element it reads that is a signaling NaN signals first (the
       count, the sums, x's spread and the co-moment), then the count, x's
       negative spread, and no values, x the count or no spread (the ROM:
       statistics/signaling_elements) */
    if (num_is_snan(s[sum_at(iy)]) || num_is_snan(s[sum_at(ix)]) || comoment_signals(s, ix, ix) ||
        comoment_signals(s, ix, iy))
        return HP71_E_SIGNALED_OP;
    Hp71Error e = stat_count_check(s);
    if (e) return e;
    if (ix != 0 && below_zero(s[comoment_at(ix, ix)])) return HP71_E_INVALID_STATISTIC;
    if (num_is_zero(s[0]) || ix == 0 || num_is_zero(s[comoment_at(ix, ix)]))
        return HP71_E_INVALID_STAT_OP;
    decNumber sxx, sxy;
    comoment(s, ix, ix, &sxx);
    comoment(s, ix, iy, &sxy);
    /* (the slope's quotient cut: the ROM's intercept shows it) */
    decContext cut = rounding_as(c, DEC_ROUND_DOWN);
    decNumberDivide(slope, &sxy, &sxx, &cut);
    c->status |= cut.status;
    if (made_nan(slope, &sxy, &sxx)) return HP71_E_INF_DIV_INF; /* infinite moments (the ROM) */
    return intercept(s, iy, ix, slope, c, b, beyond);
}

/* The regression of variable y on variable x (numbers naming them, checked
 * against vars) in a WORK-digit context c: slope, intercept. Returns the
 * error of a bad variable number (and sets *bad_arg) or of the regression. */
static Hp71Error regression_of(const Num *s, int vars, Num y, Num x, decContext *c,
                               decNumber *slope, decNumber *b, int *beyond, bool *bad_arg) {
    int iy, ix;
    /* (LR's: a NaN is a bad number, it does not signal; the ROM) */
    Hp71Error e = num_is_nan(y) || num_is_nan(x) ? HP71_E_INVALID_ARG : variable_arg(y, vars, &iy);
    if (!e) e = variable_arg(x, vars, &ix);
    *bad_arg = e != 0;
    if (e) return e;
    number_wide_context(c, WORK);
    return regression(s, iy, ix, c, slope, b, beyond);
}

Hp71Error stat_linear_regression(const Num *s, int vars, Num y, Num x, NumRound mode, Num *b,
                                 Num *m, Hp71Error under[2]) {
    decContext c;
    decNumber slope, u;
    bool bad_arg;
    int beyond;
    Hp71Error e = regression_of(s, vars, y, x, &c, &slope, &u, &beyond, &bad_arg);
    if (e) return e;
    if (beyond && decNumberIsFinite(&u) && !decNumberIsZero(&u))
        cut_digits_beyond(&u, beyond < 0, &c);
    Hp71Error ws = 0, wb = 0;
    store(&slope, m, mode, &ws);
    store(&u, b, mode, &wb);
    under[0] = ws == HP71_E_UNDERFLOW || ws == HP71_E_UNDERFLOW_EXACT ? ws : 0;
    under[1] = wb == HP71_E_UNDERFLOW || wb == HP71_E_UNDERFLOW_EXACT ? wb : 0;
    /* a finite result beyond the range: the caller's trap (MAXREAL), not an
       infinite one of infinite moments */
    if ((ws == HP71_E_OVERFLOW && !decNumberIsInfinite(&slope)) ||
        (wb == HP71_E_OVERFLOW && !decNumberIsInfinite(&u)))
        return HP71_E_OVERFLOW;
    Hp71Error w = ws ? ws : wb;
    /* (an intercept or slope rounded, or a step inexact: Inexact, the
       results made all the same) */
    return w == HP71_E_INEXACT || (c.status & DEC_Inexact) ? HP71_E_INEXACT : 0;
}

Hp71Error stat_predict(const Num *s, int vars, Num y, Num x, Num at, NumRound mode, Num *out) {
    decContext c;
    decNumber slope, b, a, t;
    bool bad_arg;
    int beyond; /* (PREDV goes on from the intercept as cut) */
    /* (an intercept LR could not make fails here too: the ROM's Inf-Inf) */
    Hp71Error e = regression_of(s, vars, y, x, &c, &slope, &b, &beyond, &bad_arg);
    if (e) return bad_arg ? HP71_E_INVALID_STAT_OP : e;
    if (num_is_nan(at)) { /* a quiet NaN: NaN, no exception (the ROM) */
        *out = num_nan();
        return 0;
    }
    number_to_dec(at, &a); /* the intercept + m x, in 15 digits, each step cut (the ROM) */
    decContext cut = rounding_as(&c, DEC_ROUND_DOWN);
    decNumberMultiply(&t, &slope, &a, &cut);
    if (decNumberIsNaN(&t)) return HP71_E_INF_TIMES_ZERO; /* (a NaN x is refused before) */
    bool product_cut = cut.status & DEC_Inexact;
    uint32_t added = add_kept_inexact(&a, &b, &t, 1, &c, false);
    if (decNumberIsNaN(&a)) return HP71_E_INF_MINUS_INF;
    /* the digits cut, here (the sum's, kept inexact) or in the intercept,
       kept for the rounding (the ROM: PREDV(0) is LR's intercept,
       2.00000000001 of 2.000000000005 and digits cut; PREDV(3) near MAXREAL
       the intercept as cut, less 3) */
    if (!(added & DEC_Inexact) && decNumberIsFinite(&a) && !decNumberIsZero(&a)) {
        if (beyond)
            cut_digits_beyond(&a, beyond < 0, &c);
        else if (product_cut)
            cut_digits_beyond(&a, decNumberIsNegative(&t), &c);
    }
    if (decNumberIsInfinite(&a)) { /* of an infinite x: itself, no exception (the ROM) */
        *out = (Num){decNumberIsNegative(&a) ? -1 : 1, 0, NUM_INF};
        return 0;
    }
    Hp71Error w = 0;
    store(&a, out, mode, &w);
    return w;
}
