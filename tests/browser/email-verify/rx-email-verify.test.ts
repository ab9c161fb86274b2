import { expect } from '@open-wc/testing';
import '../../../src/elements/rx-email-verify';
import { setLanguage } from '../../../src/core/i18n/i18n';
import { sharedQueryClient } from '../../../src/core/api/query-client';
import { sessionStore } from '../../../src/core/session/session-store';
import { EMAIL_VERIFY_SKIPPED_KEY, PENDING_LINK_PARAMS_KEY, savePendingLinkParams } from '../../../src/core/session/continue-after-login';
import { axeViolations } from '../support/axe';
import { stubFetch, type RecordedRequest } from '../support/fetch-stub';
import { waitFor } from '../support/wait';
import { buttonNamed, describedText, field, mount, recordEvents, shadow, testToken, type, unmountAll, waitForText } from '../register/support';

type Reply = { status: number; body?: unknown };

const user = {
  uId: 7,
  username: 'pat@example.com',
  usernameType: 'email',
  companyId: 1,
  companyName: 'Rx Pharmacy',
  brandId: 1,
  consentDate: '2024-01-02T03:04:05.000Z',
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

let patientsReply: Reply;
let fetchStub: ReturnType<typeof stubFetch>;

function handler(request: RecordedRequest): Reply {
  const url = new URL(request.url, location.origin);
  if (url.pathname === '/api/patients' && request.method === 'PUT') return patientsReply;
  if (url.pathname === '/api/user' && request.method === 'PUT') return { status: 200, body: { user: { ...user, emailVerified: 1 }, consentThreadCreated: false } };
  if (url.pathname === '/api/user' && request.method === 'GET') return { status: 200, body: { user } };
  return { status: 404, body: { message: 'not stubbed' } };
}

const requestsTo = (path: string, method: string) =>
  fetchStub.requests.filter((r) => new URL(r.url, location.origin).pathname === path && r.method === method);

function signIn(withUser = true) {
  const store = sessionStore().getState();
  store.signIn({
    u_ID: 7,
    username: 'pat@example.com',
    token: testToken(),
    email: 'pat@example.com',
    companyId: 1,
    brandId: 1,
    usernameType: 'email',
    mfaStatus: 'NOMFA',
    pool: 'standard',
  });
  store.setUser(withUser ? { ...user } : null);
  store.setCompany([{ modId: 1, name: 'Document' }], 'standard');
}

const mountVerify = (attributes = '') => mount(`<rx-email-verify ${attributes}></rx-email-verify>`, 'rx-email-verify');

describe('<rx-email-verify>', () => {
  beforeEach(async () => {
    await setLanguage('en');
    sharedQueryClient().clear();
    sessionStorage.removeItem(EMAIL_VERIFY_SKIPPED_KEY);
    sessionStorage.removeItem(PENDING_LINK_PARAMS_KEY);
    patientsReply = { status: 200, body: { patient: {} } };
    fetchStub = stubFetch(handler);
  });

  afterEach(() => {
    fetchStub.restore();
    unmountAll();
    sessionStore().getState().signOut('user');
    sessionStorage.removeItem(EMAIL_VERIFY_SKIPPED_KEY);
    sessionStorage.removeItem(PENDING_LINK_PARAMS_KEY);
  });

  it('without a session asks to go to /login', async () => {
    const recorder = recordEvents('rx-navigate');
    try {
      await mountVerify();
      await waitFor(() => recorder.of('rx-navigate').length > 0, 3000, 'rx-navigate');
      expect(recorder.of('rx-navigate')[0]!.detail).to.deep.equal({ path: '/login', replace: true });
    } finally {
      recorder.stop();
    }
  });

  it('prefills the e-mail of the session and is axe clean', async () => {
    signIn();
    const el = await mountVerify();
    expect(field(el, 'E-mail address').value).to.equal('pat@example.com');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('refuses an invalid e-mail next to the field, keeping the text, without calling the API', async () => {
    signIn();
    const el = await mountVerify();
    const input = field(el, 'E-mail address');
    type(input, 'pat@example');
    buttonNamed(el, 'Confirm').click();
    await waitFor(() => input.getAttribute('aria-invalid') === 'true', 2000, 'invalid');
    expect(describedText(el, input)).to.contain('Please enter a valid e-mail address.');
    expect(input.value).to.equal('pat@example');
    expect(fetchStub.requests).to.have.length(0);
  });

  it('Confirm saves the e-mail but never marks it verified itself: that takes the code the identity sends', async () => {
    signIn();
    const recorder = recordEvents('rx-navigate', 'rx-email-verified');
    try {
      const el = await mountVerify();
      type(field(el, 'E-mail address'), ' new@example.com ');
      buttonNamed(el, 'Confirm').click();
      // No identity session in this test: the code cannot be sent, and the page says so.
      await waitForText(el, 'We could not save your e-mail address.');
      const [patients] = requestsTo('/api/patients', 'PUT');
      expect(patients!.body).to.deep.equal({ u_id: 7, userAttributes: [{ Name: 'email', Value: 'new@example.com' }] });
      expect(patients!.headers.authorization).to.match(/^Bearer /);
      expect(requestsTo('/api/user', 'PUT')).to.have.length(0);
      expect(requestsTo('/api/email-verification', 'POST')).to.have.length(0);
      expect(recorder.of('rx-navigate')).to.have.length(0);
      expect(recorder.of('rx-email-verified')).to.have.length(0);
      expect(sessionStore().getState().user!.emailVerified).to.equal(0);
      expect(await axeViolations(el)).to.deep.equal([]);
    } finally {
      recorder.stop();
    }
  });

  it('Skip continues to where the login link pointed (kept link parameters)', async () => {
    signIn();
    savePendingLinkParams({ doc_id: '42' });
    const recorder = recordEvents('rx-navigate');
    try {
      const el = await mountVerify();
      buttonNamed(el, 'Skip for now').click();
      await waitFor(() => recorder.of('rx-navigate').length > 0, 4000, 'rx-navigate');
      expect(recorder.of('rx-navigate')[0]!.detail).to.deep.equal({ path: '/documents?doc_id=42', replace: true });
      expect(sessionStorage.getItem(PENDING_LINK_PARAMS_KEY)).to.equal(null);
    } finally {
      recorder.stop();
    }
  });

  it('a 409 shows the blocked message and does not mark the e-mail verified', async () => {
    signIn();
    patientsReply = { status: 409, body: { message: 'blocked' } };
    const recorder = recordEvents('rx-navigate');
    try {
      const el = await mountVerify();
      buttonNamed(el, 'Confirm').click();
      await waitForText(el, 'This contact is blocked');
      expect(shadow(el).querySelector('[role="alert"]')!.textContent).to.contain('blocked');
      expect(requestsTo('/api/user', 'PUT')).to.have.length(0);
      expect(recorder.of('rx-navigate')).to.have.length(0);
      expect(await axeViolations(el)).to.deep.equal([]);
    } finally {
      recorder.stop();
    }
  });

  it('Skip saves nothing, is remembered for this tab, and continues the routing', async () => {
    signIn();
    const recorder = recordEvents('rx-navigate', 'rx-email-verification-skipped');
    try {
      const el = await mountVerify();
      buttonNamed(el, 'Skip for now').click();
      await waitFor(() => recorder.of('rx-navigate').length > 0, 4000, 'rx-navigate');
      expect(recorder.of('rx-navigate')[0]!.detail).to.deep.equal({ path: '/home', replace: true });
      expect(recorder.of('rx-email-verification-skipped')).to.have.length(1);
      expect(fetchStub.requests).to.have.length(0);
      expect(sessionStorage.getItem(EMAIL_VERIFY_SKIPPED_KEY)).to.equal('7');
    } finally {
      recorder.stop();
    }
  });

  it('Skip without a stored user reads it first (GET /user)', async () => {
    signIn(false);
    const recorder = recordEvents('rx-navigate');
    try {
      const el = await mountVerify();
      buttonNamed(el, 'Skip for now').click();
      await waitFor(() => recorder.of('rx-navigate').length > 0, 4000, 'rx-navigate');
      const [get] = requestsTo('/api/user', 'GET');
      expect(new URL(get!.url, location.origin).searchParams.get('u_id')).to.equal('7');
      expect(recorder.of('rx-navigate')[0]!.detail).to.deep.equal({ path: '/home', replace: true });
    } finally {
      recorder.stop();
    }
  });

  it('speaks Spanish and stays axe clean', async () => {
    signIn();
    const el = await mountVerify('locale="es"');
    await waitFor(() => shadow(el).querySelector('h2')!.textContent === 'Verifique su correo electrónico', 2000, 'Spanish');
    expect(buttonNamed(el, 'Omitir por ahora')).to.exist;
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
