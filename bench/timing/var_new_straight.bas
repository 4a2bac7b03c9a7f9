10 ! TIMING: 60 simple variables made by their first assignment, one after another
20 T=TIME
30 Z0=1 @ Z1=1 @ Z2=1 @ Z3=1 @ Z4=1 @ Z5=1 @ Z6=1 @ Z7=1 @ Z8=1 @ Z9=1
40 Y0=1 @ Y1=1 @ Y2=1 @ Y3=1 @ Y4=1 @ Y5=1 @ Y6=1 @ Y7=1 @ Y8=1 @ Y9=1
50 X0=1 @ X1=1 @ X2=1 @ X3=1 @ X4=1 @ X5=1 @ X6=1 @ X7=1 @ X8=1 @ X9=1
60 W0=1 @ W1=1 @ W2=1 @ W3=1 @ W4=1 @ W5=1 @ W6=1 @ W7=1 @ W8=1 @ W9=1
70 V0=1 @ V1=1 @ V2=1 @ V3=1 @ V4=1 @ V5=1 @ V6=1 @ V7=1 @ V8=1 @ V9=1
80 S0=1 @ S1=1 @ S2=1 @ S3=1 @ S4=1 @ S5=1 @ S6=1 @ S7=1 @ S8=1 @ S9=1
90 DISP TIME-T
100 END
