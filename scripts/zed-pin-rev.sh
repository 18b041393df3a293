#!/usr/bin/env bash
# Pins the grammar `rev` of the Zed extension (editors/zed/extension.toml) to
# a commit of this repository. Zed clones the repository, checks out `rev`
# (a full SHA; branch names are not accepted) and builds the grammar found
# there, so `rev` must hold the grammar that editors/zed's queries were
# written for. The default is the last commit that changed the parser Zed
# compiles (src/parser.c, src/scanner.c and the other generated sources; a
# grammar.js edit that generates the same parser does not count): it exists
# as soon as the grammar change is committed, and stays right until the
# parser changes again. Run this after such a change (and after a merge that
# rewrote those commits), then commit extension.toml.
#
#   bash scripts/zed-pin-rev.sh           pin to the last commit that changed the parser
#   bash scripts/zed-pin-rev.sh REV       pin to REV (any commit name)
#   bash scripts/zed-pin-rev.sh --check   exit 1 if the pinned rev is not that commit
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
toml="$repo/editors/zed/extension.toml"
cd "$repo"
git rev-parse --is-inside-work-tree >/dev/null 2>&1 || { echo "zed-pin-rev: not a git checkout" >&2; exit 2; }

grammar_commit() {
  git log -1 --format=%H -- src/parser.c src/scanner.c src/grammar.json src/node-types.json src/tree_sitter
}
pinned() {
  sed -n '/^\[grammars\.yaoxiang\]/,/^\[/s/^rev *= *"\([0-9a-f]*\)".*/\1/p' "$toml" | head -n 1
}

if [[ "${1:-}" == --check ]]; then
  want="$(grammar_commit)"
  have="$(pinned)"
  if [[ -z "$want" ]]; then echo "zed-pin-rev: no commit changes the parser (shallow clone?)" >&2; exit 2; fi
  if [[ "$have" != "$want" ]]; then
    echo "editors/zed/extension.toml pins rev ${have:-(none)}, but the parser was last changed in $want: run bash scripts/zed-pin-rev.sh" >&2
    exit 1
  fi
  echo "editors/zed/extension.toml pins the last commit that changed the parser, $want"
  exit 0
fi

if [[ $# -gt 0 ]]; then rev="$(git rev-parse --verify "$1^{commit}")"; else rev="$(grammar_commit)"; fi
[[ "$rev" =~ ^[0-9a-f]{40}$ ]] || { echo "zed-pin-rev: no commit to pin (got '$rev')" >&2; exit 2; }
git cat-file -e "$rev:grammar.js" 2>/dev/null || { echo "zed-pin-rev: $rev has no grammar.js" >&2; exit 2; }
tmp="$(mktemp)"
sed '/^\[grammars\.yaoxiang\]/,/^\[/s/^rev *= *"[^"]*"/rev = "'"$rev"'"/' "$toml" >"$tmp"
grep -q "^rev = \"$rev\"" "$tmp" || { rm -f "$tmp"; echo "zed-pin-rev: no rev line under [grammars.yaoxiang] in $toml" >&2; exit 2; }
cat "$tmp" >"$toml"
rm -f "$tmp"
echo "editors/zed/extension.toml: rev = $rev ($(git log -1 --format='%h %s' "$rev" | cut -c1-70))"
