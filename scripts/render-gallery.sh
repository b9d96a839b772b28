#!/usr/bin/env bash
# Renders docs/Gallery.md's frames (docs/images/gallery-*.png) from docs/gallery/settings.jsonl
# with the built snapreplay: one frame per list style, appearance, text size, direction and
# chrome; and the image demos' frames with and without their cell images.
# Usage: scripts/render-gallery.sh [path to snapreplay] (default .build/debug/snapreplay).
set -euo pipefail
cd "$(dirname "$0")/.."
snapreplay="${1:-.build/debug/snapreplay}"
recording=docs/gallery/settings.jsonl
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

frame() {
  local name="$1"
  shift
  "$snapreplay" render "$recording" -o "$scratch/$name" --quiet --hold 0 --fps 1 "$@"
  cp "$scratch/$name/frame-000000.png" "docs/images/gallery-$name.png"
}

frame inset-grouped
frame plain --list-style plain
frame dark --appearance dark
frame dark-plain --appearance dark --list-style plain --chrome navigation
frame status --chrome status
frame navigation --chrome navigation
frame ax3 --content-size ax3
frame x-small --content-size x-small
frame rtl --layout-direction rtl

# docs/Gallery.md's "Cell images": each image demo's settled frame after apply SEQ, with its
# recorded cell images and as `snapreplay strip-images` leaves it (every cell from its label),
# at the recordings' own scale (2).
settled_frame() {
  local recording="$1" seq="$2" output="$3"
  "$snapreplay" render "$recording" -o "$scratch/settled" --quiet --fps 20 --hold 0.5 --force
  python3 - "$scratch/settled" "$seq" "$output" <<'PYTHON'
import json, shutil, sys
directory, seq, output = sys.argv[1], int(sys.argv[2]), sys.argv[3]
frames = json.load(open(f"{directory}/manifest.json"))["frames"]
# The apply's last frame, before the next one starts: settled.
last = [frame for frame in frames if frame["seq"] == seq][-1]
assert last["progress"] > 0.999, f"seq {seq} does not settle before the next apply"
shutil.copy(f"{directory}/{last['file']}", output)
PYTHON
}

image_frames() {
  local demo="$1" seq="$2" name="$3"
  "$snapreplay" strip-images "Recordings/$demo.jsonl" -o "$scratch/$demo-stripped.jsonl"
  settled_frame "Recordings/$demo.jsonl" "$seq" "docs/images/$name-images.png"
  settled_frame "$scratch/$demo-stripped.jsonl" "$seq" "docs/images/$name-labels.png"
}

image_frames mountains-images 17 gallery-mountains-end
image_frames wifi-images 8 gallery-wifi-scan
# Cells new in an apply are drawn from their labels until the next one names their pictures.
settled_frame Recordings/mountains-images.jsonl 12 docs/images/gallery-mountains-mon-images.png
