// Names that resolve to nothing (diagnostics.md §6.2): E2020 for a read
// after the bare or `while` block that declared it closed, else E1001, with
// help that says why the name is missing here and what fixes it: declared
// later at the top level (R1), in a block that has ended, misspelt in a
// failed `use`, exported by a module the file imports from, a variant or a
// method called bare, another language's habit, a near name; and the
// `{{name}}` of an f-string, which the compiler reads as an interpolation.
// The walk finds them (src/semantic/walk/names.ts); this file reports them.
import type { AstNode } from "../syntax/ast/ast.js";
import type { Binding, Scope } from "../semantic/walk/scope.js";
import type { Walker } from "../semantic/walk/walker.js";
import { groupParameterNames } from "../semantic/walk/local-functions.js";
import { preludeEntry, stdModule } from "../semantic/modules/std-library.js";
import { nearestName } from "../diagnostics/edit-distance.js";
import { renderTemplate } from "../diagnostics/registry.js";
import { canonicalModulePath } from "../semantic/modules/module-path.js";
import { typeNamed } from "../semantic/walk/members.js";
import type { Sink } from "./context.js";
import { FUNCTION_WORDS, MODIFIERS } from "../syntax/foreign-signature.js";
import { headerHelpAt } from "../syntax/reference-parser.js";
import { countAtOrBefore } from "../syntax/sorted-search.js";

/** The E1001 of a name no scope, import or prelude entry declares (import-hints.ts reads the name back). */
export const UNDECLARED_NAME = "'{name}' is not defined here: no enclosing scope, import or prelude entry declares it";

/** A read that resolves to nothing: E2020 after the bare/while block that declared it closed, else E1001. */
export function unresolvedName(sink: Sink, w: Walker, node: AstNode, released: Binding | null, scope: Scope): void {
  const name = node.leafText;
  if (released) {
    sink.report("E2020", node, `'${name}' was declared inside a block that has ended, so it no longer exists here`, {
      phase: "ownership",
      related: [{ message: `'${name}' is declared here`, at: released.decl, file: w.context.file }],
      help: "Declare the variable before the block (with `mut` if the block updates it) and assign it inside the block.",
    });
    return;
  }
  // The help below reads every name in scope (near names, failed imports), which the memo cannot describe:
  // a statement with an unknown name is walked again after every edit (such statements are few).
  w.memo?.volatile();
  const later = laterTopLevelValue(w, name, node);
  if (later) {
    sink.report("E1001", node, `'${name}' is read before its declaration: a top-level value exists only from its own statement on`, {
      phase: "names",
      related: [{ message: `'${name}' is declared here`, at: later, file: w.context.file }],
      help: `move \`${declarationHead(w.context.text, later, name)} …\` above the statement that reads it`,
    });
    return;
  }
  const local = laterLocal(node, name, scope);
  if (local) {
    sink.report("E1001", node, `'${name}' is read before its declaration: a local exists only from its own statement on`, {
      phase: "names",
      related: [{ message: `'${name}' is declared here`, at: local.binding, file: w.context.file }],
      help: `move the declaration of '${name}' above this statement, or this read below it`,
    });
    return;
  }
  const ended = endedBlockBinding(node, name, scope);
  if (ended?.binding.parent?.type === "for_expression") {
    const [line] = w.context.positions.span(ended.binding.parent.start, ended.binding.parent.end);
    sink.report("E1001", node, `'${name}' is not defined here: it is the loop variable of the \`for\` on line ${line}, which exists only in the loop's body`, {
      phase: "names",
      related: [{ message: `'${name}' is the loop variable here`, at: ended.binding, file: w.context.file }],
      help: "to keep a value after the loop, declare `mut result = …` before it and assign it in the body",
    });
    return;
  }
  if (ended) {
    const branch = ended.block.parent?.type === "if_expression" || ended.block.parent?.type === "else_clause";
    sink.report("E1001", node, `'${name}' is not defined here: it is declared inside a block that has ended, and a name lives only in its block`, {
      phase: "names",
      related: [{ message: `'${name}' is declared here`, at: ended.binding, file: w.context.file }],
      help: branch
        ? `bind the \`if\`'s value (\`${name} = if … { … } else { … }\`, each branch ending with its value), or declare \`mut ${name} = …\` before the \`if\` and assign it in the branches (\`${name} = …\`)`
        : `declare \`mut ${name} = …\` before the block and assign it inside (\`${name} = …\`)`,
    });
    return;
  }
  const brace = braceText(w, node);
  if (brace !== undefined) {
    sink.report("E1001", node, `'${name}' is not defined here: the compiler reads \`{{${brace}}}\` in an f-string as an interpolation, not as literal braces`, {
      phase: "names",
      help: "define the name, or build the text without `{{` (e.g. concatenate \"{\" + …)",
    });
    return;
  }
  const help = ownValueHelp(w, node) ?? foreignHeaderHelp(w, node) ?? missingEqualsHelp(w, node, name) ?? selfHelp(name, scope) ?? variantHelp(w, name, scope) ?? stdAliasHelp(w, name) ?? bindingWordHelp(w, node) ?? otherLanguageHelp(name) ?? failedImportHelp(name, scope) ?? importedModuleHelp(w, name) ?? nearNameHelp(name, scope) ?? methodHelp(w, name);
  sink.report("E1001", node, renderTemplate(UNDECLARED_NAME, { name }), { phase: "names", ...(help ? { help } : {}) });
}

