10 ! TIMING: A=B^C, B a power of ten and C whole (no logarithm on the ROM)
20 B=10
30 C=3
40 T=TIME
50 FOR I=1 TO 300
60 A=B^C
70 NEXT I
80 DISP TIME-T
90 END
