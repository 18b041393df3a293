// The random-edit property of document.test.ts at full strength.
import { describe, it } from "vitest";
import { sharedParser } from "../../src/syntax/shared-parser.js";
import { documentEditsAgree } from "./reparse.js";

describe("Document (long)", () => {
  it("incremental updates give the same tree as a fresh parse (2,000 random edits)", async () => {
    documentEditsAgree(await sharedParser(), 2_000, 42);
  });
});
