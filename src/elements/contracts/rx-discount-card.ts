import type { ElementContract } from './element-contract';

export const rxDiscountCardContract = { attributes: { discountId: 'string' }, events: ['rx-discount-redeemed', 'rx-navigate'] } as const satisfies ElementContract;
