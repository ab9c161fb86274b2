import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { Context, DeliveryDetails, MessageSource, Messages, StoredUser } from './cognito-local';
import { outbox } from './schema-identity';

export type OutboxChannel = 'sms' | 'email';

export interface OutboxMessage {
  channel: OutboxChannel;
  recipient: string;
  /** What the message is for, e.g. 'sign-up', 'forgot-password', 'sms-mfa'. */
  purpose: string;
  code?: string;
  message: string;
}

export interface OutboxEntry extends OutboxMessage {
  id: number;
  createdAt: Date;
}

/**
 * Delivers a message "by SMS or e-mail": nothing leaves the machine, the message lands in the
 * outbox table, which development tools read (GET /api/dev/outbox). Any part of the server that
 * sends a text or an e-mail calls this.
 */
export async function deliverToOutbox(db: Database, message: OutboxMessage): Promise<void> {
  await db.insert(outbox).values({ ...message, code: message.code ?? null });
}

export async function listOutbox(db: Database, options: { recipient?: string; limit?: number } = {}): Promise<OutboxEntry[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(options.recipient ? eq(outbox.recipient, options.recipient) : undefined)
    .orderBy(desc(outbox.id))
    .limit(options.limit ?? 100);
  return rows.map((row) => ({ ...row, code: row.code ?? undefined }));
}

const PURPOSES: Record<MessageSource, string> = {
  SignUp: 'sign-up',
  ResendCode: 'sign-up',
  ForgotPassword: 'forgot-password',
  UpdateUserAttribute: 'attribute-verification',
  VerifyUserAttribute: 'attribute-verification',
  Authentication: 'sms-mfa',
  AdminCreateUser: 'temporary-password',
};

/** Cognito's default message texts. */
export function identityMessageText(source: MessageSource, code: string, user: Pick<StoredUser, 'Username'>): string {
  if (source === 'Authentication') return `Your authentication code is ${code}.`;
  if (source === 'AdminCreateUser') return `Your username is ${user.Username} and temporary password is ${code}.`;
  return `Your verification code is ${code}.`;
}

/** cognito-local's message service, writing every code it sends into the outbox. */
export function outboxMessages(db: Database): Messages {
  return {
    async deliver(_ctx: Context, source, _clientId, _userPoolId, user, code, _clientMetadata, details: DeliveryDetails) {
      await deliverToOutbox(db, {
        channel: details.DeliveryMedium === 'SMS' ? 'sms' : 'email',
        recipient: details.Destination,
        purpose: PURPOSES[source] ?? source,
        code,
        message: identityMessageText(source, code, user),
      });
    },
  };
}
