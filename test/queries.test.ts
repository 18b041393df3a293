// The tree-sitter query files: queries/*.scm (nvim-treesitter capture names,
// also read by the tree-sitter CLI and the MCP symbol tools), the Zed query
// set in editors/zed/languages/yaoxiang/ and the generated Neovim copies in
// editors/neovim/queries/yaoxiang/.
//
// Every file must compile against the committed grammar (a node or field
// name the grammar lacks fails here), and the key captures are checked on
// samples: locals resolve shadowing correctly and never treat member names as
// variables, tags give one tag per node with the right kind.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { Query, type Language, type Node, type Parser, type QueryMatch, type Tree } from "web-tree-sitter";
import { NEOVIM_QUERY_DIR, neovimQueries } from "../editors/neovim/generate-queries.js";
import { createParser, loadYaoXiang } from "../src/syntax/language.js";
import { findFiles } from "../src/syntax/conformance.js";
import { parseOrThrow, queryFileCache } from "./helpers/query-files.js";
import { shared } from "./helpers/shared.js";

const REPO = fileURLToPath(new URL("..", import.meta.url));
const QUERY_DIRS = ["queries", "editors/zed/languages/yaoxiang", NEOVIM_QUERY_DIR];

function queryFiles(): string[] {
  return QUERY_DIRS.flatMap((dir) =>
    readdirSync(resolve(REPO, dir))
      .filter((f) => f.endsWith(".scm"))
      .sort()
      .map((f) => join(dir, f)),
  );
}

function read(path: string): string {
  return readFileSync(resolve(REPO, path), "utf8");
}

let language: Language;
let parser: Parser;
const query = queryFileCache(() => language);
const parse = (source: string): Tree => parseOrThrow(parser, source);

/** `row:column` of a node, 1-based like editors. */
function at(node: Node): string {
  return `${node.startPosition.row + 1}:${node.startPosition.column + 1}`;
}

beforeAll(async () => {
  language = await loadYaoXiang();
  parser = await createParser();
});

describe("every query file compiles", () => {
  const files = queryFiles();

  it("finds the query files", () => {
    for (const name of ["highlights", "locals", "tags", "injections", "folds", "indents", "textobjects"]) {
      expect(files).toContain(`queries/${name}.scm`);
    }
    for (const name of ["highlights", "brackets", "indents", "outline", "injections", "textobjects", "overrides"]) {
      expect(files).toContain(`editors/zed/languages/yaoxiang/${name}.scm`);
    }
  });

  it.each(files)("%s", (file) => {
    const q = query(file);
    expect(q.patternCount()).toBeGreaterThan(0);
  });

  it("tree-sitter.json points at existing query files", () => {
    const config = JSON.parse(read("tree-sitter.json")) as { grammars: Record<string, unknown>[] };
    for (const key of ["highlights", "locals", "tags", "injections"]) {
      const paths = config.grammars[0]?.[key];
      for (const path of Array.isArray(paths) ? paths : [paths]) {
        expect(files, `${key}: ${String(path)}`).toContain(path);
      }
    }
  });

  it("the Neovim copies are up to date (npx tsx editors/neovim/generate-queries.ts)", () => {
    for (const [name, content] of neovimQueries(REPO)) {
      expect(read(`${NEOVIM_QUERY_DIR}/${name}.scm`), `${NEOVIM_QUERY_DIR}/${name}.scm is stale`).toBe(content);
    }
  });

  it("locals.scm only uses the capture names `tree-sitter tags` accepts", () => {
    const names = query("queries/locals.scm").captureNames;
    expect([...new Set(names)].sort()).toEqual(["local.definition", "local.reference", "local.scope"]);
  });

  it("the Neovim locals use nvim-treesitter's definition kinds", () => {
    const names = new Set(query(`${NEOVIM_QUERY_DIR}/locals.scm`).captureNames);
    expect(names).not.toContain("local.definition");
    for (const kind of ["var", "parameter", "function", "method", "field", "type", "import", "namespace"]) {
      expect(names).toContain(`local.definition.${kind}`);
    }
  });
});

