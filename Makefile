# The two commands: `make demo` (the main job) and `make test`.
SWIFT ?= swift

.PHONY: demo test system-packages recordings lint architecture docs

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

## Lints, then builds and runs every test in debug and in release (release strips assertions
## and optimizes generics, so both are exercised).
test: system-packages lint architecture
	$(SWIFT) build --build-tests
	$(SWIFT) test
	$(SWIFT) test -c release -Xswiftc -enable-testing

## Checks the module graph against docs/Architecture.md: the app-side product holds no reader,
## parser, lint or C target; no target depends on a later stage; every import is declared.
architecture:
	python3 scripts/check-architecture.py

## Builds the DocC documentation of every library module into .build/docs/<Module>/.
DOC_TARGETS = DiffableSnapshot SnapshotRecording RecordingValidation SnapshotDiff ReplayRendering ReplayTesting
docs:
	@mkdir -p .build/docs
	@for target in $(DOC_TARGETS); do \
	  $(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation \
	    --target "$$target" --output-path ".build/docs/$$target" --warnings-as-errors || exit 1; \
	done

## Checks the house style (.swift-format); never rewrites files.
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Benchmarks Package.swift
