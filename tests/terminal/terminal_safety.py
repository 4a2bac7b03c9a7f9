#!/usr/bin/env python3
"""The terminal under a pseudo-terminal: the history file is created on a
fresh install (its folder and parents too) and cut to 1,000 lines at exit;
Ctrl-D at an INPUT prompt cancels the run like ATTN and keeps the program;
QUIT at the prompt gets the ROM's error and a hint to type BYE;
SIGTERM, SIGHUP and SIGQUIT at the prompt give the terminal its settings
back, keep the lines entered before them in the history and end hp71 with
the signal's status.
usage: terminal_safety.py HP71"""
import os, signal, sys, tempfile, termios, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ptysession

hp71 = sys.argv[1]
state = tempfile.mkdtemp()

def Session():
    return ptysession.Session(hp71, ["--clock=host"], os.path.join(state, "deep", "er"),
                              "terminal_safety")

# history: created on first use, kept to 1,000 lines
s = Session()
s.read_until(b">")
for k in range(1010):
    s.send(f"X={k}\r")
    s.read_until(b">")
s.send("BYE\r")
s.wait()
hist = os.path.join(state, "deep", "er", "hp71", "history")
if not os.path.exists(hist):
    raise SystemExit("terminal_safety: no history file after a fresh start")
lines = [l for l in open(hist).read().splitlines() if not l.startswith("_HiStOrY_")]
if len(lines) != 1000 or lines[-2:] != ["X=1009", "BYE"]:
    raise SystemExit(f"terminal_safety: history has {len(lines)} lines, last {lines[-2:]}")

# QUIT at the prompt: the ROM's error, then a hint to type BYE
s = Session()
s.read_until(b">")
s.send("QUIT\r")
s.read_until(b"ERR:Excess Chars")
s.read_until(b"type BYE")
s.send("BYE\r")
s.wait()

# Ctrl-D at INPUT cancels the run; the program and the session stay
s = Session()
s.read_until(b">")
s.send('10 INPUT "V? ";V\r')
s.read_until(b">")
s.send("RUN\r")
s.read_until(b"V? ")
s.send("\x04")
s.read_until(b">")
s.send("LIST\r")
s.read_until(b'10 INPUT "V? ";V')
s.send("BYE\r")
status = s.wait()
if not os.WIFEXITED(status) or os.WEXITSTATUS(status) != 0:
    raise SystemExit(f"terminal_safety: Ctrl-D at INPUT ended hp71 (status {status})")

# a signal at the prompt leaves the terminal as it was
for sig in (signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT):
    s = Session()
    before = termios.tcgetattr(s.fd)
    s.read_until(b">")
    s.send(f"Y{sig.value}=1\r")  # entered before the signal: kept in the history
    s.read_until(b">")
    s.send("X")  # readline holds the terminal raw while a line is edited
    time.sleep(0.2)
    os.kill(s.pid, sig)
    status = s.wait()
    after = termios.tcgetattr(s.fd)
    if not os.WIFSIGNALED(status) or os.WTERMSIG(status) != sig:
        raise SystemExit(f"terminal_safety: {sig.name} gave status {status}")
    if after[3] & (termios.ICANON | termios.ECHO) != before[3] & (termios.ICANON | termios.ECHO):
        raise SystemExit(f"terminal_safety: {sig.name} left the terminal raw")
    if f"Y{sig.value}=1" not in open(hist).read().splitlines():
        raise SystemExit(f"terminal_safety: the history lost a line at {sig.name}")
print("terminal_safety: history created and bounded, Ctrl-D at INPUT keeps the session, "
      "signals restore the terminal")
