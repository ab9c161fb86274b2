import { IDEMPOTENCY_HEADER, type OutgoingSms } from './transports';

export class SmsWebhookError extends Error {
  override name = 'SmsWebhookError';
  constructor(readonly status: number) {
    super(`SMS endpoint answered ${status}`);
  }
}

/**
 * Text messages as a JSON POST `{ to, body, idempotencyKey, purpose }` to RX_SMS_WEBHOOK_URL (a gateway of
 * the partner's, or a local recorder), with the X-Rx-Idempotency-Key header. Any answer but 2xx
 * is a failure the queue retries.
 */
export function smsWebhookTransport(url: string, timeoutMs = 15_000): { sendSms: (sms: OutgoingSms) => Promise<void> } {
  return {
    async sendSms(sms) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: sms.idempotencyKey },
        body: JSON.stringify({ to: sms.to, body: sms.body, idempotencyKey: sms.idempotencyKey, purpose: sms.purpose }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (!response.ok) throw new SmsWebhookError(response.status);
    },
  };
}
