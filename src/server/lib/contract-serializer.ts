// Answers written from the contract's JSON Schema instead of checked against it: the zod schema becomes JSON Schema
// once and fast-json-stringify compiles it, so an answer is written in one pass with the contract's keys only (what
// the schema does not name never leaves the server), where the type provider's serializer parsed every answer with
// zod (a deep copy) and then stringified it. The bytes come out as a Buffer: Fastify takes its length as it is,
// where a string's length is measured by encoding it once more (and the ETag's hash would encode it again).
// Routes opt in with `serializerCompiler: contractSerializerCompiler`; their tests check answers against the zod
// schema, which remains the contract (and the OpenAPI document's source).
import fastJson, { type Schema } from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * An object of any keys (z.record(z.string(), z.unknown()), the sync pull's rows) is written whole by
 * JSON.stringify: fast-json-stringify would visit each key to learn nothing.
 */
function isFreeForm(node: JsonSchema): boolean {
  const extra = node.additionalProperties;
  const anyValue = extra === true || (typeof extra === 'object' && extra !== null && Object.keys(extra).length === 0);
  return node.type === 'object' && node.properties === undefined && anyValue;
}

function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (typeof node !== 'object' || node === null) return node;
  const schema = node as JsonSchema;
  if (isFreeForm(schema)) return {};
  const out: JsonSchema = {};
  // Bounds and formats are the validator's business; the writer needs types and keys.
  for (const [key, value] of Object.entries(schema)) if (key !== '$schema' && key !== 'propertyNames') out[key] = simplify(value);
  return out;
}

/** The JSON Schema a zod schema's answers are written with. */
export function serializerSchemaOf(schema: z.ZodType): Schema {
  return simplify(z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' })) as Schema;
}

/** A writer of answers of `schema`: UTF-8 bytes of the JSON, with the schema's keys only. */
export function contractSerializer(schema: z.ZodType): (data: unknown) => Buffer {
  const stringify = fastJson(serializerSchemaOf(schema));
  return (data) => Buffer.from(stringify(data));
}

/**
 * Fastify's serializerCompiler for routes whose response schemas are zod schemas. Fastify's types say a serializer
 * answers a string; a Buffer is sent as it is (its onSend hooks, ETag and compression included, take both).
 */
export const contractSerializerCompiler = ({ schema }: { schema: unknown }) => contractSerializer(schema as z.ZodType) as unknown as (data: unknown) => string;

/**
 * For answers whose schema leaves most of the body free-form (the sync pull's rows, z.record of anything), where a
 * schema-driven writer would only add a call per row: JSON.stringify of what the route built, as bytes. The route's
 * tests check its answers against the zod schema.
 */
export const jsonBytesSerializerCompiler = () => ((data: unknown) => Buffer.from(JSON.stringify(data))) as unknown as (data: unknown) => string;
