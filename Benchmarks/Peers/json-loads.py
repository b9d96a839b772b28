#!/usr/bin/env python3
"""The reading rows' peer in `make bench`: Python's json.loads over every line of a recording.

Usage: python3 json-loads.py RECORDING (prints the number of lines parsed).
"""

import json
import sys

count = 0
with open(sys.argv[1], "rb") as file:
    for line in file:
        if line.strip():
            json.loads(line)
            count += 1
print(count)
