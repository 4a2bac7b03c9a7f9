#!/bin/sh
# install_check: `meson install` (what scripts/install runs) puts the binary
# and the man page under the prefix, and the installed binary runs.
# usage: install_check.sh BUILD_DIR
set -eu
build=$1
dest=$(mktemp -d)
trap 'rm -rf "$dest"' EXIT
meson install -C "$build" --destdir "$dest" --no-rebuild --quiet
prefix=$(meson introspect "$build" --buildoptions | python3 -c \
  'import json,sys; print([o["value"] for o in json.load(sys.stdin) if o["name"]=="prefix"][0])')
bin="$dest$prefix/bin/hp71" man="$dest$prefix/share/man/man1/hp71.1"
[ -x "$bin" ] || { echo "FAIL: no $bin"; exit 1; }
[ -f "$man" ] || { echo "FAIL: no $man"; exit 1; }
out=$("$bin" -e '2^10')
[ "$out" = " 1024" ] || { echo "FAIL: the installed hp71 showed '$out'"; exit 1; }
echo "installed: $bin, $man"
