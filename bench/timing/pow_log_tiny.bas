10 ! TIMING: A=B^C, B from 13 by 7.7 and C from -3.3 by -.41 (small results)
20 B=13 @ C=-3.3
30 T=TIME
40 FOR I=1 TO 60
50 A=B^C @ B=B+7.7 @ C=C-.41
60 NEXT I
70 DISP TIME-T
80 END
