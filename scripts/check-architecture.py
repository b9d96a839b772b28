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
   cannot lean on a stage it does not declare.
4. What docs/Architecture.md calls single stays single where a line shows it: no
   `JSONSerialization` or `JSONEncoder` in Sources, no key literal in `RecordingWriter` or
   `LineScanner` (the keys are `RecordingKeys`).

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
    ["DiffableSnapshot"],
    ["SnapshotRecording"],
    ["RecordingFormat"],
    ["RecordingValidation"],
    ["SnapshotDiff"],
    ["ReplayRaster"],
    ["ReplayRendering"],
    ["ReplayReport"],
    ["ReplayComparison"],
    ["ReplayVerification"],
    ["ReplayTesting", "ReplaySnapshotTesting"],
    ["snapreplay", "snapreplay-demos"],
]
RANK = {name: rank for rank, names in enumerate(STAGES) for name in names}

APP_PRODUCT = "SnapshotRecording"
APP_TARGETS = {"DiffableSnapshot", "SnapshotRecording"}
# Package products the app side may link: the model's ordered collections, and swift-log for
# UIKit's non-fatal console messages (silent until the app hands over a logger).
APP_PACKAGE_PRODUCTS = {"OrderedCollections", "Logging"}
# Tool-side types that must never be declared in an app-side target: reading, parsing, linting.
TOOL_SIDE_TYPES = ["RecordingReader", "JSONParser", "LineDecoder", "ApplyLinter", "RecordingCheck"]
DECLARATION = re.compile(r"^\s*(?:(?:public|package|internal|fileprivate|private|final)\s+)*"
                         r"(?:struct|class|enum|actor|protocol)\s+(\w+)")

# Modules every Swift file may import: the toolchain's own.
SYSTEM_MODULES = {
    "Foundation", "FoundationEssentials", "FoundationXML", "Dispatch", "Glibc", "Darwin", "Musl",
    "Android", "Testing", "XCTest", "Synchronization", "os", "UIKit", "AppKit", "ObjectiveC", "WinSDK",
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


def dependency_names(target):
    names = []
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                value = dependency[kind]
                names.append((kind, value[0]))
    return names


# Rule 4: what issue 22 made single stays single, where a line shows it. Each entry: a file glob
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
        path = target.get("path") or (
            f"Tests/{name}" if target["type"] == "test" else f"Sources/{name}"
        )
        allowed = {name, *SYSTEM_MODULES}
        for kind, dependency in dependency_names(target):
            allowed.add(dependency.replace("-", "_"))
        # A product's modules: the product name usually equals its module (ArgumentParser,
        # OrderedCollections); list the exceptions here when one appears.
        directory = ROOT / path
        for file in sorted(directory.rglob("*.swift")):
            for number, line in enumerate(file.read_text(encoding="utf-8").splitlines(), 1):
                match = IMPORT.match(line)
                if match and match.group(1) not in allowed:
                    errors.append(
                        f"{file.relative_to(ROOT)}:{number}: error: {name} imports "
                        f"{match.group(1)}, which it does not declare as a dependency"
                    )

    errors += single_definitions()

    for error in errors:
        print(error, file=sys.stderr)
    if errors:
        print(f"architecture check: {len(errors)} problem(s)", file=sys.stderr)
        return 1
    print(f"architecture check: {len(targets)} targets follow docs/Architecture.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