describe("enumerations of node types stay complete", () => {
  // locals.scm and tags.scm tell function bindings from values by listing
  // every other expression / type kind; a new kind in the grammar must be
  // added there.
  const nodeTypes = JSON.parse(read("src/node-types.json")) as { type: string; subtypes?: { type: string }[] }[];
  const subtypes = (supertype: string): string[] =>
    (nodeTypes.find((t) => t.type === supertype)?.subtypes ?? []).map((t) => t.type);

  it.each(["queries/locals.scm", "queries/tags.scm"])("%s lists every expression and type kind", (file) => {
    const source = read(file);
    for (const kind of [...subtypes("_expression"), ...subtypes("_type")]) {
      expect(source, `${file} does not mention (${kind})`).toContain(`(${kind})`);
    }
  });

  // Text objects tell an expression-bodied lambda from a braced one by listing
  // every expression kind but `block`.
  it.each(["queries/textobjects.scm", "editors/zed/languages/yaoxiang/textobjects.scm"])(
    "%s lists every expression kind but block",
    (file) => {
      const source = read(file);
      for (const kind of subtypes("_expression").filter((k) => k !== "block")) {
        expect(source, `${file} does not mention (${kind})`).toContain(`(${kind})`);
      }
    },
  );
});

// ───────────────────────────────── locals ─────────────────────────────────

interface Definition {
  node: Node;
  name: string;
  kind: string;
  /** The scope the name belongs to. */
  scope: Node;
}

interface Locals {
  scopes: Node[];
  definitions: Definition[];
  references: Node[];
}

/** Runs locals.scm and applies its conventions (kind and scope properties). */
function runLocals(tree: Tree): Locals {
  const matches = query("queries/locals.scm").matches(tree.rootNode);
  const scopes: Node[] = [];
  const raw: { node: Node; kind: string; parent: boolean }[] = [];
  const references: Node[] = [];
  for (const m of matches) {
    for (const c of m.captures) {
      if (c.name === "local.scope") {
        if (!scopes.some((s) => s.equals(c.node))) scopes.push(c.node);
      } else if (c.name === "local.definition") {
        const kind = m.setProperties?.["local.kind"];
        if (!kind) throw new Error(`definition without local.kind at ${at(c.node)}`);
        raw.push({ node: c.node, kind, parent: m.setProperties?.["local.scope"] === "parent" });
      } else if (c.name === "local.reference") {
        references.push(c.node);
      }
    }
  }
  const innermost = (node: Node): Node => {
    let best: Node | undefined;
    for (const s of scopes) {
      if (s.startIndex <= node.startIndex && node.endIndex <= s.endIndex) {
        if (!best || s.endIndex - s.startIndex < best.endIndex - best.startIndex) best = s;
      }
    }
    if (!best) throw new Error(`no scope around ${at(node)}`);
    return best;
  };
  const definitions = raw.map(({ node, kind, parent }) => {
    let scope = innermost(node);
    if (parent) scope = scopes.includes(scope) && scope.parent ? innermost(scope.parent) : scope;
    return { node, name: node.text, kind, scope };
  });
  return { scopes, definitions, references };
}

/** The definition a reference resolves to: nearest enclosing scope first, latest preceding definition in it. */
function resolveReference(locals: Locals, ref: Node): Definition | undefined {
  let scope: Node | null = null;
  for (const s of locals.scopes) {
    if (s.startIndex <= ref.startIndex && ref.endIndex <= s.endIndex) {
      if (!scope || s.endIndex - s.startIndex < scope.endIndex - scope.startIndex) scope = s;
    }
  }
  while (scope) {
    const here = locals.definitions
      .filter((d) => d.scope.equals(scope!) && d.name === ref.text)
      .sort((a, b) => a.node.startIndex - b.node.startIndex);
    const before = here.filter((d) => d.node.startIndex <= ref.startIndex);
    const found = before.at(-1) ?? here[0];
    if (found) return found;
    let parent: Node | null = scope.parent;
    scope = null;
    while (parent && !scope) {
      if (locals.scopes.some((s) => s.equals(parent!))) scope = parent;
      else parent = parent.parent;
    }
  }
  return undefined;
}

function findAll(tree: Tree, type: string, text: string): Node[] {
  return tree.rootNode.descendantsOfType(type).filter((n) => n.text === text);
}

