#!/usr/bin/env bash
# `make install-check`: installs the tool as a user would (`make install` with a PREFIX, then
# again staged under a DESTDIR) into a scratch folder and uses what was installed: the binary
# runs and renders the demo, `man` shows the page, and bash completes a subcommand and an option
# through the installed completion script. Exits 1 naming the first thing that is wrong.
#
# Usage: scripts/install-check.sh (environment as scripts/install-tool.sh; CONFIGURATION=debug
# reuses `make test-fast`'s build).
set -euo pipefail
cd "$(dirname "$0")/.."
repository="$PWD"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

fail() {
  echo "install-check: error: $*" >&2
  exit 1
}

# 1. PREFIX alone: the tool lives where it is installed.
PREFIX="$scratch/prefix" DESTDIR="" scripts/install-tool.sh >"$scratch/install.log" 2>&1 \
  || { cat "$scratch/install.log" >&2; fail "make install PREFIX=$scratch/prefix failed"; }
root="$scratch/prefix"
for file in bin/snapreplay share/man/man1/snapreplay.1 share/bash-completion/completions/snapreplay \
  share/zsh/site-functions/_snapreplay share/fish/vendor_completions.d/snapreplay.fish; do
  [ -s "$root/$file" ] || fail "make install did not install $file under PREFIX"
done
[ -x "$root/bin/snapreplay" ] || fail "the installed snapreplay is not executable"

# 2. DESTDIR: everything under DESTDIR/PREFIX, nothing at PREFIX itself.
PREFIX="/opt/snapreplay" DESTDIR="$scratch/stage" scripts/install-tool.sh >"$scratch/stage.log" 2>&1 \
  || { cat "$scratch/stage.log" >&2; fail "make install DESTDIR=… PREFIX=/opt/snapreplay failed"; }
[ -x "$scratch/stage/opt/snapreplay/bin/snapreplay" ] \
  || fail "make install DESTDIR=$scratch/stage did not stage bin/snapreplay under DESTDIR/PREFIX"
cmp -s "$root/share/man/man1/snapreplay.1" "$scratch/stage/opt/snapreplay/share/man/man1/snapreplay.1" \
  || fail "two installs of the same commit gave different man pages"

# 3. The installed binary works away from the repository.
installed="$root/bin/snapreplay"
version="$(cd "$scratch" && "$installed" --version)"
[ "$version" = "$(head -n 1 VERSION)" ] || fail "installed snapreplay --version says '$version', VERSION says '$(head -n 1 VERSION)'"
(cd "$scratch" && "$installed" render "$repository/Recordings/insertion-sort.jsonl" --output frames \
  --fps 2 --scale 0.25 --quiet) || fail "the installed snapreplay could not render the demo"
ls "$scratch"/frames/frame-*.png >/dev/null 2>&1 || fail "the installed snapreplay rendered no frames"

# 4. The man page: `man` formats it (mdoc's warnings about blank lines in the help texts go
# to standard error), with every subcommand and their options.
page="$(MANWIDTH=100 man -l "$root/share/man/man1/snapreplay.1" 2>/dev/null | col -b)" \
  || fail "man could not format the installed man page"
grep -q "^SNAPREPLAY(1)" <<<"$page" || fail "the man page has no SNAPREPLAY(1) header"
for subcommand in info check diff render report sheet compare verify merge merge-frames approve; do
  grep -qE "^ +$subcommand( +|$)" <<<"$page" || fail "the man page does not describe '$subcommand'"
done
for option in --suite --golden --shard --record; do
  grep -qF -- "$option" <<<"$page" || fail "the man page does not mention '$option'"
done

# 5. bash completes through the installed script, as a shell with bash-completion would load it.
completions="$(bash --norc --noprofile -c '
  source "$1"
  COMP_WORDS=(snapreplay ver); COMP_CWORD=1; COMP_LINE="snapreplay ver"; COMP_POINT=${#COMP_LINE}
  _snapreplay snapreplay ver snapreplay
  printf "%s\n" "${COMPREPLY[@]}"
  COMP_WORDS=(snapreplay verify --sui); COMP_CWORD=2; COMP_LINE="snapreplay verify --sui"
  COMP_POINT=${#COMP_LINE}
  COMPREPLY=()
  _snapreplay snapreplay --sui verify
  printf "%s\n" "${COMPREPLY[@]}"
' completion "$root/share/bash-completion/completions/snapreplay" 2>&1)" \
  || fail "bash could not load the installed completion script: $completions"
grep -qx "verify" <<<"$completions" || fail "bash did not complete 'snapreplay ver' to verify: $completions"
grep -qx -- "--suite" <<<"$completions" \
  || fail "bash did not complete 'snapreplay verify --sui' to --suite: $completions"
grep -q "#compdef snapreplay" "$root/share/zsh/site-functions/_snapreplay" \
  || fail "the zsh completion script has no #compdef line"
grep -q "complete -c 'snapreplay'" "$root/share/fish/vendor_completions.d/snapreplay.fish" \
  || fail "the fish completion script completes no snapreplay"

echo "install-check: installed under PREFIX and DESTDIR; the binary renders, man shows the page, bash completes"
