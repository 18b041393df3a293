// Running one tool call where the project lives (the calling thread for the
// in-process engine, a worker thread for the worker engine): the handler,
// then the output budget and the output-schema check, all under the call's
// cancellation token. The outcome is plain data, the payload already
// serialized: that string is what crosses the thread boundary.
import type { ProjectConfig } from "../../project/config.js";
import type { WorkspaceView } from "../../project/workspace.js";
import { OperationCancelledError, runCancellable, throwIfCancelled, type CancellationToken } from "../../syntax/cancellation.js";
import { fitLists } from "../budget.js";
import { payload } from "../envelope.js";
import { asToolError } from "../errors.js";
import type { Logger } from "../logger.js";
import type { Tool, ToolContext } from "../tool.js";
import type { CallOutcome } from "./engine.js";

/** The project as a running call sees it. */
export interface ToolHost {
  /** A fresh view of the workspace for `rootArg` (the server root when absent). */
  view(rootArg?: string): Promise<WorkspaceView>;
  /** The server root's yaoxiang.toml, without scanning the workspace. */
  config(): ProjectConfig;
}

export interface ExecutionEnv {
  host: ToolHost;
  token: CancellationToken;
  /** Aborted with the token (for handlers that wait on something). */
  signal: AbortSignal;
  log: Logger;
  progress?: (done: number, total: number, message?: string) => void;
}

export async function executeTool(tool: Tool, args: Record<string, unknown>, maxChars: number, env: ExecutionEnv): Promise<CallOutcome> {
  try {
    return await runCancellable(env.token, async () => {
      const data = await tool.handler(args, contextFor(env, maxChars));
      throwIfCancelled();
      return finish(tool, data, maxChars, env.log);
    });
  } catch (error) {
    if (error instanceof OperationCancelledError) return { kind: "stopped", reason: error.reason };
    const toolError = asToolError(error);
    if (toolError) return { kind: "error", code: toolError.code, message: toolError.message };
    env.log.error("tool failed", { tool: tool.name, error });
    return { kind: "internal", message: error instanceof Error ? error.message : String(error) };
  }
}

/** Envelope, output budget and output-schema check of a handler's data. */
function finish(tool: Tool, data: Record<string, unknown>, maxChars: number, log: Logger): CallOutcome {
  const whole = payload(data);
  const fitted = tool.budget
    ? fitLists(whole, tool.budget.lists, maxChars, tool.budget.hint)
    : { value: whole, json: JSON.stringify(whole), fits: true };
  if (fitted.json.length > maxChars) {
    const hint = tool.budget?.hint ?? "Narrow the request.";
    return {
      kind: "error",
      code: "MCP-INVALID-INPUT",
      message: `the result would be ${fitted.json.length} characters, over the budget of ${maxChars}. ${hint}`,
    };
  }
  const checked = tool.outputSchema.safeParse(fitted.value);
  if (!checked.success) {
    // The tool broke its own declared schema: a bug, and clients would reject the result.
    log.error("tool output does not match its schema", { tool: tool.name, issues: checked.error.issues });
    return { kind: "internal", message: "output does not match its schema" };
  }
  // The checked value may differ from the fitted one only by zod's own
  // normalisation; serialize what is returned.
  const value = checked.data as Record<string, unknown>;
  return { kind: "ok", json: value === fitted.value ? fitted.json : JSON.stringify(value), value };
}

/** Per-call context: the workspace is rescanned at most once per call and root. */
function contextFor(env: ExecutionEnv, maxChars: number): ToolContext {
  const views = new Map<string, Promise<WorkspaceView>>();
  return {
    maxChars,
    log: env.log,
    signal: env.signal,
    wantsProgress: env.progress !== undefined,
    progress: env.progress ?? (() => undefined),
    workspace(rootArg?: string) {
      const key = rootArg ?? "\0server-root";
      let view = views.get(key);
      if (!view) {
        view = env.host.view(rootArg);
        views.set(key, view);
      }
      return view;
    },
    config: async () => env.host.config(),
  };
}
