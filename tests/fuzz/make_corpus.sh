#!/bin/sh
# Builds the seed corpora for the fuzz harnesses from programs/, the golden
# tests and the model suite, into DIR/corpus/<harness>/ (default DIR:
# build-fuzz).
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:-$root/build-fuzz}/corpus
for h in line program number decimal roundtrip eval strings stdin workspace; do mkdir -p "$out/$h"; done
# the sessions, by their path from the root: whole for the program
# harnesses (named by that path, '/' made '_'), and each line for fuzz_line
# without its first word (a line number), one file a line (l1, l2 ...);
# a process for all of them, not one a file (the model suite holds
# thousands of sessions, tens of thousands of lines)
list=$out/sessions.txt
(cd "$root" && for f in programs/*.bas tests/golden/*.in; do echo "$f"; done &&
  find tests/model -name '*.in' | sort) > "$list"
(cd "$root" && tar -cf - -T "$list") | (cd "$out/program" && tar -xf - --transform 's|/|_|g')
for h in roundtrip stdin workspace; do cp -R "$out/program/." "$out/$h/"; done
(cd "$root" && LC_ALL=C awk -v dir="$out/line" '{
  while ((getline line < $0) > 0) {
    n++
    i = index(line, " ")
    f = dir "/l" n
    printf "%s", (i ? substr(line, i + 1) : line) > f
    close(f)
  }
  close($0)
}' "$list")
rm -f "$list"
i=0
for lit in 0 5 .5 1E12 1E-10 1E-11 1.23456E-10 000123.123000 9.99999999999E499 1E-510 \
           123456789012 0.0123456789012 999999999999 86400 2.675; do
  i=$((i + 1))
  printf '%s' "$lit" > "$out/number/n$i"
done
# 100 inputs of 21 bytes, the same every time (a fixed linear congruential
# sequence), so that a seeded fuzz run is repeatable
LC_ALL=C awk 'BEGIN { x = 12345; for (i = 0; i < 2100; i++) { x = (x * 69069 + 1) % 4294967296;
             printf "%c", int(x / 16777216) } }' | LC_ALL=C split -b 21 - "$out/decimal/d"
i=0
for text in "2+3" "FNA(3)" "FNB(0)" "FNB(1)" "VAL(A\$)" "1,2" "'Q'" "FNC\$(\"A\")" "X" "1E600" \
            "PI*2" "LEN(A\$)" "(" "FNA(FNA(1))"; do
  i=$((i + 1))
  printf '%s' "$text" > "$out/eval/e$i"
done
i=0
for ops in 'LEN(A$&B$)' 'C$=A$&B$' 'POS(A$,B$)' 'A$[3,5]=B$' 'B$=A$[2]' 'DISP LEN(A$&A$&A$)' \
           'UPRC$(A$)' 'A$=B$&B$&B$' 'VAL(B$)' 'X=POS(A$&B$,"YZ",3)'; do
  i=$((i + 1))
  printf '\377\177%s\n%s\n' "$ops" "$ops" > "$out/strings/s$i"
done
printf '1+1\r2+2\r\n3\0+3\n10 INPUT A\nRUN\n' > "$out/stdin/crlf-nul"
