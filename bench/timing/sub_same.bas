10 ! TIMING: A=B-C of equal values (all digits cancelled)
20 B=1.5
30 C=1.5
40 T=TIME
50 FOR I=1 TO 300
60 A=B-C
70 NEXT I
80 DISP TIME-T
90 END
