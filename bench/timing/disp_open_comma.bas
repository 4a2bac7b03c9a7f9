10 ! TIMING: DISP "A", (the line left open at the next column of 21) under DELAY 0,0
20 DELAY 0,0
40 T=TIME
50 FOR I=1 TO 4
60 DISP "A",
70 NEXT I
80 DISP @ DISP TIME-T
90 END
