/* rnd.c — the HP-71B's random number generator (see rnd.h). */
#include "rnd.h"

#include <string.h>

#define RND_MODULUS 1000000000000000ULL /* 10^15 */

__extension__ typedef unsigned __int128 Wide;

uint64_t rnd_seed(Num seed) {
    /* the state's 15 digits: 12 for the seed's digits, then two for an
       exponent field, then a 1 (learned on the ROM; tests/model/rnd) */
    uint64_t digits = 0; /* the 12 leading digits of the state */
    int field;           /* the exponent field, 0..99 */
    if (num_kind(seed) == NUM_INF || num_is_nan(seed)) {
        field = 16; /* Inf seeds as 1E-100 does */
    } else if (num_is_zero(seed)) {
        return 0;
    } else {
        char d[13];
        int x;
        bool negative;
        num_digits(seed, d, &x, &negative); /* |seed| = d.ddd * 10^x */
        size_t n = strlen(d);
        for (size_t i = 0; i < 12; i++)
            digits = digits * 10 + (uint64_t)(i < n ? d[i] - '0' : 0);
        /* below .1 the digits move right, at most 15 places, and the field
           keeps what the shift could not take */
        int shift = x >= -1 ? 0 : (-x - 1 < 15 ? -x - 1 : 15);
        for (int i = 0; i < shift; i++)
            digits /= 10;
        field = ((x + 1 + shift) % 100 + 100) % 100;
    }
    return (digits * 1000 + (uint64_t)field * 10 + 1) % RND_MODULUS;
}

/* The counter RANDOMIZE without a seed takes (learned on the ROM:
   tests/model/rnd/randomize_from_the_machines_timer): 30,720 at each whole
   minute since the reset, down by one every 512th of a second. */
#define CLOCK_SEED_TOP        30720
#define CLOCK_SEED_PER_SECOND 512
#define MINUTE_US             60000000LL

uint64_t rnd_clock_seed(int64_t machine_us) {
    int64_t in_minute = (machine_us % MINUTE_US + MINUTE_US) % MINUTE_US;
    int64_t counter = CLOCK_SEED_TOP - in_minute * CLOCK_SEED_PER_SECOND / 1000000;
    return rnd_seed(num_from_int(counter));
}

Num rnd_next(uint64_t *state) {
    *state = (uint64_t)((Wide)*state * RND_MULTIPLIER % RND_MODULUS);
    uint64_t x = *state;
    if (x == 0) return num_from_int(0);
    int e = -15;
    while (x >= 1000000000000ULL) { /* 12 significant digits, cut */
        x /= 10;
        e++;
    }
    Num r = num_from_int(0);
    (void)num_make((int64_t)x, e, &r);
    return r;
}
