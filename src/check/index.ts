// The YaoXiang checker (issue 5): the diagnostic rules that report what the
// reference compiler reports (diagnostics.md §6), over the semantic model
// (src/semantic/: one walk resolves names, infers types and tracks
// ownership, and tells the rules what it finds through the hooks of
// CheckRules, rules.ts).
//
//   syntax-pass.ts      E0xxx (parser), E1070, E1091, E2027, MCP-NUMERIC-FIELD (numeric-field.ts), MCP-INCREMENT (increment.ts),
//                       MCP-UNCLOSED-COMMENT (unclosed-comment.ts), MCP-PATTERN-WILDCARD (wildcard-patterns.ts),
//                       MCP-INTERPOLATION-TEXT (text-interpolations.ts)
//   (imports)           E5001/E5002/E5003/E5006/W1003 from src/semantic/modules/imports.ts
//   the walk's hooks:
//     unknown-names.ts  E1001, E2020, with help that says why the name is missing
//     names.ts          E2002, E2010, E2013, E2016 (R12)
//   top-level-names.ts  E2002 (a type defined twice, a function named like a type)
//     calls.ts          E1010, E1002 (arguments, constructors), E1062
//     members.ts        E1042, E1053, E1041
//     operators.ts      E1050, E1051, E1052
//     refinements.ts    E1092, E1093
//     ownership.ts      E2014, E2003, E2018, E2016 (`&mut`)
//     assignments.ts    E1002 (annotations, `return`, arguments, destructuring)
//     control-flow.ts   E1002 / E1054 (conditions), E1081-E1083 (`?`)
export { checkDocument, forgetCheckResults, type CheckOptions } from "./check-file.js";
export { checkFiles, checkFilesAsync, summarize, type CheckRequest, type CheckResult, type CheckSummary } from "./check-files.js";
