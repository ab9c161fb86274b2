import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MailboxStore } from './mailbox-store';

/** The largest e-mail the mailbox takes (the SMTP SIZE extension announces it; a larger one is refused with 552). */
export const MAX_EMAIL_BYTES = 2 * 1024 * 1024;

export interface SmtpCapture {
  /** Where nodemailer sends: smtp://127.0.0.1:<port>. */
  url: string;
  port: number;
  close(): Promise<void>;
}

const headerText = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * A real SMTP server on loopback (smtp-server): every message it accepts is parsed with mailparser
 * and kept in `store`. No authentication and no TLS: it listens on 127.0.0.1 only.
 */
export async function startSmtpCapture(store: MailboxStore, options: { port?: number; maxBytes?: number } = {}): Promise<SmtpCapture> {
  const maxBytes = options.maxBytes ?? MAX_EMAIL_BYTES;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: maxBytes,
    logger: false,
    banner: 'rx-widgets development mailbox',
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (stream.sizeExceeded) return callback(Object.assign(new Error(`Message larger than ${maxBytes} bytes`), { responseCode: 552 }));
          const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(', ');
          store.add({
            channel: 'email',
            to,
            from: mail.from?.text,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : undefined,
            purpose: headerText(mail.headers.get('x-rx-purpose')),
            idempotencyKey: headerText(mail.headers.get('x-rx-idempotency-key')),
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  server.on('error', () => {
    // A broken client connection: smtp-server answers it; nothing to keep.
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
