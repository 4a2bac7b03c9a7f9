10 ! SEQUENCE: the column sequence (after an esProc program): one number per
20 ! row, a column already in the sequence (found with POS) or a diagonal
30 ! conflict moves on; done iteratively, then recursively
40 DESTROY ALL @ OPTION BASE 1 @ STD
50 INPUT "Board size: ";N
60 INTEGER A(N),I,K,C
70 ! iterative: A(I) is the column of row I, 0 for none yet
80 FOR K=1 TO N @ A(K)=0 @ NEXT K
90 I=1 @ C=0
100 A(I)=A(I)+1
110 IF A(I)<=N THEN 120
115 A(I)=0 @ I=I-1 @ IF I=0 THEN 190 ELSE 100
120 S$="" @ FOR K=1 TO I-1 @ S$=S$&CHR$(64+A(K)) @ NEXT K
130 IF POS(S$,CHR$(64+A(I)))>0 THEN 100
140 FOR K=1 TO I-1 @ IF I-K=ABS(A(I)-A(K)) THEN 100
150 NEXT K
160 IF I<N THEN I=I+1 @ GOTO 100
170 C=C+1 @ L$=S$&CHR$(64+A(I))
180 GOTO 100
190 DISP "Iterative:";C;"solutions, last ";L$
200 ! recursive: the sequence so far is a string of column letters
210 R=0 @ L$=""
220 CALL EXTEND("",N,R,L$)
230 DISP "Recursive:";R;"solutions, last ";L$
240 END
300 SUB EXTEND(S$,N,R,L$)
310 IF LEN(S$)=N THEN R=R+1 @ L$=S$ @ GOTO 390
320 I=LEN(S$)+1
330 FOR J=1 TO N
340 IF POS(S$,CHR$(64+J))>0 THEN 380
350 FOR K=1 TO I-1 @ IF I-K=ABS(J-(NUM(S$[K,K])-64)) THEN 380
360 NEXT K
370 CALL EXTEND(S$&CHR$(64+J),N,R,L$)
380 NEXT J
390 END SUB
