10 ! TIMING: A=B^C of 4^1.5, y ln x three times ln 2
20 B=4 @ C=1.5
30 T=TIME
40 FOR I=1 TO 60
50 A=B^C
60 NEXT I
70 DISP TIME-T
80 END
