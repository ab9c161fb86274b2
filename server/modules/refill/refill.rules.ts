import { classifyPrescription, PrescriptionStatus } from '../../../src/domain/medication/statuses';
import type { RefillRequestPayload, RefillSupply } from '../../../src/domain/refill/refill.schema';
import type { ShippingHolidayLists } from '../../../src/domain/refill/shipping-holiday.schema';
import { localDateIn } from '../../../src/domain/calendar/calendar-dates';
import { isPortalRefillable, NO_REFILLS } from '../../../src/domain/medication/refill-eligibility';
import { deliveryWindow, type DeliveryRules } from '../../../src/domain/refill/delivery-dates';
import { OTHER_SUPPLY_ID, SUPPLY_IDS } from '../../../src/domain/refill/refill-choices';
import { nextRefillDate } from '../../../src/domain/refill/refill-date';
import type { CallerPatient } from '../../platform/auth/patient-of-caller';
import type { Database } from '../../platform/db/database';
import { findAddress } from '../patient';
import { requiredIncompleteAssessments } from './assessment.queries';
import { pharmacyTimeZoneOf, shippingHolidayListsOf } from '../company';
import { lockPrescriptions, prescriptionsWithActiveOrder, type PrescriptionRow, type RefillChoices } from './refill.queries';
import { HttpError } from '../../platform/http/http-error';

/** A refill request that passed every rule, ready to store. */
export interface CheckedRefill extends RefillChoices {
  prescriptions: PrescriptionRow[];
}

const label = (row: PrescriptionRow) => `Rx ${row.rxNumber} (${row.displayName})`;

/** The portal-refill rule of the domain, read from a stored prescription row. */
function isRowPortalRefillable(row: Pick<PrescriptionRow, 'isActive' | 'displayStatus' | 'orderStatus' | 'allowPortalRefill' | 'refillsLeft'>): boolean {
  return isPortalRefillable({ ...row, isActivePrescription: row.isActive });
}

/** Why a prescription the portal-refill rule refuses cannot be refilled here. */
function portalRefusal(row: PrescriptionRow): string {
  if (!row.isActive || classifyPrescription({ isActivePrescription: row.isActive, displayStatus: row.displayStatus, orderStatus: row.orderStatus }) !== 'active') {
    return 'is not an active prescription';
  }
  if (row.refillsLeft <= NO_REFILLS && row.allowPortalRefill && row.displayStatus !== PrescriptionStatus.OPEN_CALL_REQUIRED) {
    return 'has no refills left: please call the pharmacy';
  }
  return 'cannot be refilled through the portal: please call the pharmacy';
}

/**
 * Checks a refill request (new, or an edit of `editingRequestId`) against the rules of spec 02
 * §4-§5 and locks its prescriptions for the rest of the transaction:
 * - 400: the body does not hold together (a prescription twice, rxNumber not the first one's,
 *   an unknown prescription, address or supply, a delivery date outside the window);
 * - 403: a prescription of another patient;
 * - 409: a prescription that may not be refilled here now (inactive, refilled through the
 *   pharmacy only, no refills left, a required assessment to complete, an active order).
 */
