import { expect } from '@open-wc/testing';
import '../../../src/elements/rx-login';
import '../../../src/elements/host/rx-config';
import { setLanguage } from '../../../src/core/i18n/i18n';
import { sessionStore } from '../../../src/core/session/session-store';
import { stubFetch, type RecordedRequest, type StubHandler } from '../support/fetch-stub';
import { axeViolations } from '../support/axe';
import { waitFor } from '../support/wait';
import {
  BASIC_CLIENT,
  STANDARD_CLIENT,
  buttonNamed,
  collect,
  cognitoError,
  configureTestIdentity,
  describedText,
  field,
  heading,
  linkNamed,
  mountIn,
  operationOf,
  selectValue,
  shadow,
  textOf,
  type,
  unmountAll,
  waitForScreen,
  waitForText,
} from './login-support';

/** The text of the alert inside the screen's card (the toast live regions live outside it). */
const cardAlert = (el: HTMLElement) => shadow(el).querySelector('[part="card"] [role="alert"]')?.textContent ?? undefined;

const mount = (attributes = '') => mountIn<HTMLElement>(`<rx-login ${attributes}></rx-login>`, 'rx-login');

/** Answers Cognito operations by name; every other request gets `api` (404 by default). */
function stubIdentity(operations: Record<string, StubHandler>, api: StubHandler = () => ({ status: 404 })) {
  return stubFetch((request) => {
    const operation = operationOf(request);
    if (operation === null) return api(request);
    const handler = operations[operation];
    return handler ? handler(request) : cognitoError('InternalErrorException', `unexpected ${operation}`);
  });
}

const cognitoCalls = (requests: RecordedRequest[], operation: string) => requests.filter((r) => operationOf(r) === operation);

async function fillLogin(el: HTMLElement, username: string, password: string) {
  type(field(el, 'Mobile phone or e-mail'), username);
  type(field(el, 'Password'), password);
  await waitFor(() => !buttonNamed(el, 'Log in').disabled, 2000, 'Log in enabled');
}

