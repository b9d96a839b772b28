#!/bin/sh
# The sh_test of BUILD.bazel: verifies this shard of the suite. snapreplay reads the shard from
# Bazel's TEST_SHARD_INDEX and TEST_TOTAL_SHARDS and prints where it took it from. snapreplay is
# the one on PATH: the Containerfile image's (BUILD.bazel's container-image), or `make install`'s.
set -eu
exec snapreplay verify --suite Tests/visual --results "$TEST_UNDECLARED_OUTPUTS_DIR"
