import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { freePort } from './reference-server';

export interface Origin {
  port: number;
  stop(): Promise<void>;
}

/** A plain HTTP server on loopback, a free port, for the pages and files of another origin. */
export async function startOrigin(handle: (request: IncomingMessage, response: ServerResponse) => Promise<void> | void): Promise<Origin> {
  const port = await freePort();
  const server = createServer((request, response) => {
    Promise.resolve(handle(request, response)).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const types: Record<string, string> = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.json': 'application/json', '.map': 'application/json', '.css': 'text/css' };

/**
 * A CDN of the library build: dist/ as it is, with `Access-Control-Allow-Origin: *` (module
 * scripts, their imports and a worker's module are fetched in CORS mode from another origin).
 */
export function cdnOf(dir: string) {
  const root = path.resolve(dir);
  return async (request: IncomingMessage, response: ServerResponse) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://cdn').pathname);
    const file = path.resolve(root, `.${pathname}`);
    if (!file.startsWith(`${root}${path.sep}`)) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, {
        'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'no-store',
      });
      response.end(body);
    } catch {
      response.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end();
    }
  };
}
