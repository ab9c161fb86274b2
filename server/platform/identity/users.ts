import { attributeValue, type Context, type StoredUser, type UserPoolService } from './cognito-local';

/** Usernames are an e-mail address (compared in lower case) or a phone number in E.164 (+1…). */
export function normalizeUsername(username: string): string {
  const trimmed = username.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed;
}

export function usernameKind(username: string): 'email' | 'phone' | undefined {
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(username)) return 'email';
  if (/^\+[1-9]\d{6,14}$/.test(username)) return 'phone';
  return undefined;
}

/** By stored username (the sub), e-mail or phone number, as a pool with username attributes does. */
export async function findUser(identity: { ctx: Context }, userPool: UserPoolService, username: unknown): Promise<StoredUser | null> {
  if (typeof username !== 'string' || username.trim() === '' || username.length > 320) return null;
  return userPool.getUserByUsername(identity.ctx, normalizeUsername(username));
}

export function subOf(user: StoredUser): string {
  return attributeValue(user, 'sub') ?? user.Username;
}

/** How Cognito shows a delivery destination: "j***@e***" or "+*******1234". */
export function maskDestination(destination: string): string {
  const at = destination.indexOf('@');
  if (at > 0) return `${destination[0]}***@${destination[at + 1] ?? ''}***`;
  return `+${'*'.repeat(Math.max(0, destination.length - 5))}${destination.slice(-4)}`;
}
