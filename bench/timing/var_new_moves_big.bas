10 ! TIMING: DESTROY Z @ Z=1 beside an array of 401 of a letter before Z (moved both times)
20 DIM F(400)
30 T=TIME
40 FOR I=1 TO 50
50 DESTROY Z @ Z=1
60 NEXT I
70 DISP TIME-T
80 END
