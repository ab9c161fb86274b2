import { expect } from '@open-wc/testing';
import '../../../src/elements/rx-register';
import { setLanguage } from '../../../src/core/i18n/i18n';
import { sharedQueryClient } from '../../../src/core/api/query-client';
import { clearPublicKeyCache } from '../../../src/core/crypto/encrypt-password';
import { axeViolations } from '../support/axe';
import { stubFetch, type RecordedRequest } from '../support/fetch-stub';
import { staysIn, tabUntil } from '../support/tab-focus';
import { waitFor } from '../support/wait';
import {
  buttonNamed,
  choose,
  describedText,
  field,
  hasField,
  mount,
  recordEvents,
  registrationKeys,
  shadow,
  termsPdfBase64,
  textOf,
  type,
  unmountAll,
  waitForText,
} from './support';

type Reply = { status: number; body?: unknown };

const pendingPatient = { email: 'pat@example.com', phone: '+15551234567', usernameType: 'email', forceUsernamePhone: false };
let pdf = '';
let keys: Awaited<ReturnType<typeof registrationKeys>>;
let registrationReply: Reply;
let lookupReply: Reply;
let fetchStub: ReturnType<typeof stubFetch>;

function handler(request: RecordedRequest): Reply {
  const url = new URL(request.url, location.origin);
  if (url.pathname === '/api/patients/registration/public-key') return { status: 200, body: { jwk: keys.jwk } };
  if (url.pathname === '/api/patients/registration/visited') return { status: 200, body: { visited: true } };
  if (url.pathname === '/api/patients/registration' && request.method === 'GET') return lookupReply;
  if (url.pathname === '/api/patients/registration' && request.method === 'PUT') return registrationReply;
  if (url.pathname === '/api/user/insurance/plan-options')
    return { status: 200, body: { insuranceOptions: [{ planId: 11, planName: 'Silver Plan' }, { planId: 12, planName: 'Gold Plan' }] } };
  return { status: 404, body: { message: 'not stubbed' } };
}

const requestsTo = (path: string, method?: string) =>
  fetchStub.requests.filter((r) => new URL(r.url, location.origin).pathname === path && (!method || r.method === method));

async function mountRegister(attributes = 'registration-code="REG-1"'): Promise<HTMLElement> {
  const el = await mount(`<rx-register ${attributes}></rx-register>`, 'rx-register');
  return el;
}

const waitForForm = (el: HTMLElement) => waitFor(() => shadow(el).querySelector('form'), 4000, 'registration form');

/** Fills every required field with valid values (the username stays prefilled). */
function fillValid(el: HTMLElement) {
  type(field(el, 'First name'), '  Pat ');
  type(field(el, 'Last name'), 'Lee');
  type(field(el, 'Password'), 'Abcdefg1!x');
  type(field(el, 'Confirm password'), 'Abcdefg1!x');
  choose(field<HTMLSelectElement>(el, 'Month'), '3');
  type(field(el, 'Day'), '7');
  type(field(el, 'Year'), '1980');
}

async function agreeToTerms(el: HTMLElement) {
  field(el, 'I have read and agree to the terms and conditions').click();
  await waitFor(() => shadow(el).querySelector('[role="dialog"]'), 3000, 'terms dialog');
  buttonNamed(el, 'Agree').click();
  await waitFor(() => !shadow(el).querySelector('[role="dialog"]'), 3000, 'dialog closed');
}

