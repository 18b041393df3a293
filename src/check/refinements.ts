// Refinement annotations `v: Pred(args) = e`, where `Pred` is a proof
// function `Pred: (x: Int) -> Type = { x < 100 }` (diagnostics.md §6.6):
// the argument count must match (E1093) and every argument must be a
// compile-time constant or a plain name, not a type expression (E1092).
// Evaluating the predicate (E4018) belongs to the proof-execution stage,
// which the front-end check does not run.
import type { AstNode } from "../syntax/ast/ast.js";
import { BUILTIN_TYPE_NAMES } from "../semantic/types/annotations.js";
import type { Walker } from "../semantic/walk/walker.js";
import type { Sink } from "./context.js";

const TYPE_EXPRESSIONS = new Set(["generic_type", "tuple_type", "function_type", "reference_type", "pointer_type", "meta_type", "record_type"]);

export function checkRefinementAnnotation(sink: Sink, w: Walker, type: AstNode): void {
  if (type.type !== "generic_type") return;
  const name = type.get("name")?.leafText ?? "";
  const found = w.context.lookupType(name);
  if (found?.decl.kind !== "proof") return;
  const proof = found.decl;
  const args = type.get("arguments")?.namedChildren ?? [];
  if (args.length !== proof.params.length) {
    sink.report("E1093", type, `the refinement '${name}' takes ${proof.params.length} argument(s) but ${args.length} ${args.length === 1 ? "was" : "were"} given`, {
      phase: "refinement",
    });
    return;
  }
  for (const arg of args) {
    const isType = TYPE_EXPRESSIONS.has(arg.type) || (arg.type === "type_identifier" && BUILTIN_TYPE_NAMES.has(arg.leafText));
    if (!isType) continue;
    sink.report("E1092", type, `the argument '${w.context.text.slice(arg.start, arg.end)}' of the refinement '${name}' is a type, but a compile-time constant is expected`, {
      phase: "refinement",
    });
    return;
  }
}
