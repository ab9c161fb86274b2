import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { defineRxElement } from '../../../src/core/element/define-rx-element';
import { setLanguage } from '../../../src/core/i18n/i18n';
import { sessionStore } from '../../../src/core/session/session-store';
import type { SignInOutcome } from '../../../src/core/auth/sign-in';
import type { LoginIdentity } from '../../../src/features/login/api/identity';
import { LoginFlow } from '../../../src/features/login/components/login-flow';
import type { Attempt, LoginScreen, LoginState } from '../../../src/features/login/model/login-machine';
import '../../../src/features/login/login-widget';
import { stubFetch, type StubHandler } from '../support/fetch-stub';
import { axeViolations } from '../support/axe';
import { waitFor } from '../support/wait';
import {
  buttonNamed,
  collect,
  describedText,
  fakeIdToken,
  field,
  heading,
  mountIn,
  shadow,
  textOf,
  type,
  unmountAll,
  waitForScreen,
  waitForText,
} from './login-support';

/**
 * The access screens driven through their state machine: the flow runs with a scripted identity
 * provider (the SRP exchange of a real sign-in is not faked), the API is stubbed at fetch.
 */
interface Script {
  signIn?: (pool: string, username: string, password: string) => Promise<SignInOutcome>;
  confirmSignIn?: (response: string) => Promise<SignInOutcome>;
}

const calls: Array<[string, ...unknown[]]> = [];
let script: Script = {};
let setup: { initialState: LoginState; search: string } = { initialState: { screen: { name: 'login' }, attempt: null }, search: '' };
const token = fakeIdToken();

const identity: LoginIdentity = {
  signIn: (pool, username, password) => {
    calls.push(['signIn', pool, username, password]);
    return script.signIn ? script.signIn(pool, username, password) : Promise.resolve({ step: 'done' });
  },
  confirmSignIn: (response) => {
    calls.push(['confirmSignIn', response]);
    return script.confirmSignIn ? script.confirmSignIn(response) : Promise.resolve({ step: 'done' });
  },
  confirmAccount: async (...args) => void calls.push(['confirmAccount', ...args]),
  resendAccountCode: async (...args) => void calls.push(['resendAccountCode', ...args]),
  requestPasswordReset: async (...args) => {
    calls.push(['requestPasswordReset', ...args]);
    return { step: 'code-sent' };
  },
  confirmPasswordReset: async (...args) => void calls.push(['confirmPasswordReset', ...args]),
  idToken: async () => token,
  signOut: async () => void calls.push(['signOut']),
};

function Harness() {
  return <LoginFlow identity={identity} pool="standard" initialState={setup.initialState} search={setup.search} privacyUrl="/terms-conditions" />;
}
defineRxElement({ tag: 'rx-login-harness', widget: Harness });

const attempt: Attempt = { username: '+15551234567', usernameType: 'phone', password: 'Temp#Pass123', via: 'form' };
const fail = (name: string) => Object.assign(new Error(name), { name });

async function show(screen: LoginScreen, options: { attempt?: Attempt | null; search?: string } = {}) {
  setup = { initialState: { screen, attempt: options.attempt === undefined ? attempt : options.attempt }, search: options.search ?? '' };
  return mountIn<HTMLElement>('<rx-login-harness></rx-login-harness>', 'rx-login-harness');
}

const who = {
  u_ID: 7,
  username: '+15551234567',
  companyId: 3,
  brandId: 1,
  companyName: 'Care Co',
  fName: 'Pat',
  lName: 'Lee',
  usernameType: 'phone',
  mfaStatus: 'SMS_MFA',
};
const user = { uId: 7, consentDate: '2025-01-01T00:00:00Z', emailVerified: 1, groupsMapped: 2, timezone: -new Date().getTimezoneOffset(), fname: 'Pat', lastLogin: '2026-01-01T00:00:00Z' };

const api: StubHandler = (request) => {
  const path = new URL(request.url, location.origin).pathname;
  if (path === '/api/session') return { status: 200, body: who };
  if (path === '/api/user' && request.method === 'GET') return { status: 200, body: { user } };
  if (path === '/api/user') return { status: 200, body: { user, consentThreadCreated: false } };
  if (path === '/api/company/modules') return { status: 200, body: { modules: [{ modId: 1, name: 'Assessments' }], variant: 'standard' } };
  if (path === '/api/account-recovery-request') return { status: 200, body: { received: true } };
  if (path === '/api/auth-links/exchange') return { status: 200, body: { username: 'b@e.co', password: 'x1' } };
  return { status: 404 };
};

