// The random-edit property of the incremental checker (incremental.test.ts
// runs a seeded sample of it, incremental.long.test.ts the full run): after
// any sequence of one-line edits, re-checking with every cache kept gives
// exactly what checking the same documents from scratch gives.
//
// Two copies of each workspace get the same edits (so their trees are the
// same: tree-sitter's incremental re-parse may recover from errors unlike a
// fresh parse, which is not what is tested here). Copy A is checked after
// every edit and keeps all its caches; copy B forgets everything before each
// check.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { astOf } from "../../src/syntax/doc-cache.js";
import { documentsHost } from "../../src/semantic/modules/host.js";
import { copyTree, type AstNode } from "../../src/syntax/ast/ast.js";
import { checkDocument, forgetCheckResults } from "../../src/check/index.js";
import { Document } from "../../src/syntax/document.js";
import { sharedParser } from "../../src/syntax/shared-parser.js";
import { findFiles } from "../../src/syntax/conformance.js";

const here = (rel: string) => fileURLToPath(new URL(rel, import.meta.url));
const CORPUS = here("../../corpus");
const FIXTURES = here("../fixtures/workspaces");


function workspaces(): string[] {
  const dirs = (root: string) => readdirSync(root).map((d) => path.join(root, d)).filter((d) => statSync(d).isDirectory());
  return [...dirs(CORPUS), ...dirs(FIXTURES)].filter((d) => findFiles(d).length > 0);
}

/** A small deterministic generator (tests must not flake). */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const TOKENS = ["x", "y", "print", "mut ", "1", '"s"', "io", "main", "Point", "(", ")", "{", "}", " = ", "return ", "&", "&mut ", "[", "]", ".", ",", "if ", "for i in ", "?", "use std.io", "# note"];

/** One random one-line edit of `text`; `lines` are lines of the whole workspace to paste. */
function edit(text: string, lines: readonly string[], random: () => number): string {
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const own = text.split("\n");
  const i = Math.floor(random() * own.length);
  const r = random();
  if (r < 0.12) own.splice(i, 1);
  else if (r < 0.24) own.splice(i, 0, pick(own));
  else if (r < 0.34) own[i] = pick(own);
  else if (r < 0.44) own.splice(i, 0, pick(lines));
  else if (r < 0.52) own[i] = `${own[i]} `;
  else {
    const line = own[i] as string;
    const names = [...line.matchAll(/[A-Za-z_][A-Za-z0-9_]*/g)];
    if (names.length > 0 && random() < 0.5) {
      const name = pick(names);
      const start = name.index ?? 0;
      own[i] = line.slice(0, start) + (random() < 0.5 ? pick(names)[0] : `${name[0]}2`) + line.slice(start + name[0].length);
    } else {
      const at = Math.floor(random() * (line.length + 1));
      own[i] = line.slice(0, at) + pick(TOKENS) + line.slice(at + (random() < 0.5 ? 0 : Math.floor(random() * 5)));
    }
  }
  return own.join("\n");
}

/** Structure, text and offsets of two AST copies, or the first difference. */
export function sameAst(a: AstNode, b: AstNode): string | null {
  const stack: [AstNode, AstNode][] = [[a, b]];
  while (stack.length > 0) {
    const [x, y] = stack.pop() as [AstNode, AstNode];
    if (
      x.type !== y.type ||
      x.named !== y.named ||
      x.field !== y.field ||
      x.missing !== y.missing ||
      x.start !== y.start ||
      x.end !== y.end ||
      x.leafText !== y.leafText ||
      x.children.length !== y.children.length
    ) {
      return `${x.type}@${x.start}-${x.end} vs ${y.type}@${y.start}-${y.end}`;
    }
    x.children.forEach((child, i) => {
      if (child.parent !== x) throw new Error(`bad parent link under ${x.type}@${x.start}`);
      stack.push([child, y.children[i] as AstNode]);
    });
  }
  return null;
}

/**
 * `steps` random one-line edits (from `seed`) per workspace of corpus/ and of
 * the fixtures, each followed by an incremental and a from-scratch check of
 * every file, which must agree. Returns how many file checks were compared.
 */
export async function recheckAgrees(steps: number, seed: number): Promise<number> {
  const parser = await sharedParser();
  const random = generator(seed);
  let compared = 0;
  for (const root of workspaces()) {
    const texts = new Map(findFiles(root).map((f) => [path.relative(root, f).split(path.sep).join("/"), readFileSync(f, "utf8")]));
    const a = new Map([...texts].map(([rel, text]) => [rel, new Document(parser, text)]));
    const b = new Map([...texts].map(([rel, text]) => [rel, new Document(parser, text)]));
    const hostA = documentsHost(a);
    const hostB = documentsHost(b);
    const lines = [...texts.values()].flatMap((t) => t.split("\n"));
    const files = [...texts.keys()];
    try {
      for (const file of files) checkDocument(hostA, file, a.get(file) as Document);
      for (let step = 0; step < steps; step++) {
        const changed = files[Math.floor(random() * files.length)] as string;
        const text = edit(texts.get(changed) as string, lines, random);
        texts.set(changed, text);
        a.get(changed)?.update(text);
        b.get(changed)?.update(text);
        const doc = a.get(changed) as Document;
        expect(sameAst(astOf(doc), copyTree(doc.tree, doc.text)), `AST of ${changed} after step ${step}`).toBeNull();
        for (const file of files) {
          const incremental = checkDocument(hostA, file, a.get(file) as Document);
          for (const d of b.values()) forgetCheckResults(d);
          const fresh = checkDocument(hostB, file, b.get(file) as Document);
          expect(incremental, `${path.basename(root)}/${file} after editing ${changed} (step ${step}):\n${texts.get(changed)}`).toEqual(fresh);
          compared++;
        }
      }
    } finally {
      for (const d of [...a.values(), ...b.values()]) d.dispose();
    }
  }
  return compared;
}