const LOCALS_SAMPLE = `use std.io
use std.math.{sqrt, PI as pi}
use vendor.json as js

Point: Type = { x: Float, y mut: Float = 0.0, Drawable, deposit = add_funds[0] }
Pair: (A: Type, B: Type) -> Type = { left: A, right: B }

Point.norm: (self: &Point) -> Float = {
    return sqrt(self.x * self.x + self.y * self.y)
}
Point.dot = dot_product[0]

x = 1
area: (w: Float, h: Float) -> Float = w * h
identity: (T: Type) -> (v: T) -> T = (v) => v
shift = (x) => x + 1

main = {
    x = 2
    p = Point(x=1.0, y=2.0)
    io.println(p.x + x)
    cfg.retries = 3
    squares = [n * n for n in [1, 2, 3]]
    for i in 0..10 { if i == 3 { break ::outer } }
    kind = match p {
        Some(v) => v,
        (a, 0) => a,
        { y } => y,
        other => other,
    }
    lo, hi = bounds(squares)
    print(f"{lo} {js.parse(pi)}")
}

later = x
`;

describe("locals.scm", () => {
  let tree: Tree;
  let locals: Locals;

  beforeAll(() => {
    tree = parse(LOCALS_SAMPLE);
    expect(tree.rootNode.hasError).toBe(false);
    locals = runLocals(tree);
  });

  const def = (name: string, nth = 0): Definition => {
    const found = locals.definitions.filter((d) => d.name === name)[nth];
    if (!found) throw new Error(`no definition #${nth} of ${name}`);
    return found;
  };

  it("captures every identifier at most once", () => {
    const seen = new Map<number, string>();
    const all = [...locals.definitions.map((d) => d.node), ...locals.references];
    for (const node of all) {
      const key = node.startIndex;
      expect(seen.get(key), `${node.text} at ${at(node)} captured twice`).toBeUndefined();
      seen.set(key, node.text);
    }
  });

  it("leaves only non-name identifiers uncaptured", () => {
    const captured = new Set([...locals.definitions.map((d) => d.node.startIndex), ...locals.references.map((r) => r.startIndex)]);
    const uncaptured = tree.rootNode
      .descendantsOfType("identifier")
      .filter((n) => !captured.has(n.startIndex))
      .map((n) => `${n.parent?.type}.${n.parent?.fieldNameForChild(indexInParent(n)) ?? ""}:${n.text}`);
    expect(uncaptured.sort()).toEqual(
      [
        "break_expression.label:outer",
        "field_expression.field:println", // member names after `.`
        "field_expression.field:parse",
        "field_expression.field:retries", // `cfg.retries = 3` is a field write
        "field_expression.field:x",
        "field_expression.field:x",
        "field_expression.field:x",
        "field_expression.field:y",
        "field_expression.field:y",
        "module_path.:std", // path segments that bind nothing
        "module_path.:std",
        "module_path.:math",
        "module_path.:vendor",
        "module_path.:json", // bound by `as js` instead
        "named_argument.name:x",
        "named_argument.name:y",
        "use_item.name:PI", // renamed: `pi` is the definition
      ].sort(),
    );
  });

  it("gives definitions their kinds", () => {
    const kinds = (name: string) => locals.definitions.filter((d) => d.name === name).map((d) => d.kind);
    expect(kinds("io")).toEqual(["namespace"]);
    expect(kinds("js")).toEqual(["namespace"]);
    expect(kinds("sqrt")).toEqual(["import"]);
    expect(kinds("pi")).toEqual(["import"]);
    expect(kinds("Point")).toEqual(["type"]);
    expect(kinds("Pair")).toEqual(["type"]);
    expect(kinds("A")).toEqual(["type"]); // generic parameter
    expect(kinds("T")).toEqual(["type"]);
    expect(kinds("y")).toEqual(["field", "var"]); // record field; struct pattern binding
    expect(kinds("deposit")).toEqual(["method"]);
    expect(kinds("norm")).toEqual(["method"]);
    expect(kinds("dot")).toEqual(["method"]);
    expect(kinds("self")).toEqual(["parameter"]);
    expect(kinds("area")).toEqual(["function"]);
    expect(kinds("w")).toEqual(["parameter"]);
    expect(kinds("identity")).toEqual(["function"]);
    expect(kinds("v")).toEqual(["parameter", "parameter", "var"]); // signature, lambda head, pattern
    expect(kinds("shift")).toEqual(["function"]);
    expect(kinds("main")).toEqual(["function"]);
    expect(kinds("x")).toEqual(["field", "var", "parameter", "var"]);
    expect(kinds("n")).toEqual(["var"]);
    expect(kinds("i")).toEqual(["var"]);
    expect(kinds("lo")).toEqual(["var"]);
    expect(kinds("later")).toEqual(["var"]);
    expect(kinds("retries")).toEqual([]);
  });

  it("keeps record fields and methods out of the lexical scopes", () => {
    const file = tree.rootNode;
    for (const name of ["norm", "dot", "deposit"]) expect(def(name).scope.equals(file), name).toBe(false);
    expect(def("x", 0).scope.type).toBe("record_type");
    // The method's container is the target's object, itself a reference to the type.
    const norm = def("norm").node.parent!;
    expect(norm.type).toBe("field_expression");
    expect(resolveReference(locals, norm.childForFieldName("object")!)?.node.equals(def("Point").node)).toBe(true);
  });

  it("defines function and generic-type names in the scope around their own scope", () => {
    const file = tree.rootNode;
    for (const name of ["area", "identity", "Pair", "shift", "main", "later"]) {
      expect(def(name).scope.equals(file), name).toBe(true);
    }
    expect(def("x", 1).scope.equals(file)).toBe(true); // `x = 1` (0 is the record field)
    expect(def("w").scope.type).toBe("binding"); // signature parameters live in the binding
  });

  it("resolves a shadowing local within its scope", () => {
    const [topX, lambdaX, mainX] = locals.definitions.filter((d) => d.name === "x" && d.kind !== "field");
    const xRefs = locals.references.filter((r) => r.text === "x");
    // `shift = (x) => x + 1`: the body's x is the lambda parameter.
    const inLambda = xRefs.find((r) => r.parent?.type === "binary_expression" && r.parent.parent?.type === "lambda");
    expect(resolveReference(locals, inLambda!)?.node.equals(lambdaX!.node)).toBe(true);
    // `io.println(p.x + x)` in main: main's own x.
    const inMain = xRefs.find((r) => r.parent?.type === "binary_expression" && r.parent.parent?.type === "argument_list");
    expect(resolveReference(locals, inMain!)?.node.equals(mainX!.node)).toBe(true);
    // `later = x` after main: the top-level x again.
    const later = xRefs.find((r) => r.parent?.type === "binding");
    expect(resolveReference(locals, later!)?.node.equals(topX!.node)).toBe(true);
  });

  it("resolves parameters, generic parameters and pattern bindings", () => {
    const sigV = def("v", 0);
    const lambdaV = def("v", 1);
    const bodyV = findAll(tree, "identifier", "v").find((n) => n.parent?.type === "lambda")!;
    expect(resolveReference(locals, bodyV)?.node.equals(lambdaV.node)).toBe(true);
    expect(sigV.node.equals(lambdaV.node)).toBe(false);
    const typeT = findAll(tree, "type_identifier", "T")[0]!;
    expect(resolveReference(locals, typeT)?.node.equals(def("T").node)).toBe(true);
    const pairA = findAll(tree, "type_identifier", "A")[0]!;
    expect(resolveReference(locals, pairA)?.node.equals(def("A").node)).toBe(true);
    const armA = locals.references.find((r) => r.text === "a")!;
    expect(resolveReference(locals, armA)?.kind).toBe("var");
    expect(resolveReference(locals, armA)?.scope.type).toBe("match_arm");
    const w = locals.references.find((r) => r.text === "w")!;
    expect(resolveReference(locals, w)?.node.equals(def("w").node)).toBe(true);
  });

  it("treats imports, constructor patterns and f-string interpolations as references", () => {
    const refs = (text: string) => locals.references.filter((r) => r.text === text).map((r) => r.parent!.type);
    expect(refs("io")).toEqual(["field_expression"]);
    expect(refs("Some")).toEqual(["constructor_pattern"]);
    expect(refs("lo")).toEqual(["interpolation"]);
    expect(refs("add_funds")).toEqual(["method_binding"]);
    expect(refs("Drawable")).toEqual(["record_type"]);
    const pi = locals.references.find((r) => r.text === "pi")!;
    expect(resolveReference(locals, pi)?.kind).toBe("import");
  });
});

