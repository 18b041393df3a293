// What the semantic walk records for the model, top-level statement by
// top-level statement: scopes, definitions, references, member uses and
// binding events, as drafts that point at the AST (their offsets are read
// when the model is assembled, so a draft of a statement that an incremental
// re-copy only moved stays right). One statement's drafts form a Fragment,
// which the walk's memo keeps with the statement and reuses when the
// statement is unchanged and reads the same names (../walk/memo.ts).
//
// References do not point at definitions directly but at the binding's
// name token (`decl`): the declaring statement keeps that node as long as it
// is unchanged, so a reused fragment's references find the definition drafted
// by this walk. Definitions are keyed the same way when the model is
// assembled (assemble.ts).
import type { AstNode } from "../../syntax/ast/ast.js";
import type { Type } from "../types/types.js";
import type { BindingForm, BindingOutcome, DefinitionKind, MemberResolution, MemberRole, ReferenceRole, ScopeKind } from "./model.js";

export interface ScopeDraft {
  readonly kind: ScopeKind;
  /** Null: the module. */
  readonly parent: ScopeDraft | null;
  /** The scope spans [from.start, to.end). */
  readonly from: AstNode;
  readonly to: AstNode;
  readonly owner: string | null;
}

export interface DefDraft {
  /** The name token: the key references use (`RefTarget.decl`). */
  readonly name: AstNode;
  readonly kind: DefinitionKind;
  /** Null: the module scope. */
  readonly scope: ScopeDraft | null;
  /** The declaring statement, parameter or pattern. */
  readonly decl: AstNode;
  /** Visible from the start or the end of this node; null: from offset 0 (hoisted, or members). */
  readonly visible: { readonly node: AstNode; readonly edge: "start" | "end" } | null;
  readonly mutable: boolean;
  readonly form: BindingForm;
  readonly container: string | null;
  readonly qualifiedName: string;
  /** The annotation (its text is the signature: a node, or the offsets of `(T: Type) -> Type` of a generic type), or null. */
  readonly annotation: { readonly start: number; readonly end: number } | null;
  /** Top-level and member declarations carry the comment above them. */
  readonly documented: boolean;
  readonly useOrdinal: number | null;
  readonly importedName: string | null;
  /** A parameter's name in the function's annotation, when its lambda head names it too. */
  readonly signatureName: AstNode | null;
  readonly type: Type;
  /** Not a lexical name (members): never found by a name lookup. */
  readonly member: boolean;
}

export type RefTarget =
  /** The binding whose name token is `decl`. */
  | { readonly kind: "binding"; readonly decl: AstNode }
  | { readonly kind: "prelude"; readonly name: string }
  | { readonly kind: "builtin-type"; readonly name: string }
  | { readonly kind: "unresolved" };

export interface RefDraft {
  readonly node: AstNode;
  readonly role: ReferenceRole;
  readonly scope: ScopeDraft | null;
  readonly target: RefTarget;
  readonly type: Type;
}

export interface MemberDraft {
  readonly node: AstNode;
  readonly role: MemberRole;
  readonly resolution: MemberResolution;
  readonly named: boolean;
  readonly type: Type;
  /** The receiver expression (null for a named argument). */
  readonly receiver: AstNode | null;
  /** The receiver is a type (MemberUse.throughType). */
  readonly throughType?: boolean;
}

export interface EventDraft {
  readonly name: AstNode;
  readonly statement: AstNode;
  readonly form: BindingForm;
  readonly outcome: BindingOutcome;
  readonly scope: ScopeDraft | null;
  /** Name token of the binding bound or written. */
  readonly definition: AstNode;
  /** Name token of the earlier binding concerned. */
  readonly previous: AstNode | null;
  readonly inExpression: boolean;
  readonly value: AstNode | null;
}

/** A record type listing an interface in its body. */
export interface ImplementsDraft {
  /** The record's name token. */
  readonly type: AstNode;
  /** The interface's name token in the body. */
  readonly interface: AstNode;
}

/** What the walk of one top-level statement recorded. */
export class Fragment {
  readonly scopes: ScopeDraft[] = [];
  readonly implements: ImplementsDraft[] = [];
  readonly definitions: DefDraft[] = [];
  readonly references: RefDraft[] = [];
  readonly members: MemberDraft[] = [];
  readonly events: EventDraft[] = [];
  /** Files this file imports through which a method declared apart from its type was found (their imports are used). */
  readonly methodModules: string[] = [];
  /** The walk could not finish the statement (nested too deeply for the stack): nothing in it is known. */
  overflowed = false;
  /** Parts of the statement that are text to the compiler (an f-string interpolation it cannot read): no name in them is an occurrence. */
  readonly text: { readonly start: number; readonly end: number }[] = [];

