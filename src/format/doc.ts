// The document IR (Wadler/Prettier style) the printers build and printer.ts
// lays out. Two departures from Prettier reproduce the reference formatter
// (formatting.md §3.1, §9):
//  - indentation is absolute: a line break indents to the current block level
//    (`indent` adds one level), and a continuation break adds `indent_width`
//    spaces on top of that level without nesting further;
//  - a group's fit is decided bottom-up from its own rendered text at its own
//    level (`level × indent_width + width ≤ line_width`), where the text may
//    already contain line breaks of inner groups or hard lines. Text before
//    the group on the same line is never counted.

export type Doc = string | Doc[] | Line | Indent | Group | IfBreak;

export interface Line {
  readonly kind: "line";
  /** Always breaks, whatever the enclosing group decides. */
  readonly hard: boolean;
  /** Prints nothing (instead of one space) when the group is flat. */
  readonly soft: boolean;
  /** A broken line indents by `indent_width` extra spaces (the continuation indent). */
  readonly cont: boolean;
  /** Extra spaces after the level indentation when broken (match arms use 4). */
  readonly extra: number;
  /** Prints a bare line feed without indentation (blank lines between statements). */
  readonly bare: boolean;
  /**
   * Drops one space at the start of the text that follows: a `//` comment
   * inside an expression ends the line, and the separator space the
   * surrounding printer put before the next token would indent it oddly.
   */
  readonly eatsSpace: boolean;
  /** The break that ends the line of a `//` comment inside an expression (see Group.breakOnCommentLine). */
  readonly endsComment: boolean;
}

export interface Indent {
  readonly kind: "indent";
  readonly contents: Doc;
}

export interface Group {
  readonly kind: "group";
  readonly contents: Doc;
  /** Added to the measured width: binary operators do not count their two spaces. */
  readonly adjust: number;
  /** Breaks regardless of width (comments inside a list). */
  readonly forceBreak: boolean;
  /**
   * Breaks when its flat text's first line break ends a `//` comment: the
   * one-line block `{ return // c` + `1 }` would hide that the comment
   * needs the statement's line to itself (formatting.md §6 rule 2, §10.4).
   */
  readonly breakOnCommentLine: boolean;
}

export interface IfBreak {
  readonly kind: "ifBreak";
  readonly breakContents: Doc;
  readonly flatContents: Doc;
}

const makeLine = (hard: boolean, soft: boolean, cont: boolean, extra = 0, bare = false, eatsSpace = false, endsComment = false): Line => ({
  kind: "line",
  hard,
  soft,
  cont,
  extra,
  bare,
  eatsSpace,
  endsComment,
});

/** A space when flat, a line break at the current level when broken. */
export const line: Line = makeLine(false, false, false);
/** Nothing when flat, a line break at the current level when broken. */
export const softline: Line = makeLine(false, true, false);
/** A space when flat, a line break plus continuation indent when broken. */
export const contLine: Line = makeLine(false, false, true);
/** Nothing when flat, a line break plus continuation indent when broken. */
export const contSoftline: Line = makeLine(false, true, true);
/** Always a line break at the current level. */
export const hardline: Line = makeLine(true, false, false);
/** Always a line break plus the continuation indent. */
export const contHardline: Line = makeLine(true, false, true);
/** The line break after a `//` comment inside an expression, after its node (see `eatsSpace`). */
export const commentBreak: Line = makeLine(true, false, true, 0, false, true, true);
/** The line break after a `//` comment inside an expression, before its node: a `contHardline` that ends a comment. */
export const commentHardline: Line = makeLine(true, false, true, 0, false, false, true);
/** A line feed with no indentation, for blank lines. */
export const blankline: Line = makeLine(true, false, false, 0, true);

/** A space when flat; when broken a line break, the level indent and `extra` spaces. */
export function lineWithExtra(extra: number): Line {
  return makeLine(false, false, false, extra);
}

export function indent(contents: Doc): Indent {
  return { kind: "indent", contents };
}

export function group(contents: Doc, options: { adjust?: number; forceBreak?: boolean; breakOnCommentLine?: boolean } = {}): Group {
  return {
    kind: "group",
    contents,
    adjust: options.adjust ?? 0,
    forceBreak: options.forceBreak ?? false,
    breakOnCommentLine: options.breakOnCommentLine ?? false,
  };
}

export function ifBreak(breakContents: Doc, flatContents: Doc = ""): IfBreak {
  return { kind: "ifBreak", breakContents, flatContents };
}

/**
 * `doc` as it prints on one line, whatever the width: every line that may break is its flat
 * text and every `ifBreak` its flat contents; a hard line (after a `//` comment) stays.
 */
export function flat(doc: Doc): Doc {
  if (typeof doc === "string") return doc;
  if (Array.isArray(doc)) return doc.map(flat);
  switch (doc.kind) {
    case "line":
      return doc.hard ? doc : doc.soft ? "" : " ";
    case "indent":
      return indent(flat(doc.contents));
    case "group":
      return { ...doc, contents: flat(doc.contents) };
    case "ifBreak":
      return flat(doc.flatContents);
  }
}

export function join(separator: Doc, docs: readonly Doc[]): Doc[] {
  const out: Doc[] = [];
  docs.forEach((doc, i) => {
    if (i > 0) out.push(separator);
    out.push(doc);
  });
  return out;
}
