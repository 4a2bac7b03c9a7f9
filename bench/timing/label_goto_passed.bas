10 ! TIMING: GOTO 'L3' past two labels before it ('L1' and 'L2')
15 'L1': X=1
16 'L2': X=2
20 T=TIME
30 FOR I=1 TO 200
40 GOTO 'L3'
50 'L3': A=1
60 NEXT I
70 DISP TIME-T
80 END
