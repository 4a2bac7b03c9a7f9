#!/bin/sh
# Runs one golden test: feeds NAME.in to hp71 as typed input, with the
# options in NAME.args (default --clock=virtual), and compares stdout with
# NAME.out and the exit status with NAME.status (default 0). Prints a unified
# diff on any difference.
# usage: run_golden.sh HP71 DIR NAME
set -u
hp71=$1 dir=$2 name=$3
cd "$dir" || exit 2
args="--clock=virtual"
[ -f "$name.args" ] && args=$(cat "$name.args")
want_status=0
[ -f "$name.status" ] && want_status=$(cat "$name.status")
out=$(mktemp) || exit 2
trap 'rm -f "$out"' EXIT
# HP71_WRAP (e.g. a valgrind command line) runs hp71 under a checker; its
# own failures are reported through exit status 99.
# shellcheck disable=SC2086
${HP71_WRAP:-} "$hp71" $args < "$name.in" > "$out" 2>&1
status=$?
if [ "$status" = 99 ]; then
  echo "golden $name: the checker (${HP71_WRAP}) reported errors:"
  cat "$out"
  exit 1
fi
fail=0
if ! diff -u "$name.out" "$out"; then
  echo "golden $name: output differs (--- expected, +++ actual)"
  fail=1
fi
if [ "$status" != "$want_status" ]; then
  echo "golden $name: exit status $status, expected $want_status"
  fail=1
fi
exit $fail
