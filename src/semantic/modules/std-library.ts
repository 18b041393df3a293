// The standard library as the reference implements it: every `std.*` module
// and its exports, with symbol kinds and signatures (diagnostics.md §7.4,
// modules-and-workspace.md §2.6). Std paths never touch the disk: `use std.io`
// resolves against this table alone (§3.3 Rule 1).
//
// Kinds follow modules-and-workspace.md §4.2: functions are `function`,
// constants (`PI`, `E`, `TAU`) are `variable`, the type-level functions of
// std.assert are `type`. The reference's quirk of classing `list.map`,
// `filter` and `reduce` as constants (their signature text starts with `[`)
// is not copied: they are functions.

/** Kind of a std export (the §4.2 kinds that std uses). */
export type StdExportKind = "function" | "variable" | "type";

export interface StdExport {
  /** As registered: `println`, or a dotted name such as `int.to_string` / `DateTime::year`. */
  readonly name: string;
  readonly kind: StdExportKind;
  /** Signature text as written in the std tables, or null. */
  readonly signature: string | null;
  /** Module path, e.g. `std.io`. */
  readonly module: string;
  /**
   * True when `name` is a plain identifier: only those can be imported with
   * `use std.m.{name}`, written as `m.name`, or reached as a prelude short name.
   */
  readonly plain: boolean;
}

export interface StdModule {
  /** `std.io` */
  readonly path: string;
  /** Last segment: `io` (the name `use std.io` binds). */
  readonly name: string;
  readonly exports: readonly StdExport[];
  /** False for modules missing from the WebAssembly build (os, net, concurrent, weak). */
  readonly wasm: boolean;
  /** `native` (Rust) or `yaoxiang` (std.test, embedded YaoXiang source). */
  readonly implementation: "native" | "yaoxiang";
}

/** The std root namespace (`use std` binds it; its members are the modules). */
export const STD_ROOT = "std";

type Row = readonly [name: string, signature: string | null, kind?: StdExportKind];

interface ModuleSpec {
  name: string;
  rows: readonly Row[];
  wasm?: boolean;
  implementation?: "native" | "yaoxiang";
}

