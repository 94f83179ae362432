#!/usr/bin/env bash
# Runs the browser tests of `looplab serve` (web.test.mjs) in headless Chromium.
# Installs what they need first: Debian's chromium and nodejs/npm (apt, when root) and
# the npm packages of package-lock.json (npm ci; playwright-core only, no browser
# download). Without root and without chromium it exits 77, which ctest reports as
# skipped, with the command to run.
#   env: LOOPLAB = the looplab binary (ctest sets it), LOOPLAB_ARTIFACTS = screenshot folder
set -euo pipefail
cd "$(dirname "$0")"
missing=()
[[ -x /usr/bin/chromium ]] || missing+=(chromium)
command -v node >/dev/null || missing+=(nodejs)
command -v npm >/dev/null || missing+=(npm)
if [[ ${#missing[@]} -gt 0 ]]; then
  if [[ $(id -u) -ne 0 ]]; then
    echo "web tests skipped: they need ${missing[*]}; install with: sudo apt-get install -y ${missing[*]}" >&2
    exit 77
  fi
  echo "installing: ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi
if [[ ! -f node_modules/.package-lock.json ]] || ! cmp -s <(grep -v '"lockfileVersion"' package-lock.json | grep '"version"\|"resolved"' ) \
     <(grep -v '"lockfileVersion"' node_modules/.package-lock.json | grep '"version"\|"resolved"'); then
  npm ci --no-audit --no-fund --loglevel=error >&2
fi
exec node --test --test-reporter=spec web.test.mjs
