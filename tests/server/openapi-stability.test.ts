import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, buildApp } from '../../server/app';
import type { FastifyInstance } from 'fastify';
import { TEST_IDENTITY } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/**
 * What partners build against does not move by accident: the production OpenAPI document, with its
 * object keys in a canonical order, has this SHA-256. It was taken from the server before its files
 * were laid out by module (62 paths); the layout changed nothing in it. A deliberate API change
 * updates the figure in the same commit (the failure prints the new one). Changed on purpose: the
 * e-mail preference is read by POST /email-unsubscribe/lookup (token in the body) instead of a GET
 * with the token in its query; reminder e-mails' one-click unsubscribe, POST
 * /email-unsubscribe/one-click (RFC 8058): 64 paths; the bearer JWT security scheme and each
 * operation's `security` (openapi-security.test.ts), paths unchanged.
 */
const PRODUCTION_DOCUMENT_SHA256 = '8757899432e134a0ac9efa7e484fce64fe26d0812a0724e0dd2764a2092c7a46';

const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
        )
      : value;

describe('the production OpenAPI document', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ db: database.db, mode: 'production', identity: TEST_IDENTITY, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('is the one partners have built against, key for key', async () => {
    const response = await app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toHaveLength(64);
    expect(Object.keys(document.paths).some((path) => path.startsWith(`${API_PREFIX}/dev/`))).toBe(false);
    const digest = createHash('sha256').update(JSON.stringify(canonical(document))).digest('hex');
    expect(digest).toBe(PRODUCTION_DOCUMENT_SHA256);
  });
});
