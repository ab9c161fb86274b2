/**
 * The two identity pools (spec 01 §9: standard, and basic for auth links) of the local
 * Cognito-compatible identity server. Ids follow Cognito's shape; they are fixed so the demo
 * pages and the tests can configure aws-amplify without a lookup.
 */
export type PoolName = 'standard' | 'basic';

export interface PoolConfig {
  name: PoolName;
  userPoolId: string;
  clientId: string;
}

export interface IdentityConfig {
  /** Issuer prefix of the tokens: `${issuerDomain}/${userPoolId}`. */
  issuerDomain: string;
  pools: Record<PoolName, PoolConfig>;
}

export const defaultPools: Record<PoolName, PoolConfig> = {
  standard: { name: 'standard', userPoolId: 'us-east-1_RxStandard', clientId: 'rxstandardclient0000000000' },
  basic: { name: 'basic', userPoolId: 'us-east-1_RxBasicLink', clientId: 'rxbasicclient000000000000' },
};

export function identityConfig(issuerDomain: string): IdentityConfig {
  return { issuerDomain: issuerDomain.replace(/\/$/, ''), pools: defaultPools };
}
