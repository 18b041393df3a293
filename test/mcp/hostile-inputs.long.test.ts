// Hostile calls through the real server over stdio (issue 18, findings 3, 4
// and 8): oversized arguments are refused at the edge before any work, with
// replies that quote at most 200 characters of them and never a path of this
// machine; the inputs that used to take minutes (a 400 KB path, a 1 MB code,
// 20,000 `use` lines) are answered at once; the 172,000-term chain and code
// nested 50,000 deep never give -32603; nothing but ping is served before
// initialize; client-bound logs carry no stack; a crash ends the process;
// every source tool answers chains 5,000 and 50,000 levels deep of every
// shape; the symbol tools are linear in the two inputs that were their last
// super-linear paths.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, spawnServer, stopAll, type ServerProcess } from "../helpers/server-process.js";

let server: ServerProcess;
let nextId = 0;

beforeAll(async () => {
  // A deadline well above what the heaviest of these calls takes on a busy machine (the 172,000-term
  // chain: 23 s alone, over 120 s once beside other heavy work on two cores): the point here is the
  // answer, not the time (engine.long.test.ts tests deadlines).
  server = spawnServer(["--project-root", "corpus", "--log-level", "error", "--call-timeout", "560"]);
  await server.initialize();
}, 30_000);

afterAll(stopAll);

type Reply = Record<string, unknown> & {
  error?: { code: number; message: string };
  result?: { isError?: boolean; structuredContent?: Record<string, unknown>; content?: Array<{ text: string }> };
};

async function call(name: string, args: unknown, timeoutMs = 60_000): Promise<{ reply: Reply; text: string; ms: number }> {
  const started = performance.now();
  const reply = (await server.request(`h${nextId++}`, "tools/call", { name, arguments: args }, timeoutMs)) as Reply;
  return { reply, text: JSON.stringify(reply), ms: performance.now() - started };
}

function errorCodeOf(reply: Reply): string | undefined {
  return reply.result?.isError ? (reply.result.structuredContent?.errorCode as string) : undefined;
}

/** No absolute path of this machine: neither the checkout, nor the project root. */
function expectNoMachinePaths(text: string): void {
  expect(text).not.toContain(REPO_ROOT.replace(/\/$/, ""));
  expect(text).not.toMatch(/node_modules|\bat .*\.js:\d+/);
}

describe("input limits at the edge", () => {
  it.each([
    ["explain_diagnostic", "code", "33 characters", { code: "E".repeat(33) }],
    ["explain_diagnostic", "code", "1 MB", { code: "E".repeat(1_000_000) }],
    ["lookup_symbol", "query", "257 characters", { query: "q".repeat(257) }],
    ["lookup_symbol", "kind", "33 items", { query: "x", kind: Array.from({ length: 33 }, () => "type") }],
    ["find_references", "query", "257 characters", { query: "q".repeat(257) }],
    ["rename_symbol", "new_name", "257 characters", { source: "x = 1\n", old_name: "x", new_name: "y".repeat(257) }],
    ["rename_symbol", "scope", "309 characters", { source: "x = 1\n", old_name: "x", new_name: "y", scope: `function:${"f".repeat(300)}` }],
    ["list_imports", "file_path", "400 KB", { file_path: "a/".repeat(200_000) + "x.yx" }],
    ["list_imports", "project_root", "4,097 characters", { file_path: "main.yx", project_root: "p".repeat(4_097) }],
    ["typecheck", "file_paths", "1,001 items", { file_paths: Array.from({ length: 1_001 }, (_, i) => `f${i}.yx`) }],
    ["typecheck", "file_paths", "an item of 4,097 characters", { file_paths: ["f".repeat(4_097)] }],
    ["parse_source", "source", "2,000,001 characters", { source: "x".repeat(2_000_001) }],
  ])("%s refuses %s of %s with a short MCP-INVALID-INPUT", async (tool, field, _size, args) => {
    const { reply, text } = await call(tool, args);
    expect(errorCodeOf(reply)).toBe("MCP-INVALID-INPUT");
    expect(reply.result?.content?.[0]?.text).toMatch(new RegExp(`^MCP-INVALID-INPUT: .*${field}`));
    expect(text.length).toBeLessThan(1_000);
  });

  it("answers a 1 MB unknown tool name with a short -32602", async () => {
    const { reply, text } = await call("t".repeat(1_000_000), {});
    expect(reply.error?.code).toBe(-32602);
    expect(reply.error?.message).toMatch(/Unknown tool 't{200}… \(1000000 characters\)'/);
    expect(text.length).toBeLessThan(1_000);
  });

  it("quotes at most 200 characters of an unknown argument name and of a path it cannot find", async () => {
    const name = "n".repeat(5_000);
    const unknown = await call("explain_diagnostic", { code: "E1001", [name]: 1 });
    expect(errorCodeOf(unknown.reply)).toBe("MCP-INVALID-INPUT");
    expect(unknown.text).toContain(`'${"n".repeat(200)}… (5000 characters)'`);
    expect(unknown.text.length).toBeLessThan(1_000);
    const missing = await call("list_imports", { file_path: "m".repeat(4_000) + ".yx" });
    expect(errorCodeOf(missing.reply)).toBe("MCP-FILE-NOT-FOUND");
    expect(missing.text.length).toBeLessThan(1_000);
  });

  it("never shows the absolute project root or another path of this machine in an error", async () => {
    for (const file_path of ["../../../etc/passwd", "/etc/passwd", "geometry/../../outside.yx", "nope/missing.yx"]) {
      const { reply, text } = await call("list_imports", { file_path });
      expect(errorCodeOf(reply)).toMatch(/^MCP-(PATH-OUTSIDE-PROJECT|FILE-NOT-FOUND)$/);
      expectNoMachinePaths(text);
    }
  });
});

