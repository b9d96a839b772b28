#!/bin/sh
# Installs snapreplay's release archive on a Debian (bookworm) system that has no Swift
# toolchain: the runtime packages of runtime-packages.txt (shared libraries, the pinned fonts,
# ffmpeg) with apt-get, the font cache, then the archive unpacked into /opt/snapreplay and linked
# as /usr/local/bin/snapreplay with its man page and completions. Run as root inside the target
# system. The chroot test (`make dist-check`, scripts/dist-check.sh) and the Containerfile's
# runtime stage both run this one script, so the image installs what the test proved.
#
# Usage: install-runtime.sh ARCHIVE.tar.gz runtime-packages.txt
set -eu
archive="$1"
packages_file="$2"

packages="$(grep -v '^#' "$packages_file" | grep -v '^$' | tr '\n' ' ')"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# shellcheck disable=SC2086 # one word per package
apt-get install -y -qq --no-install-recommends $packages >/dev/null
apt-get clean
rm -rf /var/lib/apt/lists/*
fc-cache -f >/dev/null 2>&1 || true

rm -rf /opt/snapreplay
mkdir -p /opt/snapreplay
tar -xzf "$archive" -C /opt/snapreplay --strip-components=1 --no-same-owner
mkdir -p /usr/local/bin /usr/local/share/man/man1 /usr/share/bash-completion/completions
ln -sf /opt/snapreplay/bin/snapreplay /usr/local/bin/snapreplay
ln -sf /opt/snapreplay/share/man/man1/snapreplay.1 /usr/local/share/man/man1/snapreplay.1
ln -sf /opt/snapreplay/share/bash-completion/completions/snapreplay \
  /usr/share/bash-completion/completions/snapreplay
echo "installed snapreplay $(/usr/local/bin/snapreplay --version) in /opt/snapreplay"
