// Feeds the stdio server thousands of random and malformed frames. It must not
// exit, must never put a non-JSON line on stdout, and must still answer a
// well-formed request afterwards. The generator is seeded, so a failure can be
// replayed by running the test again.
import { afterAll, describe, expect, it } from "vitest";
import { spawnServer, stopAll } from "../helpers/server-process.js";
import { random as prng } from "../helpers/random.js";

afterAll(stopAll);

const SEED = 0x5eed;
const FRAMES = 3_000;

function makeFrames(random: () => number): Buffer[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const int = (n: number) => Math.floor(random() * n);
  const randomBytes = (n: number) => {
    const bytes = Buffer.alloc(n);
    for (let i = 0; i < n; i++) {
      let b = int(256);
      if (b === 0x0a) b = 0x20; // a newline would just split the frame in two
      bytes[i] = b;
    }
    return bytes;
  };
  const valid = () =>
    pick([
      { jsonrpc: "2.0", id: int(1e6), method: "ping" },
      { jsonrpc: "2.0", id: `s${int(1e6)}`, method: "tools/list", params: {} },
      { jsonrpc: "2.0", id: int(1e6), method: "tools/call", params: { name: "explain_diagnostic", arguments: { code: `E${int(10000)}` } } },
      { jsonrpc: "2.0", id: int(1e6), method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "x", version: "1" } } },
    ]);
  const malformed: Array<() => string | Buffer> = [
    () => randomBytes(1 + int(200)),
    () => {
      const text = JSON.stringify(valid());
      return text.slice(0, int(text.length)); // cut JSON
    },
    () => Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]), // {"<invalid UTF-8>"}
    () => Buffer.concat([Buffer.from('{"jsonrpc":"2.0","id":1,"method":"ping","x":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]),
    () => JSON.stringify([valid(), valid()]), // batch
    () => "[]",
    () => JSON.stringify(pick([null, true, 42, "str", 1.5, {}, { jsonrpc: "2.0" }])),
    () => JSON.stringify({ jsonrpc: "1.0", id: 1, method: "ping" }),
    () => JSON.stringify({ jsonrpc: "2.0", id: { nested: true }, method: "ping" }),
    () => JSON.stringify({ jsonrpc: "2.0", id: 2.5, method: "tools/list" }),
    () => JSON.stringify({ jsonrpc: "2.0", id: int(100), method: 7 }),
    () => JSON.stringify({ jsonrpc: "2.0", id: int(100), method: "tools/call", params: pick([5, "x", [1], null]) }),
    () => JSON.stringify({ jsonrpc: "2.0", id: int(100), method: "tools/call", params: { name: pick([5, null, "", "x".repeat(300)]), arguments: pick([[], "a", 3, { code: [] }]) } }),
    () => JSON.stringify({ jsonrpc: "2.0", id: int(100), method: "logging/setLevel", params: { level: pick(["loud", 3, null]) } }),
    () => JSON.stringify({ jsonrpc: "2.0", id: int(100), method: pick(["nope", "resources/list", "prompts/get", "", "tools/call/x"]) }),
    () => JSON.stringify({ jsonrpc: "2.0", method: "notifications/cancelled", params: pick([{ requestId: {} }, 5, { reason: 3 }]) }),
    () => JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized", params: pick([5, "x", [1]]) }),
    () => JSON.stringify({ jsonrpc: "2.0", method: "notifications/progress", params: { progressToken: {}, progress: "a" } }),
    () => JSON.stringify({ jsonrpc: "2.0", method: pick(["notifications/unknown", "x"]), params: { a: 1 } }),
    () => JSON.stringify({ jsonrpc: "2.0", id: int(100), result: { unexpected: true } }), // response nobody asked for
    () => JSON.stringify({ jsonrpc: "2.0", id: int(100), error: { code: "x", message: 5 } }),
    () => " \t ",
    () => "\r",
    () => JSON.stringify(valid()),
  ];
  const frames: Buffer[] = [];
  for (let i = 0; i < FRAMES; i++) {
    const frame = pick(malformed)();
    frames.push(Buffer.concat([typeof frame === "string" ? Buffer.from(frame, "utf8") : frame, Buffer.from("\n")]));
  }
  // Oversized lines: 10 MB (parsed and rejected) and 20 MB (beyond the line cap, skipped).
  frames.splice(int(frames.length), 0, Buffer.concat([Buffer.from('{"jsonrpc":"2.0","id":1,"method":"'), Buffer.alloc(10 * 1024 * 1024, 0x61), Buffer.from("\n")]));
  frames.splice(int(frames.length), 0, Buffer.concat([Buffer.alloc(20 * 1024 * 1024, 0x62), Buffer.from("\n")]));
  return frames;
}

describe("stdio fuzzing", () => {
  it(`survives ${FRAMES} random and malformed frames (seed ${SEED})`, async () => {
    const server = spawnServer(["--project-root", "corpus", "--log-level", "error"]);
    await server.initialize();

    const stdin = server.child.stdin!;
    for (const frame of makeFrames(prng(SEED))) {
      if (!stdin.write(frame)) await new Promise<void>((resolve) => stdin.once("drain", resolve));
      expect(server.running).toBe(true);
    }

    const reply = await server.request("after-fuzz", "tools/call", { name: "explain_diagnostic", arguments: { code: "E2014" } }, 60_000);
    expect(reply.error).toBeUndefined();
    expect((reply.result as { structuredContent: { code: string } }).structuredContent.code).toBe("E2014");
    const ping = await server.request("ping-after-fuzz", "ping");
    expect(ping.result).toEqual({});

    expect(server.running).toBe(true);
    expect(server.nonJsonLines).toEqual([]);
    for (const msg of server.messages) expect(msg.jsonrpc).toBe("2.0");
    // Unusable frames were answered, not ignored.
    expect(server.messages.some((m) => (m.error as { code?: number } | undefined)?.code === -32700)).toBe(true);
    expect(server.messages.some((m) => (m.error as { code?: number } | undefined)?.code === -32600)).toBe(true);
  }, 120_000);
});
