import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/elements/host/rx-config';
import '../../../src/elements/rx-settings';
import { setLanguage } from '../../../src/core/i18n/i18n';
import { sharedQueryClient } from '../../../src/core/api/query-client';
import { sessionStore } from '../../../src/core/session/session-store';
import { stubFetch, type RecordedRequest } from '../support/fetch-stub';
import { axeViolations } from '../support/axe';
import { waitFor } from '../support/wait';
import { buttonNamed, moduleList, mountWithConfig, resetSession, shadow, signInForTest, unmountAll } from '../portal/portal-support';

type Answer = { status: number; body?: unknown };

const patient = {
  uId: 41,
  username: 'pat@example.com',
  usernameType: 'email',
  email: 'pat@example.com',
  phone: '+15551234567',
  preferredContact: 0,
  pendingPreferredContact: null,
  locale: 'en',
};

function stubApi(answers: Record<string, Answer | ((request: RecordedRequest) => Answer)>) {
  return stubFetch((request) => {
    const answer = answers[`${request.method} ${request.url.split('?')[0]!}`];
    if (!answer) return { status: 404, body: { message: 'not found' } };
    return typeof answer === 'function' ? answer(request) : answer;
  });
}

const mountSettings = (attributes = '') => mountWithConfig<HTMLElement>(`<rx-settings ${attributes}></rx-settings>`, 'rx-settings');
const entries = (el: HTMLElement) => [...shadow(el).querySelectorAll<HTMLButtonElement>('[part="entry"]')];
const heading = (el: HTMLElement) => shadow(el).querySelector('h2')?.textContent;
const toastText = (el: HTMLElement) => shadow(el).textContent ?? '';

describe('<rx-settings>', () => {
  let fetchStub: ReturnType<typeof stubFetch> | undefined;

  beforeEach(async () => {
    await setLanguage('en');
    resetSession();
    sharedQueryClient().clear();
  });

  afterEach(() => {
    fetchStub?.restore();
    unmountAll();
    resetSession();
  });

  it('lists login, communications and support (no care programs outside that variant) and signs out after the confirm; axe clean', async () => {
    fetchStub = stubApi({});
    signInForTest(moduleList('Assessments'));
    const el = await mountSettings();
    await waitFor(() => entries(el).length === 3, 3000, 'three entries');
    expect(entries(el).map((entry) => entry.firstElementChild!.childNodes[0]!.textContent)).to.deep.equal(['Login and security', 'Communications', 'Support']);
    expect(await axeViolations(el)).to.deep.equal([]);

    const navigations: unknown[] = [];
    el.addEventListener('rx-navigate', (event) => navigations.push((event as CustomEvent).detail));
    buttonNamed(shadow(el), 'Sign out')!.click();
    await waitFor(() => shadow(el).querySelector('[role="alertdialog"]'), 2000, 'sign-out warning');
    expect(sessionStore().getState().identity).to.not.equal(null);
    buttonNamed(shadow(el).querySelector('[role="alertdialog"]')!, 'Sign out')!.click();
    await waitFor(() => sessionStore().getState().identity === null, 2000, 'signed out');
    expect(navigations).to.deep.equal([{ path: '/login', replace: true }]);
  });

  it('shows care programs for the care-program variant, enabled only while groups are to map and programs exist; it asks to go to /care-programs', async () => {
    fetchStub = stubApi({ 'GET /api/care-groups/mapping': { status: 200, body: { careGroupMapping: [{ drugName: 'A' }], initialSetup: true } } });
    signInForTest(null);
    sessionStore().getState().setCompany(moduleList('Assessments'), 'care-program');
    sessionStore().getState().setUser({ groupsMapped: 0 });
    const el = await mountSettings();
    await waitFor(() => entries(el).length === 4 && !entries(el)[2]!.disabled, 3000, 'care programs enabled');
    const navigations: unknown[] = [];
    el.addEventListener('rx-navigate', (event) => navigations.push((event as CustomEvent).detail));
    entries(el)[2]!.click();
    expect(navigations).to.deep.equal([{ path: '/care-programs' }]);

    sessionStore().getState().setUser({ groupsMapped: 1 });
    await waitFor(() => entries(el)[2]!.disabled, 2000, 'disabled once mapped');
  });

  it('option="4" opens the support form: short details are refused, a complete request is sent and returns to the list', async () => {
    fetchStub = stubApi({ 'POST /api/support-requests': { status: 200, body: { requestId: 9 } } });
    signInForTest(moduleList('Assessments'));
    const el = await mountSettings('option="4"');
    await waitFor(() => heading(el) === 'Support', 3000, 'support screen');
    const selects = [...shadow(el).querySelectorAll('select')];
    const details = shadow(el).querySelector('textarea')!;
    const set = (field: HTMLSelectElement | HTMLTextAreaElement, value: string) => {
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!;
      setter.call(field, value);
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    };
    set(selects[0]!, 'Other');
    set(selects[1]!, 'Medication');
    set(details, '15 characters..');
    buttonNamed(shadow(el), 'Send request')!.click();
    await waitFor(() => toastText(el).includes('Please write more than 15 characters.'), 2000, 'too short');
    expect(fetchStub.requests.filter((r) => r.method === 'POST')).to.have.length(0);
    expect(await axeViolations(el)).to.deep.equal([]);

    set(details, '16 characters...');
    buttonNamed(shadow(el), 'Send request')!.click();
    await waitFor(() => heading(el) === 'Settings', 3000, 'back to the list');
    expect(fetchStub.requests.find((r) => r.method === 'POST')!.body).to.deep.equal({
      u_id: 41,
      reason: 'Other',
      relatingTo: 'Medication',
      relatingModule: '',
      additionalDetails: '16 characters...',
    });
    expect(toastText(el)).to.include('Your request was sent.');
  });

  it('communications: the phone preference waiting for consent says so; a 409 shows the sender number from the message; keyboard reaches the choices', async () => {
    fetchStub = stubApi({
      'GET /api/patients': { status: 200, body: { patient } },
      'PUT /api/user': {
        status: 409,
        body: { message: 'The mobile number +15551234567 has opted out of text messages. Text START or UNSTOP to 1-833-555-0111 to receive texts again.' },
      },
    });
    signInForTest(moduleList('Assessments'));
    const el = await mountSettings('option="2"');
    await waitFor(() => shadow(el).querySelector('input[type="radio"]'), 3000, 'choices');
    const phone = shadow(el).querySelector<HTMLInputElement>('input[type="radio"][value="1"]')!;
    phone.focus();
    await sendKeys({ press: 'Space' });
    await waitFor(() => phone.checked, 1000, 'phone chosen by keyboard');
    buttonNamed(shadow(el), 'Save preference')!.click();
    await waitFor(() => toastText(el).includes('Text START or UNSTOP to 1-833-555-0111 to receive texts again.'), 3000, 'blocked message');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('in Spanish, with the unsubscribe action: communications without the top bar; axe clean', async () => {
    await setLanguage('es');
    fetchStub = stubApi({ 'GET /api/patients': { status: 200, body: { patient } } });
    signInForTest(moduleList('Assessments'));
    const el = await mountSettings('action="unsubscribe"');
    await waitFor(() => heading(el) === 'Comunicaciones', 3000, 'communications in Spanish');
    expect(shadow(el).querySelector('[part~="top-bar"]')).to.equal(null);
    await waitFor(() => shadow(el).querySelector('input[type="radio"]'), 3000, 'choices');
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
