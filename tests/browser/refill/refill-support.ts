import '../../../src/elements/host/rx-config';
import '../../../src/elements/rx-refill';
import type { Address } from '../../../src/domain/patient/address.schema';
import type { BrandInfo } from '../../../src/domain/company/brand-info.schema';
import type { Prescription } from '../../../src/domain/medication/prescription.schema';
import type { RefillRequestRecord } from '../../../src/domain/refill/refill.schema';
import { PrescriptionStatus } from '../../../src/domain/medication/statuses';
import { sharedQueryClient } from '../../../src/core/api/query-client';
import { setLanguage } from '../../../src/core/i18n/i18n';
import { refillDraftStore } from '../../../src/features/refill/state/draft-store';
import { stubFetch, type RecordedRequest } from '../support/fetch-stub';
import { waitFor } from '../support/wait';
import { resetSession, shadow, signInForTest } from '../portal/portal-support';

export { shadow, signInForTest };

export type Answer = { status: number; body?: unknown };
export type Handler = Answer | ((request: RecordedRequest) => Answer | Promise<Answer>);
export const ok = (body: unknown): Answer => ({ status: 200, body });

export function prescription(overrides: Partial<Prescription>): Prescription {
  return {
    displayName: 'Medication',
    instructions: 'Take one tablet daily',
    rxNumber: 'RX000',
    gId: 1,
    mId: 1,
    provider: 'Dr. Lee',
    numDoses: 30,
    daysOfSupply: 30,
    refillsLeft: 5,
    expirationDate: null,
    ndc11Digit: null,
    cancelReason: null,
    refills: [],
    orders: [],
    orderStatus: null,
    isActivePrescription: true,
    latestRequestId: null,
    lastShippedAddrId: null,
    fillCount: 2,
    displayStatus: PrescriptionStatus.OPEN,
    displayTable: 'active',
    latestDateShipped: null,
    hasActiveOrder: false,
    requestId: null,
    rxStatusFields: null,
    pharmacyName: null,
    pharmacyAddress: null,
    pharmacyPhone: null,
    trackingNumber: null,
    trackingUrl: null,
    carrier: null,
    refrigerated: false,
    allowPortalRefill: true,
    ...overrides,
  };
}

export const atorvastatin = prescription({ displayName: 'Atorvastatin 20 mg', rxNumber: 'RX100', gId: 11, mId: 101 });
export const humira = prescription({ displayName: 'Humira Pen', rxNumber: 'RX200', gId: 12, mId: 102, refrigerated: true, refillsLeft: 1 });
export const lisinopril = prescription({ displayName: 'Lisinopril 10 mg', rxNumber: 'RX300', gId: 13, mId: 103, instructions: null });
export const metformin = prescription({ displayName: 'Metformin 500 mg', rxNumber: 'RX400', gId: 14, mId: 104, allowPortalRefill: false });
export const defaultMeds = [atorvastatin, humira, lisinopril, metformin];

export const pharmacy: BrandInfo = {
  companyName: 'Test Pharmacy',
  supportNumber: '(800) 555-0100',
  hours: {
    timezone: 'America/New_York',
    days: [
      { weekday: 1, open: '09:00', close: '17:00' },
      { weekday: 2, open: '09:00', close: '17:00' },
      { weekday: 3, open: '09:00', close: '17:00' },
      { weekday: 4, open: '09:00', close: '17:00' },
      { weekday: 5, open: '09:00', close: '15:00' },
      { weekday: 6, open: null, close: null },
      { weekday: 0, open: null, close: null },
    ],
    hoursNote: null,
  },
  addrId: 1,
  street: '1 Main St',
  city: 'Philadelphia',
  state: 'PA',
  zip: '19102',
  country: 'US',
  contactFax: null,
  email: null,
};

const address = (overrides: Partial<Address>): Address => ({
  addrId: 1,
  street: '1520 Spruce Street',
  street2: null,
  city: 'Philadelphia',
  state: 'PA',
  zip: '19102',
  country: 'US',
  addressType: 'Home',
  primaryAddress: 1,
  shippingAddress: 1,
  billingAddress: 1,
  locationName: null,
  cpId: null,
  inRefill: 0,
  isPickup: 0,
  ...overrides,
});