/**
 * The text between the `{{` and `}}` of an f-string when `node` is read
 * there (brace-interpolation.ts: the compiler's interpolation, whose parse
 * hangs under that text), shortened; undefined for any other read.
 */
function braceText(w: Walker, node: AstNode): string | undefined {
  const at = nearestAncestor(node, BRACE_STOPS);
  if (at?.type !== "interpolation") return undefined;
  const content = at.parent;
  if (content?.type !== "string_content") return undefined;
  const text = w.context.text.slice(content.start, content.end).trim();
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
}

const BRACE_STOPS: ReadonlySet<string> = new Set(["block", "source_file", "interpolation"]);
const BINDING: ReadonlySet<string> = new Set(["binding"]);
const EXPRESSION_STATEMENT: ReadonlySet<string> = new Set(["expression_statement"]);

/**
 * Per set of node types: each node's nearest proper ancestor of one of them,
 * remembered for every node a search passes. The helps of an undefined name
 * look up the tree from it; in an expression 172,000 levels deep, one walk
 * per name was quadratic (a 172,000-term chain took 200-280 s to check,
 * 23 s before such helps). An entry stays right for a statement an edit
 * reuses (its nodes move to the new root, ast.ts): what it names lies within
 * the statement, or is a root whose type alone is read.
 */
const nearestCaches = new WeakMap<ReadonlySet<string>, WeakMap<AstNode, AstNode | null>>();

function nearestAncestor(node: AstNode, types: ReadonlySet<string>): AstNode | null {
  let cache = nearestCaches.get(types);
  if (!cache) nearestCaches.set(types, (cache = new WeakMap()));
  const passed: AstNode[] = [node];
  let found: AstNode | null = null;
  for (let at = node.parent; at; at = at.parent) {
    if (types.has(at.type)) {
      found = at;
      break;
    }
    const known = cache.get(at);
    if (known !== undefined) {
      found = known;
      break;
    }
    passed.push(at);
  }
  for (const p of passed) cache.set(p, found);
  return found;
}

/**
 * `verdict` read after `if … { verdict = "pass" } else { … }`: a binding of `name` in a block of the
 * enclosing function that ended before the read (found in the tree: the walk keeps no scope it
 * closed, but for bare and `while` blocks, E2020).
 */
function endedBlockBinding(node: AstNode, name: string, scope: Scope): BlockBinding | undefined {
  // The enclosing function or lambda, through the scopes (not the tree: an expression may be 100,000 levels deep).
  // (Not at the top level: top-level blocks are rare, and the file's root outlives an edit, which would leave an index stale.)
  const root = functionOf(scope);
  if (!root) return undefined;
  // Bindings in nested blocks that ended before the read (not in one holding it): the first such binding of the name.
  return blockBindingsOf(root).get(name)?.find((b) => b.binding.end <= node.start && b.block.end <= node.start);
}

/** `print(total)` then `total = 4` in the same block (or one around the read): the later binding (58a friction). */
function laterLocal(node: AstNode, name: string, scope: Scope): BlockBinding | undefined {
  // In the read's own function or lambda, or in one enclosing it (106b U1: `f = () => later + 1` before `later = 1`).
  for (let fn = functionScopeOf(scope); fn; fn = functionScopeOf(fn.parent)) {
    const root = fn.draft?.from;
    const found =
      root && blockBindingsOf(root).get(name)?.find((b) => b.binding.start > node.end && b.block.start <= node.start && node.end <= b.block.end);
    if (found) return found;
  }
  return undefined;
}

