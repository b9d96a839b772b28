#!/usr/bin/env python3
"""Checks the module graph against docs/Architecture.md; `make test` runs it before building.

Four rules, each printed as `Package.swift: error: …` or `path:line: error: …` when broken:

1. The app-side product (`SnapshotRecording`, what an iOS app links) contains only the model and
   the recorder: no reader, parser, lint or C target anywhere in its target closure, and no
   package product beyond OrderedCollections and Logging (swift-log).
2. Every target depends only on targets of earlier stages (the STAGES list below is the
   pipeline order): nothing imports "upward".
3. Every `import` in a module's Swift files names the module itself, a declared direct
   dependency, a product of a declared package dependency, or a system module, so a module
   cannot lean on a stage it does not declare. Build-tool plugins (Plugins/) sit outside the
   stages and may import PackagePlugin.
4. No module declares a type (struct, class, enum, protocol, actor, typealias) named like the
   module itself: `Module.Module` makes every qualified name ambiguous.
5. What issue 22 made single stays single, as far as a grep of the product code (every target
   but the tests) can see: one `enum Severity`; one lock wrapper (no other `@unchecked
   Sendable` class with its own NSLock); one FNV-1a hash (ItemColor's colour hash; contents are
   digested with ContentDigest); one number-grouping helper (`NumberText.grouped`).
6. What docs/Architecture.md calls single stays single where a line shows it: no
   `JSONSerialization` or `JSONEncoder` in Sources, no key literal in `RecordingWriter` or
   `LineScanner` (the keys are `RecordingKeys`).

Rules 4 and 5 list today's known exceptions in the marked KNOWN_* sets below; an exception
that is gone is an error too, so that the sets only ever shrink.

Usage: scripts/check-architecture.py [path to `swift package dump-package` JSON]
Without an argument it runs `swift package dump-package` itself.
"""

import json
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent

# The pipeline, upstream first. A target may depend only on targets of a strictly lower rank
# (C libraries and test support sit outside the order and are checked by rule 1 only).
STAGES = [
    ["SnapshotModel"],
    ["SnapshotRecording"],
    ["RecordingFormat"],
    ["RecordingValidation"],
    ["SnapshotDiff"],
    ["UpdateExplanation"],
    ["ReplayRaster"],
    ["ReplayRendering"],
    ["ReplayPlayer"],
    ["ReplayComparison"],
    ["ReplayVerification"],
    # What a failing test attaches; depends on no stage, used by the two test libraries.
    ["ReplayTestAttachments"],
    ["ReplayTesting", "ReplaySnapshotTesting"],
    ["snapreplay", "snapreplay-demos"],
]
RANK = {name: rank for rank, names in enumerate(STAGES) for name in names}

APP_PRODUCT = "SnapshotRecording"
APP_TARGETS = {"SnapshotModel", "SnapshotRecording"}
# Package products the app side may link: the model's ordered collections, and swift-log for
# UIKit's non-fatal console messages (silent until the app hands over a logger).
APP_PACKAGE_PRODUCTS = {"OrderedCollections", "Logging"}
# Tool-side types that must never be declared in an app-side target: reading, parsing, linting.
TOOL_SIDE_TYPES = ["RecordingReader", "JSONParser", "LineDecoder", "ApplyLinter", "RecordingCheck"]
DECLARATION = re.compile(r"^\s*(?:(?:public|package|internal|fileprivate|private|final)\s+)*"
                         r"(?:struct|class|enum|actor|protocol)\s+(\w+)")

# ---------------------------------------------------------------------------------------------
# KNOWN EXCEPTIONS to rules 4 and 5, to be removed as issue 22 lands: each entry is a copy that
# exists today. Empty a set when its copies are gone; the check fails on an entry that no
# longer matches anything, so that the sets only shrink.
#
# Rule 4: modules that declare a type named like themselves (issue 22 renames the types).
KNOWN_MODULE_TYPE_COLLISIONS: set[str] = set()
# Rule 5: a second `enum Severity` (the diagnostics part of issue 22 merges them).
KNOWN_SEVERITY_COPIES: set[str] = set()
# Rule 5: `@unchecked Sendable` classes with their own NSLock (the shared-helpers part of issue
# 22 moved the others onto the one lock wrapper). TimelineWindow stays: its state holds the
# recording's reader, which is not `Sendable`, and `LockedValue` takes only `Sendable` state
# (`Mutex`, which takes any state through `sending`, needs macOS 15).
KNOWN_LOCK_CLASSES = {"TimelineWindow"}
# Rule 5: FNV-1a hashes besides ItemColor's (font fingerprints, which ContentDigest replaces).
KNOWN_FNV1A_COPIES: set[str] = set()
# Rule 5: number-grouping helpers besides NumberText's.
KNOWN_GROUPING_COPIES: set[str] = set()
# ---------------------------------------------------------------------------------------------

