#!/bin/sh
# Copies the YaoXiang Neovim support into a Neovim configuration (no symlinks):
#   queries/yaoxiang/*.scm   -> <config>/queries/yaoxiang/
#   ftdetect/yaoxiang.lua    -> <config>/ftdetect/
#   ftplugin/yaoxiang.lua    -> <config>/ftplugin/
# and, with --parser, compiles the grammar into
#   <data>/site/parser/yaoxiang.so
# (only needed without nvim-treesitter; see README.md).
#
# The parser is built for the tree-sitter ABI of the Neovim that will load
# it: 15 (src/parser.c as committed) for Neovim 0.11 and newer, 14 for Neovim
# 0.10, which cannot load ABI 15. The ABI-14 parser is src/parser.c with the
# ABI-15 additions taken out of its lexer-mode table (what
# `tree-sitter generate --abi 14` writes); it has no reserved words, which
# changes how some broken code is read (see README.md).
#
# Usage: editors/neovim/install.sh [--parser] [--abi 14|15] [--nvim PATH]
#                                  [--config DIR] [--data DIR] [--force]
#   --parser      also compile the parser (needs a C compiler: $CC or cc)
#   --abi N       build for ABI N instead of asking Neovim which one it loads
#   --nvim PATH   the Neovim to ask (default: nvim on PATH; without one, ABI 15)
#   --config DIR  Neovim config directory (default: ${XDG_CONFIG_HOME:-~/.config}/nvim)
#   --data DIR    Neovim data directory (default: ${XDG_DATA_HOME:-~/.local/share}/nvim)
#   --force       overwrite an existing ftplugin/ftdetect file that differs
set -eu

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
config="${XDG_CONFIG_HOME:-$HOME/.config}/nvim"
data="${XDG_DATA_HOME:-$HOME/.local/share}/nvim"
parser=0
force=0
abi=""
nvim=nvim

while [ $# -gt 0 ]; do
  case "$1" in
    --parser) parser=1 ;;
    --force) force=1 ;;
    --config) shift; config="$1" ;;
    --data) shift; data="$1" ;;
    --abi) shift; abi="$1" ;;
    --nvim) shift; nvim="$1" ;;
    -h|--help) sed -n '2,25p' "$0"; exit 0 ;;
    *) echo "install.sh: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done

copy() { # src dest-dir
  dest="$2/$(basename "$1")"
  if [ -f "$dest" ] && ! cmp -s "$1" "$dest" && [ "$force" -eq 0 ] && [ "${3:-}" != always ]; then
    echo "skipped $dest (exists and differs; use --force)" >&2
    return
  fi
  cp "$1" "$dest"
  echo "installed $dest"
}

mkdir -p "$config/queries/yaoxiang" "$config/ftdetect" "$config/ftplugin"
for f in "$here"/queries/yaoxiang/*.scm; do copy "$f" "$config/queries/yaoxiang" always; done
copy "$here/ftdetect/yaoxiang.lua" "$config/ftdetect"
copy "$here/ftplugin/yaoxiang.lua" "$config/ftplugin"

if [ "$parser" -eq 1 ]; then
  if [ -z "$abi" ]; then
    # vim.treesitter.language_version: the newest ABI this Neovim loads.
    abi=$("$nvim" --clean --headless -c 'lua io.stdout:write(tostring(vim.treesitter.language_version))' -c 'qa!' 2>/dev/null | tr -dc 0-9) || abi=""
    if [ -z "$abi" ]; then
      echo "install.sh: could not run '$nvim' to ask for its tree-sitter ABI; building ABI 15 (Neovim 0.11+; use --abi 14 for Neovim 0.10)" >&2
      abi=15
    fi
  fi
  case "$abi" in
    14) source="$(mktemp "${TMPDIR:-/tmp}/yaoxiang-parser.XXXXXX")"
        trap 'rm -f "$source"' EXIT
        sed -e 's/^#define LANGUAGE_VERSION 15$/#define LANGUAGE_VERSION 14/' \
            -e 's/^static const TSLexerMode ts_lex_modes\[/static const TSLexMode ts_lex_modes[/' \
            -e 's/, \.reserved_word_set_id = [0-9]*}/}/' "$repo/src/parser.c" >"$source"
        if ! grep -q '^#define LANGUAGE_VERSION 14$' "$source" || grep -q 'reserved_word_set_id' "$source" ||
           ! grep -q '^static const TSLexMode ts_lex_modes\[' "$source"; then
          echo "install.sh: src/parser.c is not the ABI-15 parser this script can turn into ABI 14" >&2
          exit 1
        fi ;;
    15) source="$repo/src/parser.c" ;;
    *) echo "install.sh: unsupported ABI '$abi' (14 for Neovim 0.10, 15 for 0.11+)" >&2; exit 2 ;;
  esac
  cc=${CC:-cc}
  mkdir -p "$data/site/parser"
  case "$(uname -s)" in
    Darwin) shared="-dynamiclib" ;;
    *) shared="-shared" ;;
  esac
  "$cc" -O2 -fPIC $shared -I"$repo/src" -x c "$source" -x c "$repo/src/scanner.c" \
    -o "$data/site/parser/yaoxiang.so"
  echo "installed $data/site/parser/yaoxiang.so (tree-sitter ABI $abi)"
fi
