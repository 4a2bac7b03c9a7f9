#!/usr/bin/env python3
"""Ctrl-C (ATTN) under a pseudo-terminal: interrupts a one-line loop, a WAIT
and an INPUT, keeps the program and variables, and CONT resumes. Prints the
measured latency from Ctrl-C to the prompt (the issue asks for 100 ms; this
test fails only beyond 1 s, to stay reliable on a loaded machine).
usage: attn_pty.py HP71"""
import os, pty, select, sys, tempfile, time

hp71 = sys.argv[1]
pid, fd = pty.fork()
if pid == 0:
    os.environ["XDG_STATE_HOME"] = tempfile.mkdtemp()  # a state folder of its own
    os.execv(hp71, [hp71, "--clock=host"])

buf = b""
def read_until(pattern, timeout=5.0):
    global buf
    end = time.time() + timeout
    while pattern not in buf:
        left = end - time.time()
        if left <= 0:
            raise SystemExit(f"attn_pty: timed out waiting for {pattern!r}; saw {buf[-300:]!r}")
        r, _, _ = select.select([fd], [], [], left)
        if r:
            try:
                buf += os.read(fd, 4096)
            except OSError:
                break
    i = buf.index(pattern) + len(pattern)
    buf = buf[i:]

def send(text):
    os.write(fd, text.encode())

read_until(b">")
latencies = []
for program in ("10 X=X+1 @ GOTO 10", "10 FOR I=1 TO 1E12 @ X=I @ NEXT I",
                "10 WAIT 100", "10 INPUT \"reply: \";A"):
    send("DELETE ALL\r")
    read_until(b">")
    send(program + "\r")
    read_until(b">")
    send("RUN\r")
    time.sleep(0.4)
    buf = b""
    t0 = time.time()
    send("\x03")
    read_until(b">")
    latencies.append(time.time() - t0)
    send("X\r")  # the variables survive
    read_until(b">")
send("DELETE ALL\r")
read_until(b">")
send("5 R=R+1\r")
read_until(b">")
send("10 X=X+1 @ IF X<20000000 THEN 10\r")
read_until(b">")
send("X=0 @ R=0\r")
read_until(b">")
send("RUN\r")
time.sleep(0.05)
send("\x03")
read_until(b">")
send("CONT\r")
read_until(b">", timeout=30)
send("X\r")
read_until(b"20000000")
send("R\r")  # run once: CONT resumed the suspended run rather than starting again
read_until(b"\r 1\r\n")
send("BYE\r")
os.waitpid(pid, 0)
worst = max(latencies)
print("attn_pty: Ctrl-C to prompt: " + ", ".join(f"{l * 1000:.0f} ms" for l in latencies)
      + "; CONT resumed to the end")
if worst > 1.0:
    raise SystemExit("attn_pty: too slow")
