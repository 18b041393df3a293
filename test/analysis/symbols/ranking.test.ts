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
});
