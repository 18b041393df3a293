// Per-file scope graph of a YaoXiang document (modules-and-workspace.md §4.4,
// diagnostics.md §6.2). Owner: the symbols engineer (issue 4). Consumers: the
// symbol tools (src/analysis/symbols/, rename/) and the name-resolution
// checks of src/check/ (E1001, E2002, E2010, E2013, E2016, E2020).
//
//   import { buildScopeGraph } from "../analysis/scopes/index.js";
//   const graph = buildScopeGraph(doc);      // cached per (document, version)
//
// Built from queries/locals.scm (which identifiers are scopes, definitions,
// references, and the definition kinds; compiled once per language, run once
// per document version) plus the rules a query cannot decide (§4.4):
// top-level hoisting (R1), the assignment-first rule for `x = v` (R3-R7),
// explicit declarations and loop variables (R8, R9), constructor names in
// patterns, prelude names (R11). Context around the captures (parents,
// fields, calls, member accesses) is read from the shared plain copy of the
// tree (astOf, src/syntax/ast/ast.ts), never through tree-sitter nodes.
// test/analysis/symbols/scope-graph.test.ts checks that the graph's
// definitions and references are exactly locals.scm's captures on every
// corpus file, and that tags.scm's definitions agree.
//
// What the graph holds (all plain data, offsets are UTF-16 indices into
// doc.text, spans follow the project convention):
//
// * scopes       the module (id 0), function / lambda bodies (parameters
//                belong to the body), if / while / for / match-arm /
//                comprehension / bare / other blocks, and type bodies (members
//                only). `kind` tells R2/R7/R8 apart (`bare`, `while`).
// * definitions  one per binding: top-level (type, interface, function,
//                variable), members (field, variant, method; scope = their
//                type body, never lexical), locals (local, parameter,
//                generic_parameter) and `use` bindings (import, namespace).
//                Same-block repeats of `x = v` are NOT new definitions: they
//                are `write` references of the first one (§4.4).
// * references   every other name occurrence with its role (read, write,
//                call, type, import) and its Resolution: a definition of the
//                file, the std prelude, a built-in type name, or unresolved
//                (with `closed` = a definition in an already-closed block for
//                E2020/E1001, `later` = a top-level value defined further
//                down for R1).
// * bindings     every binding site classified by R3-R9: declare / rebind /
//                assign / assign-immutable (E2010, E2002 from a bare block) /
//                redeclare (E2002) / shadow (E2013, E2002 from a bare block),
//                with the statement span and the earlier binding, plus
//                `inExpression` and `valueSpan` for R12 (E2016 when the
//                target is not mut). Spans are computed on demand from
//                offsets (`start`, `statementStart`…): keep them if you
//                read them often.
// * members      `recv.member` occurrences with a hint about the receiver's
//                type; `types`/`results` give declared types of definitions.
//                Member attribution needs other files: src/analysis/symbols/.
//
// Not modelled: moves (R6 needs ownership analysis: an `assign-immutable`
// event whose outer binding was moved is, per R6, a new local - the checker
// may re-classify it); imports are bound but not resolved here (use
// src/semantic/modules/imports.ts for where they point).
export type {
  BindingEvent,
  BindingForm,
  BindingOutcome,
  Definition,
  DefinitionKind,
  MemberAccess,
  ReceiverHint,
  Reference,
  ReferenceRole,
  Resolution,
  Scope,
  ScopeGraph,
  ScopeKind,
  SymbolScope,
  TypeHint,
} from "../../semantic/model/model.js";
export { buildScopeGraph } from "./build.js";
