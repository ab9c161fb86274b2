import { amplifyAuth, configureAmplifyAuth } from './amplify';
import type { RxConfig } from '../config/config-types';

export type IdentityPoolName = keyof RxConfig['identity'];

/** The pool settings Amplify was last configured with, as one comparable string. */
let configuredKey: string | undefined;

/**
 * Points aws-amplify at one of the two user pools (standard, or basic for auth links), unless
 * it already points there. Amplify is a page-wide singleton: the last pool configured is the one
 * signed in to; after a reload nothing has configured it yet although its tokens are still in
 * the browser. `endpoint` is the Cognito-compatible endpoint (`<origin>/identity` for the
 * reference server); without it Amplify talks to AWS Cognito in the pool's region. Amplify
 * itself is loaded on demand; the settings are applied when it arrives.
 */
export function configureIdentity(config: RxConfig['identity'], pool: IdentityPoolName = 'standard'): void {
  const { userPoolId, userPoolClientId, endpoint } = config[pool];
  if (!userPoolId || !userPoolClientId) throw new Error(`Identity pool "${pool}" is not configured`);
  const userPoolEndpoint = endpoint ? absoluteEndpoint(endpoint) : undefined;
  const key = JSON.stringify([userPoolId, userPoolClientId, userPoolEndpoint]);
  if (key === configuredKey) return;
  configureAmplifyAuth({ Cognito: { userPoolId, userPoolClientId, ...(userPoolEndpoint ? { userPoolEndpoint } : {}) } });
  configuredKey = key;
}

/** aws-amplify needs an absolute URL; a page may configure `/identity` on its own origin. */
export function absoluteEndpoint(endpoint: string): string {
  return new URL(endpoint, globalThis.location?.href ?? 'http://localhost/').href.replace(/\/$/, '');
}

/**
 * aws-amplify/auth pointed at `pool`, for a call on behalf of the signed-in patient. Through
 * `amplifyAuth()`, so the pool is applied before the first request even on a screen opened
 * directly (a reload, a bookmark), where no sign-in has loaded and configured aws-amplify yet.
 */
export async function identityAuth(config: RxConfig['identity'], pool: IdentityPoolName = 'standard'): ReturnType<typeof amplifyAuth> {
  configureIdentity(config, pool);
  return amplifyAuth();
}
