import type { SurveyAnswer, SurveyQuestion, SurveyResponseMedication } from '../../../domain/survey/survey.schema';
import {
  emptyMedicationEntry,
  hasSeparator,
  isOtherOption,
  medicationEntryError,
  overallRange,
  parseChoices,
  parseMedications,
  rangeOptionOf,
  serializeChoices,
  serializeMedications,
  type MedicationEntry,
} from '../../../domain/survey/survey-answers';

/** What the patient is entering for one question, before it becomes an answer. */
export interface AnswerDraft {
  option: number | null;
  text: string;
  chosen: number[];
  otherText: string;
  entries: MedicationEntry[];
}

const isMedicationList = (question: SurveyQuestion) => question.questionType === 'MedList';
export const isMedicationQuestion = (question: SurveyQuestion) => ['MedList', 'MedInfo', 'MedInfoUpdate'].includes(question.questionType);

/** The index of the 'Other' option in the current language, or -1. */
export const otherIndexOf = (question: SurveyQuestion, otherWord: string) => question.options.findIndex((option) => isOtherOption(option, otherWord));

export function emptyDraft(question: SurveyQuestion): AnswerDraft {
  return { option: null, text: '', chosen: [], otherText: '', entries: isMedicationQuestion(question) ? [emptyMedicationEntry()] : [] };
}

/** The draft an earlier answer gives back (after Back or a resume). */
export function draftFromAnswer(question: SurveyQuestion, answer: SurveyAnswer, otherWord: string): AnswerDraft {
  const draft = emptyDraft(question);
  const otherIndex = otherIndexOf(question, otherWord);
  switch (question.questionType) {
    case 'MC':
      return { ...draft, option: answer.answerOption, otherText: answer.answerOption === otherIndex ? answer.answer : '' };
    case 'Checkbox': {
      const { chosen, otherText } = parseChoices(question.options, answer.answer, otherIndex);
      return { ...draft, chosen, otherText };
    }
    case 'Numeric':
    case 'TextInput':
      return { ...draft, text: answer.answer };
    case 'MedList':
    case 'MedInfo':
    case 'MedInfoUpdate': {
      const entries = parseMedications(answer.answer);
      return { ...draft, entries: entries.length > 0 ? entries : draft.entries };
    }
    default:
      return draft;
  }
}

export type DraftError =
  | { key: 'chooseOption' | 'otherRequired' | 'textRequired' | 'noSeparators' | 'addEntry' | 'medNameRequired' }
  | { key: 'numericRange'; min: number; max: number }
  | { key: 'entry'; index: number; problem: 'removeEntry' | 'noSeparators' | 'amountInvalid' | 'dosageInvalid' };

export type DraftResult = { ok: true; answer: SurveyAnswer } | { ok: false; error: DraftError };

function entriesResult(question: SurveyQuestion, entries: MedicationEntry[]): DraftResult {
  if (entries.length === 0) return { ok: false, error: { key: 'addEntry' } };
  for (const [index, entry] of entries.entries()) {
    const problem = medicationEntryError(entry);
    if (problem === 'nameRequired' && !isMedicationList(question)) return { ok: false, error: { key: 'medNameRequired' } };
    if (problem !== null) {
      const mapped = ({ nameRequired: 'removeEntry', separator: 'noSeparators', amount: 'amountInvalid', dosage: 'dosageInvalid' } as const)[problem];
      return { ok: false, error: { key: 'entry', index, problem: mapped } };
    }
  }
  const trimmed = entries.map((entry) => ({ name: entry.name.trim(), dosage: entry.dosage.trim(), amount: entry.amount.trim(), instructions: entry.instructions.trim() }));
  return { ok: true, answer: { questionNum: question.questionNum, answer: serializeMedications(trimmed), answerOption: 0 } };
}

