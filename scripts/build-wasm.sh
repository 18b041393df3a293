#!/usr/bin/env bash
# Builds the grammar as a WebAssembly side module that web-tree-sitter
# (0.25 - 0.27) can load with Language.load(), without emscripten:
#
#   bash scripts/build-wasm.sh                      -> wasm/tree-sitter-yaoxiang.wasm
#   bash scripts/build-wasm.sh -o /tmp/yx.wasm      -> somewhere else (CI uses this)
#   bash scripts/build-wasm.sh /tmp/jsgrammar javascript
#                                                   -> /tmp/jsgrammar/wasm/tree-sitter-javascript.wasm
#
# Usage: build-wasm.sh [-o OUT.wasm] [-O LEVEL] [GRAMMAR_DIR [LANGUAGE_NAME]]
#   GRAMMAR_DIR    directory holding src/parser.c (and optionally src/scanner.c);
#                  default: this repository.
#   LANGUAGE_NAME  the NAME in tree_sitter_NAME(); default: the "name" of
#                  GRAMMAR_DIR/src/grammar.json, else "yaoxiang".
#   -o OUT.wasm    output file; default GRAMMAR_DIR/wasm/tree-sitter-NAME.wasm.
#   -O LEVEL       clang optimisation level (default s, i.e. -Os; see below).
# Tools can be overridden with $CLANG, $WASM_LD and $WASI_INCLUDE.
#
# How: each C file is compiled by clang for wasm32-unknown-emscripten as
# position-independent code against wasi-libc's headers (-D__wasi__ is what
# those headers require), then wasm-ld links a shared (dylink.0) module that
# exports only tree_sitter_NAME and imports memory, table, stack pointer and the
# few libc functions the scanner uses from web-tree-sitter's runtime. After
# linking, the module's imports are checked against what web-tree-sitter's own
# wasm exports, and the module is loaded and run once with web-tree-sitter, so a
# build that would only fail at Language.load() time fails here instead.
#
# Flags, and why:
#   -Os             what tree-sitter's own wasm builds use. Measured: -O2 (-O3
#                   gives the same bytes) is 1.7 % bigger for YaoXiang (214,001
#                   -> 217,615 bytes; 3 % for JavaScript) and at most ~2 % faster,
#                   within run-to-run noise: most of the parse time is spent in
#                   web-tree-sitter's runtime, the grammar side is tables plus
#                   the lexer. Use -O 2 to trade size for that.
#   -DNDEBUG        assert() in a scanner would import __assert_fail, which the
#                   runtime does not provide (Language.load would fail).
#   -fvisibility=hidden, -ffunction-sections/-fdata-sections, --gc-sections
#                   keep only what tree_sitter_NAME reaches.
#   --strip-all     drops the name/producers/target_features sections (no debug
#                   info is generated anyway); no compiler version or path ends
#                   up in the file, and rebuilding gives a byte-identical file.
# The build happens in a temporary directory; the output is replaced atomically.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
opt="s"
out=""
usage() { sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '$d' -e 's/^# \{0,1\}//'; }
die() { echo "build-wasm: $*" >&2; exit 1; }

while [[ $# -gt 0 ]]; do
  case "$1" in
    -o) [[ $# -ge 2 ]] || die "-o needs a file name"; out="$2"; shift 2 ;;
    -o*) out="${1#-o}"; shift ;;
    -O) [[ $# -ge 2 ]] || die "-O needs a level (0 1 2 3 s z)"; opt="$2"; shift 2 ;;
    -O*) opt="${1#-O}"; shift ;;
    -h|--help) usage; exit 0 ;;
    --) shift; break ;;
    -*) die "unknown option $1 (see --help)" ;;
    *) break ;;
  esac
