import { readFile } from 'node:fs/promises';
import { test, expect } from '@playwright/test';
import { applyValues, embedSignature, loadPdf } from '../../src/features/documents/model/pdf-form';
import { watchCspViolations } from './support/csp-watch';
import { isFocused, tabTo } from './support/keyboard';
import { apiAsPatient, collectErrors } from './support/refill';
import { portal, signInToPortal } from './support/fresh-patient';
import {
  AGREEMENT,
  CONSENT,
  documentsElement as docs,
  drawSignature,
  expectDocumentsAxeClean,
  imagesOnPage,
  newDocumentPatient,
  pdfOf,
  signingLinkFor,
  storedDocument,
} from './support/documents';

/**
 * <rx-documents> in the portal against the reference server: a fresh patient fills, signs and
 * submits the consent form; the witness then signs through their e-mailed link, signed out.
 */

test('a patient fills the required fields, saves, signs by drawing and submits; the witness signs through their link signed out', async ({ page, request, browser }) => {
  const errors = collectErrors(page);
  const patient = await newDocumentPatient(request);
  await signInToPortal(page, patient, /\/portal\/home$/);
  await portal(page).getByRole('link', { name: /^Documents ?, 1 document to sign$/ }).click();
  await expect(page).toHaveURL(/\/portal\/documents$/);

  await expect(docs(page).getByRole('heading', { name: /Awaiting my signature/ })).toBeVisible();
  for (const group of ['Signed', 'Clinical documents', 'Imported documents']) await expect(docs(page).getByRole('heading', { name: group })).toBeVisible();
  await expectDocumentsAxeClean(page, 'the documents list');
  await docs(page).getByRole('button', { name: `Fill in and sign ${CONSENT}` }).click();
  await expect(docs(page).getByRole('group', { name: 'Page 2 of 2' })).toBeVisible({ timeout: 15_000 });

  const save = docs(page).getByRole('button', { name: 'Save', exact: true });
  const submit = docs(page).getByRole('button', { name: 'Submit', exact: true });
  await expect(save).toBeDisabled();
  await expect(submit).toBeDisabled();
  // Only signer 1's fields: the witness's are not offered.
  await expect(docs(page).getByLabel(/Witness full name/)).toHaveCount(0);
  const radios = docs(page).getByRole('radiogroup', { name: 'How may we contact you? (required)' }).getByRole('radio');
  await expect(radios).toHaveCount(3);
  expect(await radios.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(['Phone call', 'Text message', 'E-mail']);

  await docs(page).getByLabel('Full name (required)').fill('Dana Docs');
  await docs(page).getByLabel('Date of birth (MM/DD/YYYY) (required)').fill('02/14/1979');
  await docs(page).getByLabel('Preferred pharmacy location').selectOption('Center City');
  await docs(page).getByRole('radio', { name: 'E-mail' }).check();
  await docs(page).getByLabel('I agree to the terms above (required)').check();
  await expect(docs(page).getByText('1 required field is still to complete.')).toBeVisible();
  await expect(save).toBeDisabled();
  await drawSignature(page, /Patient signature: signature pad/);
  await expect(docs(page).getByRole('img', { name: 'Patient signature: signed' })).toBeVisible();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(submit).toBeEnabled();
  await expectDocumentsAxeClean(page, 'the filled form');
  await submit.click();
  await expect(docs(page).getByText('Your form has been submitted.')).toBeVisible();

  const stored = await storedDocument(request, patient.username, CONSENT);
  expect(stored.currentSignerNum).toBe(2);
  const pdf = await pdfOf(stored);
  const form = pdf.getForm();
  expect(form.getTextField('fullName|1|Required').getText()).toBe('Dana Docs');
  expect(form.getTextField('dateOfBirth|1|Required').getText()).toBe('02/14/1979');
  expect(form.getDropdown('pharmacyLocation|1|Optional').getSelected()).toEqual(['Center City']);
  expect(form.getRadioGroup('contactMethod|1|Required').getSelected()).toBe('E-mail');
  expect(form.getCheckBox('agreeTerms|1|Required').isChecked()).toBe(true);
  expect(form.getTextField('witnessName|2|Required').getText()).toBeUndefined();
  expect(imagesOnPage(pdf, 1)).toBe(1);

  // Back in the list the consent form is signed and the badge is gone.
  await docs(page).getByRole('button', { name: 'Back to documents' }).click();
  await expect(docs(page).getByRole('heading', { name: /Awaiting my signature/ })).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/portal\/home$/);
  await expect(portal(page).getByRole('link', { name: /^Documents$/ })).toBeVisible();

  // The witness, signed out in a browser of their own, opens the e-mailed link and signs by typing.
  const link = await signingLinkFor(request, patient.witnessEmail);
  const witnessContext = await browser.newContext();
  const witness = await witnessContext.newPage();
  const witnessErrors = collectErrors(witness);
  await witness.goto(link);
  await expect(docs(witness).getByRole('heading', { name: CONSENT })).toBeVisible();
  await expect(docs(witness).getByLabel(/Full name/)).toHaveCount(0);
  await docs(witness).getByLabel('Witness full name (required)').fill('Jordan Avery');
  await docs(witness).getByRole('radio', { name: 'Type' }).check();
  await docs(witness).getByLabel('Witness signature: type your full name').fill('Jordan Avery');
  await docs(witness).getByRole('button', { name: 'Save', exact: true }).click();
  await docs(witness).getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(docs(witness).getByText('Your form has been submitted.')).toBeVisible();
  const done = await storedDocument(request, patient.username, CONSENT);
  expect(done.currentSignerNum).toBeNull();
  const finalPdf = await pdfOf(done);
  expect(finalPdf.getForm().getTextField('witnessName|2|Required').getText()).toBe('Jordan Avery');
  expect(finalPdf.getForm().getTextField('fullName|1|Required').getText()).toBe('Dana Docs');
  expect(imagesOnPage(finalPdf, 1)).toBe(2);

  // The link is used now.
  await witness.reload();
  await expect(docs(witness).getByText('This signing link has been used already. The document was signed.')).toBeVisible();
  await witnessContext.close();
  expect(errors).toEqual([]);
  expect(witnessErrors).toEqual([]);
});

