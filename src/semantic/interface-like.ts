// Whether a type of a file is an interface or a bundle of interfaces
// (`Sellable: Type = { Priced, Named }`): a type whose listers implement
// what it declares and lists. The symbol tools ask it of a listed type
// declared in another file (the checker reads the same declarations).
import type { Document } from "../syntax/document.js";
import { isInterfaceLike } from "./types/declarations.js";
import { declarationsOfDocument } from "./walk/context.js";

export function isInterfaceLikeType(file: string, doc: Document, name: string): boolean {
  return isInterfaceLike(declarationsOfDocument(file, doc).types.get(name));
}
