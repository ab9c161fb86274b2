import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createElement, Fragment, useState } from 'react';
import { AddAddressDialog } from '../../../src/core/address/components/add-address-dialog';
import { AddressForm } from '../../../src/core/address/components/address-form';
import type { Address, AddressVerifyRequest } from '../../../src/domain/patient/address.schema';
import type { CompanyVariant } from '../../../src/domain/company/company-module.schema';
import { sharedQueryClient } from '../../../src/core/api/query-client';
import { defineRxElement } from '../../../src/core/element/define-rx-element';
import { setLanguage } from '../../../src/core/i18n/i18n';
import { sessionStore } from '../../../src/core/session/session-store';
import { Button } from '../../../src/core/ui/button';
import { axeViolations } from '../support/axe';
import { stubFetch, type RecordedRequest } from '../support/fetch-stub';
import { staysIn, tabUntil } from '../support/tab-focus';
import { waitFor } from '../support/wait';

type Reply = { status: number; body?: unknown };

/** What the harness element shows: the form alone, or a button that opens the dialog. */
const setup: { mode: 'form' | 'dialog'; variant?: CompanyVariant } = { mode: 'form' };
const saved: Address[] = [];
let cancelled = 0;

function FormHarness() {
  return createElement(
    Fragment,
    null,
    createElement('h2', null, 'New address'),
    createElement(AddressForm, { uId: 41, variant: setup.variant, onSaved: (address: Address) => saved.push(address), onCancel: () => (cancelled += 1) }),
  );
}

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return createElement(
    Fragment,
    null,
    createElement('h2', null, 'Delivery address'),
    createElement(Button, { onClick: () => setOpen(true), children: 'Add address' }),
    createElement(AddAddressDialog, { open, uId: 41, onClose: () => setOpen(false), onSaved: (address: Address) => saved.push(address) }),
  );
}

function Harness() {
  return setup.mode === 'form' ? createElement(FormHarness) : createElement(DialogHarness);
}

defineRxElement({ tag: 'rx-address-harness', widget: Harness });

const mounted: HTMLElement[] = [];

async function mount(mode: 'form' | 'dialog' = 'form', variant?: CompanyVariant): Promise<HTMLElement> {
  setup.mode = mode;
  setup.variant = variant;
  const wrapper = document.createElement('div');
  wrapper.innerHTML = '<rx-address-harness></rx-address-harness>';
  document.body.append(wrapper);
  mounted.push(wrapper);
  const el = wrapper.querySelector('rx-address-harness') as HTMLElement;
  await waitFor(() => el.shadowRoot?.querySelector('h2'), 3000, 'first render');
  return el;
}

const shadow = (el: HTMLElement) => el.shadowRoot!;
const textOf = (el: HTMLElement) => shadow(el).textContent ?? '';
const waitForText = (el: HTMLElement, text: string, timeout = 3000) => waitFor(() => textOf(el).includes(text), timeout, `text "${text}"`);
const active = (el: HTMLElement) => shadow(el).activeElement as HTMLElement | null;

function field<T extends HTMLElement = HTMLInputElement>(el: HTMLElement, text: string): T {
  const label = [...shadow(el).querySelectorAll('label')].find((l) => l.textContent?.replace('*', '').trim() === text);
  if (!label?.control) throw new Error(`no field labelled "${text}"`);
  return label.control as unknown as T;
}

const hasField = (el: HTMLElement, text: string) => [...shadow(el).querySelectorAll('label')].some((l) => l.textContent?.replace('*', '').trim() === text);

function buttonNamed(el: HTMLElement, name: string): HTMLButtonElement {
  const button = [...shadow(el).querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent)?.trim() === name);
  if (!button) throw new Error(`no button "${name}"`);
  return button;
}

const hasButton = (el: HTMLElement, name: string) => [...shadow(el).querySelectorAll('button')].some((b) => b.textContent?.trim() === name);

function describedText(el: HTMLElement, control: Element): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => shadow(el).getElementById(id)?.textContent ?? '')
    .join(' | ');
}

