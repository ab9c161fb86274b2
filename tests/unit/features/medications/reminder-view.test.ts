import { describe, expect, it } from 'vitest';
import type { ReminderDeliveryInfo } from '../../../../src/domain/reminders/refill-reminder.schema';
import { channelNote, emailUnsubscribed, reminderDay, reminderOffers } from '../../../../src/features/medications/model/reminder-view';

const delivery = (patch: Partial<ReminderDeliveryInfo>): ReminderDeliveryInfo => ({
  channels: ['email'],
  email: 'robin@example.com',
  phone: '+12155550123',
  emailSubscribed: true,
  ...patch,
});

describe('channelNote: where the medication page says a reminder goes', () => {
  it('names the preferred channels that have an address', () => {
    expect(channelNote(delivery({}))).toEqual({ key: 'email', email: 'robin@example.com' });
    expect(channelNote(delivery({ channels: ['sms'] }))).toEqual({ key: 'sms', phone: '+12155550123' });
    expect(channelNote(delivery({ channels: ['email', 'sms'] }))).toEqual({ key: 'both', email: 'robin@example.com', phone: '+12155550123' });
    expect(channelNote(delivery({ channels: ['sms'], phone: null }))).toEqual({ key: 'none' });
  });

  it('leaves out an unsubscribed e-mail, as the server does', () => {
    expect(channelNote(delivery({ emailSubscribed: false }))).toEqual({ key: 'none' });
    expect(channelNote(delivery({ channels: ['email', 'sms'], emailSubscribed: false }))).toEqual({ key: 'sms', phone: '+12155550123' });
    expect(emailUnsubscribed(delivery({ emailSubscribed: false }))).toBe(true);
    expect(emailUnsubscribed(delivery({ channels: ['sms'], emailSubscribed: false }))).toBe(false);
  });
});

describe('reminderDay', () => {
  it("is the reminder's date in its own time zone", () => {
    expect(reminderDay({ nextReminderAt: '2026-12-05T14:00:00.000Z', timeZone: 'America/New_York' })).toBe('2026-12-05');
    expect(reminderDay({ nextReminderAt: '2026-12-05T00:00:00.000Z', timeZone: 'Asia/Tokyo' })).toBe('2026-12-05');
    expect(reminderDay({ nextReminderAt: '2026-12-05T00:00:00.000Z', timeZone: 'America/Los_Angeles' })).toBe('2026-12-04');
    expect(reminderDay({ nextReminderAt: null, timeZone: 'UTC' })).toBe(null);
  });
});

describe('reminderOffers', () => {
  it('offers Remind me only with a next refill date; a reminder already on can be changed or turned off', () => {
    expect(reminderOffers(null, false)).toEqual({ openOrChange: false, turnOff: false });
    expect(reminderOffers('2026-05-01', false)).toEqual({ openOrChange: true, turnOff: false });
    expect(reminderOffers(null, true)).toEqual({ openOrChange: true, turnOff: true });
    expect(reminderOffers('2026-05-01', true)).toEqual({ openOrChange: true, turnOff: true });
  });
});
