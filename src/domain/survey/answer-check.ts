import type { SurveyAnswer, SurveyQuestion } from './survey.schema';
import { MEDICATION_FIELD_SEPARATOR, medicationEntryError, overallRange, parseMedications, rangeOptionOf, splitAnswers } from './survey-answers';

const MEDICATION_FIELDS = 4;

function medicationProblem(answer: string, list: boolean): string | null {
  const parts = splitAnswers(answer);
  if (parts.length === 0) return list ? 'add at least one medication' : 'a medication name is required';
  if (!list && parts.length > 1) return 'one medication only';
  if (parts.some((part) => part.split(MEDICATION_FIELD_SEPARATOR).length > MEDICATION_FIELDS)) return 'medication fields may not contain commas or vertical bars';
  for (const entry of parseMedications(answer)) {
    const problem = medicationEntryError(entry);
    if (problem === 'nameRequired') return list ? 'every entry needs a medication name (remove empty entries)' : 'a medication name is required';
    if (problem === 'amount') return 'the amount must be a positive whole number';
    if (problem === 'dosage') return 'the dosage must be 1 or more of mg, mcg or g';
    if (problem !== null) return 'medication fields may not contain commas or vertical bars';
  }
  return null;
}

/**
 * Spec 02 §5 "Assessment answers", checked again where answers are stored: what is wrong with an
 * answer to its question, or null. Numeric answers must fall in an option's range and name that
 * option (the option is what scores); text needs text; lists need every entry filled. Choice
 * labels are not compared with the options: the patient may have answered in another language.
 */
export function answerProblem(question: SurveyQuestion, answer: SurveyAnswer): string | null {
  const text = answer.answer;
  switch (question.questionType) {
    case 'Label':
      return null;
    case 'Numeric': {
      const option = rangeOptionOf(question.options, text);
      if (option < 0) {
        const range = overallRange(question.options);
        return range ? `enter value between ${range.min} - ${range.max}` : 'enter a number';
      }
      return option === answer.answerOption ? null : `${text.trim()} is in option ${option}, not ${answer.answerOption}`;
    }
    case 'TextInput':
      return text.trim() === '' ? 'an answer is required' : null;
    case 'MC':
    case 'Checkbox':
      return splitAnswers(text).length === 0 || splitAnswers(text).some((part) => part.trim() === '') ? 'choose an option' : null;
    case 'MedList':
      return medicationProblem(text, true);
    default:
      return medicationProblem(text, false);
  }
}
