import { localDateIn } from '../../../domain/calendar/calendar-dates';
import { DEFAULT_PHARMACY_TIME_ZONE } from '../../../domain/company/pharmacy-time-zone';
import type { RefillReminder, ReminderDeliveryInfo } from '../../../domain/reminders/refill-reminder.schema';

/** The browser's IANA time zone: reminders go out at 09:00 of the patient's own day. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_PHARMACY_TIME_ZONE;
  } catch {
    return DEFAULT_PHARMACY_TIME_ZONE;
  }
}

/** The calendar date (YYYY-MM-DD) the next reminder goes out on, in the reminder's time zone. */
export function reminderDay(reminder: Pick<RefillReminder, 'nextReminderAt' | 'timeZone'>): string | null {
  return reminder.nextReminderAt ? localDateIn(new Date(reminder.nextReminderAt), reminder.timeZone) : null;
}

/** How the medication page describes where reminders go (the keys of `reminder.channel.*`). */
export type ChannelNote =
  | { key: 'email'; email: string }
  | { key: 'sms'; phone: string }
  | { key: 'both'; email: string; phone: string }
  | { key: 'none' };

/**
 * The channels a reminder will really use: the preferred contact's, less those without an
 * address and an unsubscribed e-mail (the server does the same when it sends).
 */
export function channelNote(delivery: ReminderDeliveryInfo): ChannelNote {
  const email = delivery.channels.includes('email') && delivery.email && delivery.emailSubscribed ? delivery.email : null;
  const phone = delivery.channels.includes('sms') && delivery.phone ? delivery.phone : null;
  if (email && phone) return { key: 'both', email, phone };
  if (email) return { key: 'email', email };
  if (phone) return { key: 'sms', phone };
  return { key: 'none' };
}

/** Whether the preferred contact asks for e-mail but the address unsubscribed (the page then says so). */
export const emailUnsubscribed = (delivery: ReminderDeliveryInfo) => delivery.channels.includes('email') && delivery.email !== null && !delivery.emailSubscribed;

/**
 * Which reminder buttons an active prescription offers. A reminder goes out before the next
 * refill date, so without that date there is nothing to be reminded of: "Remind me" is not
 * offered beside "The next refill date is not known yet." A reminder already on can still be
 * changed or turned off.
 */
export function reminderOffers(refillDate: string | null, hasReminder: boolean): { openOrChange: boolean; turnOff: boolean } {
  return { openOrChange: hasReminder || refillDate !== null, turnOff: hasReminder };
}
