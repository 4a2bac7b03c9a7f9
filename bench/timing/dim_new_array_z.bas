10 ! TIMING: DESTROY Z @ DIM Z(1): the last letter's array made and taken away
20 B=0
30 T=TIME
40 FOR I=1 TO 200
50 DESTROY Z @ DIM Z(1)
60 NEXT I
70 DISP TIME-T
80 END
