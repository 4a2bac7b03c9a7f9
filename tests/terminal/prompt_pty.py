#!/usr/bin/env python3
"""The prompt under a pseudo-terminal: a typed line that does not compile is
handed back for editing with the cursor at the fault, as the ROM does (so
Ctrl-K and the right text mend it); Ctrl-C during a run says at which line
the program stopped.
usage: prompt_pty.py HP71"""
import os, sys, tempfile, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ptysession

hp71 = sys.argv[1]
s = ptysession.Session(hp71, ["--fresh"], tempfile.mkdtemp(), "prompt_pty")
s.read_until(b">")
# the cursor comes back on the '/': Ctrl-K cuts "/3", and "3" mends it
s.send("A=2*/3\r")
s.read_until(b"ERR:Invalid Expr")
s.read_until(b"A=2*/3")  # the line, back in the edit line
s.send("\x0b3\r")
s.read_until(b">")
s.send("A\r")
s.read_until(b" 6\r\n")
s.read_until(b">")
# a program line too: the cursor after its line number and blanks
s.send("10 DISP 1+\r")
s.read_until(b"ERR:Invalid Expr")
s.read_until(b"10 DISP 1+")
s.send("\x0b2\r")
s.read_until(b">")
s.send("LIST\r")
s.read_until(b"10 DISP 1+2")
s.read_until(b">")
# Ctrl-C during a run names the line where the program stopped
s.send("20 GOTO 20\r")
s.read_until(b">")
s.send("RUN\r")
s.read_until(b" 3")
time.sleep(0.3)
s.send("\x03")
s.read_until(b"stopped at line 20 (ATTN); CONT resumes")
s.send("BYE\r")
s.wait()
print("prompt_pty: a line that did not compile came back with the cursor at the fault; "
      "Ctrl-C named the line where the run stopped")
