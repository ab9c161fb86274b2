/**
 * `npm run audit:retain`: server/audit-retain.ts, compiled
 * (dist-server/audit-retain.js) in production or without development packages, through tsx
 * otherwise, as `npm run serve` chooses (RX_SERVER=dist|source forces one).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const TSX = 'node_modules/.bin/tsx';
const COMPILED = 'dist-server/audit-retain.js';
const choice = process.env.RX_SERVER ?? (process.env.NODE_ENV === 'production' || !existsSync(TSX) ? 'dist' : 'source');
if (choice === 'dist' && !existsSync(COMPILED)) {
  console.error(`${COMPILED} is missing: run \`npm run build:server\` first.`);
  process.exit(1);
}
const passed = process.argv.slice(2);
const [command, args] = choice === 'dist' ? [process.execPath, ['--enable-source-maps', COMPILED, ...passed]] : [TSX, ['server/audit-retain.ts', ...passed]];
process.exit(spawnSync(command, args, { stdio: 'inherit' }).status ?? 1);
