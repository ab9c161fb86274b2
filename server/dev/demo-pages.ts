import { randomBytes } from 'node:crypto';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { strictContentSecurityPolicy } from '../platform/http/csp';
import { brandsInjector, redirectToTrailingSlash, sendPage, servePage, serveStaticDirs, type PageHostOptions } from '../platform/http/page-host';

const hidden = { hide: true } as const;

/** Where demo/intranet/index.html takes each request's CSP nonce. */
const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';
const createCspNonce = () => randomBytes(16).toString('base64');

/**
 * Development and test only: the demo pages around the portal (the catalogue, the intranet page,
 * the React host, the care-team console, the development mailbox), their files, and the built end-to-end test pages. The
 * app builder registers them beside the page host (platform/http/page-host.ts) outside production.
 */
export const demoPages: FastifyPluginAsyncZod<PageHostOptions> = async (app, options) => {
  await serveStaticDirs(app, [
    { root: path.join(options.demoDir, 'assets'), prefix: '/demo-assets/', preCompressed: false },
    { root: path.join(options.demoBuildDir, 'react-host'), prefix: '/react-host/', preCompressed: true },
    { root: path.join(options.demoBuildDir, 'provider'), prefix: '/provider/', preCompressed: true },
  ]);
  if (options.fixturesDir) {
    const root = path.resolve(options.fixturesDir);
    await app.register(fastifyStatic, { root, prefix: '/test-fixtures/', decorateReply: false, index: ['index.html'] });
  }

  const withBrands = await brandsInjector(options.brands);
  // No nonce: the widgets then style their shadow roots with constructable stylesheets.
  const pagePolicy = strictContentSecurityPolicy({ reportUri: options.cspReportUri });
  servePage(app, '/', path.join(options.demoDir, 'index.html'), pagePolicy, withBrands);
  servePage(app, '/react-host/', path.join(options.demoBuildDir, 'react-host', 'index.html'), pagePolicy, withBrands);
  // The care-team console: the other side of the patients' chat.
  servePage(app, '/provider/', path.join(options.demoBuildDir, 'provider', 'index.html'), pagePolicy, withBrands);

  // The development mailbox (GET /api/dev/mailbox). E-mails render in a sandboxed iframe (srcdoc),
  // which inherits this policy: their inline styles and https logos are allowed.
  const mailboxPolicy = strictContentSecurityPolicy({ reportUri: options.cspReportUri, inlineStyles: true, httpsImages: true });
  servePage(app, '/mailbox/', path.join(options.demoDir, 'mailbox', 'index.html'), mailboxPolicy, (html) => html);

  const intranetFile = path.join(options.demoDir, 'intranet', 'index.html');
  app.get(
    '/intranet/',
    { schema: { ...hidden, querystring: z.object({ csp: z.enum(['self']).optional() }) } },
    async (request, reply) => {
      const nonce = request.query.csp === 'self' ? undefined : createCspNonce();
      const policy = strictContentSecurityPolicy({ nonce, reportUri: options.cspReportUri });
      reply.header('Content-Security-Policy', policy);
      return sendPage(request, reply, intranetFile, (html) => withBrands(html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce ?? '')));
    },
  );

  redirectToTrailingSlash(app, ['/intranet', '/react-host', '/provider', '/mailbox']);
};
