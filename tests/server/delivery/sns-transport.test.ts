import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SNSClient } from '@aws-sdk/client-sns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snsSmsTransport } from '../../../server/platform/delivery/sns-transport';
import { deliveryErrorLabel } from '../../../server/platform/delivery/transports';

/**
 * The SNS transport through the real AWS SDK, signed with (fake) credentials, against a local
 * endpoint that speaks SNS's query protocol as Amazon's does: what reaches it is what Amazon SNS
 * would receive, and its throttling answer is what the queue would retry.
 */
interface Received {
  params: URLSearchParams;
  authorization: string | undefined;
}

const SNS_NAMESPACE = 'http://sns.amazonaws.com/doc/2010-03-31/';
const received: Received[] = [];
let throttling = false;
let server: Server;
let endpoint: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ params: new URLSearchParams(body), authorization: request.headers.authorization });
      response.setHeader('content-type', 'text/xml');
      if (throttling) {
        response.statusCode = 400;
        response.end(
          `<ErrorResponse xmlns="${SNS_NAMESPACE}"><Error><Type>Sender</Type><Code>Throttling</Code><Message>Rate exceeded</Message></Error><RequestId>r-2</RequestId></ErrorResponse>`,
        );
        return;
      }
      response.end(
        `<PublishResponse xmlns="${SNS_NAMESPACE}"><PublishResult><MessageId>m-1</MessageId></PublishResult><ResponseMetadata><RequestId>r-1</RequestId></ResponseMetadata></PublishResponse>`,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const client = () =>
  new SNSClient({ endpoint, region: 'us-east-1', maxAttempts: 1, credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' } });

describe('text messages through Amazon SNS', () => {
  it('publishes a signed, transactional SMS to the number with the text and the idempotency key', async () => {
    const transport = snsSmsTransport(client());
    await transport.sendSms({ to: '+15555550123', body: 'Your authentication code is 123456.', idempotencyKey: 'outbox-7-key' });
    await transport.close();

    const { params, authorization } = received.at(-1)!;
    expect(authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/sns\/aws4_request/);
    expect(params.get('Action')).toBe('Publish');
    expect(params.get('PhoneNumber')).toBe('+15555550123');
    expect(params.get('Message')).toBe('Your authentication code is 123456.');
    const attributes = new Map<string, string | null>();
    for (let index = 1; params.has(`MessageAttributes.entry.${index}.Name`); index += 1) {
      attributes.set(params.get(`MessageAttributes.entry.${index}.Name`)!, params.get(`MessageAttributes.entry.${index}.Value.StringValue`));
    }
    expect(Object.fromEntries(attributes)).toEqual({ 'AWS.SNS.SMS.SMSType': 'Transactional', 'rx.idempotency-key': 'outbox-7-key' });
  });

  it('fails a throttled send with an error the queue retries and logs by class and code only', async () => {
    throttling = true;
    const transport = snsSmsTransport(client());
    const sending = transport.sendSms({ to: '+15555550123', body: 'Your authentication code is 654321.', idempotencyKey: 'outbox-8-key' });
    await expect(sending).rejects.toThrow(/Rate exceeded/);
    const label = deliveryErrorLabel(await sending.catch((error: unknown) => error));
    expect(label).toMatch(/^Throttling/);
    expect(label).not.toContain('654321');
    expect(label).not.toContain('+1555');
    throttling = false;
    await transport.close();
  });
});
