import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import remapping from '@jridgewell/remapping';
import { build } from 'esbuild';

const run = promisify(execFile);
export const REPO = path.resolve(import.meta.dirname, '../../..');

/** What `npm pack --json` says of the tarball. */
export interface PackedTarball {
  file: string;
  size: number;
  unpackedSize: number;
  entryCount: number;
  paths: string[];
}

/**
 * npm's environment for a partner's folder: the one the tests run with, less what `npm test`
 * sets for the repository's own package (its name, scripts and workspaces).
 */
function partnerEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (/^npm_(package|lifecycle)_|^npm_config_workspaces?$/.test(key)) delete env[key];
  return env;
}

/** `npm pack` of the repository's root (the widget package, built: dist-npm/, dist/types/) into `destination`. */
export async function packWidgetPackage(destination: string): Promise<PackedTarball> {
  if (!existsSync(path.join(REPO, 'dist-npm', 'rx-widgets.js'))) throw new Error('dist-npm/ is missing: run `npm run build` first.');
  const { stdout } = await run('npm', ['pack', '--json', '--silent', '--pack-destination', destination], { cwd: REPO, env: partnerEnv(), maxBuffer: 64 << 20 });
  const [packed] = JSON.parse(stdout) as { filename: string; size: number; unpackedSize: number; entryCount: number; files: { path: string }[] }[];
  return { file: path.join(destination, packed!.filename), size: packed!.size, unpackedSize: packed!.unpackedSize, entryCount: packed!.entryCount, paths: packed!.files.map((entry) => entry.path) };
}

/**
 * `npm install` in a partner's folder, as a partner would, from the npm cache where it can (the
 * repository's own install filled it with the same react and vite): no other network than the registry.
 */
export async function npmInstall(folder: string, specs: string[]): Promise<void> {
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...specs], { cwd: folder, env: partnerEnv(), maxBuffer: 64 << 20 });
}

/** `npm ls --omit=dev --all --parseable` in a partner's folder: every installed production package's folder. */
export async function productionPackages(folder: string): Promise<string[]> {
  const { stdout } = await run('npm', ['ls', '--omit=dev', '--all', '--parseable'], { cwd: folder, env: partnerEnv() });
  return stdout.split('\n').filter(Boolean).map((line) => path.relative(folder, line)).filter(Boolean);
}

/** The version of a package the repository has installed (the partner's folder asks for the same one). */
export const repoVersionOf = (name: string) => (JSON.parse(readFileSync(path.join(REPO, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/** `vite build` in a partner's folder, with the vite it installed. */
export async function viteBuild(folder: string, args: string[]): Promise<void> {
  const env = partnerEnv();
  delete env.NODE_ENV;
  await run(process.execPath, [path.join(folder, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn', ...args], { cwd: folder, env, maxBuffer: 64 << 20 });
}

const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

/** A static site of one folder (`/` is index.html), for startOrigin. */
export function staticSite(folder: string) {
  const root = path.resolve(folder);
  return async (request: IncomingMessage, response: ServerResponse) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://site').pathname);
    const file = path.resolve(root, `.${pathname.endsWith('/') ? `${pathname}index.html` : pathname}`);
    if (!file.startsWith(`${root}${path.sep}`)) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  };
}

/**
 * The repository's own modules (`src/…`) whose code is in a partner's built bundle: each output
 * file's source map leads to the package's files (`node_modules/rx-widgets/dist-npm/…`), whose
 * hidden maps, beside the repository's dist-npm/ (the tarball ships none), lead to src/. Only
 * code the partner's bundler kept is mapped, so tree-shaken code does not count.
 */
export function repoModulesInBundle(outDir: string): Set<string> {
  const found = new Set<string>();
  const mapFiles = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js.map'));
  if (mapFiles.length === 0) throw new Error(`${outDir}: no source maps (build with --sourcemap)`);
  for (const file of mapFiles) {
    const mapPath = path.join(outDir, file);
    const remapped = remapping(readFileSync(mapPath, 'utf8'), (source) => {
      const inPackage = /node_modules\/rx-widgets\/(dist-npm\/.+)$/.exec(path.resolve(path.dirname(mapPath), source).split(path.sep).join('/'));
      const packageMap = inPackage && path.join(REPO, `${inPackage[1]}.map`);
      if (!packageMap || !existsSync(packageMap)) return null;
      return { ...JSON.parse(readFileSync(packageMap, 'utf8')), sourceRoot: path.dirname(path.join(REPO, inPackage[1]!)) };
    });
    for (const source of remapped.sources) {
      if (!source) continue;
      const relative = path.relative(REPO, path.resolve(path.dirname(mapPath), source)).split(path.sep).join('/');
      if (relative.startsWith('src/')) found.add(relative);
    }
  }
  return found;
}

/** Every module of src/ an element's module reaches, statically or through `import()`. */
export async function elementModuleClosure(tag: string): Promise<Set<string>> {
  const entry = ['src/elements', 'src/elements/host'].map((dir) => `${dir}/${tag}.ts`).find((file) => existsSync(path.join(REPO, file)));
  if (!entry) throw new Error(`no element module for ${tag}`);
  const result = await build({
    absWorkingDir: REPO,
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    outdir: 'closure',
    packages: 'external',
    metafile: true,
    logLevel: 'silent',
  });
  return new Set(Object.keys(result.metafile.inputs).filter((file) => file.startsWith('src/')));
}
