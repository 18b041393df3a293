// Re-binding (diagnostics.md §6.2, rules R7-R12): E2002 / E2010 / E2013
// (re-binding and explicit re-declaration), E2016 (an assignment inside an
// expression to a name that is not `mut`, R12). The walk classifies every
// binding site (src/semantic/walk/names.ts); these rules judge the outcome.
// A name that resolves to nothing (E1001, E2020) is unknown-names.ts's.
import { isFunctionBinding } from "../semantic/types/function-binding.js";
import type { BindingFacts } from "../semantic/walk/checks.js";
import type { Binding } from "../semantic/walk/scope.js";
import type { Walker } from "../semantic/walk/walker.js";
import type { Sink } from "./context.js";
import { afterTernaryQuestion, ternaryHelpOnLine } from "../syntax/reference-parser.js";

/** What a non-value binding of the top level is, for messages (R7 applies to them too, §6.2). */
const DECLARED: Partial<Record<Binding["kind"], string>> = { function: "function", type: "type", import: "imported name" };

/** E2010 / E2002 (R7), E2002 / E2013 (R8, R9), E2016 (R12). */
export function bindingRules(sink: Sink, w: Walker, facts: BindingFacts): void {
  const { outcome, form, statement, target, scope, previous } = facts;
  const name = target.leafText;
  if (!previous) return;
  const related = (message: string) => [{ message, at: previous.decl, file: w.context.file }];
  if (form === "expression") {
    // R12.
    if (previous.mutable || previous.own === "linear") return;
    sink.report("E2016", facts.value ?? target, `'${name}' is not mutable, so it cannot be assigned here`, {
      phase: "ownership",
      related: related(`'${name}' is bound here without \`mut\``),
      // The code's own help speaks of borrows for writing, which an assignment is not (64b H2).
      help: `Declare it \`mut ${name} = …\` where it is bound to assign to it here, or give the new value a name of its own.`,
    });
    return;
  }
  // A local function named like a type of the file: E2002, whatever the block (§6.2 "Other same-name cases").
  // (Only a type this file declares: an imported one is R7's, as any import is; 74b D4.)
  if (previous.kind === "type" && previous.scope.kind === "module" && w.context.declarations.types.has(name) && form !== "loop" && isFunctionBinding(statement)) {
    sink.report("E2002", statement, `'${name}' is a type of this file, so a local function cannot have its name`, {
      phase: "names",
      related: related(`the type '${name}' is defined here`),
      help: "give the function another name (a type's constructor is called by the type's name)",
    });
    return;
  }
  switch (outcome) {
    case "assign-immutable": {
      // R7.
      const code = scope.kind === "bare" ? "E2002" : "E2010";
      const declared = DECLARED[previous.kind];
      if (declared) {
        // A top-level function, type or import (or an import of an enclosing block): `name = …` would assign it, not declare a local.
        const where = previous.scope.kind === "module" ? "top-level " : "";
        sink.report(code, statement, `'${name}' is the ${where}${declared}, which cannot be assigned: \`${name} = …\` here would assign it rather than declare a local`, {
          phase: "names",
          related: related(`'${name}' is declared here`),
          help: `give the local another name (\`${name}_value = …\`)`,
        });
        return;
      }
      const message =
        code === "E2002"
          ? `'${name}' is already bound in the enclosing block, and a bare block shares it: this re-binds an immutable name`
          : `'${name}' is immutable and bound in an enclosing scope: declare it \`mut\` to assign it here`;
      const help = code === "E2002" ? undefined : mutHelp(name, previous);
      sink.report(code, statement, message, { phase: "names", related: related(`'${name}' is bound here`), ...(help ? { help } : {}) });
      return;
    }
    case "redeclare": {
      // `x = c ? a : b`: `a : b` reads as a declaration of `a` after the `?` (107a L8: told to re-bind `a`).
      const ternary = afterTernaryQuestion(w.context.text, target.start) ? ternaryHelpOnLine(w.context.text, target.start) : undefined;
      const help = ternary ? `this follows from the \`?\` before it: ${ternary}` : redeclarationHelp(name, previous, false);
      sink.report("E2002", statement, `'${name}' is already declared in this block`, { phase: "names", related: related(`first declaration of '${name}'`), help });
      return;
    }
    case "shadow": {
      if (form === "loop") {
        sink.report("E2013", target, `the loop variable '${name}' would shadow a binding that is visible here`, { phase: "names", related: related(`'${name}' is bound here`) });
        return;
      }
      const code = scope.kind === "bare" ? "E2002" : "E2013";
      const message =
        code === "E2002"
          ? `'${name}' is already declared in the enclosing block, which a bare block shares`
          : `this declaration of '${name}' would shadow the binding of an enclosing scope`;
      sink.report(code, statement, message, { phase: "names", related: related(`'${name}' is bound here`), ...(code === "E2002" ? { help: redeclarationHelp(name, previous, true) } : {}) });
      return;
    }
    default:
      return;
  }
}

/** E2010's fix: `mut` where the name is bound, written as that kind of binding takes it. */
function mutHelp(name: string, previous: Binding): string {
  const other = "or give the value here another name";
  switch (previous.kind) {
    case "loop":
      // `spawn for` takes `mut` after the variable (syntax.md §4.3).
      return previous.decl.parent?.type === "spawn_for_expression"
        ? `declare the loop variable \`mut\` where the \`spawn for\` binds it (\`spawn for ${name} mut in …\`), ${other}`
        : `declare the loop variable \`mut\` where the \`for\` binds it (\`for mut ${name} in …\`), ${other}`;
    case "param":
      return `declare the parameter \`mut\` (\`(mut ${name}: T)\` in the signature, or \`(mut ${name})\` in the lambda's head), ${other}`;
    case "pattern":
      return `a pattern's name cannot be \`mut\`: copy it into a local that is (\`mut ${name}_now = ${name}\`) before the block that assigns it, ${other}`;
    default:
      return `declare it with \`mut\` where it is bound (\`mut ${name} = …\`), ${other}`;
  }
}

/**
 * The fix of a `mut x = …` / `x: T = …` that declares a name its block (or, `bare`, the block a bare block
 * shares) already has (R8): these always declare, so making the first one `mut` does not help.
 */
function redeclarationHelp(name: string, previous: Binding, bare: boolean): string {
  const always = `\`mut ${name} = …\` and \`${name}: T = …\` always declare a new name`;
  if (previous.mutable) return `'${name}' is already \`mut\`: to update it, assign it without \`mut\` or a type (\`${name} = …\`); ${always}`;
  // A bare block shares its block's names: re-binding an immutable one there is E2002 too (R7), so only another name works.
  if (bare) return `give the new value another name, or declare the original \`mut\` and assign it here without \`mut\` or a type (\`${name} = …\`); ${always}`;
  return `to replace its value, re-bind it without \`mut\` or a type (\`${name} = …\`, allowed in the same block), or give the new value another name; ${always}`;
}
