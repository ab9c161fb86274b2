import { execSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { BROTLI_STATIC_MODULE, BROTLI_STATIC_PACKAGE } from './nginx.mjs';
import { TEST_CHROMIUM_PATH } from './test-chromium.mjs';

const run = (command) => execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Installs the npm packages when node_modules is missing or was installed from another lock
 * file. `npm install` (not `npm ci`): npm 11 writes lock files without the other platforms'
 * optional packages (rollup's, for one), which `npm ci` then refuses; `npm install` installs
 * the locked versions all the same.
 */
export function ensureNodeModules() {
  const marker = 'node_modules/.rx-installed-lock';
  const lockHash = createHash('sha256').update(readFileSync('package-lock.json')).digest('hex');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === lockHash) return;
  console.log('> installing npm packages (npm install, from package-lock.json)');
  run('npm install --no-audit --no-fund');
  writeFileSync(marker, createHash('sha256').update(readFileSync('package-lock.json')).digest('hex'));
}

let aptUpdated = false;
function aptInstall(packages) {
  if (!isRoot()) throw new Error(`Please install ${packages.join(' ')} with apt (needs root).`);
  if (!aptUpdated) run('apt-get update -qq');
  aptUpdated = true;
  run(`apt-get install -y -qq ${packages.join(' ')}`);
}

/**
 * Debian's Chromium: /usr/bin/chromium (the bench's Lighthouse) and its headless shell (the test
 * tools, scripts/lib/test-chromium.mjs); no test tool downloads its own browser.
 */
export function ensureChromium() {
  const missing = [
    ['chromium', '/usr/bin/chromium'],
    ['chromium-headless-shell', TEST_CHROMIUM_PATH],
  ].filter(([, binary]) => !existsSync(binary));
  if (missing.length === 0) return;
  console.log(`> installing Debian ${missing.map(([name]) => name).join(' and ')}`);
  aptInstall(missing.map(([name]) => name));
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

/**
 * Debian's nginx, the load balancer of `npm run serve:cluster`, the topology test and the bench's
 * front, with its brotli_static module (the bundle's .br files). nginx alone still serves the
 * bundle (gzip) when the module cannot be installed.
 */
export function ensureNginx() {
  const binary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  if (!existsSync(binary)) {
    console.log('> installing Debian nginx');
    aptInstall(['nginx', BROTLI_STATIC_PACKAGE]);
  } else if (!existsSync(BROTLI_STATIC_MODULE)) {
    console.log(`> installing Debian ${BROTLI_STATIC_PACKAGE}`);
    try {
      aptInstall([BROTLI_STATIC_PACKAGE]);
    } catch (error) {
      console.warn(`  nginx will send the bundle gzipped only: ${error.message}`);
    }
  }
  return binary;
}
