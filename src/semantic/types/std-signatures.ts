// Std signatures (the strings of src/semantic/modules/std-library.ts, diagnostics.md
// §7.4) as checker signatures. Argument counts of std functions are never
// checked (optional and variadic parameters make them unreliable, §6.4);
// argument types are, for a callee that only one std module defines (§7.3).
// Type parameters (`[T]`, `Result(T, E)`) stay unknown inside the container
// they parameterise: `&List<T>` is a list of anything, which an Int is not.
import { preludeEntry, stdExport, type StdExport } from "../modules/std-library.js";
import { matching, splitTopLevel, stdExpectation, stdInstantiation } from "./std-instantiate.js";
import { BOOL, FLOAT, INT, fullyKnown, prim, sameType, STRING, UNKNOWN, VOID, type Param, type Signature, type Type } from "./types.js";

const cache = new Map<string, Signature | null>();

/**
 * Signatures the model types calls with in place of the std table's, where
 * the table's says less than the function does: `dict.values` returns the
 * dictionary's values (`List`, in the table), so a `Dict(String, Track)`
 * gives a list of tracks. Only where what the function returns is in its
 * name; the table's text stays what `lookup_symbol` shows.
 */
const TYPING_SIGNATURES: ReadonlyMap<string, string> = new Map([
  ["std.dict.values", "[K, V](dict: &Dict<K, V>) -> List<V>"],
  ["std.dict.keys", "[K, V](dict: &Dict<K, V>) -> List<K>"],
  // The table's `(item: T) -> T` is the reference's; a lambda that changes the element type is common
  // (`list.map(words, (w) => string.len(w))`), and the result holds what the lambda returns.
  ["std.list.map", "[T, U](list: &List<T>, fn: (item: T) -> U) -> List<U>"],
  // The table's accumulator is `Any`: the result is what the initial value and the lambda agree on.
  ["std.list.reduce", "[T, A](list: &List<T>, fn: (acc: A, item: T) -> A, init: A) -> A"],
  // A list (a dictionary) with an item added, set, removed, or its items reordered or cut: of the same items
  // (120b F1: `list.push(names, "c")` was a `List(?)` where `list.map` keeps its type). An item of another type
  // than the list's leaves the element type unknown (its T bound twice, apart), as the table's `Any` allows.
  ["std.list.push", "[T](list: List<T>, item: T) -> List<T>"],
  ["std.list.append", "[T](list: List<T>, item: T) -> List<T>"],
  ["std.list.prepend", "[T](list: List<T>, item: T) -> List<T>"],
  ["std.list.set", "[T](list: List<T>, index: Int, value: T) -> List<T>"],
  ["std.list.reverse", "[T](list: &List<T>) -> List<T>"],
  ["std.list.slice", "[T](list: &List<T>, start: Int, end: Int) -> List<T>"],
  ["std.list.concat", "[T](a: &List<T>, b: &List<T>) -> List<T>"],
  ["std.dict.set", "[K, V](dict: Dict<K, V>, key: K, value: V) -> Dict<K, V>"],
  ["std.dict.delete", "[K, V](dict: Dict<K, V>, key: K) -> Dict<K, V>"],
  ["std.dict.merge", "[K, V](a: &Dict<K, V>, b: &Dict<K, V>) -> Dict<K, V>"],
]);

/** The signature of a std export, or null for constants and type functions. */
export function stdSignature(e: StdExport): Signature | null {
  const key = `${e.module}.${e.name}`;
  let sig = cache.get(key);
  if (sig === undefined) {
    const text = TYPING_SIGNATURES.get(key) ?? e.signature;
    sig = e.kind === "function" && text ? parseSignature(text) : null;
    cache.set(key, sig);
  }
  return sig;
}

/** The type of a std constant (`PI`), else unknown. */
const valueTypes = new Map<StdExport, Type>();

/** The type of a std export (one object per export: the std table never changes). */
export function stdValueType(e: StdExport): Type {
  let t = valueTypes.get(e);
  if (!t) {
    const sig = e.kind === "variable" && e.signature ? null : stdSignature(e);
    t = e.kind === "variable" && e.signature ? parseType(e.signature.trim()) : sig ? { k: "fn", sig } : UNKNOWN;
    valueTypes.set(e, t);
  }
  return t;
}

const preludeTypes = new Map<string, Type>();

/** A bare prelude short name: its signature when one std module defines it, else a loose one. */
export function preludeType(name: string): Type {
  let t = preludeTypes.get(name);
  if (t) return t;
  const entry = preludeEntry(name);
  const only = entry?.exports[0];
  t = !entry ? UNKNOWN : entry.ambiguous || !only ? { k: "fn", sig: loose(entry.exports) } : stdValueType(only);
  preludeTypes.set(name, t);
  return t;
}

/**
 * Several modules define the name: resolves, never type-checked; borrows and
 * the result only where all agree (`len` is an Int whichever module's it is).
 */
