// lookup_symbol by position names an interface's (or interface member's)
// implementations when the index is whole, and says they are not known yet
// when the position was answered from an index linked only as far as it
// needed (69a D3): a hover does not wait for the whole index, nor lists a part.
import { describe, expect, it } from "vitest";
import { implementationsAtPosition, SymbolIndex, symbolAtPosition } from "../../../src/analysis/symbols/index.js";
import { OperationCancelledError, runCancellable } from "../../../src/syntax/cancellation.js";
import { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";

const FILES = new Map([
  ["shapes.yx", "Shape: Type = { area: (self: &Shape) -> Float }\n\nPoint: Type = { x: Float }\n"],
  ["square.yx", "use shapes.{Shape}\n\nSquare: Type = { side: Float, Shape }\n\nSquare.area: (self: &Square) -> Float = (self) => self.side * self.side\n"],
]);

/** The index of FILES, whole, or (`partly`) with its sync stopped once shapes.yx is linked, as a call that ran out of time leaves it. */
async function indexed(partly = false): Promise<SymbolIndex> {
  const parser = await sharedParser();
  const files = [...FILES].map(([path, text]) => {
    const doc = new Document(parser, text);
    return { path, document: () => doc };
  });
  const index = new SymbolIndex();
  if (!partly) {
    index.sync(files);
    return index;
  }
  const stop = () => (index.link("shapes.yx") !== undefined ? "timeout" : undefined);
  expect(() => runCancellable({ stopReason: stop }, () => index.sync(files))).toThrow(OperationCancelledError);
  return index;
}

function at(index: SymbolIndex, line: number, column: number): ReturnType<typeof implementationsAtPosition> {
  const found = symbolAtPosition(index, "shapes.yx", line, column);
  if (!found.found) throw new Error(found.what);
  return implementationsAtPosition(index, found.symbol);
}

describe("implementations at a position", () => {
  it("are listed from a whole index, for the interface and its member", async () => {
    const index = await indexed();
    expect(at(index, 1, 1)).toEqual({ implementations: [{ qualified_name: "Square", id: "square.Square", file: "square.yx", span: [3, 1, 3, 7] }], unknown: false });
    expect(at(index, 1, 17).implementations?.map((i) => i.id)).toEqual(["square.Square.area"]);
    // A record and its field: nothing implements them.
    expect(at(index, 3, 1)).toEqual({ implementations: undefined, unknown: false });
  });

  it("are not known from an index not whole yet: said, not listed in part", async () => {
    const index = await indexed(true);
    expect(index.complete).toBe(false);
    expect(at(index, 1, 1)).toEqual({ unknown: true });
    expect(at(index, 1, 17)).toEqual({ unknown: true });
    expect(at(index, 3, 17)).toEqual({ unknown: false });
  });
});
