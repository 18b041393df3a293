// Workspace symbols: a per-root index over every file's scope graph, linked
// across files through `use` (modules-and-workspace.md §4, §5.7).
//
//   const { index } = symbolIndexFor(view);        // incremental, per root
//   lookupSymbols(index, { query: "Point.norm" });  // lookup_symbol
//   findReferences(index, { query: "distance" });   // find_references
//   symbolAtPosition(index, "src/main.yx", 7, 5);   // the symbol named there (hover, go-to-definition)
//   fileOutline(index, "src/shapes.yx");            // list_symbols
export { SymbolIndex, type IndexedFile, type SyncStats } from "./workspace-index.js";
export { answerFromIndex, buildInBackground, flushSaves, indexForOutline, incompleteIndexRoots, symbolIndexBuilds, symbolIndexesSettled, symbolIndexFor } from "./registry.js";
export { observeLinking, type LinkObserver } from "./link-progress.js";
export { failedImporters, type FailedImporter } from "./failed-importers.js";
export { brokenFilesMentioning, listedFiles } from "./hint.js";
export { moduleClashOf, moduleClashText, type ModuleClash } from "./module-clash.js";
export { uncoveredNameStarts } from "./uncovered-names.js";
export { answerFocused, exactFocus, fileFocus, focusedSymbolAt, type IndexFocus } from "./focus.js";
export { foundOf, implementationsAtPosition, lookupFocus, lookupRanked, lookupSymbols, MAX_LOOKUP_RESULTS, type FoundSymbol, type LookupOptions, type LookupResult, type RankedSymbol } from "./lookup.js";
export { aliasesOfOthers, findReferences, referencesOf, resolveQuery, unanalysedMentionsOf, type ReferencesOptions, type ReferencesResult } from "./references.js";
export { namesAtPosition, symbolAtPosition, symbolById, type PositionNothing, type PositionResult, type PositionSymbol } from "./position.js";
export { fileOutline, folderOutline, implementedNames, linkedForOutline, outlineCaveat, outlineOf, type OutlineSymbol } from "./outline.js";
export { bodyOf, declarationText, docSummary, foundSymbolWire, implementationsWire, overloadsWire, lineTexts, locationsWire, MAX_DOC_SUMMARY, MAX_LINE_TEXT, possibleWire, symbolWire } from "./wire.js";
export { SYMBOL_KINDS, occurrenceJson, symbolJson, type Occurrence, type OccurrenceKind, type OccurrenceRole, type SymbolInfo, type SymbolKind } from "./model.js";
export { overloadedArgumentWhy, type FileLink } from "./link.js";
