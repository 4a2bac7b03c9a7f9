10 ! REAL + - * / in a loop: input the number of iterations
20 INPUT N
30 A=1.5 @ B=0 @ C=1.00001 @ D=3.3
40 FOR I=1 TO N
50 B=B+A*C @ B=B-A/D
60 NEXT I
70 DISP B
