import type { HttpClient } from '../../../core/api/http-client';
import type { User, UserResponse } from '../../../domain/account/user.schema';
import type { RxConfig } from '../../../core/config/config-types';
import { authErrorName } from '../../../core/auth/auth-error-name';
import { sessionStore } from '../../../core/session/session-store';
import { codeFailureOf, type CodeFailure } from '../model/email-verify';

type Pool = 'standard' | 'basic';

// The identity calls load when the patient first asks for a code.
const emailVerification = () => import('../../../core/auth/email-verification');
const tokenRefresh = () => import('../../../core/auth/refresh-id-token');

export async function sendEmailCode(identity: RxConfig['identity'], pool: Pool, email: string): Promise<CodeFailure | null> {
  try {
    await (await emailVerification()).sendEmailVerificationCode(identity, pool, email);
    return null;
  } catch (error) {
    return codeFailureOf(authErrorName(error));
  }
}

export type VerifyCodeOutcome = { ok: true; user: User } | { ok: false; failure: CodeFailure };

/**
 * Confirms the code with the identity, takes a fresh ID token (it now says the e-mail is
 * verified) and lets the API mark the patient's e-mail verified (POST /email-verification).
 */
export async function verifyEmailCode(client: HttpClient, identity: RxConfig['identity'], pool: Pool, uId: number, code: string): Promise<VerifyCodeOutcome> {
  try {
    await (await emailVerification()).confirmEmailVerificationCode(identity, pool, code);
  } catch (error) {
    return { ok: false, failure: codeFailureOf(authErrorName(error)) };
  }
  try {
    const token = await (await tokenRefresh()).refreshIdToken(identity, pool);
    sessionStore().getState().updateIdentity({ token });
    const { body } = await client.request<UserResponse>('/email-verification', { method: 'POST', body: { u_id: uId } });
    return { ok: true, user: body.user };
  } catch {
    return { ok: false, failure: 'saveFailed' };
  }
}
