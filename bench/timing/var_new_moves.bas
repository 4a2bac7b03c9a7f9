10 ! TIMING: DESTROY Z @ Z=1 beside an array of 101 of a letter before Z (moved both times)
20 DIM F(100)
30 T=TIME
40 FOR I=1 TO 100
50 DESTROY Z @ Z=1
60 NEXT I
70 DISP TIME-T
80 END
