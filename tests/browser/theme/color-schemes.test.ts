import { expect } from '@open-wc/testing';
import { emulateMedia, executeServerCommand } from '@web/test-runner-commands';
import '../../../src/elements/rx-unsubscribe';
import '../../../src/elements/host/rx-config';
import { setLanguage } from '../../../src/core/i18n/i18n';
import { defaultDarkPalette, defaultPalette } from '../../../src/core/theme/tokens';
import { brands } from '../../../src/core/brand/brands';
import { stubFetch } from '../support/fetch-stub';
import { waitFor } from '../support/wait';
import { axeViolations } from '../support/axe';

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/**
 * The page is opened from an e-mail's preferences link for pat@example.com (the widget shows its
 * buttons only then), and the stubbed API answers that address's preference.
 */
const PREFERENCE_LINK = '?email=pat%40example.com&token=scheme-test';
const answerPreference = () =>
  stubFetch((request) => (request.method === 'GET' ? { status: 200, body: { email: 'pat@example.com', notificationPreference: 1 } } : { status: 200, body: request.body }));

async function mount(html: string): Promise<HTMLElement> {
  history.replaceState(null, '', `${location.pathname}${PREFERENCE_LINK}`);
  const wrapper = document.createElement('div');
  wrapper.className = 'scheme-test';
  wrapper.innerHTML = html;
  document.body.append(wrapper);
  const el = wrapper.querySelector('rx-unsubscribe') as HTMLElement;
  await waitFor(() => el.shadowRoot?.querySelector('button'), 3000, 'first render with the buttons');
  return el;
}

const card = (el: HTMLElement) => getComputedStyle(el.shadowRoot!.querySelector<HTMLElement>('[part="card"]')!);
const primaryButton = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLButtonElement>('button')!;
/** Style changes land after React's commit; wait for the surface colour to settle. */
const waitForSurface = (el: HTMLElement, hex: string) => waitFor(() => card(el).backgroundColor === rgb(hex), 2000, `surface ${hex}`);

describe('colour schemes: theme attribute, <rx-config>, window.rxConfig and prefers-color-scheme', () => {
  let fetchStub: ReturnType<typeof stubFetch>;

  beforeEach(() => {
    setLanguage('en');
    fetchStub = answerPreference();
  });

  afterEach(async () => {
    fetchStub.restore();
    delete window.rxConfig;
    document.querySelectorAll('.scheme-test').forEach((node) => node.remove());
    await emulateMedia({ colorScheme: 'light' });
  });

  it('theme="dark" draws the dark palette (surface, text, primary) and stays axe clean, colour contrast included', async () => {
    const el = await mount('<rx-unsubscribe theme="dark" email="pat@example.com"></rx-unsubscribe>');
    await waitForSurface(el, defaultDarkPalette.surface);
    expect(card(el).color).to.equal(rgb(defaultDarkPalette.text));
    expect(getComputedStyle(primaryButton(el)).backgroundColor).to.equal(rgb(defaultDarkPalette.primary));
    expect(getComputedStyle(el).colorScheme).to.equal('dark');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('without a theme follows prefers-color-scheme; theme="light" keeps the light palette on a dark system', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const auto = await mount('<rx-unsubscribe email="pat@example.com"></rx-unsubscribe>');
    await waitForSurface(auto, defaultDarkPalette.surface);
    expect(await axeViolations(auto)).to.deep.equal([]);
    const light = await mount('<rx-unsubscribe theme="light" email="pat@example.com"></rx-unsubscribe>');
    await waitForSurface(light, defaultPalette.surface);
    await emulateMedia({ colorScheme: 'light' });
    await waitForSurface(auto, defaultPalette.surface);
  });

  it('resolves theme as attribute > <rx-config> > window.rxConfig, and a brand brings its own dark colours', async () => {
    window.rxConfig = { theme: 'dark' };
    const fromGlobal = await mount('<rx-unsubscribe email="pat@example.com"></rx-unsubscribe>');
    await waitForSurface(fromGlobal, defaultDarkPalette.surface);
    const fromConfig = await mount('<rx-config theme="light"><rx-unsubscribe email="pat@example.com"></rx-unsubscribe></rx-config>');
    await waitForSurface(fromConfig, defaultPalette.surface);
    const fromAttribute = await mount(
      '<rx-config theme="light"><rx-unsubscribe theme="dark" brand="specialty" email="pat@example.com"></rx-unsubscribe></rx-config>',
    );
    await waitForSurface(fromAttribute, defaultDarkPalette.surface);
    expect(getComputedStyle(primaryButton(fromAttribute)).backgroundColor).to.equal(rgb(brands.specialty!.darkPalette.primary));
    fromAttribute.setAttribute('theme', 'light');
    await waitForSurface(fromAttribute, defaultPalette.surface);
    expect(getComputedStyle(primaryButton(fromAttribute)).backgroundColor).to.equal(rgb(brands.specialty!.palette.primary));
  });
});

describe('forced-colors mode (Windows high contrast)', () => {
  let fetchStub: ReturnType<typeof stubFetch>;

  beforeEach(() => {
    setLanguage('en');
    fetchStub = answerPreference();
  });

  afterEach(async () => {
    fetchStub.restore();
    document.querySelectorAll('.scheme-test').forEach((node) => node.remove());
    await executeServerCommand('emulate-forced-colors', { value: 'none' });
  });

  it('maps the tokens to system colours, gives every button a visible border and keeps a 3px focus ring', async () => {
    const el = await mount('<rx-unsubscribe theme="dark" email="pat@example.com"></rx-unsubscribe>');
    await executeServerCommand('emulate-forced-colors', { value: 'active' });
    await waitFor(() => matchMedia('(forced-colors: active)').matches, 2000, 'forced colors');
    const host = getComputedStyle(el);
    expect(host.getPropertyValue('--rx-color-surface').trim()).to.equal('Canvas');
    expect(host.getPropertyValue('--rx-color-focus').trim()).to.equal('Highlight');
    const button = primaryButton(el);
    const style = getComputedStyle(button);
    expect(style.borderTopStyle).to.equal('solid');
    expect(style.borderTopWidth).to.equal('2px');
    button.focus({ focusVisible: true } as FocusOptions);
    await waitFor(() => button.matches(':focus-visible'), 2000, 'focus-visible');
    expect(getComputedStyle(button).outlineStyle).to.equal('solid');
    expect(getComputedStyle(button).outlineWidth).to.equal('3px');
  });
});
