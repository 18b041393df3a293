// The tool contract. A tool is data: name, title, a description an agent can
// act on, zod shapes for input and output (every field `.describe()`d), and a
// handler that returns plain data. Everything else - envelope, schemaVersion,
// the text copy, MCP-* error mapping, input validation, the output budget,
// logging - is applied by `register.ts`, identically for every tool.
//
//   export const myTool = defineTool({
//     name: "my_tool",
//     title: "My tool",
//     description: "What it answers and when to call it.",
//     input: { file_path: z.string().describe("...") },
//     output: { items: z.array(...).describe("...") },
//     budget: { lists: ["items"], hint: "Ask for a single file." },   // optional
//     handler: async ({ file_path }, ctx) => {
//       const ws = await ctx.workspace();                 // fresh, rescanned once per call
//       const file = ws.resolveFile(file_path);           // safe path resolution
//       return { items: pureAnalysis(file.document()) };  // plain data only
//     },
//   });
//
// Call problems: `throw new ToolError("MCP-INVALID-INPUT", "...")` (or let a
// ProjectError from src/project through). Code problems are data: return them
// as `diagnostics`. Any other exception is a bug: JSON-RPC error -32603.
import * as z from "zod";
import type { ProjectConfig } from "../project/config.js";
import type { WorkspaceView } from "../project/workspace.js";
import type { FileEdit, WriteSetResult } from "../project/write-set.js";
import { maxCharsInput, truncationOutput, type Budget, type ShrinkStep } from "./budget.js";
import { SCHEMA_VERSION } from "./envelope.js";
import type { Logger } from "./logger.js";
import { applyInput, digestInput, type ToolWrites } from "./writes.js";

export interface ToolContext {
  /**
   * The workspace for the call's root: the server root, or `rootArg` (a
   * `project_root`/`workspace_root` argument, checked to lie inside it).
   * Rescans the disk at most once per call and root.
   */
  workspace(rootArg?: string): Promise<WorkspaceView>;
  /** Output budget of this call in characters (for tools that fit trees themselves). */
  readonly maxChars: number;
  /** Logs to stderr and to the session's client (per its logging/setLevel). */
  readonly log: Logger;
  /** Aborted when the client cancels the request. */
  readonly signal: AbortSignal;
  /**
   * Reports progress of a long call (notifications/progress). A no-op unless
   * the client sent a progress token with the request.
   */
  progress(done: number, total: number, message?: string): void;
  /** True when the client asked for progress (sent a progress token). */
  readonly wantsProgress: boolean;
  /**
   * Writes files of the workspace for `rootArg`, all or none, each only if
   * its text on disk is still `expectedText` (src/project/write-set.ts), and
   * only if the changes' digest is `digest` when one is given (the preview's:
   * MCP-FILE-CHANGED otherwise). MCP-INVALID-INPUT when the server was
   * started without --allow-writes.
   */
  writeFiles(edits: readonly FileEdit[], options?: { rootArg?: string; digest?: string }): WriteSetResult;
  /**
   * The server root's yaoxiang.toml (defaults when there is none), read
   * without scanning the workspace: for tools that work on a source text
   * alone (they declare `usesWorkspace: false`).
   */
  config(): Promise<ProjectConfig>;
}

export interface ToolBudget<O extends z.ZodRawShape> {
  /** Top-level output arrays that may be cut, last resort (their order is kept, the head survives). */
  lists: readonly (keyof O & string)[];
  /** One sentence telling the agent how to ask for less, naming the parameter. */
  hint: string;
  /**
   * Smaller forms of a result over the budget, tried in order before the
   * lists are cut (budget.ts fitResult): the formatted text left out, hunks
   * without their lines… A result is never refused for its size.
   */
  shrink?: readonly ShrinkStep[];
  /** Lists kept whole while the others are cut, when that fits (budget.ts Budget.keep). */
  keep?: readonly (keyof O & string)[];
}

export interface ToolSpec<I extends z.ZodRawShape, O extends z.ZodRawShape> {
  /** snake_case, unique. */
  name: string;
  title: string;
  description: string;
  input: I;
  output: O;
  /** Declares a list-returning tool: adds `max_chars` to the input, `truncated`/`hint` to the output. */
  budget?: ToolBudget<O>;
  /**
   * Whether a call needs the workspace (`ctx.workspace()`); default true.
   * Calls that do not (a source text in, a result out) run beside the
   * workspace's calls instead of waiting for them, in a pool of their own.
   */
  usesWorkspace?: boolean | ((args: z.output<z.ZodObject<I>>) => boolean);
  /** Declares a tool that writes files when called with `apply: true` (adds `apply` to the input; writes.ts). */
  writes?: ToolWrites;
  handler: (args: z.output<z.ZodObject<I>> & { apply?: boolean; digest?: string }, ctx: ToolContext) => Promise<ToolOutput<O>> | ToolOutput<O>;
}

/** What a handler returns: the output fields; `truncated`/`hint` may be set by the tool itself. */
export type ToolOutput<O extends z.ZodRawShape> = z.input<z.ZodObject<O>> & { truncated?: boolean; hint?: string };

/** A tool with its types erased, as the registry handles it. */
export interface Tool {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  /** Strict: unknown argument names are rejected and named. */
  readonly inputSchema: z.ZodObject;
  /** Full payload schema, including schemaVersion (and truncated/hint when budgeted). */
  readonly outputSchema: z.ZodObject;
  readonly budget: Budget | undefined;
  readonly writes: ToolWrites | undefined;
  /** Whether a call with these (validated) arguments needs the workspace. */
  readonly usesWorkspace: (args: Record<string, unknown>) => boolean;
  readonly handler: (args: Record<string, unknown>, ctx: ToolContext) => Promise<Record<string, unknown>>;
}

const RESERVED_OUTPUT_KEYS = ["schemaVersion", "errorCode", "message"];

export function defineTool<I extends z.ZodRawShape, O extends z.ZodRawShape>(spec: ToolSpec<I, O>): Tool {
  if (!/^[a-z][a-z0-9_]*$/.test(spec.name)) throw new Error(`tool name '${spec.name}' must be snake_case`);
  for (const key of RESERVED_OUTPUT_KEYS) {
    // errorCode/message belong to the error payload that shares the output schema.
    if (key in spec.output) throw new Error(`tool ${spec.name}: output field '${key}' is reserved`);
  }
  const input = {
    ...spec.input,
    ...(spec.writes ? { apply: applyInput, digest: digestInput } : {}),
    ...(spec.budget ? { max_chars: maxCharsInput } : {}),
  };
  const output = {
    schemaVersion: z.literal(SCHEMA_VERSION),
    ...spec.output,
    ...(spec.budget ? truncationOutput : {}),
  };
  return {
    name: spec.name,
    title: spec.title,
    description: spec.description,
    inputSchema: z.strictObject(input),
    outputSchema: z.object(output),
    budget: spec.budget,
    writes: spec.writes,
    usesWorkspace: workspaceUse(spec.usesWorkspace),
    handler: async (args, ctx) =>
      (await spec.handler(args as z.output<z.ZodObject<I>> & { apply?: boolean; digest?: string }, ctx)) as Record<string, unknown>,
  };
}

function workspaceUse<A>(declared: boolean | ((args: A) => boolean) | undefined): (args: Record<string, unknown>) => boolean {
  if (typeof declared === "function") return (args) => declared(args as A);
  const uses = declared ?? true;
  return () => uses;
}
