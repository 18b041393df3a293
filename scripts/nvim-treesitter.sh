#!/usr/bin/env bash
# Prints the directory of an nvim-treesitter runtime (lua/nvim-treesitter/…)
# for the headless editor tests, which use its indentexpr to check
# queries/indents.scm the way nvim-treesitter users get it. Uses, in order:
#   1. $NVIM_TREESITTER_DIR, if set;
#   2. Debian's neovim-treesitter package (sid: the `main` branch), fetched once
#      with apt-get download into a cache dir next to ../shared/tools' Neovim.
# Exits 1 (and says why on stderr) when neither is available.
set -euo pipefail

if [[ -n "${NVIM_TREESITTER_DIR:-}" ]]; then echo "$NVIM_TREESITTER_DIR"; exit 0; fi
cache="${YX_TOOLS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/yaoxiang-tools}/neovim-treesitter"
runtime="$cache/root/usr/share/neovim-treesitter"
if [[ -f "$runtime/lua/nvim-treesitter/indent.lua" ]]; then echo "$runtime"; exit 0; fi

command -v apt-get >/dev/null 2>&1 && command -v dpkg >/dev/null 2>&1 ||
  { echo "nvim-treesitter.sh: no apt-get/dpkg to fetch Debian's neovim-treesitter; set NVIM_TREESITTER_DIR" >&2; exit 1; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/lists/partial" "$tmp/debs" "$tmp/cache/archives/partial"
# The Debian mirror this machine's apt already uses, with the sid suite.
uri="$(sed -n 's/^URIs:[[:space:]]*//p' /etc/apt/sources.list.d/*.sources 2>/dev/null | grep -v security | head -n 1 || true)"
[[ -n "$uri" ]] || uri="$(awk '$1 == "deb" && $2 !~ /security/ { print ($2 ~ /^\[/ ? $3 : $2); exit }' /etc/apt/sources.list 2>/dev/null || true)"
[[ -n "$uri" ]] || { echo "nvim-treesitter.sh: no Debian mirror configured for apt" >&2; exit 1; }
echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $uri sid main" >"$tmp/sources.list"
o=(-qq -oDir::Etc::SourceList="$tmp/sources.list" -oDir::Etc::SourceParts=/dev/null -oDir::State::Lists="$tmp/lists"
  -oDir::Cache="$tmp/cache" -oAPT::Sandbox::User=root -oDebug::NoLocking=1)
apt-get "${o[@]}" update >&2 && (cd "$tmp/debs" && apt-get "${o[@]}" download neovim-treesitter >&2) ||
  { echo "nvim-treesitter.sh: could not download Debian's neovim-treesitter" >&2; exit 1; }
mkdir -p "$tmp/unpacked"
dpkg -x "$tmp"/debs/*.deb "$tmp/unpacked"
[[ -f "$tmp/unpacked/usr/share/neovim-treesitter/lua/nvim-treesitter/indent.lua" ]] ||
  { echo "nvim-treesitter.sh: the package has no lua/nvim-treesitter/indent.lua" >&2; exit 1; }
mkdir -p "$cache"; rm -rf "$cache/root"; mv "$tmp/unpacked" "$cache/root"
echo "$runtime"
