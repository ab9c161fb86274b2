import { expect, test, type Page } from '@playwright/test';
import type { Survey } from '../../src/domain/survey/survey.schema';
import { apiAsPatient, chooseMedications, fillWizard, MEDS, refill, stepHeading, HEADINGS, button as refillButton, storedRefills } from './support/refill';
import { isFocused, tabTo } from './support/keyboard';
import { collectErrors, expectAxeClean, newSurveyPatient, openSurvey, portal, signIn, storedResponses, survey, surveyButton } from './support/survey';

const progress = (page: Page) => survey(page).getByRole('progressbar', { name: /Assessment progress|Progreso de la evaluación/ });

test('a mandatory chain of two from the refill wizard, the remaining-surveys dialog, then Continue to Refill refills the unblocked medication', async ({ page, request }) => {
  test.slow();
  const errors = collectErrors(page);
  const patient = await newSurveyPatient(request);
  await signIn(page, patient);
  await portal(page).locator('rx-home [data-tile="Refill"]').click();
  await expect(stepHeading(page)).toHaveText(HEADINGS.medications);
  await chooseMedications(page, [MEDS.xeljanz]);
  const required = refill(page).getByRole('dialog', { name: 'Assessment required' });
  await expect(required.getByRole('listitem')).toHaveText(['Xeljanz Safety Check-in', 'Xeljanz Lab Follow-up']);
  await required.getByRole('button', { name: 'Continue assessment' }).click();

  await expect(page).toHaveURL(/\/portal\/survey\?survey_event_id=9001$/);
  await expect(survey(page).getByRole('heading', { level: 2 })).toHaveText('Xeljanz Safety Check-in');
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '0');
  await survey(page).getByRole('radiogroup', { name: 'Have you had a fever or an infection since your last refill?' }).getByRole('radio', { name: 'No' }).check();
  await surveyButton(page, 'Next').click();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '50');
  await survey(page).getByRole('radio', { name: 'Mild' }).check();
  await surveyButton(page, 'Submit').click();

  const remaining = survey(page).getByRole('dialog', { name: 'More assessments to complete' });
  await expect(remaining.getByRole('listitem')).toHaveText(['Xeljanz Lab Follow-up']);
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
  await expectAxeClean(page, 'the remaining-surveys dialog');
  await remaining.getByRole('button', { name: 'Continue assessment' }).click();
  await expect(page).toHaveURL(/\/portal\/survey\?survey_event_id=9004$/);
  await expect(survey(page).getByRole('heading', { level: 2 })).toHaveText('Xeljanz Lab Follow-up');
  await survey(page).getByRole('radio', { name: 'Yes' }).check();
  await surveyButton(page, 'Submit').click();

  const done = survey(page).getByRole('dialog', { name: 'Assessment complete' });
  await expect(done.getByRole('button', { name: 'Return Home' })).toBeVisible();
  await expectAxeClean(page, 'the completion dialog');
  await done.getByRole('button', { name: 'Continue to Refill' }).click();

  await expect(page).toHaveURL(/\/portal\/refill$/);
  await expect(stepHeading(page)).toHaveText(HEADINGS.medications);
  await refill(page).getByRole('checkbox', { name: MEDS.xeljanz }).uncheck();
  await fillWizard(page, { medications: [MEDS.xeljanz] });
  await refillButton(page, 'Submit').click();
  await expect(refill(page).getByText('Your refill request has been submitted.')).toBeVisible();
  const stored = await storedRefills(request, patient.username);
  expect(stored.count).toBe(1);
  expect(stored.refills[0]!.prescriptions.map((item) => item.rxNumber)).toEqual(['6012007']);
  expect((await storedResponses(request, patient.username)).map((response) => response.surveyEventId)).toEqual([9001, 9004]);
  expect(errors).toEqual([]);
});

