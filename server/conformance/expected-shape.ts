import { z } from 'zod';

type JsonSchema = {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
};

function resolve(node: JsonSchema | undefined, root: JsonSchema): JsonSchema | undefined {
  let current = node;
  for (let depth = 0; current?.$ref && depth < 10; depth += 1) current = root.$defs?.[current.$ref.replace('#/$defs/', '')];
  return current;
}

/** A short type: string, integer or null, array of {…}, 'a' | 'b'. */
function typeOf(node: JsonSchema | undefined, root: JsonSchema, depth: number): string {
  const schema = resolve(node, root);
  if (!schema) return 'any';
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map((variant) => typeOf(variant, root, depth)).join(' or ');
  const types = [schema.type ?? 'any'].flat();
  return types
    .map((type) => {
      if (type === 'array') return `array of ${typeOf(schema.items, root, depth)}`;
      if (type === 'object' && schema.properties) return depth > 0 ? objectOf(schema, root, depth - 1) : 'object';
      return type;
    })
    .join(' or ');
}

function objectOf(schema: JsonSchema, root: JsonSchema, depth: number): string {
  const entries = Object.entries(schema.properties ?? {});
  const fields = entries.slice(0, 8).map(([key, value]) => `${key}${schema.required?.includes(key) ? '' : '?'}: ${typeOf(value, root, depth)}`);
  return `{ ${fields.join(', ')}${entries.length > 8 ? ', …' : ''} }`;
}

/**
 * The shape a response schema expects at a field's path, in a line: what the partner's answer must
 * carry there, e.g. `array of { orderId: integer, requestId: integer or null, … }`.
 */
export function expectedShapeAt(schema: z.ZodType, path: readonly PropertyKey[]): string | null {
  let root: JsonSchema;
  try {
    root = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
  } catch {
    return null;
  }
  let node = resolve(root, root);
  for (const key of path) {
    node = resolve(typeof key === 'number' ? node?.items : node?.properties?.[String(key)], root);
    if (!node) return null;
  }
  return typeOf(node, root, 1);
}
