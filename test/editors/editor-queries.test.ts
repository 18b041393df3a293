// What Zed and the Neovim text object plugin get from the query files, run
// with web-tree-sitter the way the editors run them:
// - every Zed query over every input of the grammar scripts (corpus/, test/,
//   the tree-sitter test cases, ../shared's programs and formatter vectors
//   when present), with only the capture names Zed reads;
// - the outline (Zed's outline panel and symbol search): functions, types
//   with their fields nested by range, methods, on a sample and against
//   tags.scm on every corpus program;
// - the text objects of Zed and of queries/textobjects.scm (Neovim): function
//   bindings and the other lambdas (arguments, returned) are functions, types,
//   comments;
// - the std module names that queries/highlights.scm lists are the std
//   modules of src/semantic/modules/std-library.ts.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Language, Node, Parser, Tree } from "web-tree-sitter";
import { grammarInputs, REPO } from "../../scripts/grammar-inputs.js";
import { STD_MODULES, STD_ROOT } from "../../src/semantic/modules/std-library.js";
import { createParser, loadYaoXiang } from "../../src/syntax/language.js";
import { parseOrThrow, queryFileCache } from "../helpers/query-files.js";

const ZED_DIR = "editors/zed/languages/yaoxiang";

/** The capture names Zed reads from each query file (its documented sets). */
const ZED_CAPTURES: Record<string, RegExp> = {
  "brackets.scm": /^(open|close)$/,
  "indents.scm": /^(indent|start|end|outdent)$/,
  "injections.scm": /^injection\.(content|language)$/,
  "outline.scm": /^(item|name|context|annotation)$/,
  "overrides.scm": /^(string|comment)(\.inclusive)?$/,
  "textobjects.scm": /^(function|class|comment)\.(around|inside)$/,
  "highlights.scm": /^[a-z]+(\.[a-z]+)*$|^_/,
};

/** Tests that parse every input (about a thousand): seconds, more on a busy machine. */
const INPUTS_TIMEOUT_MS = 60_000;

let language: Language;
let parser: Parser;
const query = queryFileCache(() => language);
const parse = (source: string): Tree => parseOrThrow(parser, source);

beforeAll(async () => {
  language = await loadYaoXiang();
  parser = await createParser();
});

describe("every Zed query runs over every input", () => {
  const files = readdirSync(join(REPO, ZED_DIR)).filter((f) => f.endsWith(".scm")).sort();
  const inputs = grammarInputs();

  it("covers all of Zed's query files", () => {
    expect(files).toEqual(Object.keys(ZED_CAPTURES).sort());
  });

  it.each(files)("%s", (file) => {
    const q = query(`${ZED_DIR}/${file}`);
    const pattern = ZED_CAPTURES[file]!;
    for (const name of q.captureNames) expect(name, `${file}: @${name} is not a capture Zed reads`).toMatch(pattern);
    let captures = 0;
    for (const input of inputs) {
      const tree = parse(input.text);
      try {
        captures += q.captures(tree.rootNode).length;
      } finally {
        tree.delete();
      }
    }
    expect(captures).toBeGreaterThan(0);
  }, INPUTS_TIMEOUT_MS);

  it("quote pairs take no part in rainbow brackets", () => {
    const tree = parse('s = "a" + f"b{x}"\nt = (s)\n');
    try {
      const byOpen = new Map<string, Record<string, unknown> | undefined>();
      for (const m of query(`${ZED_DIR}/brackets.scm`).matches(tree.rootNode)) {
        const open = m.captures.find((c) => c.name === "open")!.node.text;
        byOpen.set(open, m.setProperties);
      }
      expect(byOpen.get('"')).toHaveProperty("rainbow.exclude");
      expect(byOpen.get('f"')).toHaveProperty("rainbow.exclude");
      expect(byOpen.get("(")).toBeUndefined();
    } finally {
      tree.delete();
    }
  });
});

interface OutlineItem {
  name: string;
  node: Node;
  children: OutlineItem[];
}

