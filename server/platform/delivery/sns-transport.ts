import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import type { OutgoingSms } from './transports';

/**
 * Text messages through Amazon SNS (what Cognito itself uses), as transactional SMS. Region and
 * credentials come from the AWS SDK's usual environment (AWS_REGION, AWS_ACCESS_KEY_ID, an
 * instance role…). SNS has no idempotency key of its own: the queue's key goes along as a message
 * attribute, for the logs of whoever reads them.
 */
export function snsSmsTransport(client = new SNSClient({})): { sendSms: (sms: OutgoingSms) => Promise<void>; close: () => Promise<void> } {
  return {
    async sendSms(sms) {
      await client.send(
        new PublishCommand({
          PhoneNumber: sms.to,
          Message: sms.body,
          MessageAttributes: {
            'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
            'rx.idempotency-key': { DataType: 'String', StringValue: sms.idempotencyKey },
          },
        }),
      );
    },
    async close() {
      client.destroy();
    },
  };
}
