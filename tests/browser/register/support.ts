import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { RsaOaepPublicJwk } from '../../../src/domain/account/registration.schema';
import { waitFor } from '../support/wait';

export async function mount<T extends HTMLElement = HTMLElement>(html: string, tag: string): Promise<T> {
  const wrapper = document.createElement('div');
  wrapper.className = 'access-test';
  wrapper.innerHTML = html;
  document.body.append(wrapper);
  const el = wrapper.querySelector(tag) as T;
  await waitFor(() => el.shadowRoot?.querySelector('h2'), 3000, 'first render');
  return el;
}

export function unmountAll(): void {
  document.querySelectorAll('.access-test').forEach((node) => node.remove());
}

export const shadow = (el: HTMLElement) => el.shadowRoot!;
export const textOf = (el: HTMLElement) => shadow(el).textContent ?? '';
export const waitForText = (el: HTMLElement, text: string, timeout = 4000) => waitFor(() => textOf(el).includes(text), timeout, `text "${text}"`);

export function buttonNamed(el: HTMLElement, name: string): HTMLButtonElement {
  const button = [...shadow(el).querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent)?.trim() === name);
  if (!button) throw new Error(`no button "${name}"`);
  return button;
}

/** The control labelled by the visible label `text` (a trailing required asterisk is ignored). */
export function field<T extends HTMLElement = HTMLInputElement>(el: HTMLElement, text: string): T {
  const label = [...shadow(el).querySelectorAll('label')].find((l) => l.textContent?.replace('*', '').trim() === text);
  if (!label?.control) throw new Error(`no field labelled "${text}"`);
  return label.control as unknown as T;
}

export const hasField = (el: HTMLElement, text: string) =>
  [...shadow(el).querySelectorAll('label')].some((l) => l.textContent?.replace('*', '').trim() === text);

export function describedText(el: HTMLElement, control: Element): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => shadow(el).getElementById(id)?.textContent ?? '')
    .join(' | ');
}

/** Sets a field's value the way typing does, so React's onChange fires. */
export function type(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

export function choose(select: HTMLSelectElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

/** A tabbable-order Tab press on the focused element inside `root` (the dialog's trap listens to keydown). */
export function pressKey(target: Element, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

/** Records `rx-*` events reaching the document. */
export function recordEvents(...names: string[]) {
  const events: Array<{ name: string; detail: unknown }> = [];
  const listener = (event: Event) => events.push({ name: event.type, detail: (event as CustomEvent).detail });
  names.forEach((name) => document.addEventListener(name, listener));
  return {
    events,
    of: (name: string) => events.filter((e) => e.name === name),
    stop: () => names.forEach((name) => document.removeEventListener(name, listener)),
  };
}

/** A two-page terms PDF, base64, made with pdf-lib. */
export async function termsPdfBase64(): Promise<string> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of ['Terms of service page one', 'Privacy and consent page two']) {
    const page = pdf.addPage([300, 400]);
    page.drawText(text, { x: 20, y: 360, size: 12, font });
  }
  const bytes = await pdf.save();
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary);
}

/** An RSA-OAEP key pair: the public JWK the stub server hands out, and a way to read ciphertexts. */
export async function registrationKeys() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const exported = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const jwk: RsaOaepPublicJwk = { kty: 'RSA', n: exported.n!, e: exported.e!, alg: 'RSA-OAEP-256', use: 'enc', kid: 'test' };
  const decrypt = async (base64: string) =>
    new TextDecoder().decode(
      await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))),
    );
  return { jwk, decrypt };
}

/** An unsigned JWT that expires in an hour: enough for the fetch helper's expiry check. */
export function testToken(): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'none' })}.${encode({ sub: 'test', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
}
