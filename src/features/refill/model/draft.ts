import type { Prescription } from '../../../core/api/contract/prescription';
import type { RefillRequestPayload, RefillRequestRecord, RefillSupply } from '../../../core/api/contract/refill';

/** The patient's choices in the wizard: ids and answers only. */
export interface RefillDraft {
  /** Rx numbers, in the order chosen. */
  selectedRx: string[];
  deliveryDate: string | null;
  addrId: number | null;
  isPickup: 0 | 1;
  paymentMethod: 0 | 1 | 2 | null;
  needSupplies: boolean | null;
  supplyIds: number[];
  otherSupplies: string;
  wantsInstructions: boolean | null;
  deliveryInstructions: string;
}

/** Spec 02 §2: Alcohol swabs, Sharps Container, Band Aids, Other. Values are sent in English. */
export const SUPPLY_OPTIONS = [
  { supId: 1, key: 'alcoholSwabs', value: 'Alcohol swabs' },
  { supId: 2, key: 'sharpsContainer', value: 'Sharps Container' },
  { supId: 3, key: 'bandAids', value: 'Band Aids' },
  { supId: 4, key: 'other', value: 'Other' },
] as const;
export const OTHER_SUPPLY_ID = 4;

/** Three payment options (spec 02 §9); the third means calling the pharmacy, so Next is hidden. */
export const PAYMENT_OPTIONS = [
  { index: 0, key: 'cardOnFile' },
  { index: 1, key: 'billMeLater' },
  { index: 2, key: 'callPharmacy' },
] as const;
export const CALL_PHARMACY_PAYMENT = 2;

export function emptyDraft(): RefillDraft {
  return {
    selectedRx: [],
    deliveryDate: null,
    addrId: null,
    isPickup: 0,
    paymentMethod: null,
    needSupplies: null,
    supplyIds: [],
    otherSupplies: '',
    wantsInstructions: null,
    deliveryInstructions: '',
  };
}

function paymentIndex(value: number): 0 | 1 | 2 | null {
  return value === 0 || value === 1 || value === 2 ? value : null;
}

/** Edit mode: the stored request as wizard choices. */
export function draftFromRequest(request: RefillRequestRecord): RefillDraft {
  const supplies = request.supplies ?? [];
  return {
    selectedRx: request.prescriptions.map((rx) => rx.rxNumber),
    deliveryDate: request.deliveryDate,
    addrId: request.addrId,
    isPickup: request.isPickup,
    paymentMethod: paymentIndex(request.paymentMethod),
    needSupplies: supplies.length > 0,
    supplyIds: supplies.map((supply) => supply.supId),
    otherSupplies: supplies.find((supply) => supply.supId === OTHER_SUPPLY_ID)?.value ?? '',
    wantsInstructions: request.deliveryInstructions !== null,
    deliveryInstructions: request.deliveryInstructions ?? '',
  };
}

function suppliesOf(draft: RefillDraft): RefillSupply[] | null {
  if (!draft.needSupplies) return null;
  return SUPPLY_OPTIONS.filter((option) => draft.supplyIds.includes(option.supId)).map((option) => ({
    supId: option.supId,
    value: option.supId === OTHER_SUPPLY_ID ? draft.otherSupplies.trim() : option.value,
  }));
}

/**
 * The request body of spec 02 §3. Call it only once every step's check passes; a missing
 * choice throws rather than sending a half-made order.
 */
export function buildRefillPayload(uId: number, draft: RefillDraft, meds: readonly Prescription[], requestId?: number): RefillRequestPayload {
  const chosen = draft.selectedRx
    .map((rxNumber) => meds.find((med) => med.rxNumber === rxNumber))
    .filter((med): med is Prescription => med !== undefined);
  const first = chosen[0];
  if (!first || draft.addrId === null || draft.deliveryDate === null || draft.paymentMethod === null) {
    throw new Error('The refill is not complete');
  }
  const instructions = draft.wantsInstructions ? draft.deliveryInstructions.trim() : '';
  return {
    u_id: uId,
    addrId: draft.addrId,
    isPickup: draft.isPickup,
    deliveryDate: draft.deliveryDate,
    paymentMethod: draft.paymentMethod,
    supplies: suppliesOf(draft),
    deliveryInstructions: instructions === '' ? null : instructions,
    prescriptions: chosen.map((med) => ({ gId: med.gId, rxNumber: med.rxNumber })),
    rxNumber: first.rxNumber,
    ...(requestId === undefined ? {} : { requestId }),
  };
}
