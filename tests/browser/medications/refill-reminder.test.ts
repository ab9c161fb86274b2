import { expect } from '@open-wc/testing';
import '../../../src/elements/host/rx-config';
import '../../../src/elements/rx-medications';
import type { RefillReminder, RefillRemindersResponse } from '../../../src/domain/reminders/refill-reminder.schema';
import { PrescriptionStatus } from '../../../src/domain/medication/statuses';
import { sharedQueryClient } from '../../../src/core/api/query-client';
import { setLanguage } from '../../../src/core/i18n/i18n';
import { prescription } from '../refill/refill-support';
import { resetSession, shadow, signInForTest } from '../portal/portal-support';
import { axeViolations } from '../support/axe';
import { stubFetch, type RecordedRequest } from '../support/fetch-stub';
import { waitFor } from '../support/wait';

/** The "Remind me" control of an active prescription, against a stubbed API (the fetch boundary). */

const RX = prescription({
  displayName: 'Atorvastatin 20 mg tablet',
  rxNumber: '6012008',
  gId: 52,
  displayTable: 'active',
  displayStatus: PrescriptionStatus.NOT_YET_DUE,
  isActivePrescription: true,
  latestDateShipped: '2026-11-20',
  daysOfSupply: 30,
});

const SCHEDULED: RefillReminder = {
  gId: 52,
  rxNumber: '6012008',
  leadDays: 7,
  timeZone: 'America/New_York',
  state: 'scheduled',
  nextRefillDate: '2026-12-12',
  nextReminderAt: '2026-12-05T14:00:00.000Z',
  lastSentAt: null,
};

interface Api {
  reminders: RefillReminder[];
  emailSubscribed: boolean;
  failWrites: boolean;
}