test('every question type, with the drug lookup by brand name and by NDC, its messages, Back, and a resume after a reload', async ({ page, request }) => {
  test.slow();
  const errors = collectErrors(page);
  const patient = await newSurveyPatient(request);
  await signIn(page, patient);
  await openSurvey(page, 9101, 'Medication Review');

  // Label, with the brand-name placeholder replaced by the company name.
  await expect(survey(page).getByText('This review helps Riverside Pharmacy keep your medication list up to date.')).toBeVisible();
  await expectAxeClean(page, 'a label question');
  await surveyButton(page, 'Next').click();

  // MC with an 'Other' that needs text.
  const started = survey(page).getByRole('radiogroup', { name: 'Have you started any new medication since your last refill?' });
  await surveyButton(page, 'Next').click();
  await expect(survey(page).getByText('Please choose an answer.')).toBeVisible();
  await started.getByRole('radio', { name: 'Other' }).check();
  await surveyButton(page, 'Next').click();
  await expect(survey(page).getByText('Please tell us more in the text box.')).toBeVisible();
  await expectAxeClean(page, 'a question with an error');
  await started.getByRole('radio', { name: 'Yes' }).check();
  await surveyButton(page, 'Next').click();

  // MedList with the drug lookup.
  await expect(survey(page).getByRole('group', { name: 'List the new medications you take.' })).toBeVisible();
  const brand = survey(page).getByLabel('Brand name (at least 4 letters)');
  const ndc = survey(page).getByLabel('NDC (8 or 9 digits)');
  await brand.fill('zzzz');
  await expect(survey(page).getByText('No matches found.')).toBeVisible({ timeout: 6_000 });
  await brand.fill('xelj');
  const results = survey(page).getByRole('list', { name: 'Matching medications' });
  await expect(results.getByRole('listitem')).toHaveCount(2);
  await expectAxeClean(page, 'the drug lookup results');
  await results.getByRole('button', { name: /^Xeljanz 5 mg\/1/ }).click();
  const first = survey(page).getByRole('group', { name: 'Medication 1' });
  await expect(first.getByLabel('Medication name')).toHaveValue('Xeljanz');
  await expect(first.getByLabel('Dosage (e.g. 10 mg)')).toHaveValue('5 mg');

  await surveyButton(page, 'Add medication').click();
  await brand.fill('');
  await ndc.fill('ab12');
  await expect(ndc).toHaveValue('12');
  await ndc.fill('12345');
  await surveyButton(page, 'Search').click();
  await expect(survey(page).getByText('That is not a valid NDC. Enter 8 or 9 digits.')).toBeVisible();
  await ndc.fill('1234567890');
  await expect(ndc).toHaveValue('12345-67890');
  await expect(survey(page).getByText('An NDC has at most 9 digits.')).toBeVisible();
  await ndc.fill('00744339');
  await expect(ndc).toHaveValue('00744-339');
  await survey(page).getByRole('list', { name: 'Matching medications' }).getByRole('button', { name: /^Humira/ }).click();
  const second = survey(page).getByRole('group', { name: 'Medication 2' });
  await expect(second.getByLabel('Medication name')).toHaveValue('Humira');
  await second.getByLabel('Amount').fill('0');
  await surveyButton(page, 'Next').click();
  await expect(survey(page).getByText('Medication 2: the amount must be a whole number above 0.')).toBeVisible();
  await second.getByLabel('Amount').fill('2');
  await second.getByLabel('Instructions').fill('weekly, on Sunday');
  await surveyButton(page, 'Next').click();
  await expect(survey(page).getByText('Answers may not contain commas (,) or vertical bars (|).')).toBeVisible();
  await second.getByLabel('Instructions').fill('weekly on Sunday');
  await surveyButton(page, 'Add medication').click();
  await surveyButton(page, 'Next').click();
  await expect(survey(page).getByText('Medication 3 is empty: fill it in or remove entry.')).toBeVisible();
  await surveyButton(page, 'Remove medication 3').click();
  await surveyButton(page, 'Next').click();

  // Numeric: a value inside one option range.
  const missed = survey(page).getByLabel('How many doses did you miss in the last 30 days?');
  await missed.fill('4x5');
  await expect(missed).toHaveValue('45');
  await surveyButton(page, 'Next').click();
  await expect(survey(page).getByText('Enter value between 0 - 30')).toBeVisible();
  const partial = page.waitForResponse((response) => response.url().endsWith('/api/survey-responses/partial') && response.status() === 200);
  await missed.fill('5');
  await surveyButton(page, 'Next').click();
  await partial;
  await expect(survey(page).getByRole('group', { name: 'Which side effects have you noticed?' })).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '50');

  // A reload resumes at the same question, with the progress rebuilt; Back shows the earlier answer.
  await page.reload();
  await expect(survey(page).getByRole('group', { name: 'Which side effects have you noticed?' })).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '50');
  await surveyButton(page, 'Back').click();
  await expect(survey(page).getByLabel('How many doses did you miss in the last 30 days?')).toHaveValue('5');
  await surveyButton(page, 'Back').click();
  await expect(survey(page).getByRole('group', { name: 'Medication 2' }).getByLabel('Instructions')).toHaveValue('weekly on Sunday');
  await surveyButton(page, 'Next').click();
  await surveyButton(page, 'Next').click();

  // Checkbox with an other text.
  const effects = survey(page).getByRole('group', { name: 'Which side effects have you noticed?' });
  await effects.getByRole('checkbox', { name: 'Nausea' }).check();
  await effects.getByRole('checkbox', { name: 'Other' }).check();
  await surveyButton(page, 'Next').click();
  await expect(survey(page).getByText('Please tell us more in the text box.')).toBeVisible();
  await survey(page).getByLabel('Please specify').fill('Dry mouth');
  await surveyButton(page, 'Next').click();

  // TextInput, placeholder replaced.
  const note = survey(page).getByLabel('Is there anything else you would like Riverside Pharmacy to know?');
  await surveyButton(page, 'Next').click();
  await expect(survey(page).getByText('Please enter an answer.')).toBeVisible();
  await note.fill('Thank you');
  await surveyButton(page, 'Next').click();

  // MedInfo: a name is required; found by brand name.
  await expect(survey(page).getByRole('group', { name: 'Which medication would you like a pharmacist to talk to you about?' })).toBeVisible();
  await surveyButton(page, 'Next').click();
  await expect(survey(page).getByText('Please enter a medication name.')).toBeVisible();
  await survey(page).getByLabel('Brand name (at least 4 letters)').fill('lipi');
  await survey(page).getByRole('list', { name: 'Matching medications' }).getByRole('button', { name: /^Lipitor/ }).click();
  await surveyButton(page, 'Next').click();

  // MedInfoUpdate, the last question: Submit.
  await expect(survey(page).getByRole('group', { name: 'Update the details of a medication you take.' })).toBeVisible();
  await survey(page).getByLabel('Medication name').fill('Synthroid');
  await survey(page).getByLabel('Dosage (e.g. 10 mg)').fill('0.5 mg');
  await surveyButton(page, 'Submit').click();
  await expect(survey(page).getByText('The dosage must be 1 or more, in mg, mcg or g.', { exact: false })).toBeVisible();
  await survey(page).getByLabel('Dosage (e.g. 10 mg)').fill('25 mcg');
  await survey(page).getByLabel('Amount').fill('30');
  await surveyButton(page, 'Submit').click();

  const done = survey(page).getByRole('dialog', { name: 'Assessment complete' });
  await expect(done.getByRole('button', { name: 'Return Home' })).toBeVisible();
  await expect(done.getByRole('button', { name: 'Continue to Refill' })).toHaveCount(0);
  const [stored] = await storedResponses(request, patient.username);
  expect(stored!.answers.map((answer) => answer.answer)).toEqual([
    '',
    'Yes',
    'Xeljanz,5 mg,,|Humira,40 mg,2,weekly on Sunday',
    '5',
    'Nausea|Dry mouth',
    'Thank you',
    'Lipitor,10 mg,,',
    'Synthroid,25 mcg,30,',
  ]);
  expect(stored!.flaggedQuestions).toEqual([4]);
  expect(stored!.score).toBe(1 + 3 + 1);
  expect(stored!.timeCompleted).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  expect(stored!.medications).toEqual([
    { brand_name: 'Xeljanz 5 mg', type: 'Ancillary', num_doses: null, instructions: null },
    { brand_name: 'Humira 40 mg', type: 'Ancillary', num_doses: 2, instructions: 'weekly on Sunday' },
    { brand_name: 'Lipitor 10 mg', type: 'UserMedication', num_doses: null, instructions: null },
    { brand_name: 'Synthroid 25 mcg', type: 'UserMedication', num_doses: 30, instructions: null },
  ]);
  await done.getByRole('button', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/portal\/home$/);

  // The survey again: 'No surveys found.' shows the thank-you page.
  await page.goto('/portal/survey?survey_event_id=9101');
  await expect(page).toHaveURL(/\/portal\/submission$/);
  await expect(survey(page).getByRole('status')).toHaveText('Thank you! Your assessment has been submitted.');
  await expectAxeClean(page, 'the thank-you page');
  expect(errors).toEqual([]);
});

