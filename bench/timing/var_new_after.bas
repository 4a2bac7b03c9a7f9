10 ! TIMING: DESTROY E @ E=1 beside an array of a letter after E (not moved)
20 DIM F(400)
30 T=TIME
40 FOR I=1 TO 200
50 DESTROY E @ E=1
60 NEXT I
70 DISP TIME-T
80 END
