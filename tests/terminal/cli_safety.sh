#!/bin/sh
# The command keeps files and the session safe: SAVE through a symbolic link
# keeps the link and the file's mode and refuses device nodes; huge or
# special files are refused; write errors give a non-zero status; --test
# reads folders without a shell and has no cap on the number of cases;
# option values are checked.
# usage: cli_safety.sh HP71
set -u
hp71=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
fail() { echo "cli_safety: $*"; exit 1; }

# SAVE follows a symbolic link, keeps the target's mode, and refuses non-regular targets
printf '10 DISP 1\n' > prog.bas
echo old > target.bas && chmod 640 target.bas && ln -s target.bas link.bas
printf 'SAVE "link.bas"\n' | "$hp71" prog.bas > /dev/null 2>&1
[ -L link.bas ] || fail "SAVE replaced the symbolic link"
grep -q '10 DISP 1' target.bas || fail "SAVE did not write through the link"
[ "$(stat -c %a target.bas)" = 640 ] || fail "SAVE changed the mode to $(stat -c %a target.bas)"
mkfifo fifo
out=$(printf 'SAVE "fifo"\n' | "$hp71" prog.bas 2>&1)
echo "$out" | grep -q "not a regular file" || fail "SAVE to a FIFO: $out"
[ -p fifo ] || fail "SAVE replaced a FIFO"
umask 022; printf 'SAVE "new.bas"\n' | "$hp71" prog.bas > /dev/null 2>&1
[ "$(stat -c %a new.bas)" = 644 ] || fail "a new file is $(stat -c %a new.bas), not 0666 less the umask"
out=$(printf 'SAVE "/nonexistent-dir/x.bas"\n' | "$hp71" prog.bas 2>&1)
echo "$out" | grep -q "No such file or directory" || fail "SAVE does not say why it failed: $out"

# special and huge files are refused, with their reason
out=$(timeout 10 "$hp71" /dev/zero < /dev/null 2>&1); rc=$?
[ $rc = 2 ] && echo "$out" | grep -q "not a regular file" || fail "hp71 /dev/zero: $rc $out"
out=$(timeout 10 "$hp71" --type /dev/urandom < /dev/null 2>&1); rc=$?
[ $rc = 2 ] || fail "--type /dev/urandom: $rc $out"
head -c 5000000 /dev/zero | tr '\0' 'x' > huge.bas
out=$(timeout 10 "$hp71" huge.bas < /dev/null 2>&1); rc=$?
[ $rc = 2 ] && echo "$out" | grep -q "larger than" || fail "a 5 MB file: $rc $out"

# write errors are not silent
"$hp71" --run prog.bas > /dev/full 2>/dev/null && fail "--run >/dev/full exited 0"
echo 'DISP 1' | "$hp71" --transcript /dev/full > /dev/null 2>&1 && fail "--transcript /dev/full exited 0"
printf '10 DISP "LOOP"\n20 GOTO 10\n' > loop.bas
( trap '' PIPE; timeout 10 "$hp71" --run loop.bas 2>/dev/null | head -n 1 > /dev/null )
timeout 10 sh -c "trap '' PIPE; '$hp71' --run loop.bas 2>/dev/null | head -n 1 >/dev/null; exit 0" ||
  fail "a program printing into a closed pipe did not stop"

# a program polling KEY$ in batch, where no key can come: what it displayed
# shows at once (not lost when a signal ends hp71), and stderr says why it waits
printf '10 DISP "PRESS A KEY"\n20 K$=KEY$ @ IF K$="" THEN 20\n' > keys.bas
timeout 5 "$hp71" --run keys.bas > keys.out 2> keys.err
[ "$(cat keys.out)" = "PRESS A KEY" ] || fail "KEY\$ polling in batch lost the display: $(cat keys.out)"
grep -q -- "--keys" keys.err || fail "KEY\$ polling in batch is not explained: $(cat keys.err)"
out=$(timeout 5 "$hp71" --run keys.bas --keys X 2>&1) || fail "--keys X did not end the polling: $out"

# SIGTERM (timeout's, a CI's) in batch: what the program displayed is written
# before hp71 ends by the signal (it was held in stdout's buffer and lost)
printf '10 DISP "BEFORE"\n20 GOTO 20\n' > hang.bas
"$hp71" --run hang.bas > hang.out 2> hang.err &
pid=$!
sleep 1
kill -TERM $pid
wait $pid
rc=$?
[ $rc = 143 ] || fail "SIGTERM in batch: status $rc, not 143"
[ "$(cat hang.out)" = "BEFORE" ] || fail "SIGTERM in batch lost the display: '$(cat hang.out)'"

# --test: a folder name is never given to a shell; no cap on the number of cases
evil="x';touch PWNED;echo '"
mkdir "$evil" && printf ' 2\n' > "$evil/a.out" && printf '1+1\n' > "$evil/a.in"
"$hp71" --test "$evil" > /dev/null 2>&1
[ -e PWNED ] && fail "--test ran the folder name through a shell"
mkdir many
i=0
while [ $i -lt 4100 ]; do printf ' 2\n' > many/c$i.out; printf '1+1\n' > many/c$i.in; i=$((i + 1)); done
last=$("$hp71" --test many | tail -n 1)
[ "$last" = "4100 passed, 0 failed" ] || fail "--test many: $last"
mkdir lonely && printf '10 DISP 1\n' > lonely/p.bas
"$hp71" --test lonely > lonely.log 2>&1 && fail "a NAME.bas without NAME.out passed"
grep -q "no lonely/p.out" lonely.log || fail "a missing NAME.out is not reported: $(cat lonely.log)"

# option values
for bad in "--memory 99999999999999999999999" "--speed=1e-300x" "--type-rate 1e-300" "--run" \
           "--time" "--memory -5" "--speed=0x"; do
  # shellcheck disable=SC2086
  timeout 5 "$hp71" $bad < /dev/null > /dev/null 2>&1; rc=$?
  [ $rc = 2 ] || fail "'hp71 $bad' exited $rc, not 2"
done
out=$("$hp71" --time < /dev/null 2>&1)
echo "$out" | grep -q "needs a value" || fail "--time without a value: $out"
echo "cli_safety: files, output errors, --test folders and option values behave"
