import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isOtherOption,
  isValidDosage,
  medicationEntryError,
  overallRange,
  parseChoices,
  parseMedications,
  rangeOptionOf,
  serializeChoices,
  serializeMedications,
} from '../../../../src/domain/survey/survey-answers';
import { formatNdc, ndcCandidates, ndcError, ndcInput } from '../../../../src/domain/survey/ndc';

const field = fc.string({ maxLength: 12 }).filter((value) => !/[,|]/.test(value));
const entry = fc.record({ name: field.filter((v) => v !== ''), dosage: field, amount: field, instructions: field });

describe('serialisation', () => {
  it('medication entries survive a round trip', () => {
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 5 }), (entries) => {
        expect(parseMedications(serializeMedications(entries))).toEqual(entries);
      }),
    );
    expect(serializeMedications([{ name: 'Humira', dosage: '40 mg', amount: '2', instructions: 'weekly' }, { name: 'Advil', dosage: '', amount: '', instructions: '' }])).toBe('Humira,40 mg,2,weekly|Advil,,,');
  });

  it('checkbox choices with an other text survive a round trip', () => {
    const options = ['Nausea', 'Headache', 'Rash', 'Other'];
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 3 }), { minLength: 1 }), field.filter((v) => v.trim() !== '' && v === v.trim() && !options.includes(v)), (chosen, other) => {
        const answer = serializeChoices(options, chosen, 3, other);
        const parsed = parseChoices(options, answer, 3);
        expect(parsed.chosen).toEqual([...chosen].sort((a, b) => a - b));
        expect(parsed.otherText).toBe(chosen.includes(3) ? other : '');
      }),
    );
    expect(serializeChoices(options, [3, 0], 3, 'Dizzy')).toBe('Nausea|Dizzy');
  });
});

describe('answer rules', () => {
  it('medication fields: no commas or bars, a name, a positive amount, dosage >= 1 mg/mcg/g', () => {
    const ok = { name: 'Humira', dosage: '40 mg', amount: '2', instructions: '' };
    expect(medicationEntryError(ok)).toBeNull();
    expect(medicationEntryError({ ...ok, instructions: 'a|b' })).toBe('separator');
    expect(medicationEntryError({ ...ok, name: 'a,b' })).toBe('separator');
    expect(medicationEntryError({ ...ok, name: ' ' })).toBe('nameRequired');
    expect(medicationEntryError({ ...ok, amount: '0' })).toBe('amount');
    expect(medicationEntryError({ ...ok, amount: '1.5' })).toBe('amount');
    expect(medicationEntryError({ ...ok, dosage: '0.5 mg' })).toBe('dosage');
    expect(medicationEntryError({ ...ok, dosage: '10 ml' })).toBe('dosage');
    expect(['1 g', '250mcg', '1.5 mg', '']).toEqual(['1 g', '250mcg', '1.5 mg', ''].filter(isValidDosage));
  });

  it('numeric answers fall in one option range', () => {
    const options = ['1-5', '6-10000'];
    expect(rangeOptionOf(options, '3')).toBe(0);
    expect(rangeOptionOf(options, '10000')).toBe(1);
    expect(rangeOptionOf(options, '0')).toBe(-1);
    expect(rangeOptionOf(options, '4a')).toBe(-1);
    expect(overallRange(options)).toEqual({ min: 1, max: 10000 });
  });

  it("'Other' is recognised in the current language", () => {
    expect(isOtherOption('Otro', 'Otro')).toBe(true);
    expect(isOtherOption('other:', 'Other')).toBe(true);
    expect(isOtherOption('Other', 'Otro')).toBe(false);
  });
});

describe('NDC', () => {
  it('keeps digits only, up to 10', () => {
    expect(ndcInput('12a34-5678901')).toBe('1234567890');
  });

  it('NDC_LIMIT above 9 digits, INVALID_NDC below 8 or a wrong hyphen', () => {
    expect(ndcError('1234567890')).toBe('NDC_LIMIT');
    expect(ndcError('1234567')).toBe('INVALID_NDC');
    expect(ndcError('123-45678')).toBe('INVALID_NDC');
    expect(ndcError('0074-3799')).toBeNull();
    expect(ndcError('00074-379')).toBeNull();
  });

  it('tries up to 4 hyphenated formats, every one valid', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8,9}$/), (digits) => {
        const candidates = ndcCandidates(digits);
        expect(candidates.length).toBeGreaterThan(0);
        expect(candidates.length).toBeLessThanOrEqual(4);
        for (const candidate of candidates) expect(ndcError(candidate)).toBeNull();
      }),
    );
    expect(ndcCandidates('00743799')[0]).toBe('0074-3799');
    expect(formatNdc('000743799')).toBe('00074-3799');
  });
});
