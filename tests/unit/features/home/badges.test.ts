import { describe, expect, it } from 'vitest';
import {
  awaitingSignatureCount,
  incompleteCounselingCount,
  qualifyingRefillCount,
  unreadMessageCount,
} from '../../../../src/features/home/model/badges';
import { PrescriptionStatus, VectorStatus } from '../../../../src/domain/medication/statuses';

describe('badge counts', () => {
  it('sums unread messages over the conversations', () => {
    expect(
      unreadMessageCount({
        conversations: [{ unreadMsgCount: 2 }, { unreadMsgCount: 0 }, { unreadMsgCount: 5 }, { unreadMsgCount: -1 }, {}],
      }),
    ).toBe(7);
    expect(unreadMessageCount({ conversations: [] })).toBe(0);
    expect(unreadMessageCount(null)).toBe(0);
    expect(unreadMessageCount({ conversations: 'x' })).toBe(0);
  });

  it('counts active prescriptions open for refill', () => {
    expect(
      qualifyingRefillCount({
        medications: [
          { isActivePrescription: true, displayStatus: PrescriptionStatus.OPEN },
          { isActivePrescription: true, displayStatus: PrescriptionStatus.OPEN },
          { isActivePrescription: false, displayStatus: PrescriptionStatus.OPEN },
          { isActivePrescription: true, displayStatus: PrescriptionStatus.REQUESTED },
          { isActivePrescription: true, displayStatus: PrescriptionStatus.OPEN_CALL_REQUIRED },
          { isActivePrescription: true, displayStatus: PrescriptionStatus.NOT_YET_DUE },
          { isActivePrescription: true, displayStatus: VectorStatus.REVIEW },
        ],
      }),
    ).toBe(2);
    expect(qualifyingRefillCount({})).toBe(0);
  });

  it('counts documents awaiting the patient signature, once per document', () => {
    expect(
      awaitingSignatureCount({
        documents: [
          { docId: 1, isCurrentSigner: true, isCompletelySigned: false },
          { docId: 1, isCurrentSigner: true, isCompletelySigned: false },
          { docId: 2, isCurrentSigner: 1, isCompletelySigned: 0 },
          { docId: 3, isCurrentSigner: true, isCompletelySigned: true },
          { docId: 4, isCurrentSigner: false, isCompletelySigned: false },
          { docId: 5, isSignRequest: true },
        ],
      }),
    ).toBe(2);
  });

  it('counts incomplete counseling items', () => {
    expect(incompleteCounselingCount({ counseling: [{ eventId: 1, completed: 0 }, { eventId: 2, completed: 1 }, { eventId: 3 }] })).toBe(2);
    expect(incompleteCounselingCount({ counseling: [] })).toBe(0);
  });
});