test('a score rule ends the survey early: the terminate screen, Review goes back, Submit sends', async ({ page, request }) => {
  const patient = await newSurveyPatient(request);
  await signIn(page, patient);
  await openSurvey(page, 9102, 'Symptom Screen');
  await survey(page).getByRole('radio', { name: 'Often' }).check();
  await surveyButton(page, 'Next').click();
  await survey(page).getByRole('radio', { name: 'Severe' }).check();
  await surveyButton(page, 'Next').click();
  await expect(survey(page).getByRole('heading', { name: 'Thank you, that is all we need' })).toBeVisible();
  await expectAxeClean(page, 'the terminate screen');
  await surveyButton(page, 'Review').click();
  await expect(survey(page).getByRole('radio', { name: 'Severe' })).toBeChecked();
  await survey(page).getByRole('radio', { name: 'Moderate' }).check();
  await surveyButton(page, 'Next').click();
  await expect(survey(page).getByRole('radiogroup', { name: 'Would you like a pharmacist to call you?' })).toBeVisible();
  await surveyButton(page, 'Back').click();
  await survey(page).getByRole('radio', { name: 'Severe' }).check();
  await surveyButton(page, 'Next').click();
  await surveyButton(page, 'Submit').click();
  await expect(survey(page).getByRole('dialog', { name: 'Assessment complete' })).toBeVisible();
  const [stored] = await storedResponses(request, patient.username);
  expect(stored).toMatchObject({ surveyEventId: 9102, terminatedEarly: true, score: 8, answers: [{ questionNum: 1, answerOption: 2 }, { questionNum: 2, answerOption: 2 }] });
});

