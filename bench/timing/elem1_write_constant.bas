10 ! TIMING: X(5)=1.5, a constant into a one-dimensional REAL element
20 DIM X(10)
30 T=TIME
40 FOR I=1 TO 300
50 X(5)=1.5
60 NEXT I
70 DISP TIME-T
80 END
