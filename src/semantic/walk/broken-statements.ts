// No cascades after a syntax error (issue 12). A top-level statement that
// holds an ERROR or MISSING node, or a syntax error the compiler reports, is
// "broken" (so is, in such a file, a top-level statement that is indented:
// it was in a block whose braces no longer match): its tree is the parser's guess at what the author meant, so the
// checker reports nothing inside it, and the names it declares count as
// declared with an unknown type, so that their uses elsewhere are not
// E1001, calls to them are not checked against a half-read signature, and a
// method it declares is not "missing" (E1042). Syntax diagnostics alone
// describe such a statement.
import type { Diagnostic, Span } from "../../diagnostics/diagnostic.js";
import { throwIfCancelled } from "../../syntax/cancellation.js";
import { FUNCTION_WORDS } from "../../syntax/foreign-signature.js";
import { syntaxErrorAnchor } from "../../syntax/unclosed-list-help.js";
import type { AstNode } from "../../syntax/ast/ast.js";
import type { Positions } from "../../syntax/ast/positions.js";
import type { Declarations, FnDecl, TypeDecl } from "../types/declarations.js";

export interface BrokenStatements {
  readonly statements: ReadonlySet<AstNode>;
  /**
   * Top-level names broken statements declare. The walk binds them as
   * placeholders where no function, type or import has the name; a clean
   * value statement of the same name re-binds it from its line on.
   */
  readonly names: readonly string[];
  /** Those the tree still shows declared (a binding's target, a type's name): name token and statement (the model's definitions). */
  readonly declarations: ReadonlyMap<string, { readonly token: AstNode; readonly statement: AstNode }>;
  /** Method names (`T.m`) broken statements declare. */
  readonly methods: ReadonlySet<string>;
  /** Whether a diagnostic starting at `span` lies in a broken statement. */
  holds(span: Span): boolean;
}

/**
 * The broken top-level statements of the file whose AST is `root`, given its
 * syntax diagnostics; null when none is. In a file without syntax errors
 * (where the tree has ERROR or MISSING nodes, the compiler's parser accepts
 * what the grammar does not) only a statement with an ERROR node is broken:
 * the grammar skipped part of it. One with a MISSING token only is read as
 * written (`f: (a: Int) -> ( Int = { … }` gets the E1002 the compiler
 * reports).
 */
export function brokenStatements(root: AstNode, text: string, syntax: readonly Diagnostic[], positions: Positions, treeHasErrors = true): BrokenStatements | null {
  // A `# …` line (an extra of the tree, reported E0001 at its `#`) breaks no statement: the grammar read around it.
  const hashLine = hashLineTest(text);
  // A missing `)` is reported where it is noticed (a later line); the statement holding its `(` is the broken one.
  const errors = syntax.filter((d) => d.severity === "error" && !hashLine(d)).map(syntaxErrorAnchor);
  const items = root.children;
  if (errors.length === 0) {
    // Most files: no ERROR or MISSING node anywhere, nothing to look for statement by statement.
    if (!treeHasErrors) return null;
    const skipped = items.map((statement) => parseProblem(statement) === "error");
    if (!skipped.includes(true)) return null;
    // `main = { … f"{a # b}" … }` read as `main` and an ERROR: the name on its line is part of it (it was an E1001).
    const spans = items.map((statement) => positions.span(statement.start, statement.end));
    withStatementsOnTheirLines(skipped, spans);
    return describe(items.filter((_, i) => skipped[i]), positions, text);
  }
  const spans = items.map((statement) => positions.span(statement.start, statement.end));
  // Top-level statements start in one column (the first). One that starts
  // further right was in a block whose braces a syntax error broke.
  // (A loop, not Math.min(...): a spread of 100,000+ statements overflows the stack.)
  let column = Infinity;
  for (const span of spans) column = Math.min(column, span[1]);
  const broken = items.map((statement, i) => {
    throwIfCancelled();
    const span = spans[i] as Span;
    // An error between two statements (a missing `}` at the end of the file) belongs to the one before it.
    const next = spans[i + 1];
    // Only a statement that starts its line can be indented (`struct Pair { … }` is three statements on one line).
    const startsLine = i === 0 || (spans[i - 1] as Span)[2] !== span[0];
    return (startsLine && span[1] > column) || parseProblem(statement) !== null || errors.some((e) => !before(e, span) && (next === undefined || before(e, next)));
  });
  // An unterminated string: the compiler's lexer reads the rest of the file into it, or stops there (syntax.md
  // §1.9, §1.10); what the tree reads after it as code is no code (122b F2: `sum of {x}` after an open `f"""`).
  const openString = syntax.find((d) => d.code === "E0001" && d.severity === "error" && /^unterminated /.test(d.message));
  if (openString) spans.forEach((span, i) => (broken[i] ||= !before(span, openString.span)));
  withStatementsOnTheirLines(broken, spans);
  const statements = items.filter((_, i) => broken[i]);
  return statements.length === 0 ? null : describe(statements, positions, text);
}

