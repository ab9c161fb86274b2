import { describe, expect, it } from 'vitest';
import { readDeliverySettings } from '../../../server/platform/delivery/delivery-env';
import { DEFAULT_QUEUE_SETTINGS } from '../support/delivery-defaults';
import { MailboxStore } from '../../../server/dev/mailbox/mailbox-store';
import { mailboxPlan, withMailboxTransports } from '../../../server/dev/mailbox/mailbox-plan';
import { codesIn, displayableHtml, linksIn } from '../../../server/dev/mailbox/message-facts';

describe('what the mailbox finds in a message', () => {
  it('takes every run of exactly six digits as a code, whatever the wording around it', () => {
    expect(codesIn('Your verification code is 123456.', 'Tu código: 654321')).toEqual(['123456', '654321']);
    expect(codesIn('Código 123456 — again 123456')).toEqual(['123456']);
    expect(codesIn('Call 1234567 or 12345; colour #336699; ref A123456')).toEqual([]);
    expect(codesIn(undefined, '')).toEqual([]);
  });

  it('finds http(s) links in text and in HTML attributes, without trailing punctuation or entities', () => {
    expect(
      linksIn('Sign here: http://localhost:4300/portal/doc-sign?uuid=1&signerUuId=2.', '<a href="https://x.example/a?b=1&amp;c=2">x</a> mailto:no@example.com'),
    ).toEqual(['http://localhost:4300/portal/doc-sign?uuid=1&signerUuId=2', 'https://x.example/a?b=1&c=2']);
  });

  it('drops scripts, frames, forms, event handlers and script URLs from HTML, keeping the rest', () => {
    const html =
      '<p style="color:red" onclick="steal()">Hi</p><script>alert(1)</script><iframe src="x"></iframe>' +
      '<a href="javascript:alert(1)">bad</a><a href=\'https://ok.example\'>good</a><form action="/x"><input></form><img src=x onerror=alert(1)>' +
      '<scr<script>ipt>alert(2)</script>';
    const shown = displayableHtml(html);
    expect(shown).toContain('<p style="color:red">Hi</p>');
    expect(shown).toContain("<a href='https://ok.example'>good</a>");
    expect(shown).not.toMatch(/<\/?script|<iframe|<form|<input|onclick|onerror|javascript:|alert/i);
    expect(displayableHtml('<p>a</p><style>p { color: red }</style><meta http-equiv="refresh" content="0;url=x"><base href="x"><p>b</p>')).toBe(
      '<p>a</p><style>p { color: red }</style><p>b</p>',
    );
  });
});

describe('the mailbox store', () => {
  it('lists newest first, keeps only the newest `limit`, and filters by recipient', () => {
    const store = new MailboxStore(3);
    for (const to of ['a@example.com', 'b@example.com', 'A@example.com', '+15550100']) store.add({ channel: to.startsWith('+') ? 'sms' : 'email', to, text: `code 10000${to.length % 10}` });
    expect(store.list().map((message) => message.to)).toEqual(['+15550100', 'A@example.com', 'b@example.com']);
    expect(store.list().map((message) => message.id)).toEqual([4, 3, 2]);
    expect(store.list({ to: 'a@example.com' }).map((message) => message.id)).toEqual([3]);
    expect(store.list({ limit: 1 })).toHaveLength(1);
  });
});

describe('when the mailbox runs', () => {
  const none = readDeliverySettings({});
  const smtpOnly = readDeliverySettings({ RX_SMTP_URL: 'smtp://relay.example:587' });
  const both = readDeliverySettings({ RX_SMTP_URL: 'smtp://relay.example:587', RX_SMS_TRANSPORT: 'sns' });

  it('never in production, whatever the settings', () => {
    expect(mailboxPlan('production', {}, none)).toEqual({ run: false, off: expect.stringMatching(/production/) });
  });

  it('in development and test for the channels without a transport, unless RX_DEV_MAILBOX=off', () => {
    expect(mailboxPlan('development', {}, none)).toEqual({ run: true, email: true, sms: true });
    expect(mailboxPlan('test', {}, smtpOnly)).toEqual({ run: true, email: false, sms: true });
    expect(mailboxPlan('test', {}, both)).toMatchObject({ run: false });
    expect(mailboxPlan('development', { RX_DEV_MAILBOX: 'off' }, none)).toEqual({ run: false, off: 'RX_DEV_MAILBOX=off' });
  });

  it('points only the transports it stands in for at itself', () => {
    const addresses = { smtpUrl: 'smtp://127.0.0.1:2525', smsUrl: 'http://127.0.0.1:2626/sms' };
    expect(withMailboxTransports(none, { email: true, sms: true }, addresses, { RX_MAIL_FROM: 'Pharmacy <rx@partner.example>' })).toEqual({
      smtp: { url: 'smtp://127.0.0.1:2525', defaultFrom: 'Pharmacy <rx@partner.example>' },
      sms: { kind: 'webhook', url: 'http://127.0.0.1:2626/sms' },
      queue: DEFAULT_QUEUE_SETTINGS,
    });
    expect(withMailboxTransports(smtpOnly, { email: false, sms: true }, addresses, {}).smtp).toEqual(smtpOnly.smtp);
  });
});
