import { describe, expect, it } from 'vitest';
import { userUpdatePayloadSchema } from '../../../../src/domain/account/user.schema';
import { consentPayload, termsBrandId } from '../../../../src/features/consent/model/consent';

describe('consent screen', () => {
  it('records the consent date with PUT /user, accepted by the contract', () => {
    const payload = consentPayload(7, new Date(Date.UTC(2024, 5, 15, 12, 30)));
    expect(payload).toEqual({ u_id: 7, userData: [{ Name: 'consent_date', Value: '2024-06-15T12:30:00.000Z' }] });
    expect(userUpdatePayloadSchema.safeParse(payload).success).toBe(true);
  });
  it("shows the patient's brand's terms, else the host page's brand", () => {
    expect(termsBrandId(4, 1)).toBe(4);
    expect(termsBrandId(undefined, 1)).toBe(1);
    expect(termsBrandId(0, 2)).toBe(2);
  });
});
