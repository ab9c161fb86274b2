/**
 * The demo: installs what is missing, builds the widgets and demo pages, then runs the reference
 * server (API, identity, database with seed data) which also serves the demo pages.
 */
import { execSync, spawn } from 'node:child_process';
import { ensureNodeModules } from './lib/ensure.mjs';

ensureNodeModules();
if (process.env.RX_SKIP_BUILD !== '1') {
  console.log('> building the widgets and demo pages');
  execSync('npm run build --silent', { stdio: 'inherit' });
}
// The demo turns on the development routes and demo accounts (RX_MODE=development); the server
// started any other way is production unless told otherwise. NODE_ENV=production npm start (or
// RX_MODE=production) runs it as production.
const mode = process.env.RX_MODE || (process.env.NODE_ENV === 'production' ? 'production' : 'development');
const server = spawn('node_modules/.bin/tsx', ['server/main.ts'], { stdio: 'inherit', env: { ...process.env, RX_MODE: mode } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
