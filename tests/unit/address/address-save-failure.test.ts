import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/core/api/api-error';
import { saveFailureOf } from '../../../src/core/address/model/address-save-failure';

describe('saveFailureOf (what a failed address save tells the patient)', () => {
  it("reads the server's address reason next to its field", () => {
    expect(saveFailureOf(new ApiError(400, null, 'body/address: ZIP code 99999 does not exist'), false)).toEqual({
      kind: 'invalid',
      problem: { key: 'zipUnknown', field: 'zip', zip: '99999' },
    });
  });

  it('names the one Home address of a home-only company, and another refusal by its reason', () => {
    expect(saveFailureOf(new ApiError(409, null, 'Home address exists'), true)).toEqual({ kind: 'homeOnly' });
    expect(saveFailureOf(new ApiError(409, null, 'Address limit reached'), false)).toEqual({ kind: 'refused', reason: 'Address limit reached' });
  });

  it('says the save failed for anything else', () => {
    expect(saveFailureOf(new ApiError(409, null, ''), false)).toEqual({ kind: 'saveFailed' });
    expect(saveFailureOf(new ApiError(400, null, 'body/zip: bad'), false)).toEqual({ kind: 'saveFailed' });
    expect(saveFailureOf(new ApiError(500, null, 'boom'), true)).toEqual({ kind: 'saveFailed' });
    expect(saveFailureOf(new TypeError('Failed to fetch'), false)).toEqual({ kind: 'saveFailed' });
  });
});
