import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Namespace, Socket } from 'socket.io';
import type { Message } from '../../../src/domain/messaging/message.schema';
import type { Database } from '../../platform/db/database';
import { conversationOfRoom } from '../../platform/realtime/rooms';
import { deliveredUpTo, missingUpTo, recordDelivered, type DeliveredSequences } from './delivered-sequences';
import { toMessage } from './messaging.queries';
import { conversations, messages } from './messaging.tables';

/** How often each process compares what its sockets were sent with each conversation's newest number. */
export const REPLAY_INTERVAL_MS = 500;
/**
 * How long a number stays missing before it is sent again: far longer than a broadcast takes
 * (milliseconds), so a replay very rarely doubles one (clients dedupe by message id anyway), and
 * short enough that a lost message shows within about two seconds.
 */
export const REPLAY_AFTER_MS = 1_500;
/** The client ids of its own messages a socket is remembered to have sent (their acks carry them). */
const SENT_REMEMBERED = 100;

export interface MessageReplay {
  /** Stops the timer; the sockets' bookkeeping goes with them. */
  stop(): void;
  /** One comparison now (the timer calls it; tests may too). */
  tick(): Promise<void>;
}

interface SocketBook {
  /** Per conversation room the socket is in; a floor of -1 while its starting number is read. */
  conversations: Map<number, DeliveredSequences & { suspect: Map<number, number> }>;
  /** Client ids of the messages it sent: the ack brought it its own message, no broadcast did. */
  sent: Set<string>;
}

/**
 * Store and forward for chat messages between server processes. A message is stored with the
 * next number of its conversation (messages.seq, migration 0240) and then broadcast through the
 * real-time relay (PostgreSQL NOTIFY), which is not durable: a process killed between the commit
 * and the NOTIFY, or a receiving process whose LISTEN connection was down, leaves open views
 * without it. So each process keeps, per socket and conversation, which numbers it sent that
 * socket (every outgoing 'new message', whatever process it came from), and every REPLAY_INTERVAL_MS reads
 * the newest number of the conversations its sockets are in. A number missing for REPLAY_AFTER_MS
 * (not one still on its way) is read from the table and sent to that socket alone. Clients
 * dedupe by message id, so a broadcast arriving after its replay shows once.
 */
