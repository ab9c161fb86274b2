import type { ChildProcess } from 'node:child_process';

/** Waits until `url` answers 2xx, failing when the server process stops or `timeoutMs` passes. */
export async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server stopped (exit ${child.exitCode})`);
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer in time`);
}

/** Stops a bench's server process (SIGTERM) and resolves once it has exited. */
export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolveStop) => {
    if (child.exitCode !== null) return resolveStop();
    child.once('exit', () => resolveStop());
    child.kill('SIGTERM');
  });
}