/**
 * Marks broken the statements on the line where a broken one starts or ends:
 * they are part of it (recovery splits `main = {` into `main` and an ERROR
 * `= {`).
 */
function withStatementsOnTheirLines(broken: boolean[], spans: readonly Span[]): void {
  for (let changed = true; changed; ) {
    throwIfCancelled();
    changed = false;
    for (let i = 0; i < broken.length; i++) {
      if (broken[i]) continue;
      const span = spans[i] as Span;
      const previous = spans[i - 1];
      const next = spans[i + 1];
      if ((broken[i - 1] && previous && previous[2] === span[0]) || (broken[i + 1] && next && next[0] === span[2])) {
        broken[i] = true;
        changed = true;
      }
    }
  }
}

/**
 * Whether a diagnostic is the E0001 of a `#` (a `# …` extra). Linear in the
 * file whatever the number of E0001s (a 50,000-long `a && a && …` line has
 * one each): each line is read once, and only a line holding a `#` is split
 * into code points (spans count columns in code points).
 */
function hashLineTest(text: string): (d: Diagnostic) => boolean {
  let lines: string[] | undefined;
  const points = new Map<number, readonly string[] | null>();
  return (d) => {
    if (d.code !== "E0001") return false;
    const row = d.span[0] - 1;
    let line = points.get(row);
    if (line === undefined) {
      const raw = (lines ??= text.split("\n"))[row] ?? "";
      line = raw.includes("#") ? [...raw] : null;
      points.set(row, line);
    }
    return line !== null && line[d.span[1] - 1] === "#";
  };
}

/** The broken statements `statements` (in order) and what they declare. */
function describe(statements: readonly AstNode[], positions: Positions, text: string): BrokenStatements {
  const ranges = statements.map((s) => positions.span(s.start, s.end));
  const declared = new Set<string>();
  const methods = new Set<string>();
  const declarations = new Map<string, { token: AstNode; statement: AstNode }>();
  for (const statement of statements) {
    for (const token of treeNames(statement)) {
      declared.add(token.leafText);
      if (!declarations.has(token.leafText)) declarations.set(token.leafText, { token, statement });
    }
  }
  for (const { name, method } of textualDeclarations(statements, text)) (method ? methods : declared).add(name);
  return {
    statements: new Set(statements),
    names: [...declared],
    declarations,
    methods,
    holds: (span) => ranges.some((r) => !before(span, r) && before(span, endOf(r))),
  };
}

/** The declarations without what broken statements declare (their types, functions, methods and values are unknown). */
export function withoutBroken(declarations: Declarations, broken: BrokenStatements): Declarations {
  const keep = (node: AstNode): boolean => !broken.statements.has(node);
  const types = new Map<string, TypeDecl>();
  for (const [name, decl] of declarations.types) if (keep(decl.node)) types.set(name, decl);
  const functions = new Map<string, readonly FnDecl[]>();
  for (const [name, list] of declarations.functions) {
    const kept = list.filter((f) => keep(f.node));
    if (kept.length > 0) functions.set(name, kept);
  }
  const methods = new Map<string, ReadonlyMap<string, FnDecl>>();
  for (const [owner, table] of declarations.methods) {
    const kept = new Map([...table].filter(([, f]) => keep(f.node)));
    if (kept.size > 0) methods.set(owner, kept);
  }
  const values = new Map<string, AstNode>();
  for (const [name, node] of declarations.values) if (keep(node)) values.set(name, node);
  return { file: declarations.file, types, functions, methods, values };
}

