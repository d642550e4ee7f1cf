#!/usr/bin/env bash
# Builds the .deb into a scratch folder and checks what a user would install.
set -euo pipefail
build=$1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
(cd "$build" && cpack -G DEB -B "$out" >/dev/null)
deb=$(ls "$out"/eventscope_*.deb)
contents=$(dpkg-deb -c "$deb")
for f in ./usr/bin/eventscope ./usr/share/applications/eventscope.desktop \
         ./usr/share/icons/hicolor/scalable/apps/eventscope.svg; do
  grep -q " $f\$" <<<"$contents" || { echo "missing from package: $f"; exit 1; }
done
depends=$(dpkg-deb -f "$deb" Depends)
for d in libqt6widgets6 libqt6charts6 libsqlite3-0 libjemalloc2 qt6-qpa-plugins; do
  grep -q "$d" <<<"$depends" || { echo "package does not depend on $d: $depends"; exit 1; }
done
echo "package ok: $(basename "$deb")"
