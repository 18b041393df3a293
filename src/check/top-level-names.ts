// Same-name top-level declarations diagnostics.md §6.2 ("Other same-name
// cases") reports although the reference does not: a second type definition
// of one name (the reference is silent and keeps one of them), and a function
// named like a type of the file (the reference reports it only for a local
// function). E2002 at the later name, the first one related. Not in the
// reference's view (reference-mode.ts).
import type { AstNode } from "../syntax/ast/ast.js";
import type { Declarations } from "../semantic/types/declarations.js";
import { Sink, type RawDiagnostic } from "./context.js";

export function topLevelNames(file: string, root: AstNode, declarations: Declarations): RawDiagnostic[] {
  const sink = new Sink({ file });
  const types = new Map<string, AstNode>();
  for (const statement of root.children) {
    if (statement.type !== "type_definition" && statement.type !== "generic_type_definition") continue;
    const name = statement.get("name");
    if (!name || name.missing) continue;
    const first = types.get(name.leafText);
    if (!first) {
      types.set(name.leafText, name);
      continue;
    }
    sink.report("E2002", name, `the type '${name.leafText}' is already defined in this file`, {
      phase: "names",
      related: [{ message: `first definition of '${name.leafText}'`, at: first, file }],
      help: "give one of the types another name (or merge their bodies)",
    });
  }
  for (const [name, overloads] of declarations.functions) {
    const type = types.get(name);
    if (!type) continue;
    for (const { node } of overloads) {
      const target = node.get("target");
      if (!target) continue;
      sink.report("E2002", target, `'${name}' is a type of this file, so a function cannot have its name`, {
        phase: "names",
        related: [{ message: `the type '${name}' is defined here`, at: type, file }],
        help: "give the function another name (a type's constructor is called by the type's name)",
      });
    }
  }
  return sink.raw;
}
