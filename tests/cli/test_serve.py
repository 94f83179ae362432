"""looplab serve under load and beside other programs: slow clients, outside edits of the
--save-to pack. Every server listens on loopback only, and every loop is bounded."""
import json
import os
import socket
import subprocess
import tempfile
import threading
import time
import unittest
import urllib.error
import urllib.request

from looplab_cli import LOOPLAB, run, validate


class Server:
    """`looplab serve --port 0 ARGS...` for the length of a `with` block."""

    def __init__(self, *args):
        self.args = [LOOPLAB, "serve", "--port", "0", "--host", "127.0.0.1", *map(str, args)]

    def __enter__(self):
        self.proc = subprocess.Popen(self.args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.proc.stdout.readline()
        assert "listening on" in line, line
        self.url = line.split("listening on ", 1)[1].strip().rstrip("/")
        self.port = int(self.url.rsplit(":", 1)[1])
        return self

    def __exit__(self, *exc):
        self.proc.terminate()
        self.proc.communicate(timeout=10)

    def request(self, path, body=None, timeout=5):
        """(status, parsed JSON body)."""
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.url + path, data=data, method="POST" if data else "GET",
                                     headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=timeout) as r:
                return r.status, json.loads(r.read())
        except urllib.error.HTTPError as e:
            return e.code, json.loads(e.read())


class Methods(unittest.TestCase):
    """An API path asked with a method it does not take is a 405 that names the method it takes."""

    def test_wrong_method_is_405_with_allow(self):
        with Server() as server:
            for method, path, allowed in (("GET", "/api/hint", "POST"), ("GET", "/api/prove", "POST"),
                                          ("GET", "/api/analyse", "POST"),
                                          ("PUT", "/api/save", "POST"), ("POST", "/api/packs", "GET"),
                                          ("DELETE", "/api/packs/1", "GET"), ("PATCH", "/api/families", "GET")):
                req = urllib.request.Request(server.url + path, data=b"{}" if method != "GET" else None,
                                             method=method)
                with self.assertRaises(urllib.error.HTTPError, msg=f"{method} {path}") as cm:
                    urllib.request.urlopen(req, timeout=5)
                self.assertEqual(cm.exception.code, 405, f"{method} {path}")
                self.assertEqual(cm.exception.headers["Allow"], allowed)
                self.assertIn(f"it takes {allowed}", json.loads(cm.exception.read())["error"])
            # The right method still answers.
            self.assertEqual(server.request("/api/packs")[0], 200)


def trickle(port, stop, rounds):
    """A client that sends a header line every half second and never ends its request."""
    s = socket.create_connection(("127.0.0.1", port), timeout=5)
    try:
        s.sendall(b"GET /api/packs HTTP/1.1\r\nHost: x\r\n")
        for i in range(rounds):
            if stop.wait(0.5):
                break
            s.sendall(b"X-Slow-%d: y\r\n" % i)
    except OSError:
        pass  # cut off by the server
    finally:
        s.close()


class SlowClients(unittest.TestCase):
    def test_fifty_slow_connections_do_not_delay_anyone_else(self):
        with Server() as srv:
            stop = threading.Event()
            slow = [threading.Thread(target=trickle, args=(srv.port, stop, 16)) for _ in range(50)]
            for t in slow:
                t.start()
            try:
                time.sleep(1)  # every slow client is connected and trickling
                for _ in range(8):
                    start = time.monotonic()
                    status, body = srv.request("/api/families", timeout=3)
                    took = time.monotonic() - start
                    self.assertEqual(status, 200)
                    self.assertTrue(body)
                    # Queued behind the slow ones it would wait out their 8 s of trickling
                    # (or the 3 s timeout); a loaded machine can take a second to answer.
                    self.assertLess(took, 2.5, "a normal request waited behind the slow ones")
                    time.sleep(0.2)
            finally:
                stop.set()
                for t in slow:
                    t.join(timeout=10)

    def test_a_client_that_never_finishes_its_request_is_cut_off(self):
        with Server("--request-timeout", "1") as srv:
            s = socket.create_connection(("127.0.0.1", srv.port), timeout=5)
            s.sendall(b"GET / HTTP/1.1\r\n")
            start = time.monotonic()
            closed = False
            for i in range(20):  # 10 seconds at most
                try:
                    s.sendall(b"X-Slow-%d: y\r\n" % i)
                    time.sleep(0.5)
                except OSError:
                    closed = True
                    break
                s.settimeout(0.01)
                try:
                    if s.recv(100) == b"":
                        closed = True
                        break
                except socket.timeout:
                    pass
                s.settimeout(5)
            s.close()
            self.assertTrue(closed)
            self.assertLess(time.monotonic() - start, 4)


