10 ! TIMING: ADD x,y to a 2-variable statistics array
20 STAT S(2) @ CLSTAT @ X=1.5 @ Y=2.25
30 T=TIME
40 FOR I=1 TO 100
50 ADD X,Y
60 NEXT I
70 DISP TIME-T
80 END
