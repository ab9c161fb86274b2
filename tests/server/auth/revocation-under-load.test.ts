import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { openDatabase, type DatabaseHandle } from '../../../server/platform/db/database';
import { revokeSessions } from '../../../server/platform/identity/revocations';
import { LISTENER_NAME, listenConfigOf, SessionRevocationCache } from '../../../server/platform/identity/session-revocation-cache';
import { identityRevokedSessions } from '../../../server/platform/identity/schema-identity';
import { mintIdToken } from '../support/test-tokens';
import { storedSub } from '../support/patients';
import { TEST_IDENTITY } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * Revoked sessions are held in memory by each server (session-revocation-cache.ts); a revocation
 * must still reach every server within a second while it is busy. Two servers on one database,
 * as two processes share one PostgreSQL (on PostgreSQL each has its own connection pool, and
 * learns of the other's revocations only through the database's notifications; on PGlite they
 * share the one handle a process has). B serves a patient's reads, 20 at a time, while the
 * session is revoked through A: B refuses the token within a second, and from then on every time.
 */
const LANES = 20;
const WITHIN_MS = 1_000;

let database: TestDatabase;
let secondHandle: DatabaseHandle | undefined;
let serverA: FastifyInstance;
let serverB: FastifyInstance;
let originB: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const url = listenConfigOf(database.db)?.connectionString;
  secondHandle = url ? await openDatabase({ url }) : undefined;
  serverA = await buildApp({ db: database.db, mode: 'test', identity: TEST_IDENTITY });
  serverB = await buildApp({ db: secondHandle?.db ?? database.db, mode: 'test', identity: TEST_IDENTITY });
  await serverA.ready();
  originB = await serverB.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await serverB?.close();
  await serverA?.close();
  await secondHandle?.close();
  await database?.dispose();
});

describe('a session revoked on one server, while another serves it under load', () => {
  it(`is refused by the other within ${WITHIN_MS} ms, and from then on`, { timeout: 60_000 }, async () => {
    const username = 'pat.demo@example.com';
    const sub = await storedSub(database.db, username);
    const originJti = randomUUID();
    const token = await mintIdToken(TEST_IDENTITY, { sub, username, originJti });
    const other = await mintIdToken(TEST_IDENTITY, { sub, username });
    const read = async (bearer: string) => (await fetch(`${originB}/api/session`, { headers: { authorization: `Bearer ${bearer}` } })).status;
    // B has read its revocations and listens (until then it asks the table, which would hide a missing notification).
    expect(await read(token)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const answers: Array<{ at: number; status: number }> = [];
    let stop = false;
    const load = Promise.all(
      Array.from({ length: LANES }, async () => {
        while (!stop) answers.push({ status: await read(token), at: performance.now() });
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const revoking = performance.now();
    await revokeSessions(database.db, TEST_IDENTITY.pools[0]!.issuer.split('/').pop()!, sub, [originJti]);
    const revokedAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, WITHIN_MS + 500));
    stop = true;
    await load;

    expect(answers.filter((answer) => answer.at < revoking).every((answer) => answer.status === 200)).toBe(true);
    const late = answers.filter((answer) => answer.at > revokedAt + WITHIN_MS);
    expect(late.length).toBeGreaterThan(0);
    expect(late.filter((answer) => answer.status !== 401)).toEqual([]);
    // Another session of the same patient is not affected.
    expect(await read(other)).toBe(200);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the revocation cache when its listening connection is lost', () => {
  it('sends every check to the table until it listens again, then has what it missed', { timeout: 60_000 }, async () => {
    const cache = new SessionRevocationCache(database.db, listenConfigOf(database.db));
    await cache.start();
    const now = () => Math.floor(Date.now() / 1000);
    const missed = randomUUID();
    const pause = () => new Promise((resolve) => setTimeout(resolve, 20));
    const deadline = Date.now() + 40_000;
    const notPast = (what: string) => {
      if (Date.now() > deadline) throw new Error(what);
    };
    try {
      expect(cache.isRevoked(missed, now())).toBe(false); // answered from memory: not a promise
      // A revocation written while nobody listens (no NOTIFY): only the table knows it. It is written
      // once the cache has noticed its connection ended (it answers through the table, a promise),
      // and only while no listening connection is back (on a busy machine the cache may already have
      // reconnected and read the table: then the connection is cut again and the write waits).
      for (let written = false; !written; ) {
        await database.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ${LISTENER_NAME} AND datname = current_database()`);
        while (!(cache.isRevoked(missed, now()) instanceof Promise)) {
          notPast('the cache did not notice its connection ended');
          await pause();
        }
        const inserted = await database.db.execute(sql`
          INSERT INTO ${identityRevokedSessions} (origin_jti, user_pool_id, sub)
          SELECT ${missed}, 'us-east-1_RxStandard', 'lost-listener'
          WHERE NOT EXISTS (SELECT 1 FROM pg_stat_activity WHERE application_name = ${LISTENER_NAME} AND datname = current_database())
          RETURNING origin_jti`);
        written = inserted.rows.length === 1;
        notPast('no moment without a listening connection to write the missed revocation in');
      }
      // Until the cache listens and has read the table again it answers through the table (a promise), and true;
      // then from memory, and still true: it read what it missed.
      let answer = cache.isRevoked(missed, now());
      while (answer instanceof Promise) {
        expect(await answer).toBe(true);
        notPast('the cache did not listen again');
        await pause();
        answer = cache.isRevoked(missed, now());
      }
      expect(answer).toBe(true);
    } finally {
      await cache.close();
    }
  });
});
