#!/usr/bin/env bash
# `make plugin-check`: the bounded part of `make consumer-check` that `make test` runs. The same
# two mechanisms a consumer meets, exercised from this package itself so that they reuse the
# debug build `make test-fast` made (about 30 s instead of the consumer's 15-minute first build):
# 1. the command plugin: `swift package snapreplay …` prints the version, checks a recording,
#    records a suite's goldens inside the package with --allow-writing-to-package-directory,
#    passes against them, fails against another appearance, and ends with the tool's own
#    status (2 for an unwritable output, with the command repeated with the flag; 64 for a
#    usage error);
# 2. test attachments: `swift test --attachments-path` of this package's tests that fail on
#    purpose (as known issues) saves the golden, actual and difference PNGs, the `.replay`
#    strategy's reference, actual and difference, and the divergence lines.
# What it does not cover, and `make consumer-check` does: resolving the package by path from
# another package, and the `.replayRecording(.never)` trait in a consumer's suite.
# Exits 1 naming the first thing that is wrong; every command's output is in the log it names.
# Usage: scripts/plugin-check.sh (environment: SWIFT).
set -euo pipefail
cd "$(dirname "$0")/.."
swift="${SWIFT:-swift}"
# Inside the package (the plugin's write permission is for the package directory) and inside
# .build (ignored by git, owned by the build).
scratch=".build/plugin-check"
rm -rf "$scratch"
mkdir -p "$scratch/suite" "$scratch/attachments"
log="$scratch/plugin-check.log"
out="$scratch/last-output.txt"
: >"$log"

fail() {
  echo "plugin-check: error: $*" >&2
  echo "plugin-check: every command's output is in $log" >&2
  exit 1
}

# Runs `swift package ARGS`; prints the status; the output goes to $out.
run_package() {
  local status=0
  echo "\$ swift package $*" >>"$log"
  "$swift" package "$@" >"$out" 2>&1 || status=$?
  cat "$out" >>"$log"
  echo "$status"
}

suite="$scratch/suite"
cp Recordings/wifi-settings.jsonl "$suite/wifi-settings.jsonl"
options=(--fps 2 --scale 0.25)

# 1. The command plugin.
status="$(run_package snapreplay --version)"
[ "$status" = 0 ] || fail "swift package snapreplay --version failed (status $status)"
grep -qx "$(head -n 1 VERSION)" "$out" \
  || fail "swift package snapreplay --version did not print VERSION's $(head -n 1 VERSION)"

status="$(run_package snapreplay check "$suite/wifi-settings.jsonl")"
[ "$status" = 0 ] || fail "swift package snapreplay check of a valid recording failed (status $status)"

# --record missing: on CI (CI=true) verify's default is never to record.
status="$(run_package --allow-writing-to-package-directory snapreplay verify --suite "$suite" \
  "${options[@]}" --record missing)"
[ "$status" != 0 ] || fail "the first verify --suite recorded goldens but passed"
grep -q "Plugin ended with exit code 1" "$out" || fail "the first verify did not end with the tool's status 1"
[ -s "$suite/wifi-settings/golden.json" ] \
  || fail "verify --suite through the plugin wrote no goldens into $suite/wifi-settings"

status="$(run_package snapreplay verify --suite "$suite" "${options[@]}")"
[ "$status" = 0 ] || fail "verify --suite against the goldens it recorded failed (status $status)"
grep -q "^PASS: 43 frames match the goldens" "$out" || fail "verify --suite did not say the 43 frames passed"

status="$(run_package snapreplay verify --suite "$suite" "${options[@]}" --appearance dark)"
[ "$status" != 0 ] || fail "verify --suite with another appearance than the goldens' passed"
grep -q "Plugin ended with exit code 1" "$out" || fail "a failing verify did not end with the tool's status 1"

status="$(run_package snapreplay render "$suite/wifi-settings.jsonl" --output /proc/snapreplay-frames)"
[ "$status" != 0 ] || fail "render into /proc succeeded"
grep -q "Plugin ended with exit code 2" "$out" || fail "an unwritable output did not end with status 2"
grep -qF -- "--allow-writing-to-package-directory snapreplay render" "$out" \
  || fail "an unwritable output did not print the command with --allow-writing-to-package-directory"

status="$(run_package snapreplay diff)"
grep -q "Plugin ended with exit code 64" "$out" || fail "snapreplay diff without a recording did not end with status 64"

# 2. Attachments, from the tests that fail on purpose (known issues): assertReplay without
# goldens, a masked item's neighbour changed, and the `.replay` strategy's attachments.
attachments="$scratch/attachments"
echo "\$ swift test --skip-build --attachments-path $attachments" >>"$log"
status=0
"$swift" test --skip-build --disable-xctest --attachments-path "$attachments" \
  --filter 'mismatchIsARecordedIssueCarryingVerifysMessage|aChangeElsewhereStillFailsWithTheMask|ReplayImageAttachmentsTests' \
  >"$out" 2>&1 || status=$?
cat "$out" >>"$log"
[ "$status" = 0 ] || fail "swift test of the tests that fail on purpose failed (status $status)"
for name in frame-000000.golden.png frame-000000.actual.png frame-000000.difference.png \
  reference.png actual.png difference.png divergence.txt; do
  found="$(find "$attachments" -type f -name "*$name" -print -quit 2>/dev/null)"
  [ -n "$found" ] || fail "swift test --attachments-path saved no $name under $attachments"
  case "$name" in
    *.png)
      [ "$(head -c 8 "$found" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] \
        || fail "the attached $found is not a PNG"
      ;;
  esac
done

echo "plugin-check: swift package snapreplay ran check and verify --suite (recording with the" \
  "write flag, passing, failing) and ended with the tool's statuses 1, 2 and 64; swift test" \
  "--attachments-path saved the golden, actual, difference and reference PNGs and the divergence"
