import { describe, expect, it } from 'vitest';
import { OrderStatus, PrescriptionStatus } from '../../../../src/domain/medication/statuses';
import { medicationsInOrder, type OrderFacts } from '../../../../src/features/refill/model/medications';

type Med = OrderFacts & { displayName: string };

const rx = (displayName: string, patch: Partial<Med> = {}): Med => ({
  displayName,
  isActivePrescription: true,
  displayTable: 'active',
  hasActiveOrder: false,
  orderStatus: null,
  ...patch,
});

describe('medicationsInOrder (why the active-order notice replaces the wizard)', () => {
  it('names the active medications whose order is in progress (flag or workflow status), once each, in list order', () => {
    const list = [
      rx('Lisinopril'),
      rx('Humira Pen', { hasActiveOrder: true }),
      rx('Rinvoq', { orderStatus: OrderStatus.FILLING }),
      rx('Rinvoq', { orderStatus: PrescriptionStatus.REQUESTED }),
    ];
    expect(medicationsInOrder(list)).toEqual(['Humira Pen', 'Rinvoq']);
  });

  it('is empty when nothing is in an order, and ignores inactive and pending ones and ended orders', () => {
    const list = [
      rx('Lisinopril'),
      rx('Humira Pen', { isActivePrescription: false, displayTable: 'inactive', hasActiveOrder: true }),
      rx('Rinvoq', { orderStatus: OrderStatus.SHIPPED }),
      rx('Enbrel', { displayTable: 'pending', orderStatus: OrderStatus.FILLING }),
    ];
    expect(medicationsInOrder(list)).toEqual([]);
  });
});
