#!/usr/bin/env bash
# Headless editor test (npm run test:editors; .ci/run runs it): for Neovim
# 0.12 (NVIM_SUITE=sid) and 0.10 (NVIM_SUITE=trixie), through ../shared/tools/nvim,
#   1. editors/neovim/install.sh --parser into fresh XDG config and data
#      folders (it must pick ABI 15 for 0.12, ABI 14 for 0.10);
#   2. test/editors/nvim/editor-test.lua in that Neovim: filetype and
#      highlighting of corpus files, no warning, captures at chosen positions,
#      @spell, folds, indentation of typed-in blocks (nvim-treesitter's
#      indentexpr, from scripts/nvim-treesitter.sh), vim.treesitter.query.lint
#      of every installed query file, and the installed parser's trees against
#      the default build's on every input;
#   3. for 0.10, test/editors/nvim/load-failure-test.lua: an ABI-15 parser is
#      reported once (vim.notify), not silently left without colours.
# Skips (and says so) when ../shared/tools/nvim is not there; a Neovim that is
# there but fails is a failure. NVIM_SUITES="sid" runs one suite only.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
nvim="$(cd "$repo/.." && pwd)/shared/tools/nvim"
suites="${NVIM_SUITES:-sid trixie}"
if [[ ! -x "$nvim" ]]; then
  echo "test:editors: SKIPPED: $nvim not found (the headless Neovim test needs ../shared/tools/nvim)"
  exit 0
fi
tmp="$(mktemp -d "${TMPDIR:-/tmp}/yaoxiang-editors.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT

(cd "$repo" && npx tsx test/editors/nvim/expected-trees.ts "$tmp/trees.json")
nvim_treesitter="$(bash "$repo/scripts/nvim-treesitter.sh" 2>"$tmp/nvim-treesitter.log")" || {
  nvim_treesitter=""
  echo "test:editors: no nvim-treesitter, indentation checks will be skipped: $(tail -n 1 "$tmp/nvim-treesitter.log")"
}

failed=0
for suite in $suites; do
  case "$suite" in sid) abi=15 ;; trixie) abi=14 ;; *) echo "test:editors: unknown suite $suite" >&2; exit 2 ;; esac
  echo
  echo "==> Neovim from Debian $suite: $(NVIM_SUITE="$suite" "$nvim" --version | head -n 1)"
  home="$tmp/$suite"
  mkdir -p "$home/config" "$home/data" "$home/state"
  export XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" XDG_STATE_HOME="$home/state"
  NVIM_SUITE="$suite" sh "$repo/editors/neovim/install.sh" --parser --nvim "$nvim" >"$home/install.log" 2>&1 ||
    { cat "$home/install.log"; echo "FAILED: install.sh --parser ($suite)"; failed=1; continue; }
  if ! grep -q "yaoxiang.so (tree-sitter ABI $abi)" "$home/install.log"; then
    cat "$home/install.log"; echo "FAILED: install.sh did not build ABI $abi for Neovim from $suite"; failed=1; continue
  fi
  echo "install.sh --parser: $(grep -c '^installed' "$home/install.log") files installed, parser built for ABI $abi"
  NVIM_SUITE="$suite" YX_REPO="$repo" YX_TREES="$tmp/trees.json" YX_ABI="$abi" YX_NVIM_TREESITTER="$nvim_treesitter" \
    "$nvim" --headless -n -i NONE -c "luafile $repo/test/editors/nvim/editor-test.lua" </dev/null || failed=1
  if [[ "$abi" == 14 ]]; then
    # A parser this Neovim cannot load (ABI 15) must be reported, once.
    sh "$repo/editors/neovim/install.sh" --parser --abi 15 --config "$home/wrong/config" --data "$home/wrong/data" >/dev/null 2>&1 ||
      { echo "FAILED: install.sh --parser --abi 15"; failed=1; }
    NVIM_SUITE="$suite" YX_REPO="$repo" YX_PARSER_SITE="$home/wrong/data/site" \
      "$nvim" --clean --headless -n -i NONE -c "luafile $repo/test/editors/nvim/load-failure-test.lua" </dev/null || failed=1
  fi
  unset XDG_CONFIG_HOME XDG_DATA_HOME XDG_STATE_HOME
done
exit "$failed"
