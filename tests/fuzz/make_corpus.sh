#!/bin/sh
# Builds the seed corpora for the fuzz harnesses from programs/ and the
# golden tests, into DIR/corpus/<harness>/ (default DIR: build-fuzz).
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:-$root/build-fuzz}/corpus
mkdir -p "$out/line" "$out/program" "$out/number" "$out/decimal"
n=0
for f in "$root"/programs/*.bas "$root"/tests/golden/*.in; do
  cp "$f" "$out/program/$(basename "$f")"
  while IFS= read -r line; do
    n=$((n + 1))
    printf '%s' "${line#* }" > "$out/line/l$n"
  done < "$f"
done
i=0
for lit in 0 5 .5 1E12 1E-10 1E-11 1.23456E-10 000123.123000 9.99999999999E499 1E-510 \
           123456789012 0.0123456789012 999999999999 86400 2.675; do
  i=$((i + 1))
  printf '%s' "$lit" > "$out/number/n$i"
done
head -c 2100 /dev/urandom | split -b 21 - "$out/decimal/d"
