#!/usr/bin/env python3
"""Soak test of `looplab serve` on loopback: CLIENTS concurrent clients for SECONDS,
mixing good requests (the app, the pack list, a pack, analyse of a unique puzzle) with
hostile ones (JSON nested 100,000 deep, malformed JSON, a body over --max-body, unknown
paths and methods, a ragged grid, a save with saving off). The server must stay up, every good
request must get its right answer, every hostile one a 4xx, and the resident memory
must stay flat (RSS sampled each second; the last third against the first third).

    bench/soak_server.py [--looplab build/looplab] [--clients 50] [--seconds 60] [PACK...]

Prints one summary line per figure and exits 1 on any failure. Not a timed unit test:
run it by hand or before a release (docs/RELIABILITY.md has the figures)."""
import argparse
import http.client
import json
import os
import random
import subprocess
import sys
import threading
import time

UNIQUE = json.dumps({"family": "slitherlink", "clues": [".2.1.", ".0..1", "..3.1", "2.1..", "1.2.1"]})
SUDOKU = json.dumps({"family": "sudoku", "grid": [[1, 0, 0, 0], [0, 0, 3, 0], [0, 4, 0, 0], [0, 0, 0, 2]]})


def rss_kb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--looplab", default="build/looplab")
    ap.add_argument("--clients", type=int, default=50)
    ap.add_argument("--seconds", type=float, default=60)
    ap.add_argument("packs", nargs="*", default=["corpus/slitherlink-5x5-easy.json"])
    a = ap.parse_args()

    server = subprocess.Popen([a.looplab, "serve", "--port", "0", "--max-body", "300000", *a.packs],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = server.stdout.readline()
    port = int(line.rsplit(":", 1)[1].strip("/\n"))
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    c.request("GET", "/api/packs")
    pack_id = json.loads(c.getresponse().read())["packs"][0]["id"]
    c.close()

    deep = '{"family":"slitherlink","clues":' + "[" * 100000 + "]" * 100000 + "}"
    ragged = json.dumps({"family": "sudoku", "grid": [[1, 2], [3]]})
    good = [("GET", "/", None, 200, b"<!doctype html"),
            ("GET", "/api/packs", None, 200, pack_id.encode()),
            ("GET", f"/api/packs/{pack_id}", None, 200, b'"puzzles"'),
            ("POST", "/api/analyse", UNIQUE, 200, b'"status":"unique"'),
            ("POST", "/api/analyse", SUDOKU, 200, b'"status":"unique"')]
    hostile = [("POST", "/api/analyse", deep, 400), ("POST", "/api/analyse", "{\"family\":", 400),
               ("POST", "/api/analyse", "x" * 400000, 413), ("GET", "/api/packs/../../etc/passwd", None, 404),
               ("DELETE", "/api/packs", None, 404), ("POST", "/api/save", UNIQUE, 403),
               ("POST", "/api/analyse", ragged, 400), ("POST", "/api/analyse", "[1,2,3]", 400)]

    stats = {"good": 0, "good_wrong": 0, "hostile": 0, "hostile_wrong": 0, "errors": 0}
    lock = threading.Lock()
    stop = time.monotonic() + a.seconds

    def client(seed):
        rng = random.Random(seed)
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        while time.monotonic() < stop:
            is_good = rng.random() < 0.6
            method, path, body, status, *want = rng.choice(good if is_good else hostile)
            try:
                conn.request(method, path, body=body.encode() if body else None,
                             headers={"Content-Type": "application/json"})
                r = conn.getresponse()
                data = r.read()
                ok = r.status == status and (not want or want[0] in data)
            except (OSError, http.client.HTTPException):
                ok = None
                conn.close()
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
            with lock:
                if ok is None and is_good:
                    stats["errors"] += 1
                elif is_good:
                    stats["good" if ok else "good_wrong"] += 1
                else:  # a hostile request may also be cut off (413 closes the connection)
                    stats["hostile" if ok is not False else "hostile_wrong"] += 1
        conn.close()

    threads = [threading.Thread(target=client, args=(i,)) for i in range(a.clients)]
    samples = []
    for t in threads:
        t.start()
    while time.monotonic() < stop:
        samples.append(rss_kb(server.pid))
        time.sleep(1)
    for t in threads:
        t.join()
    alive = server.poll() is None
    server.terminate()
    server.wait()

    third = max(1, len(samples) // 3)
    first, last = max(samples[:third]), max(samples[-third:])
    growth = (last - first) / first if first else 0
    print(f"clients {a.clients}, seconds {a.seconds:g}")
    print(f"good requests answered right: {stats['good']}, wrong: {stats['good_wrong']}, failed: {stats['errors']}")
    print(f"hostile requests refused right: {stats['hostile']}, wrong: {stats['hostile_wrong']}")
    print(f"server alive at the end: {alive}")
    print(f"RSS max first third {first} KB, last third {last} KB ({growth:+.1%})")
    ok = alive and stats["good_wrong"] == 0 and stats["errors"] == 0 and stats["hostile_wrong"] == 0 and growth < 0.10
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
