import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../../locales');
const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1)];
const load = (language: string, file: string) => JSON.parse(readFileSync(join(root, language, file), 'utf8')) as unknown;

describe('English and Spanish locales', () => {
  const files = new Set([...readdirSync(join(root, 'en')), ...readdirSync(join(root, 'es'))]);

  it.each([...files])('%s has the same keys in both languages, none empty', (file) => {
    const en = keys(load('en', file)).sort();
    const es = keys(load('es', file)).sort();
    expect(es).toEqual(en);
    const empty = (value: unknown): boolean =>
      typeof value === 'string' ? value.trim() === '' : Object.values(value as object).some(empty);
    expect(empty(load('en', file))).toBe(false);
    expect(empty(load('es', file))).toBe(false);
  });

  it('keeps interpolation variables the same in both languages', () => {
    for (const file of files) {
      const en = load('en', file);
      const es = load('es', file);
      const get = (obj: unknown, path: string) => path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj);
      for (const key of keys(en)) {
        const vars = (s: unknown) => [...String(s).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
        expect(vars(get(es, key)), `${file}:${key}`).toEqual(vars(get(en, key)));
      }
    }
  });
});
