import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer carries: no content-type sniffing, no referrer (page URLs can name a
 * patient's screen), and for the API `Cache-Control: no-store` unless a route chose its own
 * caching: its answers carry patient data that no browser or proxy cache may keep.
 * The pages' Content-Security-Policy is set where they are served (page-host.ts, server/dev/demo-pages.ts, openapi.ts).
 */
export function installSecurityHeaders(app: FastifyInstance, apiPrefix: string): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    if (request.url.startsWith(`${apiPrefix}/`) && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
