#!/bin/sh
# The figures README.md quotes from a run are what hp71 shows: the 8x8 run
# of programs/queens.bas under --clock=virtual ("it shows the N seconds")
# leaves W at N. A change to the cost model that moves it fails here until
# the README says the new figure.
# usage: readme_figures.sh HP71 SOURCE_ROOT
set -eu
hp71=$1 root=$2
said=$(tr '\n' ' ' < "$root/README.md" | sed -n 's/.*it shows the \([0-9.]*\) seconds.*/\1/p')
[ -n "$said" ] || { echo "readme_figures: README.md quotes no 8x8 time"; exit 1; }
shown=$(printf 'RUN\n8\nW\n' | "$hp71" --fresh --clock=virtual "$root/programs/queens.bas" | tail -n 1 | tr -d ' ')
if [ "$shown" != "$said" ]; then
  echo "readme_figures: README.md says the 8x8 run shows W = $said, hp71 shows $shown"
  exit 1
fi
echo "readme_figures: README.md's 8x8 time ($said s) is what hp71 shows"