describe("inputs that used to take minutes", () => {
  it("answers explain_diagnostic of a near-miss code and of a 1 MB code at once", async () => {
    const near = await call("explain_diagnostic", { code: "E10021" });
    expect(near.reply.result?.content?.[0]?.text).toMatch(/Closest known codes: E1002/);
    const huge = await call("explain_diagnostic", { code: "E1002" + "x".repeat(1_000_000) });
    expect(errorCodeOf(huge.reply)).toBe("MCP-INVALID-INPUT");
    expect(huge.ms).toBeLessThan(10_000); // a hang guard: it took 30 s
  });

  it("answers list_imports of a 400 KB path at once", async () => {
    const { reply, ms } = await call("list_imports", { file_path: "a/".repeat(200_000) + "x.yx" });
    expect(errorCodeOf(reply)).toBe("MCP-INVALID-INPUT");
    expect(ms).toBeLessThan(10_000); // a hang guard: it took 90 s
  });

  it("formats 20,000 `use` lines that all move, and answers in a form that fits", async () => {
    const source = Array.from({ length: 20_000 }, (_, i) => `use m${20_000 - i}\n`).join("");
    const { reply, ms, text } = await call("format_source", { source, max_chars: 80_000 }, 120_000);
    expect(ms).toBeLessThan(60_000); // a hang guard: it took 137 s
    expect(reply.result?.structuredContent).toMatchObject({ changed: true, truncated: true });
    expect(reply.result?.structuredContent?.hint).toMatch(/Formatted text left out/);
    expect(text.length).toBeLessThan(100_000);
    const small = await call("format_source", { source: "use b\nuse   a\n" });
    expect(small.reply.result?.structuredContent).toMatchObject({ formatted: "use a\nuse b\n", changed: true });
  }, 150_000);
});

