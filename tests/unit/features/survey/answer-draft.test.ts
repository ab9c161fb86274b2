import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SurveyQuestion } from '../../../../src/domain/survey/survey.schema';
import { answerFromDraft, draftFromAnswer, emptyDraft, responseMedications, timeCompleted } from '../../../../src/features/survey/model/answer-draft';
import { dosageFromStrength, mandatoryFromState, remainingMandatory } from '../../../../src/features/survey/model/mandatory';

const q = (questionType: SurveyQuestion['questionType'], options: string[] = ['']): SurveyQuestion => ({
  questionNum: 3,
  question: 'Q',
  questionType,
  options,
  actions: options.map(() => 'Finished'),
  scoreActions: null,
  RxVectorScore: options.map(() => 'N/A'),
  multipleAnswers: questionType === 'Checkbox',
});

describe('answer drafts', () => {
  it('a draft and its answer go round trip for every type', () => {
    const checkbox = q('Checkbox', ['Nausea', 'Headache', 'Otro']);
    const result = answerFromDraft(checkbox, { ...emptyDraft(checkbox), chosen: [0, 2], otherText: 'Tos' }, 'Otro');
    expect(result).toEqual({ ok: true, answer: { questionNum: 3, answer: 'Nausea|Tos', answerOption: 0 } });
    if (result.ok) expect(draftFromAnswer(checkbox, result.answer, 'Otro')).toMatchObject({ chosen: [0, 2], otherText: 'Tos' });

    const mc = q('MC', ['Yes', 'No', 'Other']);
    const other = answerFromDraft(mc, { ...emptyDraft(mc), option: 2, otherText: 'Maybe' }, 'Other');
    expect(other).toEqual({ ok: true, answer: { questionNum: 3, answer: 'Maybe', answerOption: 2 } });
    if (other.ok) expect(draftFromAnswer(mc, other.answer, 'Other')).toMatchObject({ option: 2, otherText: 'Maybe' });

    const list = q('MedList');
    const entries = [
      { name: 'Humira', dosage: '40 mg', amount: '2', instructions: 'weekly' },
      { name: 'Advil', dosage: '', amount: '', instructions: '' },
    ];
    const med = answerFromDraft(list, { ...emptyDraft(list), entries }, 'Other');
    expect(med).toEqual({ ok: true, answer: { questionNum: 3, answer: 'Humira,40 mg,2,weekly|Advil,,,', answerOption: 0 } });
    if (med.ok) expect(draftFromAnswer(list, med.answer, 'Other').entries).toEqual(entries);
  });

  it('names what is wrong', () => {
    const numeric = q('Numeric', ['1-5', '6-10000']);
    expect(answerFromDraft(numeric, { ...emptyDraft(numeric), text: '0' }, 'Other')).toEqual({ ok: false, error: { key: 'numericRange', min: 1, max: 10000 } });
    expect(answerFromDraft(numeric, { ...emptyDraft(numeric), text: '7' }, 'Other')).toMatchObject({ ok: true, answer: { answerOption: 1 } });
    const list = q('MedList');
    expect(answerFromDraft(list, { ...emptyDraft(list), entries: [] }, 'Other')).toEqual({ ok: false, error: { key: 'addEntry' } });
    expect(answerFromDraft(list, emptyDraft(list), 'Other')).toEqual({ ok: false, error: { key: 'entry', index: 0, problem: 'removeEntry' } });
    const info = q('MedInfo');
    expect(answerFromDraft(info, emptyDraft(info), 'Other')).toEqual({ ok: false, error: { key: 'medNameRequired' } });
    expect(answerFromDraft(q('TextInput'), emptyDraft(q('TextInput')), 'Other')).toEqual({ ok: false, error: { key: 'textRequired' } });
    expect(answerFromDraft(q('Label'), emptyDraft(q('Label')), 'Other')).toMatchObject({ ok: true });
    const mc = q('MC', ['A', 'B']);
    expect(answerFromDraft(mc, emptyDraft(mc), 'Other')).toEqual({ ok: false, error: { key: 'chooseOption' } });
  });

  it('medications of a response: list entries Ancillary, details UserMedication', () => {
    const list = { ...q('MedList'), questionNum: 1 };
    const info = { ...q('MedInfoUpdate'), questionNum: 2 };
    expect(
      responseMedications([list, info], [
        { questionNum: 1, answer: 'Humira,40 mg,2,weekly', answerOption: 0 },
        { questionNum: 2, answer: 'Otezla,,,', answerOption: 0 },
      ]),
    ).toEqual([
      { brand_name: 'Humira 40 mg', type: 'Ancillary', num_doses: 2, instructions: 'weekly' },
      { brand_name: 'Otezla', type: 'UserMedication', num_doses: null, instructions: null },
    ]);
  });

  it("time_completed is 'YYYY-MM-DD HH:mm:ss'", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), (date) => {
        expect(timeCompleted(date)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      }),
    );
    expect(timeCompleted(new Date(2026, 0, 5, 9, 7, 3))).toBe('2026-01-05 09:07:03');
  });
});

describe('mandatory chain', () => {
  const chain = [
    { mId: 507, hasIncompleteAssessment: true, surveyEventID: 9001, isRequired: true, surveyName: 'A' },
    { mId: 507, hasIncompleteAssessment: true, surveyEventID: 9004, isRequired: true, surveyName: 'B' },
  ];
  it('what remains once some are done, duplicates once', () => {
    expect(remainingMandatory(chain, [9001]).map((item) => item.surveyEventID)).toEqual([9004]);
    expect(remainingMandatory([...chain, chain[0]!], [])).toHaveLength(2);
    expect(remainingMandatory(chain, [9001, 9004])).toEqual([]);
    expect(remainingMandatory(undefined, [])).toEqual([]);
  });
  it('route state is read defensively', () => {
    expect(mandatoryFromState([chain[0], { nope: 1 }, 'x'])).toEqual([chain[0]]);
    expect(mandatoryFromState('x')).toEqual([]);
  });
  it('a directory strength as a dosage', () => {
    expect(dosageFromStrength('40 mg/.8mL')).toBe('40 mg');
    expect(dosageFromStrength('25 ug/1')).toBe('25 mcg');
    expect(dosageFromStrength('100 [iU]/mL')).toBe('');
    expect(dosageFromStrength('0.5 mg/1')).toBe('');
  });
});
