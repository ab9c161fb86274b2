import { amplifyAuth } from './amplify';

/**
 * The current ID token (the API's bearer token), refreshed by Amplify when it is about to
 * expire, or always with `forceRefresh`. Undefined when nobody is signed in or the session can
 * no longer be refreshed (for instance after a sign-out on every device).
 */
export async function currentIdToken(options: { forceRefresh?: boolean } = {}): Promise<string | undefined> {
  const session = await (await amplifyAuth()).fetchAuthSession({ forceRefresh: options.forceRefresh ?? false });
  return session.tokens?.idToken?.toString();
}
