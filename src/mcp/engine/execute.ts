// Running one tool call where the project lives (the calling thread for the
// in-process engine, a worker thread for the worker engine): the handler,
// then the output budget and the output-schema check, all under the call's
// cancellation token. The outcome is plain data, the payload already
// serialized: that string is what crosses the thread boundary.
import type { Diagnostic } from "../../diagnostics/diagnostic.js";
import type { ConfigLoad } from "../../project/config.js";
import { MANIFEST_NAME } from "../../project/root.js";
import { FILE_SKIPPED_CODE } from "../../project/safe-read.js";
import type { WorkspaceView } from "../../project/workspace.js";
import type { FileEdit, WriteSetResult } from "../../project/write-set.js";
import { changeDigest } from "../../project/change-digest.js";
import { OperationCancelledError, runCancellable, throwIfCancelled, type CancellationToken } from "../../syntax/cancellation.js";
import { fitResult, shortenedTexts, showsLongTexts, type Budget, type Fitted } from "../budget.js";
import { payload } from "../envelope.js";
import { QUOTE_CHARS, quote, shorten } from "../redact.js";
import { asToolError, ToolError } from "../errors.js";
import type { Logger } from "../logger.js";
import type { Tool, ToolContext } from "../tool.js";
import { WRITES_DISABLED } from "../writes.js";
import type { CallOutcome } from "./engine.js";
import { keptWhole } from "./kept-whole.js";

/** The project as a running call sees it. */
export interface ToolHost {
  /** A fresh view of the workspace for `rootArg` (the server root when absent). */
  view(rootArg?: string): Promise<WorkspaceView>;
  /** The server root's yaoxiang.toml and its warnings, without scanning the workspace. */
  config(): ConfigLoad;
  /** Writes files of the workspace for `rootArg`, all or none (src/project/write-set.ts). */
  writeFiles(edits: readonly FileEdit[], rootArg?: string): WriteSetResult;
}

export interface ExecutionEnv {
  host: ToolHost;
  token: CancellationToken;
  /** Aborted with the token (for handlers that wait on something). */
  signal: AbortSignal;
  log: Logger;
  progress?: (done: number, total: number, message?: string) => void;
  /** The server was started with --allow-writes. */
  allowWrites: boolean;
}

export async function executeTool(tool: Tool, args: Record<string, unknown>, maxChars: number, env: ExecutionEnv): Promise<CallOutcome> {
  try {
    return await runCancellable(env.token, async () => {
      const read: ProjectReads = { views: new Map(), configWarnings: [] };
      const { data, note } = await withWorkspaceDiagnostics(await tool.handler(args, contextFor(env, read, maxChars)), read, namesItsFiles(args));
      throwIfCancelled();
      const told = finish(tool, withNote(data, note?.full), maxChars, env.log, note === undefined);
      // Warnings told in the hint in full push the answer's own items out of a small budget (106c V1): then counted.
      if (!note || told.kind !== "ok" || (told.json.length <= maxChars && told.value?.truncated !== true)) return told;
      const counted = finish(tool, withNote(data, note.brief), maxChars, env.log);
      if (counted.kind !== "ok") return told;
      const shown = (outcome: typeof counted) => (outcome.value ? shownItems(outcome.value, tool.budget?.lists ?? []) : 0);
      const fits = (outcome: typeof counted) => outcome.json.length <= maxChars;
      // The one within the budget, then the one showing more of the answer, then (both over it) the shorter.
      if (fits(counted) !== fits(told)) return fits(counted) ? counted : told;
      if (shown(counted) !== shown(told)) return shown(counted) > shown(told) ? counted : told;
      return !fits(told) && counted.json.length < told.json.length ? counted : told;
    });
  } catch (error) {
    if (error instanceof OperationCancelledError) return { kind: "stopped", reason: error.reason };
    const toolError = asToolError(error);
    if (toolError) return { kind: "error", code: toolError.code, message: toolError.message };
    if (isWasmTrap(error)) {
      // A trap inside tree-sitter (web-tree-sitter): a bug of ours or the
      // library's on this input, never the caller's fault. The wasm memory
      // may be corrupt after it (every later parse on it failed), so the
      // outcome says so and the worker engine retires the thread.
      env.log.error("syntax library trapped", { tool: tool.name, error });
      return { kind: "error", code: "MCP-INTERNAL", message: `${WASM_TRAP_MESSAGE} (${error.message})`, damaged: true };
    }
    env.log.error("tool failed", { tool: tool.name, error });
    return { kind: "internal", message: error instanceof Error ? error.message : String(error) };
  }
}

