// Seeded wrong-typed calls over every tool's published input schema, through
// the real server over stdio. Whatever the caller sends, the answer is a typed
// error: JSON-RPC -32602 for a malformed tools/call request (arguments that
// are not an object, a name that is not a string, a malformed _meta), else a
// tool error MCP-INVALID-INPUT; never -32603, never a zod dump, never a stack
// trace, and never a reply that echoes a large input back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { random } from "../helpers/random.js";
import { spawnServer, stopAll, type ServerProcess } from "../helpers/server-process.js";

const SEED = 0x7e57;
const CALLS = 800;

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
}

interface ListedTool {
  name: string;
  inputSchema: JsonSchema;
}

let server: ServerProcess;
let tools: ListedTool[];

beforeAll(async () => {
  server = spawnServer(["--project-root", "corpus", "--log-level", "error"]);
  await server.initialize();
  const reply = await server.request("list", "tools/list", {});
  tools = (reply.result as { tools: ListedTool[] }).tools;
}, 30_000);

afterAll(stopAll);

const LONG = "x".repeat(300_000);

/** Values that do not have the field's type (or break one of its bounds). */
function wrongValuesFor(schema: JsonSchema): unknown[] {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const anyType = [null, true, 42, -1.5, "text", [], [1, "a"], {}, { nested: { deep: [null] } }];
  switch (type) {
    case "string": {
      const values: unknown[] = anyType.filter((v) => typeof v !== "string");
      if (schema.enum) values.push("not-a-member", String(schema.enum[0]).toUpperCase() + "!");
      if (schema.maxLength !== undefined) values.push("y".repeat(schema.maxLength + 1));
      if (schema.minLength) values.push("");
      values.push(LONG.slice(0, 70_000) + "\uD800"); // lone surrogate
      return values;
    }
    case "integer":
    case "number": {
      const values: unknown[] = anyType.filter((v) => typeof v !== "number");
      values.push("7", 1e308, 2 ** 53 + 2);
      if (type === "integer") values.push(1.25);
      if (schema.minimum !== undefined) values.push(schema.minimum - 1);
      if (schema.maximum !== undefined) values.push(schema.maximum + 1);
      return values;
    }
    case "boolean":
      return [...anyType.filter((v) => typeof v !== "boolean"), "true", 0, 1];
    case "array": {
      const values: unknown[] = anyType.filter((v) => !Array.isArray(v));
      values.push([null], [7, {}], [[]]);
      if (schema.maxItems !== undefined) values.push(Array.from({ length: schema.maxItems + 1 }, () => "a.yx"));
      return values;
    }
    default:
      return anyType;
  }
}

/** A plausible value of the right type, so that one wrong field is the only problem. */
function rightValueFor(schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0];
  switch (Array.isArray(schema.type) ? schema.type[0] : schema.type) {
    case "string":
      return "main.yx";
    case "integer":
    case "number":
      return Math.max(schema.minimum ?? 1, 1);
    case "boolean":
      return true;
    case "array":
      return [];
    default:
      return {};
  }
}

type Call = { kind: "protocol" | "tool"; params: Record<string, unknown>; what: string };

function makeCalls(next: () => number): Call[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const calls: Call[] = [];
  for (let i = 0; i < CALLS; i++) {
    const tool = pick(tools);
    const roll = next();
    if (roll < 0.15) {
      // The request itself is malformed: the SDK's tools/call shape is broken.
      const broken = pick<[string, Record<string, unknown>]>([
        ["arguments null", { name: tool.name, arguments: null }],
        ["arguments array", { name: tool.name, arguments: [1, 2] }],
        ["arguments string", { name: tool.name, arguments: "source=x" }],
        ["arguments number", { name: tool.name, arguments: 5 }],
        ["name number", { name: 17, arguments: {} }],
        ["name null", { name: null, arguments: {} }],
        ["name missing", { arguments: {} }],
        ["name huge", { name: LONG, arguments: {} }],
        ["_meta string", { name: tool.name, arguments: {}, _meta: "x" }],
        ["progressToken object", { name: tool.name, arguments: {}, _meta: { progressToken: { a: 1 } } }],
      ]);
      calls.push({ kind: "protocol", params: broken[1], what: `${tool.name}: ${broken[0]}` });
      continue;
    }
    const properties = Object.entries(tool.inputSchema.properties ?? {});
    const args: Record<string, unknown> = {};
    for (const name of tool.inputSchema.required ?? []) args[name] = rightValueFor(tool.inputSchema.properties![name]!);
    if (roll < 0.25) {
      args[pick(["colour", "file-path", LONG.slice(0, 5_000)])] = 1; // unknown argument name
      calls.push({ kind: "tool", params: { name: tool.name, arguments: args }, what: `${tool.name}: unknown argument` });
      continue;
    }
    const [field, schema] = pick(properties);
    args[field] = pick(wrongValuesFor(schema));
    calls.push({ kind: "tool", params: { name: tool.name, arguments: args }, what: `${tool.name}.${field} = ${JSON.stringify(args[field])?.slice(0, 60)}` });
  }
  return calls;
}

describe("wrong-typed tool calls", () => {
  it(`answers ${CALLS} seeded wrong-typed calls with typed errors (seed ${SEED})`, async () => {
    const calls = makeCalls(random(SEED));
    const problems: string[] = [];
    let id = 0;
    for (const call of calls) {
      const reply = await server.request(`w${id++}`, "tools/call", call.params, 30_000);
      const text = JSON.stringify(reply);
      if (text.length > 2_000) problems.push(`${call.what}: a ${text.length}-character reply`);
      if (/\bat .*\.(js|ts):\d+|node_modules|"code":"invalid_type"|\/work\//.test(text)) problems.push(`${call.what}: leaks ${text.slice(0, 200)}`);
      const error = reply.error as { code: number; message: string } | undefined;
      const result = reply.result as { isError?: boolean; structuredContent?: { errorCode?: string } } | undefined;
      if (call.kind === "protocol") {
        // A huge unknown tool name is still an unknown tool: -32602 as well.
        if (error?.code !== -32602) problems.push(`${call.what}: expected -32602, got ${text.slice(0, 200)}`);
      } else if (result?.isError !== true || result.structuredContent?.errorCode !== "MCP-INVALID-INPUT") {
        problems.push(`${call.what}: expected MCP-INVALID-INPUT, got ${text.slice(0, 200)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(server.running).toBe(true);
    expect(server.nonJsonLines).toEqual([]);
  }, 120_000);

  it("names one problem for an argument of the wrong type, not the other type's checks too (57a D3)", async () => {
    const reply = await server.request("one", "tools/call", { name: "find_references", arguments: { query: "Point", kind: "implementation" } }, 30_000);
    const result = reply.result as { structuredContent?: { errorCode?: string; message?: string }; content?: { text: string }[] };
    expect(result.structuredContent?.errorCode).toBe("MCP-INVALID-INPUT");
    expect(result.content?.[0]?.text).toBe("MCP-INVALID-INPUT: invalid arguments for find_references: kind: expected array, received string");
  });
});
