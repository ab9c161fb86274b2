import type { CareGroupMapping, CareProgramOption } from './care-program.schema';

/** Spec 02 §5: care-program GPI grouping uses the first 8 digits once dashes are removed. */
export const GPI_GROUP_DIGITS = 8;

/** The GPI group of a drug: its GPI without dashes, cut to the first 8 digits. */
export function gpiGroupOf(gpi: string): string {
  return gpi.replace(/-/g, '').trim().slice(0, GPI_GROUP_DIGITS);
}

/** One step of the walk: the drugs of one GPI group and the disease options they share. */
export interface CareProgramItem {
  gpiGroup: string;
  drugNames: string[];
  options: CareProgramOption[];
  /** Any drug of the group has its assessment ready. */
  assessmentReady: boolean;
}

/**
 * The drugs grouped by GPI group in first-seen order; a group offers the union of its drugs'
 * options (by diseaseId, gIds merged), so the patient picks one disease per group.
 */
export function groupCareProgramItems(mappings: readonly CareGroupMapping[]): CareProgramItem[] {
  const items = new Map<string, CareProgramItem>();
  for (const mapping of mappings) {
    const gpiGroup = gpiGroupOf(mapping.gpi);
    const item = items.get(gpiGroup) ?? { gpiGroup, drugNames: [], options: [], assessmentReady: false };
    if (!item.drugNames.includes(mapping.drugName)) item.drugNames.push(mapping.drugName);
    item.assessmentReady ||= mapping.assessmentReady;
    for (const option of mapping.options) {
      const known = item.options.find((entry) => entry.diseaseId === option.diseaseId);
      if (known) known.gIds = [...new Set([...known.gIds, ...option.gIds])];
      else item.options.push({ ...option, gIds: [...option.gIds] });
    }
    items.set(gpiGroup, item);
  }
  return [...items.values()].filter((item) => item.options.length > 0);
}

/** The drug-by-drug walk: which item is shown, and the disease chosen for each item. */
export interface CareProgramWalk {
  /** Index of the item on screen; equal to the item count on the review (Confirm) step. */
  step: number;
  /** diseaseId chosen per gpiGroup. */
  chosen: Readonly<Record<string, number>>;
  /** Set while an item is edited from the review: Next then returns to the review. */
  editing: boolean;
}

export const startWalk = (): CareProgramWalk => ({ step: 0, chosen: {}, editing: false });

export const isReviewStep = (walk: CareProgramWalk, items: readonly CareProgramItem[]): boolean => walk.step >= items.length;

/** The disease chosen for the item on screen, if any. */
export function chosenOnStep(walk: CareProgramWalk, items: readonly CareProgramItem[]): number | undefined {
  const item = items[walk.step];
  return item ? walk.chosen[item.gpiGroup] : undefined;
}

/** Choosing an option of the item on screen (an unknown disease is ignored). */
export function choose(walk: CareProgramWalk, items: readonly CareProgramItem[], diseaseId: number): CareProgramWalk {
  const item = items[walk.step];
  if (!item || !item.options.some((option) => option.diseaseId === diseaseId)) return walk;
  return { ...walk, chosen: { ...walk.chosen, [item.gpiGroup]: diseaseId } };
}

/** Next is disabled until a disease is chosen for the item on screen. */
export const canGoNext = (walk: CareProgramWalk, items: readonly CareProgramItem[]): boolean => chosenOnStep(walk, items) !== undefined;

/** Next: the following item, or the review once every item is chosen (straight back to it when editing). */
export function next(walk: CareProgramWalk, items: readonly CareProgramItem[]): CareProgramWalk {
  if (!canGoNext(walk, items)) return walk;
  if (walk.editing) return { ...walk, step: items.length, editing: false };
  return { ...walk, step: walk.step + 1 };
}

/** Back: the previous item (never before the first). */
export function back(walk: CareProgramWalk): CareProgramWalk {
  return { ...walk, step: Math.max(0, walk.step - 1), editing: false };
}

/** Edit a chosen item from the review. */
export function edit(walk: CareProgramWalk, items: readonly CareProgramItem[], gpiGroup: string): CareProgramWalk {
  const step = items.findIndex((item) => item.gpiGroup === gpiGroup);
  if (step < 0 || walk.chosen[gpiGroup] === undefined) return walk;
  return { ...walk, step, editing: true };
}

/** Confirm is possible once a disease is chosen for every item. */
export const canConfirm = (walk: CareProgramWalk, items: readonly CareProgramItem[]): boolean =>
  items.length > 0 && items.every((item) => walk.chosen[item.gpiGroup] !== undefined);

/** The chosen option of an item. */
export function chosenOption(walk: CareProgramWalk, item: CareProgramItem): CareProgramOption | undefined {
  return item.options.find((option) => option.diseaseId === walk.chosen[item.gpiGroup]);
}

/** The body of POST /v2/patient/care-groups (without u_id): every chosen option's gIds once. */
export function careGroupsChoice(walk: CareProgramWalk, items: readonly CareProgramItem[]): { gIds: number[]; groupAssessmentReady: boolean } {
  const chosen = items.flatMap((item) => {
    const option = chosenOption(walk, item);
    return option ? [{ item, option }] : [];
  });
  return {
    gIds: [...new Set(chosen.flatMap(({ option }) => option.gIds))],
    groupAssessmentReady: chosen.some(({ item }) => item.assessmentReady),
  };
}
