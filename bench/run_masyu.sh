#!/usr/bin/env bash
# Masyu beside its peers, CPU seconds (user + system of the child, best of REPEAT runs):
#  1. generation: `sgt-pearl --generate N WxHdL` against `looplab generate --family masyu
#     --tatham-level L --count N --jobs 1`, puzzles per CPU second; sizes past 10x10 give
#     each side's time per puzzle (Pearl one puzzle under a CPU cap, PEARL_CAP seconds,
#     "-" when it did not finish; looplab BIG_COUNT puzzles, "-" when it gave up after its
#     default --max-attempts), up to 40x40 for looplab alone;
#  2. solve and prove unique: clingo (bench/masyu.lp, --models=2) against `looplab solve`
#     on the same puzzles: Pearl's (../shared/peers/pearl.txt, when present) and ours.
# PARTS=generate or PARTS=solve runs one of the two.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
export LOOPLAB="$BUILD/looplab" PEARL=$(command -v sgt-pearl || echo /usr/games/sgt-pearl)
export PARTS=${PARTS:-generate,solve} REPEAT=${REPEAT:-3} PEARL_CAP=${PEARL_CAP:-120} BIG_COUNT=${BIG_COUNT:-3} PEERS=${PEERS:-../shared/peers}
python3 - <<'PY'
import os, re, resource, subprocess, tempfile

def cpu(cmd, cap=None, stdin=None, once=False):
    """CPU seconds of the child (best of REPEAT; one run when capped or once), None past the cap."""
    best = None
    for _ in range(1 if cap or once else int(os.environ["REPEAT"])):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        limit = (lambda: resource.setrlimit(resource.RLIMIT_CPU, (cap, cap))) if cap else None
        r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, preexec_fn=limit, input=stdin)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if r.returncode not in (0, 10, 20, 30):
            return None
        t = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
        best = t if best is None else min(best, t)
    return best

looplab, pearl = os.environ["LOOPLAB"], os.environ["PEARL"]
parts = os.environ["PARTS"].split(",")
if "generate" in parts:
    print("Generation (puzzles per CPU second; past 10x10 CPU seconds per puzzle)")
    print(f"{'size':<7} {'level':<7} {'n':>5} {'pearl':>10} {'looplab':>12} {'ratio':>8}")
    big = int(os.environ["BIG_COUNT"])
    for size, n, per_puzzle in ((10, 50, False), (15, 1, True), (20, 1, True), (30, 0, True), (40, 0, True)):
        for level in ("easy", "tricky"):
            a = cpu([pearl, "--generate", str(n), f"{size}x{size}d{level[0]}"], cap=int(os.environ["PEARL_CAP"]) if per_puzzle else None) if n else None
            m = big if per_puzzle else n
            b = cpu([looplab, "generate", "--family", "masyu", "--rows", str(size), "--cols", str(size), "--tatham-level", level,
                     "--count", str(m), "--seed", "1", "--jobs", "1", "-q", "--out", "/dev/null"], once=per_puzzle)
            if per_puzzle:  # "-": did not finish (Pearl within the cap, looplab within --max-attempts)
                sa = "-" if a is None else f"{a / n:.2f} s"
                sb = "-" if b is None else f"{b / m:.3f} s"
                ratio = "-" if a is None or b is None else f"{a / n / (b / m):.0f}x"
                print(f"{size}x{size:<4} {level:<7} {n:>2}/{m:<2} {sa:>10} {sb:>12} {ratio:>8}", flush=True)
            else:
                print(f"{size}x{size:<4} {level:<7} {n:>5} {n / a:>10.1f} {n / b:>12.1f} {a / b:>7.1f}x", flush=True)

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
    for size, n in ((10, 20), (12, 5), (20, 3)):
        ids = subprocess.run([looplab, "generate", "--family", "masyu", "--rows", str(size), "--cols", str(size), "--count", str(n),
                              "--seed", "2", "--format", "pearl", "-q"], capture_output=True, text=True, check=True).stdout.split()
        sets.append((f"ours {size}x{size} x{n}", ids))
    print()
    print("Solve and prove unique (CPU seconds for the whole set)")
    print(f"{'set':<24} {'clingo':>10} {'looplab':>10} {'ratio':>8}")
    for name, ids in sets:
        with tempfile.NamedTemporaryFile("w", suffix=".txt") as f:
            f.write("\n".join(ids) + "\n")
            f.flush()
            b = cpu([looplab, "solve", "--family", "masyu", "--json", f.name])
        a = 0.0
        for pid in ids:
            with tempfile.NamedTemporaryFile("w", suffix=".lp") as f:
                f.write(facts(pid) + "\n")
                f.flush()
                a += cpu(["clingo", "--models=2", "-q", "bench/masyu.lp", f.name])
        print(f"{name:<24} {a:>10.3f} {b:>10.3f} {a / b:>7.1f}x", flush=True)
PY