// ────────────────────────────────── tags ──────────────────────────────────

interface Tag {
  kind: string;
  name: string;
  node: Node;
}

function runTags(tree: Tree): Tag[] {
  return query("queries/tags.scm")
    .matches(tree.rootNode)
    .map((m: QueryMatch) => {
      const name = m.captures.find((c) => c.name === "name")?.node;
      const tag = m.captures.find((c) => c.name.startsWith("definition.") || c.name.startsWith("reference."));
      if (!name || !tag) throw new Error(`tags pattern ${m.patternIndex} without @name or kind`);
      return { kind: tag.name, name: name.text, node: tag.node };
    });
}

const TAGS_SAMPLE = `use std.{io, assert}
use geometry.{Point as P}

Point: Type = { x: Float, y: Float, norm: (self: &Point) -> Float, scale: (k: Float) -> Point }
Shape: Type = {
    // the area
    surface: (self: &Shape) -> Float,
}
Pair: (A: Type, B: Type) -> Type = { left: A, right: B }
Meters: Type = Float
Empty: Type = {}

Point.len: (self: &Point) -> Float = { return sqrt(self.x * self.x) }
Point.dot = dot_product[0]

area: (w: Float, h: Float) -> Float = (w, h) => w * h
inc = x => x + 1
limit: Int = 100
pending: Float
mut total = 0
config = {}
settings = {
}
lo, hi = bounds([1, 2])
main = {
    p = Point(1.0, 2.0)
    helper = y => y
    io.println(p.len())
}
cfg.retries = 3
`;

