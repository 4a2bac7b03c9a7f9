#!/usr/bin/env python3
"""The prompt under a pseudo-terminal: a typed line that does not compile is
handed back for editing with the cursor at the fault, as the ROM does (so
Ctrl-K and the right text mend it); AUTO offers each next line number and FETCH
the line it shows, in the edit line; Ctrl-C during a run says at which line
the program stopped; under --speed=authentic, a run goes on at the machine's pace after
an INPUT reply that a person took long to type (it does not race to catch up).
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
# AUTO numbers the lines typed after it (10, 20 ...), each offered in the
# edit line; ENDLINE on a number alone ends it without deleting the line
s.send("AUTO 100,10\r")
s.read_until(b">100")
s.send("DISP 100\r")
s.read_until(b"110 ")
s.send("DISP 110\r")
s.read_until(b"120 ")
s.send("\r")
s.read_until(b">")
s.send("LIST 100,200\r")
s.read_until(b"100 DISP 100\r\n110 DISP 110\r\n")
s.read_until(b">")
# FETCH offers the line itself for editing: Ctrl-E to its end, then more
s.send("FETCH 110\r")
s.read_until(b">110 DISP 110")
s.send("\x05+1\r")
s.read_until(b">")
s.send("RUN 110\r")
s.read_until(b" 111")
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

# --speed=authentic: 100 FOR/NEXT passes take about 0.8 s of the machine's time, and still do
# when the reply came 2 s after the prompt (the pacing restarts after a person's reply)
s = ptysession.Session(hp71, ["--fresh", "--speed=authentic"], tempfile.mkdtemp(), "prompt_pty")
s.read_until(b">")
s.send("10 INPUT A @ FOR I=1 TO 100 @ NEXT I @ DISP \"DONE\"\r")
s.read_until(b">")
s.send("RUN\r")
s.read_until(b"?")
time.sleep(2)
t0 = time.monotonic()
s.send("1\r")
s.read_until(b"DONE")
took = time.monotonic() - t0
if took < 0.5:
    sys.exit(f"prompt_pty: --speed=authentic ran 100 loop passes in {took:.2f} s after a slow reply")
s.send("BYE\r")
s.wait()
print("prompt_pty: a line that did not compile came back with the cursor at the fault; "
      "Ctrl-C named the line where the run stopped; a paced run kept its pace after INPUT")
