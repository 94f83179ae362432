#!/usr/bin/env bash
# Installs the Debian packages looplab needs that are missing. As root it runs
# apt-get; otherwise it prints the exact command to run and fails.
#   scripts/install-deps.sh          build dependencies
#   scripts/install-deps.sh --test   build + test dependencies
#   scripts/install-deps.sh --ci     test dependencies + clang (.ci/run's sanitizer and fuzz build)
set -euo pipefail
packages=(cmake g++ ninja-build pkg-config libboost-graph-dev libboost-regex-dev nlohmann-json3-dev libspdlog-dev libcli11-dev libssl-dev libcpp-httplib-dev libcadical-dev)
if [[ "${1:-}" == "--test" || "${1:-}" == "--ci" ]]; then
  packages+=(catch2 python3 python3-jsonschema chromium openmpi-bin libopenmpi-dev)
  # The browser tests need node and npm; a node from elsewhere (e.g. nodesource, which
  # bundles npm) is fine, so the Debian packages are only asked for when they are absent.
  command -v node >/dev/null || packages+=(nodejs)
  command -v npm >/dev/null || packages+=(npm)
fi
if [[ "${1:-}" == "--ci" ]]; then
  packages+=(clang)
fi
if [[ "${1:-}" == "--bench" ]]; then
  packages+=(libbenchmark-dev sgt-puzzles qqwing cadical python3-pycosat)
fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0
if [[ $(id -u) -ne 0 ]]; then
  echo "looplab needs these Debian packages: ${missing[*]}" >&2
  echo "install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "installing: ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >&2
apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
