// Re-walking after an edit: the semantic walk's result for one top-level
// statement (what the rules found there) is kept, keyed by the statement's AST node (which an incremental
// re-copy keeps while the statement is unchanged, src/syntax/ast/ast.ts), together
// with everything the walk read outside the statement:
//
//   * module-scope names it looked up (found or not) and what they were bound
//     to (kind, type, signature, ownership state, declaring node, …);
//   * names it looked up among the bindings that closed module-level blocks
//     released, and whether it looked at module-level borrow tokens;
//   * the declarations it asked for (this file's functions, types, methods,
//     values; `lookupType`; another file's declarations or exports), as the
//     nodes they come from.
//
// A statement whose walk changed the module scope (bound a name there, moved
// or re-bound a module-level value, …) is always walked again, so the module
// scope seen by any later statement is exactly that of a full walk; the
// result of any other statement is reused when the statement is unchanged
// and every value it read is the same as when it was walked. Anything the
// walk cannot describe this way (a nested `use`, text of another file) makes
// the statement "volatile": walked every time. The module's function
// signatures are kept too, while the types visible at the top level are the
// same. test/check/incremental.test.ts compares with checks from scratch.
import type { AstNode } from "../../syntax/ast/ast.js";
import type { Fragment } from "../model/recorder.js";
import type { Binding, Scope } from "./scope.js";
import { UNKNOWN, type Signature, type Type } from "../types/types.js";

/** What the module scope reports to (set on the module scope only). */
export interface ModuleObserver {
  readName(name: string): void;
  readReleased(name: string): void;
  readTokens(): void;
}

type Snapshot = readonly unknown[] | null;

/**
 * One thing a walk can read: a module-scope name (`n`), a released name
 * (`r`) or a declaration key (`s`, see `MemoRun.readStatic`). Kept from one
 * walk to the next with its latest value, so that validating a statement's
 * reads needs no lookups.
 */
class Key {
  /** The latest value computed (undefined: never), current in walk `run` unless changed since. */
  value: Snapshot | undefined = undefined;
  run = -1;
  /** Generation of the released names the value was computed in (`r` keys). */
  generation = -1;

  constructor(
    readonly kind: "n" | "r" | "s",
    readonly name: string,
  ) {}
}

/** The reusable result of walking one top-level statement. */
export interface ItemResult {
  /** What the rules found (checks.ts), or undefined when the statement was walked without them. */
  readonly findings: readonly unknown[] | undefined;
  /** What the walk recorded for the model. */
  readonly fragment: Fragment;
  /** What the walk read, with the values it saw. */
  readonly reads: readonly (readonly [Key, Snapshot])[];
  readonly tokens: boolean;
}

/** Item results of one file (one document, one path), from its latest check. */
export class WalkMemo {
  items = new Map<AstNode, ItemResult>();
  /**
   * Signatures of the module's functions by declaring statement, valid while
   * the visible types (`typeEnvironment`) are the same: a signature is made
   * of its statement's annotation and the type declarations it names.
   */
  signatures = new Map<AstNode, { readonly sig: Signature | null; readonly type: Type }>();
  typeEnvironment: readonly unknown[] = [];
  readonly keys = { n: new Map<string, Key>(), r: new Map<string, Key>(), s: new Map<string, Key>() };
  runs = 0;
}

class ItemReads {
  readonly names = new Set<string>();
  readonly released = new Set<string>();
  readonly statics = new Set<string>();
  tokens = false;
  wrote = false;
  volatile = false;
}

/** One walk of a file with a memo: tracks reads and writes per top-level statement. */
export class MemoRun implements ModuleObserver {
  private current: ItemReads | null = null;
  private readonly next = new Map<AstNode, ItemResult>();
  private readonly run: number;
  /** Bumped whenever a module-level block releases names. */
  private releasedGeneration = 0;
  private readonly signatures = new Map<AstNode, { readonly sig: Signature | null; readonly type: Type }>();

  constructor(
    private readonly memo: WalkMemo,
    private readonly module: Scope,
    /** The current value of a declaration key (see `readStatic`), as the objects it is made of. */
    private readonly staticDigest: (key: string) => readonly unknown[],
    /** Every type visible at the top level, as the objects it is made of. */
    typeEnvironment: readonly unknown[],
  ) {
    this.run = ++memo.runs;
    if (!same(typeEnvironment, memo.typeEnvironment)) {
      memo.signatures.clear();
      memo.typeEnvironment = typeEnvironment;
    }
  }

  /**
   * The signature of the function declared by `statement` (and its type),
   * the same objects as in the previous walk when nothing it depends on changed.
   */
  signature(statement: AstNode, compute: () => Signature | null): { readonly sig: Signature | null; readonly type: Type } {
    let entry = this.memo.signatures.get(statement);
    if (!entry) {
      const sig = compute();
      entry = { sig, type: sig ? { k: "fn", sig } : UNKNOWN };
    }
    this.signatures.set(statement, entry);
    return entry;
  }

