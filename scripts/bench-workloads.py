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
  long-list.jsonl a list layout (390x844) of 1,000,000 labelled items in two applies 0.5 s
                  apart: the second inserts a message at the top, deletes one, moves one on
                  screen and one far below it (55 frames), in both scales.
  many-applies.jsonl  a list layout of 20 labelled items, one apply every 10 ms, each
                  replacing the oldest row and moving another: 100,000 applies at --scale
                  full (1,000 s); 10,000 at quick. many-applies-tenth.jsonl holds its first
                  tenth, to show memory does not grow with the length.
  moving-grid.jsonl   the insertion-sort demo's grid (533 coloured 16x34 cells, 41 columns),
                  one apply every 0.3 s moving a cell up to a row away, 25 applies: every
                  frame differs from the one before (rendered with --hold 0).
"""

import argparse
import json
import os
import random

CHAT_APPLIES = {"quick": 1_000, "full": 20_000}
CHAT_WINDOW = 500
MIX_ITEMS = 100_000
LONG_LIST_ITEMS = 1_000_000
MANY_APPLIES = {"quick": 10_000, "full": 100_000}
MANY_WINDOW = 20
GRID_CELLS = 533
GRID_COLUMNS = 41
GRID_APPLIES = 25
WORDS = (
    "lunch tomorrow sounds good see you at the station bring the charger did you get the "
    "tickets running late again the build is green merged into main call me when you land "
    "photos from the weekend happy birthday thanks a lot on my way"
).split()


def header(title, render=None):
    fields = {"format": "snapshot-replay", "version": 1, "title": title, "source": "bench-workloads.py"}
    if render is not None:
        fields["render"] = render
    return json.dumps(fields, separators=(",", ":"))


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


def write_long_list(path, rng, count):
    old = [{"id": f"r-{number}", "label": f"Row {number}"} for number in range(count)]
    new = list(old)
    new.insert(0, {"id": f"r-{count}", "label": "Row new at the top"})
    del new[3 + rng.randrange(5)]
    new.insert(8, new.pop(2))
    new.insert(rng.randrange(count // 2, count), new.pop(12))
    with open(path, "w", encoding="utf-8") as file:
        file.write(header("Long list", {"layout": "list"}) + "\n")
        file.write(apply_line(1, 0.0, [{"id": "rows", "items": old}]) + "\n")
        file.write(apply_line(2, 0.5, [{"id": "rows", "items": new}]) + "\n")


def write_many_applies(paths, rng, applies):
    """Writes the recording to `paths[0]` and its first tenth to `paths[1]`."""
    rows = [message(rng, number) for number in range(MANY_WINDOW)]
    next_number = MANY_WINDOW
    with open(paths[0], "w", encoding="utf-8") as file, \
            open(paths[1], "w", encoding="utf-8") as tenth:
        first_line = header("Many applies", {"layout": "list"}) + "\n"
        file.write(first_line)
        tenth.write(first_line)
        for seq in range(1, applies + 1):
            if seq > 1:
                rows.pop(0)
                rows.insert(rng.randrange(len(rows) + 1), message(rng, next_number))
                next_number += 1
                rows.insert(rng.randrange(len(rows) + 1), rows.pop(rng.randrange(len(rows))))
            line = apply_line(seq, round(seq * 0.01, 2), [{"id": "rows", "items": rows}])
            file.write(line + "\n")
            if seq <= applies // 10:
                tenth.write(line + "\n")


def grid_colour(cell):
    """A hue around the colour wheel, as the insertion-sort demo colours its values."""
    hue = 6.0 * cell / GRID_CELLS
    sector, fraction = int(hue) % 6, hue - int(hue)
    red, green, blue = ((1, fraction, 0), (1 - fraction, 1, 0), (0, 1, fraction),
                        (0, 1 - fraction, 1), (fraction, 0, 1), (1, 0, 1 - fraction))[sector]
    return "#%02X%02X%02X" % (round(red * 255), round(green * 255), round(blue * 255))


def write_moving_grid(path, rng):
    cells = [{"id": f"v{number}", "color": grid_colour(number)} for number in range(GRID_CELLS)]
    rng.shuffle(cells)
    render = {"background": "#000000", "cellSize": "16x34", "columns": GRID_COLUMNS,
              "cornerRadius": 0, "headerHeight": 0, "layout": "grid", "padding": 0, "scale": 1,
              "spacing": 0}
    with open(path, "w", encoding="utf-8") as file:
        file.write(header("Moving grid", render) + "\n")
        for seq in range(1, GRID_APPLIES + 2):
            if seq > 1:
                source = rng.randrange(GRID_CELLS)
                offset = rng.choice((-1, 1)) * rng.randint(1, GRID_COLUMNS)
                target = min(max(source + offset, 0), GRID_CELLS - 1)
                if target == source:
                    target = source - offset // abs(offset)
                cells.insert(target, cells.pop(source))
            # The first two applies both at 0: the first move starts with the first frame.
            time = round(max(seq - 2, 0) * 0.3, 2)
            file.write(apply_line(seq, time, [{"id": "grid", "items": cells}]) + "\n")


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
    write_long_list(
        os.path.join(arguments.directory, "long-list.jsonl"),
        random.Random(arguments.seed + 2),
        LONG_LIST_ITEMS,
    )
    write_many_applies(
        (os.path.join(arguments.directory, "many-applies.jsonl"),
         os.path.join(arguments.directory, "many-applies-tenth.jsonl")),
        random.Random(arguments.seed + 3),
        MANY_APPLIES[arguments.scale],
    )
    write_moving_grid(
        os.path.join(arguments.directory, "moving-grid.jsonl"), random.Random(arguments.seed + 4))


if __name__ == "__main__":
    main()
