10 ! TIMING: A=LOG10(X), X a power of ten from .001 (no logarithm on the ROM)
20 X=.001
30 T=TIME
40 FOR I=1 TO 60
50 A=LOG10(X) @ X=X*10
60 NEXT I
70 DISP TIME-T
80 END
