import { parentPort, workerData } from 'node:worker_threads';
import { defaultPools } from '../../server/platform/auth/identity-config';
import { srpSignIn } from './srp-client';

/**
 * The sign-ins of one stage of bench-load.ts, in a worker thread, so that the client's SRP
 * arithmetic does not delay the responses the load generator times. The arithmetic is the capacity
 * bench's client (srp-client.ts, through OpenSSL): aws-amplify's own, in JavaScript, takes tens of
 * milliseconds a sign-in, and one thread of it made about three sign-ins a second, fewer than the
 * stages ask for.
 */
const { origin, patients, perSecond, stopAt } = workerData as { origin: string; patients: Array<{ username: string; password: string }>; perSecond: number; stopAt: number };
const latencies: number[] = [];
let failed = 0;
const pending: Array<Promise<void>> = [];
for (let turn = 0; Date.now() < stopAt; turn++) {
  const patient = patients[turn % patients.length]!;
  const startedAt = performance.now();
  pending.push(
    srpSignIn(origin, defaultPools.standard, patient.username, patient.password).then(
      (signedIn) => (signedIn ? void latencies.push(performance.now() - startedAt) : void failed++),
      () => void failed++,
    ),
  );
  await new Promise((r) => setTimeout(r, 1000 / perSecond));
}
await Promise.all(pending);
parentPort!.postMessage({ latencies, failed });
