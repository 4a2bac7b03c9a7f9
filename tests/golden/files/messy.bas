30 disp "third"   
10 DISP “first”

20	disp "wrong"
20 DISP ‘second’ ! dup: later wins

40 IF 1 THEN DISP "end"45 x=2 × 3 @ disp x