import { describe, expect, it } from 'vitest';
import { requestedCard, requestedInSearch } from '../../../../src/features/discount-card/model/requested-card';

describe('the discount card a link asks for', () => {
  it('no id or a blank one asks for the newest card', () => {
    expect(requestedCard(undefined)).toEqual({ kind: 'newest' });
    expect(requestedCard(null)).toEqual({ kind: 'newest' });
    expect(requestedCard('  ')).toEqual({ kind: 'newest' });
  });

  it('a positive 32-bit integer names a card', () => {
    expect(requestedCard('42')).toEqual({ kind: 'id', discountId: 42 });
    expect(requestedCard(' 7 ')).toEqual({ kind: 'id', discountId: 7 });
    expect(requestedCard('2147483647')).toEqual({ kind: 'id', discountId: 2_147_483_647 });
  });

  it('anything else cannot be a card', () => {
    for (const value of ['0', '-3', '1.5', 'abc', '12abc', '2147483648', '99999999999']) expect(requestedCard(value), value).toEqual({ kind: 'invalid' });
  });

  it('the page query gives discount_id first, then card_id', () => {
    expect(requestedInSearch('?discount_id=5&card_id=6')).toBe('5');
    expect(requestedInSearch('?card_id=6')).toBe('6');
    expect(requestedInSearch('?other=1')).toBe(null);
  });
});
