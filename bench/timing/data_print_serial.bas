10 ! TIMING: PRINT # of a number serially (the file grows a number a pass)
20 ASSIGN #1 TO D
30 T=TIME
40 FOR I=1 TO 200
50 PRINT #1;I
60 NEXT I
70 DISP TIME-T
80 END
