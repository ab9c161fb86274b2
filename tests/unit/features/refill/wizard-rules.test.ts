import { describe, expect, it } from 'vitest';
import type { Prescription } from '../../../../src/domain/medication/prescription.schema';
import { refillRequestPayloadSchema, type RefillRequestRecord } from '../../../../src/domain/refill/refill.schema';
import { buildRefillPayload, draftFromRequest, emptyDraft, type RefillDraft } from '../../../../src/features/refill/model/draft';
import { hasActiveOrder, refillCountAlert, splitRefillMedications, withoutInstructions } from '../../../../src/features/refill/model/medications';
import {
  backAction,
  checkStep,
  daysSinceFeedback,
  firstAllowedStep,
  routeAfterSubmit,
  startStep,
} from '../../../../src/features/refill/model/wizard';

function med(patch: Partial<Prescription>): Prescription {
  return {
    displayName: 'Humira', instructions: 'Inject every other week', rxNumber: 'RX1', gId: 1, mId: 1, provider: null, numDoses: null,
    daysOfSupply: 28, refillsLeft: 3, expirationDate: null, ndc11Digit: null, cancelReason: null, refills: [], orders: [],
    orderStatus: null, isActivePrescription: true, latestRequestId: null, lastShippedAddrId: null, fillCount: 2, displayStatus: 1,
    displayTable: 'active', latestDateShipped: null, hasActiveOrder: false, requestId: null, rxStatusFields: null, pharmacyName: null,
    pharmacyAddress: null, pharmacyPhone: null, trackingNumber: null, trackingUrl: null, carrier: null, refrigerated: false,
    allowPortalRefill: true, ...patch,
  };
}

const complete: RefillDraft = {
  ...emptyDraft(),
  selectedRx: ['RX2', 'RX1'],
  deliveryDate: '2026-11-24',
  addrId: 7,
  paymentMethod: 1,
  needSupplies: true,
  supplyIds: [1, 4],
  otherSupplies: '  gauze pads ',
  wantsInstructions: true,
  deliveryInstructions: ' Leave with the doorman ',
};
const context = { addressCount: 2, allowedDates: ['2026-11-24', '2026-11-25'] };

describe('refill step checks (spec 02 §5)', () => {
  it('medications: at least one', () => {
    expect(checkStep(0, emptyDraft(), context)).toBe('selectMed');
    expect(checkStep(0, complete, context)).toBeNull();
  });
  it('delivery date: required and one of the offered dates', () => {
    expect(checkStep(1, { ...complete, deliveryDate: null }, context)).toBe('deliveryDate');
    expect(checkStep(1, { ...complete, deliveryDate: '2026-11-28' }, context)).toBe('deliveryDate');
    expect(checkStep(1, complete, context)).toBeNull();
  });
  it('address: required, and none can be chosen from an empty list', () => {
    expect(checkStep(2, { ...complete, addrId: null }, context)).toBe('selectAddr');
    expect(checkStep(2, complete, { ...context, addressCount: 0 })).toBe('selectAddr');
    expect(checkStep(2, complete, context)).toBeNull();
  });
  it('payment and supplies, in the order of the spec', () => {
    expect(checkStep(3, { ...complete, needSupplies: null }, context)).toBe('needSupplies');
    expect(checkStep(3, { ...complete, supplyIds: [] }, context)).toBe('selectSupplies');
    expect(checkStep(3, { ...complete, paymentMethod: null }, context)).toBe('selectPayment');
    expect(checkStep(3, { ...complete, otherSupplies: '   ' }, context)).toBe('anySupplies');
    expect(checkStep(3, { ...complete, deliveryInstructions: '' }, context)).toBe('instructionsText');
    expect(checkStep(3, { ...complete, needSupplies: false, supplyIds: [], wantsInstructions: false }, context)).toBeNull();
    expect(checkStep(3, complete, context)).toBeNull();
  });
});

