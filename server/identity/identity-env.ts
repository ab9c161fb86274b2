import path from 'node:path';
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