/** The statement or lambda of the function or lambda `scope` is in (its scope's draft), undefined at the top level. */
function functionOf(scope: Scope): AstNode | undefined {
  return functionScopeOf(scope)?.draft?.from;
}

/** The function or lambda scope `scope` is in (itself included), null at the top level. */
function functionScopeOf(scope: Scope | null): Scope | null {
  let fn = scope;
  while (fn && fn.kind !== "function" && fn.kind !== "lambda") fn = fn.parent;
  return fn;
}

interface BlockBinding {
  readonly binding: AstNode;
  readonly block: AstNode;
}

/** Per function (its statement or lambda): the names bound in its blocks (not in nested lambdas), indexed once (a file may hold thousands of E1001s). */
const blockBindings = new WeakMap<AstNode, Map<string, BlockBinding[]>>();

function blockBindingsOf(body: AstNode): Map<string, BlockBinding[]> {
  let found = blockBindings.get(body);
  if (found) return found;
  found = new Map();
  // The function's own lambda is walked; a lambda inside it has a scope of its own.
  const own = body.type === "binding" ? body.get("value") : body;
  const stack = [...body.children];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.type === "lambda" && current !== own) continue;
    const add = (name: AstNode, block: AstNode) => {
      const list = found!.get(name.leafText);
      if (list) list.push({ binding: name, block });
      else found!.set(name.leafText, [{ binding: name, block }]);
    };
    if (current.type === "binding") {
      const target = current.get("target");
      const block = current.parent;
      if (target?.type === "identifier" && block?.type === "block") add(target, block);
    } else if (current.type === "for_expression") {
      // A loop variable lives in the loop's body (105b P10: read after the loop, the help was the generic one).
      const variable = current.get("variable");
      const body = current.get("body");
      if (variable?.type === "identifier" && body) add(variable, body);
    }
    for (const child of current.children) if (child.children.length > 0) stack.push(child);
  }
  blockBindings.set(body, found);
  return found;
}

/** `LIMIT: Int =` of `LIMIT: Int = 40`: the statement's text before its value, as written (else `name =`). */
function declarationHead(text: string, statement: AstNode, name: string): string {
  const value = statement.get("value");
  const head = value ? text.slice(statement.start, value.start).replace(/\s+/g, " ").trim() : "";
  return head.endsWith("=") ? head : `${name} =`;
}

/** The statement declaring the top-level value `name` after the read at `node` (R1: values are read in order). */
function laterTopLevelValue(w: Walker, name: string, node: AstNode): AstNode | undefined {
  const statement = w.context.declarations.values.get(name);
  return statement && statement.start > node.start ? statement : undefined;
}

/** `restock(…)` where a module this file already imports from exports `restock`, not brought in (56a friction). */
function importedModuleHelp(w: Walker, name: string): string | undefined {
  const file = w.context.importedFiles().find((f) => w.context.exportOf(f, name) !== undefined);
  if (file === undefined) return undefined;
  const module = canonicalModulePath(file);
  return `'${name}' is exported by module '${module}', which this file imports from but not this name: add it to that \`use\` (\`use ${module}.{…, ${name}}\`)`;
}

/**
 * `Point` used while the `use` names a misspelling (`use geometry.{Pointt}`): the name the failed
 * import binds (a placeholder, §6.2) is near, and suggesting it would spread the typo. The `use` is
 * what to fix.
 */
function failedImportHelp(name: string, scope: Scope): string | undefined {
  if (name.length < 3) return undefined;
  const failed = new Map<string, Binding>();
  for (let s: Scope | null = scope; s; s = s.parent) for (const [key, b] of s.names) if (b.kind === "placeholder" && !failed.has(key)) failed.set(key, b);
  const near = nearestName(name, failed.keys());
  if (near === undefined) return undefined;
  return `'${name}' is not imported: a \`use\` names '${near}', which does not resolve; write '${name}' there if that is the name the module exports`;
}

