import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import type { MailboxStore } from './mailbox-store';

/** The largest SMS request the recorder reads. */
export const MAX_SMS_REQUEST_BYTES = 16 * 1024;

/** What the SMS webhook transport (platform/delivery/sms-webhook-transport.ts) posts. */
const smsWebhookBody = z.object({
  to: z.string().min(1).max(64),
  body: z.string().max(4_000),
  idempotencyKey: z.string().max(100).optional(),
  purpose: z.string().max(64).optional(),
});

export interface SmsRecorder {
  /** Where RX_SMS_WEBHOOK_URL would point: http://127.0.0.1:<port>/sms. */
  url: string;
  close(): Promise<void>;
}

/**
 * A loopback HTTP endpoint receiving the same JSON the production SMS webhook transport sends,
 * keeping each text in `store`. Its own listener rather than a route of the API: it exists before
 * the app is built, speaks only to this machine, and adds no write route to the development API.
 * Answers 204, or 400 / 413 / 404 with a reason (the queue retries anything but 2xx).
 */
export async function startSmsRecorder(store: MailboxStore, options: { port?: number } = {}): Promise<SmsRecorder> {
  const server = createServer((request, response) => {
    const answer = (status: number, reason?: string) => {
      response.writeHead(status, reason ? { 'content-type': 'text/plain; charset=utf-8' } : {}).end(reason);
    };
    if (request.method !== 'POST' || request.url !== '/sms') return answer(404, 'POST /sms only');
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_SMS_REQUEST_BYTES) {
        answer(413, `Larger than ${MAX_SMS_REQUEST_BYTES} bytes`);
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (response.writableEnded) return;
      let parsed: z.infer<typeof smsWebhookBody>;
      try {
        parsed = smsWebhookBody.parse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        return answer(400, 'Expected JSON { to, body, idempotencyKey?, purpose? }');
      }
      store.add({ channel: 'sms', to: parsed.to, text: parsed.body, purpose: parsed.purpose, idempotencyKey: parsed.idempotencyKey });
      answer(204);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
