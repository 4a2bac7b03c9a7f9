10 ! Savage benchmark: input the number of iterations
20 INPUT N
30 A=1
40 FOR I=1 TO N
50 A=TAN(ATN(EXP(LOG(SQR(A*A)))))+1
60 NEXT I
70 DISP A
