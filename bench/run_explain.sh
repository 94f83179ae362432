#!/usr/bin/env bash
# Hints and solution paths, through the CLI as a user runs them (process start-up
# included), in CPU ms of the looplab process (the machine is shared):
#   1. `looplab hint` from positions of the 30x30 extreme puzzles of bench/data: each edge
#      of the solution kept with a probability drawn per position (uniform in [0, 1]);
#      median and max (issue target: 20 ms); then the same positions to
#      one `looplab hint PUZZLE -` session a puzzle, a position a line (and one 50x50
#      puzzle), and the same through `looplab serve`'s /api/hint, wall ms: the first hint
#      on a puzzle (asked at once, so it waits for the proof, or after the puzzle was
#      opened: the session proves as it starts, the web app posts /api/prove), later ones;
#   2. `solve --path` beside `solve` on the 20x20 extreme puzzles of bench/data, best of 3
#      each; median times and the ratio (issue target: 3x);
#   3. the mean path steps per tier (then guesses) of every corpus pack of a family with paths.
# Env: LOOPLAB (default $BUILD/looplab, BUILD default build-bench), HINTS = positions per
# 30x30 puzzle (default 5).
set -euo pipefail
cd "$(dirname "$0")/.."
LOOPLAB=${LOOPLAB:-${BUILD:-build-bench}/looplab}
/usr/bin/python3 - "$LOOPLAB" "${HINTS:-5}" <<'PY'
import glob, json, os, random, statistics, subprocess, sys, tempfile, time, urllib.request

looplab, per = sys.argv[1], int(sys.argv[2])

