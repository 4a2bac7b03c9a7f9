10 ! RANDWALK: random walk (after Undercoffer's Pascal program): put a queen
20 ! on a random free square, mark what she attacks, repeat until no square
30 ! is free; start again until 8 queens fit. 9 is a queen, 1 an attacked square
40 DESTROY ALL @ OPTION BASE 1 @ STD
50 INPUT "Seed: ";S
60 RANDOMIZE S
70 INTEGER B(8,8),R,C,I,J,T,Z,A
80 A=0
90 A=A+1 @ T=0
100 FOR I=1 TO 8 @ FOR J=1 TO 8 @ B(I,J)=0 @ NEXT J @ NEXT I
110 R=IP(RND*8)+1 @ C=IP(RND*8)+1 @ IF B(R,C)#0 THEN 110
120 B(R,C)=9 @ T=T+1
130 FOR I=1 TO 8 @ FOR J=1 TO 8
140 IF B(I,J)=0 AND (I=R OR J=C OR I-J=R-C OR I+J=R+C) THEN B(I,J)=1
150 NEXT J @ NEXT I
160 IF T<5 THEN 110
170 Z=0 @ FOR I=1 TO 8 @ FOR J=1 TO 8 @ IF B(I,J)=0 THEN Z=Z+1
180 NEXT J @ NEXT I
190 IF Z>0 THEN 110
200 IF T<8 THEN 90
210 FOR I=1 TO 8 @ L$=""
220 FOR J=1 TO 8 @ L$=L$&STR$(B(I,J))&" " @ NEXT J
230 DISP L$[1,15] @ NEXT I
240 DISP "Attempts:";A
