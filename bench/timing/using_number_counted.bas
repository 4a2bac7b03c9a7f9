10 ! TIMING: DISP USING a number into a field written with a count under DELAY 0
20 DELAY 0 @ X=5
30 T=TIME
40 FOR I=1 TO 50
50 DISP USING "8D";X
60 NEXT I
70 DISP TIME-T
80 END
