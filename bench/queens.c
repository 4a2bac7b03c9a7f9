/* The seed listing in C, goto for goto: the physical limit for the benchmark.
 * usage: queens SIZE [count]  ("count" suppresses the Found lines) */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    int s = argc > 1 ? atoi(argv[1]) : 8;
    int quiet = argc > 2;
    int b[64] = {0};
    int r, c, t, f, k;
    long n; /* NODES passes 99999 from 10x10 on */
    if (s < 1 || s > 60) return 2;
    r = 0, f = 0, n = 0;
l90:
    r = r + 1;
    if (r > s) goto l190;
    c = 0;
l110:
    c = c + 1;
    if (c > s) goto l170;
    t = 0;
    n = n + 1;
l140:
    t = t + 1;
    if (t >= r) goto l160;
    if (b[t] == c || abs(b[t] - c) == r - t)
        goto l110;
    else
        goto l140;
l160:
    b[r] = c;
    goto l90;
l170:
    r = r - 1;
    if (r == 0) goto l230;
    c = b[r];
    goto l110;
l190:
    f = f + 1;
    if (!quiet) {
        printf("Found ");
        for (k = 1; k <= s; k++)
            printf("%d", b[k]);
        printf(" (%d)\n", f);
    }
    r = r - 1;
    goto l110;
l230:
    printf("SOLUT:%d, NODES:%ld\n", f, n);
    return 0;
}
