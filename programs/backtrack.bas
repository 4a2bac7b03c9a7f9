10 ! BACKTRACK: recursive placement with used-column and diagonal arrays
20 ! (after an Eiffel class); prints each solution as a list and a board,
30 ! then counts the essentially different ones under the 8 board symmetries
40 DESTROY ALL @ OPTION BASE 1 @ STD
50 INPUT "Board size: ";N
60 INTEGER Q(N),U(N),A(2*N),D(2*N)
70 DIM S$(100)[9]
80 C=0 @ E=0
90 CALL PLACE(1,N,Q(),U(),A(),D(),C,E,S$())
100 DISP "Solutions:";C
110 DISP "Essentially different:";E
120 END
200 SUB PLACE(I,N,Q(),U(),A(),D(),C,E,S$())
210 IF I>N THEN CALL SHOW(N,Q(),C,E,S$()) @ GOTO 280
220 FOR J=1 TO N
230 IF U(J) OR A(I+J) OR D(I-J+N) THEN 270
240 Q(I)=J @ U(J)=1 @ A(I+J)=1 @ D(I-J+N)=1
250 CALL PLACE(I+1,N,Q(),U(),A(),D(),C,E,S$())
260 U(J)=0 @ A(I+J)=0 @ D(I-J+N)=0
270 NEXT J
280 END SUB
300 SUB SHOW(N,Q(),C,E,S$())
310 C=C+1 @ L$="Solution #"&STR$(C)&":"
320 FOR I=1 TO N @ L$=L$&" "&STR$(Q(I)) @ NEXT I
330 DISP L$
340 FOR I=1 TO N
350 R$="" @ FOR J=1 TO N
360 IF Q(I)=J THEN R$=R$&"Q " ELSE R$=R$&". "
370 NEXT J @ DISP R$[1,2*N-1]
380 NEXT I
390 ! the smallest of the 8 symmetric images names the solution's class
400 DIM P(N),T(N)
410 M$=""
420 FOR K=0 TO 7
430 FOR I=1 TO N @ P(I)=Q(I) @ NEXT I
440 IF K<4 THEN 450
445 FOR I=1 TO N @ T(P(I))=I @ NEXT I @ FOR I=1 TO N @ P(I)=T(I) @ NEXT I
450 IF MOD(K,2)=0 THEN 460
455 FOR I=1 TO N @ P(I)=N+1-P(I) @ NEXT I
460 IF MOD(INT(K/2),2)=0 THEN 470
465 FOR I=1 TO N @ T(I)=P(N+1-I) @ NEXT I @ FOR I=1 TO N @ P(I)=T(I) @ NEXT I
470 K$="" @ FOR I=1 TO N @ K$=K$&STR$(P(I)) @ NEXT I
480 IF M$="" OR K$<M$ THEN M$=K$
490 NEXT K
500 FOR I=1 TO E @ IF S$(I)=M$ THEN 530
510 NEXT I
520 E=E+1 @ S$(E)=M$
530 END SUB
