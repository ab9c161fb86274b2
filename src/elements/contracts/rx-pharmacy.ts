import type { ElementContract } from './element-contract';

export const rxPharmacyContract = { attributes: {}, events: ['rx-navigate'] } as const satisfies ElementContract;
