import { createLocalJWKSet, createRemoteJWKSet, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import type { IdentityServer } from '../identity/identity-server';
import { readSetting, type SettingName } from '../settings/settings';
import type { IdentityConfig, PoolName } from './identity-config';

/**
 * Whose ID tokens the API accepts: per pool, the issuer (`iss`), the app client (`aud`) and the
 * keys (a JWKS) that sign them. By default the local identity server's pools and key; or a real
 * Amazon Cognito user pool, or any issuer with a JWKS URL, from the environment.
 */
export interface TrustedPool {
  name: PoolName;
  issuer: string;
  clientId: string;
  keys: JWTVerifyGetKey;
}

export interface TokenTrust {
  pools: TrustedPool[];
  /** For the start-up banner: where the keys come from. */
  description: string;
}

/** The local identity server's pools, verified with its public key set. */
export function localTokenTrust(config: IdentityConfig, jwks: JSONWebKeySet | JWTVerifyGetKey): TokenTrust {
  const keys = typeof jwks === 'function' ? jwks : createLocalJWKSet(jwks);
  return {
    pools: Object.values(config.pools).map((pool) => ({
      name: pool.name,
      issuer: `${config.issuerDomain}/${pool.userPoolId}`,
      clientId: pool.clientId,
      keys,
    })),
    description: `the local identity server (${config.issuerDomain})`,
  };
}

/** The running local identity server's pools and keys (the current and the previous one; a rotation is picked up). */
export function trustOf(identityServer: IdentityServer): TokenTrust {
  return localTokenTrust(identityServer.config, identityServer.tokens.verificationKeys);
}

/** Trusts nothing: every token is refused (an app built without any identity). */
export const NO_TOKEN_TRUST: TokenTrust = { pools: [], description: 'no identity provider' };

/**
 * The external identity provider named by the environment, or undefined for the local one:
 *
 * - Amazon Cognito: COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID (COGNITO_REGION, else the region
 *   in the pool id), optionally COGNITO_BASIC_USER_POOL_ID and COGNITO_BASIC_CLIENT_ID for the
 *   basic pool of auth links. Issuer https://cognito-idp.<region>.amazonaws.com/<pool id>, keys
 *   at <issuer>/.well-known/jwks.json.
 * - Any issuer: RX_ID_TOKEN_ISSUER, RX_JWKS_URL and RX_ID_TOKEN_AUDIENCE (the client id), and
 *   optionally RX_BASIC_ID_TOKEN_ISSUER, RX_BASIC_JWKS_URL and RX_BASIC_ID_TOKEN_AUDIENCE.
 */
export function externalTokenTrust(vars: NodeJS.ProcessEnv = process.env): TokenTrust | undefined {
  const read = <N extends SettingName>(name: N) => readSetting(vars, name);
  const pools = [
    externalPool('standard', { poolId: read('COGNITO_USER_POOL_ID'), clientId: read('COGNITO_CLIENT_ID'), region: read('COGNITO_REGION') }, {
      issuer: read('RX_ID_TOKEN_ISSUER'),
      jwksUrl: read('RX_JWKS_URL'),
      audience: read('RX_ID_TOKEN_AUDIENCE'),
    }),
    externalPool('basic', { poolId: read('COGNITO_BASIC_USER_POOL_ID'), clientId: read('COGNITO_BASIC_CLIENT_ID'), region: read('COGNITO_REGION') }, {
      issuer: read('RX_BASIC_ID_TOKEN_ISSUER'),
      jwksUrl: read('RX_BASIC_JWKS_URL'),
      audience: read('RX_BASIC_ID_TOKEN_AUDIENCE'),
    }),
  ].filter((pool): pool is ExternalPool => pool !== undefined);
  if (pools.length === 0) return undefined;
  if (!pools.some((pool) => pool.name === 'standard')) {
    throw new Error('An external identity provider needs the standard pool: set COGNITO_USER_POOL_ID or RX_ID_TOKEN_ISSUER too');
  }
  return {
    pools: pools.map((pool) => ({ ...pool, keys: createRemoteJWKSet(new URL(pool.jwksUrl)) })),
    description: pools.map((pool) => `${pool.name} pool ${pool.issuer}`).join('; '),
  };
}

interface ExternalPool {
  name: PoolName;
  issuer: string;
  clientId: string;
  jwksUrl: string;
}

function externalPool(
  name: PoolName,
  cognito: { poolId?: string; clientId?: string; region?: string },
  explicit: { issuer?: string; jwksUrl?: string; audience?: string },
): ExternalPool | undefined {
  const prefix = name === 'basic' ? 'BASIC_' : '';
  if (cognito.poolId) {
    if (!cognito.clientId) throw new Error(`COGNITO_${prefix}USER_POOL_ID needs COGNITO_${prefix}CLIENT_ID (the app client id)`);
    const region = cognito.region ?? /^([a-z]{2}(?:-[a-z]+)+-\d)_/.exec(cognito.poolId)?.[1];
    if (!region) throw new Error('Set COGNITO_REGION (e.g. us-east-1)');
    const issuer = `https://cognito-idp.${region}.amazonaws.com/${cognito.poolId}`;
    return { name, issuer, clientId: cognito.clientId, jwksUrl: `${issuer}/.well-known/jwks.json` };
  }
  if (explicit.issuer || explicit.jwksUrl) {
    if (!explicit.issuer || !explicit.jwksUrl || !explicit.audience) {
      throw new Error(`RX_${prefix}ID_TOKEN_ISSUER, RX_${prefix}JWKS_URL and RX_${prefix}ID_TOKEN_AUDIENCE go together`);
    }
    return { name, issuer: explicit.issuer, clientId: explicit.audience, jwksUrl: explicit.jwksUrl };
  }
  return undefined;
}
