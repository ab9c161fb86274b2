/**
 * `npm run serve`: the reference server, compiled (dist-server/, `npm run build:server`) in
 * production or without development packages, from its TypeScript sources otherwise; see
 * scripts/lib/server-command.mjs. Signals are passed on, so SIGTERM drains the server.
 */
import { spawn } from 'node:child_process';
import { serverCommand } from './lib/server-command.mjs';

let run;
try {
  run = serverCommand();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const server = spawn(run.command, run.args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
