10 ! TIMING: 40 simple strings made by their first assignment, one after another
20 T=TIME
30 Z0$="X" @ Z1$="X" @ Z2$="X" @ Z3$="X" @ Z4$="X"
40 Z5$="X" @ Z6$="X" @ Z7$="X" @ Z8$="X" @ Z9$="X"
50 Y0$="X" @ Y1$="X" @ Y2$="X" @ Y3$="X" @ Y4$="X"
60 Y5$="X" @ Y6$="X" @ Y7$="X" @ Y8$="X" @ Y9$="X"
70 X0$="X" @ X1$="X" @ X2$="X" @ X3$="X" @ X4$="X"
80 X5$="X" @ X6$="X" @ X7$="X" @ X8$="X" @ X9$="X"
90 W0$="X" @ W1$="X" @ W2$="X" @ W3$="X" @ W4$="X"
100 W5$="X" @ W6$="X" @ W7$="X" @ W8$="X" @ W9$="X"
110 DISP TIME-T
120 END
