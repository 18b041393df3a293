// Loads web-tree-sitter and the YaoXiang grammar exactly once per process.
// Every consumer (server, scripts, tests) goes through here so that there is
// one Parser.init() and one Language.load() no matter how many documents exist.
import { readFileSync } from "node:fs";
import { Language, Parser } from "web-tree-sitter";
import { packageFile } from "../package-files.js";

/** Absolute path of the committed grammar build. */
export const GRAMMAR_WASM_PATH = packageFile("wasm/tree-sitter-yaoxiang.wasm");

let loading: Promise<Language> | undefined;

/** The YaoXiang language, loaded on first use and shared afterwards. */
export function loadYaoXiang(wasmPath: string = GRAMMAR_WASM_PATH): Promise<Language> {
  if (wasmPath !== GRAMMAR_WASM_PATH) return loadLanguageFrom(wasmPath);
  loading ??= loadLanguageFrom(wasmPath);
  return loading;
}

let runtimeReady: Promise<void> | undefined;

/**
 * The emscripten module options handed to Parser.init(): emscripten fills this
 * object in as the runtime's module (exports, heap views). Only
 * src/syntax/fast-cursor.ts reads it, and checks what it needs is there.
 */
// One object per process, shared by every copy of this module (the sources and the bundle in dist/ may both be
// loaded, as the library's tests do): web-tree-sitter fills in the options of its first Parser.init() only and
// reuses that runtime afterwards, so a second copy's own object would stay empty and its fast paths off.
const SHARED_MODULE = Symbol.for("yaoxiang-mcp.emscripten-module");
const emscriptenModule: Record<string, unknown> = ((globalThis as Record<symbol, unknown>)[SHARED_MODULE] ??= {}) as Record<string, unknown>;
let initialised = false;

/** Initialises the web-tree-sitter runtime (idempotent). */
export function initRuntime(): Promise<void> {
  runtimeReady ??= Parser.init(emscriptenModule).then(() => {
    initialised = true;
  });
  return runtimeReady;
}

/** The runtime's module object once initRuntime() has finished (see emscriptenModule). */
export function runtimeModule(): Record<string, unknown> | undefined {
  return initialised ? emscriptenModule : undefined;
}

/** An internal handle of a web-tree-sitter object (a `[0]` slot): an integer. */
export function isHandle(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value);
}

let transferBuffer: number | undefined;

/**
 * The runtime's module, typed as `T`, and the address of its transfer
 * buffer, when the module has `HEAP32` and exports every function of
 * `calls`; else null. For the fast paths that use web-tree-sitter internals
 * (fast-cursor.ts, fast-query.ts), which fall back to the public API then.
 */
export function internalRuntime<T>(calls: readonly string[]): { module: T; buffer: number } | null {
  const module = runtimeModule();
  if (module === undefined || !(module.HEAP32 instanceof Int32Array) || typeof module._ts_init !== "function") return null;
  if (!calls.every((name) => typeof module[name] === "function")) return null;
  // _ts_init() only returns the transfer buffer (and writes the ABI versions into it).
  transferBuffer ??= (module._ts_init as () => number)();
  return { module: module as T, buffer: transferBuffer };
}

/** Loads any tree-sitter wasm grammar (used for the benchmarks' JavaScript baseline too). */
export async function loadLanguageFrom(wasmPath: string): Promise<Language> {
  await initRuntime();
  return Language.load(new Uint8Array(readFileSync(wasmPath)));
}

/** A parser bound to the YaoXiang language. Callers own it and must `delete()` it. */
export async function createParser(): Promise<Parser> {
  const language = await loadYaoXiang();
  const parser = new Parser();
  parser.setLanguage(language);
  return parser;
}
