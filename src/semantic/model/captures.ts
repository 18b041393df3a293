// The captures of queries/locals.scm (the file the editors use) for each
// top-level statement: which identifiers are definitions (and of what
// kind) and which are references. Cached on the statement's AST node, with
// offsets relative to the statement, so an edit re-runs the query only for
// the statements it changed: the whole file once for a new document or when
// many need it, else a range query per statement. Statements nested too deeply for the query
// (deep-statements.ts) get none; long runs of bare tokens in ERROR nodes (token-runs.ts) are
// blanked out for it.
import type { Tree } from "web-tree-sitter";
import { dataOf, type AstNode } from "../../syntax/ast/ast.js";
import type { Document } from "../../syntax/document.js";
import { blankedOut, deepStatements, type OffsetRange } from "./deep-statements.js";
import { runLocals, type LocalsKind } from "./locals-query.js";
import { tokenRuns } from "./token-runs.js";

/** What locals.scm captures in one statement: offset from the statement start → `reference` or a definition kind. */
export type StatementCaptures = ReadonlyMap<number, LocalsKind | "reference">;

interface Cached {
  readonly captures: StatementCaptures;
}

const NONE: StatementCaptures = new Map();

/** More statements than this without captures (or none with): one query over the whole file instead of one per statement. */
const WHOLE_FILE = 8;

export class CaptureSource {
  private prepared = false;
  private deep: readonly OffsetRange[] | undefined;
  private runs: readonly OffsetRange[] | undefined;

  constructor(
    private readonly doc: Document,
    private readonly root: AstNode,
  ) {}

  /** The captures of top-level statement `statement` (a child of the root). */
  of(statement: AstNode): StatementCaptures {
    const cached = dataOf(statement).captures as Cached | undefined;
    if (cached) return cached.captures;
    if (!this.prepared) {
      this.prepared = true;
      const missing = this.root.children.filter((s) => dataOf(s).captures === undefined);
      // A range query still steps over every token of a run (token-runs.ts): with runs, the whole (blanked) file.
      if (missing.length > WHOLE_FILE || missing.length === this.root.children.length || this.tokenRuns().length > 0) {
        this.queryWholeFile(missing);
        const now = dataOf(statement).captures as Cached | undefined;
        if (now) return now.captures;
      }
    }
    this.deep ??= deepStatements(this.root);
    const captures = this.deep.some((d) => d.start === statement.start) ? NONE : this.query(this.doc.tree, statement, statement.start, statement.end);
    dataOf(statement).captures = { captures } satisfies Cached;
    return captures;
  }

  /** Long runs of bare tokens in ERROR nodes (only a file with syntax errors has ERROR nodes). */
  private tokenRuns(): readonly OffsetRange[] {
    return (this.runs ??= this.doc.tree.rootNode.hasError ? tokenRuns(this.root) : []);
  }

  /** One query over the file (deep statements and token runs blanked out) for every statement in `missing`. */
  private queryWholeFile(missing: readonly AstNode[]): void {
    const left = [...(this.deep ??= deepStatements(this.root)), ...this.tokenRuns()];
    const tree = left.length === 0 ? undefined : this.doc.parseVariant(blankedOut(this.doc.text, left));
    try {
      const all = runLocals((tree ?? this.doc.tree).rootNode, this.doc.text);
      const buckets = new Map<AstNode, Map<number, LocalsKind | "reference">>();
      const statements = this.root.children;
      let at = 0;
      for (const c of all.ordered) {
        if (c.capture === "scope") continue;
        while (at < statements.length && statements[at]!.end <= c.start) at++;
        const statement = statements[at];
        if (!statement || statement.start > c.start) continue;
        let bucket = buckets.get(statement);
        if (!bucket) buckets.set(statement, (bucket = new Map()));
        bucket.set(c.start - statement.start, c.capture === "definition" ? c.kind : "reference");
      }
      for (const statement of missing) dataOf(statement).captures = { captures: buckets.get(statement) ?? NONE } satisfies Cached;
    } finally {
      tree?.delete();
    }
  }

  private query(tree: Tree, statement: AstNode, start: number, end: number): StatementCaptures {
    const out = new Map<number, LocalsKind | "reference">();
    const found = runLocals(tree.rootNode, this.doc.text, { startIndex: start, endIndex: end });
    for (const c of found.ordered) {
      if (c.capture === "scope" || c.start < start || c.start >= end) continue;
      out.set(c.start - statement.start, c.capture === "definition" ? c.kind : "reference");
    }
    return out;
  }
}