describe("tags.scm", () => {
  let tags: Tag[];

  beforeAll(() => {
    const tree = parse(TAGS_SAMPLE);
    expect(tree.rootNode.hasError).toBe(false);
    tags = runTags(tree);
  });

  const kindsOf = (name: string, prefix = "definition.") =>
    tags.filter((t) => t.name === name && t.kind.startsWith(prefix)).map((t) => t.kind);

  it("tags every node at most once", () => {
    const keys = tags.map((t) => `${t.node.startIndex}-${t.node.endIndex}:${t.name}`);
    expect(keys.length).toBe(new Set(keys).size);
  });

  it("tags methods as methods with their bare name", () => {
    expect(kindsOf("len")).toEqual(["definition.method"]);
    expect(kindsOf("dot")).toEqual(["definition.method"]);
    expect(kindsOf("norm")).toEqual(["definition.method"]); // `self` first: a method entry
    expect(kindsOf("retries")).toEqual([]); // a field write on a value
    const len = tags.find((t) => t.name === "len" && t.kind === "definition.method")!;
    expect(len.node.type).toBe("binding");
    expect(len.node.childForFieldName("target")!.childForFieldName("object")!.text).toBe("Point");
  });

  it("tags top-level bindings by kind", () => {
    expect(kindsOf("area")).toEqual(["definition.function"]);
    expect(kindsOf("inc")).toEqual(["definition.function"]);
    expect(kindsOf("main")).toEqual(["definition.function"]);
    expect(kindsOf("limit")).toEqual(["definition.constant"]);
    expect(kindsOf("pending")).toEqual(["definition.constant"]);
    expect(kindsOf("total")).toEqual(["definition.variable"]);
    expect(kindsOf("config")).toEqual(["definition.constant"]); // `{}` is an empty dictionary
    expect(kindsOf("settings")).toEqual(["definition.constant"]);
    expect(kindsOf("lo")).toEqual(["definition.constant"]);
    expect(kindsOf("hi")).toEqual(["definition.constant"]);
    // Locals are not tags.
    expect(kindsOf("p")).toEqual([]);
    expect(kindsOf("helper")).toEqual([]);
    expect(kindsOf("w")).toEqual([]);
  });

  it("tags types, interfaces and their members", () => {
    expect(kindsOf("Point")).toEqual(["definition.type"]);
    expect(kindsOf("Shape")).toEqual(["definition.interface"]);
    expect(kindsOf("Pair")).toEqual(["definition.type"]);
    expect(kindsOf("Meters")).toEqual(["definition.type"]);
    expect(kindsOf("Empty")).toEqual(["definition.type"]);
    expect(kindsOf("x")).toEqual(["definition.field"]);
    expect(kindsOf("left")).toEqual(["definition.field"]);
    expect(kindsOf("scale")).toEqual(["definition.field"]); // function-typed, no `self`
    expect(kindsOf("surface")).toEqual(["definition.method"]);
  });

  it("tags references", () => {
    expect(kindsOf("Point", "reference.").sort()).toEqual([
      "reference.call", // Point(1.0, 2.0)
      "reference.import", // use geometry.{Point as P}
      "reference.type",
      "reference.type",
      "reference.type",
    ]);
    expect(kindsOf("len", "reference.")).toEqual(["reference.call"]);
    expect(kindsOf("std", "reference.")).toEqual(["reference.module"]);
    expect(kindsOf("geometry", "reference.")).toEqual(["reference.module"]);
    expect(kindsOf("io", "reference.")).toEqual(["reference.import"]);
    expect(kindsOf("P", "reference.")).toEqual([]); // the alias is not the imported name
    expect(kindsOf("println", "reference.")).toEqual(["reference.call"]);
    expect(kindsOf("Float", "reference.").every((k) => k === "reference.type")).toBe(true);
  });
});