# Rule 5's one home of each single thing.
LOCK_WRAPPERS = {"LockedValue"}
FNV1A_HOME = "Sources/ReplayRendering/Layout/ItemColor.swift"
GROUPING_HOME = "Sources/ReplayRaster/NumberText.swift"

# Any type declaration, for rule 4 (attributes and modifiers before the keyword).
TYPE_DECLARATION = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|package|internal|fileprivate|private|open|final|indirect|nonisolated)\s+)*"
    r"(?:struct|class|enum|protocol|actor|typealias)\s+(\w+)"
)
SEVERITY = re.compile(r"\benum\s+Severity\b")
# A class declared `@unchecked Sendable`, up to its opening brace (the declaration may span
# lines, as a generic class's does).
UNCHECKED_CLASS = re.compile(r"\bclass\s+(\w+)[^{]*?@unchecked\s+Sendable[^{]*\{", re.S)
LOCK = re.compile(r"\bNS(?:Recursive)?Lock\b")
# FNV-1a by name or by its 32- or 64-bit offset basis or prime (digit separators removed first).
FNV1A = re.compile(
    r"\bfunc\s+fnv1a|\b(?:14695981039346656037|1099511628211|2166136261|16777619)\b"
    r"|\b0x(?:0*cbf29ce484222325|0*100000001b3|0*811c9dc5|0*1000193)\b",
    re.I,
)
GROUPING = re.compile(r"\bfunc\s+grouped\s*\(")

# Modules every Swift file may import: the toolchain's own, and the Apple SDK frameworks the
# `#if canImport(...)` files use.
SYSTEM_MODULES = {
    "Foundation", "FoundationEssentials", "FoundationXML", "Dispatch", "Glibc", "Darwin", "Musl",
    "Android", "Testing", "XCTest", "Synchronization", "os", "UIKit", "AppKit", "ObjectiveC", "WinSDK",
    "CoreText",
}

IMPORT = re.compile(
    r"^\s*(?:@[\w()]+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?"
    r"import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][\w]*)"
)


