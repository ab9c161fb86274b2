import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PORTAL_PATHS } from '../../../src/domain/common/portal-paths';
import { CSP_NONCE_PLACEHOLDER, createCspNonce, strictContentSecurityPolicy } from './csp';
import { errorBody } from './error-handling';
import { cacheHeadersFor } from './static-caching';
import { acceptedEncoding, API_COMPRESSION_MIN_BYTES, compressedBody } from './api-compression';
import { brandsBlock, loadBrandsFile } from '../brands-file';
import type { BrandsFile } from '../../../src/domain/brand/brands-file.schema';

export interface DemoDirs {
  /** The library build (vite). */
  distDir: string;
  /** The demo sources: index.html, portal/, intranet/, assets/. */
  demoDir: string;
  /** The built demo apps, e.g. react-host/. */
  demoBuildDir: string;
  /** Built end-to-end test pages, served at /test-fixtures/ (never in production). */
  fixturesDir?: string;
  /** The brands file's content, written into every page for the widgets (config/brands.json when omitted). */
  brands?: BrandsFile;
}

export interface DemoHostOptions extends DemoDirs {
  /** Where the pages' CSP sends violation reports; omitted when there is no collector. */
  cspReportUri?: string;
  /** The development mailbox page at /mailbox/ (outside production only: it reads GET /api/dev/mailbox). */
  mailboxPage?: boolean;
}

const hidden = { hide: true } as const;

/** Serves the demo pages and the files they load; none of it is part of the API document. */
export const demoHost: FastifyPluginAsyncZod<DemoHostOptions> = async (app, options) => {
  // The builds carry `.br` and `.gz` beside each text file (vite.precompress.ts): sent as they are
  // to a browser that accepts them. Hashed files are cached for a year, the others revalidated.
  const staticDirs = [
    { root: options.distDir, prefix: '/dist/', preCompressed: true },
    { root: path.join(options.demoDir, 'assets'), prefix: '/demo-assets/', preCompressed: false },
    { root: path.join(options.demoBuildDir, 'react-host'), prefix: '/react-host/', preCompressed: true },
    { root: path.join(options.demoBuildDir, 'provider'), prefix: '/provider/', preCompressed: true },
  ];
  for (const { root, prefix, preCompressed } of staticDirs) {
    const absolute = path.resolve(root);
    await app.register(fastifyStatic, {
      root: absolute,
      prefix,
      decorateReply: false,
      index: false,
      preCompressed,
      cacheControl: false,
      setHeaders: cacheHeadersFor(absolute),
    });
  }
  if (options.fixturesDir) {
    const root = path.resolve(options.fixturesDir);
    await app.register(fastifyStatic, { root, prefix: '/test-fixtures/', decorateReply: false, index: ['index.html'] });
  }

  // The widgets read their brands from this block: a new partner is a line in the brands file.
  const withBrands = injectBefore('</head>', brandsBlock(options.brands ?? (await loadBrandsFile(undefined))));
  const pages = [
    { url: '/', file: path.join(options.demoDir, 'index.html') },
    // The standalone portal routes in the browser: every /portal/* deep link gets the same page.
    { url: '/portal/*', file: path.join(options.demoDir, 'portal', 'index.html') },
    { url: '/react-host/', file: path.join(options.demoBuildDir, 'react-host', 'index.html') },
    // The care-team console: the other side of the patients' chat.
    { url: '/provider/', file: path.join(options.demoBuildDir, 'provider', 'index.html') },
  ];
  // No nonce: the widgets then style their shadow roots with constructable stylesheets.
  const pagePolicy = strictContentSecurityPolicy({ reportUri: options.cspReportUri });
  for (const { url, file } of pages) {
    app.get(url, { schema: hidden }, async (request, reply) => sendPage(request, reply.header('Content-Security-Policy', pagePolicy), file, withBrands));
  }

  if (options.mailboxPage) {
    // E-mails render in a sandboxed iframe (srcdoc), which inherits this policy: their inline styles and https logos are allowed.
    const mailboxPolicy = strictContentSecurityPolicy({ reportUri: options.cspReportUri, inlineStyles: true, httpsImages: true });
    const mailboxFile = path.join(options.demoDir, 'mailbox', 'index.html');
    app.get('/mailbox/', { schema: hidden }, async (request, reply) => sendPage(request, reply.header('Content-Security-Policy', mailboxPolicy), mailboxFile));
    app.get('/mailbox', { schema: hidden }, async (_request, reply) => reply.redirect('/mailbox/', 301));
  }

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

  // A portal link opened at the root of this host (a widget outside the portal renders
  // "/enroll-request?…" when its page names no portal URL; a bookmarked or e-mailed link) goes on
  // to the portal page with its query, with or without a trailing slash (to the portal's own
  // spelling, without it). Any other unknown path still answers 404.
  for (const portalPath of PORTAL_PATHS) {
    for (const url of [portalPath, `${portalPath}/`]) {
      app.get(url, { schema: hidden }, async (request, reply) => reply.redirect(`/portal${portalPath}${queryOf(request.url)}`, 302));
    }
  }

  for (const url of ['/portal', '/intranet', '/react-host', '/provider']) {
    app.get(url, { schema: hidden }, async (request, reply) => {
      const query = request.url.slice(url.length);
      return reply.redirect(`${url}/${query}`, 301);
    });
  }
};

const injectBefore = (marker: string, block: string) => (html: string) => {
  const at = html.indexOf(marker);
  return at < 0 ? html : `${html.slice(0, at)}${block}${html.slice(at)}`;
};

const queryOf = (url: string) => {
  const start = url.indexOf('?');
  return start < 0 ? '' : url.slice(start);
};

/** A page, compressed for a browser that accepts it (the pages carry the brands block: a few KB). */
async function sendPage(request: FastifyRequest, reply: FastifyReply, file: string, transform?: (html: string) => string) {
  let html: string;
  try {
    html = await readFile(file, 'utf8');
  } catch {
    return reply
      .code(404)
      .header('Cache-Control', 'no-store')
      .send(errorBody(404, `Demo page not built or missing: ${path.basename(path.dirname(file))}/${path.basename(file)}`));
  }
  const body = Buffer.from(transform ? transform(html) : html);
  reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-store').header('Vary', 'Accept-Encoding');
  const encoding = body.length >= API_COMPRESSION_MIN_BYTES ? acceptedEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(body);
  return reply.header('Content-Encoding', encoding).send(await compressedBody(body, encoding));
}
