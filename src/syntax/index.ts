export { createParser, initRuntime, loadLanguageFrom, loadYaoXiang, GRAMMAR_WASM_PATH } from "./language.js";
export { Document, computeEdit } from "./document.js";
export { LineIndex } from "./line-index.js";
export { syntaxDiagnostics } from "./syntax-diagnostics.js";
export { treeToJson, type CstNode, type CstOptions, type CstResult } from "./cst-json.js";
export { parseSource, type ParseSourceOptions, type ParseSourceResult } from "./parse-source.js";
export { sharedParser } from "./shared-parser.js";
