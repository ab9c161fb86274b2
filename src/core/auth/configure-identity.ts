import { Amplify } from 'aws-amplify';
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
  Amplify.configure({
    ...Amplify.getConfig(),
    Auth: { Cognito: { userPoolId, userPoolClientId, ...(endpoint ? { userPoolEndpoint: endpoint } : {}) } },
  });
  configuredPool = pool;
}

/** The pool last passed to `configureIdentity`, if any. */
export function configuredIdentityPool(): IdentityPoolName | undefined {
  return configuredPool;
}
