#!/usr/bin/env bash
# Installs the Debian packages EventScope needs to build, test and package.
# Only missing packages are installed, so a second run costs a dpkg query.
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config
  qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-svg-dev libqt6sql6-sqlite
  libqt6sql6-psql
  libqt6opengl6-dev
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
  libgl-dev libsqlite3-dev nlohmann-json3-dev libsimdjson-dev libjemalloc-dev
  libpq-dev postgresql postgresql-common
  dpkg-dev file fakeroot
)

# make fuzz also needs clang and its libFuzzer and sanitizer runtimes.
if [ "${1:-}" = "--fuzz" ]; then
  packages+=(clang libclang-rt-dev)
fi

# The Python references of bench/ (scikit-learn, numpy, scipy and statsmodels computing the
# figures EventScope reports) and of tests/metrics/fixtures.
if [ "${1:-}" = "--python" ]; then
  packages+=(python3 python3-numpy python3-scipy python3-sklearn python3-statsmodels)
fi

# --list prints the packages, one a line, for scripts/check-deps.sh.
if [ "${1:-}" = "--list" ]; then
  printf '%s\n' "${packages[@]}"
  exit 0
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "Installing: ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