describe('refill payload (spec 02 §3)', () => {
  const meds = [med({ rxNumber: 'RX1', gId: 11 }), med({ rxNumber: 'RX2', gId: 12 })];
  it('carries the choices in the order chosen, trimmed, and passes the contract schema', () => {
    const payload = buildRefillPayload(5, complete, meds);
    expect(payload).toEqual({
      u_id: 5, addrId: 7, isPickup: 0, deliveryDate: '2026-11-24', paymentMethod: 1,
      supplies: [{ supId: 1, value: 'Alcohol swabs' }, { supId: 4, value: 'gauze pads' }],
      deliveryInstructions: 'Leave with the doorman',
      prescriptions: [{ gId: 12, rxNumber: 'RX2' }, { gId: 11, rxNumber: 'RX1' }], rxNumber: 'RX2',
    });
    expect(refillRequestPayloadSchema.safeParse(payload).success).toBe(true);
  });
  it('sends null supplies and instructions when the patient said no, and the request id when editing', () => {
    const payload = buildRefillPayload(5, { ...complete, needSupplies: false, wantsInstructions: false }, meds, 44);
    expect(payload.supplies).toBeNull();
    expect(payload.deliveryInstructions).toBeNull();
    expect(payload.requestId).toBe(44);
  });
  it('refuses an incomplete draft instead of sending half an order', () => {
    expect(() => buildRefillPayload(5, { ...complete, addrId: null }, meds)).toThrow();
    expect(() => buildRefillPayload(5, { ...complete, selectedRx: ['RX9'] }, meds)).toThrow();
  });
  it('round-trips a stored request into the same choices', () => {
    const stored: RefillRequestRecord = {
      requestId: 44, status: 2, addrId: 7, isPickup: 0, deliveryDate: '2026-11-24', paymentMethod: 1,
      supplies: [{ supId: 1, value: 'Alcohol swabs' }, { supId: 4, value: 'gauze pads' }], deliveryInstructions: 'Leave with the doorman',
      prescriptions: [{ gId: 12, rxNumber: 'RX2', displayName: 'Enbrel' }, { gId: 11, rxNumber: 'RX1', displayName: 'Humira' }],
      placeholder: false, dateRequested: '2026-11-20T10:00:00Z',
    };
    const draft = draftFromRequest(stored);
    const { requestId: _id, ...again } = buildRefillPayload(5, draft, meds, 44);
    expect(again).toEqual(buildRefillPayload(5, { ...complete, otherSupplies: 'gauze pads', deliveryInstructions: 'Leave with the doorman' }, meds));
  });
});

describe('medication lists', () => {
  it('splits portal refills from the ones that need a call, and leaves out ordered and inactive ones', () => {
    const meds = [
      med({ rxNumber: 'A' }),
      med({ rxNumber: 'B', allowPortalRefill: false }),
      med({ rxNumber: 'C', refillsLeft: 0 }),
      med({ rxNumber: 'D', displayStatus: 6 }),
      med({ rxNumber: 'E', hasActiveOrder: true }),
      med({ rxNumber: 'F', isActivePrescription: false, displayTable: 'inactive' }),
    ];
    const { refillable, nonPortal } = splitRefillMedications(meds);
    expect(refillable.map((m) => m.rxNumber)).toEqual(['A']);
    expect(nonPortal.map((m) => m.rxNumber)).toEqual(['B', 'C', 'D']);
    expect(hasActiveOrder(meds)).toBe(true);
    expect(hasActiveOrder(meds.filter((m) => m.rxNumber !== 'E'))).toBe(false);
    expect(hasActiveOrder([med({ orderStatus: 330 })])).toBe(true);
  });
  it('low and out-of-refills alerts, and medications without instructions', () => {
    expect(refillCountAlert(med({ refillsLeft: 1 }))).toBe('lowRefills');
    expect(refillCountAlert(med({ refillsLeft: 0 }))).toBe('outOfRefills');
    expect(refillCountAlert(med({ refillsLeft: 2 }))).toBeNull();
    expect(withoutInstructions([med({ rxNumber: 'A', instructions: null }), med({ rxNumber: 'B' })]).map((m) => m.rxNumber)).toEqual(['A']);
  });
});

describe('wizard movement and after submit', () => {
  it('edit mode starts at the given step, opens review for 5, and Back stops at the delivery date', () => {
    expect(startStep(null)).toBe(0);
    expect(startStep({ request: {} as RefillRequestRecord, step: 2 })).toBe(2);
    expect(startStep({ request: {} as RefillRequestRecord, step: 5 })).toBe(4);
    expect(firstAllowedStep(true)).toBe(1);
    expect(backAction(1, true, 'portal')).toEqual({ kind: 'navigate', path: '/home' });
    expect(backAction(3, true, 'portal')).toEqual({ kind: 'step', step: 2 });
  });
  it('Back returns where the patient came from, and resets from the read-only view', () => {
    expect(backAction(0, false, 'medication')).toEqual({ kind: 'navigate', path: '/medication' });
    expect(backAction(0, false, 'portal')).toEqual({ kind: 'navigate', path: '/home' });
    expect(backAction(5, false, 'portal')).toEqual({ kind: 'reset' });
  });
  it('asks for feedback when never given or over 90 days ago', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(daysSinceFeedback({ patientFeedback: null, message: 'No results found' }, now)).toBe(-1);
    expect(daysSinceFeedback({ patientFeedback: { timeReceived: '2026-08-22T12:00:00Z' } }, now)).toBe(91);
    expect(routeAfterSubmit(-1)).toBe('/nps-form');
    expect(routeAfterSubmit(91)).toBe('/nps-form');
    expect(routeAfterSubmit(90)).toBe('/home');
    expect(routeAfterSubmit(0)).toBe('/home');
  });
});
