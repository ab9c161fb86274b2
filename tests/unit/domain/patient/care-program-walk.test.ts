import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CareGroupMapping } from '../../../../src/domain/patient/care-program.schema';
import {
  back,
  canConfirm,
  canGoNext,
  careGroupsChoice,
  choose,
  edit,
  gpiGroupOf,
  groupCareProgramItems,
  isReviewStep,
  next,
  startWalk,
} from '../../../../src/domain/patient/care-program-walk';

const ra = { diseaseId: 11, diseaseName: 'Rheumatoid arthritis', gIds: [101] };
const psa = { diseaseId: 12, diseaseName: 'Psoriatic arthritis', gIds: [102] };
const t2d = { diseaseId: 21, diseaseName: 'Type 2 diabetes', gIds: [201] };
const weight = { diseaseId: 22, diseaseName: 'Weight management', gIds: [202, 203] };

const mapping = (drugName: string, gpi: string, options: CareGroupMapping['options'], assessmentReady = false): CareGroupMapping => ({
  drugName,
  gpi,
  options,
  assessmentReady,
  groupAssessmentReady: false,
});

const mappings = [
  mapping('Enbrel SureClick', '66-27-00-15-00-D5', [ra, psa], true),
  mapping('Enbrel Mini', '6627001500E2', [ra, { ...psa, gIds: [102, 104] }]),
  mapping('Ozempic Pen', '2717005000D2', [t2d, weight]),
];

describe('GPI grouping (spec 02 §5: first 8 digits without dashes)', () => {
  it.each([
    ['66-27-00-15-00-D5', '66270015'],
    ['6627001500E2', '66270015'],
    ['2717-0050', '27170050'],
    ['1234', '1234'],
  ])('%s groups as %s', (gpi, group) => expect(gpiGroupOf(gpi)).toBe(group));

  it('is the dash-free GPI cut to 8 characters, whatever the dashes', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...'0123456789'), { minLength: 8, maxLength: 14 }), fc.array(fc.nat(13)), (digits, dashAt) => {
        const dashed = digits.map((digit, index) => (dashAt.includes(index) ? `-${digit}` : digit)).join('');
        return gpiGroupOf(dashed) === digits.join('').slice(0, 8);
      }),
    );
  });

  it('puts drugs of one GPI group in one item, merging their options by disease', () => {
    const items = groupCareProgramItems(mappings);
    expect(items.map((item) => item.drugNames)).toEqual([['Enbrel SureClick', 'Enbrel Mini'], ['Ozempic Pen']]);
    expect(items[0]!.options).toEqual([ra, { ...psa, gIds: [102, 104] }]);
    expect(items[0]!.assessmentReady).toBe(true);
    expect(items[1]!.assessmentReady).toBe(false);
  });

  it('leaves out a drug with no options', () => {
    expect(groupCareProgramItems([mapping('Aspirin', '64100010', [])])).toEqual([]);
  });
});

describe('the drug-by-drug walk', () => {
  const items = groupCareProgramItems(mappings);

  it('keeps Next disabled until a disease is chosen, then goes to the next drug and the review', () => {
    let walk = startWalk();
    expect(canGoNext(walk, items)).toBe(false);
    expect(next(walk, items)).toBe(walk);
    walk = choose(walk, items, 12);
    expect(canGoNext(walk, items)).toBe(true);
    walk = next(walk, items);
    expect(walk.step).toBe(1);
    expect(canGoNext(walk, items)).toBe(false);
    expect(canConfirm(walk, items)).toBe(false);
    walk = next(choose(walk, items, 22), items);
    expect(isReviewStep(walk, items)).toBe(true);
    expect(canConfirm(walk, items)).toBe(true);
  });

  it('ignores a disease the drug on screen does not offer', () => {
    expect(choose(startWalk(), items, 21).chosen).toEqual({});
  });

  it('edits a chosen item from the review and returns straight to the review', () => {
    let walk = next(choose(next(choose(startWalk(), items, 11), items), items, 21), items);
    walk = edit(walk, items, '66270015');
    expect(walk).toMatchObject({ step: 0, editing: true });
    walk = next(choose(walk, items, 12), items);
    expect(isReviewStep(walk, items)).toBe(true);
    expect(walk.chosen).toEqual({ '66270015': 12, '27170050': 21 });
  });

  it('does not edit an item not yet chosen', () => {
    const walk = startWalk();
    expect(edit(walk, items, '27170050')).toBe(walk);
  });

  it('goes back one drug, never before the first', () => {
    const walk = next(choose(startWalk(), items, 11), items);
    expect(back(walk).step).toBe(0);
    expect(back(back(walk)).step).toBe(0);
  });

  it('sends every chosen care group once, ready when a chosen drug has its assessment ready', () => {
    const walk = next(choose(next(choose(startWalk(), items, 12), items), items, 22), items);
    expect(careGroupsChoice(walk, items)).toEqual({ gIds: [102, 104, 202, 203], groupAssessmentReady: true });
  });
});
