#!/usr/bin/python3
"""The SAT model of an ∞ Loop puzzle, for side-by-side timing (bench/run_infinity_loop.sh).

One Boolean variable per interior edge (true = a pipe crosses it); border edges are false.
For each tile, every assignment of its sides that no rotation of the tile shows is
forbidden by one clause. Reads the number-grid format (`looplab convert --to numbers`).

  infinity_loop_sat.py cnf PUZZLE          print DIMACS
  infinity_loop_sat.py solve PUZZLE        CPU seconds for CaDiCaL to find a solution
  infinity_loop_sat.py count PUZZLE SECS   CPU seconds and exact count by picosat --all
                                           ('>SECS ?' when it runs out of wall time)
"""
import itertools
import resource
import subprocess
import sys
import tempfile


def read_numbers(path):
    with open(path) as f:
        nums = [int(x) for x in f.read().split()]
    rows, cols = nums[0], nums[1]
    return rows, cols, nums[3:3 + rows * cols]


def rotations(mask):
    out = set()
    for _ in range(4):
        out.add(mask)
        mask = ((mask << 1) | (mask >> 3)) & 15
    return out


def cnf(rows, cols, tiles):
    # Variables: vertical steps (between (r,c) and (r+1,c)) then horizontal ones.
    def down(r, c):
        return r * cols + c + 1

    def right(r, c):
        return (rows - 1) * cols + r * (cols - 1) + c + 1

    nvars = (rows - 1) * cols + rows * (cols - 1)
    clauses = []
    for r in range(rows):
        for c in range(cols):
            # Sides up, right, down, left: a variable or None (border).
            sides = [down(r - 1, c) if r > 0 else None, right(r, c) if c < cols - 1 else None,
                     down(r, c) if r < rows - 1 else None, right(r, c - 1) if c > 0 else None]
            allowed = rotations(tiles[r * cols + c])
            free = [i for i in range(4) if sides[i] is not None]
            for values in itertools.product((0, 1), repeat=len(free)):
                mask = sum(1 << i for i, v in zip(free, values) if v)
                if mask not in allowed:
                    clauses.append([-sides[i] if v else sides[i] for i, v in zip(free, values)])
    return nvars, clauses


def dimacs(nvars, clauses):
    lines = [f"p cnf {max(nvars, 1)} {len(clauses)}"]
    lines += [" ".join(map(str, cl)) + " 0" for cl in clauses]
    return "\n".join(lines) + "\n"


def child_cpu():
    """CPU seconds (user + system) of finished child processes: steadier than wall time
    on a machine shared with other jobs."""
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def main():
    mode, path = sys.argv[1], sys.argv[2]
    nvars, clauses = cnf(*read_numbers(path))
    text = dimacs(nvars, clauses)
    if mode == "cnf":
        sys.stdout.write(text)
        return
    with tempfile.NamedTemporaryFile("w", suffix=".cnf") as f:
        f.write(text)
        f.flush()
        if mode == "solve":
            start = child_cpu()
            p = subprocess.run(["cadical", "-q", f.name], capture_output=True, text=True)
            took = child_cpu() - start
            assert p.returncode in (10, 20), p.stderr
            print(f"{took:.3f}")
        else:
            limit = float(sys.argv[3])
            start = child_cpu()
            try:
                p = subprocess.run(["picosat", "--all", "-n", f.name], capture_output=True, text=True, timeout=limit)
                took = child_cpu() - start
                count = [ln for ln in p.stdout.splitlines() if "solutions" in ln.lower()]
                print(f"{took:.3f} {count[-1].split()[-1] if count else '?'}")
            except subprocess.TimeoutExpired:
                print(f">{limit:.0f} ?")


if __name__ == "__main__":
    main()
