import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/elements/host/rx-config';
import '../../../src/elements/rx-home';
import { setLanguage } from '../../../src/core/i18n/i18n';
import { sharedQueryClient } from '../../../src/core/api/query-client';
import { PrescriptionStatus } from '../../../src/domain/medication/statuses';
import { stubFetch, type RecordedRequest } from '../support/fetch-stub';
import { axeViolations } from '../support/axe';
import { staysIn, tabUntil } from '../support/tab-focus';
import { waitFor } from '../support/wait';
import { sessionStore } from '../../../src/core/session/session-store';
import { moduleList, mountWithConfig, resetSession, shadow, signInForTest, unmountAll } from '../portal/portal-support';

type Answer = { status: number; body?: unknown };
const ok = (body: unknown): Answer => ({ status: 200, body });

const data: Record<string, Answer> = {
  '/api/company/logo': ok({ logo: 'TE9HTw==', favicon: 'RkFW' }),
  '/api/conversations/patients': ok({ conversations: [{ convId: 1, unreadMsgCount: 2 }, { convId: 2, unreadMsgCount: 1 }] }),
  '/api/user/medications': ok({
    medications: [
      { isActivePrescription: true, displayStatus: PrescriptionStatus.OPEN },
      { isActivePrescription: true, displayStatus: PrescriptionStatus.SHIPPED },
    ],
  }),
  '/api/documents/patient': ok({
    documents: [
      { docId: 5, isCurrentSigner: true, isCompletelySigned: false },
      { docId: 6, isCurrentSigner: true, isCompletelySigned: false },
      { docId: 7, isCurrentSigner: false, isCompletelySigned: false },
    ],
  }),
  '/api/user/counseling': ok({ counseling: [{ eventId: 3, completed: 0 }] }),
  '/api/user/activities': ok({
    activityDetails: [
      { activityId: 11, activityName: 'Medication check-in', activityType: 'clinical', dueDate: '2025-04-02', completed: 0, referenceId: 21 },
      { activityId: 12, activityName: 'Inhaler technique', activityType: 'counseling', dueDate: null, completed: 0, referenceId: 3 },
      { activityId: 13, activityName: 'fill address details', activityType: 'address', dueDate: null, completed: 0, referenceId: null },
      { activityId: 14, activityName: 'insurance change', activityType: 'insurance', dueDate: null, completed: 0, referenceId: null },
    ],
  }),
};

function stubApi(overrides: Record<string, Answer> = {}) {
  const answers = { ...data, ...overrides };
  return stubFetch((request: RecordedRequest) => answers[request.url.split('?')[0]!] ?? { status: 404, body: { message: 'not found' } });
}

const everyModule = moduleList('Document', 'Refill', 'CompanyInfo', 'Messaging', 'Medication', 'OrderHistory', 'WEB_Counseling', 'DiscountCard', 'Assessments');
const mountHome = (attributes = '', config?: string) => mountWithConfig<HTMLElement>(`<rx-home ${attributes}></rx-home>`, 'rx-home', config);
const tiles = (el: HTMLElement) => [...shadow(el).querySelectorAll<HTMLAnchorElement>('[part="tile"]')];
const tileNames = (el: HTMLElement) => tiles(el).map((t) => t.textContent!.replace(/\s+/g, ' ').trim());
const activeIn = (el: HTMLElement) => shadow(el).activeElement as HTMLElement | null;

