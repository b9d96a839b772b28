#!/usr/bin/env bash
# `make install`: builds snapreplay and installs the binary, its man page and its bash, zsh and
# fish completions under DESTDIR/PREFIX (GNU's conventions: PREFIX is where the tool will live,
# DESTDIR a staging root for packagers). The man page and the completions come from
# swift-argument-parser's own generators run on the binary being installed — its `generate-manual`
# tool and `--generate-completion-script` — so they never drift from the options.
#
# Usage: scripts/install-tool.sh
#   environment: PREFIX (default /usr/local), DESTDIR (default empty),
#   CONFIGURATION (release or debug; default release), SWIFT (default swift),
#   SWIFT_BUILD_FLAGS (extra `swift build` flags, as `make dist` passes --static-swift-stdlib),
#   SCRATCH (the build folder; default .build), MANUAL_DATE (yyyy-mm-dd for the man page; default
#   the last commit's date, so the same commit gives the same page).
set -euo pipefail
cd "$(dirname "$0")/.."

prefix="${PREFIX-/usr/local}"
destdir="${DESTDIR-}"
configuration="${CONFIGURATION:-release}"
swift="${SWIFT:-swift}"
scratch="${SCRATCH:-.build}"
read -r -a build_flags <<<"${SWIFT_BUILD_FLAGS:-}"

case "$configuration" in
  release | debug) ;;
  *)
    echo "install: error: CONFIGURATION must be release or debug, not '$configuration'" >&2
    exit 64
    ;;
esac
case "$prefix" in
  /*) ;;
  *)
    echo "install: error: PREFIX must be an absolute path (where the tool will live), not '$prefix'" >&2
    exit 64
    ;;
esac
if [ -z "${MANUAL_DATE:-}" ]; then
  MANUAL_DATE="$(git log -1 --format=%cs 2>/dev/null || true)"
fi
manual_date="${MANUAL_DATE:-2026-01-01}"

"$swift" build -c "$configuration" --scratch-path "$scratch" --product snapreplay "${build_flags[@]}"
binary="$scratch/$configuration/snapreplay"

# swift-argument-parser's `generate-manual` is an executable of its GenerateManual command
# plugin, not a product; asking the plugin for its help builds the tool (and nothing else of the
# package, unlike the plugin's own run, which builds every product) and leaves it in the build
# folder, where it is run on the binary being installed.
"$swift" package --scratch-path "$scratch" generate-manual --help >/dev/null
# SwiftPM names a plugin's tool `generate-manual-tool` (older versions `generate-manual`).
generator="$(find "$scratch" -type f \( -name generate-manual-tool -o -name generate-manual \) \
  -perm -u+x -not -path '*/checkouts/*' -print -quit)"
if [ -z "$generator" ]; then
  echo "install: error: swift-argument-parser's generate-manual was not built under $scratch" >&2
  exit 2
fi

staging="$(mktemp -d)"
trap 'rm -rf "$staging"' EXIT
"$generator" "$binary" --date "$manual_date" --output-directory "$staging"
for shell in bash zsh fish; do
  "$binary" --generate-completion-script "$shell" >"$staging/completion.$shell"
done

root="$destdir$prefix"
install -d "$root/bin" "$root/share/man/man1" "$root/share/bash-completion/completions" \
  "$root/share/zsh/site-functions" "$root/share/fish/vendor_completions.d"
install -m 755 "$binary" "$root/bin/snapreplay"
install -m 644 "$staging/snapreplay.1" "$root/share/man/man1/snapreplay.1"
install -m 644 "$staging/completion.bash" "$root/share/bash-completion/completions/snapreplay"
install -m 644 "$staging/completion.zsh" "$root/share/zsh/site-functions/_snapreplay"
install -m 644 "$staging/completion.fish" "$root/share/fish/vendor_completions.d/snapreplay.fish"
echo "installed snapreplay $("$root/bin/snapreplay" --version) under $root"
