10 ! TIMING: Y$=W$(I)[2]: an element taken a substring of, to its end
20 OPTION BASE 1 @ DIM W$(10)[12] @ I=5 @ X$="E25"
30 FOR K=1 TO 10 @ W$(K)=CHR$(64+K)&STR$(K*K) @ NEXT K
40 T=TIME
50 FOR J=1 TO 300
60 Y$=W$(I)[2]
70 NEXT J
80 DISP TIME-T
90 END
