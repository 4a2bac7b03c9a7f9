10 ! TIMING: A=B^C of 2^-5, a reciprocal from five factors of 2
20 B=2 @ C=-5
30 T=TIME
40 FOR I=1 TO 60
50 A=B^C
60 NEXT I
70 DISP TIME-T
80 END
