#!/usr/bin/env bash
# Regenerates the parser from grammar.js with the tree-sitter CLI (its default
# ABI): src/parser.c, src/grammar.json, src/node-types.json, src/tree_sitter/.
# Extra arguments go to `tree-sitter generate` (e.g. --report-states-for-rule).
# Rebuild the wasm afterwards with `npm run build:wasm`.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
if [[ ! -f grammar.js ]]; then
  echo "scripts/generate.sh: $repo/grammar.js not found" >&2
  exit 1
fi
bash "$repo/scripts/ts.sh" generate "$@"
echo "generated src/parser.c src/grammar.json src/node-types.json src/tree_sitter/ (now run: npm run build:wasm)"
