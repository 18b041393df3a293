// The edits of the seeded mutation harness (scripts/mutants.ts): one small
// edit of a valid program each, of the kinds issue 12 measures the checker
// on (a deleted or duplicated line, swapped arguments, an identifier
// replaced, a literal of another type, `mut` added or dropped, an operator
// changed, a stray token). Pure functions of the text, its syntax tree and
// a random source, so that a mutant reproduces from its seed.
import type { Node, Tree } from "web-tree-sitter";
import { WHOLE_LITERAL_TYPES } from "../src/syntax/literal-types.js";

export const MUTATION_KINDS = [
  "delete-line",
  "duplicate-line",
  "swap-arguments",
  "replace-identifier",
  "literal-type",
  "mut",
  "operator",
  "stray-token",
] as const;

export type MutationKind = (typeof MUTATION_KINDS)[number];

export interface Mutation {
  kind: MutationKind;
  /** What was done, for the report (`line 12: "x = 1" → "mut x = 1"`). */
  description: string;
  /** 1-based line of the edit. */
  line: number;
  text: string;
}

type Random = () => number;

interface Leaf {
  type: string;
  text: string;
  start: number;
  end: number;
  row: number;
  parent: string;
  grandparent: string;
}

/** One mutant of `text` of the given kind, or null when the program offers no place for it. */
export function mutate(kind: MutationKind, text: string, tree: Tree, random: Random): Mutation | null {
  switch (kind) {
    case "delete-line":
      return lineEdit(kind, text, random, (lines, i) => lines.splice(i, 1));
    case "duplicate-line":
      return lineEdit(kind, text, random, (lines, i) => lines.splice(i, 0, lines[i] as string));
    case "swap-arguments":
      return swapArguments(text, tree, random);
    case "replace-identifier":
      return replaceIdentifier(text, leaves(tree), random);
    case "literal-type":
      return replaceLiteral(text, leaves(tree), random);
    case "mut":
      return toggleMut(text, tree, random);
    case "operator":
      return changeOperator(text, leaves(tree), random);
    case "stray-token":
      return strayToken(text, leaves(tree), random);
  }
}

function pick<T>(items: readonly T[], random: Random): T | undefined {
  return items.length === 0 ? undefined : items[Math.floor(random() * items.length)];
}

function quote(s: string): string {
  return JSON.stringify(s.length > 60 ? `${s.slice(0, 57)}...` : s);
}

function splice(text: string, start: number, end: number, replacement: string): string {
  return text.slice(0, start) + replacement + text.slice(end);
}

/** Deletes or duplicates one line that holds code (not blank, not only a comment). */
function lineEdit(kind: MutationKind, text: string, random: Random, edit: (lines: string[], index: number) => void): Mutation | null {
  const lines = text.split("\n");
  const candidates = lines.map((l, i) => [l.trim(), i] as const).filter(([t]) => t !== "" && !t.startsWith("//"));
  const chosen = pick(candidates, random);
  if (!chosen) return null;
  const index = chosen[1];
  const before = lines[index] as string;
  edit(lines, index);
  return { kind, description: `line ${index + 1}: ${quote(before.trim())}`, line: index + 1, text: lines.join("\n") };
}

function leaves(tree: Tree): Leaf[] {
  const out: Leaf[] = [];
  const cursor = tree.walk();
  try {
    for (;;) {
      // A `"""` string or character literal is one leaf here, its escapes included.
      if (!WHOLE_LITERAL_TYPES.has(cursor.nodeType) && cursor.gotoFirstChild()) continue;
      const node = cursor.currentNode;
      if (node.startIndex < node.endIndex && !node.type.endsWith("comment")) {
        out.push({
          type: node.type,
          text: node.text,
          start: node.startIndex,
          end: node.endIndex,
          row: node.startPosition.row,
          parent: node.parent?.type ?? "",
          grandparent: node.parent?.parent?.type ?? "",
        });
      }
      while (!cursor.gotoNextSibling()) {
        if (!cursor.gotoParent()) return out;
      }
    }
  } finally {
    cursor.delete();
  }
}

function nodesOfType(tree: Tree, type: string): Node[] {
  return tree.rootNode.descendantsOfType(type).filter((n): n is Node => n !== null);
}

/** Swaps two neighbouring arguments of a call. */
function swapArguments(text: string, tree: Tree, random: Random): Mutation | null {
  const calls = nodesOfType(tree, "argument_list").filter((a) => a.namedChildCount >= 2);
  const args = pick(calls, random);
  if (!args) return null;
  const items = args.namedChildren.filter((c): c is Node => c !== null);
  const i = Math.floor(random() * (items.length - 1));
  const a = items[i] as Node;
  const b = items[i + 1] as Node;
  const swapped = text.slice(0, a.startIndex) + b.text + text.slice(a.endIndex, b.startIndex) + a.text + text.slice(b.endIndex);
  return {
    kind: "swap-arguments",
    description: `line ${a.startPosition.row + 1}: ${quote(a.text)} <-> ${quote(b.text)}`,
    line: a.startPosition.row + 1,
    text: swapped,
  };
}

/** Replaces one identifier by another name of the program, or by a misspelling. */
function replaceIdentifier(text: string, all: Leaf[], random: Random): Mutation | null {
  const identifiers = all.filter((l) => l.type === "identifier" || l.type === "type_identifier");
  const target = pick(identifiers, random);
  if (!target) return null;
  const others = [...new Set(identifiers.map((l) => l.text))].filter((n) => n !== target.text);
  const replacement = random() < 0.5 && others.length > 0 ? (pick(others, random) as string) : misspell(target.text, random);
  return {
    kind: "replace-identifier",
    description: `line ${target.row + 1}: ${quote(target.text)} -> ${quote(replacement)}`,
    line: target.row + 1,
    text: splice(text, target.start, target.end, replacement),
  };
}

