#!/bin/sh
# What README.md states about the code and its runs holds:
# - every module of the core (interp/*.c) is named in its file-by-file list;
# - the 8x8 run of programs/queens.bas under --clock=virtual ("it shows the
#   N seconds") leaves W at N: a change to the cost model that moves it fails
#   here until the README says the new figure.
# usage: readme_facts.sh HP71 SOURCE_ROOT
set -eu
hp71=$1 root=$2
readme=$root/README.md
bad=0
for c in "$root"/interp/*.c; do
  m=$(basename "$c" .c)
  if ! grep -q "\`$m\`" "$readme"; then
    echo "readme_facts: the core module $m is not in README.md's file-by-file list"
    bad=1
  fi
done
said=$(tr '\n' ' ' < "$readme" | sed -n 's/.*it shows the \([0-9.]*\) seconds.*/\1/p')
if [ -z "$said" ]; then
  echo "readme_facts: README.md quotes no 8x8 time"
  bad=1
else
  shown=$(printf 'RUN\n8\nW\n' | "$hp71" --fresh --clock=virtual "$root/programs/queens.bas" | tail -n 1 | tr -d ' ')
  if [ "$shown" != "$said" ]; then
    echo "readme_facts: README.md says the 8x8 run shows W = $said, hp71 shows $shown"
    bad=1
  fi
fi
[ "$bad" -eq 0 ] || exit 1
echo "readme_facts: README.md names every core module, and its 8x8 time ($said s) is what hp71 shows"
