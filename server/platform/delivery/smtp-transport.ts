import nodemailer from 'nodemailer';
import { IDEMPOTENCY_HEADER, type OutgoingEmail } from './transports';

export interface SmtpSettings {
  /** RX_SMTP_URL, e.g. smtp://user:pass@host:587 or smtps://…:465. */
  url: string;
  /** RX_MAIL_FROM: the sender when the message names none. */
  defaultFrom: string;
  /** Milliseconds to wait for a connection and for each answer (short in tests). */
  timeoutMs?: number;
}

/** E-mail over SMTP (Amazon SES, any relay, a local Postfix) with nodemailer, pooled connections. */
export function smtpTransport(settings: SmtpSettings): { sendEmail: (email: OutgoingEmail) => Promise<void>; close: () => Promise<void> } {
  const timeout = settings.timeoutMs ?? 30_000;
  const transporter = nodemailer.createTransport({
    url: settings.url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout * 2,
  });
  return {
    async sendEmail(email) {
      await transporter.sendMail({
        from: email.from ?? settings.defaultFrom,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: { ...email.headers, [IDEMPOTENCY_HEADER]: email.idempotencyKey },
      });
    },
    async close() {
      transporter.close();
    },
  };
}
