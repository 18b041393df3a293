// Qualified names of symbols (modules-and-workspace.md §4.3): `Type.member`
// for members, `owner#name` for locals. One flat interned copy per pair: a
// workspace has tens of thousands of definitions but a few thousand
// distinct pairs.
import { intern } from "./positions.js";

interface PairTable {
  readonly separator: string;
  readonly byOwner: Map<string, Map<string, string>>;
}

const LOCAL_NAMES: PairTable = { separator: "#", byOwner: new Map() };
const MEMBER_NAMES: PairTable = { separator: ".", byOwner: new Map() };

/** `Type.member`. */
export function memberName(container: string, name: string): string {
  return qualifiedPair(MEMBER_NAMES, container, name);
}

/** `owner#name` (`#name` outside any function). */
export function localName(owner: string | null, name: string): string {
  return qualifiedPair(LOCAL_NAMES, owner ?? "", name);
}

function qualifiedPair(table: PairTable, owner: string, name: string): string {
  let byName = table.byOwner.get(owner);
  if (!byName) {
    if (table.byOwner.size > 50_000) table.byOwner.clear(); // bounded, like the name table
    byName = new Map();
    table.byOwner.set(owner, byName);
  }
  let qualified = byName.get(name);
  if (qualified === undefined) {
    qualified = intern([owner, name].join(table.separator));
    byName.set(name, qualified);
  }
  return qualified;
}
