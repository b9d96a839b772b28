#!/usr/bin/env bash
# `make action-check`: validates action.yml against GitHub's action metadata schema, and the
# sharded workflow example and .github/workflows/apple.yml against GitHub's workflow schema, as
# vendored by check-jsonschema (SchemaStore's schemas, shipped in the PyPI package, so nothing is fetched).
# A broken copy of action.yml must be rejected too, so the check is known to look.
# Installs check-jsonschema (CHECK_JSONSCHEMA_VERSION) with pip when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
version="${CHECK_JSONSCHEMA_VERSION:-0.39.0}"
if ! command -v check-jsonschema >/dev/null 2>&1; then
  python3 -m pip install --quiet --disable-pip-version-check "check-jsonschema==$version"
fi
check-jsonschema --builtin-schema vendor.github-actions action.yml
check-jsonschema --builtin-schema vendor.github-workflows docs/examples/github-actions-sharded-verify.yml
# The macOS job that builds the UIKit recorder (cell-image capture included) for the simulator.
check-jsonschema --builtin-schema vendor.github-workflows .github/workflows/apple.yml

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
sed 's/using: composite/using: compsite/' action.yml >"$scratch/action.yml"
if check-jsonschema --builtin-schema vendor.github-actions "$scratch/action.yml" >"$scratch/log" 2>&1; then
  echo "action-check: error: a copy of action.yml with 'using: compsite' passed the schema" >&2
  exit 1
fi
echo "action-check: action.yml, the sharded workflow example and apple.yml follow GitHub's schemas; a broken copy does not"
