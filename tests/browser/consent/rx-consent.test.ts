import { expect } from '@open-wc/testing';
import '../../../src/elements/rx-consent';
import { setLanguage } from '../../../src/core/i18n/i18n';
import { sharedQueryClient } from '../../../src/core/api/query-client';
import { sessionStore } from '../../../src/core/session/session-store';
import { axeViolations } from '../support/axe';
import { stubFetch, type RecordedRequest } from '../support/fetch-stub';
import { waitFor } from '../support/wait';
import {
  buttonNamed,
  describedText,
  field,
  mount,
  recordEvents,
  shadow,
  termsPdfBase64,
  testToken,
  unmountAll,
  waitForText,
} from '../register/support';

type Reply = { status: number; body?: unknown };

const user = {
  uId: 7,
  username: 'pat@example.com',
  usernameType: 'email',
  companyId: 1,
  companyName: 'Rx Pharmacy',
  brandId: 3,
  consentDate: null,
  emailVerified: 0,
  groupsMapped: 1,
  timezone: 0,
  fname: 'Pat',
  lname: 'Lee',
  dob: '1980-03-07',
  gender: null,
  locale: 'en',
  lastLogin: null,
  mfaStatus: 'NOMFA',
};

let pdf = '';
let termsReply: Reply;
let userPutReply: (request: RecordedRequest) => Reply;
let fetchStub: ReturnType<typeof stubFetch>;

function handler(request: RecordedRequest): Reply {
  const url = new URL(request.url, location.origin);
  if (url.pathname === '/api/company/terms') return termsReply;
  if (url.pathname === '/api/user' && request.method === 'PUT') return userPutReply(request);
  return { status: 404, body: { message: 'not stubbed' } };
}

const requestsTo = (path: string, method: string) =>
  fetchStub.requests.filter((r) => new URL(r.url, location.origin).pathname === path && r.method === method);

function signIn() {
  const store = sessionStore().getState();
  store.signIn({
    u_ID: 7,
    username: 'pat@example.com',
    token: testToken(),
    email: 'pat@example.com',
    companyId: 1,
    brandId: 3,
    usernameType: 'email',
    mfaStatus: 'NOMFA',
    pool: 'standard',
  });
  store.setUser({ ...user });
  store.setCompany([{ modId: 1, name: 'Document' }], 'standard');
}

const mountConsent = (attributes = '') => mount(`<rx-consent ${attributes}></rx-consent>`, 'rx-consent');
const AGREE = 'I have read and agree to the terms and conditions';
const waitForPages = (el: HTMLElement) =>
  waitFor(() => shadow(el).querySelectorAll('[part="pdf-page"] canvas').length === 2, 8000, 'rendered terms');

