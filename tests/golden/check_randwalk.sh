#!/bin/sh
# randwalk.bas's exact boards come from the RND generator (the ROM's, value
# for value: randwalk_71.out was recorded from the real ROM for seed 71); this
# test checks, with the independent oracle, that the board printed for
# several seeds is always 8 non-attacking queens with every other square 1.
# usage: check_randwalk.sh HP71 DIR
set -eu
hp71=$1 dir=$2
cd "$dir"
for seed in 1 2 3 71 1984; do
  echo "$seed" | "$hp71" --clock=virtual --run ../../programs/randwalk.bas | python3 oracle/queens.py --check-board
done
