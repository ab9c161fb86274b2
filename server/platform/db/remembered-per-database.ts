import { LRUCache } from 'lru-cache';
import type { Database } from './database';

/**
 * A lookup whose answers are remembered per database for `ttlMs` (at most `max` of them, the least
 * recently used forgotten first): for facts that change rarely or never and are asked at every
 * request. Nothing found (null) is not remembered: the next call asks again.
 */
export function rememberedPerDatabase<K extends string | number, V extends object | string | number>(
  lookup: (db: Database, key: K) => Promise<V | null>,
  options: { ttlMs: number; max: number },
): (db: Database, key: K) => Promise<V | null> {
  const perDatabase = new WeakMap<Database, LRUCache<K, V>>();
  return async (db, key) => {
    let remembered = perDatabase.get(db);
    if (!remembered) {
      remembered = new LRUCache<K, V>({ max: options.max, ttl: options.ttlMs });
      perDatabase.set(db, remembered);
    }
    const known = remembered.get(key);
    if (known !== undefined) return known;
    const found = await lookup(db, key);
    if (found !== null) remembered.set(key, found);
    return found;
  };
}
