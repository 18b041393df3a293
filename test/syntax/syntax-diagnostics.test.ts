// Syntax diagnostics: codes, positions and messages for the errors the
// reference front end reports (diagnostics.md §2, §8.8).
import { describe, expect, it } from "vitest";
import { parseSource } from "../../src/syntax/parse-source.js";
import { sharedParser } from "../../src/syntax/shared-parser.js";
import { syntaxDiagnostics } from "../../src/syntax/syntax-diagnostics.js";

async function diagnose(source: string) {
  return (await parseSource(source, { maxNodes: 1 })).diagnostics.map(({ code, span, message, help }) => ({ code, span, message, help }));
}

/** `code line:column` of every diagnostic, in order: what the reference's verdicts record. */
async function positions(source: string) {
  return (await diagnose(source)).map((d) => `${d.code} ${d.span[0]}:${d.span[1]}`);
}

describe("syntax diagnostics", () => {
  it("is empty for valid code", async () => {
    expect(await diagnose("use std.io\nmain = {\n    io.println(f\"{1 + 2:>4}\")\n}\n")).toEqual([]);
    // A `\"` in a `"""` string is a quote, not part of its close (83a D1); a malformed number in an
    // interpolation is text the compiler keeps (§1.12; 83a D2).
    for (const valid of ['x = """a\\"""b"""\n', 'x = """a "" b"""\n', 'y = f"{1._}"\n', 'y = f"{.5e}"\n', 'y = f"{1e}"\n']) expect(await diagnose(valid), valid).toEqual([]);
  });

  it.each([
    ["x = 1 # c\n", "E0001", [1, 7, 1, 8], "`#`"],
    ["y = a && b\n", "E0001", [1, 7, 1, 9], "`&&`"],
    ["y = a || b\n", "E0001", [1, 7, 1, 9], "`||`"],
    ["x = 0x\n", "E0001", [1, 5, 1, 7], "0x"],
    ["x = 1e\n", "E0001", [1, 5, 1, 7], "exponent"],
    // A leading-dot float's exponent and a fraction's `_` without a digit after it (82b D4, D5; syntax.md §1.8).
    ["x = .5e\n", "E0001", [1, 5, 1, 8], "exponent"],
    ["x = .25E-\n", "E0001", [1, 5, 1, 10], "exponent"],
    ["x = 1._\n", "E0001", [1, 5, 1, 8], "an `_` in the fraction must be followed by a digit"],
    ["x = 1.__5\n", "E0001", [1, 5, 1, 9], "an `_` in the fraction must be followed by a digit"],
    ["x = 1.5_\n", "E0001", [1, 5, 1, 9], "an `_` in the fraction must be followed by a digit"],
    ["x = 1e_\n", "E0001", [1, 5, 1, 8], "an `_` in the exponent must be followed by a digit"],
    ["x = 1.5e5_\n", "E0001", [1, 5, 1, 11], "an `_` in the exponent must be followed by a digit"],
    // A `"""` nothing closes runs to the end of the file, whatever the grammar made of it (82b D3; §1.10).
    ['x = """abc"\n', "E0001", [1, 5, 1, 8], "unterminated `\"\"\"` string"],
    ['x = """abc\ndef"\ny = 1\n', "E0001", [1, 5, 1, 8], "unterminated `\"\"\"` string"],
    ["x = 170141183460469231731687303715884105728\n", "E0001", [1, 5, 1, 44], "too large"],
    ["x = 0x1_0000_0000_0000_0000_0000_0000_0000_0000\n", "E0001", [1, 5, 1, 48], "too large"],
    [`x = 0b${"1".repeat(128)}\n`, "E0001", [1, 5, 1, 135], "too large"],
    ["s = \"abc\nt = 1\n", "E0001", [1, 5, 1, 9], "unterminated"],
    ["s = f\"a {1} b\nt = 1\n", "E0001", [1, 5, 1, 14], "unterminated"],
    ["z = \"a\\q\"\n", "E0001", [1, 7, 1, 9], "\\q"],
    ["c = ''\n", "E0001", [1, 5, 1, 7], "character literal"],
    ["\uFEFFx = 1\n", "E0001", [1, 1, 1, 2], "byte-order mark"],
    // Only the first character is a byte-order mark; elsewhere U+FEFF is a stray character (68a D6).
    ["x = 1\n\uFEFFy = 2\n", "E0001", [2, 1, 2, 2], "found U+FEFF (zero-width no-break space)"],
    ["x = 1\ny = \uFEFF2\n", "E0001", [2, 5, 2, 6], "found U+FEFF (zero-width no-break space)"],
    // An invisible space is named by its code point, not shown (56b friction).
    ["x\u00A0= 1\n", "E0001", [1, 2, 1, 3], "U+00A0 (no-break space)"],
    ["x =\u3000 1\n", "E0001", [1, 4, 1, 5], "U+3000 (ideographic (full-width) space)"],
    // So are control characters and a combining mark, whose names were wrong or missing (87b D4).
    ["x = 1\n\fy = 2\n", "E0001", [2, 1, 2, 2], "U+000C (form feed)"],
    ["x = 1\n\u0000y = 2\n", "E0001", [2, 1, 2, 2], "U+0000 (control character)"],
    ["e\u0301 = 1\n", "E0001", [1, 2, 1, 3], "U+0301 (combining mark)"],
    ["ref x = 1\n", "E0018", [1, 1, 1, 4], "`ref`"],
    ["else x\n", "E0018", [1, 1, 1, 5], "`else`"],
    ["use a.{x} as y\n", "E0011", [1, 14, 1, 15], "found `as y`"],
    ["use a as x, y\n", "E0012", [1, 13, 1, 14], "one alias"],
    ["x = 1\n?\n", "E0011", [2, 1, 2, 2], "`?`"],
    // `if not ready {`: the help names `!` (73a D4).
    ["main = {\n    if not ready {\n        x = 1\n    }\n}\n", "E0010", [2, 12, 2, 17], "after the condition"],
    // `pub` before no declaration (syntax.md §3.2 step 3; 73b D1): at the token after the target.
    ["pub x\ny = 1\n", "E0010", [2, 1, 2, 2], "after `pub x`"],
    ["pub counter\ncounter = 1\n", "E0010", [2, 1, 2, 8], "after `pub counter`"],
    // A type body item continued by an operator that is no comparison (syntax.md §3.7; 73b D2); the grammar reads the superset.
    ["T: Type = { v + 1 > 0 }\n", "E0010", [1, 15, 1, 16], "found `+`"],
    ["Both: Type = { Printable + Debug }\n", "E0010", [1, 26, 1, 27], "found `+`"],
    // A predicate starts with a name and compares it (§3.7): not a literal, not more than the name (122b F1).
    ["Range0: Type = { lo: Int, 0 <= lo }\n", "E0010", [1, 27, 1, 28], "a field name, found `0`"],
    ["R: Type = { s: String, \"a\" == s }\n", "E0010", [1, 24, 1, 27], "a field name"],
    ["Pt: Type = { x: Int }\nR: Type = { p: Pt, p.x > 0 }\n", "E0010", [2, 21, 2, 22], "found `.`"],
    ["R: Type = { xs: List(Int), xs[0] > 0 }\n", "E0010", [1, 30, 1, 31], "found `[`"],
    ["f = (v: Int) => v\nR: Type = { v: Int, f(v) > 0 }\n", "E0010", [2, 26, 2, 27], "found `>`"],
    ["x: { v: Int, 0 < v } = make()\n", "E0010", [1, 14, 1, 15], "a field name, found `0`"],
    // A missing `)` starts where the reference notices it, the next line's first token (diagnostics.md §3.2; 72a D8).
    ["x = (1, 2\ny = 3\n", "E0010", [2, 1, 2, 2], "`)`"],
    ["f: (a: ?) -> Void = (a) => {}\n", "E0012", [1, 8, 1, 9], "found `?`"],
    ["main = {\n    ref = 2\n}\n", "E0018", [2, 5, 2, 8], "`ref`"],
    ["@inline\nf = 1\n", "E0011", [1, 1, 1, 2], "`@`"],
    // `&&x`: the compiler's lexer reads `&&` (no token of the language), the grammar two borrows.
    ["main = {\n    x = 1\n    s = &&x\n}\n", "E0001", [3, 9, 3, 11], "found `&&`"],
    ["P: Type = { x: Int }\nlook: (p: &&P) -> Int = 1\n", "E0001", [2, 11, 2, 13], "found `&&`"],
    // The place a value is bound to, as written (a tester read "the value of `self`" as the wrong thing).
    ["C.add: (self: &mut C) -> Void = {\n    self.added = self.added +\n}\n", "E0012", [3, 1, 3, 2], "expected an expression in the value of `self.added`, found `}`"],
  ])("%j → %s", async (source, code, span, fragment) => {
    const diagnostics = await diagnose(source);
    const hit = diagnostics.find((d) => d.code === code);
    expect(hit, JSON.stringify(diagnostics)).toBeDefined();
    expect(hit!.span).toEqual(span);
    expect(hit!.message).toContain(fragment);
  });

  it("probe L01-L03 of diagnostics.md §8.8 start where the reference reports", async () => {
    expect((await diagnose("x = 0x\n"))[0]).toMatchObject({ code: "E0001", span: [1, 5, 1, 7] });
    const l02 = await diagnose("use std.io.\nmain = {\n    io.println(\"x\")\n}\n");
    expect(l02[0]).toMatchObject({ code: "E0011", span: [2, 6, 2, 7] });
    const l03 = await diagnose("main = {\n    x: Int | String = 5\n}\n");
    expect(l03[0]).toMatchObject({ code: "E0011", span: [2, 12, 2, 13] });
  });

  it("probes L02 and L03 also get the reference's later recovery errors", async () => {
    expect(await positions("use std.io.\nmain = {\n    io.println(\"x\")\n}\n")).toEqual(["E0011 2:6", "E0011 4:1"]);
    expect(await positions("main = {\n    x: Int | String = 5\n}\n")).toEqual(["E0011 2:12", "E0011 2:21"]);
  });

  it("reports an f-string interpolation left open as one E0001 at the f-string, not the wreck after it", async () => {
    // Inside braces the reference lexer reads on across lines (syntax.md §1.12): to the end of the file here.
    const open = await diagnose('x = 1\ns = f"abc {x\nt = 3\n');
    expect(open.map((d) => [d.code, d.span])).toEqual([["E0001", [2, 5, 2, 13]]]);
    expect(open[0]!.message).toContain("the `{` at line 2, column 11 is never closed");
    // Here up to the block's `}`, after which no quote closes the string on that line.
    const swallowed = await diagnose('main = () => {\n    s = f"abc {1 + \n    t = 3\n}\n');
    expect(swallowed.map((d) => [d.code, d.span])).toEqual([["E0001", [2, 9, 2, 20]]]);
    expect(swallowed[0]!.message).toContain("reads on across lines up to the `}` on line 4");
  });

  it("accepts a predicate that starts with a name and compares it, a type-level call, and comparisons of more than a name outside type bodies (122b F1)", async () => {
    for (const source of [
      "Pos: Type = { v: Int, v > 0 and v < 10 }\n",
      "R: Type = { N: Int, Assert(N > 0) }\n",
      'main = {\n    d = {"a": 1}\n    if d["a"] > 0 { print(1) }\n    m = {"k": d["a"] > 0}\n}\n',
    ]) {
      expect(await diagnose(source), source).toEqual([]);
    }
  });

  it("accepts the largest integer literal, with underscores and in every base (an i128, syntax.md §1.7)", async () => {
    const largest = ["170141183460469231731687303715884105727", "1_70141183460469231731687303715884105727", "0x7fff_ffff_ffff_ffff_ffff_ffff_ffff_ffff", `0b${"1".repeat(127)}`, `0o1${"7".repeat(42)}`];
    for (const literal of largest) expect(await diagnose(`x = ${literal}\n`), literal).toEqual([]);
  });

  it("reports a keyword at statement start once, without recovery echoes", async () => {
    expect((await diagnose("main = {\n    ref = 2\n}\n")).map((d) => d.code)).toEqual(["E0018"]);
  });

  it("reports one diagnostic per unreadable character, not a cascade", async () => {
    const diagnostics = await diagnose("a = 1\nb = $\nc = 2\n");
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]!.code).toBe("E0001");
  });

  // The reference parser's codes and recovery (syntax.md §10), rule by rule.
  describe("like the reference parser", () => {
    it.each([
      [
        "an expression statement that cannot start is E0011, and the token after it is skipped",
        "(a, b) = spawn {\n    x = fetch(\"a\"),\n    y = fetch(\"b\")\n}\n",
        ["E0011 2:19", "E0011 3:7"],
      ],
      [
        "a missing `)` is E0010 where it is noticed, and the call ends there",
        "p = Point(x: 1.0, y: 2.0)\n",
        ["E0010 1:12", "E0011 1:12", "E0011 1:17", "E0011 1:20", "E0011 1:25"],
      ],
      [
        "`name:` after an identifier statement reads a type (E0010 when it is not one), then two tokens are skipped",
        "send(\n    to: \"ana\",\n    title: \"hi\"\n)\n",
        ["E0010 2:7", "E0010 2:9", "E0010 3:12"],
      ],
      ["a binding whose value cannot be read is E0012, one per failed statement", "total = 1 +\n)\nnext = 2 *\n}\n", ["E0012 2:1", "E0012 4:1"]],
      ["`spawn` without a block is E0016 (and E0012 for the binding)", "main = {\n    user = spawn fetch_user(1)\n    print(user)\n}\n", ["E0016 2:18", "E0012 2:18"]],
      ["a declaration followed by `,` on its line is E0011 at the comma only", "origin = {\n    x: 0, y: 0\n}\n", ["E0011 2:9"]],
      ["juxtaposed parameter groups are E0011 at the second group's brackets", "clone: (T: Clone)(value: T) -> T = value\n", ["E0011 1:18", "E0011 1:27"]],
      ["an `if` condition not followed by `{` is E0010, then recovery finds the next statement", "if not ready {\n    go()\n}\nx = 1\n", ["E0010 1:8"]],
      ["`...` is E0011 and the skipped `}` leaves the block open to the end of the file", "f: () -> Int = { ... }\ng = 1\n", ["E0011 1:18", "E0010 3:1"]],
      ["a comprehension filter: `]` expected at `if`, then the `if` has no block", "evens = [x for x in xs if x > 0]\n", ["E0010 1:24", "E0010 1:32"]],
      ["lambda parameters that are not names are E0012 at `=>`", "(a, 1) => a\nb = 2\n", ["E0012 1:8", "E0011 1:11", "E0011 2:3"]],
      ["`in` starting a statement is E0018; recovery stops at the block's `}`", "main = {\n    in = 3\n    x = 1\n}\n", ["E0018 2:5"]],
      ["`?` as a type is E0012, and the token after it E0010", "f: (a: ?) -> Void = (a) => {}\n", ["E0012 1:8", "E0010 1:9"]],
      ["an unclosed block is E0010 at the end of the file", "main = {\n    x = 1\n", ["E0010 3:1"]],
      ["a match pattern with a range is E0010 at `..`, and the arm's body cannot start", "r = match v {\n    1..5 => 0\n}\n", ["E0010 2:6", "E0012 2:6", "E0012 2:10", "E0011 2:13"]],
      [
        "a generic type whose value is not a type body leaves the failed type attempt's E0010, then reads a block",
        "List: (T: Type) -> Type = { ... }\n",
        ["E0010 1:29", "E0011 1:29", "E0010 2:1"],
      ],
      ["a `for` without `in` is E0010, then two tokens are skipped", "for x of xs {\n    print(x)\n}\n", ["E0010 1:7"]],
      ["a `use` path that is not names is E0011", "spawn { use(data) }\n", ["E0011 1:12", "E0011 1:17", "E0010 2:1"]],
      ["a dotted item in a `use` list is E0010 (`}` expected): a method is not imported alone (§3.1, 68b D6)", "use shapes.{Rect.area}\n", ["E0010 1:17", "E0011 1:22"]],
    ])("%s", async (_rule, source, expected) => {
      expect(await positions(source)).toEqual(expected);
    });

    it("explains a named argument written with `:`", async () => {
      const [first] = await diagnose("p = Point(x: 1.0)\n");
      expect(first).toMatchObject({ code: "E0010", message: "expected `,` or `)`, found `:`" });
      expect(first!.help).toContain("name = value");
    });

    it("reports legacy signatures as E0012 even where the grammar reads them as something else", async () => {
      expect(await positions("area: (&Shape) -> Float = (s) => 1.0\n")).toEqual(["E0012 1:7"]);
      expect(await positions("size: (List(Int)) -> Int = (xs) => 0\n")).toEqual(["E0012 1:7"]);
      expect(await positions("inc: Int -> Int = (x) => x + 1\n")).toEqual(["E0012 1:10"]);
      expect(await positions("scale: (k: Float, v: Vec) -> Vec = (v, k) => v\n")).toEqual(["E0012 1:36"]);
      expect(await positions("scale: (k: Float, v: Vec) -> Vec = (k) => k\n")).toEqual(["E0012 1:36"]);
      expect(await positions("Grid: Type[T] = List(T)\n")).toEqual(["E0012 1:11"]);
    });

    it("reports the old function syntax `name(Int) -> Int = …` as one E0012 over its header, not a cascade of E0011", async () => {
      // syntax.md §3.3, diagnostics.md §2.2 (E0017's meaning, reported as E0012).
      const [only, ...rest] = await diagnose("inc(Int) -> Int = (n) => n + 1\n");
      expect(rest).toEqual([]);
      expect(only).toMatchObject({ code: "E0012", span: [1, 1, 1, 12] });
      expect(only!.message).toContain("old function syntax");
      // The lambda's own parameter names, where it names each one; else a, b, … (the E0012 of `odd` below).
      expect(only!.help).toBe("write `inc: (n: Int) -> Int = …`");
      expect((await diagnose("odd(Int, Int) -> Int = 3\n"))[0]!.help).toBe("write `odd: (a: Int, b: Int) -> Int = …`");
      expect(await positions("main = {\n    add(Int, List(Int)) -> Int = (a, b) => a\n    x = 1\n}\n")).toEqual(["E0012 2:5"]);
      // Errors in the value are still the binding's.
      expect(await positions("inc(Int) -> Int = (n) => n +\n")).toEqual(["E0012 1:1", "E0012 2:1"]);
    });

    it("reports an enum without braces `Color: Type = red | green | blue` as one E0012 over the variants", async () => {
      // diagnostics.md §2 (E0022's meaning, reported as E0012), syntax.md §3.5.
      const [only, ...rest] = await diagnose("Color: Type = red | green | blue\n");
      expect(rest).toEqual([]);
      expect(only).toMatchObject({ code: "E0012", span: [1, 15, 1, 33] });
      expect(only!.message).toContain("old enum syntax");
      expect(only!.help).toContain("`Color: Type = { red: () -> Color, green: () -> Color, blue: () -> Color }`");
      const payloads = await diagnose("Shape: Type = circle(Float) | rect(Float, Float) | dot | line\nx = 1\n");
      expect(payloads.map((d) => `${d.code} ${d.span.join(",")}`)).toEqual(["E0012 1,15,1,62"]);
      expect(payloads[0]!.help).toContain("circle: (Float) -> Shape, rect: (Float, Float) -> Shape, …");
      // A union in an annotation stays the reference's E0011 (probe L03).
      expect(await positions("main = {\n    x: Int | String = 5\n}\n")).toEqual(["E0011 2:12", "E0011 2:21"]);
    });

    it("says when the `}` an unclosed-block E0010 asks for was skipped by recovery (the reference skips it too, corpus guide_repl-18)", async () => {
      const stray = await diagnose("main = {\n    x = max(1, 2))\n}\n");
      expect(stray.map((d) => `${d.code} ${d.span[0]}:${d.span[1]}`)).toEqual(["E0011 2:18", "E0010 4:1"]);
      expect(stray[1]!.message).toContain("the `}` on line 3 was skipped while recovering from the error on line 2");
      expect(stray[1]!.help).toBe("fix the error on line 2; this one follows from it");
      // A brace that is really missing keeps the plain message.
      const missing = await diagnose("main = {\n    x = 1\n");
      expect(missing[0]!.message).toBe("expected `}` to close the `{` opened at line 1, found end of file");
      expect(missing[0]!.help).toBe("add the missing `}`");
    });

    it("reports a lambda head typed only after its first parameter (syntax.md §5.7), although the tree has no error", async () => {
      const parser = await sharedParser();
      for (const source of ["f = (a, b: Int) => a + b\n", "g = (a, mut b) => a + b\n"]) {
        const tree = parser.parse(source)!;
        try {
          expect(tree.rootNode.hasError, source).toBe(false);
        } finally {
          tree.delete();
        }
      }
      const typed = await diagnose("f = (a, b: Int) => a + b\n");
      expect(typed.map((d) => `${d.code} ${d.span[0]}:${d.span[1]}`)).toEqual(["E0010 1:10", "E0011 1:10", "E0011 1:15"]);
      expect(typed[0]!.message).toContain("`(a, b: Int)` is read as a tuple");
      expect(typed[0]!.help).toContain("give the first parameter a type or `mut` too");
      const mutable = await diagnose("g = (a, mut b) => a + b\n");
      expect(mutable.map((d) => `${d.code} ${d.span[0]}:${d.span[1]}`)).toEqual(["E0012 1:9", "E0011 1:14"]);
      expect(mutable[0]!.message).toContain("`(a, mut b)` is read as a tuple");
      // Inside a block the statement's later errors follow; other statements are untouched.
      expect(await positions("main = {\n    h = (x, y: Int) => x\n    z = 1\n}\nk = 2\n")).toEqual(["E0010 2:14", "E0011 2:14", "E0011 2:19"]);
      // Also when the list spans lines.
      expect(await positions("f = (a,\n    b: Int) => a\n")).toEqual(["E0010 2:6", "E0011 2:6", "E0011 2:11"]);
      // Lists the reference reads as typed parameters stay clean.
      for (const source of ["f = (a: Int, b) => a\n", "g = (mut a, b: Int) => a\n", "h = (a, b) => a\n", "p = (a, b)\n"]) {
        expect(await diagnose(source), source).toEqual([]);
      }
    });

    it("accepts signatures the reference accepts", async () => {
      for (const source of [
        "add: (a: Int, b: Int) -> Int = (a, b) => a + b\n",
        "pair: (Int, Int) -> Int = (x, y) => x\n",
        "f: (x: Int) -> Int = (y) => y\n",
        "first: (T: Type) -> (xs: List(T)) -> T = (xs) => xs[0]\n",
        "Pair: (A: Type, B: Type) -> Type = { left: A, right: B }\n",
        "apply: (f: (Int) -> Int, x: Int) -> Int = f(x)\n",
      ]) {
        expect(await diagnose(source), source).toEqual([]);
      }
    });

    it("reports the §7.3 supersets the reference parser rejects, although the tree has no error", async () => {
      // The grammar keeps the lenient tree; the compiler rejects the file (E0010 at the `(`).
      expect(await positions("r = match v {\n    Some(x) => x,\n    _ => 0\n}\n")).toEqual(["E0010 2:9"]);
      expect(await positions("r = match v {\n    (Some(x)) => x,\n    _ => 0\n}\n")).toEqual([]);
      // syntax.md §3.6: the failed type attempt's stray E0010.
      expect(await positions("AsString: (T: Type) -> Type = match T {\n    Int => String,\n    _ => String\n}\n")).toEqual(["E0010 1:31"]);
    });

    it("leaves the supersets out for callers that work on the tree ({ supersets: false })", async () => {
      const parser = await sharedParser();
      const source = "r = match v {\n    Some(x) => x,\n    _ => 0\n}\nf: (&Point) -> Int = (p) => 1\n";
      const tree = parser.parse(source)!;
      try {
        const codes = (options?: { supersets: boolean }) => syntaxDiagnostics(tree, source, undefined, options).map((d) => `${d.code} ${d.span[0]}:${d.span[1]}`);
        expect(codes()).toContain("E0010 2:9");
        // The legacy signature is still reported: the grammar reads it as something else.
        expect(codes({ supersets: false }).some((c) => c.startsWith("E0012 5:"))).toBe(true);
        expect(codes({ supersets: false }).some((c) => c.startsWith("E0010"))).toBe(false);
      } finally {
        tree.delete();
      }
    });
  });
});

