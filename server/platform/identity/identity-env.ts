import path from 'node:path';
import { externalTokenTrust, type TokenTrust } from '../auth/token-trust';
import { PROJECT_ROOT, type ServerEnv } from '../env';
import { readSetting } from '../settings/settings';

/**
 * Where earlier versions kept the identity's users and signing key (`.data/cognito`, or
 * RX_IDENTITY_DIR): read once, on start, into the database, where they live now. None when the
 * database is in memory (RX_DATA_DIR=memory).
 */
export function identityDataDir(env: ServerEnv, vars: NodeJS.ProcessEnv = process.env): string | undefined {
  const identityDir = readSetting(vars, 'RX_IDENTITY_DIR');
  if (identityDir) return path.resolve(identityDir);
  if (!env.database.url && !env.database.dataDir) return undefined;
  return path.join(PROJECT_ROOT, '.data', 'cognito');
}

/**
 * The tokens' issuer prefix: `<RX_PUBLIC_URL>/identity` when the server's public address is
 * configured (e.g. https://api.partner.example, the address every process behind one load
 * balancer shares, so each one verifies the others' tokens); otherwise, for local development,
 * the identity endpoint as pages on this machine reach it: `http://localhost:<PORT>/identity`.
 */
export function identityIssuerDomain(env: Pick<ServerEnv, 'host' | 'port'>, vars: NodeJS.ProcessEnv = process.env): string {
  const publicUrl = readSetting(vars, 'RX_PUBLIC_URL');
  if (publicUrl) return `${publicUrl}/identity`;
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
  'Production mode (RX_MODE unset) and no identity provider is configured. Point the API at your Amazon Cognito user pool ' +
  '(COGNITO_USER_POOL_ID, COGNITO_CLIENT_ID, COGNITO_REGION; see README) or, to run the local identity server in ' +
  'production anyway, set RX_LOCAL_IDENTITY=enable. For local development set RX_MODE=development.';

export function identityPlan(env: Pick<ServerEnv, 'mode'>, vars: NodeJS.ProcessEnv = process.env): IdentityPlan {
  const trust = externalTokenTrust(vars);
  if (trust) return { kind: 'external', trust };
  if (env.mode === 'production' && readSetting(vars, 'RX_LOCAL_IDENTITY') !== 'enable') throw new LocalIdentityRefused(LOCAL_IDENTITY_REFUSED_MESSAGE);
  return { kind: 'local' };
}
