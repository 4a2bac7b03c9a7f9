10 ! TIMING: NEXT I of a REAL counter from 10001 to 10009, four decades between it and the step
20 T=TIME
30 FOR J=1 TO 50
40 FOR I=10001 TO 10009 @ NEXT I
50 NEXT J
60 DISP TIME-T
70 END