// Issue 12: syntax diagnostics an agent can act on, and the reference's
// verdict on forms the grammar reads differently.
describe("actionable syntax diagnostics", () => {
  it.each([
    ["a call", "main = {\n    print(foo(1, 2)\n    x = 3\n}\n", [3, 5, 3, 6], [2, 10, 2, 11], [2, 19, 2, 20], "`x` on line 3"],
    ["a parenthesised expression", "x = (1 + 2\ny = 3\n", [2, 1, 2, 2], [1, 5, 1, 6], [1, 10, 1, 11], "`y` on line 2"],
    ["a call at the end of the file", "total = add(1,\n    2\n", [3, 1, 3, 1], [1, 12, 1, 13], [2, 5, 2, 6], "the end of the file"],
    ["a parameter list", "f: (a: Int,\n    b: Int\nmain = 1\n", [3, 1, 3, 5], [1, 4, 1, 5], [2, 8, 2, 11], "the list ends on line 2"],
    ["a type's arguments", "p: Pair(Int\nq = 1\n", [2, 1, 2, 2], [1, 8, 1, 9], [1, 9, 1, 12], "`q` on line 2"],
    ["a call whose next line starts with `(`", "f(a\n(b))\n", [2, 1, 2, 2], [1, 2, 1, 3], [1, 3, 1, 4], "`(` on line 2"],
  ])("a missing `)` after %s is reported where the reference notices it (the next line's first token; diagnostics.md §3.2, 72a D8), with the unclosed `(` and the end of the list as related", async (_what, source, span, open, end, fragment) => {
    const [first] = (await parseSource(source, { maxNodes: 1 })).diagnostics;
    expect(first?.code).toBe("E0010");
    expect(first?.span).toEqual(span);
    expect(first?.related?.map((r) => r.span)).toEqual([open, end]);
    expect(first?.related?.[0]?.message).toBe("the `(` left open");
    expect(first?.message).toContain("expected `)` to close the `(` opened at line");
    expect(first?.message).toContain(fragment);
  });

  it("a wrong separator on the argument's own line is still reported where it is (the reference's position)", async () => {
    expect(await positions("send(\n    to: \"ana\",\n    title: \"hi\"\n)\n")).toEqual(["E0010 2:7", "E0010 2:9", "E0010 3:12"]);
  });

  it.each([
    ["an annotation", "main = {\n    xs: List<Int> = [1]\n}\n", "`List(Int)`"],
    ["a parameter", "f: (xs: List<Int>) -> Int = (xs) => 1\n", "`List(Int)`"],
    ["two type arguments", "m: Dict<String, Int> = {}\n", "`Dict(String, Int)`"],
    ["a nested application", "g: (xs: List<List<Int>>) -> Int = (xs) => 1\n", "`List(List(Int))`"],
  ])("`<…>` type arguments in %s: the first error says to write parentheses", async (_what, source, fixed) => {
    const [first] = await diagnose(source);
    expect(first?.message).toContain("type arguments are written in parentheses");
    expect(first?.message).toContain(fixed);
    expect(first?.help).toContain(fixed);
  });

  it("a comparison with a type name is not mistaken for type arguments", async () => {
    expect((await diagnose("main = {\n    b = n < limit\n    c = (n < 1) == (m > 2)\n}\n")).length).toBe(0);
  });

  it.each([
    ["in a block", "main = {\n    a = 1\n    a .. 3\n}\n", "E0011 3:7"],
    ["at the top level", "a = 1\na..3\n", "E0011 2:2"],
    ["after a field", "p = q\np.x .. 4\n", "E0011 2:5"],
  ])("a range as a statement (`a .. 3`) %s is E0011 at `..`: the statement's target ends before it", async (_where, source, expected) => {
    expect(await positions(source)).toEqual([expected]);
    expect((await diagnose(source))[0]?.message).toContain("found `..`");
  });

  it.each([
    ["bound", "a = 1\nr = a .. 3\n"],
    ["looped over", "main = {\n    for i in 0..3 {\n        print(i)\n    }\n}\n"],
    ["in a call", "main = {\n    xs = list.slice(ys, 0..2)\n}\n"],
    ["parenthesised", "(1 .. 3)\n"],
  ])("a range %s stays clean", async (_what, source) => {
    expect(await diagnose(source)).toEqual([]);
  });

  it.each([
    ["a braceless `else` in a value (README language note 9)", "main = {\n    b = if false { 100 } else 200\n}\n", ["E0010 2:31", "E0012 2:31"]],
    ["`...`, which is no operator", "main = {\n    for i in 0...5 {\n        print(i)\n    }\n}\n", ["E0011 2:15"]],
    ["a float where a type is expected (the grammar reads `pi: 3` and `.14`)", "pi : 3.14159\n", ["E0010 1:6"]],
    ["a string where a type is expected", "greeting : \"Hello\"\n", ["E0010 1:12"]],
    ["a `.` starting a line after a literal", "main = {\n    x = 1\n    .count = 2\n}\n", ["E0011 3:5", "E0011 3:12"]],
  ])("what the grammar reads otherwise but the reference rejects is reported on a clean tree: %s", async (_what, source, expected) => {
    expect(await positions(source)).toEqual(expected);
  });

  it.each([
    ["a braceless `else` at statement level", "main = {\n    if false { print(1) } else print(2)\n}\n"],
    ["a method chain on the next lines", "main = {\n    ys = xs\n        .filter(keep)\n        .count()\n}\n"],
    ["an integer literal type", "n : 3\n"],
    ["dictionary literals", "d = {\"a\": 1.5, \"b\": \"x\", \"c\": true}\n"],
  ])("%s stays clean", async (_what, source) => {
    expect(await diagnose(source)).toEqual([]);
  });

  it("an unclosed `(` in a signature's result type is no syntax error for the reference parser", async () => {
    expect(await diagnose("f: (a: Int) -> ( Int = {\n    return a\n}\n")).toEqual([]);
  });

  it("what the reference parser accepts although the grammar does not (a type swallowing `==`, syntax.md §6.6) has no syntax error", async () => {
    expect(await diagnose('name: String == "YaoXiang"\n')).toEqual([]);
  });

  it("a file the compiler's lexer rejects gets its lexical errors only (the lexer stops before parsing)", async () => {
    expect(await positions("main = {\n    x = 1 # note\n    y = foo(1,\n}\nother = {\n    z = (1 + 2\n}\n")).toEqual(["E0001 2:11"]);
  });

  it("a quote the grammar's recovery reads as an unterminated string is no lexical error", async () => {
    const codes = (await diagnose('main = {\n    assert.assert(n > 0, ."text with words")\n}\n')).map((d) => d.code);
    expect(codes).not.toContain("E0001");
    expect(codes[0]).toBe("E0011");
  });

  it("every message of the corpus's rejected files and of the rules above names what was expected and what was found", async () => {
    const sources = [
      "p = Point(x: 1.0, y: 2.0)\n",
      "use a.{x} as y\n",
      "use a as x, y\n",
      "ref x = 1\n",
      "x = 1\n?\n",
      "@inline\nf = 1\n",
      "f: (a: ?) -> Void = (a) => {}\n",
      "area: (&Shape) -> Float = (s) => 1.0\n",
      "inc: Int -> Int = (x) => x + 1\n",
      "scale: (k: Float, v: Vec) -> Vec = (v, k) => v\n",
      "Grid: Type[T] = List(T)\n",
      "(a, 1) => a\nb = 2\n",
      "for (a, b) in xs {\n}\n",
      "main = {\n    user = spawn fetch_user(1)\n}\n",
      "total = 1 +\n)\n",
      "x = 1 # c\n",
      "y = a && b\n",
      "x = 0x\n",
      "c = ''\n",
      "main = {\n    x: Int | String = 5\n}\n",
      "origin = {\n    x: 0, y: 0\n}\n",
    ];
    for (const source of sources) {
      for (const d of await diagnose(source)) expect(d.message, source).toMatch(/expected .*found/);
    }
  });
});

