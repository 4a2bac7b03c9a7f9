10 ! TIMING: DIM Z(2) @ DIM Z(1): the last letter's array declared again with another size
20 DIM Z(1)
30 T=TIME
40 FOR I=1 TO 200
50 DIM Z(2) @ DIM Z(1)
60 NEXT I
70 DISP TIME-T
80 END