/** `a` starts before `b` starts (line, then column). */
function before(a: Span, b: Span): boolean {
  return a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
}

function endOf(span: Span): Span {
  return [span[2], span[3], span[2], span[3]];
}

const parseProblems = new WeakMap<AstNode, "error" | "missing" | null>();

/**
 * Whether `statement` holds an ERROR node ("error"), else a MISSING one
 * ("missing"); cached on the statement, which an unchanged re-copy keeps.
 */
function parseProblem(statement: AstNode): "error" | "missing" | null {
  let found = parseProblems.get(statement);
  if (found === undefined) {
    found = null;
    const stack = [statement];
    while (stack.length > 0 && found !== "error") {
      const node = stack.pop() as AstNode;
      if (node.isError) found = "error";
      else if (node.missing) found = "missing";
      // An f-string's interpolation the grammar cannot read (`{name_of(\"a\")}`, escaped quotes the
      // compiler's own lexing of the string accepts) leaves the rest of the statement as written.
      else if (node.type !== "format_string") for (const child of node.children) stack.push(child);
    }
    parseProblems.set(statement, found);
  }
  return found;
}

/** The name tokens of the top-level names the tree says a statement declares. */
function treeNames(statement: AstNode): AstNode[] {
  switch (statement.type) {
    case "binding": {
      const target = statement.get("target");
      return target?.type === "identifier" && !target.missing ? [target] : [];
    }
    case "destructuring":
      return statement.all("name");
    case "type_definition":
    case "generic_type_definition": {
      const name = statement.get("name");
      return name && !name.missing ? [name] : [];
    }
    default:
      return [];
  }
}

const NAME_TYPES = new Set(["identifier", "type_identifier"]);
/** Words other languages declare a name with (no keywords here: the grammar reads them as names). */
const HABIT_DECLARATIONS: ReadonlySet<string> = new Set([...FUNCTION_WORDS, "struct", "enum", "class", "trait", "interface", "union", "let", "var", "const", "val", "type"]);
const MODIFIERS = new Set(["pub", "mut"]);

/**
 * Declarations in broken statements, read off their tokens, wherever the
 * tree lost them:
 *   - a name after a word another language declares with (`struct Point {`,
 *     `fn double(`, `let x =`) at the start of a line;
 *   - a name that starts a line (after `pub`/`mut`) followed by `:` or `=`
 *     (`Point: Type = {`, `helper = (a) =>`), or by a parenthesised list and
 *     `->` (`scale(Float) -> Float = …`, the old function syntax), or
 *     `Name.method` followed by `:` or `=` (a method);
 *   - a name after `mut`, after `for` (a loop variable), in a `use` line;
 *   - the parameters of a lambda (`(a, b) =>`, `x =>`).
 * Any indentation counts: recovery may swallow several top-level
 * statements into one ERROR, and where a block's braces no longer match, a
 * name declared in it may be read at the top level afterwards. A local name
 * of a broken function body is thus not reported unknown elsewhere either,
 * in a file the compiler rejects anyway.
 */