describe("an unclosed block at the end of the file (tester round 26, 40b D8)", () => {
  it("names the inner block the indentation says is open, and where to close it", async () => {
    const source = "count: (xs: List(Int), k: Int) -> Int = {\n    mut n = 0\n    for x in xs {\n        if x == k {\n            n = n + 1\n    }\n    return n\n}\n";
    const [error] = await diagnose(source);
    expect(error!.message).toBe("expected `}` to close the `{` opened at line 1, found end of file");
    expect(error!.help).toBe("the `{` on line 4 is probably the one left open: the `}` on line 6 is indented less than line 4, like an outer block's; close line 4's block with a `}` after line 5");
  });

  it("points where the indentation comes back to the `{` line's: a declaration after a function left open (85c D3)", async () => {
    const source = 'greet: (name: String) -> Void = {\n    print(f"Hello, {name}")\n\n// next\nmain = {\n    greet("Ana")\n}\n';
    const [error] = (await parseSource(source, { maxNodes: 1 })).diagnostics;
    expect(error!.span).toEqual([8, 1, 8, 1]);
    expect(error!.help).toBe("line 5 is indented like line 1, so line 1's block probably ends before it: add the missing `}` after line 2");
    expect(error!.related).toEqual([
      { message: "the `{` left open", span: [1, 33, 1, 34] },
      { message: "the block probably ends before this line, indented like the `{`'s", span: [5, 1, 5, 1] },
    ]);
  });

  it("keeps the plain help when the indentation agrees with the braces", async () => {
    const [error] = await diagnose("main = {\n    if true {\n        x = 1\n    }\n");
    expect(error!.help).toBe("add the missing `}`");
  });
});

