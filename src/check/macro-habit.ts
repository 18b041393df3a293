// `println!("x = {}", x)`, `vec![1, 2]` (Rust): YaoXiang has no macros. The
// parser reads the name as one statement and `!(…)` as a second one that
// starts where the name ends, so the compiler's error is E1051 on the tuple
// or list; its generic help ("negate a comparison") would send an agent the
// wrong way. This names the habit instead, and writes the call back with the
// user's own values (107a L7).
import { textOf, type AstNode } from "../syntax/ast/ast.js";

/** Rust's printing macros and the prelude function each one's call becomes. */
const PRINTERS = new Map([
  ["print", "print"],
  ["println", "println"],
  ["eprint", "print"],
  ["eprintln", "println"],
]);

/** The help for a `!` glued to the name before it (`name!(…)`), or undefined when it is a real negation; `text` is the file's source. */
export function macroCallHelp(negation: AstNode, text: string): string | undefined {
  const name = macroName(negation);
  if (name === undefined) return undefined;
  const lead = `YaoXiang has no macros: \`${name}!\` is the name \`${name}\` followed by a negation;`;
  const args = macroArguments(negation, text);
  if (name === "vec") return `${lead} a list is written \`[${args?.join(", ") ?? "1, 2, 3"}]\``;
  const formatted = args && formattedText(args);
  if (name === "format") return `${lead} build the text with an f-string, \`${formatted ?? 'f"x = {x}"'}\``;
  // `eprintln!` too: the prelude prints to the standard output only (`println`).
  const printer = PRINTERS.get(name);
  if (printer) return `${lead} call the function, \`${printer}(${formatted ?? 'f"x = {x}"'})\`${formatted?.startsWith("f") || !formatted ? " (an f-string formats values)" : ""}`;
  return `${lead} call the function, \`${name}(${args?.join(", ") ?? "…"})\``;
}

/** The source of each value inside `!(…)` / `![…]`, or undefined when the operand is something else. */
function macroArguments(negation: AstNode, text: string): string[] | undefined {
  const operand = negation.get("operand");
  if (!operand) return undefined;
  const values = operand.namedChildren.filter((c) => !c.type.endsWith("comment"));
  if (operand.type === "tuple_expression" || operand.type === "list_expression" || operand.type === "parenthesized_expression") return values.map((v) => textOf(v, text));
  return undefined;
}

/**
 * Rust's format arguments as one YaoXiang text (`"total is {}", total` →
 * `f"total is {total}"`): each `{}` / `{:spec}` takes the next value, `{0}`
 * the value at that place, `{name}` stays (an f-string reads the name); `{:?}`
 * (Rust's debug form) has no counterpart and is dropped. Undefined when the
 * first value is no plain string, the placeholders and values do not pair up,
 * or a brace `{{` stands beside a value (an f-string has no escaped brace).
 */
function formattedText(args: readonly string[]): string | undefined {
  const [template, ...values] = args;
  if (!template || !/^"(?:[^"\\]|\\.)*"$/.test(template)) return undefined;
  let next = 0;
  let used = 0;
  let broken = false;
  const body = template.slice(1, -1).replace(/\{\{|\}\}|\{([A-Za-z_][A-Za-z0-9_]*|\d+)?(?::([^{}]*))?\}/g, (whole, key: string | undefined, spec: string | undefined) => {
    if (whole === "{{" || whole === "}}") return whole;
    const at = key === undefined ? next++ : /^\d+$/.test(key) ? Number(key) : undefined;
    const value = at === undefined ? key : values[at];
    if (value === undefined) broken = true;
    else if (at !== undefined) used = Math.max(used, at + 1);
    const kept = spec && spec !== "?" && spec !== "#?" ? `:${spec.replace(/\?$/, "")}` : "";
    return `{${value ?? ""}${kept}}`;
  });
  if (broken || used !== values.length) return undefined;
  const escaped = /\{\{|\}\}/.test(template);
  // No value: Rust's `{{` is a plain string's `{`.
  if (next === 0 && used === 0 && !/\{[A-Za-z_]/.test(body.replace(/\{\{|\}\}/g, ""))) return escaped ? `"${body.replace(/\{\{/g, "{").replace(/\}\}/g, "}")}"` : template;
  // An f-string reads `{{name}}` as an interpolation (syntax.md §1.12): a brace cannot be written beside a value.
  return escaped ? undefined : `f"${body}"`;
}

/** The name a `!…` statement is glued to: the statement before it ends with that name exactly where the `!` starts. */
function macroName(negation: AstNode): string | undefined {
  const statement = negation.parent;
  if (statement?.type !== "expression_statement" || statement.start !== negation.start) return undefined;
  const siblings = statement.parent?.children ?? [];
  const at = siblings.indexOf(statement);
  const before = at > 0 ? siblings[at - 1] : undefined;
  if (!before || before.end !== negation.start) return undefined;
  const last = lastLeaf(before);
  return last?.type === "identifier" && last.end === negation.start ? last.leafText : undefined;
}

function lastLeaf(node: AstNode): AstNode | undefined {
  let current: AstNode | undefined = node;
  while (current && current.children.length > 0) current = current.children[current.children.length - 1];
  return current;
}