// Module order = the reference's registration order (diagnostics.md §7.3):
// concurrent, convert, dict, io, list, math, net, string, result, time, os,
// weak, assert, test. For a short name defined by several modules, the
// prelude meaning in the reference is the last one registered.
const MODULE_SPECS: readonly ModuleSpec[] = [
  {
    name: "concurrent",
    wasm: false,
    rows: [
      ["sleep", "(millis: Int) -> Void"],
      ["thread_id", "() -> String"],
      ["yield_now", "() -> Void"],
    ],
  },
  {
    name: "convert",
    rows: [
      ["to_string", "(value) -> String"],
      ...["int", "float", "bool", "char", "string", "list", "dict", "tuple", "set", "range"].map(
        (t): Row => [`${t}.to_string`, "(self) -> String"],
      ),
    ],
  },
  {
    name: "dict",
    rows: [
      ["get", "(dict: &Dict, key: Any) -> Any"],
      ["set", "(dict: Dict, key: Any, value: Any) -> Dict"],
      ["has", "(dict: &Dict, key: Any) -> Bool"],
      ["values", "(dict: &Dict) -> List"],
      ["keys", "(dict: &Dict) -> List"],
      ["entries", "(dict: &Dict) -> List"],
      ["delete", "(dict: Dict, key: Any) -> Dict"],
      ["len", "(dict: &Dict) -> Int"],
      ["is_empty", "(dict: &Dict) -> Bool"],
      ["merge", "(a: &Dict, b: &Dict) -> Dict"],
    ],
  },
  {
    name: "io",
    rows: [
      ["print", "(...args) -> ()"],
      ["println", "(...args) -> ()"],
      ["read_line", "() -> String"],
      ["read_file", "(path: &String) -> String"],
      ["write_file", "(path: &String, content: &String) -> Bool"],
      ["append_file", "(path: &String, content: &String) -> Bool"],
      ["format_fallback", "(value, type_name: &String) -> String"],
    ],
  },
  {
    name: "list",
    rows: [
      ["push", "(list: List, item: Any) -> List"],
      ["pop", "(list: &List) -> Any"],
      ["append", "(list: List, item: Any) -> List"],
      ["prepend", "(list: List, item: Any) -> List"],
      ["remove_at", "(list: &List, index: Int) -> Any"],
      ["reverse", "(list: &List) -> List"],
      ["concat", "(a: &List, b: &List) -> List"],
      ["map", "[T](list: &List<T>, fn: (item: T) -> T) -> List<T>"],
      ["filter", "[T](list: &List<T>, fn: (item: T) -> Bool) -> List<T>"],
      ["reduce", "[T](list: &List<T>, fn: (acc: Any, item: T) -> Any, init: Any) -> Any"],
      ["len", "(list: &List) -> Int"],
      ["is_empty", "(list: &List) -> Bool"],
      ["get", "(list: &List, index: Int) -> Any"],
      ["set", "(list: List, index: Int, value: Any) -> List"],
      ["first", "(list: &List) -> Any"],
      ["last", "(list: &List) -> Any"],
      ["slice", "(list: &List, start: Int, end: Int) -> List"],
      ["contains", "(list: &List, item: Any) -> Bool"],
      ["find_index", "(list: &List, item: Any) -> Int"],
      ["iter", "(list: &List) -> Tuple"],
      ["next", "(iterator: Tuple) -> Any"],
      ["has_next", "(iterator: Tuple) -> Bool"],
    ],
  },
  {
    name: "math",
    rows: [
      ["abs", "(n: Int) -> Int"],
      ["max", "(a: Int, b: Int) -> Int"],
      ["min", "(a: Int, b: Int) -> Int"],
      ["clamp", "(value: Int, min: Int, max: Int) -> Int"],
      ["fabs", "(n: Float) -> Float"],
      ["fmax", "(a: Float, b: Float) -> Float"],
      ["fmin", "(a: Float, b: Float) -> Float"],
      ["pow", "(base: Float, exp: Float) -> Float"],
      ["sqrt", "(n: Float) -> Float"],
      ["floor", "(n: Float) -> Float"],
      ["ceil", "(n: Float) -> Float"],
      ["round", "(n: Float) -> Float"],
      ["sin", "(n: Float) -> Float"],
      ["cos", "(n: Float) -> Float"],
      ["tan", "(n: Float) -> Float"],
      ["PI", "Float", "variable"],
      ["E", "Float", "variable"],
      ["TAU", "Float", "variable"],
    ],
  },
  {
    name: "net",
    wasm: false,
    rows: [
      ["http_get", "(url: &String) -> String"],
      ["http_post", "(url: &String, body: &String) -> String"],
      ["url_encode", "(s: &String) -> String"],
      ["url_decode", "(s: &String) -> String"],
    ],
  },
  {
    name: "string",
    rows: [
      ["split", "(s: &String, sep: &String) -> List(String)"],
      ["trim", "(s: &String) -> String"],
      ["upper", "(s: &String) -> String"],
      ["lower", "(s: &String) -> String"],
      ["replace", "(s: &String, old: &String, new: &String) -> String"],
      ["contains", "(s: &String, sub: &String) -> Bool"],
      ["starts_with", "(s: &String, prefix: &String) -> Bool"],
      ["ends_with", "(s: &String, suffix: &String) -> Bool"],
      ["index_of", "(s: &String, sub: &String) -> Int"],
      ["substring", "(s: &String, start: Int, end: Int) -> String"],
      ["is_empty", "(s: &String) -> Bool"],
      ["len", "(s: &String) -> Int"],
      ["chars", "(s: &String) -> List(String)"],
      ["concat", "(s1: &String, s2: &String) -> String"],
      ["repeat", "(s: &String, n: Int) -> String"],
      ["reverse", "(s: &String) -> String"],
      ["format", "(format: &String, ...args) -> String"],
      ["parse_int", "(s: &String) -> Result(Int, Error)"],
      ["parse_float", "(s: &String) -> Result(Float, Error)"],
    ],
  },
  {
    name: "result",
    rows: [
      ["is_ok", "(self: &Result(T, E)) -> Bool"],
      ["is_err", "(self: &Result(T, E)) -> Bool"],
      ["unwrap", "(self: &Result(T, E)) -> T"],
      ["unwrap_or", "(self: &Result(T, E), default: T) -> T"],
    ],
  },
  {
    name: "time",
    rows: [
      ["now", "() -> DateTime"],
      ["timestamp", "() -> Int"],
      ["timestamp_ms", "() -> Int"],
      ["sleep", "(seconds: Float) -> Void"],
      ["format_time", "(dt: Int, fmt: String) -> String"],
      ["parse_time", "(fmt: String, s: String) -> DateTime"],
      ...["year", "month", "day", "hour", "minute", "second", "weekday"].map(
        (f): Row => [`DateTime::${f}`, "(dt: Int) -> Int"],
      ),
      ["DateTime::to_string", "(dt: Int) -> String"],
    ],
  },
  {
    name: "os",
    wasm: false,
    rows: [
      ["open", "(path: &String, mode: &String) -> File"],
      ["close", "(file: File) -> Void"],
      ["read", "(file: File, n: Int) -> String"],
      ["write", "(file: File, content: String) -> Int"],
      ["seek", "(file: File, offset: Int) -> Bool"],
      ["tell", "(file: File) -> Int"],
      ["flush", "(file: File) -> Void"],
      ["mkdir", "(path: &String) -> Bool"],
      ["rmdir", "(path: &String) -> Bool"],
      ["read_dir", "(path: &String) -> String"],
      ["remove", "(path: &String) -> Bool"],
      ["exists", "(path: &String) -> Bool"],
      ["is_file", "(path: &String) -> Bool"],
      ["is_dir", "(path: &String) -> Bool"],
      ["copy", "(src: &String, dst: &String) -> Bool"],
      ["rename", "(old: &String, new: &String) -> Bool"],
      ["get_env", "(name: &String) -> String"],
      ["set_env", "(name: &String, value: &String) -> Void"],
      ["args", "() -> String"],
      ["chdir", "(path: &String) -> Bool"],
      ["getcwd", "() -> String"],
      ["append_file", "(path: &String, content: &String) -> Bool"],
    ],
  },
  {
    name: "weak",
    wasm: false,
    rows: [
      ["new", "(arc: Arc[T]) -> Weak[T]"],
      ["upgrade", "(weak: Weak[T]) -> Option[Arc[T]]"],
    ],
  },
  {
    name: "assert",
    rows: [
      ["assert", "(cond: Bool, ?msg: String) -> Void"],
      ["IsTrue", null, "type"],
      ["Assert", null, "type"],
    ],
  },
  {
    name: "test",
    implementation: "yaoxiang",
    rows: [
      ["assert_eq", "(a, b) -> Void"],
      ["assert_ne", "(a, b) -> Void"],
      ["assert_true", "(cond: Bool) -> Void"],
      ["assert_false", "(cond: Bool) -> Void"],
    ],
  },
];

