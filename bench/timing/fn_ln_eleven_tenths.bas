10 ! TIMING: A=LN(X) of 1.1, whose reciprocal takes many factors
20 X=1.1
30 T=TIME
40 FOR I=1 TO 60
50 A=LN(X)
60 NEXT I
70 DISP TIME-T
80 END
