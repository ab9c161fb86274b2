import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { SecretsKeyring } from '../crypto/secrets-keyring';
import type { Database } from '../db/database';
import { attributeValue, type Context, type StoredUser } from './cognito-local';
import { keepRefreshTokens } from './refresh-token-store';
import { identityStoreEntries, identityUsers } from './schema-identity';
import { newPasswordVerifier } from './srp/password-verifier';
import { userWriteConflict } from './user-write-conflict';
import { openUserRecord, sealUserRecord } from './user-record-at-rest';

/**
 * cognito-local's data store (its `DataStore`/`DataStoreFactory` interfaces) kept in the app's
 * database instead of one JSON file per pool held in each process's memory, so that every server
 * process reads and writes the same users, pools and app clients, and a restart loses nothing.
 *
 * cognito-local addresses a store by key paths: `["Users", username]`, `"Users"` (all of them),
 * `"Options"`, `["Clients", clientId]`, `["Groups", name]`. Users are rows of `identity_users`;
 * everything else is a row of `identity_store_entries` (a collection entry, or key '' for a
 * single document such as a pool's options). A user record is kept sealed (`user-record-at-rest.ts`):
 * sealed on every write, opened on every read, with the secrets key `keyring`.
 */
export interface DataStore {
  delete(ctx: Context, key: string | string[]): Promise<void>;
  get<T>(ctx: Context, key: string | string[], defaultValue?: T): Promise<T | null>;
  getRoot<T>(ctx: Context): Promise<T | null>;
  set<T>(ctx: Context, key: string | string[], value: T): Promise<void>;
}

const USERS = 'Users';
/** Top-level keys whose value is a map of entries (one row each); any other key is one document. */
const COLLECTIONS = new Set([USERS, 'Clients', 'Groups']);
const DOCUMENT = '';

/** Store ids are the pool ids (and "clients"); a user pool's store holds its users. */
export function databaseDataStoreFactory(db: Database, keyring: SecretsKeyring) {
  return {
    async create(_ctx: Context, id: string, defaults: Record<string, unknown>): Promise<DataStore> {
      const store = new DatabaseDataStore(db, keyring, id);
      await store.addDefaults(defaults);
      return store;
    },
  };
}

class DatabaseDataStore implements DataStore {
  constructor(
    private readonly db: Database,
    private readonly keyring: SecretsKeyring,
    private readonly storeId: string,
  ) {}

  /** The factory's defaults: written only where nothing is stored yet. */
  async addDefaults(defaults: Record<string, unknown>): Promise<void> {
    for (const [name, value] of Object.entries(defaults)) {
      if (COLLECTIONS.has(name)) {
        for (const [key, entry] of Object.entries(asRecord(value))) await this.write([name, key], entry, false);
      } else {
        await this.write([name], value, false);
      }
    }
  }

  async get<T>(_ctx: Context, key: string | string[], defaultValue?: T): Promise<T | null> {
    const [head, second, ...rest] = pathOf(key);
    let value: unknown;
    if (COLLECTIONS.has(head)) {
      value = second === undefined ? await this.readCollection(head) : await this.readEntry(head, second);
    } else {
      const document = await this.readEntry(head, DOCUMENT);
      value = second === undefined ? document : asRecord(document)[second];
    }
    for (const part of rest) value = value === undefined || value === null ? undefined : asRecord(value)[part];
    return (value ?? defaultValue ?? null) as T | null;
  }

  async getRoot<T>(_ctx: Context): Promise<T | null> {
    const root: Record<string, unknown> = { [USERS]: await this.readCollection(USERS) };
    const rows = await this.db
      .select({ collection: identityStoreEntries.collection, entryKey: identityStoreEntries.entryKey, value: sql<string>`${identityStoreEntries.value}::text` })
      .from(identityStoreEntries)
      .where(eq(identityStoreEntries.storeId, this.storeId));
    for (const row of rows) {
      if (row.entryKey === DOCUMENT && !COLLECTIONS.has(row.collection)) root[row.collection] = fromJson(row.value);
      else root[row.collection] = { ...asRecord(root[row.collection]), [row.entryKey]: fromJson(row.value) };
    }
    return root as T;
  }

  async set<T>(_ctx: Context, key: string | string[], value: T): Promise<void> {
    await this.write(pathOf(key), value, true);
  }