describe('<rx-register>', () => {
  before(async () => {
    pdf = await termsPdfBase64();
    keys = await registrationKeys();
  });

  beforeEach(async () => {
    await setLanguage('en');
    sharedQueryClient().clear();
    clearPublicKeyCache();
    lookupReply = { status: 200, body: { terms: { data: pdf }, pendingPatient } };
    registrationReply = { status: 200, body: { registered: true, username: 'pat@example.com' } };
    fetchStub = stubFetch(handler);
  });

  afterEach(() => {
    fetchStub.restore();
    unmountAll();
  });

  it('without a registration code asks to go to /login', async () => {
    const recorder = recordEvents('rx-navigate');
    try {
      const el = await mountRegister('');
      await waitFor(() => recorder.of('rx-navigate').length > 0, 3000, 'rx-navigate');
      expect(recorder.of('rx-navigate')[0]!.detail).to.deep.equal({ path: '/login', replace: true });
      expect(requestsTo('/api/patients/registration')).to.have.length(0);
      expect(textOf(el)).to.contain('not valid');
    } finally {
      recorder.stop();
    }
  });

  it('a failed lookup (404) asks to go to /login; the lookup is unauthenticated', async () => {
    lookupReply = { status: 404, body: { message: 'Registration code not found' } };
    const recorder = recordEvents('rx-navigate');
    try {
      await mountRegister('registration-code="NOPE-1"');
      await waitFor(() => recorder.of('rx-navigate').length > 0, 3000, 'rx-navigate');
      expect(recorder.of('rx-navigate')[0]!.detail).to.deep.equal({ path: '/login', replace: true });
      const [lookup] = requestsTo('/api/patients/registration', 'GET');
      expect(new URL(lookup!.url, location.origin).searchParams.get('registration_code')).to.equal('NOPE-1');
      expect(lookup!.headers.authorization).to.equal(undefined);
    } finally {
      recorder.stop();
    }
  });

  it('takes the code from the id query parameter when there is no attribute', async () => {
    const original = location.href;
    history.replaceState(history.state, '', `${location.pathname}?id=QUERY-7`);
    try {
      const el = await mountRegister('');
      await waitForForm(el);
      const [lookup] = requestsTo('/api/patients/registration', 'GET');
      expect(new URL(lookup!.url, location.origin).searchParams.get('registration_code')).to.equal('QUERY-7');
    } finally {
      history.replaceState(history.state, '', original);
    }
  });

  it('is axe clean in the dark scheme, colour contrast included', async () => {
    const el = await mountRegister('registration-code="REG-1" theme="dark"');
    await waitForForm(el);
    expect(getComputedStyle(el).colorScheme).to.equal('dark');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('prefills the username from the pending patient, shows the password hint, and is axe clean', async () => {
    const el = await mountRegister();
    await waitForForm(el);
    expect(field(el, 'Username (mobile phone or e-mail)').value).to.equal('pat@example.com');
    expect(field(el, 'Mobile phone number (optional)').value).to.equal('555-123-4567');
    expect(hasField(el, 'Confirm username')).to.equal(false);
    expect(describedText(el, field(el, 'Password'))).to.contain('10 to 63 characters');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('shows every error next to its field, focuses the first, keeps what was typed and sends nothing', async () => {
    const el = await mountRegister();
    await waitForForm(el);
    type(field(el, 'Last name'), 'Lee');
    type(field(el, 'Password'), 'short');
    type(field(el, 'Year'), '1850');
    buttonNamed(el, 'Create account').click();
    const first = field(el, 'First name');
    await waitFor(() => first.getAttribute('aria-invalid') === 'true', 2000, 'first name invalid');
    expect(shadow(el).activeElement).to.equal(first);
    expect(describedText(el, first)).to.contain('This field is required.');
    expect(describedText(el, field(el, 'Password'))).to.contain('The password needs at least 10 characters, an uppercase letter, a number, a special character.');
    expect(describedText(el, field(el, 'Confirm password'))).to.contain('Passwords do not match.');
    expect(describedText(el, field(el, 'Day'))).to.contain('Please enter your full date of birth.');
    expect(describedText(el, field(el, 'Month'))).to.contain('Please enter your full date of birth.');
    expect(describedText(el, field(el, 'I have read and agree to the terms and conditions'))).to.contain('Please read and agree');
    expect(field(el, 'Last name').value).to.equal('Lee');
    expect(field(el, 'Password').value).to.equal('short');
    expect(field(el, 'Year').value).to.equal('1850');
    expect(requestsTo('/api/patients/registration', 'PUT')).to.have.length(0);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it("asks to confirm a changed username: 'Username does not match'", async () => {
    const el = await mountRegister();
    await waitForForm(el);
    fillValid(el);
    type(field(el, 'Username (mobile phone or e-mail)'), '5559876543');
    await waitFor(() => hasField(el, 'Confirm username'), 2000, 'confirmation field');
    expect(field(el, 'Username (mobile phone or e-mail)').value).to.equal('555-987-6543');
    // The other contact becomes the e-mail once the username is a phone.
    expect(hasField(el, 'E-mail address (optional)')).to.equal(true);
    type(field(el, 'Confirm username'), '555-987-0000');
    buttonNamed(el, 'Create account').click();
    const confirm = field(el, 'Confirm username');
    await waitFor(() => confirm.getAttribute('aria-invalid') === 'true', 2000, 'confirm invalid');
    expect(describedText(el, confirm)).to.contain('Username does not match');
  });

  it('the consent checkbox opens the terms PDF in a modal dialog that keeps focus off the page behind; Cancel leaves it unchecked, Agree checks it', async () => {
    const el = await mountRegister();
    await waitForForm(el);
    const consent = field(el, 'I have read and agree to the terms and conditions');
    consent.focus();
    consent.click();
    const dialog = await waitFor(() => shadow(el).querySelector<HTMLElement>('[role="dialog"]'), 3000, 'terms dialog');
    expect(consent.checked).to.equal(false);
    expect(shadow(el).getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal('Terms and conditions');
    // pdf.js renders both pages, each named, with its text for screen readers.
    await waitFor(() => dialog.querySelectorAll('[part="pdf-page"] canvas').length === 2, 8000, 'two rendered pages');
    const pages = [...dialog.querySelectorAll('[part="pdf-page"]')];
    expect(pages.map((p) => p.getAttribute('aria-label'))).to.deep.equal(['Page 1 of 2', 'Page 2 of 2']);
    expect(pages[0]!.textContent).to.contain('Terms of service page one');
    expect((pages[0]!.querySelector('canvas') as HTMLCanvasElement).width).to.be.greaterThan(0);

    // Focus is inside; Tab goes round its controls, never to the page behind the modal dialog.
    expect(dialog.matches(':modal')).to.equal(true);
    const focusables = [...dialog.querySelectorAll<HTMLElement>('button, a[href], [tabindex="0"]')];
    const first = focusables[0]!;
    const last = focusables[focusables.length - 1]!;
    expect(dialog.contains(shadow(el).activeElement)).to.equal(true);
    expect(last.textContent).to.equal('Agree');
    last.focus();
    const forwards = await tabUntil(shadow(el), first);
    expect(staysIn(dialog, forwards, first), `${forwards.length} presses`).to.equal(true);
    const backwards = await tabUntil(shadow(el), last, { backwards: true });
    expect(staysIn(dialog, backwards, last), `${backwards.length} presses`).to.equal(true);
    expect(await axeViolations(el)).to.deep.equal([]);

    buttonNamed(el, 'Cancel').click();
    await waitFor(() => !shadow(el).querySelector('[role="dialog"]'), 2000, 'closed');
    expect(consent.checked).to.equal(false);
    expect(shadow(el).activeElement).to.equal(consent);

    consent.click();
    await waitFor(() => shadow(el).querySelector('[role="dialog"]'), 2000, 'reopened');
    buttonNamed(el, 'Agree').click();
    await waitFor(() => consent.checked, 2000, 'checked');
    expect(shadow(el).activeElement).to.equal(consent);

    // Unchecking needs no dialog.
    consent.click();
    await waitFor(() => !consent.checked, 2000, 'unchecked');
    expect(shadow(el).querySelector('[role="dialog"]')).to.equal(null);
  });

  it('registers: encrypted password, payload of spec 01 §3, the visited call, then login with the success message', async () => {
    const recorder = recordEvents('rx-navigate', 'rx-registration-completed');
    try {
      const el = await mountRegister();
      await waitForForm(el);
      fillValid(el);
      await agreeToTerms(el);
      buttonNamed(el, 'Create account').click();
      await waitFor(() => recorder.of('rx-navigate').length > 0, 5000, 'rx-navigate');
      expect(recorder.of('rx-navigate')[0]!.detail).to.deep.equal({
        path: '/login',
        state: { message: 'successfullyRegistered', notice: 'registered' },
      });
      expect(recorder.of('rx-registration-completed')[0]!.detail).to.deep.equal({ usernameType: 'email' });

      const [put] = requestsTo('/api/patients/registration', 'PUT');
      expect(put!.headers.authorization).to.equal(undefined);
      const body = put!.body as { mainContact: unknown; userAttributes: Array<{ type: string; value: unknown }>; forceEmailUsername: boolean };
      expect(body.mainContact).to.deep.equal({ type: 'email', value: 'pat@example.com' });
      expect(body.forceEmailUsername).to.equal(false);
      const attrs = Object.fromEntries(body.userAttributes.map((a) => [a.type, a.value]));
      expect(attrs).to.include({
        fname: 'Pat',
        lname: 'Lee',
        dob: '1980-03-07',
        registrationCode: 'REG-1',
        insurance_selection: -1,
        consent: true,
        phone: '+15551234567',
        email: 'pat@example.com',
        timezone: -new Date().getTimezoneOffset() || 0,
      });
      expect(attrs.password).to.not.equal('Abcdefg1!x');
      expect(await keys.decrypt(attrs.password as string)).to.equal('Abcdefg1!x');

      const [visited] = requestsTo('/api/patients/registration/visited', 'PUT');
      expect(visited!.body).to.deep.equal({ registration_code: 'REG-1' });
      await waitForText(el, 'Your account was created successfully.');
    } finally {
      recorder.stop();
    }
  });

  const failures: Array<[string, Reply, string]> = [
    ['409 UsernameExistsException', { status: 409, body: { error: 'Conflict', message: 'exists', code: 'UsernameExistsException' } }, 'An account with this username already exists.'],
    ['InvalidPasswordException', { status: 400, body: { error: 'Bad Request', message: 'policy', code: 'InvalidPasswordException' } }, 'The password was not accepted.'],
    ['404', { status: 404, body: { message: 'No match' } }, 'check that your legal name and date of birth'],
    ['500', { status: 500, body: { message: 'boom' } }, 'Registration failed. Please try again later.'],
  ];
  for (const [name, reply, text] of failures) {
    it(`maps ${name} to its message and keeps the form`, async () => {
      registrationReply = reply;
      const recorder = recordEvents('rx-navigate');
      try {
        const el = await mountRegister();
        await waitForForm(el);
        fillValid(el);
        await agreeToTerms(el);
        buttonNamed(el, 'Create account').click();
        await waitForText(el, text, 5000);
        const alert = [...shadow(el).querySelectorAll('[role="alert"]')].find((a) => a.textContent?.includes(text));
        expect(alert).to.exist;
        expect(field(el, 'First name').value).to.equal('  Pat ');
        expect(recorder.of('rx-navigate')).to.have.length(0);
        expect(requestsTo('/api/patients/registration/visited')).to.have.length(0);
        expect(buttonNamed(el, 'Create account').disabled).to.equal(false);
      } finally {
        recorder.stop();
      }
    });
  }

  it('disables Create account while sending', async () => {
    let release: (reply: Reply) => void = () => undefined;
    fetchStub.restore();
    fetchStub = stubFetch((request) =>
      request.method === 'PUT' && new URL(request.url, location.origin).pathname === '/api/patients/registration'
        ? new Promise<Reply>((resolve) => (release = resolve))
        : handler(request),
    );
    const el = await mountRegister();
    await waitForForm(el);
    fillValid(el);
    await agreeToTerms(el);
    buttonNamed(el, 'Create account').click();
    await waitFor(() => requestsTo('/api/patients/registration', 'PUT').length === 1, 4000, 'PUT sent');
    const button = shadow(el).querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(button.textContent).to.contain('Create account');
    expect(button.disabled).to.equal(true);
    expect(button.getAttribute('aria-busy')).to.equal('true');
    release({ status: 200, body: { registered: true, username: 'pat@example.com' } });
    await waitForText(el, 'Your account was created successfully.');
  });

  it('on the warehouse-retail brand asks about insurance and needs a plan when the answer is yes', async () => {
    const el = await mountRegister('registration-code="REG-1" brand="warehouse-retail"');
    await waitForForm(el);
    fillValid(el);
    await agreeToTerms(el);
    const yes = field(el, 'Yes');
    yes.click();
    const plan = await waitFor(() => (hasField(el, 'Insurance plan') ? field<HTMLSelectElement>(el, 'Insurance plan') : null), 3000, 'plan select');
    await waitFor(() => plan.options.length === 3, 3000, 'plans loaded');
    const [options] = requestsTo('/api/user/insurance/plan-options');
    expect(new URL(options!.url, location.origin).searchParams.get('brand_id')).to.equal('4');
    expect(options!.headers.authorization).to.equal(undefined);
    buttonNamed(el, 'Create account').click();
    await waitFor(() => plan.getAttribute('aria-invalid') === 'true', 2000, 'plan required');
    expect(describedText(el, plan)).to.contain('Please choose your insurance plan.');
    expect(shadow(el).activeElement).to.equal(plan);
    expect(await axeViolations(el)).to.deep.equal([]);
    choose(plan, '12');
    buttonNamed(el, 'Create account').click();
    await waitFor(() => requestsTo('/api/patients/registration', 'PUT').length === 1, 5000, 'PUT sent');
    const body = requestsTo('/api/patients/registration', 'PUT')[0]!.body as { userAttributes: Array<{ type: string; value: unknown }> };
    expect(body.userAttributes.find((a) => a.type === 'insurance_selection')!.value).to.equal(12);
  });

  it('speaks Spanish, including the terms dialog, and choosing a language applies it', async () => {
    const el = await mountRegister('registration-code="REG-1" locale="es"');
    await waitForForm(el);
    expect(shadow(el).querySelector('h2')!.textContent).to.equal('Cree su cuenta');
    expect(buttonNamed(el, 'Crear cuenta')).to.exist;
    field(el, 'He leído y acepto los términos y condiciones').click();
    await waitFor(() => shadow(el).querySelector('[role="dialog"]'), 3000, 'dialog');
    expect(buttonNamed(el, 'Acepto')).to.exist;
    expect(await axeViolations(el)).to.deep.equal([]);
    buttonNamed(el, 'Cancelar').click();
    el.removeAttribute('locale');
    choose(field<HTMLSelectElement>(el, 'Idioma preferido'), 'en');
    await waitFor(() => shadow(el).querySelector('h2')!.textContent === 'Create your account', 2000, 'English');
  });
});