test('in Spanish and by keyboard only: the placeholder replaced, axe clean, the survey answered and submitted', async ({ page, request }) => {
  test.slow();
  const patient = await newSurveyPatient(request);
  await signIn(page, patient, 'es');
  await openSurvey(page, 9101, 'Revisión de medicamentos');
  await expect(survey(page).getByText('Esta revisión ayuda a Riverside Pharmacy a mantener al día su lista de medicamentos.')).toBeVisible();
  await expectAxeClean(page, 'a label question (es)');
  const next = surveyButton(page, 'Siguiente');
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  const otro = survey(page).getByRole('radio', { name: 'Otro' });
  await expect(otro).toBeVisible();
  // The next question's heading takes focus once it is shown; Tab goes on from there.
  await expect.poll(() => isFocused(survey(page).getByRole('heading', { name: 'Pregunta 2' }))).toBe(true);
  await page.keyboard.press('Tab');
  await expect.poll(() => isFocused(survey(page).getByRole('radio', { name: 'Sí' }))).toBe(true);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(otro).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Vitaminas');
  await expect(survey(page).getByLabel('Especifique')).toHaveValue('Vitaminas');
  await page.keyboard.press('Enter');
  // 'Otro' goes to question 4 (Numeric): the heading of the new question has focus.
  const missed = survey(page).getByLabel('¿Cuántas dosis olvidó en los últimos 30 días?');
  await expect(missed).toBeVisible();
  await tabTo(page, missed);
  await page.keyboard.type('99');
  await page.keyboard.press('Enter');
  await expect(survey(page).getByText('Escriba un valor entre 0 - 30')).toBeVisible();
  await expectAxeClean(page, 'a numeric error (es)');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  const nausea = survey(page).getByRole('checkbox', { name: 'Náuseas' });
  await tabTo(page, nausea);
  await page.keyboard.press('Space');
  await expect(nausea).toBeChecked();
  await page.keyboard.press('Enter');
  const note = survey(page).getByLabel('¿Hay algo más que quiera que Riverside Pharmacy sepa?');
  await tabTo(page, note);
  await page.keyboard.type('Nada más');
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  const brand = survey(page).getByLabel('Nombre comercial (al menos 4 letras)');
  await tabTo(page, brand);
  await page.keyboard.type('humi');
  const humira = survey(page).getByRole('list', { name: 'Medicamentos encontrados' }).getByRole('button', { name: /^Humira/ });
  await expect(humira).toBeVisible();
  await expectAxeClean(page, 'the drug lookup (es)');
  await tabTo(page, humira);
  await page.keyboard.press('Enter');
  await expect(survey(page).getByLabel('Nombre del medicamento')).toHaveValue('Humira');
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  const name = survey(page).getByLabel('Nombre del medicamento');
  await expect(survey(page).getByRole('group', { name: 'Actualice los datos de un medicamento que toma.' })).toBeVisible();
  await tabTo(page, name);
  await page.keyboard.type('Otezla');
  const submit = surveyButton(page, 'Enviar');
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  const done = survey(page).getByRole('dialog', { name: 'Evaluación completada' });
  await expect(done).toBeVisible();
  await expect.poll(() => isFocused(done.getByRole('button', { name: 'Volver al inicio' }))).toBe(true);
  await expectAxeClean(page, 'the completion dialog (es)');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portal\/home$/);
  const [stored] = await storedResponses(request, patient.username);
  expect(stored!.answers.map((answer) => answer.answer)).toEqual(['', 'Vitaminas', '1', 'Náuseas', 'Nada más', 'Humira,40 mg,,', 'Otezla,,,']);
});