def dump_package():
    if len(sys.argv) > 1:
        return json.loads(pathlib.Path(sys.argv[1]).read_text())
    output = subprocess.run(
        ["swift", "package", "dump-package"], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout
    return json.loads(output)


def target_directory(target):
    """Where a target's sources are: its `path`, or SwiftPM's default folder for its type."""
    if target.get("path"):
        return ROOT / target["path"]
    folder = {"test": "Tests", "plugin": "Plugins"}.get(target["type"], "Sources")
    return ROOT / folder / target["name"]


def swift_lines(file):
    """A Swift file's lines, numbered from 1, with whole-line comments blanked."""
    lines = file.read_text(encoding="utf-8").splitlines()
    return [(n, "" if line.lstrip().startswith("//") else line) for n, line in enumerate(lines, 1)]


def relative(file):
    return str(file.relative_to(ROOT))


def dependency_names(target):
    names = []
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                value = dependency[kind]
                names.append((kind, value[0]))
    return names


# Rule 6: what issue 22 made single stays single, where a line shows it. Each entry: a file glob
# under Sources, a code pattern (comments are skipped), and why it is a second definition.
SINGLE_DEFINITIONS = [
    ("**/*.swift", re.compile(r"\bJSONSerialization\b"),
     "JSON is read by JSONParser or a Codable type's JSONDecoder, not JSONSerialization"),
    ("**/*.swift", re.compile(r"\bJSONEncoder\b"),
     "JSON is written by JSONWriter (Codable documents through JSONDocumentEncoder)"),
    ("SnapshotRecording/RecordingWriter.swift", re.compile(r'json\.key\("'),
     "a recording's keys are written from RecordingKeys, not as literals"),
    ("RecordingFormat/LineScanner.swift", re.compile(r'matches\([^)]*"'),
     "a recording's keys are matched through KeyTable (made from RecordingKeys), not literals"),
]


def single_definitions():
    errors = []
    for pattern_glob, pattern, why in SINGLE_DEFINITIONS:
        for file in sorted((ROOT / "Sources").glob(pattern_glob)):
            for number, line in enumerate(file.read_text(encoding="utf-8").splitlines(), 1):
                code = line.split("//", 1)[0]
                if pattern.search(code):
                    errors.append(f"{file.relative_to(ROOT)}:{number}: error: {why}")
    return errors


def main():
    package = dump_package()
    targets = {target["name"]: target for target in package["targets"]}
    errors = []

    # Rule 1: the app-side product's closure.
    product = next((p for p in package["products"] if p["name"] == APP_PRODUCT), None)
    if product is None:
        errors.append(f"Package.swift: error: no library product named {APP_PRODUCT}")
    else:
        closure, products, stack = set(), set(), list(product["targets"])
        while stack:
            name = stack.pop()
            if name in closure or name not in targets:
                continue
            closure.add(name)
            for kind, dependency in dependency_names(targets[name]):
                if kind == "product":
                    products.add(dependency)
                else:
                    stack.append(dependency)
        extra_products = sorted(products - APP_PACKAGE_PRODUCTS)
        if extra_products:
            errors.append(
                f"Package.swift: error: the app-side product {APP_PRODUCT} links "
                f"{', '.join(extra_products)}; it may link only "
                f"{', '.join(sorted(APP_PACKAGE_PRODUCTS))}"
            )
        extra = sorted(closure - APP_TARGETS)
        if extra:
            errors.append(
                f"Package.swift: error: the app-side product {APP_PRODUCT} contains "
                f"{', '.join(extra)}; it may hold only {', '.join(sorted(APP_TARGETS))}"
            )
        system = sorted(n for n in closure if targets[n]["type"] == "system")
        if system:
            errors.append(
                f"Package.swift: error: the app-side product {APP_PRODUCT} links C targets "
                f"{', '.join(system)}"
            )

        for name in sorted(closure & APP_TARGETS):
            directory = ROOT / (targets[name].get("path") or f"Sources/{name}")
            for file in sorted(directory.rglob("*.swift")):
                for number, line in enumerate(file.read_text(encoding="utf-8").splitlines(), 1):
                    match = DECLARATION.match(line)
                    if match and match.group(1) in TOOL_SIDE_TYPES:
                        errors.append(
                            f"{file.relative_to(ROOT)}:{number}: error: {match.group(1)} reads or "
                            f"checks recordings; it belongs on the tool side, not in {name}"
                        )

    # Rule 2: dependencies point upstream only.
    for name, target in targets.items():
        if name not in RANK:
            continue
        for kind, dependency in dependency_names(target):
            if kind == "product" or dependency not in RANK:
                continue
            if RANK[dependency] >= RANK[name]:
                errors.append(
                    f"Package.swift: error: {name} depends on {dependency}, a later or equal "
                    f"stage; see docs/Architecture.md"
                )

    # Rule 3: imports name declared dependencies only.
    for name, target in targets.items():
        if target["type"] == "system":
            continue
        allowed = {name, *SYSTEM_MODULES}
        if target["type"] == "plugin":
            allowed.add("PackagePlugin")
        for kind, dependency in dependency_names(target):
            allowed.add(dependency.replace("-", "_"))
        # A product's modules: the product name usually equals its module (ArgumentParser,
        # OrderedCollections); list the exceptions here when one appears.
        directory = target_directory(target)
        for file in sorted(directory.rglob("*.swift")):
            for number, line in enumerate(file.read_text(encoding="utf-8").splitlines(), 1):
                match = IMPORT.match(line)
                if match and match.group(1) not in allowed:
                    errors.append(
                        f"{file.relative_to(ROOT)}:{number}: error: {name} imports "
                        f"{match.group(1)}, which it does not declare as a dependency"
                    )

    # Rule 4: no `Module.Module`.
    errors += module_type_collisions(targets)

    # Rule 5: one of each thing issue 22 made single, in the product code.
    product_files = sorted(
        file
        for target in targets.values()
        if target["type"] not in ("system", "test", "plugin")
        for file in target_directory(target).rglob("*.swift")
    )
    errors += second_severity_enums(product_files)
    errors += lock_classes_beside_the_wrapper(product_files)
    errors += second_fnv1a_hashes(product_files)
    errors += second_grouping_helpers(product_files)

    # Rule 6: no second JSON reader or writer, no key literal beside RecordingKeys.
    errors += single_definitions()

    for error in errors:
        print(error, file=sys.stderr)
    if errors:
        print(f"architecture check: {len(errors)} problem(s)", file=sys.stderr)
        return 1
    print(f"architecture check: {len(targets)} targets follow docs/Architecture.md")
    return 0


def stale(known, found, set_name):
    """Known exceptions that no longer match anything: the set must shrink with the code."""
    return [
        f"scripts/check-architecture.py: error: {entry} in {set_name} is gone from the code; "
        f"remove it from {set_name}"
        for entry in sorted(known - found)
    ]


def module_type_collisions(targets):
    """Rule 4: a module that declares a type named like itself."""
    errors, found = [], set()
    for name, target in targets.items():
        if target["type"] == "system":
            continue
        module = name.replace("-", "_")
        for file in sorted(target_directory(target).rglob("*.swift")):
            for number, line in swift_lines(file):
                match = TYPE_DECLARATION.match(line)
                if not match or match.group(1) != module:
                    continue
                found.add(module)
                if module not in KNOWN_MODULE_TYPE_COLLISIONS:
                    errors.append(
                        f"{relative(file)}:{number}: error: module {module} declares a type named "
                        f"{module}, so `{module}.{module}` is ambiguous; rename the type (or the "
                        f"module)"
                    )
    return errors + stale(KNOWN_MODULE_TYPE_COLLISIONS, found, "KNOWN_MODULE_TYPE_COLLISIONS")


def matching_files(files, pattern):
    """Each file that matches `pattern`, with the first matching line's number."""
    hits = {}
    for file in files:
        for number, line in swift_lines(file):
            if pattern.search(line.replace("_", "") if pattern is FNV1A else line):
                hits[relative(file)] = number
                break
    return hits


def second_severity_enums(files):
    """Rule 5: one `enum Severity`, which every diagnostic uses."""
    hits = matching_files(files, SEVERITY)
    counted = sorted(path for path in hits if path not in KNOWN_SEVERITY_COPIES)
    errors = [
        f"{path}:{hits[path]}: error: a second `enum Severity` (the first is in {counted[0]}); "
        f"use that one"
        for path in counted[1:]
    ]
    return errors + stale(KNOWN_SEVERITY_COPIES, set(hits), "KNOWN_SEVERITY_COPIES")


def lock_classes_beside_the_wrapper(files):
    """Rule 5: an `@unchecked Sendable` class whose body holds an NSLock of its own."""
    errors, found = [], set()
    for file in files:
        text = file.read_text(encoding="utf-8")
        for match in UNCHECKED_CLASS.finditer(text):
            name, depth, end = match.group(1), 1, match.end()
            while depth and end < len(text):
                depth += {"{": 1, "}": -1}.get(text[end], 0)
                end += 1
            if name in LOCK_WRAPPERS or not LOCK.search(text[match.end():end]):
                continue
            found.add(name)
            if name not in KNOWN_LOCK_CLASSES:
                number = text.count("\n", 0, match.start(1)) + 1
                errors.append(
                    f"{relative(file)}:{number}: error: {name} is an `@unchecked Sendable` class "
                    f"with its own NSLock; keep its state in {', '.join(sorted(LOCK_WRAPPERS))} "
                    f"(the one lock wrapper) instead"
                )
    return errors + stale(KNOWN_LOCK_CLASSES, found, "KNOWN_LOCK_CLASSES")


def second_fnv1a_hashes(files):
    """Rule 5: FNV-1a only for ItemColor's colours; contents are digested by ContentDigest."""
    hits = matching_files(files, FNV1A)
    errors = [
        f"{path}:{number}: error: a second FNV-1a hash; digest contents with ContentDigest "
        f"(ReplayRaster), the one content hash (FNV-1a stays ItemColor's colour hash only)"
        for path, number in sorted(hits.items())
        if path != FNV1A_HOME and path not in KNOWN_FNV1A_COPIES
    ]
    return errors + stale(KNOWN_FNV1A_COPIES, set(hits), "KNOWN_FNV1A_COPIES")


def second_grouping_helpers(files):
    """Rule 5: one helper writes 67,108,864."""
    hits = matching_files(files, GROUPING)
    errors = [
        f"{path}:{number}: error: a second `grouped(_:)` number formatter; use "
        f"NumberText.grouped ({GROUPING_HOME})"
        for path, number in sorted(hits.items())
        if path != GROUPING_HOME and path not in KNOWN_GROUPING_COPIES
    ]
    return errors + stale(KNOWN_GROUPING_COPIES, set(hits), "KNOWN_GROUPING_COPIES")


if __name__ == "__main__":
    sys.exit(main())
