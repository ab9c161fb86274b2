import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as it reached the recorder: every attempt is kept, repeats included. */
export interface Arrival {
  channel: 'email' | 'sms';
  /** The X-Rx-Idempotency-Key it carried. */
  key: string;
  /** Which server process sent it (its SMTP user name, or its SMS webhook path). */
  sender: string;
  to: string;
  /** The SMS text, or the e-mail's plain-text part. */
  text: string;
  subject?: string;
  headers: Record<string, string>;
  at: number;
}

/**
 * A real SMTP server (the `smtp-server` package, each mail parsed with `mailparser`) and a local
 * SMS webhook endpoint, on loopback, recording what the server processes send. Each process
 * signs in to the SMTP server with its own user name and posts texts to its own path, so every
 * arrival names its sender. While `holding`, a message is recorded as soon as it has come in, but
 * the answer that accepts it (SMTP 250, HTTP 200) waits for `release()`: the sender is then
 * mid-send.
 */
export class MessageRecorder {
  readonly arrivals: Arrival[] = [];
  holding = false;
  private held: (() => void)[] = [];
  private readonly smtp = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData: (stream, session, callback) => {
      simpleParser(stream).then(
        (mail) => {
          // As sent (mailparser folds List-* headers into one structured value).
          const headers = Object.fromEntries(mail.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim()]));
          const to = Array.isArray(mail.to) ? mail.to.map((address) => address.text).join(', ') : (mail.to?.text ?? '');
          const text = mail.text ?? (typeof mail.html === 'string' ? mail.html.replace(/<style[\s\S]*?<\/style>/gi, ' ').replace(/<[^>]+>/g, ' ') : '');
          this.record({ channel: 'email', key: headers['x-rx-idempotency-key'] ?? '', sender: String(session.user ?? ''), to, text, subject: mail.subject, headers, at: Date.now() });
          this.answer(() => callback());
        },
        (error: Error) => callback(error),
      );
    },
  });
  private readonly sms: HttpServer = createServer((request, response) => void this.receiveSms(request, response));

  private ports = { smtp: 0, sms: 0 };

  /** Starts both on loopback, on ports the system chooses. */
  async listen(): Promise<void> {
    // A sender killed mid-send leaves its connection half done: not the recorder's failure.
    this.smtp.on('error', () => undefined);
    await new Promise<void>((resolve) => this.smtp.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => this.sms.listen(0, '127.0.0.1', resolve));
    this.ports = { smtp: (this.smtp.server.address() as AddressInfo).port, sms: (this.sms.address() as AddressInfo).port };
  }

  /** The settings that point the process named `sender` at this recorder. */
  transportEnv(sender: string): Record<string, string> {
    return {
      RX_SMTP_URL: `smtp://${sender}:recorder@127.0.0.1:${this.ports.smtp}`,
      RX_MAIL_FROM: 'Topology Pharmacy <no-reply@pharmacy.example>',
      RX_SMS_WEBHOOK_URL: `http://127.0.0.1:${this.ports.sms}/sms/${sender}`,
    };
  }

  /** Answers every message held so far, and stops holding. */
  release(): void {
    this.holding = false;
    const held = this.held;
    this.held = [];
    for (const answer of held) answer();
  }

  /** The arrivals after the first `since` (a count taken earlier) that match. */
  after(since: number, matches: (arrival: Arrival) => boolean = () => true): Arrival[] {
    return this.arrivals.slice(since).filter(matches);
  }

  async close(): Promise<void> {
    this.release();
    await new Promise<void>((resolve) => this.smtp.close(() => resolve()));
    this.sms.closeAllConnections();
    await new Promise<void>((resolve) => this.sms.close(() => resolve()));
  }

  private record(arrival: Arrival): void {
    this.arrivals.push(arrival);
  }

  private answer(accept: () => void): void {
    if (this.holding) this.held.push(accept);
    else accept();
  }

  private async receiveSms(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const sender = /^\/sms\/([\w-]+)$/.exec(request.url ?? '')?.[1];
    let body: { to?: unknown; body?: unknown; idempotencyKey?: unknown };
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
    } catch {
      response.writeHead(400).end();
      return;
    }
    const key = request.headers['x-rx-idempotency-key'];
    if (request.method !== 'POST' || !sender || typeof key !== 'string' || body.idempotencyKey !== key || typeof body.to !== 'string' || typeof body.body !== 'string') {
      response.writeHead(400).end();
      return;
    }
    this.record({ channel: 'sms', key, sender, to: body.to, text: body.body, headers: { 'x-rx-idempotency-key': key }, at: Date.now() });
    this.answer(() => {
      if (!response.destroyed) response.writeHead(200, { 'content-type': 'application/json' }).end('{"accepted":true}');
    });
  }
}

/** Waits until `find` answers something (polling every 50 ms), or fails naming `what`. */
export async function waitFor<T>(what: string, find: () => T | undefined | Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The 6-digit code in a message's text (the wording around it may change; the code stays 6 digits). */
export function codeIn(arrival: Arrival): string {
  const code = /\b\d{6}\b/.exec(arrival.text)?.[0];
  if (!code) throw new Error(`no 6-digit code in the ${arrival.channel} to ${arrival.to}`);
  return code;
}
