import { and, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { AppMode } from '../app-mode';
import type { Database } from '../db/database';
import type { BrandsFile } from '../../../src/domain/brand/brands-file.schema';
import { attributeValue, type Context, type DeliveryDetails, type MessageSource, type Messages, type StoredUser } from './cognito-local';
import { identityEmail, identitySms } from './identity-messages';
import { audienceFacts, messageAudience } from './message-audience';
import type { IdentityPatientRecords } from './patient-records';
import { outbox, type OutboxEmailDetails } from './schema-identity';

export type OutboxChannel = 'sms' | 'email';

export interface OutboxMessage {
  channel: OutboxChannel;
  recipient: string;
  /** What the message is for, e.g. 'sign-up', 'forgot-password', 'sms-mfa'. */
  purpose: string;
  code?: string;
  message: string;
  /** An e-mail's subject, HTML, sender and headers (kept, like the text, only until sent). */
  email?: OutboxEmailDetails;
}

/**
 * What the outbox keeps of a message. Nothing is really sent yet: a message counts as sent when it
 * lands here. In development and tests (`clear`) the whole message and its code stay, which the
 * development route (GET /api/dev/outbox), the tests and the demo read. Anywhere else
 * (`delivery-only`, production's) only who was sent what kind of message, and when: no code, no
 * temporary password, no text (a reminder's names the medication).
 */
export type OutboxRetention = 'clear' | 'delivery-only';

/** Outside development and tests, or until told otherwise, nothing secret is kept. */
let retention: OutboxRetention = process.env.NODE_ENV === 'development' || process.env.NODE_ENV === 'test' ? 'clear' : 'delivery-only';

/** Set once at start from the server's mode (production keeps deliveries only). */
export function setOutboxRetention(mode: AppMode): OutboxRetention {
  retention = mode === 'production' ? 'delivery-only' : 'clear';
  return retention;
}

/**
 * Whether a transport sends what lands in the outbox (`queued`: the delivery worker sends pending
 * rows, `platform/delivery`), or the outbox view is where messages arrive (no transport
 * configured, development and tests only: production refuses to start so).
 */
let queued = false;

/** Set once at start: true when RX_SMTP_URL or an SMS transport is configured. */
export function setOutboxQueued(value: boolean): void {
  queued = value;
}

/**
 * Delivers a message by SMS or e-mail. With a transport configured, the message joins the queue
 * (status 'pending', in the caller's transaction, so it leaves only if that commits) and the
 * delivery worker sends it; the text is kept only until then (production). Without one, the
 * message "arrives" in the outbox view (GET /api/dev/outbox), as development tools read it. Any
 * part of the server that sends a text or an e-mail calls this.
 */
export async function deliverToOutbox(db: Database, message: OutboxMessage): Promise<void> {
  const { email, ...rest } = message;
  if (queued) {
    await db.insert(outbox).values({
      ...rest,
      code: retention === 'clear' ? (message.code ?? null) : null,
      details: email ?? null,
      status: 'pending',
      nextAttemptAt: sql`now()`,
    });
    return;
  }
  const kept = retention === 'clear' ? { code: message.code ?? null, message: message.message } : { code: null, message: '' };
  await db.insert(outbox).values({ ...rest, ...kept, sentAt: sql`now()` });
}

/**
 * Production start: codes and texts an earlier version (or a development run) left in the outbox
 * go; messages still waiting for their transport keep theirs until sent.
 */
export async function purgeOutboxMessages(db: Database): Promise<number> {
  const purged = await db
    .update(outbox)
    .set({ code: null, message: '', details: null })
    .where(and(ne(outbox.status, 'pending'), or(isNotNull(outbox.code), ne(outbox.message, ''), isNotNull(outbox.details))))
    .returning({ id: outbox.id });
  return purged.length;
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

/** The name a patient signs in with: the e-mail or phone the user has, else its username. */
const signInNameOf = (user: StoredUser) => attributeValue(user, 'email') ?? attributeValue(user, 'phone_number') ?? user.Username;

/**
 * cognito-local's message service, writing every code it sends into the outbox: a text message,
 * or an e-mail with its subject, HTML and sender, in the patient's language and under the
 * patient's brand (`message-audience.ts` says where those come from).
 */
export function outboxMessages(db: Database, brands: BrandsFile, patientRecords: IdentityPatientRecords): Messages {
  return {
    async deliver(_ctx: Context, source, _clientId, _userPoolId, user, code, clientMetadata, details: DeliveryDetails) {
      const { locale, brand } = messageAudience(await audienceFacts(patientRecords, user, clientMetadata), brands);
      const input = { source, code, signInName: signInNameOf(user), locale, brandName: brand.name };
      const channel = details.DeliveryMedium === 'SMS' ? 'sms' : 'email';
      const email = channel === 'email' ? identityEmail({ ...input, logo: brand.logo }) : undefined;
      await deliverToOutbox(db, {
        channel,
        recipient: details.Destination,
        purpose: PURPOSES[source] ?? source,
        code,
        message: email ? email.text : identitySms(input),
        email: email ? { subject: email.subject, html: email.html, from: brand.mailFrom } : undefined,
      });
    },
  };
}
