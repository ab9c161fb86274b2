import { gt, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/database';
import { identityRevokedSessions } from './schema-identity';
import { isSessionRevoked, SESSION_REVOKED_CHANNEL } from './revocations';
import { onSessionsEnded } from './session-end-notices';


/**
 * How far back the cache holds revocations: a token issued earlier than this (its `iat`) is checked
 * against the table itself. Longer than any ID token lives (60 minutes here, 24 hours at most in
 * Amazon Cognito), so in practice every token is answered from memory.
 */
export const REVOCATION_WINDOW_MS = 24 * 60 * 60 * 1000;
const RECONNECT_MS = 500;
const PRUNE_EVERY_MS = 10 * 60 * 1000;
/**
 * The listening connection is asked a trivial query this often; one not answered by the next
 * beat counts as lost (a connection cut without a word would otherwise leave the cache deaf):
 * the table answers again until it is back.
 */
const HEARTBEAT_MS = 1_000;
/** The listening connection's application_name. */
export const LISTENER_NAME = 'rx-session-revocations';

/**
 * The revoked sign-in sessions (`origin_jti`) of one database, held in memory so that an
 * authenticated request costs no query for them:
 * - PostgreSQL: one connection of its own LISTENs on `rx_session_revoked`; the revoking transaction
 *   NOTIFYs it at commit, so every process learns of a revocation within milliseconds. The cache
 *   answers only once LISTEN is in place and the window's revocations are loaded; while the
 *   connection is down or silent (a heartbeat every second), and until it is back and the
 *   table is read again, every check goes to the table: it fails closed, never open.
 * - PGlite (one process): the revocations recorded through this database handle (session-end-notices).
 * In both, a revocation made in this process is in the cache before `revokeSessions` returns.
 */
export class SessionRevocationCache {
  private revoked = new Map<string, number>();
  private ready = false;
  private loadedFrom = Number.POSITIVE_INFINITY;
  private closed = false;
  private prunedAt = 0;
  private listener?: pg.Client;
  private retry?: NodeJS.Timeout;
  private heartbeat?: NodeJS.Timeout;
  private readonly stopLocal: () => void;

  constructor(
    private readonly db: Database,
    private readonly listenConfig: pg.ClientConfig | undefined,
    private readonly now: () => number = Date.now,
  ) {
    this.stopLocal = onSessionsEnded(db, (jtis) => this.add(jtis));
  }

  /** Connects (PostgreSQL) and loads the window; until it resolves, checks go to the table. */
  async start(): Promise<void> {
    if (this.closed) return;
    try {
      if (this.listenConfig) await this.listen(this.listenConfig);
      await this.load();
    } catch {
      this.lost();
    }
  }

  /** Whether the session is revoked; `issuedAt` is the token's `iat` (seconds). */
  isRevoked(originJti: string, issuedAt?: number): boolean | Promise<boolean> {
    const issuedAtMs = issuedAt === undefined ? Number.NaN : issuedAt * 1000;
    if (!this.ready || !(issuedAtMs >= this.loadedFrom)) return isSessionRevoked(this.db, originJti);
    return this.revoked.has(originJti);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.ready = false;
    this.stopLocal();
    clearTimeout(this.retry);
    clearInterval(this.heartbeat);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
  }

  private add(jtis: readonly string[]): void {
    const at = this.now();
    for (const jti of jtis) if (jti) this.revoked.set(jti, at);
    if (at - this.prunedAt > PRUNE_EVERY_MS) this.prune(at - REVOCATION_WINDOW_MS);
  }

  private async listen(config: pg.ClientConfig): Promise<void> {
    // Named, so that an operator sees it in pg_stat_activity.
    const client = new pg.Client({ ...config, application_name: LISTENER_NAME });
    this.listener = client;
    client.on('notification', (message) => {
      if (message.channel === SESSION_REVOKED_CHANNEL && message.payload) this.add(message.payload.split(','));
    });
    // Only the current connection's troubles count: one already replaced may still report its end.
    const lostIfCurrent = () => {
      if (client === this.listener) this.lost();
    };
    client.on('error', lostIfCurrent);
    client.on('end', lostIfCurrent);
    await client.connect();
    await client.query(`LISTEN ${SESSION_REVOKED_CHANNEL}`);
    let answered = true;
    clearInterval(this.heartbeat);
    this.heartbeat = setInterval(() => {
      if (!answered) return lostIfCurrent();
      answered = false;
      client.query('SELECT 1').then(() => (answered = true), lostIfCurrent);
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  private async load(): Promise<void> {
    const from = this.now() - REVOCATION_WINDOW_MS;
    const rows = await this.db
      .select({ originJti: identityRevokedSessions.originJti })
      .from(identityRevokedSessions)
      .where(gt(identityRevokedSessions.revokedAt, sql`${new Date(from).toISOString()}::timestamptz`));
    if (this.closed) return;
    this.add(rows.map((row) => row.originJti));
    this.loadedFrom = from;
    this.ready = true;
    this.prune(from);
  }

  /** Forgets what is older than the window (answered by the table again): the map stays a day's worth. */
  private prune(before: number): void {
    this.prunedAt = this.now();
    for (const [jti, at] of this.revoked) if (at < before) this.revoked.delete(jti);
    // Tokens issued before `before` may belong to a forgotten revocation: the table answers for them.
    if (this.ready) this.loadedFrom = Math.max(this.loadedFrom, before);
  }

  private lost(): void {
    this.ready = false;
    clearInterval(this.heartbeat);
    if (this.closed || this.retry) return;
    const listener = this.listener;
    this.listener = undefined;
    void listener?.end().catch(() => undefined);
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.start();
    }, RECONNECT_MS);
    this.retry.unref();
  }
}

/** The connection settings of the pool behind a node-postgres Drizzle database; undefined on PGlite. */
export function listenConfigOf(db: Database): pg.ClientConfig | undefined {
  let client: unknown;
  try {
    client = (db as unknown as { $client?: unknown }).$client;
  } catch {
    // A database that cannot even be asked (a broken handle): every check goes to it, and fails.
    return undefined;
  }
  return client instanceof pg.Pool ? { ...(client.options as pg.ClientConfig) } : undefined;
}

/** A started cache of `db`'s revoked sessions; close it with the server. */
export function startSessionRevocationCache(db: Database): SessionRevocationCache {
  const cache = new SessionRevocationCache(db, listenConfigOf(db));
  void cache.start();
  return cache;
}
