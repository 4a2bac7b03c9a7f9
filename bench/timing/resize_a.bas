10 ! TIMING: DIM A(2) @ DIM A(1): an array declared again with another size
20 DIM A(1)
30 T=TIME
40 FOR I=1 TO 200
50 DIM A(2) @ DIM A(1)
60 NEXT I
70 DISP TIME-T
80 END