function type(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

function choose(select: HTMLSelectElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

function fill(el: HTMLElement, values: { street?: string; street2?: string; city?: string; state?: string; zip?: string }) {
  if (values.street !== undefined) type(field(el, 'Street address'), values.street);
  if (values.street2 !== undefined) type(field(el, 'Apartment, suite or unit'), values.street2);
  if (values.city !== undefined) type(field(el, 'City'), values.city);
  if (values.state !== undefined) choose(field<HTMLSelectElement>(el, 'State'), values.state);
  if (values.zip !== undefined) type(field(el, 'ZIP code'), values.zip);
}

const typedValues = (el: HTMLElement) => ({
  street: field(el, 'Street address').value,
  street2: field(el, 'Apartment, suite or unit').value,
  city: field(el, 'City').value,
  state: field<HTMLSelectElement>(el, 'State').value,
  zip: field(el, 'ZIP code').value,
});

const submit = (el: HTMLElement) => buttonNamed(el, 'Save address').click();

/** An unsigned JWT valid for an hour: enough for the fetch helper's expiry check. */
function testToken(): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'none' })}.${encode({ sub: 'test', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
}

const savedAddress = (patch: Partial<Address> = {}): Address => ({
  addrId: 77,
  street: '1520 Spruce Street',
  street2: 'Apt 4B',
  city: 'Philadelphia',
  state: 'PA',
  zip: '19102',
  country: 'US',
  addressType: 'Office',
  primaryAddress: 0,
  shippingAddress: 1,
  billingAddress: 0,
  locationName: null,
  cpId: null,
  inRefill: 0,
  isPickup: 0,
  ...patch,
});

/** Answers like the reference verification for the addresses used here. */
function verifiedAs(request: AddressVerifyRequest, patch: Partial<AddressVerifyRequest> = {}): Reply {
  const address = { street: request.street, street2: request.street2 ?? null, city: request.city, state: request.state, zip: request.zip, ...patch };
  return { status: 200, body: { valid: true, address, reason: null } };
}

let verifyReply: (request: AddressVerifyRequest) => Reply | Promise<Reply>;
let saveReply: () => Reply;
let listReply: Reply;
let fetchStub: ReturnType<typeof stubFetch>;

function handler(request: RecordedRequest): Reply | Promise<Reply> {
  const path = new URL(request.url, location.origin).pathname;
  if (path === '/api/address/verify' && request.method === 'POST') return verifyReply(request.body as AddressVerifyRequest);
  if (path === '/api/v2/user/address' && request.method === 'POST') return saveReply();
  if (path === '/api/user/address' && request.method === 'GET') return listReply;
  return { status: 404, body: { message: 'not stubbed' } };
}

const requestsTo = (path: string, method = 'POST') =>
  fetchStub.requests.filter((r) => new URL(r.url, location.origin).pathname === path && r.method === method);

describe('address form', () => {
  beforeEach(async () => {
    await setLanguage('en');
    sharedQueryClient().clear();
    sessionStore().getState().signIn({
      u_ID: 41,
      username: 'pat@example.com',
      token: testToken(),
      companyId: 3,
      brandId: 1,
      fName: 'Pat',
      lName: 'Doe',
      usernameType: 'email',
      mfaStatus: 'NOMFA',
      pool: 'standard',
    });
    saved.length = 0;
    cancelled = 0;
    verifyReply = (request) => verifiedAs(request);
    saveReply = () => ({ status: 200, body: { address: savedAddress() } });
    listReply = { status: 200, body: { addresses: [] } };
    fetchStub = stubFetch(handler);
  });

  afterEach(() => {
    fetchStub.restore();
    mounted.splice(0).forEach((wrapper) => wrapper.remove());
    sessionStore().getState().signOut('user');
    sessionStore().setState({ lastSignOut: null });
  });

  it('shows labelled fields and is axe clean', async () => {
    const el = await mount();
    for (const label of ['Street address', 'Apartment, suite or unit', 'City', 'State', 'ZIP code', 'Address type', 'Primary address', 'Shipping', 'Billing']) {
      expect(hasField(el, label), label).to.equal(true);
    }
    const state = field<HTMLSelectElement>(el, 'State');
    expect([...state.options].map((o) => o.value)).to.include.members(['', 'PA', 'DC', 'PR', 'GU']);
    const types = [...field<HTMLSelectElement>(el, 'Address type').options].map((o) => o.value);
    expect(types).to.deep.equal(['Home', 'Home 2', 'Office', 'Apartment', 'School', 'Clinic', 'Hospital', 'Nursing/LTC Facility', 'Vacation', 'Emergency', 'Other', 'Secondary']);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('keeps Save disabled until street, city, state and ZIP are filled; Enter on a field submits nothing', async () => {
    const el = await mount();
    const save = buttonNamed(el, 'Save address');
    expect(save.disabled, 'empty form').to.equal(true);
    fill(el, { street: '1520 Spruce Street', city: 'Philadelphia', zip: '19102' });
    await waitFor(() => field(el, 'ZIP code').value === '19102', 2000, 'typed');
    expect(save.disabled, 'no state').to.equal(true);
    field(el, 'ZIP code').form!.requestSubmit();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(textOf(el)).not.to.contain('Please correct the highlighted fields.');
    expect(fetchStub.requests).to.have.length(0);
    fill(el, { state: 'PA' });
    await waitFor(() => !save.disabled, 2000, 'Save enabled once every required field is filled');
    fill(el, { city: '  ' });
    await waitFor(() => save.disabled, 2000, 'white space alone is empty');
  });

  it('shows inline errors linked to their fields, focuses the first one and keeps what was typed', async () => {
    const el = await mount();
    fill(el, { street: '1520 Spruce Street', street2: 'Apt 4B', city: 'Philadelphia', state: 'PA', zip: '1910' });
    submit(el);
    await waitForText(el, 'Please correct the highlighted fields.');
    const zip = field(el, 'ZIP code');
    expect(zip.getAttribute('aria-invalid')).to.equal('true');
    expect(describedText(el, zip)).to.contain('Enter a 5-digit ZIP code, or ZIP+4 such as 19102-1234.');
    expect(field(el, 'City').hasAttribute('aria-invalid')).to.equal(false);
    expect(field<HTMLSelectElement>(el, 'State').hasAttribute('aria-invalid')).to.equal(false);
    await waitFor(() => active(el) === zip, 2000, 'focus on the first invalid field');
    expect(typedValues(el)).to.deep.equal({ street: '1520 Spruce Street', street2: 'Apt 4B', city: 'Philadelphia', state: 'PA', zip: '1910' });
    expect(fetchStub.requests).to.have.length(0);
    expect(await axeViolations(el)).to.deep.equal([]);

    // Errors follow the values as they are corrected.
    type(zip, '19102');
    await waitFor(() => !zip.hasAttribute('aria-invalid'), 2000, 'ZIP error cleared');
  });

  it('verifies, then saves the address and hands the saved address over', async () => {
    const el = await mount();
    fill(el, { street: ' 1520 Spruce Street ', street2: 'Apt 4B', city: 'Philadelphia', state: 'PA', zip: '19102' });
    choose(field<HTMLSelectElement>(el, 'Address type'), 'Office');
    field(el, 'Shipping').click();
    submit(el);
    await waitFor(() => saved.length === 1, 3000, 'onSaved');

    expect(requestsTo('/api/address/verify').map((r) => r.body)).to.deep.equal([
      { street: '1520 Spruce Street', street2: 'Apt 4B', city: 'Philadelphia', state: 'PA', zip: '19102' },
    ]);
    const [save] = requestsTo('/api/v2/user/address');
    expect(save!.body).to.deep.equal({
      u_id: 41,
      isPrimary: 0,
      isShipping: 1,
      isBilling: 0,
      addressType: 'Office',
      address: [
        { name: 'street', value: '1520 Spruce Street' },
        { name: 'street_2', value: 'Apt 4B' },
        { name: 'city', value: 'Philadelphia' },
        { name: 'state', value: 'PA' },
        { name: 'zip', value: '19102' },
      ],
    });
    expect(save!.headers.authorization).to.match(/^Bearer /);
    expect(saved[0]).to.deep.equal(savedAddress());
    // The verify call comes first.
    expect(fetchStub.requests.map((r) => new URL(r.url, location.origin).pathname)).to.deep.equal(['/api/address/verify', '/api/v2/user/address']);
  });

  it('offers the verified version when it differs; keep editing, then use it (the answer is cached)', async () => {
    const el = await mount();
    verifyReply = (request) => verifiedAs(request, { city: 'Philadelphia', zip: '19102-1234' });
    fill(el, { street: '1520 Spruce Street', city: 'philadelphia', state: 'PA', zip: '19102' });
    submit(el);
    const panel = await waitFor(() => shadow(el).querySelector<HTMLElement>('[part="address-suggestion"]'), 3000, 'suggestion');
    await waitFor(() => active(el) === panel, 2000, 'focus on the suggestion');
    const [entered, suggested] = [...panel.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(entered).to.equal('1520 Spruce Street, philadelphia, PA 19102');
    expect(suggested).to.equal('1520 Spruce Street, Philadelphia, PA 19102-1234');
    expect(requestsTo('/api/v2/user/address')).to.have.length(0);
    expect(await axeViolations(el)).to.deep.equal([]);

    buttonNamed(el, 'Keep editing').click();
    await waitFor(() => !shadow(el).querySelector('[part="address-suggestion"]'), 2000, 'suggestion closed');
    await waitFor(() => active(el) === field(el, 'City'), 2000, 'focus on the first changed field');
    expect(typedValues(el)).to.deep.equal({ street: '1520 Spruce Street', street2: '', city: 'philadelphia', state: 'PA', zip: '19102' });

    submit(el);
    await waitFor(() => shadow(el).querySelector('[part="address-suggestion"]'), 3000, 'suggestion again');
    expect(requestsTo('/api/address/verify')).to.have.length(1);
    buttonNamed(el, 'Use verified address').click();
    await waitFor(() => saved.length === 1, 3000, 'onSaved');
    await waitFor(() => active(el) === buttonNamed(el, 'Save address'), 2000, 'focus kept in the form');
    const body = requestsTo('/api/v2/user/address')[0]!.body as { address: Array<{ name: string; value: string }> };
    expect(body.address).to.deep.equal([
      { name: 'street', value: '1520 Spruce Street' },
      { name: 'street_2', value: '' },
      { name: 'city', value: 'Philadelphia' },
      { name: 'state', value: 'PA' },
      { name: 'zip', value: '19102-1234' },
    ]);
    expect(typedValues(el)).to.deep.equal({ street: '1520 Spruce Street', street2: '', city: 'Philadelphia', state: 'PA', zip: '19102-1234' });
  });

  it('editing a field withdraws the verified version', async () => {
    const el = await mount();
    verifyReply = (request) => verifiedAs(request, { city: 'Philadelphia' });
    fill(el, { street: '1520 Spruce Street', city: 'philadelphia', state: 'PA', zip: '19102' });
    submit(el);
    await waitFor(() => shadow(el).querySelector('[part="address-suggestion"]'), 3000, 'suggestion');
    type(field(el, 'ZIP code'), '19103');
    await waitFor(() => !shadow(el).querySelector('[part="address-suggestion"]'), 2000, 'suggestion withdrawn');
    expect(field(el, 'City').value).to.equal('philadelphia');
  });

  it('an invalid address shows the reason at the field and keeps every value; nothing is saved', async () => {
    const el = await mount();
    verifyReply = () => ({ status: 200, body: { valid: false, address: null, reason: 'ZIP code 19102 belongs to Philadelphia, PA' } });
    fill(el, { street: '1520 Spruce Street', street2: 'Apt 4B', city: 'Pittsburgh', state: 'PA', zip: '19102' });
    submit(el);
    await waitForText(el, 'We could not verify this address');
    const city = field(el, 'City');
    await waitFor(() => active(el) === city, 2000, 'focus on the city');
    expect(city.getAttribute('aria-invalid')).to.equal('true');
    expect(describedText(el, city)).to.contain('ZIP code 19102 belongs to Philadelphia, PA.');
    expect(shadow(el).querySelector('[role="alert"]')!.textContent).to.contain('Your entries are kept.');
    expect(typedValues(el)).to.deep.equal({ street: '1520 Spruce Street', street2: 'Apt 4B', city: 'Pittsburgh', state: 'PA', zip: '19102' });
    expect(requestsTo('/api/v2/user/address')).to.have.length(0);
    expect(saved).to.have.length(0);
    expect(await axeViolations(el)).to.deep.equal([]);

    type(city, 'Philadelphia');
    await waitFor(() => !textOf(el).includes('We could not verify this address'), 2000, 'reason cleared by the edit');
  });

  it('a failed save shows an error and keeps every value; a retry saves', async () => {
    const el = await mount();
    saveReply = () => ({ status: 500, body: { error: 'Internal Server Error', message: 'An unexpected error occurred.' } });
    fill(el, { street: '1520 Spruce Street', street2: 'Apt 4B', city: 'Philadelphia', state: 'PA', zip: '19102-1234' });
    field(el, 'Billing').click();
    submit(el);
    await waitForText(el, 'We could not add the address. Your entries are kept; please try again.');
    expect(typedValues(el)).to.deep.equal({ street: '1520 Spruce Street', street2: 'Apt 4B', city: 'Philadelphia', state: 'PA', zip: '19102-1234' });
    expect(field(el, 'Billing').checked).to.equal(true);
    expect(saved).to.have.length(0);
    expect(await axeViolations(el)).to.deep.equal([]);

    saveReply = () => ({ status: 200, body: { address: savedAddress({ zip: '19102-1234', billingAddress: 1 }) } });
    submit(el);
    await waitFor(() => saved.length === 1, 3000, 'onSaved after retry');
    expect(requestsTo('/api/address/verify')).to.have.length(1);
    expect(requestsTo('/api/v2/user/address')).to.have.length(2);
  });

  it('a save refused for the address (400 with a reason) shows the reason and keeps the values', async () => {
    const el = await mount();
    saveReply = () => ({ status: 400, body: { error: 'Bad Request', message: 'body/address: ZIP code 19102 is not in NJ' } });
    fill(el, { street: '1520 Spruce Street', city: 'Philadelphia', state: 'PA', zip: '19102' });
    submit(el);
    await waitForText(el, 'ZIP code 19102 is not in NJ.');
    const zip = field(el, 'ZIP code');
    await waitFor(() => active(el) === zip, 2000, 'focus on the ZIP code');
    expect(describedText(el, zip)).to.contain('ZIP code 19102 is not in NJ.');
    expect(typedValues(el)).to.deep.equal({ street: '1520 Spruce Street', street2: '', city: 'Philadelphia', state: 'PA', zip: '19102' });
  });

  it('an unreachable verification shows an error and keeps the values', async () => {
    const el = await mount();
    verifyReply = () => ({ status: 503, body: { message: 'down' } });
    fill(el, { street: '1520 Spruce Street', city: 'Philadelphia', state: 'PA', zip: '19102' });
    submit(el);
    await waitForText(el, 'We could not check the address right now.');
    expect(typedValues(el)).to.deep.equal({ street: '1520 Spruce Street', street2: '', city: 'Philadelphia', state: 'PA', zip: '19102' });
    expect(requestsTo('/api/v2/user/address')).to.have.length(0);
  });

  it('works from the keyboard alone: type, pick the state, press Enter', async () => {
    const el = await mount();
    field(el, 'Street address').focus();
    await sendKeys({ type: '1520 Spruce Street' });
    await sendKeys({ press: 'Tab' });
    expect(active(el)).to.equal(field(el, 'Apartment, suite or unit'));
    await sendKeys({ type: 'Apt 4B' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'Philadelphia' });
    await sendKeys({ press: 'Tab' });
    expect(active(el)).to.equal(field(el, 'State'));
    await sendKeys({ type: 'Penn' });
    await waitFor(() => field<HTMLSelectElement>(el, 'State').value === 'PA', 2000, 'state chosen by typing');
    await sendKeys({ press: 'Tab' });
    expect(active(el)).to.equal(field(el, 'ZIP code'));
    await sendKeys({ type: '19102' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => saved.length === 1, 3000, 'onSaved');
    expect(requestsTo('/api/address/verify')[0]!.body).to.deep.equal({
      street: '1520 Spruce Street',
      street2: 'Apt 4B',
      city: 'Philadelphia',
      state: 'PA',
      zip: '19102',
    });
  });

  it('a second submit while the address is checked starts nothing', async () => {
    const el = await mount();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    verifyReply = async (request) => {
      await gate;
      return verifiedAs(request);
    };
    fill(el, { street: '1520 Spruce Street', city: 'Philadelphia', state: 'PA', zip: '19102' });
    field(el, 'ZIP code').focus();
    await sendKeys({ press: 'Enter' });
    const saveButton = shadow(el).querySelector<HTMLButtonElement>('button[type="submit"]')!;
    await waitFor(() => saveButton.getAttribute('aria-busy') === 'true', 2000, 'busy');
    expect(saveButton.textContent).to.contain('Checking the address');
    await sendKeys({ press: 'Enter' });
    saveButton.click();
    release();
    await waitFor(() => saved.length === 1, 3000, 'onSaved');
    expect(requestsTo('/api/address/verify')).to.have.length(1);
    expect(requestsTo('/api/v2/user/address')).to.have.length(1);
  });

  it('calls onCancel from the Cancel button', async () => {
    const el = await mount();
    buttonNamed(el, 'Cancel').click();
    expect(cancelled).to.equal(1);
  });

  it('speaks Spanish', async () => {
    await setLanguage('es');
    const el = await mount();
    for (const label of ['Calle y número', 'Ciudad', 'Estado', 'Código postal (ZIP)', 'Tipo de dirección']) expect(hasField(el, label), label).to.equal(true);
    expect(buttonNamed(el, 'Guardar dirección').disabled).to.equal(true);
    type(field(el, 'Calle y número'), '1520 Spruce Street');
    type(field(el, 'Ciudad'), 'Philadelphia');
    choose(field<HTMLSelectElement>(el, 'Estado'), 'PA');
    type(field(el, 'Código postal (ZIP)'), '1910');
    await waitFor(() => !buttonNamed(el, 'Guardar dirección').disabled, 2000, 'Save enabled');
    submit2(el);
    await waitForText(el, 'Corrija los campos señalados.');
    expect(describedText(el, field(el, 'Código postal (ZIP)'))).to.contain('Escriba un código postal de 5 dígitos, o ZIP+4 como 19102-1234.');
    expect([...field<HTMLSelectElement>(el, 'Estado').options].find((o) => o.value === 'NY')!.textContent).to.equal('Nueva York');
  });

  it('home-only variant: no type or flag pickers, saved as the Home address', async () => {
    const el = await mount('form', 'home-only');
    expect(hasField(el, 'Address type')).to.equal(false);
    expect(hasField(el, 'Shipping')).to.equal(false);
    fill(el, { street: '1520 Spruce Street', city: 'Philadelphia', state: 'PA', zip: '19102' });
    submit(el);
    await waitFor(() => saved.length === 1, 3000, 'onSaved');
    expect(requestsTo('/api/v2/user/address')[0]!.body).to.include({ addressType: 'Home', isPrimary: 1, isShipping: 1, isBilling: 1 });
  });

  it('home-only variant: with an address on file, says changes go through support', async () => {
    listReply = { status: 200, body: { addresses: [savedAddress({ addressType: 'Home', primaryAddress: 1 })] } };
    const el = await mount('form', 'home-only');
    await waitForText(el, 'This pharmacy keeps one home address for you.');
    expect(hasField(el, 'Street address')).to.equal(false);
    expect(hasButton(el, 'Cancel')).to.equal(true);
  });
});

describe('add address dialog', () => {
  beforeEach(async () => {
    await setLanguage('en');
    sharedQueryClient().clear();
    sessionStore().getState().signIn({
      u_ID: 41,
      username: 'pat@example.com',
      token: testToken(),
      companyId: 3,
      brandId: 1,
      fName: 'Pat',
      lName: 'Doe',
      usernameType: 'email',
      mfaStatus: 'NOMFA',
      pool: 'standard',
    });
    saved.length = 0;
    verifyReply = (request) => verifiedAs(request);
    saveReply = () => ({ status: 200, body: { address: savedAddress() } });
    listReply = { status: 200, body: { addresses: [] } };
    fetchStub = stubFetch(handler);
  });

  afterEach(() => {
    fetchStub.restore();
    mounted.splice(0).forEach((wrapper) => wrapper.remove());
    sessionStore().getState().signOut('user');
    sessionStore().setState({ lastSignOut: null });
  });

  it('opens from the keyboard with focus on the first field, keeps Tab off the page behind and returns focus on Escape', async () => {
    const el = await mount('dialog');
    const opener = buttonNamed(el, 'Add address');
    opener.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await waitFor(() => shadow(el).querySelector<HTMLElement>('[role="dialog"]'), 3000, 'dialog');
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expect(shadow(el).getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal('Add an address');
    await waitFor(() => active(el) === field(el, 'Street address'), 2000, 'focus on the street');
    expect(await axeViolations(el)).to.deep.equal([]);

    // Shift+Tab from the first control of the panel reaches the last one, and Tab the first again,
    // never through the page behind the modal dialog.
    buttonNamed(el, 'Close').focus();
    const backwards = await tabUntil(shadow(el), buttonNamed(el, 'Cancel'), { backwards: true });
    expect(staysIn(dialog, backwards, buttonNamed(el, 'Cancel')), `${backwards.length} presses`).to.equal(true);
    const forwards = await tabUntil(shadow(el), buttonNamed(el, 'Close'));
    expect(staysIn(dialog, forwards, buttonNamed(el, 'Close')), `${forwards.length} presses`).to.equal(true);

    await sendKeys({ press: 'Escape' });
    await waitFor(() => !shadow(el).querySelector('[role="dialog"]'), 2000, 'dialog closed');
    await waitFor(() => active(el) === opener, 2000, 'focus back on the opener');
  });

  it('saves, hands the address over, closes, announces and returns focus', async () => {
    const el = await mount('dialog');
    const opener = buttonNamed(el, 'Add address');
    opener.focus();
    opener.click();
    await waitFor(() => shadow(el).querySelector('[role="dialog"]'), 3000, 'dialog');
    fill(el, { street: '1520 Spruce Street', street2: 'Apt 4B', city: 'Philadelphia', state: 'PA', zip: '19102' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => saved.length === 1, 3000, 'onSaved');
    await waitFor(() => !shadow(el).querySelector('[role="dialog"]'), 2000, 'dialog closed');
    await waitForText(el, 'Address added.');
    await waitFor(() => active(el) === opener, 2000, 'focus back on the opener');
    expect(saved[0]!.addrId).to.equal(77);
  });

  it('a failed save keeps the dialog open with every value', async () => {
    const el = await mount('dialog');
    buttonNamed(el, 'Add address').click();
    await waitFor(() => shadow(el).querySelector('[role="dialog"]'), 3000, 'dialog');
    saveReply = () => ({ status: 500, body: { message: 'down' } });
    fill(el, { street: '1520 Spruce Street', street2: 'Apt 4B', city: 'Philadelphia', state: 'PA', zip: '19102' });
    submit(el);
    await waitForText(el, 'We could not add the address.');
    expect(shadow(el).querySelector('[role="dialog"]')).to.exist;
    expect(typedValues(el)).to.deep.equal({ street: '1520 Spruce Street', street2: 'Apt 4B', city: 'Philadelphia', state: 'PA', zip: '19102' });
    expect(saved).to.have.length(0);
  });
});

/** Submits with the Spanish button name. */
function submit2(el: HTMLElement) {
  buttonNamed(el, 'Guardar dirección').click();
}