/** Spec 02 §5 "Assessment answers": the answer of a draft, or what is wrong with it. */
export function answerFromDraft(question: SurveyQuestion, draft: AnswerDraft, otherWord: string): DraftResult {
  const questionNum = question.questionNum;
  const otherIndex = otherIndexOf(question, otherWord);
  switch (question.questionType) {
    case 'Label':
      return { ok: true, answer: { questionNum, answer: '', answerOption: 0 } };
    case 'MC': {
      if (draft.option === null) return { ok: false, error: { key: 'chooseOption' } };
      if (draft.option === otherIndex) {
        if (draft.otherText.trim() === '') return { ok: false, error: { key: 'otherRequired' } };
        if (hasSeparator(draft.otherText)) return { ok: false, error: { key: 'noSeparators' } };
        return { ok: true, answer: { questionNum, answer: draft.otherText.trim(), answerOption: draft.option } };
      }
      return { ok: true, answer: { questionNum, answer: question.options[draft.option] ?? '', answerOption: draft.option } };
    }
    case 'Checkbox': {
      if (draft.chosen.length === 0) return { ok: false, error: { key: 'chooseOption' } };
      if (draft.chosen.includes(otherIndex)) {
        if (draft.otherText.trim() === '') return { ok: false, error: { key: 'otherRequired' } };
        if (hasSeparator(draft.otherText)) return { ok: false, error: { key: 'noSeparators' } };
      }
      return { ok: true, answer: { questionNum, answer: serializeChoices(question.options, draft.chosen, otherIndex, draft.otherText), answerOption: Math.min(...draft.chosen) } };
    }
    case 'Numeric': {
      const option = rangeOptionOf(question.options, draft.text);
      if (option < 0) {
        const range = overallRange(question.options) ?? { min: 0, max: 10000 };
        return { ok: false, error: { key: 'numericRange', ...range } };
      }
      return { ok: true, answer: { questionNum, answer: draft.text.trim(), answerOption: option } };
    }
    case 'TextInput':
      if (draft.text.trim() === '') return { ok: false, error: { key: 'textRequired' } };
      return { ok: true, answer: { questionNum, answer: draft.text.trim(), answerOption: 0 } };
    default:
      return entriesResult(question, isMedicationList(question) ? draft.entries : draft.entries.slice(0, 1));
  }
}

/** The option whose action decides where Next goes, for the Submit-or-Next choice. */
export function draftOption(question: SurveyQuestion, draft: AnswerDraft): number {
  if (question.questionType === 'MC') return draft.option ?? 0;
  if (question.questionType === 'Checkbox') return draft.chosen.length > 0 ? Math.min(...draft.chosen) : 0;
  if (question.questionType === 'Numeric') return Math.max(rangeOptionOf(question.options, draft.text), 0);
  return 0;
}

/** The medications a response carries: list entries as Ancillary, medication details as UserMedication. */
export function responseMedications(questions: readonly SurveyQuestion[], answers: readonly SurveyAnswer[]): SurveyResponseMedication[] {
  const list: SurveyResponseMedication[] = [];
  for (const answer of answers) {
    const question = questions.find((candidate) => candidate.questionNum === answer.questionNum);
    if (!question || !isMedicationQuestion(question)) continue;
    for (const entry of parseMedications(answer.answer)) {
      if (entry.name === '') continue;
      list.push({
        brand_name: [entry.name, entry.dosage].filter(Boolean).join(' '),
        type: isMedicationList(question) ? 'Ancillary' : 'UserMedication',
        num_doses: entry.amount === '' ? null : Number(entry.amount),
        instructions: entry.instructions === '' ? null : entry.instructions,
      });
    }
  }
  return list;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** time_completed as the spec writes it: 'YYYY-MM-DD HH:mm:ss' (the patient's local time). */
export function timeCompleted(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Whether two answers say the same (no partial post when nothing changed). */
export const sameAnswer = (a: SurveyAnswer | null, b: SurveyAnswer) => a !== null && a.answer === b.answer && a.answerOption === b.answerOption;
