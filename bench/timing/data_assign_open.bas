10 ! TIMING: ASSIGN # of a DATA file that exists (the channel reopened each pass)
20 CREATE DATA D,1,16
30 T=TIME
40 FOR I=1 TO 100
50 ASSIGN #1 TO D
60 NEXT I
70 DISP TIME-T
80 END
