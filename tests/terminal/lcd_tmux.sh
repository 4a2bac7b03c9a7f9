#!/bin/sh
# Terminal test of --lcd under tmux: runs the seed listing for 5x5 at 8 times
# authentic speed and checks what the 22-character window shows while the
# program runs (PRGM and a Found line) and after it ends (the final line);
# then types into the window and checks the annunciators.
# Each check polls the pane until it shows what is expected (or a deadline
# passes), so a slow or loaded machine changes only how long it waits.
# usage: lcd_tmux.sh HP71 SOURCE_ROOT
set -eu
hp71=$1 root=$2
command -v tmux > /dev/null || { echo "lcd_tmux: tmux is not installed"; exit 1; }
s=hp71-lcd-$$
state=$(mktemp -d) # a state folder of its own: the session keeps its workspace there
trap 'tmux kill-session -t $s 2>/dev/null || true; tmux kill-session -t $s-ann 2>/dev/null || true; rm -rf "$state"' EXIT

# await SESSION SECONDS REGEX WHAT: polls the pane every 50 ms; on the
# deadline prints what the pane showed last and fails.
await() {
  tries=$(($2 * 20))
  while [ $tries -gt 0 ]; do
    pane=$(tmux capture-pane -p -t "$1")
    echo "$pane" | grep -Eq "$3" && return 0
    sleep 0.05
    tries=$((tries - 1))
  done
  echo "lcd_tmux: $4 (waited $2 s); the window showed:"
  echo "$pane"
  exit 1
}

tmux new-session -d -s $s -x 80 -y 12 "XDG_STATE_HOME=$state $hp71 --lcd --speed=8x --clock=virtual $root/programs/queens.bas"
await $s 10 '(^|\|)>' "no prompt"
tmux send-keys -t $s RUN Enter
await $s 10 'Board size' "no board size question"
tmux send-keys -t $s 5 Enter
await $s 10 '^PRGM +\|Found [0-9]{5} \([0-9]+\) *\|$' "no running Found line under PRGM"
await $s 30 '^ +\|SOLUT:10, NODES:220   \|$' "no final line"

# --type into the window (20 keys a second: the typed line is in the window
# for about half a second), then the annunciators that follow the settings
typed=$state/annunciators.bas
printf '%s\n' RADIANS 'SFLAG 1' 'SFLAG 3' 'SFLAG -9' '10 DISP "ANNUNCIATORS" @ WAIT 3' RUN > "$typed"
# a second session beside the first (killing the last session would stop
# the tmux server under the next new-session)
tmux new-session -d -s $s-ann -x 80 -y 12 "XDG_STATE_HOME=$state $hp71 --lcd --type $typed --type-rate 20"
await $s-ann 15 '\|>10 DISP "[A-Z]*_ *\|$' "the typed line is not in the window"
await $s-ann 15 '^PRGM USER RAD  1 3  \|ANNUNCIATORS +\|$' "wrong annunciators"
tmux send-keys -t $s-ann BYE Enter
tmux send-keys -t $s BYE Enter
echo "lcd_tmux: the window showed a Found line under PRGM, then 'SOLUT:10, NODES:220';" \
  "a typed line, then PRGM USER RAD and flags 1 and 3"
