10 ! TIMING: PRINT # of a number into a record given (PRINT #1,0;I: the file does not grow)
20 CREATE DATA D,1,16 @ ASSIGN #1 TO D
30 T=TIME
40 FOR I=1 TO 200
50 PRINT #1,0;I
60 NEXT I
70 DISP TIME-T
80 END
