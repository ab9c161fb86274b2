import { randomUUID } from 'node:crypto';
import { attributeValue, withAttributes, type DeliveryDetails, type StoredUser } from './cognito-local';
import { identityErrors } from './identity-errors';
import type { IdentityServer, PoolHandle } from './identity-server';
import { passwordPolicyViolation } from './password-policy';
import { maskDestination, normalizeUsername, usernameKind } from './users';

export interface CodeDeliveryDetails {
  AttributeName: 'email' | 'phone_number';
  DeliveryMedium: 'EMAIL' | 'SMS';
  Destination: string;
}

/** Attributes a sign-up may set; the verified flags and `sub` are the server's to set. */
const SIGN_UP_FORBIDDEN = new Set(['sub', 'email_verified', 'phone_number_verified']);

/**
 * Cognito's SignUp for a pool whose usernames are an e-mail or a phone number: the user is
 * created UNCONFIRMED with its `sub` as the stored username, and a confirmation code goes to
 * the username's channel (the outbox).
 */
export async function signUpUser(
  identity: IdentityServer,
  pool: PoolHandle,
  input: {
    username: string;
    password: string;
    attributes?: Record<string, string>;
    sub?: string;
    /** Cognito's ClientMetadata: `locale` and `brand` say the language and brand of the code's message (`message-audience.ts`). */
    clientMetadata?: Record<string, string>;
  },
): Promise<{ sub: string; codeDelivery: CodeDeliveryDetails }> {
  const username = normalizeUsername(input.username);
  const kind = usernameKind(username);
  if (!kind) throw identityErrors.invalidParameter('Username should be either an email or a phone number.');
  const violation = passwordPolicyViolation(input.password);
  if (violation) throw identityErrors.invalidPassword(violation);
  if (await pool.userPool.getUserByUsername(identity.ctx, username)) {
    throw identityErrors.usernameExists(kind === 'email' ? 'email' : 'phone number');
  }
  const extra = Object.fromEntries(Object.entries(input.attributes ?? {}).filter(([name]) => !SIGN_UP_FORBIDDEN.has(name)));
  const sub = input.sub ?? randomUUID();
  const now = identity.services.clock.get();
  const code = identity.newCode();
  const user: StoredUser = {
    Username: sub,
    Password: input.password,
    Attributes: withAttributes([], { ...extra, sub, [kind === 'email' ? 'email' : 'phone_number']: username }),
    Enabled: true,
    UserStatus: 'UNCONFIRMED',
    UserCreateDate: now,
    UserLastModifiedDate: now,
    RefreshTokens: [],
    ConfirmationCode: code,
  };
  await pool.userPool.saveUser(identity.ctx, user);
  const delivery = await deliverConfirmationCode(identity, pool, user, code, 'SignUp', undefined, input.clientMetadata);
  return { sub, codeDelivery: delivery };
}

/** Sends a sign-up confirmation code to the username's channel and says where it went (masked). */
export async function deliverConfirmationCode(
  identity: IdentityServer,
  pool: PoolHandle,
  user: StoredUser,
  code: string,
  source: 'SignUp' | 'ResendCode' | 'ForgotPassword',
  /** The channel to prefer when the user has it (ForgotPassword: the one the typed username names). */
  preferred?: DeliveryDetails['AttributeName'],
  /** The caller's ClientMetadata, which may name the message's language and brand. */
  clientMetadata?: Record<string, string>,
): Promise<CodeDeliveryDetails> {
  const details = deliveryFor(user, preferred);
  await identity.services.messages.deliver(identity.ctx, source, pool.client.ClientId, pool.config.userPoolId, user, code, clientMetadata, details);
  return { ...details, Destination: maskDestination(details.Destination) };
}

/** The preferred channel when the user has it; else the e-mail when the user has one, else the phone. */
function deliveryFor(user: StoredUser, preferred?: DeliveryDetails['AttributeName']): DeliveryDetails {
  const wanted = preferred ? attributeValue(user, preferred) : undefined;
  if (preferred === 'phone_number' && wanted) return { AttributeName: 'phone_number', DeliveryMedium: 'SMS', Destination: wanted };
  const email = attributeValue(user, 'email');
  if (email) return { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email };
  const phone = attributeValue(user, 'phone_number');
  if (phone) return { AttributeName: 'phone_number', DeliveryMedium: 'SMS', Destination: phone };
  throw identityErrors.invalidParameter('User has no attribute matching desired auto verified attributes');
}
