#!/usr/bin/env python3
"""Runs a session with --transcript and checks every record against the
schema of docs/transcript.md: one JSON object per line with exactly the keys
kind (typed|display|input|error), text (string), time ("HH:MM:SS.CC", the
emulated clock) and emulated (seconds, a number that never decreases); and
that the records tell the session in order. usage: transcript_schema.py HP71"""
import json, os, re, subprocess, sys, tempfile

hp71 = sys.argv[1]
root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, "t.jsonl")
    session = "RUN\n4\nX=SQR(-1)\nF$\n"
    subprocess.run([hp71, "--clock=virtual", "--time", "10:00:00", "--transcript", path,
                    os.path.join(root, "programs", "queens.bas")],
                   input=session, text=True, capture_output=True, check=False)
    records = [json.loads(line) for line in open(path)]
kinds = {"typed", "display", "input", "error"}
last = -1.0
for r in records:
    assert set(r) == {"kind", "text", "time", "emulated"}, r
    assert r["kind"] in kinds, r
    assert isinstance(r["text"], str), r
    assert re.fullmatch(r"\d\d:\d\d:\d\d\.\d\d", r["time"]), r
    assert isinstance(r["emulated"], (int, float)) and r["emulated"] >= last, r
    last = r["emulated"]
story = [(r["kind"], r["text"]) for r in records]
expected = [("typed", "RUN"), ("input", "4"), ("display", "Working..."),
            ("display", "Found 2413 (1)"), ("display", "Found 3142 (2)"),
            ("display", "SOLUT:2, NODES:60"), ("typed", "X=SQR(-1)"),
            ("error", "ERR:SQR(neg)"), ("typed", "F$"), ("display", "Found 3142 (2)")]
assert story == expected, story
assert records[0]["time"] == "10:00:00.00", records[0]
assert last > 5, last  # the 4x4 run takes emulated seconds under the cost model
print(f"transcript: {len(records)} records match the schema and the session")
