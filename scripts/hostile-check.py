#!/usr/bin/env python3
"""Runs the built `snapreplay` on hostile recordings and holds every run to issue 9's promise.

On any input file of at most 1 MB and any option values, every command finishes within 60 s,
under 1 GiB of resident memory, and exits 0, 1, 2 or 64, with an `error:` line on standard
error when it exits 2 or 64. Each run is watched while it works: it is killed at its deadline
or as soon as its resident set passes the limit (read from /proc every few milliseconds, with
RLIMIT_AS as a backstop), and a killed run is a failure, never a slow success. Its peak resident
set is read from wait4()'s rusage when it exits.

Inputs: every file of Fuzz/Corpus and Fuzz/Regressions, the hostile recordings this script
writes (huge times, holds and frame rates, a huge cell size, combining-mark labels, seq
overflow, deep nesting, a megabyte of items, PNG bombs, …), the few larger than 1 MB it writes
straight to disk (100,000 cell images, a gigabyte of base64; LARGE_INPUTS, through fewer
commands), a few hostile option sets on a small
recording, then, while --seconds lasts, seeded mutations of the seeds. Each input runs through
info, check, diff, render, sheet and verify, each in a scratch directory of its own.

    python3 scripts/hostile-check.py --binary .build/release/snapreplay --seconds 60

Exits 0 when every run kept the promise, 1 when one did not (each failure is printed with the
command that reproduces it, and its input copied to --failures), 2 when it cannot start.
"""

import argparse
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MAX_INPUT_BYTES = 1_000_000
STOP = threading.Event()  # set on Ctrl-C: no new run starts
ALLOWED_EXITS = {0, 1, 2, 64}
HEADER = '{"format":"snapshot-replay","version":1%s}'


def apply(seq, time_value, items, extra=""):
    """One apply line with a single section holding `items` (already JSON)."""
    return ('{"type":"apply","seq":%s,"time":%s,"sections":[{"id":"s","items":[%s]}]%s}'
            % (seq, time_value, items, extra))


def declared(before, after, updates):
    """An apply's `declared` key (to pass as `extra`): counts and updates already JSON."""
    return (',"declared":{"view":"table","before":%s,"after":%s,"updates":[%s]}'
            % (before, after, updates))


def layout(seq, time_value, bounds, offset, items):
    """A `layout` line (What the screen showed) with `items` (already JSON members)."""
    return ('{"type":"layout","seq":%s,"time":%s,"view":"collection","bounds":%s,"offset":%s,'
            '"content":[390,1000],"items":{%s},"timing":{"duration":0.3,"spring":{"mass":1,'
            '"stiffness":300,"damping":20}}}' % (seq, time_value, bounds, offset, items))


def png(width, height, pixels=None):
    """A PNG of `width` × `height` (RGBA, 8 bits) whose rows are `pixels` (default transparent),
    or, when `pixels` is empty, a header declaring that size over a tiny zlib stream: a bomb."""
    import struct
    import zlib

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    if pixels is None:
        pixels = b"".join(b"\0" + b"\0" * 4 * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(pixels))
            + chunk(b"IEND", b""))


def cell_image(data, size="[1,1]", scale="1", digest=None):
    """A `cell-image` line holding `data`, named by its SHA-256 unless `digest` is given."""
    import base64
    digest = digest or digest_of(data)
    return ('{"type":"cell-image","digest":"%s","scale":%s,"size":%s,"png":"%s"}'
            % (digest, scale, size, base64.b64encode(data).decode("ascii")))


def zero_png(width, height):
    """A valid PNG of `width` × `height` transparent pixels, compressed a row at a time (never
    held decompressed): a decompression bomb, about a thousandth of its decoded size."""
    import struct
    import zlib
    cached = ZERO_PNGS.get((width, height))
    if cached:
        return cached
    compressor = zlib.compressobj(9)
    row = b"\0" * (1 + 4 * width)
    data = b"".join(compressor.compress(row) for _ in range(height)) + compressor.flush()

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    ZERO_PNGS[(width, height)] = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
                                  + chunk(b"IDAT", data) + chunk(b"IEND", b""))
    return ZERO_PNGS[(width, height)]


ZERO_PNGS = {}


def digest_of(data):
    import hashlib
    return "sha256:" + hashlib.sha256(data).hexdigest()


def imaged(ids, digests):
    """Items `ids` each naming the image of the same index in `digests` (cycled)."""
    return ",".join('{"id":%d,"image":"%s"}' % (i, digests[i % len(digests)]) for i in ids)


def numbered(count, start=0):
    return ",".join(str(i) for i in range(start, start + count))


