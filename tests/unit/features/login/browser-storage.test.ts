import { describe, expect, it } from 'vitest';
import { storageBlocked } from '../../../../src/features/login/model/browser-storage';
import { memoryStorage as memory } from '../../../../src/core/storage/memory-storage';

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
