// Whether a document's tree has an ERROR or MISSING node, cached per version
// (read while the tree is there, so hints never re-parse a released tree).
import type { Document } from "../../syntax/document.js";
import { perVersion } from "../../syntax/doc-cache.js";

export function treeHasErrors(doc: Document): boolean {
  return perVersion(doc, "symbols.treeHasErrors", (d) => d.tree.rootNode.hasError);
}
