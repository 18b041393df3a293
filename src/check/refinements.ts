// Refinement annotations `v: Pred(args) = e`, where `Pred` is a proof
// function `Pred: (x: Int) -> Type = { x < 100 }` (diagnostics.md §6.6):
// the argument count must match (E1093) and every argument must be a
// compile-time constant or a plain name, not a type expression (E1092).
// When every argument is a constant, the predicate is evaluated with them:
// false is E4018 (the reference's proof-execution stage, after its front
// end, reports it; §6.6 lists it among the refinement checks).
import type { AstNode } from "../syntax/ast/ast.js";
import { BUILTIN_TYPE_NAMES } from "../semantic/types/annotations.js";
import { evaluate, type ConstValue } from "../semantic/types/const-eval.js";
import type { ProofDecl } from "../semantic/types/declarations.js";
import type { Walker } from "../semantic/walk/walker.js";
import type { Sink } from "./context.js";

const TYPE_EXPRESSIONS = new Set(["generic_type", "tuple_type", "function_type", "reference_type", "pointer_type", "option_type", "meta_type", "record_type"]);

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
  falsePredicate(sink, w, type, proof, found.file, args);
}

/** E4018: every argument a constant, and the predicate false for them. */
function falsePredicate(sink: Sink, w: Walker, type: AstNode, proof: ProofDecl, file: string, args: readonly AstNode[]): void {
  const env = new Map<string, ConstValue>();
  for (const [i, arg] of args.entries()) {
    const value = evaluate(arg, new Map());
    if (value === undefined) return;
    env.set(proof.params[i]!, value);
  }
  // The first of its predicates that is false for them (all must hold).
  const predicate = proof.predicates.find((p) => evaluate(p, env) === false);
  if (!predicate) return;
  // Another file's predicate is quoted from that file's text.
  if (file !== w.context.file) w.memo?.volatile();
  const written = w.context.text.slice(type.start, type.end);
  const constraint = w.context.textIn(file, predicate) ?? written;
  const counterexample = proof.params.map((p) => `${p} = ${shown(env.get(p)!)}`).join(", ");
  sink.report("E4018", type, `the refinement ${written} is false: its predicate \`${constraint}\` does not hold for ${counterexample}`, {
    phase: "refinement",
    ...(file === w.context.file ? { related: [{ message: "the predicate is declared here", at: predicate, file }] } : {}),
  });
}

/** A constant as source would write it (`"b"`, `2.5`, `500`). */
function shown(value: ConstValue): string {
  return typeof value === "string" ? JSON.stringify(value) : String(value);
}
