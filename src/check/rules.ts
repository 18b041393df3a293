// The checker's rules as the walk's hooks (src/semantic/walk/checks.ts):
// each hook hands its facts to the rule file that judges them, and every
// diagnostic goes to one sink, in the order the walk established the facts.
import type { AstNode } from "../syntax/ast/ast.js";
import type { BindingFacts, CallFacts, Checks, OperandFacts, OwnershipFinding } from "../semantic/walk/checks.js";
import type { Site } from "../semantic/walk/context.js";
import type { MemberResolution } from "../semantic/walk/members.js";
import type { Binding, Scope } from "../semantic/walk/scope.js";
import type { Walker } from "../semantic/walk/walker.js";
import { fitsByDeclaration } from "../semantic/walk/interfaces.js";
import type { Type } from "../semantic/types/types.js";
import { checkAssignable, destructuringRule, mixedPartsOf } from "./assignments.js";
import { bracesInterpolatedRule } from "./brace-interpolation.js";
import { callRules } from "./calls.js";
import { Sink, type RawDiagnostic } from "./context.js";
import { bareReturnRule, conditionRule, endsWithoutValueRule, iterableRule, tryOperandRule, tryOutsideResultRule } from "./control-flow.js";
import { memberRules, tupleIndexRule } from "./members.js";
import { bindingRules } from "./names.js";
import { unresolvedName } from "./unknown-names.js";
import { operatorRules } from "./operators.js";
import { ownershipRules } from "./ownership.js";
import { PASS3 } from "./reference-mode.js";
import { checkRefinementAnnotation } from "./refinements.js";

export class CheckRules implements Checks {
  readonly sink: Sink;

  constructor(file: string) {
    this.sink = new Sink({ file });
  }

  item(index: number): void {
    this.sink.item = index;
  }

  mark(): number {
    return this.sink.raw.length;
  }

  since(mark: number): readonly unknown[] {
    return this.sink.raw.slice(mark);
  }

  replay(findings: readonly unknown[]): void {
    for (const d of findings as readonly RawDiagnostic[]) this.sink.raw.push(d);
  }

  dropsBinding(mark: number): boolean {
    return this.sink.raw.slice(mark).some((d) => PASS3.has(d.code));
  }

  unresolvedName(w: Walker, node: AstNode, released: Binding | null, scope: Scope): void {
    unresolvedName(this.sink, w, node, released, scope);
  }

  binding(w: Walker, facts: BindingFacts): void {
    bindingRules(this.sink, w, facts);
  }

  annotation(w: Walker, type: AstNode): void {
    checkRefinementAnnotation(this.sink, w, type);
  }

  assignment(w: Walker, actual: Type, expected: Type, value: AstNode, at: Site, what: string): void {
    checkAssignable(this.sink, actual, expected, value, at, what, (a, e) => fitsByDeclaration(w, a, e), mixedPartsOf(w, value));
  }

  call(w: Walker, facts: CallFacts): void {
    callRules(this.sink, w, facts);
  }

  member(w: Walker, field: AstNode, receiver: Type, resolution: MemberResolution): void {
    memberRules(this.sink, field, receiver, resolution, w.context.text);
  }

  tupleIndex(_w: Walker, index: AstNode, arity: number, at: bigint): void {
    tupleIndexRule(this.sink, index, arity, at);
  }

  operator(w: Walker, node: AstNode, op: string, operands: readonly OperandFacts[]): void {
    operatorRules(this.sink, node, op, operands, w.context.text);
  }

  condition(_w: Walker, node: AstNode, condition: AstNode, type: Type, form: "if-statement" | "if-expression" | "while"): void {
    conditionRule(this.sink, node, condition, type, form);
  }

  iterable(_w: Walker, iterable: AstNode, type: Type): void {
    iterableRule(this.sink, iterable, type);
  }

  bareReturn(_w: Walker, node: AstNode, result: Type): void {
    bareReturnRule(this.sink, node, result);
  }

  endsWithoutValue(_w: Walker, close: AstNode, result: Type): void {
    endsWithoutValueRule(this.sink, close, result);
  }

  tryOutsideResult(w: Walker, question: AstNode): void {
    tryOutsideResultRule(this.sink, question, w.context.text);
  }

  tryOperand(_w: Walker, question: AstNode, operand: Type, errorType: Type | null): void {
    tryOperandRule(this.sink, question, operand, errorType);
  }

  destructuring(_w: Walker, node: AstNode, length: number, names: number): void {
    destructuringRule(this.sink, node, length, names);
  }

  ownership(w: Walker, finding: OwnershipFinding): void {
    ownershipRules(this.sink, w, finding);
  }

  bracesInterpolated(w: Walker, content: AstNode, expression: AstNode, mark: number): void {
    bracesInterpolatedRule(this.sink, content, expression, this.sink.raw.slice(mark), w.context.text);
  }
}
