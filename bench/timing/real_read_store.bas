10 ! TIMING: X=N and N=X with REAL variables (the INTEGER and SHORT programs' reference)
20 N=149
30 X=1.5
40 T=TIME
50 FOR I=1 TO 300
60 X=N @ N=X
70 NEXT I
80 DISP TIME-T
90 END
