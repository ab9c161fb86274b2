import { io as connectClient, type Socket } from 'socket.io-client';
import { defaultPools } from '../../server/platform/auth/identity-config';
import { encryptForServer } from '../server/support/server-key-client';
import { startSrp } from '../server/identity/support/amplify-srp';

export const standard = defaultPools.standard;

/** A JSON call over HTTP; `status` and the parsed body (null when none). */
export async function call(origin: string, method: string, url: string, options: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, body: body as Record<string, unknown> & { message?: string } };
}

/** The identity endpoint as aws-amplify calls it (JSON 1.1, X-Amz-Target), over HTTP. */
export async function identityCall(origin: string, operation: string, body: Record<string, unknown>) {
  const response = await fetch(`${origin}/identity`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { __type?: string; message?: string } };
}

/**
 * USER_SRP_AUTH in two steps, as aws-amplify's signIn does (its own SRP helpers compute the
 * password claim): the identity's answer to the password, tokens or a challenge (SMS_MFA…).
 * Throws when InitiateAuth is refused.
 */
export async function answerPassword(origin: string, username: string, password: string) {
  const srp = await startSrp(standard.userPoolId);
  const first = await identityCall(origin, 'InitiateAuth', { AuthFlow: 'USER_SRP_AUTH', ClientId: standard.clientId, AuthParameters: { USERNAME: username, SRP_A: srp.srpA } });
  if (first.status !== 200) throw new Error(`InitiateAuth at ${origin}: ${first.status} ${first.body.__type ?? ''} ${first.body.message ?? ''}`);
  const challenge = first.body.ChallengeParameters as Record<string, string>;
  return identityCall(origin, 'RespondToAuthChallenge', {
    ChallengeName: 'PASSWORD_VERIFIER',
    ClientId: standard.clientId,
    ChallengeResponses: await srp.answer(challenge, password),
    Session: first.body.Session,
  });
}

/** USER_SRP_AUTH without multi-factor: resolves with the ID token, or throws with the identity's answer. */
export async function signIn(origin: string, username: string, password: string): Promise<string> {
  const second = await answerPassword(origin, username, password);
  const result = second.body.AuthenticationResult as { IdToken?: string } | undefined;
  if (second.status !== 200 || !result?.IdToken) throw new Error(`RespondToAuthChallenge at ${origin}: ${second.status} ${second.body.__type ?? ''} ${second.body.message ?? ''}`);
  return result.IdToken;
}

/**
 * Submits the registration form with the development registration code (any name), as the
 * registration form does; `phone` is the optional mobile number. The identity then e-mails a
 * confirmation code.
 */
export async function submitRegistration(origin: string, username: string, password: string, phone?: string): Promise<void> {
  const key = await call(origin, 'GET', '/api/patients/registration/public-key');
  if (key.status !== 200) throw new Error(`public key: ${key.status}`);
  const attributes = {
    fname: 'Toni',
    lname: 'Topology',
    dob: '1990-05-17',
    registrationCode: 'RX-TEST-0000',
    password: await encryptForServer(key.body.jwk as JsonWebKey, password),
    consent: true,
    timezone: 0,
    ...(phone ? { phone } : {}),
  };
  const registered = await call(origin, 'PUT', '/api/patients/registration', {
    body: { mainContact: { type: 'email', value: username }, forceEmailUsername: false, userAttributes: Object.entries(attributes).map(([type, value]) => ({ type, value })) },
  });
  if (registered.status !== 200) throw new Error(`registration at ${origin}: ${registered.status} ${registered.body.message ?? ''}`);
}

/** Enters the e-mailed confirmation code, as the sign-up form does. */
export async function confirmSignUp(origin: string, username: string, code: string): Promise<void> {
  const confirmed = await identityCall(origin, 'ConfirmSignUp', { ClientId: standard.clientId, Username: username, ConfirmationCode: code });
  if (confirmed.status !== 200) throw new Error(`ConfirmSignUp at ${origin}: ${confirmed.status} ${confirmed.body.__type ?? ''}`);
}

/** Registers a patient with the development registration code and confirms with the code the development outbox shows. */
export async function registerPatient(origin: string, username: string, password: string): Promise<void> {
  await submitRegistration(origin, username, password);
  const outbox = await call(origin, 'GET', `/api/dev/outbox?recipient=${encodeURIComponent(username)}`);
  const code = (outbox.body.entries as { code: string }[] | undefined)?.at(-1)?.code;
  if (!code) throw new Error(`no confirmation code for ${username} in the outbox at ${origin}`);
  await confirmSignUp(origin, username, code);
}

/**
 * A socket.io client as the widgets open it: default transports (long-polling, then WebSocket),
 * reconnecting by itself when its connection is lost.
 */
export function openSocket(origin: string, namespace: string, token: string): Promise<Socket> {
  const socket = connectClient(`${origin}${namespace}`, { auth: { token }, forceNew: true, reconnectionDelay: 200, reconnectionDelayMax: 1_000 });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      if (!socket.active) reject(error);
    });
  });
}

/** One value of a Prometheus text exposition (the sum over the series that match `labels`). */
export function metricValue(text: string, name: string, labels = ''): number {
  return text
    .split('\n')
    .filter((line) => line.startsWith(name) && (line[name.length] === ' ' || line[name.length] === '{') && line.includes(labels))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}
