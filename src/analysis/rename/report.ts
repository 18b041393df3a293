// How a rename reports what it did not do: a refusal as its one error
// diagnostic, the new type errors of a rename that would break the code
// (MCP-RENAME-BREAKS, each error in `related` with its file), and the member
// uses it left unchanged because their receiver's type is not known, and the
// named arguments of calls several overloads could take, and the files whose
// import of the module fails (MCP-RENAME-UNRESOLVED).
// Shared by the one-text and the workspace rename.
import type { Diagnostic, RelatedInformation, Span } from "../../diagnostics/diagnostic.js";
import type { FailedImporter } from "../symbols/index.js";
import { FAMILY_CODE, PATTERN_LOCALS_CODE, RenameRefusal, UNRESOLVED_CODE } from "./model.js";

/** A member use (or a named argument) a rename left unchanged; `file` only for a workspace rename. */
export interface LeftUnchanged {
  /** The member name, or the parameter name a named argument may name. */
  readonly member: string;
  /** A named argument of a call of an overloaded function or of a method on a receiver of unknown type, not a member use. */
  readonly argument?: boolean;
  /** The name written in code syntax errors keep from being analysed: what it names is not known. */
  readonly unanalysed?: boolean;
  readonly span: Span;
  readonly why: string;
  readonly file?: string;
}

/** The refusal listing the errors a rename would add (with their files when they span several). */
export function breaks(added: readonly Diagnostic[], what = "the renamed source"): RenameRefusal {
  const listed = added.slice(0, 5).map((d) => `${d.code} at ${place(d.file, d.span)}`).join(", ");
  return new RenameRefusal("MCP-RENAME-BREAKS", `${what} would not type-check: ${added.length} new error(s) (${listed}${added.length > 5 ? ", …" : ""})`, added[0]!.span, {
    related: added.map((d) => withFile({ message: `${d.code}: ${d.message}`, span: d.span }, d.file)),
    help: "rename to another name, or fix what the new errors point at first",
    ...(added[0]!.file === undefined ? {} : { file: added[0]!.file }),
  });
}

export function unresolvedWarning(uses: readonly LeftUnchanged[]): Diagnostic {
  const places = uses.map((u) => place(u.file, u.span));
  const first = uses[0]!;
  // Places in code not analysed (finishRename warns of them apart from the member uses and named arguments).
  if (first.unanalysed) {
    return withFile(
      {
        code: UNRESOLVED_CODE,
        severity: "warning",
        message: `${uses.length} place(s) writing '${first.member}' left unchanged: the code around them could not be analysed (see each place's reason), so what they name is not known (${listed(places)})`,
        span: first.span,
        related: uses.map((u) => withFile({ message: u.why, span: u.span }, u.file)),
        help: "fix the code there (parse_source shows how it was read), then rename again, or edit these places yourself",
      },
      first.file,
    );
  }
  return withFile(
    {
      code: UNRESOLVED_CODE,
      severity: "warning",
      message: first.argument
        ? `${uses.length} named argument(s) '${first.member} = …' left unchanged: which function each call takes is not known (see each place's reason: no single overload matches, the receiver's type is not known, it declares the method through an alias of a function type, or the callee is a value whose function or type is not known), so they may or may not name this parameter (${listed(places)})`
        : `${uses.length} use(s) of '.${first.member}' left unchanged: what the value before the '.' has as '${first.member}' is not known (see each place's reason), so they may or may not be this member (${listed(places)})`,
      span: first.span,
      related: uses.map((u) => withFile({ message: u.why, span: u.span }, u.file)),
      help: first.argument
        ? "give the overloads' parameters distinct names or arities, annotate the receivers' types (`p: Point = …`), or edit these places yourself"
        : "annotate the receivers' types (`p: Point = …`) so that the rename can see them, or edit these places yourself",
    },
    first.file,
  );
}

/**
 * The files importing the renamed symbol's module by a `use` that fails
 * (E5002, failed-importers.ts): their uses of the name are not resolved, so
 * not renamed. Left unchanged, and said (MCP-RENAME-UNRESOLVED).
 */
export function failedImportsWarning(name: string, failed: readonly FailedImporter[]): Diagnostic {
  const files = [...new Set(failed.map((f) => f.file))];
  const first = failed[0]!;
  return {
    code: UNRESOLVED_CODE,
    severity: "warning",
    message: `${files.length} file(s) import the module declaring '${name}' by a \`use\` that fails (E5002), so their uses of '${name}' are not known and were left unchanged (${listed(failed.map((f) => place(f.file, f.span)))})`,
    span: first.span,
    file: first.file,
    related: failed.map((f) => ({ message: f.why, span: f.span, file: f.file })),
    help: "fix those imports (typecheck lists them), then rename again, or edit the uses in those files yourself",
  };
}

function listed(places: readonly string[]): string {
  return `${places.slice(0, 10).join(", ")}${places.length > 10 ? ", …" : ""}`;
}

function place(file: string | undefined, span: Span): string {
  return `${file === undefined ? "" : `${file}:`}${span[0]}:${span[1]}`;
}

function withFile<T extends Diagnostic | RelatedInformation>(item: T, file: string | undefined): T {
  return file === undefined ? item : { ...item, file };
}

export function toDiagnostic(refusal: RenameRefusal): Diagnostic {
  const d: Diagnostic = { code: refusal.code, severity: "error", message: refusal.message, span: refusal.span };
  if (refusal.extra.help) d.help = refusal.extra.help;
  if (refusal.extra.related) d.related = refusal.extra.related;
  if (refusal.extra.file !== undefined) d.file = refusal.extra.file;
  return d;
}

/** A member renamed with others that must keep its name: which, so that edits beyond find_references' locations of the one asked for are no surprise. */
export interface FamilyMember {
  readonly qualifiedName: string;
  readonly span: Span;
  readonly file?: string;
}

export function familyNote(renamed: string, others: readonly FamilyMember[]): Diagnostic {
  const first = others[0]!;
  return withFile(
    {
      code: FAMILY_CODE,
      severity: "note",
      message: `renamed together with ${others.map((o) => o.qualifiedName).join(", ")}: an interface's method and the methods implementing it keep one name, so the edits are more than the locations of '${renamed}' alone`,
      span: first.span,
      related: others.map((o) => withFile({ message: `${o.qualifiedName} is renamed too`, span: o.span }, o.file)),
    },
    first.file,
  );
}

/** The uses of `{ x }` patterns' locals a field's rename renamed too: the edits beyond find_references' locations of the field, each named (99a D1). */
export function patternLocalsNote(field: string, uses: readonly { readonly span: Span; readonly file?: string }[]): Diagnostic {
  const first = uses[0]!;
  return withFile(
    {
      code: PATTERN_LOCALS_CODE,
      severity: "note",
      message: `renamed with '${field}': ${uses.length} use${uses.length === 1 ? "" : "s"} of the local${uses.length === 1 ? "" : "s"} its record patterns \`{ ${field.split(".").pop()} }\` bind (a pattern's local has the field's name), so the edits are more than the field's locations`,
      span: first.span,
      related: uses.map((u) => withFile({ message: "a use of a pattern's local, renamed too", span: u.span }, u.file)),
    },
    first.file,
  );
}
