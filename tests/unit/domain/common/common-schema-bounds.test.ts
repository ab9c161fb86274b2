import { describe, expect, it } from 'vitest';
import { int32, isFreeOfNul, MAX_INT4, MIN_INT4, requiredText, text } from '../../../../src/domain/common/common.schema';

describe('text(max)', () => {
  it('accepts text up to max characters and refuses longer text or any NUL character', () => {
    expect(text(5).safeParse('abcde').success).toBe(true);
    expect(text(5).safeParse('abcdef').success).toBe(false);
    for (const value of ['\u0000', 'a\u0000', '\u0000b']) {
      const result = text(5).safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('must not contain NUL characters');
    }
  });

  it('requiredText refuses NUL as well as blank text', () => {
    expect(requiredText(10).safeParse('Aspirin').success).toBe(true);
    expect(requiredText(10).safeParse('   ').success).toBe(false);
    expect(requiredText(10).safeParse('As\u0000pirin').success).toBe(false);
  });
});

describe('int32()', () => {
  it('accepts exactly the range of an integer column', () => {
    for (const value of [MIN_INT4, -1, 0, MAX_INT4]) expect(int32().safeParse(value).success).toBe(true);
    for (const value of [MIN_INT4 - 1, MAX_INT4 + 1, 2 ** 53, 1e308, 1.5, Number.NaN, Infinity, '1']) {
      expect(int32().safeParse(value).success).toBe(false);
    }
  });
});

describe('isFreeOfNul', () => {
  it('looks into nested arrays, values and keys', () => {
    expect(isFreeOfNul({ a: ['b', { c: 1, d: null }] })).toBe(true);
    expect(isFreeOfNul({ a: ['b', { c: 'x\u0000' }] })).toBe(false);
    expect(isFreeOfNul({ ['k\u0000']: 1 })).toBe(false);
    expect(isFreeOfNul('\u0000')).toBe(false);
    expect(isFreeOfNul(42)).toBe(true);
  });
});
