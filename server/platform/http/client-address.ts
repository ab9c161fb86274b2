import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * The client address of a raw request (a socket.io handshake) by Fastify's own rule for
 * `request.ip`: with RX_TRUST_PROXY set, the nearest X-Forwarded-For entry not from a trusted
 * proxy; without it, the connection's peer.
 */
export function clientAddressFinder(trustProxy: string | undefined): (request: IncomingMessage) => string {
  const trusted = trustProxy ? proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim())) : () => false;
  return (request) => proxyAddr(request, trusted);
}
