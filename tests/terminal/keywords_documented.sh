#!/bin/sh
# Every keyword of interp/keywords.h (the ROM's built-in keywords) has a row
# in docs/language.md: a statement's, command's or function's name in the
# first cell of a table row, a word of the syntax (TO, FLOW, EXTEND ...)
# somewhere in the text (issue: every built-in keyword listed with its status).
# usage: keywords_documented.sh SOURCE_ROOT
set -eu
root=$1
doc=$root/docs/language.md
first=$(grep '^| ' "$doc" | cut -d'|' -f2)
missing=0
for entry in $(sed -n 's/^ *X([A-Z_0-9]*, "\([^"]*\)", KIND_\([A-Z_]*\),.*/\1:\2/p' "$root/interp/keywords.h"); do
  word=${entry%%:*}
  kind=${entry##*:}
  case $kind in
    WORD|SECONDARY) where=$(cat "$doc") ;;
    *) where=$first ;;
  esac
  # a whole word: not a letter, digit or $ on either side
  if ! printf '%s\n' "$where" | grep -q -- "\(^\|[^A-Z0-9\$]\)$(printf '%s' "$word" | sed 's/\$/\\$/g')\($\|[^A-Z0-9\$]\)"; then
    echo "keywords_documented: $word ($kind) has no row in docs/language.md"
    missing=$((missing + 1))
  fi
done
[ "$missing" -eq 0 ] || exit 1
echo "keywords_documented: every keyword of interp/keywords.h is in docs/language.md"
