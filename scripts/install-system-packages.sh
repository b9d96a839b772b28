#!/usr/bin/env bash
# Installs the Debian packages SnapshotReplay builds and renders with (ffmpeg for --gif,
# --video and --webp), when any is missing.
# Runs apt-get update once, only when something has to be installed. Arguments name extra
# packages a target needs too (`make bench` asks for `time`, GNU time, for peak memory).
set -euo pipefail

packages=(libcairo2-dev libpango1.0-dev libfontconfig-dev libpng-dev zlib1g-dev libdeflate-dev fonts-inter fonts-dejavu-core fonts-nanum fonts-noto-color-emoji pkg-config ffmpeg "$@")
missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "error: missing system packages (${missing[*]}) and no apt-get to install them" >&2
  exit 1
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "Installing system packages: ${missing[*]}" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
