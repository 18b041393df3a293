// What the module analyses need to know about the project: which source files
// exist (for `use` resolution) and their parsed documents (for exports).
// `workspaceHost` adapts a WorkspaceView; tests may build a host from plain
// documents with `documentsHost`.
import type { WorkspaceView } from "../../project/workspace.js";
import type { Document } from "../../syntax/document.js";
import { listingFromPaths, type SourceListing } from "./resolve-module.js";

export interface ModuleHost {
  /** Which root-relative source files exist (case-sensitive). */
  readonly listing: SourceListing;
  /** The parsed document of a root-relative source file, or undefined when it cannot be read. */
  document(rel: string): Document | undefined;
  /** The text of a root-relative source file without parsing it, where the host has it. */
  readonly text?: (rel: string) => string | undefined;
}

const hosts = new WeakMap<readonly unknown[], ModuleHost>();

/**
 * A host over the indexed files of a workspace view. Imports resolve only to
 * indexed files (every `*.yx` below the root except under `.git`,
 * `.yaoxiang`, `target`, `node_modules` and hidden directories, §2.5).
 * Built once per view (the view's file list identifies it).
 */
export function workspaceHost(view: WorkspaceView): ModuleHost {
  let host = hosts.get(view.files);
  if (!host) {
    const skipped = new Map(view.skipped.map((s) => [s.file, s.why]));
    const paths = listingFromPaths(view.files.map((f) => f.path));
    const listing: SourceListing = {
      hasFile: (rel) => paths.hasFile(rel),
      get files() {
        return paths.files;
      },
      skippedWhy: (rel) => skipped.get(rel),
      ...(view.unindexedWhy ? { unindexedWhy: (rel: string) => view.unindexedWhy!(rel) } : {}),
    };
    host = {
      listing,
      document: (rel) => {
        const file = view.file(rel);
        return file?.indexed ? file.document() : undefined;
      },
      text: (rel) => {
        const file = view.file(rel);
        return file?.indexed ? file.text : undefined;
      },
    };
    hosts.set(view.files, host);
  }
  return host;
}

/** A host over a fixed map of root-relative path → document. */
export function documentsHost(documents: ReadonlyMap<string, Document>): ModuleHost {
  return { listing: listingFromPaths(documents.keys()), document: (rel) => documents.get(rel) };
}