test('the missing survey_event_id and no-access messages', async ({ page, request }) => {
  const patient = await newSurveyPatient(request);
  await signIn(page, patient);
  await page.goto('/portal/survey');
  await expect(survey(page).getByText('A survey event ID is required in the URL to open an assessment.')).toBeVisible();
  await page.goto('/portal/survey?survey_event_id=4242');
  await expect(survey(page).getByText('You do not have access to this assessment.')).toBeVisible();
  await expectAxeClean(page, 'the no-access message');
});

test("from home's to-do list: the survey completes its activity and logs the analytics actions (open, then completion)", async ({ page, request }) => {
  const patient = await newSurveyPatient(request);
  const actions: { actionName: string; actionCompleted: boolean }[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/web/analytics/action') && sent.method() === 'POST') actions.push(sent.postDataJSON() as { actionName: string; actionCompleted: boolean });
  });
  await signIn(page, patient);
  const activity = portal(page).locator('rx-home').getByRole('link', { name: /Medication Adherence Check-in/ });
  await activity.click();
  await expect(page).toHaveURL(/\/portal\/survey\?survey_event_id=5001$/);
  await expect(survey(page).getByRole('heading', { level: 2 })).toHaveText('Medication Adherence Check-in');
  await survey(page).getByRole('radio', { name: 'Always' }).check();
  await surveyButton(page, 'Next').click();
  await survey(page).getByRole('radio', { name: 'No' }).check();
  await surveyButton(page, 'Next').click();
  await survey(page).getByLabel('What would help you take your medication on time?').fill('A reminder text');
  await surveyButton(page, 'Submit').click();
  const done = survey(page).getByRole('dialog', { name: 'Assessment complete' });
  await done.getByRole('button', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/portal\/home$/);
  await expect(portal(page).locator('rx-home').getByText('You are all up to date. There is nothing for you to do right now.')).toBeVisible();
  await expect.poll(() => actions.filter((action) => action.actionName === 'Assessment').map((action) => action.actionCompleted)).toEqual([false, true]);
});

