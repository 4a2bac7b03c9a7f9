#!/bin/sh
# Builds the libFuzzer harnesses with clang into DIR (default build-fuzz).
# usage: tests/fuzz/build.sh [DIR]
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:-$root/build-fuzz}
mkdir -p "$out"
core="errors number mathfn timing format keywords tokenizer lister chunk compiler peephole variables program vm interp"
srcs=""
for m in $core; do srcs="$srcs $root/interp/$m.c"; done
flags="-g -O1 -std=c17 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -I$root/interp -I/usr/include/decnumber"
for h in line program number decimal; do
  if [ ! -x "$out/fuzz_$h" ] || [ -n "$(find "$root/interp" "$root/tests/fuzz" -newer "$out/fuzz_$h" -name '*.[ch]' | head -1)" ]; then
    # shellcheck disable=SC2086
    clang $flags -o "$out/fuzz_$h" "$root/tests/fuzz/fuzz_$h.c" $srcs -ldecnumber
  fi
done
