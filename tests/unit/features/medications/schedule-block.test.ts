import { describe, expect, it } from 'vitest';
import { OrderStatus, PrescriptionStatus } from '../../../../src/domain/medication/statuses';
import { blockingOrderMedications, type SchedulablePrescription } from '../../../../src/features/medications/model/schedule-block';

const rx = (gId: number, displayName: string, patch: Partial<SchedulablePrescription> = {}): SchedulablePrescription => ({
  gId,
  displayName,
  isActivePrescription: true,
  displayTable: 'active',
  hasActiveOrder: false,
  orderStatus: null,
  ...patch,
});

describe('blockingOrderMedications', () => {
  it('names the other active medications whose order is in progress (flag or workflow status), once each', () => {
    const list = [
      rx(1, 'Lisinopril'),
      rx(2, 'Humira Pen', { hasActiveOrder: true }),
      rx(3, 'Rinvoq', { orderStatus: OrderStatus.FILLING }),
      rx(4, 'Rinvoq', { orderStatus: PrescriptionStatus.REQUESTED }),
    ];
    expect(blockingOrderMedications(list, { gId: 1 })).toEqual(['Humira Pen', 'Rinvoq']);
  });

  it('is empty when nothing else is in an order, and ignores the clicked one, inactive ones and ended orders', () => {
    const list = [
      rx(1, 'Lisinopril', { hasActiveOrder: true }),
      rx(2, 'Humira Pen', { isActivePrescription: false, displayTable: 'inactive', hasActiveOrder: true }),
      rx(3, 'Rinvoq', { orderStatus: OrderStatus.SHIPPED }),
      rx(4, 'Enbrel', { displayTable: 'pending', orderStatus: OrderStatus.FILLING }),
    ];
    expect(blockingOrderMedications(list, { gId: 1 })).toEqual([]);
  });
});
