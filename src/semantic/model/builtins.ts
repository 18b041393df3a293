// Names that exist without any definition in the workspace
// (diagnostics.md §7.2, §7.3; modules-and-workspace.md §3.8): built-in type
// names, the value-level prelude (every plain std short name, `Native`) and
// the built-in constructors of Option and Result. All of them rank below
// every user binding (R11).
import { preludeEntry } from "../modules/std-library.js";

/** Built-in type names usable in type positions (diagnostics.md §7.2). */
export const BUILTIN_TYPES: ReadonlySet<string> = new Set([
  "Int", "Float", "Bool", "Char", "String", "Bytes", "Void", "Never", "Type",
  "int", "int64", "i64", "Int64", "Int32", "int32", "i32", "Int16", "int16", "i16", "Int8", "int8", "i8",
  "float", "float64", "f64", "Float64", "Float32", "float32", "f32",
  "bool", "char", "string", "str", "bytes", "void", "never",
  "List", "Dict", "Set", "Option", "Result", "Array", "Arc", "Weak",
  "Any", "Error", "File", "DateTime", "Tuple",
  "FilePath", "HttpUrl", "DBUrl", "Console",
  "IsTrue", "Assert",
  "Clone", "Dup", "Equal", "Debug", "Iterator", "Resource", "Self", "Formatter",
]);

/** Built-in values that are not std exports: constructors and the FFI entry point. */
export const BUILTIN_VALUES: ReadonlySet<string> = new Set(["some", "none", "ok", "err", "Native"]);

/** Constructors a bare pattern identifier refers to (instead of binding a name). */
export const BUILTIN_CONSTRUCTORS: ReadonlySet<string> = new Set(["some", "none", "ok", "err"]);

/** Lexer keywords and literal words (modules-and-workspace.md §0). */
export const KEYWORDS: ReadonlySet<string> = new Set([
  "pub", "use", "spawn", "ref", "mut", "if", "else", "match", "while", "for", "in", "return",
  "break", "continue", "as", "unsafe", "and", "or", "true", "false", "void",
]);

/** True when `name` resolves through the value-level prelude (std short name or built-in value). */
export function isPreludeValue(name: string): boolean {
  let known = preludeMemo.get(name);
  if (known === undefined) {
    known = BUILTIN_VALUES.has(name) || preludeEntry(name) !== undefined;
    preludeMemo.set(name, known);
  }
  return known;
}

/** The prelude never changes: remember answers (names are few and repeat a lot). */
const preludeMemo = new Map<string, boolean>();
