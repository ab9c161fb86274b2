import { expect } from '@open-wc/testing';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../../src/core/i18n/i18n';
import { defineRxElement } from '../../../src/core/element/define-rx-element';
import { useRxConfig, useEmit } from '../../../src/core/context/element-context';
import { useSession } from '../../../src/core/session/use-session';
import { sessionStore } from '../../../src/core/session/session-store';
import '../../../src/elements/host/rx-config';
import { waitFor } from '../support/wait';

const seenClients = new Set<unknown>();

function Probe({ label }: { label?: string }) {
  const client = useQueryClient();
  seenClients.add(client);
  const config = useRxConfig();
  const username = useSession((s) => s.identity?.username ?? 'signed out');
  const emit = useEmit();
  const { t } = useTranslation('common');
  return (
    <div>
      <p data-probe="word">{t('actions.close')}</p>
      <p data-probe="label">{label}</p>
      <p data-probe="user">{username}</p>
      <p data-probe="api">{config.apiBase}</p>
      <p data-probe="company">{String(config.companyId ?? '')}</p>
      <button type="button" onClick={() => emit('rx-navigate', { path: '/home' })}>
        go
      </button>
    </div>
  );
}

const first = defineRxElement({ tag: 'rx-test-probe', widget: Probe, attributes: { label: 'string' } });

const text = (el: Element, probe: string) => el.shadowRoot?.querySelector(`[data-probe="${probe}"]`)?.textContent;

function mount(html: string) {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = html;
  document.body.append(wrapper);
  return [...wrapper.querySelectorAll('rx-test-probe')];
}

