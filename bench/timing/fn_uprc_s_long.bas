10 ! TIMING: A$=UPRC$("abcdefghijklmnopqrstuvwx")
20 T=TIME
30 FOR I=1 TO 300
40 A$=UPRC$("abcdefghijklmnopqrstuvwx")
50 NEXT I
60 DISP TIME-T
70 END
