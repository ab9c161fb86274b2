import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppMode } from '../app-mode';
import { PROJECT_ROOT, type ServerEnv } from '../env';
import { readSetting } from '../settings/settings';
import { KEK_BYTES, keyringOf, type SecretsKeyring } from './secrets-keyring';

/**
 * Where the key-encryption key comes from: RX_SECRETS_KEY (the key itself) or RX_SECRETS_KEY_FILE
 * (a file holding it), 32 random bytes written as base64 or hex (`openssl rand -base64 32`);
 * during a rotation RX_SECRETS_KEY_PREVIOUS(_FILE) names the key being replaced. Production
 * refuses to start without one. Development and tests make one on first start in `devKeyFile`
 * (beside the data folder), or keep a random one in memory when the database is in memory.
 */
/** The secrets key is missing or malformed: the server refuses to start, naming the setting. */
export class SecretsKeyError extends Error {}

export class SecretsKeyRequired extends SecretsKeyError {
  constructor() {
    super(
      'NODE_ENV=production needs the key that encrypts the identity\'s secrets at rest: set RX_SECRETS_KEY_FILE to a file ' +
        'holding 32 random bytes in base64 (openssl rand -base64 32), or RX_SECRETS_KEY to that value (see README, "Deploying").',
    );
    this.name = 'SecretsKeyRequired';
  }
}

export interface SecretsKeyOptions {
  mode: AppMode;
  /** Outside production without RX_SECRETS_KEY(_FILE): the file holding the generated key; undefined keeps it in memory. */
  devKeyFile?: string;
}

export async function loadSecretsKeyring(options: SecretsKeyOptions, vars: NodeJS.ProcessEnv = process.env): Promise<SecretsKeyring> {
  const current = await configuredKey(vars, 'RX_SECRETS_KEY');
  const previous = await configuredKey(vars, 'RX_SECRETS_KEY_PREVIOUS');
  if (current) return keyringOf(current, previous);
  if (options.mode === 'production') throw new SecretsKeyRequired();
  if (previous) throw new SecretsKeyError('RX_SECRETS_KEY_PREVIOUS needs RX_SECRETS_KEY (or RX_SECRETS_KEY_FILE), the key replacing it');
  return keyringOf(options.devKeyFile ? await devKey(options.devKeyFile) : randomBytes(KEK_BYTES));
}

/** The key in `text` (base64, base64url or hex of 32 bytes); an error naming `setting` otherwise. */
export function parseSecretsKey(text: string, setting: string): Buffer {
  const value = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, /[-_]/.test(value) ? 'base64url' : 'base64');
  if (bytes.length !== KEK_BYTES || value.length === 0) {
    throw new SecretsKeyError(`${setting} must hold ${KEK_BYTES} random bytes written in base64 or hex (openssl rand -base64 32)`);
  }
  return bytes;
}

async function configuredKey(vars: NodeJS.ProcessEnv, name: 'RX_SECRETS_KEY' | 'RX_SECRETS_KEY_PREVIOUS'): Promise<Buffer | undefined> {
  const value = readSetting(vars, name);
  const file = readSetting(vars, `${name}_FILE`);
  if (value && file) throw new SecretsKeyError(`Set ${name} or ${name}_FILE, not both`);
  if (value) return parseSecretsKey(value, name);
  if (!file) return undefined;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new SecretsKeyError(`${name}_FILE names ${file}, which cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  return parseSecretsKey(text, `${name}_FILE (${file})`);
}

/** The development key file, made (only readable by its owner) by the first process that needs it. */
async function devKey(file: string): Promise<Buffer> {
  try {
    return parseSecretsKey(await readFile(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  // Written whole under another name, then linked into place: a process starting at the same
  // moment finds either no file or the whole key, and of two such processes one key wins.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${randomBytes(KEK_BYTES).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(draft);
  }
  return parseSecretsKey(await readFile(file, 'utf8'), file);
}

/**
 * Where development keeps the key it made: beside the PGlite folder (`.data/secrets.key` for the
 * default `.data/pglite`), in `.data/` with DATABASE_URL, nowhere (in memory) with RX_DATA_DIR=memory.
 */
export function devSecretsKeyFile(env: Pick<ServerEnv, 'database'>): string | undefined {
  if (env.database.url) return path.join(PROJECT_ROOT, '.data', 'secrets.key');
  if (env.database.dataDir) return path.join(path.dirname(env.database.dataDir), 'secrets.key');
  return undefined;
}
