"""Shared helpers for the end-to-end CLI tests: run the built binary, find the peers."""
import functools
import json
import os
import subprocess
import unittest

LOOPLAB = os.environ.get("LOOPLAB", "looplab")
SOURCE_DIR = os.environ.get("LOOPLAB_SOURCE_DIR", os.path.join(os.path.dirname(__file__), "..", ".."))
PEERS_DIR = os.environ.get("LOOPLAB_PEERS_DIR", os.path.join(SOURCE_DIR, "..", "shared", "peers"))


def run(*args, stdin=None, timeout=120):
    """Runs looplab; returns (exit code, stdout, stderr)."""
    p = subprocess.run([LOOPLAB, *map(str, args)], input=stdin, capture_output=True, text=True, timeout=timeout)
    return p.returncode, p.stdout, p.stderr


def needs_peers(test_method):
    """Marks a test that reads ../shared/peers: run_tests.py runs it in the module's
    `.peers` ctest entry, which ctest shows as skipped when the folder is absent."""
    test_method.needs_peers = True
    return test_method


def peers(test: unittest.TestCase):
    """The peers folder, or skips the test with a clear message when it is absent."""
    if not getattr(getattr(test, test._testMethodName), "needs_peers", False):
        raise AssertionError(f"{test.id()} reads ../shared/peers: mark it @needs_peers")
    if not os.path.isdir(PEERS_DIR):
        test.skipTest(f"peer puzzles not found at {PEERS_DIR} (../shared/peers is absent in a plain clone)")
    return PEERS_DIR


def schema(name):
    with open(os.path.join(SOURCE_DIR, "schemas", name)) as f:
        return json.load(f)


def validate(instance, schema_name):
    """Validates against a schema of schemas/, resolving references between them."""
    import jsonschema
    from jsonschema import RefResolver
    store = {}
    for fn in os.listdir(os.path.join(SOURCE_DIR, "schemas")):
        if fn.endswith(".json"):
            s = schema(fn)
            store[s.get("$id", fn)] = s
    main = schema(schema_name)
    resolver = RefResolver.from_schema(main, store=store)
    jsonschema.Draft202012Validator(main, resolver=resolver).validate(instance)


@functools.lru_cache(maxsize=None)
def plain_output(*args):
    """What one plain process prints (kept: several split runs are compared with it)."""
    code, out, err = run(*args)
    assert code == 0, err
    return out


def shard_files(work_dir):
    """The finished shards a split run keeps in its --work-dir."""
    return sorted(f for f in os.listdir(work_dir) if f.startswith("shard-") and ".tmp-" not in f)


class SplitRunTest(unittest.TestCase):
    """A fresh temporary folder per test (self.tmp), and ok(): looplab must exit 0."""

    def setUp(self):
        import tempfile
        self.tmp = tempfile.mkdtemp(prefix="looplab-split-")

    def tearDown(self):
        import shutil
        shutil.rmtree(self.tmp, ignore_errors=True)

    def ok(self, *args):
        code, out, err = run(*args)
        self.assertEqual(code, 0, err)
        return out

    def kill_midway_and_resume(self, command, kill, rerun):
        """Starts command(args) on a split count of 256 shards, calls kill(process) once 5
        shards are kept, then checks that rerun(*args) resumes from the kept shards and
        prints what one plain process prints."""
        import signal
        import time
        args = ["count", "unique", "--rows", 4, "--cols", 5, "--jobs", 1]
        plain = plain_output(*args)
        d = os.path.join(self.tmp, "killed")
        args += ["--work-dir", d]
        p = subprocess.Popen(command(args), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        deadline = time.time() + 60
        while time.time() < deadline and (not os.path.isdir(d) or len(shard_files(d)) < 5):
            time.sleep(0.01)
        kill(p)
        p.communicate(timeout=60)
        self.assertNotEqual(p.returncode, 0)
        done = len(shard_files(d))
        self.assertGreaterEqual(done, 5)
        self.assertLess(done, 256, "the run ended before it was killed")
        code, out, err = rerun(*args, "-v")
        self.assertEqual(code, 0, err)
        self.assertEqual(out, plain)
        self.assertIn(f"resuming: {done} of 256 shards were done in {d}", err)
