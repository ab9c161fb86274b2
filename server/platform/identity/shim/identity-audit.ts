import { AsyncLocalStorage } from 'node:async_hooks';
import { decodeJwt } from 'jose';
import { auditBatcherOf } from '../../audit/audit-batcher';
import type { Database } from '../../db/database';
import { IdentityError } from '../identity-errors';
import type { IdentityServer } from '../identity-server';
import { findUser, subOf } from '../users';
import { asObject, type JsonObject } from './request-fields';

/**
 * The identity's audit trail (HIPAA §164.312(b)): one audit_log row (action 'auth') per sign-in,
 * failed attempt, lockout, password change or reset, MFA change and sign-out, with the user's sub
 * as actor (none for a username that has no account), the time and the client address. Rows
 * name the event and the operation, never a password, code or token.
 */
export type IdentityAuditEvent =
  | 'sign_in'
  | 'sign_in_failed'
  | 'lockout'
  | 'code_failed'
  | 'password_change'
  | 'password_reset'
  | 'mfa_change'
  | 'sign_out'
  | 'global_sign_out';

interface IdentityCall {
  address: string;
  operation: string;
  /** A failed attempt of this call is on record already (with its user). */
  failureRecorded: boolean;
}

const calls = new AsyncLocalStorage<IdentityCall>();

/** Runs one call of the identity endpoint with its client address known to the audit rows it writes. */
export function withIdentityCall<T>(address: string, operation: string, fn: () => Promise<T>): Promise<T> {
  return calls.run({ address, operation, failureRecorded: false }, fn);
}

/** Records one event of the current call (committed before it resolves). */
export async function auditIdentityEvent(db: Database, event: IdentityAuditEvent, actorSub: string | null, detail?: string): Promise<void> {
  const call = calls.getStore();
  if (call && (event === 'sign_in_failed' || event === 'code_failed')) call.failureRecorded = true;
  await auditBatcherOf(db).record({
    actorUId: null,
    actorSub,
    action: 'auth',
    entity: event,
    entityId: detail ?? null,
    route: `POST /identity${call ? ` ${call.operation}` : ''}`,
    clientAddress: call?.address ?? null,
  });
}

const subOfToken = (token: unknown): string | null => {
  if (typeof token !== 'string') return null;
  try {
    const { sub } = decodeJwt(token);
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
};

async function subOfUsername(identity: IdentityServer, clientId: unknown, username: unknown): Promise<string | null> {
  const pool = await identity.poolForClient(clientId);
  const user = await findUser(identity, pool.userPool, username);
  return user ? subOf(user) : null;
}

interface Tokens {
  AuthenticationResult?: { IdToken?: string };
  ChallengeParameters?: Record<string, string>;
}

/** The events a successful call stands for (the tokens it checked or issued name the user). */
export async function auditSucceeded(identity: IdentityServer, operation: string, request: JsonObject, answer: unknown): Promise<void> {
  const result = asObject(answer) as Tokens;
  const issuedTo = subOfToken(result.AuthenticationResult?.IdToken);
  const record = (event: IdentityAuditEvent, sub: string | null) => auditIdentityEvent(identity.db, event, sub);
  switch (operation) {
    case 'InitiateAuth':
      if (issuedTo && request.AuthFlow !== 'REFRESH_TOKEN_AUTH' && request.AuthFlow !== 'REFRESH_TOKEN') await record('sign_in', issuedTo);
      return;
    case 'RespondToAuthChallenge':
      if (request.ChallengeName === 'NEW_PASSWORD_REQUIRED') {
        await record('password_change', issuedTo ?? (await subOfUsername(identity, request.ClientId, result.ChallengeParameters?.USERNAME)));
      }
      if (request.ChallengeName === 'MFA_SETUP') await record('mfa_change', issuedTo);
      if (issuedTo) await record('sign_in', issuedTo);
      return;
    case 'ChangePassword':
      return record('password_change', subOfToken(request.AccessToken));
    case 'ConfirmForgotPassword':
      return record('password_reset', await subOfUsername(identity, request.ClientId, request.Username));
    case 'SetUserMFAPreference':
      return record('mfa_change', subOfToken(request.AccessToken));
    case 'VerifySoftwareToken':
      if (request.AccessToken !== undefined) await record('mfa_change', subOfToken(request.AccessToken));
      return;
    case 'GlobalSignOut':
      return record('global_sign_out', subOfToken(request.AccessToken));
    case 'RevokeToken': {
      const claims = typeof request.Token === 'string' ? await identity.tokens.verifyRefreshToken(request.Token) : 'invalid';
      if (typeof claims !== 'string') await record('sign_out', claims.sub);
      return;
    }
  }
}

/** A refused sign-in not yet on record (a username with no account): recorded with no actor. */
export async function auditFailed(identity: IdentityServer, operation: string, request: JsonObject, error: unknown): Promise<void> {
  if (calls.getStore()?.failureRecorded) return;
  const signIn = operation === 'InitiateAuth' ? request.AuthFlow === 'USER_SRP_AUTH' || request.AuthFlow === 'USER_PASSWORD_AUTH' : operation === 'RespondToAuthChallenge';
  if (signIn && error instanceof IdentityError && error.type === 'NotAuthorizedException') {
    await auditIdentityEvent(identity.db, 'sign_in_failed', null);
  }
}
