10 ! TIMING: A=B^C, B from 2.3 by factors of 1.7 and C from -.71 by -.13 (results below 1)
20 B=2.3 @ C=-.71
30 T=TIME
40 FOR I=1 TO 60
50 A=B^C @ B=B*1.7 @ C=C-.13
60 NEXT I
70 DISP TIME-T
80 END
