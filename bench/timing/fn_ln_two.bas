10 ! TIMING: A=LN(X) of 2, its factors ending at 1 exactly
20 X=2
30 T=TIME
40 FOR I=1 TO 60
50 A=LN(X)
60 NEXT I
70 DISP TIME-T
80 END
