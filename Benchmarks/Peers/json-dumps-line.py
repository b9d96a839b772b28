#!/usr/bin/env python3
"""The recorder row's peer in `make bench`: the median time of json.dumps of one apply line of
the RecorderBenchmark's 500-item snapshot (5 sections of 100 labelled items), one item moved
before each line, and the line's write to a file. Prints the median in milliseconds.

Usage: python3 json-dumps-line.py FILE
"""

import json
import sys
import time

sections = [[f"item-{section}-{index}" for index in range(100)] for section in range(5)]
times = []
with open(sys.argv[1], "w", encoding="utf-8") as file:
    for seq in range(1, 301):
        items = sections[(seq - 1) % 5]
        items.append(items.pop(0))
        start = time.perf_counter()
        line = json.dumps({
            "type": "apply", "seq": seq, "time": seq * 0.1, "animating": True,
            "sections": [
                {"id": section, "items": [
                    {"id": item, "label": "Item %s of section %d" % (item.split("-")[2], section)}
                    for item in sections[section]]}
                for section in range(5)],
            "queue": "main"}, separators=(",", ":"))
        file.write(line + "\n")
        file.flush()
        times.append((time.perf_counter() - start) * 1000)
times.sort()
print("%.4f" % times[len(times) // 2])
