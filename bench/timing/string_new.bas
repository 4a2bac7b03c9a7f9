10 ! TIMING: DESTROY A$ @ A$="X": a simple string made by its first assignment
20 B=0
30 T=TIME
40 FOR I=1 TO 200
50 DESTROY A$ @ A$="X"
60 NEXT I
70 DISP TIME-T
80 END
