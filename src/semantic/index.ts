// The semantic model: one per file and document version, read by every tool
// (typecheck, lookup_symbol, find_references, rename_symbol, and whatever
// navigates by position). It is built by ONE walk over the file
// (walk/walker.ts: the checker's scopes, type inference, ownership), whose
// diagnostic rules (src/check/) are hooks that judge what the walk finds:
// a statement the checker treats as a new binding is a definition in the
// model, one it treats as an assignment is a `write` of the binding it
// assigns. Which identifiers are definitions and references comes from
// queries/locals.scm (the editors' file): the walk records the ones it
// resolves, the rest (names in type positions, broken code) are resolved
// lexically over the walk's scopes (model/lexical.ts). Re-built per
// top-level statement after an edit (walk/memo.ts keeps each statement's
// part of the model with its findings).
//
//   import { semanticModel } from "../semantic/index.js";
//   const model = semanticModel(host, "src/geometry.yx", doc);   // cached per version
//
// The model (model/model.ts), plain data with offsets (UTF-16, into doc.text)
// and spans computed on demand:
//
// * scopes        module (id 0), function / lambda bodies (parameters belong
//                 to them), if / while / for / match-arm / comprehension /
//                 bare / block scopes, type bodies; `kind` decides R2/R7/R8.
// * definitions   every binding with its kind (§4.2: type, interface, field,
//                 variant, method, function, variable, parameter,
//                 generic_parameter, local, import, namespace), qualified
//                 name (`Point.norm`, `distance#dx`), signature, doc comment,
//                 and `type`: the type the checker gave it (display() prints
//                 it; unknown when the checker cannot tell).
// * references    every other name occurrence: its role (read, call, write,
//                 type, import), its resolution (a definition of the file,
//                 the std prelude, a built-in type, or unresolved with R1/R2
//                 hints) and the type of the name there.
// * members       every `.member` occurrence and named constructor argument
//                 `Point(x = 1)`: role (read, call, write) and resolution: the
//                 member of a record or interface (owner type and declaring
//                 file), a top-level function called method-style, a module's
//                 export, a std export, missing from a known type, or unknown
//                 with the reason (`receiver` when the receiver's type is not
//                 known: those are the `possible` uses of find_references).
// * bindings      every binding site classified by R3-R12 (declare, rebind,
//                 assign, assign-immutable, redeclare, shadow).
// * unanalysed    top-level statements too deeply nested for the walk.
//
// Position queries for navigation: occurrenceAt(offset) (the definition,
// reference or member use under a cursor), definitionAt / referenceAt /
// memberAt(start), scopeAt(offset), resolve(name, scope, offset) (what a
// name would mean there), membersOf(typeName) (the children of a type
// declared in this file; for a type of another file ask that file's model),
// and each occurrence's `type` (the type of a name at a position).
export { analyse, forgetAnalysis, methodDeclarationsChanged, releaseModel, releaseSyntaxCopy, semanticModel, type Analysis, type AnalyseOptions } from "./analyse.js";
export { attachedFunctions } from "./attached-functions.js";
export { methodsBoundTo } from "./types/declarations.js";
export { declarationsOfDocument } from "./walk/context.js";
export { isListableType } from "./interface-like.js";
export { aliasedTypeStart } from "./type-alias.js";
export type {
  BindingEvent,
  BindingForm,
  BindingOutcome,
  Definition,
  DefinitionKind,
  MemberResolution,
  MemberUse,
  Occurrence,
  Reference,
  ReferenceRole,
  Resolution,
  Scope,
  ScopeKind,
  SemanticModel,
  SymbolScope,
  TypeRef,
  UnknownMember,
} from "./model/model.js";
export { analyzeImports, importUses, withStatementSyntaxErrors } from "./imports.js";
export { calledForm, display, displayNamed, instanceOf, leavesUnknown, withoutReceiver, type Type, type TypeNames } from "./types/types.js";
export { BUILTIN_METHODS } from "./walk/members.js";
