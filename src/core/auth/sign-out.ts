import { amplifyAuth } from './amplify';

/**
 * Ends the session in this browser; with `global`, every refresh token of the user is revoked
 * too (Cognito GlobalSignOut), so other devices cannot refresh their sessions.
 */
export async function signOut(options: { global?: boolean } = {}): Promise<void> {
  await (await amplifyAuth()).signOut({ global: options.global ?? false });
}
