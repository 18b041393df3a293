// zod → the JSON Schemas published in tools/list. The whole tools/list
// answer must stay under 12,000 characters (agents pay for it on every turn),
// so what is published is compact; results are still validated against the
// full zod schemas on the server:
// - `$schema`, zod's ±2^53 integer bounds and `additionalProperties: false`
//   are dropped (unknown arguments are rejected by the zod validation anyway);
//   a tuple of identical items (a span) becomes `items` + a fixed length; a
//   subschema that repeats a `$defs` entry becomes a `$ref`;
// - output objects below the top level (records, list items, tree nodes) are
//   published as `type: "object"` (list items: not at all) with their field
//   names in the description (summarizeNested);
// - a list of types (`type: ["string", "null"]`, zod's form for a nullable)
//   becomes `anyOf` of single types, the form every client accepts (the MCP
//   Inspector flags type lists as not portable);
// - top-level output fields are published without a plain `type` (their
//   descriptions say what they hold);
// - the output schema also admits the tool-error payload {schemaVersion,
//   errorCode, message}: the SDK client validates structuredContent against
//   outputSchema even when isError is true, so only schemaVersion, which both
//   payloads carry, is required.
import { SCHEMA_VERSION } from "./envelope.js";
import * as z from "zod";

type JsonSchema = Record<string, unknown>;

export function inputJsonSchema(schema: z.ZodObject): JsonSchema {
  // Unknown argument names are still rejected (and named) by the zod
  // validation; publishing `additionalProperties: false` on every tool would
  // only lengthen tools/list.
  const published = shareDefinitions(compact(z.toJSONSchema(schema, { io: "input", target: "draft-2020-12" }) as JsonSchema, true));
  const { additionalProperties: _closed, ...rest } = published;
  return rest;
}

export function outputJsonSchema(schema: z.ZodObject): JsonSchema {
  const json = z.toJSONSchema(schema, { io: "output", target: "draft-2020-12" }) as JsonSchema;
  const full = summarizeNested(shareDefinitions(compact(json, false)));
  const { required: _required, additionalProperties: _closed, properties, ...rest } = full;
  const { schemaVersion: _version, ...fields } = (properties ?? {}) as JsonSchema;
  // Only schemaVersion is required: it is the one field a success and a
  // tool-error payload ({schemaVersion, errorCode, message}) share, and the
  // SDK client validates structuredContent against this schema even when
  // isError is true. Which fields are optional is said in their descriptions.
  return { ...rest, properties: { schemaVersion: { const: SCHEMA_VERSION }, ...untyped(fields) }, required: ["schemaVersion"] };
}

/**
 * Output fields are published without a plain `type` (their descriptions
 * say what they hold; the server validates every result against the full
 * zod schema): tools/list stays under its cap with every tool. `anyOf`,
 * `enum` and `const` are kept (they say more than a type).
 */
function untyped(fields: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(fields)) {
    const node = value as JsonSchema;
    if (typeof node.type !== "string") {
      out[key] = node;
      continue;
    }
    const { type, ...rest } = node;
    // A list's `items` goes with its `type` (101a D5: `items` alone constrains nothing, and strict validators flag it).
    if (type === "array") delete rest.items;
    out[key] = rest;
  }
  return out;
}

const SAFE = Number.MAX_SAFE_INTEGER;

function compact(node: JsonSchema, keepClosed: boolean): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "$schema") continue;
    if ((key === "minimum" && value === -SAFE) || (key === "maximum" && value === SAFE)) continue;
    if (key === "additionalProperties" && value === false && !keepClosed) continue;
    out[key] = compactValue(value, keepClosed);
  }
  return singleTypes(uniformTuple(out));
}

/** `{type: ["string", "null"], ...}` ≡ `{anyOf: [{type: "string"}, {type: "null"}], ...}`. */
function singleTypes(node: JsonSchema): JsonSchema {
  if (!Array.isArray(node.type)) return node;
  const { type, ...rest } = node;
  return { ...rest, anyOf: (type as unknown[]).map((t) => ({ type: t })) };
}

function compactValue(value: unknown, keepClosed: boolean): unknown {
  if (Array.isArray(value)) return value.map((v) => compactValue(v, keepClosed));
  if (value && typeof value === "object") return compact(value as JsonSchema, keepClosed);
  return value;
}

