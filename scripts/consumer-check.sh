#!/usr/bin/env bash
# `make consumer-check`: the package as a user who depends on it meets it. Writes a consumer
# package that depends on this repository by path, with a suite of one recording and a test
# target, then checks:
# 1. the command plugin: `swift package snapreplay …` runs the version, `check`, `verify --suite`
#    recording goldens (allowed with --allow-writing-to-package-directory), passing, and failing
#    on a changed option, each ending with the tool's status; a write the tool cannot make ends
#    with the note that names the flag;
# 2. test attachments: `swift test --attachments-path DIR` of failing `assertReplay` and
#    `.replay` tests saves the golden, actual and difference PNGs and the divergence line there,
#    and the suite's `.replayRecording(.never)` trait keeps the goldens unwritten.
# Exits 1 naming the first thing that is wrong; every command's output is in the log it names.
#
# The consumer's build folder is kept (CONSUMER_CHECK_DIRECTORY, default .build/consumer-check)
# so that a second run does not build everything again; everything else in it is written anew.
# The first run builds the tool and the libraries in the consumer: about 15 minutes on 2 cores.
# Usage: scripts/consumer-check.sh (environment: SWIFT, CONSUMER_CHECK_DIRECTORY).
set -euo pipefail
cd "$(dirname "$0")/.."
repository="$PWD"
swift="${SWIFT:-swift}"
consumer="${CONSUMER_CHECK_DIRECTORY:-.build/consumer-check}"
mkdir -p "$consumer"
consumer="$(cd "$consumer" && pwd)"
log="$consumer/consumer-check.log"
out="$consumer/last-output.txt"
: >"$log"

fail() {
  echo "consumer-check: error: $*" >&2
  echo "consumer-check: every command's output is in $log" >&2
  exit 1
}

# Runs `swift package ARGS` in the consumer; prints the status; the output goes to $out.
run_package() {
  local status=0
  echo "\$ swift package $*" >>"$log"
  (cd "$consumer" && "$swift" package "$@") >"$out" 2>&1 || status=$?
  cat "$out" >>"$log"
  echo "$status"
}

# Runs `swift test ARGS` (Swift Testing's tests) in the consumer; prints the status.
run_test() {
  local status=0
  echo "\$ swift test $*" >>"$log"
  (cd "$consumer" && "$swift" test --disable-xctest "$@") >"$out" 2>&1 || status=$?
  cat "$out" >>"$log"
  echo "$status"
}

# The consumer: written anew, its .build kept.
find "$consumer" -mindepth 1 -maxdepth 1 -not -name .build -not -name consumer-check.log \
  -exec rm -rf {} +
mkdir -p "$consumer/Sources/Consumer" "$consumer/Tests/ConsumerTests" "$consumer/Tests/visual"
cat >"$consumer/Package.swift" <<EOF
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Consumer",
  dependencies: [.package(name: "SnapshotReplay", path: "$repository")],
  targets: [
    .target(name: "Consumer"),
    .testTarget(
      name: "ConsumerTests",
      dependencies: [
        .product(name: "ReplayTesting", package: "SnapshotReplay"),
        .product(name: "ReplaySnapshotTesting", package: "SnapshotReplay"),
      ]),
  ]
)
EOF
echo 'public let consumerName = "Consumer"' >"$consumer/Sources/Consumer/Consumer.swift"
cp Recordings/wifi-settings.jsonl "$consumer/Tests/visual/wifi-settings.jsonl"
cat >"$consumer/Tests/ConsumerTests/VisualTests.swift" <<'EOF'
import Foundation
import ReplaySnapshotTesting
import ReplayTesting
import SnapshotTesting
import Testing

/// CONSUMER_APPEARANCE=dark renders otherwise than the goldens and the reference were made.
let appearance: Appearance =
  ProcessInfo.processInfo.environment["CONSUMER_APPEARANCE"] == "dark" ? .dark : .light
let visual = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("visual")

@Suite(.replayRecording(.never)) struct VisualTests {
  @Test func wifiSettingsMatchesItsGoldens() {
    assertReplay(
      of: visual.appendingPathComponent("wifi-settings.jsonl"),
      matchesGoldensIn: visual.appendingPathComponent("wifi-settings"),
      options: RenderOptionOverrides {
        $0.fps = 2
        $0.scale = 0.25
        $0.appearance = appearance
      })
  }

  @Test func wifiSettingsFrameMatchesTheReference() {
    assertSnapshot(
      of: visual.appendingPathComponent("wifi-settings.jsonl"),
      as: .replay(
        .frame(seq: 2),
        options: RenderOptionOverrides {
          $0.scale = 0.25
          $0.appearance = appearance
        }))
  }
}
EOF

# 1. The command plugin.
status="$(run_package snapreplay --version)"
[ "$status" = 0 ] || fail "swift package snapreplay --version failed (status $status)"
grep -qx "$(head -n 1 VERSION)" "$out" \
  || fail "swift package snapreplay --version did not print VERSION's $(head -n 1 VERSION)"

