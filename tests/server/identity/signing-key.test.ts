import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/platform/http/build-app';
import { trustOf } from '../../../server/platform/auth/token-trust';
import { identityConfig } from '../../../server/platform/auth/identity-config';
import { createTokenVerifier } from '../../../server/platform/auth/token-verifier';
import { createIdentityUser } from '../../../server/platform/identity/admin';
import { startIdentityServer, type IdentityServer } from '../../../server/platform/identity/identity-server';
import { SIGNING_KEY_FILE } from '../../../server/platform/identity/signing-key';
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

async function signIn(identity: IdentityServer, username: string) {
  const app = await buildApp({ db: database.db, mode: 'test', identityServer: identity });
  try {
    const answer = await identityClient(app, config.pools.standard).srpSignIn(username, PASSWORD);
    const jwks = (await app.inject({ method: 'GET', url: `/identity/${config.pools.standard.userPoolId}/.well-known/jwks.json` })).json<{ keys: { kid: string; n: string }[] }>();
    return { tokens: answer.body.AuthenticationResult!, jwks };
  } finally {
    await app.close();
  }
}

describe('the identity signing key', () => {
  it('is made on first start, kept in the data folder (owner-only), published as the JWKS, and reused after a restart', async () => {
    const first = await startIdentityServer({ db: database.db, config, dataDir });
    const { sub } = await createIdentityUser({ pool: 'standard', username: 'keyed@example.com', password: PASSWORD, confirmed: true }, first);
    expect(sub).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const before = await signIn(first, 'keyed@example.com');
    await first.close();

    const stored = JSON.parse(await readFile(path.join(dataDir, SIGNING_KEY_FILE), 'utf8')) as { kid: string };
    expect((await stat(path.join(dataDir, SIGNING_KEY_FILE))).mode & 0o077).toBe(0);
    expect(decodeProtectedHeader(before.tokens.IdToken).kid).toBe(stored.kid);
    expect(before.jwks.keys).toEqual([expect.objectContaining({ kid: stored.kid })]);
    expect(before.jwks.keys[0]!.n).not.toBe(publishedKey.jwk.n);

    const restarted = await startIdentityServer({ db: database.db, config, dataDir });
    try {
      const after = await signIn(restarted, 'keyed@example.com');
      expect(after.jwks).toEqual(before.jwks);
      // A token from before the restart still verifies against the restarted server's keys.
      expect((await createTokenVerifier(trustOf(restarted)).verifyIdToken(before.tokens.IdToken)).sub).toBe(sub);
    } finally {
      await restarted.close();
    }
  });

  it('is a fresh key for every server without a data folder (memory databases)', async () => {
    const one = await startIdentityServer({ db: database.db, config });
    const two = await startIdentityServer({ db: database.db, config });
    try {
      expect(one.tokens.jwks().keys[0]!.n).not.toBe(two.tokens.jwks().keys[0]!.n);
      expect(one.tokens.jwks().keys[0]!.n).not.toBe(publishedKey.jwk.n);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
