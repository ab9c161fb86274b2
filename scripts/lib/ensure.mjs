import { execSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const run = (command) => execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Installs the npm packages when node_modules is missing or older than the lock file. */
export function ensureNodeModules() {
  const marker = 'node_modules/.package-lock.json';
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync('package-lock.json').mtimeMs) return;
  console.log('> installing npm packages (npm ci)');
  run('npm ci --no-audit --no-fund');
}

let aptUpdated = false;
function aptInstall(packages) {
  if (!isRoot()) throw new Error(`Please install ${packages.join(' ')} with apt (needs root).`);
  if (!aptUpdated) run('apt-get update -qq');
  aptUpdated = true;
  run(`apt-get install -y -qq ${packages.join(' ')}`);
}

/** Debian's Chromium at /usr/bin/chromium; no test tool downloads its own browser. */
export function ensureChromium() {
  if (existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) return;
  console.log('> installing Debian chromium');
  aptInstall(['chromium']);
}

/** Debian's PostgreSQL server binaries (initdb, postgres), for the server suite's real-PostgreSQL run. */
export function postgresBinDir() {
  const find = () => {
    const out = spawnSync('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1'], { encoding: 'utf8' });
    const dir = out.stdout.trim();
    return dir && existsSync(`${dir}/initdb`) ? dir : null;
  };
  const found = find();
  if (found) return found;
  console.log('> installing Debian postgresql');
  aptInstall(['postgresql']);
  return find();
}
