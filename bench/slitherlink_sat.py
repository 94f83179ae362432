#!/usr/bin/python3
"""The SAT peer for the Slitherlink benchmark: a counting solver scripted on picosat
(Debian python3-pycosat), with lazy sub-loop cuts.

Model: one variable per edge; each clue forbids every assignment of its four sides with
the wrong number of lines, each vertex every assignment of degree 1, 3 or 4. A model
with several loops gets one clause per pair of its loops ("not both whole"), and the
solver runs again; a single loop is a solution, which is then blocked to look for a
second. Every solve starts from scratch (pycosat is not incremental), as a scripted
peer would.

Reads "SET<TAB>LOOPY-ID" lines on stdin (slitherlink_bench --puzzles) and prints, per
set, the puzzles timed, median and max ms per puzzle (uniqueness proof included) and
the mean number of SAT calls. Times are CPU time of this process (picosat runs in it),
which spares the peer the noise of a shared machine. Optional argument: at most N puzzles per set (default 10).
"""
import itertools
import statistics
import sys
import time

import pycosat


def parse_loopy(pid):
    size, body = pid.split(":", 1)
    w, h = size.split("t")[0].split("x")
    w, h = int(w), int(h)
    clues = []
    for ch in body:
        if ch.isdigit():
            clues.append(int(ch))
        else:
            clues.extend([None] * (ord(ch) - ord("a") + 1))
    assert len(clues) == w * h, pid
    return h, w, clues


def count_solutions(rows, cols, clues, limit=2):
    nh = (rows + 1) * cols

    def hv(r, c):
        return r * cols + c + 1

    def vv(r, c):
        return nh + r * (cols + 1) + c + 1

    ends = {}
    for r in range(rows + 1):
        for c in range(cols):
            ends[hv(r, c)] = ((r, c), (r, c + 1))
    for r in range(rows):
        for c in range(cols + 1):
            ends[vv(r, c)] = ((r, c), (r + 1, c))

    def forbid_counts(edges, bad):
        out = []
        for bits in itertools.product((0, 1), repeat=len(edges)):
            if sum(bits) in bad:
                out.append([-e if b else e for e, b in zip(edges, bits)])
        return out

    cnf = []
    for r in range(rows):
        for c in range(cols):
            k = clues[r * cols + c]
            if k is not None:
                cnf += forbid_counts([hv(r, c), hv(r + 1, c), vv(r, c), vv(r, c + 1)], set(range(5)) - {k})
    for r in range(rows + 1):
        for c in range(cols + 1):
            es = []
            if c < cols:
                es.append(hv(r, c))
            if c > 0:
                es.append(hv(r, c - 1))
            if r < rows:
                es.append(vv(r, c))
            if r > 0:
                es.append(vv(r - 1, c))
            cnf += forbid_counts(es, {1, 3, 4})
    cnf.append(list(ends))  # at least one line

    def alone_meets_clues(loop):
        on = set(loop)
        for r in range(rows):
            for c in range(cols):
                k = clues[r * cols + c]
                if k is not None and k != sum(e in on for e in (hv(r, c), hv(r + 1, c), vv(r, c), vv(r, c + 1))):
                    return False
        return True

    found, calls = 0, 0
    while True:
        calls += 1
        model = pycosat.solve(cnf)
        if model == "UNSAT":
            return found, calls
        on = [x for x in model if x > 0]
        # Split the lines into loops.
        adj = {}
        for e in on:
            a, b = ends[e]
            adj.setdefault(a, []).append(e)
            adj.setdefault(b, []).append(e)
        seen, loops = set(), []
        for e in on:
            if e in seen:
                continue
            loop, stack = [], [e]
            seen.add(e)
            while stack:
                x = stack.pop()
                loop.append(x)
                for v in ends[x]:
                    for y in adj[v]:
                        if y not in seen:
                            seen.add(y)
                            stack.append(y)
            loops.append(loop)
        if len(loops) == 1:
            found += 1
            if found >= limit:
                return found, calls
            cnf.append([-x for x in model])
        else:
            # A loop that does not meet every clue alone can never be whole in a
            # solution (a solution is one loop): forbid it. A loop that could be the
            # whole answer only may not coexist with the others.
            for loop in loops:
                if not alone_meets_clues(loop):
                    cnf.append([-x for x in loop])
            for a, b in itertools.combinations([x for x in loops if alone_meets_clues(x)], 2):
                cnf.append([-x for x in a] + [-x for x in b])


def main():
    per_set = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    sets = {}
    for line in sys.stdin:
        name, pid = line.rstrip("\n").split("\t")
        sets.setdefault(name, []).append(pid)
    print(f"{'set':28s} {'n':>5s} {'median_ms':>10s} {'max_ms':>10s} {'sat_calls':>9s}")
    for name, ids in sets.items():
        times, calls = [], []
        for pid in ids[:per_set]:
            rows, cols, clues = parse_loopy(pid)
            start = time.process_time()
            n, k = count_solutions(rows, cols, clues)
            times.append((time.process_time() - start) * 1e3)
            calls.append(k)
            if n != 1:
                print(f"  {pid}: {n} solutions?", file=sys.stderr)
        print(f"{name:28s} {len(times):5d} {statistics.median(times):10.3f} {max(times):10.3f} "
              f"{statistics.mean(calls):9.1f}", flush=True)


if __name__ == "__main__":
    main()