/** A WebAssembly.RuntimeError (the lib typings of this project do not declare WebAssembly's values). */
function isWasmTrap(error: unknown): error is Error {
  const runtimeError = (globalThis as { WebAssembly?: { RuntimeError?: new () => Error } }).WebAssembly?.RuntimeError;
  return runtimeError !== undefined && error instanceof runtimeError;
}

const WASM_TRAP_MESSAGE =
  "the syntax tree library failed on this input; the engine thread that ran it is replaced, so later calls are not affected. Please report the input";

/**
 * A hint is prose: a run of more than QUOTE_CHARS characters without a space
 * in it is a name or path it quotes, shortened as a quoted argument is (101a
 * D7: "No symbol at long.yx:2:10: the name `aaa…`" quoted a 70,000-character
 * name whole, and the answer was cut to "0 of 0 items shown").
 */
function shortenLongWords(hint: string): string {
  return hint.length <= QUOTE_CHARS ? hint : hint.replace(LONG_WORD, (word) => shorten(word));
}

/** The quotes and punctuation around a name stay: only the name is shortened. */
const LONG_WORD = new RegExp(`[^\\s\`'"(),;]{${QUOTE_CHARS + 1},}`, "g");

/**
 * The last resort for an answer still over its budget, or one that leaves items out while it
 * shows none, or texts as long as LONG_TEXT_CHARS (budget.ts: shortened to that): every text past
 * QUOTE_CHARS shortened, wherever it is (a 40,000-character name in `symbol`, 101c N1), then past
 * LAST_TEXT_CHARS but the hint (a symbol's name, id and doc of 200 characters each are over a
 * budget of 1,000, and a lookup at that budget showed "0 of 1 items": 101d D6), when that shows
 * more items (102a D5: 3 of 3 at max_chars 1500, 2 of 3 at 2000). Texts all shorter than that
 * are never shortened to show more items: the budget's cut of the list stands.
 */
function withShorterTexts(fitted: Fitted<Record<string, unknown>>, whole: Record<string, unknown>, budget: Budget, maxChars: number): Fitted<Record<string, unknown>> {
  // Most answers: within the budget, nothing left out.
  if (fitted.json.length <= maxChars && fitted.value.truncated !== true) return fitted;
  const withoutHint = { ...whole, hint: undefined };
  const all = shownItems(whole, budget.lists);
  // The budget's own form shows texts as long as it lets any be: shorter texts are worth more items.
  let longTexts: boolean | undefined;
  let best = fitted;
  for (const most of [QUOTE_CHARS, LAST_TEXT_CHARS]) {
    const over = best.json.length > maxChars;
    const shown = shownItems(best.value, budget.lists);
    if (!over && !(shown < all && (shown === 0 || (longTexts ??= showsLongTexts({ ...fitted.value, hint: undefined }))))) break;
    const texts = shortenedTexts(withoutHint, most) as Record<string, unknown>;
    if (texts === withoutHint) continue; // no text that long
    const hint = most < QUOTE_CHARS ? whole.hint : shortenedTexts(whole.hint, most);
    const said = [hint, `Texts over ${most} characters shortened.`].filter((h) => typeof h === "string").join(" ");
    const shortened = fitResult({ ...texts, truncated: true, hint: said }, budget, maxChars);
    const better = over ? shortened.json.length < best.json.length : shortened.json.length <= maxChars && shownItems(shortened.value, budget.lists) > shown;
    if (better) best = shortened;
  }
  return best;
}

