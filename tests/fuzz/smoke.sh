#!/bin/sh
# fuzz-smoke: builds the libFuzzer harnesses with clang and runs each for a
# bounded time (SECONDS_EACH, default 12) on the seed corpus, with a fixed
# seed (FUZZ_SEED, default 1) so that a red run can be repeated: what CI
# finds, anyone finds again. Long, randomly seeded runs are done by hand
# (docs/testing.md). Fails on any crash, leak, sanitizer report or timeout.
# usage: smoke.sh SOURCE_ROOT BUILD_DIR
set -eu
root=$1 out=$2/fuzz
each=${SECONDS_EACH:-12}
seed=${FUZZ_SEED:-1}
"$root/tests/fuzz/build.sh" "$out"
"$root/tests/fuzz/make_corpus.sh" "$out"
for h in line program number decimal roundtrip eval strings stdin workspace; do
  work=$(mktemp -d)
  # the directory itself, not a glob: the line corpus holds one file per
  # line of the model suite, tens of thousands, past the limit of one
  # command's arguments once the clone's path is long
  cp -R "$out/corpus/$h/." "$work/"
  echo "== fuzz_$h for ${each}s, seed $seed"
  if ! "$out/fuzz_$h" -seed="$seed" -max_total_time="$each" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
      -artifact_prefix="$out/$h-" "$work" > "$out/$h.log" 2>&1; then
    tail -n 40 "$out/$h.log"
    echo "fuzz_$h found a problem; the input is in $out/$h-*"
    rm -rf "$work"
    exit 1
  fi
  grep -E '^Done|cov:' "$out/$h.log" | tail -n 1
  rm -rf "$work"
done
# every earlier finding stays fixed (a slow one too: each input has 5 s,
# where the ones that were slow now take under 1 s)
for f in "$root"/tests/fuzz/regressions/*; do
  h=$(basename "$f" | cut -d- -f1)
  "$out/fuzz_$h" -timeout=5 "$f" > /dev/null 2>&1 || { echo "regression $f fails again"; exit 1; }
done
