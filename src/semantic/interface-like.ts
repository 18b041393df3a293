// Whether a type of a file is one whose listers implement what it declares
// and lists: an interface, a bundle of interfaces (`Sellable: Type = {
// Priced, Named }`), or a generic interface (`Sink: (T: Type) -> Type = {
// take: … }`, which the checker reads as a record). The symbol tools ask it
// of a listed type declared in another file, to link a family of methods.
import type { Document } from "../syntax/document.js";
import { isGenericInterface, isInterfaceLike } from "./types/declarations.js";
import { declarationsOfDocument } from "./walk/context.js";

export function isListableType(file: string, doc: Document, name: string): boolean {
  const decl = declarationsOfDocument(file, doc).types.get(name);
  return isInterfaceLike(decl) || isGenericInterface(decl);
}
