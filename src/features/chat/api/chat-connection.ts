import type { StoreApi } from 'zustand/vanilla';
import type { HttpClient } from '../../../core/api/http-client';
import { createPortalSocket, newClientMsgId, type PortalConnection, type PortalConnectionError } from '../../../core/realtime/portal-socket';
import { createSendPause } from '../../../core/realtime/send-pause';
import { isRateLimited, PORTAL_ERROR_MESSAGES } from '../../../domain/messaging/message-events';
import type { Message } from '../../../domain/messaging/message.schema';
import { fetchConversations, fetchSince } from './chat-api';
import { statusWhileDown } from '../model/connection-status';
import { leavesGap } from '../model/message-sequence';
import type { ChatState } from '../state/chat-store';

const ACK_TIMEOUT_MS = 10_000;
/** The wait before a failed join or catch-up is tried again on the same connection. */
const REJOIN_DELAY_MS = 1_000;

export interface ChatConnectionDeps {
  store: StoreApi<ChatState>;
  client: HttpClient;
  serverUrl: string;
  timezone: number;
  senderName: string;
  getToken: () => string | null;
  refreshToken: () => Promise<string | null>;
  /** Spec 01 §8: 'Cannot send message' -> messageFail, any other conversation error -> generalError. */
  onConversationError: (kind: 'messageFail' | 'generalError') => void;
  onGiveUp: (error: PortalConnectionError) => void;
}

export interface ChatConnection {
  start(): void;
  stop(): void;
  send(convId: number, body: string): void;
  retry(clientMsgId: string): void;
  markSeen(convId: number, msgIds: number[]): void;
  /** For tests and the bench: the live socket. */
  readonly connection: PortalConnection;
}

/**
 * The chat's real-time side over core/realtime: joins the rooms, feeds the store with new and
 * updated messages, and delivers the patient's messages exactly once and in order: one message in
 * flight at a time, resent with the same client id after a reconnect or a lost ack (the server
 * stores a client id once and answers a resend with the stored message). What arrived while the
 * socket was away is fetched on reconnect. An event the server refuses as `rate_limited` (more than
 * the socket's share) is kept and sent again once its `retryAfterMs` has passed, the message still
 * pending meanwhile; nothing else is sent until then.
 */
