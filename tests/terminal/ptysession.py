"""One hp71 under a pseudo-terminal, for the terminal tests: start it with
arguments and a state folder, wait for what it shows, type at it."""
import os, pty, select, time


class Session:
    def __init__(self, hp71, args=(), state=None, name="pty"):
        self.name = name
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            if state:
                os.environ["XDG_STATE_HOME"] = state
            os.environ["TERM"] = "dumb"
            os.execv(hp71, [hp71, *args])
        self.buf = b""

    def read_until(self, pattern, timeout=5.0):
        """Waits until pattern (bytes) is shown; returns what came before it."""
        end = time.time() + timeout
        while pattern not in self.buf:
            left = end - time.time()
            if left <= 0:
                raise SystemExit(f"{self.name}: timed out waiting for {pattern!r}; "
                                 f"saw {self.buf[-300:]!r}")
            r, _, _ = select.select([self.fd], [], [], left)
            if r:
                try:
                    self.buf += os.read(self.fd, 4096)
                except OSError:
                    break
        i = self.buf.index(pattern)
        seen, self.buf = self.buf[:i], self.buf[i + len(pattern):]
        return seen

    def send(self, text):
        os.write(self.fd, text.encode())

    def wait(self):
        _, status = os.waitpid(self.pid, 0)
        return status
