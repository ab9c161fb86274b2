import { parentPort, workerData } from 'node:worker_threads';

/**
 * The capacity bench's bystander, in a thread of its own: another patient's reads, one every
 * 20 ms, until the bench says stop; then their latencies (ms). In the bench's main thread its
 * timings would also hold the SRP client's own arithmetic, which a patient's device does not share.
 */
const { url, headers } = workerData as { url: string; headers: Record<string, string> };
let stopped = false;
parentPort!.once('message', () => (stopped = true));
const latencies: number[] = [];
while (!stopped) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (response.ok) latencies.push(performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, 20));
}
parentPort!.postMessage(latencies);
