/**
 * Spec 02 §3 "Answer" serialisation and §5 "Assessment answers" rules, shared by the widget and
 * the server. Multiple answers are joined by '|'; a medication entry is
 * 'name,dosage,amount,instructions', entries joined by '|'.
 */

export const ANSWER_SEPARATOR = '|';
export const MEDICATION_FIELD_SEPARATOR = ',';

export interface MedicationEntry {
  name: string;
  dosage: string;
  amount: string;
  instructions: string;
}

export const emptyMedicationEntry = (): MedicationEntry => ({ name: '', dosage: '', amount: '', instructions: '' });

export function joinAnswers(parts: readonly string[]): string {
  return parts.join(ANSWER_SEPARATOR);
}

export function splitAnswers(answer: string): string[] {
  return answer === '' ? [] : answer.split(ANSWER_SEPARATOR);
}

export function serializeMedications(entries: readonly MedicationEntry[]): string {
  return joinAnswers(entries.map((entry) => [entry.name, entry.dosage, entry.amount, entry.instructions].join(MEDICATION_FIELD_SEPARATOR)));
}

export function parseMedications(answer: string): MedicationEntry[] {
  return splitAnswers(answer).map((part) => {
    const [name = '', dosage = '', amount = '', instructions = ''] = part.split(MEDICATION_FIELD_SEPARATOR);
    return { name, dosage, amount, instructions };
  });
}

/** Commas and bars would break the serialised answer. */
export const hasSeparator = (value: string): boolean => /[,|]/.test(value);

export type MedicationFieldError = 'separator' | 'nameRequired' | 'amount' | 'dosage';

const DOSAGE_PATTERN = /^(\d+(?:\.\d+)?)\s?(mg|mcg|g)$/i;

/** Dosage 1 or above with a unit mg, mcg or g (e.g. '10 mg'); empty is allowed. */
export function isValidDosage(dosage: string): boolean {
  const trimmed = dosage.trim();
  if (trimmed === '') return true;
  const match = DOSAGE_PATTERN.exec(trimmed);
  return match !== null && Number(match[1]) >= 1;
}

/** Amount: a positive integer, or empty. */
export const isValidAmount = (amount: string): boolean => amount.trim() === '' || /^[1-9]\d{0,5}$/.test(amount.trim());

/** The first problem of one medication entry, or null. */
export function medicationEntryError(entry: MedicationEntry): MedicationFieldError | null {
  if ([entry.name, entry.dosage, entry.amount, entry.instructions].some(hasSeparator)) return 'separator';
  if (entry.name.trim() === '') return 'nameRequired';
  if (!isValidAmount(entry.amount)) return 'amount';
  if (!isValidDosage(entry.dosage)) return 'dosage';
  return null;
}

export interface NumericRange {
  min: number;
  max: number;
}

/** An option 'min-max' as a range, or null. */
export function parseRange(option: string): NumericRange | null {
  const match = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(option);
  if (!match) return null;
  const min = Number(match[1]);
  const max = Number(match[2]);
  return min <= max ? { min, max } : null;
}

/** The option whose range holds the value, or -1. */
export function rangeOptionOf(options: readonly string[], value: string): number {
  if (!/^\d{1,9}$/.test(value.trim())) return -1;
  const number = Number(value.trim());
  return options.findIndex((option) => {
    const range = parseRange(option);
    return range !== null && number >= range.min && number <= range.max;
  });
}

/** The span of every range, for the message 'enter value between min - max'. */
export function overallRange(options: readonly string[]): NumericRange | null {
  const ranges = options.map(parseRange).filter((range): range is NumericRange => range !== null);
  if (ranges.length === 0) return null;
  return { min: Math.min(...ranges.map((range) => range.min)), max: Math.max(...ranges.map((range) => range.max)) };
}

/** Digits only, as the patient types. */
export const digitsOnly = (value: string): string => value.replace(/\D+/g, '');

/** 'Other' is recognised in the current language: the option equals the translated word (any case). */
export function isOtherOption(option: string, otherWord: string): boolean {
  const normalize = (value: string) => value.trim().toLocaleLowerCase().replace(/[:.]$/, '');
  return normalize(option) === normalize(otherWord);
}

/** A Checkbox answer: the chosen labels, an 'Other' choice replaced by its text. */
export function serializeChoices(options: readonly string[], chosen: readonly number[], otherIndex: number, otherText: string): string {
  return joinAnswers([...chosen].sort((a, b) => a - b).map((index) => (index === otherIndex ? otherText.trim() : options[index]!)));
}

/** The chosen indexes and other text of a Checkbox answer (the inverse of serializeChoices). */
export function parseChoices(options: readonly string[], answer: string, otherIndex: number): { chosen: number[]; otherText: string } {
  const chosen: number[] = [];
  let otherText = '';
  for (const part of splitAnswers(answer)) {
    const index = options.findIndex((option, at) => option === part && at !== otherIndex);
    if (index >= 0) chosen.push(index);
    else if (otherIndex >= 0) {
      chosen.push(otherIndex);
      otherText = part;
    }
  }
  return { chosen: [...new Set(chosen)].sort((a, b) => a - b), otherText };
}
