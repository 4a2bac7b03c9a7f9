10 ! TIMING: NEXT I of a REAL counter from 1 to 9, no decade between the counter and the step
20 T=TIME
30 FOR J=1 TO 50
40 FOR I=1 TO 9 @ NEXT I
50 NEXT J
60 DISP TIME-T
70 END
