import { expect } from '@open-wc/testing';
import '../../../src/elements/host/rx-config';
import '../../../src/elements/rx-medications';
import { addDays } from '../../../src/domain/calendar/calendar-dates';
import { sharedQueryClient } from '../../../src/core/api/query-client';
import { sessionStore } from '../../../src/core/session/session-store';
import { setLanguage } from '../../../src/core/i18n/i18n';
import { prescription } from '../refill/refill-support';
import { mountWithConfig, resetSession, shadow, signInForTest, unmountAll } from '../portal/portal-support';
import { stubFetch } from '../support/fetch-stub';
import { waitFor } from '../support/wait';
import { fixClock, restoreClock } from '../support/fixed-clock';

/**
 * The tracking link's 90 days count in the patient's own calendar (the user record's offset),
 * not the pharmacy's: a patient far east or west of New York is on another day for some hours.
 * The clock is fixed by replacing Date for the page (performance.now, which the waits use, is
 * left alone).
 */
describe("<rx-medications> counts a tracking link's 90 days in the patient's zone", () => {
  let restore: (() => void) | undefined;
  beforeEach(async () => {
    await setLanguage('en');
    resetSession();
    sharedQueryClient().clear();
  });
  afterEach(() => {
    restoreClock();
    unmountAll();
    restore?.();
    resetSession();
  });

  async function trackingLine(timezone: number, shipped: string) {
    signInForTest([{ modId: 6, name: 'Medication' }]);
    sessionStore().getState().setUser({ timezone });
    const rx = prescription({ displayName: 'Zeta Drug', rxNumber: 'RX900', gId: 90, latestDateShipped: shipped, trackingNumber: '1Z999', trackingUrl: 'https://track.example.com/1Z999', carrier: 'UPS' });
    ({ restore } = stubFetch((request) => {
      if (request.url.includes('/user/medications')) return { status: 200, body: { medications: [rx] } };
      if (request.url.includes('/company/rx-status')) return { status: 200, body: { statuses: [] } };
      return { status: 404, body: { message: 'not found' } };
    }));
    const el = await mountWithConfig<HTMLElement>('<rx-medications></rx-medications>', 'rx-medications');
    const name = await waitFor(() => shadow(el).querySelector<HTMLButtonElement>('[part~="medication-name"]'), 5000, 'the medication row');
    name.click();
    return waitFor(() => shadow(el).querySelector('[part~="tracking"]'), 3000, 'the tracking line');
  }

  it('a patient ahead of New York (UTC+9) already sees day 91 as expired', async () => {
    // 03:30 UTC on 1 March 2026: 1 March in Tokyo, still 28 February in New York.
    fixClock('2026-03-01T03:30:00Z');
    const tracking = await trackingLine(540, addDays('2026-03-01', -91));
    expect(tracking.querySelector('[part~="tracking-expired"]'), 'expired on the patient\'s day 91').to.exist;
    expect(tracking.querySelector('a[part~="tracking-link"]')).to.equal(null);
  });

  it('a patient behind New York (UTC-10) still follows the link on day 90', async () => {
    // 08:00 UTC on 1 March 2026: 1 March in New York, still 28 February in Honolulu.
    fixClock('2026-03-01T08:00:00Z');
    const tracking = await trackingLine(-600, addDays('2026-02-28', -90));
    expect(tracking.querySelector('a[part~="tracking-link"]'), 'linked on the patient\'s day 90').to.exist;
    expect(tracking.querySelector('[part~="tracking-expired"]')).to.equal(null);
  });
});
