#!/bin/sh
# Copies the YaoXiang Neovim support into a Neovim configuration (no symlinks):
#   queries/yaoxiang/*.scm   -> <config>/queries/yaoxiang/
#   ftdetect/yaoxiang.lua    -> <config>/ftdetect/
#   ftplugin/yaoxiang.lua    -> <config>/ftplugin/
# and, with --parser, compiles the grammar into
#   <data>/site/parser/yaoxiang.so
# (only needed without nvim-treesitter; see README.md).
#
# Usage: editors/neovim/install.sh [--parser] [--config DIR] [--data DIR] [--force]
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

while [ $# -gt 0 ]; do
  case "$1" in
    --parser) parser=1 ;;
    --force) force=1 ;;
    --config) shift; config="$1" ;;
    --data) shift; data="$1" ;;
    -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
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
  cc=${CC:-cc}
  mkdir -p "$data/site/parser"
  case "$(uname -s)" in
    Darwin) shared="-dynamiclib" ;;
    *) shared="-shared" ;;
  esac
  "$cc" -O2 -fPIC $shared -I"$repo/src" "$repo/src/parser.c" "$repo/src/scanner.c" \
    -o "$data/site/parser/yaoxiang.so"
  echo "installed $data/site/parser/yaoxiang.so"
fi