  constructor(
    /** The top-level statement, or null for what the module level declares before any statement. */
    readonly statement: AstNode | null,
  ) {}
}

export class ModelRecorder {
  /** Declarations made before the statements are walked (hoisted names, top-level imports). */
  readonly module = new Fragment(null);
  /** One per top-level statement, in order. */
  readonly fragments: Fragment[] = [];
  private current: Fragment = this.module;

  /** The text at `range` is text to the compiler, not code (fstrings.ts interpolatedExpression). */
  literalText(range: { readonly start: number; readonly end: number }): void {
    this.current.text.push({ start: range.start, end: range.end });
  }

  /** Starts recording top-level statement `statement`. */
  begin(statement: AstNode): void {
    this.current = new Fragment(statement);
  }

  /** Ends the statement begun last; returns what it recorded. */
  end(): Fragment {
    const done = this.current;
    this.fragments.push(done);
    this.current = this.module;
    return done;
  }

  /** The statement begun last could not be walked to its end: keeps an empty fragment marked overflowed. */
  abandon(): Fragment {
    const done = new Fragment(this.current.statement);
    done.overflowed = true;
    this.fragments.push(done);
    this.current = this.module;
    return done;
  }

  /** An unchanged statement's fragment from an earlier walk. */
  adopt(fragment: Fragment): void {
    this.fragments.push(fragment);
  }

  scope(draft: ScopeDraft): ScopeDraft {
    this.current.scopes.push(draft);
    return draft;
  }

  define(draft: DefDraft): void {
    this.current.definitions.push(draft);
  }

  /**
   * The type of the definition of `name` recorded in the current fragment,
   * once known: a local function is defined before its lambda is walked (so
   * that it can call itself) and takes its value's type after.
   */
  retype(name: AstNode, type: Type): void {
    retypeLatest(this.current.definitions, (d) => d.name === name, type);
  }

  /** The type of the hoisted definition of `name` (a top-level function whose result its body gave). */
  retypeModule(name: AstNode, type: Type): void {
    retypeLatest(this.module.definitions, (d) => d.name === name, type);
  }

  /** The type of the latest reference recorded at `node` in the current fragment (a call of an overloaded function, once its overload is chosen). */
  retypeReference(node: AstNode, type: Type): void {
    retypeLatest(this.current.references, (r) => r.node === node, type);
  }

  reference(draft: RefDraft): void {
    this.current.references.push(draft);
  }

  /** The latest member use recorded at `node` gets `type` (an overloaded method's call, once its arguments are counted). */
  retypeMember(node: AstNode, type: Type): void {
    retypeLatest(this.current.members, (m) => m.node === node, type);
  }

  /** The member token `node` recorded last is written (a method taking `&mut self` is called on it: `a.b.inc()`). */
  writeMember(node: AstNode): void {
    readBecomes(this.current.members, node, "write");
  }

  /** The name `node` recorded last as read is lent for writing (passed to a `&mut` parameter: `note(g)` with `note: (l: &mut Log) -> Void`). */
  lendReference(node: AstNode): void {
    readBecomes(this.current.references, node, "lend");
  }

  member(draft: MemberDraft): void {
    this.current.members.push(draft);
  }

  event(draft: EventDraft): void {
    this.current.events.push(draft);
  }

  implement(draft: ImplementsDraft): void {
    this.current.implements.push(draft);
  }

  methodModule(file: string): void {
    if (!this.current.methodModules.includes(file)) this.current.methodModules.push(file);
  }

  /** The fragment being recorded. */
  get fragment(): Fragment {
    return this.current;
  }
}

/** The draft recorded last at `node` gets role `role` when it was a read (drafts are plain records: copied, not mutated). */
function readBecomes<D extends { readonly node: AstNode; readonly role: string }>(drafts: D[], node: AstNode, role: D["role"]): void {
  for (let i = drafts.length - 1; i >= 0; i--) {
    if (drafts[i]!.node !== node) continue;
    if (drafts[i]!.role === "read") drafts[i] = { ...drafts[i]!, role };
    return;
  }
}

/** Replaces the type of the latest draft of `drafts` that `matches` (drafts are plain records: copied, not mutated). */
function retypeLatest<D extends { readonly type: Type }>(drafts: D[], matches: (draft: D) => boolean, type: Type): void {
  for (let i = drafts.length - 1; i >= 0; i--) {
    const draft = drafts[i]!;
    if (matches(draft)) {
      drafts[i] = { ...draft, type };
      return;
    }
  }
}
