import { z } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_INT4, MIN_INT4 } from '../../../src/domain/common/common.schema';
import { apiRoutesOf, zodSchema } from '../support/route-table';
import { createTestApp } from '../support/test-app';

/**
 * What a request may carry is bounded by its schema, as the database columns are: every integer
 * fits an `integer` column and every string has a length limit (or a pattern, enum or format
 * that bounds it). Read from the OpenAPI form of each route's body and query schemas.
 */
const t = await createTestApp();
afterAll(() => t.close());

type JsonSchema = Record<string, unknown> & { $defs?: Record<string, JsonSchema> };

function unbounded(root: JsonSchema): string[] {
  const defs = root.$defs ?? {};
  const found: string[] = [];
  const walk = (node: unknown, path: string, depth: number) => {
    if (node === null || typeof node !== 'object' || depth > 30) return;
    const schema = node as JsonSchema;
    if (typeof schema.$ref === 'string') walk(defs[schema.$ref.split('/').pop()!], path, depth + 1);
    const bounded = (key: string) => schema[key] !== undefined;
    if (schema.type === 'string' && !['maxLength', 'enum', 'const', 'format', 'pattern'].some(bounded)) found.push(`${path}: string without a limit`);
    if (schema.type === 'integer') {
      const max = (schema.maximum ?? schema.exclusiveMaximum) as number | undefined;
      const min = (schema.minimum ?? schema.exclusiveMinimum) as number | undefined;
      if (max === undefined || max > MAX_INT4 || min === undefined || min < MIN_INT4) found.push(`${path}: integer ${min}..${max}`);
    }
    for (const [key, child] of Object.entries((schema.properties as Record<string, unknown>) ?? {})) walk(child, `${path}.${key}`, depth + 1);
    if (schema.items) walk(schema.items, `${path}[]`, depth + 1);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      for (const child of (schema[key] as unknown[] | undefined) ?? []) walk(child, path, depth + 1);
    }
  };
  walk(root, '', 0);
  return found;
}

describe('request schemas', () => {
  it('bound every integer to int32 and every string to a length', () => {
    const problems: string[] = [];
    for (const route of apiRoutesOf(t.app)) {
      for (const part of ['body', 'querystring'] as const) {
        const schema = zodSchema(route, part);
        if (!schema) continue;
        const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
        problems.push(...unbounded(json).map((problem) => `${route.name} ${part}${problem}`));
      }
    }
    expect(problems).toEqual([]);
  });
});
