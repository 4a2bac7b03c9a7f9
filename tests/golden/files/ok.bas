10 DISP "kept"
