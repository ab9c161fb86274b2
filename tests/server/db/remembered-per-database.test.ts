import { describe, expect, it } from 'vitest';
import type { Database } from '../../../server/platform/db/database';
import { rememberedPerDatabase } from '../../../server/platform/db/remembered-per-database';

const database = () => ({}) as Database;

describe('rememberedPerDatabase', () => {
  function counted(answers: Record<string, string | null>, ttlMs = 60_000) {
    const asked: string[] = [];
    const lookup = rememberedPerDatabase(
      async (_db, key: string) => {
        asked.push(key);
        return answers[key] ?? null;
      },
      { ttlMs, max: 2 },
    );
    return { lookup, asked };
  }

  it('asks once for a key found, again for one not found, and apart for each database', async () => {
    const { lookup, asked } = counted({ a: 'A' });
    const first = database();
    const second = database();
    expect(await lookup(first, 'a')).toBe('A');
    expect(await lookup(first, 'a')).toBe('A');
    expect(await lookup(first, 'missing')).toBeNull();
    expect(await lookup(first, 'missing')).toBeNull();
    expect(await lookup(second, 'a')).toBe('A');
    expect(asked).toEqual(['a', 'missing', 'missing', 'a']);
  });

  it('asks again once an answer is older than its time to live, or was pushed out', async () => {
    const { lookup, asked } = counted({ a: 'A', b: 'B', c: 'C' }, 40);
    const db = database();
    await lookup(db, 'a');
    await new Promise((resolve) => setTimeout(resolve, 60));
    await lookup(db, 'a');
    await lookup(db, 'b');
    await lookup(db, 'c'); // three keys, room for two: 'a' (least recently used) goes
    await lookup(db, 'c');
    await lookup(db, 'a');
    expect(asked).toEqual(['a', 'a', 'b', 'c', 'a']);
  });
});
