// npm run readme:tools: renders the tool table of README.md from the tool
// definitions, exactly as tools/list publishes them (scripts/tool-table.ts).
// Run it after changing a tool's name, description or schema;
// test/readme.test.ts fails until the README agrees with the server.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { listingOf } from "../src/mcp/register.js";
import { TOOLS } from "../src/mcp/tools/index.js";
import { renderToolTable, withToolTable, type ListedTool } from "./tool-table.js";

const README = fileURLToPath(new URL("../README.md", import.meta.url));

const before = readFileSync(README, "utf8");
const after = withToolTable(before, renderToolTable(TOOLS.map((tool) => listingOf(tool) as ListedTool)));
if (after === before) {
  process.stderr.write("readme:tools: README.md already agrees with the tool definitions\n");
} else {
  writeFileSync(README, after);
  process.stderr.write("readme:tools: README.md tool table updated\n");
}