describe('defineRxElement', () => {
  afterEach(() => {
    document.body.querySelectorAll('div').forEach((d) => d.remove());
    sessionStore().getState().signOut();
    delete window.rxConfig;
  });

  it('defines a tag once: a second definition returns the first class', () => {
    const again = defineRxElement({ tag: 'rx-test-probe', widget: () => null });
    expect(again).to.equal(first);
  });

  it('gives two elements on one page one QueryClient and one session store', async () => {
    const [a, b] = mount('<rx-test-probe label="a"></rx-test-probe><rx-test-probe label="b"></rx-test-probe>');
    await waitFor(() => text(a!, 'user') && text(b!, 'user'), 3000, 'both rendered');
    expect(seenClients.size).to.equal(1);
    sessionStore().getState().signIn({
      u_ID: 7,
      username: 'pat@example.com',
      token: 'x.y.z',
      companyId: 1,
      brandId: 1,
      usernameType: 'email',
      mfaStatus: 'NOMFA',
    });
    await waitFor(() => text(a!, 'user') === 'pat@example.com' && text(b!, 'user') === 'pat@example.com', 2000, 'both see sign-in');
    sessionStore().getState().signOut();
    await waitFor(() => text(a!, 'user') === 'signed out' && text(b!, 'user') === 'signed out', 2000, 'both see sign-out');
  });

  it('re-renders every element on the page in the new language', async () => {
    setLanguage('en');
    const [a, b] = mount('<rx-test-probe></rx-test-probe><rx-test-probe></rx-test-probe>');
    await waitFor(() => text(a!, 'word') === 'Close' && text(b!, 'word') === 'Close', 2000, 'English');
    setLanguage('es');
    await waitFor(() => text(a!, 'word') === 'Cerrar' && text(b!, 'word') === 'Cerrar', 2000, 'Spanish in both');
    expect(localStorage.getItem('rx-language')).to.equal('es');
    setLanguage('en');
  });

  it('resolves config: attribute > <rx-config> > window.rxConfig > defaults', async () => {
    window.rxConfig = { apiBase: '/global-api', companyId: 3 };
    const [plain] = mount('<rx-test-probe></rx-test-probe>');
    await waitFor(() => text(plain!, 'api') === '/global-api', 2000, 'window.rxConfig applied');
    expect(text(plain!, 'company')).to.equal('3');

    const [inConfig] = mount('<rx-config api-base="/context-api"><rx-test-probe></rx-test-probe></rx-config>');
    await waitFor(() => text(inConfig!, 'api') === '/context-api', 2000, 'rx-config applied');
    expect(text(inConfig!, 'company')).to.equal('3');

    const [withAttr] = mount('<rx-config api-base="/context-api"><rx-test-probe api-base="/own-api"></rx-test-probe></rx-config>');
    await waitFor(() => text(withAttr!, 'api') === '/own-api', 2000, 'attribute wins');

    withAttr!.removeAttribute('api-base');
    await waitFor(() => text(withAttr!, 'api') === '/context-api', 2000, 'removing the attribute falls back to rx-config');

    const config = withAttr!.parentElement as HTMLElement;
    config.setAttribute('api-base', '/changed-api');
    await waitFor(() => text(withAttr!, 'api') === '/changed-api', 2000, 'rx-config change followed');
  });

  it('a value set before the element is in the document waits for the connection, and <rx-config> still answers', async () => {
    const config = document.createElement('rx-config');
    config.setAttribute('api-base', '/routed-api');
    document.body.append(config);
    const probe = document.createElement('rx-test-probe') as HTMLElement & { label?: string };
    probe.label = 'set before connect';
    expect(probe.shadowRoot!.childElementCount, 'nothing mounted while detached').to.equal(0);
    config.append(probe);
    await waitFor(() => text(probe, 'api') === '/routed-api', 2000, 'rx-config applied');
    expect(text(probe, 'label')).to.equal('set before connect');
    config.remove();
  });

  it('finds an <rx-config> that is upgraded after the widget', async () => {
    const wrapper = document.createElement('div');
    wrapper.innerHTML = '<rx-late-config api-base="/late-api"><rx-test-probe></rx-test-probe></rx-late-config>';
    document.body.append(wrapper);
    const probe = wrapper.querySelector('rx-test-probe')!;
    await waitFor(() => text(probe, 'api') === '/api', 2000, 'defaults first');
    const { RxConfigElement } = await import('../../../src/elements/host/rx-config');
    customElements.define('rx-late-config', class extends RxConfigElement {});
    await waitFor(() => text(probe, 'api') === '/late-api', 2000, 'late provider applied');
  });

  it('dispatches rx-* events from the host, bubbling and composed', async () => {
    const [probe] = mount('<rx-test-probe></rx-test-probe>');
    await waitFor(() => probe!.shadowRoot?.querySelector('button'), 2000, 'render');
    const received: CustomEvent[] = [];
    document.addEventListener('rx-navigate', (e) => received.push(e as CustomEvent), { once: true });
    probe!.shadowRoot!.querySelector('button')!.click();
    expect(received).to.have.length(1);
    expect(received[0]!.target).to.equal(probe);
    expect(received[0]!.detail).to.deep.equal({ path: '/home' });
  });

  it('writes styles with a nonce when one is configured', async () => {
    window.rxConfig = { nonce: 'abc123' };
    const [probe] = mount('<rx-test-probe></rx-test-probe>');
    await waitFor(() => probe!.shadowRoot?.querySelector('button'), 2000, 'render');
    const style = probe!.shadowRoot!.querySelector('style[data-rx-styles]') as HTMLStyleElement;
    expect(style).to.exist;
    expect(style.nonce).to.equal('abc123');
    expect(probe!.shadowRoot!.adoptedStyleSheets).to.have.length(0);
    expect(style.textContent).to.contain('--rx-color-primary');
  });
});

describe('styles under a late nonce', () => {
  afterEach(() => document.body.querySelectorAll('div').forEach((d) => d.remove()));

  it('moves the rules into a <style nonce> when an <rx-config nonce> is upgraded after the widget', async () => {
    const wrapper = document.createElement('div');
    wrapper.innerHTML = '<rx-late-nonce-config nonce="late123"><rx-test-probe></rx-test-probe></rx-late-nonce-config>';
    document.body.append(wrapper);
    const probe = wrapper.querySelector('rx-test-probe')!;
    await waitFor(() => probe.shadowRoot?.querySelector('button'), 2000, 'render');
    expect(probe.shadowRoot!.adoptedStyleSheets).to.have.length(1);
    const { RxConfigElement } = await import('../../../src/elements/host/rx-config');
    customElements.define('rx-late-nonce-config', class extends RxConfigElement {});
    await waitFor(() => probe.shadowRoot!.querySelector('style[data-rx-styles]'), 2000, 'nonce style');
    const style = probe.shadowRoot!.querySelector('style[data-rx-styles]') as HTMLStyleElement;
    expect(style.nonce).to.equal('late123');
    expect(probe.shadowRoot!.adoptedStyleSheets).to.have.length(0);
    expect(getComputedStyle(probe.shadowRoot!.querySelector('.rx-root')!).fontSize).to.equal('16px');
  });
});
