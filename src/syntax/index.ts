export { createParser, initRuntime, loadLanguageFrom, loadYaoXiang, GRAMMAR_WASM_PATH } from "./language.js";
export { Document, computeEdit } from "./document.js";