describe("tags.scm: editor-queries report batch15/b", () => {
  const tagsOf = (source: string): Tag[] => {
    const tree = parse(source);
    expect(tree.rootNode.hasError).toBe(false);
    return runTags(tree);
  };
  const kinds = (tags: Tag[], name: string, prefix = "definition.") =>
    tags.filter((t) => t.name === name && t.kind.startsWith(prefix)).map((t) => t.kind);

  it("decides interface or type after any number of leading comments", () => {
    const tags = tagsOf(`Config: Type = {
    // one
    // two
    // three
    // four
    host: String,
}
Shape: Type = {
    /* a */ /* b */ /* c */ /* d */
    area: (self: Shape) -> Float,
}
Tricky: Type = {
    // c
    x: Int,
    // c2
    f: (a: Int) -> Int,
}
Box: (T: Type) -> Type = {
    // one
    // two
    // three
    // four
    get: (self: Box(T)) -> T,
}
`);
    expect(kinds(tags, "Config")).toEqual(["definition.type"]);
    expect(kinds(tags, "Shape")).toEqual(["definition.interface"]);
    expect(kinds(tags, "Tricky")).toEqual(["definition.type"]);
    expect(kinds(tags, "Box")).toEqual(["definition.interface"]);
  });

  it("tags an entry bound at positions as a method (anonymous method, syntax.md §3.7)", () => {
    const tags = tagsOf(`Account: Type = {
    owner: String,
    fee: ((a: Account) -> Float)[0] = ((a) => 0.5),
    tax: (self: Account) -> Float[0],
    scale: (k: Float) -> Float,
}
`);
    expect(kinds(tags, "fee")).toEqual(["definition.method"]);
    expect(kinds(tags, "tax")).toEqual(["definition.method"]);
    expect(kinds(tags, "owner")).toEqual(["definition.field"]);
    expect(kinds(tags, "scale")).toEqual(["definition.field"]);
  });
});

// ──────────────────────────── highlights (spot checks) ────────────────────

/** The winning capture per node (later patterns win, as in Neovim, Zed and the CLI). */
function highlightAt(file: string, source: string, text: string, nth = 0): string | undefined {
  const tree = parse(source);
  const captures = query(file).captures(tree.rootNode);
  const nodes = captures.filter((c) => c.node.text === text && !c.name.startsWith("_"));
  const starts = [...new Set(nodes.map((c) => c.node.startIndex))].sort((a, b) => a - b);
  const start = starts[nth];
  const onNode = nodes.filter((c) => c.node.startIndex === start);
  // Innermost node first, then the highest pattern index.
  onNode.sort((a, b) => a.node.endIndex - b.node.endIndex || b.patternIndex - a.patternIndex);
  return onNode[0]?.name;
}

