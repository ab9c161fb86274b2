import { test, expect, type Page } from '@playwright/test';
import {
  expectAxeClean,
  newProfilePatient,
  openProfile,
  PHOTO,
  portal,
  profile,
  profileButton,
  profileTitle,
  signIn,
} from './support/profile';
import { tabTo } from './support/keyboard';
import { watchCspViolations } from './support/csp-watch';

/**
 * <rx-profile> in the standalone portal against the reference server: fresh patients of each
 * company variant signed in through the real login screen.
 */

const home = (page: Page) => portal(page).locator('rx-home');
const field = (page: Page, label: string) => profile(page).getByRole('textbox', { name: label, exact: true });

async function fillAddress(page: Page, street: string, city: string, zip: string) {
  await field(page, 'Street address').fill(street);
  await field(page, 'City').fill(city);
  await profile(page).getByRole('combobox', { name: 'State' }).selectOption('PA');
  await field(page, 'ZIP code').fill(zip);
}

test('standard: list and account, an address added with verification, edited and removed, the primary refused, locked addresses', async ({ page, request }) => {
  const patient = await newProfilePatient(request, 'standard', false);
  await signIn(page, patient);
  await openProfile(page);
  await expect(profile(page).locator('[part="menu"]').getByRole('button')).toHaveText(['Account', 'Insurance', 'Addresses', 'Contacts', 'Meds and Allergies']);
  await expectAxeClean(page, 'the profile list');

  await profileButton(page, 'Account').click();
  await expect(profileTitle(page)).toHaveText('Account');
  await expect(profileTitle(page)).toBeFocused();
  await expect(profile(page).locator('[part="account"]')).toContainText('06-MAY-1984');
  await expect(profile(page).locator('[part="account"]')).toContainText('Pat');
  await expectAxeClean(page, 'the account');
  await profileButton(page, 'Back to the profile list').click();
  await expect(profileTitle(page)).toHaveText('Profile');

  await profileButton(page, 'Addresses').click();
  const addresses = profile(page).locator('[part="address"]');
  await expect(addresses).toHaveCount(3);
  await expect(addresses.filter({ hasText: 'Clinic' }).locator('[part="address-locked"]')).toContainText('belongs to your care provider');
  await expect(addresses.filter({ hasText: 'Office' }).locator('[part="address-locked"]')).toContainText('used by a refill');
  await expect(addresses.filter({ hasText: 'Office' }).getByRole('button')).toHaveCount(0);
  await expectAxeClean(page, 'the address list');

  // The primary address cannot be removed.
  await addresses.filter({ hasText: 'Home' }).getByRole('button', { name: /^Remove/ }).click();
  await expect(portal(page).getByText('The primary address cannot be removed.', { exact: false })).toBeVisible();

  // Add: Save waits for street, city, state and ZIP (spec 01 §5).
  await profileButton(page, 'Add an address').click();
  await expect(profileButton(page, 'Save address')).toBeDisabled();
  await field(page, 'Street address').fill('1600 Market Street');
  await field(page, 'City').fill('Philadelphia');
  await field(page, 'ZIP code').fill('99999');
  await expect(profileButton(page, 'Save address')).toBeDisabled();
  await field(page, 'Street address').fill('   ');
  await profile(page).getByRole('combobox', { name: 'State' }).selectOption('PA');
  await expect(profileButton(page, 'Save address')).toBeDisabled();
  // An address that does not verify is refused with the reason, then a good one is saved.
  await fillAddress(page, '1600 Market Street', 'Philadelphia', '99999');
  await expect(profileButton(page, 'Save address')).toBeEnabled();
  await profile(page).getByRole('combobox', { name: 'Address type' }).selectOption('Office');
  await profileButton(page, 'Save address').click();
  await expect(profile(page).getByText('We could not verify this address')).toBeVisible();
  await field(page, 'ZIP code').fill('19103');
  await expectAxeClean(page, 'the address form');
  await profileButton(page, 'Save address').click();
  const suggestion = profile(page).getByRole('button', { name: 'Use verified address' });
  const added = portal(page).getByText('Address added.');
  await expect(suggestion.or(added)).toBeVisible();
  if (await suggestion.isVisible()) await suggestion.click();
  await expect(added).toBeVisible();
  await expect(addresses).toHaveCount(4);
  const mine = addresses.filter({ hasText: '1600 Market Street' });
  await expect(mine).toContainText('Philadelphia, PA 19103');

  // Edit: save is disabled until something changes.
  await mine.getByRole('button', { name: /^Edit/ }).click();
  await expect(profileButton(page, 'Save address')).toBeDisabled();
  await field(page, 'Apartment, suite or unit').fill('Floor 3');
  await expect(profileButton(page, 'Save address')).toBeEnabled();
  await profileButton(page, 'Save address').click();
  await expect(portal(page).getByText('Address saved.')).toBeVisible();
  await expect(addresses.filter({ hasText: 'Floor 3' })).toHaveCount(1);

  // Remove with its confirmation dialog.
  await addresses.filter({ hasText: 'Floor 3' }).getByRole('button', { name: /^Remove/ }).click();
  const dialog = profile(page).getByRole('alertdialog', { name: 'Remove this address?' });
  await expect(dialog).toBeVisible();
  await expectAxeClean(page, 'the remove dialog');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(portal(page).getByText('Address removed.')).toBeVisible();
  await expect(addresses).toHaveCount(3);
});

