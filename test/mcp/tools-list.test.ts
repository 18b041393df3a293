// tools/list is what an agent reads before anything else: it must stay small
// (under 12,200 characters for all tools together; 12,400 when it may write) and complete for every tool.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import { spawnServer, stopAll, type ServerProcess } from "../helpers/server-process.js";

let server: ServerProcess;
let tools: Array<Record<string, unknown>>;
let rawAnswer: string;

beforeAll(async () => {
  server = spawnServer(["--project-root", "corpus"]);
  await server.initialize();
  const reply = await server.request(2, "tools/list", {});
  rawAnswer = JSON.stringify(reply.result);
  tools = (reply.result as { tools: Array<Record<string, unknown>> }).tools;
}, 30_000);

afterAll(stopAll);

describe("tools/list", () => {
  it("stays under 12,200 characters in total (12,400 with --allow-writes, whose write tools say they write)", async () => {
    expect(rawAnswer.length).toBeLessThan(12_200);
    const writer = spawnServer(["--project-root", "corpus", "--allow-writes"]);
    await writer.initialize();
    const reply = await writer.request(2, "tools/list", {});
    expect(JSON.stringify(reply.result).length).toBeLessThan(12_400);
  });

  it("publishes `items` only with `type: \"array\"` (101a D5: `written` had items and no type, which strict validators flag)", () => {
    const misplaced: string[] = [];
    const walk = (node: unknown, where: string): void => {
      if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${where}[${i}]`));
      if (node === null || typeof node !== "object") return;
      const schema = node as Record<string, unknown>;
      if ("items" in schema && schema.type !== "array") misplaced.push(where);
      for (const [key, value] of Object.entries(schema)) walk(value, `${where}.${key}`);
    };
    for (const tool of tools) walk({ input: tool.inputSchema, output: tool.outputSchema }, tool.name as string);
    expect(misplaced).toEqual([]);
  });

  it("lists explain_diagnostic", () => {
    expect(tools.map((t) => t.name)).toContain("explain_diagnostic");
  });

  it("gives every tool a title, a description, schemas and readOnlyHint", () => {
    expect(tools.length).toBeGreaterThan(0);
    for (const tool of tools) {
      expect(typeof tool.title, `${tool.name} title`).toBe("string");
      expect((tool.description as string).length, `${tool.name} description`).toBeGreaterThan(40);
      expect((tool.inputSchema as { type: string }).type, `${tool.name} inputSchema`).toBe("object");
      const output = tool.outputSchema as { type: string; properties: Record<string, { description?: string }> };
      expect(output.type, `${tool.name} outputSchema`).toBe("object");
      expect(output.properties.schemaVersion, `${tool.name} schemaVersion`).toBeDefined();
      expect((tool.annotations as { readOnlyHint?: boolean }).readOnlyHint, `${tool.name} readOnlyHint`).toBe(true);
    }
  });

  it("describes every input and output field (schemaVersion is its constant)", () => {
    for (const tool of tools) {
      for (const which of ["inputSchema", "outputSchema"] as const) {
        const props = (tool[which] as { properties?: Record<string, { description?: string; const?: unknown }> }).properties ?? {};
        for (const [field, schema] of Object.entries(props)) {
          if (field === "schemaVersion" && which === "outputSchema") {
            expect(schema.const, `${tool.name}.schemaVersion`).toBe("2.0");
            continue;
          }
          expect(schema.description, `${tool.name}.${which}.${field}`).toBeTruthy();
        }
      }
    }
  });

  it("publishes single types only (`anyOf`, never a list in `type`, which the MCP Inspector flags)", () => {
    const typeLists: string[] = [];
    const visit = (node: unknown, at: string): void => {
      if (Array.isArray(node)) node.forEach((item, i) => visit(item, `${at}[${i}]`));
      else if (node && typeof node === "object") {
        for (const [key, value] of Object.entries(node)) {
          if (key === "type" && Array.isArray(value)) typeLists.push(at);
          visit(value, `${at}.${key}`);
        }
      }
    };
    for (const tool of tools) visit({ input: tool.inputSchema, output: tool.outputSchema }, String(tool.name));
    expect(typeLists).toEqual([]);
    const explain = tools.find((t) => t.name === "explain_diagnostic")!;
    expect((explain.outputSchema as { properties: Record<string, unknown> }).properties.example).toMatchObject({
      anyOf: [{ type: "string" }, { type: "null" }],
    });
  });

  it("publishes the input limits", () => {
    const input = (name: string) => (tools.find((t) => t.name === name)!.inputSchema as { properties: Record<string, Record<string, unknown>> }).properties;
    expect(input("explain_diagnostic").code).toMatchObject({ maxLength: 32 });
    expect(input("list_imports").file_path).toMatchObject({ maxLength: 4096 });
    expect(input("lookup_symbol").query).toMatchObject({ maxLength: 256 });
    expect(input("typecheck").file_paths).toMatchObject({ maxItems: 1000 });
    expect(input("parse_source").source).toMatchObject({ maxLength: 2_000_000 });
  });

  it("admits the tool-error payload in every outputSchema (clients validate it too)", () => {
    const validator = new AjvJsonSchemaValidator();
    const errorPayload = { schemaVersion: "2.0", errorCode: "MCP-INVALID-INPUT", message: "bad" };
    for (const tool of tools) {
      const validate = validator.getValidator(tool.outputSchema as Record<string, unknown>);
      expect(validate(errorPayload).valid, `${tool.name}`).toBe(true);
      // schemaVersion is the one field both payloads share, hence the only required one.
      expect(validate({ schemaVersion: "1.0" }).valid, `${tool.name} pins the format version`).toBe(false);
      expect(validate({}).valid, `${tool.name} requires schemaVersion`).toBe(false);
    }
  });
});