/** How many items the lists of `value` hold. */
function shownItems(value: Record<string, unknown>, lists: readonly string[]): number {
  return lists.reduce((n, key) => n + (Array.isArray(value[key]) ? (value[key] as unknown[]).length : 0), 0);
}

/** The shortest a text gets to keep an answer within its budget (the hint apart). */
const LAST_TEXT_CHARS = 60;

/** Envelope, output budget and output-schema check of a handler's data. */
function finish(tool: Tool, data: Record<string, unknown>, maxChars: number, log: Logger, warnOverBudget = true): CallOutcome {
  const whole = payload(typeof data.hint === "string" ? { ...data, hint: shortenLongWords(data.hint) } : data);
  let fitted: Fitted<Record<string, unknown>> = tool.budget ? fitResult(whole, tool.budget, maxChars) : { value: whole, json: JSON.stringify(whole), fits: true };
  if (tool.budget) fitted = withShorterTexts(fitted, whole, tool.budget, maxChars);
  if (fitted.json.length > maxChars && warnOverBudget) {
    // Never refused for its size (an answer over the budget beats none), but
    // a tool whose smallest form does not fit has a budget to fix.
    log.warn("result over the output budget", { tool: tool.name, chars: fitted.json.length, maxChars });
  }
  const checked = tool.outputSchema.safeParse(fitted.value);
  if (!checked.success) {
    // The tool broke its own declared schema: a bug, and clients would reject the result.
    log.error("tool output does not match its schema", { tool: tool.name, issues: checked.error.issues });
    return { kind: "internal", message: "output does not match its schema" };
  }
  // The checked value is zod's copy: it may differ from the fitted one by the keys a schema strips; serialize what
  // is returned, made again only when it does differ (keptWhole).
  const value = checked.data as Record<string, unknown>;
  return { kind: "ok", json: keptWhole(fitted.value, value) ? fitted.json : JSON.stringify(value), value };
}

/** What a call read of the project: the workspace views, and the manifest's warnings when it read only that. */
interface ProjectReads {
  views: Map<string, Promise<WorkspaceView>>;
  configWarnings: Diagnostic[];
}

/**
 * Per-call context: the workspace is refreshed at most once per call and
 * root; `read` collects what the call read.
 */
function contextFor(env: ExecutionEnv, read: ProjectReads, maxChars: number): ToolContext {
  const { views } = read;
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
    config: async () => {
      const load = env.host.config();
      read.configWarnings.push(...load.diagnostics);
      return load.config;
    },
    writeFiles(edits, options = {}) {
      if (!env.allowWrites) throw new ToolError("MCP-INVALID-INPUT", WRITES_DISABLED);
      const now = options.digest === undefined ? undefined : changeDigest(edits);
      if (now !== undefined && now !== options.digest) {
        throw new ToolError("MCP-FILE-CHANGED", `the changes are no longer those of the preview (digest ${quote(options.digest ?? "")}, now ${now}): a file changed since, or this call's arguments (its files, its options) are not the preview's; nothing was written: preview again with the arguments you apply with`);
      }
      return env.host.writeFiles(edits, options.rootArg);
    },
  };
}

/** A source file (or directory of them) left out of the workspace; not the manifest, which every call reads. */
function isSkippedSource(d: Diagnostic): boolean {
  return d.code === FILE_SKIPPED_CODE && d.file?.split("/").pop() !== MANIFEST_NAME;
}

/**
 * A call about the files (or the unsaved source) it names, not the whole
 * workspace: `typecheck {file_paths: ["a.yx"]}`, `format_source {source}`.
 */
function namesItsFiles(args: Record<string, unknown>): boolean {
  return args.file_paths !== undefined || args.file_path !== undefined || args.source !== undefined;
}

