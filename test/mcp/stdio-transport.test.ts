// The stdio transport's writer when the client stops reading: one drain
// listener however many writes wait, and past the bound no more requests are
// read until stdout drains; nothing is lost or reordered.
import { PassThrough, Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { MAX_LINE_BYTES, StdioTransport } from "../../src/mcp/transports/stdio.js";

/** A stdout whose reader can stop and resume reading. */
class Client extends Writable {
  reading = false;
  readonly lines: string[] = [];
  private held: (() => void) | undefined;

  constructor() {
    super({ highWaterMark: 1024, decodeStrings: false });
  }

  override _write(chunk: string | Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.lines.push(String(chunk));
    if (this.reading) setImmediate(done);
    else this.held = done;
  }

  resume(): void {
    this.reading = true;
    const held = this.held;
    this.held = undefined;
    held?.();
  }
}

const BOUND = 8 * 1024;

function message(i: number): JSONRPCMessage {
  return { jsonrpc: "2.0", method: "notifications/message", params: { level: "info", data: `${i} ${"x".repeat(200)}` } };
}

describe("stdio writer with a client that stops reading", () => {
  it("keeps one drain listener, stops reading requests past the bound, and delivers everything in order once drained", async () => {
    const stdin = new PassThrough();
    const stdout = new Client();
    const transport = new StdioTransport(stdin, stdout, MAX_LINE_BYTES, BOUND);
    const received: JSONRPCMessage[] = [];
    transport.onmessage = (m) => received.push(m);
    await transport.start();

    let sent = 0;
    const sends = Array.from({ length: 200 }, (_, i) => transport.send(message(i)).then(() => sent++));
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toBeLessThan(200);
    expect(stdout.listenerCount("drain")).toBe(1);
    expect(stdout.writableLength).toBeGreaterThan(BOUND);
    expect(stdin.isPaused()).toBe(true);

    // A request that arrives now waits in the pipe: nothing more is read.
    stdin.write(JSON.stringify({ jsonrpc: "2.0", id: 7, method: "ping" }) + "\n");
    await new Promise((resolve) => setImmediate(resolve));
    expect(received).toEqual([]);

    stdout.resume();
    await Promise.all(sends);
    expect(stdin.isPaused()).toBe(false);
    await new Promise((resolve) => setImmediate(resolve));
    expect(received).toEqual([{ jsonrpc: "2.0", id: 7, method: "ping" }]);
    const lines = stdout.lines.join("").split("\n").filter(Boolean);
    expect(lines.map((l) => JSON.parse(l))).toEqual(Array.from({ length: 200 }, (_, i) => message(i)));
    await transport.close();
    expect(stdout.listenerCount("drain")).toBe(0);
  });

  it("below the bound it keeps reading while writes wait", async () => {
    const stdin = new PassThrough();
    const stdout = new Client();
    const transport = new StdioTransport(stdin, stdout, MAX_LINE_BYTES, BOUND);
    await transport.start();
    const pending = [transport.send(message(1)), transport.send(message(2))];
    await new Promise((resolve) => setImmediate(resolve));
    expect(stdin.isPaused()).toBe(false);
    stdout.resume();
    await Promise.all(pending);
    await transport.close();
  });
});