/** `prefixItems: [A, A, A, A], items: false` ≡ `items: A` with minItems = maxItems = 4. */
function uniformTuple(node: JsonSchema): JsonSchema {
  const prefix = node.prefixItems;
  if (!Array.isArray(prefix) || prefix.length === 0 || node.items !== false) return node;
  const first = JSON.stringify(prefix[0]);
  if (!prefix.every((item) => JSON.stringify(item) === first)) return node;
  if (node.minItems !== prefix.length || node.maxItems !== prefix.length) return node;
  const { prefixItems: _prefix, ...rest } = node;
  return { ...rest, items: prefix[0] };
}

/** Replaces copies of a `$defs` entry (or of its `items`) outside `$defs` by a `$ref` to it. */
function shareDefinitions(root: JsonSchema): JsonSchema {
  const defs = root.$defs;
  if (!defs || typeof defs !== "object") return root;
  const targets = new Map<string, string>();
  for (const [name, def] of Object.entries(defs as Record<string, JsonSchema>)) {
    targets.set(shapeKey(def), `#/$defs/${name}`);
    if (def.items && typeof def.items === "object") targets.set(shapeKey(def.items as JsonSchema), `#/$defs/${name}/items`);
  }
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!node || typeof node !== "object") return node;
    const schema = node as JsonSchema;
    const ref = targets.get(shapeKey(schema));
    if (ref) return schema.description === undefined ? { $ref: ref } : { $ref: ref, description: schema.description };
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(schema)) out[key] = key === "$defs" ? value : visit(value);
    return out;
  };
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(root)) out[key] = key === "$defs" ? value : visit(value);
  return out;
}

/**
 * Published output schemas type and describe every top-level field; objects
 * below the top level (records such as a summary, list items such as
 * diagnostics or symbols, tree nodes) are published as `type: "object"`
 * with their field names appended to the description (`?` = optional). The
 * server still validates every result against the full zod schema; this only
 * keeps tools/list, which agents pay for on every turn, under its cap.
 */
function summarizeNested(root: JsonSchema): JsonSchema {
  const defs = (root.$defs ?? {}) as Record<string, JsonSchema>;
  const resolve = (node: JsonSchema): JsonSchema => {
    const ref = node.$ref;
    if (typeof ref !== "string") return node;
    const [, , name, ...rest] = ref.split("/");
    let target: JsonSchema | undefined = name ? defs[name] : undefined;
    for (const step of rest) target = target?.[step] as JsonSchema | undefined;
    if (!target) return node;
    return node.description === undefined ? target : { ...target, description: node.description };
  };
  const visit = (raw: JsonSchema, depth: number): JsonSchema => {
    const node = resolve(raw);
    if (depth >= 2 && typeof node.$ref === "string") return { type: "array", description: describe(node, "same shape as its parent") };
    if (node.properties && typeof node.properties === "object") {
      if (depth >= 1) return summarize(node);
      const properties: JsonSchema = {};
      for (const [key, value] of Object.entries(node.properties as Record<string, JsonSchema>)) {
        properties[key] = visit(value, depth + 1);
      }
      return { ...node, properties };
    }
    if (node.items && typeof node.items === "object" && depth >= 1) {
      const items = resolve(node.items as JsonSchema);
      if (items.properties || typeof items.$ref === "string") {
        const { items: _items, ...rest } = node;
        const fields = fieldList(items);
        const summary = [fields === "{}" ? "" : fields, typeof items.description === "string" ? items.description : ""]
          .filter(Boolean)
          .join(" ");
        // The items' fields are named in the description; `items: {type: "object"}` would add nothing but length.
        return { ...rest, description: summary ? describe(node, summary) : node.description };
      }
    }
    return node;
  };
  const { $defs: _defs, ...rest } = visit(root, 0);
  return rest;
}

function summarize(node: JsonSchema): JsonSchema {
  const fields = fieldList(node);
  // An object declared without fields (a loose one) is what its description says: no `: {}` after it (99c D7).
  return { type: "object", description: fields === "{}" && typeof node.description === "string" ? node.description : describe(node, fields) };
}

function fieldList(node: JsonSchema): string {
  const required = new Set(Array.isArray(node.required) ? (node.required as string[]) : []);
  const names = Object.keys((node.properties ?? {}) as object).map((key) => (required.has(key) ? key : `${key}?`));
  return `{${names.join(", ")}}`;
}

function describe(node: JsonSchema, addition: string): string {
  return typeof node.description === "string" ? `${node.description.replace(/\.$/, "")}: ${addition}` : addition;
}

/** Identity of a subschema apart from its description. */
function shapeKey(schema: JsonSchema): string {
  const { description: _description, ...rest } = schema;
  return JSON.stringify(rest);
}
