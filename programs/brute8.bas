10 ! BRUTE8: count through all N^N placements, one queen per column
20 ! (after a Perl program that tries all 8^8 boards); prints each solution
30 DESTROY ALL @ OPTION BASE 1 @ STD
40 INPUT "Board size: ";N
50 INTEGER B(N),I,J,K,C
60 FOR I=1 TO N @ B(I)=1 @ NEXT I
70 C=0
80 ! check the rows and diagonals of this placement
90 FOR I=1 TO N-1 @ FOR J=I+1 TO N
100 IF B(I)=B(J) OR ABS(B(I)-B(J))=J-I THEN 150
110 NEXT J @ NEXT I
120 C=C+1 @ S$="" @ FOR K=1 TO N @ S$=S$&STR$(B(K)) @ NEXT K @ DISP S$
140 ! next placement: count in base N with digits 1..N, last column fastest
150 K=N
160 B(K)=B(K)+1 @ IF B(K)<=N THEN 90
170 B(K)=1 @ K=K-1 @ IF K>0 THEN 160
180 DISP "Done";C;"winning boards"
