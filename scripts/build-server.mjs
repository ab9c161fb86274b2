/**
 * `npm run build:server`: the reference server compiled to JavaScript in dist-server/, so it runs
 * on Node alone (`node dist-server/main.js`, or `npm run serve`), without tsx or TypeScript.
 * esbuild bundles the server's own code and the shared src/domain rules (JSON included) into
 * ES modules, leaving the npm packages to node_modules (the `dependencies`). Every file lands
 * in dist-server/ itself, so the paths the code finds from its
 * own location (migrations/ beside it, the PDF-check worker, the project root above it) hold.
 */
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const outdir = 'dist-server';
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'server/main.ts',
    'pdf-check-worker': 'server/modules/document/pdf-check-worker.ts',
    'audit-retain': 'server/audit-retain.ts',
    'rotate-signing-key': 'server/rotate-signing-key.ts',
    'srp-worker': 'server/platform/identity/srp/srp-worker.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  chunkNames: '[name]-[hash]',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});
cpSync('server/platform/db/migrations', `${outdir}/migrations`, { recursive: true });
console.log(`server compiled to ${outdir}/ (run: RX_PUBLIC_URL=https://<public address> node ${outdir}/main.js, production; RX_MODE=development for the demo routes and accounts)`);