export const homeAddress = address({ addrId: 7 });
export const pickupAddress = address({
  addrId: 8,
  street: '200 Market Street',
  zip: '19106',
  addressType: 'Other',
  primaryAddress: 0,
  shippingAddress: 0,
  billingAddress: 0,
  locationName: 'Market Street Pharmacy',
  isPickup: 1,
});
export const billingOnlyAddress = address({ addrId: 9, street: '9 Billing Road', primaryAddress: 0, shippingAddress: 0 });

export function storedRequest(overrides: Partial<RefillRequestRecord> = {}): RefillRequestRecord {
  return {
    requestId: 501,
    status: 2,
    addrId: 7,
    isPickup: 0,
    deliveryDate: '2030-01-09',
    paymentMethod: 1,
    supplies: [
      { supId: 1, value: 'Alcohol swabs' },
      { supId: 4, value: 'Gauze' },
    ],
    deliveryInstructions: 'Leave with the doorman',
    prescriptions: [{ gId: 11, rxNumber: 'RX100', displayName: 'Atorvastatin 20 mg' }],
    placeholder: false,
    dateRequested: '2029-12-30T10:00:00Z',
    ...overrides,
  };
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

export const defaultApi: Record<string, Handler> = {
  'GET /api/user/medications': ok({ medications: defaultMeds }),
  'GET /api/company/brand-info': ok({ brand: pharmacy }),
  'GET /api/company/shipping-holidays': ok({ shippingHolidays: { ref: [], nonRef: [], forceAllowRef: [], forceAllowNonRef: [] }, holidays: [] }),
  'GET /api/user/address': ok({ addresses: [homeAddress, pickupAddress, billingOnlyAddress] }),
  'GET /api/user/medications/required-surveys': { status: 404, body: { message: 'No required surveys' } },
  'GET /api/refill-requests': ok({ refills: [] }),
  'POST /api/refill-requests': (request) => ({ status: 201, body: { request: recordFrom(request.body) } }),
  'PUT /api/refill-requests': (request) => ok({ request: recordFrom(request.body) }),
  'GET /api/feedback': ok({ patientFeedback: { timeReceived: daysAgo(10) } }),
};

function recordFrom(body: unknown): RefillRequestRecord {
  const payload = body as { requestId?: number; addrId: number; isPickup: 0 | 1; deliveryDate: string; paymentMethod: number; prescriptions: { gId: number; rxNumber: string }[] };
  return storedRequest({
    requestId: payload.requestId ?? 900,
    addrId: payload.addrId,
    isPickup: payload.isPickup,
    deliveryDate: payload.deliveryDate,
    paymentMethod: payload.paymentMethod,
    prescriptions: payload.prescriptions.map((rx) => ({ ...rx, displayName: defaultMeds.find((med) => med.rxNumber === rx.rxNumber)?.displayName ?? rx.rxNumber })),
  });
}

export const pathOf = (request: RecordedRequest) => request.url.split('?')[0]!;
export const queryOf = (request: RecordedRequest) => new URL(request.url, location.origin).searchParams;

/** Stubs the API; each key is "METHOD /api/path". */
export function stubRefillApi(overrides: Record<string, Handler> = {}) {
  const handlers = { ...defaultApi, ...overrides };
  return stubFetch((request) => {
    const handler = handlers[`${request.method} ${pathOf(request)}`];
    if (!handler) return { status: 404, body: { message: 'not found' } };
    return typeof handler === 'function' ? handler(request) : handler;
  });
}

export function resetAll() {
  setLanguage('en');
  unmountRefills();
  resetSession();
  refillDraftStore().getState().clear();
  sharedQueryClient().clear();
}

const mounted: HTMLElement[] = [];

/** Mounts <rx-refill> inside an <rx-config>, its properties set before it connects; waits until the medications have loaded. */
export async function mountRefill(attributes: Record<string, string> = {}, properties: Record<string, unknown> = {}, wait = true): Promise<HTMLElement> {
  const config = document.createElement('rx-config');
  config.setAttribute('analytics', 'false');
  const el = document.createElement('rx-refill');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  Object.assign(el, properties);
  config.append(el);
  document.body.append(config);
  mounted.push(config);
  await waitFor(() => el.shadowRoot?.querySelector('.rx-root'), 3000, 'rx-refill first render');
  if (wait) await ready(el);
  return el;
}

export function unmountRefills() {
  mounted.splice(0).forEach((node) => node.remove());
}

export const ready = (el: HTMLElement, timeoutMs = 4000) =>
  waitFor(() => !shadow(el).querySelector('[part="loading-overlay"]') && shadow(el).querySelector('[part="step-heading"]'), timeoutMs, 'refill ready');

export const stepHeading = (el: HTMLElement) => shadow(el).querySelector('[part="step-heading"]')?.textContent ?? null;
export const currentStep = (el: HTMLElement) => shadow(el).querySelector('[part="step"]')?.getAttribute('data-step') ?? null;
/** The step's own code is still loading: its Suspense fallback stands in for it. */
const stepCodeLoading = (el: HTMLElement) => shadow(el).querySelector('[part="step"] > [part="spinner"]') !== null;
/** Waits for the wizard to show `step` with its code loaded (later steps load on demand). */
export const waitForStep = (el: HTMLElement, step: number, timeoutMs = 3000) =>
  waitFor(() => currentStep(el) === String(step) && !stepCodeLoading(el), timeoutMs, `step ${step} (now ${currentStep(el)})`);
export const textOf = (el: HTMLElement) => shadow(el).textContent ?? '';

export function buttonNamed(el: HTMLElement, name: string): HTMLButtonElement {
  const button = [...shadow(el).querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim() === name);
  if (!button) throw new Error(`no button "${name}"`);
  return button;
}

export const maybeButton = (el: HTMLElement, name: string) =>
  [...shadow(el).querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim() === name) ?? null;

/** The input whose label reads `text` (a required asterisk is ignored). */
export function control<T extends HTMLElement = HTMLInputElement>(root: ParentNode, text: string): T {
  const label = [...root.querySelectorAll('label')].find((l) => l.textContent?.replace(/\*$/, '').trim() === text);
  const target = label?.htmlFor ? (root as Element | ShadowRoot).querySelector(`#${CSS.escape(label.htmlFor)}`) : null;
  if (!target) throw new Error(`no control labelled "${text}"`);
  return target as T;
}

export const alertOf = (el: HTMLElement) => shadow(el).querySelector('[part~="alert"]')?.textContent?.trim() ?? null;
export const waitForAlert = (el: HTMLElement, text: string, timeoutMs = 2000) =>
  waitFor(() => alertOf(el)?.includes(text), timeoutMs, `alert "${text}" (now ${alertOf(el)})`);

export const dialogOf = (el: HTMLElement) => shadow(el).querySelector<HTMLElement>('[part="dialog"]');

/** The delivery-date step's list of dates, found by its label. */
export function dateSelect(el: HTMLElement, label = 'Delivery date'): HTMLSelectElement {
  const select = control<HTMLElement>(shadow(el), label);
  if (!(select instanceof HTMLSelectElement)) throw new Error(`"${label}" is a <${select.localName}>, not a <select>`);
  return select;
}

/** The ISO dates the delivery-date list offers, in order (without its empty first option). */
export const offeredDates = (el: HTMLElement) =>
  [...dateSelect(el).options].map((option) => option.value).filter((value) => value !== '');

/** Picks an option of a <select> the way a patient does (a change event); fails when no option has the value. */
export function selectValue(select: HTMLSelectElement, value: string) {
  if (![...select.options].some((option) => option.value === value)) throw new Error(`no option "${value}" in the list`);
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

/** Chooses an offered delivery date (the first one unless told) and returns it. */
export function chooseDate(el: HTMLElement, date: string = offeredDates(el)[0]!): string {
  selectValue(dateSelect(el), date);
  return date;
}

/** Checks a checkbox or radio by its label. */
export function choose(el: HTMLElement, label: string) {
  control(shadow(el), label).click();
}

export async function next(el: HTMLElement, step: number) {
  buttonNamed(el, 'Next').click();
  await waitForStep(el, step);
}

/** Walks from the medication step to the review with the given medications. */
export async function walkToReview(el: HTMLElement, meds: string[] = ['Atorvastatin 20 mg']) {
  for (const name of meds) choose(el, name);
  await next(el, 1);
  chooseDate(el);
  await next(el, 2);
  choose(el, '1520 Spruce Street, Philadelphia, PA 19102');
  await next(el, 3);
  choose(el, 'Use the card on file');
  control(shadow(el), 'No').click();
  await next(el, 4);
}

export function captureEvents(name: string) {
  const events: CustomEvent[] = [];
  const listener = (event: Event) => {
    events.push(event as CustomEvent);
    event.preventDefault();
  };
  document.addEventListener(name, listener);
  return { events, stop: () => document.removeEventListener(name, listener) };
}
