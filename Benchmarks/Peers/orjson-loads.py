#!/usr/bin/env python3
"""A reading rows' peer in `make bench` (issue 28): orjson (PyPI) `loads` over every line of a
recording, building the same Python objects as `json.loads`.

Usage: python3 orjson-loads.py RECORDING (prints the number of lines parsed).
"""

import sys

import orjson

count = 0
with open(sys.argv[1], "rb") as file:
    for line in file:
        if line.strip():
            orjson.loads(line)
            count += 1
print(count)