describe("errors that follow from an earlier one (tester round 30, 44a D1)", () => {
  it("say so in their help, naming the error to fix; `|` between variants says how variants are written", async () => {
    const found = await diagnose("Color: Type = { red | green }\n\nmain = {\n    y = 1\n}\n");
    expect(found[0]!.help).toBe("YaoXiang has no `|` between variants: a variant is a constructor, listed with commas (`Color: Type = { red: () -> Color, green: () -> Color }`)");
    const followers = found.slice(1);
    expect(followers.length).toBeGreaterThan(0);
    for (const d of followers) expect(d.help).toMatch(/^this probably follows from the error at line 1, column 21: /);
  });

  it("stop being followers once a statement parses again", async () => {
    const found = await diagnose("a = 1 +\nb = 2\nc = )\n");
    const last = found.at(-1)!;
    expect(last.span[0]).toBe(3);
    expect(last.help ?? "").not.toContain("follows from the error at line 1");
  });
});

describe("a malformed spawn value (tester round 30, 44a D2)", () => {
  it("the E0012 the compiler adds at the same place says it comes with the E0016; what recovery meets after them says it follows", async () => {
    const found = await diagnose("main = {\n    r = spawn for mut u in [1, 2] {\n        u\n    }\n}\n");
    expect(found.map((d) => `${d.code} ${d.span[0]}:${d.span[1]}`)).toEqual(["E0016 2:19", "E0012 2:19", "E0018 2:25", "E0011 5:1"]);
    expect(found[1]!.help).toBe("reported with the E0016 at the same place (the compiler reports both): fixing that one fixes this");
    expect(found[2]!.help).toMatch(/^this probably follows from the error at line 2, column 19: /);
    expect(found[3]!.help).toMatch(/^this probably follows from the error at line 2, column 19: /);
  });
});