/** Zed's outline: one item per match, named by its @context and @name texts, nested by range. */
function outline(tree: Tree): OutlineItem[] {
  const items: OutlineItem[] = query(`${ZED_DIR}/outline.scm`)
    .matches(tree.rootNode)
    .map((m) => ({
      node: m.captures.find((c) => c.name === "item")!.node,
      name: m.captures
        .filter((c) => c.name === "name" || c.name === "context")
        .sort((a, b) => a.node.startIndex - b.node.startIndex)
        .map((c) => c.node.text)
        .join(" "),
      children: [],
    }))
    .sort((a, b) => a.node.startIndex - b.node.startIndex || b.node.endIndex - a.node.endIndex);
  const roots: OutlineItem[] = [];
  const stack: OutlineItem[] = [];
  for (const item of items) {
    while (stack.length > 0 && stack[stack.length - 1]!.node.endIndex <= item.node.startIndex) stack.pop();
    (stack.length > 0 ? stack[stack.length - 1]!.children : roots).push(item);
    stack.push(item);
  }
  return roots;
}

function shape(items: OutlineItem[]): unknown[] {
  return items.map((i) => (i.children.length > 0 ? { [i.name]: shape(i.children) } : i.name));
}

const OUTLINE_SAMPLE = `use std.io

Point: Type = {
    x: Float,
    y: Float,
    norm: (self: Point) -> Float,
}

Shape: Type = {
    area: (self: Shape) -> Float
}

Point.norm: (self: Point) -> Float = (self) => {
    (self.x * self.x + self.y * self.y).sqrt()
}

Point.scaled = scale_point[0]

pub area: (w: Float, h: Float) -> Float = (w, h) => w * h

mut total = 0

main = {
    helper = x => x + 1
    io.println(area(2.0, 3.0))
}
`;

describe("Zed outline", () => {
  it("lists functions, types with their fields, and methods", () => {
    const tree = parse(OUTLINE_SAMPLE);
    try {
      expect(shape(outline(tree))).toEqual([
        { Point: ["x", "y", "norm"] },
        { Shape: ["area"] },
        "Point.norm",
        "Point.scaled",
        "pub area",
        "mut total",
        "main",
      ]);
    } finally {
      tree.delete();
    }
  });

  it("leaves out the fields of a record type written as a local's annotation (108e Q2)", () => {
    const tree = parse("Box: Type = { w: Int }\nPair: (T: Type) -> Type = { a: T }\nmain = {\n    i: { w: Int, h: Int } = dims()\n}\n");
    try {
      expect(shape(outline(tree))).toEqual([{ Box: ["w"] }, { Pair: ["a"] }, "main"]);
    } finally {
      tree.delete();
    }
  });

  it("names every top-level definition that tags.scm finds in the corpus programs", () => {
    const tags = query("queries/tags.scm");
    const programs = grammarInputs().filter((i) => i.name.endsWith(".yx"));
    let checked = 0;
    for (const program of programs) {
      const tree = parse(program.text);
      try {
        const names = new Set<string>();
        const collect = (items: OutlineItem[]): void => {
          for (const item of items) {
            names.add(item.name.replace(/^(pub |mut )+/, "").replace(/^.*\./, ""));
            collect(item.children);
          }
        };
        collect(outline(tree));
        for (const m of tags.matches(tree.rootNode)) {
          const definition = m.captures.find((c) => c.name.startsWith("definition."));
          if (!definition || !/^definition\.(function|method|type|interface|constant)$/.test(definition.name)) continue;
          const name = m.captures.find((c) => c.name === "name")!.node.text;
          checked++;
          expect(names, `${program.name}: ${definition.name} ${name} is not in the outline`).toContain(name);
        }
      } finally {
        tree.delete();
      }
    }
    expect(checked).toBeGreaterThan(100);
  }, INPUTS_TIMEOUT_MS);
});

const TEXT_OBJECT_SAMPLE = `// A point.
// Two lines of comment.
Point: Type = {
    x: Float,
    y: Float,
}

double = x => x * 2

area: (w: Float, h: Float) -> Float = (w, h) => {
    w * h
}

main = {
    xs = [1, 2].map(x => x + 1)
    io.println(xs)
}
`;

