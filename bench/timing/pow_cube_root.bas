10 ! TIMING: A=B^(1/3) as listings take cube roots, B from 2 by 7.3
20 B=2
30 T=TIME
40 FOR I=1 TO 60
50 A=B^(1/3) @ B=B+7.3
60 NEXT I
70 DISP TIME-T
80 END
