10 ! TIMING: N=X, a SHORT variable stored into: rounded to 5 digits
20 SHORT N @ N=149
30 X=1.5
40 T=TIME
50 FOR I=1 TO 300
60 N=X
70 NEXT I
80 DISP TIME-T
90 END
