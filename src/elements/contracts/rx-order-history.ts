import type { ElementContract } from './element-contract';

export const rxOrderHistoryContract = { attributes: {}, events: ['rx-navigate'] } as const satisfies ElementContract;