describe("other languages' habits (tester round 30, 44b D4)", () => {
  it("`mut hits: Int` in a type body shows where `mut` goes; `fn first(p: Int)` says a function is a binding", async () => {
    const found = await diagnose("Counter: Type = {\n    name: String,\n    mut hits: Int,\n}\nfn first(p: Int) -> Int {\n    return p\n}\n");
    expect(found[0]!.help).toBe("a mutable field is written with `mut` after its name: `hits mut: Type`");
    const header = found.find((d) => d.span[0] === 5)!;
    expect(header.help).toBe("YaoXiang has no `fn`: a function is a binding, `first: (p: Int) -> Int = { … }` (a block body gives its value with `return`; a single expression may be the body, `= (p) => …`)");
    // A named argument written with `:` keeps its help.
    const [named] = await diagnose("main = {\n    f(x: 1)\n}\n");
    expect(named!.help).toBe("named arguments are written `name = value`");
  });

  it("tells a habit once: a later error of the same header follows from the first (105b P4)", async () => {
    const found = await diagnose("fn scale(ps: List(Int), k: Int) -> List(Int) {\n    return ps\n}\n");
    expect(found[0]!.help).toMatch(/^YaoXiang has no `fn`: /);
    expect(found.length).toBeGreaterThan(1);
    for (const later of found.slice(1)) expect(later.help, `${later.code} ${later.span.join(":")}`).toMatch(/^this probably follows from the error at line 1, column 12: /);
  });
});

