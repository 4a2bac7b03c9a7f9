10 ! TIMING: DIM Z(11) @ DIM Z(10): an array's size changed beside an array of 101 before it
20 DIM F(100) @ DIM Z(10)
30 T=TIME
40 FOR I=1 TO 100
50 DIM Z(11) @ DIM Z(10)
60 NEXT I
70 DISP TIME-T
80 END
