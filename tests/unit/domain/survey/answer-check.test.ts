import { describe, expect, it } from 'vitest';
import { answerProblem } from '../../../../src/domain/survey/answer-check';
import type { QuestionType, SurveyQuestion } from '../../../../src/domain/survey/survey.schema';

const question = (questionType: QuestionType, options: string[] = []): SurveyQuestion => ({
  questionNum: 1,
  question: 'Q',
  questionType,
  options,
  actions: options.map(() => 'Finished' as const),
  scoreActions: null,
  RxVectorScore: options.map(() => 'N/A'),
  multipleAnswers: questionType === 'Checkbox',
});
const check = (type: QuestionType, answer: string, answerOption = 0, options: string[] = []) => answerProblem(question(type, options), { questionNum: 1, answer, answerOption });

describe('answerProblem: spec 02 §5 assessment answers, as the server checks them', () => {
  it('lets a label pass whatever it carries', () => {
    expect(check('Label', '')).toBe(null);
  });

  it('needs a numeric value inside the range of the option it names', () => {
    const ranges = ['1-10', '11-10000'];
    expect(check('Numeric', '10', 0, ranges)).toBe(null);
    expect(check('Numeric', ' 11 ', 1, ranges)).toBe(null);
    expect(check('Numeric', '11', 0, ranges)).toBe('11 is in option 1, not 0');
    expect(check('Numeric', '0', 0, ranges)).toBe('enter value between 1 - 10000');
    expect(check('Numeric', '1.5', 0, ranges)).toBe('enter value between 1 - 10000');
    expect(check('Numeric', '-3', 0, ranges)).toBe('enter value between 1 - 10000');
  });

  it('needs text for text and a choice for choice questions', () => {
    expect(check('TextInput', '  ')).toBe('an answer is required');
    expect(check('TextInput', 'Fine')).toBe(null);
    expect(check('MC', '', 0, ['Yes', 'No'])).toBe('choose an option');
    expect(check('MC', 'Sí', 0, ['Yes', 'No'])).toBe(null);
    expect(check('Checkbox', 'Nausea||Headache', 0, ['Nausea', 'Headache'])).toBe('choose an option');
    expect(check('Checkbox', 'Nausea|Headache', 0, ['Nausea', 'Headache'])).toBe(null);
  });

  it('needs one named medication for the medication details, well-formed entries for the list', () => {
    expect(check('MedInfo', '')).toBe('a medication name is required');
    expect(check('MedInfo', ',10 mg,1,daily')).toBe('a medication name is required');
    expect(check('MedInfoUpdate', 'Aspirin,81 mg,1,daily|Metformin,,,')).toBe('one medication only');
    expect(check('MedInfoUpdate', 'Aspirin,81 mcg,30,daily')).toBe(null);
    expect(check('MedList', '')).toBe('add at least one medication');
    expect(check('MedList', 'Aspirin,81 kg,1,daily')).toBe('the dosage must be 1 or more of mg, mcg or g');
    expect(check('MedList', 'Aspirin,,,')).toBe(null);
  });
});
