#!/usr/bin/env bash
# Runs the browser tests of `looplab serve` (web.test.mjs) in headless Chromium.
# Installs what they need first: Debian's chromium and nodejs/npm (through
# scripts/install-deps.sh --test: apt when root) and the npm packages of
# package-lock.json (npm ci; playwright-core only, no browser download). When the Debian
# packages are missing and cannot be installed it exits 77, which ctest reports as
# skipped, with the command to run.
#   env: LOOPLAB = the looplab binary (ctest sets it), LOOPLAB_ARTIFACTS = screenshot folder
set -euo pipefail
cd "$(dirname "$0")"
# chromium, node and npm are in the --test list of install-deps.sh, which installs what
# is missing as root and otherwise fails naming the command to run.
if ! ../../scripts/install-deps.sh --test; then
  echo "web tests skipped: the packages above are missing" >&2
  exit 77
fi
# npm ci again only when the lockfile changed since the last install.
if [[ ! -d node_modules/playwright-core || package-lock.json -nt node_modules/.package-lock.json ]]; then
  npm ci --no-audit --no-fund --loglevel=error >&2
fi
exec node --test --test-reporter=spec web.test.mjs