describe('<rx-consent>', () => {
  before(async () => {
    pdf = await termsPdfBase64();
  });

  beforeEach(async () => {
    await setLanguage('en');
    sharedQueryClient().clear();
    termsReply = { status: 200, body: { data: pdf, fileName: 'terms-health-network.pdf' } };
    userPutReply = (request) => {
      const value = (request.body as { userData: Array<{ Value: string }> }).userData[0]!.Value;
      return { status: 200, body: { user: { ...user, consentDate: value }, consentThreadCreated: false } };
    };
    fetchStub = stubFetch(handler);
  });

  afterEach(() => {
    fetchStub.restore();
    unmountAll();
    sessionStore().getState().signOut('user');
  });

  it('without a session asks to go to /login', async () => {
    const recorder = recordEvents('rx-navigate');
    try {
      await mountConsent();
      await waitFor(() => recorder.of('rx-navigate').length > 0, 3000, 'rx-navigate');
      expect(recorder.of('rx-navigate')[0]!.detail).to.deep.equal({ path: '/login', replace: true });
    } finally {
      recorder.stop();
    }
  });

  it("shows the patient's brand's terms with pdf.js, in a focusable region, axe clean", async () => {
    signIn();
    const el = await mountConsent();
    await waitForPages(el);
    const [terms] = requestsTo('/api/company/terms', 'GET');
    expect(new URL(terms!.url, location.origin).searchParams.get('brand_id')).to.equal('3');
    expect(terms!.headers.authorization).to.match(/^Bearer /);
    const region = shadow(el).querySelector<HTMLElement>('[role="region"]')!;
    expect(region.getAttribute('aria-label')).to.equal('Terms and conditions document');
    expect(region.tabIndex).to.equal(0);
    expect(shadow(el).textContent).to.contain('Privacy and consent page two');
    const download = shadow(el).querySelector<HTMLAnchorElement>('a[download]')!;
    expect(download.getAttribute('download')).to.equal('terms-health-network.pdf');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('shows a fallback text with Try again when the terms cannot be loaded', async () => {
    signIn();
    termsReply = { status: 404, body: { message: 'No terms' } };
    const el = await mountConsent();
    await waitForText(el, 'We could not load the terms and conditions right now.');
    expect(await axeViolations(el)).to.deep.equal([]);
    termsReply = { status: 200, body: { data: pdf, fileName: 'terms.pdf' } };
    buttonNamed(el, 'Try again').click();
    await waitForPages(el);
  });

  it('Continue needs the I agree checkbox', async () => {
    signIn();
    const el = await mountConsent();
    buttonNamed(el, 'Continue').click();
    const box = field(el, AGREE);
    await waitFor(() => box.getAttribute('aria-invalid') === 'true', 2000, 'agree required');
    expect(describedText(el, box)).to.contain('Please agree to the terms and conditions to continue.');
    expect(requestsTo('/api/user', 'PUT')).to.have.length(0);
  });

  it('records the consent date with PUT /user, updates the stored user and continues the routing', async () => {
    signIn();
    const recorder = recordEvents('rx-navigate', 'rx-consent-given');
    try {
      const el = await mountConsent();
      field(el, AGREE).click();
      buttonNamed(el, 'Continue').click();
      await waitFor(() => recorder.of('rx-navigate').length > 0, 4000, 'rx-navigate');
      const [put] = requestsTo('/api/user', 'PUT');
      const body = put!.body as { u_id: number; userData: Array<{ Name: string; Value: string }> };
      expect(body.u_id).to.equal(7);
      expect(body.userData).to.have.length(1);
      expect(body.userData[0]!.Name).to.equal('consent_date');
      expect(Math.abs(Date.parse(body.userData[0]!.Value) - Date.now())).to.be.lessThan(10_000);
      expect(sessionStore().getState().user!.consentDate).to.equal(body.userData[0]!.Value);
      expect(recorder.of('rx-consent-given')[0]!.detail).to.deep.equal({ consentDate: body.userData[0]!.Value });
      // The e-mail is not verified yet: the routing goes on to /email-verify.
      expect(recorder.of('rx-navigate')[0]!.detail).to.deep.equal({ path: '/email-verify', replace: true });
    } finally {
      recorder.stop();
    }
  });

  it('says so when the consent cannot be recorded', async () => {
    signIn();
    userPutReply = () => ({ status: 500, body: { message: 'down' } });
    const el = await mountConsent();
    field(el, AGREE).click();
    buttonNamed(el, 'Continue').click();
    await waitForText(el, 'We could not record your consent.');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('Sign out ends the session and asks to go to /login', async () => {
    signIn();
    const recorder = recordEvents('rx-navigate', 'rx-signed-out');
    try {
      const el = await mountConsent();
      buttonNamed(el, 'Sign out').click();
      await waitFor(() => recorder.of('rx-navigate').length > 0, 3000, 'rx-navigate');
      expect(sessionStore().getState().identity).to.equal(null);
      expect(recorder.of('rx-signed-out')[0]!.detail).to.deep.equal({ reason: 'user' });
      expect(recorder.of('rx-navigate')[0]!.detail).to.deep.equal({ path: '/login', replace: true });
    } finally {
      recorder.stop();
    }
  });

  it('speaks Spanish and stays axe clean', async () => {
    signIn();
    const el = await mountConsent('locale="es"');
    await waitFor(() => shadow(el).querySelector('h2')!.textContent === 'Términos y condiciones', 2000, 'Spanish');
    expect(buttonNamed(el, 'Continuar')).to.exist;
    expect(buttonNamed(el, 'Cerrar sesión')).to.exist;
    await waitForPages(el);
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