/** "did you mean" a name visible here (`totl` → `total`), or a prelude function (`pritn` → `print`). */
function nearNameHelp(name: string, scope: Scope): string | undefined {
  // One- and two-letter names are each one edit from many others: a guess would mislead.
  if (name.length < 3) return undefined;
  const visible = new Set<string>();
  // Not a failed import's name (failedImportHelp): suggesting it would spread a typo.
  for (let s: Scope | null = scope; s; s = s.parent) for (const [key, b] of s.names) if (b.kind !== "placeholder") visible.add(key);
  const near = nearestName(name, visible) ?? nearestName(name, PRELUDE_FUNCTIONS);
  return near === undefined ? undefined : `did you mean '${near}'?`;
}

/** Prelude functions a misspelt call most often means (diagnostics.md §7.3). */
const PRELUDE_FUNCTIONS = ["print", "println", "len", "assert", "range", "format", "input"].filter((n) => preludeEntry(n) !== undefined);

/**
 * `num(2)` where `num` is a variant of a type visible here (`Expr: Type = {
 * num: (Int) -> Expr, … }`, declared or imported): a variant is built
 * through its type (syntax.md §3.5), `Expr.num(2)`.
 */
function variantHelp(w: Walker, name: string, scope: Scope): string | undefined {
  const owners = new Set<string>();
  for (let s: Scope | null = scope; s; s = s.parent) {
    for (const [typeName, binding] of s.names) {
      if (binding.kind !== "type" && binding.kind !== "import") continue;
      const found = typeNamed(w, typeName, binding);
      if (found?.decl.kind === "record" && found.decl.variants.has(name)) owners.add(typeName);
    }
  }
  if (owners.size === 0) return undefined;
  const [first] = owners;
  return `'${name}' is a variant of ${[...owners].map((o) => `'${o}'`).join(", ")}: build it through its type, \`${first}.${name}(…)\``;
}

/** `norm(p)` where `norm` is only a method (`Point.norm`): call it on the value. */
function methodHelp(w: Walker, name: string): string | undefined {
  const owners = [...w.context.declarations.methods].filter(([, methods]) => methods.has(name)).map(([type]) => type);
  if (owners.length === 0) return undefined;
  return `'${name}' is a method of ${owners.map((o) => `'${o}'`).join(", ")}, not a function: call it on a value, \`value.${name}(…)\``;
}

/**
 * `dx = a -` then `return dx * dx`: a line ending with an operator goes on on the next one, so the
 * name is read in the value of its own declaration, before it is bound (94b D8).
 */
function ownValueHelp(w: Walker, node: AstNode): string | undefined {
  const binding = nearestAncestor(node, BINDING);
  const value = binding?.get("value");
  if (!binding || binding.get("target")?.leafText !== node.leafText || !value || node.start < value.start) return undefined;
  const text = w.context.text.slice(binding.start, node.start);
  const dangling = /([-+*/%<>=!&|]+|\band|\bor)[ \t]*(?:\/\/[^\n]*)?\n/.exec(text);
  if (!dangling) return `'${node.leafText}' is read in the value of its own declaration, before it is bound`;
  const line = w.context.text.slice(0, binding.start + dangling.index).split("\n").length;
  return `line ${line} ends with \`${dangling[1]}\`, so the next line goes on with its expression and reads '${node.leafText}' in its own declaration, before it is bound: finish the expression on line ${line}`;
}

const NO_NULL =
  "YaoXiang has no null: an absent value is a variant of a type of your own (`Maybe: (T: Type) -> Type = { just: (T) -> Maybe(T), nothing: () -> Maybe(T) }`, then `Maybe.nothing()`); the built-in Option has no constructors in the compiler (the language guide shows `some`/`none`, the compiler does not have them)";
const BUILT_IN_CONSTRUCTOR =
  "the built-in Option and Result have no constructors in the compiler (the language guide shows `some`, `ok`…, the compiler does not have them): to build such a value, declare a variant set of your own (`Outcome: Type = { ok: (Int) -> Outcome, err: (String) -> Outcome }`) and call it through its type, `Outcome.ok(1)`";
const CAPITALISED_RESULT =
  "YaoXiang has no `Ok` or `Err`: the built-in Result has no constructors in the compiler; declare a variant set of your own (`Outcome: Type = { ok: (Int) -> Outcome, err: (String) -> Outcome }`) and build it through its type, `Outcome.ok(1)`";

const PRINTING = "print with `println(…)` (an f-string formats values: `println(f\"x = {x}\")`)";

