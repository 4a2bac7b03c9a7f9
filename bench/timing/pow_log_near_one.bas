10 ! TIMING: A=B^C, B from 1.0013 by .0021 and C from .031 by .017 (results near 1)
20 B=1.0013 @ C=.031
30 T=TIME
40 FOR I=1 TO 60
50 A=B^C @ B=B+.0021 @ C=C+.017
60 NEXT I
70 DISP TIME-T
80 END
