import { existsSync } from 'node:fs';

export const COMPILED_SERVER = 'dist-server/main.js';
const TSX = 'node_modules/.bin/tsx';

/**
 * How to run the reference server: the compiled JavaScript (`npm run build:server`, dist-server/)
 * in production (NODE_ENV=production), where development packages such as tsx are not installed
 * (`npm ci --omit=dev`), or when RX_SERVER=dist; the TypeScript sources through tsx otherwise
 * (RX_SERVER=source forces it), so a change to server/ shows without a build.
 */
export function serverCommand(env = process.env) {
  const choice = env.RX_SERVER ?? (env.NODE_ENV === 'production' || !existsSync(TSX) ? 'dist' : 'source');
  // One process (node with tsx's loader), not tsx's launcher and its child: a signal sent to it,
  // SIGKILL included, reaches the server itself.
  if (choice === 'source') return { command: process.execPath, args: ['--import', 'tsx', 'server/main.ts'], compiled: false };
  if (choice !== 'dist') throw new Error(`RX_SERVER must be "dist" or "source", got "${choice}"`);
  if (!existsSync(COMPILED_SERVER)) throw new Error(`${COMPILED_SERVER} is missing: run \`npm run build:server\` (or \`npm run build\`) first.`);
  return { command: process.execPath, args: ['--enable-source-maps', COMPILED_SERVER], compiled: true };
}
