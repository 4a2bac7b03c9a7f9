10 ! TIMING: A=SQR(X), X whole from 2 by 37 (as listings test divisors)
20 X=2
30 T=TIME
40 FOR I=1 TO 60
50 A=SQR(X) @ X=X+37
60 NEXT I
70 DISP TIME-T
80 END
