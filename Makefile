# The two commands: `make demo` (the main job) and `make test`.
SWIFT ?= swift

.PHONY: demo test system-packages recordings lint

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
test: system-packages lint
	$(SWIFT) build --build-tests
	$(SWIFT) test
	$(SWIFT) test -c release -Xswiftc -enable-testing

## Checks the house style (.swift-format); never rewrites files.
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Benchmarks Package.swift