describe('<rx-login>', () => {
  let fetchStub: ReturnType<typeof stubFetch> | undefined;
  const originalUrl = location.pathname + location.search;

  beforeEach(async () => {
    await setLanguage('en');
    configureTestIdentity();
    sessionStore().getState().signOut('user');
  });

  afterEach(() => {
    fetchStub?.restore();
    fetchStub = undefined;
    unmountAll();
    delete window.rxConfig;
    history.replaceState(null, '', originalUrl);
    Object.keys(sessionStorage)
      .filter((key) => key.startsWith('CognitoIdentityServiceProvider'))
      .forEach((key) => sessionStorage.removeItem(key));
  });

  describe('login form', () => {
    it('labels every control, and enables Log in only with a valid username and a password of 6 or more', async () => {
      const el = await mount();
      expect(heading(el)).to.equal('Log in');
      const username = field(el, 'Mobile phone or e-mail');
      const password = field(el, 'Password');
      expect(password.type).to.equal('password');
      expect(password.autocomplete).to.equal('current-password');
      expect(username.autocomplete).to.equal('username');
      for (const credential of [username, password]) {
        expect([credential.required, credential.autocapitalize, credential.spellcheck]).to.deep.equal([true, 'none', false]);
      }
      const logIn = buttonNamed(el, 'Log in');
      expect(logIn.disabled).to.equal(true);

      type(username, '5551234567');
      await waitFor(() => username.value === '555-123-4567', 2000, 'phone formatted');
      type(password, '12345');
      await waitFor(() => password.value === '12345', 1000, 'typed');
      expect(logIn.disabled).to.equal(true);
      password.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      await waitFor(() => password.getAttribute('aria-invalid') === 'true', 2000, 'too short flagged');
      expect(describedText(el, password)).to.equal('Enter at least 6 characters.');
      type(password, '123456');
      await waitFor(() => !logIn.disabled, 2000, 'enabled');

      type(username, 'pat@example');
      await waitFor(() => logIn.disabled, 2000, 'disabled for an invalid e-mail');
      username.dispatchEvent(new FocusEvent('blur'));
      username.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      await waitFor(() => username.getAttribute('aria-invalid') === 'true', 2000, 'invalid e-mail flagged');
      expect(describedText(el, username)).to.contain('Enter a valid e-mail address');
      expect(await axeViolations(el)).to.deep.equal([]);
    });

    it('is axe clean in the dark scheme, colour contrast included, with an error shown', async () => {
      const el = await mount('theme="dark"');
      const username = field(el, 'Mobile phone or e-mail');
      type(username, 'pat@example');
      username.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      await waitFor(() => username.getAttribute('aria-invalid') === 'true', 2000, 'invalid e-mail flagged');
      expect(getComputedStyle(el).colorScheme).to.equal('dark');
      expect(await axeViolations(el)).to.deep.equal([]);
    });

    it('shows the username hint with an example from the help button', async () => {
      const el = await mount();
      const help = buttonNamed(el, 'Help with the username');
      expect(help.getAttribute('aria-expanded')).to.equal('false');
      help.click();
      await waitFor(() => help.getAttribute('aria-expanded') === 'true', 2000, 'expanded');
      const hint = shadow(el).getElementById(help.getAttribute('aria-controls')!)!;
      expect(hint.textContent).to.contain('for example 555-123-4567 or name@example.com');
      expect(describedText(el, field(el, 'Mobile phone or e-mail'))).to.contain('555-123-4567');
      expect(await axeViolations(el)).to.deep.equal([]);
    });

    it('shows and hides the password with a labelled toggle button', async () => {
      const el = await mount();
      const password = field(el, 'Password');
      const toggle = buttonNamed(el, 'Show password');
      expect(toggle.getAttribute('aria-pressed')).to.equal('false');
      toggle.click();
      await waitFor(() => password.type === 'text', 2000, 'shown');
      expect(toggle.getAttribute('aria-pressed')).to.equal('true');
      toggle.click();
      await waitFor(() => password.type === 'password', 2000, 'hidden');
    });

    it('switches every string to Spanish with the language chooser', async () => {
      const el = await mount();
      selectValue(field<HTMLSelectElement>(el, 'Language'), 'es');
      await waitFor(() => heading(el) === 'Iniciar sesión', 2000, 'Spanish');
      expect(field(el, 'Teléfono móvil o correo electrónico')).to.exist;
      expect(buttonNamed(el, 'Mostrar contraseña')).to.exist;
      expect(buttonNamed(el, '¿Olvidó su contraseña?')).to.exist;
      expect(localStorage.getItem('rx-language')).to.equal('es');
      expect(await axeViolations(el)).to.deep.equal([]);
    });

    it('shows no brand extras on the default brand', async () => {
      const el = await mount('brand="default"');
      expect(shadow(el).querySelector('[part="brand-extras"]')).to.equal(null);
    });

    it('warehouse-retail: a privacy link and an enroll link drawn as a button, both asking the host to navigate', async () => {
      const el = await mount('brand="warehouse-retail"');
      const nav = collect<{ path: string }>('rx-navigate');
      expect(() => buttonNamed(el, 'Enroll')).to.throw();
      const enroll = linkNamed(el, 'Enroll');
      expect(enroll.getAttribute('href')).to.equal('/enroll-request?enrollment_code=ENROLL-WAREHOUSE');
      enroll.click();
      const privacy = linkNamed(el, 'Privacy policy');
      expect(privacy.getAttribute('href')).to.equal('/terms-conditions');
      privacy.click();
      nav.stop();
      expect(nav.events.map((e) => e.detail.path)).to.deep.equal(['/enroll-request?enrollment_code=ENROLL-WAREHOUSE', '/terms-conditions']);
      expect(await axeViolations(el)).to.deep.equal([]);
    });

    it('health-network: an enroll text link', async () => {
      const el = await mount('brand="health-network"');
      const nav = collect<{ path: string }>('rx-navigate');
      const link = linkNamed(el, 'New patient? Enroll now');
      expect(link.getAttribute('href')).to.equal('/enroll-request?enrollment_code=ENROLL-HEALTH-NETWORK');
      link.click();
      nav.stop();
      expect(nav.events[0]!.detail).to.deep.equal({ path: '/enroll-request?enrollment_code=ENROLL-HEALTH-NETWORK' });
      expect(() => buttonNamed(el, 'Enroll')).to.throw();
    });

    /** Clicks a link and tells whether the browser would have followed it (then stops it, to stay on the test page). */
    function followed(link: HTMLAnchorElement): boolean {
      let outcome = false;
      const last = (event: Event) => {
        outcome = !event.defaultPrevented;
        event.preventDefault();
      };
      window.addEventListener('click', last, { once: true });
      link.click();
      return outcome;
    }

    it('outside a portal, with <rx-config portal-url>: the links point into that portal, and a click nobody handles opens it there', async () => {
      const el = await mountIn<HTMLElement>('<rx-config portal-url="https://portal.partner.example/rx/"><rx-login brand="warehouse-retail"></rx-login></rx-config>', 'rx-login');
      const enroll = linkNamed(el, 'Enroll');
      expect(enroll.getAttribute('href')).to.equal('https://portal.partner.example/rx/enroll-request?enrollment_code=ENROLL-WAREHOUSE');
      expect(linkNamed(el, 'Privacy policy').getAttribute('href')).to.equal('https://portal.partner.example/rx/terms-conditions');
      expect(followed(enroll), 'nobody handles rx-navigate').to.equal(true);
      const handler = (event: Event) => event.preventDefault();
      document.addEventListener('rx-navigate', handler);
      expect(followed(enroll), 'the host page handles rx-navigate').to.equal(false);
      document.removeEventListener('rx-navigate', handler);
    });

    it('takes the portal URL from window.rxConfig too, and ignores one that is not an http(s) address or a path', async () => {
      window.rxConfig = { portalUrl: '/portal' };
      const el = await mount('brand="health-network"');
      expect(linkNamed(el, 'New patient? Enroll now').getAttribute('href')).to.equal('/portal/enroll-request?enrollment_code=ENROLL-HEALTH-NETWORK');
      unmountAll();
      window.rxConfig = { portalUrl: 'javascript:alert(1)' };
      const unsafe = await mount('brand="health-network"');
      expect(linkNamed(unsafe, 'New patient? Enroll now').getAttribute('href')).to.equal('/enroll-request?enrollment_code=ENROLL-HEALTH-NETWORK');
    });

    it('without a portal URL a click nobody handles loads nothing: the host page routes by rx-navigate', async () => {
      const el = await mount('brand="health-network"');
      expect(followed(linkNamed(el, 'New patient? Enroll now'))).to.equal(false);
    });

    it("says 'Your session has expired.' after an expiry or idle sign-out", async () => {
      sessionStore().getState().signOut('idle');
      const el = await mount();
      expect(shadow(el).querySelector('[part="card"] [role="status"][data-tone="info"]')?.textContent).to.equal('Your session has expired.');
      unmountAll();
      sessionStore().getState().signOut('expired');
      const again = await mount();
      expect(textOf(again)).to.contain('Your session has expired.');
      unmountAll();
      sessionStore().getState().signOut('user');
      expect(textOf(await mount())).to.not.contain('Your session has expired.');
    });

    it("says 'successfully registered' when sent from registration", async () => {
      const el = await mount('notice="registered"');
      expect(textOf(el)).to.contain('You have successfully registered.');
    });

    it('shows the cookiesDisabled alert when the browser blocks cookies', async () => {
      Object.defineProperty(navigator, 'cookieEnabled', { configurable: true, get: () => false });
      try {
        const el = await mount();
        expect(cardAlert(el)).to.contain('Cookies and site data are turned off');
        expect(await axeViolations(el)).to.deep.equal([]);
      } finally {
        delete (navigator as unknown as Record<string, unknown>).cookieEnabled;
      }
    });
  });

  describe('sign-in errors (spec 01 §8)', () => {
    it('a wrong password says invalid credentials; a phone is sent as +1 and its digits', async () => {
      fetchStub = stubIdentity({ InitiateAuth: () => cognitoError('NotAuthorizedException', 'Incorrect username or password.') });
      const el = await mount();
      await fillLogin(el, '555 123 4567', 'wrong-password');
      buttonNamed(el, 'Log in').click();
      await waitForText(el, 'Incorrect username or password.');
      const [call] = cognitoCalls(fetchStub.requests, 'InitiateAuth');
      const body = call!.body as { ClientId: string; AuthFlow: string; AuthParameters: { USERNAME: string } };
      expect(body.ClientId).to.equal(STANDARD_CLIENT);
      expect(body.AuthFlow).to.equal('USER_SRP_AUTH');
      expect(body.AuthParameters.USERNAME).to.equal('+15551234567');
      expect(JSON.stringify(body)).to.not.contain('wrong-password');
      expect(field(el, 'Mobile phone or e-mail').value).to.equal('555-123-4567');
      expect(cardAlert(el)).to.equal('Incorrect username or password.');
      // The same refusal twice is a new alert, so it is announced again.
      const first = shadow(el).querySelector('[part="card"] [role="alert"]');
      buttonNamed(el, 'Log in').click();
      await waitFor(() => cognitoCalls(fetchStub!.requests, 'InitiateAuth').length === 2, 3000, 'second attempt');
      await waitFor(() => {
        const alert = shadow(el).querySelector('[part="card"] [role="alert"]');
        return alert && alert !== first;
      }, 3000, 'a new alert node');
      expect(await axeViolations(el)).to.deep.equal([]);
    });

    it('the wrong-password message goes once the username or the password is edited', async () => {
      fetchStub = stubIdentity({ InitiateAuth: () => cognitoError('NotAuthorizedException', 'Incorrect username or password.') });
      const el = await mount();
      await fillLogin(el, 'pat@example.com', 'wrong-password');
      buttonNamed(el, 'Log in').click();
      await waitForText(el, 'Incorrect username or password.');
      type(field(el, 'Mobile phone or e-mail'), 'pat.demo@example.com');
      await waitFor(() => cardAlert(el) === undefined, 2000, 'message cleared on username edit');
      buttonNamed(el, 'Log in').click();
      await waitForText(el, 'Incorrect username or password.');
      type(field(el, 'Password'), 'another-try');
      await waitFor(() => cardAlert(el) === undefined, 2000, 'message cleared on password edit');
    });

    it('a session error on the code screen returns to the form with the password cleared', async () => {
      const srpB = 'ab'.repeat(384);
      fetchStub = stubIdentity({
        InitiateAuth: () => ({
          status: 200,
          body: {
            ChallengeName: 'PASSWORD_VERIFIER',
            ChallengeParameters: { SRP_B: srpB, SALT: 'abcdef0123', SECRET_BLOCK: btoa('secret-block'), USER_ID_FOR_SRP: 'sub-1', USERNAME: 'sub-1' },
          },
        }),
        RespondToAuthChallenge: (request) =>
          (request.body as { ChallengeName?: string }).ChallengeName === 'PASSWORD_VERIFIER'
            ? {
                status: 200,
                body: {
                  ChallengeName: 'SMS_MFA',
                  Session: 'mfa-session',
                  ChallengeParameters: { CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS', CODE_DELIVERY_DESTINATION: '+*******4567' },
                },
              }
            : cognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.'),
      });
      const el = await mount();
      await fillLogin(el, 'pat@example.com', 'Right#Pass123');
      buttonNamed(el, 'Log in').click();
      await waitForScreen(el, 'mfa', 8000);
      type(field(el, 'Code'), '123456');
      await waitFor(() => !buttonNamed(el, 'Authenticate').disabled, 2000, 'Authenticate enabled');
      buttonNamed(el, 'Authenticate').click();
      await waitForScreen(el, 'login');
      expect(field(el, 'Password').value).to.equal('');
      expect(field(el, 'Mobile phone or e-mail').value).to.equal('pat@example.com');
    });

    it('UserNotFoundException says invalid credentials too; the e-mail is lower-cased on warehouse-retail', async () => {
      fetchStub = stubIdentity({ InitiateAuth: () => cognitoError('UserNotFoundException', 'User does not exist.') });
      const el = await mount('brand="warehouse-retail"');
      await fillLogin(el, 'Pat.Lee@Example.COM', 'secret1');
      buttonNamed(el, 'Log in').click();
      await waitForText(el, 'Incorrect username or password.');
      const body = cognitoCalls(fetchStub.requests, 'InitiateAuth')[0]!.body as { AuthParameters: { USERNAME: string } };
      expect(body.AuthParameters.USERNAME).to.equal('pat.lee@example.com');
    });

    it("a network failure shows the 'NETWORK ERROR' splash", async () => {
      fetchStub = stubFetch((request) => {
        if (operationOf(request) !== null) throw new TypeError('Failed to fetch');
        return { status: 404 };
      });
      const el = await mount();
      await fillLogin(el, 'pat@example.com', 'secret1');
      buttonNamed(el, 'Log in').click();
      await waitForScreen(el, 'splash', 9000);
      expect(heading(el)).to.equal('NETWORK ERROR');
      expect(await axeViolations(el)).to.deep.equal([]);
      buttonNamed(el, 'Back to login').click();
      await waitForScreen(el, 'login');
    });

    it('PasswordResetRequiredException is silent: the reset opens with the username filled in', async () => {
      fetchStub = stubIdentity({ InitiateAuth: () => cognitoError('PasswordResetRequiredException', 'Password reset required for the user') });
      const el = await mount();
      await fillLogin(el, 'pat@example.com', 'secret1');
      buttonNamed(el, 'Log in').click();
      await waitForScreen(el, 'forgotUsername');
      expect(cardAlert(el)).to.equal(undefined);
      expect(field(el, 'Mobile phone or e-mail').value).to.equal('pat@example.com');
    });
  });

  describe('unconfirmed account', () => {
    it('warns, confirms with a code (wrong code -> incorrect code), and returns to login confirmed', async () => {
      let confirmAnswer: { status: number; body: object } = cognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
      fetchStub = stubIdentity({
        InitiateAuth: () => cognitoError('UserNotConfirmedException', 'User is not confirmed.'),
        ResendConfirmationCode: () => ({ status: 200, body: { CodeDeliveryDetails: { DeliveryMedium: 'EMAIL', Destination: 'p***@e***' } } }),
        ConfirmSignUp: () => confirmAnswer,
      });
      const el = await mount();
      await fillLogin(el, 'pat@example.com', 'secret1');
      buttonNamed(el, 'Log in').click();
      await waitForScreen(el, 'unconfirmed');
      expect(heading(el)).to.equal('Confirm your account');
      expect(cardAlert(el)).to.contain('not confirmed');
      await waitFor(() => shadow(el).activeElement?.tagName === 'H2', 2000, 'heading focused');
      expect(await axeViolations(el)).to.deep.equal([]);

      buttonNamed(el, 'Confirm').click();
      await waitForScreen(el, 'verify');
      expect(cognitoCalls(fetchStub.requests, 'ResendConfirmationCode')).to.have.length(1);
      expect((cognitoCalls(fetchStub.requests, 'ResendConfirmationCode')[0]!.body as { Username: string }).Username).to.equal('pat@example.com');
      const resend = buttonNamed(el, 'Resend code');
      expect(resend.disabled).to.equal(true);
      expect(describedText(el, resend)).to.match(/You can ask for a new code in (60|59) seconds\./);
      expect(await axeViolations(el)).to.deep.equal([]);

      buttonNamed(el, 'Verify').click();
      await waitForText(el, 'Enter the code.');
      type(field(el, 'Confirmation code'), '12ab34');
      await waitFor(() => field(el, 'Confirmation code').value === '1234', 2000, 'digits only');
      type(field(el, 'Confirmation code'), '123456');
      buttonNamed(el, 'Verify').click();
      await waitForText(el, 'Incorrect code. Please try again.');

      confirmAnswer = { status: 200, body: {} };
      type(field(el, 'Confirmation code'), '654321');
      buttonNamed(el, 'Verify').click();
      await waitForScreen(el, 'login');
      expect(textOf(el)).to.contain('Your account is confirmed. You can log in now.');
      expect((cognitoCalls(fetchStub.requests, 'ConfirmSignUp')[1]!.body as { ConfirmationCode: string }).ConfirmationCode).to.equal('654321');
      expect(field(el, 'Mobile phone or e-mail').value).to.equal('pat@example.com');
    });

    it('skip shows a warning and returns to the login form after 6 seconds', async function () {
      this.timeout(15_000);
      fetchStub = stubIdentity({
        InitiateAuth: () => cognitoError('UserNotConfirmedException'),
        ResendConfirmationCode: () => ({ status: 200, body: { CodeDeliveryDetails: {} } }),
      });
      const el = await mount();
      await fillLogin(el, '555-123-4567', 'secret1');
      buttonNamed(el, 'Log in').click();
      await waitForScreen(el, 'unconfirmed');
      buttonNamed(el, 'Confirm').click();
      await waitForScreen(el, 'verify');
      expect(textOf(el)).to.contain('We sent a code to 555-123-4567.');
      const started = Date.now();
      buttonNamed(el, 'Skip').click();
      await waitForText(el, 'your account stays unconfirmed');
      expect(buttonNamed(el, 'Verify').disabled).to.equal(true);
      expect(await axeViolations(el)).to.deep.equal([]);
      await waitForScreen(el, 'login', 9000);
      expect(Date.now() - started).to.be.at.least(5900);
      expect(cognitoCalls(fetchStub.requests, 'ConfirmSignUp')).to.have.length(0);
    });

    it('a refused resend is shown on the verification screen', async () => {
      fetchStub = stubIdentity({
        InitiateAuth: () => cognitoError('UserNotConfirmedException'),
        ResendConfirmationCode: () => cognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.'),
      });
      const el = await mount();
      await fillLogin(el, 'pat@example.com', 'secret1');
      buttonNamed(el, 'Log in').click();
      await waitForScreen(el, 'unconfirmed');
      buttonNamed(el, 'Confirm').click();
      await waitForScreen(el, 'verify');
      await waitForText(el, 'Too many attempts.');
    });
  });

  describe('forgot password', () => {
    it('sends a code for the username, then resets with code and new password, and returns to login', async () => {
      let confirmAnswer: { status: number; body: object } = cognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
      fetchStub = stubIdentity({
        ForgotPassword: () => ({ status: 200, body: { CodeDeliveryDetails: { DeliveryMedium: 'SMS', Destination: '+*******4567', AttributeName: 'phone_number' } } }),
        ConfirmForgotPassword: () => confirmAnswer,
      });
      const el = await mount();
      buttonNamed(el, 'Forgot password?').click();
      await waitForScreen(el, 'forgotUsername');
      expect(heading(el)).to.equal('Reset your password');
      expect(textOf(el)).to.contain('Step 1 of 2');
      expect(await axeViolations(el)).to.deep.equal([]);
      expect(buttonNamed(el, 'Send code').disabled).to.equal(true);
      type(field(el, 'Mobile phone or e-mail'), '5551234567');
      await waitFor(() => !buttonNamed(el, 'Send code').disabled, 2000, 'Send code enabled');
      buttonNamed(el, 'Send code').click();
      await waitForScreen(el, 'forgotReset');
      expect((cognitoCalls(fetchStub.requests, 'ForgotPassword')[0]!.body as { Username: string }).Username).to.equal('+15551234567');
      expect(textOf(el)).to.contain('Step 2 of 2');
      expect(textOf(el)).to.contain('We sent a code to +*******4567.');
      expect(await axeViolations(el)).to.deep.equal([]);

      buttonNamed(el, 'Reset password').click();
      await waitForText(el, 'Enter the code.');
      const password = field(el, 'New password');
      expect(password.getAttribute('aria-invalid')).to.equal('true');
      expect(describedText(el, password)).to.contain('at least 10 characters');
      type(field(el, 'Code'), '123456');
      type(password, 'Abcdef#1234');
      type(field(el, 'Confirm new password'), 'Abcdef#1235');
      buttonNamed(el, 'Reset password').click();
      await waitForText(el, 'Passwords do not match.');
      expect(cognitoCalls(fetchStub.requests, 'ConfirmForgotPassword')).to.have.length(0);

      type(field(el, 'Confirm new password'), 'Abcdef#1234');
      buttonNamed(el, 'Reset password').click();
      await waitForText(el, 'This code has expired. Ask for a new one.');
      confirmAnswer = { status: 200, body: {} };
      buttonNamed(el, 'Reset password').click();
      await waitForScreen(el, 'login');
      expect(textOf(el)).to.contain('Your password was reset. Log in with your new password.');
      const body = cognitoCalls(fetchStub.requests, 'ConfirmForgotPassword')[1]!.body as Record<string, string>;
      expect(body).to.include({ Username: '+15551234567', ConfirmationCode: '123456', Password: 'Abcdef#1234' });
    });

    for (const [errorType, text] of [
      ['LimitExceededException', 'Too many attempts.'],
      ['CodeMismatchException', 'The code does not match.'],
    ] as const) {
      it(`${errorType} on step two`, async () => {
        fetchStub = stubIdentity({
          ForgotPassword: () => ({ status: 200, body: { CodeDeliveryDetails: {} } }),
          ConfirmForgotPassword: () => cognitoError(errorType),
        });
        const el = await mount();
        buttonNamed(el, 'Forgot password?').click();
        await waitForScreen(el, 'forgotUsername');
        type(field(el, 'Mobile phone or e-mail'), 'pat@example.com');
        await waitFor(() => !buttonNamed(el, 'Send code').disabled, 2000, 'enabled');
        buttonNamed(el, 'Send code').click();
        await waitForScreen(el, 'forgotReset');
        type(field(el, 'Code'), '123456');
        type(field(el, 'New password'), 'Abcdef#1234');
        type(field(el, 'Confirm new password'), 'Abcdef#1234');
        buttonNamed(el, 'Reset password').click();
        await waitForText(el, text);
      });
    }
  });

  describe('signed in already', () => {
    it("shows the patient's name and a Sign out button; the confirm dialog keeps and returns focus; confirming signs out", async () => {
      sessionStore().getState().signIn({
        u_ID: 7, username: 'pat@example.com', token: 'token', companyId: 1, brandId: 1, fName: 'Pat', lName: 'Lee', usernameType: 'email', mfaStatus: 'NOMFA',
      });
      const signedOut = collect<{ reason: string }>('rx-signed-out');
      const el = await mount();
      await waitForScreen(el, 'signedIn');
      expect(textOf(el)).to.contain('Signed in as Pat Lee');
      expect(await axeViolations(el)).to.deep.equal([]);
      const open = buttonNamed(el, 'Sign out');
      open.focus();
      open.click();
      const dialog = await waitFor(() => shadow(el).querySelector<HTMLElement>('[role="alertdialog"]'), 2000, 'confirm dialog');
      expect(dialog.textContent).to.contain('Sign out?');
      expect(shadow(el).activeElement?.textContent).to.equal('Cancel');
      expect(await axeViolations(el)).to.deep.equal([]);
      (shadow(el).activeElement as HTMLElement).click();
      await waitFor(() => shadow(el).querySelector('[role="alertdialog"]') === null, 2000, 'dialog closed');
      expect(shadow(el).activeElement).to.equal(open);
      expect(sessionStore().getState().identity).to.not.equal(null);

      open.click();
      await waitFor(() => shadow(el).querySelector('[role="alertdialog"]'), 2000, 'confirm dialog again');
      const confirm = [...shadow(el).querySelectorAll<HTMLButtonElement>('[role="alertdialog"] button')].find((b) => b.textContent === 'Sign out')!;
      confirm.click();
      await waitForScreen(el, 'login');
      expect(sessionStore().getState().identity).to.equal(null);
      expect(sessionStore().getState().lastSignOut).to.equal('user');
      expect(signedOut.events.map((event) => event.detail.reason)).to.deep.equal(['user']);
      signedOut.stop();
    });

    it('returns to the form when the session ends elsewhere (another tab)', async () => {
      sessionStore().getState().signIn({
        u_ID: 7, username: 'pat@example.com', token: 'token', companyId: 1, brandId: 1, usernameType: 'email', mfaStatus: 'NOMFA',
      });
      const el = await mount();
      await waitForScreen(el, 'signedIn');
      expect(textOf(el)).to.contain('Signed in as pat@example.com');
      sessionStore().getState().signOut('user');
      await waitForScreen(el, 'login');
    });
  });

  describe('auth link', () => {
    it('removes a malformed link from the address bar and shows the invalid-link splash', async () => {
      history.replaceState(null, '', '/login?conv_id=4&auth=%25%25not-a-link');
      fetchStub = stubIdentity({});
      const el = await mount();
      await waitForScreen(el, 'splash');
      expect(location.search).to.equal('?conv_id=4');
      expect(heading(el)).to.equal('This link cannot be used');
      expect(textOf(el)).to.contain('This sign-in link is not valid or has expired.');
      expect(cognitoCalls(fetchStub.requests, 'InitiateAuth')).to.have.length(0);
      expect(await axeViolations(el)).to.deep.equal([]);
      buttonNamed(el, 'Back to login').click();
      await waitForScreen(el, 'login');
    });

    it('trades the token once with the server and signs in on the basic pool with the credential it answers', async () => {
      const token = 'T'.repeat(43);
      fetchStub = stubIdentity({ InitiateAuth: () => cognitoError('NotAuthorizedException', 'Incorrect username or password.') }, (request) =>
        request.url.endsWith('/auth-links/exchange') ? { status: 200, body: { username: 'basic.patient@example.com', password: 'One#Time123' } } : { status: 404 },
      );
      history.replaceState(null, '', `/login?auth=${token}&refill_event_id=9`);
      const el = await mount();
      expect(location.search).to.equal('?refill_event_id=9');
      await waitForScreen(el, 'splash');
      const exchange = fetchStub.requests.find((r) => r.url.endsWith('/auth-links/exchange'))!;
      expect(exchange.body).to.deep.equal({ token });
      const body = cognitoCalls(fetchStub.requests, 'InitiateAuth')[0]!.body as { ClientId: string; AuthParameters: { USERNAME: string } };
      expect(body.ClientId).to.equal(BASIC_CLIENT);
      expect(body.AuthParameters.USERNAME).to.equal('basic.patient@example.com');
    });

    it('a used or expired link (410) shows the invalid-link splash without trying to sign in', async () => {
      fetchStub = stubIdentity({}, (request) =>
        request.url.endsWith('/auth-links/exchange') ? { status: 410, body: { error: 'Gone', message: 'This sign-in link is not valid or has expired' } } : { status: 404 },
      );
      history.replaceState(null, '', `/login?auth=${'U'.repeat(43)}`);
      const el = await mount();
      await waitForScreen(el, 'splash');
      expect(textOf(el)).to.contain('This sign-in link is not valid or has expired.');
      expect(cognitoCalls(fetchStub.requests, 'InitiateAuth')).to.have.length(0);
    });
  });
});
