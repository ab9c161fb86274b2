import type { DeliverySettings } from './delivery-env';
import { smsWebhookTransport } from './sms-webhook-transport';
import { smtpTransport } from './smtp-transport';
import { snsSmsTransport } from './sns-transport';
import type { DeliveryTransports } from './transports';

/** The transports the settings name (none: an empty object). */
export function createTransports(settings: DeliverySettings): DeliveryTransports {
  const email = settings.smtp ? smtpTransport(settings.smtp) : undefined;
  const sns = settings.sms?.kind === 'sns' ? snsSmsTransport() : undefined;
  const sms = sns ?? (settings.sms?.kind === 'webhook' ? smsWebhookTransport(settings.sms.url) : undefined);
  return {
    sendEmail: email?.sendEmail,
    sendSms: sms?.sendSms,
    async close() {
      await email?.close();
      await sns?.close();
    },
  };
}
