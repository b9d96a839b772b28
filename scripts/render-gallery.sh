#!/usr/bin/env bash
# Renders docs/Gallery.md's frames (docs/images/gallery-*.png) from docs/gallery/settings.jsonl
# with the built snapreplay: one frame per list style, appearance, text size, direction and
# chrome. Usage: scripts/render-gallery.sh [path to snapreplay] (default .build/debug/snapreplay).
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