function loose(exports: readonly StdExport[]): Signature {
  const sigs = exports.map(stdSignature).filter((s): s is Signature => s !== null);
  const n = Math.max(0, ...sigs.map((s) => s.params.length));
  const params: Param[] = [];
  for (let i = 0; i < n; i++) {
    const borrow = sigs.every((s) => s.params[i]?.borrow === "read") ? "read" : "none";
    params.push({ name: `arg${i}`, type: UNKNOWN, typed: false, borrow });
  }
  const result = sigs[0]?.result;
  const agreed = result !== undefined && fullyKnown(result) && sigs.every((s) => sameType(s.result, result)) ? result : UNKNOWN;
  return { params, result: agreed, checkArity: false, checkTypes: false };
}

export function stdMember(module: string, name: string): StdExport | undefined {
  const e = stdExport(module, name);
  return e?.plain ? e : undefined;
}

function parseSignature(text: string): Signature {
  let s = text.trim();
  let generic = false;
  if (s.startsWith("[")) {
    generic = true;
    s = s.slice(s.indexOf("]") + 1).trim();
  }
  const close = matching(s, 0);
  const inner = s.slice(1, close);
  const rest = s.slice(close + 1).trim();
  const resultText = rest.startsWith("->") ? rest.slice(2).trim() : "()";
  const params: Param[] = [];
  for (const part of splitTopLevel(inner)) {
    const p = part.trim();
    if (p === "") continue;
    if (p.startsWith("...")) {
      params.push({ name: p.slice(3), type: UNKNOWN, typed: false, borrow: "read", variadic: true });
      continue;
    }
    const optional = p.startsWith("?");
    const body = optional ? p.slice(1) : p;
    const colon = body.indexOf(":");
    if (colon === -1) {
      params.push({ name: body, type: UNKNOWN, typed: false, borrow: "none", optional });
      continue;
    }
    const typeText = body.slice(colon + 1).trim();
    const borrow = typeText.startsWith("&mut ") ? "write" : typeText.startsWith("&") ? "read" : "none";
    const bare = typeText.replace(/^&(mut )?/, "").trim();
    params.push({
      name: body.slice(0, colon).trim(),
      type: parseType(bare),
      typed: true,
      borrow,
      optional,
    });
  }
  // A generic function's result depends on its arguments: unknown, except where a call's arguments fix it.
  const listed = generic ? splitTopLevel(text.trim().slice(1, text.trim().indexOf("]"))).map((v) => v.trim()) : [];
  const paramTexts = splitTopLevel(inner).filter((p) => p.trim() !== "" && !p.trim().startsWith("...")).map((p) => p.slice(p.indexOf(":") + 1));
  const instantiate = stdInstantiation(paramTexts, resultText, listed, parseType);
  const sig: Signature = { params, result: generic ? UNKNOWN : parseType(resultText), checkArity: false, checkTypes: true, generic, expects: stdExpectation(paramTexts, listed, parseType) };
  return instantiate ? { ...sig, instantiate } : sig;
}

function parseType(text: string): Type {
  // The std tables also write `List<T>` and `Arc[T]` (§7.2): one bracket style.
  const t = text.trim().replace(/^([A-Z]\w*)[<[](.*)[>\]]$/, "$1($2)");
  switch (t) {
    case "Int":
      return INT;
    case "Float":
      return FLOAT;
    case "Bool":
      return BOOL;
    case "String":
      return STRING;
    case "Char":
      return prim("Char");
    case "()":
    case "Void":
      return VOID;
    case "List":
      return { k: "list", elem: UNKNOWN };
    case "Dict":
      return { k: "dict", key: UNKNOWN, value: UNKNOWN };
    default:
      break;
  }
  const m = /^(List|Result|Dict)\((.*)\)$/.exec(t);
  if (m) {
    const args = splitTopLevel(m[2] as string).map(parseType);
    if (m[1] === "List") return { k: "list", elem: args[0] ?? UNKNOWN };
    if (m[1] === "Dict") return { k: "dict", key: args[0] ?? UNKNOWN, value: args[1] ?? UNKNOWN };
    return { k: "result", ok: args[0] ?? UNKNOWN, err: args[1] ?? UNKNOWN };
  }
  // File, DateTime and Error are opaque std types (a `?` on them is E1082; an `Error` behind a `?` is no String, E1083);
  // Any, Tuple, T, Weak[T]: unchecked.
  if (t === "File" || t === "DateTime" || t === "Error") return { k: "opaque", name: t };
  // `fn: (item: T) -> Bool`: a function is required (a number there is E1002); its parameters and result are not compared.
  if (t.startsWith("(")) {
    const close = matching(t, 0);
    const after = t.slice(close + 1).trim();
    if (after.startsWith("->")) {
      const params: Param[] = splitTopLevel(t.slice(1, close))
        .map((part) => part.trim())
        .filter((part) => part !== "")
        .map((part) => {
          const colon = part.indexOf(":");
          return { name: colon === -1 ? "" : part.slice(0, colon).trim(), type: parseType(colon === -1 ? part : part.slice(colon + 1)), typed: true, borrow: "none" as const };
        });
      return { k: "fn", sig: { params, result: parseType(after.slice(2)), checkArity: false, checkTypes: false } };
    }
  }
  return UNKNOWN;
}

