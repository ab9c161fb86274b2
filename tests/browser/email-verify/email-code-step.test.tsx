import { expect } from '@open-wc/testing';
import { defineRxElement } from '../../../src/core/element/define-rx-element';
import { setLanguage } from '../../../src/core/i18n/i18n';
import { EmailCodeStep } from '../../../src/features/email-verify/components/email-code-step';
import '../../../src/features/email-verify/email-verify-widget';
import { axeViolations } from '../support/axe';
import { waitFor } from '../support/wait';
import { buttonNamed, mount, textOf, unmountAll, waitForText } from '../register/support';

/** The code step of /email-verify on its own: the identity calls are the props it is given. */
let resendSeconds: number | undefined;
let resendCalls = 0;

function Harness() {
  return (
    <EmailCodeStep
      email="pat@example.com"
      failure={null}
      onDismissFailure={() => undefined}
      onSubmit={async () => undefined}
      onResend={async () => {
        resendCalls += 1;
        return true;
      }}
      onBack={() => undefined}
      resendSeconds={resendSeconds}
    />
  );
}
defineRxElement({ tag: 'rx-email-code-harness', widget: Harness });

const mountStep = () => mount('<rx-email-code-harness></rx-email-code-harness>', 'rx-email-code-harness');

describe('the e-mail code step', () => {
  beforeEach(async () => {
    await setLanguage('en');
    resendSeconds = undefined;
    resendCalls = 0;
  });
  afterEach(() => unmountAll());

  it('offers a new code only 60 seconds after the first was sent, saying how long is left', async () => {
    const el = await mountStep();
    expect(buttonNamed(el, 'Send a new code').disabled).to.equal(true);
    expect(textOf(el)).to.contain('You can ask for a new code in 60 s.');
    await waitForText(el, 'You can ask for a new code in 59 s.', 2500);
    expect(buttonNamed(el, 'Send a new code').disabled).to.equal(true);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('enables resend when the countdown ends, and a new code starts it again', async () => {
    resendSeconds = 1;
    const el = await mountStep();
    expect(buttonNamed(el, 'Send a new code').disabled).to.equal(true);
    await waitFor(() => !buttonNamed(el, 'Send a new code').disabled, 2500, 'resend enabled');
    expect(textOf(el)).to.contain('You can ask for a new code now.');
    buttonNamed(el, 'Send a new code').click();
    await waitForText(el, 'A new code is on its way.');
    expect(resendCalls).to.equal(1);
    expect(buttonNamed(el, 'Send a new code').disabled).to.equal(true);
    expect(textOf(el)).to.contain('You can ask for a new code in 1 s.');
  });

  it('counts down in Spanish too', async () => {
    await setLanguage('es');
    const el = await mountStep();
    expect(textOf(el)).to.contain('Puede pedir un código nuevo en 60 s.');
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