describe("highlights", () => {
  const SAMPLE = `Point: Type = { x: Float }
Point.norm: (self: &Point) -> Float = { return sqrt(self.x) }
main = { p = Point(1.0); print(f"{p.x:.2f}"); p.norm() }
`;

  it("nvim captures (queries/highlights.scm)", () => {
    const f = "queries/highlights.scm";
    expect(highlightAt(f, SAMPLE, "Point", 0)).toBe("type.definition");
    expect(highlightAt(f, SAMPLE, "norm", 0)).toBe("function.method");
    expect(highlightAt(f, SAMPLE, "norm", 1)).toBe("function.method.call");
    expect(highlightAt(f, SAMPLE, "self", 0)).toBe("variable.builtin");
    expect(highlightAt(f, SAMPLE, "x", 0)).toBe("variable.member");
    expect(highlightAt(f, SAMPLE, "sqrt")).toBe("function.builtin");
    expect(highlightAt(f, SAMPLE, "Point", 3)).toBe("constructor");
    expect(highlightAt(f, SAMPLE, ".2f")).toBe("string.special");
    expect(highlightAt(f, SAMPLE, "main")).toBe("function");
  });

  it("Zed captures (editors/zed/languages/yaoxiang/highlights.scm)", () => {
    const f = "editors/zed/languages/yaoxiang/highlights.scm";
    expect(highlightAt(f, SAMPLE, "Point", 0)).toBe("type");
    expect(highlightAt(f, SAMPLE, "norm", 0)).toBe("function.method");
    expect(highlightAt(f, SAMPLE, "self", 0)).toBe("variable.special");
    expect(highlightAt(f, SAMPLE, "x", 0)).toBe("property");
    expect(highlightAt(f, SAMPLE, "{p.x:.2f}")).toBe("embedded");
    expect(highlightAt(f, SAMPLE, "Point", 3)).toBe("constructor");
  });

  // 84a D5–D7: std modules imported as items, `#` lines and `&&` / `||` (lexical errors the grammar reads), a dotted pattern's variant.
  const MORE = `use std.{io, assert as check}\n# old\nok = a && b || c\nn = match c {\n    (Color.red) => 1,\n    _ => 0,\n}\n`;
  it.each([
    ["queries/highlights.scm", "module"],
    [NEOVIM_QUERY_DIR + "/highlights.scm", "module"],
    ["editors/zed/languages/yaoxiang/highlights.scm", "namespace"],
  ])("%s: std modules in an item list, `#` lines, `&&` / `||`, dotted patterns", (file, module) => {
    expect(highlightAt(file, MORE, "io")).toBe(module);
    expect(highlightAt(file, MORE, "check")).toBe(module);
    expect(highlightAt(file, MORE, "# old")).toBe("comment");
    expect(highlightAt(file, MORE, "&&")).toBe("operator");
    expect(highlightAt(file, MORE, "||")).toBe("operator");
    expect(highlightAt(file, MORE, "red")).toBe("constructor");
  });
});

/** The winning capture at `offset`: the innermost captured node there, then the highest pattern index. */
function highlightAtOffset(file: string, source: string, offset: number): string | undefined {
  const tree = parse(source);
  const onNode = query(file)
    .captures(tree.rootNode)
    .filter((c) => c.node.startIndex <= offset && offset < c.node.endIndex && !c.name.startsWith("_") && c.name !== "spell");
  onNode.sort((a, b) => a.node.endIndex - a.node.startIndex - (b.node.endIndex - b.node.startIndex) || b.patternIndex - a.patternIndex);
  return onNode[0]?.name;
}

describe("highlights: escapes in `\"\"\"` strings and character literals", () => {
  // Only \\ \" \' \n \t \r are escapes in a `"""` string (syntax.md §1.10); every backslash starts one in a character literal.
  const SAMPLE = `s = """tab\\there \\q \\x41 \\0 \\"q\\" """\nc = '\\n'\nd = '\\u{4E2D}'\ne = 'x'\n`;
  const at = (needle: string) => SAMPLE.indexOf(needle);
  it.each([
    ["queries/highlights.scm", "character"],
    [NEOVIM_QUERY_DIR + "/highlights.scm", "character"],
    ["editors/zed/languages/yaoxiang/highlights.scm", "string"],
  ])("%s", (file, character) => {
    const capture = (offset: number) => highlightAtOffset(file, SAMPLE, offset);
    expect(capture(at('"""'))).toBe("string");
    expect(capture(at("\\t"))).toBe("string.escape");
    expect(capture(at("\\t") + 1)).toBe("string.escape");
    expect(capture(at("here"))).toBe("string");
    expect(capture(at("\\q"))).toBe("string");
    expect(capture(at("\\x41"))).toBe("string");
    expect(capture(at("\\0"))).toBe("string");
    expect(capture(at('\\"q'))).toBe("string.escape");
    expect(capture(at("'\\n'"))).toBe(character);
    expect(capture(at("'\\n'") + 1)).toBe("string.escape");
    expect(capture(at("'\\n'") + 3)).toBe(character);
    expect(capture(at("\\u{"))).toBe("string.escape");
    expect(capture(at("4E2D"))).toBe("string.escape");
    expect(capture(at("'x'") + 1)).toBe(character);
  });
});

