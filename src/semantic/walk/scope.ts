// Scopes and bindings of the semantic walk (diagnostics.md §6.2). A scope is
// one block; its `kind` decides the re-binding codes (R7/R8: `bare` gives
// E2002) and what a read after it closed means (R2: E2020 after `bare` and
// `while`, E1001 otherwise).
import type { AstNode } from "../../syntax/ast/ast.js";
import type { ScopeKind } from "../model/model.js";
import type { ScopeDraft } from "../model/recorder.js";
import type { ModuleObserver } from "./memo.js";
import type { Signature, Type } from "../types/types.js";

export type { ScopeKind };

/** Ownership class of a binding's value (§6.7 "Copy-kind classification"). */
export type OwnKind = "copy" | "move" | "dup" | "linear" | "unknown";

export type BindingKind = "local" | "param" | "loop" | "pattern" | "value" | "function" | "type" | "import" | "placeholder";

export interface Binding {
  readonly name: string;
  readonly kind: BindingKind;
  mutable: boolean;
  readonly scope: Scope;
  /** The name token (the key of its definition in the model). */
  readonly decl: AstNode;
  type: Type;
  own: OwnKind;
  /** Where the value was moved away, or null. */
  moved: AstNode | null;
  /** For a local lambda or function: its signature (arity/argument checks). */
  sig: Signature | null;
  /** An immutable local function (a lambda, or a signature with its body): its parameters' name tokens, which named arguments of its calls name. */
  parameters?: ReadonlyMap<string, AstNode>;
  /** Import bindings: the std module (`std.io`) or workspace file the alias names. */
  module?: { std: boolean; path: string; file: string | null };
  /** Import bindings of a workspace module's type: the file and the name it has there (a `use` in a block binds it only there). */
  importedType?: { readonly file: string; readonly name: string };
  /** Import bindings of a workspace module's export: the file and the name it has there. */
  exported?: { readonly file: string; readonly name: string };
  /** Import bindings of std items: true (their calls are type-checked when `stdUnique`). */
  std?: boolean;
  stdUnique?: boolean;
  /** Import bindings of std items: the item's own name (`println` of `use std.io.{println as say}`). */
  stdName?: string;
}

export interface Token {
  readonly binding: Binding;
  readonly write: boolean;
  readonly at: AstNode;
}

export interface FunctionFrame {
  /** Declared result type of the enclosing function (unknown when none). */
  readonly result: Type;
  /** True when a result type is declared (for `return` checks). */
  readonly declared: boolean;
  /** True when the declared result is `Result(...)` (E1081). */
  readonly returnsResult: boolean;
  /** The declared error type of that Result, when known (E1083). */
  readonly errorType: Type | null;
  /** A lambda's frame: the types its `return`s give (its result when they agree, walker.ts lambda()). */
  readonly returns?: Type[];
}

export class Scope {
  readonly names = new Map<string, Binding>();
  /** Names declared in closed `bare`/`while` child blocks (R2: reading them is E2020). */
  readonly released = new Map<string, Binding>();
  /** Borrow tokens bound to names in this block: alive until it closes (§6.7 rule 3). */
  readonly tokens: Token[] = [];
  /** Set when a `use` in this block imports a type (Binding.importedType): annotations below then look here. */
  importsTypes = false;
  /** Told about every read of this scope through `lookup`, `releasedBinding` and `liveTokens` (the module scope, see memo.ts). */
  observer: ModuleObserver | null = null;

  constructor(
    readonly kind: ScopeKind,
    readonly parent: Scope | null,
    readonly frame: FunctionFrame,
    /** The model's record of this scope (null for the module scope). */
    readonly draft: ScopeDraft | null,
  ) {}

  /** Qualified name of the enclosing top-level function or method (or generic type), as the model names locals. */
  get owner(): string | null {
    return this.draft?.owner ?? null;
  }

  /** The visible binding of `name` (innermost first), or undefined. */
  lookup(name: string): Binding | undefined {
    for (let s: Scope | null = this; s; s = s.parent) {
      const b = s.names.get(name);
      if (s.observer) s.observer.readName(name);
      if (b) return b;
    }
    return undefined;
  }

  /** A binding of `name` released by a closed bare/while block on the way out, or undefined. */
  releasedBinding(name: string): Binding | undefined {
    for (let s: Scope | null = this; s; s = s.parent) {
      const b = s.released.get(name);
      if (s.observer) s.observer.readReleased(name);
      if (b) return b;
    }
    return undefined;
  }

  /** Every live token of `binding` (this scope and the enclosing ones). */
  liveTokens(binding: Binding): Token[] {
    const out: Token[] = [];
    for (let s: Scope | null = this; s; s = s.parent) {
      if (s.observer) s.observer.readTokens();
      for (const t of s.tokens) if (t.binding === binding) out.push(t);
    }
    return out;
  }
}

/** Binding kinds that count as "outer bindings" for R7-R9 (functions, types and imports do not). */
export function isValueBinding(b: Binding): boolean {
  return b.kind === "local" || b.kind === "param" || b.kind === "loop" || b.kind === "pattern" || b.kind === "value";
}
