import { nextRefillDate } from '../../../src/domain/refill/refill-date';
import { REFILL_REMINDER_PURPOSE } from '../../../src/domain/reminders/reminder-choices';
import { reminderDeliveries, type ReminderDelivery } from '../../../src/domain/reminders/reminder-delivery';
import { refillReminderSchedule } from '../../../src/domain/reminders/refill-reminder-schedule';
import type { Database } from '../../platform/db/database';
import { auditLog } from '../../platform/audit/audit.tables';
import { claimReminder, reminderRows, type ReminderRow } from './reminders.queries';
import { isMobileNumberBlocked, patientContact } from '../patient';
import { brandNameOf } from '../company';
import { deliverToOutbox } from '../../platform/identity/outbox';
import { emailSubscribed, preferenceTokenSigner } from '../account';
import { oneClickUnsubscribeLink, reminderEmailDetails, reminderText, type BrandMail } from './messages';

export interface ReminderTickOptions {
  /** The tick's time; tests and the development route pass their own. */
  now: Date;
  /** The portal's address without a trailing slash (the e-mail's links). */
  portalUrl: string;
  /**
   * The API's public address without a trailing slash (the e-mail's one-click unsubscribe), e.g.
   * https://api.partner.example/api. Default: the portal's origin followed by /api.
   */
  apiUrl?: string;
  /** The brand's e-mail sender and logo, from the brands file, by brand id. */
  brandMail?: (brandId: number) => BrandMail | undefined;
}

/**
 * The audit route of a reminder the scheduler sent, by channel: no request and no patient made
 * it, so its row has no actor (the system), and names the prescription (gId), never the message.
 */
export const reminderAuditRoute = (channel: ReminderDelivery['channel']) => `scheduler refill-reminder ${channel}`;

export interface SentReminder extends ReminderDelivery {
  gId: number;
  refillDate: string;
}

/**
 * One pass of the reminder scheduler: every reminder due at `now` is claimed in the database
 * and written to the outbox, with an audit row per message, in the same transaction, by the
 * patient's preferred contact and the e-mail preference. Nothing deliverable (an unsubscribed e-mail of an e-mail-only patient, no
 * address) leaves the reminder unclaimed, so it still goes out if that changes before the
 * refill date. Safe to run in several processes at once: a claim is taken once.
 */
export async function runReminderTick(db: Database, options: ReminderTickOptions): Promise<SentReminder[]> {
  const sent: SentReminder[] = [];
  const signToken = await preferenceTokenSigner(db, options.now);
  for (const row of await reminderRows(db)) {
    const refillDate = nextRefillDate(row.latestDateShipped, row.daysOfSupply);
    const schedule = refillReminderSchedule({
      enabled: row.isActive,
      refillDate,
      timeZone: row.timeZone,
      leadDays: row.leadDays,
      sentForRefillDate: row.sentForRefillDate,
      now: options.now,
    });
    if (schedule.state !== 'scheduled' || !schedule.dueNow) continue;
    sent.push(...(await sendOne(db, row, schedule.refillDate, { ...options, signToken })));
  }
  return sent;
}

async function sendOne(db: Database, row: ReminderRow, refillDate: string, options: ReminderTickOptions & { signToken: (email: string) => string }): Promise<SentReminder[]> {
  return db.transaction(async (tx) => {
    const contact = await patientContact(tx, row.uId);
    if (!contact) return [];
    const deliveries = reminderDeliveries({
      ...contact,
      emailSubscribed: contact.email ? await emailSubscribed(tx, contact.email) : false,
      phone: contact.phone && !(await isMobileNumberBlocked(tx, contact.phone)) ? contact.phone : null,
    });
    if (deliveries.length === 0 || !(await claimReminder(tx, row, refillDate, options.now))) return [];
    const brandName = await brandNameOf(tx, contact.brandId);
    const apiUrl = options.apiUrl ?? `${new URL(options.portalUrl).origin}/api`;
    for (const delivery of deliveries) {
      const token = delivery.channel === 'email' ? options.signToken(delivery.recipient) : undefined;
      const message = reminderText({
        channel: delivery.channel,
        locale: contact.locale,
        brandName,
        displayName: row.displayName,
        refillDate,
        portalUrl: options.portalUrl,
        email: delivery.channel === 'email' ? delivery.recipient : undefined,
        preferencesToken: token,
      });
      await deliverToOutbox(tx, {
        channel: delivery.channel,
        recipient: delivery.recipient,
        purpose: REFILL_REMINDER_PURPOSE,
        message,
        email: token
          ? reminderEmailDetails({
              text: message,
              locale: contact.locale,
              brandName,
              unsubscribeUrl: oneClickUnsubscribeLink(apiUrl, delivery.recipient, token),
              brand: options.brandMail?.(contact.brandId),
            })
          : undefined,
      });
      await tx.insert(auditLog).values({ actorUId: null, action: 'write', entity: 'refill_reminder', entityId: String(row.gId), route: reminderAuditRoute(delivery.channel) });
    }
    return deliveries.map((delivery) => ({ ...delivery, gId: row.gId, refillDate }));
  });
}
