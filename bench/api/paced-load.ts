/**
 * Requests at an even rate (open loop): request n is due at n / rate seconds, sent then whatever
 * the answers before it did, and its latency counts from when it was due, so a stalled server
 * shows in the figures (no coordinated omission). This is what "offered N req/s" means here.
 *
 * autocannon's `overallRate` spreads a second's quota over its connections, and each connection
 * sends its share back to back at the top of every second: at 1,000 req/s offered the server sees
 * a burst at its maximum rate and then an idle gap, and the p99 is that burst's queue.
 */
import http from 'node:http';
import { percentile } from './percentile';

export interface PacedResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

export async function pacedLoad(url: string, headers: Record<string, string>, rate: number, durationSeconds: number): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const total = Math.round(rate * durationSeconds);
  const latencies = new Float64Array(total);
  const intervalMs = 1000 / rate;
  let sent = 0;
  let answered = 0;
  let errors = 0;
  const started = performance.now();
  await new Promise<void>((resolve) => {
    const finish = (index: number, ok: boolean) => {
      latencies[index] = performance.now() - (started + index * intervalMs);
      if (!ok) errors += 1;
      answered += 1;
      if (answered === total) resolve();
    };
    const send = (index: number) => {
      const request = http.get(url, { agent, headers }, (response) => {
        response.resume();
        response.once('end', () => finish(index, response.statusCode! < 400));
        response.once('error', () => finish(index, false));
      });
      request.once('error', () => finish(index, false));
    };
    const tick = () => {
      const due = Math.min(total, Math.floor((performance.now() - started) / intervalMs) + 1);
      while (sent < due) send(sent++);
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  const elapsedSeconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { requestsPerSecond: Math.round((total - errors) / elapsedSeconds), p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99), errors };
}
