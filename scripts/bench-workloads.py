#!/usr/bin/env python3
"""Writes the generated workloads of `make bench` into a directory (`.build/bench/` by default).

The same seed and scale write byte-identical files. Usage:

    python3 scripts/bench-workloads.py [--seed N] [--scale quick|full] [DIRECTORY]
    python3 scripts/bench-workloads.py --international-fixture PATH   (the tests' small sample)

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
  international.jsonl what a real international app writes (issue 28): five sections per
                  apply (titled; a 200-message chat, pinned rows, contacts with integer ids,
                  an outline of folders with parent/expanded, bare string and integer ids);
                  labels in Latin with diacritics, Devanagari, Hebrew, Arabic, CJK, Hangul and
                  emoji with ZWJ sequences and skin tones; escaped quotes, backslashes and
                  control characters; about one item in six written with \\uXXXX escapes
                  (surrogate pairs for emoji); detail, subtitle, accessory and color; markers
                  and reconfigured items. 1,200 applies (about 40 MB) at quick; 20,000 at full.
  images-list.jsonl   cell images (issue 24): a list of 40 rows, each drawn from its own
                  358x44 pt picture at 3x (1074x132 px), 30 applies that move rows and reload
                  some with a new picture; `make bench` renders it and a copy from
                  `snapreplay strip-images` in the same run.
  images-10000.jsonl  10,000 distinct 358x44@3x pictures, 500 applies each showing 20 new
                  ones: the decoded pixels (5.7 GB in all) must stay within their budget.
  base64.txt      16 MiB of base64 (12 MiB of random bytes, the most one image may hold):
                  ours and Python's base64.b64decode decode the same text (issue 28).
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


INTERNATIONAL_APPLIES = {"quick": 1_200, "full": 20_000}
INTERNATIONAL_WINDOW = 200
SENDERS = ("Ada", "Zoë", "Søren", "Łucja", "राहुल", "प्रिया", "נועה", "יונתן", "محمد", "ليلى",
           "陈静", "佐藤", "민준", "서연", "Ñandú")
PHRASES = (
    # Latin with diacritics, Greek
    "Café crème à São Paulo?", "Größe ändern, bitte", "Łódź — żółć i gęślą jaźń", "¿qué tal?",
    "Καλημέρα σε όλους", "déjà vu, naïve façade",
    # Devanagari
    "नमस्ते, कल मिलते हैं", "क्या आपने टिकट ले लिए?", "बिल्ड सफल रहा",
    # Hebrew and Arabic (right to left)
    "שלום, נתראה מחר", "הבנייה עברה בהצלחה", "مرحبا، أراك غدا", "تم دمج التغييرات في الفرع",
    # CJK and Hangul
    "明日の昼食はいいですね", "我们在车站见", "会議は午後３時から", "내일 점심 좋아요", "역에서 만나요",
    # Emoji: ZWJ families, skin tones, flags, variation selectors
    "👨‍👩‍👧‍👦 family dinner", "👍🏽", "🧑🏿‍💻 on it", "🏳️‍🌈🎉", "👩🏻‍🚀 launch at 9", "❤️‍🔥", "🇯🇵✈️🇮🇳",
    # ASCII, with what JSON escapes: quotes, backslashes, control characters
    'she said "ok, ship it"', r"saved to C:\Users\ada\notes.txt", "line one\nline two",
    "tab\tseparated\tvalues", "bell \x07 and escape \x1b[0m", "lunch tomorrow sounds good",
    "see you at the station", "the build is green", "running late again",
)
DETAILS = ("09:41", "✓✓ read", "gelesen", "पढ़ा गया", "נקרא", "已读", "읽음", "edited · 2 min")
COLORS = ("#3478F6", "#34C759", "#FF9500", "#FF3B30", "#AF52DE", "#5856D680", "#8E8E93")
ACCESSORIES = ("disclosure", "detail", "checkmark", "switch-on", "switch-off")


def dumps_item(item, escaped):
    """One item as the line writes it: `escaped` writes every non-ASCII character as a \\uXXXX
    escape (surrogate pairs beyond the BMP), as some JSON writers do."""
    return json.dumps(item, separators=(",", ":"), ensure_ascii=escaped)


def international_message(rng, number):
    text = " ".join(rng.choice(PHRASES) for _ in range(rng.randint(1, 3)))
    item = {"id": f"m-{number}", "label": f"{rng.choice(SENDERS)}: {text}"}
    if rng.random() < 0.6:
        item["detail"] = rng.choice(DETAILS)
    if rng.random() < 0.2:
        item["subtitle"] = rng.choice(PHRASES)
    if rng.random() < 0.3:
        item["color"] = rng.choice(COLORS)
    return dumps_item(item, rng.random() < 1 / 6)


def international_folders(rng, expanded):
    """An outline of folders: the visible items, children listed only under expanded parents."""
    items = []
    for folder in range(8):
        identifier = f"f-{folder}"
        items.append(dumps_item({"id": identifier, "label": rng.choice(PHRASES)[:24],
                                 "expanded": expanded[folder], "accessory": "disclosure"},
                                rng.random() < 1 / 6))
        if expanded[folder]:
            for child in range(4):
                items.append(dumps_item(
                    {"id": f"{identifier}/{child}", "label": rng.choice(SENDERS), "parent": identifier},
                    False))
    return items


def layout_line(seq, time, sections, rng, animated):
    """What the screen showed after an apply (issue 23's `layout` line): a list whose rows are
    44 or 60 points tall, every item's rect (hundreds of them), a header above each titled
    section, the offset scrolled somewhere along the content, and the animation's timing."""
    items = {}
    headers = []
    y = 0
    for section_id, title, identifiers in sections:
        if title is not None:
            headers.append({"kind": "header", "section": section_id, "rect": [16, y, 358, 38],
                            "text": title})
            y += 38
        for identifier in identifiers:
            height = 60 if isinstance(identifier, str) and identifier.startswith("m-") else 44
            items[str(identifier)] = [16, y, 358, height]
            y += height
        y += 20
    layout = {"type": "layout", "seq": seq, "time": time, "view": "collection",
              "list": "insetGrouped", "bounds": [390, 844],
              "offset": [0, rng.randrange(0, max(1, y - 844), 4) - 91],
              "insets": [91, 0, 34, 0], "content": [390, y], "items": items,
              "supplementary": headers}
    if animated:
        layout["timing"] = ({"duration": 0.3, "curve": [0.25, 0.1, 0.25, 1]} if seq % 3
                            else {"duration": 0.5, "spring": {"mass": 1, "stiffness": 300,
                                                               "damping": 30}})
    return json.dumps(layout, separators=(",", ":"), ensure_ascii=False)


MULTILINGUAL_ROWS = 24
MULTILINGUAL_APPLIES = 60


def write_multilingual_list(path, labels_path, rng):
    """The list render row (issue 28): a list of rows labelled in many scripts, one apply every
    0.3 s moving a row up to five places, so that with `--hold 0` nearly every frame differs.
    The labels, one a line, go to `labels_path` for the C peer, which draws the same rows."""
    labels = [f"{rng.choice(SENDERS)}: {rng.choice(PHRASES)}".replace("\n", " ").replace("\t", " ")
              .replace("\x07", "").replace("\x1b", "") for _ in range(MULTILINGUAL_ROWS)]
    rows = [{"id": f"row-{number}", "label": label} for number, label in enumerate(labels)]
    with open(labels_path, "w", encoding="utf-8") as file:
        file.write("".join(label + "\n" for label in labels))
    with open(path, "w", encoding="utf-8") as file:
        file.write(header("Multilingual list", {"layout": "list"}) + "\n")
        for seq in range(1, MULTILINGUAL_APPLIES + 2):
            if seq > 1:
                source = rng.randrange(len(rows))
                target = min(max(source + rng.choice((-1, 1)) * rng.randint(1, 5), 0), len(rows) - 1)
                rows.insert(target, rows.pop(source))
            time = round(max(seq - 2, 0) * 0.3, 2)
            file.write(apply_line(seq, time, [{"id": "rows", "items": rows}]) + "\n")


def write_international(path, rng, applies, window=INTERNATIONAL_WINDOW, marker_every=100,
                        screen=None):
    """`screen`, when given, is a second random source: each apply is then followed by its
    `layout` line, and every fifth by a `scroll` line (the apply lines stay the same)."""
    messages = [international_message(rng, number) for number in range(window)]
    next_number = window
    pinned = [dumps_item({"id": f"pin-{number}", "label": rng.choice(PHRASES),
                          "accessory": "disclosure", "color": rng.choice(COLORS)}, number == 2)
              for number in range(5)]
    # Contacts have integer identifiers; a status line changes now and then.
    contacts = [{"id": 1000 + number, "label": rng.choice(SENDERS), "subtitle": rng.choice(DETAILS),
                 "accessory": rng.choice(ACCESSORIES)} for number in range(40)]
    contact_lines = [dumps_item(contact, False) for contact in contacts]
    expanded = [rng.random() < 0.5 for _ in range(8)]
    folder_seed = rng.randrange(1 << 30)
    archive = ",".join(json.dumps(identifier) for identifier in
                       [f"a-{number}" for number in range(10)] + list(range(1, 11)))
    with open(path, "w", encoding="utf-8") as file:
        file.write(header("International chat", {"layout": "list"}) + "\n")
        for seq in range(1, applies + 1):
            reconfigured = None
            if seq > 1:
                messages.pop(0)
                messages.append(international_message(rng, next_number))
                next_number += 1
                if seq % 50 == 0:
                    moved = messages.pop(rng.randrange(len(messages)))
                    messages.insert(rng.randrange(len(messages) + 1), moved)
                if seq % 7 == 0:
                    changed = rng.randrange(len(contacts))
                    contacts[changed]["subtitle"] = rng.choice(DETAILS)
                    contact_lines[changed] = dumps_item(contacts[changed], seq % 14 == 0)
                    reconfigured = [contacts[changed]["id"]]
                if seq % 20 == 0:
                    expanded[rng.randrange(8)] ^= True
            folders = international_folders(random.Random(folder_seed), expanded)
            sections = [
                '{"id":"pinned","title":"📌 Pinned · 固定","items":[' + ",".join(pinned) + "]}",
                '{"id":"today","title":"Today · 今日 · היום · आज","items":['
                + ",".join(messages) + "]}",
                '{"id":"contacts","title":"Contacts \\"Favourites\\"","items":['
                + ",".join(contact_lines) + "]}",
                '{"id":"folders","title":"Folders","items":[' + ",".join(folders) + "]}",
                '{"id":7,"items":[' + archive + "]}",
            ]
            time = round(seq * 0.25, 2)
            line = (f'{{"type":"apply","seq":{seq},"time":{time},"animating":true,"sections":['
                    + ",".join(sections) + "]")
            if reconfigured is not None:
                line += ',"reconfigured":' + json.dumps(reconfigured)
            if seq % 10 == 0:
                line += ',"queue":"main","rowAnimation":"fade"'
            file.write(line + "}\n")
            if screen is not None:
                shown = [("pinned", "📌 Pinned · 固定", [f"pin-{number}" for number in range(5)]),
                         ("today", "Today · 今日 · היום · आज",
                          [json.loads(message)["id"] for message in messages]),
                         ("contacts", 'Contacts "Favourites"',
                          [contact["id"] for contact in contacts]),
                         ("folders", "Folders", [json.loads(folder)["id"] for folder in folders]),
                         (7, None, [f"a-{number}" for number in range(10)] + list(range(1, 11)))]
                file.write(layout_line(seq, time, shown, screen, animated=seq > 1) + "\n")
                if seq % 5 == 0:
                    offset = [0, screen.randrange(-91, 9000, 4)]
                    file.write(json.dumps({"type": "scroll", "time": time, "offset": offset},
                                          separators=(",", ":")) + "\n")
            if seq % marker_every == 0:
                label = rng.choice(("checkpoint ✓", "चेकपॉइंट", "נקודת ביקורת", "检查点 🚩"))
                marker = {"type": "marker", "time": time, "label": f"{label} {seq // marker_every}"}
                escaped = seq % (2 * marker_every) == 0
                file.write(json.dumps(marker, separators=(",", ":"), ensure_ascii=escaped) + "\n")


def cell_picture(number, width=1074, height=132):
    """A 1074x132 px PNG (a 358x44 pt row at 3x) no other number draws: a coloured square for
    an avatar, grey bars for text whose lengths follow the number, on white. Rows repeat, so
    zlib writes it in a few kilobytes."""
    import struct
    import zlib
    colour = bytes([(number * 37) % 256, (number * 91) % 256, (number * 53) % 256, 255])
    white = b"\xff\xff\xff\xff"
    grey = b"\x8e\x8e\x93\xff"
    first = 200 + number % 600
    second = 150 + (number // 600) % 700

    def row(bar):
        return b"\0" + colour * 132 + white * 36 + grey * bar + white * (width - 168 - bar)
    blank = b"\0" + colour * 132 + white * (width - 132)
    rows = [row(first) if 30 <= y < 60 else row(second) if 78 <= y < 102 else blank
            for y in range(height)]
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 6)) + chunk(b"IEND", b""))


