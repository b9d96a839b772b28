#!/usr/bin/env python3
"""The peer of Benchmarks/Base64Benchmark: Python's `base64.b64decode` (C, binascii) on the same
file of base64, validating as ours does, the best of the repetitions in the thread's CPU time
(as ours measures). Prints
`seconds <best> bytes <characters> decoded <bytes>`."""

import base64
import sys
import time

with open(sys.argv[1], "rb") as file:
    text = file.read().rstrip(b"\r\n")
repetitions = int(sys.argv[2]) if len(sys.argv) > 2 else 10
best = float("inf")
decoded = b""
for _ in range(repetitions):
    start = time.thread_time()
    decoded = base64.b64decode(text, validate=True)
    best = min(best, time.thread_time() - start)
print("seconds %r bytes %d decoded %d" % (best, len(text), len(decoded)))
