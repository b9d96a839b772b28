#!/usr/bin/env python3
"""The diff row's peer in `make bench`: reads a recording's first two applies, diffs each
section's item identifiers with difflib and prints the edit as JSON.

Usage: python3 difflib-diff.py RECORDING
"""

import difflib
import json
import sys


def identifiers(items):
    return [item if isinstance(item, str) else item["id"] for item in items]


with open(sys.argv[1], "rb") as file:
    applies = [json.loads(line) for line in file if b'"type":"apply"' in line][:2]
old, new = ({section["id"]: identifiers(section["items"]) for section in apply["sections"]}
            for apply in applies)
changes = {}
for section, new_items in new.items():
    old_items = old.get(section, [])
    matcher = difflib.SequenceMatcher(None, old_items, new_items, autojunk=False)
    deleted, inserted = [], []
    for tag, old_start, old_end, new_start, new_end in matcher.get_opcodes():
        if tag in ("delete", "replace"):
            deleted.extend(old_items[old_start:old_end])
        if tag in ("insert", "replace"):
            inserted.extend(new_items[new_start:new_end])
    # An identifier both deleted and inserted moved.
    moved = sorted(set(deleted) & set(inserted))
    moved_set = set(moved)
    changes[section] = {
        "deleted": [item for item in deleted if item not in moved_set],
        "inserted": [item for item in inserted if item not in moved_set],
        "moved": moved,
    }
json.dump({"from": applies[0]["seq"], "to": applies[1]["seq"], "sections": changes}, sys.stdout)
print()
