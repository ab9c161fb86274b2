import { describe, expect, it } from 'vitest';
import { refillRequestPayloadSchema } from '../../../../src/domain/refill/refill.schema';
import { CALL_PHARMACY_PAYMENT, OTHER_SUPPLY_ID, PAYMENT_OPTIONS, SUPPLY_IDS, SUPPLY_OPTIONS } from '../../../../src/domain/refill/refill-choices';

const payload = {
  u_id: 1,
  addrId: 2,
  isPickup: 0,
  deliveryDate: '2026-03-10',
  paymentMethod: 0,
  supplies: null,
  deliveryInstructions: null,
  prescriptions: [{ gId: 3, rxNumber: 'RX1' }],
  rxNumber: 'RX1',
};

describe('refill choices', () => {
  it('offers the four supplies of spec 02 §2, Other last, with ids the server accepts', () => {
    expect(SUPPLY_OPTIONS.map((option) => option.value)).toEqual(['Alcohol swabs', 'Sharps Container', 'Band Aids', 'Other']);
    expect(SUPPLY_OPTIONS.at(-1)!.supId).toBe(OTHER_SUPPLY_ID);
    expect([...SUPPLY_IDS]).toEqual([1, 2, 3, 4]);
  });

  it('sends payment options as indexes 0-2, the contract refusing any other', () => {
    expect(PAYMENT_OPTIONS.map((option) => option.index)).toEqual([0, 1, 2]);
    expect(PAYMENT_OPTIONS[CALL_PHARMACY_PAYMENT]!.key).toBe('callPharmacy');
    for (const option of PAYMENT_OPTIONS) expect(refillRequestPayloadSchema.safeParse({ ...payload, paymentMethod: option.index }).success).toBe(true);
    expect(refillRequestPayloadSchema.safeParse({ ...payload, paymentMethod: PAYMENT_OPTIONS.length }).success).toBe(false);
  });

  it('lets a request carry every supply at once, and no more', () => {
    const supplies = SUPPLY_OPTIONS.map((option) => ({ supId: option.supId, value: option.value }));
    expect(refillRequestPayloadSchema.safeParse({ ...payload, supplies }).success).toBe(true);
    expect(refillRequestPayloadSchema.safeParse({ ...payload, supplies: [...supplies, supplies[0]] }).success).toBe(false);
  });
});
