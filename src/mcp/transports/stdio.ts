// Newline-delimited JSON-RPC over stdin/stdout, hardened for hostile input.
// The SDK's StdioServerTransport stops reading for good when one line exceeds
// its buffer and answers malformed frames with silence, which leaves a client
// waiting forever. This one:
//   - answers every unusable frame it can attribute: invalid UTF-8 or JSON →
//     -32700, a batch or a non-JSON-RPC object → -32600 (with the frame's id
//     when it has a usable one), a request whose params are not an object or
//     carry a malformed _meta → -32602; malformed notifications are dropped,
//     since notifications never get replies;
//   - skips an over-long line (MAX_LINE_BYTES) without buffering it and keeps going;
//   - reports the end of stdin as `onclose`, so the process can exit at once;
//   - bounds what waits for a client that stops reading: past
//     MAX_PENDING_OUTPUT_BYTES of unsent output it stops reading requests
//     until stdout drains (the client is then held back by its own pipe),
//     so the buffer holds at most the answers to requests already read.
//     Nothing is dropped. One `drain` listener serves every waiting write.
import type { Readable, Writable } from "node:stream";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { ErrorCode, type JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { framePieces } from "../envelope.js";
import { incomingMessage } from "./incoming-message.js";

export const MAX_LINE_BYTES = 16 * 1024 * 1024;
export const MAX_PENDING_OUTPUT_BYTES = 8 * 1024 * 1024;

const NEWLINE = 0x0a;
const utf8 = new TextDecoder("utf-8", { fatal: true });

export class StdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private chunks: Buffer[] = [];
  private pending = 0;
  private discarding = false;
  private closed = false;
  /** Sends waiting for stdout to drain. */
  private drainWaiters: Array<() => void> = [];
  /** Input paused because too much output waits for the client. */
  private heldBack = false;

  constructor(
    private readonly stdin: Readable = process.stdin,
    private readonly stdout: Writable = process.stdout,
    private readonly maxLineBytes = MAX_LINE_BYTES,
    private readonly maxPendingOutput = MAX_PENDING_OUTPUT_BYTES,
  ) {}

  async start(): Promise<void> {
    this.stdin.on("data", this.onData);
    this.stdin.on("end", this.onEnd);
    this.stdin.on("close", this.onEnd);
    this.stdin.on("error", this.onStreamError);
    this.stdout.on("error", this.onStreamError);
    this.stdout.on("drain", this.onDrain);
  }

  send(message: JSONRPCMessage): Promise<void> {
    if (this.closed) return Promise.resolve();
    const pieces = framePieces(message);
    pieces[pieces.length - 1] += "\n";
    return this.write(...pieces);
  }

  /**
   * Writes a line in pieces, in order (nothing else is written between them: this thread alone
   * writes stdout); resolves once it is handed to the system (at once, unless stdout is backed up).
   */
  private write(...pieces: string[]): Promise<void> {
    let flowing = true;
    for (const piece of pieces) flowing = this.stdout.write(piece);
    if (flowing) return Promise.resolve();
    if (!this.heldBack && this.stdout.writableLength > this.maxPendingOutput) {
      this.heldBack = true;
      this.stdin.pause();
    }
    return new Promise((resolve) => this.drainWaiters.push(resolve));
  }

  private readonly onDrain = (): void => {
    const waiters = this.drainWaiters;
    this.drainWaiters = [];
    for (const resolve of waiters) resolve();
    if (this.heldBack && !this.closed) {
      this.heldBack = false;
      this.stdin.resume();
    }
  };

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.stdin.off("data", this.onData);
    this.stdin.off("end", this.onEnd);
    this.stdin.off("close", this.onEnd);
    this.stdin.off("error", this.onStreamError);
    this.stdin.pause();
    this.stdout.off("drain", this.onDrain);
    for (const resolve of this.drainWaiters.splice(0)) resolve();
    this.chunks = [];
    this.onclose?.();
  }

  private readonly onData = (chunk: Buffer | string): void => {
    let data = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
    for (let nl = data.indexOf(NEWLINE); nl !== -1; nl = data.indexOf(NEWLINE)) {
      const tail = data.subarray(0, nl);
      data = data.subarray(nl + 1);
      if (this.discarding) {
        this.discarding = false;
        this.reply(null, ErrorCode.InvalidRequest, `Message larger than ${this.maxLineBytes} bytes was discarded`);
        continue;
      }
      if (this.pending + tail.length > this.maxLineBytes) {
        this.resetBuffer();
        this.reply(null, ErrorCode.InvalidRequest, `Message larger than ${this.maxLineBytes} bytes was discarded`);
        continue;
      }
      const line = this.chunks.length === 0 ? tail : Buffer.concat([...this.chunks, tail]);
      this.resetBuffer();
      this.handleLine(line);
      if (this.closed) return;
    }
    if (data.length === 0 || this.discarding) return;
    if (this.pending + data.length > this.maxLineBytes) {
      // Drop what we have and ignore the rest of this line as it arrives.
      this.resetBuffer();
      this.discarding = true;
      return;
    }
    // Copy: the stream may reuse the chunk's memory.
    this.chunks.push(Buffer.from(data));
    this.pending += data.length;
  };

  private readonly onEnd = (): void => {
    void this.close();
  };

  private readonly onStreamError = (error: Error): void => {
    this.onerror?.(error);
    // EPIPE and friends: the client is gone, there is nobody left to serve.
    void this.close();
  };

  private resetBuffer(): void {
    this.chunks = [];
    this.pending = 0;
  }

  private handleLine(raw: Buffer): void {
    const bytes = raw.length > 0 && raw[raw.length - 1] === 0x0d ? raw.subarray(0, -1) : raw;
    let text: string;
    try {
      text = utf8.decode(bytes);
    } catch {
      this.reply(null, ErrorCode.ParseError, "Parse error: message is not valid UTF-8");
      return;
    }
    if (text.trim() === "") return; // blank keep-alive lines are harmless
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      this.reply(null, ErrorCode.ParseError, `Parse error: ${(error as Error).message}`);
      return;
    }
    const incoming = incomingMessage(value);
    if (incoming.kind === "message") this.onmessage?.(incoming.message);
    else if (incoming.kind === "refused") this.reply(incoming.id, incoming.code, incoming.message);
  }

  private reply(id: string | number | null, code: number, message: string): void {
    if (this.closed) return;
    const frame = { jsonrpc: "2.0", id, error: { code, message } };
    void this.write(JSON.stringify(frame) + "\n");
  }
}

/** Connects one server to stdin/stdout; resolves when stdin ends or the transport closes. */
export async function serveStdio(server: { connect(t: Transport): Promise<void> }): Promise<void> {
  const transport = new StdioTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = resolve;
  });
  await server.connect(transport);
  return closed;
}
