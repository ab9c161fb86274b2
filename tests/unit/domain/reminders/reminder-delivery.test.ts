import { describe, expect, it } from 'vitest';
import { preferredChannels, reminderDeliveries, type ReminderContact } from '../../../../src/domain/reminders/reminder-delivery';

const contact = (patch: Partial<ReminderContact>): ReminderContact => ({
  preferredContact: 0,
  usernameType: 'email',
  email: 'robin@example.com',
  phone: '+12155550123',
  emailSubscribed: true,
  ...patch,
});

describe('preferredChannels', () => {
  it('follows the preferred contact, and the sign-in name when none is chosen', () => {
    expect(preferredChannels(0, 'phone')).toEqual(['email']);
    expect(preferredChannels(1, 'email')).toEqual(['sms']);
    expect(preferredChannels(3, 'email')).toEqual(['email', 'sms']);
    expect(preferredChannels(-1, 'email')).toEqual(['email']);
    expect(preferredChannels(-1, 'phone')).toEqual(['sms']);
  });
});

describe('reminderDeliveries: the e-mail preference', () => {
  it('e-mails a subscribed address', () => {
    expect(reminderDeliveries(contact({}))).toEqual([{ channel: 'email', recipient: 'robin@example.com' }]);
  });

  it('sends no e-mail to an unsubscribed address, so an e-mail-only patient gets nothing', () => {
    expect(reminderDeliveries(contact({ emailSubscribed: false }))).toEqual([]);
  });

  it('still texts a patient who prefers texts or both after the e-mail unsubscribed', () => {
    expect(reminderDeliveries(contact({ preferredContact: 1, emailSubscribed: false }))).toEqual([{ channel: 'sms', recipient: '+12155550123' }]);
    expect(reminderDeliveries(contact({ preferredContact: 3, emailSubscribed: false }))).toEqual([{ channel: 'sms', recipient: '+12155550123' }]);
    expect(reminderDeliveries(contact({ preferredContact: 3 }))).toEqual([
      { channel: 'email', recipient: 'robin@example.com' },
      { channel: 'sms', recipient: '+12155550123' },
    ]);
  });

  it('skips a channel without an address on record', () => {
    expect(reminderDeliveries(contact({ preferredContact: 1, phone: null }))).toEqual([]);
    expect(reminderDeliveries(contact({ preferredContact: 3, email: null }))).toEqual([{ channel: 'sms', recipient: '+12155550123' }]);
  });
});