describe("a type named through its module (tester round 30, 44b D6)", () => {
  it("says to import the type by name", async () => {
    const [error] = await diagnose("use events as ev\n\nshow: (log: &ev.Log, n: Int) -> Int = {\n    return n\n}\n");
    expect(error!.help).toBe("a type is written by its name alone: import it by name (`use <its module>.{Log}`) and write `Log`");
  });
});

describe("an `else` without an `if` block just before it (tester round 31, 45b D2)", () => {
  it("names the `elif` that ended the `if`, else says where an `else` goes", async () => {
    const [elif] = await diagnose("main = {\n    if a {\n        x = 1\n    } elif b {\n        x = 2\n    } else {\n        x = 3\n    }\n}\n");
    expect(elif!.code).toBe("E0018");
    expect(elif!.help).toBe("`elif` on line 4 is no YaoXiang: write `else if` there; YaoXiang read `elif` as a name, which ended the `if` and left this `else` without one");
    const [stray] = await diagnose("main = {\n    x = 1\n    else {\n        y = 2\n    }\n}\n");
    expect(stray!.help).toBe("an `else` comes right after the `}` of an `if` block (`} else {`), on the same line; here no `if` block ends just before it");
  });
});

describe("a `}` too many (tester round 31, 45b D5)", () => {
  it("the stray `}` at the top level names the earlier `}` that closed its block early", async () => {
    const [error] = await diagnose("power: (base: Int, exponent: Int) -> Int = {\n    mut acc = 1\n    for k in 0..exponent {\n        acc = acc * base\n    }\n    }\n    return acc\n}\n");
    expect(error!.span.slice(0, 2)).toEqual([8, 1]);
    expect(error!.help).toBe("no block is open here: the `}` on line 6, indented more than line 1 where the block it closed opens, probably closed that block early; remove one `}` there");
  });
});

describe("a match whose arms are not closed (tester round 31, 45b D3)", () => {
  it("the next statement, read as an arm, says the match lacks its `}`", async () => {
    const [error] = await diagnose('main = {\n    code = 42\n    label = match code {\n        42 => "answer",\n        _ => "other"\n\n    shown = f"{code}: {label}"\n}\n');
    expect(error!.help).toBe("this line looks like the statement after the `match` (line 3), whose arms are not closed: add its `}` before line 7");
  });
});

describe("a call left open before a binding (tester round 31, 45b D8)", () => {
  it("says the next line is a statement, not a named argument; named arguments ended by commas keep the plain help", async () => {
    const [binding] = await diagnose("main = {\n    ks = keys(\n    vs = values(d)\n    print(vs)\n}\n");
    expect(binding!.help).toBe("the `(` is left open at the end of line 2, and the next line looks like a statement (`vs = …`), which a `)` after it would turn into a named argument: write the call's arguments and `)` on line 2");
    const [named] = await diagnose("main = {\n    x = f(\n        a = 1,\n        b = 2\n    y = 3\n}\n");
    expect(named!.help).toBe("add `)` after `2` on line 4, or a `,` if the list goes on");
  });
});

describe("a type body that goes on with neither `,` nor `}` (tester round 31, 45a D11)", () => {
  it("says a field lacks its `:`, or the body its `}`, before falling back to commas", async () => {
    const found = await diagnose("Pot: Type = { soup: String, litres Float }\n\nTicket: Type = { id: Int, title: String\n\nclose_all: (q: &List(Ticket)) -> Int = len(q)\n");
    expect(found[0]!.help).toBe("a field is `name: Type`: write `litres: Float`");
    expect(found[1]!.help).toBe("the type body is not closed: add its `}` after its last field");
    const [commas] = await diagnose("P: Type = { a: Int b: Int }\n");
    expect(commas!.help).toBe("separate the items of a type body with commas");
  });
});

describe("a chain of follow-on errors over several lines (tester round 31, 45a D10)", () => {
  it("names the first error of the chain in every follower", async () => {
    const found = await diagnose("Ticket: Type = { id: Int, title: String\n\nclose_all: (q: &List(Ticket)) -> Void = {\n    for t in q {\n        print(t.title)\n    }\n}\n\nbusiest: (a: &List(Ticket), b: &List(Ticket)) -> Int = {\n    return len(a) + len(b)\n}\n");
    expect(found[0]!.span.slice(0, 2)).toEqual([3, 1]);
    const followers = found.slice(1);
    expect(followers.length).toBeGreaterThan(3);
    for (const d of followers) expect(d.help).toMatch(/^this probably follows from the error at line 3, column 1: /);
  });
});

describe("numeric field access, `t.0` (syntax.md §1.8: `t` then the float `.0`)", () => {
  it("names the mistake where it breaks the parse, and what recovery meets after it follows from it", async () => {
    const found = await diagnose("pair = () => (1, \"a\")\n\nmain = {\n    t = pair()\n    print(t.0)\n    (n, s) = pair()\n    print(n)\n}\n");
    expect(found.map((d) => `${d.code} ${d.span[0]}:${d.span[1]}`)).toEqual(["E0010 5:12", "E0011 5:14", "E0011 6:7", "E0011 6:10"]);
    expect(found[0]!.message).toBe("expected `,` or `)`, found `.0` (`t.0` is `t` followed by the float `.0`: YaoXiang has no numeric field access)");
    expect(found[0]!.help).toBe("index the tuple, `t[0]`, or destructure it, `(a, b) = t`");
    // The `)` after `.0`, and line 6 whose `(` recovery skipped, follow from it.
    for (const d of found.slice(1)) expect(d.help).toMatch(/^this probably follows from the error at line 5, column 12: /);
  });

  it("leaves a float after a space alone", async () => {
    const found = await diagnose("main = {\n    print(1 .5)\n}\n");
    expect(found.length).toBeGreaterThan(0);
    for (const d of found) expect(d.message).not.toContain("numeric field access");
  });
});