export async function checkRefillRequest(
  tx: Database,
  caller: CallerPatient,
  payload: RefillRequestPayload,
  options: { now: Date; editingRequestId?: number },
): Promise<CheckedRefill> {
  const gIds = payload.prescriptions.map((ref) => ref.gId);
  if (new Set(gIds).size !== gIds.length) throw new HttpError(400, 'body/prescriptions: each prescription may be chosen once');
  if (payload.rxNumber !== payload.prescriptions[0]!.rxNumber) {
    throw new HttpError(400, "body/rxNumber: must be the first chosen prescription's number");
  }

  const locked = new Map((await lockPrescriptions(tx, gIds)).map((row) => [row.gId, row]));
  const chosen = payload.prescriptions.map((ref) => {
    const row = locked.get(ref.gId);
    if (!row) throw new HttpError(400, `body/prescriptions: no prescription ${ref.gId}`);
    if (row.uId !== caller.uId) throw new HttpError(403, `Prescription ${ref.gId} does not belong to the caller`);
    if (row.rxNumber !== ref.rxNumber) throw new HttpError(400, `body/prescriptions: prescription ${ref.gId} is not Rx ${ref.rxNumber}`);
    return row;
  });

  const refused = chosen.find((row) => !isRowPortalRefillable(row));
  if (refused) throw new HttpError(409, `${label(refused)} ${portalRefusal(refused)}`);

  const assessments = await requiredIncompleteAssessments(
    tx,
    caller.uId,
    chosen.map((row) => row.mId),
  );
  if (assessments.length > 0) {
    const row = chosen.find((candidate) => candidate.mId === assessments[0]!.mId)!;
    throw new HttpError(409, `Complete the required assessment "${assessments[0]!.surveyName}" before refilling ${label(row)}`);
  }

  const busy = await prescriptionsWithActiveOrder(tx, chosen, options.editingRequestId);
  const inOrder = chosen.find((row) => busy.has(row.gId));
  if (inOrder) throw new HttpError(409, `${label(inOrder)} already has an active order`);

  const address = await findAddress(tx, caller.uId, payload.addrId);
  if (!address) throw new HttpError(400, 'body/addrId: not one of your addresses');
  if (address.isPickup !== payload.isPickup) {
    throw new HttpError(400, `body/isPickup: must be ${address.isPickup} for this address (${address.isPickup === 1 ? 'a pickup location' : 'a delivery address'})`);
  }

  const supplies = checkedSupplies(payload.supplies);

  const rules = await deliveryRulesFor(tx, caller, chosen, options.now);
  const window = deliveryWindow(rules);
  if (!window.allowed.includes(payload.deliveryDate)) {
    const range = window.allowed.length > 0 ? `choose a delivery day from ${window.allowed[0]} to ${window.allowed.at(-1)}` : 'no delivery day is open';
    throw new HttpError(400, `body/deliveryDate: ${payload.deliveryDate} is not an allowed delivery date (${range})`);
  }

  const instructions = payload.deliveryInstructions?.trim() ?? '';
  return {
    prescriptions: chosen,
    addrId: address.addrId,
    isPickup: payload.isPickup,
    deliveryDate: payload.deliveryDate,
    paymentMethod: payload.paymentMethod,
    supplies,
    deliveryInstructions: instructions === '' ? null : instructions,
  };
}

/** The supplies as stored: null when none; each known once, Other with its text. */
function checkedSupplies(supplies: RefillSupply[] | null): RefillSupply[] | null {
  if (supplies === null || supplies.length === 0) return null;
  const seen = new Set<number>();
  return supplies.map((supply) => {
    if (!SUPPLY_IDS.has(supply.supId)) throw new HttpError(400, `body/supplies: unknown supply ${supply.supId} (expected 1 to 4)`);
    if (seen.has(supply.supId)) throw new HttpError(400, `body/supplies: supply ${supply.supId} is listed twice`);
    seen.add(supply.supId);
    const value = supply.value.trim();
    if (supply.supId === OTHER_SUPPLY_ID && value === '') throw new HttpError(400, 'body/supplies: describe the other supplies');
    return { supId: supply.supId, value };
  });
}

/** The delivery-date rules of an order of these prescriptions, for the caller's pharmacy. */
export async function deliveryRulesFor(db: Database, caller: Pick<CallerPatient, 'companyId' | 'brandId'>, chosen: readonly PrescriptionRow[], now: Date): Promise<DeliveryRules> {
  const holidays: ShippingHolidayLists = await shippingHolidayListsOf(db, caller.companyId);
  return {
    now,
    timeZone: await pharmacyTimeZoneOf(db, caller.brandId),
    refrigerated: chosen.some((row) => row.refrigerated),
    holidays,
    medicationEarliest: chosen.map((row) => nextRefillDate(row.latestDateShipped, row.daysOfSupply)).filter((date): date is string => date !== null),
  };
}

/**
 * The status a prescription goes back to when it leaves a request: not yet due while its next
 * refill date is ahead (in the pharmacy's zone), otherwise open.
 */
export function statusOutsideRequest(row: PrescriptionRow, now: Date, timeZone: string): number {
  const next = nextRefillDate(row.latestDateShipped, row.daysOfSupply);
  return next !== null && next > localDateIn(now, timeZone) ? PrescriptionStatus.NOT_YET_DUE : PrescriptionStatus.OPEN;
}
