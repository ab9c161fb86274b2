import type { FastifyReply, FastifyRequest } from 'fastify';
import { TokenError, type TokenVerifier, type VerifiedIdentity } from './token-verifier';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireIdentity` on authenticated routes. */
    identity?: VerifiedIdentity;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** preHandler: 401 with the reason ("jwt expired", "invalid token", "missing token") unless the ID token verifies. */
export function requireIdentity(verifier: TokenVerifier) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      request.identity = await verifier.verifyIdToken(bearerToken(request) ?? '');
    } catch (error) {
      const message = error instanceof TokenError ? error.message : 'invalid token';
      return reply.code(401).send({ error: 'Unauthorized', message });
    }
  };
}
