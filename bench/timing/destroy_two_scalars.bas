10 ! TIMING: Z=1 @ W=2 @ DESTROY Z,W (what declare new scalars does beside SHORT)
40 T=TIME
50 FOR I=1 TO 200
60 Z=1 @ W=2 @ DESTROY Z,W
70 NEXT I
80 DISP TIME-T
90 END
