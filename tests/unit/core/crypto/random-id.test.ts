import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { randomId } from '../../../../src/core/crypto/random-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomId', () => {
  it('uses crypto.randomUUID where the page is a secure context', () => {
    expect(randomId({ getRandomValues: () => { throw new Error('not used'); }, randomUUID: () => '11111111-2222-4333-8444-555555555555' })).toBe(
      '11111111-2222-4333-8444-555555555555',
    );
  });

  it('builds a version-4 UUID from getRandomValues on a page without randomUUID (plain http)', () => {
    const insecure = { getRandomValues: <T extends ArrayBufferView | null>(array: T) => webcrypto.getRandomValues(array as Uint8Array) as unknown as T };
    const ids = Array.from({ length: 200 }, () => randomId(insecure));
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sets the version and variant bits whatever the random bytes are', () => {
    const fill = (value: number) => ({ getRandomValues: <T extends ArrayBufferView | null>(array: T) => ((array as Uint8Array).fill(value), array) });
    expect(randomId(fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(randomId(fill(0x00))).toBe('00000000-0000-4000-8000-000000000000');
  });
});
