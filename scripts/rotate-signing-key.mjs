/**
 * `npm run identity:rotate-signing-key`: server/rotate-signing-key.ts, compiled
 * (dist-server/rotate-signing-key.js) in production or without development packages, through tsx
 * otherwise, as `npm run serve` chooses (RX_SERVER=dist|source forces one).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const TSX = 'node_modules/.bin/tsx';
const COMPILED = 'dist-server/rotate-signing-key.js';
const choice = process.env.RX_SERVER ?? (process.env.NODE_ENV === 'production' || !existsSync(TSX) ? 'dist' : 'source');
if (choice === 'dist' && !existsSync(COMPILED)) {
  console.error(`${COMPILED} is missing: run \`npm run build:server\` first.`);
  process.exit(1);
}
const [command, args] = choice === 'dist' ? [process.execPath, ['--enable-source-maps', COMPILED]] : [TSX, ['server/rotate-signing-key.ts']];
process.exit(spawnSync(command, args, { stdio: 'inherit' }).status ?? 1);