/**
 * Reports the warnings of what the call read of the project (yaoxiang.toml not
 * valid or not read, source files skipped), so that an answer that misses a
 * file or ignores a setting says why. A tool with a top-level `diagnostics`
 * list gets them after its own (counted in `summary.warnings` when it has
 * one): a small output budget then shows the call's own errors first, not
 * up to 20 skipped files; any other tool gets them as sentences in its
 * `hint`. Not a field of its own: tools/list must stay under 10,000
 * characters. A call that names its files gets the skipped files as
 * sentences too: they are not among the files it was asked about (a file
 * named that would be skipped is a tool error), and a clean `a.yx` must not
 * count another file's error (97a D1); an import of one fails in the
 * checker's own diagnostics.
 */
async function withWorkspaceDiagnostics(data: Record<string, unknown>, read: ProjectReads, scoped: boolean): Promise<{ data: Record<string, unknown>; note?: WorkspaceNote }> {
  const notes = new Map<string, Diagnostic>();
  for (const d of read.configWarnings) notes.set(`${d.file ?? ""}|${d.code}|${d.message}`, d);
  for (const settled of await Promise.allSettled(read.views.values())) {
    if (settled.status === "rejected") continue; // the handler saw that failure already
    for (const d of settled.value.diagnostics) notes.set(`${d.file ?? ""}|${d.code}|${d.message}`, d);
  }
  if (notes.size === 0) return { data };
  const all = [...notes.values()];
  const listed = Array.isArray(data.diagnostics) ? all.filter((d) => !(scoped && isSkippedSource(d))) : [];
  const told = all.filter((d) => !listed.includes(d));
  let out = data;
  if (listed.length > 0) {
    const summary = data.summary as { warnings?: unknown; errors?: unknown; files_with_errors?: unknown } | undefined;
    out = {
      ...out,
      diagnostics: [...(data.diagnostics as unknown[]), ...listed],
      ...(summary && typeof summary.warnings === "number" ? { summary: counted(summary, listed) } : {}),
    };
  }
  if (told.length === 0) return { data: out };
  const codes = new Map<string, number>();
  for (const d of told) codes.set(d.code, (codes.get(d.code) ?? 0) + 1);
  return {
    data: out,
    note: {
      full: `Workspace warnings: ${told.map((d) => `${d.code}: ${d.message}.`).join(" ")}`,
      brief: `Workspace warnings: ${[...codes].map(([code, n]) => `${code} ×${n}`).join(", ")} (typecheck lists them).`,
    },
  };
}

/** The warnings of what a call read of the project, as sentences of its hint: all of them, or counted by code. */
interface WorkspaceNote {
  readonly full: string;
  readonly brief: string;
}

/** `data` with `note` after its own hint. */
function withNote(data: Record<string, unknown>, note: string | undefined): Record<string, unknown> {
  if (note === undefined) return data;
  return { ...data, hint: typeof data.hint === "string" ? `${data.hint} ${note}` : note };
}

/**
 * A typecheck summary counting the project's diagnostics too: warnings, and
 * errors (a source that is not UTF-8 does not compile) with their files,
 * which count among the files too (never checked, they were not counted:
 * `files_with_errors` stays within `files`).
 */
function counted(summary: Record<string, unknown>, added: readonly Diagnostic[]): Record<string, unknown> {
  const errors = added.filter((d) => d.severity === "error");
  const out = { ...summary, warnings: (summary.warnings as number) + added.filter((d) => d.severity === "warning").length };
  if (errors.length === 0 || typeof summary.errors !== "number" || typeof summary.files_with_errors !== "number") return out;
  const files = new Set(errors.map((d) => d.file)).size;
  return { ...out, errors: summary.errors + errors.length, files_with_errors: summary.files_with_errors + files, ...(typeof summary.files === "number" ? { files: summary.files + files } : {}) };
}