function textualDeclarations(statements: readonly AstNode[], text: string): { name: string; method: boolean }[] {
  const leaves = statements.flatMap(leavesOf);
  const out: { name: string; method: boolean }[] = [];
  const isName = (i: number): boolean => NAME_TYPES.has(leaves[i]?.type ?? "");
  const add = (i: number): void => {
    if (isName(i)) out.push({ name: (leaves[i] as AstNode).leafText, method: false });
  };
  // Whether every leaf of the line before the current one is a modifier
  // (a flag, not a scan of the line: a 50,000-token line stays linear).
  let onlyModifiers = true;
  let inUse = false;
  for (let i = 0; i < leaves.length; i++) {
    const leaf = leaves[i] as AstNode;
    if (i > 0 && text.slice((leaves[i - 1] as AstNode).end, leaf.start).includes("\n")) {
      onlyModifiers = true;
      inUse = false;
    }
    const type = leaf.type;
    if (type === "use") inUse = true;
    else if (inUse) add(i);
    else if (type === "mut" || type === "for") add(i + 1 + Number(type === "for" && leaves[i + 1]?.type === "mut"));
    else if (type === "=>") lambdaParameters(leaves, i).forEach(add);
    else if (isName(i) && onlyModifiers) {
      const next = leaves[i + 1]?.type;
      // `struct Point {`, `fn double(x: Int)`: another language's declaration declares its name (105b P3, P4);
      // a function word's may be a method's too (`impl Point { fn norm(&self) … }`, 105c Q5).
      if (HABIT_DECLARATIONS.has(leaf.leafText) && isName(i + 1)) {
        // `fn Point.area(` declares the method `area` of `Point` (105d R4), not a `Point`.
        if (leaves[i + 2]?.type === "." && isName(i + 3)) out.push({ name: (leaves[i + 3] as AstNode).leafText, method: true });
        else {
          add(i + 1);
          if (FUNCTION_WORDS.has(leaf.leafText)) out.push({ name: (leaves[i + 1] as AstNode).leafText, method: true });
        }
      } else if (next === ":" || next === "=") add(i);
      else if (next === "(" && oldFunctionSyntax(leaves, i + 1)) add(i);
      // `Point.len: …`, `Point.len = …`, and the old syntax `Point.len(self: &Point) -> Int` (105c Q5).
      else if (next === "." && isName(i + 2) && ([":", "="].includes(leaves[i + 3]?.type ?? "") || (leaves[i + 3]?.type === "(" && oldFunctionSyntax(leaves, i + 3)))) out.push({ name: (leaves[i + 2] as AstNode).leafText, method: true });
    }
    onlyModifiers &&= MODIFIERS.has(type);
  }
  return out;
}

/** `scale(Float, Float) -> Float = …` (the old function syntax, E0012): the `(` at `open` closes before a `->`. */
function oldFunctionSyntax(leaves: readonly AstNode[], open: number): boolean {
  let depth = 0;
  for (let i = open; i < leaves.length; i++) {
    const type = leaves[i]!.type;
    if (type === "(") depth++;
    else if (type === ")" && --depth === 0) return leaves[i + 1]?.type === "->";
  }
  return false;
}

/** Indices of the names before `=>` at `arrow`: `x =>` or `(a, b) =>`. */
function lambdaParameters(leaves: readonly AstNode[], arrow: number): number[] {
  let i = arrow - 1;
  if (leaves[i]?.type !== ")") return [i];
  const out: number[] = [];
  for (i--; i >= 0 && leaves[i]?.type !== "("; i--) if (leaves[i]?.type !== ",") out.push(i);
  return out;
}

function leavesOf(node: AstNode): AstNode[] {
  const out: AstNode[] = [];
  const stack = [node];
  while (stack.length > 0) {
    const current = stack.pop() as AstNode;
    if (current.children.length === 0) {
      if (current.end > current.start) out.push(current);
    } else {
      for (let i = current.children.length - 1; i >= 0; i--) stack.push(current.children[i] as AstNode);
    }
  }
  return out;
}

/** The names a statement spells (every identifier and type name in it); iterative, as a statement may nest deeply. */
export function spelledNames(statement: AstNode): Set<string> {
  const out = new Set<string>();
  const stack = [statement];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === "identifier" || node.type === "type_identifier") out.add(node.leafText);
    // A loop, not a spread: a node may have 100,000+ children (a long list).
    for (const child of node.children) stack.push(child);
  }
  return out;
}

/**
 * Takes out of `table` the entries past its first `count` (added since it had `count`: a Map keeps
 * insertion order), but those `saved` put back (one re-declared moved to the end).
 */
export function dropAddedAfter<T>(table: Map<string, T>, count: number, saved: readonly { readonly name: string }[]): void {
  if (table.size <= count) return;
  const kept = new Set(saved.map((s) => s.name));
  for (const key of [...table.keys()].slice(count)) if (!kept.has(key)) table.delete(key);
}

/** Whether the subtree holds no ERROR and no MISSING node (tree-sitter's recovery left it as written); iterative. */
export function intact(root: AstNode): boolean {
  const stack = [root];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.isError || node.missing) return false;
    for (const child of node.children) stack.push(child);
  }
  return true;
}
