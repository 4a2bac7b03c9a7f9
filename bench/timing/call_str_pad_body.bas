10 ! TIMING: CALL P(N$,R$) into a SUB that pads B$ with dots to 8 (after N$="GRACE")
20 N$="GRACE"
40 T=TIME
50 FOR I=1 TO 100
60 CALL P(N$,R$)
70 NEXT I
80 STD @ DISP TIME-T
90 END
100 SUB P(A$,B$)
110 B$=A$ @ IF LEN(B$)<8 THEN B$=B$&"........"[1,8-LEN(B$)]
120 END SUB
