// zod → the JSON Schemas published in tools/list. Two adjustments:
// - compaction: the whole tools/list answer must stay under 10,000 characters,
//   so `$schema` and zod's ±2^53 bounds on every integer are dropped, a tuple
//   of identical items (a span) becomes the equivalent `items` + fixed length,
//   nested output objects lose `additionalProperties: false` (clients read
//   results tolerantly; inputs keep it, since unknown arguments are rejected),
//   and a subschema that repeats a `$defs` entry (zod inlines the first use of
//   a recursive type, e.g. a tree node, and defines it again) becomes a `$ref`;
// - the output schema also admits the tool-error payload {schemaVersion,
//   errorCode, message}: the SDK client validates structuredContent against
//   outputSchema even when isError is true, and the result contract puts that
//   payload there. The root stays `type: "object"` with the success properties
//   visible; `required` moves into an `anyOf` with the error alternative.
import { z } from "zod";

type JsonSchema = Record<string, unknown>;

export function inputJsonSchema(schema: z.ZodObject): JsonSchema {
  return shareDefinitions(compact(z.toJSONSchema(schema, { io: "input", target: "draft-2020-12" }) as JsonSchema, true));
}

export function outputJsonSchema(schema: z.ZodObject): JsonSchema {
  const json = z.toJSONSchema(schema, { io: "output", target: "draft-2020-12" }) as JsonSchema;
  const full = shareDefinitions(compact(json, false));
  const { required, additionalProperties: _closed, ...rest } = full;
  return {
    ...rest,
    anyOf: [{ required: required ?? [] }, { required: ["errorCode", "message"] }],
  };
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
  return uniformTuple(out);
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

/** Identity of a subschema apart from its description. */
function shapeKey(schema: JsonSchema): string {
  const { description: _description, ...rest } = schema;
  return JSON.stringify(rest);
}
