10 ! TIMING: 'L1': A=1, a line with a label at its start
20 T=TIME
30 FOR I=1 TO 200
40 'L1': A=1
50 NEXT I
60 DISP TIME-T
70 END
