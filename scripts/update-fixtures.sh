#!/usr/bin/env bash
# Regenerates Tests/Fixtures/expected/*.result.json from Tests/Fixtures/specs with the
# current engines. Run it only after checking that a changed output is intended; the CLI
# tests compare against these files byte for byte.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product tessera
mkdir -p Tests/Fixtures/expected
for spec in Tests/Fixtures/specs/*.json; do
  name=$(basename "$spec" .json)
  .build/debug/tessera layout "$spec" -o "Tests/Fixtures/expected/$name.result.json"
done