  async delete(_ctx: Context, key: string | string[]): Promise<void> {
    const [head, second, ...rest] = pathOf(key);
    if (rest.length > 0 || (second !== undefined && !COLLECTIONS.has(head))) throw unsupportedPath(key);
    if (head === USERS) {
      const where = second === undefined ? eq(identityUsers.userPoolId, this.storeId) : this.userWhere(second);
      await this.db.delete(identityUsers).where(where);
      return;
    }
    await this.db
      .delete(identityStoreEntries)
      .where(
        and(
          eq(identityStoreEntries.storeId, this.storeId),
          eq(identityStoreEntries.collection, head),
          second === undefined ? undefined : eq(identityStoreEntries.entryKey, second),
        ),
      );
  }

  private async write(path: string[], value: unknown, replace: boolean): Promise<void> {
    const [head, second, ...rest] = path;
    if (head === undefined || rest.length > 0) throw unsupportedPath(path);
    if (COLLECTIONS.has(head) && second === undefined) {
      // A whole collection at once: its entries, one by one.
      for (const [key, entry] of Object.entries(asRecord(value))) await this.write([head, key], entry, replace);
      return;
    }
    if (head === USERS) return writeUser(this.db, this.keyring, this.storeId, value as StoredUser, replace);
    if (second !== undefined && !COLLECTIONS.has(head)) throw unsupportedPath(path);
    const row = { storeId: this.storeId, collection: head, entryKey: second ?? DOCUMENT, value: sql`${toJson(value)}::jsonb` };
    const insert = this.db.insert(identityStoreEntries).values(row);
    const target = [identityStoreEntries.storeId, identityStoreEntries.collection, identityStoreEntries.entryKey];
    await (replace ? insert.onConflictDoUpdate({ target, set: { value: row.value } }) : insert.onConflictDoNothing({ target }));
  }

  private userWhere(username: string) {
    return and(eq(identityUsers.userPoolId, this.storeId), eq(identityUsers.username, username));
  }

  private async readCollection(collection: string): Promise<Record<string, unknown>> {
    if (collection === USERS) {
      const rows = await this.db
        .select(userColumns)
        .from(identityUsers)
        .where(eq(identityUsers.userPoolId, this.storeId))
        .orderBy(asc(identityUsers.createdAt), asc(identityUsers.username));
      return Object.fromEntries(rows.map((row) => [row.username, userOf(this.keyring, row)]));
    }
    const rows = await this.db
      .select({ entryKey: identityStoreEntries.entryKey, value: sql<string>`${identityStoreEntries.value}::text` })
      .from(identityStoreEntries)
      .where(and(eq(identityStoreEntries.storeId, this.storeId), eq(identityStoreEntries.collection, collection)))
      .orderBy(asc(identityStoreEntries.entryKey));
    return Object.fromEntries(rows.map((row) => [row.entryKey, fromJson(row.value)]));
  }

  private async readEntry(collection: string, key: string): Promise<unknown> {
    if (collection === USERS) {
      const [row] = await this.db.select(userColumns).from(identityUsers).where(this.userWhere(key));
      return row ? userOf(this.keyring, row) : undefined;
    }
    const [row] = await this.db
      .select({ value: sql<string>`${identityStoreEntries.value}::text` })
      .from(identityStoreEntries)
      .where(and(eq(identityStoreEntries.storeId, this.storeId), eq(identityStoreEntries.collection, collection), eq(identityStoreEntries.entryKey, key)));
    return row ? fromJson(row.value) : undefined;
  }
}

/**
 * The version each user record was read at travels with the record object: a symbol key, which
 * object spreads (`{ ...user, MFACode }`, as every operation writes) copy and JSON leaves out.
 */
const RECORD_VERSION = Symbol('identity_users.version');
type VersionedUser = StoredUser & { [RECORD_VERSION]?: number };

const userColumns = { username: identityUsers.username, version: identityUsers.version, record: sql<string>`${identityUsers.record}::text` };

/** A stored row as operations use it (`openUserRecord`), with the version it was read at. */
function userOf(keyring: SecretsKeyring, row: { version: number; record: string }): StoredUser {
  const user = openUserRecord(keyring, fromJson(row.record) as StoredUser) as VersionedUser;
  user[RECORD_VERSION] = row.version;
  return user;
}

/** The version a user record was read at; undefined for a record not read from the store (a new user). */
export function recordVersionOf(user: StoredUser): number | undefined {
  return (user as VersionedUser)[RECORD_VERSION];
}