/** Words other languages read as keywords or built-ins, which YaoXiang reads as plain (undefined) names (syntax.md §1.5). */
const OTHER_LANGUAGES: Readonly<Record<string, string>> = {
  let: "YaoXiang has no `let`: bind with `x = …`, or `mut x = …` for a variable",
  var: "YaoXiang has no `var`: bind with `mut x = …`",
  const: "YaoXiang has no `const`: a top-level `NAME = …` (or `NAME: Int = …`) is a constant",
  not: "YaoXiang has no `not`: logical not is `!` (`!ready(3)`, syntax.md §5.2)",
  elif: "YaoXiang has no `elif`: write `else if`",
  elsif: "YaoXiang has no `elsif`: write `else if`",
  True: "booleans are `true` and `false`",
  False: "booleans are `true` and `false`",
  range: "ranges are written `a..b` (`for i in 0..n { … }`)",
  fn: "functions are bindings: `name: (a: Int) -> Int = (a) => …`",
  def: "functions are bindings: `name: (a: Int) -> Int = (a) => …`",
  func: "functions are bindings: `name: (a: Int) -> Int = (a) => …`",
  function: "functions are bindings: `name: (a: Int) -> Int = (a) => …`",
  struct: "types are declared as `Name: Type = { field: Int, … }`",
  class: "types are declared as `Name: Type = { field: Int, … }`, their methods as `Name.method: (self: &Name) -> … = …` (`self: &mut Name` for one that changes its fields)",
  enum: "variants are constructors in a type body: `Color: Type = { red: () -> Color, green: () -> Color }`",
  trait: "an interface is a type whose body lists method signatures: `Shape: Type = { area: (self: &Shape) -> Float }`",
  interface: "an interface is a type whose body lists method signatures: `Shape: Type = { area: (self: &Shape) -> Float }`",
  this: "a method's receiver is its first parameter, `self`",
  impl: "YaoXiang has no `impl` blocks: declare each method at the top level, `Point.sum: (self: &Point) -> Int = …`",
  loop: "YaoXiang has no `loop`: write `while true { … }` and leave it with `break`",
  lambda: "YaoXiang has no `lambda`: a lambda is `(x) => …` (`sq = (x) => x * x`, syntax.md §5.7)",
  switch: "YaoXiang has no `switch`: match the value, `match x { 1 => …, _ => … }` (an arm per `case`, `_` for `default`)",
  import: "YaoXiang imports with `use`: `use std.math` for a std module, `use geometry.{Point}` for names of a module of yours",
  from: "YaoXiang imports with `use`: `use std.math.{sqrt}` imports a name of a module",
  vec: "YaoXiang has no `vec!`: a list is written `[1, 2, 3]` (its type is `List(Int)`)",
  console: PRINTING,
  fmt: PRINTING,
  printf: PRINTING,
  null: NO_NULL,
  nil: NO_NULL,
  None: NO_NULL,
  NULL: NO_NULL,
  Some: "YaoXiang has no `Some`: the built-in Option has no constructors in the compiler; declare a variant set of your own (`Maybe: (T: Type) -> Type = { just: (T) -> Maybe(T), nothing: () -> Maybe(T) }`) and build it through its type, `Maybe.just(x)`",
  Ok: CAPITALISED_RESULT,
  Err: CAPITALISED_RESULT,
  some: BUILT_IN_CONSTRUCTOR,
  none: BUILT_IN_CONSTRUCTOR,
  ok: BUILT_IN_CONSTRUCTOR,
  err: BUILT_IN_CONSTRUCTOR,
};

/**
 * `fn main() {`, `def add(a, b) {`, `impl Counter { fn reset(&mut self) { … } }`: another
 * language's header that parses (a name, a call, a block), so its first word is an undefined
 * name (106g Z9: told a one-parameter template, `main: (a: Int) -> Int`). At the word, the
 * header written back (reference-parser.ts headerHelpAt); at a name after it on its line (the
 * function's, a parameter, `self`), that it is part of that header.
 */