status="$(run_package snapreplay check Tests/visual/wifi-settings.jsonl)"
[ "$status" = 0 ] || fail "swift package snapreplay check of a valid recording failed (status $status)"

# The first verify records the goldens inside the package, which the flag allows; it fails, as
# `verify` does when it had to record goldens.
options=(--fps 2 --scale 0.25)
# --record missing: on CI (CI=true) verify's default is never to record.
status="$(run_package --allow-writing-to-package-directory snapreplay verify --suite Tests/visual \
  "${options[@]}" --record missing)"
[ "$status" != 0 ] || fail "the first verify --suite recorded goldens but passed"
grep -q "Plugin ended with exit code 1" "$out" || fail "the first verify did not end with the tool's status 1"
[ -s "$consumer/Tests/visual/wifi-settings/golden.json" ] \
  || fail "verify --suite through the plugin wrote no goldens into Tests/visual/wifi-settings"

status="$(run_package snapreplay verify --suite Tests/visual "${options[@]}")"
[ "$status" = 0 ] || fail "verify --suite against the goldens it recorded failed (status $status)"
grep -q "^PASS: 43 frames match the goldens" "$out" || fail "verify --suite did not say the 43 frames passed"

status="$(run_package snapreplay verify --suite Tests/visual "${options[@]}" --appearance dark)"
[ "$status" != 0 ] || fail "verify --suite with another appearance than the goldens' passed"
grep -q "Plugin ended with exit code 1" "$out" || fail "a failing verify did not end with the tool's status 1"

# A write the tool cannot make (status 2): the note names the flag and the command again.
status="$(run_package snapreplay render Tests/visual/wifi-settings.jsonl --output /proc/snapreplay-frames)"
[ "$status" != 0 ] || fail "render into /proc succeeded"
grep -q "Plugin ended with exit code 2" "$out" || fail "an unwritable output did not end with status 2"
grep -qF "swift package --allow-writing-to-package-directory snapreplay render Tests/visual/wifi-settings.jsonl --output /proc/snapreplay-frames" "$out" \
  || fail "an unwritable output did not print the command with --allow-writing-to-package-directory"

# A bad invocation is the tool's usage error, status 64.
status="$(run_package snapreplay diff)"
grep -q "Plugin ended with exit code 64" "$out" || fail "snapreplay diff without a recording did not end with status 64"
grep -q "Missing expected argument" "$out" || fail "snapreplay diff without a recording did not print the usage error"

# 2. Attachments. The first `swift test` records the `.replay` reference (swift-snapshot-testing's
# default mode, a failure) and passes `assertReplay` against the goldens the plugin recorded;
# the second passes; in dark appearance both fail and attach their files.
attachments="$consumer/attachments"
reference="$consumer/Tests/ConsumerTests/__Snapshots__/VisualTests/wifiSettingsFrameMatchesTheReference.1.png"
status="$(SNAPSHOT_TESTING_RECORD=missing run_test)"
[ -s "$reference" ] || fail "the first swift test recorded no .replay reference at $reference"
status="$(run_test)"
[ "$status" = 0 ] || fail "swift test against the goldens and the reference it recorded failed (status $status)"
goldens_before="$(find "$consumer/Tests/visual/wifi-settings" -type f -exec sha256sum {} + | sort)"
rm -rf "$attachments"
mkdir -p "$attachments"  # swift test refuses a directory that does not exist
status="$(CONSUMER_APPEARANCE=dark run_test --attachments-path "$attachments")"
[ "$status" != 0 ] || fail "swift test in dark appearance passed against light goldens"
[ "$goldens_before" = "$(find "$consumer/Tests/visual/wifi-settings" -type f -exec sha256sum {} + | sort)" ] \
  || fail "the .replayRecording(.never) suite wrote goldens"
for name in wifi-settings.frame-000000.golden.png wifi-settings.frame-000000.actual.png \
  wifi-settings.frame-000000.difference.png reference.png actual.png difference.png divergence.txt; do
  found="$(find "$attachments" -type f -name "*$name" -print -quit 2>/dev/null)"
  [ -n "$found" ] || fail "swift test --attachments-path saved no $name under $attachments"
  case "$name" in
    *.png)
      [ "$(head -c 8 "$found" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] \
        || fail "the attached $found is not a PNG"
      ;;
  esac
done
grep -q "differing frames" "$(find "$attachments" -type f -name '*divergence.txt' -print -quit)" \
  || fail "the attached divergence.txt does not name the differing frames"

echo "consumer-check: swift package snapreplay ran check and verify --suite in a consumer package," \
  "its errors carry the tool's status and the write flag; swift test --attachments-path saved" \
  "the failing tests' golden, actual and difference PNGs and the divergence line"
