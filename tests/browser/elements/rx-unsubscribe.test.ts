import { expect } from '@open-wc/testing';
import '../../../src/elements/rx-unsubscribe';
import { setLanguage } from '../../../src/core/i18n/i18n';
import { stubFetch } from '../support/fetch-stub';
import { typeInto, waitFor } from '../support/wait';
import { axeViolations } from '../support/axe';

async function mount(html: string): Promise<HTMLElement> {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = html;
  document.body.append(wrapper);
  const el = wrapper.querySelector('rx-unsubscribe') as HTMLElement;
  await waitFor(() => el.shadowRoot?.querySelector('h2'), 3000, 'first render');
  return el;
}

const q = <T extends Element>(el: HTMLElement, selector: string) => el.shadowRoot!.querySelector<T>(selector)!;
const buttonNamed = (el: HTMLElement, name: string) =>
  [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) as HTMLButtonElement;

describe('<rx-unsubscribe>', () => {
  let fetchStub: ReturnType<typeof stubFetch>;

  beforeEach(async () => {
    await setLanguage('en');
    fetchStub = stubFetch(() => ({ status: 200, body: { message: 'ok' } }));
  });

  afterEach(() => {
    fetchStub.restore();
    document.body.querySelectorAll('div').forEach((d) => d.remove());
    document.head.querySelectorAll('style[data-test]').forEach((s) => s.remove());
  });

  it('renders inside an open shadow root with goober styles applied there, not in the document', async () => {
    const el = await mount('<rx-unsubscribe email="pat@example.com"></rx-unsubscribe>');
    expect(el.shadowRoot).to.exist;
    expect(document.querySelector('h2')).to.equal(null);
    const card = q<HTMLElement>(el, '[part="card"]');
    const style = getComputedStyle(card);
    expect(style.paddingTop).to.equal('24px');
    expect(style.borderTopStyle).to.equal('solid');
    expect(document.getElementById('_goober')).to.equal(null);
    expect(el.shadowRoot!.adoptedStyleSheets.length).to.equal(1);
  });

  it('is not distorted by hostile host-page CSS', async () => {
    const hostile = document.createElement('style');
    hostile.dataset.test = '';
    hostile.textContent =
      'html{font-size:10px}*{color:rgb(255,0,0)!important;font-size:30px!important;line-height:5!important;font-family:"Comic Sans MS"!important}button{background:hotpink!important}';
    document.head.append(hostile);
    const el = await mount('<rx-unsubscribe email="pat@example.com"></rx-unsubscribe>');
    const heading = q<HTMLElement>(el, 'h2');
    const paragraph = q<HTMLElement>(el, 'p');
    expect(getComputedStyle(paragraph).color).to.not.equal('rgb(255, 0, 0)');
    expect(getComputedStyle(paragraph).fontSize).to.equal('16px');
    expect(getComputedStyle(heading).fontSize).to.equal('20px');
    expect(getComputedStyle(paragraph).lineHeight).to.equal('24px');
    expect(getComputedStyle(buttonNamed(el, 'Unsubscribe')).backgroundColor).to.not.equal('rgb(255, 105, 180)');
  });

  it('takes the e-mail from the attribute and follows attribute changes', async () => {
    const el = await mount('<rx-unsubscribe email="pat@example.com"></rx-unsubscribe>');
    const input = q<HTMLInputElement>(el, 'input');
    expect(input.value).to.equal('pat@example.com');
    el.setAttribute('email', 'maria@example.com');
    await waitFor(() => input.value === 'maria@example.com', 2000, 'attribute update');
  });

  it('switches language when the locale attribute changes', async () => {
    const el = await mount('<rx-unsubscribe email="pat@example.com"></rx-unsubscribe>');
    el.setAttribute('locale', 'es');
    await waitFor(() => buttonNamed(el, 'Cancelar suscripción'), 2000, 'Spanish text');
    expect(q<HTMLElement>(el, '[part="root"]').getAttribute('lang')).to.equal('es');
  });

  it('unsubscribes with notificationPreference 0 and emits a composed event to the document', async () => {
    const el = await mount('<rx-unsubscribe email="pat@example.com"></rx-unsubscribe>');
    const events: CustomEvent[] = [];
    const listener = (e: Event) => events.push(e as CustomEvent);
    document.addEventListener('rx-email-unsubscribed', listener);
    buttonNamed(el, 'Unsubscribe').click();
    await waitFor(() => events.length === 1, 3000, 'rx-email-unsubscribed');
    document.removeEventListener('rx-email-unsubscribed', listener);
    expect(events[0]!.detail).to.deep.equal({ email: 'pat@example.com' });
    expect(events[0]!.composed).to.equal(true);
    expect(fetchStub.requests).to.have.length(1);
    expect(fetchStub.requests[0]!.method).to.equal('PUT');
    expect(fetchStub.requests[0]!.url).to.equal('/api/email-unsubscribe');
    expect(fetchStub.requests[0]!.body).to.deep.equal({ email: 'pat@example.com', notificationPreference: 0 });
    expect(fetchStub.requests[0]!.headers.authorization).to.equal(undefined);
    await waitFor(() => el.shadowRoot!.textContent?.includes('You have been unsubscribed'), 2000, 'success text');
  });

  it('treats 404 as success and resubscribes with notificationPreference 1', async () => {
    fetchStub.restore();
    fetchStub = stubFetch(() => ({ status: 404, body: { message: 'not found' } }));
    const el = await mount('<rx-unsubscribe email="new@example.com"></rx-unsubscribe>');
    buttonNamed(el, 'Resubscribe').click();
    await waitFor(() => el.shadowRoot!.textContent?.includes('You are subscribed again'), 3000, 'subscribed text');
    expect(fetchStub.requests[0]!.body).to.deep.equal({ email: 'new@example.com', notificationPreference: 1 });
  });

  it('shows timedOut on any other status and keeps what the patient typed', async () => {
    fetchStub.restore();
    fetchStub = stubFetch(() => ({ status: 500 }));
    const el = await mount('<rx-unsubscribe></rx-unsubscribe>');
    const input = q<HTMLInputElement>(el, 'input');
    typeInto(input, 'typed@example.com');
    buttonNamed(el, 'Unsubscribe').click();
    await waitFor(() => el.shadowRoot!.textContent?.includes('could not save your choice'), 3000, 'timedOut text');
    expect(input.value).to.equal('typed@example.com');
    const alert = q<HTMLElement>(el, '[role="alert"]');
    expect(alert.textContent).to.contain('could not save');
  });

  it('refuses an invalid e-mail with invalidEntry tied to the field, without calling the API', async () => {
    const el = await mount('<rx-unsubscribe></rx-unsubscribe>');
    const input = q<HTMLInputElement>(el, 'input');
    typeInto(input, 'not-an-email');
    buttonNamed(el, 'Unsubscribe').click();
    await waitFor(() => input.getAttribute('aria-invalid') === 'true', 2000, 'aria-invalid');
    const describedBy = input.getAttribute('aria-describedby')!.split(' ');
    const texts = describedBy.map((id) => el.shadowRoot!.getElementById(id)?.textContent ?? '');
    expect(texts.join(' ')).to.contain('Please enter a valid e-mail address.');
    expect(input.value).to.equal('not-an-email');
    expect(fetchStub.requests).to.have.length(0);
  });

  it('has no axe violations, before and after an answer', async () => {
    const el = await mount('<rx-unsubscribe email="pat@example.com"></rx-unsubscribe>');
    expect(await axeViolations(el)).to.deep.equal([]);
    buttonNamed(el, 'Unsubscribe').click();
    await waitFor(() => el.shadowRoot!.textContent?.includes('You have been unsubscribed'), 3000, 'success');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('can be removed and re-added 100 times without errors or leaked styles', async () => {
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.error ?? e.message);
    window.addEventListener('error', onError);
    const originalConsoleError = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const el = await mount('<rx-unsubscribe email="pat@example.com"></rx-unsubscribe>');
      const parent = el.parentElement!;
      for (let i = 0; i < 100; i++) {
        el.remove();
        await Promise.resolve();
        parent.append(el);
        await Promise.resolve();
      }
      await waitFor(() => el.shadowRoot?.querySelector('h2'), 3000, 'render after re-adding');
      expect(el.shadowRoot!.querySelectorAll('.rx-mount')).to.have.length(1);
      expect(el.shadowRoot!.adoptedStyleSheets).to.have.length(1);
    } finally {
      window.removeEventListener('error', onError);
      console.error = originalConsoleError;
    }
    expect(errors).to.deep.equal([]);
  });
});