describe("never -32603 for input", () => {
  /** `a and b or a and b or …`, n terms. */
  const andOr = (n: number) => Array.from({ length: n }, (_, i) => (i === 0 ? "a" : i % 2 ? " and b" : " or a")).join("");

  it("typechecks a 172,000-term `a and b or …` chain", async () => {
    // It answered -32603: its 172,000 diagnostics were appended with a spread, which overflows the stack.
    // (It took 200-280 s when each undefined name's helps walked up the 172,000-deep tree: unknown-names.ts
    // nearestAncestor; the deadlines leave room for a loaded machine.)
    const undefinedNames = await call("typecheck", { source: `x = ${andOr(172_000)}\n` }, 570_000);
    expect(undefinedNames.reply.error).toBeUndefined();
    const structured = undefinedNames.reply.result?.structuredContent as { summary: { errors: number }; truncated: boolean; diagnostics: Array<{ code: string }> };
    expect(structured.summary.errors).toBe(172_000); // each `a` and `b` is undefined
    expect(structured.truncated).toBe(true);
    expect(new Set(structured.diagnostics.map((d) => d.code))).toEqual(new Set(["E1001"]));
    const declared = await call("typecheck", { source: `a = true\nb = false\nx = ${andOr(20_000)}\n` });
    expect(declared.reply.result?.structuredContent).toMatchObject({ diagnostics: [], summary: { errors: 0 } });
  }, 420_000);

  // The checker's own depth limits (E8001) are tested in test/check/deep-nesting.test.ts;
  // here every source tool answers such input through the server.
  it.each([
    ["parentheses", `x = ${"(".repeat(50_000)}1${")".repeat(50_000)}\n`],
    ["unclosed brackets", `x = ${"[".repeat(50_000)}\n`],
  ])("answers every source tool on %s nested 50,000 deep", async (_shape, source) => {
    for (const [tool, args] of [
      ["typecheck", { source }],
      ["parse_source", { source, max_depth: 3 }],
      ["format_source", { source }],
      ["rename_symbol", { source, old_name: "x", new_name: "y" }],
    ] as const) {
      const { reply, text } = await call(tool, args, 120_000);
      expect(reply.error, `${tool}: ${text.slice(0, 300)}`).toBeUndefined();
      expect(reply.result).toBeDefined();
    }
  }, 600_000);
});

/**
 * A server of its own on an empty temporary project, started before the
 * enclosing describe's tests: each case adds a workspace (a folder with one
 * main.yx) and names it in its calls, so that it reads that file alone and no
 * answer comes from an earlier case's cache.
 */
function ownProject(prefix: string): { workspace(label: string, source: string): string; request: ServerProcess["request"] } {
  let dir = "";
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), prefix));
    server = spawnServer(["--project-root", dir, "--no-cache", "--log-level", "error", "--call-timeout", "120"]);
    await server.initialize();
  }, 30_000);
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    workspace(label, source) {
      const name = `${label}-${nextId++}`;
      mkdirSync(path.join(dir, name));
      writeFileSync(path.join(dir, name, "main.yx"), source);
      return name;
    },
    request: (...args) => server!.request(...args),
  };
}

describe("chains thousands of levels deep, of every shape (500 lines of `+` used to trap in the syntax library)", () => {
  // One workspace per case, so that the workspace tools read that file alone.
  // test/mcp/deep-trees.test.ts has the 1 KB case.
  const own = ownProject("yx-deep-");

  const SHAPES: Record<string, (n: number) => string> = {
    "`+` lines": (n) => "+\n".repeat(n),
    "`-` lines": (n) => "-\n".repeat(n),
    "`not` lines": (n) => "not\n".repeat(n),
    "unclosed `(` lines": (n) => "(\n".repeat(n),
    "unclosed `[` lines": (n) => "[\n".repeat(n),
    "`a.` lines": (n) => "a.\n".repeat(n),
    "`x = x +` lines": (n) => "x = x +\n".repeat(n),
    "an `a && a && …` chain": (n) => `x = ${"a && ".repeat(n)}a\n`,
  };
  const CASES: Array<[string, number]> = [
    ...Object.keys(SHAPES).map((shape): [string, number] => [shape, 5_000]),
    ...["`+` lines", "unclosed `(` lines", "`x = x +` lines", "an `a && a && …` chain"].map((shape): [string, number] => [shape, 50_000]),
  ];

  it.each(CASES)("every source tool answers %s at %i, and ping after each", async (shape, size) => {
    const source = (SHAPES[shape] as (n: number) => string)(size);
    const workspace = own.workspace("w", source);
    const file = `${workspace}/main.yx`;
    // The position: the source's last line (a chain is one line; past the end is MCP-INVALID-INPUT).
    const lastLine = Math.max(1, source.split("\n").length - 1);
    for (const [tool, args] of [
      ["parse_source", { source, max_depth: 2 }],
      ["typecheck", { source }],
      ["format_source", { source }],
      ["rename_symbol", { source, old_name: "x", new_name: "y" }],
      ["lookup_symbol", { workspace_root: workspace, query: "x" }],
      ["lookup_symbol", { file_path: file, line: lastLine, column: 1 }],
      ["find_references", { workspace_root: workspace, query: "x" }],
      ["list_symbols", { file_path: file }],
    ] as const) {
      const reply = (await own.request(`deep${nextId++}`, "tools/call", { name: tool, arguments: args }, 150_000)) as Reply;
      const text = JSON.stringify(reply).slice(0, 300);
      expect(reply.error, `${tool}: ${text}`).toBeUndefined();
      expect(reply.result?.isError, `${tool}: ${text}`).toBeFalsy();
      await expect(own.request(`ping${nextId++}`, "ping", undefined, 10_000)).resolves.toMatchObject({ result: {} });
    }
  }, 600_000);
});