/**
 * `capture name → texts` of a text-object query on the sample (first line of
 * each), in document order (outer nodes first), each node once.
 */
function textObjects(file: string): Record<string, string[]> {
  const tree = parse(TEXT_OBJECT_SAMPLE);
  try {
    const out: Record<string, string[]> = {};
    const seen = new Set<string>();
    const captures = query(file)
      .captures(tree.rootNode)
      .sort((a, b) => a.node.startIndex - b.node.startIndex || b.node.endIndex - a.node.endIndex);
    for (const c of captures) {
      const key = `${c.name} ${c.node.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      (out[c.name] ??= []).push(c.node.text.split("\n")[0]!);
    }
    return out;
  } finally {
    tree.delete();
  }
}

describe("text objects", () => {
  it.each([
    [`${ZED_DIR}/textobjects.scm`, "around", "inside"],
    ["queries/textobjects.scm", "outer", "inner"],
  ])("%s: function bindings are functions, and so is a lambda argument (the lambda)", (file, around, inside) => {
    const objects = textObjects(file);
    expect(objects[`function.${around}`]).toEqual([
      "double = x => x * 2",
      "area: (w: Float, h: Float) -> Float = (w, h) => {",
      "main = {",
      "x => x + 1",
    ]);
    expect(objects[`function.${inside}`]).toEqual([
      "x * 2",
      "w * h",
      "xs = [1, 2].map(x => x + 1)",
      "x + 1",
      "io.println(xs)",
    ]);
    expect(objects[`class.${around}`]).toEqual(["Point: Type = {"]);
    // Neovim's is one range from the first field to the last (`make-range!`, tested below); Zed's each field.
    if (inside === "inside") expect(objects[`class.${inside}`]).toEqual(["x: Float", "y: Float"]);
    else expect(objects["_start"]).toContain("x: Float");
  });

  it.each([
    [`${ZED_DIR}/textobjects.scm`, "around", "inside"],
    ["queries/textobjects.scm", "outer", "inner"],
  ])("%s: a signature with an expression body is a function (syntax.md §3.3, §3.9)", (file, around, inside) => {
    const tree = parse(`area2: (w: Float, h: Float) -> Float = w * h
c_puts: (s: String) -> Int = native("puts")
main = {
    helper: (n: Int) -> Int = n * 2
    x: Int = 3
}
`);
    try {
      // Each node once (a quantified capture may repeat it).
      const texts = (name: string) => [
        ...new Set(
          query(file)
            .captures(tree.rootNode)
            .filter((c) => c.name === name)
            .map((c) => c.node.text.split("\n")[0]!),
        ),
      ];
      expect(texts(`function.${around}`)).toEqual([
        "area2: (w: Float, h: Float) -> Float = w * h",
        'c_puts: (s: String) -> Int = native("puts")',
        "main = {",
        "helper: (n: Int) -> Int = n * 2",
      ]);
      expect(texts(`function.${inside}`)).toEqual(["w * h", 'native("puts")', "helper: (n: Int) -> Int = n * 2", "n * 2", "x: Int = 3"]);
    } finally {
      tree.delete();
    }
  });

  it.each([
    [`${ZED_DIR}/textobjects.scm`, "around", "inside"],
    ["queries/textobjects.scm", "outer", "inner"],
  ])("%s: a lambda bound under a type alias is a function too (`add: BinOp = (a, b) => a + b`, syntax.md §3.3)", (file, around, inside) => {
    const tree = parse(`BinOp: Type = (Int, Int) -> Int
add: BinOp = (a, b) => a + b
combine: BinOp = (a, b) => {
    s = a + b
    return s * 2
}
`);
    try {
      const texts = (name: string) => [...new Set(query(file).captures(tree.rootNode).filter((c) => c.name === name).map((c) => c.node.text.split("\n")[0]!))];
      expect(texts(`function.${around}`)).toEqual(["add: BinOp = (a, b) => a + b", "combine: BinOp = (a, b) => {"]);
      expect(texts(`function.${inside}`)).toEqual(["a + b", "s = a + b", "return s * 2"]);
    } finally {
      tree.delete();
    }
  });

  it.each([
    [`${ZED_DIR}/textobjects.scm`, "around", "inside"],
    ["queries/textobjects.scm", "outer", "inner"],
  ])("%s: a lambda that is not a binding's value is a function, its body the inside (batch 70b D5: `vaf` in `list.map(xs, (x) => { … })` took all of main)", (file, around, inside) => {
    const tree = parse(`main = {
    ys = list.map(xs, (x) => {
        y = x * 2
        return y
    })
    f = g(key = (k) => k + 1)
}
make_adder: (n: Int) -> (Int) -> Int = (n: Int) => {
    return (x) => x + n
}
add = (a) => (b) => a + b
`);
    try {
      const spans = (name: string) => [
        ...new Set(
          query(file)
            .captures(tree.rootNode)
            .filter((c) => c.name === name)
            .map((c) => `${c.node.startPosition.row}:${c.node.startPosition.column} ${c.node.text.split("\n")[0]!}`),
        ),
      ];
      expect(spans(`function.${around}`)).toEqual([
        "0:0 main = {",
        "1:22 (x) => {",
        "5:16 (k) => k + 1",
        "7:0 make_adder: (n: Int) -> (Int) -> Int = (n: Int) => {",
        "8:11 (x) => x + n",
        "10:0 add = (a) => (b) => a + b",
        "10:13 (b) => a + b",
      ]);
      expect(spans(`function.${inside}`)).toEqual([
        "1:4 ys = list.map(xs, (x) => {",
        "2:8 y = x * 2",
        "3:8 return y",
        "5:4 f = g(key = (k) => k + 1)",
        "5:23 k + 1",
        "8:4 return (x) => x + n",
        "8:18 x + n",
        "10:13 (b) => a + b",
        "10:20 a + b",
      ]);
    } finally {
      tree.delete();
    }
  });

  it("Zed: consecutive line comments are one comment object", () => {
    const tree = parse(TEXT_OBJECT_SAMPLE);
    try {
      const comments = query(`${ZED_DIR}/textobjects.scm`)
        .matches(tree.rootNode)
        .filter((m) => m.captures.some((c) => c.name === "comment.around"));
      expect(comments.map((m) => m.captures.map((c) => c.node.text))).toEqual([
        ["// A point.", "// Two lines of comment."],
      ]);
    } finally {
      tree.delete();
    }
  });

  it("Neovim: an argument's outer range takes the comma before it, or else the one after (round 29c D7: `daa` left `f(1, , 3)`)", () => {
    const tree = parse("main = {\n    add3(1, 2, 3)\n}\n");
    try {
      const ranges = query("queries/textobjects.scm")
        .matches(tree.rootNode)
        .flatMap((m) => {
          const inner = m.captures.find((c) => c.name === "parameter.inner");
          const start = m.captures.find((c) => c.name === "_start");
          const end = m.captures.find((c) => c.name === "_end");
          // `make-range!` joins `_start`/`_end` with the item into `parameter.outer` (nvim-treesitter-textobjects).
          return inner ? [`${start ? start.node.text : ""}${inner.node.text}${end ? end.node.text : ""}`] : [];
        });
      // `1,` (the first takes the comma after it), `,2` and `,3` (the comma before).
      expect([...new Set(ranges)].sort()).toEqual([",2", ",3", "1,"].sort());
    } finally {
      tree.delete();
    }
  });

  it("Neovim: a call's and a record's inner range runs from the first item to the last (round 34, 48c D4: each item was its own object)", () => {
    const tree = parse("Item: Type = { name: String, price: Int, qty: Int }\nPair: (T: Type) -> Type = { left: T, right: T, }\nmain = {\n    apple = Item(\"apple\", 45, 10)\n    one = Item(\"x\")\n    trail = g(1, 2,)\n    none = f()\n}\n");
    try {
      const source = tree.rootNode.text;
      const inner = (name: string) =>
        query("queries/textobjects.scm")
          .matches(tree.rootNode)
          .filter((m) => m.captures.some((c) => c.name === `${name}.outer`))
          .map((m) => {
            // `make-range!` joins `_start` and `_end` (or `_start` alone) into the inner object (nvim-treesitter-textobjects).
            const start = m.captures.find((c) => c.name === "_start")?.node;
            const end = m.captures.find((c) => c.name === "_end")?.node ?? start;
            return start && end ? source.slice(start.startIndex, end.endIndex) : "";
          });
      expect(inner("call")).toEqual(['"apple", 45, 10', '"x"', "1, 2", ""]);
      expect(inner("class")).toEqual(["name: String, price: Int, qty: Int", "left: T, right: T"]);
    } finally {
      tree.delete();
    }
  });

  it("Neovim: a function whose parameters span lines is one fold with its body (round 34, 48c D5: two folds)", () => {
    const tree = parse("weighted_sum: (values: List(Float),\n              ws: List(Float)) -> Float = {\n    return 0.0\n}\n\nshort: (a: Int) -> Int = {\n    return a\n}\n");
    try {
      // web-tree-sitter does not run Neovim's `#lua-match?`: its `"\n"` test on `_parameters` is applied here.
      const folds = query("queries/folds.scm")
        .matches(tree.rootNode)
        .filter((m) => m.captures.every((c) => c.name !== "_parameters" || c.node.text.includes("\n")))
        .flatMap((m) => m.captures.filter((c) => c.name === "fold"))
        .map((c) => `${c.node.type} ${c.node.startPosition.row + 1}-${c.node.endPosition.row + 1}`);
      expect(folds).toEqual(["binding 1-4", "block 2-4", "block 6-8"]);
    } finally {
      tree.delete();
    }
  });

  it("Neovim: parameters, calls, loops and assignments", () => {
    const objects = textObjects("queries/textobjects.scm");
    expect(objects["parameter.inner"]).toEqual(["x", "w: Float", "h: Float", "w", "h", "x => x + 1", "x", "xs"]);
    expect(objects["call.outer"]).toEqual(["[1, 2].map(x => x + 1)", "io.println(xs)"]);
    expect(objects["assignment.lhs"]).toContain("xs");
    expect(objects["comment.outer"]).toHaveLength(2);
  });
});