export function startMessageReplay(options: {
  db: Database;
  namespaces: readonly Namespace[];
  intervalMs?: number;
  replayAfterMs?: number;
  onError: (error: unknown) => void;
}): MessageReplay {
  const { db, namespaces } = options;
  const replayAfterMs = options.replayAfterMs ?? REPLAY_AFTER_MS;
  const books = new Map<string, SocketBook>();
  const starting: { socketId: string; convId: number }[] = [];
  let startScheduled = false;

  const bookOf = (socketId: string) => {
    let book = books.get(socketId);
    if (!book) books.set(socketId, (book = { conversations: new Map(), sent: new Set() }));
    return book;
  };

  /** The starting numbers of the rooms joined since the last call, in one query. */
  async function readStartingNumbers(): Promise<void> {
    startScheduled = false;
    const batch = starting.splice(0);
    let latest: Map<number, number>;
    try {
      latest = await latestNumbers([...new Set(batch.map((entry) => entry.convId))]);
    } catch (error) {
      // Read again later: until then those rooms are not compared.
      starting.push(...batch.filter((entry) => books.get(entry.socketId)?.conversations.has(entry.convId)));
      scheduleStart(options.intervalMs ?? REPLAY_INTERVAL_MS);
      throw error;
    }
    for (const { socketId, convId } of batch) {
      const delivered = books.get(socketId)?.conversations.get(convId);
      if (!delivered || delivered.floor >= 0) continue;
      const fresh = deliveredUpTo(latest.get(convId) ?? 0);
      for (const seq of delivered.above) recordDelivered(fresh, seq);
      Object.assign(delivered, fresh);
    }
  }

  let stopped = false;
  function scheduleStart(delayMs: number): void {
    if (startScheduled || stopped || starting.length === 0) return;
    startScheduled = true;
    setTimeout(() => readStartingNumbers().catch(options.onError), delayMs).unref();
  }

  function track(namespace: Namespace): void {
    namespace.adapter.on('join-room', (room: string, socketId: string) => {
      const convId = conversationOfRoom(room);
      if (convId === undefined) return;
      const book = bookOf(socketId);
      if (book.conversations.has(convId)) return;
      book.conversations.set(convId, { floor: -1, above: new Set(), suspect: new Map() });
      starting.push({ socketId, convId });
      scheduleStart(0);
    });
    namespace.adapter.on('leave-room', (room: string, socketId: string) => {
      const convId = conversationOfRoom(room);
      if (convId !== undefined) books.get(socketId)?.conversations.delete(convId);
    });
    namespace.on('connection', (socket: Socket) => {
      const book = bookOf(socket.id);
      socket.onAnyOutgoing((event: string, message?: Partial<Message>) => {
        if (event !== 'new message' || typeof message?.seq !== 'number' || typeof message.convId !== 'number') return;
        const delivered = book.conversations.get(message.convId);
        if (delivered) recordDelivered(delivered, message.seq);
      });
      socket.onAny((event: string, payload?: { clientMsgId?: unknown }) => {
        if (event !== 'chat message' || typeof payload?.clientMsgId !== 'string') return;
        book.sent.add(payload.clientMsgId);
        if (book.sent.size > SENT_REMEMBERED) book.sent.delete(book.sent.values().next().value!);
      });
      socket.once('disconnect', () => books.delete(socket.id));
    });
  }

  async function latestNumbers(convIds: number[]): Promise<Map<number, number>> {
    if (convIds.length === 0) return new Map();
    const rows = await db
      .select({ convId: conversations.convId, lastSeq: conversations.lastSeq })
      .from(conversations)
      .where(inArray(conversations.convId, convIds));
    return new Map(rows.map((row) => [row.convId, row.lastSeq]));
  }

  let running = false;
  async function tick(): Promise<void> {
    if (running) return;
    running = true;
    try {
      const sockets = new Map<string, Socket>();
      for (const namespace of namespaces) for (const [id, socket] of namespace.sockets) sockets.set(id, socket);
      const convIds = new Set<number>();
      for (const [socketId, book] of books) {
        if (!sockets.has(socketId)) continue;
        for (const [convId, delivered] of book.conversations) if (delivered.floor >= 0) convIds.add(convId);
      }
      const latest = await latestNumbers([...convIds]);
      /** Per conversation, per socket: the numbers missing for REPLAY_AFTER_MS. */
      const due = new Map<number, Map<string, number[]>>();
      const now = Date.now();
      for (const [socketId, book] of books) {
        if (!sockets.has(socketId)) continue;
        for (const [convId, delivered] of book.conversations) {
          if (delivered.floor < 0) continue;
          const missing = missingUpTo(delivered, latest.get(convId) ?? 0);
          const missingSince = new Map(missing.map((seq) => [seq, delivered.suspect.get(seq) ?? now]));
          const overdue = missing.filter((seq) => now - missingSince.get(seq)! >= replayAfterMs);
          for (const seq of overdue) missingSince.delete(seq);
          delivered.suspect = missingSince;
          if (overdue.length === 0) continue;
          const perSocket = due.get(convId) ?? new Map<string, number[]>();
          perSocket.set(socketId, overdue);
          due.set(convId, perSocket);
        }
      }
      for (const [convId, perSocket] of due) {
        const wanted = [...new Set([...perSocket.values()].flat())];
        const rows = await db
          .select()
          .from(messages)
          .where(and(eq(messages.convId, convId), inArray(messages.seq, wanted)))
          .orderBy(asc(messages.seq));
        const found = rows.map(toMessage);
        for (const [socketId, seqs] of perSocket) {
          const socket = sockets.get(socketId);
          const book = books.get(socketId);
          const delivered = book?.conversations.get(convId);
          if (!socket?.connected || !book || !delivered) continue;
          for (const message of found) {
            if (!seqs.includes(message.seq!)) continue;
            if (message.clientMsgId && book.sent.has(message.clientMsgId)) recordDelivered(delivered, message.seq!);
            else socket.emit('new message', message);
          }
          // A number with no message (a racing resend's hole) has nothing to send.
          for (const seq of seqs) recordDelivered(delivered, seq);
        }
      }
    } finally {
      running = false;
    }
  }

  for (const namespace of namespaces) track(namespace);
  const timer = setInterval(() => tick().catch(options.onError), options.intervalMs ?? REPLAY_INTERVAL_MS);
  timer.unref();
  return {
    tick,
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
