10 ! TIMING: A=Z with 26 variables created before
20 A=1 @ B=2 @ C=3 @ D=4 @ E=5 @ F=6 @ G=7 @ H=8 @ J=10 @ K=11 @ L=12 @ M=13
30 N=14 @ O=15 @ P=16 @ Q=17 @ R=18 @ S=19 @ U=21 @ V=22 @ W=23 @ X=24 @ Y=25 @ Z=26
40 T=TIME
50 FOR I=1 TO 300
60 A=Z
70 NEXT I
80 DISP TIME-T
90 END
