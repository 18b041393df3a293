// Long runs of bare tokens in ERROR nodes (a file of `{` lines) are blanked
// out for the locals.scm query, whose cursor costs (run length)² over them
// (src/semantic/model/token-runs.ts). They hold no name, so the model of what
// stands around them keeps its definitions and references; well-formed code
// never has such a run. Speed through the server: test/mcp/hostile-inputs.long.test.ts.
import { afterEach, describe, expect, it } from "vitest";
import { analyse } from "../../src/semantic/index.js";
import { MAX_TOKEN_RUN, tokenRuns } from "../../src/semantic/model/token-runs.js";
import { documentsHost } from "../../src/semantic/modules/host.js";
import { astOf } from "../../src/syntax/doc-cache.js";
import { Document } from "../../src/syntax/document.js";
import { sharedParser } from "../../src/syntax/shared-parser.js";

const docs: Document[] = [];

async function documentOf(text: string): Promise<Document> {
  const doc = new Document(await sharedParser(), text);
  docs.push(doc);
  return doc;
}

afterEach(() => {
  for (const doc of docs.splice(0)) doc.dispose();
});

describe("token runs", () => {
  it("finds a run of more than the limit of bare tokens in an ERROR node, as one range", async () => {
    const braces = "{\n".repeat(MAX_TOKEN_RUN + 1);
    const text = `f = 1\n${braces}`;
    expect(tokenRuns(astOf(await documentOf(text)))).toEqual([{ start: 6, end: text.length - 1 }]);
    expect(tokenRuns(astOf(await documentOf(`f = 1\n${"{\n".repeat(MAX_TOKEN_RUN)}`)))).toEqual([]);
  });

  it("finds none in well-formed code with many tokens", async () => {
    const text = `xs = [${Array.from({ length: 2_000 }, (_, i) => i).join(", ")}]\nmain = { if a { b } else { c } }\n`;
    expect(tokenRuns(astOf(await documentOf(text)), 2)).toEqual([]);
  });

  it("keeps the definitions and references around a run blanked for the query", async () => {
    const text = `f = 1\ng = () => { a = f }\n${"{\n".repeat(2 * MAX_TOKEN_RUN)}h = f\n`;
    const doc = await documentOf(text);
    const { model } = analyse(documentsHost(new Map([["main.yx", doc]])), "main.yx", doc);
    expect(model.definitions.map((d) => `${d.name}:${d.kind}`)).toEqual(["f:variable", "g:function", "a:local", "h:variable"]);
    const uses = model.references.filter((r) => r.name === "f");
    expect(uses.map((r) => [text.slice(0, r.start).split("\n").length, r.resolution.kind])).toEqual([
      [2, "definition"],
      [2 * MAX_TOKEN_RUN + 3, "definition"],
    ]);
    expect(model.unanalysed).toEqual([]);
  });
});
