import { parentPort, workerData } from 'node:worker_threads';
import { srpSignIn } from './srp-sign-in';

/**
 * The sign-ins of one stage of bench-load.ts, in a worker thread: the client's SRP arithmetic
 * (aws-amplify's, in JavaScript) takes tens of milliseconds a sign-in, which in the load
 * generator's own thread would delay the responses it times.
 */
const { origin, patients, perSecond, stopAt } = workerData as { origin: string; patients: Array<{ username: string; password: string }>; perSecond: number; stopAt: number };
const latencies: number[] = [];
let failed = 0;
const pending: Array<Promise<void>> = [];
for (let turn = 0; Date.now() < stopAt; turn++) {
  const patient = patients[turn % patients.length]!;
  const startedAt = performance.now();
  pending.push(srpSignIn(origin, patient.username, patient.password).then(() => void latencies.push(performance.now() - startedAt), () => void failed++));
  await new Promise((r) => setTimeout(r, 1000 / perSecond));
}
await Promise.all(pending);
parentPort!.postMessage({ latencies, failed });
