import type { FastifyInstance } from 'fastify';
import { Server, type ServerOptions } from 'socket.io';
import type { Conversation } from '../../../src/domain/messaging/conversation.schema';
import type { Message } from '../../../src/domain/messaging/message.schema';
import { PORTAL_NAMESPACE, type PortalClientToServerEvents, type PortalServerToClientEvents } from '../../../src/domain/messaging/message-events';
import { withAudit } from '../../platform/audit/audit';
import { patientForSubject } from '../patient';
import type { TokenTrust } from '../../platform/auth/token-trust';
import { createTokenVerifier, TokenError } from '../../platform/auth/token-verifier';
import { summarizeError } from '../../platform/http/log-safety';
import { clientAddressFinder } from '../../platform/http/client-address';
import { socketOriginOptions } from '../../platform/ops/allowed-origins';
import { observeSocketNamespaces } from '../../platform/ops/metrics';
import type { Database } from '../../platform/db/database';
import {
  conversationOwner,
  createConversation,
  insertProviderMessage,
  listPatientConversations,
  type NewConversation,
  type NewProviderMessage,
} from './messaging.queries';
import { isSessionRevoked } from '../../platform/identity/revocations';
import { registerPortalEvents, type PortalNamespace, type PortalSocketData } from './portal-events';
import { attachCareTeam, type CareTeamNamespace } from './care-team.socket';
import { createEventGate } from '../../platform/realtime/event-gate';
import { DEFAULT_REALTIME_LIMITS, type RealtimeLimits } from '../../platform/realtime/realtime-limits';
import { conversationRoom, patientRoom } from '../../platform/realtime/rooms';
import { handshakeToken } from '../../platform/realtime/handshake-token';
import { disconnectSessions, followSession } from '../../platform/realtime/session-sockets';
import { onSessionsEnded } from '../../platform/identity/session-end-notices';
import { startMessageReplay } from './message-replay';

export interface RealtimeOptions {
  db: Database;
  identity: TokenTrust;
  /** socket.io's adapter, e.g. the PostgreSQL one when several server processes share a database. */
  adapter?: ServerOptions['adapter'];
  /** Each socket's and each sender's share of the namespaces; DEFAULT_REALTIME_LIMITS unless given. */
  limits?: RealtimeLimits;
  /**
   * How often messages a lost broadcast left out are sent again (message-replay.ts); on by default
   * with an adapter (REPLAY_INTERVAL_MS), never without one: one process broadcasts in memory.
   */
  replayIntervalMs?: number;
  /** Load balancers whose X-Forwarded-For names the client, as for the HTTP routes (RX_TRUST_PROXY). */
  trustProxy?: string;
}

/** The real-time side of messaging, for main.ts, the tests and anything that creates conversations. */
export interface PortalRealtime {
  readonly portal: PortalNamespace;
  /** The care providers' namespace (/care-team). */
  readonly careTeam: CareTeamNamespace;
  /** Sends 'new conversation' to the patient's sockets, which join its room. */
  notifyNewConversation(convId: number): Promise<void>;
  /** Creates a conversation for a patient and notifies the patient's open sockets. */
  startConversation(conversation: NewConversation): Promise<Conversation>;
  /** Stores a care provider's message, then broadcasts it to the conversation's room. */
  deliverProviderMessage(message: NewProviderMessage): Promise<Message>;
}

const AUDIT_ROUTE = 'socket /portal';
/** Bigger than any valid event (a 4000-character message), far below the HTTP body limit. */
const MAX_EVENT_BYTES = 64 * 1024;
/**
 * The heartbeat: a connection that went silent (a network lost without the browser noticing) is
 * found dead within PING_INTERVAL_MS + PING_TIMEOUT_MS on both sides, 15 s instead of socket.io's
 * 45 s, so the chat stops saying "Connected" and reconnects sooner. One small packet per 10 s.
 */
export const PING_INTERVAL_MS = 10_000;
export const PING_TIMEOUT_MS = 5_000;

/**
 * socket.io on the Fastify app's own HTTP server: namespace /portal, the ID token in the
 * handshake's `auth` payload (never its query: URLs end up in logs), and /care-team for the care providers' console. Everything it knows lives in
 * the database or on the socket itself, so several server processes work once an adapter relays
 * the room broadcasts between them (server/platform/realtime/cluster-adapter.ts: PostgreSQL's
 * LISTEN/NOTIFY); one process needs no adapter.
 * Closed with the app (its sockets are disconnected before the HTTP server closes).
 */