def hint(**render):
    """A header with a render hint object; values are JSON text."""
    body = ",".join('"%s":%s' % (key, value) for key, value in render.items())
    return HEADER % (',"render":{%s}' % body)


def generated_recordings():
    """The hostile recordings of issue 9 and their relatives, by name; each at most 1 MB."""
    plain = HEADER % ""
    two = [apply(1, 0, numbered(3)), apply(2, 1, numbered(3, 1))]
    marks = "e" + "\u0301" * 300_000
    recordings = {
        "seq-overflow": [plain, apply(9223372036854775807, 0, ""), apply(1, 1, "")],
        "seq-negative-max": [plain, apply(-9223372036854775808, 0, "1"), apply(1, 1, "2")],
        "time-1e308": [plain, apply(1, 0, "1"), apply(2, "1e308", "2")],
        "time-negative": [plain, apply(1, "-1e308", "1"), apply(2, 0, "2")],
        "gap-1e6-seconds": [plain, apply(1, 0, "1"), apply(2, 1_000_000, "2")],
        "gap-1e9-seconds-every-apply": [plain] + [apply(i, i * 1e9, str(i)) for i in range(1, 40)],
        "hold-1e300": [hint(hold=1e300)] + two,
        "fps-1e300": [hint(fps=1e300)] + two,
        "fps-100000": [hint(fps=100000)] + two,
        "duration-1e308": [hint(duration=1e308)] + two,
        "speed-1e-320": [hint(speed="1e-320")] + two,
        "columns-int-max": [hint(layout='"grid"', columns='"9223372036854775807"')] + two,
        "cell-size-10000": [hint(layout='"grid"', columns=3, cellSize='"10000x10000"')]
        + [apply(1, 0, numbered(9))],
        "scale-100-viewport-huge": [hint(scale=100, viewport='"30000x30000"')] + two,
        "combining-marks-label": [
            hint(layout='"grid"', columns=1, cellSize='"200x40"', fps=10, hold=0),
            apply(1, 0, '{"id":"a","label":"%s"}' % marks),
        ],
        "combining-marks-title": [HEADER % (',"title":"%s"' % ("x" + "\u0301" * 200_000))] + two,
        "control-characters": [
            HEADER % ',"title":"\\u001b]0;owned\\u0007\\r\\u009b2J","source":"\\u007f"',
            apply(1, 0, '"\\u001b[2J","\\r"'),
            '{"type":"marker","time":0.5,"label":"\\u001b[31mred\\u0000"}',
            apply(2, 1, '"\\u001b[2J"'),
        ],
        "deep-nesting-array": [plain, '{"type":"apply","seq":1,"time":0,"x":'
                               + "[" * 200_000 + "]" * 200_000 + "}"],
        "deep-nesting-object": [HEADER % (',"x":' + '{"a":' * 80_000 + "1" + "}" * 80_000)],
        "megabyte-of-items": [plain, apply(1, 0, numbered(140_000))],
        "many-small-applies": [plain] + [apply(i, i * 0.001, numbered(40, i % 7))
                                         for i in range(1, 5000)],
        "shuffles-of-2000": [plain] + [apply(i, i * 0.5, ",".join(
            str(v) for v in random.Random(i).sample(range(2000), 2000))) for i in range(1, 40)],
        "many-sections": [plain, '{"type":"apply","seq":1,"time":0,"sections":[%s]}' % ",".join(
            '{"id":"s%d","items":[%d]}' % (i, i) for i in range(30_000))],
        "many-markers": [plain, apply(1, 0, "1")]
        + ['{"type":"marker","time":%d,"label":"m%d"}' % (i, i) for i in range(20_000)],
        "one-long-line": [plain, apply(1, 0, '"' + "x" * 999_000 + '"')],
        "many-tiny-applies": [plain] + [apply(i, round(i * 0.001, 3), numbered(5, i % 5))
                                        for i in range(1, 11_600)],
        # What the screen showed (issue 23): the reader's budgets and the replay's geometry.
        "layout-45000-frames": [plain, apply(1, 0, "1"), layout(1, "0", "[390,844]", "[0,0]",
                                 ",".join('"%d":[0,%d,1,1]' % (i, i) for i in range(45_000)))],
        "layout-huge-bounds": [plain, apply(1, 0, numbered(3)),
                               layout(1, "0", "[10000000,10000000]", "[0,0]", '"0":[0,0,1,1]'),
                               apply(2, 1, numbered(3, 1))],
        "layout-off-content-rects": [plain, apply(1, 0, numbered(50)),
                                     layout(1, "0", "[390,844]", "[-10000000,10000000]",
                                            ",".join('"%d":[-9999999,%d,10000000,10000000]'
                                                     % (i, i * 7) for i in range(50))),
                                     apply(2, 1, numbered(50, 3)),
                                     layout(2, "1", "[390,844]", "[0,0]",
                                            ",".join('"%d":[0,0,390,44]' % i
                                                     for i in range(3, 53)))],
        "layout-nan-strings": [plain, apply(1, 0, "1"),
                               layout(1, "0", '["NaN",844]', '["-Infinity",0]', '"1":["nan",0,1,1]')],
        "scroll-storm": [plain, apply(1, 0, numbered(20))]
        + ['{"type":"scroll","time":%s,"offset":[0,%d]}' % (1 + i * 0.0001, i % 997)
           for i in range(15_000)],
        # Scrolls drawn (issue 23): a storm over recorded geometry, and offsets and times at
        # the format's extremes, with and without a layout line to compare them with.
        "scroll-storm-geometry": [plain, apply(1, 0, numbered(20)),
                                  layout(1, "0", "[390,844]", "[0,0]", '"0":[0,0,390,44]')]
        + ['{"type":"scroll","time":%s,"offset":[0,%d]}' % (1 + i * 0.0001, i % 997)
           for i in range(15_000)],
        "scroll-extremes": [plain, apply(1, 0, numbered(20)),
                            layout(1, "0", "[390,844]", "[0,0]", '"0":[0,0,390,44]')]
        + ['{"type":"scroll","time":%s,"offset":%s}' % (t, o) for t, o in [
            ("0.5", "[0,1e308]"), ("0.6", "[0,-1e308]"), ("0.7", "[1e308,-1e308]"),
            ("0.8", "[-0.0,5e-324]"), ("0.9", "[0,1.7976931348623157e308]")]]
        + [apply(2, 1, numbered(20, 1)), '{"type":"scroll","time":1e9,"offset":[0,1e308]}'],
        "scroll-extremes-model": [plain, apply(1, 0, numbered(20))]
        + ['{"type":"scroll","time":%s,"offset":%s}' % (t, o) for t, o in [
            ("0.5", "[0,1e308]"), ("0.6", "[0,-1e308]"), ("0.7", "[0,1e308]")]]
        + [apply(2, 1, numbered(5)), '{"type":"scroll","time":3600,"offset":[0,-1e308]}'],
        # The same at the reader's limit (±10,000,000 points), which reaches the timeline.
        "scroll-extremes-in-budget": [plain, apply(1, 0, numbered(20)),
                                      layout(1, "0", "[390,844]", "[0,0]", '"0":[0,0,390,44]')]
        + ['{"type":"scroll","time":%s,"offset":%s}' % (t, o) for t, o in [
            ("0.5", "[0,10000000]"), ("0.6", "[0,-10000000]"), ("0.7", "[10000000,-10000000]"),
            ("0.8", "[-0.0,5e-324]")]]
        + [apply(2, 1, numbered(20, 1)), '{"type":"scroll","time":1e9,"offset":[0,10000000]}'],
        "scroll-extremes-in-budget-model": [plain, apply(1, 0, numbered(20))]
        + ['{"type":"scroll","time":%s,"offset":%s}' % (t, o) for t, o in [
            ("0.5", "[0,10000000]"), ("0.6", "[0,-10000000]"), ("0.7", "[0,10000000]")]]
        + [apply(2, 1, numbered(5)), '{"type":"scroll","time":3600,"offset":[0,-10000000]}'],
        # Cell images (issue 24): the reader's budgets, the PNG guard, digests that lie.
        "cell-image-png-bomb": [plain, cell_image(png(65535, 65535, b""), "[21845,21845]", "3"),
                                apply(1, 0, imaged(range(3), [digest_of(png(65535, 65535, b""))])),
                                apply(2, 1, "1,2")],
        # A real decompression bomb within 1 MB: 8192 × 8192 (exactly --max-pixels' default,
        # so it is decoded: 256 MiB of pixels) from a few hundred kilobytes of zlib, named by
        # ten cells drawn at once by every worker.
        "cell-image-png-bomb-at-limit": [plain, cell_image(zero_png(8192, 8192), "[2731,2731]", "3"),
                                         apply(1, 0, imaged(range(10), [digest_of(zero_png(8192, 8192))])),
                                         apply(2, 1, imaged(range(1, 11), [digest_of(zero_png(8192, 8192))]))],
        "cell-image-4000-tiny": [plain]
        + [cell_image(png(1, 1, bytes([0, i % 256, i // 256 % 256, 7, 255]))) for i in range(4_000)]
        + [apply(1, 0, imaged(range(50), [digest_of(png(1, 1, bytes([0, i % 256, i // 256 % 256, 7, 255]))) for i in range(4_000)]))],
        "cell-image-digest-collision": [plain, cell_image(png(2, 2)),
                                        cell_image(png(3, 3), digest=digest_of(png(2, 2))),
                                        apply(1, 0, imaged(range(2), [digest_of(png(2, 2))]))],
        "cell-image-not-base64": [plain, '{"type":"cell-image","digest":"sha256:%s","scale":3,'
                                  '"size":[358,44],"png":"%s"}' % ("0" * 64, "*" * 900_000),
                                  apply(1, 0, imaged(range(3), ["sha256:" + "0" * 64]))],
        "cell-image-hostile-numbers": [plain, cell_image(png(1, 1), "[1e308,1e-320]", "1e-320"),
                                       cell_image(png(1, 1), '["NaN",1]', "3"),
                                       cell_image(png(1, 1), "[1,1]", "1e308"),
                                       apply(1, 0, "1")],
        # Declared batch updates (issue 25): the strict reader's budgets, each line an error.
        "declared-counts-beyond-64-bits": [plain, apply(1, 0, "1"), apply(2, 1, "1,2", declared(
            "[1]", "[184467440737095516160000000000]", '"insert 0-1"'))],
        "declared-100001-updates": [plain, apply(1, 0, "1"), apply(2, 1, "1,2", declared(
            "[1]", "[2]", ",".join(["0"] * 100_001)))],  # counted before each is read
        "declared-10001-sections": [plain, apply(1, 0, "1"), apply(2, 1, "1,2", declared(
            "[%s]" % ",".join(["0"] * 10_001), "[0]", '"delete section 0"'))],
        "duplicate-ids": [plain, apply(1, 0, "1,1,1"), apply(2, 1, "2,2")],
        "empty-lines-only": ["", "", ""],
        "nul-bytes": [plain, "\u0000" * 1000],
    }
    for name, lines in recordings.items():
        data = ("\n".join(lines) + "\n").encode("utf-8")
        assert len(data) <= MAX_INPUT_BYTES, (name, len(data))
        yield name, data


def write_tiny_images(file, count=100_000):
    """`count` distinct 1 × 1 images, one apply naming every one of them and one naming a
    hundred: about 33 MB, written as generated. A list, so that a frame draws a screenful of
    them (a grid of 100,000 cells is a canvas too tall to draw, refused before drawing)."""
    file.write((hint(layout='"list"') + "\n").encode())
    digests = []
    for index in range(count):
        data = png(1, 1, bytes([0, index % 256, index // 256 % 256, index // 65536, 255]))
        digests.append(digest_of(data))
        file.write((cell_image(data) + "\n").encode())
    file.write((apply(1, 0, imaged(range(count), digests)) + "\n").encode())
    file.write((apply(2, 1, imaged(range(100), digests[::-1])) + "\n").encode())


def write_gigabyte_line(file, gigabytes=1):
    """A `cell-image` line holding a gigabyte of base64, streamed a mebibyte at a time, then an
    apply naming its digest: the reader must refuse it at one image's size."""
    file.write((HEADER % "" + "\n").encode())
    file.write(('{"type":"cell-image","digest":"sha256:%s","scale":3,"size":[358,44],"png":"'
                % ("0" * 64)).encode())
    block = b"A" * (1 << 20)
    for _ in range(int(gigabytes * 1024)):
        file.write(block)
    file.write(b'"}\n')
    file.write((apply(1, 0, imaged(range(3), ["sha256:" + "0" * 64])) + "\n").encode())


# Inputs past MAX_INPUT_BYTES (issue 24's hostile cell images), by name: how to write each
# (straight into its file, never held by this script) and the commands run on it, fewer than
# six to keep the check's time small.
LARGE_INPUTS = {
    "cell-image-100000-tiny": (write_tiny_images, ("check", "info", "render", "sheet")),
    "cell-image-1gb-base64": (write_gigabyte_line, ("check", "render")),
}


# Inputs known to break the promise, with what is known: their failures are printed as KNOWN
# and do not fail the check (--strict makes them fail it), so that the check guards everything
# else while they are open. Remove an entry once its input passes.
KNOWN_FAILURES: dict = {}

# Option sets on a small valid recording: "any option values". Lifting both the frame budget and
# the idle cap asks for every frame of every gap, so no set does both.
OPTION_SETS = [
    ["--fps", "240", "--duration", "100", "--hold", "100"],
    ["--fps", "0.1", "--speed", "0.01"],
    ["--speed", "100", "--max-idle", "none"],
    ["--max-frames", "none"],
    ["--scale", "100"],
    ["--scale", "100", "--max-canvas-memory", "64GiB"],
    ["--columns", "10000", "--cell-size", "1x1"],
    ["--cell-size", "10000x10000", "--columns", "3"],
    ["--viewport", "1x1", "--padding", "10000"],
    ["--from", "9223372036854775807", "--to", "-9223372036854775808"],
    ["--fps", "1e300"],
    ["--hold", "nan"],
    ["--timing", "uniform", "--duration", "0"],
]

NUMBERS = ["0", "-1", "1e308", "-1e308", "9223372036854775807", "-9223372036854775808",
           "9223372036854775808", "1e-320", "0.5", "1e6", "100000", "4294967296"]
STRINGS = ['"%s"' % ("e" + "\\u0301" * 5000), '"\\u001b[2J"', '"10000x10000"',
           '"9223372036854775807"', '""', '"x%s"' % ("y" * 4000), '"#GGGGGG"', '"none"']
HINTS = ['"fps":%s', '"hold":%s', '"duration":%s', '"speed":%s', '"columns":%s', '"scale":%s',
         '"cellSize":%s', '"maxIdle":%s', '"spacing":%s', '"padding":%s']


COUNT_MESSAGE = (
    "Invalid update: invalid number of rows in section 0. The number of rows contained in an "
    "existing section after the update (%s) must be equal to the number of rows contained in "
    "that section before the update (5), plus or minus the number of rows inserted or deleted "
    "from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into "
    "or out of that section (0 moved in, 0 moved out).")
BATCH_MESSAGE = (
    "Invalid batch updates detected: the number of sections and/or rows returned by the data "
    "source before and after performing the batch updates are inconsistent with the updates. "
    "Data source before updates = { 1 section with row counts: [3] } Data source after updates "
    "= { 1 section with row counts: [0] } Updates = [ Delete row (0 - 1), Delete row (0 - 0) ]")


def explain_inputs():
    """Issue 25's hostile inputs for `explain`, by name: a 100 MB console log with a message
    near its end, binary garbage, 10,000 messages in one file, unbalanced braces and brackets,
    counts beyond 64 bits. Only `explain` reads them (they are not recordings)."""
    rng = random.Random(25)
    line = b"2026-11-28 10:00:00.000 MyApp[123:4567] [Networking] Loaded 20 items in 0.31 s " \
        b"(Invalid parameter? no; Fatal? no; Section 2 of 3, Deadlock? never)\n"
    log = bytearray(line * ((100 << 20) // len(line)))
    log += COUNT_MESSAGE.encode() % b"5" + b"\n"
    return [
        ("explain-log-100mb", bytes(log)),
        ("explain-binary-garbage", bytes(rng.getrandbits(8) for _ in range(1 << 20))),
        ("explain-10000-messages", ("\n".join([COUNT_MESSAGE % "6"] * 10_000)).encode()),
        ("explain-unbalanced", (BATCH_MESSAGE.replace("}", "{{", 1) + "\n"
                                + BATCH_MESSAGE.replace("]", "[[[") + "\n"
                                + "Data source before updates = {" * 20_000).encode()),
        ("explain-huge-counts", (COUNT_MESSAGE % ("9" * 40) + "\n"
                                 + COUNT_MESSAGE % "18446744073709551616").encode()),
    ]


def mutate(data, rng):
    """A format-aware mutation of a recording: boundary numbers and strings, repeated, dropped
    or swapped lines, hostile render hints. Never more than 1 MB."""
    text = data.decode("utf-8", "replace")
    for _ in range(rng.randint(1, 4)):
        lines = text.split("\n")
        choice = rng.randrange(6)
        if choice == 0:
            numbers = list(re.finditer(r"-?\d+(\.\d+)?([eE][-+]?\d+)?", text))
            if numbers:
                match = rng.choice(numbers)
                text = text[:match.start()] + rng.choice(NUMBERS) + text[match.end():]
        elif choice == 1:
            strings = list(re.finditer(r'"(?:[^"\\]|\\.)*"', text))
            if strings:
                match = rng.choice(strings)
                text = text[:match.start()] + rng.choice(STRINGS) + text[match.end():]
        elif choice == 2 and len(lines) > 1:
            index = rng.randrange(len(lines))
            lines[index:index] = [lines[index]] * rng.randint(1, 200)
            text = "\n".join(lines)
        elif choice == 3 and len(lines) > 1:
            del lines[rng.randrange(len(lines))]
            text = "\n".join(lines)
        elif choice == 4 and len(lines) > 2:
            a, b = rng.randrange(len(lines)), rng.randrange(len(lines))
            lines[a], lines[b] = lines[b], lines[a]
            text = "\n".join(lines)
        else:
            value = rng.choice(NUMBERS + STRINGS)
            text = text.replace("{", '{"render":{%s},' % (rng.choice(HINTS) % value), 1)
    return text.encode("utf-8")[:MAX_INPUT_BYTES]


def commands(recording, options=()):
    """The commands run on one input: all six, or with render options the three that draw;
    `explain` alone for its own inputs (options == ("explain",)); only those named for a large
    input (options == ("only", name, …))."""
    options = list(options)
    if options == ["explain"]:
        return [["explain", recording], ["explain", "--json", recording]]
    if options[:1] == ["only"]:
        return [command for command in commands(recording) if command[0] in options[1:]]
    drawing = [
        ["render", recording, "-o", "frames", "--quiet"] + options,
        ["sheet", recording, "-o", "sheet.png"] + options,
        ["verify", recording, "--golden", "goldens", "--artifacts", "artifacts"] + options,
    ]
    if options:
        return drawing
    return [["info", recording], ["check", recording], ["diff", recording]] + drawing


class Watchdog:
    """Runs one command and watches it. The deadline is on CPU time, which a loaded machine does
    not stretch: a run is killed once it has used `deadline` seconds of every core
    (`deadline` × cores of CPU: a 60 s wall-clock run on an idle machine at most), or spent
    `wall_factor` × `deadline` of wall-clock time (a hang that uses no CPU), or passed
    `rss_limit` bytes of resident memory. RLIMIT_AS at `address_limit` is the backstop for a
    sudden allocation the watchdog cannot see in time."""

    def __init__(self, binary, deadline, wall_factor, rss_limit, address_limit):
        self.binary = binary
        self.deadline = deadline
        self.cpu_limit = deadline * (os.cpu_count() or 1)
        self.wall_limit = deadline * wall_factor
        self.rss_limit = rss_limit
        self.address_limit = address_limit
        self.running = set()  # process groups to kill if the check itself is interrupted

    def kill_all(self):
        for group in list(self.running):
            try:
                os.killpg(group, signal.SIGKILL)
            except ProcessLookupError:
                pass

    def run(self, arguments, directory):
        """Returns the wait status, the peak RSS in bytes, the wall and CPU seconds, and why
        the run was killed (None when it was not)."""
        out = open(os.path.join(directory, "stdout"), "wb")
        err = open(os.path.join(directory, "stderr"), "wb")
        started = time.monotonic()
        environment = dict(os.environ, SNAPREPLAY_RECORD="", SNAPREPLAY_ARTIFACTS="",
                           TMPDIR=directory)
        # prlimit sets RLIMIT_AS and execs the tool in its place (same pid); a process group of
        # its own lets the watchdog kill whatever the tool started too.
        process = subprocess.Popen(
            ["prlimit", "--as=%d" % self.address_limit, "--", self.binary] + arguments,
            cwd=directory, stdout=out, stderr=err, stdin=subprocess.DEVNULL, env=environment,
            process_group=0)
        self.running.add(process.pid)
        killed = None
        peak_seen = 0
        cpu = 0.0
        while True:
            pid, status, usage = os.wait4(process.pid, os.WNOHANG)
            if pid == process.pid:
                self.running.discard(process.pid)
                break
            elapsed = time.monotonic() - started
            rss, cpu_now = process_usage(process.pid)
            peak_seen = max(peak_seen, rss)
            cpu = max(cpu, cpu_now)
            if killed is None and cpu > self.cpu_limit:
                killed = "still running after %g s of CPU time (%g s on each of %d cores)" % (
                    self.cpu_limit, self.deadline, os.cpu_count() or 1)
            elif killed is None and elapsed > self.wall_limit:
                killed = "still running after %g s of wall-clock time" % self.wall_limit
            elif killed is None and rss > self.rss_limit:
                killed = "resident memory %d MiB passed the %d MiB limit" % (
                    rss >> 20, self.rss_limit >> 20)
            if killed is not None:
                try:
                    os.killpg(process.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
            time.sleep(0.01 if elapsed < 1 else 0.05)
        process.returncode = 0  # reaped above; keeps Popen from waiting again
        out.close()
        err.close()
        seconds = time.monotonic() - started
        peak = max(usage.ru_maxrss * 1024, peak_seen)
        return status, peak, seconds, usage.ru_utime + usage.ru_stime, killed


def process_usage(pid):
    """A running process's resident bytes and CPU seconds, from /proc; zeros once it is gone."""
    try:
        with open("/proc/%d/statm" % pid) as statm:
            rss = int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
        with open("/proc/%d/stat" % pid) as stat:
            # The command name may hold spaces; the fields after it are fixed.
            fields = stat.read().rsplit(")", 1)[1].split()
        ticks = int(fields[11]) + int(fields[12])  # utime, stime
        return rss, ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return 0, 0.0


def judge(status, peak, killed, directory, rss_limit):
    """Why a run broke the promise, or None."""
    if killed:
        return "killed: " + killed
    if os.WIFSIGNALED(status):
        return "died of signal %d" % os.WTERMSIG(status)
    code = os.WEXITSTATUS(status)
    if code not in ALLOWED_EXITS:
        return "exit status %d" % code
    if peak > rss_limit:
        return "peak resident memory %d MiB over the %d MiB limit" % (peak >> 20, rss_limit >> 20)
    if code in (2, 64):
        with open(os.path.join(directory, "stderr"), "rb") as err:
            # Ours print `FILE: error: …`; swift-argument-parser's usage errors `Error: …`.
            if b"error: " not in err.read().lower():
                return "exit status %d without an error line" % code
    return None


def run_all(arguments, pool_inputs, run_input, option_sets=OPTION_SETS):
    """Runs the fixed inputs and option sets, then mutations while the time budget lasts;
    returns how many mutations ran."""
    fixed, seeds, small_data, explain, large = pool_inputs
    started = time.monotonic()
    with ThreadPoolExecutor(max_workers=arguments.jobs) as pool:
        try:
            # The slowest inputs first (the option sets, whose --fps 240 --duration 100 verify
            # is the longest run, and the large inputs, written as they run), so that the two
            # workers end the fixed inputs together instead of one finishing a long run alone.
            jobs = [pool.submit(run_input, "render-small %s" % " ".join(options), small_data,
                                options) for options in option_sets]
            jobs += [pool.submit(run_input, name, None, ("only",) + only, write)
                     for name, (write, only) in large]
            jobs += [pool.submit(run_input, name, data) for name, data in fixed]
            jobs += [pool.submit(run_input, name, data, ("explain",))
                     for name, data in explain]
            for job in jobs:
                job.result()
            fixed_seconds = time.monotonic() - started
            rng = random.Random(arguments.seed)
            mutated = 0
            # Mutations fill the time that is left, `jobs` inputs in flight at a time.
            pending = []
            while time.monotonic() - started < fixed_seconds + arguments.seconds:
                name, data = rng.choice(seeds)
                mutated += 1
                pending.append(pool.submit(
                    run_input, "mutation %d of %s" % (mutated, name), mutate(data, rng)))
                while len([job for job in pending if not job.done()]) >= arguments.jobs:
                    time.sleep(0.02)
            for job in pending:
                job.result()
        except KeyboardInterrupt:
            STOP.set()
            pool.shutdown(wait=False, cancel_futures=True)
            raise
    return mutated


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/snapreplay"))
    parser.add_argument("--seconds", type=float, default=60,
                        help="time for seeded mutations after the fixed inputs (default 60)")
    parser.add_argument("--deadline", type=float, default=60,
                        help="seconds one command may run on each core: its CPU time may be "
                        "this times the core count (default 60)")
    parser.add_argument("--wall-factor", type=float, default=5,
                        help="wall-clock limit as a multiple of --deadline, for hangs that use "
                        "no CPU (default 5)")
    parser.add_argument("--rss-mib", type=int, default=1024)
    parser.add_argument("--address-space-gib", type=float, default=8,
                        help="RLIMIT_AS of each run, a backstop (default 8 GiB)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--failures", default=os.path.join(ROOT, ".build/hostile-failures"))
    parser.add_argument("--log", help="write one tab-separated line per run to this file")
    parser.add_argument("--strict", action="store_true",
                        help="fail on the inputs of KNOWN_FAILURES too")
    parser.add_argument("--only", metavar="REGEX",
                        help="run only the generated and large inputs whose name matches, "
                        "without option sets or explain inputs (use --seconds 0 for no "
                        "mutations)")
    parser.add_argument("--corpus", action="store_true",
                        help="also run every Fuzz/Corpus file (the fuzzer's seeds) as a fixed "
                        "input, not only as seeds of mutations")
    arguments = parser.parse_args()
    if not os.access(arguments.binary, os.X_OK):
        print("hostile-check: no binary at %s; build it first" % arguments.binary,
              file=sys.stderr)
        return 2

    watchdog = Watchdog(os.path.abspath(arguments.binary), arguments.deadline,
                        arguments.wall_factor, arguments.rss_mib << 20, int(arguments.address_space_gib * (1 << 30)))
    scratch_root = tempfile.mkdtemp(prefix="snapreplay-hostile-")
    lock = threading.Lock()
    log = open(arguments.log, "w") if arguments.log else None
    tally = {"runs": 0, "inputs": 0, "failures": [], "known": [], "peak": (0, ""), "slowest": (0.0, "")}

    def run_input(name, data, options=(), write=None):
        directory = tempfile.mkdtemp(prefix="input-", dir=scratch_root)
        recording = os.path.join(directory, "recording.jsonl")
        with open(recording, "wb") as file:
            if write:
                write(file)
            else:
                file.write(data)
        for command in commands(recording, options):
            if STOP.is_set():
                break
            workspace = tempfile.mkdtemp(prefix=command[0] + "-", dir=directory)
            status, peak, seconds, cpu, killed = watchdog.run(command, workspace)
            verdict = judge(status, peak, killed, workspace, watchdog.rss_limit)
            label = "%s: snapreplay %s" % (name, " ".join(
                "REC" if part == recording else part for part in command))
            with lock:
                if log:
                    log.write("%s\t%s\t%.2f\t%.2f\t%d\t%s\n" % (
                        label, os.WEXITSTATUS(status) if os.WIFEXITED(status) else -1, seconds,
                        cpu, peak >> 20, verdict or "ok"))
                    log.flush()
                tally["runs"] += 1
                if peak > tally["peak"][0]:
                    tally["peak"] = (peak, label)
                if cpu > tally["slowest"][0]:
                    tally["slowest"] = (cpu, label)
                if verdict and name in KNOWN_FAILURES and not arguments.strict:
                    tally["known"].append("%s: %s" % (label, verdict))
                    print("KNOWN " + tally["known"][-1], flush=True)
                elif verdict:
                    os.makedirs(arguments.failures, exist_ok=True)
                    kept = os.path.join(arguments.failures, re.sub(r"[^\w.-]", "_", name))
                    if os.path.getsize(recording) <= MAX_INPUT_BYTES:
                        shutil.copyfile(recording, kept + ".jsonl")
                    else:  # a large input is written again by LARGE_INPUTS, not kept
                        kept = "LARGE_INPUTS[%r] of scripts/hostile-check.py" % name
                    tally["failures"].append("%s: %s (input kept as %s.jsonl)" % (
                        label, verdict, kept))
                    print("FAIL " + tally["failures"][-1], flush=True)
            shutil.rmtree(workspace, ignore_errors=True)
        with lock:
            tally["inputs"] += 1
        shutil.rmtree(directory, ignore_errors=True)

    seeds = []
    for folder in ("Fuzz/Corpus", "Fuzz/Regressions"):
        for entry in sorted(os.listdir(os.path.join(ROOT, folder))):
            with open(os.path.join(ROOT, folder, entry), "rb") as file:
                data = file.read()
            if len(data) <= MAX_INPUT_BYTES:
                seeds.append(("%s/%s" % (folder, entry), data))
    regressions = [seed for seed in seeds if seed[0].startswith("Fuzz/Regressions/")]
    fixed = (seeds if arguments.corpus else regressions) + list(generated_recordings())
    large = sorted(LARGE_INPUTS.items())
    if arguments.only:
        fixed = [entry for entry in fixed if re.search(arguments.only, entry[0])]
        large = [entry for entry in large if re.search(arguments.only, entry[0])]
    small = os.path.join(ROOT, "Tests/SnapreplayCLITests/Fixtures/render-small.jsonl")
    with open(small, "rb") as file:
        small_data = file.read()

    started = time.monotonic()
    try:
        explain = [] if arguments.only else explain_inputs()
        options = [] if arguments.only else OPTION_SETS
        mutated = run_all(arguments, pool_inputs=(fixed, seeds, small_data, explain, large),
                          run_input=run_input, option_sets=options)
    except KeyboardInterrupt:
        STOP.set()
        watchdog.kill_all()
        shutil.rmtree(scratch_root, ignore_errors=True)
        return 130
    shutil.rmtree(scratch_root, ignore_errors=True)


    total = time.monotonic() - started
    print("hostile-check: %d inputs (%d fixed × 6 commands, %d large, %d option sets × 3, %d "
          "explain inputs × 2, %d mutations × 6) = %d runs in %.0f s; peak RSS %d MiB (%s); most CPU %.1f s (%s); limits %g s "
          "of CPU per core, %d MiB" % (
              tally["inputs"], len(fixed), len(large), len(options), len(explain), mutated,
              tally["runs"], total,
              tally["peak"][0] >> 20, tally["peak"][1], tally["slowest"][0], tally["slowest"][1],
              arguments.deadline, arguments.rss_mib))
    for name, reason in KNOWN_FAILURES.items():
        known = [entry for entry in tally["known"] if entry.startswith(name + ":")]
        if known:
            print("hostile-check: known failure, not counted (%d runs): %s: %s" % (
                len(known), name, reason))
        else:
            print("hostile-check: %s passed: remove it from KNOWN_FAILURES" % name)
    if tally["failures"]:
        print("hostile-check: %d runs broke the promise:" % len(tally["failures"]))
        for failure in tally["failures"]:
            print("  " + failure)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
