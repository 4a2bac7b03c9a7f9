10 ! TIMING: FOR J=1 TO 1 @ NEXT J, an inner loop entered on each pass
40 T=TIME
50 FOR I=1 TO 200
60 FOR J=1 TO 1 @ NEXT J
70 NEXT I
80 DISP TIME-T
90 END
