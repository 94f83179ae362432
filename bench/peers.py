"""What the side-by-side benchmarks share (bench/run_*.sh import it, run from the
repository's root): the CPU time of a child process, user plus system, read from
getrusage, so that other work on a shared machine adds as little as it can; and the
best of a few runs, so that one slow run stays out of the figures."""
import resource
import subprocess


def child_cpu(cmd, **run):
    """(CPU seconds of the child, its subprocess.CompletedProcess); `run` is passed to
    subprocess.run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(cmd, **run)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime, done


def best_cpu(cmd, repeat):
    """The least CPU seconds of `repeat` runs of cmd, its output discarded; None when a
    run fails."""
    best = None
    for _ in range(repeat):
        t, done = child_cpu(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if done.returncode != 0:
            return None
        best = t if best is None else min(best, t)
    return best