describe("other languages' lambda, record and closure forms (tester round 33, 47b D5)", () => {
  it("a lambda's result type (Rust's `->`, TypeScript's `:`) says to put the signature on the binding", async () => {
    const [rust] = await diagnose("add = (a: Int, b: Int) -> Int => a + b\n");
    expect(rust!.help).toBe("a lambda has no result type: give the binding the signature, `add: (a: Int, b: Int) -> Int = (a, b) => …`");
    const [ts] = await diagnose("double = (n: Int): Int => n * 2\n");
    expect(ts!.help).toBe("a lambda has no result type: give the binding the signature, `double: (n: Int) -> Int = (n) => …`");
  });

  it("a Rust record literal says to build the record with a call", async () => {
    const [literal] = await diagnose("Point: Type = { x: Int, y: Int }\nmain = {\n    p = Point { x: 1, y: 2 }\n}\n");
    expect(literal!.help).toBe("YaoXiang has no record literals: build the record with a call, `Point(x = 1, y = 2)`");
  });

  it("a Rust closure says to write a lambda", async () => {
    const [closure] = await diagnose("use std.list\nmain = {\n    ys = list.map([1, 2], |x, i| x * i)\n}\n");
    expect(closure!.code).toBe("E0012");
    expect(closure!.help).toBe("YaoXiang has no `|x|` closures: write a lambda, `(x, i) => …`");
  });
});

describe("an unclosed `(` before a body's `{` (tester round 73a D5)", () => {
  it("says to close it before that `{`, not after the body; a lambda's block or a dictionary argument keeps the help to close it after the list", async () => {
    const helpOf = async (source: string) => (await diagnose(source)).find((d) => d.message.startsWith("expected `)`"))?.help;
    expect(await helpOf("f = {\n    if !b.ok( {\n        return 1\n    }\n    return 2\n}\n")).toBe("the `(` is left open before the `{` that ends line 2, which opens the body below: add `)` before that `{`");
    expect(await helpOf("x = list.map(xs, (n) => {\n    n + 1\n}\ny = 2\n")).toBe("add `)` after `}` on line 3, or a `,` if the list goes on");
    expect(await helpOf('x = f({\n    "a": 1\n}\ny = 2\n')).toBe("add `)` after `}` on line 3, or a `,` if the list goes on");
  });
});

describe("a Python habit (tester round 73a D4)", () => {
  it("`if not ready {` gets the help that logical not is `!`", async () => {
    const [first] = await diagnose("main = {\n    if not ready {\n        x = 1\n    }\n}\n");
    expect(first?.help).toBe("YaoXiang has no `not`: logical not is `!` (`if !ready { … }`, syntax.md §5.2)");
  });
});

