import { expect } from '@open-wc/testing';
import '../../../src/elements/host/rx-config';
import '../../../src/elements/rx-pharmacy';
import { setLanguage } from '../../../src/core/i18n/i18n';
import { sharedQueryClient } from '../../../src/core/api/query-client';
import type { BrandInfo } from '../../../src/domain/company/brand-info.schema';
import { stubFetch, type RecordedRequest } from '../support/fetch-stub';
import { axeViolations } from '../support/axe';
import { waitFor } from '../support/wait';
import { moduleList, mountWithConfig, resetSession, shadow, signInForTest, unmountAll } from '../portal/portal-support';

const info: BrandInfo = {
  companyName: 'Summit Specialty Pharmacy',
  supportNumber: '1-800-555-0102',
  hours: { timezone: 'America/Chicago', days: [{ weekday: 1, open: '09:00', close: '18:00' }], hoursNote: 'On call 24/7.' },
  addrId: 2,
  street: '2200 Innovation Drive',
  city: 'Nashville',
  state: 'TN',
  zip: '37203',
  country: 'US',
  contactFax: null,
  email: null,
};

function pharmacyServer(alerts: { status: number; body?: unknown }) {
  return stubFetch((request: RecordedRequest) => {
    if (request.url.startsWith('/api/company/brand-info/alerts')) return alerts;
    if (request.url.startsWith('/api/company/brand-info')) return { status: 200, body: { brand: info } };
    return { status: 404, body: { message: 'not found' } };
  });
}

describe('<rx-pharmacy> on its own', () => {
  let server: ReturnType<typeof stubFetch>;

  beforeEach(async () => {
    await setLanguage('en');
    resetSession();
    sharedQueryClient().clear();
    signInForTest(moduleList('CompanyInfo'));
  });

  afterEach(() => {
    server?.restore();
    unmountAll();
    resetSession();
  });

  it('the specialty brand: tabs, the overview, and a 404 from alerts reads as no updates; axe clean in dark', async () => {
    server = pharmacyServer({ status: 404, body: { message: 'No alerts' } });
    const el = await mountWithConfig<HTMLElement>('<rx-pharmacy brand="specialty" theme="dark"></rx-pharmacy>', 'rx-pharmacy');
    await waitFor(() => shadow(el).querySelector('[part="overview"]'), 3000, 'the overview');
    expect(shadow(el).querySelector('[part="title"]')!.textContent).to.equal('Summit Specialty Pharmacy');
    expect(shadow(el).querySelector<HTMLAnchorElement>('[part="phone"]')!.getAttribute('href')).to.equal('tel:18005550102');
    expect(shadow(el).querySelector('[part="fax"]')).to.equal(null);
    expect(server.requests.find((r) => r.url.startsWith('/api/company/brand-info?'))!.url).to.equal('/api/company/brand-info?company_id=3&brand_id=2&locale=en');
    const tabs = [...shadow(el).querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    expect(tabs.map((tab) => tab.textContent)).to.deep.equal(['Overview', 'Updates']);
    tabs[1]!.click();
    await waitFor(() => shadow(el).querySelector('[part="no-updates"]'), 3000, 'no updates');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('another brand: the overview alone, and no alerts asked for', async () => {
    server = pharmacyServer({ status: 200, body: { brandAlerts: [{ note: 'x', createdDate: '2026-01-01T00:00:00Z' }] } });
    const el = await mountWithConfig<HTMLElement>('<rx-pharmacy brand="home-delivery"></rx-pharmacy>', 'rx-pharmacy');
    await waitFor(() => shadow(el).querySelector('[part="overview"]'), 3000, 'the overview');
    expect(shadow(el).querySelector('[role="tablist"]')).to.equal(null);
    expect(server.requests.some((r) => r.url.includes('/alerts'))).to.equal(false);
  });

  it('a refused alerts request shows updatesFailed; Try again asks again and shows the updates', async () => {
    let alertCalls = 0;
    server = stubFetch((request: RecordedRequest) => {
      if (request.url.startsWith('/api/company/brand-info/alerts')) {
        alertCalls += 1;
        return alertCalls === 1
          ? { status: 400, body: { message: 'refused' } }
          : { status: 200, body: { brandAlerts: [{ note: 'Closed on Friday for inventory.', createdDate: '2026-01-01T12:00:00Z' }] } };
      }
      if (request.url.startsWith('/api/company/brand-info')) return { status: 200, body: { brand: info } };
      return { status: 404, body: { message: 'not found' } };
    });
    const el = await mountWithConfig<HTMLElement>('<rx-pharmacy brand="specialty"></rx-pharmacy>', 'rx-pharmacy');
    await waitFor(() => shadow(el).querySelector('[part="overview"]'), 3000, 'the overview');
    shadow(el).querySelectorAll<HTMLButtonElement>('[role="tab"]')[1]!.click();
    await waitFor(() => shadow(el).querySelector('[role="alert"]'), 3000, 'the failure');
    const failure = shadow(el).querySelector('[role="alert"]')!;
    expect(failure.textContent).to.contain("We could not load your pharmacy's updates. Please try again later.");
    expect(await axeViolations(el)).to.deep.equal([]);
    failure.querySelector<HTMLButtonElement>('button')!.click();
    await waitFor(() => shadow(el).querySelector('[part="update"]'), 3000, 'the updates');
    expect(shadow(el).querySelector('[part="update"]')!.textContent).to.contain('Closed on Friday for inventory.');
    expect(alertCalls).to.equal(2);
  });
});