def run(*args):
    """(stdout, CPU ms of the process)."""
    p = subprocess.Popen([looplab, *args], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    out = p.stdout.read()
    _, status, ru = os.wait4(p.pid, 0)
    return (out if status == 0 else None), (ru.ru_utime + ru.ru_stime) * 1000

def bench_set(name):
    with open("bench/data/slitherlink-near-minimal.txt") as f:
        return [l.split()[1] for l in f if l.startswith(name + " ")]

rng = random.Random(30)
times, guesses = [], 0
for pid in bench_set("30x30-extreme"):
    sol = json.loads(run("solve", "--json", pid)[0])["solution"]
    for _ in range(per):
        keep = rng.random()
        state = ["".join(("1" if c == "1" else "x") if rng.random() < keep else "." for c in sol[k]) for k in "hv"]
        out, ms = run("hint", "--json", pid, *state)
        times.append(ms)
        guesses += json.loads(out).get("step") == "guess"
print(f"{'looplab hint':28s} {'n':>4s} {'median_ms':>10s} {'max_ms':>8s} {'guesses':>8s}")
print(f"{'slitherlink 30x30-extreme':28s} {len(times):4d} {statistics.median(times):10.1f} {max(times):8.1f} {guesses:8d}")
print()
# The same positions to one `looplab hint PUZZLE -` process a puzzle, one line each, wall
# ms from writing the line to reading the answer. The session proves the puzzle as it
# opens: a first line written at once waits for that proof; one written `pause` s later
# (a player looking at the puzzle first) does not. Then one 50x50 puzzle (`generate
# --rows 50 --cols 50 --seed 3`, about 30 s to make) with 20 lines.
def session_times(pids, lines, rng, pause=0.0):
    first, later = [], []
    for pid in pids:
        sol = json.loads(run("solve", "--json", pid)[0])["solution"]
        session = subprocess.Popen([looplab, "hint", "--json", pid, "-"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                   stderr=subprocess.DEVNULL, text=True, bufsize=1)
        time.sleep(pause)
        for k in range(lines + 1):
            keep = rng.random()
            state = " ".join("".join(("1" if c == "1" else "x") if rng.random() < keep else "." for c in sol[e]) for e in "hv")
            t = time.perf_counter()
            session.stdin.write(state + "\n")
            session.stdin.flush()
            json.loads(session.stdout.readline())
            (later if k else first).append((time.perf_counter() - t) * 1000)
        session.stdin.close()
        session.wait()
    return first, later

first, later = session_times(bench_set("30x30-extreme"), per, random.Random(30))
print(f"{'looplab hint - (wall ms)':28s} {'n':>4s} {'median_ms':>10s} {'max_ms':>8s}")
print(f"{'first line at once (proof)':28s} {len(first):4d} {statistics.median(first):10.1f} {max(first):8.1f}")
print(f"{'later lines':28s} {len(later):4d} {statistics.median(later):10.1f} {max(later):8.1f}")
first, _ = session_times(bench_set("30x30-extreme"), 0, random.Random(30), pause=0.5)
print(f"{'first line 0.5 s after open':28s} {len(first):4d} {statistics.median(first):10.1f} {max(first):8.1f}")
big = run("generate", "--rows", "50", "--cols", "50", "--seed", "3", "--count", "1", "--format", "loopy")[0].decode().split()
first, later = session_times(big, 20, random.Random(50))
print(f"{'50x50 seed 3: first line':28s} {len(first):4d} {statistics.median(first):10.1f} {max(first):8.1f}")
print(f"{'50x50 seed 3: later lines':28s} {len(later):4d} {statistics.median(later):10.1f} {max(later):8.1f}")
first, _ = session_times(big, 0, random.Random(50), pause=1.0)
print(f"{'50x50: first line 1 s after':28s} {len(first):4d} {statistics.median(first):10.1f} {max(first):8.1f}")
print()
# The same positions through /api/hint of `looplab serve`, wall ms per request on loopback,
# each pass on a fresh server: cold, the first hint on a puzzle proves it unique (within the
# server's budget) and later ones reuse the kept proof; opened, the app has posted the
# puzzle to /api/prove on opening it (as the web app does) and asks 0.2 s later.
def api_times(opened):
    server = subprocess.Popen([looplab, "serve", "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    url = server.stdout.readline().split()[-1].rstrip("/")
    post = lambda path, body: urllib.request.urlopen(
        urllib.request.Request(url + path, json.dumps(body).encode(), {"Content-Type": "application/json"}))
    rng = random.Random(30)
    first, later = [], []
    try:
        for pid in bench_set("30x30-extreme"):
            puzzle = json.loads(run("convert", "--to", "json", pid)[0])
            sol = json.loads(run("solve", "--json", pid)[0])["solution"]
            if opened:
                json.load(post("/api/prove", puzzle))
                time.sleep(0.2)
            for k in range(per + 1):
                keep = rng.random()
                puzzle["state"] = ["".join(("1" if c == "1" else "x") if rng.random() < keep else "." for c in sol[e]) for e in "hv"]
                t = time.perf_counter()
                json.load(post("/api/hint", puzzle))
                (later if k else first).append((time.perf_counter() - t) * 1000)
            del puzzle["state"]
    finally:
        server.terminate()
        server.wait()
    return first, later

first, later = api_times(False)
print(f"{'/api/hint (wall ms)':28s} {'n':>4s} {'median_ms':>10s} {'max_ms':>8s}")
print(f"{'first hint, cold':28s} {len(first):4d} {statistics.median(first):10.1f} {max(first):8.1f}")
print(f"{'later hints':28s} {len(later):4d} {statistics.median(later):10.1f} {max(later):8.1f}")
first, _ = api_times(True)
print(f"{'first hint after /api/prove':28s} {len(first):4d} {statistics.median(first):10.1f} {max(first):8.1f}")
print()
solve, path, ratio = [], [], []
for pid in bench_set("20x20-extreme"):
    s = min(run("solve", pid)[1] for _ in range(3))
    t = min(run("solve", "--path", pid)[1] for _ in range(3))
    solve.append(s); path.append(t); ratio.append(t / s)
print(f"{'solve --path vs solve':28s} {'n':>4s} {'solve_ms':>9s} {'path_ms':>8s} {'ratio_med':>9s} {'ratio_max':>9s}")
print(f"{'slitherlink 20x20-extreme':28s} {len(ratio):4d} {statistics.median(solve):9.1f} {statistics.median(path):8.1f} "
      f"{statistics.median(ratio):9.2f} {max(ratio):9.2f}")
print()
print(f"{'pack (mean path steps)':32s} {'n':>3s} {'steps':>6s}  tier 0, 1, ..., guesses")
with tempfile.TemporaryDirectory() as tmp:
    for fn in sorted(glob.glob("corpus/*.json")):
        pack = json.load(open(fn))
        sums, steps = None, 0
        for entry in pack["puzzles"]:
            puzzle = os.path.join(tmp, "p.json")
            with open(puzzle, "w") as f:
                json.dump(entry, f)
            out, _ = run("solve", "--path", "--json", puzzle)
            if out is None:
                break  # a family without paths
            p = json.loads(out)["path"]
            sums = p["steps_by_tier"] if sums is None else [a + b for a, b in zip(sums, p["steps_by_tier"])]
            steps += p["steps"]
        if sums is None:
            continue
        n = len(pack["puzzles"])
        print(f"{os.path.basename(fn)[:-5]:32s} {n:3d} {steps / n:6.1f}  " + " ".join(f"{s / n:6.1f}" for s in sums))
PY
