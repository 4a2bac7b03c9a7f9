10 ! TIMING: FOR J=1 TO 1 @ NEXT J entered again by a GOTO loop (no outer FOR)
40 T=TIME @ I=0
50 I=I+1 @ FOR J=1 TO 1 @ NEXT J
60 IF I<200 THEN 50
80 DISP TIME-T
90 END
