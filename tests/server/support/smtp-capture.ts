import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpCaptureOptions {
  /** Whether a recipient is refused at RCPT TO (451, try again later); default none. */
  refuseRecipient?: (address: string) => boolean;
  /** Sees every message read, and answers whether it is accepted (else 451, try again later); default all. */
  accept?: (mail: ParsedMail) => boolean;
}

const tryLater = (message: string) => Object.assign(new Error(message), { responseCode: 451 });

/** A real SMTP server on loopback: what it accepts is parsed as a patient's mail client would. */
export class SmtpCapture {
  readonly received: ParsedMail[] = [];
  private readonly server: SMTPServer;

  constructor(options: SmtpCaptureOptions = {}) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => callback(options.refuseRecipient?.(address.address) ? tryLater('Mailbox busy') : undefined),
      onData: (stream, _session, callback) => {
        simpleParser(stream).then(
          (mail) => {
            if (options.accept && !options.accept(mail)) return callback(tryLater('Try again later'));
            this.received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
  }

  /** Listens on a free loopback port; answers it. */
  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The newest e-mail to `address`. */
  latestTo(address: string): ParsedMail {
    const mail = this.received.filter((entry) => (Array.isArray(entry.to) ? entry.to : [entry.to]).some((to) => to?.value.some((value) => value.address === address))).at(-1);
    if (!mail) throw new Error(`no e-mail to ${address}`);
    return mail;
  }
}
