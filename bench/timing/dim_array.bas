10 ! TIMING: DIM A(10) of an array that exists (the ROM keeps it)
20 DIM A(10)
30 T=TIME
40 FOR I=1 TO 200
50 DIM A(10)
60 NEXT I
70 DISP TIME-T
80 END