describe("syntax verdicts on doc-style snippets (tester round 72a)", () => {
  // D3: a loop in a value has no braceless body and no `mut` (syntax.md §4.2, §4.3, §8.13). The tree
  // accepts the superset (README language note 9); the reference's errors are reported, as for `else`.
  it.each([
    ["`for mut` in a binding's value: E0012 at `mut`", "ys = for mut y in xs { y }\n", ["E0012 1:10", "E0018 1:16"]],
    ["`for mut` in a call's argument: E0011 at `mut`", "total(for mut v in vs { v })\n", ["E0011 1:11", "E0018 1:17", "E0011 1:28"]],
    ["a braceless `while` body in a value: E0010 at the body", "x = while c n = n - 1\n", ["E0010 1:13", "E0012 1:13", "E0011 1:15"]],
    ["a braceless `for` body in a value: E0010 at the body", "x = for y in xs y\n", ["E0010 1:17", "E0012 1:17"]],
    ["a braceless `else` in a value (as before)", "b = if c { 1 } else 2\n", ["E0010 1:21", "E0012 1:21"]],
    ["a loop in a value inside a function body", "main = {\n    x = while c n = n - 1\n}\n", ["E0010 2:17", "E0012 2:17", "E0011 2:19"]],
  ])("D3: %s", async (_what, source, expected) => {
    expect(await positions(source)).toEqual(expected);
  });

  it("D3: the error at a `for`'s `mut` in a value says the expression form has none; statement forms stay valid", async () => {
    const [binding] = await diagnose("ys = for mut y in xs { y }\n");
    expect(binding!.message).toContain("a `for` used as a value takes no `mut`");
    expect(await diagnose("main = {\n    for mut y in xs { y = y + 1 }\n    while n > 0 n = n - 1\n    for y in xs print(y)\n    ys = for y in xs { y }\n    zs = [y for y in xs]\n}\n")).toEqual([]);
  });

  // 76b D3: the statement form takes one loop variable name (syntax.md §4.3, §8.11); the tree reads
  // `_` and a tuple there for the value form, so the reference's E0011 comes from the model.
  it.each([
    ["`_`", "main = {\n    for _ in [1, 2, 3] {\n    }\n}\n", "E0011 2:9"],
    ["a tuple", "main = {\n    for (k, v) in [(1, 2)] {\n        print(k)\n    }\n}\n", "E0011 2:9"],
    ["`mut _` at the top level", "for mut _ in xs { print(1) }\n", "E0011 1:9"],
  ])("76b D3: a statement `for` over %s is E0011 at it", async (_what, source, expected) => {
    expect((await positions(source))[0]).toBe(expected);
    expect((await diagnose(source))[0]!.message).toContain("expected one loop variable name after `for`");
  });

  it("76b D3: a name starting with `_` is a loop variable, and the value form takes `_` and a tuple, as a list comprehension does (76a D5)", async () => {
    expect(await diagnose("main = {\n    for _x in xs { print(_x) }\n    ys = for (k, v) in pairs { k }\n    zs = for _ in xs { 0 }\n}\n")).toEqual([]);
    expect(await diagnose("zeros = [0 for _ in 0..n]\nkeys = [k for (k, v) in pairs]\nnext = 1\n")).toEqual([]);
  });

  it("78d D15: a record field typed with a bound list (`child: Drawable + Clickable`, syntax.md §3.4) is no ERROR node", async () => {
    const source = "Widget: Type = { child: Drawable + Clickable, n: Int }\n";
    expect(await diagnose(source)).toEqual([]);
    expect((await parseSource(source, { format: "sexp" })).sexp).toContain("type: (type_bounds (type_identifier) (type_identifier))");
  });

  it("78d D17: an operand-less `return` before a match arm's `,` is E0011 at the `,` (syntax.md §4.4); before `}` or with a value it is valid", async () => {
    const source = "f: (n: Int) -> Int = match n {\n    0 => return,\n    _ => n,\n}\n";
    expect((await positions(source))[0]).toBe("E0011 2:16");
    expect((await diagnose(source))[0]!.message).toBe("expected an expression after `return`, found `,`");
    expect(await diagnose("f: (n: Int) -> Int = match n {\n    0 => return 1,\n    1 => { return },\n    _ => return\n}\n")).toEqual([]);
  });

  it("76a: a triple-quoted string is a literal pattern; `[1,, 2]` says an element is missing; a `\\` at a line's end is no line continuation", async () => {
    expect(await diagnose('x = match s {\n    """a""" => 1,\n    _ => 0,\n}\n')).toEqual([]);
    const [list] = await diagnose("xs = [1,, 2]\n");
    expect(list!.message).toBe("expected an element or `]` after `,`, found `,`");
    const [slash] = await diagnose("total = 1 + \\\n    2\n");
    expect(slash!.code).toBe("E0001");
    expect(slash!.message).not.toContain("\n");
    expect(slash!.message).toContain("no line continuation");
    expect(slash!.span).toEqual([1, 13, 1, 14]);
  });

  // D6: `{` at statement start is a bare block (syntax.md §3.1, §5.8): `"a"` is a statement and `:` cannot start one.
  it.each([
    ["at the top level", '{ "a": 1 }\n', ["E0011 1:6"]],
    ["in a function body", 'main = {\n    { "k": 1 }\n}\n', ["E0011 2:10"]],
    ["with two entries (recovery goes on as the reference's)", '{ "a": 1, "b": 2 }\n', ["E0011 1:6", "E0011 1:9", "E0011 1:14"]],
  ])("D6: a dictionary-looking bare block %s is E0011 at the `:`", async (_where, source, expected) => {
    expect(await positions(source)).toEqual(expected);
    const [first] = await diagnose(source);
    expect(first!.message).toContain("a `{` that starts a statement opens a block, not a dictionary");
  });

  it("D6: a dictionary in a value stays valid", async () => {
    expect(await diagnose('d = { "a": 1 }\nmain = {\n    e = { "k": 1 }\n    f({ "k": 2 })\n}\n')).toEqual([]);
  });

  // D7: a raw line break ends a string (syntax.md §1.9, §1.12): E0001 at the opening quote, however a later line goes on.
  it.each([
    ["an f-string", 'm = f"abc\ndef"\n', [1, 5, 1, 10]],
    ["a string", 's = "abc\ndef"\n', [1, 5, 1, 9]],
    ["a string, a later quote after more code", 's = "abc\nx = 1 + "z"\n', [1, 5, 1, 9]],
    ["a string with no later quote (as before)", 's = "abc\nx = 1\n', [1, 5, 1, 9]],
  ])("D7: %s broken by a line break is one E0001 at its opening quote", async (_what, source, span) => {
    const found = await diagnose(source);
    expect(found.map((d) => [d.code, d.span])).toEqual([["E0001", span]]);
    expect(found[0]!.message).toContain("unterminated string literal");
  });

  it("D7: no message lists tree-sitter's internal `ERROR` symbol as expected", async () => {
    for (const source of ['m = f"abc\ndef"\n', 's = "abc\ndef"\n', 's = "abc\ndef" + 1\n']) {
      for (const d of await diagnose(source)) expect(d.message).not.toContain("`ERROR`");
    }
  });

  // D9: the old-function message quotes what is there.
  it("D9: the old function syntax is quoted without a `= …` the source does not have", async () => {
    const [rust] = await diagnose("impl Point {\n    fn new() -> Point { }\n}\n");
    expect(rust).toMatchObject({ code: "E0012", span: [2, 8, 2, 16] });
    expect(rust!.message).toMatch(/^`new\(\) -> Point` is the old function syntax/);
    const [old] = await diagnose("inc(Int) -> Int = (x) => x + 1\n");
    expect(old!.message).toMatch(/^`inc\(Int\) -> Int = …` is the old function syntax/);
  });
});

describe("the documented superset in a file with a syntax error elsewhere (105a N1)", () => {
  const patterns = "P: Type = { x: Int, y: Int }\n\nf: (s: P) -> Int = {\n    return match s {\n        { x, y } => x + y,\n    }\n}\n\ng: (n: Int) -> Int = {\n    return match n {\n        -1 => 0,\n        _ => n,\n    }\n}\n";

  it("is accepted as in a file without one: only the other statement's error is reported", async () => {
    expect(await positions(patterns)).toEqual([]);
    expect(await positions(`${patterns}\nmain = {\n    z = (1 +\n}\n`)).toEqual(["E0012 18:1", "E0010 19:1"]);
    // Before it too (105c Q2): only the broken statement's error.
    expect(await positions(`g = = 2\n\n${patterns}`)).toEqual(["E0012 1:5"]);
  });

  it("is not the error an unclosed block's help sends the user to (105d R7): the listed error recovery began at is", async () => {
    const source = "main2 = {\n    a = (1,\n}\n\nmain = {\n    v = 3\n    w = match v {\n        -1 => 1,\n        _ => 2,\n    }\n}\n";
    const found = await diagnose(source);
    expect(found.map((d) => `${d.code} ${d.span[0]}:${d.span[1]}`)).toEqual(["E0012 3:1", "E0010 12:1"]);
    expect(found[1]!.message).toBe("expected `}` to close the `{` opened at line 1, found end of file: the `}` on line 10 was skipped while recovering from the error on line 3");
    expect(found[1]!.help).toBe("fix the error on line 3; this one follows from it");
  });
});

describe("Python's `is` and `from … import` (105b P7: the helps sent an agent to braces and statement separators)", () => {
  it.each([
    ["main = {\n    r = 5\n    if r is None {\n        r = 0\n    }\n}\n", "YaoXiang has no `is` or `None`: a value that may be missing is an Option; match it (`match r { (some(v)) => …, none => … }`)"],
    ["main = {\n    r = 5\n    if r is 3 {\n        r = 0\n    }\n}\n", "YaoXiang has no `is`: compare with `==` (`!=` for not equal)"],
    ["from geo.point import Point, origin\n\nmain = {\n    p = origin()\n}\n", "imports are written with `use`: `use geo.point.{Point, origin}`"],
  ])("%j", async (source, help) => {
    expect((await diagnose(source))[0]?.help).toBe(help);
  });
});

describe("a method written with a function word (105d R4)", () => {
  it("is declared on its type in the help, not as a function named like the type", async () => {
    const [first] = await diagnose("Point: Type = { x: Int }\nfn Point.area(self: &Point) -> Int {\n    return self.x\n}\n");
    expect(first?.help).toBe("YaoXiang has no `fn`: a method is a binding on its type, `Point.area: (self: &Point) -> Int = { … }`");
  });
});

describe("a lambda with a result type bound to a method (105d R9)", () => {
  it("is given the method's signature, its type kept", async () => {
    const [first] = await diagnose("Point: Type = { x: Int }\nPoint.dbl = (self: &Point) -> Int => self.x * 2\n");
    expect(first?.help).toBe("a lambda has no result type: give the binding the signature, `Point.dbl: (self: &Point) -> Int = (self) => …`");
  });
});

