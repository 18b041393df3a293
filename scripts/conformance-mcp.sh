#!/usr/bin/env bash
# npm run conformance:mcp [-- extra conformance args, e.g. --scenario ping --verbose]
#
# Starts yaoxiang-mcp over streamable HTTP on an ephemeral loopback port and
# runs the official MCP conformance suite (@modelcontextprotocol/conformance)
# against it. The suite needs Node >= 22: both it and the npm package
# `node@22` are installed on first use into tools/mcp-conformance/ (its own
# package.json), never into the project's node_modules, whose .bin/node would
# otherwise replace the project's Node 20 in every npm script. Scenarios that call the suite's own fixture tools/resources/prompts
# (test_simple_text, test_image_content, ...) cannot pass on a server that does
# not implement those fixtures; they are listed in
# scripts/conformance-mcp-expected-failures.yml. Everything else must pass:
# the suite exits non-zero on an unexpected failure or a stale baseline entry.
set -euo pipefail
cd "$(dirname "$0")/.."

runner=tools/mcp-conformance
suite="$runner/node_modules/@modelcontextprotocol/conformance/dist/index.js"
if [ ! -f "$suite" ] || [ ! -x "$runner/node_modules/node/bin/node" ]; then
  echo "conformance-mcp: installing the conformance suite and Node 22 into $runner" >&2
  (cd "$runner" && npm install --no-audit --no-fund --no-package-lock >&2)
fi
node22="${NODE22:-$runner/node_modules/node/bin/node}"
if ! "$node22" -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 22 ? 0 : 1)' 2>/dev/null; then
  echo "conformance-mcp: need Node >= 22 at $node22 (set NODE22 to one)" >&2
  exit 1
fi

npx tsx scripts/build.ts

work="$(mktemp -d)"
log="$work/server.log"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# The server runs on the project's own Node (20+), the suite on Node 22.
node bin/yaoxiang-mcp.js --http --addr 127.0.0.1:0 --project-root corpus --log-level info 2>"$log" &
server_pid=$!

url=""
for _ in $(seq 1 200); do
  url="$(sed -n 's/.*"msg":"listening","url":"\([^"]*\)".*/\1/p' "$log" | head -n 1)"
  [ -n "$url" ] && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$log" >&2; echo "conformance-mcp: server exited" >&2; exit 1; }
  sleep 0.1
done
[ -n "$url" ] || { cat "$log" >&2; echo "conformance-mcp: server did not start" >&2; exit 1; }
echo "conformance-mcp: testing $url"

expected=scripts/conformance-mcp-expected-failures.yml
"$node22" "$suite" server --url "$url" \
  --expected-failures "$expected" \
  --output-dir "$work/results" "$@" | tee "$work/suite.log"

# The suite's own summary counts the expected failures as failures: say what they are.
total="$(sed -n 's/\x1b\[[0-9;]*m//g; s/^Total: \([0-9]*\) passed, \([0-9]*\) failed.*/\1 \2/p' "$work/suite.log" | tail -n 1)"
if [ -n "$total" ]; then
  read -r passed failed <<<"$total"
  cat <<EOF

conformance-mcp: PASS. $passed scenarios passed, among them every generic protocol
scenario (initialize, ping, logging, tools/list, SSE streams, DNS-rebinding protection).
The $failed failures above are all expected; $expected lists each with its reason:
they call the suite's own fixture tools (test_simple_text, test_image_content, ...) or
its fixture resources, prompts and completions, which a tools-only YaoXiang server does
not and should not have. An unexpected failure, or a listed scenario that starts to
pass, would have failed this run.
EOF
fi
