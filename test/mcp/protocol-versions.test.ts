// Version negotiation with raw JSON-RPC frames: each supported version is
// echoed back; an unknown one gets the latest.
import { afterEach, describe, expect, it } from "vitest";
import { spawnServer, stopAll } from "../helpers/server-process.js";

afterEach(stopAll);

describe("initialize", () => {
  it.each(["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"])("negotiates %s", async (version) => {
    const server = spawnServer(["--project-root", "corpus"]);
    const reply = await server.initialize(version);
    const result = reply.result as { protocolVersion: string; serverInfo: { name: string } };
    expect(result.protocolVersion).toBe(version);
    expect(result.serverInfo.name).toBe("yaoxiang-mcp");
    // The session works after the handshake in that version.
    const list = await server.request(2, "tools/list", {});
    expect((list.result as { tools: unknown[] }).tools.length).toBeGreaterThan(0);
  }, 30_000);

  it("answers an unsupported version with the latest one", async () => {
    const server = spawnServer(["--project-root", "corpus"]);
    const reply = await server.initialize("1999-01-01");
    expect((reply.result as { protocolVersion: string }).protocolVersion).toBe("2025-11-25");
  }, 30_000);
});
