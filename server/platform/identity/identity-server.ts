import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrandsFile } from '../../../src/domain/brand/brands-file.schema';
import type { IdentityConfig, PoolConfig } from '../auth/identity-config';
import { loadBrandsFile } from '../brands-file';
import { randomKeyring, type SecretsKeyring } from '../crypto/secrets-keyring';
import type { Database } from '../db/database';
import { cognitoLocal, type AppClient, type Context, type Services, type UserPoolService } from './cognito-local';
import { databaseDataStoreFactory, findStoredUser } from './identity-store';
import { importLegacyUsers } from './legacy-store-import';
import { convertStoredPasswords } from './password-migration';
import { identityErrors } from './identity-errors';
import { outboxMessages } from './outbox';
import { ensurePools } from './pool-settings';
import { createSealedBox, type SealedBox } from './sealed-box';
import { keepRefreshTokens } from './refresh-token-store';
import { sealIdentityRowsAtRest } from './seal-at-rest';
import { sharedSecret } from './shared-secrets';
import { loadOrCreateSigningKeys } from './signing-key';
import { trackedMessages } from './tracked-messages';
import { createTokenIssuer, type TokenIssuer } from './token-issuer';
import { NO_PATIENT_RECORDS, type IdentityPatientRecords } from './patient-records';

export interface StartIdentityServerOptions {
  db: Database;
  config: IdentityConfig;
  /**
   * Where earlier versions kept cognito-local's JSON files and the signing key: what is found
   * there is taken into the database on start. Users, sessions, codes and keys live in the
   * database (`db`), shared by every process on it.
   */
  dataDir?: string;
  /** The clock of codes, challenge sessions and lockouts; default: the real time. Tests move it. */
  clock?: IdentityClock;
  /**
   * The key-encryption key of the identity's secrets at rest (`crypto/secrets-key.ts` reads it
   * from the environment). Default outside production: one random key per process, for tests.
   */
  keyring?: SecretsKeyring;
  /**
   * The brands file (RX_BRANDS_FILE, validated at start): each code's message carries its
   * brand's name, logo and sender. Default: config/brands.json.
   */
  brands?: BrandsFile;
  /**
   * The patient records (the patient module's, handed over by main.ts): each code's language and
   * brand, and the MFA status the patient record mirrors. Default: none (an identity alone).
   */
  patientRecords?: IdentityPatientRecords;
}

let processKeyring: SecretsKeyring | undefined;

export interface IdentityClock {
  get(): Date;
}

export interface PoolHandle {
  config: PoolConfig;
  userPool: UserPoolService;
  client: AppClient;
}

/**
 * The local Cognito-compatible identity server: cognito-local (its data store, operations and
 * HTTP server on an ephemeral loopback port) composed with our token issuer and outbox. The
 * public face is the shim (`shim/identity-shim.ts`), mounted on the main server at /identity.
 */
export interface IdentityServer {
  config: IdentityConfig;
  db: Database;
  ctx: Context;
  services: Services;
  tokens: TokenIssuer;
  box: SealedBox;
  /** Keys the id and salt an unknown username's SRP challenge shows (`srp/password-verifier.ts`). */
  unknownUserKey: Buffer;
  /** Encrypts the secrets and hashes the codes the identity keeps in the database. */
  keyring: SecretsKeyring;
  /** The patient records the identity reads and updates (`patient-records.ts`). */
  patientRecords: IdentityPatientRecords;
  /** cognito-local's own HTTP endpoint (loopback only), which the shim forwards to. */
  cognitoLocalUrl: string;
  /** A random six-digit code. */
  newCode(): string;
  poolForClient(clientId: unknown): Promise<PoolHandle>;
  poolByName(name: PoolConfig['name']): Promise<PoolHandle>;
  close(): Promise<void>;
}

let active: IdentityServer | undefined;

/** The identity server started last in this process and not yet closed, if any. */
export function activeIdentityServer(): IdentityServer | undefined {
  return active;
}

