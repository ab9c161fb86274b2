import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import { CARE_TEAM_NAMESPACE, CARE_TEAM_REFUSALS } from '../../../src/domain/messaging/care-team-events';
import { TokenError, type TokenVerifier } from '../../platform/auth/token-verifier';
import type { Database } from '../../platform/db/database';
import { providerForSubject } from './care-team.queries';
import { summarizeError } from '../../platform/http/log-safety';
import { registerCareTeamEvents, type CareTeamNamespace } from './care-team-events';
import type { EventGate } from '../../platform/realtime/event-gate';
import type { PortalNamespace } from './portal-events';
import { conversationRoom } from '../../platform/realtime/rooms';
import { handshakeToken } from '../../platform/realtime/handshake-token';
import { followSession } from '../../platform/realtime/session-sockets';
import { isSessionRevoked } from '../../platform/identity/revocations';

export type { CareTeamNamespace } from './care-team-events';

/**
 * The care-team console's namespace: the provider's ID token in the handshake's `auth` payload, checked
 * like the patients' (signature, expiry, revocation), then mapped to a care provider. What a
 * provider sends reaches the patients' namespace through the same rooms.
 */
export function attachCareTeam(
  io: Server,
  deps: {
    db: Database;
    verifier: TokenVerifier;
    log: FastifyBaseLogger;
    portal: PortalNamespace;
    gate: EventGate;
    /** The client address of a handshake (audit rows record it). */
    clientAddressOf: (request: IncomingMessage) => string;
  },
): CareTeamNamespace {
  const careTeam = io.of(CARE_TEAM_NAMESPACE) as unknown as CareTeamNamespace;
  careTeam.use((socket, next) => {
    deps.verifier
      .verifyIdToken(handshakeToken(socket.handshake))
      .then(async (identity) => {
        const provider = await providerForSubject(deps.db, identity.sub);
        if (!provider) return next(new Error(CARE_TEAM_REFUSALS.notProvider));
        socket.data = { ...provider, sub: identity.sub, address: deps.clientAddressOf(socket.request), expiresAt: identity.expiresAt, originJti: identity.originJti };
        next();
      })
      .catch((error: unknown) => next(new Error(error instanceof TokenError ? error.message : 'invalid token')));
  });
  careTeam.on('connection', (socket) => {
    deps.gate.admit(socket, `provider:${socket.data.cpId}`);
    void followSession(socket, socket.data.originJti, (originJti) => isSessionRevoked(deps.db, originJti));
    registerCareTeamEvents(
      socket,
      deps.db,
      {
        messageStored: (message) => deps.portal.to(conversationRoom(message.convId)).emit('new message', message),
        messagesRead: (convId, messages) => deps.portal.to(conversationRoom(convId)).emit('message updated', { convId, messages }),
      },
      (error, event) =>
        deps.log.error({ namespace: CARE_TEAM_NAMESPACE, event, cpId: socket.data.cpId, error: summarizeError(error) }, 'real-time event failed'),
    );
  });
  return careTeam;
}
