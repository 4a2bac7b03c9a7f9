10 ! TIMING: READ # of a number serially, after RESTORE # (two statements a pass)
20 ASSIGN #1 TO D @ PRINT #1;7
30 T=TIME
40 FOR I=1 TO 200
50 RESTORE #1 @ READ #1;X
60 NEXT I
70 DISP TIME-T
80 END
