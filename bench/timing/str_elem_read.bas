10 ! TIMING: A$=S$(2): an element of a string array read
20 DIM S$(5)[10] @ S$(2)="ABC"
30 T=TIME
40 FOR I=1 TO 300
50 A$=S$(2)
60 NEXT I
70 DISP TIME-T
80 END
