10 ! TIMING: IF B=2 THEN A=1 @ A=2 @ A=3 @ A=4, false: four THEN statements passed over
20 B=1
30 T=TIME
40 FOR I=1 TO 300
50 IF B=2 THEN A=1 @ A=2 @ A=3 @ A=4
60 NEXT I
70 DISP TIME-T
80 END
