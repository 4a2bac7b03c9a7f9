10 ! TIMING: IF X<Y THEN A=2 (after X=102 @ Y=101: false, the difference cancels two digits)
20 X=102 @ Y=101
40 T=TIME
50 FOR I=1 TO 200
60 IF X<Y THEN A=2
70 NEXT I
80 DISP TIME-T
90 END
