#!/bin/sh
# Every option hp71 --help lists is documented in the man page, and every
# option the man page documents is in --help.
# usage: help_matches_man.sh HP71 MANPAGE
set -eu
help=$("$1" --help | grep -o -- '--[a-z][a-z-]*' | sort -u)
man=$(sed 's/\\f[BIRP]//g; s/\\-/-/g' "$2" | grep -o -- '--[a-z][a-z-]*' | sort -u)
if [ "$help" != "$man" ]; then
  echo "options in --help:"; echo "$help"; echo "options in the man page:"; echo "$man"
  exit 1
fi
echo "help_matches_man: $(echo "$help" | wc -l) options documented in both"
