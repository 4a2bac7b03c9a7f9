#!/bin/sh
# Terminal test of --lcd under tmux: runs the seed listing for 5x5 at 8 times
# authentic speed and checks what the 22-character window shows while the
# program runs (PRGM and a Found line) and after it ends (the final line).
# usage: lcd_tmux.sh HP71 SOURCE_ROOT
set -eu
hp71=$1 root=$2
command -v tmux > /dev/null || { echo "lcd_tmux: tmux is not installed"; exit 1; }
s=hp71-lcd-$$
state=$(mktemp -d) # a state folder of its own: the session keeps its workspace there
trap 'tmux kill-session -t $s 2>/dev/null || true; tmux kill-session -t $s-ann 2>/dev/null || true; rm -rf "$state"' EXIT
tmux new-session -d -s $s -x 80 -y 12 "XDG_STATE_HOME=$state $hp71 --lcd --speed=8x --clock=virtual $root/programs/queens.bas"
sleep 0.5
tmux send-keys -t $s RUN Enter
sleep 0.5
tmux send-keys -t $s 5 Enter
sleep 2
during=$(tmux capture-pane -p -t $s)
sleep 4
after=$(tmux capture-pane -p -t $s)
fail=0
echo "$during" | grep -Eq '^PRGM +\|Found [0-9]{5} \([0-9]+\) *\|$' || { echo "lcd_tmux: no running Found line"; fail=1; }
echo "$after" | grep -Eq '^ +\|SOLUT:10, NODES:220   \|$' || { echo "lcd_tmux: no final line"; fail=1; }
if [ $fail = 1 ]; then
  echo "--- while running"; echo "$during"; echo "--- after"; echo "$after"
  exit 1
fi

# --type into the window, then the annunciators that follow the settings
typed=$state/annunciators.bas
printf '%s\n' RADIANS 'SFLAG 1' 'SFLAG 3' 'SFLAG -9' '10 DISP "ANNUNCIATORS" @ WAIT 3' RUN > "$typed"
# a second session beside the first (killing the last session would stop
# the tmux server under the next new-session)
tmux new-session -d -s $s-ann -x 80 -y 12 "XDG_STATE_HOME=$state $hp71 --lcd --type $typed --type-rate 40"
sleep 1.2
typing=$(tmux capture-pane -p -t $s-ann)
sleep 1.8
lit=$(tmux capture-pane -p -t $s-ann)
tmux send-keys -t $s-ann BYE Enter
tmux send-keys -t $s BYE Enter
echo "$typing" | grep -Eq '\|>10 DISP "[A-Z]*_ *\|$' || { echo "lcd_tmux: the typed line is not in the window"; fail=1; }
echo "$lit" | grep -Eq '^PRGM USER RAD  1 3  \|ANNUNCIATORS +\|$' || { echo "lcd_tmux: wrong annunciators"; fail=1; }
if [ $fail = 1 ]; then
  echo "--- typing"; echo "$typing"; echo "--- running"; echo "$lit"
  exit 1
fi
echo "lcd_tmux: the window showed a Found line under PRGM, then 'SOLUT:10, NODES:220';" \
  "a typed line, then PRGM USER RAD and flags 1 and 3"
