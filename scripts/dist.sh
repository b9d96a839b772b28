#!/usr/bin/env bash
# `make dist`: the release archive, for machines with no Swift toolchain.
# Builds snapreplay in release with the Swift standard library and Foundation linked statically
# (--static-swift-stdlib; in its own build folder, DIST_SCRATCH, so that it never relinks the
# ordinary release build), installs it with its man page and completions (scripts/install-tool.sh)
# into snapreplay-VERSION-linux-ARCH/, adds the licenses of what is linked into the binary and the
# list of Debian runtime packages (scripts/runtime-packages.txt), and packs it as
# DIST_DIRECTORY/snapreplay-VERSION-linux-ARCH.tar.gz: sorted, owned by root, dated by the last
# commit, so the same commit and toolchain give the same archive. Prints the archive's path.
#
# Usage: scripts/dist.sh (environment: SWIFT, DIST_SCRATCH (default .build-dist),
# DIST_DIRECTORY (default .build-dist/dist)).
set -euo pipefail
cd "$(dirname "$0")/.."
swift="${SWIFT:-swift}"
scratch="${DIST_SCRATCH:-.build-dist}"
directory="${DIST_DIRECTORY:-$scratch/dist}"
version="$(head -n 1 VERSION | tr -d ' \t\r')"
name="snapreplay-$version-linux-$(uname -m)"
epoch="$(git log -1 --format=%ct 2>/dev/null || echo 0)"

stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
PREFIX="/$name" DESTDIR="$stage" CONFIGURATION=release SCRATCH="$scratch" SWIFT="$swift" \
  SWIFT_BUILD_FLAGS="--static-swift-stdlib" scripts/install-tool.sh >&2
root="$stage/$name"

# The binary must need no Swift library at run time: that is what the archive promises.
if ldd "$root/bin/snapreplay" | grep -E 'libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime' >&2; then
  echo "dist: error: $root/bin/snapreplay still links the Swift libraries above dynamically" >&2
  exit 2
fi

licenses="$root/share/doc/snapreplay/licenses"
install -d "$licenses"
install -m 644 /dev/null "$licenses/README"
cat >"$licenses/README" <<'EOF'
The snapreplay binary links these works statically; each one's license is beside this file.
swift.txt: the Swift standard library, Foundation and Dispatch (the toolchain's LICENSE.txt).
swift-argument-parser.txt, swift-collections.txt, swift-log.txt: the Swift packages it uses.
Cairo, Pango, fontconfig, libpng and libdeflate are linked dynamically from the Debian packages
that runtime-packages.txt names; their licenses come with those packages.
EOF
toolchain_license="$(dirname "$(dirname "$(command -v "$swift")")")/share/swift/LICENSE.txt"
if [ ! -f "$toolchain_license" ]; then
  echo "dist: error: the Swift toolchain's license is not at $toolchain_license" >&2
  exit 2
fi
install -m 644 "$toolchain_license" "$licenses/swift.txt"
for package in swift-argument-parser swift-collections swift-log; do
  install -m 644 "$scratch/checkouts/$package/LICENSE.txt" "$licenses/$package.txt"
done
install -m 644 scripts/runtime-packages.txt "$root/share/doc/snapreplay/runtime-packages.txt"

mkdir -p "$directory"
archive="$directory/$name.tar.gz"
tar --sort=name --mtime="@$epoch" --owner=0 --group=0 --numeric-owner -C "$stage" -cf - "$name" \
  | gzip -n -9 >"$archive.tmp"
mv "$archive.tmp" "$archive"
echo "$archive"
