import { waitFor } from '../support/wait';

/** The identity settings the element gets: the Cognito-compatible endpoint is stubbed at fetch. */
export const IDENTITY_ENDPOINT = `${location.origin}/identity-stub`;
export const STANDARD_CLIENT = 'rxstandardclient0000000000';
export const BASIC_CLIENT = 'rxbasicclient000000000000';

export function configureTestIdentity(): void {
  window.rxConfig = {
    identity: {
      standard: { userPoolId: 'us-east-1_RxStandard', userPoolClientId: STANDARD_CLIENT, endpoint: IDENTITY_ENDPOINT },
      basic: { userPoolId: 'us-east-1_RxBasicLink', userPoolClientId: BASIC_CLIENT, endpoint: IDENTITY_ENDPOINT },
    },
  };
}

/** A Cognito error the way the service answers it: status 400 and `__type`. */
export const cognitoError = (type: string, message = type) => ({ status: 400, body: { __type: type, message } });

/** The Cognito operation of a stubbed request (`X-Amz-Target: AWSCognitoIdentityProviderService.<Operation>`). */
export const operationOf = (request: { url: string; headers: Record<string, string> }) =>
  request.url.startsWith(IDENTITY_ENDPOINT) ? (request.headers['x-amz-target'] ?? '').split('.').pop() ?? '' : null;

export async function mountIn<T extends HTMLElement>(html: string, tag: string): Promise<T> {
  const wrapper = document.createElement('div');
  wrapper.className = 'login-test';
  wrapper.innerHTML = html;
  document.body.append(wrapper);
  const el = wrapper.querySelector(tag) as T;
  await waitFor(() => el.shadowRoot?.querySelector('h2'), 3000, 'first render');
  return el;
}

export function unmountAll(): void {
  document.querySelectorAll('.login-test').forEach((node) => node.remove());
}

export const shadow = (el: HTMLElement) => el.shadowRoot!;
export const screenOf = (el: HTMLElement) => shadow(el).querySelector('[data-screen]')?.getAttribute('data-screen');
export const waitForScreen = (el: HTMLElement, name: string, timeout = 4000) => waitFor(() => screenOf(el) === name, timeout, `screen ${name}`);
export const heading = (el: HTMLElement) => shadow(el).querySelector('h2')?.textContent?.trim();
export const textOf = (el: HTMLElement) => shadow(el).textContent ?? '';
export const waitForText = (el: HTMLElement, text: string, timeout = 4000) => waitFor(() => textOf(el).includes(text), timeout, `text "${text}"`);

export function buttonNamed(el: HTMLElement, name: string): HTMLButtonElement {
  const button = [...shadow(el).querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent)?.trim() === name,
  );
  if (!button) throw new Error(`no button "${name}"`);
  return button;
}

export function linkNamed(el: HTMLElement, name: string): HTMLAnchorElement {
  const link = [...shadow(el).querySelectorAll('a')].find((a) => a.textContent?.trim() === name);
  if (!link) throw new Error(`no link "${name}"`);
  return link;
}

/** The control labelled by the visible label `text` (a trailing required asterisk is ignored). */
export function field<T extends HTMLElement = HTMLInputElement>(el: HTMLElement, text: string): T {
  const label = [...shadow(el).querySelectorAll('label')].find((l) => l.textContent?.replace('*', '').trim() === text);
  if (!label?.control) throw new Error(`no field labelled "${text}"`);
  return label.control as unknown as T;
}

export function describedText(el: HTMLElement, control: Element): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => shadow(el).getElementById(id)?.textContent ?? '')
    .join(' | ');
}

/** Sets a field's value the way typing does, so React's onChange fires. */
export function type(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

export function selectValue(select: HTMLSelectElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
  setter?.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

export function collect<T>(name: string): { events: CustomEvent<T>[]; stop: () => void } {
  const events: CustomEvent<T>[] = [];
  const listener = (event: Event) => events.push(event as CustomEvent<T>);
  document.addEventListener(name, listener);
  return { events, stop: () => document.removeEventListener(name, listener) };
}

const b64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** An unsigned JWT shaped like a Cognito ID token, valid for an hour. */
export const fakeIdToken = (claims: object = {}) =>
  `${b64url({ alg: 'RS256', kid: 'test' })}.${b64url({ sub: 'sub-1', jti: 'jti-1', token_use: 'id', exp: Math.floor(Date.now() / 1000) + 3600, ...claims })}.c2ln`;
