// Lays out a Doc the way the reference formatter decides its breaks
// (formatting.md §6, §9): every group is decided on its own, bottom-up, by
// `level × indent_width + width(rendered group) + adjust ≤ line_width`, where
// the rendered text already includes the decisions of inner groups (and so may
// contain line breaks, each counted as one byte plus the bytes of the next
// line's indentation). Decisions depend only on the group's own level, never
// on the column it starts at, so each group is measured once.
import type { Doc, Group, Line } from "./doc.js";
import { utf8Width } from "./width.js";

export interface PrinterOptions {
  indentWidth: number;
  lineWidth: number;
  useTabs: boolean;
}

export function printDoc(doc: Doc, options: PrinterOptions): string {
  return new Printer(options).print(doc);
}

class Printer {
  /** The output so far (string concatenation beats joining many tiny pieces in V8). */
  private out = "";
  private readonly indents: string[] = [];
  private readonly contIndent: string;
  private eatSpace = false;
  /** Where the text of the last `eatsSpace` break (after a `//` comment) starts and ends. */
  private commentBreakStart = -1;
  private commentBreakEnd = -1;
  /** Per group: broken or not, and its final width (decided once). */
  private readonly decided = new Map<Group, { broken: boolean; width: number }>();
  /** Per group, as `firstBreakEndsComment` found it (each group's contents are walked once). */
  private readonly firstBreaks = new Map<Group, boolean | undefined>();

  constructor(private readonly options: PrinterOptions) {
    this.contIndent = " ".repeat(options.indentWidth);
  }

  print(doc: Doc): string {
    this.render(doc, 0, false);
    return this.out;
  }

  private indentText(level: number): string {
    let text = this.indents[level];
    if (text === undefined) {
      text = this.options.useTabs ? "\t".repeat(level) : " ".repeat(level * this.options.indentWidth);
      this.indents[level] = text;
    }
    return text;
  }

  private lineText(line: Line, level: number): string {
    if (line.bare) return "\n";
    let text = "\n" + this.indentText(level);
    if (line.cont) text += this.contIndent;
    if (line.extra > 0) text += " ".repeat(line.extra);
    return text;
  }

  private lineWidth(line: Line, level: number): number {
    if (line.bare) return 1;
    const indent = this.options.useTabs ? level : level * this.options.indentWidth;
    return 1 + indent + (line.cont ? this.options.indentWidth : 0) + line.extra;
  }

  /** Width of `doc` rendered at `level` when its innermost enclosing group is `broken`. */
  private measure(doc: Doc, level: number, broken: boolean): number {
    if (typeof doc === "string") return utf8Width(doc);
    if (Array.isArray(doc)) {
      let width = 0;
      for (const part of doc) width += this.measure(part, level, broken);
      return width;
    }
    switch (doc.kind) {
      case "line":
        if (doc.hard || broken) return this.lineWidth(doc, level);
        return doc.soft ? 0 : 1;
      case "indent":
        return this.measure(doc.contents, level + 1, broken);
      case "group":
        return this.decide(doc, level).width;
      case "ifBreak":
        return this.measure(broken ? doc.breakContents : doc.flatContents, level, broken);
    }
  }

  /** Decides a group once and returns its final width. */
  private decide(group: Group, level: number): { broken: boolean; width: number } {
    let decision = this.decided.get(group);
    if (decision) return decision;
    let broken = group.forceBreak || (group.breakOnCommentLine && this.firstBreakEndsComment(group.contents, level, false) === true);
    if (!broken) {
      const flat = this.measure(group.contents, level, false);
      const levelWidth = level * this.options.indentWidth;
      broken = levelWidth + flat + group.adjust > this.options.lineWidth;
      if (!broken) decision = { broken: false, width: flat };
    }
    decision ??= { broken: true, width: this.measure(group.contents, level, true) };
    this.decided.set(group, decision);
    return decision;
  }

  /**
   * Whether the first line break `doc` renders (inner groups as decided) ends
   * a `//` comment: true or false, undefined when it renders none.
   */
  private firstBreakEndsComment(doc: Doc, level: number, broken: boolean): boolean | undefined {
    if (typeof doc === "string") return doc.includes("\n") ? false : undefined;
    if (Array.isArray(doc)) {
      for (const part of doc) {
        const found = this.firstBreakEndsComment(part, level, broken);
        if (found !== undefined) return found;
      }
      return undefined;
    }
    switch (doc.kind) {
      case "line":
        return doc.hard || broken ? doc.endsComment : undefined;
      case "indent":
        return this.firstBreakEndsComment(doc.contents, level + 1, broken);
      case "group": {
        if (this.firstBreaks.has(doc)) return this.firstBreaks.get(doc);
        const found = this.firstBreakEndsComment(doc.contents, level, this.decide(doc, level).broken);
        this.firstBreaks.set(doc, found);
        return found;
      }
      case "ifBreak":
        return this.firstBreakEndsComment(broken ? doc.breakContents : doc.flatContents, level, broken);
    }
  }

  private render(doc: Doc, level: number, broken: boolean): void {
    if (typeof doc === "string") {
      if (doc === "") return;
      if (this.eatSpace) {
        this.eatSpace = false;
        if (doc.startsWith(" ")) doc = doc.slice(1);
      }
      this.out += doc;
      return;
    }
    if (Array.isArray(doc)) {
      for (const part of doc) this.render(part, level, broken);
      return;
    }
    switch (doc.kind) {
      case "line":
        if (doc.hard || broken) {
          // A break right after a comment's own break replaces it: no empty line.
          if (this.out.length === this.commentBreakEnd) this.out = this.out.slice(0, this.commentBreakStart);
          const start = this.out.length;
          this.out += this.lineText(doc, level);
          this.eatSpace = doc.eatsSpace;
          if (doc.eatsSpace) {
            this.commentBreakStart = start;
            this.commentBreakEnd = this.out.length;
          }
        } else if (!doc.soft) this.render(" ", level, broken);
        return;
      case "indent":
        this.render(doc.contents, level + 1, broken);
        return;
      case "group":
        this.render(doc.contents, level, this.decide(doc, level).broken);
        return;
      case "ifBreak":
        this.render(broken ? doc.breakContents : doc.flatContents, level, broken);
        return;
    }
  }
}
