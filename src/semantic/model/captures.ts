// The captures of queries/locals.scm (the file the editors use) for each
// top-level statement: which identifiers are definitions (and of what
// kind) and which are references, for the names the walk did not record
// (lexical.ts). In a tree without syntax errors those are nearly always type
// names and the objects of `a.b`, which locals.scm captures as references
// wherever they are (two patterns without conditions; no identifier is
// captured twice: test/queries.test.ts), so the query runs only for a
// statement that leaves some other name unrecorded. Cached on the statement's
// AST node, with offsets relative to the statement, so an edit re-runs the
// query only for the statements it changed: the whole file once for a
// document with syntax errors or when many statements need it, else a range
// query per statement. Statements nested too deeply for the query
// (deep-statements.ts) get none; long runs of bare tokens in ERROR nodes (token-runs.ts) are
// blanked out for it.
import type { Tree } from "web-tree-sitter";
import { dataOf, type AstNode } from "../../syntax/ast/ast.js";
import { astHasErrors } from "../../syntax/doc-cache.js";
import type { Document } from "../../syntax/document.js";
import { blankedOut, deepStatements, type OffsetRange } from "./deep-statements.js";
import type { CapturedKinds } from "./lexical.js";
import { runLocals, type LocalsKind } from "./locals-query.js";
import { tokenRuns } from "./token-runs.js";

/** What locals.scm captures in one statement: offset from the statement start → `reference` or a definition kind. */
export type StatementCaptures = ReadonlyMap<number, LocalsKind | "reference">;

interface Cached {
  readonly captures: StatementCaptures;
}

const NONE: StatementCaptures = new Map();

/** More statements than this without captures (or none with; in a clean tree: asking, and half of them): one query over the whole file instead of one per statement. */
const WHOLE_FILE = 8;

/** At most this many range queries in a clean tree, then one over the whole file. */
const RANGE_QUERIES = 32;

export class CaptureSource implements CapturedKinds {
  private prepared = false;
  /** Statements queried one by one so far (clean tree). */
  private queried = 0;
  private deep: readonly OffsetRange[] | undefined;
  private runs: readonly OffsetRange[] | undefined;
  private hasErrors: boolean | undefined;

  constructor(
    private readonly doc: Document,
    private readonly root: AstNode,
  ) {}

  kindsOf(statement: AstNode, leaves: readonly AstNode[]): ReadonlyMap<number, LocalsKind | "reference"> {
    const out = new Map<number, LocalsKind | "reference">();
    if (!this.treeHasErrors() && leaves.every(isAlwaysReference) && !this.isDeep(statement)) {
      for (const leaf of leaves) out.set(leaf.start, "reference");
      return out;
    }
    const captures = this.of(statement);
    for (const leaf of leaves) {
      const kind = captures.get(leaf.start - statement.start);
      if (kind !== undefined) out.set(leaf.start, kind);
    }
    return out;
  }

  /** The captures of top-level statement `statement` (a child of the root). */
  of(statement: AstNode): StatementCaptures {
    const cached = dataOf(statement).captures as Cached | undefined;
    if (cached) return cached.captures;
    // In a clean tree most statements never ask (kindsOf; `use` statements do): one query per statement, until half
    // have asked, or RANGE_QUERIES (a range query steps over the statements before its range: no quadratic cost).
    const clean = !this.treeHasErrors();
    if (!this.prepared && (!clean || ++this.queried > Math.min(RANGE_QUERIES, Math.max(WHOLE_FILE, this.root.children.length / 2)))) {
      this.prepared = true;
      const missing = this.root.children.filter((s) => dataOf(s).captures === undefined);
      // A range query still steps over every token of a run (token-runs.ts): with runs, the whole (blanked) file.
      if (missing.length > WHOLE_FILE || missing.length === this.root.children.length || this.tokenRuns().length > 0) {
        this.queryWholeFile(missing);
        const now = dataOf(statement).captures as Cached | undefined;
        if (now) return now.captures;
      }
    }
    const captures = this.isDeep(statement) ? NONE : this.query(this.doc.tree, statement, statement.start, statement.end);
    dataOf(statement).captures = { captures } satisfies Cached;
    return captures;
  }

  /** Nested too deeply for the query (deep-statements.ts): no captures. */
  private isDeep(statement: AstNode): boolean {
    this.deep ??= deepStatements(this.root);
    return this.deep.some((d) => d.start === statement.start);
  }

  /** From the tree copy the walk reads (a released syntax tree is not parsed again to tell). */
  private treeHasErrors(): boolean {
    return (this.hasErrors ??= astHasErrors(this.doc));
  }

  /** Long runs of bare tokens in ERROR nodes (only a file with syntax errors has ERROR nodes). */
  private tokenRuns(): readonly OffsetRange[] {
    return (this.runs ??= this.treeHasErrors() ? tokenRuns(this.root) : []);
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

/**
 * A name locals.scm captures as a reference wherever it stands: a type name
 * (`(type_identifier) @local.reference`) or the object of `a.b`
 * (`(field_expression object: (identifier) @local.reference)`).
 */
function isAlwaysReference(leaf: AstNode): boolean {
  return leaf.type === "type_identifier" || (leaf.type === "identifier" && leaf.field === "object" && leaf.parent?.type === "field_expression");
}