  /** The remembered result of `item`, when it can stand for walking it now (`findings`: with the rules' findings). */
  reusable(item: AstNode, findings: boolean): ItemResult | undefined {
    const result = this.memo.items.get(item);
    if (!result || (findings && result.findings === undefined)) return undefined;
    if (result.tokens && this.module.tokens.length > 0) return undefined;
    for (const [key, value] of result.reads) if (!same(value, this.valueOf(key))) return undefined;
    this.next.set(item, result);
    return result;
  }

  begin(): void {
    this.current = new ItemReads();
  }

  /** The walk of the item begun last did not finish: nothing of it is kept. */
  abandon(): void {
    this.current = null;
  }

  /** Ends the walk of `item`; `findings` is what the rules found (undefined: walked without them), `fragment` what it recorded. */
  end(item: AstNode, findings: readonly unknown[] | undefined, fragment: Fragment): void {
    const reads = this.current as ItemReads;
    this.current = null;
    if (reads.wrote || reads.volatile) return;
    const seen: (readonly [Key, Snapshot])[] = [];
    const add = (kind: "n" | "r" | "s", name: string): void => {
      const key = this.key(kind, name);
      seen.push([key, this.valueOf(key)]);
    };
    for (const name of reads.names) add("n", name);
    for (const name of reads.released) add("r", name);
    for (const name of reads.statics) add("s", name);
    this.next.set(item, { findings, fragment, reads: seen, tokens: reads.tokens });
  }

  /** Replaces the memo's results with those of this walk. */
  finish(): void {
    this.memo.items = this.next;
    this.memo.signatures = this.signatures;
    // Names come and go while a file is edited: forget the keys now and then.
    const { keys } = this.memo;
    if (keys.n.size + keys.r.size + keys.s.size > 50_000) {
      keys.n.clear();
      keys.r.clear();
      keys.s.clear();
      this.memo.items = new Map();
    }
  }

  readName(name: string): void {
    this.current?.names.add(name);
  }

  readReleased(name: string): void {
    this.current?.released.add(name);
  }

  readTokens(): void {
    if (!this.current) return;
    if (this.module.tokens.length > 0) this.current.volatile = true;
    else this.current.tokens = true;
  }

  /**
   * A declaration the walk asked for: `df:name` (functions), `dt:name`
   * (types), `dm:Type` (methods), `dv:name` (values), `lt:name`
   * (`lookupType`), `f:file` (another file's declarations or document),
   * `vn:name` (the variant of that name), `l:` (the file listing).
   */
  readStatic(key: string): void {
    this.current?.statics.add(key);
  }

  /** The walk is about to change the module-scope binding of `name` (bind, re-bind, move, assign). */
  writeName(name: string): void {
    const key = this.memo.keys.n.get(name);
    if (key) key.run = -1;
    if (this.current) this.current.wrote = true;
  }

  /** The walk is about to add to the module scope's released names (a module-level block closes). */
  writeReleased(): void {
    this.releasedGeneration++;
    if (this.current) this.current.wrote = true;
  }

  /** The walk is about to add a borrow token to the module scope. */
  writeTokens(): void {
    if (this.current) this.current.wrote = true;
  }

  /** The walk read something the memo cannot describe. */
  volatile(): void {
    if (this.current) this.current.volatile = true;
  }

  private key(kind: "n" | "r" | "s", name: string): Key {
    const table = this.memo.keys[kind];
    let key = table.get(name);
    if (!key) {
      key = new Key(kind, name);
      table.set(name, key);
    }
    return key;
  }

  /** The key's value now (computed once per walk, and again after a write to it). */
  private valueOf(key: Key): Snapshot {
    if (key.run === this.run && (key.kind !== "r" || key.generation === this.releasedGeneration)) return key.value as Snapshot;
    let value: Snapshot;
    switch (key.kind) {
      case "n":
        value = snapshot(this.module.names.get(key.name));
        break;
      case "r":
        value = snapshot(this.module.released.get(key.name));
        break;
      default:
        value = this.staticDigest(key.name);
    }
    // Equal to the previous value: keep that object (compared by identity first).
    if (key.value === undefined || !same(key.value, value)) key.value = value;
    key.run = this.run;
    key.generation = this.releasedGeneration;
    return key.value as Snapshot;
  }
}

/** Everything a walk can read of a binding (its nodes by identity, its types by content). */
function snapshot(b: Binding | undefined): Snapshot {
  if (!b) return null;
  return [
    b.kind,
    b.mutable,
    keyOf(b.type),
    b.own,
    b.moved,
    b.sig ? keyOf(b.sig) : null,
    b.decl,
    b.module ? keyOf(b.module) : null,
    b.std,
    b.stdUnique,
  ];
}

const keys = new WeakMap<object, string>();

/** Types, signatures and module references are plain immutable data: compared by content. */
function keyOf(value: object): string {
  let key = keys.get(value);
  if (key === undefined) {
    key = JSON.stringify(value);
    keys.set(value, key);
  }
  return key;
}

function same(a: Snapshot, b: Snapshot): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
