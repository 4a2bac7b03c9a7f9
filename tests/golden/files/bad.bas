10 DISP "ok"
0 DISP "zero"
10000 DISP "big"
50 DISP "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
20 DISP "café"
30 FOR
40 GOTO 10 20
DISP "no number"
60 DISP "still loads"
