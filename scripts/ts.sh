#!/usr/bin/env bash
# Runs the tree-sitter CLI with every argument passed through:
#   bash scripts/ts.sh generate
#   bash scripts/ts.sh test
# The CLI is looked up on PATH in this order: whatever the user already has
# (a normally installed `tree-sitter`), then this package's node_modules/.bin
# (the optional `tree-sitter-cli` dependency), then ../shared/tools next to the
# repository (a wrapper around Debian's tree-sitter-cli for machines where the
# npm package cannot download its binary). The first candidate that actually
# runs (`tree-sitter --version` succeeds) is used, so a broken npm shim whose
# binary never downloaded is skipped. $TREE_SITTER_BIN overrides everything.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$PATH:$repo/node_modules/.bin:$repo/../shared/tools"

if [[ -n "${TREE_SITTER_BIN:-}" ]]; then exec "$TREE_SITTER_BIN" "$@"; fi

IFS=: read -ra dirs <<<"$PATH"
for d in "${dirs[@]}"; do
  [[ -n "$d" ]] || continue
  c="$d/tree-sitter"
  if [[ -f "$c" && -x "$c" ]] && "$c" --version >/dev/null 2>&1; then
    exec "$c" "$@"
  fi
done

cat >&2 <<'MSG'
scripts/ts.sh: no working tree-sitter CLI found.
Install one of:
  npm install -g tree-sitter-cli        (downloads a prebuilt binary)
  cargo install --locked tree-sitter-cli
or set TREE_SITTER_BIN=/path/to/tree-sitter.
MSG
exit 127
