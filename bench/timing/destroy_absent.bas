10 ! TIMING: DESTROY B of a variable that does not exist (A=1 of one that does)
20 A=1
30 T=TIME
40 FOR I=1 TO 200
50 DESTROY B @ A=1
60 NEXT I
70 DISP TIME-T
80 END
