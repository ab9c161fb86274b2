import { sessionStore } from '../../../src/core/session/session-store';
import type { SessionIdentity } from '../../../src/domain/account/session-identity.schema';
import type { CompanyModule } from '../../../src/core/brand/modules';
import { waitFor } from '../support/wait';

export const identity: SessionIdentity = {
  u_ID: 41,
  username: 'pat@example.com',
  token: 'test.token.sig',
  companyId: 3,
  brandId: 1,
  fName: 'Pat',
  lName: 'Doe',
  usernameType: 'email',
  mfaStatus: 'NOMFA',
  pool: 'standard',
};

export const moduleList = (...names: string[]): CompanyModule[] => names.map((name, modId) => ({ modId, name }));

export function signInForTest(modules: CompanyModule[] | null, patch: Partial<SessionIdentity> = {}) {
  const store = sessionStore().getState();
  store.signIn({ ...identity, ...patch });
  if (modules) store.setCompany(modules, 'standard');
}

const mounted: HTMLElement[] = [];

/** Mounts `html` (which holds one `tag`) inside an <rx-config>. */
export async function mountWithConfig<T extends HTMLElement>(html: string, tag: string, config = 'analytics="false"'): Promise<T> {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = `<rx-config ${config}>${html}</rx-config>`;
  document.body.append(wrapper);
  mounted.push(wrapper);
  const el = wrapper.querySelector(tag) as T;
  await waitFor(() => el.shadowRoot?.querySelector('.rx-root'), 3000, `${tag} first render`);
  return el;
}

export function unmountAll() {
  mounted.splice(0).forEach((wrapper) => wrapper.remove());
}

export function resetSession() {
  sessionStore().getState().signOut('user');
  sessionStore().setState({ lastSignOut: null });
  localStorage.removeItem('rx-last-activity');
  sessionStorage.removeItem('rx-analytics-session');
}

export const shadow = (el: Element) => el.shadowRoot!;
export const routeOf = (portal: HTMLElement) => shadow(portal).querySelector('[part="portal"]')?.getAttribute('data-route') ?? null;
export const waitForRoute = (portal: HTMLElement, path: string, timeoutMs = 3000) =>
  waitFor(() => routeOf(portal) === path, timeoutMs, `route ${path} (now ${routeOf(portal)})`);
export const screenOf = (portal: HTMLElement) => shadow(portal).querySelector<HTMLElement>('[part="main"] [part="screen"]');

export function buttonNamed(root: ParentNode, name: string): HTMLButtonElement | undefined {
  return [...root.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name);
}

/** Dispatches rx-navigate the way a widget does: from an element inside the portal. */
export function navigateFrom(source: Element, path: string, extra: { replace?: boolean; state?: Record<string, unknown> } = {}) {
  const event = new CustomEvent('rx-navigate', { bubbles: true, composed: true, cancelable: true, detail: { path, ...extra } });
  source.dispatchEvent(event);
  return event;
}
