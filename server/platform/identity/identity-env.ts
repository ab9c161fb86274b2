import path from 'node:path';
import { externalTokenTrust, type TokenTrust } from '../auth/token-trust';
import { PROJECT_ROOT, type ServerEnv } from '../env';

/**
 * Where the identity server keeps its users: `.data/cognito` (or RX_IDENTITY_DIR); nowhere
 * durable when the database is in memory (RX_DATA_DIR=memory), like the database itself.
 */
export function identityDataDir(env: ServerEnv, vars: NodeJS.ProcessEnv = process.env): string | undefined {
  if (vars.RX_IDENTITY_DIR) return path.resolve(vars.RX_IDENTITY_DIR);
  if (!env.database.url && !env.database.dataDir) return undefined;
  return path.join(PROJECT_ROOT, '.data', 'cognito');
}

/** The tokens' issuer prefix: the identity endpoint as pages on this machine reach it. */
export function identityIssuerDomain(env: ServerEnv): string {
  const host = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(env.host) ? 'localhost' : env.host;
  return `http://${host}:${env.port}/identity`;
}

/**
 * Which identity the server runs: the local identity server (its own pools, keys and demo
 * users), or an external provider (a real Amazon Cognito pool) named by the environment, whose
 * ID tokens the API then verifies and no local identity starts. In production the local
 * identity starts only with RX_LOCAL_IDENTITY=enable.
 */
export type IdentityPlan = { kind: 'local' } | { kind: 'external'; trust: TokenTrust };

export class LocalIdentityRefused extends Error {}

export const LOCAL_IDENTITY_REFUSED_MESSAGE =
  'NODE_ENV=production and no identity provider is configured. Point the API at your Amazon Cognito user pool ' +
  '(COGNITO_USER_POOL_ID, COGNITO_CLIENT_ID, COGNITO_REGION; see README) or, to run the local identity server in ' +
  'production anyway, set RX_LOCAL_IDENTITY=enable.';

export function identityPlan(env: Pick<ServerEnv, 'mode'>, vars: NodeJS.ProcessEnv = process.env): IdentityPlan {
  const trust = externalTokenTrust(vars);
  if (trust) return { kind: 'external', trust };
  if (env.mode === 'production' && vars.RX_LOCAL_IDENTITY !== 'enable') throw new LocalIdentityRefused(LOCAL_IDENTITY_REFUSED_MESSAGE);
  return { kind: 'local' };
}