describe("linear in the input (issue 18: no super-linear path left)", () => {
  // A server of its own, on a project with one workspace per call: a second call on one
  // workspace would answer from its cache. Each size is measured three times and the fastest run
  // kept (noise only adds time). The larger input is four times the smaller: linear work takes 4×
  // the time, quadratic 16×, and the bound between them (8×) leaves room for a noisy CI machine
  // (doubling with a bound of 3× failed on noise alone: 254 ms → 832 ms once).
  const RUNS = 3;
  const GROWTH = 4;
  const own = ownProject("yx-linear-");

  async function ownCall(name: string, args: unknown): Promise<{ reply: Reply; ms: number }> {
    const started = performance.now();
    const reply = (await own.request(`n${nextId++}`, "tools/call", { name, arguments: args }, 120_000)) as Reply;
    return { reply, ms: performance.now() - started };
  }

  /** lookup_symbol `f` on `source(n)` in a new workspace: the answer and the time it took. */
  async function lookupOnce(label: string, source: string): Promise<{ symbols: Array<Record<string, unknown>>; ms: number; workspace: string }> {
    const workspace = own.workspace(label, source);
    const { reply, ms } = await ownCall("lookup_symbol", { workspace_root: workspace, query: "f" });
    expect(reply.result?.isError, JSON.stringify(reply).slice(0, 300)).toBeFalsy();
    return { symbols: (reply.result?.structuredContent as { symbols: Array<Record<string, unknown>> }).symbols, ms, workspace };
  }

  /** Times lookup_symbol at `small` and GROWTH × `small` lines (alternately, RUNS times); returns the larger input's last workspace. */
  async function expectLinear(label: string, source: (lines: number) => string, small: number, expectSymbols: (symbols: Array<Record<string, unknown>>) => void): Promise<string> {
    const times = { small: [] as number[], large: [] as number[] };
    let workspace = "";
    for (let run = 0; run < RUNS; run++) {
      for (const size of ["small", "large"] as const) {
        const answer = await lookupOnce(label, source(size === "small" ? small : GROWTH * small));
        expectSymbols(answer.symbols);
        times[size].push(answer.ms);
        workspace = answer.workspace;
      }
    }
    const [fast, slow] = [Math.min(...times.small), Math.min(...times.large)];
    // Linear multiplies the time by GROWTH, quadratic by GROWTH²: the bound is their geometric mean.
    expect(slow / fast, `${label}: ${times.small.map(Math.round)} ms at ${small} lines, ${times.large.map(Math.round)} ms at ${GROWTH * small}`).toBeLessThan(GROWTH ** 1.5);
    return workspace;
  }

  it("looks up and typechecks N lines of `{` (never closed) in time linear in N", async () => {
    // Error recovery put every `{` in one flat ERROR node, over which the query cursor cost N² (36 s at 100,000 lines).
    const braces = (lines: number) => `f = 1\n${"{\n".repeat(lines)}`;
    const workspace = await expectLinear("braces", braces, 20_000, (symbols) => {
      expect(symbols).toEqual([expect.objectContaining({ name: "f", kind: "variable", span: [1, 1, 1, 2] })]);
    });
    const { reply } = await ownCall("typecheck", { project_root: workspace, file_paths: ["main.yx"] });
    // One syntax error: recovery makes the whole file one ERROR node, reported where it starts.
    expect(reply.result?.structuredContent).toMatchObject({ diagnostics: [{ code: "E0011", phase: "parser", span: [1, 1, 1, 2] }], summary: { errors: 1 } });
  }, 60_000);

  it("looks up and typechecks N lines of `f = () => { a = 1 }` in time linear in N", async () => {
    // Each statement looked for itself in the list of the name's overloads: N² (31 s at 100,000 lines).
    // The N² term outgrew the linear work only past ~50,000 lines, too slow for this suite: at these
    // sizes the old code doubled too, so this guards the answer and the growth, not that fix.
    const overloads = (lines: number) => "f = () => { a = 1 }\n".repeat(lines);
    const workspace = await expectLinear("overloads", overloads, 5_000, (symbols) => {
      expect(symbols).toEqual([expect.objectContaining({ name: "f", kind: "function", id: "main.f", span: [1, 1, 1, 2] })]);
    });
    const { reply } = await ownCall("typecheck", { project_root: workspace, file_paths: ["main.yx"] });
    expect(reply.result?.structuredContent).toMatchObject({ diagnostics: [], summary: { errors: 0 } });
  }, 90_000);
});

