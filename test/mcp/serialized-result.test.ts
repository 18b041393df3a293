// A worker's answer reaches the client as the JSON the worker serialized:
// serializedResult parses its payload only when something reads it, and the
// stdio frame carries that JSON as its own piece, the same text
// JSON.stringify of the parsed result would give.
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { framePieces, serializedResult, successResult } from "../../src/mcp/envelope.js";
import { StdioTransport } from "../../src/mcp/transports/stdio.js";

const payload = {
  schemaVersion: "2.0",
  symbols: Array.from({ length: 200 }, (_, i) => ({ name: `sym_${i}`, doc: `a "quoted" doc … \n line ${i}`, span: [i, 1, i, 9] })),
  truncated: false,
  hint: "x\u2028y",
};
const json = JSON.stringify(payload);
const response = (result: object) => ({ result, jsonrpc: "2.0", id: 7 });

describe("serializedResult", () => {
  it("reads as the successResult of the same payload", () => {
    const lazy = serializedResult(json);
    expect(JSON.parse(JSON.stringify(lazy))).toEqual(JSON.parse(JSON.stringify(successResult(payload as never, json))));
    expect(lazy.structuredContent).toEqual(payload);
    expect(lazy.structuredContent).toBe(lazy.structuredContent); // parsed once
    expect(Object.keys(lazy)).toEqual(["content", "isError", "structuredContent"]);
  });

  it("takes an assigned structuredContent, which its frame then serializes", () => {
    const lazy = serializedResult(json);
    lazy.structuredContent = { schemaVersion: "2.0", other: 1 };
    const message = response(lazy);
    expect(framePieces(message).join("")).toBe(JSON.stringify(message));
    expect(JSON.parse(framePieces(message).join("")).result.structuredContent).toEqual({ schemaVersion: "2.0", other: 1 });
  });
});

describe("framePieces", () => {
  it("gives JSON.stringify's text, the payload as a piece of its own, without parsing it", () => {
    const lazy = serializedResult(json);
    const pieces = framePieces(response(lazy));
    expect(pieces).toContain(json);
    expect(pieces.length).toBeLessThanOrEqual(5);
    const framed = pieces.join("");
    // Only now is the payload parsed (by JSON.stringify reading the getter).
    expect(framed).toBe(JSON.stringify(response(lazy)));
    expect(JSON.parse(framed)).toEqual({ jsonrpc: "2.0", id: 7, result: { content: [{ type: "text", text: json }], structuredContent: payload, isError: false } });
  });

  it("is JSON.stringify's one piece for any other message", () => {
    const errorFrame = { jsonrpc: "2.0", id: 1, error: { code: -32602, message: "bad" } };
    expect(framePieces(errorFrame)).toEqual([JSON.stringify(errorFrame)]);
    const plain = response(successResult(payload as never, json));
    expect(framePieces(plain)).toEqual([JSON.stringify(plain)]);
  });
});

describe("the stdio transport", () => {
  it("writes a serialized result as one line the client parses back to the payload", async () => {
    const stdin = new PassThrough();
    const stdout = new PassThrough();
    let written = "";
    stdout.on("data", (chunk: Buffer) => (written += chunk.toString()));
    const transport = new StdioTransport(stdin, stdout);
    await transport.start();
    await transport.send(response(serializedResult(json)) as JSONRPCMessage);
    await transport.send({ jsonrpc: "2.0", method: "notifications/message", params: { level: "info", data: "after" } });
    const lines = written.split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe("");
    const first = JSON.parse(lines[0]!);
    expect(first.id).toBe(7);
    expect(first.result.structuredContent).toEqual(payload);
    expect(first.result.content[0].text).toBe(json);
    expect(JSON.parse(lines[1]!).params.data).toBe("after");
    await transport.close();
  });
});
