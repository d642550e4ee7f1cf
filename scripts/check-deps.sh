#!/usr/bin/env bash
# Fails when the configure step used a file that a fresh Debian machine would
# not have after scripts/install-deps.sh: a package installed by hand on the
# developer's machine must not hide a missing install step.
#
# The files CMake used come from the CMake file API, whose queries
# `make configure` puts in place before the configure step: the cmakeFiles
# reply (every .cmake file read, config files of packages found through
# find_dependency included) and the codemodel's link lines (every library our
# targets link). Without those replies, the cache's <Package>_DIR entries give
# at least every config-mode package. Each file's owning package (dpkg -S)
# must be listed in install-deps.sh or be reached from a listed package
# through Depends / Pre-Depends: --no-install-recommends installs nothing else.
#
# Usage: check-deps.sh BUILD_DIR [PACKAGE_LIST]
#   PACKAGE_LIST, one package a line, stands in for install-deps.sh's list
#   (the check's own test uses it). Exit 0 clean, 1 a gap, 77 not Debian.
set -euo pipefail

build_dir=${1:?usage: check-deps.sh BUILD_DIR}
here=$(cd "$(dirname "$0")" && pwd)
source_dir=$(cd "$here/.." && pwd)
build_dir=$(cd "$build_dir" && pwd)

if ! command -v dpkg-query >/dev/null || ! command -v dpkg >/dev/null; then
  echo "check-deps: skipped: dpkg is not available, so this is not a Debian system"
  exit 77
fi
cache="$build_dir/CMakeCache.txt"
if [ ! -f "$cache" ]; then
  echo "check-deps: $cache: no CMake cache; configure first (make configure)" >&2
  exit 1
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# --- the files the configure step used -------------------------------------
api="$build_dir/.cmake/api/v1/reply"
{
  # Config-mode packages, including those found through find_dependency.
  sed -n 's/^[A-Za-z0-9_]*_DIR:PATH=\(\/.*\)$/\1/p' "$cache" | while read -r dir; do
    [ -d "$dir" ] || continue
    for f in "$dir"/*Config.cmake "$dir"/*-config.cmake; do
      if [ -f "$f" ]; then echo "$f"; fi
    done
  done
  # Every .cmake file read (absolute paths are the ones outside the source tree).
  for reply in "$api"/cmakeFiles-v1-*.json; do
    if [ -f "$reply" ]; then
      grep -o '"path" *: *"/[^"]*"' "$reply" | sed 's/^"path" *: *"\(.*\)"$/\1/' || true
    fi
  done
  # Every library a target links.
  for reply in "$api"/target-*.json; do
    if [ -f "$reply" ]; then
      grep -o '"fragment" *: *"/[^"]*"' "$reply" | sed 's/^"fragment" *: *"\(.*\)"$/\1/' || true
    fi
  done
} | grep -v -e "^$build_dir/" -e "^$source_dir/" | sort -u >"$tmp/files"

if [ ! -s "$tmp/files" ]; then
  echo "check-deps: $cache: found no file the configure step used" >&2
  exit 1
fi

# --- which package owns each file -------------------------------------------
# dpkg records /usr/lib, not /lib, on merged-/usr systems, and a path CMake
# reached through a symlink may be recorded under its target.
# One dpkg -S for all files (each call reads the whole file database), then
# the other spellings of the few it did not find.
owners() { # "pkg:arch, pkg2: /path" -> "pkg<TAB>/path" per package
  dpkg -S "$@" 2>/dev/null | grep -v '^diversion' |
    awk '{ i = index($0, ": /"); n = split(substr($0, 1, i - 1), p, ", ");
           for (k = 1; k <= n; k++) { sub(/:.*$/, "", p[k]); print p[k] "\t" substr($0, i + 2) } }' || true
}
# shellcheck disable=SC2046 # one path a word; no path CMake used has blanks
owners $(cat "$tmp/files") >"$tmp/owners"
cut -f2 "$tmp/owners" | sort -u | comm -23 "$tmp/files" - >"$tmp/missing"
: >"$tmp/unowned"
while read -r f; do
  found=""
  for cand in "$(readlink -f "$f" 2>/dev/null || true)" "/usr$f" "${f#/usr}"; do
    if [ -z "$cand" ] || [ "$cand" = "$f" ]; then continue; fi
    found=$(owners "$cand" | awk -F'\t' -v f="$f" '{ print $1 "\t" f }')
    [ -n "$found" ] && break
  done
  if [ -n "$found" ]; then echo "$found" >>"$tmp/owners"; else echo "$f" >>"$tmp/unowned"; fi
done <"$tmp/missing"

# --- what install-deps.sh brings on a fresh machine -------------------------
if [ -n "${2:-}" ]; then
  cp "$2" "$tmp/listed"
else
  "$here/install-deps.sh" --list >"$tmp/listed"
fi

# Depends and Pre-Depends of every installed package; for "a | b" apt installs
# the first alternative, so only that one is followed. A virtual name reaches
# every installed package that provides it.
dpkg-query -W -f='${Package}\t${Provides}\t${Pre-Depends}, ${Depends}\n' >"$tmp/db"

awk -F'\t' -v listed="$tmp/listed" '
  function bare(s) { sub(/^[ ]+/, "", s); sub(/[ (].*$/, "", s); sub(/:.*$/, "", s); return s }
  {
    pkg = $1; installed[pkg] = 1
    n = split($2, prov, ",")
    for (i = 1; i <= n; i++) { v = bare(prov[i]); if (v != "") providers[v] = providers[v] " " pkg }
    n = split($3, dep, ",")
    for (i = 1; i <= n; i++) {
      split(dep[i], alt, "|"); d = bare(alt[1])
      if (d != "") deps[pkg] = deps[pkg] " " d
    }
  }
  END {
    while ((getline p < listed) > 0) if (p != "") { queue[++tail] = p; seen[p] = 1 }
    for (head = 1; head <= tail; head++) {
      p = queue[head]
      if (p in installed) print p
      names = deps[p]
      if (!(p in installed) && (p in providers)) names = names " " providers[p]
      m = split(names, next_, " ")
      for (i = 1; i <= m; i++) {
        q = next_[i]
        if (q != "" && !(q in seen)) { seen[q] = 1; queue[++tail] = q }
      }
    }
  }' "$tmp/db" | sort -u >"$tmp/reached"

# --- verdict -----------------------------------------------------------------
status=0
checked=$(wc -l <"$tmp/files")
# One line a missing package, naming one of its files (a config file if any).
if ! awk -F'\t' -v reached="$tmp/reached" '
    BEGIN { while ((getline p < reached) > 0) ok[p] = 1 }
    !($1 in ok) {
      n[$1]++
      if (!($1 in example) || ($2 ~ /Config\.cmake$/ && example[$1] !~ /Config\.cmake$/)) example[$1] = $2
    }
    END {
      for (p in n) {
        printf "check-deps: %s (and %d more file(s) the configure step used) comes from the Debian package %s, which scripts/install-deps.sh neither lists nor depends on; add %s to its list\n", example[p], n[p] - 1, p, p > "/dev/stderr"
        bad = 1
      }
      exit bad
    }' <(sort -u "$tmp/owners"); then
  status=1
fi
while read -r f; do
  echo "check-deps: $f belongs to no Debian package (installed by hand?); the configure step must find only what install-deps.sh installs" >&2
  status=1
done <"$tmp/unowned"

if [ $status -eq 0 ]; then
  echo "check-deps: all $checked files the configure step used come from packages install-deps.sh installs"
fi
exit $status