describe("protocol hygiene over stdio", () => {
  it("serves only ping before initialize", async () => {
    const fresh = spawnServer(["--project-root", "corpus"]);
    const early = (await fresh.request(1, "tools/list", {})) as Reply;
    expect(early.error?.code).toBe(-32600);
    expect(early.error?.message).toMatch(/before initialize/);
    const call = (await fresh.request(2, "tools/call", { name: "explain_diagnostic", arguments: { code: "E1001" } })) as Reply;
    expect(call.error?.code).toBe(-32600);
    expect(((await fresh.request(3, "ping")) as Reply).result).toEqual({});
    await fresh.initialize();
    const listed = (await fresh.request(4, "tools/list", {})) as Reply;
    expect(listed.error).toBeUndefined();
  }, 30_000);

  it("answers malformed params of any method with -32602, not a zod dump", async () => {
    for (const [method, params] of [
      ["tools/call", { name: "typecheck", arguments: null }],
      ["tools/call", { name: 5 }],
      ["tools/call", { name: "typecheck", _meta: { progressToken: {} } }],
      ["logging/setLevel", { level: "loud" }],
      ["tools/list", { cursor: 7 }],
      ["ping", 5],
    ] as const) {
      const reply = (await server.request(`p${nextId++}`, method, params)) as Reply;
      expect(reply.error?.code, `${method} ${JSON.stringify(params)}`).toBe(-32602);
      expect(reply.error?.message).not.toMatch(/^\[|"code":/);
      expect(reply.error!.message.length).toBeLessThan(400);
    }
  });

  it("sends log records to a client without stacks or paths of this machine", async () => {
    await server.request(`l${nextId++}`, "logging/setLevel", { level: "debug" });
    const before = server.messages.length;
    // A response nobody asked for is a protocol error the server logs.
    server.send({ jsonrpc: "2.0", id: 987_654, result: { path: `${REPO_ROOT}secret` } });
    const record = await server.waitFor(
      () => server.messages.slice(before).find((m) => m.method === "notifications/message" && JSON.stringify(m).includes("protocol error")),
      "the protocol error log record",
    );
    const text = JSON.stringify(record);
    expect(text).not.toContain('"stack"');
    expectNoMachinePaths(text);
    expect(text).toContain("<install>");
    await server.request(`l${nextId++}`, "logging/setLevel", { level: "error" });
  });
});

describe("a crash", () => {
  const crashOnSignal = pathToFileURL(fileURLToPath(new URL("../fixtures/process/crash-on-signal.mjs", import.meta.url))).href;

  it.each(["throw", "reject"])("ends the process with exit code 70 after logging it (%s)", async (kind) => {
    const crashing = spawnServer(["--project-root", "corpus"], { env: { NODE_OPTIONS: `--import=${crashOnSignal}`, CRASH_KIND: kind } });
    await crashing.initialize();
    crashing.child.kill("SIGUSR2");
    const { code } = await crashing.exited;
    expect(code).toBe(70);
    const record = crashing.logRecords().find((r) => typeof r.msg === "string" && r.msg.endsWith("; exiting"));
    expect(JSON.stringify(record)).toMatch(/injected (failure|rejection)/);
    expect(crashing.nonJsonLines).toEqual([]);
  }, 30_000);
});
