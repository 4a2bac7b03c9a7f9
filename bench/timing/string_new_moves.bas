10 ! TIMING: DESTROY Z$ @ Z$="X" beside an array of 101 of a letter before Z (moved twice each)
20 DIM F(100)
30 T=TIME
40 FOR I=1 TO 50
50 DESTROY Z$ @ Z$="X"
60 NEXT I
70 DISP TIME-T
80 END
