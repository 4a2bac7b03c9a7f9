10 ! TIMING: A=B^C, B from 1.07 by .31 and C from .53 by .17 (through the logarithm)
20 B=1.07 @ C=.53
30 T=TIME
40 FOR I=1 TO 60
50 A=B^C @ B=B+.31 @ C=C+.17
60 NEXT I
70 DISP TIME-T
80 END