/**
 * A user row: the sealed record (`user-record-at-rest.ts`: codes hashed, the authenticator secret
 * encrypted, refresh tokens in their own table), and the names it signs in with as indexed columns.
 *
 * - A record carrying `Password` sets a password: what is stored is a new salt and verifier in
 *   its place (`srp/password-verifier.ts`), never the password.
 * - A record read from the store is written only over the version it was read at (and makes the
 *   next one); when another write came in between, nothing is written and a
 *   ConcurrentModificationException is thrown (`user-write-conflict.ts`), for the operation to
 *   run again from its read. A record not read from the store is a new user: inserted, or the
 *   same conflict when the username exists (with `replace` false it is then left as it is).
 * - The object written becomes the stored one (its new version, its verifier in place of the
 *   password): cognito-local's UpdateUserAttributes saves a spread of a record it saved just before.
 */
export async function writeUser(db: Database, keyring: SecretsKeyring, userPoolId: string, user: StoredUser, replace = true): Promise<void> {
  const { Password: newPassword, ...kept } = user;
  const srpFields = typeof newPassword === 'string' ? asSrpFields(newPasswordVerifier(userPoolId, user.Username, newPassword)) : {};
  const { record, refreshTokens } = sealUserRecord(keyring, { ...kept, ...srpFields });
  await keepRefreshTokens(db, userPoolId, user.Username, refreshTokens);
  const columns = {
    sub: attributeValue(user, 'sub') ?? user.Username,
    email: attributeValue(user, 'email') ?? null,
    phoneNumber: attributeValue(user, 'phone_number') ?? null,
    record: sql`${toJson(record)}::jsonb`,
  };
  const readAt = recordVersionOf(user);
  const written =
    readAt === undefined
      ? await db
          .insert(identityUsers)
          .values({ userPoolId, username: user.Username, ...columns })
          .onConflictDoNothing({ target: [identityUsers.userPoolId, identityUsers.username] })
          .returning({ version: identityUsers.version })
      : await db
          .update(identityUsers)
          .set({ ...columns, version: sql`${identityUsers.version} + 1`, updatedAt: sql`now()` })
          .where(and(eq(identityUsers.userPoolId, userPoolId), eq(identityUsers.username, user.Username), eq(identityUsers.version, readAt)))
          .returning({ version: identityUsers.version });
  const [row] = written;
  if (!row) {
    if (readAt === undefined && !replace) return;
    throw userWriteConflict();
  }
  const stored = user as VersionedUser;
  delete stored.Password;
  Object.assign(stored, srpFields);
  stored[RECORD_VERSION] = row.version;
}

function asSrpFields(verifier: { salt: string; verifier: string }): Pick<StoredUser, 'SrpSalt' | 'SrpVerifier'> {
  return { SrpSalt: verifier.salt, SrpVerifier: verifier.verifier };
}

/**
 * cognito-local's `getUserByUsername` by index rather than by reading every user: the stored
 * username first, else the user whose sub, e-mail or phone number it is (the pools' username
 * attributes), the oldest such user when several match.
 */
export async function findStoredUser(db: Database, keyring: SecretsKeyring, userPoolId: string, name: string): Promise<StoredUser | null> {
  const [row] = await db
    .select(userColumns)
    .from(identityUsers)
    .where(
      and(
        eq(identityUsers.userPoolId, userPoolId),
        or(eq(identityUsers.username, name), eq(identityUsers.sub, name), eq(identityUsers.email, name), eq(identityUsers.phoneNumber, name)),
      ),
    )
    .orderBy(sql`(${identityUsers.username} = ${name}) DESC`, asc(identityUsers.createdAt))
    .limit(1);
  return row ? userOf(keyring, row) : null;
}

/** As cognito-local's JSON files: dates as ISO strings, and fields named `…Date` read back as dates. */
function toJson(value: unknown): string {
  return JSON.stringify(value);
}

function fromJson(text: string): unknown {
  return JSON.parse(text, (key, value: unknown) => (key.endsWith('Date') && typeof value === 'string' ? new Date(value) : value));
}

function pathOf(key: string | string[]): [string, ...string[]] {
  const path = Array.isArray(key) ? key : [key];
  if (path.length === 0 || path.some((part) => typeof part !== 'string')) throw unsupportedPath(key);
  return path as [string, ...string[]];
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function unsupportedPath(key: unknown): Error {
  return new Error(`The identity store has no place for the key ${JSON.stringify(key)}`);
}