describe("std modules in highlights.scm", () => {
  it("lists exactly the std modules (and `std`) where a member is taken", () => {
    const expected = [STD_ROOT, ...STD_MODULES.map((m) => m.path.split(".").pop()!)].sort();
    for (const [file, capture] of [
      ["queries/highlights.scm", "module"],
      [`${ZED_DIR}/highlights.scm`, "namespace"],
    ] as const) {
      const source = readFileSync(join(REPO, file), "utf8");
      const list = new RegExp(`object: \\(identifier\\) @${capture}\\)\\s*\\(#any-of\\? @${capture}([^)]*)\\)`).exec(source);
      expect(list, `${file}: no std module list`).not.toBeNull();
      const names = [...list![1]!.matchAll(/"([a-z]+)"/g)].map((m) => m[1]).sort();
      expect(names, file).toEqual(expected);
    }
  });

  it("highlights io.println, list.len and std.math.sqrt as modules", () => {
    const tree = parse("main = {\n    io.println(list.len(xs))\n    r = std.math.sqrt(2.0)\n    v = point.x\n}\n");
    try {
      const last = new Map<string, string>();
      for (const c of query("queries/highlights.scm").captures(tree.rootNode)) {
        last.set(`${c.node.startPosition.row}:${c.node.startPosition.column}`, c.name);
      }
      expect(last.get("1:4")).toBe("module"); // io
      expect(last.get("1:15")).toBe("module"); // list
      expect(last.get("2:8")).toBe("module.builtin"); // std
      expect(last.get("2:12")).toBe("module"); // math
      expect(last.get("3:8")).toBe("variable"); // point
    } finally {
      tree.delete();
    }
  });
});
