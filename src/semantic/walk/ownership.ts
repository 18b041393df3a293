// Ownership-lite (diagnostics.md §6.7): which bindings are moved away, which
// borrows are alive, and what the rules (src/check/ownership.ts) judge: a
// read of a moved value (E2014), a copy of a `&mut` token (E2003), a borrow
// (E2016 when `&mut` of a name that is not `mut`) and conflicting borrows
// (E2018). Only values whose kind is known move: literals of strings and
// collections, record constructions, results of functions with a declared
// result type; everything unknown is never reported.
import { unparenthesized, type AstNode } from "../../syntax/ast/ast.js";
import type { Binding, FunctionFrame, OwnKind, Scope, Token } from "./scope.js";
import { isValueBinding } from "./scope.js";
import type { Param, Type } from "../types/types.js";
import { UNKNOWN } from "../types/types.js";
import { ownOfType, type Walker } from "./walker.js";
import { constructsVariant } from "./members.js";
import { writtenThrough } from "./written-through.js";

export class Ownership {
  /** Every move, in order, with the binding's previous state (for branches and lambdas). */
  private readonly log: { binding: Binding; previous: AstNode | null }[] = [];
  /** Tokens created by the statement being checked (temporaries). */
  private pending: Token[] = [];
  /** The loops being walked, innermost last (see loop()). */
  private readonly loops: LoopExits[] = [];

  constructor(private readonly w: Walker) {}

  /** A read of `binding` at `node` (a finding when its value was moved away). */
  read(node: AstNode, binding: Binding, _scope: Scope): void {
    if (!binding.moved) return;
    this.w.checks?.ownership(this.w, { kind: "moved-read", node, binding });
  }

  private move(binding: Binding, at: AstNode, scope: Scope): void {
    // Top-level statements are not ownership-checked by the reference (a
    // clean documentation snippet passes one tuple by value twice there).
    if (!this.movable(binding, scope)) return;
    this.w.touch(binding);
    this.log.push({ binding, previous: binding.moved });
    binding.moved = at;
  }

  /** Whether `move` would move `binding` here (a movable value, not already moved, outside the top level). */
  private movable(binding: Binding, scope: Scope): boolean {
    return binding.own === "move" && !binding.moved && isValueBinding(binding) && scope.kind !== "module";
  }

  mark(): number {
    return this.log.length;
  }

  /** Undoes moves made since `mark` of bindings declared outside `inner` (a lambda body runs later). */
  undoOuterMoves(mark: number, inner: Scope): void {
    for (let i = this.log.length - 1; i >= mark; i--) {
      const entry = this.log[i] as { binding: Binding; previous: AstNode | null };
      if (!isInside(entry.binding.scope, inner)) entry.binding.moved = entry.previous;
    }
  }

  /**
   * `binding` gets a new value (an assignment or re-binding of a moved name):
   * usable again from here, as the log records (a branch or a lambda body
   * that revives it is undone like one that moves it).
   */
  revive(binding: Binding): void {
    if (!binding.moved) return;
    this.log.push({ binding, previous: binding.moved });
    binding.moved = null;
  }

  /**
   * Mutually exclusive branches (`if`/`else`, `match` arms): each starts from
   * the state before the first. Afterwards a value is moved when it is moved
   * at the end of some branch that does not diverge, or before the branches
   * when some path skips every assignment of it: a branch that does not touch
   * it, or no branch at all (an `if` without `else`: `finish(false)`). So a
   * value re-assigned on one path only stays moved (§6.7 rule 1: a move on
   * any path counts). Loops join their paths in loop().
   */
  branches(): { enter(): void; leave(diverged?: boolean): void; finish(exhaustive?: boolean): void } {
    /** Per binding touched: its state at the end of each non-diverging branch that touched it. */
    const ends = new Map<Binding, (AstNode | null)[]>();
    let reaching = 0;
    let branchStart = this.log.length;
    return {
      enter: () => {
        branchStart = this.log.length;
      },
      leave: (diverged = false) => {
        if (!diverged) reaching++;
        const touched = new Set<Binding>();
        for (let i = this.log.length - 1; i >= branchStart; i--) {
          const entry = this.log[i] as { binding: Binding; previous: AstNode | null };
          if (!diverged && !touched.has(entry.binding)) {
            touched.add(entry.binding);
            const list = ends.get(entry.binding) ?? [];
            list.push(entry.binding.moved);
            ends.set(entry.binding, list);
          }
          entry.binding.moved = entry.previous;
        }
        this.log.length = branchStart;
      },
      finish: (exhaustive = true) => {
        for (const [binding, states] of ends) {
          const before = binding.moved;
          const skipped = !exhaustive || states.length < reaching;
          const after = states.find((s) => s !== null) ?? (skipped ? before : null);
          if (after === before) continue;
          this.w.touch(binding);
          this.log.push({ binding, previous: before });
          binding.moved = after;
        }
      },
    };
  }

