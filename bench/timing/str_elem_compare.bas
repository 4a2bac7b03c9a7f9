10 ! TIMING: X=S$(1)<S$(2): two elements of a string array compared
20 DIM S$(5)[10] @ S$(1)="ABC" @ S$(2)="ABD"
30 T=TIME
40 FOR I=1 TO 300
50 X=S$(1)<S$(2)
60 NEXT I
70 DISP TIME-T
80 END
