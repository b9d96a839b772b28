# The two commands: `make demo` (the main job) and `make test`; `make test-fast` while working.
SWIFT ?= swift

.PHONY: demo test test-fast test-release system-packages recordings lint architecture \
  apple-surface docs fuzz fuzz-build hostile hostile-build release-builds browser-test \
  report-screenshots bench install install-check consumer-check plugin-check dist dist-check \
  action-check

system-packages:
	@scripts/install-system-packages.sh

## The main job: renders the insertion-sort demo to Output/insertion-sort/.
demo: system-packages
	$(SWIFT) build -c release --product snapreplay
	.build/release/snapreplay render Recordings/insertion-sort.jsonl --output Output/insertion-sort

## Regenerates the demo recordings (byte-identical on every run), then shows and checks them.
recordings: system-packages
	$(SWIFT) build -c release --product snapreplay
	$(SWIFT) build -c release --product snapreplay-demos
	.build/release/snapreplay-demos Recordings
	@for recording in Recordings/*.jsonl; do .build/release/snapreplay info "$$recording"; echo; done
	-.build/release/snapreplay check Recordings/*.jsonl

## Lints, checks the architecture, compiles the Apple-only files against the stubs, fuzzes for
## half a minute, builds and runs every test in debug, then runs the release binary on hostile
## inputs and the debug one in Chromium; validates the GitHub Action (`action-check`) and installs
## the debug build into a scratch prefix and uses it (`install-check`). Each configuration is
## built once: `release-builds` builds the fuzzer and the release product (with `make demo`'s
## flags, so either reuses the other's build) side by side, so that the `fuzz` and `hostile`
## phases only run them, and `install-check`, `plugin-check` and `browser-test` reuse the debug
## tests' build (`test-fast`). Every phase prints how long it took; the whole must stay under
## 20 minutes on 2 cores (CONTRIBUTING in README.md has the last figures). The release test suite
## (`make test-release`) is not part of it: it rebuilds every module and test with other flags
## for about six minutes, and what optimization can change is what the release-built fuzzer and
## hostile check exercise on the release code paths.
PHASE = scripts/timed-phase.sh
test: system-packages
	@$(PHASE) lint $(MAKE) --no-print-directory lint
	@$(PHASE) architecture $(MAKE) --no-print-directory architecture
	@$(PHASE) apple-surface $(MAKE) --no-print-directory apple-surface
	@$(PHASE) release-builds $(MAKE) --no-print-directory release-builds
	@$(PHASE) fuzz $(MAKE) --no-print-directory fuzz FUZZ_SECONDS=30 FUZZ_SEED=1
	@$(PHASE) action-check $(MAKE) --no-print-directory action-check
	@$(PHASE) test-fast $(MAKE) --no-print-directory test-fast
	@$(PHASE) install-check $(MAKE) --no-print-directory install-check CONFIGURATION=debug
	@$(PHASE) plugin-check $(MAKE) --no-print-directory plugin-check
	@$(PHASE) hostile $(MAKE) --no-print-directory hostile HOSTILE_SECONDS=30 HOSTILE_SEED=1
	@$(PHASE) browser-test $(MAKE) --no-print-directory browser-test

## Every test in release (optimized generics, assertions stripped): `-enable-testing` makes it a
## build of its own; run it before a release and after touching unsafe or performance code.
test-release: system-packages
	$(SWIFT) test -c release -Xswiftc -enable-testing

## The loop while working: the debug build and the debug tests only, incremental (no lint,
## fuzzing, release build, hostile inputs or browser). One test:
## `swift test --skip-build --filter HelpTests/helpNamesTheTool` after `swift build --build-tests`.
test-fast: system-packages
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## Installs the tool: `make install PREFIX=~/.local` (default /usr/local; DESTDIR stages it for
## a package) puts the release binary in PREFIX/bin, its man page in PREFIX/share/man/man1 and
## its bash, zsh and fish completions where each shell looks under PREFIX/share; the man page and
## completions come from swift-argument-parser's generators run on that binary.
## CONFIGURATION=debug installs the debug build instead.
PREFIX ?= /usr/local
DESTDIR ?=
CONFIGURATION ?= release
install: system-packages
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" CONFIGURATION="$(CONFIGURATION)" SWIFT="$(SWIFT)" \
	  scripts/install-tool.sh

## `make install` into a scratch prefix and a scratch DESTDIR, then the installed tool renders
## the demo, `man` shows its page and bash completes through its completion script. Part of
## `make test` with the debug build that `test-fast` made.
install-check:
	@scripts/install-system-packages.sh man-db bsdextrautils
	CONFIGURATION="$(CONFIGURATION)" SWIFT="$(SWIFT)" scripts/install-check.sh

## The command plugin and test attachments, bounded (scripts/plugin-check.sh): from this package
## itself, reusing the debug build `test-fast` made (about 30 s): `swift package snapreplay …`
## (check; verify --suite recording goldens with --allow-writing-to-package-directory, passing,
## failing; the statuses 1, 2 and 64) and `swift test --attachments-path` of the tests that fail
## on purpose. Part of `make test`; `consumer-check` below is the whole, from another package.
plugin-check: system-packages
	SWIFT="$(SWIFT)" scripts/plugin-check.sh

## The package from a consumer's side (scripts/consumer-check.sh): writes a package that depends
## on this one by path, runs `swift package snapreplay …` there (check, verify --suite recording
## with --allow-writing-to-package-directory, passing, failing, the write note) and
## `swift test --attachments-path` of failing tests, whose golden, actual and difference PNGs must
## be saved there. Its first run builds the tool and the libraries in the consumer (about 15 min
## on 2 cores; its build folder .build/consumer-check is kept), so it is not in `make test`;
## CONSUMER_SECONDS bounds it.
CONSUMER_SECONDS ?= 2400
consumer-check: system-packages
	timeout $(CONSUMER_SECONDS) scripts/consumer-check.sh

## The release archive for machines without Swift (scripts/dist.sh): a release binary with the
## Swift standard library and Foundation linked statically, its man page, completions, licenses
## and runtime package list, packed as .build-dist/dist/snapreplay-VERSION-linux-ARCH.tar.gz.
## Builds in its own folder (.build-dist), so the first run is a whole release build.
dist: system-packages
	scripts/dist.sh

## The archive on a minimal Debian with no Swift toolchain (scripts/dist-check.sh, root only):
## debootstrap, scripts/install-runtime.sh (the Containerfile's runtime step) in a chroot, two
## demos rendered there byte-identical to the host build (about 3 min past the archive). Heavy (a static release build, a Debian
## install), so not in `make test`; DIST_CHECK_SECONDS bounds it.
DIST_CHECK_SECONDS ?= 3600
dist-check: system-packages
	$(SWIFT) build --product snapreplay
	timeout $(DIST_CHECK_SECONDS) scripts/dist-check.sh

## Drives `snapreplay report`'s player in headless Chromium (Tests/Browser/report_player_test.py):
## every key, deep link, step row, search and the inspect popup; then `verify --report`'s page
## (Tests/Browser/verify_report_test.py): tabs, swipe, frame strip, the approvals download and
## `snapreplay approve`; then `render --apng` decoded frame by frame by Pillow, ffmpeg and
## Chromium (Tests/Browser/apng_decoders_test.py); installs chromium,
## chromium-driver and selenium when missing. Bounded: the run stops after BROWSER_SECONDS.
BROWSER_SECONDS ?= 300
browser-test: system-packages
	@scripts/install-browser-test-packages.sh
	$(SWIFT) build --product snapreplay
	timeout $(BROWSER_SECONDS) python3 Tests/Browser/report_player_test.py \
	  --snapreplay .build/debug/snapreplay
	timeout $(BROWSER_SECONDS) python3 Tests/Browser/verify_report_test.py \
	  --snapreplay .build/debug/snapreplay
	timeout $(BROWSER_SECONDS) python3 Tests/Browser/apng_decoders_test.py \
	  --snapreplay .build/debug/snapreplay
	timeout $(BROWSER_SECONDS) python3 Tests/Browser/verify_report_masks_test.py \
	  --snapreplay .build/debug/snapreplay

## Re-takes the README's screenshots of the player (docs/images/report-*.png) and of the verify
## report (docs/images/verify-report.png), and prints each
## demo's report size and load time.
report-screenshots: system-packages
	@scripts/install-browser-test-packages.sh
	$(SWIFT) build --product snapreplay
	timeout $(BROWSER_SECONDS) python3 Tests/Browser/report_player_test.py \
	  --snapreplay .build/debug/snapreplay --screenshots docs/images --timings
	timeout $(BROWSER_SECONDS) python3 Tests/Browser/verify_report_test.py \
	  --snapreplay .build/debug/snapreplay --screenshot docs/images/verify-report.png
	timeout $(BROWSER_SECONDS) python3 Tests/Browser/verify_report_masks_test.py \
	  --snapreplay .build/debug/snapreplay --screenshot docs/images/verify-report-masks.png

## Checks the module graph against docs/Architecture.md: the app-side product holds no reader,
## parser, lint or C target; no target depends on a later stage; every import is declared.
architecture:
	python3 scripts/check-architecture.py

## Validates action.yml (the GitHub Action) against GitHub's action metadata schema and the
## sharded workflow example against the workflow schema, as check-jsonschema (PyPI) vendors them.
action-check:
	scripts/action-check.sh

## Compiles the project's `#if canImport(UIKit)` / `canImport(AppKit)` files and
## Examples/InsertionSort on Linux against the signature-only UIKit and AppKit stubs in
## Tests/AppleSurface (README, "Record in your app", says what this proves and what it does not).
apple-surface:
	$(SWIFT) build --package-path Tests/AppleSurface

## Builds the DocC documentation of every library module into .build/docs/<Module>/.
DOC_TARGETS = SnapshotModel SnapshotRecording RecordingValidation SnapshotDiff ReplayRendering ReplayTesting ReplaySnapshotTesting
docs:
	@mkdir -p .build/docs
	@for target in $(DOC_TARGETS); do \
	  $(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation \
	    --target "$$target" --output-path ".build/docs/$$target" --warnings-as-errors || exit 1; \
	done

## Checks the house style (.swift-format); never rewrites files.
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Benchmarks Fuzz Examples Plugins \
	  Package.swift

## libFuzzer over read → validate → diff → timeline for FUZZ_SECONDS (Fuzz/README.md), built
## with --sanitize=fuzzer into its own build folder; prints libFuzzer's stats, or its report and
## the crashing input's path when an input crashes. FUZZ_SEED=0 picks a random seed; `make test`
## fixes it, so that its minute explores the same inputs on every run.
FUZZ_SECONDS ?= 600
FUZZ_SEED ?= 0
FUZZ_BUILD ?= .build-fuzz
fuzz: system-packages fuzz-build
	@mkdir -p $(FUZZ_BUILD)/corpus $(FUZZ_BUILD)/crashes
	@echo "fuzzing for $(FUZZ_SECONDS) s (log: $(FUZZ_BUILD)/fuzz.log)"
	@SWIFT_BACKTRACE=enable=no $(FUZZ_BUILD)/release/snapreplay-fuzz $(FUZZ_BUILD)/corpus Fuzz/Corpus \
	  -dict=Fuzz/recording.dict -max_total_time=$(FUZZ_SECONDS) -seed=$(FUZZ_SEED) \
	  -max_len=8192 -timeout=10 \
	  -rss_limit_mb=1024 -artifact_prefix=$(FUZZ_BUILD)/crashes/ -print_final_stats=1 \
	  > $(FUZZ_BUILD)/fuzz.log 2>&1 \
	  || { tail -n 60 $(FUZZ_BUILD)/fuzz.log; ls $(FUZZ_BUILD)/crashes; exit 1; }
	@grep -E '^(Done|stat::)' $(FUZZ_BUILD)/fuzz.log

## The libFuzzer target alone (what `make fuzz` runs), built as `make fuzz` says above.
fuzz-build: system-packages
	SNAPREPLAY_FUZZ=1 $(SWIFT) build -c release --sanitize=fuzzer --scratch-path $(FUZZ_BUILD) \
	  --product snapreplay-fuzz

## The built tool on hostile inputs (Fuzz/README.md): the fuzzing seeds, every crash found,
## hostile recordings and option values, then HOSTILE_SECONDS of seeded mutations, each through
## info, check, diff, render, sheet and verify; a run still going after 60 s of CPU per core
## (or 5 × 60 s of wall-clock time) or past 1 GiB of resident memory is killed and fails the
## check, as does any exit status but 0, 1, 2 and 64. The binary is `make demo`'s
## (`hostile-build`), so that either reuses the other's build.
HOSTILE_SECONDS ?= 60
HOSTILE_SEED ?= 1
hostile: system-packages hostile-build
	python3 scripts/hostile-check.py --binary .build/release/snapreplay \
	  --seconds $(HOSTILE_SECONDS) --seed $(HOSTILE_SEED)

## The release tool alone, with `make demo`'s flags: what `hostile` runs.
hostile-build: system-packages
	$(SWIFT) build -c release --product snapreplay

## `make test`'s two release configurations, built at the same time (`make -j2`): the fuzzer
## (`fuzz-build`, in .build-fuzz) and the tool (`hostile-build`, in .build). A release build
## compiles each module whole, and this package's modules import one another in a chain, so
## alone it often runs one compiler thread (42 % of a clean release build's samples, 2026-11-28)
## and leaves the other core idle; side by side the two keep both cores busy (86 % of the
## pair's samples) and end sooner for the same CPU time. The packages are resolved first, one
## folder after the other, so that the two builds never fetch at once. Each build's output is
## printed whole when it ends.
release-builds: system-packages
	$(SWIFT) package resolve
	SNAPREPLAY_FUZZ=1 $(SWIFT) package --scratch-path $(FUZZ_BUILD) resolve
	@$(MAKE) --no-print-directory -j2 --output-sync=target fuzz-build hostile-build

## Issue 14's performance table (docs/Performance.md): builds the release binaries and the C
## peer, writes the seeded workloads into $(BENCH_DIRECTORY), then runs each workload with ours
## and its peer in the same run. BENCH_SCALE=full uses the issue's sizes (a 550 MB chat
## recording); the default runs in a few minutes on 2 cores. Not part of `make test` or the CI.
BENCH_SCALE ?= quick
BENCH_SEED ?= 14
BENCH_REPEAT ?= 1
BENCH_DIRECTORY ?= .build/bench
BENCH_ONLY ?=
bench:
	@scripts/install-system-packages.sh time
	@python3 -c 'import orjson, simdjson' 2>/dev/null || python3 -m pip install --quiet orjson pysimdjson
	$(SWIFT) build -c release --product snapreplay
	$(SWIFT) build -c release --product RecorderBenchmark
	$(SWIFT) build -c release --product Base64Benchmark
	@mkdir -p $(BENCH_DIRECTORY)
	gcc -O2 -o $(BENCH_DIRECTORY)/naive-grid-png Benchmarks/Peers/naive-grid-png.c \
	  $$(pkg-config --cflags --libs cairo)
	gcc -O2 -o $(BENCH_DIRECTORY)/naive-list-png Benchmarks/Peers/naive-list-png.c \
	  $$(pkg-config --cflags --libs pangocairo cairo)
	python3 scripts/bench-workloads.py --seed $(BENCH_SEED) --scale $(BENCH_SCALE) $(BENCH_DIRECTORY)
	@python3 scripts/bench.py --directory $(BENCH_DIRECTORY) --binaries .build/release \
	  --repeat $(BENCH_REPEAT) $(foreach group,$(BENCH_ONLY),--only $(group))
