"""The timing programs of bench/timing/ as typed sessions, and how the ROM and hp71 run them.

Shared by scripts/record-timing (the ROM's times) and bench/timing-fidelity (hp71 against them).
A program is NAME.bas (typed, then RUN) or NAME.in (a whole session: typed lines, RUN, INPUT
replies; a line `#load PATH` types the program at PATH, relative to the repository). Either way
the last line the session displays is the program's own elapsed time in seconds, measured with
TIME, so both machines are timed by the same clock reading over the same statements. NAME.in
sessions are the whole programs, but those whose first line is `#isolates` (the keyboard's
costs: lines typed at the prompt, INPUT replies); NAME.bas programs each isolate one cost.
"""
import os
import re
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DIR = os.path.join(ROOT, "bench", "timing")
ROM_TABLE = os.path.join(DIR, "rom-times.tsv")


def names():
    """Every program's name, sorted."""
    return sorted(os.path.splitext(f)[0] for f in os.listdir(DIR) if f.endswith((".bas", ".in")))


def is_session(name):
    """True for a NAME.in session, False for a NAME.bas program."""
    return os.path.exists(os.path.join(DIR, name + ".in"))


def is_whole(name):
    """True for a whole program, False for one that isolates a cost."""
    if not is_session(name):
        return False
    with open(os.path.join(DIR, name + ".in")) as f:
        return f.readline().strip() != "#isolates"


def session(name):
    """The text typed for the program NAME."""
    if not is_session(name):
        with open(os.path.join(DIR, name + ".bas")) as f:
            return f.read() + "RUN\n"
    out = []
    with open(os.path.join(DIR, name + ".in")) as f:
        for line in f:
            if line.strip() == "#isolates":
                continue
            if line.startswith("#load "):
                with open(os.path.join(ROOT, line.split(None, 1)[1].strip())) as p:
                    out.append(p.read())
            else:
                out.append(line)
    return "".join(out)


def elapsed(display):
    """The seconds shown on the last displayed line, or None."""
    lines = [l for l in display.splitlines() if l.strip()]
    if not lines:
        return None
    try:
        return float(lines[-1])
    except ValueError:
        return None


def run_rom(oracle, name, typed_before=0, timeout=600):
    """Runs NAME on the ROM after typed_before lines `X=0` (they move the phase of the machine's
    timers against the program): (seconds shown, the session's CPU cycles, display text)."""
    p = subprocess.run([oracle], input="X=0\n" * typed_before + session(name), capture_output=True,
                       text=True, timeout=timeout)
    m = re.search(r"cpu_cycles=(\d+)", p.stderr)
    if p.returncode != 0 or not m:
        raise RuntimeError(f"{name}: the oracle failed ({p.returncode}): {p.stderr.strip()[-300:]}")
    return elapsed(p.stdout), int(m.group(1)), p.stdout


def run_hp71(binary, name, timeout=600):
    """Runs NAME on hp71 under the virtual clock with --profile: (seconds shown, display text,
    {cost item: charges between the first and last reading of TIME}); the item "wait_us" is the
    emulated microseconds of waits in that interval."""
    with tempfile.NamedTemporaryFile("r", suffix=".prof") as f:
        p = subprocess.run([binary, "--clock=virtual", "--fresh", "--profile", f.name],
                           input=session(name), capture_output=True, text=True, timeout=timeout)
        timed = {}
        for line in f:
            if not line.startswith("#"):
                item, _total, charges = line.rstrip("\n").split("\t")
                timed[item] = int(charges)
    return elapsed(p.stdout), p.stdout, timed


def read_rom_table():
    """{name: (seconds, cycles)} from rom-times.tsv."""
    table = {}
    if os.path.exists(ROM_TABLE):
        with open(ROM_TABLE) as f:
            for line in f:
                if line.startswith("#") or not line.strip():
                    continue
                name, seconds, cycles = line.split("\t")
                table[name] = (float(seconds), int(cycles))
    return table