class HintApi(unittest.TestCase):
    """POST /api/hint answers what `looplab hint --json` writes for the same position."""
    EASY = "5x5t0:a10a0a10a1a1b2a3b1d2"  # corpus: 5x5 easy, one solution

    @classmethod
    def setUpClass(cls):
        code, out, err = run("convert", "--to", "json", cls.EASY)
        assert code == 0, err
        cls.puzzle = json.loads(out)
        code, out, err = run("solve", "--json", cls.EASY)
        assert code == 0, err
        cls.solution = json.loads(out)["solution"]
        cls.server = Server().__enter__()

    @classmethod
    def tearDownClass(cls):
        cls.server.__exit__(None, None, None)

    def hint(self, state=None, puzzle=None):
        body = dict(puzzle or self.puzzle)
        if state is not None:
            body["state"] = state
        return self.server.request("/api/hint", body, timeout=30)

    def same_as_the_cli(self, answer, state):
        code, out, err = run("hint", "--json", self.EASY, *state)
        self.assertEqual(code, 0, err)
        self.assertEqual(answer, json.loads(out))

    def test_from_the_empty_board_a_step(self):
        for state in (None, [], [".." * 15, "." * 30]):
            status, j = self.hint(state)
            self.assertEqual(status, 200, j)
            validate(j, "hint.schema.json")
            self.assertEqual((j["kind"], j["tier"]), ("step", 0))
            self.assertTrue(j["conclusions"])
            self.same_as_the_cli(j, [])

    def test_a_step_from_a_position_agrees_with_the_solution(self):
        h = [c if i % 3 == 0 else "." for i, c in enumerate(self.solution["h"].replace("0", "x"))]
        state = ["".join(h), "." * len(self.solution["v"])]
        status, j = self.hint(state)
        self.assertEqual(status, 200, j)
        validate(j, "hint.schema.json")
        self.assertEqual(j["kind"], "step")
        self.same_as_the_cli(j, state)
        for c in j["conclusions"]:
            part, width = (state[0], 5) if c["edge"] == "h" else (state[1], 6)
            i = c["row"] * width + c["col"]
            self.assertEqual(part[i], ".", "a hint concludes only undecided marks")
            truth = self.solution[c["edge"]][i]
            self.assertEqual(c["mark"], "line" if truth == "1" else "cross")

    def test_a_wrong_mark_is_named(self):
        h = list(self.solution["h"].replace("0", "x"))
        h[7] = "x" if h[7] == "1" else "1"
        state = ["".join(h), "." * len(self.solution["v"])]
        status, j = self.hint(state)
        self.assertEqual(status, 200, j)
        validate(j, "hint.schema.json")
        self.assertEqual(j["kind"], "mistake")
        self.assertEqual([(m["edge"], m["row"], m["col"]) for m in j["marks"]], [("h", 1, 2)])
        self.same_as_the_cli(j, state)

    def test_prove_then_hint_answers_as_a_cold_hint(self):
        """POST /api/prove (the app asks it on opening a puzzle) says the count's status; the
        hints after it are the ones a fresh server gives."""
        status, j = self.server.request("/api/prove", self.puzzle, timeout=30)
        self.assertEqual((status, j), (200, {"status": "unique"}))
        status, j = self.hint([])
        self.assertEqual(status, 200)
        self.same_as_the_cli(j, [])
        twice = dict(self.puzzle, clues=["." * 5] * 5)
        self.assertEqual(self.server.request("/api/prove", twice, timeout=30), (200, {"status": "multiple"}))

    def test_the_solution_is_solved(self):
        status, j = self.hint([self.solution["h"], self.solution["v"]])
        self.assertEqual((status, j), (200, {"kind": "solved"}))
        validate(j, "hint.schema.json")

    def test_bad_input_is_a_400_naming_the_problem(self):
        cases = [
            (["..."], "H and V"),
            (["." * 29 + "q", "." * 30], "'q' at row 6, column 5"),
            ("1x..", "\"state\" must be a list of strings"),
            ([".." * 15, 7], "\"state\" item 2 must be a string"),
        ]
        for state, message in cases:
            status, j = self.hint(state)
            self.assertEqual(status, 400, j)
            self.assertIn(message, j["error"])
            self.assertEqual(len(j["error"].splitlines()), 1)
        status, j = self.hint(None, {"family": "slitherlink", "rows": 2, "cols": 2, "clues": ["2.", ".."]})
        self.assertEqual(status, 400, j)
        self.assertIn("exactly one solution", j["error"])
        status, j = self.hint(None, {"family": "slitherlink", "rows": 2, "cols": 2, "clues": ["2.", "..", "."]})
        self.assertEqual(status, 400, j)
        req = urllib.request.Request(self.server.url + "/api/hint", data=b'{"family": "slitherlink",', method="POST")
        with self.assertRaises(urllib.error.HTTPError) as cm:
            urllib.request.urlopen(req, timeout=5)
        self.assertEqual(cm.exception.code, 400)
        self.assertIn("error", json.loads(cm.exception.read()))

    def test_the_digit_families_and_infinity_loop_answer(self):
        sudoku = {"family": "sudoku", "grid": [[1, 0, 0, 0], [0, 0, 3, 0], [0, 4, 0, 0], [0, 0, 0, 2]]}
        status, j = self.hint(["1.../..3./.4../...2"], sudoku)
        self.assertEqual(status, 200, j)
        validate(j, "hint.schema.json")
        self.assertEqual(j["kind"], "step")
        pipes = {"family": "infinity-loop", "rows": 1, "cols": 2, "tiles": ["╺╸"]}
        status, j = self.hint(None, pipes)
        self.assertEqual(status, 200, j)
        validate(j, "hint.schema.json")
        self.assertEqual(j["kind"], "step")
        self.assertEqual(j["conclusions"], [{"row": 0, "col": 0, "mark": "turn", "turn": 2}])


class WithoutTheServerProgram(unittest.TestCase):
    def test_help_still_shows_and_says_what_is_missing(self):
        with tempfile.TemporaryDirectory() as d:
            alone = os.path.join(d, "looplab")
            with open(LOOPLAB, "rb") as src, open(alone, "wb") as dst:
                dst.write(src.read())
            os.chmod(alone, 0o755)
            p = subprocess.run([alone, "serve", "--help"], capture_output=True, text=True, timeout=20)
            self.assertEqual(p.returncode, 0, p.stderr)
            self.assertIn("Usage: looplab serve", p.stdout)
            self.assertIn("looplab-serve, which is missing", p.stdout)
            p = subprocess.run([alone, "serve", "--port", "0"], capture_output=True, text=True, timeout=20)
            self.assertEqual(p.returncode, 2)
            self.assertIn("looplab-serve", p.stderr)
            self.assertIn("--target looplab-serve", p.stderr)


if __name__ == "__main__":
    unittest.main()
