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
	$(SWIFT) build -c release --product snapreplay --product snapreplay-demos
	.build/release/snapreplay-demos Recordings
	@for recording in Recordings/*.jsonl; do .build/release/snapreplay info "$$recording"; echo; done
	-.build/release/snapreplay check Recordings/*.jsonl

## Builds and runs every test.
test: system-packages
	$(SWIFT) build --build-tests
	$(SWIFT) test
