import { configureAmplifyAuth } from './amplify';
import type { RxConfig } from '../config/config-types';

export type IdentityPoolName = keyof RxConfig['identity'];

let configuredPool: IdentityPoolName | undefined;

/**
 * Points aws-amplify at one of the two user pools (standard, or basic for auth links). Amplify
 * is a page-wide singleton: the last pool configured is the one signed in to. `endpoint` is the
 * Cognito-compatible endpoint (`<origin>/identity` for the reference server); without it Amplify
 * talks to AWS Cognito in the pool's region.
 */
export function configureIdentity(config: RxConfig['identity'], pool: IdentityPoolName = 'standard'): void {
  const { userPoolId, userPoolClientId, endpoint } = config[pool];
  if (!userPoolId || !userPoolClientId) throw new Error(`Identity pool "${pool}" is not configured`);
  const userPoolEndpoint = endpoint ? absoluteEndpoint(endpoint) : undefined;
  configureAmplifyAuth({ Cognito: { userPoolId, userPoolClientId, ...(userPoolEndpoint ? { userPoolEndpoint } : {}) } });
  configuredPool = pool;
}

/** The pool last passed to `configureIdentity`, if any. */
export function configuredIdentityPool(): IdentityPoolName | undefined {
  return configuredPool;
}

/** aws-amplify needs an absolute URL; a page may configure `/identity` on its own origin. */
export function absoluteEndpoint(endpoint: string): string {
  return new URL(endpoint, globalThis.location?.href ?? 'http://localhost/').href.replace(/\/$/, '');
}
