import { describe, expect, it } from 'vitest';
import { addressLines, alertDate, mailtoHref, newestAlertsFirst } from '../../../../src/features/pharmacy/model/pharmacy';
import { hoursLines, telHref } from '../../../../src/domain/company/pharmacy-contact-format';

describe('pharmacy page model', () => {
  it('writes the address as street, then city, state and zip; the country only outside the US', () => {
    expect(addressLines({ street: '100 Market Street', city: 'Philadelphia', state: 'PA', zip: '19106', country: 'US' })).toEqual([
      '100 Market Street',
      'Philadelphia, PA 19106',
    ]);
    expect(addressLines({ street: '1 Rue X', city: 'Montréal', state: 'QC', zip: 'H2X', country: 'CA' })).toEqual(['1 Rue X', 'Montréal, QC H2X', 'CA']);
  });

  it('dates an alert as MM/DD/YY in local time, null when unreadable', () => {
    expect(alertDate(new Date(2026, 10, 3, 9, 30).toISOString())).toBe('11/03/26');
    expect(alertDate('soon')).toBeNull();
  });

  it('orders alerts newest first', () => {
    const alerts = [
      { note: 'old', createdDate: '2026-01-01T00:00:00Z' },
      { note: 'new', createdDate: '2026-05-01T00:00:00Z' },
      { note: 'mid', createdDate: '2026-03-01T00:00:00Z' },
    ];
    expect(newestAlertsFirst(alerts).map((alert) => alert.note)).toEqual(['new', 'mid', 'old']);
  });

  it('links the phone and the e-mail', () => {
    expect(telHref('1-800-555-0102')).toBe('tel:18005550102');
    expect(mailtoHref(' care@example.com ')).toBe('mailto:care@example.com');
  });

  it('lists the hours Monday to Sunday in the language asked for, closed days without times', () => {
    const days = [
      { weekday: 0 as const, open: null, close: null },
      { weekday: 1 as const, open: '09:00', close: '18:00' },
    ];
    expect(hoursLines(days, 'en')).toEqual([
      { weekday: 'Monday', open: '9:00 AM', close: '6:00 PM' },
      { weekday: 'Sunday', open: null, close: null },
    ]);
    expect(hoursLines(days, 'es')[0]!.weekday).toBe('lunes');
  });
});