describe('access screens', () => {
  let fetchStub: ReturnType<typeof stubFetch>;

  beforeEach(async () => {
    await setLanguage('en');
    calls.length = 0;
    script = {};
    sessionStore().getState().signOut('user');
    fetchStub = stubFetch(api);
  });

  afterEach(() => {
    fetchStub.restore();
    unmountAll();
    sessionStore().getState().signOut('user');
  });

  describe('multi-factor code', () => {
    it('SMS: says where the code went; Authenticate is disabled while empty; digits only, 6 of them', async () => {
      script.confirmSignIn = async () => {
        throw fail('CodeMismatchException');
      };
      const el = await show({ name: 'mfa', method: 'sms', destination: '+*******4567' });
      expect(heading(el)).to.equal('Enter the code we texted you');
      expect(textOf(el)).to.contain('We sent a 6-digit code to +*******4567.');
      const code = field(el, 'Code');
      expect(code.inputMode).to.equal('numeric');
      expect(code.autocomplete).to.equal('one-time-code');
      const authenticate = buttonNamed(el, 'Authenticate');
      expect(authenticate.disabled).to.equal(true);
      expect(await axeViolations(el)).to.deep.equal([]);

      type(code, '12a3');
      await waitFor(() => code.value === '123' && !authenticate.disabled, 2000, 'digits kept, enabled');
      authenticate.click();
      await waitFor(() => code.getAttribute('aria-invalid') === 'true', 2000, 'too short');
      expect(describedText(el, code)).to.contain('Enter the 6-digit code.');
      expect(calls).to.have.length(0);

      type(code, '123456');
      await waitFor(() => code.value === '123456', 2000, 'typed');
      buttonNamed(el, 'Authenticate').click();
      await waitForText(el, 'Incorrect code. Please try again.');
      expect(calls).to.deep.equal([['confirmSignIn', '123456']]);
      expect(await axeViolations(el)).to.deep.equal([]);
    });

    it('authenticator app: its own title; any error but a wrong code returns to login as expired', async () => {
      script.confirmSignIn = async () => {
        throw fail('NotAuthorizedException');
      };
      const el = await show({ name: 'mfa', method: 'totp' });
      expect(heading(el)).to.equal('Enter the code from your authenticator app');
      type(field(el, 'Code'), '654321');
      await waitFor(() => !buttonNamed(el, 'Authenticate').disabled, 2000, 'enabled');
      buttonNamed(el, 'Authenticate').click();
      await waitForScreen(el, 'login');
      expect(textOf(el)).to.contain('Your session has expired.');
    });

    it('a correct code signs in and hands over to the post-login routing', async () => {
      const el = await show({ name: 'mfa', method: 'sms' });
      const signedIn = collect<{ uId: number }>('rx-signed-in');
      const navigate = collect<{ path: string; replace?: boolean }>('rx-navigate');
      type(field(el, 'Code'), '111222');
      await waitFor(() => !buttonNamed(el, 'Authenticate').disabled, 2000, 'enabled');
      buttonNamed(el, 'Authenticate').click();
      await waitFor(() => navigate.events.length === 1, 4000, 'rx-navigate');
      signedIn.stop();
      navigate.stop();
      expect(signedIn.events.map((e) => e.detail)).to.deep.equal([{ uId: 7 }]);
      expect(navigate.events[0]!.detail).to.deep.equal({ path: '/home', replace: true });
      expect(sessionStore().getState().identity).to.include({ u_ID: 7, token, pool: 'standard' });
    });
  });

  describe('lost device -> account recovery', () => {
    it('sends POST /account-recovery-request unauthenticated and shows the 48-hour notice', async () => {
      const el = await show({ name: 'mfa', method: 'sms' });
      buttonNamed(el, 'Lost your device?').click();
      await waitForScreen(el, 'recovery');
      expect(heading(el)).to.equal('Account recovery');
      expect(textOf(el)).to.contain('Phone 555-123-4567');
      expect(await axeViolations(el)).to.deep.equal([]);
      buttonNamed(el, 'Send request').click();
      await waitForText(el, 'The pharmacy will contact you within 48 hours.');
      const request = fetchStub.requests.find((r) => r.url.endsWith('/account-recovery-request'))!;
      expect(request.method).to.equal('POST');
      expect(request.body).to.deep.equal({ mainContact: { type: 'phone', value: '+15551234567' } });
      expect(request.headers.authorization).to.equal(undefined);
      expect(() => buttonNamed(el, 'Send request')).to.throw();
      expect(await axeViolations(el)).to.deep.equal([]);
    });

    it('a failed request shows the submitFailed warning', async () => {
      fetchStub.restore();
      fetchStub = stubFetch(() => ({ status: 500 }));
      const el = await show({ name: 'recovery', sent: false }, { attempt: { ...attempt, username: 'pat@example.com', usernameType: 'email' } });
      expect(textOf(el)).to.contain('E-mail pat@example.com');
      buttonNamed(el, 'Send request').click();
      await waitForText(el, 'We could not send your request. Please try again.');
      expect(fetchStub.requests[0]!.body).to.deep.equal({ mainContact: { type: 'email', value: 'pat@example.com' } });
    });
  });

  describe('forced new password', () => {
    it('lists the rules, refuses the old password, and on success signs out with a message', async () => {
      const el = await show({ name: 'newPassword' });
      expect(heading(el)).to.equal('Choose a new password');
      const password = field(el, 'New password');
      expect(password.autocomplete).to.equal('new-password');
      expect(describedText(el, password)).to.contain('Your password must have:');
      expect(await axeViolations(el)).to.deep.equal([]);

      type(password, 'short');
      buttonNamed(el, 'Change password').click();
      await waitForText(el, 'The password does not meet all the rules below.');
      expect(password.getAttribute('aria-invalid')).to.equal('true');

      type(field(el, 'New password'), 'Temp#Pass123');
      type(field(el, 'Confirm new password'), 'Temp#Pass123');
      buttonNamed(el, 'Change password').click();
      await waitForText(el, 'The new password must be different from your current password.');
      expect(calls).to.have.length(0);
      expect(await axeViolations(el)).to.deep.equal([]);

      type(field(el, 'New password'), 'Fresh#Pass456');
      type(field(el, 'Confirm new password'), 'Fresh#Pass456');
      buttonNamed(el, 'Change password').click();
      await waitForScreen(el, 'login');
      expect(textOf(el)).to.contain('Your password was changed. Log in with your new password.');
      expect(calls).to.deep.equal([['confirmSignIn', 'Fresh#Pass456'], ['signOut']]);
    });

    it('a failure shows the change-password error', async () => {
      script.confirmSignIn = async () => {
        throw fail('InternalErrorException');
      };
      const el = await show({ name: 'newPassword' });
      type(field(el, 'New password'), 'Fresh#Pass456');
      type(field(el, 'Confirm new password'), 'Fresh#Pass456');
      buttonNamed(el, 'Change password').click();
      await waitForText(el, 'We could not change your password. Please try again.');
    });
  });

  describe('sign-in hand-over', () => {
    it('keeps the link parameters for the post-login routing', async () => {
      const el = await show({ name: 'login' }, { attempt: null, search: '?survey_event_id=12&utm=x' });
      const navigate = collect<{ path: string }>('rx-navigate');
      type(field(el, 'Mobile phone or e-mail'), 'pat@example.com');
      type(field(el, 'Password'), 'secret1');
      await waitFor(() => !buttonNamed(el, 'Log in').disabled, 2000, 'enabled');
      buttonNamed(el, 'Log in').click();
      await waitFor(() => navigate.events.length === 1, 4000, 'rx-navigate');
      navigate.stop();
      expect(navigate.events[0]!.detail).to.deep.equal({ path: '/survey?survey_event_id=12', replace: true });
      expect(calls[0]).to.deep.equal(['signIn', 'standard', 'pat@example.com', 'secret1']);
      await waitForScreen(el, 'signedIn');
      expect(textOf(el)).to.contain('You are logged in.');
      expect(await axeViolations(el)).to.deep.equal([]);
    });

    it('a failed user lookup signs out and returns to login with navigationFailed', async () => {
      fetchStub.restore();
      fetchStub = stubFetch((request) => (request.url.includes('/api/user') ? { status: 500 } : api(request)));
      const el = await show({ name: 'login' }, { attempt: null });
      const signedIn = collect('rx-signed-in');
      type(field(el, 'Mobile phone or e-mail'), 'pat@example.com');
      type(field(el, 'Password'), 'secret1');
      await waitFor(() => !buttonNamed(el, 'Log in').disabled, 2000, 'enabled');
      buttonNamed(el, 'Log in').click();
      await waitForText(el, 'We could not open your account. Please try again.');
      signedIn.stop();
      expect(signedIn.events).to.have.length(0);
      expect(calls.map((c) => c[0])).to.deep.equal(['signIn', 'signOut']);
      expect(sessionStore().getState().identity).to.equal(null);
    });

    it('answers a choice of second factors with the authenticator app', async () => {
      script.signIn = async () => ({ step: 'choose-mfa', options: ['SMS', 'TOTP'] });
      script.confirmSignIn = async () => ({ step: 'totp-code' });
      const el = await show({ name: 'login' }, { attempt: null });
      type(field(el, 'Mobile phone or e-mail'), 'pat@example.com');
      type(field(el, 'Password'), 'secret1');
      await waitFor(() => !buttonNamed(el, 'Log in').disabled, 2000, 'enabled');
      buttonNamed(el, 'Log in').click();
      await waitForScreen(el, 'mfa');
      expect(calls[1]).to.deep.equal(['confirmSignIn', 'TOTP']);
      await waitFor(() => shadow(el).activeElement?.tagName === 'H2', 2000, 'focus on the new heading');
    });

    it('shows progress while an auth link signs in', async () => {
      let release: (outcome: SignInOutcome) => void = () => {};
      script.signIn = () => new Promise((resolve) => (release = resolve));
      const el = await show({ name: 'authLink' }, { attempt: null, search: `?auth=${'L'.repeat(43)}` });
      await waitFor(() => calls.length === 1, 2000, 'sign-in started');
      expect(calls[0]).to.deep.equal(['signIn', 'basic', 'b@e.co', 'x1']);
      expect(shadow(el).querySelector('[role="status"]')?.textContent).to.contain('Signing you in');
      expect(await axeViolations(el)).to.deep.equal([]);
      release({ step: 'done' });
      await waitForScreen(el, 'signedIn');
      expect(sessionStore().getState().identity?.pool).to.equal('basic');
    });
  });

  describe('by keyboard alone', () => {
    it('logs in with Tab, typing and Enter', async () => {
      const el = await show({ name: 'login' }, { attempt: null });
      const navigate = collect('rx-navigate');
      const username = field(el, 'Mobile phone or e-mail');
      for (let i = 0; i < 10 && shadow(el).activeElement !== username; i++) await sendKeys({ press: 'Tab' });
      expect(shadow(el).activeElement).to.equal(username);
      await sendKeys({ type: '5551234567' });
      expect(username.value).to.equal('555-123-4567');
      await sendKeys({ press: 'Tab' });
      expect(shadow(el).activeElement).to.equal(field(el, 'Password'));
      await sendKeys({ type: 'secret1' });
      await sendKeys({ press: 'Tab' });
      expect(shadow(el).activeElement?.getAttribute('aria-label')).to.equal('Show password');
      await sendKeys({ press: 'Space' });
      expect(field(el, 'Password').type).to.equal('text');
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
      expect(shadow(el).activeElement).to.equal(field(el, 'Password'));
      await sendKeys({ press: 'Enter' });
      await waitFor(() => navigate.events.length === 1, 4000, 'signed in');
      navigate.stop();
      expect(calls[0]).to.deep.equal(['signIn', 'standard', '+15551234567', 'secret1']);
    });

    it('reaches Lost your device? and sends the recovery request by keyboard', async () => {
      const el = await show({ name: 'mfa', method: 'sms' });
      const lost = buttonNamed(el, 'Lost your device?');
      for (let i = 0; i < 12 && shadow(el).activeElement !== lost; i++) await sendKeys({ press: 'Tab' });
      expect(shadow(el).activeElement).to.equal(lost);
      await sendKeys({ press: 'Enter' });
      await waitForScreen(el, 'recovery');
      const send = buttonNamed(el, 'Send request');
      for (let i = 0; i < 6 && shadow(el).activeElement !== send; i++) await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Enter' });
      await waitForText(el, 'within 48 hours');
    });
  });

  describe('Spanish', () => {
    it('every screen speaks Spanish', async () => {
      await setLanguage('es');
      const screens: Array<[LoginScreen, string]> = [
        [{ name: 'login' }, 'Iniciar sesión'],
        [{ name: 'mfa', method: 'sms' }, 'Escriba el código que le enviamos por mensaje de texto'],
        [{ name: 'mfa', method: 'totp' }, 'Escriba el código de su aplicación de autenticación'],
        [{ name: 'recovery', sent: false }, 'Recuperación de la cuenta'],
        [{ name: 'newPassword' }, 'Elija una contraseña nueva'],
        [{ name: 'unconfirmed' }, 'Confirme su cuenta'],
        [{ name: 'verify', skipping: false }, 'Escriba su código de confirmación'],
        [{ name: 'forgotUsername' }, 'Restablezca su contraseña'],
        [{ name: 'forgotReset' }, 'Restablezca su contraseña'],
        [{ name: 'splash', reason: 'invalidAuth' }, 'No se puede usar este enlace'],
        [{ name: 'splash', reason: 'network' }, 'ERROR DE RED'],
      ];
      for (const [screen, title] of screens) {
        const el = await show(screen);
        expect(heading(el), screen.name).to.equal(title);
        expect(textOf(el)).to.contain('Todos los derechos reservados');
        expect(await axeViolations(el), screen.name).to.deep.equal([]);
        unmountAll();
      }
    });
  });
});
