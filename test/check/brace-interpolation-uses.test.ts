// `{{name}}` in an f-string: the compiler's lexer turns `{{` into `{` before
// its parser splits the f-string, so it interpolates `name` (syntax.md §1.12,
// fstrings.ts). typecheck reads it so (E1001 where nothing is bound); the
// symbol tools now read it as the same use (tester round 76d D2: a rename
// left it behind, where it then named another binding without a word).
import { describe, expect, it } from "vitest";
import { renameSymbol } from "../../src/analysis/rename/index.js";
import { findReferences } from "../../src/analysis/symbols/index.js";
import { leadingExpressionLength } from "../../src/syntax/brace-interpolation.js";
import { indexOf } from "../analysis/symbols/workspace.js";
import { check, codes, typesAt } from "./helpers.js";

const SOURCE = 'title = "top"\n\nshow: (title: String) -> String = (title) => f"{{title}} / {title}"\n\nmain = {\n    print(show("x"))\n}\n';

describe("a `{{name}}` the compiler interpolates is a use of the name (76d D2)", () => {
  it("a rename of the parameter renames it with the other uses", async () => {
    const renamed = await renameSymbol({ source: SOURCE, oldName: "title", newName: "heading", scope: { kind: "function", name: "show" } });
    expect(renamed.diagnostics).toEqual([]);
    expect(renamed.source).toContain('(heading: String) -> String = (heading) => f"{{heading}} / {heading}"');
    expect(renamed.source).toContain('title = "top"');
    expect(codes(await check(renamed.source))).toEqual(codes(await check(SOURCE)));
  });

  it("lookup at it finds the parameter, with its type", async () => {
    expect(await typesAt(SOURCE, [[3, 50]])).toEqual(["String"]);
  });

  it("an unbound one stays E1001, and text that is no name stays text", async () => {
    // `{{1 + 2}}` is an interpolation of `1 + 2` to the compiler, which the tool's own warning says.
    expect(codes(await check('main = {\n    s = f"{{nobody}}"\n    t = f"{{1 + 2}} {{ }}"\n}\n'))).toEqual(["E1001@2", "MCP-BRACES-INTERPOLATED@3"]);
  });
});

// 105a N2: only a bare `{{name}}` was read; the compiler interpolates any expression there
// (`{{a + 1}}`, `{{s.h}}`), so a rename of `a`, `s` or `Size.h` left them without a word.
describe("a `{{ … }}` expression the compiler interpolates is read as a real interpolation is", () => {
  const PROGRAM = 'Size: Type = { x: Int, h: Int }\n\nmain = {\n    s = Size(3, 4)\n    a = 5\n    print(f"{{s.h}} {{a + 1}} {{s}} {{a braces}}")\n    print(f"{{zz.h}} {{qq + 1}} {{1 + 2}} {{ + }}")\n}\n';

  it("reports each unbound name of it (E1001, saying why), and leaves text that is no expression alone", async () => {
    const diagnostics = (await check(PROGRAM)).filter((d) => d.severity === "error");
    expect(diagnostics.map((d) => `${d.code} ${d.span[0]}:${d.span[1]} ${d.message}`)).toEqual([
      "E1001 7:15 'zz' is not defined here: the compiler reads `{{zz.h}}` in an f-string as an interpolation, not as literal braces",
      "E1001 7:24 'qq' is not defined here: the compiler reads `{{qq + 1}}` in an f-string as an interpolation, not as literal braces",
    ]);
  });

  it("lists its names and members among the uses, and a rename changes them with the others", async () => {
    const { index } = await indexOf(new Map([["main.yx", PROGRAM]]));
    const spans = (query: string) => findReferences(index, { query }).locations.map((l) => `${l.span[0]}:${l.span[1]} ${l.kind}`);
    expect(spans("main#s")).toEqual(["4:5 definition", "6:15 read", "6:33 read"]);
    expect(spans("main#a")).toEqual(["5:5 definition", "6:23 read", "6:39 read"]);
    expect(spans("Size.h")).toEqual(["1:24 definition", "6:17 read"]);
    const renamed = await renameSymbol({ source: PROGRAM, oldName: "a", newName: "count", scope: { kind: "function", name: "main" } });
    expect(renamed.source).toContain('print(f"{{s.h}} {{count + 1}} {{s}} {{count braces}}")');
    expect(codes(await check(renamed.source))).toEqual(codes(await check(PROGRAM)));
  });

  it("reads the name before another word as the value, in a real interpolation too (`{a b}`: the rest is ignored)", async () => {
    expect(await typesAt('main = {\n    a = 5\n    print(f"{a b} {{a c}}")\n}\n', [[3, 14], [3, 22]])).toEqual(["Int", "Int"]);
    // An operator after it goes on with the expression, which then fails: the whole interpolation is text.
    const found = await check('main = {\n    print(f"{zz +} {{zz -}} {zz b}")\n}\n');
    expect(found.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}:${d.span[1]}`)).toEqual(["E1001 2:30"]);
  });

  it("reads the leading name before a `,` or a `:` too, and a `{{name}` a lone `}` closes (105c Q3)", async () => {
    const source = 'main = {\n    a = 1\n    b = 2\n    print(f"set {{a, b}} pair {{a: 1}} half {{a}")\n    print(f"{{qc, qd}} {{qe: 1}} {{qb}")\n}\n';
    const found = await check(source);
    expect(found.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}:${d.span[1]}`)).toEqual(["E1001 5:15", "E1001 5:26", "E1001 5:36"]);
    const { index } = await indexOf(new Map([["main.yx", source]]));
    expect(findReferences(index, { query: "main#a" }).locations.map((l) => `${l.span[0]}:${l.span[1]}`)).toEqual(["2:5", "4:19", "4:33", "4:47"]);
  });

  it("reads only the expression the compiler's parser reads before it stops, whatever the names (105d R3)", async () => {
    expect(["a, b, b", "a; b", "a: >4", "b.idd, b.id", "a b", "a and b", "a + b", "f(a, b), c", '"x, y", z', "a:>4"].map((raw) => raw.slice(0, leadingExpressionLength(raw)))).toEqual([
      "a", "a", "a", "b.idd", "a", "a and b", "a + b", "f(a, b)", '"x, y"', "a:>4",
    ]);
    const source = 'T: Type = { id: Int }\nmain = {\n    b = T(2)\n    print(f"one {{a, b, b}} two {{a; b}} three {{a: >4}} four {{b.idd, b.id}}")\n}\n';
    expect((await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}:${d.span[1]}`)).toEqual(["E1001 4:19", "E1001 4:35", "E1001 4:50", "E1042 4:67"]);
  });
});