function foreignHeaderHelp(w: Walker, node: AstNode): string | undefined {
  const name = node.leafText;
  const text = w.context.text;
  if (FUNCTION_WORDS.has(name) || name === "impl") return headerHelpAt(text, node.start);
  const headers = foreignHeadersOf(text);
  // Found among the headers read once per text: a name's own line is never scanned (a one-line
  // 60,000-term expression of undefined names stays linear).
  const onLine = headerLineAt(headers.lines, node.start);
  if (onLine) {
    const { word, line } = onLine;
    return `'${name}' is part of the \`${word}\` header on line ${line}, which YaoXiang reads as plain names and a call (\`${word}\` is no keyword): write the function as a binding (see the error at \`${word}\`)`;
  }
  // `p.x` in the body of `func (p *Point) Norm()`: the receiver, `self` in a YaoXiang method (107a L11).
  const receiving = lastHeaderBefore(headers.lines, node.start);
  if (receiving?.receiver === name) return `'${name}' is the receiver of the \`${receiving.word}\` header on line ${receiving.line}: in YaoXiang the method's first parameter, \`self\`, is the receiver (see the error at \`${receiving.word}\`)`;
  const found = headers.byName.get(name);
  if (!found) return undefined;
  // `tick()` where `fn tick() {` is above or below: the header declares nothing (its word is an undefined name).
  return `'${name}' is not declared: \`${found.head}\` on line ${found.line} is another language's header, which declares nothing in YaoXiang (\`${found.word}\` is no keyword): write it as a binding (see the error at \`${found.word}\`)`;
}

/**
 * `p.Norm()` where `func (p *Point) Norm() int {` is another language's header (107a L11): the
 * help for a member that header was meant to declare, or undefined when no header names it.
 */
export function foreignMethodHelp(text: string, name: string): string | undefined {
  const found = foreignHeadersOf(text).byName.get(name);
  return found ? `'${name}' is named by \`${found.head}\` on line ${found.line}, another language's header, which declares nothing in YaoXiang (\`${found.word}\` is no keyword): write it as a method binding (see the error at \`${found.word}\`)` : undefined;
}

interface ForeignHeaderLine {
  /** The function word. */
  readonly word: string;
  /** The header as far as its name (`fn tick`). */
  readonly head: string;
  /** 1-based. */
  readonly line: number;
  /** Where the header starts, where the name after the word does, and where its line ends. */
  readonly start: number;
  readonly nameStart: number;
  readonly lineEnd: number;
  /** A Go method's receiver (`p` of `func (p *Point) Norm()`). */
  readonly receiver?: string;
}

/** The foreign headers of the text last asked about, by line and by name (every unknown name of a file asks: read once). */
let headers: { text: string; lines: ForeignHeaderLine[]; byName: Map<string, ForeignHeaderLine> } | undefined;

function foreignHeadersOf(text: string): { lines: ForeignHeaderLine[]; byName: Map<string, ForeignHeaderLine> } {
  if (headers?.text === text) return headers;
  const lines: ForeignHeaderLine[] = [];
  const byName = new Map<string, ForeignHeaderLine>();
  let line = 1;
  let counted = 0;
  // One fixed pattern, the names compared after (101a D1: a pattern made of a 32,768-character name is one V8 refuses).
  for (const found of text.matchAll(FOREIGN_HEADERS)) {
    for (let k = text.indexOf("\n", counted); k >= 0 && k < found.index; k = text.indexOf("\n", k + 1)) line++;
    counted = found.index;
    const nameEnd = found.index + found[0].length;
    const end = text.indexOf("\n", nameEnd);
    const head = found[0].trim();
    const [word, receiver, name] = [found[1]!, found[2], found[3]!];
    const header: ForeignHeaderLine = { word, head, line, start: nameEnd - head.length, nameStart: nameEnd - name.length, lineEnd: end < 0 ? text.length : end, ...(receiver ? { receiver } : {}) };
    lines.push(header);
    if (!byName.has(name)) byName.set(name, header);
  }
  headers = { text, lines, byName };
  return headers;
}

/** The last header starting before `offset`, if any. */
function lastHeaderBefore(lines: readonly ForeignHeaderLine[], offset: number): ForeignHeaderLine | undefined {
  return lines[countAtOrBefore(lines, offset - 1, (line) => line.start) - 1];
}

/** The header whose line holds `offset` after the word (its name, its parameters), if any. */
function headerLineAt(lines: readonly ForeignHeaderLine[], offset: number): ForeignHeaderLine | undefined {
  const header = lastHeaderBefore(lines, offset + 1);
  return header && offset >= header.nameStart && offset <= header.lineEnd ? header : undefined;
}

/**
 * Every line of a text that starts (after modifiers) with a function word and a name: the word, a Go
 * method's receiver (`func (p *Point) Norm`), the name; Kotlin's type parameters (`fun <T> first`) read
 * past (107a L10, L11). The words are the token reader's (foreign-signature.ts).
 */
