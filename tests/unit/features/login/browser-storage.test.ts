import { describe, expect, it } from 'vitest';
import { storageBlocked } from '../../../../src/features/login/model/browser-storage';

const memory = (): Storage => {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
};

describe('cookies disabled (spec 01 §8)', () => {
  it('is not blocked with cookies on and working storage, and leaves nothing behind', () => {
    const storage = memory();
    expect(storageBlocked({ cookieEnabled: true, storage: () => storage })).toBe(false);
    expect(storage.length).toBe(0);
  });
  it('is blocked when the browser says cookies are off', () => {
    expect(storageBlocked({ cookieEnabled: false, storage: () => memory() })).toBe(true);
  });
  it('is blocked when reading storage throws (site data blocked) or writing fails', () => {
    expect(
      storageBlocked({
        cookieEnabled: true,
        storage: () => {
          throw new DOMException('denied', 'SecurityError');
        },
      }),
    ).toBe(true);
    const full = { ...memory(), setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } } as Storage;
    expect(storageBlocked({ cookieEnabled: true, storage: () => full })).toBe(true);
    expect(storageBlocked({ cookieEnabled: undefined, storage: () => undefined })).toBe(true);
  });
});
