import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { decodeProtectedHeader, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { trustOf } from '../../../server/platform/auth/token-trust';
import { createTokenVerifier } from '../../../server/platform/auth/token-verifier';
import { keyringOf } from '../../../server/platform/crypto/secrets-keyring';
import { createIdentityUser } from '../../../server/seed/identity-users';
import { currentTotpCode } from '../support/identity-users';
import type { StoredUser } from '../../../server/platform/identity/cognito-local';
import { startIdentityServer, type IdentityServer } from '../../../server/platform/identity/identity-server';
import { deliverToOutbox, purgeOutboxMessages, setOutboxRetention } from '../../../server/platform/identity/outbox';
import { listOutbox } from '../../../server/dev/identity-records';
import { appClient } from '../../../server/platform/identity/pool-settings';
import { identityRefreshTokens, identitySecrets, identityUsers } from '../../../server/platform/identity/schema-identity';
import { generateSigningKey, rotateSigningKey } from '../../../server/platform/identity/signing-key';
import { newPasswordVerifier } from '../../../server/platform/identity/srp/password-verifier';
import { createTokenIssuer } from '../../../server/platform/identity/token-issuer';
import { createMigratedTestDatabase, type TestDatabase } from '../support/test-database';
import { identityClient } from './support/identity-client';
import { IDENTITY_CONFIG } from './support/signed-in-app';

const config = IDENTITY_CONFIG;
const standard = config.pools.standard;
const PASSWORD = 'Correct#Horse42';
const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const SIGN_UP_CODE = '246813';
const keyring = keyringOf(randomBytes(32));

let database: TestDatabase;
beforeAll(async () => {
  database = await createMigratedTestDatabase();
});
afterAll(() => database?.dispose());

/** A record as the version before this one left it: the password already a salt and verifier (migration 0200). */
function user(sub: string, email: string, changes: Partial<StoredUser>): StoredUser {
  const { salt, verifier } = newPasswordVerifier(standard.userPoolId, sub, PASSWORD);
  return {
    Username: sub,
    SrpSalt: salt,
    SrpVerifier: verifier,
    Attributes: [
      { Name: 'email', Value: email },
      { Name: 'email_verified', Value: 'true' },
      { Name: 'sub', Value: sub },
    ],
    Enabled: true,
    UserStatus: 'CONFIRMED',
    UserCreateDate: new Date('2026-01-02T03:04:05.000Z'),
    UserLastModifiedDate: new Date('2026-01-02T03:04:05.000Z'),
    RefreshTokens: [],
    ...changes,
  };
}

async function withApp<T>(identity: IdentityServer, run: (client: ReturnType<typeof identityClient>) => Promise<T>): Promise<T> {
  const app = await buildApp({ db: identity.db, mode: 'test', identityServer: identity });
  try {
    return await run(identityClient(app, standard));
  } finally {
    await app.close();
  }
}

describe('a database an earlier version left with its secrets in clear', () => {
  it('is sealed on start, and its users, codes, authenticator and refresh tokens keep working', async () => {
    const db = database.db;
    // What the previous schema held: keys, codes, authenticator secrets and refresh tokens in clear.
    const legacyKey = generateSigningKey();
    const privateJwk = legacyKey.privateKey.export({ format: 'jwk' }) as JWK;
    await db.insert(identitySecrets).values([
      { name: 'signing-key', value: JSON.stringify({ kid: legacyKey.kid, privateJwk }) },
      { name: 'session-key', value: randomBytes(32).toString('base64') },
    ]);
    const totpUser = user('7c1f0a52-6b1e-4d7e-9a31-2f7d3c1b0e01', 'totp.upgrade@example.com', {
      SoftwareTokenMfaConfiguration: { Secret: TOTP_SECRET, Verified: true },
      UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
      PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
    });
    const refresh = (await createTokenIssuer(config, { current: legacyKey }).issue(totpUser, [], appClient(standard, new Date()))).RefreshToken;
    totpUser.RefreshTokens = [refresh];
    const unconfirmed = user('7c1f0a52-6b1e-4d7e-9a31-2f7d3c1b0e02', 'code.upgrade@example.com', { UserStatus: 'UNCONFIRMED', ConfirmationCode: SIGN_UP_CODE });
    for (const stored of [totpUser, unconfirmed]) {
      await db.insert(identityUsers).values({
        userPoolId: standard.userPoolId,
        username: stored.Username,
        sub: stored.Username,
        email: stored.Attributes.find((attribute) => attribute.Name === 'email')!.Value!,
        record: sql`${JSON.stringify(stored)}::jsonb`,
      });
    }

    const identity = await startIdentityServer({ db, config, keyring });
    try {
      const dump = JSON.stringify([await db.select().from(identitySecrets), await db.select().from(identityUsers), await db.select().from(identityRefreshTokens)]);
      for (const clear of [privateJwk.d!, TOTP_SECRET, SIGN_UP_CODE, refresh]) expect(dump).not.toContain(clear);
      expect(await db.select().from(identityRefreshTokens).where(eq(identityRefreshTokens.username, totpUser.Username))).toHaveLength(1);
      expect(identity.tokens.jwks().keys.map((key) => key.kid)).toEqual([legacyKey.kid]);

      await withApp(identity, async (client) => {
        const refreshed = await client.call('GetTokensFromRefreshToken', { ClientId: standard.clientId, RefreshToken: refresh });
        expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
        const challenge = await client.srpSignIn('totp.upgrade@example.com', PASSWORD);
        expect(challenge.body.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
        const done = await client.respond('SOFTWARE_TOKEN_MFA', challenge.body.Session, {
          USERNAME: challenge.body.ChallengeParameters!.USERNAME!,
          SOFTWARE_TOKEN_MFA_CODE: currentTotpCode(TOTP_SECRET),
        });
        expect(done.body.AuthenticationResult?.IdToken).toBeTruthy();
        const confirmed = await client.call('ConfirmSignUp', { ClientId: standard.clientId, Username: 'code.upgrade@example.com', ConfirmationCode: SIGN_UP_CODE });
        expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      });
    } finally {
      await identity.close();
    }
  }, 60_000);
});

describe('rotating the signing key', () => {
  it('publishes the new and the previous key, verifies tokens of both, and a process started before the rotation takes the new key', async () => {
    const fresh = await createMigratedTestDatabase();
    try {
      const before = await startIdentityServer({ db: fresh.db, config, keyring });
      await createIdentityUser({ pool: 'standard', username: 'rotate@example.com', password: PASSWORD, confirmed: true }, before);
      const oldToken = await withApp(before, async (client) => (await client.srpSignIn('rotate@example.com', PASSWORD)).body.AuthenticationResult!);
      const oldKid = decodeProtectedHeader(oldToken.IdToken).kid;

      const rotated = await rotateSigningKey(fresh.db, keyring);
      expect(rotated.previous).toBe(oldKid);
      const after = await startIdentityServer({ db: fresh.db, config, keyring });
      try {
        expect(after.tokens.jwks().keys.map((key) => key.kid)).toEqual([rotated.current, oldKid]);
        const newToken = await withApp(after, async (client) => (await client.srpSignIn('rotate@example.com', PASSWORD)).body.AuthenticationResult!);
        expect(decodeProtectedHeader(newToken.IdToken).kid).toBe(rotated.current);
        const verifyAfter = createTokenVerifier(trustOf(after));
        expect((await verifyAfter.verifyIdToken(oldToken.IdToken)).sub).toBeTruthy();
        expect((await verifyAfter.verifyIdToken(newToken.IdToken)).sub).toBeTruthy();
        // The process that started before the rotation reads the keys again when it meets the new one.
        const verifyBefore = createTokenVerifier(trustOf(before));
        expect((await verifyBefore.verifyIdToken(newToken.IdToken)).sub).toBeTruthy();
        expect(before.tokens.jwks().keys.map((key) => key.kid)).toEqual([rotated.current, oldKid]);
        // The old refresh token still refreshes after the rotation.
        await withApp(after, async (client) => {
          const refreshed = await client.call('GetTokensFromRefreshToken', { ClientId: standard.clientId, RefreshToken: oldToken.RefreshToken });
          expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
        });
      } finally {
        await after.close();
        await before.close();
      }
    } finally {
      await fresh.dispose();
    }
  }, 60_000);
});

describe('the outbox in production', () => {
  it('keeps who was sent what kind of message, no code or text; a production start empties what a development run left', async () => {
    const db = database.db;
    await deliverToOutbox(db, { channel: 'sms', recipient: '+15555550188', purpose: 'sign-up', code: '135790', message: 'Your verification code is 135790.' });
    try {
      setOutboxRetention('production');
      await deliverToOutbox(db, { channel: 'email', recipient: 'kept@example.com', purpose: 'refill-reminder', message: 'Time to refill Atorvastatin 20 mg' });
    } finally {
      setOutboxRetention('test');
    }
    expect(await listOutbox(db, { recipient: 'kept@example.com' })).toEqual([expect.objectContaining({ purpose: 'refill-reminder', message: '', code: undefined })]);
    expect(await purgeOutboxMessages(db)).toBeGreaterThanOrEqual(1);
    expect(await listOutbox(db, { recipient: '+15555550188' })).toEqual([expect.objectContaining({ purpose: 'sign-up', message: '', code: undefined })]);
  });
});