done
[[ $# -le 2 ]] || die "too many arguments (see --help)"
[[ "$opt" =~ ^(0|1|2|3|s|z)$ ]] || die "bad optimisation level -O$opt"

gdir="$(cd "${1:-$repo}" 2>/dev/null && pwd)" || die "grammar directory ${1:-$repo} does not exist"
name="${2:-}"
if [[ -z "$name" ]]; then
  if [[ -f "$gdir/src/grammar.json" ]]; then
    name="$(sed -n '/^ *"name": *"/{s/^ *"name": *"\([A-Za-z0-9_]*\)".*/\1/p;q;}' "$gdir/src/grammar.json")"
  fi
  name="${name:-yaoxiang}"
fi
[[ "$name" =~ ^[A-Za-z_][A-Za-z0-9_]*$ ]] || die "bad language name '$name'"
[[ -n "$out" ]] || out="$gdir/wasm/tree-sitter-$name.wasm"
case "$out" in /*) ;; *) out="$PWD/$out" ;; esac

# ---- sources ---------------------------------------------------------------
[[ -f "$gdir/src/parser.c" ]] ||
  die "$gdir/src/parser.c not found: generate the parser first (npm run generate)"
grep -q "tree_sitter_${name}(" "$gdir/src/parser.c" ||
  die "$gdir/src/parser.c does not define tree_sitter_${name}() (wrong LANGUAGE_NAME?)"
sources=(src/parser.c)
[[ -f "$gdir/src/scanner.c" ]] && sources+=(src/scanner.c)
[[ -f "$gdir/src/scanner.cc" ]] && die "src/scanner.cc (C++ scanners) is not supported; write the scanner in C"

# ---- toolchain -------------------------------------------------------------
install_hint="install the toolchain with: apt-get install -y clang lld wasi-libc"
find_tool() { # VAR candidates...
  local var="$1"; shift
  if [[ -n "${!var:-}" ]]; then command -v "${!var}" && return 0; return 1; fi
  local c
  for c in "$@"; do command -v "$c" && return 0; done
  return 1
}
versions=(20 19 18 17 16 15 14 13 12 11)
clang="$(find_tool CLANG clang "${versions[@]/#/clang-}")" || die "clang not found; $install_hint"
wasm_ld="$(find_tool WASM_LD wasm-ld "${versions[@]/#/wasm-ld-}")" || die "wasm-ld not found (package lld); $install_hint"
wasi_include="${WASI_INCLUDE:-}"
if [[ -z "$wasi_include" ]]; then
  for d in /usr/include/wasm32-wasi /usr/share/wasi-sysroot/include/wasm32-wasi /usr/share/wasi-sysroot/include \
           /opt/wasi-sdk/share/wasi-sysroot/include/wasm32-wasi /opt/wasi-sdk/share/wasi-sysroot/include; do
    if [[ -f "$d/stdlib.h" ]]; then wasi_include="$d"; break; fi
  done
fi
[[ -n "$wasi_include" && -f "$wasi_include/stdlib.h" ]] ||
  die "wasi-libc headers not found (looked for /usr/include/wasm32-wasi/stdlib.h; set WASI_INCLUDE); $install_hint"

tmp="$(mktemp -d "${TMPDIR:-/tmp}/build-wasm.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT

# ---- compile + link --------------------------------------------------------
cflags=(--target=wasm32-unknown-emscripten -D__wasi__ -isystem "$wasi_include"
  -fPIC "-O$opt" -DNDEBUG -fno-exceptions -fvisibility=hidden
  -ffunction-sections -fdata-sections -I src)
objects=()
for s in "${sources[@]}"; do
  o="$tmp/$(basename "$s" .c).o"
  (cd "$gdir" && "$clang" "${cflags[@]}" -c "$s" -o "$o") || die "compiling $gdir/$s failed"
  objects+=("$o")
done
"$wasm_ld" --shared --experimental-pic --no-entry --allow-undefined \
  --export="tree_sitter_${name}" --gc-sections --strip-all \
  "${objects[@]}" -o "$tmp/out.wasm" || die "linking failed"

# ---- check the module against web-tree-sitter's runtime --------------------
if command -v node >/dev/null 2>&1; then
  YX_REPO="$repo" node --input-type=module - "$tmp/out.wasm" "tree_sitter_${name}" <<'JS' || die "the built module would not load in web-tree-sitter (see above)"
import { readFileSync, existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [file, entry] = process.argv.slice(2);
const bytes = readFileSync(file);
const mod = new WebAssembly.Module(bytes);
const exports = WebAssembly.Module.exports(mod).map((e) => e.name);
if (!exports.includes(entry)) { console.error(`missing export ${entry}`); process.exit(1); }
if (WebAssembly.Module.customSections(mod, "dylink.0").length === 0) {
  console.error("no dylink.0 section: not a side module"); process.exit(1);
}
const runtimeDir = `${process.env.YX_REPO}/node_modules/web-tree-sitter`;
if (!existsSync(`${runtimeDir}/web-tree-sitter.wasm`)) {
  console.error("note: web-tree-sitter is not installed here (npm ci); skipping the load check");
  process.exit(0);
}
const runtime = new WebAssembly.Module(readFileSync(`${runtimeDir}/web-tree-sitter.wasm`));
const provided = new Set(WebAssembly.Module.exports(runtime).map((e) => e.name));
for (const n of ["memory", "__indirect_function_table", "__stack_pointer", "__memory_base", "__table_base"]) provided.add(n);
const unresolved = WebAssembly.Module.imports(mod).filter((i) => !provided.has(i.name)).map((i) => i.name);
if (unresolved.length > 0) {
  console.error(`imports that web-tree-sitter does not provide: ${unresolved.join(", ")}`);
  console.error("(the scanner uses a libc function outside the runtime's set; avoid it or implement it in the scanner)");
  process.exit(1);
}
const { Parser, Language } = await import(pathToFileURL(`${runtimeDir}/web-tree-sitter.js`).href);
await Parser.init();
const language = await Language.load(new Uint8Array(bytes));
const parser = new Parser();
parser.setLanguage(language);
const tree = parser.parse("");
if (!tree) { console.error("parse returned no tree"); process.exit(1); }
tree.delete();
parser.delete();
console.log(`loads in web-tree-sitter: ABI ${language.abiVersion}, ${language.nodeTypeCount} node types`);
JS
else
  echo "build-wasm: note: node not found, skipping the load check" >&2
fi

mkdir -p "$(dirname "$out")"
cp "$tmp/out.wasm" "$out.tmp.$$"
chmod 644 "$out.tmp.$$"
mv -f "$out.tmp.$$" "$out"
size="$(wc -c <"$out" | tr -d ' ')"
sum="$(sha256sum "$out" 2>/dev/null | cut -c1-16 || true)"
echo "built $out ($size bytes, -O$opt${sum:+, sha256 $sum...}) from ${sources[*]} in $gdir"
