/**
 * Which of a conversation's message numbers (messages.seq: 1, 2, 3...) one socket has been sent:
 * every number up to `floor`, and the numbers in `above`. Pure bookkeeping for message-replay.ts.
 */
export interface DeliveredSequences {
  floor: number;
  above: Set<number>;
}

/** The most numbers one socket is sent back for one conversation at a time; older ones are left to the client's catch-up. */
export const MAX_REPLAYED = 50;

/** A socket that joined when the conversation's newest number was `floor`: what came before is the client's to load. */
export function deliveredUpTo(floor: number): DeliveredSequences {
  return { floor, above: new Set() };
}

/** Records that `seq` reached the socket (a broadcast, a replay, its own message's ack). */
export function recordDelivered(delivered: DeliveredSequences, seq: number): void {
  if (seq <= delivered.floor) return;
  delivered.above.add(seq);
  while (delivered.above.delete(delivered.floor + 1)) delivered.floor += 1;
}

/**
 * The numbers up to `latest` (the conversation's newest) that never reached the socket, oldest
 * first; at most MAX_REPLAYED, the newest ones: the older ones are then counted as delivered (the
 * client sees the hole in the numbers and fetches them).
 */
export function missingUpTo(delivered: DeliveredSequences, latest: number): number[] {
  const missing: number[] = [];
  for (let seq = latest; seq > delivered.floor && missing.length < MAX_REPLAYED; seq -= 1) {
    if (!delivered.above.has(seq)) missing.push(seq);
  }
  missing.reverse();
  const oldestKept = missing[0];
  if (oldestKept !== undefined && missing.length === MAX_REPLAYED) {
    for (let seq = delivered.floor + 1; seq < oldestKept; seq += 1) recordDelivered(delivered, seq);
  }
  return missing;
}