export function createChatConnection(deps: ChatConnectionDeps): ChatConnection {
  const { store } = deps;
  const connection = createPortalSocket({
    serverUrl: deps.serverUrl,
    getToken: deps.getToken,
    refreshToken: deps.refreshToken,
    // A dropped connection comes back quickly: messages wait in the send queue meanwhile.
    socketOptions: { reconnectionDelay: 300, reconnectionDelayMax: 2_000 },
    onGiveUp: (error) => {
      store.getState().setStatus('failed');
      deps.onGiveUp(error);
    },
  });
  const { socket } = connection;
  /** Changes on every (re)connection: acks of an older one are ignored. */
  let generation = 0;
  let inFlight: string | null = null;
  const seenRequested = new Set<number>();
  const seenQueue = new Map<number, Set<number>>();
  let stopped = false;
  /** Per conversation, the newest message held when the connection first dropped; cleared by a catch-up. */
  const anchors = new Map<number, Message>();
  const paused = createSendPause();

  const uId = () => store.getState().uId;

  function pump(): void {
    if (stopped || inFlight || !socket.connected || paused.active) return;
    const next = store.getState().pending.find((message) => message.state === 'sending');
    if (!next) return;
    inFlight = next.clientMsgId;
    const mine = generation;
    const payload = {
      u_id: uId(),
      conv_id: next.convId,
      msgBody: next.msgBody,
      patientFacing: true,
      timezone: deps.timezone,
      senderName: deps.senderName,
      cpIds: cpIdsOf(next.convId),
      clientMsgId: next.clientMsgId,
    } as const;
    socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('chat message', payload)
      .then(
        (ack) => {
          if (mine !== generation) return;
          inFlight = null;
          if (ack.ok) receive(ack.message);
          // Not stored: still pending, and first in line once the pause is over.
          else if (isRateLimited(ack)) paused.start(ack.retryAfterMs, pump);
          else store.getState().setPendingState(next.clientMsgId, 'failed');
          pump();
        },
        () => {
          // No answer in time: resent with the same client id, which the server stores once.
          if (mine !== generation) return;
          inFlight = null;
          pump();
        },
      );
  }

  /** Conversations whose missing messages are being fetched. */
  const filling = new Set<number>();

  /**
   * A message from the server; one numbered past the next after the newest held means the ones
   * between never arrived (a broadcast lost between server processes): they are fetched now.
   */
  function receive(message: Message): void {
    const state = store.getState();
    const held = state.messages[message.convId] ?? [];
    const gap = state.loaded[message.convId] === true && leavesGap(held, message);
    state.receive(message);
    if (gap) fillGap(message.convId, held.at(-1));
  }

  function fillGap(convId: number, anchor: Message | undefined): void {
    if (filling.has(convId)) return;
    filling.add(convId);
    fetchSince(deps.client, uId(), convId, anchor)
      .then(({ messages, complete }) => {
        if (!stopped) store.getState().addPage(convId, messages, complete);
      })
      // Not fetched: the next message's gap or the next reconnect's catch-up fetches it.
      .catch(() => undefined)
      .finally(() => filling.delete(convId));
  }

  function cpIdsOf(convId: number): string {
    return store.getState().conversations?.find((c) => c.convId === convId)?.cpIds ?? '';
  }

  function flushSeen(): void {
    if (!socket.connected || paused.active) return;
    for (const [convId, ids] of seenQueue) {
      seenQueue.delete(convId);
      const msgIds = [...ids];
      for (let i = 0; i < msgIds.length; i += 200) {
        const batch = msgIds.slice(i, i + 200);
        const forget = () => batch.forEach((id) => seenRequested.delete(id));
        socket
          .timeout(ACK_TIMEOUT_MS)
          .emitWithAck('message read', { conv_id: convId, u_id: uId(), msgIds: batch, msgRead: true })
          .then((ack) => {
            if (ack.ok) return store.getState().updateMessages(convId, ack.messages, ack.messages.length);
            if (!isRateLimited(ack)) return forget();
            queueSeen(convId, batch);
            paused.start(ack.retryAfterMs, flushSeen);
          }, forget);
      }
    }
  }

  function queueSeen(convId: number, msgIds: number[]): void {
    const queued = seenQueue.get(convId) ?? new Set<number>();
    for (const id of msgIds) queued.add(id);
    seenQueue.set(convId, queued);
  }

  /**
   * Joins the rooms; only then does a catch-up cover everything the socket will not bring. A join
   * or catch-up that fails while this connection lasts (no ack in time, a refused fetch) is tried
   * again, so a slow server cannot leave a gap until the next reconnect.
   */
  function joinRooms(reconnected: boolean): void {
    const mine = generation;
    const current = () => mine === generation && !stopped;
    const tryAgain = () => {
      if (current()) setTimeout(() => current() && joinRooms(reconnected), REJOIN_DELAY_MS);
    };
    socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('join conversations', { uId: uId() })
      .then((ack) => {
        if (!current()) return undefined;
        if (isRateLimited(ack)) return paused.start(ack.retryAfterMs, () => current() && joinRooms(reconnected));
        return reconnected || Object.keys(store.getState().messages).length > 0 ? catchUp(mine) : undefined;
      })
      .catch(tryAgain);
  }

  async function catchUp(mine: number): Promise<void> {
    const state = store.getState();
    const list = await fetchConversations(deps.client, state.uId);
    if (stopped) return;
    store.getState().setConversations(list);
    for (const convId of Object.keys(store.getState().messages).map(Number)) {
      const anchor = anchors.get(convId);
      const { messages, complete } = await fetchSince(deps.client, state.uId, convId, anchor);
      if (stopped) return;
      store.getState().addPage(convId, messages, complete);
      // A drop during the walk keeps the anchor: the next catch-up starts from it again.
      if (mine === generation && anchors.get(convId) === anchor) anchors.delete(convId);
    }
  }

  let connectedOnce = false;
  socket.on('connect', () => {
    generation += 1;
    inFlight = null;
    store.getState().setStatus('connected');
    const reconnected = connectedOnce;
    connectedOnce = true;
    joinRooms(reconnected);
    pump();
    flushSeen();
  });
  const showDown = () => {
    if (store.getState().status !== 'failed') store.getState().setStatus(statusWhileDown(globalThis.navigator?.onLine));
  };
  socket.on('disconnect', () => {
    generation += 1;
    inFlight = null;
    for (const [convId, list] of Object.entries(store.getState().messages)) {
      const newest = list.at(-1);
      if (newest && !anchors.has(Number(convId))) anchors.set(Number(convId), newest);
    }
    // Whatever the reason, even a stop: the status never says "Connected" without a connection.
    showDown();
  });
  socket.on('connect_error', () => {
    if (socket.active) showDown();
  });
  // Back online: socket.io's next attempt (at most 2 s away) reconnects; until then it is trying.
  const onOnline = () => {
    if (!socket.connected && store.getState().status === 'offline') store.getState().setStatus('reconnecting');
  };
  socket.on('new message', receive);
  socket.on('new conversation', (conversation) => store.getState().upsertConversation(conversation));
  socket.on('message updated', ({ convId, messages }) => {
    const before = store.getState().messages[convId] ?? [];
    const reader = String(uId());
    const newlyRead = messages.filter((message) => {
      const old = before.find((m) => m.msgId === message.msgId);
      return old && !old.readByPatient.split(',').includes(reader) && message.readByPatient.split(',').includes(reader);
    }).length;
    store.getState().updateMessages(convId, messages, newlyRead);
  });
  socket.on('conversation-error', ({ message }) => {
    deps.onConversationError(message === PORTAL_ERROR_MESSAGES.cannotSend ? 'messageFail' : 'generalError');
  });
  socket.on('error', ({ message }) => {
    if (message !== PORTAL_ERROR_MESSAGES.jwtExpired) deps.onConversationError('generalError');
  });

  return {
    connection,
    start() {
      stopped = false;
      globalThis.addEventListener?.('online', onOnline);
      void connection.connect();
    },
    stop() {
      stopped = true;
      globalThis.removeEventListener?.('online', onOnline);
      paused.clear();
      connection.close();
    },
    send(convId, body) {
      store.getState().queue({ clientMsgId: newClientMsgId(), convId, msgBody: body, createdAt: new Date().toISOString(), state: 'sending' });
      pump();
    },
    retry(clientMsgId) {
      store.getState().setPendingState(clientMsgId, 'sending');
      pump();
    },
    markSeen(convId, msgIds) {
      const fresh = msgIds.filter((id) => !seenRequested.has(id));
      if (fresh.length === 0) return;
      for (const id of fresh) seenRequested.add(id);
      queueSeen(convId, fresh);
      queueMicrotask(flushSeen);
    },
  };
}
