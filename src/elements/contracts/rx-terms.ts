import type { ElementContract } from './element-contract';

export const rxTermsContract = { attributes: { brandId: 'string' }, events: [] } as const satisfies ElementContract;
