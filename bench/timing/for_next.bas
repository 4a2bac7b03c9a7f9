10 ! TIMING: an empty FOR/NEXT loop on two lines: the loop every other program runs
20 T=TIME
30 FOR I=1 TO 500
40 NEXT I
50 DISP TIME-T
60 END
