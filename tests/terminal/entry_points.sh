#!/bin/sh
# The command's entry points and exit statuses: -e lines, --run - (the
# program from stdin), an error under --run also on stderr, Ctrl-C (SIGINT)
# during --run exits 130 saying where the program stopped; RANDOMIZE without
# a seed is reproducible under the virtual and frozen clocks; the LCD ends
# its last line.
# usage: entry_points.sh HP71
set -u
hp71=$1
root=$(cd "$(dirname "$0")/../.." && pwd)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail=0
check() { # what expected actual
  if [ "$2" != "$3" ]; then
    printf 'entry_points: %s\n  expected: %s\n  actual:   %s\n' "$1" "$2" "$3"
    fail=1
  fi
}

out=$("$hp71" -e 'DISP 2+3' -e 'X=7' -e 'X*2' 2>&1); st=$?
check "-e lines in order" " 5
 14" "$out"
check "-e status" 0 "$st"

out=$("$hp71" -e 'SQR(-1)' 2>"$dir/err"); st=$?
check "-e error on the display" "ERR:SQR(neg)" "$out"
check "-e error on stderr" "hp71: -e: ERR:SQR(neg)" "$(cat "$dir/err")"
check "-e error status" 1 "$st"

printf '10 DISP 1\n20 X=SQR(-1)\n' > "$dir/e.bas"
out=$("$hp71" -e RUN "$dir/e.bas" 2>/dev/null); st=$?
check "-e RUN with a FILE" " 1
ERR L20:SQR(neg)" "$out"
check "-e RUN status" 1 "$st"

out=$("$hp71" --run "$dir/e.bas" 2>"$dir/err"); st=$?
check "--run error on stdout" " 1
ERR L20:SQR(neg)" "$out"
check "--run error on stderr" "hp71: $dir/e.bas: ERR L20:SQR(neg)" "$(cat "$dir/err")"
check "--run error status" 1 "$st"

out=$(printf '10 DISP 8\n20 END\n' | "$hp71" --run - 2>&1); st=$?
check "--run - reads the program from stdin" " 8" "$out"
check "--run - status" 0 "$st"

printf '10 X=X+1 @ GOTO 10\n' > "$dir/loop.bas"
"$hp71" --run "$dir/loop.bas" 2>"$dir/err" &
pid=$!
sleep 2
kill -INT $pid
wait $pid; st=$?
check "Ctrl-C during --run: status" 130 "$st"
check "Ctrl-C during --run: where" "hp71: $dir/loop.bas: interrupted (Ctrl-C) at line 10" \
  "$(cat "$dir/err")"

# RANDOMIZE without a seed takes the emulated clock: reproducible runs
a=$("$hp71" --clock=virtual -e RANDOMIZE -e RND)
b=$("$hp71" --clock=virtual -e RANDOMIZE -e RND)
check "RANDOMIZE under --clock=virtual is reproducible" "$a" "$b"
a=$("$hp71" --clock=frozen -e RANDOMIZE -e RND)
b=$("$hp71" --clock=frozen -e RANDOMIZE -e RND)
check "RANDOMIZE under --clock=frozen is reproducible" "$a" "$b"

# the LCD's last line ends as a line, so the shell's prompt starts below it
last=$("$hp71" --lcd -e 'DISP 12' | tail -c 1 | od -An -c | tr -d ' ')
check "--lcd ends its last line" '\n' "$last"
last=$("$hp71" --lcd --run "$root/programs/queens.bas" --input 4 | tail -c 1 | od -An -c | tr -d ' ')
check "--lcd --run ends its last line" '\n' "$last"

[ $fail = 0 ] && echo "entry_points: all checks pass"
exit $fail