test('a signer whose turn has not come sees the document view-only, and a tampered submission is refused', async ({ page, request }) => {
  const patient = await newDocumentPatient(request);
  const consent = await storedDocument(request, patient.username, CONSENT);
  const witnessSigner = consent.signers.find((signer) => signer.signerNum === 2)!;

  // The witness's link before the patient has signed: view-only.
  await page.goto(`/portal/doc-sign?uuid=${consent.uuid}&signerUuId=${witnessSigner.signerUuid}`);
  await expect(docs(page).getByText(/Another signer must sign before you/)).toBeVisible();
  await expect(docs(page).getByRole('group', { name: 'Page 1 of 2' })).toBeVisible({ timeout: 15_000 });
  await expect(docs(page).getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(docs(page).getByRole('link', { name: 'Download PDF' })).toBeVisible();
  // Page navigation and zoom by keyboard: the next page takes focus.
  const next = docs(page).getByRole('button', { name: 'Next page' });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  expect(await isFocused(docs(page).getByRole('group', { name: 'Page 2 of 2' }))).toBe(true);
  await expect(next).toBeDisabled();
  await tabTo(page, docs(page).getByRole('button', { name: 'Zoom in' }));
  await page.keyboard.press('Enter');
  await expect(docs(page).getByRole('toolbar')).toContainText('Zoom 125%');
  await expectDocumentsAxeClean(page, 'a view-only signing link');

  // An unknown link.
  await page.goto(`/portal/doc-sign?uuid=${consent.uuid}&signerUuId=00000000-0000-4000-8000-000000000000`);
  await expect(docs(page).getByText(/This signing link is not valid/)).toBeVisible();

  // The patient's own turn, submitted with the witness's field changed: refused, nothing stored.
  const { PDFDocument } = await import('pdf-lib');
  const tampered = await PDFDocument.load(Buffer.from(consent.pdfBase64, 'base64'));
  tampered.getForm().getTextField('fullName|1|Required').setText('Dana Docs');
  tampered.getForm().getTextField('witnessName|2|Required').setText('Forged Witness');
  const patientSigner = consent.signers.find((signer) => signer.signerNum === 1)!;
  const refused = await request.post('/api/documents/sign', {
    data: { srUuid: consent.uuid, signerUuid: patientSigner.signerUuid, data: Buffer.from(await tampered.save()).toString('base64'), contentType: 'application/pdf' },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toBe('data: fields of another signer were changed');
  expect((await storedDocument(request, patient.username, CONSENT)).pdfBase64).toBe(consent.pdfBase64);

  // In the portal, the agreement the pharmacist signs first is view-only for the patient.
  await signInToPortal(page, patient, /\/portal\/home$/);
  await page.goto('/portal/documents');
  await docs(page).getByRole('button', { name: `View ${AGREEMENT}` }).click();
  await expect(docs(page).getByText(/Another signer must sign before you/)).toBeVisible();
  await expect(docs(page).getByRole('group', { name: 'Page 1 of 1' })).toBeVisible({ timeout: 15_000 });
  await expect(docs(page).getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
});

test('keyboard only, in Spanish: the witness fills, types a signature, saves and submits through their link; no CSP violation', async ({ page, request }) => {
  const patient = await newDocumentPatient(request);
  const consent = await storedDocument(request, patient.username, CONSENT);
  const [patientSigner, witnessSigner] = consent.signers;
  // The patient's turn first, straight through the API.
  const filled = await loadPdf(Buffer.from(consent.pdfBase64, 'base64'));
  applyValues(filled, 1, { 'fullName|1|Required': 'Dana Docs', 'dateOfBirth|1|Required': '02/14/1979', 'contactMethod|1|Required': 'Phone call', 'agreeTerms|1|Required': 'checked' });
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  await embedSignature(filled, 'signature|1|Required', png);
  const first = await request.post('/api/documents/sign', {
    data: { srUuid: consent.uuid, signerUuid: patientSigner!.signerUuid, data: Buffer.from(await filled.save()).toString('base64'), contentType: 'application/pdf' },
  });
  expect(first.status()).toBe(200);

  const noViolations = await watchCspViolations(page);
  await page.addInitScript(() => localStorage.setItem('rx-language', 'es'));
  await page.goto(`/portal/doc-sign?uuid=${consent.uuid}&signerUuId=${witnessSigner!.signerUuid}`);
  await expect(docs(page).getByRole('group', { name: 'Página 2 de 2' })).toBeVisible({ timeout: 15_000 });
  const name = docs(page).getByLabel('Witness full name (obligatorio)');
  await tabTo(page, name);
  await page.keyboard.type('Jordan Avery');
  const draw = docs(page).getByRole('radio', { name: 'Dibujar' });
  await tabTo(page, draw);
  await page.keyboard.press('ArrowRight');
  await expect(docs(page).getByRole('radio', { name: 'Escribir' })).toBeChecked();
  const typed = docs(page).getByLabel('Witness signature: escriba su nombre completo');
  await tabTo(page, typed);
  await page.keyboard.type('Jordan Avery');
  const save = docs(page).getByRole('button', { name: 'Guardar', exact: true });
  await expect(save).toBeEnabled();
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  const submit = docs(page).getByRole('button', { name: 'Enviar', exact: true });
  await expect(submit).toBeEnabled();
  await tabTo(page, submit);
  expect(await isFocused(submit)).toBe(true);
  await expectDocumentsAxeClean(page, 'the signing link in Spanish');
  await page.keyboard.press('Enter');
  await expect(docs(page).getByText('Su formulario fue enviado.')).toBeVisible();
  const done = await storedDocument(request, patient.username, CONSENT);
  expect(done.currentSignerNum).toBeNull();
  expect((await pdfOf(done)).getForm().getTextField('witnessName|2|Required').getText()).toBe('Jordan Avery');
  await noViolations();
});

test('the list: a sign request waiting for the pharmacist is not under Signed, and dates read MM/DD/YY', async ({ page, request }) => {
  const patient = await newDocumentPatient(request);
  await signInToPortal(page, patient, /\/portal\/home$/);
  await page.goto('/portal/documents');
  const signed = docs(page).getByRole('region', { name: 'Signed', exact: true });
  const clinical = docs(page).getByRole('region', { name: 'Clinical documents', exact: true });
  await expect(signed.getByText('Notice of Privacy Practices acknowledgement')).toBeVisible();
  await expect(signed.getByText(AGREEMENT)).toHaveCount(0);
  await expect(clinical.getByText(AGREEMENT)).toBeVisible();
  await expect(clinical.getByRole('button', { name: `View ${AGREEMENT}` })).toBeVisible();

  const { documents } = await apiAsPatient<{ documents: { friendlyName: string; timeUploaded: string }[] }>(page, '/documents/patient?u_id={uId}');
  const uploaded = documents.find((document) => document.friendlyName === AGREEMENT)!.timeUploaded;
  const expected = await page.evaluate((time) => {
    const at = new Date(time);
    const two = (value: number) => String(value).padStart(2, '0');
    return `${two(at.getMonth() + 1)}/${two(at.getDate())}/${two(at.getFullYear() % 100)}`;
  }, uploaded);
  await expect(clinical.locator('li', { hasText: AGREEMENT })).toContainText(`Uploaded ${expected} · Waiting for another signer`);
});

test('after Save the saved document is shown and focus is on Submit; a typed signature saved at once stays saved', async ({ page, request }) => {
  const errors = collectErrors(page);
  const patient = await newDocumentPatient(request);
  await signInToPortal(page, patient, /\/portal\/home$/);
  await page.goto('/portal/documents');
  await docs(page).getByRole('button', { name: `Fill in and sign ${CONSENT}` }).click();
  await expect(docs(page).getByRole('group', { name: 'Page 2 of 2' })).toBeVisible({ timeout: 15_000 });
  const save = docs(page).getByRole('button', { name: 'Save', exact: true });
  const submit = docs(page).getByRole('button', { name: 'Submit', exact: true });
  const savedNote = docs(page).getByText('Saved. Check the document, then submit it.');

  await docs(page).getByLabel('Full name (required)').fill('Dana Docs');
  await docs(page).getByLabel('Date of birth (MM/DD/YYYY) (required)').fill('02/14/1979');
  await docs(page).getByRole('radio', { name: 'E-mail' }).check();
  await docs(page).getByLabel('I agree to the terms above (required)').check();
  await docs(page).getByRole('radio', { name: 'Type' }).check();
  const typed = docs(page).getByLabel('Patient signature: type your full name');
  await typed.fill('Dana Doc');
  await expect(save).toBeEnabled();
  await save.click();

  // Focus moves from Save (disabled now) to Submit, inside the element.
  await expect(savedNote).toBeVisible();
  await expect(submit).toBeEnabled();
  expect(await isFocused(submit)).toBe(true);
  // The viewer shows the saved document: its pages, and Download PDF gives the saved file.
  await expect(docs(page).getByRole('group', { name: 'Page 2 of 2' })).toBeVisible({ timeout: 15_000 });
  await expect(docs(page).getByText('This document cannot be shown here. Please try again later.')).toHaveCount(0);
  const download = page.waitForEvent('download');
  await docs(page).getByRole('link', { name: 'Download PDF' }).click();
  const shownPdf = await loadPdf(await readFile((await (await download).path())!));
  expect(shownPdf.getForm().getTextField('fullName|1|Required').getText()).toBe('Dana Docs');
  expect(imagesOnPage(shownPdf, 1)).toBe(1);

  // The last letter of the typed signature and Save in the same moment (a fast typist).
  const saveHandle = (await save.elementHandle())!;
  await typed.evaluate((input, button) => {
    const field = input as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, `${field.value}s`);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    (button as HTMLButtonElement).click();
  }, saveHandle);
  await expect(typed).toHaveValue('Dana Docs');
  await expect(savedNote).toBeVisible();
  // Still saved once the signature has had time to be drawn.
  await page.waitForTimeout(500);
  await expect(savedNote).toBeVisible();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(docs(page).getByText('Your form has been submitted.')).toBeVisible();
  const stored = await pdfOf(await storedDocument(request, patient.username, CONSENT));
  expect(stored.getForm().getTextField('fullName|1|Required').getText()).toBe('Dana Docs');
  expect(imagesOnPage(stored, 1)).toBe(1);
  expect(errors).toEqual([]);
});

test('a signing link used meanwhile in another tab: the error shows and Submit stays disabled', async ({ page, request }) => {
  const patient = await newDocumentPatient(request);
  const consent = await storedDocument(request, patient.username, CONSENT);
  const witnessSigner = consent.signers.find((signer) => signer.signerNum === 2)!;
  const patientSigner = consent.signers.find((signer) => signer.signerNum === 1)!;
  const filled = await loadPdf(Buffer.from(consent.pdfBase64, 'base64'));
  applyValues(filled, 1, { 'fullName|1|Required': 'Dana Docs', 'dateOfBirth|1|Required': '02/14/1979', 'contactMethod|1|Required': 'Phone call', 'agreeTerms|1|Required': 'checked' });
  await embedSignature(filled, 'signature|1|Required', Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));
  const first = await request.post('/api/documents/sign', {
    data: { srUuid: consent.uuid, signerUuid: patientSigner.signerUuid, data: Buffer.from(await filled.save()).toString('base64'), contentType: 'application/pdf' },
  });
  expect(first.status()).toBe(200);

  const link = `/portal/doc-sign?uuid=${consent.uuid}&signerUuId=${witnessSigner.signerUuid}`;
  const other = await page.context().newPage();
  const fillAndSave = async (tab: typeof page) => {
    await tab.goto(link);
    await expect(docs(tab).getByRole('group', { name: 'Page 2 of 2' })).toBeVisible({ timeout: 15_000 });
    await docs(tab).getByLabel('Witness full name (required)').fill('Jordan Avery');
    await docs(tab).getByRole('radio', { name: 'Type' }).check();
    await docs(tab).getByLabel('Witness signature: type your full name').fill('Jordan Avery');
    await expect(docs(tab).getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
    await docs(tab).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(docs(tab).getByRole('button', { name: 'Submit', exact: true })).toBeEnabled();
  };
  await fillAndSave(page);
  await fillAndSave(other);
  await docs(other).getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(docs(other).getByText('Your form has been submitted.')).toBeVisible();
  await other.close();

  const submit = docs(page).getByRole('button', { name: 'Submit', exact: true });
  await submit.click();
  await expect(docs(page).getByText('This signing link has been used already. The document was signed.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await expect(docs(page).getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await expectDocumentsAxeClean(page, 'the used-link error');
});
