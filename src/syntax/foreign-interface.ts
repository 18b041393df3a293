// Another language's interface (`interface Shape { area(): number }`,
// `trait Shape { fn area(&self) -> f64; }`, a Python `Protocol`'s methods)
// written back as YaoXiang declares one: a type whose body lists its methods'
// signatures, each with `self` first (syntax.md §3.5; 106f Y7). Pure functions
// of the reference parser's tokens, as habit-help.ts is.
import { foreignSignature, FUNCTION_WORDS, MODIFIERS } from "./foreign-signature.js";
import type { HabitToken } from "./habit-help.js";

/** Words that start an interface in other languages. */
export const INTERFACE_WORDS: ReadonlySet<string> = new Set(["interface", "trait", "protocol"]);

/**
 * `interface Shape { area(): number; scale(k: number): void }`, `trait Shape { fn area(&self) -> f64; }`:
 * the interface as YaoXiang declares it, a type whose body lists its methods' signatures, each with
 * `self` first, read from the user's own (106f Y7: a fixed `area` template, or an `impl` help at a trait's
 * method). A member not read with confidence is left to a `…`.
 */
export function interfaceHelp(word: string, name: string, body: readonly HabitToken[]): string {
  const members = splitMembers(body);
  const read = members.map((m) => interfaceMember(name, m)).filter((m) => m !== undefined);
  const shown = read.length > 0 ? [...read, ...(read.length < members.length ? ["…"] : [])] : [`area: (self: &${name}) -> Float`];
  return `YaoXiang has no \`${word}\`: an interface is a type whose body lists its methods' signatures, \`${name}: Type = { ${shown.join(", ")} }\``;
}

/** The tokens between the `{` at `open` and its `}` (to the end when it is not closed). */
export function blockBody(tokens: readonly HabitToken[], open: number): HabitToken[] {
  let depth = 0;
  for (let i = open + 1; i < tokens.length; i++) {
    const v = tokens[i]!.value;
    if (v === "{") depth++;
    else if (v === "}" && depth-- === 0) return tokens.slice(open + 1, i);
  }
  return tokens.slice(open + 1);
}

/** A block's members: split at `;`, `,` and line breaks outside brackets. */
function splitMembers(body: readonly HabitToken[]): HabitToken[][] {
  const members: HabitToken[][] = [];
  let member: HabitToken[] = [];
  let depth = 0;
  const flush = () => {
    if (member.length > 0) members.push(member);
    member = [];
  };
  for (const token of body) {
    const v = token.value;
    if (depth === 0 && member.length > 0 && token.startRow !== member[member.length - 1]!.startRow) flush();
    if (v === "(" || v === "[" || v === "{") depth++;
    else if (v === ")" || v === "]" || v === "}") depth--;
    if (depth === 0 && (v === ";" || v === ",")) {
      flush();
      continue;
    }
    member.push(token);
  }
  flush();
  return members;
}

/** `area(): number`, `fn area(&self) -> f64`, `def area(self) -> float: ...` as `area: (self: &Shape) -> Float`. */
function interfaceMember(owner: string, tokens: readonly HabitToken[]): string | undefined {
  let at = 0;
  while (tokens[at] && (FUNCTION_WORDS.has(tokens[at]!.value) || MODIFIERS.has(tokens[at]!.value))) at++;
  const name = tokens[at];
  if (name?.kind !== "ident") return undefined;
  // `: ...` after a Python header: its body, not a result.
  const end = tokens.findIndex((t, i) => i > at && t.value === ":" && tokens[i + 1]?.value === "...");
  const signature = foreignSignature(end < 0 ? tokens : tokens.slice(0, end), at + 1);
  if (!signature || signature.typeParameters.length > 0 || signature.parameters.some((p) => p.type === undefined)) return undefined;
  const params = [`self: ${signature.self === "mut" ? "&mut " : "&"}${owner}`, ...signature.parameters.map((p) => `${p.name}: ${p.type!}`)];
  return `${name.value}: (${params.join(", ")}) -> ${signature.result ?? "Void"}`;
}
