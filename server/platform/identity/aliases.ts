import { and, eq, sql } from 'drizzle-orm';
import { attributeValue, type Attribute, type StoredUser } from './cognito-local';
import { identityErrors } from './identity-errors';
import type { IdentityServer, PoolHandle } from './identity-server';
import { identityAliasClaims } from './schema-identity';
import { subOf, usernameKind } from './users';

/** The attributes a user signs in with besides the username (the pools' username attributes). */
export type AliasAttribute = 'email' | 'phone_number';

export const isAliasAttribute = (name: unknown): name is AliasAttribute => name === 'email' || name === 'phone_number';

/** An address as the identity compares it: an e-mail in lower case, a phone number as given. */
export function aliasKey(name: AliasAttribute, value: string): string {
  return name === 'email' ? value.trim().toLowerCase() : value.trim();
}

/**
 * InvalidParameterException unless the address is one a user could sign in with (Cognito's
 * format check): an e-mail for `email`, a phone in E.164 for `phone_number`, no control characters.
 */
export function assertAliasFormat(name: AliasAttribute, alias: string): void {
  const kind = name === 'email' ? 'email' : 'phone';
  // eslint-disable-next-line no-control-regex
  if (alias.length > 320 || /[\u0000-\u001f\u007f]/.test(alias) || usernameKind(alias) !== kind) {
    throw identityErrors.invalidParameter(name === 'email' ? 'Invalid email address format.' : 'Invalid phone number format.');
  }
}

function aliasIn(attributes: readonly Attribute[] | undefined, name: AliasAttribute): string | undefined {
  const value = attributes?.find((attribute) => attribute.Name === name)?.Value;
  return value ? aliasKey(name, value) : undefined;
}

/**
 * Whether the user signs in with this address: its current e-mail or phone number, verified or
 * not (each finds the user at sign-in). A change waiting for its code does not count.
 */
export function holdsAlias(user: StoredUser, name: AliasAttribute, alias: string): boolean {
  return aliasIn(user.Attributes, name) === alias;
}

/** Whether the user has asked for this address and not verified it yet. */
function awaitsAlias(user: StoredUser, name: AliasAttribute, alias: string): boolean {
  return aliasIn(user.UnverifiedAttributeChanges, name) === alias;
}

/** The address a VerifyUserAttribute of `name` would verify: the pending change, else the current value. */
export function aliasToVerify(user: StoredUser, name: AliasAttribute): string | undefined {
  return aliasIn(user.UnverifiedAttributeChanges, name) ?? (attributeValue(user, name) ? aliasKey(name, attributeValue(user, name)!) : undefined);
}

const refusal = (name: AliasAttribute) => identityErrors.aliasExists(name === 'email' ? 'email' : 'phone number');

/** AliasExistsException when another user of the pool signs in with this address. */
export async function refuseAliasOfAnother(identity: IdentityServer, pool: PoolHandle, name: AliasAttribute, alias: string, sub: string): Promise<void> {
  const users = await pool.userPool.listUsers(identity.ctx);
  if (users.some((user) => subOf(user) !== sub && holdsAlias(user, name, alias))) throw refusal(name);
}

/**
 * Claims the address for the user about to verify it, or AliasExistsException. The claim is one
 * row per address (primary key), written in one statement, so of two users verifying the same
 * address at once exactly one gets it, in every server process. A claim whose user neither signs
 * in with the address nor awaits it any more is stale and gives way. Answers the release to
 * call when the verification did not go through.
 */
export async function claimAlias(identity: IdentityServer, pool: PoolHandle, name: AliasAttribute, alias: string, sub: string): Promise<() => Promise<void>> {
  assertAliasFormat(name, alias);
  await refuseAliasOfAnother(identity, pool, name, alias, sub);
  const userPoolId = pool.config.userPoolId;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const holder = await claimRow(identity, userPoolId, alias, sub);
    if (holder === sub) return () => releaseClaim(identity, userPoolId, alias, sub);
    const user = await pool.userPool.getUserByUsername(identity.ctx, holder);
    if (user && subOf(user) === holder && (holdsAlias(user, name, alias) || awaitsAlias(user, name, alias))) throw refusal(name);
    await releaseClaim(identity, userPoolId, alias, holder);
  }
  throw refusal(name);
}

/** Inserts the claim, or leaves the existing one: answers whose claim the row is. */
async function claimRow(identity: IdentityServer, userPoolId: string, alias: string, sub: string): Promise<string> {
  const [row] = await identity.db
    .insert(identityAliasClaims)
    .values({ userPoolId, alias, sub })
    .onConflictDoUpdate({ target: [identityAliasClaims.userPoolId, identityAliasClaims.alias], set: { alias: sql`excluded.alias` } })
    .returning({ sub: identityAliasClaims.sub });
  return row!.sub;
}

async function releaseClaim(identity: IdentityServer, userPoolId: string, alias: string, sub: string): Promise<void> {
  await identity.db
    .delete(identityAliasClaims)
    .where(and(eq(identityAliasClaims.userPoolId, userPoolId), eq(identityAliasClaims.alias, alias), eq(identityAliasClaims.sub, sub)));
}
