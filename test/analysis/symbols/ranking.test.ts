// Ranking.top selects the first ids of a large group instead of sorting it
// whole: it must give exactly what a stable sort of every match gives.
import { describe, expect, it } from "vitest";
import type { SymbolInfo } from "../../../src/analysis/symbols/index.js";
import { compareText, Ranking } from "../../../src/analysis/symbols/ranking.js";
import { random } from "../../helpers/random.js";

const SCOPES = ["top-level", "member", "local"] as const;

describe("Ranking.top", () => {
  it("equals a stable sort by (score, scope, name, id) of every match, on 200 seeded cases", () => {
    const next = random(7);
    for (let c = 0; c < 200; c++) {
      const ranking = new Ranking();
      const added: { symbol: SymbolInfo; score: number; order: number }[] = [];
      const count = Math.floor(next() * 3000);
      const names = ["a", "b", "ab"].slice(0, 1 + Math.floor(next() * 3));
      for (let i = 0; i < count; i++) {
        // Few distinct ids: equal ids (other fields differ) must keep their order of arrival.
        const id = `m${Math.floor(next() * (next() < 0.5 ? 20 : 100_000))}`;
        const symbol = { name: names[Math.floor(next() * names.length)]!, scope: SCOPES[Math.floor(next() * 3)]!, origin: "workspace", id, kind: "local", serial: i } as unknown as SymbolInfo;
        const score = Math.floor(next() * 3);
        ranking.add(symbol, score);
        added.push({ symbol, score, order: i });
      }
      const limit = 1 + Math.floor(next() * 300);
      const rank = (s: SymbolInfo) => SCOPES.indexOf(s.scope as (typeof SCOPES)[number]);
      const expected = [...added]
        .sort((x, y) => x.score - y.score || rank(x.symbol) - rank(y.symbol) || compareText(x.symbol.name, y.symbol.name) || compareText(x.symbol.id, y.symbol.id) || x.order - y.order)
        .slice(0, limit);
      const top = ranking.top(limit);
      expect(top.map((t) => t.symbol)).toEqual(expected.map((e) => e.symbol));
      expect(top.map((t) => t.score)).toEqual(expected.map((e) => e.score));
    }
  });

  // The index's tables give a name's symbols as a few runs already in id order (one per
  // table, each in path order). Selecting from them stays linear: ids are counted as they
  // are read and compared (an id object compared with < reports through valueOf).
  it("selects from runs already in id order in linear time, reading each id once", () => {
    let reads = 0;
    let comparisons = 0;
    const idOf = (text: string) => ({ valueOf: () => (comparisons++, text), toString: () => text });
    const symbol = (id: string) =>
      ({
        name: "code",
        scope: "local",
        origin: "workspace",
        kind: "local",
        get id() {
          reads++;
          return idOf(id);
        },
      }) as unknown as SymbolInfo;
    // Two runs over the same range of ids (even and odd copies), as a local name's two tables give them.
    const all = Array.from({ length: 3000 }, (_, i) => symbol(`copy${String(i).padStart(5, "0")}.m.f#code`));
    const even = all.filter((_, i) => i % 2 === 0);
    const odd = all.filter((_, i) => i % 2 === 1);
    const ranking = new Ranking();
    ranking.addBuckets("code", [{ kind: "local", scope: "local", origin: "workspace", symbols: even }], 0, () => true);
    ranking.addBuckets("code", [{ kind: "local", scope: "local", origin: "workspace", symbols: odd }], 0, () => true);
    const top = ranking.top(256);
    expect(top.map((t) => t.symbol)).toEqual(all.slice(0, 256));
    expect(reads).toBe(3000);
    // Linear: a few passes over 3,000 (the middle element as pivot made it 4.5 million).
    expect(comparisons).toBeLessThan(100_000);
  });
});
