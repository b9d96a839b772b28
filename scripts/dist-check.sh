#!/usr/bin/env bash
# `make dist-check`: the release archive on a Debian system with no Swift toolchain. Builds the
# archive (scripts/dist.sh) unless DIST_ARCHIVE names one, debootstraps a minimal Debian
# bookworm into DIST_CHROOT with the host's apt sources (so its libraries and fonts are the
# host's versions), runs scripts/install-runtime.sh inside it — the same script as the
# Containerfile's runtime stage — and renders the insertion-sort demo there, and the Wi-Fi
# settings demo, whose labels are drawn with the pinned fonts. Every frame and manifest must be
# byte-identical to the host build's render (HOST_SNAPREPLAY, default the debug build). Exits 1 naming the first difference, 2 when the chroot cannot be made.
#
# Needs root (debootstrap, chroot, mount). A chroot from an earlier run is reused when
# complete; DIST_CHECK_FRESH=1 makes it again. Prints how long each step took.
# Usage: scripts/dist-check.sh (environment: DIST_ARCHIVE, DIST_CHROOT (default
# .build-dist/chroot), HOST_SNAPREPLAY, DEBIAN_SUITE (default bookworm), DEBIAN_MIRROR (default
# the host's first Debian source)).
set -euo pipefail
cd "$(dirname "$0")/.."
chroot_root="${DIST_CHROOT:-.build-dist/chroot}"
suite="${DEBIAN_SUITE:-bookworm}"
host_snapreplay="${HOST_SNAPREPLAY:-.build/debug/snapreplay}"
# The demos and their options: the whole insertion sort (colour only), and the Wi-Fi list's
# text at 2 frames per second.
demos=("insertion-sort" "wifi-settings --fps 2")
started=$SECONDS

step() { echo "dist-check: $* ($((SECONDS - started)) s)"; }
fail() {
  echo "dist-check: error: $*" >&2
  exit 1
}
environment_fail() {
  echo "dist-check: error: $*" >&2
  exit 2
}

[ "$(id -u)" = 0 ] || environment_fail "debootstrap and chroot need root"
command -v debootstrap >/dev/null || scripts/install-system-packages.sh debootstrap
[ -x "$host_snapreplay" ] || environment_fail "no host build at $host_snapreplay (swift build first, or set HOST_SNAPREPLAY)"

archive="${DIST_ARCHIVE:-}"
if [ -z "$archive" ]; then
  archive="$(scripts/dist.sh)"
  step "built $archive"
fi
[ -f "$archive" ] || environment_fail "no archive at $archive"

# The host's Debian sources: the chroot installs the same versions as the host has.
sources=/etc/apt/sources.list.d/debian.sources
mirror="${DEBIAN_MIRROR:-}"
if [ -z "$mirror" ]; then
  if [ -f "$sources" ]; then
    mirror="$(awk '/^URIs:/ { print $2; exit }' "$sources")"
  elif [ -f /etc/apt/sources.list ]; then
    mirror="$(awk '$1 == "deb" { print $2; exit }' /etc/apt/sources.list)"
  fi
fi
[ -n "$mirror" ] || environment_fail "no Debian mirror in the host's apt sources; set DEBIAN_MIRROR"

mkdir -p "$(dirname "$chroot_root")"
chroot_root="$(cd "$(dirname "$chroot_root")" && pwd)/$(basename "$chroot_root")"
cleanup() {
  umount "$chroot_root/proc" 2>/dev/null || true
  umount "$chroot_root/dev" 2>/dev/null || true
}
trap cleanup EXIT
# A run stopped before its trap could leave the host's /dev bound inside the chroot: unmount
# first, and never remove the chroot while anything is mounted in it.
cleanup
if mount | grep -qF " $chroot_root/"; then
  environment_fail "something is still mounted under $chroot_root; unmount it first"
fi

if [ "${DIST_CHECK_FRESH:-0}" = 1 ] || [ ! -f "$chroot_root/.debootstrap-complete" ]; then
  rm -rf --one-file-system "$chroot_root"
  debootstrap --variant=minbase "$suite" "$chroot_root" "$mirror" >"$chroot_root.log" 2>&1 \
    || { tail -n 20 "$chroot_root.log" >&2; environment_fail "debootstrap $suite failed (log: $chroot_root.log)"; }
  touch "$chroot_root/.debootstrap-complete"
  step "debootstrapped a minimal $suite into $chroot_root"
fi
if [ -f "$sources" ]; then
  rm -f "$chroot_root/etc/apt/sources.list"
  install -m 644 "$sources" "$chroot_root/etc/apt/sources.list.d/debian.sources"
fi
mount -t proc proc "$chroot_root/proc"
mount --bind /dev "$chroot_root/dev"

if chroot "$chroot_root" sh -c 'command -v swift || ls /usr/lib/swift' >/dev/null 2>&1; then
  fail "the chroot has a Swift toolchain; the check needs a system without one"
fi

work="$chroot_root/tmp/dist-check"
rm -rf "$work"
mkdir -p "$work"
cp "$archive" "$work/snapreplay.tar.gz"
cp scripts/install-runtime.sh scripts/runtime-packages.txt Recordings/insertion-sort.jsonl \
  Recordings/wifi-settings.jsonl "$work/"
chroot "$chroot_root" /bin/sh /tmp/dist-check/install-runtime.sh /tmp/dist-check/snapreplay.tar.gz \
  /tmp/dist-check/runtime-packages.txt || fail "install-runtime.sh failed in the chroot"
step "installed the runtime packages and the archive in the chroot"
if chroot "$chroot_root" sh -c 'command -v swift' >/dev/null 2>&1; then
  fail "installing the runtime packages brought a Swift toolchain"
fi

host_frames="$(mktemp -d)"
trap 'cleanup; rm -rf "$host_frames"' EXIT
count=0
for demo in "${demos[@]}"; do
  read -r -a words <<<"$demo"
  name="${words[0]}"
  options=("${words[@]:1}")
  chroot "$chroot_root" /usr/local/bin/snapreplay render "/tmp/dist-check/$name.jsonl" \
    --output "/tmp/dist-check/frames-$name" --quiet "${options[@]}" \
    || fail "snapreplay render of $name failed in the chroot"
  "$host_snapreplay" render "Recordings/$name.jsonl" --output "$host_frames/$name" --quiet \
    "${options[@]}"
  step "rendered $name.jsonl in the chroot and on the host with $host_snapreplay"
  files=0
  for frame in "$host_frames/$name"/*; do
    file="$(basename "$frame")"
    cmp -s "$frame" "$work/frames-$name/$file" \
      || fail "$name: $file differs between the host build and the archive in the chroot"
    files=$((files + 1))
  done
  [ "$(find "$work/frames-$name" -type f | wc -l)" = "$files" ] \
    || fail "$name: the chroot wrote other files than the host"
  count=$((count + files))
done
echo "dist-check: $count files (frames and manifests of ${#demos[@]} demos) byte-identical between the host build and the archive in a minimal $suite chroot; $((SECONDS - started)) s"
