#!/usr/bin/env python3
"""Runs a session with --transcript and checks every record against the
schema of docs/transcript.md: one JSON object per line with exactly the keys
kind (typed|display|input|error), text (string), time ("HH:MM:SS.CC", the
emulated clock) and emulated (seconds, a number that never decreases); and
that the records tell the session in order; input records carry their
prompt and the last record is the exit status. Then runs the example of
docs/transcript.md and checks that the document shows exactly its output
(--update-doc writes it there).
usage: transcript_schema.py HP71 [--update-doc]"""
import json, os, re, subprocess, sys, tempfile

hp71 = sys.argv[1]
root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def transcript(session):
    """The transcript of the queens listing with session typed (text)."""
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "t.jsonl")
        subprocess.run([hp71, "--clock=virtual", "--time", "10:00:00", "--transcript", path,
                        os.path.join(root, "programs", "queens.bas")],
                       input=session, text=True, capture_output=True, check=False)
        return open(path).read()


records = [json.loads(line) for line in transcript("RUN\n4\nX=SQR(-1)\nF$\n").splitlines()]
kinds = {"typed", "display", "input", "error", "exit"}
last = -1.0
for r in records:
    extra = {"input": {"prompt"}, "exit": {"status"}}.get(r["kind"], set())
    assert set(r) == {"kind", "text", "time", "emulated"} | extra, r
    assert r["kind"] in kinds, r
    assert isinstance(r["text"], str), r
    assert re.fullmatch(r"\d\d:\d\d:\d\d\.\d\d", r["time"]), r
    assert isinstance(r["emulated"], (int, float)) and r["emulated"] >= last, r
    last = r["emulated"]
story = [(r["kind"], r["text"]) for r in records]
expected = [("typed", "RUN"), ("input", "4"), ("display", "Working..."),
            ("display", "Found 2413 (1)"), ("display", "Found 3142 (2)"),
            ("display", "SOLUT:2, NODES:60"), ("typed", "X=SQR(-1)"),
            ("error", "ERR:SQR(neg)"), ("typed", "F$"), ("display", "Found 3142 (2)"),
            ("exit", "")]
assert story == expected, story
assert records[1]["prompt"] == "Board size 1-9: ", records[1]
assert records[-1]["status"] == 0, records[-1]
assert records[0]["time"] == "10:00:00.00", records[0]
assert last > 5, last  # the 4x4 run takes emulated seconds under the cost model

# the document's example is this run's output, so that it cannot drift
doc_path = os.path.join(root, "docs", "transcript.md")
doc = open(doc_path).read()
marker = "writes it again):\n\n```\n"
head, rest = doc.split(marker, 1)
shown, tail = rest.split("```\n", 1)
example = transcript("RUN\n4\n")
if "--update-doc" in sys.argv[2:]:
    open(doc_path, "w").write(head + marker + example + "```\n" + tail)
elif shown != example:
    raise SystemExit("transcript: docs/transcript.md's example differs from the run:\n" + example +
                     "(tests/terminal/transcript_schema.py HP71 --update-doc writes it)")
print(f"transcript: {len(records)} records match the schema and the session; "
      "docs/transcript.md shows the example's real output")
