// list_imports: every `use` of one file, resolved, with its bindings and
// import diagnostics (modules-and-workspace.md §5.7 plus the RFC-035 field
// names of issue 3). A thin shell around src/semantic/modules/imports.ts.
import * as z from "zod";
import { workspaceHost, type ImportRecord } from "../../semantic/modules/index.js";
import { analyzeImports, withStatementSyntaxErrors } from "../../semantic/index.js";
import { diagnosticsSchema, filePathInput, projectRootInput, spanSchema } from "../schemas.js";
import { defineTool } from "../tool.js";

// The full shape of one entry, field by field. tools/list must stay under
// 12,000 characters for all tools together, so the published output schema
// lists the fields in one description instead; tests check every result
// against this schema.
const bindingSchema = z.object({
  name: z.string().describe("Exported name requested."),
  local: z.string().describe("Name bound in the file (the alias if any)."),
  span: spanSchema.describe("The item name."),
  alias_span: spanSchema.optional().describe("The alias after `as`, when present."),
  kind: z
    .enum(["type", "interface", "function", "variable", "module"])
    .nullable()
    .describe("Kind of the imported symbol (`module`: a std submodule); null when unresolved."),
  resolved: z.boolean().describe("False when the item or its module could not be imported."),
});

export const importSchema = z.strictObject({
  module: z.string().describe("Module path as written: std.io, math.vector."),
  span: spanSchema.describe("Whole statement."),
  path_span: spanSchema.describe("The module path."),
  form: z.enum(["module", "module-alias", "items"]).describe("use p | use p as a | use p.{…}."),
  binding: z.string().nullable().describe("Local name of the module forms (alias, else last segment), else null."),
  alias: z.string().nullable().describe("Module alias of `use p as a`, else null."),
  is_public: z.boolean().describe("Always false: `pub use` does not parse."),
  items: z.array(z.string()).describe("Item names requested, in order (RFC-035 shape)."),
  bindings: z.array(bindingSchema).describe("One per item, in order."),
  source_file: z.string().nullable().describe("Resolved file relative to the root; null for std and unresolved."),
  resolved_path: z.string().nullable().describe("Same as source_file (RFC-035 name)."),
  origin: z.enum(["workspace", "std", "unresolved"]).describe("Where the module was found."),
  enclosing: z.string().nullable().describe("Function or method holding a nested use; null at top level."),
  diagnostics: diagnosticsSchema.describe("E5001/E5002/E5003/E5006/W1003 of this statement."),
});

export type ImportOutput = z.infer<typeof importSchema>;

const IMPORTS_DESCRIPTION = "Per use: module, span, form, items, bindings [{name, local, span, kind, resolved}], source_file, origin, diagnostics…";

export const listImportsTool = defineTool({
  name: "list_imports",
  title: "List a file's imports",
  description:
    "Every `use` of a YaoXiang file, resolved, with item kinds and import diagnostics.",
  input: {
    file_path: filePathInput,
    project_root: projectRootInput,
  },
  output: {
    imports: z.array(z.looseObject({})).describe(IMPORTS_DESCRIPTION),
  },
  budget: { lists: ["imports"], hint: "Imports are listed in source order; the first ones are shown." },
  handler: async ({ file_path, project_root }, ctx) => {
    const ws = await ctx.workspace(project_root);
    const file = ws.resolveFile(file_path);
    const doc = file.document();
    // A `use` with a syntax error carries it: what the tree recovered is not what the compiler accepts (68b D6).
    const result = withStatementSyntaxErrors(analyzeImports(workspaceHost(ws), file.path, doc), doc);
    return { imports: result.imports.map(toOutput) };
  },
});

/** The wire shape of one import (see importSchema). */
export function toOutput(record: ImportRecord): ImportOutput {
  return {
    module: record.module,
    span: record.span,
    path_span: record.pathSpan,
    form: record.form,
    binding: record.binding,
    alias: record.alias,
    is_public: false,
    items: [...record.items],
    bindings: record.bindings.map((b) => ({
      name: b.name,
      local: b.local,
      span: b.span,
      ...(b.aliasSpan ? { alias_span: b.aliasSpan } : {}),
      kind: b.kind,
      resolved: b.resolved,
    })),
    source_file: record.sourceFile,
    resolved_path: record.sourceFile,
    origin: record.origin,
    enclosing: record.enclosing,
    diagnostics: [...record.diagnostics],
  };
}