def cell_image_line(data):
    import base64
    import hashlib
    digest = "sha256:" + hashlib.sha256(data).hexdigest()
    line = ('{"type":"cell-image","digest":"%s","scale":3,"size":[358,44],"png":"%s"}'
            % (digest, base64.b64encode(data).decode("ascii")))
    return digest, line


def write_images_list(path, rng, rows=40, applies=30):
    """Rows each with a picture; every apply moves two rows and gives one a new picture."""
    with open(path, "w", encoding="utf-8") as file:
        file.write(header("Images", {"layout": "list"}) + "\n")
        pictures = 0

        def picture():
            nonlocal pictures
            digest, line = cell_image_line(cell_picture(pictures))
            pictures += 1
            file.write(line + "\n")
            return digest
        items = [{"id": f"r-{number}", "label": f"Row {number}", "image": picture()}
                 for number in range(rows)]
        for seq in range(1, applies + 1):
            if seq > 1:
                for _ in range(2):
                    moved = items.pop(rng.randrange(len(items)))
                    items.insert(rng.randrange(len(items) + 1), moved)
                changed = rng.randrange(len(items))
                items[changed] = dict(items[changed], image=picture())
            file.write(apply_line(seq, round(seq * 0.5, 2), [{"id": "s", "items": items}]) + "\n")