export async function startIdentityServer(options: StartIdentityServerOptions): Promise<IdentityServer> {
  const modules = cognitoLocal();
  const logger = modules.createSilentLogger();
  const ctx: Context = { logger };
  const db = options.db;
  const patientRecords = options.patientRecords ?? NO_PATIENT_RECORDS;

  const clock: IdentityClock = options.clock ?? new modules.DateClock();
  if (!options.keyring && process.env.NODE_ENV === 'production') throw new Error('startIdentityServer needs the secrets key (keyring) in production');
  const keyring = options.keyring ?? (processKeyring ??= randomKeyring());
  const signingKeys = await loadOrCreateSigningKeys(db, keyring, options.dataDir);
  const sessionKey = Buffer.from(await sharedSecret(db, keyring, 'session-key', () => randomBytes(32).toString('base64')), 'base64');
  const poolIds = Object.values(options.config.pools).map((pool) => pool.userPoolId);
  if (options.dataDir) await importLegacyUsers(db, keyring, path.resolve(options.dataDir), poolIds);
  // What earlier versions kept in clear (codes, authenticator secrets, refresh tokens) is sealed now.
  await sealIdentityRowsAtRest(db, keyring);
  const unknownUserKey = Buffer.from(await sharedSecret(db, keyring, 'unknown-user-key', () => randomBytes(32).toString('base64')), 'base64');
  await convertStoredPasswords(db);
  const dataStoreFactory = databaseDataStoreFactory(db, keyring);
  const userPools = new modules.UserPoolServiceFactoryImpl(clock, dataStoreFactory) as UserPoolServiceFactory;
  // cognito-local looks for pools among the JSON files of a folder: an empty one, as the pools
  // are made (or found in the database) by ensurePools.
  const emptyDir = await mkdtemp(path.join(tmpdir(), 'rx-identity-'));
  const cognito = await new modules.CognitoServiceFactoryImpl(emptyDir, dataStoreFactory, {
    async create(createCtx: Context, clients: unknown, defaults: { Id: string }) {
      return withDatabaseLookups(await userPools.create(createCtx, clients, defaults), db, keyring);
    },
  })
    .create(ctx, {})
    .finally(() => rm(emptyDir, { recursive: true, force: true }));
  const tokens = createTokenIssuer(options.config, signingKeys, undefined, () => loadOrCreateSigningKeys(db, keyring));
  const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
  const services: Services = {
    clock,
    cognito,
    config: { ...modules.DefaultConfig, TokenConfig: { IssuerDomain: options.config.issuerDomain } },
    messages: trackedMessages(outboxMessages(options.db, options.brands ?? (await loadBrandsFile(undefined)), patientRecords), options.db, clock),
    otp: newCode,
    tokenGenerator: tokens.asTokenGenerator(),
    // No Lambda triggers locally: every operation checks `enabled` before calling one.
    triggers: { enabled: () => false },
  };
  await ensurePools(ctx, services, options.config);

  const httpServer: HttpServer = await modules
    .createServer(modules.Router(services), logger, { port: 0, hostname: '127.0.0.1', development: false, https: false })
    .start();
  const { port } = httpServer.address() as AddressInfo;

  const pools = Object.values(options.config.pools);
  // The pools and app clients come from the configuration (ensurePools wrote them just now, the
  // same in every process): read once, not once per operation.
  const handles = new Map<string, Promise<PoolHandle>>();
  function handleFor(pool: PoolConfig): Promise<PoolHandle> {
    let handle = handles.get(pool.clientId);
    if (!handle) {
      handle = (async () => {
        const client = await cognito.getAppClient(ctx, pool.clientId);
        if (!client) throw identityErrors.unknownClient(pool.clientId);
        return { config: pool, userPool: await cognito.getUserPool(ctx, pool.userPoolId), client };
      })();
      handle.catch(() => handles.delete(pool.clientId));
      handles.set(pool.clientId, handle);
    }
    return handle;
  }

  const server: IdentityServer = {
    patientRecords,
    config: options.config,
    db: options.db,
    ctx,
    services,
    tokens,
    box: createSealedBox(sessionKey, () => clock.get().getTime()),
    unknownUserKey,
    keyring,
    cognitoLocalUrl: `http://127.0.0.1:${port}/`,
    newCode,
    async poolForClient(clientId) {
      const pool = pools.find((candidate) => candidate.clientId === clientId);
      if (!pool) throw identityErrors.unknownClient(typeof clientId === 'string' ? clientId : '');
      return handleFor(pool);
    },
    async poolByName(name) {
      return handleFor(options.config.pools[name]);
    },
    async close() {
      if (active === server) active = undefined;
      await new Promise<void>((resolve) => {
        httpServer.closeAllConnections();
        httpServer.close(() => resolve());
      });
    },
  };
  active = server;
  return server;
}

interface UserPoolServiceFactory {
  create(ctx: Context, clients: unknown, defaults: { Id: string }): Promise<UserPoolService>;
}

/**
 * cognito-local's user pool service with the two operations that read or change one user by
 * another way than its key done in the database: finding a user by e-mail, phone or sub (an
 * index, not a scan of every user) and keeping a refresh token (its hash, in a table of its own,
 * not in the user's record). Every operation, ours or cognito-local's, goes through these.
 */
function withDatabaseLookups(service: UserPoolService, db: Database, keyring: SecretsKeyring): UserPoolService {
  const userPoolId = () => service.options.Id;
  return Object.assign(service, {
    getUserByUsername: (_ctx: Context, username: string) => findStoredUser(db, keyring, userPoolId(), username),
    storeRefreshToken: (_ctx: Context, refreshToken: string, user: { Username: string }) => keepRefreshTokens(db, userPoolId(), user.Username, [refreshToken]),
  });
}
