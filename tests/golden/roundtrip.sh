#!/bin/sh
# Saving round-trips: for every program in programs/ and the program lines
# of every golden test, load -> SAVE -> load -> SAVE gives identical text.
# usage: roundtrip.sh HP71 SOURCE_ROOT
set -eu
hp71=$1 root=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
n=0
for f in "$root"/programs/*.bas "$root"/tests/golden/*.in; do
  case "$f" in
    *.bas) cp "$f" "$work/src.bas" ;;
    *) grep -E '^[0-9]+ +[^ ]' "$f" > "$work/src.bas" || continue ;;
  esac
  printf 'SAVE "%s"\n' "$work/one.bas" | "$hp71" "$work/src.bas" > /dev/null 2>&1 || true
  [ -f "$work/one.bas" ] || { echo "roundtrip: nothing saved for $f"; exit 1; }
  printf 'SAVE "%s"\n' "$work/two.bas" | "$hp71" "$work/one.bas" > /dev/null 2>&1
  if ! cmp -s "$work/one.bas" "$work/two.bas"; then
    echo "roundtrip: $f lists differently after a reload"
    diff -u "$work/one.bas" "$work/two.bas" || true
    exit 1
  fi
  rm -f "$work/one.bas" "$work/two.bas"
  n=$((n + 1))
done
echo "roundtrip: $n programs list identically after load, save, load"
