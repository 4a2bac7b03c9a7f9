10 ! TIMING: NEXT I of a REAL counter from 101 to 109, two decades between it and the step
20 T=TIME
30 FOR J=1 TO 50
40 FOR I=101 TO 109 @ NEXT I
50 NEXT J
60 DISP TIME-T
70 END
