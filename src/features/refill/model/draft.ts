import type { Prescription } from '../../../domain/medication/prescription.schema';
import { OTHER_SUPPLY_ID, SUPPLY_OPTIONS } from '../../../domain/refill/refill-choices';
import type { RefillRequestPayload, RefillRequestRecord, RefillSupply } from '../../../domain/refill/refill.schema';

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
