10 ! TIMING: A=B^C of a power the ROM gives exactly, 2^2 (no logarithm)
20 B=2
30 C=2
40 T=TIME
50 FOR I=1 TO 100
60 A=B^C
70 NEXT I
80 DISP TIME-T
90 END
