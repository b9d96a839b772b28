#!/usr/bin/env python3
"""Writes the generated workloads of `make bench` into a directory (`.build/bench/` by default).

The same seed and scale write byte-identical files. Usage:

    python3 scripts/bench-workloads.py [--seed N] [--scale quick|full] [DIRECTORY]

Workloads (issue 14, "Performance at real scale"):
  chat.jsonl      a chat-like recording: applies of one 500-item section with labels, one new
                  message per apply (the oldest leaves), an item moved every 50th apply.
                  20,000 applies (about 460 MB) at --scale full; 1,000 at quick.
  diff-mix.jsonl  two applies of 100,000 items, the second with 10 % deleted, 10 % inserted
                  and 10 % moved, in both scales.
"""

import argparse
import json
import os
import random

CHAT_APPLIES = {"quick": 1_000, "full": 20_000}
CHAT_WINDOW = 500
MIX_ITEMS = 100_000
WORDS = (
    "lunch tomorrow sounds good see you at the station bring the charger did you get the "
    "tickets running late again the build is green merged into main call me when you land "
    "photos from the weekend happy birthday thanks a lot on my way"
).split()


def header(title):
    return json.dumps(
        {"format": "snapshot-replay", "version": 1, "title": title, "source": "bench-workloads.py"},
        separators=(",", ":"),
    )


def apply_line(seq, time, sections):
    return json.dumps(
        {"type": "apply", "seq": seq, "time": time, "animating": True, "sections": sections},
        separators=(",", ":"),
        ensure_ascii=False,
    )


def message(rng, number):
    sender = rng.choice(("Ada", "Grace", "Linus", "Barbara", "Ken"))
    text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(2, 5)))
    return {"id": f"m-{number}", "label": f"{sender}: {text}"}


def write_chat(path, rng, applies):
    messages = [message(rng, number) for number in range(CHAT_WINDOW)]
    next_number = CHAT_WINDOW
    with open(path, "w", encoding="utf-8") as file:
        file.write(header("Chat") + "\n")
        for seq in range(1, applies + 1):
            if seq > 1:
                messages.pop(0)
                messages.append(message(rng, next_number))
                next_number += 1
                if seq % 50 == 0:
                    moved = messages.pop(rng.randrange(len(messages)))
                    messages.insert(rng.randrange(len(messages) + 1), moved)
            line = apply_line(seq, round(seq * 0.25, 2), [{"id": "messages", "items": messages}])
            file.write(line + "\n")


def write_mix(path, rng, count):
    old = [f"i-{number}" for number in range(count)]
    tenth = count // 10
    deleted = set(rng.sample(old, tenth))
    new = [item for item in old if item not in deleted]
    moved = rng.sample(new, tenth)
    moved_set = set(moved)
    new = [item for item in new if item not in moved_set]
    for item in moved:
        new.insert(rng.randrange(len(new) + 1), item)
    for number in range(count, count + tenth):
        new.insert(rng.randrange(len(new) + 1), f"i-{number}")
    with open(path, "w", encoding="utf-8") as file:
        file.write(header("Diff mix") + "\n")
        file.write(apply_line(1, 0.0, [{"id": "all", "items": old}]) + "\n")
        file.write(apply_line(2, 1.0, [{"id": "all", "items": new}]) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("directory", nargs="?", default=".build/bench")
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--scale", choices=sorted(CHAT_APPLIES), default="quick")
    arguments = parser.parse_args()
    os.makedirs(arguments.directory, exist_ok=True)
    write_chat(
        os.path.join(arguments.directory, "chat.jsonl"),
        random.Random(arguments.seed),
        CHAT_APPLIES[arguments.scale],
    )
    write_mix(
        os.path.join(arguments.directory, "diff-mix.jsonl"),
        random.Random(arguments.seed + 1),
        MIX_ITEMS,
    )


if __name__ == "__main__":
    main()