  /**
   * A loop's body is about to be walked in `frame`; the function returned
   * ends the loop. After it, a value is moved when it is moved on some path
   * out of the loop (§6.7 rule 1: a move on any path counts):
   *   - the loop not entered, or left when its condition fails after an
   *     iteration: the state before it, and at the end of its body (neither
   *     for `while true`, `runsOnce`, which only a `break` leaves);
   *   - each `break`, and each `continue` (back to the condition, which may
   *     fail), with the state there: a `break` inside a branch diverges for
   *     the code after its `if` (branches()) but reaches the code after the
   *     loop. A `continue` in `while true` leaves it only through a later
   *     `break`, so only what it moved counts.
   * So a value re-assigned in the body stays moved after a loop that may run
   * zero times, and one re-assigned before every `break` of `while true` does
   * not. A move is still not reported for the next iteration (probe O05).
   */
  loop(frame: FunctionFrame, runsOnce = false): () => void {
    const exits: LoopExits = { frame, start: this.log.length, runsOnce, paths: [] };
    this.loops.push(exits);
    return () => {
      this.loops.pop();
      // The state at the end of the body; then back to the state before the loop.
      const end = new Map<Binding, AstNode | null>();
      for (let i = this.log.length - 1; i >= exits.start; i--) {
        const entry = this.log[i] as { binding: Binding; previous: AstNode | null };
        if (!end.has(entry.binding)) end.set(entry.binding, entry.binding.moved);
        entry.binding.moved = entry.previous;
      }
      this.log.length = exits.start;
      const touched = new Set<Binding>(end.keys());
      for (const path of exits.paths) for (const binding of path.keys()) touched.add(binding);
      for (const binding of touched) {
        const before = binding.moved;
        const states: (AstNode | null)[] = runsOnce ? [] : [before, end.has(binding) ? (end.get(binding) as AstNode | null) : before];
        for (const path of exits.paths) states.push(path.has(binding) ? (path.get(binding) as AstNode | null) : before);
        const after = states.find((s) => s !== null) ?? null;
        if (after === before) continue;
        this.w.touch(binding);
        this.log.push({ binding, previous: before });
        binding.moved = after;
      }
    };
  }

  /**
   * `break` / `continue` in `frame`: the state of what the innermost loop's
   * body has moved or re-assigned so far leaves the loop with it (see
   * loop()). One in a lambda inside the loop (another frame) does not leave
   * that loop.
   */
  loopExit(frame: FunctionFrame, kind: "break" | "continue"): void {
    const loop = this.loops[this.loops.length - 1];
    if (!loop || loop.frame !== frame) return;
    const path = new Map<Binding, AstNode | null>();
    for (let i = loop.start; i < this.log.length; i++) {
      const { binding } = this.log[i] as { binding: Binding };
      // A `continue` in `while true` leaves only through a later `break`: what it moved counts, not what it re-assigned.
      if (kind === "continue" && loop.runsOnce && !binding.moved) continue;
      path.set(binding, binding.moved);
    }
    loop.paths.push(path);
  }

