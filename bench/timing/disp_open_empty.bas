10 ! TIMING: DISP ""; (the line left open, nothing on it) under DELAY 0,0
20 DELAY 0,0
40 T=TIME
50 FOR I=1 TO 100
60 DISP "";
70 NEXT I
80 DISP @ DISP TIME-T
90 END
