10 ! TIMING: A=B^C of 1.000009^1, its result from factors of the 6th and 7th places
20 B=1.000009 @ C=1.0000001
30 T=TIME
40 FOR I=1 TO 60
50 A=B^C
60 NEXT I
70 DISP TIME-T
80 END