export function attachRealtime(app: FastifyInstance, options: RealtimeOptions): PortalRealtime {
  const { db } = options;
  const verifier = createTokenVerifier(options.identity, { isSessionRevoked: (originJti) => isSessionRevoked(db, originJti) });
  const io = new Server<PortalClientToServerEvents, PortalServerToClientEvents, object, PortalSocketData>(app.server, {
    serveClient: false,
    maxHttpBufferSize: MAX_EVENT_BYTES,
    pingInterval: PING_INTERVAL_MS,
    pingTimeout: PING_TIMEOUT_MS,
    ...(options.adapter ? { adapter: options.adapter } : {}),
    ...socketOriginOptions(app.isAllowedOrigin),
  });
  const portal: PortalNamespace = io.of(PORTAL_NAMESPACE);
  const limits = options.limits ?? DEFAULT_REALTIME_LIMITS;
  const careTeam = attachCareTeam(io, {
    db,
    verifier,
    log: app.log,
    portal,
    gate: createEventGate(limits.careTeam),
    clientAddressOf: clientAddressFinder(options.trustProxy),
  });
  const portalGate = createEventGate(limits.portal);

  portal.use((socket, next) => {
    authenticate(handshakeToken(socket.handshake))
      .then((data) => {
        socket.data = data;
        next();
      })
      // The client sees the message as connect_error; it reconnects with a fresh token on "jwt expired".
      .catch((error: unknown) => next(new Error(error instanceof HandshakeRefused ? error.message : 'invalid token')));
  });

  async function authenticate(token: string): Promise<PortalSocketData> {
    let identity;
    try {
      identity = await verifier.verifyIdToken(token);
    } catch (error) {
      throw new HandshakeRefused(error instanceof TokenError ? error.message : 'invalid token');
    }
    const patient = await patientForSubject(db, identity.sub, identity.pool);
    if (!patient) throw new HandshakeRefused('no patient for this identity');
    return { uId: patient.uId, expiresAt: identity.expiresAt, originJti: identity.originJti };
  }

  portal.on('connection', (socket) => {
    portalGate.admit(socket, `patient:${socket.data.uId}`);
    void socket.join(patientRoom(socket.data.uId));
    void followSession(socket, socket.data.originJti, (originJti) => isSessionRevoked(db, originJti));
    // Never the payload nor the error's message or fields: they carry health data and SQL parameters.
    registerPortalEvents(
      socket,
      db,
      (error, event) =>
        app.log.error({ namespace: PORTAL_NAMESPACE, event, uId: socket.data.uId, error: summarizeError(error) }, 'real-time event failed'),
      {
        messageStored: (message) => careTeam.to(conversationRoom(message.convId)).emit('new message', message),
        messagesRead: (convId, messages) => careTeam.to(conversationRoom(convId)).emit('message updated', { convId, messages }),
      },
    );
  });

  // A sign-out (GlobalSignOut, RevokeToken) closes its sessions' sockets, in every process.
  const stopFollowingSignOuts = onSessionsEnded(db, (originJtis) => disconnectSessions([portal, careTeam], originJtis));

  app.addHook('preClose', async () => {
    stopFollowingSignOuts();
    // Closes every connection's transport without a socket.io disconnect: the clients see a lost
    // transport and reconnect by themselves (through the load balancer, to a process still up),
    // where a server-side disconnect would leave them disconnected for good.
    io.engine.close();
    // Lets an adapter give back its database connection (the PostgreSQL one keeps one in LISTEN).
    await Promise.all([io.of('/'), portal, careTeam].map((namespace) => namespace.adapter.close()));
  });

  async function conversationFor(uId: number, convId: number): Promise<Conversation> {
    const [conversation] = await withAudit(
      db,
      { actorUId: uId, action: 'read', entity: 'conversation', entityId: convId, route: `${AUDIT_ROUTE} new conversation` },
      (tx) => listPatientConversations(tx, uId, convId),
    );
    if (!conversation) throw new Error(`Conversation ${convId} vanished`);
    return conversation;
  }

  async function notify(uId: number, conversation: Conversation): Promise<void> {
    portal.in(patientRoom(uId)).socketsJoin(conversationRoom(conversation.convId));
    portal.to(patientRoom(uId)).emit('new conversation', conversation);
  }

  async function notifyNewConversation(convId: number): Promise<void> {
    const uId = await conversationOwner(db, convId);
    if (uId === undefined) throw new Error(`No conversation ${convId}`);
    await notify(uId, await conversationFor(uId, convId));
  }
  // Conversations the HTTP routes create reach the patient's open sockets too.
  app.conversationAnnouncer.listen(notifyNewConversation);
  observeSocketNamespaces(app, [portal, careTeam]);
  if (options.adapter) {
    const replay = startMessageReplay({
      db,
      namespaces: [portal, careTeam],
      intervalMs: options.replayIntervalMs,
      onError: (error) => app.log.error({ error: summarizeError(error) }, 'chat message replay failed'),
    });
    app.addHook('onClose', async () => replay.stop());
  }

  return {
    portal,
    careTeam,
    notifyNewConversation,
    async startConversation(conversation) {
      const convId = await withAudit(
        db,
        { actorUId: conversation.uId, action: 'write', entity: 'conversation', route: `${AUDIT_ROUTE} new conversation` },
        (tx) => createConversation(tx, conversation),
      );
      const created = await conversationFor(conversation.uId, convId);
      await notify(conversation.uId, created);
      return created;
    },
    async deliverProviderMessage(message) {
      const uId = await conversationOwner(db, message.convId);
      if (uId === undefined) throw new Error(`No conversation ${message.convId}`);
      const stored = await withAudit(
        db,
        { actorUId: uId, action: 'write', entity: 'message', entityId: message.convId, route: `${AUDIT_ROUTE} new message` },
        (tx) => insertProviderMessage(tx, message),
      );
      portal.to(conversationRoom(message.convId)).emit('new message', stored);
      careTeam.to(conversationRoom(message.convId)).emit('new message', stored);
      return stored;
    },
  };
}

class HandshakeRefused extends Error {}
