#!/usr/bin/env bash
# Uniqueness proofs of near-minimal Slitherlink puzzles by each learning engine: the
# CaDiCaL path `solve` takes, nogood learning in the native search (after the same root
# fixpoint, and alone) and the propagation search under a node cap, on the same puzzles
# (bench/data/slitherlink-near-minimal*.txt, "SET LOOPY-ID" lines). Prints per set and
# engine the proofs finished, median and max CPU ms per finished proof, median conflicts.
# Env: BUILD = the benchmark build dir (scripts/bench.sh sets it), DATA (files,
# space-separated), ENGINES (some of cadical,nogood,alone,search), NOGOOD_CONFLICTS
# (the nogood engines' budget, default 20000), PROP_NODES (the search's, default 2000).
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build-bench}
DATA=${DATA:-$(echo bench/data/slitherlink-near-minimal*.txt)}
# shellcheck disable=SC2086
exec "$BUILD/bench/proof_engines_bench" --table $DATA