/** The card photos shown, each decoded (a picture the page's CSP blocks has no size). */
async function expectCardPhotosShown(page: Page, count: number) {
  const photos = profile(page).locator('[part="card-photos"] img, [part="card-photo"] img');
  await expect(photos).toHaveCount(count);
  for (const photo of await photos.all()) {
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
    // Shown from the browser itself: nothing is fetched from a server.
    expect(await photo.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  }
}

test('standard: the missing-insurance activity from home, card photos that survive a reload and go on sign-out, a duplicate refused', async ({ page, request }) => {
  const patient = await newProfilePatient(request, 'standard');
  const expectNoCspViolation = await watchCspViolations(page);
  await signIn(page, patient);
  await home(page).getByRole('link', { name: /Update your insurance information/ }).click();
  await expect(page).toHaveURL(/\/portal\/missing-insurance$/);
  await expect(profileTitle(page)).toHaveText('Add your insurance');
  await expect(field(page, 'Plan type')).toHaveCount(0);
  await expect(field(page, 'Person code')).toHaveCount(0);

  // Required fields block the submission.
  await profileButton(page, 'Save insurance').click();
  await expect(profile(page).getByText('Fill in the required fields.')).toBeVisible();
  for (const [label, value] of [['Plan name', 'Keystone Gold'], ['Member ID', 'KG-1234'], ['BIN', '610014'], ['PCN', 'KGRX'], ['Group', 'G-77']] as const) {
    await field(page, label).fill(value);
  }
  await profile(page).locator('input[type="file"][data-side="front"]').setInputFiles(PHOTO);
  await profile(page).locator('input[type="file"][data-side="back"]').setInputFiles(PHOTO);
  await expect(profile(page).getByRole('img', { name: 'Photo: Front of the card' })).toBeVisible();
  await expectCardPhotosShown(page, 2);
  await expectAxeClean(page, 'the insurance capture');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) sent.push(request.postData() ?? '');
  });
  await profileButton(page, 'Save insurance').click();

  // Home, with the message; the activity is gone.
  await expect(page).toHaveURL(/\/portal\/home$/);
  await expect(portal(page).getByText('Insurance added.')).toBeVisible();
  await expect(home(page).getByRole('link', { name: /Update your insurance information/ })).toHaveCount(0);
  // The photos were never sent.
  expect(sent.some((body) => body.includes('image') || body.length > 5000)).toBe(false);

  await openProfile(page);
  await profileButton(page, 'Insurance').click();
  await profile(page).getByRole('button', { name: 'View details of Keystone Gold' }).click();
  await expectCardPhotosShown(page, 2);
  await expectNoCspViolation();
  await page.reload();
  await expect(profileTitle(page)).toHaveText('Profile');
  await profileButton(page, 'Insurance').click();
  await profile(page).getByRole('button', { name: 'View details of Keystone Gold' }).click();
  await expectCardPhotosShown(page, 2);
  await expectNoCspViolation();
  await expectAxeClean(page, 'the insurance details');

  // The same card again: addFailedDuplicate.
  await profileButton(page, 'Back to insurance').click();
  await profileButton(page, 'Add insurance').click();
  for (const [label, value] of [['Plan name', 'Keystone Gold'], ['Member ID', 'KG-1234'], ['BIN', '610014'], ['PCN', 'KGRX'], ['Group', 'G-77']] as const) {
    await field(page, label).fill(value);
  }
  await profileButton(page, 'Save insurance').click();
  await expect(profile(page).getByText('This insurance is already on your profile.')).toBeVisible();
  await profileButton(page, 'Cancel').click();

  // Sign out from the profile list: the photos go with the session.
  await profileButton(page, 'Back to the profile list').click();
  await profile(page).locator('[part="sign-out"]').click();
  await expect(portal(page).getByRole('alertdialog', { name: 'Sign out?' })).toBeVisible();
  await expectAxeClean(page, 'the sign-out dialog');
  await portal(page).getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/portal\/login$/);
  await signIn(page, patient);
  await openProfile(page);
  await profileButton(page, 'Insurance').click();
  await profile(page).getByRole('button', { name: 'View details of Keystone Gold' }).click();
  await expect(profile(page).getByText('Front of the card: no photo on this device.')).toBeVisible();
  await expect(profile(page).locator('[part="card-photos"] img')).toHaveCount(0);
});