  /** `y = x` / `y: T = x`: moves a movable `x`; copying a write token is E2003. */
  bindingValue(_statement: AstNode, value: AstNode, scope: Scope, annotated: Type = UNKNOWN): void {
    const source = unparenthesized(value);
    if (source.type === "identifier") {
      const b = scope.lookup(source.leafText);
      if (!b || !isValueBinding(b)) return;
      // `m2: &mut P = m` copies the write token `m` as `m2 = m` does (a `&P` annotation reads through it).
      if (annotated.k === "ref" && !(annotated.mut && b.own === "linear")) {
        // `v: &P = p`: a plain value where a borrow is declared is borrowed (§6.5 auto-borrow), not moved; the
        // borrow is bound to the name, so it lives to the end of the block like `v = &p`.
        this.addToken({ binding: b, write: annotated.mut, at: source }, scope);
        this.bindPending(source, scope);
        return;
      }
      if (b.own === "linear") {
        this.w.checks?.ownership(this.w, { kind: "linear-copy", node: source, binding: b });
        return;
      }
      this.move(b, source, scope);
      return;
    }
    // A borrow bound to a name stays alive until the end of the block.
    if (source.type === "borrow_expression") this.bindPending(source, scope);
  }

  /** The pending token made within `source` outlives its statement: it is bound to a name of `scope`. */
  private bindPending(source: AstNode, scope: Scope): void {
    const token = this.pending.find((t) => t.at.start >= source.start && t.at.end <= source.end);
    if (!token) return;
    this.pending = this.pending.filter((t) => t !== token);
    if (scope === this.w.module) this.w.memo?.writeTokens();
    scope.tokens.push(token);
  }

  /** `return x` moves `x`. */
  returned(value: AstNode, scope: Scope): void {
    const source = unparenthesized(value);
    if (source.type !== "identifier") return;
    const b = scope.lookup(source.leafText);
    if (b) this.move(b, source, scope);
  }

  /**
   * Arguments of a call whose parameters are known: a whole variable passed
   * by value moves; passed to a `&`/`&mut` parameter it creates a token that
   * may conflict with others (E2018). `params` null: the arguments are only
   * read (print-like std functions). The same movable variable passed by
   * value twice (`f(p, p)`) is moved by the first: a finding at the second.
   */
  callArguments(args: readonly AstNode[], params: readonly Param[] | null, scope: Scope): void {
    if (!params) return;
    const lastVariadic = params[params.length - 1]?.variadic === true;
    const moves: [Binding, AstNode][] = [];
    args.forEach((arg, i) => {
      const param = params[i] ?? (lastVariadic ? params[params.length - 1] : undefined);
      if (!param) return;
      const source = unparenthesized(arg);
      // `note(t.log)` to a `&mut` parameter: the callee writes the field, as `note(&mut t.log)` lends it.
      if (source.type === "field_expression" && param.borrow === "write") writtenThrough(this.w, source);
      if (source.type !== "identifier") return;
      const b = scope.lookup(source.leafText);
      if (!b || !isValueBinding(b)) return;
      if (param.borrow === "none") {
        if (param.variadic) return;
        const earlier = moves.find(([m]) => m === b);
        if (earlier && this.movable(b, scope)) this.w.checks?.ownership(this.w, { kind: "moved-twice", node: source, binding: b, first: earlier[1] });
        else moves.push([b, source]);
      } else {
        this.addToken({ binding: b, write: param.borrow === "write", at: source }, scope);
        // Passed to a `&mut` parameter (`note(g)`), it is lent for writing as `note(&mut g)` lends it.
        if (param.borrow === "write") this.w.recorder.lendReference(source);
      }
    });
    for (const [b, at] of moves) this.move(b, at, scope);
  }

  /** `&e` / `&mut e`. */
  borrow(node: AstNode, scope: Scope, _bound: boolean): Type {
    const operand = node.get("operand");
    const write = node.children.some((c) => !c.named && (c.type === "&mut" || c.type === "mut"));
    if (!operand) return UNKNOWN;
    // `&{}`: an empty dictionary or an empty block (§6.5): of unknown type, as a bare `{}` argument is.
    if (operand.type === "block" && operand.namedChildren.length === 0) return { k: "ref", mut: write, inner: UNKNOWN };
    const inner = this.w.expr(operand, scope);
    const base = baseIdentifier(operand);
    const b = base ? scope.lookup(base.leafText) : undefined;
    if (b && base && isValueBinding(b)) {
      this.w.checks?.ownership(this.w, { kind: "borrow", operand, binding: b, write });
      const at = operand.type === "index_expression" ? (operand.all("index")[0] ?? operand) : operand;
      this.addToken({ binding: b, write, at }, scope);
    }
    return { k: "ref", mut: write, inner };
  }

