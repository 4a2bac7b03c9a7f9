10 ! TIMING: B$="........"[1,K] (after K=3)
20 K=3
40 T=TIME
50 FOR I=1 TO 100
60 B$="........"[1,K]
70 NEXT I
80 STD @ DISP TIME-T
90 END
