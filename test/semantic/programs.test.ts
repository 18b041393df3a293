// The programs of test/fixtures/programs (written for issue 11's member
// cases, see its README) type-check with no diagnostic, and the semantic
// model attributes every `.member` use in them to a member, an export or a
// function, except those listed, whose receivers' types it does not infer
// (it says so: they are `possible` uses).
import { statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkDocument } from "../../src/check/index.js";
import { semanticModel } from "../../src/semantic/index.js";
import { documentsHost } from "../../src/semantic/modules/host.js";
import { findFiles } from "../../src/syntax/conformance.js";
import { Document } from "../../src/syntax/document.js";
import { sharedParser } from "../../src/syntax/shared-parser.js";
import { PROGRAMS, programWorkspaces } from "../analysis/symbols/workspace.js";

/**
 * `file line:col receiver.member why` of the member uses the model cannot
 * attribute, each listed by `find_references` under `possible`: their
 * receivers' types come from what the model does not infer yet.
 */
const UNATTRIBUTED: readonly string[] = [
  // The result of a std function whose signature in the std tables has no type parameter
  // (`list.last: (list: &List) -> Any`; `dict.values` and `dict.keys` are typed from their names).
  "17-scheduler.yx 161:40 final.name receiver",
  "17-scheduler.yx 161:67 final.waited receiver",
  // A lambda passed where the std table says `item: Any` (`list.find_index(shelves, (s) => …)`).
  "warehouse/src/sim.yx 34:57 s.label receiver",
  // A local lambda's unannotated parameter, typed only by the call after it (`near = (p) => p.dist(…)`).
  "warehouse/src/main.yx 65:21 p.dist receiver",
  // A payload pattern (`(some(h))`) on the result of a std function (`weak.upgrade`), untyped as above.
  "20-cargo-ownership.yx 132:24 h.max_single receiver",
  // A list that starts as `[]`, read (in a loop) before the walk reaches what it is grown with.
  "19-sales-report.yx 74:46 other.total receiver",
];

describe("the written programs: clean, and every member use attributed", () => {
  const all: string[] = [];
  for (const workspace of programWorkspaces()) {
    it(workspace.label, async () => {
      const parser = await sharedParser();
      const docs = new Map([...workspace.files].map(([rel, text]) => [rel, new Document(parser, text)] as const));
      const host = documentsHost(docs);
      for (const [rel, doc] of docs) {
        expect(checkDocument(host, rel, doc).map((d) => `${rel} ${d.code} ${d.span[0]}:${d.span[1]}`)).toEqual([]);
        for (const m of semanticModel(host, rel, doc).members) {
          const r = m.resolution;
          const where = workspace.label === rel ? rel : `${workspace.label}/${rel}`;
          if (r.kind === "unknown" || r.kind === "missing") all.push(`${where} ${m.span[0]}:${m.span[1]} ${m.receiver ?? ""}.${m.member} ${r.kind === "unknown" ? r.why : "missing"}`);
        }
      }
      for (const doc of docs.values()) doc.dispose();
    });
  }

  it("leaves only the member uses whose receiver's type comes from what is not inferred (listed by reason)", () => {
    expect(statSync(PROGRAMS).isDirectory()).toBe(true);
    expect(all.sort()).toEqual([...UNATTRIBUTED].sort());
  });
});

// Every program file is in some workspace (a nested folder is not dropped).
it("every .yx file of test/fixtures/programs belongs to one workspace", () => {
  const listed = programWorkspaces().flatMap((w) => [...w.files.keys()].map((rel) => (w.label.endsWith(".yx") ? rel : `${w.label}/${rel}`)));
  const onDisk = findFiles(PROGRAMS, ".yx").map((f) => path.relative(PROGRAMS, f).split(path.sep).join("/"));
  expect(listed.sort()).toEqual(onDisk.sort());
});