def write_images_many(path, pictures=10_000, per_apply=20):
    """`pictures` distinct pictures, each apply naming `per_apply` new ones."""
    with open(path, "w", encoding="utf-8") as file:
        file.write(header("10,000 images", {"layout": "list"}) + "\n")
        for seq in range(1, pictures // per_apply + 1):
            items = []
            for number in range((seq - 1) * per_apply, seq * per_apply):
                digest, line = cell_image_line(cell_picture(number))
                file.write(line + "\n")
                items.append({"id": f"p-{number}", "label": f"Picture {number}", "image": digest})
            file.write(apply_line(seq, round(seq * 0.5, 2), [{"id": "s", "items": items}]) + "\n")


def write_base64(path, rng, size=12 << 20):
    import base64
    with open(path, "wb") as file:
        file.write(base64.b64encode(rng.randbytes(size)) + b"\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("directory", nargs="?", default=".build/bench")
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--scale", choices=sorted(CHAT_APPLIES), default="quick")
    parser.add_argument(
        "--international-fixture", metavar="PATH",
        help="write only a small international recording (30 applies of 12 messages, a marker "
             "every 10) to PATH: the reading tests' fixture")
    parser.add_argument(
        "--international-screen-fixture", metavar="PATH",
        help="the same small recording with a layout line after every apply and a scroll line "
             "after every fifth: the reading tests' fixture for issue 23's events")
    arguments = parser.parse_args()
    if arguments.international_screen_fixture:
        write_international(arguments.international_screen_fixture,
                            random.Random(arguments.seed + 5), 30, window=12, marker_every=10,
                            screen=random.Random(arguments.seed + 6))
        return
    if arguments.international_fixture:
        write_international(arguments.international_fixture, random.Random(arguments.seed + 5), 30,
                            window=12, marker_every=10)
        return
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
    write_international(
        os.path.join(arguments.directory, "international.jsonl"),
        random.Random(arguments.seed + 5),
        INTERNATIONAL_APPLIES[arguments.scale],
    )
    write_multilingual_list(
        os.path.join(arguments.directory, "multilingual-list.jsonl"),
        os.path.join(arguments.directory, "multilingual-list.txt"),
        random.Random(arguments.seed + 7))
    # Cell images (issue 24) and base64 decoding (issue 28).
    write_images_list(
        os.path.join(arguments.directory, "images-list.jsonl"), random.Random(arguments.seed + 8))
    write_images_many(os.path.join(arguments.directory, "images-10000.jsonl"))
    write_base64(os.path.join(arguments.directory, "base64.txt"), random.Random(arguments.seed + 9))
    # The same applies, each followed by what the screen showed (issue 23's layout lines).
    write_international(
        os.path.join(arguments.directory, "international-screen.jsonl"),
        random.Random(arguments.seed + 5),
        INTERNATIONAL_APPLIES[arguments.scale],
        screen=random.Random(arguments.seed + 6),
    )


if __name__ == "__main__":
    main()