describe('<rx-home>', () => {
  let fetchStub: ReturnType<typeof stubFetch>;

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

  it('greets the patient and shows every tile in the spec order with its badge, then the activities; axe clean', async () => {
    fetchStub = stubApi();
    signInForTest(everyModule);
    const el = await mountHome('brand="home-delivery"');
    await waitFor(() => tileNames(el).length === 8, 4000, 'eight tiles');
    await waitFor(() => shadow(el).querySelectorAll('[part="activity"]').length === 4, 4000, 'activities');
    await waitFor(() => shadow(el).querySelectorAll('[part="badge"]').length === 4, 4000, 'badges');
    expect(shadow(el).querySelector('h2')!.textContent).to.equal('Hello, Pat');
    expect(tileNames(el)).to.deep.equal([
      'Documents2, 2 documents to sign',
      'Refill1, 1 refill available',
      'Pharmacy info',
      'Messages3, 3 unread messages',
      'Medications',
      'Order history',
      'Profile',
      'Counseling1, 1 item to review',
    ]);
    expect(tiles(el).map((t) => t.getAttribute('href'))).to.deep.equal([
      '/documents',
      '/refill',
      '/pharmacy',
      '/chat',
      '/medication',
      '/order-history',
      '/profile',
      '/counseling',
    ]);
    expect(shadow(el).querySelector<HTMLImageElement>('[part="logo"]')!.src).to.equal('data:image/png;base64,TE9HTw==');
    expect(shadow(el).querySelector('[part="discount"]')).to.exist;
    const activity = [...shadow(el).querySelectorAll('[part="activity"]')].map((a) => a.textContent);
    expect(activity[0]).to.contain('Medication check-in').and.contain('Due 04/02/25');
    expect(activity[2]).to.contain('Fill in your address details');
    expect(activity[3]).to.contain('Update your insurance information');
    const documentsCall = fetchStub.requests.find((r) => r.url.startsWith('/api/documents/patient'))!;
    expect(documentsCall.url).to.equal('/api/documents/patient?u_id=41');
    expect(fetchStub.requests.find((r) => r.url.startsWith('/api/user/counseling'))!.url).to.equal('/api/user/counseling?u_id=41&completed=0');
    expect(fetchStub.requests.find((r) => r.url.startsWith('/api/user/activities'))!.url).to.equal('/api/user/activities?u_id=41&completed=0');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('shows only the tiles of the company modules (ProfileDisplay always), and calls nothing for the others', async () => {
    fetchStub = stubApi();
    signInForTest(moduleList('Refill', 'Assessments'));
    const el = await mountHome();
    await waitFor(() => tileNames(el).length === 2, 4000, 'two tiles');
    await waitFor(() => shadow(el).querySelector('[part="badge"]'), 4000, 'refill badge');
    expect(tileNames(el)).to.deep.equal(['Refill1, 1 refill available', 'Profile']);
    expect(shadow(el).querySelector('[part="discount"]')).to.equal(null);
    const urls = fetchStub.requests.map((r) => r.url.split('?')[0]);
    expect(urls).to.not.include('/api/conversations/patients');
    expect(urls).to.not.include('/api/documents/patient');
    expect(urls).to.not.include('/api/user/counseling');
  });

  it('hides the counseling tile when its list is empty, and a failing count quietly shows no badge', async () => {
    fetchStub = stubApi({ '/api/user/counseling': ok({ counseling: [] }), '/api/conversations/patients': { status: 400 } });
    signInForTest(moduleList('Messaging', 'WEB_Counseling'));
    const el = await mountHome();
    await waitFor(() => fetchStub.requests.some((r) => r.url.startsWith('/api/user/counseling')), 3000, 'counseling call');
    await waitFor(() => tileNames(el).includes('Messages'), 4000, 'messages tile');
    await new Promise((r) => setTimeout(r, 100));
    expect(tileNames(el)).to.deep.equal(['Messages', 'Profile']);
    expect(shadow(el).querySelector('[part="badge"]')).to.equal(null);
    expect(shadow(el).querySelectorAll('[part~="alert"]').length).to.equal(0);
  });

  it('says the patient is up to date when nothing is pending', async () => {
    fetchStub = stubApi({ '/api/user/activities': ok({ activityDetails: [] }) });
    signInForTest(moduleList('Refill'));
    const el = await mountHome();
    const upToDate = await waitFor(() => shadow(el).querySelector('[part="up-to-date"]'), 4000, 'up-to-date message');
    expect(upToDate.textContent).to.equal('You are all up to date. There is nothing for you to do right now.');
  });

  it('asks to navigate with rx-navigate from tiles and activities, with route state', async () => {
    fetchStub = stubApi();
    signInForTest(everyModule);
    const el = await mountHome();
    await waitFor(() => shadow(el).querySelectorAll('[part="activity"]').length === 4, 4000, 'activities');
    const events: CustomEvent[] = [];
    const handler = (e: Event) => {
      events.push(e as CustomEvent);
      e.preventDefault();
    };
    document.addEventListener('rx-navigate', handler);
    tiles(el)[3]!.click();
    const activities = [...shadow(el).querySelectorAll<HTMLAnchorElement>('[part="activity"]')];
    activities.forEach((a) => a.click());
    document.removeEventListener('rx-navigate', handler);
    expect(events.map((e) => e.detail)).to.deep.equal([
      { path: '/chat' },
      { path: '/survey?survey_event_id=21' },
      { path: '/counseling?event_id=3' },
      { path: '/confirm-address', state: { activityId: 13 } },
      { path: '/missing-insurance', state: { activityId: 14 } },
    ]);
    expect(events.every((e) => e.composed && e.bubbles)).to.equal(true);

  });

  it('opens the account menu by keyboard, moves with the arrows, closes with Escape, and navigates', async () => {
    fetchStub = stubApi();
    signInForTest(everyModule);
    const el = await mountHome();
    const menuButton = await waitFor(() => shadow(el).querySelector<HTMLButtonElement>('[part="menu-button"]'), 3000, 'menu button');
    expect(menuButton.getAttribute('aria-haspopup')).to.equal('menu');
    expect(menuButton.getAttribute('aria-label')).to.equal('Account menu');
    expect(menuButton.getAttribute('aria-expanded')).to.equal('false');
    menuButton.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => activeIn(el)?.getAttribute('role') === 'menuitem', 1000, 'focus in the menu');
    expect(menuButton.getAttribute('aria-expanded')).to.equal('true');
    expect(activeIn(el)!.textContent).to.equal('Profile');
    expect(await axeViolations(el)).to.deep.equal([]);
    await sendKeys({ press: 'ArrowDown' });
    expect(activeIn(el)!.textContent).to.equal('Settings');
    await sendKeys({ press: 'ArrowDown' });
    expect(activeIn(el)!.textContent).to.equal('Sign out');
    await sendKeys({ press: 'ArrowDown' });
    expect(activeIn(el)!.textContent).to.equal('Profile');
    await sendKeys({ press: 'End' });
    expect(activeIn(el)!.textContent).to.equal('Sign out');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !shadow(el).querySelector('[role="menu"]'), 1000, 'menu closed');
    expect(activeIn(el)).to.equal(menuButton);

    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => activeIn(el)?.textContent === 'Sign out', 1000, 'last item');
    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => activeIn(el)?.textContent === 'Settings', 1000, 'settings');
    const events: CustomEvent[] = [];
    const handler = (e: Event) => events.push(e as CustomEvent);
    document.addEventListener('rx-navigate', handler);
    await sendKeys({ press: 'Enter' });
    document.removeEventListener('rx-navigate', handler);
    expect(events.map((e) => e.detail)).to.deep.equal([{ path: '/settings' }]);
    expect(shadow(el).querySelector('[role="menu"]')).to.equal(null);
    expect(activeIn(el)).to.equal(menuButton);

    await sendKeys({ press: 'Enter' });
    await waitFor(() => activeIn(el)?.textContent === 'Profile', 1000, 'Enter opens on the first item');
    await sendKeys({ press: 'Tab' });
    await waitFor(() => !shadow(el).querySelector('[role="menu"]'), 1000, 'Tab closes the menu');
  });

  it('Sign out in the account menu asks first (focus kept in the dialog, back on the menu button), then ends the session', async () => {
    fetchStub = stubApi();
    signInForTest(everyModule);
    sessionStorage.setItem('rx-draft:refill', '{}');
    const el = await mountHome();
    const menuButton = await waitFor(() => shadow(el).querySelector<HTMLButtonElement>('[part="menu-button"]'), 3000, 'menu button');
    menuButton.focus();
    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => activeIn(el)?.textContent === 'Sign out', 1000, 'Sign out item');
    await sendKeys({ press: 'Enter' });
    const dialog = await waitFor(() => shadow(el).querySelector<HTMLElement>('[role="alertdialog"]'), 2000, 'confirm dialog');
    expect(dialog.textContent).to.contain('Sign out?');
    await waitFor(() => activeIn(el)?.textContent === 'Cancel', 1000, 'focus on Cancel');
    await sendKeys({ press: 'Tab' });
    expect(activeIn(el)?.textContent).to.equal('Sign out');
    // Past the last button focus leaves the page, never to the page behind the modal dialog, and comes back to Cancel.
    const cancel = [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Cancel')!;
    const path = await tabUntil(shadow(el), cancel);
    expect(staysIn(dialog, path, cancel), `${path.length} presses`).to.equal(true);
    expect(await axeViolations(el)).to.deep.equal([]);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !shadow(el).querySelector('[role="alertdialog"]'), 1000, 'dialog closed');
    expect(activeIn(el)).to.equal(menuButton);
    expect(sessionStore().getState().identity).to.not.equal(null);

    const events: CustomEvent[] = [];
    const handler = (e: Event) => events.push(e as CustomEvent);
    document.addEventListener('rx-signed-out', handler);
    document.addEventListener('rx-navigate', handler);
    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => activeIn(el)?.textContent === 'Sign out', 1000, 'Sign out item again');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => shadow(el).querySelector('[role="alertdialog"]'), 2000, 'confirm dialog again');
    [...shadow(el).querySelectorAll<HTMLButtonElement>('[role="alertdialog"] button')].find((b) => b.textContent === 'Sign out')!.click();
    await waitFor(() => sessionStore().getState().identity === null, 2000, 'signed out');
    document.removeEventListener('rx-signed-out', handler);
    document.removeEventListener('rx-navigate', handler);
    expect(events.map((e) => [e.type, e.detail])).to.deep.equal([
      ['rx-signed-out', { reason: 'user' }],
      ['rx-navigate', { path: '/login', replace: true }],
    ]);
    expect(sessionStorage.getItem('rx-draft:refill')).to.equal(null);
  });

  it('shows the first-login tour notice and the startup alert for 10 s, the bookmark notice for /home?redirect=1', async () => {
    fetchStub = stubApi();
    signInForTest(everyModule);
    const el = await mountHome('initial-login="true" alert-on-startup="Your e-mail is verified." redirect="1"');
    await waitFor(() => shadow(el).textContent?.includes('Welcome to your pharmacy portal'), 3000, 'tour notice');
    await waitFor(() => shadow(el).textContent?.includes('Your e-mail is verified.'), 3000, 'startup alert');
    expect(shadow(el).textContent).to.contain('This page has a new address. Please update your bookmarks.');
    const toasts = [...shadow(el).querySelectorAll('[part~="toast"]')];
    expect(toasts.length).to.equal(2);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('switches to Spanish', async () => {
    fetchStub = stubApi();
    signInForTest(everyModule);
    const el = await mountHome('locale="es"');
    await waitFor(() => tileNames(el).includes('Mensajes3, 3 mensajes sin leer'), 4000, 'Spanish tiles');
    expect(shadow(el).querySelector('h2')!.textContent).to.equal('Hola, Pat');
  });

  it('asks to sign in without a session', async () => {
    fetchStub = stubApi();
    const el = await mountHome();
    await waitFor(() => shadow(el).textContent?.includes('Please sign in to see your home page.'), 3000, 'signed-out notice');
    const events: CustomEvent[] = [];
    const handler = (e: Event) => events.push(e as CustomEvent);
    document.addEventListener('rx-navigate', handler);
    [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === 'Sign in')!.click();
    document.removeEventListener('rx-navigate', handler);
    expect(events[0]!.detail).to.deep.equal({ path: '/login' });
  });
});
