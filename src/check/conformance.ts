// Agreement with the reference compiler on the shared corpus
// (shared/corpus/yx/manifest.json): every file is checked alone (project
// root = its directory, as the reference checks one file at a time), then
// compared with the reference verdict:
//   clean        → no error at all (the hard target: a false error sends an
//                  agent into a useless fix loop);
//   otherwise    → the same codes on the same lines, duplicates ignored; a
//                  reference line 0 (no position) compares the code alone.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Parser } from "web-tree-sitter";
import { documentsHost } from "../semantic/modules/host.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { Document } from "../syntax/document.js";
import { checkDocument } from "./check-file.js";

export interface ReferenceError {
  code: string;
  line: number;
}

export interface FileAgreement {
  file: string;
  verdict: "clean" | "syntax-error" | "check-error";
  expected: ReferenceError[];
  ours: Diagnostic[];
  agrees: boolean;
  /** Reference errors we do not report, and our errors the reference does not. */
  missing: string[];
  extra: string[];
}

interface ManifestItem {
  file: string;
  reference: { verdict: FileAgreement["verdict"]; errors: ReferenceError[] };
}

export function checkCorpus(dir: string, parser: Parser): FileAgreement[] {
  const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as { items: ManifestItem[] };
  const out: FileAgreement[] = [];
  for (const item of manifest.items) {
    const text = readFileSync(join(dir, item.file), "utf8");
    const name = item.file.split("/").pop() as string;
    const doc = new Document(parser, text);
    try {
      const ours = checkDocument(documentsHost(new Map([[name, doc]])), name, doc, { referenceMode: true });
      out.push(compare(item, ours));
    } finally {
      doc.dispose();
    }
  }
  return out;
}

export function compare(item: ManifestItem, ours: Diagnostic[]): FileAgreement {
  const errors = ours.filter((d) => d.severity === "error");
  const expected = item.reference.errors;
  const key = (code: string, line: number) => `${code}@${line}`;
  const oursKeys = new Set(errors.map((d) => key(d.code, d.span[0])));
  const oursCodes = new Set(errors.map((d) => d.code));
  const missing = new Set<string>();
  const covered = new Set<string>();
  for (const e of expected) {
    if (e.line === 0) {
      if (oursCodes.has(e.code)) {
        for (const d of errors) if (d.code === e.code) covered.add(key(d.code, d.span[0]));
      } else {
        missing.add(`${e.code}@?`);
      }
    } else if (oursKeys.has(key(e.code, e.line))) {
      covered.add(key(e.code, e.line));
    } else {
      missing.add(key(e.code, e.line));
    }
  }
  const extra = [...oursKeys].filter((k) => !covered.has(k));
  const agrees = item.reference.verdict === "clean" ? errors.length === 0 : missing.size === 0 && extra.length === 0;
  return { file: item.file, verdict: item.reference.verdict, expected, ours, agrees, missing: [...missing], extra };
}