test('every answer is stored in the partial response before the screen moves on: the Next to the terminate screen and the Next after changing an earlier answer; a reload resumes there', async ({ page, request }) => {
  const patient = await newSurveyPatient(request);
  await signIn(page, patient);
  await openSurvey(page, 9102, 'Symptom Screen');
  const stored = async () => {
    const { surveys } = await apiAsPatient<{ surveys: Survey[] }>(page, '/surveys?survey_event_id=9102&u_id={uId}&locale=en');
    return (surveys[0]!.partialResponse?.partialAnswers ?? []).map(({ questionNum, answerOption }) => ({ questionNum, answerOption }));
  };
  const question = (name: string) => survey(page).getByRole('radiogroup', { name });
  const often = question('How often have you felt unwell this week?');
  const severity = question('How severe were your symptoms?');
  const call = question('Would you like a pharmacist to call you?');

  await often.getByRole('radio', { name: 'Often' }).check();
  await surveyButton(page, 'Next').click();
  await expect(severity).toBeVisible();
  expect(await stored()).toEqual([{ questionNum: 1, answerOption: 2 }]);

  // The Next that ends the survey early: the answer is stored before the terminate screen shows.
  await severity.getByRole('radio', { name: 'Severe' }).check();
  await surveyButton(page, 'Next').click();
  await expect(survey(page).getByRole('heading', { name: 'Thank you, that is all we need' })).toBeVisible();
  expect(await stored()).toEqual([
    { questionNum: 1, answerOption: 2 },
    { questionNum: 2, answerOption: 2 },
  ]);
  await page.reload();
  await expect(severity.getByRole('radio', { name: 'Severe' })).toBeChecked();

  // A changed answer, then Back to the first question and a new answer there.
  await severity.getByRole('radio', { name: 'Moderate' }).check();
  await surveyButton(page, 'Next').click();
  await expect(call).toBeVisible();
  expect(await stored()).toEqual([
    { questionNum: 1, answerOption: 2 },
    { questionNum: 2, answerOption: 1 },
  ]);
  await surveyButton(page, 'Back').click();
  await surveyButton(page, 'Back').click();
  await often.getByRole('radio', { name: 'Sometimes' }).check();
  await surveyButton(page, 'Next').click();
  await expect(severity.getByRole('radio', { name: 'Moderate' })).toBeChecked();
  expect(await stored()).toEqual([{ questionNum: 1, answerOption: 1 }]);
  // The following Next keeps the earlier second answer: it is stored again with the new first one.
  await surveyButton(page, 'Next').click();
  await expect(call).toBeVisible();
  expect(await stored()).toEqual([
    { questionNum: 1, answerOption: 1 },
    { questionNum: 2, answerOption: 1 },
  ]);

  // A reload resumes at the third question with both answers.
  await page.reload();
  await expect(call).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '67');
  await surveyButton(page, 'Back').click();
  await expect(severity.getByRole('radio', { name: 'Moderate' })).toBeChecked();
  await surveyButton(page, 'Back').click();
  await expect(often.getByRole('radio', { name: 'Sometimes' })).toBeChecked();
});