const FOREIGN_HEADERS = new RegExp(
  `^[ \\t]*(?:(?:${[...MODIFIERS].join("|")})[ \\t]+)*(${[...FUNCTION_WORDS].join("|")})[ \\t]+` +
    `(?:\\([ \\t]*([A-Za-z_][A-Za-z0-9_]*)[ \\t]+\\*?[A-Za-z_][A-Za-z0-9_]*[ \\t]*\\)[ \\t]*|<[^>\\n]*>[ \\t]*)?([A-Za-z_][A-Za-z0-9_]*)`,
  "gm",
);

/** `list.push(…)` with `use std.list as l` (98a D5): the module is there, under its alias. */
function stdAliasHelp(w: Walker, name: string): string | undefined {
  const alias = w.imports.stdModuleAlias(name);
  return alias === undefined ? undefined : `std.${name} is imported here as \`${alias}\`: write \`${alias}.…\`, or import it as \`use std.${name}\``;
}

/** The hint for a name a user of another language writes, or a std module used without its `use`. */
/**
 * `f: (n: Int) -> Int {` then `return n` (105c Q6): without its `=`, the
 * signature is a declaration without a value and the block after it a
 * top-level block of its own, where the parameter is unknown. Said when the
 * read is in a top-level block right after a signature naming it.
 */
function missingEqualsHelp(w: Walker, node: AstNode, name: string): string | undefined {
  // The nearest bare block around the read that follows a signature without a value (at the top level or in a body: 105d R6).
  for (let at = nearestAncestor(node, EXPRESSION_STATEMENT); at; at = nearestAncestor(at, EXPRESSION_STATEMENT)) {
    if (at.namedChildren[0]?.type !== "block") continue;
    const siblings = at.parent?.children ?? [];
    const before = siblings[siblings.indexOf(at) - 1];
    const signature = before?.type === "binding" && before.get("value") === null ? before.get("type") : null;
    if (signature?.type !== "function_type" || !groupParameterNames(signature).has(name)) continue;
    const head = w.context.text.slice(before!.start, before!.end).replace(/\s+/g, " ");
    const shown = head.length > 60 ? "name: (…) -> T" : head;
    return `the block after \`${head.length > 60 ? `${head.slice(0, 57)}…` : head}\` is not its body, so '${name}' is no parameter there: a \`=\` is missing, \`${shown} = { … }\``;
  }
  return undefined;
}


/**
 * `self` read in a function that declares none (105b P5): it is an ordinary
 * parameter, the first of a method's signature, not a keyword.
 */
function selfHelp(name: string, scope: Scope): string | undefined {
  if (name !== "self") return undefined;
  const statement = functionOf(scope);
  const target = statement?.type === "binding" ? statement.get("target") : null;
  const owner = target?.type === "field_expression" ? target.get("object") : null;
  if (owner?.type === "identifier") {
    const method = target!.get("field")?.leafText ?? "method";
    return `\`self\` is a parameter like any other, not a keyword: declare it first in the method's signature, \`${owner.leafText}.${method}: (self: &${owner.leafText}, …) -> …\``;
  }
  return "`self` is a parameter like any other, not a keyword: a function reads the values it is given through the parameters its signature declares";
}

/** `let s = add(1, 2)`, `var n = 0`, `const MAX = 9`: the binding with the user's own name (107a L14: always `x`). */
function bindingWordHelp(w: Walker, node: AstNode): string | undefined {
  const word = node.leafText;
  if (word !== "let" && word !== "var" && word !== "const") return undefined;
  const after = /^[ \t]+(mut[ \t]+)?([A-Za-z_][A-Za-z0-9_]*)/.exec(w.context.text.slice(node.end, node.end + 200));
  if (!after) return undefined;
  const [, mutable, name] = after;
  if (word === "const") return `YaoXiang has no \`const\`: a top-level \`${name} = …\` (or \`${name}: Int = …\`) is a constant`;
  if (word === "var" || mutable) return `YaoXiang has no \`${mutable ? `${word} mut` : word}\`: bind a variable with \`mut ${name} = …\``;
  return `YaoXiang has no \`let\`: bind with \`${name} = …\`, or \`mut ${name} = …\` for a variable`;
}

function otherLanguageHelp(name: string): string | undefined {
  const habit = OTHER_LANGUAGES[name];
  if (habit !== undefined) return habit;
  return stdModule(`std.${name}`) ? `'${name}' is a std module: add \`use std.${name}\` (or \`use std.{${name}}\`) at the top of the file` : undefined;
}

