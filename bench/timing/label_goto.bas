10 ! TIMING: GOTO 'L1' to the label of the next line, whose line is searched for
20 T=TIME
30 FOR I=1 TO 200
40 GOTO 'L1'
50 'L1': A=1
60 NEXT I
70 DISP TIME-T
80 END
