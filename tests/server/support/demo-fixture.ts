import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DemoDirs } from '../../../server/platform/http/page-host';

const INTRANET_HTML = `<!doctype html><html><head>
<style nonce="__CSP_NONCE__">body { color: red }</style>
<rx-config nonce="__CSP_NONCE__"></rx-config>
</head><body>intranet</body></html>`;

/** Minimal demo pages and builds in `root`, for tests of what the server sends with them. */
export async function writeDemoFixture(root: string): Promise<DemoDirs> {
  const dirs = { distDir: path.join(root, 'dist'), demoDir: path.join(root, 'demo'), demoBuildDir: path.join(root, 'dist-demo') };
  const files: Record<string, string> = {
    [path.join(dirs.distDir, 'rx-widgets.js')]: 'export const library = true;\n',
    [path.join(dirs.demoDir, 'index.html')]: '<!doctype html><title>catalogue</title>',
    [path.join(dirs.demoDir, 'portal', 'index.html')]: '<!doctype html><title>portal</title>',
    [path.join(dirs.demoDir, 'intranet', 'index.html')]: INTRANET_HTML,
    [path.join(dirs.demoDir, 'mailbox', 'index.html')]: '<!doctype html><title>mailbox</title>',
    [path.join(dirs.demoDir, 'assets', 'demo.css')]: 'body { margin: 0 }\n',
    [path.join(dirs.demoBuildDir, 'react-host', 'index.html')]: '<!doctype html><title>react host</title>',
    [path.join(dirs.demoBuildDir, 'react-host', 'assets', 'app.js')]: 'console.log("react host");\n',
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  return dirs;
}
