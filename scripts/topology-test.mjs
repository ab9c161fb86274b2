/**
 * `npm run test:topology`: the deployed topology on loopback (PostgreSQL, nginx, two server
 * processes; tests/topology). Installs Debian's nginx and postgresql when missing. Needs the
 * widget bundle built (`npm run build`); runs the compiled server (dist-server/) when built, or
 * RX_SERVER=source for the TypeScript sources. Ports: RX_TOPOLOGY_PORT (nginx, 4451; the processes
 * take the next two) and RX_TOPOLOGY_PG_PORT (PostgreSQL, 5451).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureNginx, postgresBinDir } from './lib/ensure.mjs';

ensureNginx();
postgresBinDir();
const env = { ...process.env };
env.RX_SERVER ??= existsSync('dist-server/main.js') ? 'dist' : 'source';
const child = spawn('node_modules/.bin/vitest', ['run', '-c', 'vitest.topology.config.ts', ...process.argv.slice(2)], { stdio: 'inherit', env });
child.on('exit', (code) => process.exit(code ?? 1));
