10 ! TIMING: A=TAN(45), 45 degrees cut to 15 digits in radians: just below ATN(1)
20 T=TIME
30 FOR I=1 TO 200
40 A=TAN(45)
50 NEXT I
60 DISP TIME-T
70 END
