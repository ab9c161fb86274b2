import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { decodeProtectedHeader, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { trustOf } from '../../../server/platform/auth/token-trust';
import { identityConfig } from '../../../server/platform/auth/identity-config';
import { createTokenVerifier } from '../../../server/platform/auth/token-verifier';
import { createIdentityUser } from '../../../server/seed/identity-users';
import { startIdentityServer, type IdentityServer } from '../../../server/platform/identity/identity-server';
import { identitySecrets } from '../../../server/platform/identity/schema-identity';
import { readSharedSecret } from '../../../server/platform/identity/shared-secrets';
import { generateSigningKey, SIGNING_KEY_FILE } from '../../../server/platform/identity/signing-key';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { identityClient } from './support/identity-client';

const config = identityConfig('http://localhost:4300/identity');
const PASSWORD = 'Correct#Horse42';
const require = createRequire(import.meta.url);
const publishedKey = require('cognito-local/lib/keys/cognitoLocal.public.json') as { jwk: { n: string } };

let database: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  dataDir = await mkdtemp(path.join(tmpdir(), 'rx-identity-key-'));
});
afterAll(async () => {
  await database?.dispose();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function signIn(identity: IdentityServer, username: string, password = PASSWORD) {
  const app = await buildApp({ db: identity.db, mode: 'test', identityServer: identity });
  try {
    const answer = await identityClient(app, config.pools.standard).srpSignIn(username, password);
    const jwks = (await app.inject({ method: 'GET', url: `/identity/${config.pools.standard.userPoolId}/.well-known/jwks.json` })).json<{ keys: { kid: string; n: string }[] }>();
    return { tokens: answer.body.AuthenticationResult!, jwks };
  } finally {
    await app.close();
  }
}

describe('the identity signing key', () => {
  it('is made on first start, kept in the database, published as the JWKS, and reused after a restart', async () => {
    const first = await startIdentityServer({ db: database.db, config });
    const { sub } = await createIdentityUser({ pool: 'standard', username: 'keyed@example.com', password: PASSWORD, confirmed: true }, first);
    expect(sub).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const before = await signIn(first, 'keyed@example.com');
    await first.close();

    const [row] = await database.db.select().from(identitySecrets).where(eq(identitySecrets.name, 'signing-key'));
    // Kept encrypted with the secrets key, which the database does not hold.
    expect(row!.value).toMatch(/^rxenc1\./);
    const stored = JSON.parse((await readSharedSecret(database.db, first.keyring, 'signing-key'))!) as { kid: string };
    expect(decodeProtectedHeader(before.tokens.IdToken).kid).toBe(stored.kid);
    expect(before.jwks.keys).toEqual([expect.objectContaining({ kid: stored.kid })]);
    expect(before.jwks.keys[0]!.n).not.toBe(publishedKey.jwk.n);

    const restarted = await startIdentityServer({ db: database.db, config });
    try {
      const after = await signIn(restarted, 'keyed@example.com');
      expect(after.tokens.IdToken).toBeTruthy();
      expect(after.jwks).toEqual(before.jwks);
      // A token from before the restart still verifies against the restarted server's keys.
      expect((await createTokenVerifier(trustOf(restarted)).verifyIdToken(before.tokens.IdToken)).sub).toBe(sub);
    } finally {
      await restarted.close();
    }
  });

  it('is one key for every server on one database, and another for another database', async () => {
    const other = await createTestDatabase({ seed: false });
    const one = await startIdentityServer({ db: database.db, config });
    const two = await startIdentityServer({ db: database.db, config });
    const elsewhere = await startIdentityServer({ db: other.db, config });
    try {
      expect(two.tokens.jwks()).toEqual(one.tokens.jwks());
      expect(elsewhere.tokens.jwks().keys[0]!.n).not.toBe(one.tokens.jwks().keys[0]!.n);
      expect(one.tokens.jwks().keys[0]!.n).not.toBe(publishedKey.jwk.n);
    } finally {
      await one.close();
      await two.close();
      await elsewhere.close();
      await other.dispose();
    }
  });

  it('takes over the key and users an earlier version kept in its data folder', async () => {
    const fresh = await createTestDatabase({ seed: false });
    const legacy = generateSigningKey();
    await writeFile(path.join(dataDir, SIGNING_KEY_FILE), JSON.stringify({ kid: legacy.kid, privateJwk: legacy.privateKey.export({ format: 'jwk' }) as JWK }));
    const poolId = config.pools.standard.userPoolId;
    const sub = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
    const user = {
      Username: sub,
      Password: PASSWORD,
      Attributes: [
        { Name: 'email', Value: 'legacy@example.com' },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'sub', Value: sub },
      ],
      Enabled: true,
      UserStatus: 'CONFIRMED',
      UserCreateDate: '2026-01-02T03:04:05.000Z',
      UserLastModifiedDate: '2026-01-02T03:04:05.000Z',
      RefreshTokens: [],
    };
    await writeFile(path.join(dataDir, `${poolId}.json`), JSON.stringify({ Users: { [sub]: user }, Options: { Id: poolId } }));
    const identity = await startIdentityServer({ db: fresh.db, config, dataDir });
    try {
      expect(identity.tokens.jwks().keys[0]!.kid).toBe(legacy.kid);
      const signedIn = await signIn(identity, 'legacy@example.com');
      expect(decodeProtectedHeader(signedIn.tokens.IdToken).kid).toBe(legacy.kid);
      expect(await readdir(dataDir)).toContain(`${poolId}.json.imported`);
      const kept = await (await identity.poolByName('standard')).userPool.getUserByUsername(identity.ctx, sub);
      expect(kept?.UserCreateDate).toEqual(new Date('2026-01-02T03:04:05.000Z'));
    } finally {
      await identity.close();
      await fresh.dispose();
    }
  });
});
