import type { ReminderChannel } from './reminder-choices';

/** The patient's contact facts a reminder is delivered by. */
export interface ReminderContact {
  /** Settings > communications: -1 none chosen, 0 e-mail, 1 phone, 3 both. */
  preferredContact: -1 | 0 | 1 | 3;
  /** The kind of the sign-in name, used when no preference was chosen. */
  usernameType: 'email' | 'phone';
  email: string | null;
  phone: string | null;
  /** The e-mail preference (spec 02 §4): false once the address unsubscribed. */
  emailSubscribed: boolean;
}

/** The channels the preferred contact asks for; with none chosen, the sign-in name's kind. */
export function preferredChannels(preferredContact: ReminderContact['preferredContact'], usernameType: ReminderContact['usernameType']): ReminderChannel[] {
  if (preferredContact === 0) return ['email'];
  if (preferredContact === 1) return ['sms'];
  if (preferredContact === 3) return ['email', 'sms'];
  return [usernameType === 'email' ? 'email' : 'sms'];
}

export interface ReminderDelivery {
  channel: ReminderChannel;
  recipient: string;
}

/**
 * Where a reminder goes: each preferred channel with an address on record. An unsubscribed
 * e-mail gets no reminder; the e-mail preference governs e-mail only, so a patient who prefers
 * texts (or both) still gets the text message.
 */
export function reminderDeliveries(contact: ReminderContact): ReminderDelivery[] {
  return preferredChannels(contact.preferredContact, contact.usernameType).flatMap((channel): ReminderDelivery[] => {
    if (channel === 'email') return contact.email && contact.emailSubscribed ? [{ channel, recipient: contact.email }] : [];
    return contact.phone ? [{ channel, recipient: contact.phone }] : [];
  });
}
