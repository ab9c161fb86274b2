/**
 * Supplies of the payment step (spec 02 §2): Alcohol swabs, Sharps Container, Band Aids, Other.
 * `key` names the label in the locale files; `value` is what is sent and stored, in English.
 */
export const SUPPLY_OPTIONS = [
  { supId: 1, key: 'alcoholSwabs', value: 'Alcohol swabs' },
  { supId: 2, key: 'sharpsContainer', value: 'Sharps Container' },
  { supId: 3, key: 'bandAids', value: 'Band Aids' },
  { supId: 4, key: 'other', value: 'Other' },
] as const;
/** Other supplies: the patient describes them, so its value is the patient's text (required). */
export const OTHER_SUPPLY_ID = 4;
export const SUPPLY_IDS: ReadonlySet<number> = new Set(SUPPLY_OPTIONS.map((option) => option.supId));

/** Three payment options (spec 02 §9), sent as their index; the third means calling the pharmacy. */
export const PAYMENT_OPTIONS = [
  { index: 0, key: 'cardOnFile' },
  { index: 1, key: 'billMeLater' },
  { index: 2, key: 'callPharmacy' },
] as const;
export const CALL_PHARMACY_PAYMENT = 2;
