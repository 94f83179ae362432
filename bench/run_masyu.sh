#!/usr/bin/env bash
# Masyu beside its peers, CPU seconds (user + system of the child, best of REPEAT runs):
#  1. generation: `sgt-pearl --generate N WxHdL` against `looplab generate --family masyu
#     --tatham-level L --count N --jobs 1`, puzzles per CPU second; sizes past 10x10 give
#     each side's time per puzzle (Pearl one puzzle, looplab BIG_COUNT puzzles, up to
#     40x40 for looplab alone);
#  2. solve and prove unique: clingo (bench/masyu.lp, --models=2) against `looplab solve`
#     on the same puzzles: Pearl's (../shared/peers/pearl.txt, when present) and ours.
# Every process is capped at CAP CPU seconds (RLIMIT_CPU), so the script always ends; the
# tables say "none in CAP s" for a run the cap stopped (and "-" for a looplab run that gave
# up after its default --max-attempts).
# PARTS=generate or PARTS=solve runs one of the two; SIZES=10,15 limits the generation sizes.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
export LOOPLAB="$BUILD/looplab" PEARL=$(command -v sgt-pearl || echo /usr/games/sgt-pearl)
export PARTS=${PARTS:-generate,solve} REPEAT=${REPEAT:-3} CAP=${CAP:-120} SIZES=${SIZES:-10,15,20,25,30,40} BIG_COUNT=${BIG_COUNT:-3} PEERS=${PEERS:-../shared/peers}
python3 - <<'PY'
import os, re, resource, signal, statistics, subprocess, sys, tempfile
sys.path.insert(0, "bench")
from peers import child_cpu

CAP = int(os.environ["CAP"])
CAPPED = "capped"  # what cpu() returns for a run the CPU cap stopped


# The cap is set once on this process and every child inherits it: a preexec_fn would
# run Python in each forked child, about 0.9 ms of CPU charged to every process timed
# (clingo's one a puzzle as much as looplab's one a set).
resource.setrlimit(resource.RLIMIT_CPU, (CAP, CAP + 5))


def cpu(cmd, once=False):
    """CPU seconds of the child (best of REPEAT; one run when once); CAPPED when the cap
    stopped it, None when it failed otherwise (looplab gave up)."""
    runs = cpu_runs(cmd, once)
    return min(runs) if isinstance(runs, list) else runs


