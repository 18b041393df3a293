// `println!("x = {}", x)`, `vec![1, 2]` (Rust): YaoXiang has no macros. The
// parser reads the name as one statement and `!(…)` as a second one that
// starts where the name ends, so the compiler's error is E1051 on the tuple
// or list; its generic help ("negate a comparison") would send an agent the
// wrong way. This names the habit instead.
import type { AstNode } from "../syntax/ast/ast.js";

/** The help for a `!` glued to the name before it (`name!(…)`), or undefined when it is a real negation. */
export function macroCallHelp(negation: AstNode): string | undefined {
  const name = macroName(negation);
  if (name === undefined) return undefined;
  const written = `\`${name}!\``;
  if (name === "vec") return `YaoXiang has no macros: ${written} is the name \`${name}\` followed by a negation; a list is written \`[1, 2, 3]\``;
  if (name === "format") return `YaoXiang has no macros: ${written} is the name \`${name}\` followed by a negation; build the text with an f-string, \`f"x = {x}"\``;
  const call = name === "print" || name === "println" ? `\`${name}(f"x = {x}")\` (an f-string formats values)` : `\`${name}(…)\``;
  return `YaoXiang has no macros: ${written} is the name \`${name}\` followed by a negation; call the function, ${call}`;
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
