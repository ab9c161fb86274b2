import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/elements/host/rx-config';
import '../../../src/elements/rx-nps';
import { setLanguage } from '../../../src/core/i18n/i18n';
import { sharedQueryClient } from '../../../src/core/api/query-client';
import { stubFetch } from '../support/fetch-stub';
import { axeViolations } from '../support/axe';
import { waitFor } from '../support/wait';
import { moduleList, mountWithConfig, resetSession, shadow, signInForTest, unmountAll } from '../portal/portal-support';

const radios = (el: HTMLElement) => [...shadow(el).querySelectorAll<HTMLInputElement>('input[type="radio"]')];
const submit = (el: HTMLElement) => shadow(el).querySelector<HTMLButtonElement>('[part~="submit-button"]')!;

describe('<rx-nps> on its own', () => {
  let server: ReturnType<typeof stubFetch>;

  beforeEach(async () => {
    await setLanguage('en');
    resetSession();
    sharedQueryClient().clear();
    signInForTest(moduleList('Refill'));
  });

  afterEach(() => {
    server?.restore();
    unmountAll();
    resetSession();
  });

  it('keeps Submit disabled until a score; arrows move the score; sends score and comment; axe clean in dark', async () => {
    server = stubFetch(() => ({ status: 200, body: { ok: true, patientFeedback: { timeReceived: '2026-03-01T10:00:00Z' } } }));
    const el = await mountWithConfig<HTMLElement>('<rx-nps theme="dark"></rx-nps>', 'rx-nps');
    await waitFor(() => radios(el).length === 10, 3000, 'ten scores');
    expect(submit(el).disabled).to.equal(true);
    expect(shadow(el).querySelector('[part="score-required"]')!.textContent).to.equal('Please choose a score from 1 to 10.');
    expect(await axeViolations(el)).to.deep.equal([]);

    radios(el)[2]!.focus();
    radios(el)[2]!.click();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => radios(el)[3]!.checked, 2000, 'score 4');
    await sendKeys({ press: 'End' });
    await waitFor(() => radios(el)[9]!.checked, 2000, 'score 10');
    expect(submit(el).disabled).to.equal(false);
    const sent: number[] = [];
    el.addEventListener('rx-nps-submitted', (event) => sent.push(event.detail.score));
    submit(el).click();
    await waitFor(() => sent.length === 1, 3000, 'submitted');
    expect(sent).to.deep.equal([10]);
    expect(server.requests[0]!.body).to.deep.include({ u_id: 41, feedback_type: 'NPS', product: 'portal' });
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('a refused request shows requestFailed and keeps the score', async () => {
    server = stubFetch(() => ({ status: 500, body: { message: 'down' } }));
    const el = await mountWithConfig<HTMLElement>('<rx-nps></rx-nps>', 'rx-nps');
    await waitFor(() => radios(el).length === 10, 3000, 'ten scores');
    radios(el)[6]!.click();
    await waitFor(() => !submit(el).disabled, 2000, 'enabled');
    submit(el).click();
    await waitFor(() => shadow(el).querySelector('[part~="alert-error"]'), 3000, 'the failure');
    expect(shadow(el).querySelector('[part~="alert-error"]')!.textContent).to.contain('We could not send your feedback right now.');
    expect(radios(el)[6]!.checked).to.equal(true);
  });
});
