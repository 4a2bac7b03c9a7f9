#!/bin/sh
# The C sources are formatted with the committed .clang-format.
# usage: format_check.sh SOURCE_ROOT
set -eu
cd "$1"
command -v clang-format > /dev/null || { echo "format_check: clang-format is not installed"; exit 1; }
bad=0
for f in interp/*.c interp/*.h interp/cli/*.c interp/cli/*.h tests/unit/*.c tests/unit/*.h tests/fuzz/*.c tests/fuzz/*.h bench/queens.c; do
  if ! clang-format --dry-run --Werror "$f" > /dev/null 2>&1; then
    echo "format_check: $f is not formatted (run clang-format -i $f)"
    bad=1
  fi
done
[ $bad = 0 ] && echo "format_check: every C source is formatted"
exit $bad
