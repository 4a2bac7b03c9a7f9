10 ! TIMING: RESTORE alone, the data pointer set back to the first DATA item
20 T=TIME
30 FOR I=1 TO 200
40 RESTORE
50 NEXT I
60 DISP TIME-T
70 END
80 DATA 1.5
