import { describe, expect, it } from 'vitest';
import { localDateIn } from '../../../../src/domain/calendar/calendar-dates';
import { patientToday } from '../../../../src/core/session/patient-today';

describe("patientToday: the medication screen's today is the patient's own day", () => {
  // 03:30 UTC on 1 March: still 28 February in New York, already 1 March in Tokyo.
  const now = new Date('2026-03-01T03:30:00Z');

  it("uses the user record's offset (minutes east of UTC)", () => {
    expect(patientToday({ timezone: 540 }, now)).toBe('2026-03-01');
    expect(patientToday({ timezone: -300 }, now)).toBe('2026-02-28');
    expect(patientToday({ timezone: 0 }, now)).toBe('2026-03-01');
    expect(patientToday({ timezone: -720 }, new Date('2026-03-01T11:59:00Z'))).toBe('2026-02-28');
    expect(patientToday({ timezone: 840 }, new Date('2026-02-28T10:00:00Z'))).toBe('2026-03-01');
  });

  it("falls back to the browser's zone without a usable offset", () => {
    const browser = localDateIn(now, Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(patientToday(null, now)).toBe(browser);
    expect(patientToday({ timezone: null }, now)).toBe(browser);
    expect(patientToday({ timezone: 2000 }, now)).toBe(browser);
    expect(patientToday({ timezone: 12.5 }, now)).toBe(browser);
  });
});
