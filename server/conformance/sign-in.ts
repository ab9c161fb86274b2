import { defaultPools } from '../platform/auth/identity-config';
import { startSrp } from './srp-client';

/** Where and how the kit signs in: a Cognito-compatible identity endpoint (Amazon Cognito, or the reference server's). */
export interface IdentityOptions {
  /** e.g. https://cognito-idp.us-east-1.amazonaws.com/ or http://localhost:4300/identity */
  endpoint: string;
  clientId: string;
  /** Needed for SRP only (the pool name is part of the proof), e.g. us-east-1_RxStandard. */
  userPoolId: string;
  username: string;
  password: string;
  /** 'auto' (default): USER_PASSWORD_AUTH, then SRP when the app client does not allow it. */
  flow?: 'auto' | 'password' | 'srp';
}

/** The local identity of the reference server: at /identity beside the API, with its fixed standard pool. */
export function referenceIdentity(apiBase: string): Pick<IdentityOptions, 'endpoint' | 'clientId' | 'userPoolId'> {
  return { endpoint: `${new URL(apiBase).origin}/identity`, clientId: defaultPools.standard.clientId, userPoolId: defaultPools.standard.userPoolId };
}

interface IdentityAnswer {
  __type?: string;
  message?: string;
  ChallengeName?: string;
  ChallengeParameters?: Record<string, string>;
  Session?: string;
  AuthenticationResult?: { IdToken?: string };
}

async function call(endpoint: string, operation: string, body: Record<string, unknown>): Promise<IdentityAnswer> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  try {
    return JSON.parse(text) as IdentityAnswer;
  } catch {
    return { __type: `HTTP ${response.status}`, message: text.slice(0, 200) };
  }
}

const failure = (answer: IdentityAnswer) =>
  new Error(`Sign-in refused: ${answer.ChallengeName ? `challenge ${answer.ChallengeName} (use a test patient without multi-factor)` : `${answer.__type ?? 'error'}: ${answer.message ?? ''}`}`);

/**
 * Signs the test patient in and answers its ID token (the bearer token the widgets send).
 * USER_PASSWORD_AUTH first; when the app client does not allow that flow, USER_SRP_AUTH as
 * aws-amplify does it.
 */
export async function signIn(options: IdentityOptions): Promise<string> {
  const flow = options.flow ?? 'auto';
  if (flow !== 'srp') {
    const direct = await call(options.endpoint, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: options.clientId,
      AuthParameters: { USERNAME: options.username, PASSWORD: options.password },
    });
    if (direct.AuthenticationResult?.IdToken) return direct.AuthenticationResult.IdToken;
    if (flow === 'password' || direct.__type !== 'InvalidParameterException') throw failure(direct);
  }

  const srp = await startSrp(options.userPoolId);
  const first = await call(options.endpoint, 'InitiateAuth', {
    AuthFlow: 'USER_SRP_AUTH',
    ClientId: options.clientId,
    AuthParameters: { USERNAME: options.username, SRP_A: srp.srpA },
  });
  if (first.ChallengeName !== 'PASSWORD_VERIFIER') throw failure(first);
  const second = await call(options.endpoint, 'RespondToAuthChallenge', {
    ChallengeName: 'PASSWORD_VERIFIER',
    ClientId: options.clientId,
    ChallengeResponses: await srp.answer(first.ChallengeParameters ?? {}, options.password),
    Session: first.Session,
  });
  if (second.AuthenticationResult?.IdToken) return second.AuthenticationResult.IdToken;
  throw failure(second);
}
