10 ! TIMING: A=B^C, B from 7 by factors of 1.9 and C from 3.1 by .37 (large results)
20 B=7 @ C=3.1
30 T=TIME
40 FOR I=1 TO 40
50 A=B^C @ B=B*1.9 @ C=C+.37
60 NEXT I
70 DISP TIME-T
80 END
