// One YaoXiang parser for the whole process. Parsing is synchronous and Node
// runs one call at a time, so a single Parser serves every caller.
import type { Parser } from "web-tree-sitter";
import { createParser } from "./language.js";

let shared: Promise<Parser> | undefined;

export function sharedParser(): Promise<Parser> {
  shared ??= createParser();
  return shared;
}
