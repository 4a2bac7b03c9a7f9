10 ! TIMING: A=B^C of 2^-3, y ln x three times ln 2 below 0, a reciprocal
20 B=2 @ C=-3
30 T=TIME
40 FOR I=1 TO 60
50 A=B^C
60 NEXT I
70 DISP TIME-T
80 END
