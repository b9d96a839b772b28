# The two commands: `make demo` (the main job) and `make test`.
SWIFT ?= swift

.PHONY: demo test system-packages recordings lint

system-packages:
	@scripts/install-system-packages.sh

## Regenerates the demo recordings, then shows and checks them.
demo: system-packages
	$(SWIFT) build -c release --product snapreplay
	$(SWIFT) build -c release --product snapreplay-demos
	$(SWIFT) run -c release snapreplay-demos Recordings
	@for recording in Recordings/*.jsonl; do \
	  .build/release/snapreplay info "$$recording"; echo; \
	done
	-.build/release/snapreplay check Recordings/*.jsonl

## Builds and runs every test.
test: system-packages
	$(SWIFT) build --build-tests
	$(SWIFT) test
