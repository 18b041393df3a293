// Agreement with the reference compiler on the shared corpus
// (shared/corpus/yx/manifest.json): every file is checked alone (project
// root = its directory, as the reference checks one file at a time), then
// compared with the reference verdict:
//   clean        → no error at all (the hard target: a false error sends an
//                  agent into a useless fix loop);
//   otherwise    → the same codes on the same lines, duplicates ignored; a
//                  reference line 0 (no position) compares the code alone.
// Two measures of issue 12 come with it: the coverage of the compiler's
// codes (every code of a rejected file found on its line, extra errors
// allowed), and, on the files the compiler's parser rejects, whether our
// default (collect-all) check reports a checker error that stems from a
// statement the syntax error broke (a cascade an agent would "fix").
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Parser } from "web-tree-sitter";
import { documentsHost } from "../semantic/modules/host.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { Document } from "../syntax/document.js";
import { LineIndex } from "../syntax/line-index.js";
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
  /** Syntax-error files: our default check's errors that stem from a broken statement (`CODE@line`). */
  cascades?: string[];
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
      const host = documentsHost(new Map([[name, doc]]));
      const result = compare(item, checkDocument(host, name, doc, { referenceMode: true }));
      if (item.reference.verdict === "syntax-error") result.cascades = cascades(doc, checkDocument(host, name, doc));
      out.push(result);
    } finally {
      doc.dispose();
    }
  }
  return out;
}

/** A syntax-error file whose default check has no checker error from a broken statement. */
export function cascadeFree(result: FileAgreement): boolean {
  return (result.cascades ?? []).length === 0;
}

/** Whether every code the reference reports is ours on its line (extra errors allowed). */
export function covers(result: FileAgreement): boolean {
  return result.verdict !== "clean" && result.missing.length === 0;
}

/**
 * The checker errors of `ours` (a default check of `doc`) that stem from a
 * top-level statement with an ERROR or MISSING node: inside it, or naming
 * (E1001, E1042) or calling (E1010, E1002 at a call) something that only
 * such a statement declares. Read off the tree and the text, independently
 * of how the checker avoids them.
 */
export function cascades(doc: Document, ours: readonly Diagnostic[]): string[] {
  const text = doc.text;
  const index = new LineIndex(text);
  const broken = doc.tree.rootNode.children.filter((c): c is NonNullable<typeof c> => c !== null && c.hasError);
  if (broken.length === 0) return [];
  const spans = broken.map((n) => index.span(n.startPosition, n.endPosition));
  const declared = new Set<string>();
  for (const n of broken) for (const m of n.text.matchAll(/^[ \t]*(?:pub\s+)?(?:mut\s+)?(?:[A-Za-z_]\w*\.)?([A-Za-z_]\w*)\s*[:=]/gm)) declared.add(m[1] as string);
  const lineStarts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) lineStarts.push(i + 1);
  // Span columns count code points.
  const offsetOf = (line: number, column: number): number => {
    let offset = lineStarts[line - 1] ?? text.length;
    for (let c = 1; c < column && offset < text.length; c++) offset += (text.codePointAt(offset) ?? 0) > 0xffff ? 2 : 1;
    return offset;
  };
  return ours
    .filter((d) => d.severity === "error" && !d.code.startsWith("E0"))
    .filter((d) => {
      if (spans.some((s) => (d.span[0] > s[0] || (d.span[0] === s[0] && d.span[1] >= s[1])) && (d.span[0] < s[2] || (d.span[0] === s[2] && d.span[1] < s[3])))) return true;
      const at = offsetOf(d.span[0], d.span[1]);
      const named = text.slice(at, offsetOf(d.span[2], d.span[3]));
      if ((d.code === "E1001" || d.code === "E1042") && declared.has(named)) return true;
      const callee = /([A-Za-z_]\w*)\s*$/.exec(text.slice(Math.max(0, at - 80), at))?.[1];
      return (d.code === "E1010" || d.code === "E1002") && named === "(" && callee !== undefined && declared.has(callee);
    })
    .map((d) => `${d.code}@${d.span[0]}`);
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
