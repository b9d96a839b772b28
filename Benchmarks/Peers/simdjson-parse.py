#!/usr/bin/env python3
"""The reading rows' limit in `make bench` (issue 28): pysimdjson (PyPI) parsing every line of a
recording. simdjson validates the whole line (structure, UTF-8, escapes) into its tape and builds
no Python object until one is asked for, so this is the cost of checking the JSON alone: what a
reader that also decodes the format's values can aim at, not reach.

Usage: python3 simdjson-parse.py RECORDING (prints the number of lines parsed).
"""

import sys

import simdjson

parser = simdjson.Parser()
count = 0
with open(sys.argv[1], "rb") as file:
    for line in file:
        if line.strip():
            # A parser holds one document: the last must be let go before the next parse.
            document = parser.parse(line)
            del document
            count += 1
print(count)
