"""Shared helpers for the end-to-end CLI tests: run the built binary, find the peers."""
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
