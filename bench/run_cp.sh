#!/usr/bin/env bash
# Sudoku and Towers side by side with their peers, in one run (env BUILD = build dir):
#  - solving with the uniqueness proof: looplab's 9x9 band solver and the generic engine vs
#    `qqwing --solve --count-solutions`, on the same files, puzzles per CPU second;
#  - generation at each Tatham level vs `sgt-solo --generate` / `sgt-towers --generate`,
#    puzzles per CPU second.
# CPU seconds (not wall) for both sides, since other jobs share the machine.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build-bench}
export PATH="$PATH:/usr/games"
export LOOPLAB_PEERS_DIR=${LOOPLAB_PEERS_DIR:-$(pwd)/../shared/peers}
N=${CP_GENERATE_N:-20}
BUILD="$BUILD" N="$N" /usr/bin/python3 - <<'PY'
import json, os, shutil, subprocess, sys, tempfile
sys.path.insert(0, "bench")
from peers import child_cpu

build, n = os.environ["BUILD"], int(os.environ["N"])
bench = os.path.join(build, "bench", "cp_bench")
peers = os.environ["LOOPLAB_PEERS_DIR"]


def cpu_run(cmd, stdin=None):
    """Runs cmd; returns (CPU seconds of the child, stdout)."""
    t, done = child_cpu(cmd, input=stdin, capture_output=True, text=True, check=True)
    return t, done.stdout


def ours(pattern, min_time="2"):
    _, out = cpu_run([bench, f"--benchmark_filter={pattern}", "--benchmark_format=json", f"--benchmark_min_time={min_time}"])
    return {b["name"]: b for b in json.loads(out)["benchmarks"]}


sets = {"qqwing_expert": "bench/data/sudoku-qqwing-expert.txt", "unreasonable": "bench/data/sudoku-unreasonable.txt"}
solo_lines = None
if os.path.isdir(peers):
    tmp = tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False)
    ids = [l.split(" ", 1)[1] for l in open(os.path.join(peers, "solo.txt")) if l.strip()]
    _, lines = cpu_run([os.path.join(build, "looplab"), "convert", "--to", "line", "-"], stdin="\n".join(ids) + "\n")
    tmp.write(lines)
    tmp.close()
    sets["tatham_solo"] = tmp.name

print("Sudoku 9x9, solve + uniqueness proof (puzzles per CPU second)")
print(f"| set | puzzles | looplab band solver | looplab generic engine | qqwing --solve --count-solutions | band / qqwing |")
print("| --- | --- | --- | --- | --- | --- |")
res = ours("sudoku_")
for name, path in sets.items():
    puzzles = sum(1 for l in open(path) if l.strip())
    fast = res.get(f"sudoku_fast/{name}", {}).get("items_per_second", 0)
    generic = res.get(f"sudoku_generic/{name}", {}).get("items_per_second", 0)
    text = open(path).read()
    reps = max(1, 2000 // puzzles)
    secs, out = cpu_run(["qqwing", "--solve", "--count-solutions", "--one-line"], stdin=text * reps)
    assert out.count("unique") == puzzles * reps, "qqwing did not prove every puzzle unique"
    qq = puzzles * reps / secs
    g = f"{generic:,.0f}" if generic else "-"
    print(f"| {name} | {puzzles} | {fast:,.0f} | {g} | {qq:,.0f} | {fast / qq:.1f}x |")

print()
print("Towers, solve + uniqueness proof (Tatham's towers.txt, generic engine)")
t = ours("towers_solve")
print(f"| set | puzzles per CPU second |\n| --- | --- |\n| tatham_towers | {t['towers_solve']['items_per_second']:,.0f} |")

print()
print(f"Generation (puzzles per CPU second; peers make {n} each, ours until Google Benchmark is satisfied)")
print("| puzzle | level | looplab | attempts per puzzle | Tatham | looplab / Tatham |")
print("| --- | --- | --- | --- | --- | --- |")
gen = ours("generate/", "1")
rows = [("solo", "9x9", f"3x3d{c}", lvl) for c, lvl in zip("tbiaeu", ["trivial", "basic", "intermediate", "advanced", "extreme", "unreasonable"])]
rows += [("towers6", "6x6", f"6d{c}", lvl) for c, lvl in zip("ehxu", ["easy", "hard", "extreme", "unreasonable"])]
for key, size, param, lvl in rows:
    b = gen[f"generate/{key}_{lvl}"]
    prog = "sgt-solo" if key == "solo" else "sgt-towers"
    secs, out = cpu_run([prog, "--generate", str(n), param])
    peer_rate = n / max(secs, 1e-9)
    print(f"| {key.rstrip('6')} {size} | {lvl} | {b['items_per_second']:,.1f} | {b['attempts_per_puzzle']:.1f} | {peer_rate:,.1f} | {b['items_per_second'] / peer_rate:.2f}x |")

# The table above times looplab's generator alone and the peers' whole processes making
# a few puzzles, where their start-up (about 20 ms, GTK) weighs most. Here both are whole
# processes making many puzzles, best of 2 runs each. looplab writes its pack (proof,
# solution, rating with per-rule statistics, minimality, JSON) or, like Tatham's
# --generate, one puzzle ID a line (--format solo/towers: proven unique at the level).
print()
print("Generation, whole processes at steady state (puzzles per CPU second)")
print("| puzzle | level | n | looplab pack | looplab IDs | Tatham --generate | pack / Tatham | IDs / Tatham |")
print("| --- | --- | --- | --- | --- | --- | --- | --- |")
looplab = os.path.join(build, "looplab")
for key, size, param, lvl in rows:
    count = {"trivial": 1000, "basic": 1000, "intermediate": 200, "easy": 1000, "hard": 200,
             "unreasonable": 20 if key == "solo" else 100}.get(lvl, 40)
    prog = "sgt-solo" if key == "solo" else "sgt-towers"
    family, side, extra, ids = ("sudoku", "9", ["--symmetry", "rot2"], "solo") if key == "solo" else ("towers", "6", [], "towers")
    peer = min(cpu_run([prog, "--generate", str(count), param])[0] for _ in range(2))
    cmd = [looplab, "generate", "--family", family, "--rows", side, "--cols", side, "--tatham-level", lvl,
           "--count", str(count), "--seed", "1", "--jobs", "1", "-q", "--out", "/dev/null"] + extra
    pack = min(cpu_run(cmd)[0] for _ in range(2))
    lines = min(cpu_run(cmd + ["--format", ids])[0] for _ in range(2))
    print(f"| {key.rstrip('6')} {size} | {lvl} | {count} | {count / pack:,.1f} | {count / lines:,.1f} | {count / peer:,.1f} "
          f"| {peer / pack:.2f}x | {peer / lines:.2f}x |")
PY