describe("highlights: names being defined", () => {
  const SAMPLE = `Outcome: (T: Type, E: Type) -> Type = { bad: (E) -> Outcome(T, E) }
scale: (PI: Float) -> Float = PI * 2.0
E = 5
turn = (TAU) => TAU + 1
tau = math.TAU + E
`;

  it.each([
    ["queries/highlights.scm", "type", "variable.parameter"],
    ["editors/zed/languages/yaoxiang/highlights.scm", "type", "variable.parameter"],
  ])("%s: E/PI/TAU are @constant.builtin only where used", (f, generic, parameter) => {
    expect(highlightAt(f, SAMPLE, "E", 0)).toBe(generic); // (T: Type, E: Type)
    expect(highlightAt(f, SAMPLE, "PI", 0)).toBe(parameter);
    expect(highlightAt(f, SAMPLE, "E", 3)).not.toBe("constant.builtin"); // E = 5
    expect(highlightAt(f, SAMPLE, "TAU", 0)).toBe(parameter);
    expect(highlightAt(f, SAMPLE, "PI", 1)).toBe("constant.builtin");
    expect(highlightAt(f, SAMPLE, "TAU", 2)).toBe("constant.builtin"); // math.TAU
    expect(highlightAt(f, SAMPLE, "E", 4)).toBe("constant.builtin");
  });

  it.each(["queries/highlights.scm", "editors/zed/languages/yaoxiang/highlights.scm"])(
    "%s: an entry bound at positions is a method",
    (f) => {
      const source = "Account: Type = { owner: String, fee: ((a: Account) -> Float)[0] = ((a) => 0.5) }\n";
      expect(highlightAt(f, source, "fee")).toBe("function.method");
    },
  );
});

describe("Zed outline", () => {
  it("lists top-level bindings, types, methods and fields", () => {
    const tree = parse(`Point: Type = { x: Float, dot = f[0] }
Point.norm: (self: &Point) -> Float = { return 0.0 }
mut total = 0
cfg.retries = 3
main = { local = 1 }
`);
    const items = query("editors/zed/languages/yaoxiang/outline.scm")
      .matches(tree.rootNode)
      .map((m) => m.captures.filter((c) => c.name === "name").map((c) => c.node.text).join(" "));
    expect(items).toEqual(["Point", "x", "dot", "Point.norm", "total", "main"]);
  });
});

// ───────────────────────── invariants on real code ─────────────────────────

function yxFiles(dir: string): string[] {
  return existsSync(dir) ? findFiles(dir, ".yx") : [];
}

const REAL_CODE = [
  ...yxFiles(resolve(REPO, "corpus")),
  ...yxFiles(shared("corpus/yx/programs").path),
  ...yxFiles(shared("corpus/yx/docs").path),
  ...yxFiles(resolve(REPO, "test/highlight")),
];

describe.skipIf(REAL_CODE.length === 0)("invariants on real code", () => {
  it("locals: one capture per identifier, every definition has a kind and a scope", () => {
    for (const file of REAL_CODE) {
      const tree = parse(readFileSync(file, "utf8"));
      const locals = runLocals(tree); // throws on a definition without a kind or scope
      const starts = [...locals.definitions.map((d) => d.node.startIndex), ...locals.references.map((r) => r.startIndex)];
      const dup = starts.find((s, i) => starts.indexOf(s) !== i);
      expect(dup, `${file}: identifier at byte ${dup} captured twice`).toBeUndefined();
    }
  });

  it("locals: every type name and every object of `a.b` is a reference (the model relies on it: src/semantic/model/captures.ts)", () => {
    let checked = 0;
    for (const file of REAL_CODE) {
      const tree = parse(readFileSync(file, "utf8"));
      const references = new Set(runLocals(tree).references.map((r) => r.startIndex));
      const always = [...tree.rootNode.descendantsOfType("type_identifier"), ...tree.rootNode.descendantsOfType("field_expression").flatMap((e) => e.childrenForFieldName("object").filter((o) => o.type === "identifier"))];
      for (const node of always) {
        if (node.isMissing || node.startIndex === node.endIndex) continue;
        checked++;
        expect(references.has(node.startIndex), `${file}: ${node.text} at ${at(node)} (${node.parent?.type}) is not captured as a reference`).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it("tags: one tag per node", () => {
    for (const file of REAL_CODE) {
      const tags = runTags(parse(readFileSync(file, "utf8")));
      const keys = tags.map((t) => `${t.node.startIndex}-${t.node.endIndex}:${t.name}`);
      const dup = keys.find((k, i) => keys.indexOf(k) !== i);
      expect(dup, `${file}: ${dup} tagged twice`).toBeUndefined();
    }
  });
});

function indexInParent(node: Node): number {
  const parent = node.parent;
  if (!parent) return -1;
  for (let i = 0; i < parent.childCount; i++) {
    if (parent.child(i)?.equals(node)) return i;
  }
  return -1;
}
