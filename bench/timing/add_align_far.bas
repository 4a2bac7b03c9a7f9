10 ! TIMING: A=B+C, C twenty decades below B (past the digits B holds)
20 B=1
30 C=1E-20
40 T=TIME
50 FOR I=1 TO 300
60 A=B+C
70 NEXT I
80 DISP TIME-T
90 END
