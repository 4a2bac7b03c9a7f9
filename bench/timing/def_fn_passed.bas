10 ! TIMING: a multi-line DEF FN the run flows into (skipped)
20 T=TIME
30 FOR I=1 TO 300
40 DEF FNA(X)
50 FNA=X*2
60 END DEF
70 NEXT I
80 DISP TIME-T
90 END
