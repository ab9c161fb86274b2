import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readAppMode, type AppMode } from './app-mode';
import type { OpenDatabaseOptions } from './db/database';
import { AllowedOriginsError } from './ops/allowed-origins';
import { readSetting } from './settings/settings';

const SERVER_PACKAGE = '@rx-widgets/server';

/**
 * The folder holding the project's package.json above this code: the repository's root from the
 * sources (server/platform/; server/ holds the server package's own package.json, a workspace of
 * the root, and is passed over), the folder above dist-server/ compiled.
 */
function projectRootAbove(start: string): string {
  const isServerPackage = (dir: string) => (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string }).name === SERVER_PACKAGE;
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json')) && !isServerPackage(dir)) return dir;
    if (path.dirname(dir) === dir) return start;
  }
}

export const PROJECT_ROOT = projectRootAbove(path.dirname(fileURLToPath(import.meta.url)));
export const DEFAULT_DATA_DIR = path.join(PROJECT_ROOT, '.data', 'pglite');

export interface ServerEnv {
  port: number;
  host: string;
  mode: AppMode;
  database: OpenDatabaseOptions;
  /** For messages: where the data lives, without credentials. */
  databaseLabel: string;
  /** RX_ALLOWED_ORIGINS: partner origins that may call the API, the identity endpoint and socket.io. */
  allowedOrigins: string[];
  /** RX_METRICS=enable: serve Prometheus metrics at /metrics. */
  metrics: boolean;
  /**
   * RX_TRUST_PROXY: the load balancers' addresses or CIDR ranges (comma-separated, e.g. `127.0.0.1`)
   * whose X-Forwarded-For names the client; per-client limits then count each patient's address,
   * not the balancer's. Unset: the connection's own address (no proxy trusted).
   */
  trustProxy?: string;
}

/** PORT, HOST, DATABASE_URL, RX_DATA_DIR (a folder, or `memory`), RX_MODE, RX_ALLOWED_ORIGINS, RX_METRICS, RX_TRUST_PROXY. */
export function readServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  return {
    ...readPlaceEnv(env),
    allowedOrigins: readSetting(env, 'RX_ALLOWED_ORIGINS', AllowedOriginsError),
    metrics: readSetting(env, 'RX_METRICS'),
    trustProxy: readSetting(env, 'RX_TRUST_PROXY'),
  };
}

function readPlaceEnv(env: NodeJS.ProcessEnv): Omit<ServerEnv, 'allowedOrigins' | 'metrics' | 'trustProxy'> {
  const port = readSetting(env, 'PORT');
  const mode: AppMode = readAppMode(env);
  const host = readSetting(env, 'HOST');
  const databaseUrl = readSetting(env, 'DATABASE_URL');
  const dataDirSetting = readSetting(env, 'RX_DATA_DIR');

  if (databaseUrl) {
    return { port, host, mode, database: { url: databaseUrl }, databaseLabel: `PostgreSQL (${describeUrl(databaseUrl)})` };
  }
  if (dataDirSetting === 'memory') {
    return { port, host, mode, database: {}, databaseLabel: 'PGlite in memory (lost on exit)' };
  }
  const dataDir = dataDirSetting ? path.resolve(dataDirSetting) : DEFAULT_DATA_DIR;
  return { port, host, mode, database: { dataDir }, databaseLabel: `PGlite in ${dataDir}` };
}

function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}