/**
 * How a std table's text is shown: as a type (`lookup_symbol`'s `type`: no parameter names, what
 * the table leaves open as `?`) or as code (a std symbol's `signature`: names kept, the table's
 * open parts as written, since `?` is no type one can write).
 */
type StdNotation = "type" | "code";

/**
 * A std table signature written as a type, the way every other function's
 * type is shown: parameters without their names (`(s: &String) -> Int`:
 * `(&String) -> Int`), an untyped one as `?` (`(value) -> String`: the table
 * means "anything", which a type would read as a type named `value`), a
 * variadic one as `...?`. Function-typed parameters lose their names too.
 * The table's own notations are written as types are everywhere else (108f P3,
 * P5): `()` is `Void`, `Any` and a bare `List` / `Dict` have `?` for what
 * they leave open, `List<T>` / `Arc[T]` are `List(T)` / `Arc(T)`.
 */
export function stdTypeText(signature: string): string {
  return stdFunctionText(signature, "type");
}

/**
 * A std table signature in YaoXiang's own notation, its names kept: what a std symbol's
 * `signature` shows, so that it reads as code does (112a F7, 114b F6: `(...args) -> ()` beside
 * the type `(...?) -> Void`; `List<T>`, which syntax.md §3.4 rejects). Written as stdTypeText
 * writes types (`()` is `Void`, `List<T>` and `Arc[T]` are `List(T)` and `Arc(T)`), but what the
 * table leaves open stays as written (`Any`, a bare `List`, an untyped `value`), and `[T](…) -> R`
 * is the generic function `(T: Type) -> (…) -> R`, as is one whose one-letter type names are left
 * free (`(self: &Result(T, E)) -> T`, 117a F1).
 */
export function stdSignatureText(signature: string): string {
  const written = stdFunctionText(signature, "code");
  if (signature.trim().startsWith("[")) return written;
  // A one-letter type name the table leaves free is a type parameter too.
  const free = [...new Set(written.match(/\b[A-Z]\b/g) ?? [])];
  return free.length > 0 ? `(${free.map((t) => `${t}: Type`).join(", ")}) -> ${written}` : written;
}

/** A std table's function (or other) type in `notation`; its `[T]` prefix kept as a type shows it, a `(T: Type) ->` as code. */
function stdFunctionText(signature: string, notation: StdNotation): string {
  let rest = signature.trim();
  let typeParams = "";
  if (rest.startsWith("[")) {
    const close = rest.indexOf("]");
    typeParams = notation === "type" ? rest.slice(0, close + 1) : `(${splitTopLevel(rest.slice(1, close)).map((t) => `${t.trim()}: Type`).join(", ")}) -> `;
    rest = rest.slice(close + 1).trim();
  }
  if (!rest.startsWith("(")) return stdTypeWords(signature, notation);
  const close = matching(rest, 0);
  const params = splitTopLevel(rest.slice(1, close))
    .map((p) => p.trim())
    .filter((p) => p !== "")
    .map((p) => stdParamText(p, notation));
  const after = rest.slice(close + 1).trim();
  const result = after.startsWith("->") ? ` -> ${stdTypeWords(after.slice(2), notation)}` : after === "" ? "" : ` ${after}`;
  return `${typeParams}(${params.join(", ")})${result}`;
}

function stdParamText(param: string, notation: StdNotation): string {
  const marker = /^(\.\.\.|\?)/.exec(param)?.[0] ?? "";
  const body = param.slice(marker.length);
  const colon = body.indexOf(":");
  if (notation === "code") return marker + (colon === -1 ? body : `${body.slice(0, colon).trim()}: ${stdTypeWords(body.slice(colon + 1), notation)}`);
  return marker + (colon === -1 ? "?" : stdTypeWords(body.slice(colon + 1), notation));
}

/** One type of a std table in `notation` (see stdTypeText and stdSignatureText). */
function stdTypeWords(text: string, notation: StdNotation): string {
  const t = text.trim();
  const borrow = /^&(mut )?/.exec(t)?.[0];
  if (borrow) return borrow + stdTypeWords(t.slice(borrow.length), notation);
  if (t.startsWith("(")) {
    const close = matching(t, 0);
    if (t.slice(close + 1).trim().startsWith("->")) return stdFunctionText(t, notation);
    if (t.slice(1, close).trim() === "") return "Void";
  }
  const applied = /^([A-Z]\w*)[<[(](.*)[>\])]$/.exec(t);
  if (applied) return `${applied[1]}(${splitTopLevel(applied[2] as string).map((a) => stdTypeWords(a, notation)).join(", ")})`;
  return notation === "type" ? (BARE_STD_TYPES.get(t) ?? t) : t;
}

/** Names the std tables write without the parts they leave open. */
const BARE_STD_TYPES: ReadonlyMap<string, string> = new Map([
  ["Any", "?"],
  ["List", "List(?)"],
  ["Dict", "Dict(?, ?)"],
]);
