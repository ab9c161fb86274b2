import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { axeViolations } from '../support/axe';
import { typeInto, waitFor } from '../support/wait';
import { deliveryWindow } from '../../../src/domain/refill/delivery-dates';
import { addDays, weekdayOf } from '../../../src/domain/calendar/calendar-dates';
import type { ShippingHolidayLists } from '../../../src/domain/refill/shipping-holiday.schema';
import { refillDraftStore } from '../../../src/features/refill/state/draft-store';
import {
  alertOf,
  buttonNamed,
  captureEvents,
  choose,
  control,
  chooseDate,
  dateSelect,
  dialogOf,
  humira,
  lisinopril,
  maybeButton,
  mountRefill,
  next,
  offeredDates,
  ok,
  queryOf,
  resetAll,
  selectValue,
  shadow,
  signInForTest,
  stepHeading,
  stubRefillApi,
  textOf,
  waitForAlert,
  waitForStep,
} from './refill-support';

describe('<rx-refill> steps', () => {
  let api: ReturnType<typeof stubRefillApi>;

  beforeEach(() => {
    resetAll();
    signInForTest(null);
  });

  afterEach(() => {
    api?.restore();
    resetAll();
  });

  it('lists refillable medications as checkboxes with refill notes, and the non-portal ones apart with the pharmacy phone and hours; axe clean', async () => {
    api = stubRefillApi();
    const el = await mountRefill();
    expect(stepHeading(el)).to.equal('Which medications do you need?');
    const list = shadow(el).querySelector('[part="medication-list"]')!;
    const boxes = [...list.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(boxes.map((b) => b.value)).to.deep.equal(['RX100', 'RX200', 'RX300']);
    expect(list.textContent).to.contain('1 refill left.');
    const apart = shadow(el).querySelector('[part="non-portal"]')!;
    expect(apart.textContent).to.contain('Metformin 500 mg');
    const phone = apart.querySelector<HTMLAnchorElement>('[part="pharmacy-phone"]')!;
    expect(phone.getAttribute('href')).to.equal('tel:8005550100');
    expect(phone.textContent).to.equal('(800) 555-0100');
    expect(apart.textContent).to.contain('Monday: 9:00 AM to 5:00 PM');
    expect(apart.textContent).to.contain('Saturday: closed');
    expect(apart.textContent).to.contain('Eastern');
    expect(shadow(el).querySelector('[part="stepper"] [aria-current="step"]')!.textContent).to.contain('Medications');
    const medCall = api.requests.find((r) => r.url.startsWith('/api/user/medications?'))!;
    expect(queryOf(medCall).get('u_id')).to.equal('41');
    expect(queryOf(medCall).get('med_type')).to.equal('prescription');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('shows the call-the-pharmacy message when there are no medications, and when they fail to load', async () => {
    api = stubRefillApi({ 'GET /api/user/medications': ok({ medications: [] }) });
    let el = await mountRefill();
    expect(shadow(el).querySelector('[part="no-medications"]')!.textContent).to.contain('Please call the pharmacy to schedule your refill.');
    expect(shadow(el).querySelector('[part="no-medications"] [part="pharmacy-phone"]')).to.exist;
    expect(await axeViolations(el)).to.deep.equal([]);
    api.restore();
    resetAll();
    signInForTest(null);
    api = stubRefillApi({ 'GET /api/user/medications': { status: 404, body: { message: 'nope' } } });
    el = await mountRefill();
    expect(shadow(el).querySelector('[part="no-medications"]')).to.exist;
    api.restore();
    resetAll();
    signInForTest(null);
    api = stubRefillApi({ 'GET /api/user/medications': ok({ medications: [{ ...humira, isActivePrescription: false, displayTable: 'inactive' }] }) });
    el = await mountRefill();
    expect(shadow(el).querySelector('[part="no-medications"]')).to.exist;
  });

  it('alerts selectMed with no medication chosen, for 5 seconds, in a live region', async function () {
    this.timeout(12_000);
    api = stubRefillApi();
    const el = await mountRefill();
    buttonNamed(el, 'Next').click();
    await waitForAlert(el, 'Please select at least one medication.');
    const alert = shadow(el).querySelector('[part~="alert"]')!;
    expect(alert.getAttribute('role')).to.equal('alert');
    expect(stepHeading(el)).to.equal('Which medications do you need?');
    await new Promise((resolve) => setTimeout(resolve, 4500));
    expect(alertOf(el)).to.contain('Please select at least one medication.');
    await waitFor(() => alertOf(el) === null, 1500, 'alert gone after 5 s');
  });

  it('asks to confirm medications without instructions: No stays, Yes continues', async () => {
    api = stubRefillApi();
    const el = await mountRefill();
    choose(el, lisinopril.displayName);
    buttonNamed(el, 'Next').focus();
    buttonNamed(el, 'Next').click();
    const dialog = await waitFor(() => dialogOf(el), 2000, 'instructions dialog');
    expect(dialog.getAttribute('role')).to.equal('alertdialog');
    expect(dialog.textContent).to.contain('Instructions missing').and.contain('Lisinopril 10 mg');
    expect(await axeViolations(el)).to.deep.equal([]);
    [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'No')!.click();
    await waitFor(() => !dialogOf(el), 1000, 'dialog closed');
    expect(stepHeading(el)).to.equal('Which medications do you need?');
    expect(shadow(el).activeElement?.textContent).to.equal('Next');
    buttonNamed(el, 'Next').click();
    const again = await waitFor(() => dialogOf(el), 2000, 'instructions dialog again');
    [...again.querySelectorAll('button')].find((b) => b.textContent === 'Yes')!.click();
    await waitForStep(el, 1);
  });

  it('lists required assessments after the medications step; Continue assessment asks for /survey, Cancel stays', async () => {
    api = stubRefillApi({
      'GET /api/user/medications/required-surveys': ok({
        drugAssessmentMappings: [
          { mId: 102, hasIncompleteAssessment: true, surveyEventID: 77, isRequired: true, surveyName: 'Humira check-in' },
          { mId: 101, hasIncompleteAssessment: false, surveyEventID: 78, isRequired: true, surveyName: 'Done already' },
          { mId: 101, hasIncompleteAssessment: true, surveyEventID: 79, isRequired: false, surveyName: 'Optional' },
        ],
      }),
    });
    const el = await mountRefill();
    choose(el, humira.displayName);
    choose(el, 'Atorvastatin 20 mg');
    buttonNamed(el, 'Next').click();
    const dialog = await waitFor(() => dialogOf(el), 2000, 'assessments dialog');
    const call = api.requests.find((r) => r.url.startsWith('/api/user/medications/required-surveys'))!;
    expect(queryOf(call).getAll('m_ids[]')).to.deep.equal(['101', '102']);
    expect(queryOf(call).get('u_id')).to.equal('41');
    expect([...dialog.querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal(['Humira check-in']);
    expect(await axeViolations(el)).to.deep.equal([]);
    [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Cancel')!.click();
    await waitFor(() => !dialogOf(el), 1000, 'dialog closed');
    expect(stepHeading(el)).to.equal('Which medications do you need?');

    buttonNamed(el, 'Next').click();
    const again = await waitFor(() => dialogOf(el), 2000, 'assessments dialog again');
    const navigation = captureEvents('rx-navigate');
    [...again.querySelectorAll('button')].find((b) => b.textContent === 'Continue assessment')!.click();
    navigation.stop();
    expect(navigation.events.map((e) => e.detail.path)).to.deep.equal(['/survey?survey_event_id=77']);
    expect(navigation.events[0]!.bubbles && navigation.events[0]!.composed).to.equal(true);
  });

  it('goes on silently when required-surveys answers 404', async () => {
    api = stubRefillApi();
    const el = await mountRefill();
    choose(el, 'Atorvastatin 20 mg');
    await next(el, 1);
    expect(api.requests.some((r) => r.url.startsWith('/api/user/medications/required-surveys'))).to.equal(true);
    expect(alertOf(el)).to.equal(null);
    expect(stepHeading(el)).to.equal('When should we deliver?');
    expect(shadow(el).activeElement).to.equal(shadow(el).querySelector('[part="step-heading"]'));
  });

  it('alerts deliveryDate while no date is chosen, and again when the empty choice is taken back; axe clean', async () => {
    api = stubRefillApi();
    const el = await mountRefill();
    choose(el, 'Atorvastatin 20 mg');
    await next(el, 1);
    const select = dateSelect(el);
    expect(select.required).to.equal(true);
    expect(select.options[0]!.value).to.equal('');
    expect(select.options[0]!.textContent).to.equal('Choose a delivery date');
    expect(select.value).to.equal('');
    const hint = shadow(el).querySelector('[part="min-date-message"]')!;
    expect(hint.textContent).to.match(/^The earliest delivery date is \w+day, \d\d\/\d\d\/\d\d\./);
    expect(select.getAttribute('aria-describedby')!.split(' ')).to.include(hint.closest('[id]')!.id);
    expect(await axeViolations(el)).to.deep.equal([]);
    buttonNamed(el, 'Next').click();
    await waitForAlert(el, 'Please choose one of the available delivery dates.');
    expect(await axeViolations(el)).to.deep.equal([]);
    // No weekend day is offered at all.
    const offered = offeredDates(el);
    expect(offered.length).to.be.greaterThan(4);
    expect(offered.some((date) => [0, 6].includes(weekdayOf(date)))).to.equal(false);

    const date = chooseDate(el, offered[1]);
    await waitFor(() => refillDraftStore().getState().draft.deliveryDate === date, 1000, 'date stored');
    selectValue(select, '');
    await waitFor(() => refillDraftStore().getState().draft.deliveryDate === null, 1000, 'date cleared');
    buttonNamed(el, 'Next').click();
    await waitForAlert(el, 'Please choose one of the available delivery dates.');
    expect(stepHeading(el)).to.equal('When should we deliver?');
    chooseDate(el, date);
    await next(el, 2);
    expect(refillDraftStore().getState().draft.deliveryDate).to.equal(date);
  });

  it('offers exactly the allowed dates: a refrigerated order Tuesday to Thursday without its holidays, Lisinopril alone Monday to Friday', async () => {
    const none: ShippingHolidayLists = { ref: [], nonRef: [], forceAllowRef: [], forceAllowNonRef: [] };
    const timeZone = 'America/New_York';
    const holiday = deliveryWindow({ now: new Date(), timeZone, refrigerated: true, holidays: none, medicationEarliest: [] }).allowed[1]!;
    const lists: ShippingHolidayLists = { ...none, ref: [holiday] };
    api = stubRefillApi({ 'GET /api/company/shipping-holidays': ok({ shippingHolidays: lists, holidays: [] }) });
    const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    const shown = (date: string) => `${weekdays[weekdayOf(date)]}, ${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(2, 4)}`;
    const optionTexts = (el: HTMLElement) => [...dateSelect(el).options].map((option) => option.textContent);

    const el = await mountRefill();
    choose(el, humira.displayName);
    await next(el, 1);
    expect(textOf(el)).to.contain('Refrigerated medications are delivered Tuesday to Thursday.');
    const cold = deliveryWindow({ now: new Date(), timeZone, refrigerated: true, holidays: lists, medicationEarliest: [] });
    expect(cold.allowed.length).to.be.greaterThan(4);
    expect(offeredDates(el)).to.deep.equal([...cold.allowed]);
    expect(offeredDates(el).every((date) => [2, 3, 4].includes(weekdayOf(date)))).to.equal(true);
    expect(offeredDates(el)).to.not.include(holiday);
    expect(optionTexts(el)).to.deep.equal(['Choose a delivery date', ...cold.allowed.map(shown)]);
    expect(shadow(el).querySelector('[part="min-date-message"]')!.textContent).to.contain(`The earliest delivery date is ${shown(cold.allowed[0]!)}.`);
    expect(api.requests.find((r) => r.url.startsWith('/api/company/shipping-holidays'))!.url).to.equal('/api/company/shipping-holidays?company_id=3&locale=en');
    expect(api.requests.find((r) => r.url.startsWith('/api/company/brand-info'))!.url).to.equal('/api/company/brand-info?company_id=3&brand_id=1&locale=en');

    // Lisinopril alone (a standard medication): the list follows the new choice.
    buttonNamed(el, 'Back').click();
    await waitForStep(el, 0);
    choose(el, humira.displayName);
    choose(el, lisinopril.displayName);
    buttonNamed(el, 'Next').click();
    const dialog = await waitFor(() => dialogOf(el), 2000, 'instructions dialog');
    [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Yes')!.click();
    await waitForStep(el, 1);
    expect(textOf(el)).to.contain('Deliveries arrive Monday to Friday');
    const standard = deliveryWindow({ now: new Date(), timeZone, refrigerated: false, holidays: lists, medicationEarliest: [] });
    expect(offeredDates(el)).to.deep.equal([...standard.allowed]);
    expect(optionTexts(el)).to.deep.equal(['Choose a delivery date', ...standard.allowed.map(shown)]);
    expect(standard.allowed.every((date) => [1, 2, 3, 4, 5].includes(weekdayOf(date)))).to.equal(true);
    // Every weekday of the window: none of them is a standard holiday here.
    const weekdaysInWindow: string[] = [];
    for (let date = standard.earliest; date <= standard.latest; date = addDays(date, 1)) if (![0, 6].includes(weekdayOf(date))) weekdaysInWindow.push(date);
    expect(offeredDates(el)).to.deep.equal(weekdaysInWindow);
    expect(offeredDates(el).some((date) => weekdayOf(date) === 1)).to.equal(true);
    expect(offeredDates(el).some((date) => weekdayOf(date) === 5)).to.equal(true);
  });

  it('alerts selectAddr without an address; lists shipping addresses and pickup locations only', async () => {
    api = stubRefillApi();
    const el = await mountRefill();
    choose(el, 'Atorvastatin 20 mg');
    await next(el, 1);
    chooseDate(el);
    await next(el, 2);
    const radios = [...shadow(el).querySelectorAll<HTMLInputElement>('[part="step"] input[type="radio"]')];
    expect(radios.map((r) => r.value)).to.deep.equal(['7', '8']);
    expect(textOf(el)).to.contain('Pick up at Market Street Pharmacy: 200 Market Street, Philadelphia, PA 19106');
    expect(textOf(el)).to.not.contain('9 Billing Road');
    expect(await axeViolations(el)).to.deep.equal([]);
    buttonNamed(el, 'Next').click();
    await waitForAlert(el, 'Please choose a delivery address.');
    choose(el, 'Pick up at Market Street Pharmacy: 200 Market Street, Philadelphia, PA 19106');
    await next(el, 3);
  });

  it('disables Next on the address step when the patient has no address', async () => {
    api = stubRefillApi({ 'GET /api/user/address': ok({ addresses: [] }) });
    const el = await mountRefill();
    choose(el, 'Atorvastatin 20 mg');
    await next(el, 1);
    chooseDate(el);
    await next(el, 2);
    await waitFor(() => textOf(el).includes('You have no delivery address yet.'), 2000, 'no address text');
    expect(buttonNamed(el, 'Next').disabled).to.equal(true);
    expect(buttonNamed(el, 'Add address')).to.exist;
  });

  it('checks the payment step in order: needSupplies, selectSupplies, selectPayment, anySupplies, instructionsText; axe clean', async () => {
    api = stubRefillApi();
    const el = await mountRefill();
    choose(el, 'Atorvastatin 20 mg');
    await next(el, 1);
    chooseDate(el);
    await next(el, 2);
    choose(el, '1520 Spruce Street, Philadelphia, PA 19102');
    await next(el, 3);
    expect(stepHeading(el)).to.equal('Payment and supplies');
    expect(await axeViolations(el)).to.deep.equal([]);
    const step = shadow(el).querySelector('[part="step"]')!;
    const yesNo = (group: number, answer: 'Yes' | 'No') =>
      [...step.querySelectorAll('fieldset[role="radiogroup"]')][group]!.querySelectorAll('input')[answer === 'Yes' ? 0 : 1]!.click();

    buttonNamed(el, 'Next').click();
    await waitForAlert(el, 'Please tell us whether you need supplies.');
    yesNo(1, 'Yes');
    buttonNamed(el, 'Next').click();
    await waitForAlert(el, 'Please choose the supplies you need.');
    choose(el, 'Other');
    buttonNamed(el, 'Next').click();
    await waitForAlert(el, 'Please choose a payment option.');
    choose(el, 'Bill me later');
    buttonNamed(el, 'Next').click();
    await waitForAlert(el, 'Please describe the other supplies you need.');
    typeInto(control(step, 'Other supplies you need'), 'Gauze');
    yesNo(2, 'Yes');
    buttonNamed(el, 'Next').click();
    await waitForAlert(el, 'Please enter your delivery instructions.');
    expect(await axeViolations(el)).to.deep.equal([]);
    const text = control<HTMLTextAreaElement>(step, 'Delivery instructions');
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    setter.call(text, 'Ring twice');
    text.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await next(el, 4);
    expect(stepHeading(el)).to.equal('Review your refill');
    expect(textOf(el)).to.contain('Other: Gauze').and.contain('Ring twice').and.contain('Bill me later');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('hides Next and shows the call-the-pharmacy message for payment option 2', async () => {
    api = stubRefillApi();
    const el = await mountRefill();
    choose(el, 'Atorvastatin 20 mg');
    await next(el, 1);
    chooseDate(el);
    await next(el, 2);
    choose(el, '1520 Spruce Street, Philadelphia, PA 19102');
    await next(el, 3);
    choose(el, 'I will call the pharmacy to pay');
    await waitFor(() => maybeButton(el, 'Next') === null, 1000, 'Next hidden');
    expect(shadow(el).querySelector('[part="call-pharmacy"]')!.textContent).to.contain('Please call the pharmacy to arrange payment');
    expect(shadow(el).querySelector('[part="step"] [part="pharmacy-phone"]')).to.exist;
    choose(el, 'Use the card on file');
    await waitFor(() => maybeButton(el, 'Next'), 1000, 'Next back');
  });

  it('Back steps back, and from the first step asks to go home (or to /medication when opened from there)', async () => {
    api = stubRefillApi();
    let el = await mountRefill();
    choose(el, 'Atorvastatin 20 mg');
    await next(el, 1);
    buttonNamed(el, 'Back').click();
    await waitForStep(el, 0);
    expect(shadow(el).activeElement).to.equal(shadow(el).querySelector('[part="step-heading"]'));
    let navigation = captureEvents('rx-navigate');
    buttonNamed(el, 'Back').click();
    navigation.stop();
    expect(navigation.events.map((e) => e.detail.path)).to.deep.equal(['/home']);

    resetAll();
    signInForTest(null);
    el = await mountRefill({ 'from-medication': 'true' });
    navigation = captureEvents('rx-navigate');
    buttonNamed(el, 'Back').click();
    navigation.stop();
    expect(navigation.events.map((e) => e.detail.path)).to.deep.equal(['/medication']);
  });

  it('can be completed with the keyboard alone', async () => {
    api = stubRefillApi();
    const el = await mountRefill();
    const active = () => shadow(el).activeElement as HTMLElement | null;
    const tabTo = async (matches: (element: HTMLElement) => boolean, what: string) => {
      for (let i = 0; i < 40; i += 1) {
        if (active() && matches(active()!)) return;
        await sendKeys({ press: 'Tab' });
      }
      throw new Error(`could not reach ${what} with Tab`);
    };
    const isButton = (name: string) => (element: HTMLElement) => element.localName === 'button' && element.textContent?.trim() === name;
    const isInput = (selector: string) => (element: HTMLElement) => element.matches(selector);

    shadow(el).querySelector<HTMLElement>('[part="step-heading"]')!.focus();
    await tabTo(isInput('input[value="RX100"]'), 'the first medication');
    await sendKeys({ press: 'Space' });
    await tabTo(isButton('Next'), 'Next');
    await sendKeys({ press: 'Enter' });
    await waitForStep(el, 1);

    // The date list: Down arrow from the empty choice to the third offered date.
    await tabTo((element) => element === dateSelect(el), 'the date list');
    const third = offeredDates(el)[2]!;
    for (let i = 0; i < 3; i += 1) await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => dateSelect(el).value === third, 1000, `date ${third} (now ${dateSelect(el).value})`);
    await waitFor(() => refillDraftStore().getState().draft.deliveryDate === third, 1000, 'date stored');
    await tabTo(isButton('Next'), 'Next');
    await sendKeys({ press: 'Enter' });
    await waitForStep(el, 2);

    await tabTo(isInput('input[type="radio"]'), 'the address list');
    await sendKeys({ press: 'Space' });
    await tabTo(isButton('Next'), 'Next');
    await sendKeys({ press: 'Enter' });
    await waitForStep(el, 3);

    await tabTo(isInput('input[type="radio"][value="0"]'), 'the payment options');
    await sendKeys({ press: 'Space' });
    await tabTo((element) => element.matches('input[type="radio"][value="no"]') || element.matches('input[type="radio"][value="yes"]'), 'the supplies question');
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => shadow(el).querySelectorAll<HTMLInputElement>('input[value="no"]')[0]!.checked, 1000, 'supplies answered no');
    await tabTo(isButton('Next'), 'Next');
    await sendKeys({ press: 'Enter' });
    await waitForStep(el, 4);

    await tabTo(isButton('Submit'), 'Submit');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => shadow(el).querySelector('[part="confirmation"]'), 3000, 'confirmation');
    const posts = api.requests.filter((r) => r.method === 'POST');
    expect(posts).to.have.length(1);
    expect(posts[0]!.body).to.include({ deliveryDate: third });
  });

  it('renders in Spanish', async () => {
    api = stubRefillApi();
    const el = await mountRefill({ locale: 'es' });
    await waitFor(() => stepHeading(el) === '¿Qué medicamentos necesita?', 2000, 'Spanish heading');
    expect(shadow(el).querySelector('h2')!.textContent).to.equal('Programar un resurtido');
    expect(textOf(el)).to.contain('Le queda 1 resurtido.').and.contain('Resurtido por teléfono').and.contain('lunes: de 9:00 a 17:00');
    buttonNamed(el, 'Siguiente').click();
    await waitForAlert(el, 'Seleccione al menos un medicamento.');
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