  private addToken(token: Token, scope: Scope): void {
    const named = scope.liveTokens(token.binding);
    const live = [...named, ...this.pending.filter((t) => t.binding === token.binding)];
    const conflict = live.find((t) => t.write || token.write);
    if (conflict) {
      const other = { at: conflict.at, write: conflict.write, named: named.includes(conflict) };
      this.w.checks?.ownership(this.w, { kind: "borrow-conflict", at: token.at, binding: token.binding, write: token.write, other });
    }
    this.pending.push(token);
  }

  /** How many temporaries are alive now (endCall's argument). */
  temporaries(): number {
    return this.pending.length;
  }

  /**
   * A call is over: the temporaries its callee and arguments made die with
   * it. `f(&mut v) + g(&v)` and `if size(v) > 0 { grow(&mut v) }` do not
   * conflict; `f(v, v)` with a `&mut` and a `&` parameter still does (both
   * live during the call).
   */
  endCall(temporaries: number): void {
    if (this.pending.length > temporaries) this.pending.length = temporaries;
  }

  /** The temporaries made since there were `count` (one match arm's), taken out of the live ones. */
  takeTemporaries(count: number): Token[] {
    return this.pending.length > count ? this.pending.splice(count) : [];
  }

  /** Temporaries taken out by takeTemporaries, alive again (a match's arms', once every arm is walked). */
  restoreTemporaries(tokens: readonly Token[]): void {
    this.pending.push(...tokens);
  }

  /** Temporaries die with their statement (a borrow bound to a name lives on in its scope, see bound()). */
  endStatement(): void {
    this.pending = [];
  }
}

/** A loop being walked: its function's frame, where its body's moves start in the log, and the moves its exits carry out. */
interface LoopExits {
  readonly frame: FunctionFrame;
  readonly start: number;
  /** `while true`: only a `break` leaves it. */
  readonly runsOnce: boolean;
  /** The state at each `break` and `continue`, of the bindings the body has changed by then. */
  readonly paths: Map<Binding, AstNode | null>[];
}

function isInside(scope: Scope, container: Scope): boolean {
  for (let s: Scope | null = scope; s; s = s.parent) if (s === container) return true;
  return false;
}

/** `v`, `v.f`, `v[i]`, `v.f[i].g` → `v`. */
function baseIdentifier(node: AstNode): AstNode | null {
  let current: AstNode | null = unparenthesized(node);
  while (current && (current.type === "field_expression" || current.type === "index_expression")) current = current.get("object");
  return current?.type === "identifier" ? current : null;
}

/** Copy-kind classification of a new binding (§6.7): the annotation when known, else the initialiser. */
export function ownKindOf(w: Walker, value: AstNode | null, type: Type, scope: Scope, annotated = false): OwnKind {
  if (annotated && type.k !== "unknown") return ownOfType(type);
  if (!value) return "unknown";
  const v = unparenthesized(value);
  switch (v.type) {
    case "string_literal":
    case "multiline_string":
    case "format_string":
    case "list_expression":
    case "dictionary":
    case "tuple_expression":
    case "list_comprehension":
      return "move";
    case "integer_literal":
    case "float_literal":
    case "boolean_literal":
    case "char_literal":
      return "copy";
    case "borrow_expression":
      return v.children.some((c) => !c.named && (c.type === "&mut" || c.type === "mut")) ? "linear" : "dup";
    case "ref_expression":
      return "dup";
    case "identifier": {
      const b = scope.lookup(v.leafText);
      return b && isValueBinding(b) ? b.own : "unknown";
    }
    case "call_expression":
      // A generic variant set's value (`Option.some(1)`, untyped) moves as the set's other values do.
      if (type.k === "unknown" && constructsVariant(w, v, scope)) return "move";
      // Only a declared result is classified (§6.7): the reference does not infer one.
      return type.k === "unknown" || w.inferredResultCalls.has(v) ? "unknown" : ownOfType(type);
    default: {
      const kind = ownOfType(type);
      return kind === "copy" ? "copy" : "unknown";
    }
  }
}
