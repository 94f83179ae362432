"""Runs one CLI test module for ctest.

  run_tests.py MODULE           the module's tests that need nothing outside the clone
  run_tests.py MODULE --peers   only its @needs_peers tests; exit 77 (ctest: skipped)
                                when ../shared/peers is absent, as in a user's clone
"""
import os
import sys
import unittest

import looplab_cli

SKIPPED = 77


def flatten(suite):
    for t in suite:
        if isinstance(t, unittest.TestSuite):
            yield from flatten(t)
        else:
            yield t


def main():
    name, peers_mode = sys.argv[1], "--peers" in sys.argv[2:]
    module = __import__(name)
    tests = [t for t in flatten(unittest.defaultTestLoader.loadTestsFromModule(module))
             if getattr(getattr(t, t._testMethodName, None), "needs_peers", False) == peers_mode]
    if peers_mode and not os.path.isdir(looplab_cli.PEERS_DIR):
        print(f"skipped: peer puzzles not found at {looplab_cli.PEERS_DIR} "
              f"(../shared/peers is absent in a plain clone); {len(tests)} tests not run")
        return SKIPPED
    result = unittest.TextTestRunner(verbosity=2).run(unittest.TestSuite(tests))
    if not result.testsRun:
        print("no tests selected")
        return 1
    return 0 if result.wasSuccessful() else 1


if __name__ == "__main__":
    sys.exit(main())
