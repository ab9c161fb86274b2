import { describe, expect, it } from 'vitest';
import { back, initialHistory, nameClick, openScreen, statusClick } from '../../../../src/features/medications/model/views';
import { MedicationView } from '../../../../src/domain/medication/medication-views';
import { PrescriptionStatus, VectorStatus } from '../../../../src/domain/medication/statuses';

describe('medication screen views', () => {
  it('routes a status click by table and status (spec 02 §2)', () => {
    expect(statusClick('active', { gId: 1, displayStatus: PrescriptionStatus.OPEN })).toEqual({ kind: 'schedule-delivery' });
    expect(statusClick('active', { gId: 1, displayStatus: PrescriptionStatus.REQUESTED })).toEqual({ kind: 'edit-request' });
    expect(statusClick('active', { gId: 1, displayStatus: PrescriptionStatus.OPEN_ALREADY_EXISTS })).toEqual({ kind: 'edit-request' });
    expect(statusClick('active', { gId: 1, displayStatus: VectorStatus.CLOSED })).toEqual({ kind: 'screen', screen: { mode: MedicationView.SINGLE_VECTOR_RX, gId: 1 } });
    expect(statusClick('active', { gId: 2, displayStatus: PrescriptionStatus.PROCESSING })).toEqual({ kind: 'screen', screen: { mode: MedicationView.SINGLE_ACTIVE_RX, gId: 2 } });
    expect(statusClick('pending', { gId: 3, displayStatus: PrescriptionStatus.OPEN })).toEqual({ kind: 'screen', screen: { mode: MedicationView.SINGLE_VECTOR_RX, gId: 3 } });
    expect(statusClick('inactive', { gId: 4, displayStatus: PrescriptionStatus.OPEN })).toEqual({ kind: 'none' });
  });

  it('opens the single medication view of a name, active or inactive', () => {
    expect(nameClick('active', [1, 2])).toEqual({ mode: MedicationView.SINGLE_ACTIVE_MEDICATION, gIds: [1, 2] });
    expect(nameClick('pending', [3])).toEqual({ mode: MedicationView.SINGLE_ACTIVE_MEDICATION, gIds: [3] });
    expect(nameClick('inactive', [4])).toEqual({ mode: MedicationView.SINGLE_INACTIVE_MEDICATION, gIds: [4] });
  });

  it('steps Back through the views opened, then has nothing (home)', () => {
    const single = openScreen(initialHistory, { mode: MedicationView.SINGLE_ACTIVE_RX, gId: 1 });
    const billing = openScreen(single, { mode: MedicationView.BILLING, gId: 1 });
    expect(back(billing)).toEqual(single);
    expect(back(single)).toEqual(initialHistory);
    expect(back(initialHistory)).toBeNull();
  });
});
