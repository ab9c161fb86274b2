import { expect } from '@open-wc/testing';
import '../../../src/elements/rx-unsubscribe';
import { setLanguage } from '../../../src/core/i18n/i18n';
import { stubFetch } from '../support/fetch-stub';
import { waitFor } from '../support/wait';
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
  });

  it('opened without a link token shows no preference, no buttons and asks for the link of an e-mail, calling nothing', async () => {
    const el = await mount('<rx-unsubscribe email="nolink@example.com"></rx-unsubscribe>');
    expect(el.shadowRoot!.textContent).to.contain('open the link at the end of one of our e-mails');
    expect(el.shadowRoot!.querySelectorAll('button')).to.have.length(0);
    expect(el.shadowRoot!.querySelector('input')).to.equal(null);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fetchStub.requests).to.have.length(0);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('switches language when the locale attribute changes', async () => {
    const el = await mount('<rx-unsubscribe email="nolink@example.com"></rx-unsubscribe>');
    el.setAttribute('locale', 'es');
    await waitFor(() => el.shadowRoot!.textContent?.includes('abra el enlace'), 2000, 'Spanish text');
    expect(q<HTMLElement>(el, '[part="root"]').getAttribute('lang')).to.equal('es');
  });

  describe("with the e-mail's link", () => {
    const original = location.href;
    const openLink = (email: string, token: string) =>
      history.replaceState(null, '', `${location.pathname}?keep=1&${new URLSearchParams({ email, token }).toString()}#top`);
    afterEach(() => history.replaceState(null, '', original));

    it('reads the token once and removes it from the address bar, keeping the rest', async () => {
      openLink('pat@example.com', 'tok-1');
      await mount('<rx-unsubscribe></rx-unsubscribe>');
      expect(location.search).to.equal('?keep=1&email=pat%40example.com');
      expect(location.hash).to.equal('#top');
    });

    it('shows the stored preference of the address, then unsubscribes with the token and emits a composed event', async () => {
      fetchStub.restore();
      fetchStub = stubFetch((request) =>
        request.method === 'POST' ? { status: 200, body: { email: 'pat@example.com', notificationPreference: 1 } } : { status: 200, body: request.body });
      openLink('pat@example.com', 'tok-2');
      const el = await mount('<rx-unsubscribe></rx-unsubscribe>');
      await waitFor(() => el.shadowRoot!.textContent?.includes('We send e-mail to pat@example.com.'), 3000, 'current preference');
      // The token and address travel in the lookup's body, never in its URL.
      expect(fetchStub.requests[0]!.url).to.equal('/api/email-unsubscribe/lookup');
      expect(fetchStub.requests[0]!.method).to.equal('POST');
      expect(fetchStub.requests[0]!.body).to.deep.equal({ email: 'pat@example.com', token: 'tok-2' });
      expect(fetchStub.requests[0]!.headers.authorization).to.equal(undefined);
      const events: CustomEvent[] = [];
      const listener = (e: Event) => events.push(e as CustomEvent);
      document.addEventListener('rx-email-unsubscribed', listener);
      buttonNamed(el, 'Unsubscribe').click();
      await waitFor(() => events.length === 1, 3000, 'rx-email-unsubscribed');
      document.removeEventListener('rx-email-unsubscribed', listener);
      expect(events[0]!.detail).to.deep.equal({ email: 'pat@example.com' });
      expect(events[0]!.composed).to.equal(true);
      const put = fetchStub.requests.find((request) => request.method === 'PUT')!;
      expect(put.url).to.equal('/api/email-unsubscribe');
      expect(put.body).to.deep.equal({ email: 'pat@example.com', notificationPreference: 0, token: 'tok-2' });
      expect(put.headers.authorization).to.equal(undefined);
      await waitFor(() => el.shadowRoot!.textContent?.includes('You have been unsubscribed'), 2000, 'success text');
      await waitFor(() => el.shadowRoot!.textContent?.includes('We do not send e-mail to pat@example.com.'), 2000, 'new preference');
      expect(await axeViolations(el)).to.deep.equal([]);
    });

    it('resubscribes with notificationPreference 1', async () => {
      fetchStub.restore();
      fetchStub = stubFetch((request) =>
        request.method === 'POST' ? { status: 200, body: { email: 'new@example.com', notificationPreference: 0 } } : { status: 200, body: request.body });
      openLink('new@example.com', 'tok-3');
      const el = await mount('<rx-unsubscribe></rx-unsubscribe>');
      await waitFor(() => buttonNamed(el, 'Resubscribe'), 3000, 'buttons');
      buttonNamed(el, 'Resubscribe').click();
      await waitFor(() => el.shadowRoot!.textContent?.includes('You are subscribed again'), 3000, 'subscribed text');
      expect(fetchStub.requests.find((request) => request.method === 'PUT')!.body).to.deep.equal({ email: 'new@example.com', notificationPreference: 1, token: 'tok-3' });
    });

    it('says the link is not valid or has expired when the server refuses the token, with no buttons', async () => {
      fetchStub.restore();
      fetchStub = stubFetch(() => ({ status: 403, body: { error: 'Forbidden', message: 'no' } }));
      openLink('old@example.com', 'tok-4');
      const el = await mount('<rx-unsubscribe></rx-unsubscribe>');
      const alert = await waitFor(() => el.shadowRoot!.querySelector('[role="alert"][data-tone="error"]'), 3000, 'alert');
      expect(alert.textContent).to.contain('This link is not valid or has expired');
      expect(el.shadowRoot!.querySelectorAll('button')).to.have.length(0);
      expect(await axeViolations(el)).to.deep.equal([]);
    });

    it('shows timedOut when a change gets any other status, and keeps the buttons', async () => {
      fetchStub.restore();
      fetchStub = stubFetch((request) =>
        request.method === 'POST' ? { status: 200, body: { email: 'slow@example.com', notificationPreference: 1 } } : { status: 500 });
      openLink('slow@example.com', 'tok-5');
      const el = await mount('<rx-unsubscribe></rx-unsubscribe>');
      await waitFor(() => buttonNamed(el, 'Unsubscribe'), 3000, 'buttons');
      buttonNamed(el, 'Unsubscribe').click();
      await waitFor(() => el.shadowRoot!.textContent?.includes('could not save your choice'), 3000, 'timedOut text');
      expect(q<HTMLElement>(el, '[role="alert"][data-tone="error"]').textContent).to.contain('could not save');
      expect(buttonNamed(el, 'Unsubscribe')).to.exist;
    });

    it('does not use the link for another address given by the attribute', async () => {
      openLink('pat@example.com', 'tok-6');
      const el = await mount('<rx-unsubscribe email="someone@example.com"></rx-unsubscribe>');
      expect(el.shadowRoot!.textContent).to.contain('open the link at the end of one of our e-mails');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(fetchStub.requests).to.have.length(0);
    });
  });

  it('can be removed and re-added 100 times without errors or leaked styles', async () => {
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.error ?? e.message);
    window.addEventListener('error', onError);
    const originalConsoleError = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const el = await mount('<rx-unsubscribe email="nolink@example.com"></rx-unsubscribe>');
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
