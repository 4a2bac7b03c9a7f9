10 ! TIMING: a warning (WRN /Zero) shown, with its beep (BEEP ON), 100 times
20 DELAY 0,0 @ BEEP ON @ X=0
30 T=TIME
40 FOR I=1 TO 100
50 X=1/0
60 NEXT I
70 DISP TIME-T
80 END