describe('<rx-medications> refill reminder', () => {
  let restore: () => void;
  let requests: RecordedRequest[];
  let config: HTMLElement;
  let el: HTMLElement;
  let api: Api;

  beforeEach(async () => {
    await setLanguage('en');
    resetSession();
    sharedQueryClient().clear();
    signInForTest([{ modId: 6, name: 'Medication' }]);
    api = { reminders: [], emailSubscribed: true, failWrites: false };
    ({ restore, requests } = stubFetch((request) => {
      if (request.url.includes('/user/medications/reminders')) {
        const body: RefillRemindersResponse = {
          reminders: api.reminders,
          delivery: { channels: ['email'], email: 'robin@example.com', phone: null, emailSubscribed: api.emailSubscribed },
        };
        return { status: 200, body };
      }
      if (request.url.includes('/user/medications/reminder')) {
        if (api.failWrites) return { status: 500, body: { message: 'down' } };
        if (request.method === 'PUT') {
          const { leadDays } = request.body as { leadDays: 0 | 3 | 7 };
          api.reminders = [{ ...SCHEDULED, leadDays }];
          return { status: 200, body: { reminder: api.reminders[0] } };
        }
        api.reminders = [];
        return { status: 200, body: { deleted: true, id: 52 } };
      }
      if (request.url.includes('/user/medications')) return { status: 200, body: { medications: [RX] } };
      if (request.url.includes('/company/rx-status')) return { status: 200, body: { statuses: [] } };
      if (request.url.includes('/company/modules')) return { status: 200, body: { modules: [{ modId: 6, name: 'Medication' }], variant: 'standard' } };
      return { status: 404, body: { message: 'not found' } };
    }));
    config = document.createElement('rx-config');
    config.setAttribute('analytics', 'false');
    el = document.createElement('rx-medications');
    config.append(el);
    document.body.append(config);
    await waitFor(() => shadow(el).querySelector('[part~="medication-name"]') !== null, 5000, 'the tables');
    shadow(el).querySelector<HTMLButtonElement>('[part~="medication-name"]')!.click();
    await waitFor(() => button('Remind me') !== null, 5000, 'the Remind me button');
  });
  afterEach(() => {
    config.remove();
    restore();
    resetSession();
  });

  const root = () => shadow(el);
  const button = (name: string) => [...root().querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === name) ?? null;
  const dialog = () => root().querySelector<HTMLElement>('[role="dialog"]');
  const writes = () => requests.filter((request) => request.method !== 'GET');

  it('shows the next refill date and saves a reminder with the chosen lead and the browser time zone', async () => {
    expect(root().querySelector('[part~="next-refill-date"]')!.textContent).to.equal('Next refill date: 12/12/26');
    const opener = button('Remind me')!;
    opener.focus();
    opener.click();
    await waitFor(() => dialog() !== null, 2000, 'the dialog');
    expect(dialog()!.textContent).to.contain('We will send it by e-mail to robin@example.com.');
    const radios = [...dialog()!.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((radio) => radio.labels?.[0]?.textContent)).to.deep.equal(['On the refill date', '3 days before', '7 days before']);
    expect(radios[1]!.checked).to.equal(true);
    radios[2]!.click();
    button('Save reminder')!.click();
    await waitFor(() => root().querySelector('[part~="reminder-saved"]') !== null, 3000, 'the saved message');
    expect(writes().map((request) => [request.method, request.body])).to.deep.equal([
      ['PUT', { u_id: 41, gId: 52, leadDays: 7, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }],
    ]);
    await waitFor(() => root().querySelector('[part~="reminder-status"]') !== null, 3000, 'the status');
    expect(root().querySelector('[part~="reminder-status"]')!.textContent).to.equal('Reminder on: 7 days before. The next one goes out on 12/05/26.');
    expect(dialog()).to.equal(null);
    expect(root().activeElement?.textContent?.trim()).to.equal('Change reminder');
  });

  it('keeps the dialog open with an error when saving fails, and turns a reminder off', async () => {
    api.failWrites = true;
    button('Remind me')!.click();
    await waitFor(() => dialog() !== null, 2000, 'the dialog');
    button('Save reminder')!.click();
    await waitFor(() => dialog()?.querySelector('[part="dialog-body"] [role="alert"]') != null, 3000, 'the error');
    expect(dialog()!.querySelector('[part="dialog-body"] [role="alert"]')!.textContent).to.equal('The reminder could not be saved. Please try again later.');
    api.failWrites = false;
    button('Save reminder')!.click();
    await waitFor(() => button('Turn off reminder') !== null, 3000, 'the turn-off button');
    button('Turn off reminder')!.focus();
    button('Turn off reminder')!.click();
    await waitFor(() => root().querySelector('[part~="reminder-turnedOff"]') !== null, 3000, 'the turned-off message');
    expect(root().activeElement?.textContent?.trim()).to.equal('Remind me');
    expect(writes().map((request) => request.method)).to.deep.equal(['PUT', 'PUT', 'DELETE']);
    expect(button('Remind me')).to.not.equal(null);
  });

  it('fires rx-refill-reminder-changed when the reminder is turned on, changed and turned off, and not when saving fails', async () => {
    const events: unknown[] = [];
    const record = (event: Event) => events.push((event as CustomEvent).detail);
    document.addEventListener('rx-refill-reminder-changed', record);
    try {
      const save = async (choice: number, pending: string) => {
        await waitFor(() => dialog() !== null, 2000, 'the dialog');
        dialog()!.querySelectorAll<HTMLInputElement>('input[type="radio"]')[choice]!.click();
        button('Save reminder')!.click();
        await waitFor(() => dialog() === null, 3000, pending);
      };
      button('Remind me')!.click();
      await save(1, 'the reminder turned on');
      expect(events).to.deep.equal([{ gId: 52, change: 'on', leadDays: 3 }]);

      await waitFor(() => button('Change reminder') !== null, 3000, 'the change button');
      button('Change reminder')!.click();
      await save(0, 'the reminder changed');
      expect(events.at(-1)).to.deep.equal({ gId: 52, change: 'changed', leadDays: 0 });

      api.failWrites = true;
      button('Change reminder')!.click();
      await waitFor(() => dialog() !== null, 2000, 'the dialog');
      button('Save reminder')!.click();
      await waitFor(() => dialog()?.querySelector('[part="dialog-body"] [role="alert"]') != null, 3000, 'the error');
      button('Cancel')!.click();
      button('Turn off reminder')!.click();
      await waitFor(() => root().querySelector('[part~="reminder-turnOffFailed"]') !== null, 3000, 'the turn-off error');
      expect(events).to.have.length(2);

      api.failWrites = false;
      button('Turn off reminder')!.click();
      await waitFor(() => root().querySelector('[part~="reminder-turnedOff"]') !== null, 3000, 'the turned-off message');
      expect(events).to.deep.equal([
        { gId: 52, change: 'on', leadDays: 3 },
        { gId: 52, change: 'changed', leadDays: 0 },
        { gId: 52, change: 'off', leadDays: null },
      ]);
    } finally {
      document.removeEventListener('rx-refill-reminder-changed', record);
    }
  });

  it('says when the e-mail is unsubscribed and nothing can be delivered, and is axe clean in Spanish', async () => {
    api.emailSubscribed = false;
    sharedQueryClient().clear();
    await setLanguage('es');
    await waitFor(() => button('Recordarme') !== null, 5000, 'the Spanish button');
    button('Recordarme')!.click();
    await waitFor(() => dialog() !== null, 2000, 'the dialog');
    await waitFor(() => dialog()!.querySelector('[part~="reminder-email-unsubscribed"]') !== null, 3000, 'the unsubscribed note');
    expect(dialog()!.querySelector('[part~="reminder-channel"]')!.textContent).to.contain('Todavía no tenemos cómo comunicarnos con usted');
    expect(button('Guardar recordatorio')!.disabled).to.equal(true);
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
