#!/usr/bin/env python3
"""Continuous memory under a pseudo-terminal: an interactive session keeps
its program, variables and modes at BYE and Ctrl-D, the next interactive
start without a FILE restores them and says so in one line; --fresh starts
from Memory Lost; batch input never reads or writes the saved workspace; a
damaged or foreign file is reported and set aside as workspace.bad, never
trusted. Also checks the one-line banner of an interactive start.
usage: continuous_pty.py HP71"""
import os, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ptysession

hp71 = sys.argv[1]
state = tempfile.mkdtemp()
saved = os.path.join(state, "hp71", "workspace")


def session(*args):
    return ptysession.Session(hp71, ["--clock=host", *args], state, "continuous_pty")


def fail(why):
    raise SystemExit("continuous_pty: " + why)


def shows(s, line, expected):
    s.send(line + "\r")
    s.read_until(expected.encode())
    s.read_until(b">")


# a first session: the banner, nothing to restore; leaves with BYE
s = session()
s.read_until(b"BYE or Ctrl-D leaves")
s.read_until(b">")
for line in ['10 DISP "KEPT";A', "A=42", 'B$="Hi"', "DIM C(3)", "C(2)=7", "FIX 2", "RADIANS"]:
    s.send(line + "\r")
    s.read_until(b">")
s.send("BYE\r")
if s.wait() != 0:
    fail("BYE did not end with status 0")
if not os.path.exists(saved):
    fail("BYE kept no workspace")

# the next interactive start restores it, in one line, and leaves with Ctrl-D
s = session()
s.read_until(b"continuous memory: 1 program line and 3 variables as you left them")
s.read_until(b">")
shows(s, "A", " 42.00")
shows(s, "B$", "Hi")
shows(s, "C(2)", " 7.00")
shows(s, "SIN(PI/2)", " 1.00")  # RADIANS kept
shows(s, "LIST", '10 DISP "KEPT";A')
s.send("A=5\r")
s.read_until(b">")
s.send("\x04")
s.wait()
kept = open(saved, "rb").read()

# batch input and -e start from Memory Lost and leave the file alone
out = subprocess.run([hp71], input=b"A\n", capture_output=True,
                     env={**os.environ, "XDG_STATE_HOME": state}).stdout
if out != b" 0\n":
    fail(f"batch input saw {out!r}, not Memory Lost")
if open(saved, "rb").read() != kept:
    fail("batch input changed the saved workspace")

# --fresh: Memory Lost, and what it leaves replaces the saved workspace
s = session("--fresh")
s.read_until(b">")
if b"continuous memory" in s.buf:
    fail("--fresh restored the workspace")
shows(s, "A", " 0")
s.send("BYE\r")
s.wait()

# a damaged file is reported, set aside, and not trusted
with open(saved, "ab") as f:
    f.write(b"N Z 0 0 0 0 0 1:0:0\n")
s = session()
s.read_until(b"was not restored: it is damaged")
s.read_until(b">")
shows(s, "A", " 0")
s.send("BYE\r")
s.wait()
if not os.path.exists(saved + ".bad"):
    fail("the damaged workspace was not kept as workspace.bad")

# a foreign file too
with open(saved, "wb") as f:
    f.write(b"10 DISP 1\n")
s = session()
s.read_until(b"it is not an hp71 workspace")
s.read_until(b">")
s.send("BYE\r")
s.wait()
print("continuous_pty: BYE and Ctrl-D keep the workspace, the next start restores it; "
      "--fresh, batch input, damaged and foreign files start from Memory Lost")