test('standard: the confirm-address activity from home: No goes to edit and back, Yes completes it', async ({ page, request }) => {
  const patient = await newProfilePatient(request, 'standard');
  await signIn(page, patient);
  await home(page).getByRole('link', { name: /Fill in your address details/ }).click();
  await expect(page).toHaveURL(/\/portal\/confirm-address$/);
  await expect(profileTitle(page)).toHaveText('Confirm your address');
  await expect(profile(page).locator('[part="address-confirm"]')).toContainText('1520 Spruce Street, Apt 2A, Philadelphia, PA 19102');
  await expectAxeClean(page, 'the address confirmation');
  await profileButton(page, 'No, change it').click();
  await expect(field(page, 'Street address')).toHaveValue('1520 Spruce Street');
  await profileButton(page, 'Cancel').click();
  await profileButton(page, 'Yes, it is correct').click();
  await expect(page).toHaveURL(/\/portal\/home$/);
  await expect(portal(page).getByText('Thank you for confirming your address.')).toBeVisible();
  await expect(home(page).getByRole('link', { name: /Fill in your address details/ })).toHaveCount(0);
});

test('care-program: addresses on the legacy path, plan type required for insurance', async ({ page, request }) => {
  const patient = await newProfilePatient(request, 'care-program', false);
  await signIn(page, patient);
  await openProfile(page);
  await profileButton(page, 'Addresses').click();
  await profileButton(page, 'Add an address').click();
  await fillAddress(page, '1600 Market Street', 'Philadelphia', '19103');
  const legacy = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/user/address');
  await profileButton(page, 'Save address').click();
  const suggestion = profile(page).getByRole('button', { name: 'Use verified address' });
  await expect(suggestion.or(portal(page).getByText('Address added.'))).toBeVisible();
  if (await suggestion.isVisible()) await suggestion.click();
  await legacy;
  await expect(profile(page).locator('[part="address"]').filter({ hasText: '1600 Market Street' })).toHaveCount(1);

  await profileButton(page, 'Back to the profile list').click();
  await profileButton(page, 'Insurance').click();
  await profileButton(page, 'Add insurance').click();
  await profileButton(page, 'Save insurance').click();
  await expect(field(page, 'Plan type')).toHaveAttribute('aria-invalid', 'true');
  await field(page, 'Plan type').fill('Commercial');
  for (const [label, value] of [['Plan name', 'Lakeshore Plus'], ['Member ID', 'LP-1'], ['BIN', '004336'], ['PCN', 'LSP'], ['Group', 'G1']] as const) {
    await field(page, label).fill(value);
  }
  await profileButton(page, 'Save insurance').click();
  await expect(portal(page).getByText('Insurance added.')).toBeVisible();
  await profile(page).getByRole('button', { name: 'View details of Lakeshore Plus' }).click();
  await expect(profile(page).locator('[part="insurance-details"]')).toContainText('Commercial');

  // Edit, then delete with its confirmation.
  await profileButton(page, 'Edit').click();
  await expect(field(page, 'Plan type')).toHaveValue('Commercial');
  await field(page, 'Group').fill('G2');
  await profileButton(page, 'Save insurance').click();
  await expect(portal(page).getByText('Insurance saved.')).toBeVisible();
  await profile(page).getByRole('button', { name: 'View details of Lakeshore Plus' }).click();
  await expect(profile(page).locator('[part="insurance-details"]')).toContainText('G2');
  await profileButton(page, 'Remove').click();
  const dialog = profile(page).getByRole('alertdialog', { name: 'Remove this insurance?' });
  await expectAxeClean(page, 'the insurance remove dialog');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(portal(page).getByText('Insurance removed.')).toBeVisible();
  await expect(profile(page).getByText('You have no insurance on file.')).toBeVisible();
});

