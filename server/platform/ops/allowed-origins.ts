import { isLocalDemoOrigin } from '../http/cors';

/** Whether a browser origin may call the API, the identity endpoint and socket.io. */
export type OriginCheck = (origin: string) => boolean;

declare module 'fastify' {
  interface FastifyInstance {
    /** The partner origins' rule, shared by the HTTP CORS and socket.io's handshake. */
    isAllowedOrigin: OriginCheck;
  }
}

export class AllowedOriginsError extends Error {}

/**
 * RX_ALLOWED_ORIGINS: comma-separated origins (`https://pharmacy.example`,
 * `https://portal.partner.example:8443`). Each must be a bare http(s) origin: scheme, host and
 * optional port, nothing else (a trailing slash is tolerated). Throws on the first malformed entry.
 */
export function parseAllowedOrigins(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  return raw.split(',').map((entry) => {
    const trimmed = entry.trim();
    const origin = originOf(trimmed.replace(/\/$/, ''));
    if (!origin) {
      throw new AllowedOriginsError(
        `RX_ALLOWED_ORIGINS: "${trimmed}" is not an origin; write scheme://host[:port] with no path, e.g. https://pharmacy.example`,
      );
    }
    return origin;
  });
}

function originOf(candidate: string): string | undefined {
  // scheme://host[:port] and nothing else: no path, query, fragment or credentials.
  if (!/^https?:\/\/[^/?#@\s]+$/i.test(candidate)) return undefined;
  try {
    // Lower-cases the scheme and host and drops a default port, as browsers write the Origin.
    return new URL(candidate).origin;
  } catch {
    return undefined;
  }
}

/**
 * The listed origins; outside production also the local demo origins (`npm start`'s pages on
 * localhost, *.localhost and 127.0.0.1). In production only the listed ones.
 */
export function allowedOriginCheck(mode: 'development' | 'test' | 'production', listed: readonly string[]): OriginCheck {
  const exact = new Set(listed.map((origin) => origin.toLowerCase()));
  return (origin) => exact.has(origin.toLowerCase()) || (mode !== 'production' && isLocalDemoOrigin(origin));
}

/**
 * socket.io's side of the rule: CORS headers for the allowed origins, and the handshake itself
 * (long-polling and WebSocket alike) refused with 403 for any other browser origin. A page of the
 * server's own origin (its portal; browsers send an Origin with every WebSocket) and clients
 * without an Origin header (not a browser page) are not concerned.
 */
export function socketOriginOptions(isAllowedOrigin: OriginCheck) {
  const allowed = (origin: string | undefined) => origin === undefined || isAllowedOrigin(origin);
  return {
    cors: { origin: (origin: string | undefined, callback: (error: Error | null, allow?: boolean) => void) => callback(null, allowed(origin)) },
    allowRequest: (request: { headers: { origin?: string; host?: string } }, callback: (error: string | null | undefined, success: boolean) => void) =>
      callback(null, allowed(request.headers.origin) || isSameHost(request.headers.origin, request.headers.host)),
  };
}

function isSameHost(origin: string | undefined, host: string | undefined): boolean {
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}
