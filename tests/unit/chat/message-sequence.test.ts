import { describe, expect, it } from 'vitest';
import { leavesGap, newestSequence } from '../../../src/features/chat/model/message-sequence';

const held = (...seqs: (number | null)[]) => seqs.map((seq, index) => ({ msgId: 100 + index, seq }));

describe('the gap rule of a conversation’s message numbers', () => {
  it('takes the highest number held, whatever the order, ignoring messages without one', () => {
    expect(newestSequence(held(3, 1, null, 2))).toBe(3);
    expect(newestSequence(held(null))).toBeUndefined();
    expect(newestSequence([])).toBeUndefined();
  });

  it('sees no gap for the next number, an older one, or one already held', () => {
    expect(leavesGap(held(1, 2, 3), { msgId: 200, seq: 4 })).toBe(false);
    expect(leavesGap(held(1, 2, 5), { msgId: 200, seq: 3 })).toBe(false);
    expect(leavesGap(held(1, 2, 3), { msgId: 102, seq: 9 })).toBe(false);
  });

  it('sees a gap when numbers between the newest held and the arriving one are missing', () => {
    expect(leavesGap(held(1, 2, 3), { msgId: 200, seq: 5 })).toBe(true);
    expect(leavesGap(held(1, null, 2), { msgId: 200, seq: 7 })).toBe(true);
  });

  it('says nothing without a baseline or a number: nothing held yet, or a message without one', () => {
    expect(leavesGap([], { msgId: 200, seq: 40 })).toBe(false);
    expect(leavesGap(held(null, null), { msgId: 200, seq: 40 })).toBe(false);
    expect(leavesGap(held(1, 2), { msgId: 200, seq: null })).toBe(false);
    expect(leavesGap(held(1, 2), { msgId: 200 })).toBe(false);
  });
});
