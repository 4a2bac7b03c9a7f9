10 ! TIMING: A=B+C, B four decades below C (the larger second)
20 B=.25
30 C=1234.5
40 T=TIME
50 FOR I=1 TO 300
60 A=B+C
70 NEXT I
80 DISP TIME-T
90 END
