10 ! TIMING: B$=A$ @ IF LEN(B$)<8 THEN B$=B$&"........"[1,8-LEN(B$)] (after A$="GRACE")
20 A$="GRACE"
40 T=TIME
50 FOR I=1 TO 100
60 B$=A$ @ IF LEN(B$)<8 THEN B$=B$&"........"[1,8-LEN(B$)]
70 NEXT I
80 STD @ DISP TIME-T
90 END
