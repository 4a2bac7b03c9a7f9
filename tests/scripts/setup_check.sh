#!/bin/sh
# setup_check: scripts/setup says nothing when there is nothing to do (a
# quiet start for scripts/hp71), and a plain configure needs no Criterion
# and does not turn warnings into errors (scripts/test and CI do).
# usage: setup_check.sh SOURCE_ROOT BUILD_DIR
set -eu
root=$1 build=$2
case $build in
  "$root"/*) name=${build#"$root"/} ;;
  *) echo "setup_check: $build is outside the source tree; skipped"; exit 0 ;;
esac
out=$(HP71_BUILD_DIR=$name "$root/scripts/setup" run 2>&1)
[ -z "$out" ] || { echo "FAIL: scripts/setup printed with nothing to do:"; echo "$out"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
meson setup "$tmp/b" "$root" -Dunit_tests=disabled > "$tmp/log" 2>&1 ||
  { cat "$tmp/log"; echo "FAIL: configure without the unit tests"; exit 1; }
grep -q "the unit tests are skipped" "$tmp/log" || { echo "FAIL: no notice that unit tests are skipped"; exit 1; }
werror=$(meson introspect "$tmp/b" --buildoptions | python3 -c \
  'import json,sys; print([o["value"] for o in json.load(sys.stdin) if o["name"]=="werror"][0])')
[ "$werror" = False ] || { echo "FAIL: werror is $werror in a plain build"; exit 1; }
if meson introspect "$tmp/b" --tests | grep -q '"suite": \["hp71:unit"\]\|"unit"'; then
  echo "FAIL: unit tests defined without Criterion"; exit 1
fi
echo "setup_check: quiet when up to date; a plain configure needs no Criterion and keeps warnings as warnings"
