// Static receiver types for member attribution (modules-and-workspace.md
// §4.5): a member access `recv.m` is attributed to member `m` of type `T`
// only when the type of `recv` is known: an annotation naming a type, a
// constructor call `T(…)`, a call of a function or method with a declared
// result type, another binding of known type, `self` in `T.m` (annotated),
// or a namespace head (`geo.distance` → the module's export). Everything
// else is attributed to nothing.
import type { MemberAccess, TypeHint } from "../scopes/index.js";
import { stdExport, stdModule } from "../../semantic/modules/std-library.js";
import { internId, type DefRef, type LinkContext, type Target } from "./context.js";
import { memberId, topLevelId } from "./ids.js";

const MAX_DEPTH = 8;

/** A member access resolved: the symbol id, and the member definition when it is in the workspace. */
export interface MemberTarget {
  readonly id: string;
  readonly ref: DefRef | null;
}

export class TypeResolver {
  constructor(private readonly ctx: LinkContext) {}

  /** The type definition a hint denotes, seen from file `path`. */
  typeOfHint(path: string, hint: TypeHint | undefined, depth = 0): DefRef | null {
    if (!hint || depth > MAX_DEPTH) return null;
    const graph = this.ctx.graph(path);
    if (!graph) return null;
    switch (hint.kind) {
      case "named": {
        const target = hint.referenceStart === null ? null : this.refTarget(path, hint.referenceStart);
        return target?.kind === "def" && isType(target.ref) ? target.ref : null;
      }
      case "call": {
        const target = this.refTarget(path, hint.referenceStart);
        if (target?.kind !== "def") return null;
        if (isType(target.ref)) return target.ref;
        return this.resultOf(target.ref, depth + 1);
      }
      case "name": {
        const target = this.refTarget(path, hint.referenceStart);
        return target?.kind === "def" ? this.typeOfDefinition(target.ref, depth + 1) : null;
      }
      case "member-call": {
        const access = memberAt(graph.members, hint.memberStart);
        const member = access ? this.member(path, access, depth + 1) : null;
        return member?.ref ? this.resultOf(member.ref, depth + 1) : null;
      }
      case "unknown":
        return null;
    }
  }

  /** The declared / inferred type of a binding. */
  typeOfDefinition(ref: DefRef, depth = 0): DefRef | null {
    const graph = this.ctx.graph(ref.path);
    return graph ? this.typeOfHint(ref.path, graph.types.get(ref.def.id), depth) : null;
  }

  /** The declared result type of a function or method. */
  resultOf(ref: DefRef, depth = 0): DefRef | null {
    const graph = this.ctx.graph(ref.path);
    return graph ? this.typeOfHint(ref.path, graph.results.get(ref.def.id), depth) : null;
  }

  /** What `recv.m` denotes, or null when the receiver's type is unknown. */
  member(path: string, access: MemberAccess, depth = 0): MemberTarget | null {
    if (depth > MAX_DEPTH) return null;
    const receiver = access.receiver;
    let type: DefRef | null = null;
    switch (receiver.kind) {
      case "name": {
        const target = this.refTarget(path, receiver.referenceStart);
        if (!target) return null;
        if (target.kind === "module") return this.moduleMember(target.path, access.member);
        if (target.kind === "std-module") return stdMember(target.module, access.member);
        if (target.kind !== "def") return null;
        type = isType(target.ref) ? null : this.typeOfDefinition(target.ref, depth + 1);
        break;
      }
      case "call":
        type = this.typeOfHint(path, { kind: "call", referenceStart: receiver.referenceStart }, depth + 1);
        break;
      case "member": {
        const graph = this.ctx.graph(path);
        const inner = graph ? memberAt(graph.members, receiver.memberStart) : undefined;
        const innerTarget = inner ? this.member(path, inner, depth + 1) : null;
        if (innerTarget?.ref) {
          type = receiver.call ? this.resultOf(innerTarget.ref, depth + 1) : this.typeOfDefinition(innerTarget.ref, depth + 1);
        }
        break;
      }
      case "unknown":
        return null;
    }
    return type ? this.memberOfType(type, access.member) : null;
  }

  /** Member `name` of a type: a field / variant / method declared in the type's file. */
  memberOfType(type: DefRef, name: string): MemberTarget {
    const typeId = topLevelId(this.ctx.module(type.path), type.def.name);
    const candidates = this.ctx.members(type.path, type.def.name, name);
    const def = candidates.find((d) => this.ctx.ownerTypeId(type.path, d) === typeId);
    return { id: internId(memberId(typeId, name)), ref: def ? { path: type.path, def } : null };
  }

  private moduleMember(path: string, name: string): MemberTarget | null {
    const def = this.ctx.topLevel(path, name);
    return def ? { id: this.ctx.definitionId(path, def), ref: { path, def } } : null;
  }

  /** The target of the reference starting at `start` in `path`. */
  refTarget(path: string, start: number): Target | null {
    const graph = this.ctx.graph(path);
    const ref = graph?.referenceAt(start);
    if (!graph || ref?.resolution.kind !== "definition") return null;
    return this.ctx.target(path, graph.definitions[ref.resolution.definition]!);
  }
}

function isType(ref: DefRef): boolean {
  return ref.def.kind === "type" || ref.def.kind === "interface";
}

function stdMember(module: string, name: string): MemberTarget | null {
  if (module === "std") return stdModule(`std.${name}`) ? { id: `std.${name}`, ref: null } : null;
  return stdExport(module, name)?.plain ? { id: `${module}.${name}`, ref: null } : null;
}

/** The member access whose member token starts at `start` (accesses are in source order). */
export function memberAt(members: readonly MemberAccess[], start: number): MemberAccess | undefined {
  let lo = 0;
  let hi = members.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const m = members[mid]!;
    if (m.start === start) return m;
    if (m.start < start) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}
