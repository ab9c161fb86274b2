import { expect } from '@open-wc/testing';
import '../../../src/elements/host/rx-outage-banner';
import '../../../src/elements/host/rx-config';
import { setLanguage } from '../../../src/core/i18n/i18n';
import { stubFetch } from '../support/fetch-stub';
import { waitFor } from '../support/wait';
import { axeViolations } from '../support/axe';

const notices = [
  { id: 1, message: 'Scheduled maintenance tonight from 11 PM to 1 AM.' },
  { id: 2, message: 'Phone lines are busy; messages are answered first.' },
];

function mount(html: string): HTMLElement {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = html;
  document.body.append(wrapper);
  return wrapper.querySelector('rx-outage-banner') as HTMLElement;
}

const items = (el: HTMLElement) => [...(el.shadowRoot?.querySelectorAll('li') ?? [])];

describe('<rx-outage-banner>', () => {
  let fetchStub: ReturnType<typeof stubFetch>;

  beforeEach(async () => {
    sessionStorage.clear();
    await setLanguage('en');
    fetchStub = stubFetch(() => ({ status: 200, body: { notices } }));
  });

  afterEach(() => {
    fetchStub.restore();
    document.body.querySelectorAll('div').forEach((d) => d.remove());
  });

  it('fetches /notice/list at start and shows each notice in yellow inside its shadow root', async () => {
    const el = mount('<rx-outage-banner></rx-outage-banner>');
    await waitFor(() => items(el).length === 2, 3000, 'two notices');
    expect(fetchStub.requests[0]!.url).to.equal('/api/notice/list?locale=en');
    expect(items(el)[0]!.textContent).to.contain('Scheduled maintenance');
    expect(getComputedStyle(items(el)[0]!).backgroundColor).to.equal('rgb(255, 244, 206)');
    expect(document.querySelector('li')).to.equal(null);
  });

  it('renders notice text as text, never as HTML', async () => {
    fetchStub.restore();
    fetchStub = stubFetch(() => ({ status: 200, body: { notices: [{ id: 9, message: '<img src=x onerror="window.__pwned=1">Down' }] } }));
    const el = mount('<rx-outage-banner></rx-outage-banner>');
    await waitFor(() => items(el).length === 1, 3000, 'notice');
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    expect(items(el)[0]!.textContent).to.contain('<img src=x');
  });

  it('dismisses one notice, emits a composed event and keeps it dismissed on the next refresh', async () => {
    const el = mount('<rx-outage-banner interval="60"></rx-outage-banner>');
    await waitFor(() => items(el).length === 2, 3000, 'two notices');
    const events: CustomEvent[] = [];
    document.addEventListener('rx-notice-dismissed', (e) => events.push(e as CustomEvent), { once: true });
    const dismiss = items(el)[0]!.querySelector('button')!;
    expect(dismiss.getAttribute('aria-label')).to.equal('Dismiss notice: Scheduled maintenance tonight from 11 PM to 1 AM.');
    dismiss.click();
    await waitFor(() => items(el).length === 1, 2000, 'one notice left');
    expect(events[0]!.detail).to.deep.equal({ id: 1 });
    const before = fetchStub.requests.length;
    await waitFor(() => fetchStub.requests.length >= before + 2, 3000, 'two more refreshes');
    expect(items(el)).to.have.length(1);
    expect(items(el)[0]!.textContent).to.contain('Phone lines');
  });

  it('refreshes on the configured interval and stops when removed', async () => {
    const el = mount('<rx-outage-banner interval="50"></rx-outage-banner>');
    await waitFor(() => fetchStub.requests.length >= 3, 3000, 'three fetches');
    el.remove();
    const count = fetchStub.requests.length;
    await new Promise((r) => setTimeout(r, 200));
    expect(fetchStub.requests.length).to.equal(count);
  });

  it('swallows fetch errors and shows nothing', async () => {
    fetchStub.restore();
    fetchStub = stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const errors: unknown[] = [];
    const onRejection = (e: PromiseRejectionEvent) => errors.push(e.reason);
    window.addEventListener('unhandledrejection', onRejection);
    const el = mount('<rx-outage-banner interval="50"></rx-outage-banner>');
    await waitFor(() => fetchStub.requests.length >= 2, 3000, 'two failing fetches');
    window.removeEventListener('unhandledrejection', onRejection);
    expect(items(el)).to.have.length(0);
    expect(errors).to.deep.equal([]);
  });

  it('takes api-base and interval from an enclosing <rx-config>', async () => {
    const el = mount('<rx-config api-base="/partner-api" notice-interval="40"><rx-outage-banner></rx-outage-banner></rx-config>');
    await waitFor(() => fetchStub.requests.length >= 3, 3000, 'refreshes on the rx-config interval');
    expect(fetchStub.requests.every((r) => r.url === '/partner-api/notice/list?locale=en')).to.equal(true);
    expect(el).to.exist;
  });

  it('asks for the notices in Spanish on a Spanish page and again when the language changes', async () => {
    fetchStub.restore();
    const spanish = [{ id: 1, message: 'Mantenimiento programado esta noche de 11 p. m. a 1 a. m.' }];
    fetchStub = stubFetch((request) => ({ status: 200, body: { notices: request.url.endsWith('locale=es') ? spanish : notices } }));
    await setLanguage('es');
    const el = mount('<rx-outage-banner></rx-outage-banner>');
    await waitFor(() => items(el).length === 1, 3000, 'the Spanish notice');
    expect(fetchStub.requests.map((r) => r.url)).to.deep.equal(['/api/notice/list?locale=es']);
    expect(items(el)[0]!.textContent).to.contain('Mantenimiento programado');
    expect(el.shadowRoot!.querySelector('section')!.getAttribute('lang')).to.equal('es');

    await setLanguage('en');
    await waitFor(() => items(el).length === 2, 3000, 'the English notices');
    expect(fetchStub.requests.at(-1)!.url).to.equal('/api/notice/list?locale=en');
    expect(items(el)[0]!.textContent).to.contain('Scheduled maintenance');
  });

  it('keeps a dismissed notice dismissed in the other language, and shows it again when its text changes', async () => {
    fetchStub.restore();
    let english = notices;
    const spanish = [{ id: 1, message: 'Mantenimiento programado esta noche de 11 p. m. a 1 a. m.' }, notices[1]!];
    fetchStub = stubFetch((request) => ({ status: 200, body: { notices: request.url.endsWith('locale=es') ? spanish : english } }));
    const el = mount('<rx-outage-banner interval="100"></rx-outage-banner>');
    await waitFor(() => items(el).length === 2, 3000, 'two notices');
    items(el)[0]!.querySelector('button')!.click();
    await waitFor(() => items(el).length === 1, 3000, 'one notice left');

    await setLanguage('es');
    await waitFor(() => fetchStub.requests.some((r) => r.url.endsWith('locale=es')), 3000, 'the Spanish notices');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(items(el).map((li) => li.textContent)).to.have.length(1);
    expect(items(el)[0]!.textContent).not.to.contain('Mantenimiento');

    await setLanguage('en');
    english = [{ id: 1, message: 'Maintenance moved to Friday night.' }, notices[1]!];
    await waitFor(() => items(el).length === 2, 3000, 'the changed notice shows again');
    expect(items(el)[0]!.textContent).to.contain('moved to Friday');
  });

  it('names each dismiss button by its own notice', async () => {
    const el = mount('<rx-outage-banner></rx-outage-banner>');
    await waitFor(() => items(el).length === 2, 3000, 'two notices');
    expect(items(el).map((li) => li.querySelector('button')!.getAttribute('aria-label'))).to.deep.equal([
      'Dismiss notice: Scheduled maintenance tonight from 11 PM to 1 AM.',
      'Dismiss notice: Phone lines are busy; messages are answered first.',
    ]);
  });

  it('asks once, in Spanish, on a page whose <rx-config> is Spanish', async () => {
    const el = mount('<rx-config locale="es"><rx-outage-banner></rx-outage-banner></rx-config>');
    await waitFor(() => items(el).length === 2, 3000, 'notices');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fetchStub.requests.map((r) => r.url)).to.deep.equal(['/api/notice/list?locale=es']);
  });

  it('asks for the language of its locale attribute', async () => {
    const el = mount('<rx-outage-banner locale="es"></rx-outage-banner>');
    await waitFor(() => items(el).length === 2, 3000, 'notices');
    expect(fetchStub.requests.map((r) => r.url)).to.deep.equal(['/api/notice/list?locale=es']);
  });

  it('translates its labels and has no axe violations', async () => {
    const el = mount('<rx-outage-banner></rx-outage-banner>');
    await waitFor(() => items(el).length === 2, 3000, 'notices');
    expect(await axeViolations(el)).to.deep.equal([]);
    setLanguage('es');
    await waitFor(() => items(el)[0]!.querySelector('button')!.getAttribute('aria-label')?.startsWith('Descartar aviso: ') === true, 2000, 'Spanish label');
    setLanguage('en');
  });
});