test('home-only: one Home address changed through support, person code optional, gated entries hidden', async ({ page, request }) => {
  const patient = await newProfilePatient(request, 'home-only', false);
  await signIn(page, patient);
  await openProfile(page);
  await expect(profile(page).locator('[part="menu"]').getByRole('button')).toHaveText(['Account', 'Insurance', 'Addresses']);
  await profileButton(page, 'Addresses').click();
  await expect(profile(page).locator('[part="address"]')).toHaveCount(1);
  await expect(profileButton(page, 'Add an address')).toHaveCount(0);
  await expect(profile(page).getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  await expect(profile(page).locator('[part="home-only-notice"]')).toContainText('send a support request');
  await expectAxeClean(page, 'the home-only addresses');
  const navigated = page.evaluate(
    () => new Promise<unknown>((resolve) => document.addEventListener('rx-navigate', (e) => resolve((e as CustomEvent).detail), { once: true })),
  );
  await profileButton(page, 'Send a support request').click();
  // The state names the settings element's own `option`: a host routing the event itself sets it as is.
  expect(await navigated).toEqual({ path: '/settings', state: { option: 4 } });
  // The portal lands on the support form, not on the settings list.
  await expect(page).toHaveURL(/\/portal\/settings$/);
  const settings = portal(page).locator('rx-settings');
  await expect(settings.getByRole('heading', { name: 'Support', level: 2 })).toBeVisible();
  await expect(settings.locator('[part="support-form"]')).toBeVisible();
  await expect(settings.getByRole('button', { name: /Login and security/ })).toHaveCount(0);
  await settings.getByRole('button', { name: 'Back to settings' }).click();
  await expect(settings.getByRole('button', { name: /Login and security/ })).toBeVisible();

  await page.goto('/portal/missing-insurance');
  await expect(profileTitle(page)).toHaveText('Add your insurance');
  await expect(field(page, 'Person code')).toBeVisible();
  await expect(field(page, 'Plan type')).toHaveCount(0);
  for (const [label, value] of [['Plan name', 'HomeWell Basic'], ['Member ID', 'HW-9'], ['BIN', '610014'], ['PCN', 'HW'], ['Group', 'G9']] as const) {
    await field(page, label).fill(value);
  }
  await field(page, 'Person code').fill('01');
  await profileButton(page, 'Save insurance').click();
  await expect(page).toHaveURL(/\/portal\/home$/);
  await expect(portal(page).getByText('Insurance added.')).toBeVisible();
});

test('contacts and meds and allergies: rules, counters, arrow keys between the tabs, edit needs a change, delete confirmed', async ({ page, request }) => {
  const patient = await newProfilePatient(request, 'standard', false);
  await signIn(page, patient);
  await openProfile(page);

  await profileButton(page, 'Contacts').click();
  await expect(profile(page).getByText('You have no additional contact.')).toBeVisible();
  await profileButton(page, 'Add a contact').click();
  await profileButton(page, 'Save contact').click();
  await expect(profile(page).getByText('Enter a phone number or an e-mail.')).toBeVisible();
  await field(page, 'Name').fill('Ana Ruiz');
  await field(page, 'Relationship').fill('Daughter');
  await field(page, 'Phone').fill('0155550134');
  await field(page, 'E-mail').fill('ana@');
  await profileButton(page, 'Save contact').click();
  await expect(profile(page).getByText('Enter a valid US phone number.')).toBeVisible();
  await expect(profile(page).getByText('Enter a valid e-mail.')).toBeVisible();
  await expectAxeClean(page, 'the contact form with errors');
  await field(page, 'Phone').fill('2155550134');
  await expect(field(page, 'Phone')).toHaveValue('215-555-0134');
  await field(page, 'E-mail').fill('');
  await profileButton(page, 'Save contact').click();
  await expect(portal(page).getByText('Contact added.')).toBeVisible();
  await expect(profile(page).locator('[part="contact"]')).toContainText('215-555-0134');
  await profile(page).getByRole('button', { name: 'Remove Ana Ruiz' }).click();
  const contactDialog = profile(page).getByRole('alertdialog', { name: 'Remove this contact?' });
  await expect(contactDialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await contactDialog.getByRole('button', { name: 'Remove' }).click();
  await expect(portal(page).getByText('Contact removed.')).toBeVisible();
  await expect(profile(page).locator('[part="contact"]')).toHaveCount(0);

  await profileButton(page, 'Back to the profile list').click();
  await profileButton(page, 'Meds and Allergies').click();
  const medsTab = profile(page).getByRole('tab', { name: 'Medications' });
  await expect(medsTab).toHaveAttribute('aria-selected', 'true');
  await medsTab.focus();
  await page.keyboard.press('ArrowRight');
  const allergiesTab = profile(page).getByRole('tab', { name: 'Allergies' });
  await expect(allergiesTab).toHaveAttribute('aria-selected', 'true');
  await expect(allergiesTab).toBeFocused();
  await profileButton(page, 'Add an allergy').click();
  await field(page, 'Allergic to').fill('P'.repeat(60));
  await expect(field(page, 'Allergic to')).toHaveValue('P'.repeat(50));
  await expect(profile(page).getByText('50 of 50 characters')).toBeVisible();
  await field(page, 'Allergic to').fill('Penicillin');
  await expect(profile(page).getByText('10 of 50 characters')).toBeVisible();
  await field(page, 'Severity').fill('Severe');
  await field(page, 'Reaction').fill('Hives');
  await field(page, 'Notes').fill('n'.repeat(210));
  await expect(field(page, 'Notes')).toHaveValue('n'.repeat(200));
  await expect(profile(page).getByText('200 of 200 characters')).toBeVisible();
  await expectAxeClean(page, 'the allergy form');
  await profileButton(page, 'Save').click();
  await expect(portal(page).getByText('Added.', { exact: true })).toBeVisible();
  await profile(page).getByRole('button', { name: 'Edit Penicillin' }).click();
  await expect(profileButton(page, 'Save')).toBeDisabled();
  await field(page, 'Reaction').fill('Hives and swelling');
  await profileButton(page, 'Save').click();
  await expect(portal(page).getByText('Saved.', { exact: true })).toBeVisible();
  await expect(profile(page).getByRole('tabpanel')).toContainText('Hives and swelling');
  await allergiesTab.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(medsTab).toHaveAttribute('aria-selected', 'true');
  await expect(profile(page).getByText('You have not added any medication.')).toBeVisible();
  await allergiesTab.click();
  await profile(page).getByRole('button', { name: 'Remove Penicillin' }).click();
  await expectAxeClean(page, 'the allergy remove dialog');
  await profile(page).getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(profile(page).getByText('You have not added any allergy.')).toBeVisible();
});

test('in Spanish, keyboard only: an address changed and an insurance added; axe clean on each screen', async ({ page, request }) => {
  const patient = await newProfilePatient(request, 'standard', false);
  await page.goto('/portal/');
  await portal(page).getByLabel('Language').selectOption('es');
  await portal(page).getByLabel('Teléfono móvil o correo electrónico').fill(patient.username);
  await portal(page).getByLabel('Contraseña', { exact: true }).fill(patient.password);
  await portal(page).getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
  await portal(page).locator('rx-home').locator('[data-tile="ProfileDisplay"]').focus();
  await page.keyboard.press('Enter');
  await expect(profileTitle(page)).toHaveText('Perfil');
  await expect(profile(page).locator('[part="menu"]').getByRole('button')).toHaveText(['Cuenta', 'Seguro', 'Direcciones', 'Contactos', 'Medicamentos y alergias']);
  await expectAxeClean(page, 'the profile list (es)');

  // Address change with the keyboard alone.
  await tabTo(page, profileButton(page, 'Direcciones'));
  await page.keyboard.press('Enter');
  await expect(profileTitle(page)).toBeFocused();
  await expectAxeClean(page, 'the address list (es)');
  const edit = profile(page).getByRole('button', { name: /^Editar Casa/ });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  const street2 = profile(page).getByRole('textbox', { name: /^Apartamento/ });
  await tabTo(page, street2);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Unit 5');
  await expectAxeClean(page, 'the address form (es)');
  await tabTo(page, profile(page).getByRole('button', { name: 'Guardar dirección' }));
  await page.keyboard.press('Enter');
  const suggestion = profile(page).getByRole('button', { name: /verificada/ });
  const saved = portal(page).getByText('Dirección guardada.');
  await expect(suggestion.or(saved)).toBeVisible();
  if (await suggestion.isVisible()) {
    await tabTo(page, suggestion);
    await page.keyboard.press('Enter');
  }
  await expect(saved).toBeVisible();
  await expect(profile(page).locator('[part="address"]').filter({ hasText: 'Unit 5' })).toHaveCount(1);

  // Insurance add with the keyboard alone.
  await tabTo(page, profileButton(page, 'Volver a la lista del perfil'), { backwards: true });
  await page.keyboard.press('Enter');
  await tabTo(page, profileButton(page, 'Seguro'));
  await page.keyboard.press('Enter');
  await tabTo(page, profileButton(page, 'Agregar un seguro'));
  await page.keyboard.press('Enter');
  await expect(field(page, 'Nombre del plan')).toBeFocused();
  for (const value of ['Keystone Gold', 'KG-1', '610014', 'KGRX', 'G-1']) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  await expect(field(page, 'Grupo')).toHaveValue('G-1');
  await expectAxeClean(page, 'the insurance form (es)');
  await tabTo(page, profileButton(page, 'Guardar seguro'));
  await page.keyboard.press('Enter');
  await expect(portal(page).getByText('Seguro agregado.')).toBeVisible();
  await expect(profile(page).locator('[part="insurance-item"]')).toContainText('ID de miembro KG-1');
  await expectAxeClean(page, 'the insurance list (es)');
});

test('a /login?link=confirm-address sign-in opens the confirmation of the pending activity', async ({ page, request }) => {
  const patient = await newProfilePatient(request, 'care-program');
  await page.goto('/portal/login?link=confirm-address');
  await portal(page).getByLabel('Mobile phone or e-mail').fill(patient.username);
  await portal(page).getByLabel('Password', { exact: true }).fill(patient.password);
  await portal(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(profileTitle(page)).toHaveText('Confirm your address', { timeout: 15_000 });
  await profileButton(page, 'Yes, it is correct').click();
  await expect(page).toHaveURL(/\/portal\/home$/);
  await expect(home(page).getByRole('link', { name: /Update your insurance information/ })).toBeVisible();
  await expect(home(page).getByRole('link', { name: /Fill in your address details/ })).toHaveCount(0);
});