function misspell(name: string, random: Random): string {
  if (name.length > 2 && random() < 0.5) {
    const i = 1 + Math.floor(random() * (name.length - 1));
    return name.slice(0, i) + name.slice(i + 1);
  }
  return `${name}${"xyz"[Math.floor(random() * 3)]}`;
}

const LITERAL_TYPES = ["integer_literal", "float_literal", "string_literal", "boolean_literal", "char_literal"];
const REPLACEMENTS: Record<string, string[]> = {
  integer_literal: ['"7"', "7.5", "true"],
  float_literal: ["7", '"7.5"', "false"],
  string_literal: ["42", "4.2", "true"],
  boolean_literal: ["1", '"yes"', "0.0"],
  char_literal: ["1", '"c"'],
};

/** Replaces a literal by one of another type. */
function replaceLiteral(text: string, all: Leaf[], random: Random): Mutation | null {
  const literals = all.filter((l) => LITERAL_TYPES.includes(l.type) || LITERAL_TYPES.includes(l.parent));
  const target = pick(literals, random);
  if (!target) return null;
  const type = LITERAL_TYPES.includes(target.type) ? target.type : target.parent;
  // A string literal is several leaves: replace the whole literal.
  const start = type === target.type ? target.start : literalStart(all, target);
  const end = type === target.type ? target.end : literalEnd(all, target);
  const replacement = pick(REPLACEMENTS[type] ?? ["0"], random) as string;
  return {
    kind: "literal-type",
    description: `line ${target.row + 1}: ${quote(text.slice(start, end))} -> ${replacement}`,
    line: target.row + 1,
    text: splice(text, start, end, replacement),
  };
}

function literalStart(all: Leaf[], leaf: Leaf): number {
  let i = all.indexOf(leaf);
  while (i > 0 && (all[i - 1] as Leaf).parent === leaf.parent && (all[i - 1] as Leaf).end === (all[i] as Leaf).start) i--;
  return (all[i] as Leaf).start;
}

function literalEnd(all: Leaf[], leaf: Leaf): number {
  let i = all.indexOf(leaf);
  while (i < all.length - 1 && (all[i + 1] as Leaf).parent === leaf.parent && (all[i + 1] as Leaf).start === (all[i] as Leaf).end) i++;
  return (all[i] as Leaf).end;
}

/** Adds `mut` to a binding that has none, or drops one. */
function toggleMut(text: string, tree: Tree, random: Random): Mutation | null {
  const muts = nodesOfType(tree, "mutable_specifier");
  const bindings = nodesOfType(tree, "binding").filter((b) => b.childForFieldName("target")?.type === "identifier" && !b.children.some((c) => c?.type === "mutable_specifier"));
  if (muts.length > 0 && (random() < 0.5 || bindings.length === 0)) {
    const m = pick(muts, random) as Node;
    let end = m.endIndex;
    while (text[end] === " ") end++;
    return { kind: "mut", description: `line ${m.startPosition.row + 1}: dropped \`mut\``, line: m.startPosition.row + 1, text: splice(text, m.startIndex, end, "") };
  }
  const b = pick(bindings, random);
  if (!b) return null;
  return { kind: "mut", description: `line ${b.startPosition.row + 1}: added \`mut\` to ${quote(b.text.split("\n")[0] as string)}`, line: b.startPosition.row + 1, text: splice(text, b.startIndex, b.startIndex, "mut ") };
}

const OPERATOR_SWAPS: Record<string, string[]> = {
  "+": ["-", "*", "=="],
  "-": ["+", "/"],
  "*": ["/", "+"],
  "/": ["*", "%"],
  "%": ["/", "*"],
  "==": ["!=", "=", "<"],
  "!=": ["==", "="],
  "<": [">", "<=", "=="],
  ">": ["<", ">=", "=="],
  "<=": ["<", ">="],
  ">=": [">", "<="],
  and: ["or", "+"],
  or: ["and", "=="],
  "..": ["+", ","],
  "=": ["==", ":"],
  "->": ["=>", ":"],
  "=>": ["->", "="],
  "!": ["-"],
};

/** Changes one operator token. */
function changeOperator(text: string, all: Leaf[], random: Random): Mutation | null {
  const operators = all.filter((l) => OPERATOR_SWAPS[l.type] !== undefined && l.type === l.text);
  const target = pick(operators, random);
  if (!target) return null;
  const replacement = pick(OPERATOR_SWAPS[target.type] as string[], random) as string;
  return {
    kind: "operator",
    description: `line ${target.row + 1}: \`${target.text}\` -> \`${replacement}\` (in ${target.parent})`,
    line: target.row + 1,
    text: splice(text, target.start, target.end, replacement),
  };
}

const STRAY = [",", ")", "(", "}", "{", "=", ":", ".", ";", "+", "]", "[", "=>", "x", "1", '"s"', "->", "?", "mut", "return"];

/** Inserts one token before a random token of the program. */
function strayToken(text: string, all: Leaf[], random: Random): Mutation | null {
  const before = pick(all, random);
  if (!before) return null;
  const token = pick(STRAY, random) as string;
  const insertion = /^[A-Za-z0-9"]/.test(token) ? `${token} ` : token;
  return {
    kind: "stray-token",
    description: `line ${before.row + 1}: \`${token}\` inserted before ${quote(before.text)}`,
    line: before.row + 1,
    text: splice(text, before.start, before.start, insertion),
  };
}
