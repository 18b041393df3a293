// Ownership rules (diagnostics.md §6.7): E2014 use after move, E2003 copying
// a `&mut` token, E2018 conflicting borrows, E2016 `&mut` of a name that is
// not `mut`. What is moved and which borrows are alive is the walk's
// ownership analysis (src/semantic/walk/ownership.ts); these rules judge it.
import type { AstNode } from "../syntax/ast/ast.js";
import type { OwnershipFinding } from "../semantic/walk/checks.js";
import type { Walker } from "../semantic/walk/walker.js";
import type { Sink } from "./context.js";

export function ownershipRules(sink: Sink, w: Walker, finding: OwnershipFinding): void {
  const file = w.context.file;
  switch (finding.kind) {
    case "moved-read": {
      const b = finding.binding;
      sink.report("E2014", finding.node, `'${b.name}' was moved away earlier and cannot be used here`, {
        phase: "ownership",
        related: [{ message: `'${b.name}' is moved here`, at: b.moved ?? finding.node, file }],
        help: `Use the new owner, or pass a borrow (\`&${b.name}\`) where the value is moved, if a borrow is accepted there (a \`&T\` parameter or field). A record can be copied with \`.clone()\` before the move; a String or List has no \`.clone()\` (E1053).`,
      });
      return;
    }
    case "moved-twice": {
      const b = finding.binding;
      sink.report("E2014", finding.node, `'${b.name}' is moved into this call by an earlier argument and cannot be passed again`, {
        phase: "ownership",
        related: [{ message: `'${b.name}' is moved here`, at: finding.first, file }],
        // `.clone()` exists on records only: on a String or List it is E1053, as in the reference.
        help: `pass a borrow (\`&${b.name}\`) for one of them where the parameter accepts one, or, for a record, a copy (\`${b.name}.clone()\`)`,
      });
      return;
    }
    case "linear-copy":
      sink.report("E2003", finding.node, `'${finding.binding.name}' holds a \`&mut\` borrow, which cannot be copied: a write borrow is unique`, {
        phase: "ownership",
        // The earlier event (§6.7): where the write borrow was bound.
        related: [{ message: `'${finding.binding.name}' is bound to the \`&mut\` borrow here`, at: finding.binding.decl, file }],
        help: `Use '${finding.binding.name}' itself where write access is needed (passing it on ends its use here): a second \`&mut\` of the value it borrows conflicts with it until the block that binds '${finding.binding.name}' ends (a borrow bound to a name lives to the end of its block, §6.7), so take '${finding.binding.name}' in an inner \`{ … }\` block if the value must be borrowed again after it.`,
      });
      return;
    case "borrow": {
      const b = finding.binding;
      // A `&mut` token already held, or a parameter of unknown type, may be borrowed for writing.
      if (!finding.write || b.mutable || b.own === "linear" || (b.kind === "param" && b.type.k === "unknown")) return;
      sink.report("E2016", finding.operand, `'${b.name}' is not declared \`mut\`, so it cannot be borrowed for writing`, {
        phase: "ownership",
        related: [{ message: `'${b.name}' is bound here`, at: b.decl, file }],
        help: `Declare it with \`mut ${b.name} = …\`, or take a read borrow \`&${b.name}\` if nothing is written.`,
      });
      return;
    }
    case "borrow-conflict":
      sink.report(
        "E2018",
        finding.at,
        `'${finding.binding.name}' is borrowed ${finding.write ? "for writing" : "for reading"} while a ${finding.other.write ? "write" : "read"} borrow of it is still alive`,
        {
          phase: "ownership",
          related: [{ message: "the other borrow is taken here", at: finding.other.at, file }],
          help: conflictHelp(finding),
        },
      );
      return;
  }
}

/**
 * How to end an E2018 conflict. A borrow bound to a name lives to the end of its block whether or not
 * the name is used again (§6.7 rule 3), so "finish using it" is no fix there: an inner block or an
 * unnamed borrow is. Two borrows of one statement live until it ends.
 */
function conflictHelp(finding: Extract<OwnershipFinding, { kind: "borrow-conflict" }>): string {
  const name = finding.binding.name;
  const readsWouldDo = finding.write && finding.other.write ? "" : `, or borrow with \`&${name}\` both times if neither writes`;
  if (!finding.other.named) {
    return `both borrows are taken in one statement and live until it ends: pass '${name}' only once (a write borrow of it excludes every other borrow of it while it lives), or split the work into calls that borrow it once each${readsWouldDo}`;
  }
  const holder = holderName(finding.other.at);
  const first = holder ? `the other borrow is bound to '${holder}'` : "the other borrow is bound to a name";
  return `${first}, and a borrow bound to a name lives to the end of its block even when the name is not used again (§6.7): put that borrow and its uses in an inner \`{ … }\` block that ends before this borrow, or pass \`&${finding.other.write ? "mut " : ""}${name}\` straight to the call that uses it instead of naming it${readsWouldDo}`;
}

/** `writer` of `writer = &mut g`, for the operand `g` of the borrow. */
function holderName(at: AstNode): string | undefined {
  let node: AstNode | null = at.parent;
  for (let depth = 0; node && depth < 4; depth++, node = node.parent) {
    if (node.type === "binding") {
      const target = node.get("target");
      return target?.type === "identifier" ? target.leafText : undefined;
    }
  }
  return undefined;
}
