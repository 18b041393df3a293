// The MCP server in-process, over the SDK's in-memory transport: for tests of
// tool behaviour that need no subprocess (test/helpers/server-process.ts
// starts the real binary).
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { Logger } from "../../src/mcp/logger.js";
import { createServer } from "../../src/mcp/server.js";
import type { Tool } from "../../src/mcp/tool.js";
import { findProjectRoot } from "../../src/project/root.js";
import { ProjectService } from "../../src/project/service.js";
import type { WriteIo } from "../../src/project/write-set.js";

export interface InMemorySession {
  client: Client;
  project: ProjectService;
  /** Closes the client and disposes of the project. */
  close(): Promise<void>;
}

export interface InMemoryOptions {
  /** As --allow-writes. */
  allowWrites?: boolean;
  /** File-system calls of the writes (to inject failures). */
  writeIo?: Partial<WriteIo>;
  /** Deadline of every call in ms (default 30 s). */
  callTimeoutMs?: number;
}

/**
 * A server for the project at `root` with `tools`, and a client connected to
 * it that has listed the tools (so the SDK validates results against each
 * tool's outputSchema).
 */
export async function connectInMemory(root: string, tools: readonly Tool[], clientName: string, options: InMemoryOptions = {}): Promise<InMemorySession> {
  const project = new ProjectService(findProjectRoot({ cliRoot: root }), { writeIo: options.writeIo });
  const server = createServer({ project, logger: new Logger({ level: "error", write: () => {} }), tools, allowWrites: options.allowWrites, ...(options.callTimeoutMs === undefined ? {} : { callTimeoutMs: options.callTimeoutMs }) });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: clientName, version: "1.0.0" });
  await client.connect(clientSide);
  await client.listTools();
  return {
    client,
    project,
    close: async () => {
      await client.close();
      project.dispose();
    },
  };
}