const PLAIN_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

function buildModule(spec: ModuleSpec): StdModule {
  const path = `${STD_ROOT}.${spec.name}`;
  return Object.freeze({
    path,
    name: spec.name,
    wasm: spec.wasm ?? true,
    implementation: spec.implementation ?? "native",
    exports: Object.freeze(
      spec.rows.map(([name, signature, kind]) =>
        Object.freeze({ name, kind: kind ?? "function", signature, module: path, plain: PLAIN_IDENTIFIER.test(name) }),
      ),
    ),
  });
}

/** Every std module, in the reference's registration order. */
export const STD_MODULES: readonly StdModule[] = Object.freeze(MODULE_SPECS.map(buildModule));

const byPath = new Map(STD_MODULES.map((m) => [m.path, m]));
const exportIndex = new Map(
  STD_MODULES.map((m) => [m.path, new Map(m.exports.map((e) => [e.name, e]))] as const),
);

/** True for `std` and every `std.*` path (std paths never touch the disk). */
export function isStdPath(segments: readonly string[]): boolean {
  return segments[0] === STD_ROOT;
}

/** The module at `path` (`std.io`), or undefined (also for `std` itself and planned modules). */
export function stdModule(path: string): StdModule | undefined {
  return byPath.get(path);
}

/** The export `name` of std module `modulePath`, or undefined. */
export function stdExport(modulePath: string, name: string): StdExport | undefined {
  return exportIndex.get(modulePath)?.get(name);
}

/** Names a `use std.m.{…}` may import from `modulePath` (plain identifiers, registry order). */
export function stdImportableNames(modulePath: string): string[] {
  return (byPath.get(modulePath)?.exports ?? []).filter((e) => e.plain).map((e) => e.name);
}

/** Std modules whose exports include the plain short name `name` (registration order). */
export function stdModulesDefining(name: string): StdModule[] {
  return STD_MODULES.filter((m) => exportIndex.get(m.path)?.get(name)?.plain === true);
}

/**
 * Prelude meaning of a bare short name (modules-and-workspace.md §3.8,
 * diagnostics.md §7.3): every module defining it, and the one the reference
 * picks (the last registered). `ambiguous` is true when several modules
 * define it, in which case this project does not type-check its calls.
 */
export function preludeEntry(
  name: string,
): { exports: StdExport[]; referenceChoice: StdExport; ambiguous: boolean } | undefined {
  const exports = STD_MODULES.flatMap((m) => {
    const e = exportIndex.get(m.path)?.get(name);
    return e?.plain && e.kind !== "type" ? [e] : [];
  });
  const last = exports[exports.length - 1];
  if (!last) return undefined;
  return { exports, referenceChoice: last, ambiguous: exports.length > 1 };
}

/**
 * Modules the language spec names but the implementation does not have
 * (diagnostics.md §7.5): imports of them get E5001 (warning) like any other
 * unknown std path, with a friendlier message.
 */
export const PLANNED_STD_MODULES: readonly string[] = Object.freeze([
  "std.option",
  "std.collection",
  "std.array",
  "std.iterator",
  "std.file",
  "std.dir",
  "std.random",
  "std.regex",
  "std.math.trig",
  "std.math.log",
]);
