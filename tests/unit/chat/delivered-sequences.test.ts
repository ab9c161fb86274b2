import { describe, expect, it } from 'vitest';
import { deliveredUpTo, MAX_REPLAYED, missingUpTo, recordDelivered } from '../../../server/modules/messaging/delivered-sequences';

describe('which of a conversation’s message numbers reached a socket', () => {
  it('owes nothing from before the socket joined, and the numbers never sent since', () => {
    const delivered = deliveredUpTo(4);
    expect(missingUpTo(delivered, 4)).toEqual([]);
    recordDelivered(delivered, 5);
    recordDelivered(delivered, 7);
    expect(missingUpTo(delivered, 8)).toEqual([6, 8]);
    expect(delivered).toMatchObject({ floor: 5 });
  });

  it('closes up once the hole is filled, in any order', () => {
    const delivered = deliveredUpTo(0);
    for (const seq of [3, 1, 4, 2]) recordDelivered(delivered, seq);
    expect(delivered.floor).toBe(4);
    expect(delivered.above.size).toBe(0);
    recordDelivered(delivered, 2);
    expect(delivered.floor).toBe(4);
  });

  it(`owes at most ${MAX_REPLAYED}, the newest; older ones count as delivered (the client fetches them)`, () => {
    const delivered = deliveredUpTo(0);
    const missing = missingUpTo(delivered, 500);
    expect(missing).toHaveLength(MAX_REPLAYED);
    expect(missing[0]).toBe(500 - MAX_REPLAYED + 1);
    expect(missing.at(-1)).toBe(500);
    expect(delivered.floor).toBe(500 - MAX_REPLAYED);
  });
});
