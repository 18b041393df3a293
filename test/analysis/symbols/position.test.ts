// symbolAtPosition, the resolver behind the position forms of lookup_symbol,
// find_references (and rename_symbol's): on the W6 fixture (members used
// in every way issue 11 lists) as a pure function over the index.
import { describe, expect, it } from "vitest";
import { symbolAtPosition, type PositionResult } from "../../../src/analysis/symbols/index.js";
import { COMPOSITIONS, indexOf } from "./workspace.js";

const { index } = await indexOf(COMPOSITIONS.w6);

function found(r: PositionResult): string {
  return r.found ? `${r.symbol.id} ${r.occurrence.kind} ${r.type ?? "?"}${r.via ? ` via ${r.via}` : ""}` : `nothing: ${r.what}`;
}

describe("symbolAtPosition (W6)", () => {
  it("a member through a borrowed receiver, the borrow's type, and a cursor inside or right after a name", () => {
    expect(found(symbolAtPosition(index, "src/main.yx", 7, 7))).toBe("geometry.Point.shift call (Float) -> Void");
    expect(found(symbolAtPosition(index, "src/main.yx", 7, 9))).toBe("geometry.Point.shift call (Float) -> Void");
    expect(found(symbolAtPosition(index, "src/main.yx", 7, 12))).toBe("geometry.Point.shift call (Float) -> Void");
    expect(found(symbolAtPosition(index, "src/main.yx", 7, 5))).toBe("main.main#m@6:5 write &mut Point");
  });

  it("an aliased import item, a module-qualified constructor, an interface member through a declared type", () => {
    expect(found(symbolAtPosition(index, "src/main.yx", 2, 31))).toBe("geometry.Point import Point via P");
    expect(found(symbolAtPosition(index, "src/main.yx", 10, 9))).toBe("geometry.Point call Point via P");
    expect(found(symbolAtPosition(index, "src/main.yx", 8, 9))).toBe("geometry read module geometry");
    // A module named in a `use` path is the same module as where it is used.
    expect(found(symbolAtPosition(index, "src/main.yx", 1, 5))).toBe("geometry import module geometry");
    expect(found(symbolAtPosition(index, "src/main.yx", 2, 6))).toBe("geometry import module geometry");
    expect(found(symbolAtPosition(index, "src/main.yx", 8, 18))).toBe("geometry.Point call Point");
    expect(found(symbolAtPosition(index, "src/main.yx", 23, 11))).toBe("geometry.Shape.area call () -> Float") // the method as called (the receiver fills `self`);
  });

  it("says what is there when no symbol is", () => {
    expect(found(symbolAtPosition(index, "src/main.yx", 13, 5))).toBe("nothing: the keyword `for`");
    expect(found(symbolAtPosition(index, "src/main.yx", 7, 16))).toBe("nothing: the `)` token");
    expect(found(symbolAtPosition(index, "src/main.yx", 200, 1))).toMatch(/^nothing: past the end of the file/);
    expect(found(symbolAtPosition(index, "src/nope.yx", 1, 1))).toMatch(/not a \.yx file of the workspace/);
  });

  it("at a member of a receiver of unknown type, says find_references lists it only if some type has such a member (69a D5)", async () => {
    const { index: small } = await indexOf(new Map([["a.yx", "main = {\n    unknown.thing()\n}\n"]]));
    expect(found(symbolAtPosition(small, "a.yx", 2, 13))).toBe(
      'nothing: the member `.thing` of `unknown`, whose type is not known: if a type of the workspace has a member of that name, find_references {query: "thing"} lists this place among its possible uses; typecheck tells whether `unknown` is defined',
    );
  });

  it("at a member of a std module the file does not import, says so, as typecheck's E1001 does (84b D4)", async () => {
    const { index: small } = await indexOf(new Map([["a.yx", "use std.string.{upper}\nmain = {\n    z = string.upper(\"d\")\n}\n"]]));
    expect(found(symbolAtPosition(small, "a.yx", 3, 16))).toBe(
      "nothing: the member `.upper` of `string`, which names no module here: std.string is not imported (typecheck reports E1001; add `use std.string`)",
    );
  });
});

describe("a position at the end of a CRLF line (98b D4)", () => {
  it("is past the end one column after the last character, as in an LF file: at the `\\r` a cursor touches the last token", async () => {
    for (const eol of ["\n", "\r\n"]) {
      const { index: own } = await indexOf(new Map([["src/main.yx", `main = {${eol}    total = 1${eol}}${eol}`]]));
      // `    total = 1`: 13 characters; 14 is right after the `1`.
      expect(found(symbolAtPosition(own, "src/main.yx", 2, 14)), JSON.stringify(eol)).toBe("nothing: an integer literal");
      // Counted as spans count them: a CRLF line's CR is its last column (99e D3).
      const has = eol === "\n" ? "13 character(s)" : "14 column(s), the last its CR";
      expect(found(symbolAtPosition(own, "src/main.yx", 2, 15)), JSON.stringify(eol)).toBe(`nothing: past the end of line 2 (column 15; the line has ${has})`);
    }
  });
});
