10 ! TIMING: A=1 @ 'L2': A=1, a label within a line
20 T=TIME
30 FOR I=1 TO 200
40 A=1 @ 'L2': A=1
50 NEXT I
60 DISP TIME-T
70 END
