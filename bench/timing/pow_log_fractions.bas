10 ! TIMING: A=B^C, B from .113 by .0147 and C from 1.7 by .29 (bases below 1)
20 B=.113 @ C=1.7
30 T=TIME
40 FOR I=1 TO 60
50 A=B^C @ B=B+.0147 @ C=C+.29
60 NEXT I
70 DISP TIME-T
80 END
