import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The deepest nesting of arrays and objects a JSON body may have. The deepest request of the API
 * is a handful of levels; thousands of levels make recursive code (validation, the NUL check)
 * overflow the stack, so bodies beyond this are refused before they are parsed.
 */
export const MAX_JSON_DEPTH = 32;

export const jsonDepthMessage = (maxDepth: number) => `body: JSON nested deeper than ${maxDepth} levels`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/**
 * Whether JSON text nests arrays and objects deeper than `maxDepth`, read in one pass without
 * parsing it and stopping at the first level too many. Brackets inside strings do not count.
 * Text that is not JSON is left for the parser to refuse.
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPENERS.has(code)) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (CLOSERS.has(code)) {
      depth -= 1;
    }
  }
  return false;
}

class JsonTooDeepError extends Error {
  readonly statusCode = 400;
}

type ParserDone = (error: Error | null, body?: unknown) => void;

/**
 * Fastify's own JSON parser (prototype poisoning refused) behind the depth scan: a body nested
 * deeper than `maxDepth` is answered 400 with the reason and never reaches JSON.parse. For
 * `addContentTypeParser(type, { parseAs: 'string' }, …)`.
 */
export function depthLimitedJsonParser(app: FastifyInstance, maxDepth = MAX_JSON_DEPTH) {
  const parse = app.getDefaultJsonParser('error', 'error');
  return (request: FastifyRequest, body: string | Buffer, done: ParserDone): void => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, maxDepth)) {
      done(new JsonTooDeepError(jsonDepthMessage(maxDepth)));
      return;
    }
    parse(request, text, done);
  };
}

/** Replaces the app's application/json parser with the depth-limited one. */
export function limitJsonDepth(app: FastifyInstance, maxDepth = MAX_JSON_DEPTH): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, depthLimitedJsonParser(app, maxDepth));
}
