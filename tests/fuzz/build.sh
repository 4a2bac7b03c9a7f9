#!/bin/sh
# Builds the libFuzzer harnesses with clang into DIR (default build-fuzz):
# the core (and, for fuzz_stdin, the command's session code) is compiled
# once with the fuzzer's instrumentation and ASan+UBSan, then each harness
# is linked. Rebuilds only what changed.
# usage: tests/fuzz/build.sh [DIR]
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:-$root/build-fuzz}
mkdir -p "$out/obj"
# the core's modules: meson.build's core_sources, so that a new module needs no second list
core=$(sed -n "/^core_sources = files(/,/)/s|^ *'interp/\([a-z_]*\)\.c',*|\1|p" "$root/meson.build" | tr '\n' ' ')
[ -n "$core" ] || { echo "fuzz/build.sh: no core_sources in meson.build" >&2; exit 1; }
cli="options term session transcript files lcd continuous"
flags="-g -O1 -std=c17 -DHP71_VERSION=\"fuzz\" -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -I$root/interp -I/usr/include/decnumber"
headers=$(ls "$root"/interp/*.h "$root"/interp/*/*.h)
# the modules compile side by side, one per processor (the instrumented
# build is most of fuzz-smoke's time); a failed one fails the build
jobs=$(nproc 2>/dev/null || echo 2)
objs="" cliobjs="" pids="" running=0
for m in $core $cli; do
  src="$root/interp/$m.c"
  [ -f "$src" ] || src="$root/interp/cli/$m.c"
  obj="$out/obj/$m.o"
  # shellcheck disable=SC2086
  if [ ! -f "$obj" ] || [ -n "$(find "$src" $headers -newer "$obj" | head -1)" ]; then
    if [ "$running" -ge "$jobs" ]; then
      for p in $pids; do wait "$p" || { echo "fuzz/build.sh: a module failed to compile" >&2; exit 1; }; done
      pids="" running=0
    fi
    rm -f "$obj"
    clang $flags -c -o "$obj" "$src" &
    pids="$pids $!" running=$((running + 1))
  fi
  case " $core " in *" $m "*) objs="$objs $obj" ;; *) cliobjs="$cliobjs $obj" ;; esac
done
for p in $pids; do wait "$p" || { echo "fuzz/build.sh: a module failed to compile" >&2; exit 1; }; done
for h in line program number decimal roundtrip eval strings stdin workspace; do
  extra="" libs="-ldecnumber -lm"
  [ "$h" = stdin ] && extra="$cliobjs" libs="-ldecnumber -lreadline -lm"
  # shellcheck disable=SC2086
  if [ ! -x "$out/fuzz_$h" ] || [ -n "$(find "$root/tests/fuzz/fuzz_$h.c" "$root/tests/fuzz/fuzz_host.h" $objs $extra -newer "$out/fuzz_$h" | head -1)" ]; then
    clang $flags -fsanitize=fuzzer -o "$out/fuzz_$h" "$root/tests/fuzz/fuzz_$h.c" $objs $extra $libs
  fi
done
