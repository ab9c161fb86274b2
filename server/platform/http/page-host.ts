import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PORTAL_PATHS } from '../../../src/domain/common/portal-paths';
import { strictContentSecurityPolicy } from './csp';
import { errorBody } from './error-handling';
import { cacheHeadersFor, cdnCacheControl } from './static-caching';
import { acceptedEncoding, API_COMPRESSION_MIN_BYTES, compressedBody } from './api-compression';
import { brandsBlock, loadBrandsFile } from '../brands-file';
import type { BrandsFile } from '../../../src/domain/brand/brands-file.schema';

export interface DemoDirs {
  /** The library build (vite). */
  distDir: string;
  /** The CDN layout of the build (scripts/build-cdn.mjs), served at /cdn/ when given. */
  cdnDir?: string;
  /** The page sources: portal/ (the standalone portal page); outside production also index.html, intranet/, assets/. */
  demoDir: string;
  /** The built demo apps, e.g. react-host/ (outside production only). */
  demoBuildDir: string;
  /** Built end-to-end test pages, served at /test-fixtures/ (outside production only). */
  fixturesDir?: string;
  /** The brands file's content, written into every page for the widgets (config/brands.json when omitted). */
  brands?: BrandsFile;
}

export interface PageHostOptions extends DemoDirs {
  /** Where the pages' CSP sends violation reports; omitted when there is no collector. */
  cspReportUri?: string;
}

const hidden = { hide: true } as const;

/**
 * What a deployment serves besides the API: the widget bundle, the standalone portal page and the
 * portal's links opened at the root. None of it is part of the API document. The demo pages
 * around them (catalogue, intranet, React host, care-team console) are server/dev/'s, loaded
 * outside production only.
 */
export const pageHost: FastifyPluginAsyncZod<PageHostOptions> = async (app, options) => {
  // The build carries `.br` and `.gz` beside each text file (vite.precompress.ts).
  await serveStaticDirs(app, [{ root: options.distDir, prefix: '/dist/', preCompressed: true }]);
  // The versioned CDN folders (immutable) and the major aliases (a few minutes); CORS as for /dist/.
  if (options.cdnDir) await serveStaticDirs(app, [{ root: options.cdnDir, prefix: '/cdn/', preCompressed: true, cacheControl: cdnCacheControl }]);

  const withBrands = await brandsInjector(options.brands);
  // The standalone portal routes in the browser: every /portal/* deep link gets the same page.
  servePage(app, '/portal/*', path.join(options.demoDir, 'portal', 'index.html'), strictContentSecurityPolicy({ reportUri: options.cspReportUri }), withBrands);

  // A portal link opened at the root of this host (a widget outside the portal renders
  // "/enroll-request?…" when its page names no portal URL; a bookmarked or e-mailed link) goes on
  // to the portal page with its query, with or without a trailing slash (to the portal's own
  // spelling, without it). Any other unknown path still answers 404.
  for (const portalPath of PORTAL_PATHS) {
    for (const url of [portalPath, `${portalPath}/`]) {
      app.get(url, { schema: hidden }, async (request, reply) => reply.redirect(`/portal${portalPath}${queryOf(request.url)}`, 302));
    }
  }
  redirectToTrailingSlash(app, ['/portal']);
};

/**
 * Static folders: sent as they are, with the `.br`/`.gz` copy a browser accepts when
 * `preCompressed`; hashed files are cached for a year, the others revalidated.
 */
export async function serveStaticDirs(
  app: FastifyInstance,
  dirs: readonly { root: string; prefix: string; preCompressed: boolean; cacheControl?: (relativePath: string) => string }[],
): Promise<void> {
  for (const { root, prefix, preCompressed, cacheControl } of dirs) {
    const absolute = path.resolve(root);
    await app.register(fastifyStatic, {
      root: absolute,
      prefix,
      decorateReply: false,
      index: false,
      preCompressed,
      cacheControl: false,
      setHeaders: cacheHeadersFor(absolute, cacheControl),
    });
  }
}

/** Writes the brands block into a page: the widgets read their brands from it (a new partner is a line in the brands file). */
export async function brandsInjector(brands: BrandsFile | undefined): Promise<(html: string) => string> {
  return injectBefore('</head>', brandsBlock(brands ?? (await loadBrandsFile(undefined))));
}

/** A page under its Content-Security-Policy, uncached. */
export function servePage(app: FastifyInstance, url: string, file: string, policy: string, transform: (html: string) => string): void {
  app.get(url, { schema: hidden }, async (request, reply) => sendPage(request, reply.header('Content-Security-Policy', policy), file, transform));
}

/** `/portal?x` → `/portal/?x`: a page path without its trailing slash. */
export function redirectToTrailingSlash(app: FastifyInstance, urls: readonly string[]): void {
  for (const url of urls) {
    app.get(url, { schema: hidden }, async (request, reply) => {
      const query = request.url.slice(url.length);
      return reply.redirect(`${url}/${query}`, 301);
    });
  }
}

const injectBefore = (marker: string, block: string) => (html: string) => {
  const at = html.indexOf(marker);
  return at < 0 ? html : `${html.slice(0, at)}${block}${html.slice(at)}`;
};

const queryOf = (url: string) => {
  const start = url.indexOf('?');
  return start < 0 ? '' : url.slice(start);
};

/** A page, compressed for a browser that accepts it (the pages carry the brands block: a few KB). */
export async function sendPage(request: FastifyRequest, reply: FastifyReply, file: string, transform?: (html: string) => string) {
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
