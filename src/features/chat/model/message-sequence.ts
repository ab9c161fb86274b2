import type { Message } from '../../../domain/messaging/message.schema';

/**
 * Messages are numbered 1, 2, 3... in their conversation (`seq`). A message that arrives with a
 * number beyond the next one after the newest held means the ones between were not received
 * (their broadcast was lost): the view fetches them through the API rather than wait for a
 * reload. Only a conversation whose newest page is held has a newest number to go by; messages
 * without a number (older servers, notes no patient sees) say nothing.
 */
export function newestSequence(held: readonly Pick<Message, 'seq'>[]): number | undefined {
  let newest: number | undefined;
  for (const message of held) if (typeof message.seq === 'number' && (newest === undefined || message.seq > newest)) newest = message.seq;
  return newest;
}

/** Whether `incoming` shows that messages between the newest held and it are missing. */
export function leavesGap(held: readonly Pick<Message, 'seq' | 'msgId'>[], incoming: Pick<Message, 'seq' | 'msgId'>): boolean {
  if (typeof incoming.seq !== 'number' || held.some((message) => message.msgId === incoming.msgId)) return false;
  const newest = newestSequence(held);
  return newest !== undefined && incoming.seq > newest + 1;
}