def cpu_runs(cmd, once=False):
    """CPU seconds of each of REPEAT runs of the child (one when once), or what cpu()
    returns for a run that did not finish."""
    runs = []
    for _ in range(1 if once else int(os.environ["REPEAT"])):
        t, r = child_cpu(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        if r.returncode in (-signal.SIGXCPU, -signal.SIGKILL) or t >= CAP:
            return CAPPED
        if r.returncode not in (0, 10, 20, 30):
            return None
        runs.append(t)
    return runs


def shown(t, text):
    return f"none in {CAP} s" if t is CAPPED else "-" if t is None else text


def ratio(a, b, digits):
    return f"{a / b:.{digits}f}x" if isinstance(a, float) and isinstance(b, float) else "-"


looplab, pearl = os.environ["LOOPLAB"], os.environ["PEARL"]
parts = os.environ["PARTS"].split(",")
if "generate" in parts:
    print("Generation (puzzles per CPU second; past 10x10 CPU seconds per puzzle)")
    print(f"{'size':<7} {'level':<7} {'n':>5} {'pearl':>14} {'looplab':>14} {'ratio':>8}")
    big = int(os.environ["BIG_COUNT"])
    sizes = {int(x) for x in os.environ["SIZES"].split(",")}
    for size, n, per_puzzle in ((10, 50, False), (15, 1, True), (20, 1, True), (25, 1, True), (30, 0, True), (40, 0, True)):
        if size not in sizes:
            continue
        for level in ("easy", "tricky"):
            a = cpu([pearl, "--generate", str(n), f"{size}x{size}d{level[0]}"], once=per_puzzle) if n else None
            m = big if per_puzzle else n
            b = cpu([looplab, "generate", "--family", "masyu", "--rows", str(size), "--cols", str(size), "--tatham-level", level,
                     "--count", str(m), "--seed", "1", "--jobs", "1", "-q", "--out", "/dev/null"], once=per_puzzle)
            if per_puzzle:
                sa = shown(a, f"{a / n:.2f} s" if n and isinstance(a, float) else "")
                sb = shown(b, f"{b / m:.3f} s" if isinstance(b, float) else "")
                r = ratio(a / n, b / m, 0) if n and isinstance(a, float) and isinstance(b, float) else "-"
                print(f"{size}x{size:<4} {level:<7} {n:>2}/{m:<2} {sa:>14} {sb:>14} {r:>8}", flush=True)
            else:
                sa = shown(a, f"{n / a:.1f}" if isinstance(a, float) else "")
                sb = shown(b, f"{n / b:.1f}" if isinstance(b, float) else "")
                print(f"{size}x{size:<4} {level:<7} {n:>5} {sa:>14} {sb:>14} {ratio(a, b, 1):>8}", flush=True)

def facts(pid):
    m = re.match(r"(\d+)x(\d+)[^:]*:(.*)", pid)
    w, h, body = int(m[1]), int(m[2]), m[3]
    cells, i = [], 0
    for ch in body:
        if ch in "BW":
            cells.append(ch)
        else:
            cells.extend("." * (ord(ch) - 96))
    out = [f"cell(0..{h - 1},0..{w - 1})."]
    root = None
    for k, ch in enumerate(cells):
        r, c = divmod(k, w)
        if ch != ".":
            out.append(f"{'black' if ch == 'B' else 'white'}({r},{c}).")
            if root is None:
                root = f"root({r},{c})."
    out.append(root)
    return "\n".join(out)

if "solve" in parts:
    sets = []
    peer = os.path.join(os.environ["PEERS"], "pearl.txt")
    if os.path.exists(peer):
        sets.append(("Pearl's 27 (6x6-12x12)", [l.split()[1] for l in open(peer) if l.strip()]))
    for size, n in ((10, 20), (12, 20), (20, 20)):
        r = subprocess.run([looplab, "generate", "--family", "masyu", "--rows", str(size), "--cols", str(size), "--count", str(n),
                            "--seed", "2", "--format", "pearl", "-q"], capture_output=True, text=True)
        if r.returncode == 0:
            sets.append((f"ours {size}x{size} x{n}", r.stdout.split()))
        else:
            print(f"(ours {size}x{size} x{n}: not generated within its attempts or {CAP} s)")
    print()
    print(f"Solve and prove unique (CPU seconds for the whole set; each process capped at {CAP} s)")
    print("(ratio: best against best; median and min: of the REPEAT paired runs, clingo's run i")
    print(" over the set against looplab's run i)")
    print(f"{'set':<24} {'clingo':>14} {'looplab':>14} {'ratio':>8} {'median':>8} {'min':>8}")
    for name, ids in sets:
        with tempfile.NamedTemporaryFile("w", suffix=".txt") as f:
            f.write("\n".join(ids) + "\n")
            f.flush()
            bs = cpu_runs([looplab, "solve", "--family", "masyu", "--json", f.name])
        as_ = [0.0] * int(os.environ["REPEAT"])
        for pid in ids:
            with tempfile.NamedTemporaryFile("w", suffix=".lp") as f:
                f.write(facts(pid) + "\n")
                f.flush()
                t = cpu_runs(["clingo", "--models=2", "-q", "bench/masyu.lp", f.name])
            if not isinstance(t, list):
                as_ = t
                break
            as_ = [x + y for x, y in zip(as_, t)]
        a = min(as_) if isinstance(as_, list) else as_
        b = min(bs) if isinstance(bs, list) else bs
        sa = shown(a, f"{a:.3f}" if isinstance(a, float) else "")
        sb = shown(b, f"{b:.3f}" if isinstance(b, float) else "")
        med = low = "-"
        if isinstance(as_, list) and isinstance(bs, list) and min(bs) > 0:
            paired = sorted(x / y for x, y in zip(as_, bs))
            med, low = f"{statistics.median(paired):.1f}x", f"{paired[0]:.1f}x"
        print(f"{name:<24} {sa:>14} {sb:>14} {ratio(a, b, 1):>8} {med:>8} {low:>8}", flush=True)
PY
